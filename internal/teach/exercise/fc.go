package exercise

import (
	"math/bits"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// FCRows is how many queens a forward-checking exercise asks about.
const FCRows = 3

// Ask is one of the questions about a queen of a forward-checking or a
// min-conflicts exercise.
type Ask int

// The questions. Forward checking asks, in this order, about the queen
// just put down: the squares its prune takes out of the domains, whether a
// domain is left empty, and (when none is) the row MRV fills next.
// Min-conflicts asks about the queen picked: the conflict count of each
// square of its row, then the square it moves to.
const (
	AskPrune Ask = iota
	AskWipe
	AskNext
	AskCounts
	AskMove
)

// askWords name the questions; forward checking's are accessible mode's
// words for them too.
var askWords = [...]i18n.ID{AskPrune: i18n.AccAskPrune, AskWipe: i18n.AccAskWipe, AskNext: i18n.AccAskNext, AskCounts: i18n.GradeAskCounts, AskMove: i18n.GradeAskMove}

// String names the question in English.
func (a Ask) String() string { return a.In(i18n.En) }

// In names the question in l.
func (a Ask) In(l i18n.Lang) string { return l.T(askWords[a]) }

// FCStep is a graded answer, with the square the board marks: for the
// prune, the first square marked wrongly (Row -1 for none) and the queen
// that decides it; for the next row, the row's first square.
type FCStep struct {
	Step
	Ask  Ask
	Did  string // the answer, in words of the instance's language
	Want string // the search's answer, in words of the instance's language
	At   solver.Square
	By   solver.Square
	Line solver.Line
}

// fcQuestion is what the search does after one of its places, read from
// the stepper's own events: the steps of the place and of its prune (the
// place's own when it prunes nothing), the squares pruned, the row wiped
// out and the row filled next.
type fcQuestion struct {
	place, prune uint64
	queen        solver.Square
	pruned       [solver.MaxN]uint64
	wiped        int // -1: no wipe-out
	wipedBy      solver.Square
	next         int // -1 after a wipe-out
}

// fcAsk is one question standing in the order asked.
type fcAsk struct {
	q   int
	ask Ask
}

// FCExercise is an instance of the forward-checking kind: places the fc
// search (with MRV, unless Options.NoMRV) makes, one after the other from
// a random step of its run; for each, the student marks the squares the
// queen's prune takes out of the rows' domains, says whether a domain
// wipes out, and, when none does and MRV is on, which row MRV fills next. Each answer is graded against the
// stepper's own events.
type FCExercise struct {
	answered[FCStep]
	seed uint64
	lang i18n.Lang
	s    *solver.Stepper
	qs   []fcQuestion
	asks []fcAsk
	mrv  bool
}

// NewFC draws the forward-checking instance of seed: the board (6 to 8
// unless n is not 0) and the places asked about; the search uses MRV
// unless o says not.
func NewFC(seed uint64, n int, o Options) (*FCExercise, error) {
	rng := random(seed)
	if n == 0 {
		n = 6 + rng.IntN(3)
	}
	s, err := solver.NewWith(n, solver.FC, nil, solver.StepperOptions{MRV: !o.NoMRV})
	if err != nil {
		return nil, err
	}
	// The places that leave a row to prune: every place but those that
	// complete a solution.
	var places []uint64
	for len(places) < startWalk && !s.IsDone() {
		if ev := s.Next(); ev.Kind == solver.Place && s.Placed() < s.N() {
			places = append(places, s.Step())
		}
	}
	if len(places) < FCRows {
		return nil, errorIn(o.Lang, i18n.GradeFCFewPlaces, num(o.Lang, s.N()))
	}
	first := rng.IntN(len(places) - FCRows + 1)
	x := &FCExercise{seed: seed, lang: o.Lang, s: s, mrv: !o.NoMRV}
	for i, at := range places[first : first+FCRows] {
		q := x.read(at)
		x.qs = append(x.qs, q)
		x.asks = append(x.asks, fcAsk{i, AskPrune}, fcAsk{i, AskWipe})
		if q.wiped < 0 && x.mrv {
			x.asks = append(x.asks, fcAsk{i, AskNext})
		}
	}
	x.s.Seek(places[first])
	return x, nil
}

// read follows the search from the place at step at to its next place,
// lift or end, and keeps what it did.
func (x *FCExercise) read(at uint64) fcQuestion {
	s := x.s
	s.Seek(at)
	ev := s.Event()
	q := fcQuestion{place: at, prune: at, queen: solver.Square{Row: ev.Row, Col: ev.Col}, wiped: -1, next: -1}
	for !s.IsDone() {
		switch ev := s.Next(); ev.Kind {
		case solver.Prune:
			q.prune = s.Step()
			fv, _ := s.FC()
			for r := 0; r < s.N(); r++ {
				q.pruned[r] = fv.Pruned(r)
			}
			continue
		case solver.WipeOut:
			q.wiped, q.wipedBy = ev.Row, ev.By
		case solver.Place:
			q.next = ev.Row
		}
		break
	}
	return q
}

// Kind implements Exercise.
func (x *FCExercise) Kind() Kind { return FC }

// Seed implements Exercise.
func (x *FCExercise) Seed() uint64 { return x.seed }

// N implements Exercise.
func (x *FCExercise) N() int { return x.s.N() }

// Finished implements Exercise.
func (x *FCExercise) Finished() bool { return len(x.steps) == len(x.asks) }

// Questions is how many places the instance asks about.
func (x *FCExercise) Questions() int { return len(x.qs) }

// MRV says the search fills next the row with the fewest squares left;
// without it, the next row down, and the next row is not asked.
func (x *FCExercise) MRV() bool { return x.mrv }

// Asks is how many answers the instance asks for in all.
func (x *FCExercise) Asks() int { return len(x.asks) }

// At returns the question being asked: the place's index among those
// asked and what is asked of it; the last ones once finished.
func (x *FCExercise) At() (question int, ask Ask) { return x.AskAt(min(len(x.steps), len(x.asks)-1)) }

// AskAt returns the i-th answer asked for: its place and what is asked.
func (x *FCExercise) AskAt(i int) (question int, ask Ask) {
	a := x.asks[i]
	return a.q, a.ask
}

// Show moves the stepper to the moment question q's ask is about and
// returns it: the place itself for the prune, the prune after it for the
// others; the caller only reads it.
func (x *FCExercise) Show(q int, ask Ask) *solver.Stepper {
	if ask == AskPrune {
		x.s.Seek(x.qs[q].place)
	} else {
		x.s.Seek(x.qs[q].prune)
	}
	return x.s
}

// Queen is the queen put down at question q.
func (x *FCExercise) Queen(q int) solver.Square { return x.qs[q].queen }

// Answers are the answers graded so far, in order.
func (x *FCExercise) Answers() []FCStep { return x.steps }

// WantPruned is the stepper's prune of question q: the squares of each row
// it takes out, as bitsets (bit c for column c).
func (x *FCExercise) WantPruned(q int) []uint64 {
	return append([]uint64(nil), x.qs[q].pruned[:x.N()]...)
}

// WantWipe is the row question q's prune wipes out, or -1.
func (x *FCExercise) WantWipe(q int) int { return x.qs[q].wiped }

// WantNext is the row the search fills after question q's place, or -1
// after a wipe-out.
func (x *FCExercise) WantNext(q int) int { return x.qs[q].next }

// Want is the search's answer to the ask of question q, in words of the
// instance's language.
func (x *FCExercise) Want(q int, ask Ask) string {
	l := x.lang
	switch ask {
	case AskPrune:
		return squareList(l, x.qs[q].pruned[:x.N()])
	case AskWipe:
		if w := x.qs[q].wiped; w >= 0 {
			return l.Sprintf(i18n.AccFCWiped, yesNo(l, true), num(l, w))
		}
		return yesNo(l, false)
	}
	return rowNamed(l, x.qs[q].next)
}

// yesNo is the answer yes or no in l.
func yesNo(l i18n.Lang, yes bool) string {
	if yes {
		return l.T(i18n.PredChoiceYes)
	}
	return l.T(i18n.PredChoiceNo)
}

// rowNamed is a row as an answer names it in l.
func rowNamed(l i18n.Lang, row int) string { return l.Sprintf(i18n.AccRowNamed, num(l, row)) }

// squareList writes the squares of the bitsets, row by row, or none in l.
func squareList(l i18n.Lang, rows []uint64) string {
	var sq []string
	for r, m := range rows {
		for ; m != 0; m &= m - 1 {
			sq = append(sq, solver.Square{Row: r, Col: bits.TrailingZeros64(m)}.String())
		}
	}
	if len(sq) == 0 {
		return none(l)
	}
	return strings.Join(sq, " ")
}

// ask is the question asked now, if it asks want (askedNow).
func (x *FCExercise) ask(want Ask) (int, error) { return askedNow(x.lang, x, want) }

func (x *FCExercise) grade(st FCStep) FCStep {
	x.record(st.Step, st)
	return st
}

// MarkPrune grades the squares the student marks as the prune of the queen
// just put down (marked[r]: row r's, bit c for column c).
func (x *FCExercise) MarkPrune(marked []uint64) (FCStep, error) {
	q, err := x.ask(AskPrune)
	if err != nil {
		return FCStep{}, err
	}
	n, l := x.N(), x.lang
	if len(marked) != n {
		return FCStep{}, errorIn(l, i18n.GradeMarksRows, num(l, len(marked)), num(l, n))
	}
	mask := uint64(1)<<uint(n) - 1
	got := make([]uint64, n)
	for r := range got {
		got[r] = marked[r] & mask
	}
	want := x.qs[q].pruned[:n]
	st := FCStep{Ask: AskPrune, Did: squareList(l, got), Want: squareList(l, want), At: solver.Square{Row: -1, Col: -1}}
	st.Right = true
	for r := 0; r < n && st.Right; r++ {
		if diff := got[r] ^ want[r]; diff != 0 {
			st.Right = false
			x.explainPrune(&st, q, solver.Square{Row: r, Col: bits.TrailingZeros64(diff)}, want[r]&(diff&-diff) != 0)
		}
	}
	return x.grade(st), nil
}

// explainPrune says why square sq is wrongly marked (pruned: the prune
// takes it, and it was not marked), from the stepper at the place.
func (x *FCExercise) explainPrune(st *FCStep, q int, sq solver.Square, pruned bool) {
	queen, l := x.qs[q].queen, x.lang
	s := x.Show(q, AskPrune)
	fv, _ := s.FC()
	line := solver.AttackLine(queen, sq)
	st.At = sq
	row := num(l, sq.Row)
	switch {
	case pruned:
		st.By, st.Line = queen, line
		st.Why = l.Sprintf(i18n.GradePruned, queen.String(), sq.String(), line.AlongIn(l), row)
	case s.QueenCol(sq.Row) >= 0:
		st.Why = l.Sprintf(i18n.GradeRowHolds, row)
	case line == solver.NoLine:
		st.Why = l.Sprintf(i18n.GradeNotAttacked, queen.String(), sq.String(), row)
	default:
		st.Why = l.Sprintf(i18n.GradePrunedBefore, sq.String(), row)
		if by, ok := fv.PrunedBy(sq.Row, sq.Col); ok {
			st.By, st.Line = by, solver.AttackLine(by, sq)
			st.Why = l.Sprintf(i18n.GradePrunedBy, sq.String(), row, by.String(), st.Line.AlongIn(l))
		}
	}
}

// SayWipe grades the student's answer to whether the prune leaves a row
// without a queen with an empty domain.
func (x *FCExercise) SayWipe(yes bool) (FCStep, error) {
	q, err := x.ask(AskWipe)
	if err != nil {
		return FCStep{}, err
	}
	w, l := x.qs[q].wiped, x.lang
	st := FCStep{Ask: AskWipe, Did: yesNo(l, yes), Want: x.Want(q, AskWipe), At: solver.Square{Row: -1, Col: -1}}
	st.Right = yes == (w >= 0)
	if !st.Right {
		if w >= 0 {
			st.At, st.By = solver.Square{Row: w, Col: -1}, x.qs[q].wipedBy
			st.Why = l.Sprintf(i18n.GradeWiped, st.By.String(), num(l, w))
		} else {
			r, k := x.fewest(q)
			st.At = solver.Square{Row: r, Col: -1}
			st.Why = l.Sprintf(i18n.GradeNoWipe, amount(l, i18n.NarrSquares, k), num(l, r))
		}
	}
	return x.grade(st), nil
}

// fewest is the empty row with the fewest squares left after question q's
// prune (the topmost of a tie), and how many it has.
func (x *FCExercise) fewest(q int) (row, left int) {
	s := x.Show(q, AskWipe)
	fv, _ := s.FC()
	row, left = -1, solver.MaxN+1
	for r := 0; r < s.N(); r++ {
		if k := bits.OnesCount64(fv.Domain(r)); s.QueenCol(r) < 0 && k < left {
			row, left = r, k
		}
	}
	return row, left
}

// SayNext grades the row the student says the search fills next.
func (x *FCExercise) SayNext(row int) (FCStep, error) {
	q, err := x.ask(AskNext)
	if err != nil {
		return FCStep{}, err
	}
	n, l := x.N(), x.lang
	if row < 0 || row >= n {
		return FCStep{}, errorIn(l, i18n.GradeSayRow, num(l, n-1))
	}
	want := x.qs[q].next
	st := FCStep{Ask: AskNext, Did: rowNamed(l, row), Want: x.Want(q, AskNext), At: solver.Square{Row: -1, Col: -1}}
	st.Right = row == want
	if !st.Right {
		s := x.Show(q, AskNext)
		fv, _ := s.FC()
		st.At = solver.Square{Row: row, Col: -1}
		k := bits.OnesCount64(fv.Domain(want))
		switch {
		case s.QueenCol(row) >= 0:
			st.Why = l.Sprintf(i18n.GradeMRVHeld, num(l, row), num(l, want), amount(l, i18n.NarrSquares, k))
		default:
			mine := bits.OnesCount64(fv.Domain(row))
			tie := ""
			if mine == k {
				tie = l.T(i18n.GradeMRVTie)
			}
			st.Why = l.Sprintf(i18n.GradeMRV, num(l, want), amount(l, i18n.NarrSquares, k), num(l, row), num(l, mine), tie)
		}
	}
	return x.grade(st), nil
}
