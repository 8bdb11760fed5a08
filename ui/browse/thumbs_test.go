package browse

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestThumbStrip: the strip of neighbours keeps its size and place from
// key to key — at the first solution, in the middle, at the last — and the
// current one is in its middle.
func TestThumbStrip(t *testing.T) {
	m := started(t, 8, 120, 40)
	var marker, lines int
	for i, keys := range [][]string{nil, {"right"}, {":", "5", "0", "enter"}, {"G"}, {"left"}} {
		press(m, keys...)
		v := m.View()
		checkFits(t, v, 120, 40)
		n, col := 0, -1 // the line and column of the current one's caption
		for y, l := range strings.Split(v, "\n") {
			if strings.Contains(l, "#") && strings.Contains(l, "▶") {
				n, col = y, ansi.StringWidth(l[:strings.Index(l, "▶")])
			}
		}
		if col < 0 {
			t.Fatalf("after %v no current thumbnail:\n%s", keys, v)
		}
		if i == 0 {
			marker, lines = col, n
			if col < 50 || col > 70 {
				t.Fatalf("the current thumbnail is at column %d of 120, not in the middle:\n%s", col, v)
			}
			continue
		}
		if col != marker || n != lines {
			t.Fatalf("after %v the current thumbnail's caption is at %d:%d (was %d:%d):\n%s", keys, n, col, lines, marker, v)
		}
	}
}
