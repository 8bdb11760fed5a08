package solver

// CountCompletions returns how many complete solutions of the n×n board
// extend the partial placement prefix (queens on rows 0..len(prefix)-1).
// A prefix that is invalid (out of range, or two queens attacking each other)
// has no completions.
//
// Placeholder implementation: plain recursive bitmask. The fast engine
// replaces it with the same signature.
func CountCompletions(n int, prefix []int) uint64 {
	if n < 1 || n > MaxN || len(prefix) > n {
		return 0
	}
	mask := ^uint64(0) >> (64 - uint(n))
	var cols, ld, rd uint64
	for _, c := range prefix {
		if c < 0 || c >= n {
			return 0
		}
		bit := uint64(1) << uint(c)
		if (cols|ld|rd)&bit != 0 {
			return 0
		}
		cols |= bit
		ld = (ld | bit) << 1 & mask
		rd = (rd | bit) >> 1
	}
	return countPlain(mask, cols, ld, rd)
}

func countPlain(mask, cols, ld, rd uint64) uint64 {
	if cols == mask {
		return 1
	}
	var total uint64
	free := mask &^ (cols | ld | rd)
	for free != 0 {
		bit := free & -free
		free ^= bit
		total += countPlain(mask, cols|bit, (ld|bit)<<1&mask, (rd|bit)>>1)
	}
	return total
}
