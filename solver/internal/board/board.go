// Package board holds the primitives of the n×n board that the solver and
// its fast counter (internal/fastcount, which cannot import the solver)
// share: rows as bit words, and the 8 symmetries of the square acting on
// complete placements given as column lists (q[r] is the column of the queen
// on row r, a permutation of 0..n-1 as every solution is).
package board

// A row is a word with bit c for column c (bit 0 on the left).

// LowBits returns a word with the k low bits set (0 ≤ k ≤ 64): the columns
// 0..k-1 of a row, or the whole row of a board of k columns.
func LowBits(k int) uint64 {
	if k <= 0 {
		return 0
	}
	return ^uint64(0) >> (64 - uint(k))
}

// Attacks are the squares of one row that the queens on the rows above it
// attack: along their columns, along the "\" diagonals (LD) and along the
// "/" diagonals (RD). One row down, a "\" diagonal is one column further
// right and a "/" diagonal one column further left, so the words of the next
// row are this row's shifted by one bit.
type Attacks struct{ Cols, LD, RD uint64 }

// Below returns the attacks on the next row once a queen stands on this
// row's square bit; mask (the board's columns) drops the "\" diagonals that
// leave the board on the right (the "/" ones fall off bit 0 by themselves).
func (a Attacks) Below(bit, mask uint64) Attacks {
	return Attacks{a.Cols | bit, (a.LD | bit) << 1 & mask, (a.RD | bit) >> 1}
}

// Free returns the squares of the row among mask that no queen attacks.
func (a Attacks) Free(mask uint64) uint64 {
	return mask &^ (a.Cols | a.LD | a.RD)
}
