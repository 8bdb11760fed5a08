package watch

import (
	"slices"
	"testing"

	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
)

// TestLessonJumps: x, d and w go to the next attack, queen put down and
// wipe-out, and X, D and W back to the one before, each the same event a
// stepper of the run walking one step at a time meets; w does nothing in a
// strategy that has no wipe-outs.
func TestLessonJumps(t *testing.T) {
	t.Parallel()
	cases := []struct {
		strategy   solver.Strategy
		next, prev string
		kind       solver.Kind
	}{
		{solver.Array, "x", "X", solver.Attack},
		{solver.Bitmask, "x", "X", solver.Attack},
		{solver.Array, "d", "D", solver.Place},
		{solver.FC, "d", "D", solver.Place},
		{solver.FC, "w", "W", solver.WipeOut},
	}
	for _, c := range cases {
		m := newModel(t, 6, c.strategy, 120, 38)
		walker, err := solver.NewWith(6, c.strategy, nil, solver.StepperOptions{})
		if err != nil {
			t.Fatal(err)
		}
		var steps []uint64
		for !walker.IsDone() && len(steps) < 4 {
			if ev := walker.Next(); ev.Kind == c.kind {
				steps = append(steps, ev.Counters.Steps)
			}
		}
		if len(steps) < 3 {
			t.Fatalf("%s: N=6 has only %d %v events", c.strategy, len(steps), c.kind)
		}
		for i, want := range steps {
			press(m, c.next)
			seekDone(t, m)
			if got := m.st.Step(); got != want || m.st.Event().Kind != c.kind {
				t.Fatalf("%s %s #%d: at step %d (%v), want step %d", c.strategy, c.next, i+1, got, m.st.Event().Kind, want)
			}
		}
		press(m, c.prev)
		if got := m.st.Step(); got != steps[len(steps)-2] {
			t.Fatalf("%s %s: at step %d, want %d", c.strategy, c.prev, got, steps[len(steps)-2])
		}
	}
	m := newModel(t, 6, solver.Array, 120, 38)
	press(m, "w")
	seekDone(t, m)
	if m.st.Step() != 0 {
		t.Fatalf("w in the array search moved to step %d", m.st.Step())
	}
}

// TestQuickPressesOfN: four quick presses of ] ask for N+1 … N+4 before the
// first answer lands (each press steps from the N the last one asked for),
// and once the root has changed N, [ steps from the new N.
func TestQuickPressesOfN(t *testing.T) {
	t.Parallel()
	m := newModel(t, 8, solver.Array, 120, 38)
	var asked []int
	for range 4 {
		cmd := press(m, "]")
		if cmd == nil {
			t.Fatal("] gave no command")
		}
		msg, ok := cmd().(common.SetNMsg)
		if !ok {
			t.Fatalf("] sent %T, not a SetNMsg", msg)
		}
		asked = append(asked, msg.N)
	}
	if want := []int{9, 10, 11, 12}; !slices.Equal(asked, want) {
		t.Fatalf("quick presses of ] asked for %v, want %v", asked, want)
	}
	m.com.N = 12 // the root's answer to the last
	m.Update(common.NChangedMsg{})
	if m.spec.n != 12 {
		t.Fatalf("N is %d after the root made it 12", m.spec.n)
	}
	if msg := press(m, "[")().(common.SetNMsg); msg.N != 11 {
		t.Fatalf("[ at N=12 asked for %d", msg.N)
	}
}
