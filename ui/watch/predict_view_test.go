package watch

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
)

// A predict run: a strategy on a small board, and the kinds of question
// predict mode must ask in it at the densities every and rows together.
type predictRun struct {
	name  string
	n     int
	s     solver.Strategy
	opt   solver.StepperOptions
	kinds []predict.Kind
}

var predictRuns = []predictRun{
	{"array", 4, solver.Array, solver.StepperOptions{}, []predict.Kind{predict.SafeOrAttacked, predict.Attacker, predict.Column, predict.Lifted, predict.NextColumn, predict.SolutionNumber, predict.NewOrMirror}},
	{"bitmask", 4, solver.Bitmask, solver.StepperOptions{}, []predict.Kind{predict.Attacker, predict.Column, predict.Lifted, predict.NextColumn, predict.SolutionNumber, predict.NewOrMirror}},
	{"fc", 5, solver.FC, solver.StepperOptions{}, []predict.Kind{predict.Column, predict.Lifted, predict.NextColumn, predict.Pruned, predict.WipeOut, predict.SolutionNumber, predict.NewOrMirror}},
	{"fc-mrv", 5, solver.FC, solver.StepperOptions{MRV: true}, []predict.Kind{predict.Column, predict.Lifted, predict.NextColumn, predict.Pruned, predict.WipeOut, predict.SolutionNumber}},
	{"min-conflicts", 6, solver.MinConflicts, solver.StepperOptions{Seed: 3, Start: solver.RandomStart}, []predict.Kind{predict.Move}},
	{"construct", 8, solver.Construct, solver.StepperOptions{}, []predict.Kind{predict.Column}},
}

// question is the question waiting on screen, and whether one waits, as
// the root reads it (through Class).
func question(m *Model) (predict.Question, bool) {
	c := m.Class()
	return c.Question, c.Asking
}

func newPredictModel(t testing.TB, r predictRun, d predict.Density, w, h int) *Model {
	t.Helper()
	m := newModel(t, r.n, r.s, w, h)
	m.spec.opt = r.opt
	m.restart()
	m.SetPredict(d)
	m.after()
	m.updateKeys()
	return m
}

// truthOf settles the question on the view's screen with a quiz of its
// own over a stepper of its own, both apart from the view's: it must ask
// the same question there, and its reveal is what the view must show.
func truthOf(t *testing.T, r predictRun, d predict.Density, q predict.Question) predict.Reveal {
	t.Helper()
	s, err := solver.NewWith(r.n, r.s, nil, r.opt)
	if err != nil {
		t.Fatal(err)
	}
	quiz := predict.NewQuiz(d)
	s.Seek(q.Step)
	for stage := 0; ; stage++ {
		got, ok := quiz.Ask(s)
		if !ok || got.Kind != q.Kind && got.Stage >= q.Stage {
			t.Fatalf("step %d: the view asks %s (stage %d), a quiz of its own asks %v %v", q.Step, q.Kind, q.Stage, got.Kind, ok)
		}
		rev, err := quiz.Skip(s)
		if err != nil {
			t.Fatal(err)
		}
		if got.Stage == q.Stage {
			return rev
		}
	}
}

// wrongAnswer is an answer of the question's form that the truth grades
// wrong.
func wrongAnswer(q predict.Question, truth predict.Truth) predict.Answer {
	switch q.Form() {
	case predict.ChoiceForm:
		for _, c := range q.Choices {
			if a := predict.ChoiceAnswer(c); !truth.Grade(a) {
				return a
			}
		}
	case predict.SquareForm:
		for r := range q.N {
			for c := range q.N {
				if a := predict.SquareAnswer(r, c); !truth.Grade(a) && (q.Subject.Row < 0 || q.Kind == predict.Attacker || r == q.Subject.Row) {
					return a
				}
			}
		}
		return predict.Nowhere()
	case predict.SquaresForm:
		if len(truth.Right.Squares) == 0 {
			return predict.SquaresAnswer(solver.Square{Row: q.N - 1, Col: q.N - 1})
		}
		return predict.SquaresAnswer()
	case predict.NumberForm:
		return predict.NumberAnswer(truth.Right.Number + 1)
	}
	panic("no wrong answer")
}

// keysFor types an answer the way a learner does, with the keys of m's
// bindings: the choice's key; the cursor walked onto the square and the
// answer key (the nowhere key for nowhere); each square picked, then the
// answer key; the digits and the answer key.
func keysFor(m *Model, a predict.Answer) []string {
	var keys []string
	k := &m.keys
	first := func(b key.Binding) string { return b.Keys()[0] }
	walk := func(to solver.Square) {
		at := m.predict.cursor
		for ; at.Row < to.Row; at.Row++ {
			keys = append(keys, first(k.CursorDown))
		}
		for ; at.Row > to.Row; at.Row-- {
			keys = append(keys, first(k.CursorUp))
		}
		for ; at.Col < to.Col; at.Col++ {
			keys = append(keys, first(k.CursorRight))
		}
		for ; at.Col > to.Col; at.Col-- {
			keys = append(keys, first(k.CursorLeft))
		}
		m.predict.cursor = at // (where the keys leave it, for the next walk)
	}
	start := m.predict.cursor
	switch a.Form {
	case predict.ChoiceForm:
		return []string{first(k.choices[a.Choice])}
	case predict.SquareForm:
		if a.Square == predict.NowhereSquare {
			return []string{first(k.Nowhere)}
		}
		walk(a.Square)
		keys = append(keys, first(k.Answer))
	case predict.SquaresForm:
		for _, sq := range a.Squares {
			walk(sq)
			keys = append(keys, first(k.Pick))
		}
		keys = append(keys, first(k.Answer))
	case predict.NumberForm:
		for _, d := range strconv.FormatUint(a.Number, 10) {
			keys = append(keys, string(d))
		}
		keys = append(keys, first(k.Answer))
	}
	m.predict.cursor = start
	return keys
}

// TestPredictAnswerKeysRebound: a question's answer keys are the key
// map's bindings, rebound here to keys no default map has: the line under
// the question names them (and no default), and they answer it.
func TestPredictAnswerKeysRebound(t *testing.T) {
	t.Parallel()
	for _, r := range []predictRun{predictRuns[0], predictRuns[2]} {
		m := newPredictModel(t, r, predict.Every, 100, 30)
		k := &m.keys
		for b, to := range map[*key.Binding]string{
			&k.CursorUp: "I", &k.CursorDown: "K", &k.CursorLeft: "J", &k.CursorRight: "U",
			&k.Pick: "T", &k.Answer: "E", &k.Nowhere: "Z", &k.Erase: "R",
		} {
			rebind(b, to)
		}
		k.choices = map[predict.Choice]key.Binding{}
		for c, to := range map[predict.Choice]string{
			predict.Safe: "S", predict.Attacked: "A", predict.Yes: "Y", predict.No: "N", predict.New: "N", predict.Mirror: "M",
		} {
			k.choices[c] = key.NewBinding(key.WithKeys(to), key.WithHelp(to, c.String()))
		}
		forms := map[predict.Form]bool{}
		for questions := 0; questions < 60 && !m.st.IsDone(); {
			q, ok := question(m)
			if !ok {
				runCmds(m, press(m, "l"))
				continue
			}
			questions++
			forms[q.Form()] = true
			line := m.predict.answerKeys(false, k)
			want := map[predict.Form][]string{
				predict.SquareForm:  {"J/I/K/U cursor", "E answer"},
				predict.SquaresForm: {"J/I/K/U cursor", "T pick", "E answer"},
				predict.NumberForm:  {"E answer"},
			}[q.Form()]
			for _, c := range q.Choices {
				want = append(want, k.choices[c].Keys()[0]+" "+c.String())
			}
			if q.NowhereOK {
				want = append(want, "Z nowhere")
			}
			for _, w := range want {
				if !strings.Contains(line, w) {
					t.Errorf("%s, %s: the answer keys %q do not say %q", r.name, q.Kind, line, w)
				}
			}
			for _, d := range []string{"enter", "space", "←", "- nowhere", "s safe", "a attacked"} {
				if strings.Contains(line, d) {
					t.Errorf("%s, %s: the answer keys %q name the default %q", r.name, q.Kind, line, d)
				}
			}
			rev := truthOf(t, r, predict.Every, q)
			for _, key := range keysFor(m, rev.Truth.Right) {
				runCmds(m, press(m, key))
			}
			if got := m.predict.reveal; !m.predict.revealed || got.Question.Step != q.Step || !got.Right {
				t.Fatalf("%s, step %d, %s: the rebound keys %v answered no question right (reveal %+v)", r.name, q.Step, q.Kind, keysFor(m, rev.Truth.Right), got)
			}
		}
		if len(forms) < 3 {
			t.Errorf("%s: only the forms %v were asked", r.name, forms)
		}
	}
}

// TestPredictEveryKindEveryStrategy answers every question predict mode
// asks, in every strategy, at the densities every and rows, with keys:
// right and wrong in turn. Each question must be the one a quiz of its own
// asks at that step, the view must grade the answer as that quiz's truth
// does and stand where its reveal does, the score must count, and every
// kind the strategy offers must have been asked.
func TestPredictEveryKindEveryStrategy(t *testing.T) {
	t.Parallel()
	for _, r := range predictRuns {
		t.Run(r.name, func(t *testing.T) {
			t.Parallel()
			asked := map[predict.Kind]bool{}
			for _, d := range []predict.Density{predict.Every, predict.Rows} {
				m := newPredictModel(t, r, d, 100, 30)
				want := predict.Score{}
				for questions := 0; questions < 300 && !m.st.IsDone(); {
					q, ok := question(m)
					if !ok {
						runCmds(m, press(m, "l"))
						continue
					}
					questions++
					if !d.Has(q.Kind) {
						t.Fatalf("density %v asked a %s question", d, q.Kind)
					}
					asked[q.Kind] = true
					rev := truthOf(t, r, d, q)
					right := questions%2 == 0
					a := rev.Truth.Right
					if !right {
						a = wrongAnswer(q, rev.Truth)
					}
					for _, k := range keysFor(m, a) {
						runCmds(m, press(m, k))
					}
					got := m.predict.reveal
					if !m.predict.revealed || got.Question.Step != q.Step || got.Question.Stage != q.Stage {
						t.Fatalf("step %d, %s: keys %v answered no question (reveal %+v)", q.Step, q.Kind, keysFor(m, a), got)
					}
					if got.Right != right || got.Given.Key() != a.Key() {
						t.Fatalf("step %d, %s: answered %v, graded right=%v; want right=%v", q.Step, q.Kind, got.Given, got.Right, right)
					}
					if m.st.Step() != rev.To {
						t.Fatalf("step %d, %s: the view stands at step %d after the reveal, the quiz's reveal at %d", q.Step, q.Kind, m.st.Step(), rev.To)
					}
					want.Asked++
					if right {
						want.Right++
						want.Streak++
					} else {
						want.Streak = 0
					}
					want.BestStreak = max(want.BestStreak, want.Streak)
					if m.Score() != want {
						t.Fatalf("after %d questions the score is %+v, want %+v", questions, m.Score(), want)
					}
					if !strings.Contains(m.View(), want.String()) {
						t.Fatalf("the score line %q is not on screen:\n%s", want.String(), m.View())
					}
				}
				checkFits(t, m.View(), 100, 30)
			}
			for _, k := range r.kinds {
				if !asked[k] {
					t.Errorf("%s: no %s question was asked", r.name, k)
				}
			}
			for k := range asked {
				if !slices.Contains(r.kinds, k) {
					t.Errorf("%s: a %s question was asked, which the test does not expect", r.name, k)
				}
			}
		})
	}
}

// TestPredictSkipAndBack: > skips (shown, not scored); h after a reveal
// asks the same question again, and the score keeps the first answer; h
// while a question waits steps back, and l comes back to it.
func TestPredictSkipAndBack(t *testing.T) {
	t.Parallel()
	m := newPredictModel(t, predictRuns[0], predict.Every, 100, 30)
	runCmds(m, press(m, "l"))
	q, ok := question(m)
	if !ok || q.Kind != predict.SafeOrAttacked || q.Step != 1 {
		t.Fatalf("after l: question %+v %v, want safe-or-attacked at step 1", q, ok)
	}
	runCmds(m, press(m, ">"))
	if s := m.Score(); s.Skipped != 1 || s.Asked != 0 {
		t.Fatalf("after a skip the score is %+v", s)
	}
	if v := m.View(); !strings.Contains(v, "skipped: (0,0) is safe") || !strings.Contains(v, "0/0 right · streak 0 · 1 skipped") {
		t.Fatalf("the skip's reveal or score is not on screen:\n%s", v)
	}
	runCmds(m, press(m, "h"))
	if again, ok := question(m); !ok || again.Step != q.Step || again.Stage != q.Stage || m.st.Step() != q.Step {
		t.Fatalf("h after the reveal asks %+v %v at step %d, want the question of step %d again", again, ok, m.st.Step(), q.Step)
	}
	runCmds(m, press(m, "s"))
	if r := m.predict.reveal; !r.Right || r.Scored {
		t.Fatalf("answered again: %+v, want right and not scored", r)
	}
	if s := m.Score(); s.Right != 0 || s.Asked != 0 || s.Skipped != 1 {
		t.Fatalf("an answer asked again changed the score: %+v", s)
	}
	if !strings.Contains(m.View(), "asked again") {
		t.Fatalf("the reveal does not say the score keeps the first answer:\n%s", m.View())
	}
	// On to the next question, then h while it waits: a step back, and l
	// asks it again.
	runCmds(m, press(m, "l"))
	next, ok := question(m)
	if !ok || next.Step <= q.Step {
		t.Fatalf("l after the reveal: %+v %v", next, ok)
	}
	runCmds(m, press(m, "h"))
	if m.st.Step() != next.Step-1 {
		t.Fatalf("h while a question waits: step %d, want %d", m.st.Step(), next.Step-1)
	}
	for i := 0; i < 3; i++ {
		if again, ok := question(m); ok && again.Step == next.Step {
			break
		}
		runCmds(m, press(m, "l"))
	}
	if again, ok := question(m); !ok || again.Step != next.Step || again.Kind != next.Kind {
		t.Fatalf("l after h does not come back to the question: %+v %v", again, ok)
	}
}

// TestPredictDensity: d cycles the densities and the score line names
// each; a density asks only its kinds (solutions: the first question of
// N=4 is the number of its first solution).
func TestPredictDensity(t *testing.T) {
	t.Parallel()
	m := newPredictModel(t, predictRuns[0], predict.Every, 100, 30)
	for _, want := range append(predict.Densities[1:], predict.Densities[0]) {
		runCmds(m, press(m, "f"))
		if m.predict.density != want || !strings.Contains(m.View(), "predict "+want.String()+" ─") {
			t.Fatalf("d: density %v, want %v; screen:\n%s", m.predict.density, want, m.View())
		}
	}
	for m.predict.density != predict.Solutions {
		runCmds(m, press(m, "f"))
	}
	for i := 0; i < 200; i++ {
		if _, ok := question(m); ok {
			break
		}
		runCmds(m, press(m, "l"))
	}
	q, ok := question(m)
	if !ok || q.Kind != predict.SolutionNumber {
		t.Fatalf("density solutions asks %+v %v first", q, ok)
	}
	runCmds(m, press(m, "1"))
	runCmds(m, press(m, "enter"))
	if r := m.predict.reveal; !r.Right || !r.FollowUp || m.st.Step() != q.Step {
		t.Fatalf("1 for the first solution: %+v, at step %d", r, m.st.Step())
	}
	// The follow-up, about the same solution: new or mirror; the first is
	// new, and the solution shows.
	runCmds(m, press(m, "n"))
	if r := m.predict.reveal; r.Question.Kind != predict.NewOrMirror || !r.Right || m.st.Event().Kind != solver.Solution || m.st.Event().Index != 1 {
		t.Fatalf("n for a first solution: %+v at %v", r, m.st.Event())
	}
}

// TestPredictPausesAndGoesOn: a run playing stops at a question, and goes
// on (after the reveal's hold) once it is answered; P leaves the mode and
// the keys are the watch's again.
func TestPredictPausesAndGoesOn(t *testing.T) {
	t.Parallel()
	m := newPredictModel(t, predictRuns[0], predict.Every, 100, 30)
	runCmds(m, press(m, "l")) // a question at step 1
	runCmds(m, press(m, "s"))
	press(m, " ")
	if !m.player.playing {
		t.Fatal("space does not play after a reveal")
	}
	for i := 0; i < 10 && m.player.playing; i++ {
		tick(m)
	}
	if _, ok := question(m); !ok || m.player.playing {
		t.Fatalf("playing on, no question stopped the run (step %d)", m.st.Step())
	}
	runCmds(m, press(m, "a")) // (1,0): attacked; by which queen? the cursor starts on it
	press(m, "up")
	cmd := press(m, "enter") // (0,0)
	if r := m.predict.reveal; !r.Right || r.Question.Kind != predict.Attacker {
		t.Fatalf("(0,0) attacks (1,0): %+v", r)
	}
	if !m.player.playing || cmd == nil {
		t.Fatal("the run does not go on after the answer")
	}
	runCmds(m, press(m, " ")) // pause
	runCmds(m, press(m, "P"))
	if m.predict.on || strings.Contains(m.View(), "predict every") {
		t.Fatal("P does not leave predict mode")
	}
	step := m.st.Step()
	runCmds(m, press(m, "a")) // the strategy key again
	if m.spec.strategy != solver.Bitmask || step == 0 && m.st.Step() != 0 {
		t.Fatalf("a after P: strategy %v", m.spec.strategy)
	}
}

// TestPredictByMessage: a server drives the view with messages, as the
// keys do.
func TestPredictByMessage(t *testing.T) {
	t.Parallel()
	m := newPredictModel(t, predictRuns[0], predict.Every, 100, 30)
	runCmds(m, press(m, "l"))
	_, cmd := m.Update(AnswerMsg{Answer: predict.ChoiceAnswer(predict.Safe)})
	runCmds(m, cmd)
	if r := m.predict.reveal; !r.Right || m.Score().Right != 1 {
		t.Fatalf("AnswerMsg safe at (0,0): %+v", r)
	}
	runCmds(m, press(m, "l"))
	_, cmd = m.Update(SkipMsg{})
	runCmds(m, cmd)
	if m.Score().Skipped != 1 {
		t.Fatalf("SkipMsg: score %+v", m.Score())
	}
}

// TestPredictGolden keeps the screen at 100×30 while a question of each
// kind waits (the cursor where the keys put it: one step right, squares
// picked), and after a right and a wrong reveal; some of them at 80×24
// and 200×60 too.
func TestPredictGolden(t *testing.T) {
	t.Parallel()
	for _, size := range predictSizes {
		dir := ""
		if size.w != 100 {
			dir = fmt.Sprintf("%dx%d/", size.w, size.h)
		}
		for _, c := range predictGoldenCases {
			if dir != "" && !predictEverySize[c.name] {
				continue
			}
			t.Run(dir+c.name, func(t *testing.T) {
				t.Parallel()
				v := c.model(t, size.w, size.h).View()
				checkFits(t, v, size.w, size.h)
				golden.RequireEqual(t, []byte(v))
			})
		}
	}
}

// predictSizes are the window sizes of the watch view's goldens.
var predictSizes = []struct{ w, h int }{{80, 24}, {100, 30}, {200, 60}}

// predictEverySize are the golden cases kept at every size, not only at
// 100×30: the kinds that draw differently (a square asked about, a
// column with the attacks hidden, a move with its counts) and a wrong
// reveal.
var predictEverySize = map[string]bool{"safe": true, "column": true, "move": true, "reveal-right-false": true}

// predictCase is a golden case of predict mode: the model at w×h with
// its question (or its reveal) on screen.
type predictCase struct {
	name  string
	model func(t *testing.T, w, h int) *Model
}

// predictGoldenCases are every question kind, waiting (after the keys
// that move its cursor or pick), and a reveal right and wrong.
var predictGoldenCases = func() []predictCase {
	runOf := func(name string) predictRun {
		for _, r := range predictRuns {
			if r.name == name {
				return r
			}
		}
		panic(name)
	}
	var cases []predictCase
	for _, c := range []struct {
		kind    predict.Kind
		run     string
		density predict.Density
		keys    []string
	}{
		{predict.SafeOrAttacked, "array", predict.Every, nil},
		{predict.Attacker, "array", predict.Every, []string{"up"}},
		{predict.Column, "array", predict.Rows, []string{"right"}},
		{predict.Lifted, "array", predict.Every, []string{"down"}},
		{predict.NextColumn, "bitmask", predict.Backtracks, []string{"right"}},
		{predict.Pruned, "fc", predict.Every, []string{"down", " ", "right", " "}},
		{predict.WipeOut, "fc", predict.Every, nil},
		{predict.Move, "min-conflicts", predict.Every, []string{"left"}},
		{predict.SolutionNumber, "array", predict.Solutions, []string{"1"}},
		{predict.NewOrMirror, "fc", predict.Solutions, nil},
	} {
		cases = append(cases, predictCase{c.kind.String(), func(t *testing.T, w, h int) *Model {
			m := newPredictModel(t, runOf(c.run), c.density, w, h)
			for i := 0; ; i++ {
				if i > 2000 || m.st.IsDone() {
					t.Fatalf("no %s question in %s", c.kind, c.run)
				}
				q, ok := question(m)
				if ok && q.Kind == c.kind {
					break
				}
				if ok {
					runCmds(m, press(m, ">"))
				} else {
					runCmds(m, press(m, "l"))
				}
			}
			for _, k := range c.keys {
				runCmds(m, press(m, k))
			}
			return m
		}})
	}
	for _, right := range []bool{true, false} {
		cases = append(cases, predictCase{fmt.Sprintf("reveal-right-%v", right), func(t *testing.T, w, h int) *Model {
			m := newPredictModel(t, predictRuns[0], predict.Every, w, h)
			runCmds(m, press(m, "l"))
			runCmds(m, press(m, map[bool]string{true: "s", false: "a"}[right]))
			return m
		}})
	}
	return cases
}()

// TestPredictTextWhole: the question or the reveal of every golden case
// shows whole at every size, its words in order in predict's box (or in
// the narration's lines where the box has no room), never cut with an
// ellipsis: it is what the learner must read.
func TestPredictTextWhole(t *testing.T) {
	t.Parallel()
	for _, size := range predictSizes {
		for _, c := range predictGoldenCases {
			t.Run(fmt.Sprintf("%dx%d/%s", size.w, size.h, c.name), func(t *testing.T) {
				t.Parallel()
				m := c.model(t, size.w, size.h)
				text := m.scene().predictText()
				if text == "" {
					t.Fatal("no question nor reveal on screen")
				}
				v := m.View()
				want := strings.Fields(text)
				got := strings.Fields(joinWrapped(predictBoxText(ansi.Strip(v))))
				if !containsRun(got, want) {
					t.Errorf("%q is not whole on screen:\n%s", text, v)
				}
			})
		}
	}
}

// predictBoxText is the inside of predict's box on screen, line by line,
// or the whole screen where there is no such box.
func predictBoxText(screen string) []string {
	lines := strings.Split(screen, "\n")
	for top, l := range lines {
		at := strings.Index(l, "╭─ predict ")
		if at < 0 {
			continue
		}
		x := len([]rune(l[:at]))
		w := len([]rune(l)) - x
		if end := strings.Index(l[at:], "╮"); end >= 0 {
			w = len([]rune(l[at:at+end])) + 1
		}
		var inside []string
		for _, b := range lines[top+1:] {
			r := []rune(b)
			if x >= len(r) || r[x] != '│' {
				break
			}
			inside = append(inside, string(r[x+1:min(x+w-1, len(r))]))
		}
		return inside
	}
	return lines
}

// joinWrapped joins wrapped lines back into one text: a line that ends
// in a hyphen was broken after it, inside the word.
func joinWrapped(lines []string) string {
	var b strings.Builder
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if b.Len() > 0 && !strings.HasSuffix(b.String(), "-") {
			b.WriteByte(' ')
		}
		b.WriteString(l)
	}
	return b.String()
}

// containsRun reports whether want stands in got, one word after the
// other.
func containsRun(got, want []string) bool {
	for i := 0; i+len(want) <= len(got); i++ {
		if slices.Equal(got[i:i+len(want)], want) {
			return true
		}
	}
	return false
}

// FuzzPredict presses keys at random in predict mode, every strategy:
// answers, skips, steps both ways, density, strategy and size changes,
// play and ticks. The view never panics and always fits its window, and
// a question on screen is always the quiz's question at the step shown.
func FuzzPredict(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23})
	f.Add([]byte{1, 1, 13, 1, 3, 4, 4, 5, 1, 22, 22, 1, 6, 6, 7, 9, 1, 21})
	f.Add([]byte{20, 20, 1, 1, 1, 8, 8, 8, 8, 1, 2, 2, 10, 11, 12, 0, 23, 23, 23, 19})
	f.Add([]byte{18, 18, 1, 14, 15, 16, 5, 1, 17, 17, 17, 17, 1, 16, 16, 9})
	keys := []string{"P", "l", "h", "s", "a", "up", "down", "left", "right", "enter", "-", " ", ">", "f",
		"y", "n", "m", "1", "backspace", "[", "]", "o", "r", "L"}
	opTick := len(keys)
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		r := predictRuns[int(data[0])%len(predictRuns)]
		m := newPredictModel(t, r, predict.Every, 80, 24)
		m.player.eventsPerFrame = 16
		for _, b := range data[1:] {
			switch op := int(b) % (len(keys) + 1); {
			case op < len(keys):
				press(m, keys[op]) // (its commands dropped: the walks of ] boards would take long)
			case op == opTick:
				tick(m)
			}
			checkFits(t, m.View(), 80, 24)
			if q, ok := question(m); ok && q.Step != m.st.Step() {
				t.Fatalf("a question of step %d shows at step %d", q.Step, m.st.Step())
			}
		}
	})
}
