// Package solver holds everything nqueens knows about the N-Queens problem,
// with no user-interface code: a step-wise backtracking engine that yields one
// teaching event at a time (and can rewind), a fast solution counter, a
// streaming enumerator, the k-th solution, and the 8 board symmetries.
//
// Boards are described by column lists: queens[r] is the column (0-based) of
// the queen in row r, rows numbered from the top.
package solver

import "fmt"

// MaxN is the largest board the engine accepts: one machine word per row mask.
const MaxN = 64

// checkSize returns the error for a board size outside 1..max (MaxN, or a
// smaller limit of one engine), worded the same for every entry point.
func checkSize(n, max int) error {
	if n < 1 || n > max {
		return fmt.Errorf("solver: board size %d is outside 1..%d", n, max)
	}
	return nil
}
