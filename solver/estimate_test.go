package solver

import (
	"math"
	"testing"
)

// TestEstimateNodes: Knuth's estimate of the search tree comes within 10 %
// of the tree's true size, counted by walking it, for N=6..11, and it is
// the same for the same seed.
func TestEstimateNodes(t *testing.T) {
	for n := 6; n <= 11; n++ {
		exact := float64(treeNodes(n, 0, 0, 0, 0))
		got := EstimateNodes(n, 20000, 1)
		if math.Abs(got-exact) > 0.1*exact {
			t.Errorf("N=%d: estimate %.0f nodes, the tree has %.0f", n, got, exact)
		}
		if again := EstimateNodes(n, 20000, 1); again != got {
			t.Errorf("N=%d: the same seed gave %.0f then %.0f", n, got, again)
		}
	}
	if EstimateNodes(0, 10, 1) != 0 || EstimateNodes(8, 0, 1) != 0 {
		t.Error("no board or no probes must estimate 0")
	}
}

// treeNodes counts the nodes of plain backtracking's tree below a node at
// row r with the attacked words given, itself included.
func treeNodes(n, r int, cols, ld, rd uint64) uint64 {
	nodes := uint64(1)
	if r == n {
		return nodes
	}
	full := ^uint64(0) >> (64 - uint(n))
	for free := full &^ (cols | ld | rd); free != 0; free &= free - 1 {
		bit := free & -free
		nodes += treeNodes(n, r+1, cols|bit, (ld|bit)<<1&full, (rd|bit)>>1)
	}
	return nodes
}
