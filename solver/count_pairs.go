package solver

import "context"

// countPairs counts boards by the columns of their first two rows, eight
// times over (see add).
type countPairs [MaxCountN][MaxCountN]uint64

// add counts the images of the canonical board q, whose class has w
// boards; inv is its inverse permutation. Each of the 8 symmetries gives an image, and each distinct image
// comes 8/w times: adding w for each makes every distinct image count 8.
func (p *countPairs) add(q, inv []int, w uint64) {
	for _, t := range Transforms {
		p[t.row(q, inv, 0)][t.row(q, inv, 1)] += w
	}
}

// countTopPairs returns, for every pair of columns (c0, c1), the number of
// solutions of the n×n board (countSymMinN ≤ n ≤ MaxCountN) with queens on
// (0, c0) and (1, c1). It runs the symmetric count with every canonical board
// classified, and counts each of its images; so it costs about a count of
// the board, where counting the subtree of each square of the first row
// would search half of the whole, unreduced tree. progress is as in
// CountOptions.
func countTopPairs(ctx context.Context, n, workers int, progress func(done, total int)) (*countPairs, error) {
	res, err := countRunTasks(ctx, n, countSplitTasks(n), workers, progress, true)
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
