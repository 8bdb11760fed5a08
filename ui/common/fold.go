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

// Paras is text as paragraphs, each its word-wrapped lines: a view that
// has room for fewer lines cuts it with Cut, which says where a paragraph
// was cut instead of dropping its end silently.
type Paras [][]string

// Add appends a paragraph.
func (p *Paras) Add(lines ...string) { *p = append(*p, lines) }

// Lines returns all the lines.
func (p Paras) Lines() []string {
	var out []string
	for _, para := range p {
		out = append(out, para...)
	}
	return out
}

// Len returns the number of lines.
func (p Paras) Len() int {
	n := 0
	for _, para := range p {
		n += len(para)
	}
	return n
}

// Cut returns the first n lines. When they end inside a paragraph, the
// last line kept ends with the ellipsis (its wrapped lines end at a word;
// one too wide for the ellipsis is shortened to w cells).
func (p Paras) Cut(n, w int, ellipsis string) []string {
	out := make([]string, 0, n)
	for _, para := range p {
		for i, l := range para {
			if len(out) == n {
				return out
			}
			if len(out) == n-1 && i < len(para)-1 {
				if ansi.StringWidth(l+ellipsis) > w {
					l = ansi.Truncate(l, max(w-ansi.StringWidth(ellipsis), 0), "")
				}
				return append(out, l+ellipsis)
			}
			out = append(out, l)
		}
	}
	return out
}
