package board

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/theme"
)

func init() { lipgloss.SetColorProfile(termenv.Ascii) }

// testCells are the square sizes the tests draw: every width up to 9
// (1×1 … 9×4).
var testCells = func() []Cell {
	var out []Cell
	for w := 1; w <= 9; w++ {
		out = append(out, SquareCell(w))
	}
	return out
}()

// TestRenderSize checks the promise of Render and Fit: exactly the layout's
// size, never more than the room given.
func TestRenderSize(t *testing.T) {
	r := NewRenderer(theme.Default(false))
	for n := 1; n <= solver.MaxN; n++ {
		s, _ := solver.New(n, solver.Array, nil)
		for range 3 * n {
			s.Next()
		}
		b := FromStepper(s)
		for _, c := range testCells {
			l := NewLayout(n, c)
			lines := strings.Split(r.Render(b, l), "\n")
			if len(lines) != l.Height() {
				t.Fatalf("N=%d %v: %d lines, layout says %d", n, c, len(lines), l.Height())
			}
			for i, line := range lines {
				if w := lipgloss.Width(line); w != l.Width() {
					t.Fatalf("N=%d %v: line %d is %d wide, layout says %d: %q", n, c, i, w, l.Width(), line)
				}
			}
		}
		for _, size := range [][2]int{{10, 5}, {40, 20}, {80, 24}, {200, 70}} {
			if l, ok := Fit(n, size[0], size[1]); ok && (l.Width() > size[0] || l.Height() > size[1]) {
				t.Fatalf("Fit(%d, %v) = %+v, too large", n, size, l)
			}
		}
	}
}

// TestLargestCell checks that the square chosen is the largest that fits:
// the next size up does not, and none is refused that one character per
// square would fit.
func TestLargestCell(t *testing.T) {
	for _, n := range []int{1, 4, 8, 9, 10, 12, 32, 64} {
		for w := 1; w <= 260; w += 7 {
			for h := 1; h <= 90; h += 3 {
				c, ok := LargestCell(n, w, h)
				// By brute force: the widest square that fits. (Not
				// monotone: narrow squares write two-digit labels
				// vertically, on more lines.)
				best := 0
				for x := 1; x <= w; x++ {
					if bw, bh := Size(n, SquareCell(x)); bw <= w && bh <= h {
						best = x
					}
				}
				if ok != (best > 0) || ok && c.W != best {
					t.Fatalf("LargestCell(%d, %d, %d) = %v %v, the widest that fits is %d", n, w, h, c, ok, best)
				}
				if !ok {
					continue
				}
				if bw, bh := Size(n, c); bw > w || bh > h {
					t.Fatalf("LargestCell(%d, %d, %d) = %v: %d×%d does not fit", n, w, h, c, bw, bh)
				}
				up := SquareCell(c.W + 1)
				if bw, bh := Size(n, up); bw <= w && bh <= h {
					t.Fatalf("LargestCell(%d, %d, %d) = %v, but %v fits too (%d×%d)", n, w, h, c, up, bw, bh)
				}
				if c.H != max(c.W/2, 1) {
					t.Fatalf("%v does not look square", c)
				}
			}
		}
	}
	// No cap: N=4 on a 200×60 window fills the height.
	if c, _ := LargestCell(4, 200, 60); c.H*4+1 < 60*8/10 {
		t.Fatalf("N=4 at 200×60 gets %v: %d of 60 lines", c, c.H*4+1)
	}
}

// TestDown lists the sizes from a cell down to one character.
func TestDown(t *testing.T) {
	var got []Cell
	for c := range Down(Cell{7, 3}) {
		got = append(got, c)
	}
	want := []Cell{{7, 3}, {6, 3}, {5, 2}, {4, 2}, {3, 1}, {2, 1}, {1, 1}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("Down(7×3) = %v, want %v", got, want)
	}
}

// TestAttackLine checks what an attack event draws: the culprit, the
// rejected square and the squares between them.
func TestAttackLine(t *testing.T) {
	s, _ := solver.New(8, solver.Array, nil)
	for {
		ev := s.Next()
		if ev.Kind == solver.Attack && ev.Row-ev.By.Row >= 2 {
			break
		}
	}
	ev := s.Event()
	b := FromStepper(s)
	if b.At(ev.Row, ev.Col)&Rejected == 0 || b.At(ev.By.Row, ev.By.Col)&Attacker == 0 {
		t.Fatal("rejected square or culprit not flagged")
	}
	dr, dc := 1, sign(ev.Col-ev.By.Col)
	for r, c := ev.By.Row+dr, ev.By.Col+dc; r != ev.Row; r, c = r+dr, c+dc {
		if b.At(r, c)&OnLine == 0 {
			t.Fatalf("(%d,%d) between %v and (%d,%d) is not on the line", r, c, ev.By, ev.Row, ev.Col)
		}
	}
	got := NewRenderer(theme.Default(true)).Render(b, NewLayout(8, Cell{1, 1}))
	for _, g := range []string{"@", "x", "o", "Q"} {
		if !strings.Contains(got, g) {
			t.Fatalf("ASCII board lacks %q:\n%s", g, got)
		}
	}
}

// TestGlyphsDistinct: every state must read without colour.
func TestGlyphsDistinct(t *testing.T) {
	for _, g := range []theme.Glyphs{theme.UnicodeGlyphs(), theme.ASCIIGlyphs()} {
		seen := map[string]string{}
		states := map[string]string{
			"queen": g.Queen, "empty": g.Empty, "column": g.Column, "diagonal": g.Diagonal,
			"anti": g.Anti, "several": g.Several, "try": g.Try, "reject": g.Reject,
			"attacker": g.Attacker, "path": g.Path, "lifted": g.Lifted, "solved": g.Solved,
			"cursor": g.Cursor, "ruled out": g.RuledOut, "conflict": g.Conflict,
		}
		for name, glyph := range states {
			if lipgloss.Width(glyph) != 1 {
				t.Errorf("%s glyph %q is not one cell wide", name, glyph)
			}
			if other, dup := seen[glyph]; dup {
				t.Errorf("%s and %s share the glyph %q", name, other, glyph)
			}
			seen[glyph] = name
		}
	}
}
