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
		return s.plainBelow(prefix[:s.base], limit), true
	case Solution:
	case Place, Prune, WipeOut, Backtrack:
		if s.opt.MRV {
			return 0, false
		}
	default:
		return 0, false
	}
	if ev.Kind != Backtrack {
		return s.plainRank(prefix, limit), true
	}
	lifted := append(prefix, ev.Col)
	rank := s.plainRank(lifted, limit)
	if rank > limit {
		return rank, true
	}
	return min(rank+s.plainBelow(lifted, limit-rank), limit+1), true
}

// plainRank returns the number of queens plain backtracking puts down from
// row s.base on, up to and including the last queen of prefix (rows
// 0..len(prefix)-1): the queens of prefix below the base, and the nodes of
// every subtree it walks before them — those of the safe squares left of a
// queen of prefix, on its row. Past limit it returns limit+1.
func (s *Stepper) plainRank(prefix []int, limit uint64) uint64 {
	a := plainAttacks(prefix[:s.base], s.mask)
	var count uint64
	for _, c := range prefix[s.base:] {
		bit := uint64(1) << uint(c)
		for left := a.Free(s.mask) & (bit - 1); left != 0; left &= left - 1 {
			count++
			if count > limit {
				return limit + 1
			}
			count += plainSubtree(a.Below(left&-left, s.mask), s.mask, limit-count)
			if count > limit {
				return limit + 1
			}
		}
		count++
		a = a.Below(bit, s.mask)
	}
	return min(count, limit+1)
}

// plainBelow returns the number of queens plain backtracking puts down
// below the queens of prefix (rows 0..len(prefix)-1), or limit+1 past limit.
func (s *Stepper) plainBelow(prefix []int, limit uint64) uint64 {
	return plainSubtree(plainAttacks(prefix, s.mask), s.mask, limit)
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
