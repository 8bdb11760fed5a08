package watch

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

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

// TestQuickPressesOfN: four quick presses of ] take N from 8 to 12 although
// the root answers each after the presses typed before it, and in any
// order (Bubble Tea runs commands concurrently): one request is in flight
// at a time, the next asked for when it lands; [ then steps from 12.
func TestQuickPressesOfN(t *testing.T) {
	t.Parallel()
	m := newModel(t, 8, solver.Array, 120, 38)
	var inFlight []tea.Cmd
	for range 4 {
		if cmd := press(m, "]"); cmd != nil {
			inFlight = append(inFlight, cmd)
		}
	}
	var asked []int
	for len(inFlight) > 0 {
		msg, ok := inFlight[0]().(common.SetNMsg)
		inFlight = inFlight[1:]
		if !ok {
			continue
		}
		asked = append(asked, msg.N)
		if m.com.ChangeN(msg.N) { // the root's answer
			_, cmd := m.Update(common.NChangedMsg{})
			inFlight = append(inFlight, setNs(cmd)...)
		}
	}
	if m.spec.n != 12 || !slices.Equal(asked, []int{9, 12}) {
		t.Fatalf("quick presses of ]: N=%d, asked for %v; want N=12 after asking for [9 12]", m.spec.n, asked)
	}
	if msg := press(m, "[")().(common.SetNMsg); msg.N != 11 {
		t.Fatalf("[ at N=12 asked for %d", msg.N)
	}
}

// setNs are the commands of cmd (a batch or one) that ask for an N.
func setNs(cmd tea.Cmd) []tea.Cmd {
	if cmd == nil {
		return nil
	}
	switch msg := cmd().(type) {
	case tea.BatchMsg:
		var out []tea.Cmd
		for _, c := range msg {
			out = append(out, setNs(c)...)
		}
		return out
	case common.SetNMsg:
		return []tea.Cmd{func() tea.Msg { return msg }}
	}
	return nil
}

// TestStackSaysTheColumn: at every attack of N=6 the executing frame of the
// call stack names the column attacked as a column ("col 3 attacked"), the
// event's own.
func TestStackSaysTheColumn(t *testing.T) {
	t.Parallel()
	m := newModel(t, 6, solver.Array, 200, 58)
	m.screen.setLayout("state words + stack", &m.tree)
	for attacks := 0; attacks < 20; {
		press(m, "x")
		seekDone(t, m)
		ev := m.st.Event()
		if ev.Kind != solver.Attack {
			break
		}
		attacks++
		want := fmt.Sprintf("solve(%d) col %d attacked", ev.Row, ev.Col)
		if v := m.View(); !strings.Contains(v, want) {
			t.Fatalf("attack at (%d,%d): the stack lacks %q:\n%s", ev.Row, ev.Col, want, v)
		}
	}
}
