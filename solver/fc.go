package solver

import (
	"math/bits"

	"github.com/nqueens/nqueens/solver/internal/board"
)

// Forward checking (Strategy FC): the stepper's phases for it, and what it
// tells about the domains. The queens stand on the rows of st.placed, put
// down in the order st.order; s.dom[d] holds the domains once the first d
// of them stand.

// newFC sets up the search after the queens given (rows 0..base-1).
func (s *Stepper) newFC() {
	s.dom = make([][MaxN]uint64, s.n+1)
	for r := 0; r < s.base; r++ {
		s.st.order[r] = int8(r)
	}
	s.st.depth = s.base
	s.st.placed = board.LowBits(s.base)
	s.rebuildFC()
	s.st.row = s.nextRow()
	// The queens given may leave a row without a square: the first step
	// reports it, and the search ends.
	s.st.phase = phWipe
}

// rebuildFC recomputes the owners of the lines and the domains from the
// queens standing.
func (s *Stepper) rebuildFC() {
	clear(s.colOwner[:])
	clear(s.diagOwner[:])
	clear(s.antiOwner[:])
	for r := range s.dom[0][:s.n] {
		s.dom[0][r] = s.mask
	}
	var placed uint64
	for d := 0; d < s.st.depth; d++ {
		r := int(s.st.order[d])
		c := int(s.st.queens[r])
		s.mark(r, c, int8(r+1))
		s.pruneLevel(d, r, c, placed)
		placed |= 1 << uint(r)
	}
}

// pruneLevel computes the domains of level d+1 from level d, where the queen
// (r, c) joins the queens of placed: the rows without a queen lose the
// squares it attacks; the others keep theirs.
func (s *Stepper) pruneLevel(d, r, c int, placed uint64) {
	from, to := &s.dom[d], &s.dom[d+1]
	placed |= 1 << uint(r)
	for r2 := 0; r2 < s.n; r2++ {
		if placed&(1<<uint(r2)) != 0 {
			to[r2] = from[r2]
			continue
		}
		to[r2] = from[r2] &^ reach(r, c, r2, s.mask)
	}
}

// nextRow returns the row to fill once the queens standing are down: the
// first row without a queen from the top, or with MRV the one whose domain
// has the fewest squares (the topmost of a tie); N when all rows have one.
func (s *Stepper) nextRow() int {
	free := s.mask &^ s.st.placed
	if free == 0 {
		return s.n
	}
	if !s.opt.MRV {
		return bits.TrailingZeros64(free)
	}
	best, fewest := -1, MaxN+1
	dom := &s.dom[s.st.depth]
	for ; free != 0; free &= free - 1 {
		r := bits.TrailingZeros64(free)
		if k := popcount(dom[r]); k < fewest {
			best, fewest = r, k
		}
	}
	return best
}

// advanceFC is advance for forward checking.
func (s *Stepper) advanceFC() {
	st := &s.st
	for {
		switch st.phase {
		case phEnter:
			if st.depth == s.n {
				st.phase = phReturn
				s.emit(Solution, -1, -1)
				st.ev.Index = st.ev.Counters.Solutions
				return
			}
			st.free[st.row] = s.dom[st.depth][st.row]
			st.phase = phTry
		case phTry:
			r := st.row
			if st.free[r] == 0 {
				st.phase = phReturn
				continue
			}
			c := bits.TrailingZeros64(st.free[r])
			st.free[r] &^= 1 << uint(c)
			s.placeFC(r, c)
			return
		case phPrune:
			st.phase = phWipe
			if !s.prunedAny() {
				continue
			}
			s.emit(Prune, -1, -1)
			st.ev.By = s.lastQueen()
			return
		case phWipe:
			w := s.wipedRow()
			if w < 0 {
				st.phase = phEnter
				continue
			}
			st.phase = phReturn
			s.emit(WipeOut, w, -1)
			st.ev.By = s.lastPruner(w)
			return
		case phReturn:
			if st.depth == s.base {
				st.phase = phDone
				s.emit(Done, -1, -1)
				return
			}
			st.depth--
			r := int(st.order[st.depth])
			c := int(st.queens[r])
			st.placed &^= 1 << uint(r)
			s.mark(r, c, 0)
			st.row = r
			st.phase = phTry
			s.emit(Backtrack, r, c)
			return
		default: // phDone: advance is never called then
			return
		}
	}
}

// placeFC puts a queen on (r, c), computes the domains it leaves and picks
// the row to fill next; the prune and a wipe-out are reported by the next
// steps.
func (s *Stepper) placeFC(r, c int) {
	st := &s.st
	st.queens[r] = int8(c)
	st.order[st.depth] = int8(r)
	s.pruneLevel(st.depth, r, c, st.placed)
	st.placed |= 1 << uint(r)
	st.depth++
	s.mark(r, c, int8(r+1))
	st.row = s.nextRow()
	st.phase = phPrune
	s.emit(Place, r, c)
}

// lastQueen returns the queen put down last.
func (s *Stepper) lastQueen() Square {
	r := int(s.st.order[s.st.depth-1])
	return Square{r, int(s.st.queens[r])}
}

// prunedAny reports whether the queen put down last took squares out of a
// domain.
func (s *Stepper) prunedAny() bool {
	for r := 0; r < s.n; r++ {
		if s.prunedAt(s.st.depth, r) != 0 {
			return true
		}
	}
	return false
}

// prunedAt returns the squares of row r that the d-th queen put down
// (1-based) took out of its domain.
func (s *Stepper) prunedAt(d, r int) uint64 { return s.dom[d-1][r] &^ s.dom[d][r] }

// wipedRow returns the first row without a queen whose domain is empty, or
// -1.
func (s *Stepper) wipedRow() int {
	dom := &s.dom[s.st.depth]
	for free := s.mask &^ s.st.placed; free != 0; free &= free - 1 {
		if r := bits.TrailingZeros64(free); dom[r] == 0 {
			return r
		}
	}
	return -1
}

// lastPruner returns the queen that took the last squares of row r's
// domain: the latest that took any.
func (s *Stepper) lastPruner(r int) Square {
	for d := s.level() - 1; d >= 0; d-- {
		if s.dom[d][r] != s.dom[d+1][r] {
			q := int(s.st.order[d])
			return Square{q, int(s.st.queens[q])}
		}
	}
	return Square{-1, -1}
}

// level returns the level of s.dom that the board shows: the domains once
// every queen standing has pruned, but before the prune of the queen just
// put down is reported.
func (s *Stepper) level() int {
	if s.st.phase == phPrune {
		return s.st.depth - 1
	}
	return s.st.depth
}

// Domain returns the domain of row r with fc, as a bitset (bit c for
// column c): the squares of the row that no queen standing attacks, which
// the search may still use. For a row holding a queen it is the domain the
// row had when the queen went down (the squares its frame goes through).
// Right after a place, before the prune is reported, the domains are those
// from before the new queen. 0 for the other strategies.
func (s *Stepper) Domain(r int) uint64 {
	if s.strategy != FC || r < 0 || r >= s.n {
		return 0
	}
	if s.st.placed&(1<<uint(r)) != 0 {
		for d := 0; d < s.st.depth; d++ {
			if int(s.st.order[d]) == r {
				return s.dom[d][r]
			}
		}
	}
	return s.dom[s.level()][r]
}

// PrunedBy returns the queen that took square (row, col) out of its row's
// domain, with fc: the first queen standing to attack it, as the domains
// show them (see Domain). ok is false when the square is in the domain,
// when its row holds a queen, and for the other strategies.
func (s *Stepper) PrunedBy(row, col int) (by Square, ok bool) {
	if s.strategy != FC || row < 0 || row >= s.n || col < 0 || col >= s.n || s.st.placed&(1<<uint(row)) != 0 {
		return Square{}, false
	}
	bit := uint64(1) << uint(col)
	for d := 0; d < s.level(); d++ {
		if s.dom[d][row]&bit != 0 && s.dom[d+1][row]&bit == 0 {
			q := int(s.st.order[d])
			return Square{q, int(s.st.queens[q])}, true
		}
	}
	return Square{}, false
}

// DeadRow tells, at a backtrack of fc, why the queen lifted went: the row
// that ran out of squares while it stood. wipedOut is true when the queen's
// own prune left the row without a square (the wipe-out reported before);
// otherwise the row is the one the search filled next, all of whose squares
// it tried — the next one down, or with MRV the one with the fewest
// squares, the topmost of a tie. row is -1 after a solution (the queen
// lifted completed it), at the other events and for the other strategies.
// The stepper keeps only the domains of the queens standing: those of the
// lifted queen's level are worked out again.
func (s *Stepper) DeadRow() (row int, wipedOut bool) {
	ev := s.st.ev
	if s.strategy != FC || ev.Kind != Backtrack {
		return -1, false
	}
	dom := &s.dom[s.st.depth]
	row, fewest := -1, MaxN+1
	for free := s.mask &^ (s.st.placed | 1<<uint(ev.Row)); free != 0; free &= free - 1 {
		r := bits.TrailingZeros64(free)
		left := popcount(dom[r] &^ reach(ev.Row, ev.Col, r, s.mask))
		if left == 0 {
			return r, true
		}
		if row < 0 || s.opt.MRV && left < fewest {
			row, fewest = r, left
		}
	}
	return row, false
}

// Pruned returns, with fc at a prune event, the squares of row r that the
// queen just put down (Event.By) took out of its domain, as a bitset: those
// whose PrunedBy is that queen. 0 at the other events and for the other
// strategies.
func (s *Stepper) Pruned(r int) uint64 {
	if s.strategy != FC || s.st.ev.Kind != Prune || r < 0 || r >= s.n {
		return 0
	}
	return s.prunedAt(s.st.depth, r)
}

// Order returns the rows holding queens in the order their queens went
// down (with fc and MRV not top down), appended to dst.
func (s *Stepper) Order(dst []int) []int {
	if s.strategy != FC {
		for r := 0; r < s.Placed(); r++ {
			dst = append(dst, r)
		}
		return dst
	}
	for d := 0; d < s.st.depth; d++ {
		dst = append(dst, int(s.st.order[d]))
	}
	return dst
}

// fcRemaining is Remaining for fc.
func (s *Stepper) fcRemaining(r int) uint64 {
	switch {
	case r < 0 || r >= s.n || s.st.phase == phDone:
		return 0
	case s.st.placed&(1<<uint(r)) != 0:
		return s.st.free[r]
	case r != s.st.row:
		return 0
	case s.st.phase == phTry:
		return s.st.free[r]
	}
	return s.Domain(r) // not entered yet: all of it is ahead
}
