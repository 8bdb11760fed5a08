package watch_test

import (
	"strings"
	"testing"

	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
)

// TestFocusGivesTheBoardTheWindow: z hides the header, the help bar, the
// top bar and the panels, and the board takes every line but the
// narration's: at 100×30 N=4's squares grow from 13×6 to 15×7 (N=8's stay
// 7×3: 29 lines hold no 4-line squares); esc or z brings everything back.
func TestFocusGivesTheBoardTheWindow(t *testing.T) {
	for _, c := range []struct {
		n          int
		before, in int // the squares' width, as the file labels are spaced
	}{{4, 13, 15}, {8, 7, 7}} {
		s := newScreen(t, ui.Options{N: c.n, Strategy: solver.Array}, 100, 30)
		s.press("l")
		before := s.text()
		if squareW(before) != c.before || !strings.Contains(before, "[watch]") {
			t.Fatalf("N=%d before z:\n%s", c.n, before)
		}
		s.press("z")
		v := s.text()
		lines := strings.Split(v, "\n")
		if strings.Contains(v, "[watch]") || strings.Contains(v, "pseudocode") || strings.Contains(v, "quit") {
			t.Fatalf("N=%d: z leaves the header, a panel or the help bar:\n%s", c.n, v)
		}
		if got := squareW(v); got != c.in {
			t.Fatalf("N=%d: z's squares are %d wide, want %d:\n%s", c.n, got, c.in, v)
		}
		if last := lines[len(lines)-1]; !strings.Contains(last, "row 0") || !strings.HasSuffix(last, "z: the panels") {
			t.Fatalf("N=%d: the last line is not the narration and the way back: %q", c.n, last)
		}
		s.press("esc")
		if got := s.text(); got != before {
			t.Fatalf("N=%d: esc does not bring the screen back:\n%s", c.n, got)
		}
		s.press("z", "z")
		if got := s.text(); got != before {
			t.Fatalf("N=%d: z twice does not bring the screen back:\n%s", c.n, got)
		}
	}
}

// squareW is the width of the squares of the first board on screen: the
// distance between its file labels 0 and 1.
func squareW(screen string) int {
	for _, l := range strings.Split(screen, "\n") {
		f := strings.Fields(strings.Trim(l, " │"))
		if len(f) >= 2 && f[0] == "0" && f[1] == "1" {
			return strings.Index(l, " 1 ") + 1 - strings.Index(l, "0")
		}
	}
	return 0
}
