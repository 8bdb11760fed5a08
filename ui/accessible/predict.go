package accessible

import (
	"errors"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
)

// ask asks the question of the current step, if predict mode asks one.
func (w *watch) ask() {
	if w.quiz == nil || w.asked != nil {
		return
	}
	if q, ok := w.quiz.Ask(w.s); ok {
		w.asked = &q
		w.sayQuestion()
	}
}

func (w *watch) sayQuestion() {
	q := w.asked
	w.say(msgQuestion(w.lang, solver.SpokenIn(w.lang, q.Prompt), w.lang.T(hintOf(*q))))
}

// hintOf is the message that says the form of answer a question takes.
func hintOf(q predict.Question) i18n.ID {
	switch q.Form() {
	case predict.ChoiceForm:
		switch {
		case slices.Contains(q.Choices, predict.Safe):
			return i18n.AccHintChoice
		case slices.Contains(q.Choices, predict.Yes):
			return i18n.AccHintYesNo
		}
		return i18n.AccHintNewMirror
	case predict.SquareForm:
		if q.NowhereOK {
			return i18n.AccHintNowhere
		}
		return i18n.AccHintSquare
	case predict.SquaresForm:
		return i18n.AccHintSquares
	}
	return i18n.AccHintNumber
}

// answer takes line as the answer to the question waiting: done is true
// when it was one (graded or skipped), false when the line is a command.
func (w *watch) answer(line string) (done bool, err error) {
	from := w.s.Step()
	var r predict.Reveal
	if line == "" {
		w.say(msgAnswerFirst(w.lang))
		w.sayQuestion()
		return true, nil
	}
	if isCommand(watchCommands(), line, w.lang, "skip") {
		if r, err = w.quiz.Skip(w.s); err != nil {
			w.say(msgNotAnswer(w.lang, err))
			return true, nil
		}
	} else {
		a, perr := parseAnswer(w.lang, *w.asked, line)
		if perr != nil {
			if word, _ := words(line); line != "" {
				if _, isCommand := find(watchCommands(), word, w.lang); isCommand {
					return false, nil
				}
			}
			w.say(msgNotAnswer(w.lang, perr))
			return true, nil
		}
		if r, err = w.quiz.Answer(w.s, a); err != nil {
			w.say(msgNotAnswer(w.lang, err))
			return true, nil
		}
	}
	w.revealed(r)
	// Say every event the reveal stepped through.
	if to := w.s.Step(); to > from {
		w.s.Seek(from)
		for w.s.Step() < to {
			w.s.Next()
			w.say(w.sentence())
		}
	}
	w.ask()
	return true, nil
}

// revealed says how an answer went, or the answer of a skipped question.
func (w *watch) revealed(r predict.Reveal) {
	w.asked = nil
	l := w.lang
	reason := solver.SpokenIn(l, r.Truth.Reason)
	right := answerWords(l, r.Truth.Right)
	switch {
	case r.Skipped:
		w.say(msgSkipped(l, right, reason))
	case r.Right:
		w.say(msgRight(l, reason))
	default:
		w.say(msgWrong(l, right, reason))
	}
	w.say(msgScore(l, scoreWords(l, w.quiz.Score())))
}

// answerWords says an answer in l.
func answerWords(l i18n.Lang, a predict.Answer) string {
	switch a.Form {
	case predict.ChoiceForm:
		return a.Choice.In(l)
	case predict.SquareForm:
		if a.Square == predict.NowhereSquare {
			return l.T(i18n.PredNowhere)
		}
		return msgSquare(l, a.Square)
	case predict.SquaresForm:
		if len(a.Squares) == 0 {
			return l.T(i18n.AccNoSquare)
		}
		return squareList(l, a.Squares)
	}
	return strconv.FormatUint(a.Number, 10)
}

// englishChoices are the English ways to type a choice, taken in every
// language.
var englishChoices = map[predict.Choice][]string{
	predict.Safe: {"s", "safe"}, predict.Attacked: {"a", "attacked"},
	predict.Yes: {"y", "yes"}, predict.No: {"n", "no"},
	predict.New: {"new"}, predict.Mirror: {"m", "mirror"},
}

// choiceOf reads a typed choice among the question's: its English words,
// its word in l, or that word's first letter where it is a letter of the
// Latin alphabet and no other choice of the question starts with it
// (Spanish "s" for sí).
func choiceOf(l i18n.Lang, choices []predict.Choice, typed string) (predict.Choice, bool) {
	initial := func(c predict.Choice) string {
		if r, _ := utf8.DecodeRuneInString(c.In(l)); r < utf8.RuneSelf {
			return string(r)
		}
		return ""
	}
	for _, c := range choices {
		if slices.Contains(englishChoices[c], typed) || sameWord(typed, c.In(l)) {
			return c, true
		}
	}
	for _, c := range choices {
		if first := initial(c); first != "" && typed == first &&
			!slices.ContainsFunc(choices, func(o predict.Choice) bool { return o != c && initial(o) == first }) {
			return c, true
		}
	}
	return 0, false
}

var (
	number = regexp.MustCompile(`\d+`)
	// squareWords are the words a square may be written with beside its
	// two numbers, in each language: "row 3 column 5", "3 5", "(3,5)",
	// "r3 c5", "第 3 行第 5 列", "fila 3 columna 5".
	squareWords = regexp.MustCompile(`^(?:row|column|col|r|c|and|fila|columna|f|y|第|行|列|和|[\s,;()，、；（）])*$`)
)

// nothing reports whether typed says "no square" in l: none or nowhere,
// in English or in l.
func nothing(l i18n.Lang, typed string) bool {
	return typed == "none" || typed == "nowhere" || sameWord(typed, l.T(i18n.AccWordNone)) || sameWord(typed, l.T(i18n.PredNowhere))
}

// parseAnswer reads a typed answer to q in l; the question's own check
// (Question.Accepts) has the last word.
func parseAnswer(l i18n.Lang, q predict.Question, line string) (predict.Answer, error) {
	var a predict.Answer
	switch q.Form() {
	case predict.ChoiceForm:
		c, ok := choiceOf(l, q.Choices, line)
		if !ok {
			return a, errors.New(l.Sprintf(i18n.AccNotChoice, quote(l, line)))
		}
		a = predict.ChoiceAnswer(c)
	case predict.SquareForm:
		if q.NowhereOK && nothing(l, line) {
			a = predict.Nowhere()
			break
		}
		sqs, err := squares(l, line)
		if err != nil || len(sqs) != 1 {
			return a, errors.New(l.Sprintf(i18n.AccNotOneSquare, quote(l, line)))
		}
		a = predict.SquareAnswer(sqs[0].Row, sqs[0].Col)
	case predict.SquaresForm:
		if nothing(l, line) {
			a = predict.SquaresAnswer()
			break
		}
		sqs, err := squares(l, line)
		if err != nil {
			return a, err
		}
		a = predict.SquaresAnswer(sqs...)
	case predict.NumberForm:
		v, err := strconv.ParseUint(line, 10, 64)
		if err != nil {
			return a, errors.New(l.Sprintf(i18n.AccNotNumber, quote(l, line)))
		}
		a = predict.NumberAnswer(v)
	}
	off := slices.IndexFunc(a.Squares, func(sq solver.Square) bool { return sq.Row >= q.N || sq.Col >= q.N })
	switch {
	case off >= 0:
		return a, errOffBoard(l, a.Squares[off], q.N)
	case a.Form == predict.SquareForm && a.Square != predict.NowhereSquare && (a.Square.Row >= q.N || a.Square.Col >= q.N):
		return a, errOffBoard(l, a.Square, q.N)
	}
	return a, q.Accepts(a)
}

func errOffBoard(l i18n.Lang, sq solver.Square, n int) error {
	return errors.New(l.Sprintf(i18n.AccOffBoardShort, text.UpperFirst(msgSquare(l, sq)), strconv.Itoa(n-1)))
}

// squares reads squares written as pairs of numbers, row then column.
func squares(l i18n.Lang, line string) ([]solver.Square, error) {
	nums := number.FindAllString(line, -1)
	var sqs []solver.Square
	for i := 0; i+1 < len(nums); i += 2 {
		r, err1 := strconv.Atoi(nums[i])
		c, err2 := strconv.Atoi(nums[i+1])
		if err1 != nil || err2 != nil {
			break
		}
		sqs = append(sqs, solver.Square{Row: r, Col: c})
	}
	if len(nums) == 0 || len(nums)%2 != 0 || len(sqs) != len(nums)/2 || !squareWords.MatchString(number.ReplaceAllString(line, " ")) {
		return nil, errors.New(l.Sprintf(i18n.AccNotSquareList, quote(l, line)))
	}
	return sqs, nil
}

// scoreWords says a score in l, its parts separated by commas rather
// than the dots a reader spells out.
func scoreWords(l i18n.Lang, s predict.Score) string {
	return strings.ReplaceAll(s.In(l), " · ", l.T(i18n.AccClauseSep))
}
