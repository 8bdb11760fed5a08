package watch

import (
	"slices"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
)

// planPanels names the panels the plan puts on screen, in its order.
func planPanels(m *Model) []string {
	m.View()
	var out []string
	for _, shelves := range [][]shelf{m.screen.plan.right, m.screen.plan.below} {
		for _, s := range shelves {
			for _, p := range s.panels {
				out = append(out, p.p.name)
			}
		}
	}
	return out
}

// TestLessonFoldingOrder: where the panels do not all fit, the lesson's
// come first — the pseudocode and the counters stay while the legend, the
// stack and the state fold away — at every size the view is held at, for
// N=8 and N=20.
func TestLessonFoldingOrder(t *testing.T) {
	t.Parallel()
	order := layouts[0].panels
	for _, size := range [][2]int{{80, 22}, {100, 28}, {120, 38}, {200, 58}} {
		for _, n := range []int{8, 20} {
			m := newModel(t, n, solver.Array, size[0], size[1])
			got := planPanels(m)
			// What shows is a prefix of the order, bar panels too wide for
			// the room a later one found (never one before the code).
			for i, name := range got {
				if j := slices.Index(order, name); j < 0 || (i == 0 && name != "pseudocode") {
					t.Errorf("%dx%d N=%d: panels %v: %q out of the lesson's order %v", size[0], size[1], n, got, name, order)
				}
			}
			if size[0] >= 100 && !slices.Contains(got, "counters") {
				t.Errorf("%dx%d N=%d: panels %v: the counters must be on screen", size[0], size[1], n, got)
			}
			if slices.Contains(got, "legend") && !slices.Contains(got, "counters") {
				t.Errorf("%dx%d N=%d: panels %v: the legend stays while the counters fold", size[0], size[1], n, got)
			}
		}
	}
}

// TestLessonAt100x30: at a projector's 100×30 with N=8, the board, the
// marked pseudocode line, the narration and the counters are on screen
// together, at an attack and at a backtrack (the root takes a line of
// header and one of help: the view has 100×28).
func TestLessonAt100x30(t *testing.T) {
	t.Parallel()
	m := newModel(t, 8, solver.Array, 100, 28)
	for _, k := range []string{"x", "b"} {
		press(m, k)
		seekDone(t, m)
		v := m.View()
		for _, want := range []string{"0      1      2", "pseudocode", m.com.Styles.Glyphs.Marker + " ", "counters", "backtracks", m.st.Narrate()} {
			if !strings.Contains(v, want) {
				t.Fatalf("after %s, %q is not on screen:\n%s", k, want, v)
			}
		}
	}
}

// TestLayoutsCycle: L goes through every named layout and back, each
// putting its own panels (code + tree: the pseudocode and the search tree
// together), and the choice holds when N and the strategy change.
func TestLayoutsCycle(t *testing.T) {
	t.Parallel()
	m := newModel(t, 6, solver.Array, 200, 58)
	for i := range layouts {
		if i > 0 {
			press(m, "L")
		}
		want := layouts[i]
		got := planPanels(m)
		for _, name := range want.panels {
			if !slices.Contains(got, name) {
				t.Errorf("layout %q: panels %v lack %q", want.name, got, name)
			}
		}
		for _, name := range got {
			if !slices.Contains(want.panels, name) && !(want.tree && (name == treePanel.name || name == chartPanel.name)) {
				t.Errorf("layout %q: panels %v have %q", want.name, got, name)
			}
		}
		if want.tree && !slices.Contains(got, treePanel.name) {
			t.Errorf("layout %q: panels %v lack the tree", want.name, got)
		}
		if i > 0 && !strings.Contains(m.note, want.name) {
			t.Errorf("L to %q says %q", want.name, m.note)
		}
	}
	press(m, "L")
	if m.screen.layout != 0 {
		t.Fatalf("L after the last layout must come back to the first, not %d", m.screen.layout)
	}
	press(m, "L") // code + counters
	m.com.N = 7
	m.Update(common.NChangedMsg{})
	press(m, "a")
	if got := planPanels(m); m.screen.layout != 1 || !slices.Equal(got, layouts[1].panels) {
		t.Fatalf("after N and the strategy changed: layout %d, panels %v; want %v", m.screen.layout, got, layouts[1].panels)
	}
}

// TestSetLayout: every name of the layouts table puts that layout on screen,
// as L does; an unknown name changes nothing.
func TestSetLayout(t *testing.T) {
	t.Parallel()
	m := newModel(t, 6, solver.Array, 200, 58)
	for i, l := range layouts {
		if name := l.name; !m.screen.setLayout(name, &m.tree) || m.screen.layout != i || m.tree.on != layouts[i].tree {
			t.Fatalf("SetLayout(%q): layout %d, tree %v", name, m.screen.layout, m.tree.on)
		}
	}
	if m.screen.setLayout("no such layout", &m.tree) || m.screen.layout != len(layouts)-1 {
		t.Fatal("an unknown layout changed the layout")
	}
}

// TestLayoutMakesRoomForItsFirstPanel: a layout's first panel is what it is
// chosen for — at 100×30 with N=8 the state words show in "state words +
// stack", for every strategy, in the column the board leaves at its full
// squares (the state is narrow enough for it: the board keeps them).
func TestLayoutMakesRoomForItsFirstPanel(t *testing.T) {
	t.Parallel()
	for _, s := range []solver.Strategy{solver.Array, solver.Bitmask, solver.FC, solver.MinConflicts} {
		m := newModel(t, 8, s, 100, 28)
		planPanels(m)
		lesson := m.screen.plan.layout.Cell
		m.screen.setLayout("state words + stack", &m.tree)
		if got := planPanels(m); len(got) == 0 || got[0] != "state" {
			t.Errorf("%s: state words + stack at 100×28 shows %v", s, got)
		}
		if c := m.screen.plan.layout.Cell; c != lesson {
			t.Errorf("%s: squares %v in state words + stack, %v in the lesson's", s, c, lesson)
		}
	}
}
