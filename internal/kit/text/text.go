// Package text writes numbers and counts the way nqueens shows them to
// people: digits grouped by thousands, nouns that agree with their number.
// The solver's narration, the views and the commands all write through it,
// so none says "1 solutions" or "33589 steps" while another says "33,589".
package text

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Thousands writes v with commas between groups of three digits (1,965).
func Thousands(v uint64) string {
	s := strconv.FormatUint(v, 10)
	if len(s) <= 3 {
		return s
	}
	out := make([]byte, 0, len(s)+len(s)/3)
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	return string(out)
}

// Plural returns noun as it reads after the number n: unchanged for 1, with
// an "s" otherwise ("1 solution", "0 solutions", "92 solutions").
func Plural[T ~int | ~uint64](n T, noun string) string {
	if n == 1 {
		return noun
	}
	return noun + "s"
}

// Amount writes a number, its digits grouped (Thousands), and its noun as
// they read together: "1 move", "0 solutions", "1,000 moves".
func Amount[T ~int | ~uint64](n T, noun string) string {
	return Thousands(uint64(n)) + " " + Plural(n, noun)
}

// UpperFirst makes the first letter of a sentence upper case, after a
// Spanish opening "¿" or "¡"; a sentence that starts otherwise (a digit,
// a Chinese character) is left as it is.
func UpperFirst(s string) string {
	lead := len(s) - len(strings.TrimLeft(s, "¿¡"))
	r, size := utf8.DecodeRuneInString(s[lead:])
	if !unicode.IsLower(r) {
		return s
	}
	return s[:lead] + string(unicode.ToUpper(r)) + s[lead+size:]
}

// TightenHan drops each space between two Chinese characters or marks
// ("。", "，"): Chinese is written without spaces between words, and a
// phrase put into a Chinese sentence ("和", a square said in words, the
// next sentence) is spaced only from the digits and Latin words beside it.
func TightenHan(s string) string {
	rs := []rune(s)
	out := make([]rune, 0, len(rs))
	for i, r := range rs {
		if r == ' ' && i > 0 && i+1 < len(rs) && chinese(rs[i-1]) && chinese(rs[i+1]) {
			continue
		}
		out = append(out, r)
	}
	return string(out)
}

// chinese reports whether r is a Chinese character, or a mark of CJK
// punctuation or the full-width forms.
func chinese(r rune) bool {
	return unicode.Is(unicode.Han, r) || r >= 0x3000 && r <= 0x303f || r >= 0xff00 && r <= 0xffef
}

// Cells is the width of s in terminal cells where s holds no escape
// sequences and no glyph wider than one cell but Chinese: a Chinese
// character or mark takes two, every other rune one. It is for the
// packages below the views (a tree's outline), which do not import a
// terminal library; the views measure with lipgloss.
func Cells(s string) int {
	n := 0
	for _, r := range s {
		n++
		if chinese(r) {
			n++
		}
	}
	return n
}

// CutCells is the longest start of s at most w cells wide (see Cells).
func CutCells(s string, w int) string {
	n := 0
	for i, r := range s {
		c := 1
		if chinese(r) {
			c = 2
		}
		if n+c > w {
			return s[:i]
		}
		n += c
	}
	return s
}
