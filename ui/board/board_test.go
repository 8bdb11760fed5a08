package board

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/theme"
)

func init() { lipgloss.SetColorProfile(termenv.Ascii) }

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
		for _, c := range Cells {
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
