package tree

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/nqueens/nqueens/solver"
)

// seekKind moves s to the k-th event of the given kind.
func seekKind(t *testing.T, s *solver.Stepper, kind solver.Kind, k uint64) {
	t.Helper()
	for s.Counters().Of(kind) < k || s.Event().Kind != kind {
		if s.IsDone() {
			t.Fatalf("no %v number %d", kind, k)
		}
		s.Next()
	}
}

// TestOutlineGolden pins the outline at 120×40 on N=8 at an attack, a
// backtrack (a fold just made) and a solution, for both strategies, and
// at 40×12 in ASCII.
func TestOutlineGolden(t *testing.T) {
	t.Parallel()
	for _, strategy := range []solver.Strategy{solver.Array, solver.Bitmask} {
		for _, moment := range []struct {
			kind solver.Kind
			k    uint64
		}{{solver.Attack, 2000}, {solver.Backtrack, 500}, {solver.Solution, 3}} {
			for _, o := range []Options{{Width: 120, Height: 40}, {Width: 40, Height: 12, ASCII: true}} {
				name := fmt.Sprintf("%v-%v-%dx%d", strategy, moment.kind, o.Width, o.Height)
				if o.ASCII {
					name += "-ascii"
				}
				t.Run(name, func(t *testing.T) {
					s := newStepper(t, 8, strategy, nil)
					seekKind(t, s, moment.kind, moment.k)
					tr := New(s)
					golden.RequireEqual(t, []byte(fmt.Sprintf("step %d: %s\n%s", s.Step(), s.Narrate(), tr.Text(o))))
				})
			}
		}
	}
}

// TestOutlineFits draws the outline at many steps and sizes and checks
// that it fits (cells measured as a terminal does), that the current node
// is drawn, marked, once, and that the path to it stays in view above it
// when the height allows.
func TestOutlineFits(t *testing.T) {
	t.Parallel()
	sizes := []Options{{Width: 120, Height: 40}, {Width: 80, Height: 24}, {Width: 30, Height: 8}, {Width: 12, Height: 3}, {Width: 1, Height: 1}, {Width: 5, Height: 2}}
	for _, n := range []int{4, 8, 16} {
		for _, strategy := range withTree {
			s := newStepper(t, n, strategy, nil)
			tr := New(s)
			for step := 0; step < 6000 && !s.IsDone(); step++ {
				tr.Next(s)
				if step%37 != 0 && s.Event().Kind != solver.Solution {
					continue
				}
				for _, base := range sizes {
					for _, ascii := range []bool{false, true} {
						o := base
						o.ASCII = ascii
						checkOutline(t, tr, s, o)
					}
				}
			}
		}
	}
}

func checkOutline(t *testing.T, tr *Tree, s *solver.Stepper, o Options) {
	t.Helper()
	rows := tr.Outline(o)
	where := fmt.Sprintf("N=%d step %d %dx%d ascii=%v", s.N(), s.Step(), o.Width, o.Height, o.ASCII)
	if len(rows) > o.Height || len(rows) == 0 {
		t.Fatalf("%s: %d lines", where, len(rows))
	}
	current, path := 0, 0
	for _, r := range rows {
		if w := ansi.StringWidth(r.Text); w > o.Width {
			t.Fatalf("%s: line %q is %d cells wide", where, r.Text, w)
		}
		if o.ASCII && strings.ContainsFunc(r.Text, func(c rune) bool { return c >= 0x80 }) {
			t.Fatalf("%s: line %q is not ASCII", where, r.Text)
		}
		if r.Current {
			current++
			cur, ok := tr.current()
			if ok && r.Node != cur || !ok && r.Node.Kind != Root {
				t.Fatalf("%s: the current line draws %+v, the current node is %+v", where, r.Node, cur)
			}
			if o.Width >= 30 && !strings.HasSuffix(r.Text, map[bool]string{false: "◀", true: "<"}[o.ASCII]) {
				t.Fatalf("%s: current line %q is not marked", where, r.Text)
			}
		}
		if r.Path {
			path++
		}
	}
	if current != 1 {
		t.Fatalf("%s: %d current lines", where, current)
	}
	// The root and the queens on the path, when there is room for them
	// and a gap line and the current line.
	if want := len(tr.Path()) + 1; o.Height >= want+2 && path < want {
		t.Fatalf("%s: %d path lines, want %d:\n%s", where, path, want, tr.Text(o))
	}
}

// TestOutlineWhole: with no bounds the outline has a line for the root and
// each node on the stack, in order, and the lines of a level use ├ but the
// last, └.
func TestOutlineWhole(t *testing.T) {
	t.Parallel()
	s := newStepper(t, 5, solver.Array, nil)
	s.Seek(120)
	tr := New(s)
	rows := tr.Outline(Options{})
	if len(rows) != len(tr.st.stack)+1 {
		t.Fatalf("%d lines for %d nodes and the root", len(rows), len(tr.st.stack))
	}
	for r := tr.base; r <= tr.st.row && r < tr.n; r++ {
		lo, hi := tr.levelSpan(r)
		for i := lo; i < hi; i++ {
			text := rows[i+1].Text
			connector := "├─ "
			if i == hi-1 {
				connector = "└─ "
			}
			if !strings.HasPrefix(text, strings.Repeat("   ", r)+connector) {
				t.Errorf("row %d line %q: want %q after %d indents", r, text, connector, r)
			}
		}
	}
}
