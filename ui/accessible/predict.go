package accessible

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

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
	w.say(msgQuestion(solver.Spoken(q.Prompt), msgHint(hintOf(*q))))
}

// hintOf names the form of answer a question takes, for msgHint.
func hintOf(q predict.Question) string {
	switch q.Form() {
	case predict.ChoiceForm:
		switch {
		case slices.Contains(q.Choices, predict.Safe):
			return "choice"
		case slices.Contains(q.Choices, predict.Yes):
			return "yesno"
		}
		return "newmirror"
	case predict.SquareForm:
		if q.NowhereOK {
			return "nowhere"
		}
		return "square"
	case predict.SquaresForm:
		return "squares"
	}
	return "number"
}

// answer takes line as the answer to the question waiting: done is true
// when it was one (graded or skipped), false when the line is a command.
func (w *watch) answer(line string) (done bool, err error) {
	from := w.s.Step()
	var r predict.Reveal
	if line == "" {
		w.say(msgAnswerFirst())
		w.sayQuestion()
		return true, nil
	}
	if line == "skip" {
		if r, err = w.quiz.Skip(w.s); err != nil {
			w.say(msgNotAnswer(err))
			return true, nil
		}
	} else {
		a, perr := parseAnswer(*w.asked, line)
		if perr != nil {
			if word, _ := words(line); line != "" {
				if _, isCommand := find(watchCommands(), word); isCommand {
					return false, nil
				}
			}
			w.say(msgNotAnswer(perr))
			return true, nil
		}
		if r, err = w.quiz.Answer(w.s, a); err != nil {
			w.say(msgNotAnswer(err))
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
	reason := solver.Spoken(r.Truth.Reason)
	right := answerWords(r.Truth.Right)
	switch {
	case r.Skipped:
		w.say(msgSkipped(right, reason))
	case r.Right:
		w.say(msgRight(reason))
	default:
		w.say(msgWrong(right, reason))
	}
	w.say(msgScore(scoreWords(w.quiz.Score())))
}

// answerWords says an answer.
func answerWords(a predict.Answer) string {
	switch a.Form {
	case predict.ChoiceForm:
		return a.Choice.String()
	case predict.SquareForm:
		if a.Square == predict.NowhereSquare {
			return "nowhere"
		}
		return msgSquare(a.Square)
	case predict.SquaresForm:
		if len(a.Squares) == 0 {
			return "no square"
		}
		parts := make([]string, len(a.Squares))
		for i, sq := range a.Squares {
			parts[i] = msgSquare(sq)
		}
		return strings.Join(parts, "; ")
	}
	return strconv.FormatUint(a.Number, 10)
}

// choiceWords are the ways to type a choice.
var choiceWords = map[string]predict.Choice{
	"s": predict.Safe, "safe": predict.Safe, "a": predict.Attacked, "attacked": predict.Attacked,
	"y": predict.Yes, "yes": predict.Yes, "n": predict.No, "no": predict.No,
	"new": predict.New, "m": predict.Mirror, "mirror": predict.Mirror,
}

var (
	number = regexp.MustCompile(`\d+`)
	// squareWords are the words a square may be written with beside its
	// two numbers: "row 3 column 5", "3 5", "(3,5)", "r3 c5".
	squareWords = regexp.MustCompile(`^(?:row|column|col|r|c|and|[\s,;()])*$`)
)

// parseAnswer reads a typed answer to q; the question's own check
// (Question.Accepts) has the last word.
func parseAnswer(q predict.Question, line string) (predict.Answer, error) {
	var a predict.Answer
	switch q.Form() {
	case predict.ChoiceForm:
		c, ok := choiceWords[line]
		if !ok {
			return a, fmt.Errorf("%q is not a choice", cut(line))
		}
		a = predict.ChoiceAnswer(c)
	case predict.SquareForm:
		if line == "nowhere" || line == "none" {
			a = predict.Nowhere()
			break
		}
		sqs, err := squares(line)
		if err != nil || len(sqs) != 1 {
			return a, fmt.Errorf("%q is not one square, row then column", cut(line))
		}
		a = predict.SquareAnswer(sqs[0].Row, sqs[0].Col)
	case predict.SquaresForm:
		if line == "none" {
			a = predict.SquaresAnswer()
			break
		}
		sqs, err := squares(line)
		if err != nil {
			return a, err
		}
		a = predict.SquaresAnswer(sqs...)
	case predict.NumberForm:
		v, err := strconv.ParseUint(line, 10, 64)
		if err != nil {
			return a, fmt.Errorf("%q is not a whole number", cut(line))
		}
		a = predict.NumberAnswer(v)
	}
	return a, q.Accepts(a)
}

// squares reads squares written as pairs of numbers, row then column.
func squares(line string) ([]solver.Square, error) {
	nums := number.FindAllString(line, -1)
	if len(nums) == 0 || len(nums)%2 != 0 || !squareWords.MatchString(number.ReplaceAllString(line, " ")) {
		return nil, fmt.Errorf("%q is not squares, each a row then a column", cut(line))
	}
	var sqs []solver.Square
	for i := 0; i < len(nums); i += 2 {
		r, err1 := strconv.Atoi(nums[i])
		c, err2 := strconv.Atoi(nums[i+1])
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("%q is not a square", cut(line))
		}
		sqs = append(sqs, solver.Square{Row: r, Col: c})
	}
	return sqs, nil
}

// scoreWords says a score, its parts separated by commas rather than the
// dots a reader spells out.
func scoreWords(s predict.Score) string { return strings.ReplaceAll(s.String(), " · ", ", ") }
