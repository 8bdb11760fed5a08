package browse

import (
	"context"

	"github.com/nqueens/nqueens/solver"
)

// counter counts the solutions of a board, or its unique ones: a field of
// the model so that tests can see whether a count was needed without
// running one.
type counter func(ctx context.Context, n int, unique bool) (uint64, error)

// countSolutions counts the solutions of the n×n board, or its unique ones,
// with the fast counter on every core.
func countSolutions(ctx context.Context, n int, unique bool) (uint64, error) {
	return solver.Count(ctx, n, solver.CountOptions{Unique: unique})
}
