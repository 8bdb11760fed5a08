package quadjoin

import "slices"

// quarters holds every placement of a half board's two quarters, built
// once per board and shared, read only, by every counter. A half (the left
// one, or the right one mirrored, which has the same squares) is cut into
// its top h rows and its bottom n-h rows; a quarter's placement puts at
// most one queen on each of its rows and columns, none attacking another.
// A placement is kept as the set of the half's diagonals it occupies: bit
// r-c+h-1 for the "\" diagonal of a queen on row r, column c, and bit
// diagW+r+c for its "/" diagonal. Two placements of the same half (a top
// and a bottom one) fit exactly when their sets are disjoint and their
// column sets complementary; their pattern (what the other half must
// avoid) is read off the union (pattern).
type quarters struct {
	n, h  int
	diagW int // diagonals of one direction that a half reaches, n+h-1
	// top and bot list the placements grouped by (rows, columns):
	// those with row set t (bit i for the quarter's row i) and column set
	// c are top[topOff[t<<h|c]:topOff[t<<h|c+1]].
	top, bot       []uint64
	topOff, botOff []int32
}

func newQuarters(n int) *quarters {
	h := n / 2
	q := &quarters{n: n, h: h, diagW: n + h - 1}
	q.top, q.topOff = q.build(0, h)
	q.bot, q.botOff = q.build(h, n-h)
	return q
}

// build enumerates the placements of the rows y0..y0+rows-1 of the half,
// grouped by (row set, column set).
func (q *quarters) build(y0, rows int) ([]uint64, []int32) {
	h := q.h
	type entry struct {
		key  int32
		diag uint64
	}
	var list []entry
	var place func(i int, rowSet, cols uint32, diag uint64)
	place = func(i int, rowSet, cols uint32, diag uint64) {
		if i == rows {
			list = append(list, entry{int32(rowSet<<h | cols), diag})
			return
		}
		place(i+1, rowSet, cols, diag)
		r := y0 + i
		for c := 0; c < h; c++ {
			if cols>>c&1 != 0 {
				continue
			}
			d := uint64(1)<<(r-c+h-1) | uint64(1)<<(q.diagW+r+c)
			if diag&d != 0 {
				continue
			}
			place(i+1, rowSet|1<<i, cols|1<<c, diag|d)
		}
	}
	place(0, 0, 0, 0)
	keys := 1 << (rows + h)
	off := make([]int32, keys+1)
	for _, e := range list {
		off[e.key+1]++
	}
	for k := 0; k < keys; k++ {
		off[k+1] += off[k]
	}
	out := make([]uint64, len(list))
	pos := slices.Clone(off[:keys])
	for _, e := range list {
		out[pos[e.key]] = e.diag
		pos[e.key]++
	}
	return out, off
}

// midMask is the set of the half's diagonals through the middle column's
// queen on row m (0 for m < 0); the middle column is column h, both of the
// left half and of the mirrored right one.
func (q *quarters) midMask(m int) uint64 {
	if m < 0 {
		return 0
	}
	var mask uint64
	if d := m - q.h + q.h - 1; d >= 0 && d < q.diagW {
		mask |= 1 << d
	}
	if a := m + q.h; a < q.diagW {
		mask |= 1 << (q.diagW + a)
	}
	return mask
}

// halves appends to out the pattern of every placement of a half whose
// queens stand on the rows of rows (bit r for row r of the board), avoiding
// the diagonals in mid (scratch is room it may reuse and returns); with
// mirrored, the patterns are those of the right half (its "\" and "/"
// diagonals swap places).
func (q *quarters) halves(out, scratch []uint64, rows uint32, mid uint64, mirrored bool) ([]uint64, []uint64) {
	h := q.h
	t := rows & (1<<h - 1)
	b := rows >> h
	k := popcount(t)
	if k+popcount(b) != h {
		return out, scratch
	}
	all := uint32(1)<<h - 1
	w := 2*h - 1
	lowW := uint64(1)<<w - 1
	lo := uint(q.diagW + q.n - h) // "/" of the first right column, row 0
	// Every k-subset c of the columns for the top quarter.
	for c := uint32(1)<<k - 1; c <= all; {
		tk := int(t<<h | c)
		bk := int(b<<h | (all &^ c))
		tops := q.top[q.topOff[tk]:q.topOff[tk+1]]
		bots := q.bot[q.botOff[bk]:q.botOff[bk+1]]
		if len(tops) != 0 && len(bots) != 0 {
			// The bottoms clear of the middle queen, once for all tops.
			fb := bots
			if mid != 0 {
				fb = scratch[:0]
				for _, db := range bots {
					if db&mid == 0 {
						fb = append(fb, db)
					}
				}
				scratch = fb
			}
			// Every pair is written, and kept (the length moves on) when
			// the two share no diagonal: no branch to mispredict.
			out = slices.Grow(out, len(tops)*len(fb))
			o := out[len(out):cap(out)]
			kept := 0
			for _, dt := range tops {
				if dt&mid != 0 {
					continue
				}
				for _, db := range fb {
					u := dt | db
					p := u&lowW | (u>>lo&lowW)<<w
					if mirrored {
						p = p>>w | (p&lowW)<<w
					}
					o[kept] = p
					kept += int(((dt & db) - 1) >> 63)
				}
			}
			out = out[:len(out)+kept]
		}
		if k == 0 {
			break
		}
		lowBit := c & -c
		x := c + lowBit
		c = (((x ^ c) >> 2) / lowBit) | x
	}
	return out, scratch
}
