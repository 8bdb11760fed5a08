package solver

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
)

// square writes a square as "(row,col)".
func square(r, c int) string {
	return "(" + strconv.Itoa(r) + "," + strconv.Itoa(c) + ")"
}

// Along names the line of an attack as the English narration says it:
// "along its column", "along a diagonal", "along an anti-diagonal",
// "along its row".
func (l Line) Along() string { return l.AlongIn(i18n.En) }

// AlongIn names the line of an attack in lang.
func (l Line) AlongIn(lang i18n.Lang) string {
	switch l {
	case Column:
		return lang.T(i18n.NarrAlongColumn)
	case Diagonal:
		return lang.T(i18n.NarrAlongDiag)
	case AntiDiagonal:
		return lang.T(i18n.NarrAlongAnti)
	case Row:
		return lang.T(i18n.NarrAlongRow)
	}
	return lang.Sprintf(i18n.NarrAlong, l.String())
}

// amount is a count in words in lang, by a plural message of the
// catalogue (i18n.NarrSteps), its digits grouped.
func amount(lang i18n.Lang, id i18n.ID, n uint64) string {
	return lang.Sprintf(id, n, text.Thousands(n))
}

// joinInts writes numbers separated by single spaces.
func joinInts(xs []int) string {
	var b strings.Builder
	for i, x := range xs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(x))
	}
	return b.String()
}

// spokenSquare is a square as square writes it, "(3,1)".
var spokenSquare = regexp.MustCompile(`\((\d+),(\d+)\)`)

// spokenColumns is the list of a solution's columns as joinInts writes it.
var spokenColumns = regexp.MustCompile(`columns (\d+(?: \d+)+)`)

// Spoken turns a narration (Narrate) into sentences for a screen reader
// or a braille display, with the same words: a square "(3,1)" is said as
// "row 3, column 1", since a reader spells out the brackets; a list of
// columns is separated by commas, so it is not read as one number; the
// dash between two clauses ends a sentence; "8×8" is "8 by 8"; and a
// "row 3:" heading is dropped where the square it heads names the row.
func Spoken(narration string) string {
	s := narration
	if head, rest, ok := strings.Cut(s, ": "); ok && strings.HasPrefix(head, "row ") {
		if r := strings.TrimPrefix(head, "row "); strings.Contains(rest, "("+r+",") {
			s = rest
		}
	}
	s = SpokenTerms(s)
	parts := strings.Split(s, " — ")
	for i, p := range parts {
		parts[i] = capitalise(p)
	}
	s = strings.Join(parts, ". ")
	if !strings.ContainsAny(s[len(s)-1:], ".?!") {
		s += "."
	}
	return s
}

// SpokenTerms is Spoken without the sentences: the squares, column
// lists and signs of any text about the board (a lesson's caption) said
// in words.
func SpokenTerms(s string) string {
	s = spokenSquare.ReplaceAllString(s, "row $1, column $2")
	s = spokenColumns.ReplaceAllStringFunc(s, func(m string) string {
		return "columns " + strings.ReplaceAll(strings.TrimPrefix(m, "columns "), " ", ", ")
	})
	s = strings.ReplaceAll(s, "×", " by ")
	return strings.ReplaceAll(s, "…", "and so on")
}

// capitalise makes the first letter of a sentence upper case.
func capitalise(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
