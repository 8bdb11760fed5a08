package solver

import (
	"math"
	"math/bits"
	"math/rand/v2"
)

// EstimateNodes estimates the size of plain backtracking's search tree on
// the n×n board — the nodes it enters, a queen put down in each but the
// root — by Knuth's random probes ("Estimating the efficiency of backtrack
// programs", 1975): a probe walks from the root down one random branch,
// and the product of the branching factors met on the way, summed over its
// levels, is an unbiased estimate of the tree's nodes; the mean of probes
// of them is the estimate. It costs probes·n steps, so that a view can say
// how long a count of a board too large to count would take (the count's
// time grows as its tree does). The probes are drawn from seed: the same
// arguments give the same estimate.
func EstimateNodes(n, probes int, seed uint64) float64 {
	if n < 1 || n > 64 || probes < 1 {
		return 0
	}
	rng := rand.New(rand.NewPCG(seed, uint64(n)))
	full := ^uint64(0) >> (64 - uint(n))
	sum := 0.0
	for range probes {
		nodes, width := 1.0, 1.0
		var cols, ld, rd uint64
		for row := 0; row < n; row++ {
			free := full &^ (cols | ld | rd)
			k := bits.OnesCount64(free)
			if k == 0 {
				break
			}
			width *= float64(k)
			nodes += width
			// The i-th free column, i drawn uniformly.
			for i := rng.IntN(k); i > 0; i-- {
				free &= free - 1
			}
			bit := free & -free
			cols, ld, rd = cols|bit, (ld|bit)<<1&full, (rd|bit)>>1
		}
		sum += nodes
	}
	return sum / float64(probes)
}

// ScaleByTree scales a time measured on the board of size from to the
// board of size to, as their search trees' sizes (EstimateNodes) compare.
func ScaleByTree(seconds float64, from, to, probes int, seed uint64) float64 {
	a, b := EstimateNodes(from, probes, seed), EstimateNodes(to, probes, seed)
	if a == 0 || math.IsInf(b, 0) {
		return math.Inf(1)
	}
	return seconds * b / a
}
