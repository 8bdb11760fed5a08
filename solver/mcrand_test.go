package solver

import (
	"math/rand/v2"
	"testing"
)

// TestMCIntN: intN draws what math/rand/v2's Rand.IntN draws from the same
// PCG state, for bounds of every kind (1, powers of two, odd, near 2³¹,
// the sizes of a board of millions), which is what keeps a seed's run.
func TestMCIntN(t *testing.T) {
	b := newMCBoard(1, 7)
	ref := rand.New(rand.NewPCG(7, mcPCGStream))
	bounds := []int{1, 2, 3, 7, 64, 100, 1000, 1 << 20, 10_000_000, 1<<31 - 1, 1 << 40, 3 << 61}
	for i := range 200_000 {
		n := bounds[i%len(bounds)]
		if i%3 == 0 {
			n = 1 + i
		}
		if got, want := b.intN(n), ref.IntN(n); got != want {
			t.Fatalf("draw %d below %d: intN %d, Rand.IntN %d", i, n, got, want)
		}
	}
}
