package fastcount

import (
	"math/bits"

	"github.com/nqueens/nqueens/solver/internal/board"
)

// Small counts the solutions of a small board and its canonical ones by
// plain backtracking, classifying every solution: exact for every n, and
// the symmetric engine's bounds need not hold.
func Small(n int) (all, unique uint64) {
	mask := board.LowBits(n)
	q, inv := make([]int, n), make([]int, n)
	var place func(y int, a board.Attacks)
	place = func(y int, a board.Attacks) {
		if y == n {
			all++
			board.Invert(inv, q)
			if board.ClassWeight(q, inv, false) != 0 {
				unique++
			}
			return
		}
		for f := a.Free(mask); f != 0; f &= f - 1 {
			bit := f & -f
			q[y] = bits.TrailingZeros64(bit)
			place(y+1, a.Below(bit, mask))
		}
	}
	place(0, board.Attacks{})
	return all, unique
}
