package quadjoin

import "math/bits"

// geometry is what the enumeration of one board's halves needs: h, the
// columns a half has; for each side, the pattern bits of a queen on each
// square of that half, indexed as if the half were the left one (the right
// half is enumerated mirrored, column c standing for column n-1-c).
type geometry struct {
	n, h int
	// cell[side][c][r]: the overlap diagonals through the square of row r,
	// column c of the side's half (side 0 left, 1 right, mirrored).
	cell [2][MaxN / 2][MaxN]uint64
	bits int // pattern width, 2(2h-1)
}

func newGeometry(n int) *geometry {
	h := n / 2
	g := &geometry{n: n, h: h, bits: 2 * (2*h - 1)}
	// The diagonals both halves reach: r-c in [-(h-1), h-1] ("\") and
	// r+c in [lo, lo+2h-2] ("/"), lo = n-h, the first right column.
	lo := n - h
	for side := 0; side < 2; side++ {
		for c := 0; c < h; c++ {
			col := c
			if side == 1 {
				col = n - 1 - c
			}
			for r := 0; r < n; r++ {
				var p uint64
				if d := r - col + h - 1; d >= 0 && d < 2*h-1 {
					p |= 1 << d
				}
				if a := r + col - lo; a >= 0 && a < 2*h-1 {
					p |= 1 << (2*h - 1 + a)
				}
				g.cell[side][c][r] = p
			}
		}
	}
	return g
}

// halfEnum enumerates the placements of one half: h queens, one per
// column of the half, on the rows of a given set, none attacking another
// or the middle column's queen, each reduced to its pattern.
type halfEnum struct {
	h       int
	cell    *[MaxN / 2][MaxN]uint64
	blocked [MaxN / 2]uint32 // rows of each column the middle queen attacks
	out     []uint64
}

// run appends to e.out the pattern of every placement on rows.
func (e *halfEnum) run(rows uint32) {
	if e.h == 1 {
		// A single column (n = 2, 3): no pair of columns to settle.
		if avail := rows &^ e.blocked[0]; avail != 0 {
			e.out = append(e.out, e.cell[0][bits.TrailingZeros32(avail)])
		}
		return
	}
	e.place(0, rows, 0, 0, 0)
}

// place fills columns c.. from the rows in free; dl and dr are the rows of
// column c attacked along "\" and "/" by the queens of earlier columns.
// The last two columns are settled without recursing: two rows are left,
// and each order of them either fits or not.
func (e *halfEnum) place(c int, free, dl, dr uint32, pat uint64) {
	avail := free &^ (dl | dr | e.blocked[c])
	cells := &e.cell[c]
	if c == e.h-2 {
		next := &e.cell[c+1]
		for avail != 0 {
			bit := avail & -avail
			avail ^= bit
			last := free ^ bit
			if last&^((dl|bit)<<1|(dr|bit)>>1|e.blocked[c+1]) != 0 {
				e.out = append(e.out, pat|cells[bits.TrailingZeros32(bit)]|next[bits.TrailingZeros32(last)])
			}
		}
		return
	}
	for avail != 0 {
		bit := avail & -avail
		avail ^= bit
		e.place(c+1, free^bit, (dl|bit)<<1, (dr|bit)>>1, pat|cells[bits.TrailingZeros32(bit)])
	}
}

// setMid records the middle column's queen at row m (m < 0: none) as
// attacks on the half's squares; the middle column is column h of the
// left half and, mirrored, of the right half too.
func (e *halfEnum) setMid(n, m int) {
	for c := 0; c < e.h; c++ {
		e.blocked[c] = 0
		if m < 0 {
			continue
		}
		d := e.h - c // columns between c and the middle column
		if r := m - d; r >= 0 {
			e.blocked[c] |= 1 << r
		}
		if r := m + d; r < n {
			e.blocked[c] |= 1 << r
		}
	}
}
