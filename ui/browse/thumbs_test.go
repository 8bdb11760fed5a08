package browse

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
)

// TestThumbStrip: the strip of neighbours keeps its size and place from
// key to key — at the first solution, in the middle, at the last — and the
// current one is in its middle (in the column beside the board, where the
// board leaves room for it).
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
			continue
		}
		if caption := strings.Split(v, "\n")[n]; i == 1 {
			// Solution 2 has as many neighbours either side in the strip.
			at := strings.Index(caption, "▶")
			if before, after := strings.Count(caption[:at], "#"), strings.Count(caption[at:], "#")-1; before != after || before == 0 {
				t.Fatalf("the current thumbnail has %d neighbours left of it and %d right:\n%s", before, after, v)
			}
		}
		if col != marker || n != lines {
			t.Fatalf("after %v the current thumbnail's caption is at %d:%d (was %d:%d):\n%s", keys, n, col, lines, marker, v)
		}
	}
}

// TestCurrentThumbStandsOut: in colour, the neighbours' queens are drawn in
// the muted style and the current one's are not, so the current thumbnail
// is the most visible of the strip.
func TestCurrentThumbStandsOut(t *testing.T) {
	lipgloss.SetColorProfile(termenv.TrueColor)
	defer lipgloss.SetColorProfile(termenv.Ascii)
	m := started(t, 8, 120, 40)
	press(m, ":", "5", "0", "enter")
	muted := m.com.Styles.Muted.Render("♛")
	muted = muted[:strings.Index(muted, "♛")] // its colour sequence
	plain, current := 0, 0
	for _, row := range m.thumbs(120) {
		for _, cell := range strings.SplitAfter(row, "♛") {
			if !strings.HasSuffix(cell, "♛") {
				continue
			}
			// The colour the queen is drawn in: the last sequence before it.
			if i := strings.LastIndex(cell, "\x1b["); i >= 0 && strings.HasPrefix(cell[i:], muted) {
				plain++
			} else {
				current++
			}
		}
	}
	// 9 thumbnails of 8 queens; only the current one's in full colour.
	if plain != 64 || current != 8 {
		t.Fatalf("%d muted queens and %d others in the strip; want 64 and 8", plain, current)
	}
}
