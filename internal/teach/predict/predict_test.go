package predict

import (
	"slices"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/solver"
)

// The facts below are worked out from the queens alone, with no help from
// the solver package beyond the stepper's board (Queens, QueenCol) and the
// event stream of a second stepper on the same run, the "shadow".

// attacks reports whether a queen at q attacks square sq (another row).
func attacks(q, sq solver.Square) bool {
	if q.Row == sq.Row {
		return false
	}
	dr, dc := q.Row-sq.Row, q.Col-sq.Col
	return dc == 0 || dr == dc || dr == -dc
}

// queensOf lists the queens standing.
func queensOf(s *solver.Stepper) []solver.Square {
	var qs []solver.Square
	for r := range s.N() {
		if c := s.QueenCol(r); c >= 0 {
			qs = append(qs, solver.Square{Row: r, Col: c})
		}
	}
	return qs
}

func attackersOf(qs []solver.Square, sq solver.Square) []Answer {
	var out []Answer
	for _, q := range qs {
		if attacks(q, sq) {
			out = append(out, SquareAnswer(q.Row, q.Col))
		}
	}
	return out
}

func safeSquare(qs []solver.Square, sq solver.Square) bool { return len(attackersOf(qs, sq)) == 0 }

// shadow follows the run event by event, keeping the stack of queens put
// down and the solutions' symmetry classes, independently of the quiz.
type shadow struct {
	s      *solver.Stepper
	stack  []solver.Square
	solved int
	seen   map[string]bool // canonical boards of the solutions so far
	prefix []int
}

func (sh *shadow) catchUp(t *testing.T, step uint64) {
	t.Helper()
	for sh.s.Step() < step {
		ev := sh.s.Next()
		switch ev.Kind {
		case solver.Place:
			sh.stack = append(sh.stack, solver.Square{Row: ev.Row, Col: ev.Col})
		case solver.Backtrack:
			top := sh.stack[len(sh.stack)-1]
			if top != (solver.Square{Row: ev.Row, Col: ev.Col}) {
				t.Fatalf("step %d: lifted (%d,%d), but the last queen down is %v", ev.Counters.Steps, ev.Row, ev.Col, top)
			}
			sh.stack = sh.stack[:len(sh.stack)-1]
		case solver.Solution:
			sh.solved++
			sh.seen[canon(sh.s.Queens())] = true
		}
	}
}

// images returns the 8 symmetric images of a solution, by moving squares.
func images(q []int) [][]int {
	n := len(q)
	maps := []func(r, c int) (int, int){
		func(r, c int) (int, int) { return r, c },
		func(r, c int) (int, int) { return c, n - 1 - r },
		func(r, c int) (int, int) { return n - 1 - r, n - 1 - c },
		func(r, c int) (int, int) { return n - 1 - c, r },
		func(r, c int) (int, int) { return r, n - 1 - c },
		func(r, c int) (int, int) { return n - 1 - r, c },
		func(r, c int) (int, int) { return c, r },
		func(r, c int) (int, int) { return n - 1 - c, n - 1 - r },
	}
	var out [][]int
	for _, m := range maps {
		img := make([]int, n)
		for r, c := range q {
			r2, c2 := m(r, c)
			img[r2] = c2
		}
		out = append(out, img)
	}
	return out
}

func canon(q []int) string {
	best := q
	for _, img := range images(q) {
		if slices.Compare(img, best) < 0 {
			best = img
		}
	}
	return columns(best)
}

// expect returns every answer that must count as right for the question,
// worked out from the board before the event and the shadow; the first is
// what the search will do where that is determined.
func expect(t *testing.T, s *solver.Stepper, sh *shadow, q Question) []Answer {
	t.Helper()
	qs := queensOf(s)
	n := s.N()
	switch q.Kind {
	case SafeOrAttacked:
		if safeSquare(qs, q.Subject) {
			return []Answer{ChoiceAnswer(Safe)}
		}
		return []Answer{ChoiceAnswer(Attacked)}
	case Attacker:
		return attackersOf(qs, q.Subject)
	case Lifted:
		top := sh.stack[len(sh.stack)-1]
		return []Answer{SquareAnswer(top.Row, top.Col)}
	case Column, NextColumn:
		if s.Strategy() == solver.Construct {
			return []Answer{SquareAnswer(q.Subject.Row, constructColumns(n)[q.Subject.Row])}
		}
		row, from := q.Subject.Row, 0
		if q.Kind == NextColumn {
			from = q.Subject.Col + 1
		}
		if row < 0 { // MRV: the row without a queen with the fewest safe squares
			fewest := n + 1
			for r := range n {
				if s.QueenCol(r) >= 0 {
					continue
				}
				k := 0
				for c := range n {
					if safeSquare(qs, solver.Square{Row: r, Col: c}) {
						k++
					}
				}
				if k < fewest {
					row, fewest = r, k
				}
			}
		}
		for c := from; c < n; c++ {
			if safeSquare(qs, solver.Square{Row: row, Col: c}) {
				return []Answer{SquareAnswer(row, c)}
			}
		}
		return []Answer{Nowhere()}
	case Pruned:
		var sqs []solver.Square
		by := q.Subject
		for r := range n {
			if s.QueenCol(r) >= 0 {
				continue
			}
			for c := range n {
				sq := solver.Square{Row: r, Col: c}
				if attacks(by, sq) && len(attackersOf(qs, sq)) == 1 {
					sqs = append(sqs, sq)
				}
			}
		}
		return []Answer{SquaresAnswer(sqs...)}
	case WipeOut:
		for r := range n {
			if s.QueenCol(r) >= 0 {
				continue
			}
			empty := true
			for c := range n {
				empty = empty && !safeSquare(qs, solver.Square{Row: r, Col: c})
			}
			if empty {
				return []Answer{ChoiceAnswer(Yes)}
			}
		}
		return []Answer{ChoiceAnswer(No)}
	case Move:
		r := q.Subject.Row
		counts := make([]int, n)
		for c := range n {
			for _, other := range qs {
				if attacks(other, solver.Square{Row: r, Col: c}) {
					counts[c]++
				}
			}
		}
		least := slices.Min(counts)
		var out []Answer
		for c, v := range counts {
			if v == least {
				out = append(out, SquareAnswer(r, c))
			}
		}
		return out
	case SolutionNumber:
		return []Answer{NumberAnswer(uint64(sh.solved + 1))}
	case NewOrMirror:
		// Peek at the solution on the shadow's copy of the run.
		ahead := *sh
		ahead.s, _ = solver.NewWith(s.N(), s.Strategy(), sh.prefix, s.Options())
		ahead.s.Seek(s.Step() + 1)
		if sh.seen[canon(ahead.s.Queens())] {
			return []Answer{ChoiceAnswer(Mirror)}
		}
		return []Answer{ChoiceAnswer(New)}
	}
	t.Fatalf("no expectation for %s", q.Kind)
	return nil
}

// constructColumns is the explicit solution (Hoffman, Loessi and Moore,
// 1969) as it is usually stated, columns counted from 0: the even columns
// 2, 4, … then the odd ones 1, 3, …; for N mod 6 = 2, 1 and 3 swapped and
// 5 moved to the end of the odd ones; for N mod 6 = 3, 2 moved to the end
// of the even ones and 1, 3 to the end of the odd ones.
func constructColumns(n int) []int {
	var evens, odds []int
	for c := 2; c <= n; c += 2 {
		evens = append(evens, c)
	}
	for c := 1; c <= n; c += 2 {
		odds = append(odds, c)
	}
	switch n % 6 {
	case 2:
		odds[0], odds[1] = 3, 1
		odds = append(slices.Delete(odds, 2, 3), 5)
	case 3:
		evens = append(evens[1:], 2)
		odds = append(odds[2:], 1, 3)
	}
	cols := append(evens, odds...)
	for i := range cols {
		cols[i]--
	}
	return cols
}

// wrong returns an answer that fits the question but is not among right
// (false on a 1×1 board, where every square is right).
func wrong(q Question, right []Answer) (Answer, bool) {
	is := func(a Answer) bool {
		return slices.ContainsFunc(right, func(r Answer) bool { return r.Key() == a.Key() })
	}
	switch q.Form() {
	case ChoiceForm:
		for _, c := range q.Choices {
			if a := ChoiceAnswer(c); !is(a) {
				return a, true
			}
		}
	case SquaresForm:
		sqs := slices.Clone(right[0].Squares)
		if len(sqs) > 0 {
			return SquaresAnswer(sqs[1:]...), true
		}
		return SquaresAnswer(solver.Square{}), true
	case NumberForm:
		return NumberAnswer(right[0].Number + 1), true
	}
	if q.NowhereOK && !is(Nowhere()) {
		return Nowhere(), true
	}
	for r := range q.N {
		for c := range q.N {
			if a := SquareAnswer(r, c); !is(a) {
				return a, true
			}
		}
	}
	return Answer{}, false
}

func sameSet(a, b []Answer) bool {
	keys := func(xs []Answer) []string {
		var ks []string
		for _, x := range xs {
			ks = append(ks, x.Key())
		}
		slices.Sort(ks)
		return ks
	}
	return slices.Equal(keys(a), keys(b))
}

type run struct {
	n        int
	strategy solver.Strategy
	opt      solver.StepperOptions
	prefix   []int // the queens the run starts from
}

// result is what a driven run found.
type result struct {
	asked     map[Kind]int
	answered  int
	rights    int
	solutions int
	newOnes   int
	score     Score
	steps     uint64
}

// drive plays a whole run with the quiz, answering every other question
// wrong, checking each reveal against the independent facts.
func drive(t *testing.T, r run, d Density) result {
	t.Helper()
	s, err := solver.NewWith(r.n, r.strategy, r.prefix, r.opt)
	if err != nil {
		t.Fatal(err)
	}
	shadowRun, _ := solver.NewWith(r.n, r.strategy, r.prefix, r.opt)
	sh := &shadow{s: shadowRun, seen: map[string]bool{}, prefix: r.prefix}
	for row, c := range r.prefix {
		sh.stack = append(sh.stack, solver.Square{Row: row, Col: c})
	}
	quiz := NewQuiz(d)
	quiz.Prefix = r.prefix
	res := result{asked: map[Kind]int{}}
	streak := 0
	for guard := 0; !s.IsDone(); guard++ {
		if guard > 1_000_000 {
			t.Fatal("the run does not end")
		}
		q, ok := quiz.Ask(s)
		if !ok {
			s.Next()
			sh.catchUp(t, s.Step())
			continue
		}
		if !d.Has(q.Kind) {
			t.Fatalf("density %v asked a %s question", d, q.Kind)
		}
		if q.Step != s.Step() {
			t.Fatalf("question at step %d asked at step %d", q.Step, s.Step())
		}
		res.asked[q.Kind]++
		accepted := expect(t, s, sh, q)
		a := accepted[0]
		answerRight := res.answered%2 == 0
		if !answerRight {
			var ok bool
			if a, ok = wrong(q, accepted); !ok {
				a, answerRight = accepted[0], true
			}
		}
		rev, err := quiz.Answer(s, a)
		if err != nil {
			t.Fatalf("step %d %s: %v", q.Step, q.Kind, err)
		}
		res.answered++
		if rev.Right != answerRight {
			t.Fatalf("step %d %s %q: answer %v graded %v; right answers %v, truth %v (%s)",
				q.Step, q.Kind, q.Prompt, a, rev.Right, accepted, rev.Truth.Right, rev.Truth.Reason)
		}
		all := append([]Answer{rev.Truth.Right}, rev.Truth.Also...)
		if q.Kind == Move || q.Kind == Attacker {
			if !sameSet(all, accepted) {
				t.Fatalf("step %d %s: accepted %v, want %v", q.Step, q.Kind, all, accepted)
			}
		} else if len(all) != 1 || all[0].Key() != accepted[0].Key() {
			t.Fatalf("step %d %s: truth %v, want %v", q.Step, q.Kind, all, accepted[0])
		}
		if rev.Truth.Reason == "" {
			t.Fatalf("step %d %s: no reason", q.Step, q.Kind)
		}
		if rev.Right {
			res.rights++
			streak++
		} else {
			streak = 0
		}
		if rev.To != s.Step() || rev.FollowUp && s.Step() != q.Step {
			t.Fatalf("step %d %s: reveal says step %d (follow-up %v), stepper at %d", q.Step, q.Kind, rev.To, rev.FollowUp, s.Step())
		}
		if q.Kind == NewOrMirror && rev.Truth.Right.Choice == New {
			res.newOnes++
		}
		if got := quiz.Score(); got.Asked != res.answered || got.Right != res.rights || got.Streak != streak {
			t.Fatalf("score %+v after %d answers, %d right, streak %d", got, res.answered, res.rights, streak)
		}
		sh.catchUp(t, s.Step())
	}
	res.solutions = sh.solved
	res.score = quiz.Score()
	res.steps = s.Step()
	return res
}

// oeis is A000170 and A002562 for the boards the tests drive.
var oeis = map[int][2]int{4: {2, 1}, 5: {10, 2}, 6: {4, 1}, 7: {40, 6}, 8: {92, 12}}

func TestEveryKindInEveryStrategy(t *testing.T) {
	cases := []struct {
		run  run
		want []Kind // the kinds a run of Every must ask
	}{
		{run{n: 6, strategy: solver.Array}, []Kind{SafeOrAttacked, Attacker, Lifted, NextColumn, SolutionNumber, NewOrMirror}},
		{run{n: 6, strategy: solver.Bitmask}, []Kind{Attacker, Column, Lifted, NextColumn, SolutionNumber, NewOrMirror}},
		{run{n: 6, strategy: solver.FC}, []Kind{Column, Lifted, NextColumn, Pruned, WipeOut, SolutionNumber, NewOrMirror}},
		{run{n: 6, strategy: solver.FC, opt: solver.StepperOptions{MRV: true}}, []Kind{Column, Lifted, NextColumn, Pruned, WipeOut, SolutionNumber}},
		{run{n: 8, strategy: solver.MinConflicts, opt: solver.StepperOptions{Seed: 3}}, []Kind{Move}},
		{run{n: 8, strategy: solver.Construct}, []Kind{Column}},
	}
	for _, c := range cases {
		t.Run(c.run.strategy.String()+mrvName(c.run.opt), func(t *testing.T) {
			res := drive(t, c.run, Every)
			for _, k := range c.want {
				if res.asked[k] == 0 {
					t.Errorf("no %s question in %d questions: %v", k, res.answered, res.asked)
				}
			}
			for k := range res.asked {
				if !slices.Contains(c.want, k) {
					t.Errorf("asked %d %s questions, which %s does not have", res.asked[k], k, c.run.strategy)
				}
			}
			if !c.run.strategy.Exhaustive() {
				return
			}
			if res.solutions != oeis[c.run.n][0] || res.asked[SolutionNumber] != res.solutions {
				t.Errorf("%d solutions, %d solution questions; want %d", res.solutions, res.asked[SolutionNumber], oeis[c.run.n][0])
			}
			if res.asked[NewOrMirror] > 0 && res.newOnes != oeis[c.run.n][1] {
				t.Errorf("%d solutions revealed new, want %d fundamental ones", res.newOnes, oeis[c.run.n][1])
			}
		})
	}
}

func mrvName(o solver.StepperOptions) string {
	if o.MRV {
		return "+mrv"
	}
	return ""
}

// TestEveryTryIsAsked: on the array search, Every asks at each try, and
// asks for the attacker exactly at each attack.
func TestEveryTryIsAsked(t *testing.T) {
	res := drive(t, run{n: 5, strategy: solver.Array}, Every)
	s, _ := solver.New(5, solver.Array, nil)
	for !s.IsDone() {
		s.Next()
	}
	c := s.Counters()
	if res.asked[SafeOrAttacked] != int(c.Tries) || res.asked[Attacker] != int(c.Attacks) || res.asked[Lifted] != int(c.Backtracks) {
		t.Errorf("asked %v; the run has %d tries, %d attacks, %d backtracks", res.asked, c.Tries, c.Attacks, c.Backtracks)
	}
}

// TestDensities: each density asks only its kinds; Rows asks once per row
// entered, Backtracks once per lift, Solutions once per solution.
func TestDensities(t *testing.T) {
	full, _ := solver.New(6, solver.Array, nil)
	for !full.IsDone() {
		full.Next()
	}
	c := full.Counters()
	// Rows are entered at the start and after each place but on the last row.
	entered := 1 + int(c.Placements) - int(c.Solutions)
	for _, tc := range []struct {
		d    Density
		r    run
		want map[Kind]int
	}{
		{Rows, run{n: 6, strategy: solver.Array}, map[Kind]int{Column: entered}},
		{Backtracks, run{n: 6, strategy: solver.Array}, map[Kind]int{Lifted: int(c.Backtracks), NextColumn: int(c.Backtracks)}},
		{Solutions, run{n: 6, strategy: solver.Array}, map[Kind]int{SolutionNumber: 4, NewOrMirror: 4}},
		{Attacks, run{n: 6, strategy: solver.Array}, map[Kind]int{SafeOrAttacked: int(c.Tries), Attacker: int(c.Attacks)}},
	} {
		t.Run(tc.d.String(), func(t *testing.T) {
			res := drive(t, tc.r, tc.d)
			if len(res.asked) != len(tc.want) {
				t.Errorf("asked %v, want %v", res.asked, tc.want)
			}
			for k, v := range tc.want {
				if res.asked[k] != v {
					t.Errorf("%d %s questions, want %d", res.asked[k], k, v)
				}
			}
		})
	}
	// Rows on bitmask and fc asks once per row entered too (fc enters no
	// row after a wipe-out).
	for _, st := range []solver.Strategy{solver.Bitmask, solver.FC} {
		res := drive(t, run{n: 6, strategy: st}, Rows)
		s, _ := solver.New(6, st, nil)
		for !s.IsDone() {
			s.Next()
		}
		c := s.Counters()
		want := 1 + int(c.Placements) - int(c.Solutions) - int(c.WipeOuts)
		if res.asked[Column] != want || len(res.asked) != 1 {
			t.Errorf("%s by rows asked %v, want %d column questions", st, res.asked, want)
		}
	}
	// Rows on min-conflicts asks each move; Attacks on fc each prune.
	mc := drive(t, run{n: 8, strategy: solver.MinConflicts, opt: solver.StepperOptions{Seed: 3}}, Rows)
	fc := drive(t, run{n: 6, strategy: solver.FC}, Attacks)
	if mc.asked[Move] == 0 || len(mc.asked) != 1 || fc.asked[Pruned] == 0 || fc.asked[WipeOut] == 0 || len(fc.asked) != 2 {
		t.Errorf("min-conflicts by rows asked %v, fc by attacks %v", mc.asked, fc.asked)
	}
}

// TestStepBackReasks: after a reveal, stepping back to the question's step
// asks it again; answering again is revealed but not scored twice; a skip
// counts apart.
func TestStepBackReasks(t *testing.T) {
	s, _ := solver.New(4, solver.Array, nil)
	quiz := NewQuiz(Every)
	for s.Event().Kind != solver.Try || s.Event().Col != 1 || s.Event().Row != 1 {
		s.Next() // row 1: (1,0) attacked, (1,1) attacked by (0,0) diagonally
	}
	q1, ok := quiz.Ask(s)
	if !ok || q1.Kind != SafeOrAttacked || q1.Subject != (solver.Square{Row: 1, Col: 1}) {
		t.Fatalf("asked %+v, %v", q1, ok)
	}
	rev, err := quiz.Answer(s, ChoiceAnswer(Safe))
	if err != nil || rev.Right || !rev.FollowUp || s.Step() != q1.Step {
		t.Fatalf("wrong answer: %+v, %v; stepper at %d", rev, err, s.Step())
	}
	q2, _ := quiz.Ask(s)
	if q2.Kind != Attacker || q2.Stage != 1 {
		t.Fatalf("follow-up %+v", q2)
	}
	if _, err := quiz.Answer(s, ChoiceAnswer(Safe)); err == nil {
		t.Fatal("a choice answered a square question")
	}
	rev, err = quiz.Answer(s, SquareAnswer(0, 0))
	if err != nil || !rev.Right || rev.FollowUp || s.Step() != q1.Step+1 || s.Event().Kind != solver.Attack {
		t.Fatalf("attacker: %+v, %v; event %+v", rev, err, s.Event())
	}
	if got := quiz.Score(); got != (Score{Asked: 2, Right: 1, Streak: 1, BestStreak: 1}) {
		t.Fatalf("score %+v", got)
	}
	// Step back: the first question again, from its first stage.
	s.Back()
	again, _ := quiz.Ask(s)
	if again.Kind != q1.Kind || again.Step != q1.Step || again.Stage != 0 || again.Prompt != q1.Prompt {
		t.Fatalf("after stepping back asked %+v, want %+v", again, q1)
	}
	rev, _ = quiz.Answer(s, ChoiceAnswer(Attacked))
	if !rev.Right || rev.Scored {
		t.Fatalf("re-asked answer %+v", rev)
	}
	if _, err := quiz.Skip(s); err != nil {
		t.Fatal(err)
	}
	if got := quiz.Score(); got.Asked != 2 || got.Skipped != 0 {
		t.Fatalf("re-asked questions changed the score: %+v", got)
	}
	// A new question skipped counts as skipped, not asked.
	for {
		if _, ok := quiz.Ask(s); ok {
			break
		}
		s.Next()
	}
	at := s.Step()
	rev, err = quiz.Skip(s)
	if err != nil || !rev.Skipped || !rev.Scored || s.Step() <= at && !rev.FollowUp {
		t.Fatalf("skip: %+v, %v", rev, err)
	}
	if got := quiz.Score(); got.Asked != 2 || got.Skipped != 1 {
		t.Fatalf("score after a skip %+v", got)
	}
	if got := quiz.Score().String(); got != "1/2 right · streak 1 · 1 skipped" {
		t.Errorf("score line %q", got)
	}
}

func TestNoQuestionNoAnswer(t *testing.T) {
	s, _ := solver.New(4, solver.Array, nil)
	quiz := NewQuiz(Solutions)
	if _, ok := quiz.Ask(s); ok {
		t.Fatal("asked at step 0 with only solutions")
	}
	if _, err := quiz.Answer(s, NumberAnswer(1)); err == nil || s.Step() != 0 {
		t.Fatalf("answered with no question: %v, step %d", err, s.Step())
	}
	for !s.IsDone() {
		s.Next()
	}
	if _, ok := quiz.Ask(s); ok {
		t.Fatal("asked after the end")
	}
}

// TestAnswerKeys: each form's canonical text, and a set of squares keyed
// the same whatever the order and repeats it was given in.
func TestAnswerKeys(t *testing.T) {
	for _, c := range []struct {
		a    Answer
		want string
	}{
		{ChoiceAnswer(Safe), "safe"}, {ChoiceAnswer(Mirror), "mirror"},
		{SquareAnswer(2, 3), "(2,3)"}, {Nowhere(), "nowhere"},
		{SquaresAnswer(solver.Square{Row: 3, Col: 1}, solver.Square{Row: 1, Col: 0}, solver.Square{Row: 3, Col: 1}), "{(1,0) (3,1)}"},
		{SquaresAnswer(solver.Square{Row: 1, Col: 0}, solver.Square{Row: 3, Col: 1}), "{(1,0) (3,1)}"},
		{SquaresAnswer(), "{}"}, {NumberAnswer(92), "92"}, {Answer{}, "no answer"},
	} {
		if got := c.a.Key(); got != c.want {
			t.Errorf("%#v: key %q, want %q", c.a, got, c.want)
		}
	}
}

// TestTally: a room's answers, counted and graded against the reveal.
func TestTally(t *testing.T) {
	s, _ := solver.New(4, solver.Array, nil)
	teacher := NewQuiz(Every)
	for s.Event().Kind != solver.Try || s.Event() != (solver.Event{}) && s.Event().Row != 1 {
		s.Next()
	}
	q, ok := teacher.Ask(s) // (1,0) tried: attacked by (0,0)
	if !ok || q.Subject != (solver.Square{Row: 1, Col: 0}) {
		t.Fatalf("asked %+v", q)
	}
	tally := NewTally(q)
	for _, a := range []Answer{ChoiceAnswer(Safe), ChoiceAnswer(Attacked), ChoiceAnswer(Attacked), ChoiceAnswer(Attacked)} {
		if err := tally.Add(a); err != nil {
			t.Fatal(err)
		}
	}
	for _, bad := range []Answer{ChoiceAnswer(Yes), SquareAnswer(0, 0), {}} {
		if tally.Add(bad) == nil {
			t.Errorf("tallied %v for a safe-or-attacked question", bad)
		}
	}
	rev, err := teacher.Skip(s)
	if err != nil {
		t.Fatal(err)
	}
	bars := tally.Bars(&rev.Truth)
	want := []Bar{{ChoiceAnswer(Attacked), 3, true}, {ChoiceAnswer(Safe), 1, false}}
	if tally.Total() != 4 || len(bars) != 2 || bars[0].Answer.Key() != want[0].Answer.Key() || bars[0].Count != 3 || !bars[0].Right || bars[1].Count != 1 || bars[1].Right {
		t.Errorf("bars %+v, total %d", bars, tally.Total())
	}
}

// TestSmallBoards drives every strategy on the boards 1 to 4, where runs
// end in a solution at once, in no solution at all, or give up.
func TestSmallBoards(t *testing.T) {
	for n := 1; n <= 4; n++ {
		for _, r := range []run{{n: n, strategy: solver.Array}, {n: n, strategy: solver.Bitmask},
			{n: n, strategy: solver.FC}, {n: n, strategy: solver.FC, opt: solver.StepperOptions{MRV: true}}, {n: n, strategy: solver.MinConflicts, opt: solver.StepperOptions{Seed: 1}},
			{n: n, strategy: solver.Construct}} {
			for _, d := range Densities {
				if r.strategy == solver.MinConflicts && (n == 2 || n == 3) && d != Every {
					continue // a give-up run is long: one density will do
				}
				res := drive(t, r, d)
				if want := [5]int{1: 1, 4: 2}[n]; r.strategy.Exhaustive() && res.solutions != want {
					t.Errorf("N=%d %s: %d solutions, want %d", n, r.strategy, res.solutions, want)
				}
			}
		}
	}
}

func TestParseDensity(t *testing.T) {
	for _, d := range Densities {
		got, err := ParseDensity(d.String())
		if err != nil || got != d {
			t.Errorf("%v read back as %v, %v", d, got, err)
		}
	}
	d, err := ParseDensity("column+lifted")
	if err != nil || !d.Has(Column) || !d.Has(Lifted) || d.Has(Attacker) || d&ahead == 0 {
		t.Errorf("column+lifted: %v, %v", d, err)
	}
	for _, bad := range []string{"", "sometimes", "column+", "Column"} {
		if _, err := ParseDensity(bad); err == nil {
			t.Errorf("%q read as a density", bad)
		}
	}
}

// TestMirrorsBelowAPrefix: a run from given queens visits only the
// solutions that extend them, so a solution is new when no image of it
// among those came before, though a smaller image elsewhere on the board
// exists.
func TestMirrorsBelowAPrefix(t *testing.T) {
	for _, st := range []solver.Strategy{solver.Array, solver.Bitmask, solver.FC} {
		res := drive(t, run{n: 8, strategy: st, prefix: []int{2}}, Solutions)
		// Our own count: the classes among the solutions with a queen on
		// (0,2), walked with the enumerator.
		e, _ := solver.NewEnumerator(8)
		classes, total := map[string]bool{}, 0
		for e.Next() {
			if e.Queens()[0] == 2 {
				classes[canon(e.Queens())] = true
				total++
			}
		}
		if res.solutions != total || res.newOnes != len(classes) {
			t.Errorf("%s below (0,2): %d solutions, %d new; want %d and %d", st, res.solutions, res.newOnes, total, len(classes))
		}
	}
}

// TestRevealReasons: the reasons name what the learner must see.
// TestConstructAsksEveryRow: the construction is asked where each row's
// queen goes, once a row, on boards of every N mod 6 (N=2 and 3, which
// have no solution, place nothing and are asked nothing); the answers are
// checked against the construction as the test states it, and the board
// it ends on must be a solution.
func TestConstructAsksEveryRow(t *testing.T) {
	for n := 1; n <= 21; n++ {
		for _, d := range []Density{Every, Rows} {
			res := drive(t, run{n: n, strategy: solver.Construct}, d)
			want := n
			if n == 2 || n == 3 {
				want = 0
			}
			if res.asked[Column] != want || res.answered != want {
				t.Errorf("N=%d %v: asked %v, want %d column questions", n, d, res.asked, want)
			}
		}
		if n == 2 || n == 3 {
			continue
		}
		cols := constructColumns(n)
		var qs []solver.Square
		for r, c := range cols {
			sq := solver.Square{Row: r, Col: c}
			if !safeSquare(qs, sq) {
				t.Fatalf("N=%d: the test's construction %v puts %v under attack", n, cols, sq)
			}
			qs = append(qs, sq)
		}
	}
}

func TestRevealReasons(t *testing.T) {
	s, _ := solver.New(8, solver.FC, nil)
	quiz := NewQuiz(Of(WipeOut))
	for s.Step() < 8 { // (0,0) (1,2) (2,4) (3,1) placed and pruned: row 5 is empty
		s.Next()
	}
	rev, err := quiz.Skip(s)
	if err != nil || rev.Truth.Right.Choice != Yes || !strings.Contains(rev.Truth.Reason, "row 5 has no square left: the queen at (3,1)") {
		t.Errorf("wipe-out: %+v, %v", rev.Truth, err)
	}
	s.Seek(2) // (0,0) pruned: rows 1 to 7 keep six squares or more; row 1 has six
	rev, err = quiz.Skip(s)
	if err != nil || rev.Truth.Right.Choice != No || !strings.Contains(rev.Truth.Reason, "the fewest: row 1, 6 squares") {
		t.Errorf("no wipe-out: %+v, %v", rev.Truth, err)
	}
	s, _ = solver.New(8, solver.Construct, nil)
	quiz = NewQuiz(Every)
	rev, err = quiz.Skip(s)
	if want := "(0,1) is column 2 counted from 1 — N mod 6 = 2: the even columns first, in order (2, 4, 6, 8)"; err != nil || rev.Truth.Reason != want {
		t.Errorf("construct: %q, %v; want %q", rev.Truth.Reason, err, want)
	}
	s, _ = solver.New(4, solver.Array, nil)
	quiz = NewQuiz(Every)
	s.Seek(5) // (1,1) tried: attacked by (0,0) along a diagonal
	rev, _ = quiz.Skip(s)
	if rev.Truth.Reason != "(1,1) is attacked by the queen at (0,0) along a diagonal" {
		t.Errorf("safe or attacked: %q", rev.Truth.Reason)
	}
}
