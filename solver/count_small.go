package solver

import "math/bits"

// countSmall counts the solutions of a small board and its canonical ones by
// plain backtracking, classifying every solution: exact for every n, and
// the symmetric engine's bounds need not hold.
func countSmall(n int) (all, unique uint64) {
	mask := uint64(1)<<uint(n) - 1
	q, inv := make([]int, n), make([]int, n)
	var place func(y int, c, l, r uint64)
	place = func(y int, c, l, r uint64) {
		if y == n {
			all++
			invertInto(inv, q)
			if countClassWeight(q, inv, false) != 0 {
				unique++
			}
			return
		}
		for f := mask &^ (c | l | r); f != 0; f &= f - 1 {
			bit := f & -f
			q[y] = bits.TrailingZeros64(bit)
			place(y+1, c|bit, (l|bit)<<1, (r|bit)>>1)
		}
	}
	place(0, 0, 0, 0)
	return all, unique
}
