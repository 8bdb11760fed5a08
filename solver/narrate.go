package solver

import (
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

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
// catalogue (i18n.NarrSteps), its digits grouped as lang groups them.
func amount(lang i18n.Lang, id i18n.ID, n uint64) string {
	return lang.Sprintf(id, n, lang.Number(n))
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

// spokenWords are what SpokenIn reads in each language's narration: the
// heading of a row's event ("row 3: ") and a solution's columns
// ("columns 1 3 0 2"), both found by their catalogue words.
type spokenWords struct {
	heading, columns *regexp.Regexp
}

// spokenIn is built on first use, not at start: it formats a message in
// every language, which compiles their printers, and every run of the
// program (a count from a script too) would pay for that.
var spokenIn = sync.OnceValue(func() []spokenWords {
	words := make([]spokenWords, len(i18n.Langs))
	for _, l := range i18n.Langs {
		head := strings.Split(l.Sprintf(i18n.AccRowHeading, "\x00"), "\x00")
		words[l] = spokenWords{
			heading: regexp.MustCompile("^" + regexp.QuoteMeta(head[0]) + `(\d+)` + regexp.QuoteMeta(strings.Join(head[1:], ""))),
			columns: regexp.MustCompile(regexp.QuoteMeta(l.T(i18n.AccColumnsHead)) + `\d+(?: \d+)+`),
		}
	}
	return words
})

// SpokenIn turns a narration in lang (NarrationIn) into sentences for a
// screen reader or a braille display, with the same words: a square
// "(3,1)" is said in words (a reader spells out the brackets); a list of
// columns is separated by commas, so it is not read as one number; the
// dash between two clauses ends a sentence; "8×8" is "8 by 8"; and a
// row's heading is dropped where the square it heads names the row.
func SpokenIn(lang i18n.Lang, narration string) string {
	s := narration
	if m := spokenIn()[lang].heading.FindStringSubmatch(s); m != nil && strings.Contains(s[len(m[0]):], "("+m[1]+",") {
		s = s[len(m[0]):]
	}
	s = SpokenTermsIn(lang, s)
	parts := strings.Split(s, " — ")
	for i, p := range parts {
		parts[i] = text.UpperFirst(p)
	}
	s = strings.Join(parts, lang.T(i18n.AccNextSentence))
	if !strings.ContainsAny(lastRune(s), ".?!。？！") {
		s += lang.T(i18n.AccFullStop)
	}
	return s
}

func lastRune(s string) string {
	_, size := utf8.DecodeLastRuneInString(s)
	return s[len(s)-size:]
}

// SpokenTermsIn is SpokenIn without the sentences: the squares, column
// lists and signs of any text about the board in lang (a lesson's
// caption) said in words.
func SpokenTermsIn(lang i18n.Lang, s string) string {
	s = spokenSquare.ReplaceAllString(s, lang.Sprintf(i18n.AccSquare, "${1}", "${2}"))
	head := lang.T(i18n.AccColumnsHead)
	s = spokenIn()[lang].columns.ReplaceAllStringFunc(s, func(m string) string {
		return head + strings.ReplaceAll(strings.TrimPrefix(m, head), " ", lang.T(i18n.AccComma))
	})
	s = strings.ReplaceAll(s, "×", lang.T(i18n.AccBy))
	s = strings.ReplaceAll(s, "…", lang.T(i18n.AccEtc))
	return text.TightenHan(s) // a square said in words where the narration spaced its brackets
}
