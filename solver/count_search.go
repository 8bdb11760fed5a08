package solver

import "math/bits"

// countSearch is the explicit stack of a task's search.
type countSearch struct {
	stk  [32]countLevel
	sc   [32]uint32 // columns used above each prefix row, for settle
	base int        // the task's first row
}

// searchTask counts the canonical boards below a task: the boards of class 8
// in the loop, the rare boards that may tie with an image by settle.
//
// The loop is countDFS32's, plus the tie test at the leaves and a look-ahead
// to the last row.
func (e *countEngine) searchTask(t *countTask, out *countTally) {
	s := &e.search
	var cols uint32
	for k := 0; k < int(t.row); k++ {
		s.sc[k] = cols
		cols |= 1 << uint(t.queens[k])
	}
	n := e.n
	al := e.allow
	y := int(t.row)
	s.base = y
	s.stk[y&31] = countLevel{c: t.c, l: t.l, r: t.r}
	f := al[y&31] &^ (t.c | t.l | t.r)
	inner := n - 4 // rows whose children, on row n-3, are finished inline
	pollBelow := n - countPollRows
	d, d2 := e.d, n-1-e.d
	var count8 uint64
	for {
		if f == 0 {
			if y == s.base {
				break
			}
			y--
			f = s.stk[y&31].f
			if y < pollBelow && e.stop != nil && e.stop.Load() {
				break
			}
			continue
		}
		bit := f & -f
		f ^= bit
		st := &s.stk[y&31]
		nc, nl, nr := st.c|bit, (st.l|bit)<<1, (st.r|bit)>>1
		nf := al[(y+1)&31] &^ (nc | nl | nr)
		if nf == 0 {
			continue
		}
		// The last row may only take a column of e.bottom that is unused
		// and off the diagonals of the queens placed so far: projecting
		// the diagonals to the last row prunes long before it.
		if sh := uint(n-2-y) & 31; e.bottom&^(nc|nl<<sh|nr>>sh) == 0 {
			continue
		}
		if y == inner {
			// The child is on row n-3: finish its subtree here rather than
			// pushing it. Each candidate g leaves at most two candidates b
			// on row n-2, each leaving one column o for the last row.
			for g := nf; g != 0; g &= g - 1 {
				b := g & -g
				c2, l2, r2 := nc|b, (nl|b)<<1, (nr|b)>>1
				f2 := al[(y+2)&31] &^ (c2 | l2 | r2)
				rem := e.mask &^ c2
				att := l2<<1 | r2>>1 | ^e.bottom
				for ; f2 != 0; f2 &= f2 - 1 {
					b := f2 & -f2
					o := rem ^ b
					if o&(att|b<<1|b>>1) != 0 {
						continue
					}
					// A tie needs another border queen at depth d: the
					// bottom one on column d or n-1-d, or a side one on
					// row d or n-1-d.
					s.stk[(y+1)&31].c, s.stk[(y+2)&31].c, s.stk[(y+3)&31].c = nc, c2, c2|b
					if o&e.tieCols != 0 || ((s.colsAbove(d+1)^s.colsAbove(d))|(s.colsAbove(d2+1)^s.colsAbove(d2)))&e.side != 0 {
						e.settle(b, o, out)
					} else {
						count8++
					}
				}
			}
			continue
		}
		st.f = f
		y++
		s.stk[y&31] = countLevel{c: nc, l: nl, r: nr}
		f = nf
	}
	out.all += 8 * count8
	out.unique += count8
}

// colsAbove returns the columns used by the rows above row k, from the
// task's prefix or the search stack.
func (s *countSearch) colsAbove(k int) uint32 {
	if k < s.base {
		return s.sc[k&31]
	}
	return s.stk[k&31].c
}

// settle classifies a complete board that may tie with some of its images:
// the columns used above each row up to n-2 are in e.search, b and o are the
// queens of the last two rows.
func (e *countEngine) settle(b, o uint32, out *countTally) {
	n := e.n
	var q [MaxN]int
	for k := 0; k < n-2; k++ {
		q[k] = bits.TrailingZeros32(e.search.colsAbove(k+1) ^ e.search.colsAbove(k))
	}
	q[n-2] = bits.TrailingZeros32(b)
	q[n-1] = bits.TrailingZeros32(o)
	if w := countClassWeight(q[:n], true); w != 0 {
		out.add(w)
	}
}

// countClassWeight returns the size of the symmetry class of the solution q
// (q[r] is the column of row r) if q is the class's canonical board, and 0
// otherwise. The canonical board is the least column list among the 8
// images; with sameTop, among the images whose top queen is on q's top
// column (the search's canonical form, see countEngine).
func countClassWeight(q []int, sameTop bool) uint64 {
	n := len(q)
	var inv, img [MaxN]int
	for r, c := range q {
		inv[c] = r
	}
	fixed := 1 // symmetries mapping q onto itself, the identity included
	for s := 1; s < 8; s++ {
		if sameTop && countImageRow(s, q, inv[:n], 0) != q[0] {
			continue
		}
		for r := 0; r < n; r++ {
			img[r] = countImageRow(s, q, inv[:n], r)
		}
		switch countCompareBoards(img[:n], q) {
		case -1:
			return 0
		case 0:
			fixed++
		}
	}
	return uint64(8 / fixed)
}

// countImageRow returns the column of row r in the image of q under the
// symmetry s (1..7; 0 is the identity); inv is q's inverse permutation.
func countImageRow(s int, q, inv []int, r int) int {
	m := len(q) - 1
	switch s {
	case 1: // mirror left-right
		return m - q[r]
	case 2: // mirror top-bottom
		return q[m-r]
	case 3: // half turn
		return m - q[m-r]
	case 4: // transpose: (r,c) -> (c,r)
		return inv[r]
	case 5: // anti-transpose: (r,c) -> (m-c, m-r)
		return m - inv[m-r]
	case 6: // quarter turn: (r,c) -> (c, m-r)
		return m - inv[r]
	case 7: // three-quarter turn: (r,c) -> (m-c, r)
		return inv[m-r]
	}
	return q[r]
}

func countCompareBoards(a, b []int) int {
	for i := range a {
		if a[i] != b[i] {
			if a[i] < b[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}
