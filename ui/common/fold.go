package common

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// Fold word-wraps plain text to width w in at most maxLines lines (at least
// one). Text that does not fit is dropped at a word boundary and the last
// line ends with the ellipsis, so that a message is never cut mid-word
// without a sign. Widths are display cells; style the lines afterwards.
func Fold(s string, w, maxLines int, ellipsis string) []string {
	if s == "" {
		return nil
	}
	lines := Wrap(s, w)
	maxLines = max(maxLines, 1)
	if len(lines) <= maxLines {
		return lines
	}
	out := append([]string(nil), lines[:maxLines-1]...)
	last := lines[maxLines-1]
	for ansi.StringWidth(last+ellipsis) > w {
		i := strings.LastIndex(last, " ")
		if i <= 0 {
			last = ansi.Truncate(last, max(w-ansi.StringWidth(ellipsis), 0), "")
			break
		}
		last = strings.TrimRight(last[:i], " ")
	}
	return append(out, last+ellipsis)
}
