package solver

import "fmt"

// Strategy selects how the stepper finds the attacked squares of a row.
// Both explore the same search tree in the same order; they differ in the
// data they keep and so in the events a row produces.
type Strategy uint8

const (
	// Array is the classic explanation: a column array and two diagonal
	// arrays indexed by row-col and row+col; every column of a row is tried.
	Array Strategy = iota
	// Bitmask keeps cols, ld and rd words; free = mask &^ (cols|ld|rd) and
	// only free squares are tried, lowest bit (leftmost column) first.
	Bitmask
)

// Strategies lists every strategy, in the order a UI cycles through them.
var Strategies = []Strategy{Array, Bitmask}

func (s Strategy) String() string {
	switch s {
	case Array:
		return "array"
	case Bitmask:
		return "bitmask"
	}
	return fmt.Sprintf("Strategy(%d)", uint8(s))
}

// ParseStrategy returns the strategy with the given name ("array" or "bitmask").
func ParseStrategy(name string) (Strategy, error) {
	for _, s := range Strategies {
		if s.String() == name {
			return s, nil
		}
	}
	return Array, fmt.Errorf("unknown strategy %q (want array or bitmask)", name)
}
