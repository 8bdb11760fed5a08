package watch

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver"
)

// TestWalkMatchesStepper: the profile for the timeline counts the very events
// the stepper emits, and puts every solution in the bin of its step, for
// every small board, every strategy (fc with and without MRV), with and
// without starting queens (min-conflicts takes none).
func TestWalkMatchesStepper(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 9; n++ {
		for _, r := range everyRun() {
			s, opt := r.s, r.opt
			for _, prefix := range [][]int{nil, {1}, {1, 3}} {
				if solver.ValidatePlacement(n, prefix) != nil || !s.Exhaustive() && prefix != nil {
					continue
				}
				t.Run(fmt.Sprintf("N=%d/%s/%+v/%v", n, s, opt, prefix), func(t *testing.T) {
					got, err := profileRun(context.Background(), n, s, prefix, opt)
					if err != nil {
						t.Fatal(err)
					}
					st, err := solver.NewWith(n, s, prefix, opt)
					if err != nil {
						t.Fatal(err)
					}
					want := make([]uint32, len(got.bins))
					for !st.IsDone() {
						if ev := st.Next(); ev.Kind == solver.Solution {
							want[ev.Counters.Steps/got.binW]++
						}
					}
					if got.steps != st.Step() || got.solutions != st.Counters().Solutions {
						t.Fatalf("walk: %d steps, %d solutions; stepper: %d, %d", got.steps, got.solutions, st.Step(), st.Counters().Solutions)
					}
					for b := range want {
						if got.bins[b] != want[b] {
							t.Fatalf("bin %d (steps %d..): %d solutions, stepper %d", b, uint64(b)*got.binW, got.bins[b], want[b])
						}
					}
				})
			}
		}
	}
}

// TestWalkCancels: a cancelled walk stops with the context's error.
func TestWalkCancels(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := profileRun(ctx, 14, solver.Array, nil, solver.StepperOptions{}); err == nil {
		t.Fatal("a cancelled walk of N=14 finished")
	}
}

// TestTimeline: the timeline of N=4 marks its two solutions where their
// steps fall, the current step, and the mark.
func TestTimeline(t *testing.T) {
	t.Parallel()
	m := newModel(t, 4, solver.Array, 100, 30)
	runCmds(m, m.Show())
	total, ok := m.totals.of(m.spec.key(m.lens, m.replay))
	if !ok {
		t.Fatal("N=4's run was not walked on Show")
	}
	st, _ := solver.New(4, solver.Array, nil)
	var sols []uint64
	for !st.IsDone() {
		if ev := st.Next(); ev.Kind == solver.Solution {
			sols = append(sols, ev.Counters.Steps)
		}
	}
	if total.steps != st.Step() || len(sols) != 2 {
		t.Fatalf("total %d steps, stepper %d; %d solutions", total.steps, st.Step(), len(sols))
	}
	const w = 40
	g := timelineGlyphs(false)
	line := []rune(m.totals.timeline(m.spec.key(m.lens, m.replay), m.st.Step(), &m.jump, &m.screen, w, false))
	if len(line) != w || line[0] != []rune(g.cur)[0] {
		t.Fatalf("timeline at step 0: %q", string(line))
	}
	for _, step := range sols {
		if c := cellOf(step, total.steps, w); line[c] != []rune(g.solution)[0] {
			t.Fatalf("solution at step %d not marked in cell %d: %q", step, c, string(line))
		}
	}
	if n := strings.Count(string(line), g.solution); n != 2 {
		t.Fatalf("%d solution marks, want 2: %q", n, string(line))
	}
	press(m, "n")
	seekDone(t, m)
	press(m, "m")
	press(m, "G")
	seekDone(t, m)
	line = []rune(m.totals.timeline(m.spec.key(m.lens, m.replay), m.st.Step(), &m.jump, &m.screen, w, false))
	if line[w-1] != []rune(g.cur)[0] || line[cellOf(sols[0], total.steps, w)] != []rune(g.mark)[0] {
		t.Fatalf("at the end with a mark on solution 1: %q", string(line))
	}
}

// TestWalkOnlyWhileShown: the walk for the timeline starts only while the
// view is shown, stops when it is hidden, runs once per board, strategy and
// queens given, and not at all past solver.ProfileMaxN.
func TestWalkOnlyWhileShown(t *testing.T) {
	t.Parallel()
	m := newModel(t, 7, solver.Array, 100, 30)
	press(m, "right")
	if m.totals.task.Busy() {
		t.Fatal("a walk started before the view was shown")
	}
	cmd := m.Show()
	if !m.totals.task.Busy() {
		t.Fatal("Show did not start the walk")
	}
	m.Hide()
	if m.totals.task.Busy() {
		t.Fatal("Hide did not stop the walk")
	}
	runCmds(m, cmd) // the cancelled walk's result, if any, is dropped
	if _, ok := m.totals.of(m.spec.key(m.lens, m.replay)); ok {
		t.Fatal("a cancelled walk's result was kept")
	}
	runCmds(m, m.Show())
	st, _ := solver.New(7, solver.Array, nil)
	st.Seek(1 << 40)
	if _, ok := m.totals.of(m.spec.key(m.lens, m.replay)); !ok || !strings.Contains(m.View(), "step 1 of "+text.Thousands(st.Step())) {
		t.Fatalf("shown again, the walk must finish:\n%s", m.View())
	}
	for range solver.Strategies {
		runCmds(m, press(m, "a"))
	}
	if m.totals.task.Busy() || len(m.totals.known) != len(solver.Strategies) || m.spec.strategy != solver.Array {
		t.Fatalf("back to the array run: %d runs walked, walking %v; want %d, none", len(m.totals.known), m.totals.task.Busy(), len(solver.Strategies))
	}
	pressN(m, "]")
	if _, ok := m.totals.of(m.spec.key(m.lens, m.replay)); !ok || m.spec.n != 8 {
		t.Fatal("a new N on screen must be walked")
	}
	big := newModel(t, solver.ProfileMaxN(solver.Array)+1, solver.Array, 160, 50)
	if cmd := big.Show(); big.totals.task.Busy() || !strings.Contains(big.View(), "of ?") {
		t.Fatalf("N=%d must not be walked (cmd %v):\n%s", solver.ProfileMaxN(solver.Array)+1, cmd != nil, big.View())
	}
}

// TestTimelineHoldsStill: the timeline's solution stars keep their columns
// while the top bar's texts change length — paused at step 0 and at a
// step of two digits, playing, finished — for N=4 and N=6 at 80 and 100
// columns.
func TestTimelineHoldsStill(t *testing.T) {
	t.Parallel()
	for _, n := range []int{4, 6} {
		for _, w := range []int{80, 100} {
			m := newModel(t, n, solver.Array, w, 28)
			runCmds(m, m.Show())
			stars := func() string {
				top := strings.Split(m.View(), "\n")[0]
				var cols []int
				for i, r := range []rune(top) {
					if string(r) == m.com.Styles.Glyphs.Star {
						cols = append(cols, i)
					}
				}
				return fmt.Sprint(cols[:len(cols)-1]) // the last is the counter's
			}
			want := stars()
			for range 12 {
				press(m, "l")
			}
			check := func(when string) {
				t.Helper()
				if got := stars(); got != want {
					t.Fatalf("N=%d %d columns, %s: stars at %s, at step 0 %s\n%s", n, w, when, got, want, strings.Split(m.View(), "\n")[0])
				}
			}
			check("step 12")
			press(m, " ")
			check("playing")
			press(m, " ")
			press(m, "G")
			seekDone(t, m)
			check("finished")
		}
	}
}
