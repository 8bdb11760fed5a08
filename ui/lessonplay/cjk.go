package lessonplay

import (
	"strings"
	"unicode"

	xansi "github.com/charmbracelet/x/ansi"
	"github.com/mattn/go-runewidth"
)

// Glamour wraps only at spaces, and Chinese puts none between its words: a
// caption's sentence is one long "word", moved whole to the next line, so
// its lines end far short of the width. A caption with CJK characters is
// rendered without glamour's wrap (wideRender) and its lines are filled
// here, breaking between any two CJK characters as well as at spaces.

// wideRender is the width a CJK caption is rendered at: wider than any
// paragraph of a slide, so that glamour leaves the wrapping to fillCJK.
const wideRender = 4000

// hasCJK reports whether s holds a Chinese, Japanese or Korean character.
func hasCJK(s string) bool {
	for _, r := range s {
		if isCJK(r) {
			return true
		}
	}
	return false
}

// isCJK reports whether a line may break before or after r with no
// space: the ideographs, kana, hangul and the full-width forms and
// punctuation.
func isCJK(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) ||
		r >= 0x3000 && r <= 0x303F || r >= 0xFF00 && r <= 0xFFEF
}

// noLineStart are the marks a line does not begin with (Chinese and
// Japanese line breaking): closing punctuation stays on the line before.
const noLineStart = "，。、；：？！）」』》〉】”’·…—,.;:?!)]"

// fillCJK wraps each of lines (glamour's, rendered wide) to w cells:
// between any two CJK characters, at a space, and, where a run has no
// break, in the middle of it; a wrapped line keeps the indent of its
// block (a list item's text lines up under the text, not the bullet).
// The lines' styles are kept (xansi.Cut).
func fillCJK(lines []string, w int) []string {
	var out []string
	for _, line := range lines {
		out = append(out, fillLine(line, w)...)
	}
	return out
}

// fillLine wraps one line: see fillCJK.
func fillLine(line string, w int) []string {
	plain := xansi.Strip(line)
	if runewidth.StringWidth(plain) <= w {
		return []string{line}
	}
	runes := []rune(plain)
	cols := make([]int, len(runes)+1) // the cell each rune starts at
	for i, r := range runes {
		cols[i+1] = cols[i] + runewidth.RuneWidth(r)
	}
	hang := hangingIndent(plain)
	if hang >= w/2 {
		hang = 0
	}
	var out []string
	start, limit := 0, w // the line's first rune, and its room
	for start < len(runes) {
		// The last break that fits: before rune i (rune i-1 is then the
		// line's last).
		end, brk := start, -1
		for end < len(runes) && cols[end+1]-cols[start] <= limit {
			end++
			if end < len(runes) && breakBefore(runes, end) {
				brk = end
			}
		}
		if end == len(runes) {
			brk = end
		} else if brk <= start {
			brk = max(end, start+1) // no break in the room: cut the run
		}
		piece := xansi.Cut(line, cols[start], cols[brk])
		if len(out) > 0 {
			piece = strings.Repeat(" ", hang) + strings.TrimLeft(piece, " ")
		}
		out = append(out, strings.TrimRight(piece, " "))
		start = brk
		for start < len(runes) && runes[start] == ' ' {
			start++
		}
		limit = w - hang
	}
	return out
}

// breakBefore reports whether a line may break before runes[i]: at a
// space, or next to a CJK character, but never before closing
// punctuation nor between two characters that are not CJK.
func breakBefore(runes []rune, i int) bool {
	r, prev := runes[i], runes[i-1]
	switch {
	case r == ' ':
		return true
	case strings.ContainsRune(noLineStart, r):
		return false
	case prev == ' ':
		return true
	}
	return isCJK(r) || isCJK(prev)
}

// hangingIndent is the width of the blanks and list marker a block's
// first line starts with ("  • ", "1. "), where its next lines start.
func hangingIndent(plain string) int {
	rest := strings.TrimLeft(plain, " ")
	indent := len(plain) - len(rest)
	marker, _, ok := strings.Cut(rest, " ")
	if !ok || marker == "" {
		return indent
	}
	bullet := marker == "•" || marker == "*" || marker == "-" || marker == "│" || marker == ">" ||
		strings.TrimLeft(marker, "0123456789") == "." && len(marker) > 1
	if bullet {
		return indent + runewidth.StringWidth(marker) + 1
	}
	return indent
}
