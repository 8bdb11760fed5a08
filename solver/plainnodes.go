package solver

import "github.com/nqueens/nqueens/solver/internal/board"

// plainNodes of fc: see Stepper.PlainNodes.
func (e *fcEngine) plainNodes(limit uint64) (nodes uint64, ok bool) {
	s := e.s
	ev := s.st.ev
	prefix := s.Queens()
	switch ev.Kind {
	case None:
		return 0, true
	case Done:
		return plainBelow(prefix[:s.base], s.mask, limit), true
	case Solution:
	case Place, Prune, WipeOut, Backtrack:
		if s.opt.MRV {
			return 0, false
		}
	default:
		return 0, false
	}
	if ev.Kind != Backtrack {
		return plainRank(prefix, s.base, s.mask, limit), true
	}
	lifted := append(prefix, ev.Col)
	rank := plainRank(lifted, s.base, s.mask, limit)
	if rank > limit {
		return rank, true
	}
	return min(rank+plainBelow(lifted, s.mask, limit-rank), limit+1), true
}

// plainRank returns the number of queens plain backtracking puts down from
// row base on (the queens given end there), up to and including the last queen of prefix (rows
// 0..len(prefix)-1): the queens of prefix below the base, and the nodes of
// every subtree it walks before them — those of the safe squares left of a
// queen of prefix, on its row. Past limit it returns limit+1.
func plainRank(prefix []int, base int, mask, limit uint64) uint64 {
	a := plainAttacks(prefix[:base], mask)
	var count uint64
	for _, c := range prefix[base:] {
		bit := uint64(1) << uint(c)
		for left := a.Free(mask) & (bit - 1); left != 0; left &= left - 1 {
			count++
			if count > limit {
				return limit + 1
			}
			count += plainSubtree(a.Below(left&-left, mask), mask, limit-count)
			if count > limit {
				return limit + 1
			}
		}
		count++
		a = a.Below(bit, mask)
	}
	return min(count, limit+1)
}

// plainBelow returns the number of queens plain backtracking puts down
// below the queens of prefix (rows 0..len(prefix)-1), or limit+1 past limit.
func plainBelow(prefix []int, mask, limit uint64) uint64 {
	return plainSubtree(plainAttacks(prefix, mask), mask, limit)
}

// plainAttacks returns the attacks on the row below the queens of prefix.
func plainAttacks(prefix []int, mask uint64) board.Attacks {
	var a board.Attacks
	for _, c := range prefix {
		a = a.Below(uint64(1)<<uint(c), mask)
	}
	return a
}

// plainSubtree counts the queens plain backtracking puts down on the rows
// whose attacks are a, and below: one per safe square, and those below it.
// It stops past limit, returning a number larger than limit.
func plainSubtree(a board.Attacks, mask, limit uint64) uint64 {
	var count uint64
	for free := a.Free(mask); free != 0 && count <= limit; free &= free - 1 {
		count++
		bit := free & -free
		if a.Cols|bit != mask && count <= limit { // not the last row
			count += plainSubtree(a.Below(bit, mask), mask, limit-count)
		}
	}
	return count
}
