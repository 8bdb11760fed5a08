package browse

import (
	"context"

	"github.com/nqueens/nqueens/solver"
)

// countSolutions counts the solutions of the n×n board, or its unique ones,
// with the fast counter on every core.
func countSolutions(ctx context.Context, n int, unique bool) (uint64, error) {
	return solver.Count(ctx, n, solver.CountOptions{Unique: unique})
}
