package watch

import (
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/theme"
)

// run is a strategy with its options.
type run struct {
	s   solver.Strategy
	opt solver.StepperOptions
}

// everyRun lists every strategy with its default options, and fc with MRV
// and min-conflicts from a random start.
func everyRun() []run {
	runs := []run{{solver.FC, solver.StepperOptions{MRV: true}}, {solver.MinConflicts, solver.StepperOptions{Seed: 2, Start: solver.RandomStart}}}
	for _, s := range solver.Strategies {
		runs = append(runs, run{s: s})
	}
	return runs
}

// TestMRVKey: o turns MRV on and off in forward checking, restarting the
// run (another run: its own timeline), and the help says which; in the
// other strategies it is off the help and says what it is for.
func TestMRVKey(t *testing.T) {
	t.Parallel()
	m := newModel(t, 8, solver.Array, 120, 40)
	if strings.Contains(shortHelp(m), "MRV") {
		t.Fatalf("array's help offers MRV: %s", shortHelp(m))
	}
	press(m, "o")
	if v := m.View(); m.spec.opt.MRV || !strings.Contains(v, "an option of forward checking") {
		t.Fatalf("o in array must say what it is for and change nothing:\n%s", v)
	}
	press(m, "a")
	press(m, "a")
	press(m, "right")
	if m.spec.strategy != solver.FC || !strings.Contains(shortHelp(m), "o MRV on") {
		t.Fatalf("a a: %s, help %s", m.spec.strategy, shortHelp(m))
	}
	press(m, "o")
	if v := m.View(); !m.spec.opt.MRV || !m.st.Options().MRV || m.st.Step() != 0 || !strings.Contains(v, "fc + MRV") ||
		!strings.Contains(v, "MRV on") || !strings.Contains(shortHelp(m), "o MRV off") {
		t.Fatalf("o in fc must turn MRV on and restart (step %d), and say so:\n%s", m.st.Step(), v)
	}
	// MRV holds as a goes round, and the run it makes is another one.
	key := m.spec.key(m.lens, m.replay)
	for range solver.Strategies {
		press(m, "a")
	}
	if m.spec.strategy != solver.FC || !m.st.Options().MRV || m.spec.key(m.lens, m.replay) != key {
		t.Fatalf("a round the strategies: %s MRV=%v", m.spec.strategy, m.st.Options().MRV)
	}
	press(m, "o")
	if m.spec.opt.MRV || m.spec.key(m.lens, m.replay) == key {
		t.Fatal("o again must turn MRV off, another run")
	}
}

// TestPlainComparison: forward checking's counters put plain backtracking's
// nodes at the same moment beside its own, which are never more; with MRV
// they say ? between solutions.
func TestPlainComparison(t *testing.T) {
	t.Parallel()
	m := newModel(t, 6, solver.FC, 200, 60)
	for range 120 {
		press(m, "right")
		c := m.st.Counters()
		plain, ok := m.st.PlainNodes(1 << 30)
		if !ok || plain < c.Placements {
			t.Fatalf("step %d: plain %d (%v), fc %d", c.Steps, plain, ok, c.Placements)
		}
		v := panelText(m, "counters")
		if !strings.Contains(v, "plain nodes") || !strings.Contains(v, " "+text.Thousands(plain)+" │") {
			t.Fatalf("step %d: the counters do not say plain backtracking's %d:\n%s", c.Steps, plain, v)
		}
	}
	press(m, "o")
	press(m, "right")
	press(m, "right")
	if v := panelText(m, "counters"); !strings.Contains(v, " ? │") {
		t.Fatalf("MRV between solutions: plain backtracking's count is not known:\n%s", v)
	}
	press(m, "n")
	seekDone(t, m)
	plain, ok := m.st.PlainNodes(1 << 30)
	if v := panelText(m, "counters"); !ok || !strings.Contains(v, " "+text.Thousands(plain)+" │") {
		t.Fatalf("MRV at a solution: plain backtracking's %d (%v) is known:\n%s", plain, ok, v)
	}
}

// TestMinConflictsKeys: with min-conflicts, n runs to the solution, p finds
// none before it, b and B go from restart to restart (and say so where
// there is none), the timeline knows the run's length, and the end of a
// board without a solution says why it gave up.
func TestMinConflictsKeys(t *testing.T) {
	t.Parallel()
	// A run with restarts: a small board, a seed that gets stuck.
	var m *Model
	for seed := uint64(0); seed < 200; seed++ {
		s, _ := solver.NewWith(6, solver.MinConflicts, nil, solver.StepperOptions{Seed: seed})
		s.Seek(1 << 40)
		if s.Counters().Starts >= 3 && s.Counters().Solutions == 1 {
			m = newModel(t, 6, solver.MinConflicts, 120, 40)
			m.spec.opt.Seed = seed
			m.restart()
			break
		}
	}
	if m == nil {
		t.Fatal("no seed of N=6 restarts twice")
	}
	runCmds(m, m.Show())
	if v := m.View(); !strings.Contains(shortHelp(m), "b/B restart") || strings.Contains(v, "of ?") {
		t.Fatalf("min-conflicts: b/B go to restarts, the run's length is known: %s\n%s", shortHelp(m), v)
	}
	press(m, "b")
	seekDone(t, m)
	if ev := m.st.Event(); ev.Kind != solver.Start || ev.Counters.Starts != 2 || !strings.Contains(m.View(), "restart: ") {
		t.Fatalf("b went to %v (start %d):\n%s", ev.Kind, ev.Counters.Starts, m.View())
	}
	press(m, "b")
	seekDone(t, m)
	second := m.st.Step()
	press(m, "B")
	if ev := m.st.Event(); ev.Kind != solver.Start || ev.Counters.Starts != 2 || m.st.Step() >= second {
		t.Fatalf("B went to %v (start %d)", ev.Kind, ev.Counters.Starts)
	}
	press(m, "n")
	seekDone(t, m)
	if ev := m.st.Event(); ev.Kind != solver.Solution {
		t.Fatalf("n went to %v", ev.Kind)
	}
	press(m, "p")
	if !strings.Contains(m.View(), "no earlier solution") {
		t.Fatalf("p before the only solution:\n%s", m.View())
	}
	press(m, "b")
	seekDone(t, m)
	if v := m.View(); !strings.Contains(v, "no further restart: the search is over") {
		t.Fatalf("b after the last restart:\n%s", v)
	}

	for _, n := range []int{2, 3} {
		m := newModel(t, n, solver.MinConflicts, 100, 30)
		press(m, "G")
		seekDone(t, m)
		press(m, "left")
		if v := m.View(); m.st.Event().Kind != solver.GiveUp || !strings.Contains(v, "cannot tell whether the board has a solution") {
			t.Fatalf("N=%d: the give-up must say why (%v):\n%s", n, m.st.Event().Kind, v)
		}
		press(m, "right")
		if v := m.View(); !strings.Contains(v, "N=2 and N=3 have no solution, which only a complete search proves") {
			t.Fatalf("N=%d: the end must say what proves it:\n%s", n, v)
		}
	}
}

// TestHandOverFromOtherViews: min-conflicts takes no queens given, so the
// play view's placement goes on with forward checking, and the solutions
// view's solution k is reached by forward checking without MRV, which
// finds the solutions in their order; the queens given wait while a goes
// through min-conflicts.
func TestHandOverFromOtherViews(t *testing.T) {
	t.Parallel()
	m := newModel(t, 8, solver.MinConflicts, 120, 40)
	if err := m.Continue([]int{0, 4}); err != nil {
		t.Fatal(err)
	}
	if v := m.View(); m.spec.strategy != solver.FC || !strings.Contains(v, "forward checking continues from yours") || m.st.QueenCol(1) != 4 {
		t.Fatalf("continuing in min-conflicts:\n%s", v)
	}
	press(m, "a")
	if v := m.View(); m.spec.strategy != solver.MinConflicts || m.st.QueenCol(1) >= 0 && m.st.Row() < 8 || !strings.Contains(v, "the queens given wait") {
		t.Fatalf("a into min-conflicts with queens given:\n%s", v)
	}
	press(m, "a")
	if v := m.View(); m.spec.strategy != solver.Construct || m.st.Row() != 0 || !strings.Contains(v, "construct places every queen by its rule: the queens given wait") {
		t.Fatalf("a into construct with queens given:\n%s", v)
	}
	press(m, "a")
	if m.spec.strategy != solver.Array || m.st.Row() != 2 || m.st.QueenCol(1) != 4 {
		t.Fatalf("a out of construct: the queens given come back (row %d)", m.st.Row())
	}
	// construct takes no placement either: plain backtracking goes on.
	m = newModel(t, 8, solver.Construct, 120, 40)
	if err := m.Continue([]int{0, 4}); err != nil {
		t.Fatal(err)
	}
	if v := m.View(); m.spec.strategy != solver.Array || !strings.Contains(v, "plain backtracking continues from yours") || m.st.QueenCol(1) != 4 {
		t.Fatalf("continuing in construct:\n%s", v)
	}

	plain, _ := solver.New(8, solver.Array, nil)
	for plain.Counters().Solutions < 5 {
		plain.Next()
	}
	for _, start := range []struct {
		s   solver.Strategy
		mrv bool
	}{{solver.MinConflicts, false}, {solver.FC, true}} {
		m := newModel(t, 8, start.s, 120, 40)
		m.spec.opt.MRV = start.mrv
		m.restart()
		m.note = "said before"
		runCmds(m, m.GoToSolution(5))
		seekDone(t, m)
		if v := m.View(); strings.Contains(v, "said before") || !strings.Contains(v, "solution 5") {
			t.Fatalf("solution 5 from %s MRV=%v must say why the strategy changed:\n%s", start.s, start.mrv, v)
		}
		if m.spec.strategy != solver.FC || m.spec.opt.MRV || m.st.Event().Index != 5 || !slicesEqual(m.st.Queens(), plain.Queens()) {
			t.Fatalf("solution 5 from %s MRV=%v: %s MRV=%v at %v %v, want %v", start.s, start.mrv, m.spec.strategy, m.spec.opt.MRV, m.st.Event().Kind, m.st.Queens(), plain.Queens())
		}
	}
}

func slicesEqual(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestSparkline: the latest values at the right, scaled to the largest
// shown, one cell each, cut to the width.
func TestSparkline(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		vals  []int32
		w     int
		ascii bool
		want  string
	}{
		{[]int32{7, 3, 0}, 10, false, "█▄▁"},
		{[]int32{7, 3, 0}, 2, false, "█▁"},
		{[]int32{1, 1}, 5, true, "^^"},
		{[]int32{0}, 3, false, "▁"},
		{nil, 3, false, ""},
	} {
		if got := sparkline(c.vals, c.w, c.ascii); got != c.want {
			t.Errorf("sparkline(%v, %d, %v) = %q, want %q", c.vals, c.w, c.ascii, got, c.want)
		}
	}
}

// TestBackAndForth: k steps forward then k back give the very screen there
// was — board, panels, narration, timeline — in every strategy (fc with and
// without MRV, min-conflicts from both starts), at the start and at each
// strategy's own moments.
func TestBackAndForth(t *testing.T) {
	t.Parallel()
	for _, r := range everyRun() {
		m := newModel(t, 8, r.s, 200, 60)
		m.spec.opt = r.opt
		m.restart()
		runCmds(m, m.Show())
		for _, at := range momentsOf(r.s) {
			toMoment(t, m, at)
			for _, k := range []int{1, 7, 60, 500} {
				before, from := m.View(), m.st.Step()
				for range k {
					press(m, "l")
				}
				for range m.st.Step() - from {
					press(m, "h")
				}
				if got := m.View(); got != before {
					t.Fatalf("%s %+v at %s: %d steps on and back changed the view:\n%s\nwant\n%s", r.s, r.opt, at, k, got, before)
				}
			}
		}
	}
}

// TestAttackedQueensKeepPicked: where min-conflicts' list of attacked
// queens is longer than its box, the list is cut with a count of the rest
// and the picked queen stays in view, marked.
func TestAttackedQueensKeepPicked(t *testing.T) {
	t.Parallel()
	m := newModel(t, 32, solver.MinConflicts, 120, 40)
	m.spec.opt = solver.StepperOptions{Seed: 1, Start: solver.RandomStart}
	m.restart()
	const w, h = 40, 8
	cut := 0
	for range 300 {
		press(m, "right")
		ev := m.st.Event()
		if ev.Kind != solver.Pick && ev.Kind != solver.Evaluate && ev.Kind != solver.Move {
			continue
		}
		v := m.lens.stack(m.scene().frame, w-theme.BoxW, h-theme.BoxH)
		if strings.Contains(v, " more") {
			cut++
		}
		if lines := strings.Split(v, "\n"); len(lines) != h ||
			!strings.Contains(v, "▶ "+solver.Square{Row: ev.Row, Col: m.st.QueenCol(ev.Row)}.String()) {
			t.Fatalf("%v of row %d: the picked queen is not in view (%d lines):\n%s", ev.Kind, ev.Row, len(lines), v)
		}
	}
	if cut == 0 {
		t.Fatal("the list was never cut: the test shows nothing")
	}
}
