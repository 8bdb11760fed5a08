package solver

import (
	"fmt"

	"github.com/nqueens/nqueens/internal/kit/i18n"
)

// Kind names what happened in one step of the search.
type Kind uint8

const (
	// None is the kind of the empty event before the first step.
	None Kind = iota
	// Try: the search considers a square.
	Try
	// Attack: the square is attacked by a queen already placed; skip it.
	Attack
	// Place: a queen is put down on a safe square.
	Place
	// Backtrack: a queen is lifted again, its subtree being exhausted
	// (or a solution below it having been recorded).
	Backtrack
	// Solution: all N queens stand.
	Solution
	// Done: the search is over.
	Done

	// The kinds of forward checking (FC), which also places, backtracks,
	// finds solutions and ends as above (it never tries an attacked
	// square, so it has no try or attack):

	// Prune: the queen just placed (By) takes the squares it attacks out
	// of the domains of the rows without a queen (FCView.PrunedBy tells
	// which squares, for any step).
	Prune
	// WipeOut: row Row has no square left in its domain (By emptied it):
	// the queen By is lifted next, before the rows between are tried.
	WipeOut

	// The kinds of min-conflicts (MinConflicts), which also ends with a
	// solution (Index 1) and done:

	// Start: a queen on every row (again, after a plateau).
	Start
	// Pick: the queen on (Row, Col), drawn among the attacked ones.
	Pick
	// Evaluate: the squares of row Row are counted for conflicts
	// (MCView.SquareConflicts).
	Evaluate
	// Move: the queen of row Row goes from column From to column Col (the
	// same column when no square of the row is better).
	Move
	// GiveUp: the step cap is reached without a solution.
	GiveUp

	numKinds = iota
)

var kindNames = [numKinds]string{
	None: "none", Try: "try", Attack: "attack", Place: "place", Backtrack: "backtrack", Solution: "solution", Done: "done",
	Prune: "prune", WipeOut: "wipe-out", Start: "start", Pick: "pick", Evaluate: "evaluate", Move: "move", GiveUp: "give-up",
}

// Kinds lists the kinds of events a search produces, None left out.
var Kinds = []Kind{Try, Attack, Place, Backtrack, Solution, Done, Prune, WipeOut, Start, Pick, Evaluate, Move, GiveUp}

// String returns the name used in traces: "try", "attack", "place",
// "backtrack", "solution", "done", "prune", "wipe-out", "start", "pick",
// "evaluate", "move", "give-up".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Line is a line along which a queen attacks.
type Line uint8

const (
	// NoLine: the square is not attacked.
	NoLine Line = 0
	// Column: same column.
	Column Line = 1 << (iota - 1)
	// Diagonal: same row−col (the "\" direction).
	Diagonal
	// AntiDiagonal: same row+col (the "/" direction).
	AntiDiagonal
	// Row: same row. The search never puts two queens on a row, but a
	// person placing queens freely may.
	Row
)

// String returns "column", "diagonal" or "anti-diagonal". A Line holding
// several bits (see Stepper.Threats) names them joined by "+".
// LineWord is the catalogue's word for l, which a reader sees in their
// language ("column", "列", "columna"); String is the trace's name.
func LineWord(l Line) i18n.ID {
	switch l {
	case Column:
		return i18n.FactLineColumn
	case Diagonal:
		return i18n.FactLineDiagonal
	case AntiDiagonal:
		return i18n.FactLineAntiDiagonal
	case Row:
		return i18n.FactLineRow
	}
	return i18n.FactLineNone
}

func (l Line) String() string {
	switch l {
	case NoLine:
		return "none"
	case Column:
		return "column"
	case Diagonal:
		return "diagonal"
	case AntiDiagonal:
		return "anti-diagonal"
	case Row:
		return "row"
	}
	s := ""
	for _, one := range []Line{Column, Diagonal, AntiDiagonal, Row} {
		if l&one != 0 {
			if s != "" {
				s += "+"
			}
			s += one.String()
		}
	}
	return s
}

// Square is a cell of the board, 0-based, row 0 at the top.
type Square struct{ Row, Col int }

// String writes the square as the narration does: "(3,1)".
func (s Square) String() string { return square(s.Row, s.Col) }

// Counters are the running totals of a search, after an event: the steps,
// and the events of each kind that can occur more than once.
type Counters struct {
	Steps, Tries, Attacks, Placements, Backtracks, Solutions uint64
	Prunes, WipeOuts                                         uint64 // fc
	Starts, Picks, Evaluations, Moves                        uint64 // min-conflicts
}

// Of returns the counter that counts events of kind k (0 for None, Done and
// GiveUp, which occur once at most).
func (c Counters) Of(k Kind) uint64 {
	if p := c.of(k); p != nil {
		return *p
	}
	return 0
}

// of returns the field that counts events of kind k, or nil: the one place
// that pairs kinds with counters, for Of and for the stepper's emit.
func (c *Counters) of(k Kind) *uint64 {
	switch k {
	case Try:
		return &c.Tries
	case Attack:
		return &c.Attacks
	case Place:
		return &c.Placements
	case Backtrack:
		return &c.Backtracks
	case Solution:
		return &c.Solutions
	case Prune:
		return &c.Prunes
	case WipeOut:
		return &c.WipeOuts
	case Start:
		return &c.Starts
	case Pick:
		return &c.Picks
	case Evaluate:
		return &c.Evaluations
	case Move:
		return &c.Moves
	}
	return nil
}

// Event is one step of the search.
type Event struct {
	Kind Kind
	// Row and Col locate the square of a try, attack, place or backtrack,
	// and the queen of a pick, evaluate or move (where it goes); a wipe-out
	// has the row only (Col -1); both are -1 for the other kinds.
	Row, Col int
	// By is the attacking queen and Line the line it attacks along
	// (attack events), or the queen that prunes (prune and wipe-out).
	By   Square
	Line Line
	// From is the column the queen of a move leaves.
	From int
	// Index is the 1-based number of a solution (solution events only).
	Index uint64
	// Counters are the totals after this event.
	Counters Counters
	// Code is the index, in Pseudocode(strategy), of the line executing.
	Code int
}
