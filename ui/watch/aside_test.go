package watch

import (
	"fmt"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

// caption is an aside of k lines, as a lesson's caption is: wrapped at
// the width it is given.
func caption(k int) *common.Aside {
	return &common.Aside{Lines: func(w int) []string {
		out := make([]string, k)
		for i := range out {
			out[i] = strings.Repeat("x", min(w, 20))
		}
		return out
	}}
}

// TestScreenPlan: the one screen plan, as a table over the modes and the
// windows a class uses (the view's room at 80×24, 100×30 and 200×60: the
// root takes a header and a help line): predict mode, a lesson's caption
// and a room's lines take their room from the panels, never from the
// board, which keeps the squares and the place it has in plain watch;
// and every aside is on screen (whole from 100×30: at 80×24 a long
// caption over a question is cut).
func TestScreenPlan(t *testing.T) {
	t.Parallel()
	type mode struct {
		name    string
		predict bool
		aside   *common.Aside
	}
	modes := []mode{
		{name: "predict", predict: true},
		{name: "caption", aside: caption(9)},
		{name: "caption+predict", predict: true, aside: caption(9)},
		{name: "room lines", aside: caption(4)},
	}
	for _, size := range [][2]int{{80, 22}, {100, 28}, {200, 58}} {
		for _, n := range []int{4, 6, 8, 12} {
			plain := newModel(t, n, solver.Array, size[0], size[1])
			plain.View()
			want := plain.screen.plan
			for _, md := range modes {
				t.Run(fmt.Sprintf("%dx%d/N=%d/%s", size[0], size[1], n, md.name), func(t *testing.T) {
					m := newModel(t, n, solver.Array, size[0], size[1])
					if md.predict {
						m.SetPredict(predict.Every)
					}
					m.SetAside(md.aside)
					v := m.View()
					checkFits(t, v, size[0], size[1])
					got := m.screen.plan
					if got.layout.Cell != want.layout.Cell || got.boxed != want.boxed || got.top != want.top {
						t.Fatalf("the board has squares %v (boxed %v, top bar %v), in plain watch %v (%v, %v):\n%s",
							got.layout.Cell, got.boxed, got.top, want.layout.Cell, want.boxed, want.top, v)
					}
					if md.aside != nil && !got.has(&asidePanel) {
						t.Errorf("the aside is not on screen:\n%s", v)
					}
					if md.predict && !got.has(&predictPanel) {
						t.Errorf("the question is not on screen:\n%s", v)
					}
					if md.aside != nil && size[1] >= 28 && !asideWhole(m) {
						t.Errorf("the aside is cut:\n%s", v)
					}
				})
			}
		}
	}
}

// TestAsideKeepsBoardPlace: from one slide to the next (captions of other
// lengths, the panels around them changing), the board stays where it is.
func TestAsideKeepsBoardPlace(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{100, 28}, {200, 58}} {
		var first int
		for i, k := range []int{3, 9, 14} {
			m := newModel(t, 8, solver.Array, size[0], size[1])
			m.SetAside(caption(k))
			m.View()
			if at := m.screen.plan.pad(); i == 0 {
				first = at
			} else if at != first {
				t.Errorf("%dx%d: a caption of %d lines puts the board at column %d, one of 3 lines at %d", size[0], size[1], k, at, first)
			}
		}
	}
}

// TestListBoard: a board too large for the window is drawn as a list —
// each row's queen, the attacked ones named with their attacker — never
// a "too small" message, so a lesson's slide on N=64 shows its board.
func TestListBoard(t *testing.T) {
	t.Parallel()
	m := newModel(t, 64, solver.MinConflicts, 100, 28)
	m.SetAside(caption(6))
	for range 3 {
		runCmds(m, press(m, "l"))
	}
	v := m.View()
	checkFits(t, v, 100, 28)
	if strings.Contains(v, "too small") || !m.screen.plan.list {
		t.Fatalf("N=64 at 100×28 is not drawn as a list:\n%s", v)
	}
	qs := m.st.Queens()
	for r, c := range qs {
		if c >= 0 && !strings.Contains(v, fmt.Sprintf("%d:%d", r, c)) {
			t.Errorf("row %d's queen at column %d is not in the list:\n%s", r, c, v)
		}
	}
	attacked := 0
	for r, c := range qs {
		if c >= 0 && m.st.Threats(r, c) != solver.NoLine {
			attacked++
		}
	}
	if attacked > 0 && !strings.Contains(v, "attacked:") {
		t.Errorf("%d queens are attacked, and the list does not name them:\n%s", attacked, v)
	}
	if !m.screen.plan.has(&asidePanel) {
		t.Errorf("the caption is not beside the list:\n%s", v)
	}
}

// TestSlidePanels: the panels a lesson's slide may name are the watch
// view's, and a slide that names the state gets it on screen beside its
// caption at a projector's 100×30 and at 200×60 (at 80×24 too where the
// state fits), with the board at plain watch's size.
func TestSlidePanels(t *testing.T) {
	t.Parallel()
	for _, name := range lesson.Panels {
		if panelNamed(name) == nil {
			t.Errorf("lesson.Panels names %q, which is not a panel of the watch view", name)
		}
	}
	for _, s := range []solver.Strategy{solver.Array, solver.Bitmask, solver.FC} {
		for _, size := range [][2]int{{100, 28}, {200, 58}} {
			plain := newModel(t, 8, s, size[0], size[1])
			plain.View()
			m := newModel(t, 8, s, size[0], size[1])
			st := m.State()
			st.Step, st.Panels = 20, "state"
			m.Restore(st)
			m.SetAside(caption(8))
			v := m.View()
			if !m.screen.plan.has(panelNamed("state")) {
				t.Errorf("%v %dx%d: the slide asks for the state and it is not on screen:\n%s", s, size[0], size[1], v)
			}
			if m.screen.plan.layout.Cell != plain.screen.plan.layout.Cell {
				t.Errorf("%v %dx%d: squares %v, plain watch's %v", s, size[0], size[1], m.screen.plan.layout.Cell, plain.screen.plan.layout.Cell)
			}
		}
	}
}

// asideWhole reports whether the plan on screen shows the aside, all of
// its lines.
func asideWhole(m *Model) bool {
	sc := m.scene()
	m.screen.plan = sc.makePlan(m.screen.width, m.screen.height)
	for _, shelves := range [][]shelf{m.screen.plan.right, m.screen.plan.below} {
		for _, s := range shelves {
			for _, x := range s.panels {
				if x.p == &asidePanel {
					return len(sc.asideText(x.w-theme.BoxW)) <= x.h-theme.BoxH
				}
			}
		}
	}
	return false
}
