// Package predict is the model of predict mode, with no view in it: before
// the search makes a decision, it asks the learner what the decision will
// be, then checks the answer against the stepper itself by stepping it to
// the event that settles the question and reading what happened — never by
// a second search — and gives the reason for the reveal.
//
// Answers are plain values (a choice, a square, a set of squares, a number)
// with a canonical Key, so that a classroom server can collect the answers
// of a whole room into a Tally and grade them all against one Truth.
//
// A view drives it like this: before each step, Quiz.Ask; if it asks, show
// the question and wait; then Quiz.Answer (or Quiz.Skip), which steps the
// stepper to the settling event (or, when a second question about the same
// decision follows, leaves it where it was) and returns the Reveal. Stepping
// back and asking again asks the same question again.
package predict

import (
	"fmt"

	"github.com/nqueens/nqueens/solver"
)

// Kind is the kind of a question.
type Kind uint8

const (
	// SafeOrAttacked: the array search has tried a square; is it safe or
	// attacked? (Choice: Safe or Attacked.)
	SafeOrAttacked Kind = iota + 1
	// Attacker: the square is attacked; by which queen? (Square: any queen
	// that attacks it counts; the search names the first it checks.) Asked
	// after SafeOrAttacked when the square is attacked, and before each
	// attacked square the bitmask search reports on entering a row.
	Attacker
	// Column: a row is entered; where will its queen go? (Square, or
	// Nowhere when no square of the row is left; with fc and MRV the row is
	// part of the answer.)
	Column
	// Lifted: a dead end; which queen is lifted? (Square.)
	Lifted
	// NextColumn: a queen was just lifted; where does its row's queen go
	// next? (Square, or Nowhere: the row has nothing left and the queen
	// above is lifted in turn.)
	NextColumn
	// Pruned: fc has put a queen down; which squares will it take out of
	// the domains of the rows without a queen? (Squares: exactly those.)
	Pruned
	// WipeOut: fc has pruned; is a row's domain left empty? (Choice: Yes
	// or No.)
	WipeOut
	// Move: min-conflicts has counted the picked queen's row; which square
	// does the queen move to? (Square: any square attacked by the fewest
	// queens counts, since the search draws among them.)
	Move
	// SolutionNumber: a solution is about to appear; how many solutions
	// will have been found, this one included? (Number.)
	SolutionNumber
	// NewOrMirror: is the solution about to appear new, or a mirror image
	// (one of the 8 symmetries) of one found before? (Choice: New or
	// Mirror.) Asked when the search finds solutions in lexicographic order:
	// array, bitmask, fc without MRV.
	NewOrMirror

	numKinds = iota + 1
)

// Kinds lists every kind of question, in the order they are declared.
var Kinds = []Kind{SafeOrAttacked, Attacker, Column, Lifted, NextColumn, Pruned, WipeOut, Move, SolutionNumber, NewOrMirror}

var kindNames = [numKinds]string{
	SafeOrAttacked: "safe", Attacker: "attacker", Column: "column", Lifted: "lifted", NextColumn: "next-column",
	Pruned: "pruned", WipeOut: "wipe-out", Move: "move", SolutionNumber: "solution-number", NewOrMirror: "new-or-mirror",
}

// String returns the kind's name, as lesson files write it: "safe",
// "attacker", "column", "lifted", "next-column", "pruned", "wipe-out",
// "move", "solution-number", "new-or-mirror".
func (k Kind) String() string {
	if k > 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Form says what shape of answer a question takes.
type Form uint8

const (
	// ChoiceForm: one of the question's Choices.
	ChoiceForm Form = iota + 1
	// SquareForm: a square of the board (or Nowhere, when the question
	// allows it).
	SquareForm
	// SquaresForm: a set of squares, possibly empty.
	SquaresForm
	// NumberForm: a whole number.
	NumberForm
)

// Form returns the shape of answer questions of kind k take.
func (k Kind) Form() Form {
	switch k {
	case SafeOrAttacked, WipeOut, NewOrMirror:
		return ChoiceForm
	case Pruned:
		return SquaresForm
	case SolutionNumber:
		return NumberForm
	}
	return SquareForm
}

// Question is one question, asked before the event after Step.
type Question struct {
	Kind Kind
	// Step is the stepper's step when the question is asked; the event it
	// is about comes after it.
	Step uint64
	// Stage numbers the questions asked about the same decision (0 first):
	// "safe or attacked?" then "which queen?".
	Stage int
	// N is the board size, for checking square answers.
	N int
	// Subject is the square the question is about: the tried square
	// (SafeOrAttacked, Attacker), the queen just put down (Pruned, WipeOut),
	// the picked queen (Move), the row entered with Col -1 (Column; Row -1
	// too when fc with MRV chooses the row), the lifted queen's old square
	// (NextColumn); {-1,-1} for the rest.
	Subject solver.Square
	// Prompt is the question in words.
	Prompt string
	// Choices are the answers a ChoiceForm question takes, in the order a
	// view offers them.
	Choices []Choice
	// NowhereOK: a SquareForm question that also takes Nowhere.
	NowhereOK bool
}

// Form is the shape of the answer the question takes.
func (q Question) Form() Form { return q.Kind.Form() }

// Accepts reports why an answer does not fit the question (nil if it
// does): the wrong form, a choice not offered, a square off the board.
// A wrong answer fits; this is what a server checks before tallying.
func (q Question) Accepts(a Answer) error {
	if a.Form != q.Form() {
		return fmt.Errorf("a %s question takes %s, not %s", q.Kind, q.Form(), a.Form)
	}
	switch a.Form {
	case ChoiceForm:
		for _, c := range q.Choices {
			if c == a.Choice {
				return nil
			}
		}
		return fmt.Errorf("%q is not one of the choices", a.Choice)
	case SquareForm:
		if a.Square == NowhereSquare {
			if q.NowhereOK {
				return nil
			}
			return fmt.Errorf("this question has a square for answer")
		}
		return onBoard(q.N, a.Square)
	case SquaresForm:
		for _, sq := range a.Squares {
			if err := onBoard(q.N, sq); err != nil {
				return err
			}
		}
	}
	return nil
}

func onBoard(n int, sq solver.Square) error {
	if sq.Row < 0 || sq.Row >= n || sq.Col < 0 || sq.Col >= n {
		return fmt.Errorf("square %v is off the %d×%d board", sq, n, n)
	}
	return nil
}

// String names the form: "a choice", "a square", "a set of squares", "a
// number".
func (f Form) String() string {
	switch f {
	case ChoiceForm:
		return "a choice"
	case SquareForm:
		return "a square"
	case SquaresForm:
		return "a set of squares"
	case NumberForm:
		return "a number"
	}
	return "no answer"
}
