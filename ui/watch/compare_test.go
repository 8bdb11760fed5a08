package watch

import (
	"strings"
	"testing"

	"github.com/nqueens/nqueens/solver"
)

// TestCompareOpensAndCloses: c shows two searches of the board in the
// view's place — the run's beside its partner (fc beside the array search,
// the array search beside fc and beside min-conflicts, which has no tree
// to compare) — takes the keys and the help while it shows, and esc gives
// the view back as it was.
func TestCompareOpensAndCloses(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		strategy    solver.Strategy
		left, right string
	}{{solver.Array, "array", "fc"}, {solver.FC, "fc", "array"}, {solver.MinConflicts, "array", "fc"}} {
		m := newModel(t, 6, c.strategy, 100, 28)
		press(m, "l")
		before, step := m.View(), m.st.Step()
		press(m, "c")
		v := m.View()
		if m.cmp.view == nil || !strings.Contains(v, "compare "+c.left+" with "+c.right) {
			t.Fatalf("%s: c shows\n%s", c.strategy, v)
		}
		if help := m.ShortHelp(); len(help) == 0 || !strings.Contains(help[1].Help().Desc, "queen each") {
			t.Fatalf("%s: the help is not the comparison's: %v", c.strategy, help[1].Help())
		}
		for i, st := range m.cmp.view.Steppers() {
			if st.Step() != 0 {
				t.Errorf("%s: side %d of the comparison starts at step %d", c.strategy, i, st.Step())
			}
		}
		if !strings.Contains(v, "both from step 0") {
			t.Errorf("%s: the comparison does not say it starts both searches over:\n%s", c.strategy, v)
		}
		press(m, "l")
		if m.st.Step() != step {
			t.Fatalf("%s: → in the comparison moved the watch view's run", c.strategy)
		}
		press(m, "esc")
		if m.cmp.view != nil || m.View() == v {
			t.Fatalf("%s: esc does not close the comparison", c.strategy)
		}
		m.note = ""
		if got := m.View(); got != before {
			t.Fatalf("%s: after the comparison the view is\n%s\nwant\n%s", c.strategy, got, before)
		}
	}
}
