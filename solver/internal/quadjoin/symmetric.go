package quadjoin

import "math/bits"

// Symmetric returns the numbers of solutions of the n×n board (n ≥ 2)
// that a half turn and that a quarter turn leave unchanged. With the total
// they give the number of classes under the 8 symmetries by Burnside's
// lemma: a class is counted once for each of its members times the
// symmetries that fix it, and no reflection fixes a solution of a board
// wider than 1 (a queen and its mirror image would share a row, a column or
// a diagonal), so
//
//	unique = (all + halfTurn + 2·quarterTurn) / 8.
//
// The search places whole orbits of squares at once, so it explores only
// the symmetric boards: a small fraction of the plain search.
func Symmetric(n int) (halfTurn, quarterTurn uint64) {
	half := func(r, c int) (int, int) { return n - 1 - r, n - 1 - c }
	quarter := func(r, c int) (int, int) { return c, n - 1 - r }
	return symmetricCount(n, half), symmetricCount(n, quarter)
}

// symmetricCount counts the solutions that g (a rotation) maps onto
// themselves: row by row, the first empty row's queen is placed with all
// its images under g. Diagonals are kept absolute (bit r-c+n-1 and bit
// r+c), so the squares of a row that they attack are two shifts and a
// reversal away.
func symmetricCount(n int, g func(r, c int) (int, int)) uint64 {
	mask := uint64(1)<<n - 1
	var rows, cols, d1, d2 uint64
	var place func(r int) uint64
	place = func(r int) uint64 {
		for r < n && rows>>r&1 != 0 {
			r++
		}
		if r == n {
			return 1
		}
		// Column c of row r is on "\" diagonal r-c+n-1: bit n-1-c of
		// d1>>r, hence the reversal.
		attacked := cols | d2>>r&mask | bits.Reverse64(d1>>r&mask)>>(64-n)
		var total uint64
		for avail := mask &^ attacked; avail != 0; avail &= avail - 1 {
			c := bits.TrailingZeros64(avail)
			sr, sc, s1, s2 := rows, cols, d1, d2
			ok := true
			for qr, qc := r, c; ; {
				a, b := uint64(1)<<(qr-qc+n-1), uint64(1)<<(qr+qc)
				if rows>>qr&1 != 0 || cols>>qc&1 != 0 || d1&a != 0 || d2&b != 0 {
					ok = false
					break
				}
				rows, cols, d1, d2 = rows|1<<qr, cols|1<<qc, d1|a, d2|b
				if qr, qc = g(qr, qc); qr == r && qc == c {
					break
				}
			}
			if ok {
				total += place(r + 1)
			}
			rows, cols, d1, d2 = sr, sc, s1, s2
		}
		return total
	}
	return place(0)
}
