package predict

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// Choice is the answer to a ChoiceForm question.
type Choice uint8

const (
	Safe Choice = iota + 1
	Attacked
	Yes
	No
	New
	Mirror

	numChoices = iota + 1
)

var choiceNames = [numChoices]string{Safe: "safe", Attacked: "attacked", Yes: "yes", No: "no", New: "new", Mirror: "mirror"}

// String returns "safe", "attacked", "yes", "no", "new" or "mirror".
func (c Choice) String() string {
	if c > 0 && int(c) < len(choiceNames) {
		return choiceNames[c]
	}
	return fmt.Sprintf("Choice(%d)", uint8(c))
}

var choiceWords = [numChoices]i18n.ID{
	Safe: i18n.PredChoiceSafe, Attacked: i18n.PredChoiceAttacked, Yes: i18n.PredChoiceYes,
	No: i18n.PredChoiceNo, New: i18n.PredChoiceNew, Mirror: i18n.PredChoiceMirror,
}

// In is the choice's word in lang, as a view says it; String is the
// name an answer's Key uses.
func (c Choice) In(lang i18n.Lang) string {
	if c > 0 && int(c) < len(choiceWords) {
		return lang.T(choiceWords[c])
	}
	return c.String()
}

// NowhereSquare is the square answer "nowhere": the row has no square left.
var NowhereSquare = solver.Square{Row: -1, Col: -1}

// Answer is a learner's answer, or the right one: a plain value a server
// can receive, count and compare (by Key).
type Answer struct {
	Form    Form
	Choice  Choice          // ChoiceForm
	Square  solver.Square   // SquareForm (NowhereSquare: nowhere)
	Squares []solver.Square // SquaresForm, sorted row by row, no repeats
	Number  uint64          // NumberForm
}

// ChoiceAnswer is the answer c.
func ChoiceAnswer(c Choice) Answer { return Answer{Form: ChoiceForm, Choice: c} }

// SquareAnswer is the answer "the square (row, col)".
func SquareAnswer(row, col int) Answer {
	return Answer{Form: SquareForm, Square: solver.Square{Row: row, Col: col}}
}

// Nowhere is the square answer "nowhere".
func Nowhere() Answer { return Answer{Form: SquareForm, Square: NowhereSquare} }

// SquaresAnswer is the answer "these squares", in any order.
func SquaresAnswer(sq ...solver.Square) Answer {
	s := slices.Clone(sq)
	slices.SortFunc(s, func(a, b solver.Square) int {
		if a.Row != b.Row {
			return a.Row - b.Row
		}
		return a.Col - b.Col
	})
	return Answer{Form: SquaresForm, Squares: slices.Compact(s)}
}

// NumberAnswer is the answer v.
func NumberAnswer(v uint64) Answer { return Answer{Form: NumberForm, Number: v} }

// Key writes the answer canonically, the same for equal answers: "safe",
// "(2,3)", "nowhere", "{(1,0) (2,3)}", "{}", "17".
func (a Answer) Key() string {
	switch a.Form {
	case ChoiceForm:
		return a.Choice.String()
	case SquareForm:
		if a.Square == NowhereSquare {
			return "nowhere"
		}
		return a.Square.String()
	case SquaresForm:
		parts := make([]string, len(a.Squares))
		for i, sq := range a.Squares {
			parts[i] = sq.String()
		}
		return "{" + strings.Join(parts, " ") + "}"
	case NumberForm:
		return strconv.FormatUint(a.Number, 10)
	}
	return "no answer"
}

// String is Key.
func (a Answer) String() string { return a.Key() }

// In writes the answer as a view says it in lang: Key, but a choice and
// nowhere in words of lang.
func (a Answer) In(lang i18n.Lang) string {
	switch {
	case a.Form == ChoiceForm:
		return a.Choice.In(lang)
	case a.Form == SquareForm && a.Square == NowhereSquare:
		return lang.T(i18n.PredNowhere)
	}
	return a.Key()
}

// Truth is the settled answer to a question, and why: a plain value, so
// that one reveal grades the answers of a whole room.
type Truth struct {
	// Right is what the search did.
	Right Answer
	// Also lists other answers that count as right: the other queens that
	// attack a square, the other squares tied for fewest conflicts.
	Also []Answer
	// Reason explains the answer, for the reveal.
	Reason string
}

// Grade reports whether the answer counts as right.
func (t Truth) Grade(a Answer) bool {
	if a.Key() == t.Right.Key() && a.Form == t.Right.Form {
		return true
	}
	for _, o := range t.Also {
		if a.Form == o.Form && a.Key() == o.Key() {
			return true
		}
	}
	return false
}
