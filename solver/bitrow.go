package solver

// A row of the board is a word with bit c for column c (bit 0 on the left).

// lowBits returns a word with the k low bits set (0 ≤ k ≤ 64): the columns
// 0..k-1 of a row, or the whole row of a board of k columns.
func lowBits(k int) uint64 {
	if k <= 0 {
		return 0
	}
	return ^uint64(0) >> (64 - uint(k))
}

// rowAttacks are the squares of one row that the queens on the rows above it
// attack: along their columns, along the "\" diagonals (ld) and along the
// "/" diagonals (rd). One row down, a "\" diagonal is one column further
// right and a "/" diagonal one column further left, so the words of the next
// row are this row's shifted by one bit.
type rowAttacks struct{ cols, ld, rd uint64 }

// below returns the attacks on the next row once a queen stands on this
// row's square bit; mask (the board's columns) drops the "\" diagonals
// that leave the board on the right (the "/" ones fall off bit 0 by
// themselves).
func (a rowAttacks) below(bit, mask uint64) rowAttacks {
	return rowAttacks{a.cols | bit, (a.ld | bit) << 1 & mask, (a.rd | bit) >> 1}
}

// free returns the squares of the row among mask that no queen attacks.
func (a rowAttacks) free(mask uint64) uint64 {
	return mask &^ (a.cols | a.ld | a.rd)
}
