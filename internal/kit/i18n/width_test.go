package i18n

import (
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// oneLine are the prefixes of the ids whose messages a view shows on one
// line it does not wrap: the help bar's keys, the notes of the second
// status line, the counters' names, the panels' titles, the legend. Sentences the
// views wrap (narration, reasons, captions, help texts) are checked by
// the screens' own fit tests at 80×24, 100×30 and 200×60.
var oneLine = []string{"key.", "note.", "count.", "panel.", "status.", "legend.", "word."}

// TestOneLineMessagesFitTheWindows: a one-line message that fits the
// narrowest window (80 columns) in English fits it in every language,
// measured in cells (a Chinese character takes two), so the wider and the
// narrower windows cut none of them where they keep the English whole.
// Three Spanish notes were 90–92 cells wide.
func TestOneLineMessagesFitTheWindows(t *testing.T) {
	checked := 0
	for id := range messages {
		if !slices.ContainsFunc(oneLine, func(p string) bool { return strings.HasPrefix(string(id), p) }) {
			continue
		}
		checked++
		en := ansi.StringWidth(sample(t, id, En))
		for _, l := range Langs[1:] {
			for _, window := range []int{80, 100, 200} {
				if w := ansi.StringWidth(sample(t, id, l)); en <= window && w > window {
					t.Errorf("%s: %v is %d cells, over the %d-column window the English (%d) fits", id, l, w, window, en)
				}
			}
		}
	}
	if checked < 100 {
		t.Errorf("checked %d one-line messages: the prefixes missed the catalogue", checked)
	}
}
