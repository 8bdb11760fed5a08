package fastcount

import "github.com/nqueens/nqueens/solver/internal/board"

// level is one row of the explicit stack: the row's columns and diagonals
// and, once the search has gone below it, the candidates left to try.
type level struct{ f, c, l, r uint32 }

// Subtree counts the completions of a partial board of n ≤ MaxN columns:
// row y (y ≤ n-4) is the next to fill, and the queens above it attack its
// columns c and its diagonals l ("\") and r ("/"), as in board.Attacks. It is
// the plain count without symmetry, for subtrees below any prefix.
func Subtree(n, y int, c, l, r uint32) uint64 {
	mask := uint32(board.LowBits(n))
	var allow [32]uint32
	for i := range allow {
		allow[i] = mask
	}
	return dfs(n, mask, &allow, y, c, l, r)
}

// dfs counts the completions of the state (y, c, l, r) — row y next,
// columns c, diagonals l and r — where row k may only use the columns in
// allow[k]. It needs y ≤ n-4. Rows up to n-4 are searched with an explicit
// stack and one-row look-ahead (a child whose row has no free square is never
// pushed); the last three rows are finished inline.
//
// The loop is written for Go's register allocator: no calls inside, and the
// current row's c, l and r are read from the stack array rather than kept
// in registers (they do not change while the row's candidates are tried,
// so the loads are off the critical path), which leaves enough registers
// for the rest.
func dfs(n int, mask uint32, allow *[32]uint32, y int, c, l, r uint32) uint64 {
	var stk [32]level
	al := *allow
	inner := n - 4 // rows whose children, on row n-3, are finished inline
	base := y
	stk[y&31] = level{c: c, l: l, r: r}
	f := al[y&31] &^ (c | l | r)
	var count uint64
	for {
		if f == 0 {
			if y == base {
				return count
			}
			y--
			f = stk[y&31].f
			continue
		}
		bit := f & -f
		f ^= bit
		st := &stk[y&31]
		nc, nl, nr := st.c|bit, (st.l|bit)<<1, (st.r|bit)>>1
		nf := al[(y+1)&31] &^ (nc | nl | nr)
		if nf == 0 {
			continue
		}
		if y == inner {
			// The child is on row n-3: finish its subtree here rather than
			// pushing it (fewer pushes, pops and mispredicted branches).
			// Each candidate g leaves at most two candidates b1, b2 on row
			// n-2, each leaving the other remaining column for the last
			// row, which must be neither attacked from above nor adjacent.
			for g := nf; g != 0; g &= g - 1 {
				b := g & -g
				c2, l2, r2 := nc|b, (nl|b)<<1, (nr|b)>>1
				f2 := al[(y+2)&31] &^ (c2 | l2 | r2)
				if f2 == 0 {
					continue
				}
				rem := mask &^ c2
				att := l2<<1 | r2>>1 | ^al[(y+3)&31]
				b1 := f2 & -f2
				b2 := f2 ^ b1
				if (rem^b1)&(att|b1<<1|b1>>1) == 0 {
					count++
				}
				if b2 != 0 && (rem^b2)&(att|b2<<1|b2>>1) == 0 {
					count++
				}
			}
			continue
		}
		st.f = f
		y++
		stk[y&31] = level{c: nc, l: nl, r: nr}
		f = nf
	}
}
