package solver

import (
	"fmt"
)

// Strategy selects how the stepper searches. Array and Bitmask explore the
// same backtracking tree in the same order and differ in the data they keep,
// and so in the events a row produces; FC prunes that tree by forward
// checking; MinConflicts is a local search, with no tree at all.
type Strategy uint8

const (
	// Array is the classic explanation: a column array and two diagonal
	// arrays indexed by row-col and row+col; every column of a row is tried.
	Array Strategy = iota
	// Bitmask keeps cols, ld and rd words; free = mask &^ (cols|ld|rd) and
	// only free squares are tried, lowest bit (leftmost column) first.
	Bitmask
	// FC is backtracking with forward checking: every row keeps a domain,
	// the squares no queen attacks; a queen put down prunes the squares it
	// attacks from the domains of the rows without a queen, and a domain
	// left empty (a wipe-out) lifts that queen at once. Rows are filled top
	// down, or with StepperOptions.MRV the row with the fewest squares left
	// first.
	FC
	// MinConflicts puts a queen on every row, then repeatedly moves an
	// attacked queen, drawn at random, to a square of its row attacked by
	// the fewest queens (Minton et al., 1992). It finds one solution, or
	// gives up; it cannot tell that a board has none.
	MinConflicts
)

// Strategies lists every strategy, in the order a UI cycles through them.
var Strategies = []Strategy{Array, Bitmask, FC, MinConflicts}

// String returns the name the command line uses: "array", "bitmask", "fc"
// or "min-conflicts".
func (s Strategy) String() string {
	switch s {
	case Array:
		return "array"
	case Bitmask:
		return "bitmask"
	case FC:
		return "fc"
	case MinConflicts:
		return "min-conflicts"
	}
	return fmt.Sprintf("Strategy(%d)", uint8(s))
}

// Exhaustive reports whether the strategy searches a tree, all of it,
// finding every solution in turn (array, bitmask, fc); min-conflicts, a
// local search, has no tree and finds one.
func (s Strategy) Exhaustive() bool { return s != MinConflicts }
