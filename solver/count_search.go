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
// The loop is countDFS32's down to row n-6, with a look-ahead to the last
// row; rows n-5 to n-3 are finished inline, each candidate checking that
// every row below it keeps a free square, and the last two rows are counted
// at once.
func (e *countEngine) searchTask(t *countTask, out *countTally) {
	s := &e.search
	var cols, flag uint32
	for k := 0; k < int(t.row); k++ {
		s.sc[k] = cols
		bit := uint32(1) << uint(t.queens[k])
		cols |= bit
		if bit&e.tieSide[k] != 0 {
			flag = 1 << 31
		}
	}
	n := e.n
	al, ts := e.allow, e.tieSide
	y := int(t.row)
	s.base = y
	s.stk[y&31] = countLevel{c: t.c | flag, l: t.l, r: t.r}
	f := al[y&31] &^ (t.c | t.l | t.r)
	inner := n - 6 // rows whose children, on row n-5, are finished inline
	pollBelow := n - countPollRows
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
		// Bit 31 of c flags a tie queen on the rows above (see tieSide):
		// adding 1<<31-1 carries into bit 31 just when bit is on one.
		nc, nl, nr := st.c|bit|(bit&ts[y&31]+1<<31-1)&(1<<31), (st.l|bit)<<1, (st.r|bit)>>1
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
			// The child is on row n-5: finish its subtree here rather than
			// pushing it, with nested loops over the candidates k, h and g
			// of rows n-5, n-4 and n-3 (fewer pushes, pops and mispredicted
			// branches; one more level gains nothing). Below row n-5
			// most subtrees are empty, and checking every row below each
			// candidate prunes more than it costs there (not higher up,
			// where one more row check slowed the loop down).
			s.stk[(y+1)&31].c = nc // for settle
			for k := nf; k != 0; k &= k - 1 {
				b := k & -k
				nc, nl, nr := nc|b|(b&ts[(y+1)&31]+1<<31-1)&(1<<31), (nl|b)<<1, (nr|b)>>1
				nf := al[(y+2)&31] &^ (nc | nl | nr)
				if nf == 0 || e.bottom&^(nc|nl<<3|nr>>3) == 0 || al[(y+4)&31]&^(nc|nl<<2|nr>>2) == 0 || al[(y+3)&31]&^(nc|nl<<1|nr>>1) == 0 {
					continue
				}
				y := y + 1
				s.stk[(y+1)&31].c = nc // for settle
				for h := nf; h != 0; h &= h - 1 {
					b := h & -h
					nc, nl, nr := nc|b|(b&ts[(y+1)&31]+1<<31-1)&(1<<31), (nl|b)<<1, (nr|b)>>1
					nf := al[(y+2)&31] &^ (nc | nl | nr)
					if nf == 0 || e.bottom&^(nc|nl<<2|nr>>2) == 0 || al[(y+3)&31]&^(nc|nl<<1|nr>>1) == 0 {
						continue
					}
					y := y + 1
					for g := nf; g != 0; g &= g - 1 {
						b := g & -g
						c2, l2, r2 := nc|b|(b&ts[(y+1)&31]+1<<31-1)&(1<<31), (nl|b)<<1, (nr|b)>>1
						rem := e.mask &^ c2
						// Two columns are left; p and q are those of them free
						// on row n-2 and on the last row. Unless the two
						// columns are adjacent (then the last two queens
						// would attack each other), every pair of a column
						// of p and another of q is a completion: |p|·|q| less
						// the pairs using one column twice. Counting them
						// without a loop avoids its mispredicted branches.
						p := al[(y+2)&31] & rem &^ (l2 | r2)
						q := e.bottom & rem &^ (l2<<1 | r2>>1)
						if c2 <= e.noTieBelow && (q&e.tieCols|p&ts[(y+2)&31]) == 0 {
							var adj uint64
							if rem&(rem>>1) != 0 {
								adj = 1
							}
							count8 += (uint64(bits.OnesCount32(p))*uint64(bits.OnesCount32(q)) - uint64(bits.OnesCount32(p&q))) &^ -adj
							continue
						}
						// A tie needs another border queen at depth d: the
						// bottom one on column d or n-1-d, or a side one on
						// row d or n-1-d. Place the last two queens one by
						// one to settle the ties.
						att := l2<<1 | r2>>1 | ^e.bottom
						for f2 := p; f2 != 0; f2 &= f2 - 1 {
							b := f2 & -f2
							o := rem ^ b
							if o&(att|b<<1|b>>1) != 0 {
								continue
							}
							if c2 > e.noTieBelow || (o&e.tieCols|b&ts[(y+2)&31]) != 0 {
								s.stk[(y+1)&31].c, s.stk[(y+2)&31].c, s.stk[(y+3)&31].c = nc, c2, c2|b
								e.settle(b, o, out)
							} else {
								count8++
							}
						}
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
