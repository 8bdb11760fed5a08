package solver

import "math/bits"

// intN returns a number drawn uniformly in [0, n) from b.pcg: the number
// math/rand/v2's Rand.IntN would draw from it (the same algorithm, Lemire's
// multiply with rejection, written out), without Rand's call through the
// Source interface, which a greedy start on ten million rows makes tens
// of millions of times. TestMCIntN holds it to Rand.IntN.
func (b *mcBoard) intN(n int) int {
	un := uint64(n)
	if un&(un-1) == 0 { // a power of two: a mask
		return int(b.pcg.Uint64() & (un - 1))
	}
	hi, lo := bits.Mul64(b.pcg.Uint64(), un)
	if lo < un {
		thresh := -un % un
		for lo < thresh {
			hi, lo = bits.Mul64(b.pcg.Uint64(), un)
		}
	}
	return int(hi)
}
