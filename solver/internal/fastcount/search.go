package fastcount

import (
	"math/bits"

	"github.com/nqueens/nqueens/solver/internal/board"
)

// search is the explicit stack of a task's search.
type search struct {
	stk  [32]level
	sc   [32]uint32 // columns used above each prefix row, for settle
	base int        // the task's first row
}

// searchTask counts the canonical boards below a task: the boards of class 8
// in the loop, the rare boards that may tie with an image by settle.
//
// The loop is that of dfs down to row n-7, with a look-ahead to the next
// and the last row; rows n-6 to n-3 are finished inline, and the last two
// rows are counted at once.
func (e *engine) searchTask(t *Task, out *tally) {
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
	s.stk[y&31] = level{c: t.c | flag, l: t.l, r: t.r}
	f := al[y&31] &^ (t.c | t.l | t.r)
	inner := n - 7 // rows whose children, on row n-6, are finished inline
	pollBelow := n - pollRows
	var count8 uint64
	for {
		if f == 0 {
			if y == s.base {
				break
			}
			y--
			f = s.stk[y&31].f
			if y < pollBelow && e.done != nil && e.stopped() {
				break
			}
			continue
		}
		bit := f & -f
		f ^= bit
		st := &s.stk[y&31]
		c0, nl, nr := st.c|bit, (st.l|bit)<<1, (st.r|bit)>>1
		nf := al[(y+1)&31] &^ (c0 | nl | nr)
		if nf == 0 {
			continue
		}
		// Diagonal projection: the last row may only take a column of
		// e.bottom that is unused and off the diagonals of the queens
		// placed so far, shifted down to it, which prunes long before it.
		if sh := uint(n-2-y) & 31; e.bottom&^(c0|nl<<sh|nr>>sh) == 0 {
			continue
		}
		// Bit 31 of nc flags a tie queen on the rows above (see tieSide).
		// The tie carry sets it without a branch: bit&ts[y] is 0 or one
		// bit below 31 (boards of 32 columns have no tie squares), and
		// adding 1<<31-1 carries into bit 31 just when it is not 0. It is
		// written out here and on each of the four rows placed inline
		// below, rather than in a helper function, whose inlined calls cost
		// the search 0.6 % more instructions. The flag is left out of c0,
		// which the masks above use, to keep it off their path.
		nc := c0 | (bit&ts[y&31]+1<<31-1)&(1<<31)
		if y == inner {
			// The child is on row r = n-6: finish its subtree here rather
			// than pushing it, with nested loops over the candidates of
			// rows n-6 to n-3 (fewer pushes, pops and mispredicted
			// branches; one level more or less is slower). These loops
			// track the free squares f1, f2, … of each row one, two, …
			// rows down instead of the diagonals, and skip a placement
			// unless
			//   - every row below keeps a free square (kill masks: kill
			//     finds the candidates that would empty one, for all
			//     candidates at once and without a branch per candidate);
			//   - every column left keeps a free square on some row below
			//     (column coverage: the rows have as many squares to fill
			//     as columns left).
			// Both prune most of the subtrees that would die near the
			// bottom (the column test is left out on row n-3, where it
			// no longer pays).
			r := y + 1
			f1 := al[(r+1)&31] &^ (c0 | nl<<1 | nr>>1)
			f2 := al[(r+2)&31] &^ (c0 | nl<<2 | nr>>2)
			f3 := al[(r+3)&31] &^ (c0 | nl<<3 | nr>>3)
			f4 := al[(r+4)&31] &^ (c0 | nl<<4 | nr>>4)
			f5 := e.bottom &^ (c0 | nl<<5 | nr>>5) // not empty: checked above
			if f1 == 0 || f2 == 0 || f3 == 0 || f4 == 0 || nf|f1|f2|f3|f4|f5 != e.mask&^nc {
				continue
			}
			s.stk[r&31].c = nc // for settle
			tsJ := ts[r&31]
			for j := nf &^ (kill(f1, 1) | kill(f2, 2) | kill(f3, 3) | kill(f4, 4) | kill(f5, 5)); j != 0; j &= j - 1 {
				b := j & -j
				// The candidates on row n-5, and the rows below them.
				ks, f1, f2, f3, f4 := f1&^(b|b<<1|b>>1), f2&^(b|b<<2|b>>2), f3&^(b|b<<3|b>>3), f4&^(b|b<<4|b>>4), f5&^(b|b<<5|b>>5)
				nc := nc | b | (b&tsJ+1<<31-1)&(1<<31) // tie carry
				if ks|f1|f2|f3|f4 != e.mask&^nc {
					continue
				}
				r := r + 1
				s.stk[r&31].c = nc // for settle
				tsK, tsH, tsG, tsP := ts[r&31], ts[(r+1)&31], ts[(r+2)&31], ts[(r+3)&31]
				for k := ks &^ (kill(f1, 1) | kill(f2, 2) | kill(f3, 3) | kill(f4, 4)); k != 0; k &= k - 1 {
					b := k & -k
					// The candidates on row n-4, and the rows below them.
					hs, f1, f2, f3 := f1&^(b|b<<1|b>>1), f2&^(b|b<<2|b>>2), f3&^(b|b<<3|b>>3), f4&^(b|b<<4|b>>4)
					nc := nc | b | (b&tsK+1<<31-1)&(1<<31) // tie carry
					if hs|f1|f2|f3 != e.mask&^nc {
						continue
					}
					s.stk[(r+1)&31].c = nc // for settle
					for h := hs &^ (kill(f1, 1) | kill(f2, 2) | kill(f3, 3)); h != 0; h &= h - 1 {
						b := h & -h
						gs, f2, f3 := f1&^(b|b<<1|b>>1), f2&^(b|b<<2|b>>2), f3&^(b|b<<3|b>>3)
						nc := nc | b | (b&tsH+1<<31-1)&(1<<31) // tie carry
						for g := gs; g != 0; g &= g - 1 {
							b := g & -g
							c2 := nc | b | (b&tsG+1<<31-1)&(1<<31) // tie carry
							rem := e.mask &^ c2
							// The last two rows counted, not placed: two columns
							// are left; p and q are those of them free on row
							// n-2 and on the last row. Unless the two columns
							// are adjacent (then the last two queens would
							// attack each other; &^ -adj zeroes the sum), every
							// pair of a column of p and another of q is a
							// completion: |p|·|q| less the pairs using one
							// column twice. Counting them without a loop
							// avoids its mispredicted branches.
							p := f2 &^ (b | b<<1 | b>>1)
							q := f3 &^ (b | b<<2 | b>>2)
							if c2 <= e.noTieBelow && (q&e.tieCols|p&tsP) == 0 {
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
							for ps := p; ps != 0; ps &= ps - 1 {
								b := ps & -ps
								o := rem ^ b
								if o&^q != 0 || o&(b<<1|b>>1) != 0 {
									continue
								}
								if c2 > e.noTieBelow || (o&e.tieCols|b&tsP) != 0 {
									s.stk[(r+2)&31].c, s.stk[(r+3)&31].c, s.stk[(r+4)&31].c = nc, c2, c2|b
									e.settle(b, o, out)
								} else {
									count8++
								}
							}
						}
					}
				}
			}
			continue
		}
		st.f = f
		y++
		s.stk[y&31] = level{c: nc, l: nl, r: nr}
		f = nf
	}
	out.all += 8 * count8
	out.unique += count8
}

// colsAbove returns the columns used by the rows above row k, from the
// task's prefix or the search stack.
func (s *search) colsAbove(k int) uint32 {
	if k < s.base {
		return s.sc[k&31]
	}
	return s.stk[k&31].c
}

// settle classifies a complete board that may tie with some of its images:
// the columns used above each row up to n-2 are in e.search, b and o are the
// queens of the last two rows.
func (e *engine) settle(b, o uint32, out *tally) {
	n := e.n
	var q [MaxN]int
	for k := 0; k < n-2; k++ {
		q[k] = bits.TrailingZeros32(e.search.colsAbove(k+1) ^ e.search.colsAbove(k))
	}
	q[n-2] = bits.TrailingZeros32(b)
	q[n-1] = bits.TrailingZeros32(o)
	var inv [MaxN]int
	board.Invert(inv[:n], q[:n])
	if w := board.ClassWeight(q[:n], inv[:n], true); w != 0 {
		out.add(w)
		if out.pairs != nil {
			out.pairs.add(q[:n], inv[:n], w)
		}
	}
}

// kill returns the squares of a row whose queen would leave no free
// square on the row t rows below it, whose free squares are now f (f ≠ 0).
// A queen on b takes b, b-t and b+t from that row, so it empties it just when
// f ⊆ {b-t, b, b+t}; the lowest square x of f is then b-t, b or b+t, which
// leaves three candidates to test, all at once and without a branch.
func kill(f uint32, t uint) uint32 {
	x := f & -f
	rest := uint64(f ^ x)
	up := uint64(x) << t
	// (v-1)>>32 is all ones in the low half just when v is 0.
	return uint32((rest-1)>>32&uint64(x>>t) | (rest&^up-1)>>32&uint64(x) | (rest&^(up|up<<t)-1)>>32&up)
}
