package solver

import "fmt"

// EnumeratorAt returns an enumerator standing on the solution queens of the
// n×n board, whose index the caller already knows (among all solutions, or
// among the unique ones with unique, where queens must be its class's
// representative). Next and Prev move on from there. It costs nothing: a
// view whose move was cancelled gets its enumerator back on the solution it
// shows without seeking it again, which on large boards would take as long
// as a count, or never end.
func EnumeratorAt(n int, queens []int, index uint64, unique bool) (*Enumerator, error) {
	if n < 1 || n > MaxN || len(queens) != n || !isCompleteSolution(n, queens) {
		return nil, fmt.Errorf("solver: %v is not a solution of the %d×%d board", queens, n, n)
	}
	if index == 0 {
		return nil, errZeroIndex
	}
	e, _ := NewEnumerator(n)
	e.unique = unique
	e.load(queens)
	if unique && !e.isCanonical() {
		return nil, fmt.Errorf("solver: %v is not the representative of its class", queens)
	}
	e.index = index
	return e, nil
}
