package solver

import "math/bits"

// fcDomains is what an engine tells about the domains of forward checking;
// FCView documents each. The fc engine implements it, and so would an
// engine replaying an fc trace from outside.
type fcDomains interface {
	domain(r int) uint64
	prunedBy(row, col int) (Square, bool)
	deadRow() (row int, wipedOut bool)
	pruned(r int) uint64
	order(dst []int) []int
}

// FCView is what forward checking keeps beside the board: the domains of
// the rows, who pruned each square, and the order the queens went down.
// Stepper.FC returns it.
type FCView struct {
	n int
	d fcDomains
}

// FC returns the view of forward checking's domains; ok is false for the
// strategies that keep none.
func (s *Stepper) FC() (v FCView, ok bool) {
	d, ok := s.eng.(fcDomains)
	return FCView{s.n, d}, ok
}

// Domain returns the domain of row r, as a bitset (bit c for column c):
// the squares of the row that no queen standing attacks, which the search
// may still use. For a row holding a queen it is the domain the row had
// when the queen went down (the squares its frame goes through). Right
// after a place, before the prune is reported, the domains are those from
// before the new queen.
func (v FCView) Domain(r int) uint64 {
	if r < 0 || r >= v.n {
		return 0
	}
	return v.d.domain(r)
}

// PrunedBy returns the queen that took square (row, col) out of its row's
// domain: the first queen standing to attack it, as the domains show them
// (see Domain). ok is false when the square is in the domain and when its
// row holds a queen.
func (v FCView) PrunedBy(row, col int) (by Square, ok bool) {
	if row < 0 || row >= v.n || col < 0 || col >= v.n {
		return Square{}, false
	}
	return v.d.prunedBy(row, col)
}

// DeadRow tells, at a backtrack, why the queen lifted went: the row that
// ran out of squares while it stood. wipedOut is true when the queen's own
// prune left the row without a square (the wipe-out reported before);
// otherwise the row is the one the search filled next, all of whose squares
// it tried — the next one down, or with MRV the one with the fewest
// squares, the topmost of a tie. row is -1 after a solution (the queen
// lifted completed it) and at the other events. The stepper keeps only the
// domains of the queens standing: those of the lifted queen's level are
// worked out again.
func (v FCView) DeadRow() (row int, wipedOut bool) { return v.d.deadRow() }

// Pruned returns, at a prune event, the squares of row r that the queen
// just put down (Event.By) took out of its domain, as a bitset: those whose
// PrunedBy is that queen. 0 at the other events.
func (v FCView) Pruned(r int) uint64 {
	if r < 0 || r >= v.n {
		return 0
	}
	return v.d.pruned(r)
}

// Order appends the rows holding queens in the order their queens went
// down (with MRV not top down) to dst.
func (v FCView) Order(dst []int) []int { return v.d.order(dst) }

// Order returns the rows holding queens in the order their queens went
// down (with fc and MRV not top down), appended to dst.
func (s *Stepper) Order(dst []int) []int {
	if v, ok := s.FC(); ok {
		return v.Order(dst)
	}
	for r := 0; r < s.Placed(); r++ {
		dst = append(dst, r)
	}
	return dst
}

// fcFields are the fields of forward checking's own events: the queen
// that pruned and the squares it pruned, the queen that wiped a row out.
func fcFields(s *Stepper, ev Event, dst []Field) []Field {
	switch ev.Kind {
	case Prune:
		pruned := s.squareBuf[:0]
		if v, ok := s.FC(); ok {
			for r := range s.N() {
				for p := v.Pruned(r); p != 0; p &= p - 1 {
					pruned = append(pruned, Square{Row: r, Col: bits.TrailingZeros64(p)})
				}
			}
		}
		s.squareBuf = pruned
		dst = append(dst, squareField("by", ev.By), Field{Key: PrunedKey, Form: FieldSquares, Squares: pruned})
	case WipeOut:
		dst = append(dst, squareField("by", ev.By))
	}
	return dst
}
