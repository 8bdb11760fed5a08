package fastcount

import (
	"context"

	"github.com/nqueens/nqueens/solver/internal/board"
)

// Pairs counts boards by the columns of their first two rows, eight
// times over (see add).
type Pairs [MaxN][MaxN]uint64

// add counts the images of the canonical board q, whose class has w
// boards; inv is its inverse permutation. Each of the 8 symmetries gives an
// image, and each distinct image comes 8/w times: adding w for each makes
// every distinct image count 8.
func (p *Pairs) add(q, inv []int, w uint64) {
	for _, t := range board.All {
		p[t.Row(q, inv, 0)][t.Row(q, inv, 1)] += w
	}
}

// TopPairs returns, for every pair of columns (c0, c1), the number of
// solutions of the n×n board (MinN ≤ n ≤ MaxN) with queens on
// (0, c0) and (1, c1). It runs the symmetric count with every canonical board
// classified, and counts each of its images; so it costs about a count of
// the board, where counting the subtree of each square of the first row
// would search half of the whole, unreduced tree. progress is as in Run.
func TopPairs(ctx context.Context, n, workers int, progress func(done, total int)) (*Pairs, error) {
	res, err := runTasks(ctx, n, Tasks(n), workers, progress, true)
	if err != nil {
		return nil, err
	}
	for c0 := range res.pairs {
		for c1 := range res.pairs[c0] {
			res.pairs[c0][c1] /= 8
		}
	}
	return res.pairs, nil
}
