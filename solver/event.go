package solver

import "fmt"

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
)

var kindNames = [...]string{None: "none", Try: "try", Attack: "attack", Place: "place", Backtrack: "backtrack", Solution: "solution", Done: "done"}

// String returns the name used in traces: "try", "attack", "place",
// "backtrack", "solution", "done".
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

// Counters are the running totals of a search, after an event.
type Counters struct {
	Steps, Tries, Attacks, Placements, Backtracks, Solutions uint64
}

// Of returns the counter that counts events of kind k (0 for None and Done).
func (c Counters) Of(k Kind) uint64 {
	switch k {
	case Try:
		return c.Tries
	case Attack:
		return c.Attacks
	case Place:
		return c.Placements
	case Backtrack:
		return c.Backtracks
	case Solution:
		return c.Solutions
	}
	return 0
}

// Event is one step of the search.
type Event struct {
	Kind Kind
	// Row and Col locate the square of a try, attack, place or backtrack;
	// both are -1 for the other kinds.
	Row, Col int
	// By is the attacking queen and Line the line it attacks along
	// (attack events only).
	By   Square
	Line Line
	// Index is the 1-based number of a solution (solution events only).
	Index uint64
	// Counters are the totals after this event.
	Counters Counters
	// Code is the index, in Pseudocode(strategy), of the line executing.
	Code int
}
