package replay

import (
	"fmt"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver"
)

// Why an event of a determined strategy differs from the reference run:
// the rule it breaks, worked out from the board before it (the reference
// stepper stepped back one event). Each function returns "" when none of
// its rules applies, and diagnose falls back to the plain difference.

// diagnose returns the reason rec is not exp, the reference run's event.
func (c *Checker) diagnose(rec *Record, exp solver.Event, expPruned *[solver.MaxN]uint64) string {
	if why := notUsed(c.hdr, rec.Kind); why != "" {
		return why
	}
	if rec.Step != exp.Counters.Steps {
		return misnumbered(rec.Step, exp.Counters.Steps)
	}
	if rec.Kind != exp.Kind {
		switch exp.Kind {
		case solver.Solution:
			return fmt.Sprintf("all %d queens stand: the solution must be reported now", c.hdr.N)
		case solver.WipeOut:
			return fmt.Sprintf("row %d has no square left in its domain (the queen at %s took the last): the wipe-out must be reported now", exp.Row, exp.By)
		case solver.Prune:
			return fmt.Sprintf("the queen just placed at %s takes squares from the domains of the rows without a queen: its prune must be reported now", exp.By)
		}
	}
	var why string
	switch rec.Kind {
	case solver.Place:
		why = c.whyPlace(rec, exp)
	case solver.Try:
		why = c.whyTry(rec, exp)
	case solver.Attack:
		why = c.whyAttack(rec, exp)
	case solver.Backtrack:
		why = c.whyBacktrack(rec, exp)
	case solver.Solution:
		why = c.whySolution(rec, exp)
	case solver.Done:
		why = c.whyDone(rec, exp)
	case solver.Prune:
		why = c.whyPrune(rec, exp, expPruned)
	case solver.WipeOut:
		why = c.whyWipeOut(rec, exp)
	}
	if why == "" {
		why = fmt.Sprintf("%s does not make this event here", Describe(c.hdr))
	}
	return why
}

// attacker returns the queen the search's check finds attacking sq: along
// the column first, then the diagonal, then the anti-diagonal, as the
// search checks them (the queen of sq's own row left out).
func (c *Checker) attacker(sq solver.Square) (by solver.Square, line solver.Line, ok bool) {
	return firstAttacker(c.hdr.N, c.ref.QueenCol, sq)
}

// firstAttacker returns the queen the reference's check finds attacking sq
// among the queens of queenCol (see attacker).
func firstAttacker(n int, queenCol func(r int) int, sq solver.Square) (by solver.Square, line solver.Line, ok bool) {
	for _, l := range []solver.Line{solver.Column, solver.Diagonal, solver.AntiDiagonal} {
		for r := 0; r < n; r++ {
			q := solver.Square{Row: r, Col: queenCol(r)}
			if r != sq.Row && q.Col >= 0 && solver.AttackLine(q, sq) == l {
				return q, l, true
			}
		}
	}
	return solver.Square{}, solver.NoLine, false
}

// lastPlaced returns the queen put down last, ok false when none stands.
func (c *Checker) lastPlaced() (solver.Square, bool) {
	order := c.ref.Order(nil)
	if len(order) == 0 {
		return solver.Square{}, false
	}
	r := order[len(order)-1]
	return solver.Square{Row: r, Col: c.ref.QueenCol(r)}, true
}

// rowFilled says which row the search fills now, for a message.
func (c *Checker) rowFilled() string {
	if r := c.ref.Row(); r < c.hdr.N {
		return fmt.Sprintf("the row being filled is %d", r)
	}
	return "every row has its queen"
}

// squareTried returns the square the last event tried (array, bitmask),
// ok false when the last event was not a try.
func (c *Checker) squareTried() (solver.Square, bool) {
	ev := c.ref.Event()
	return solver.Square{Row: ev.Row, Col: ev.Col}, ev.Kind == solver.Try
}

func (c *Checker) whyPlace(rec *Record, exp solver.Event) string {
	s, sq := c.ref, solver.Square{Row: rec.Row, Col: rec.Col}
	if q := s.QueenCol(rec.Row); q >= 0 {
		return fmt.Sprintf("row %d already has a queen, at %s", rec.Row, solver.Square{Row: rec.Row, Col: q})
	}
	if by, line, ok := c.attacker(sq); ok {
		return fmt.Sprintf("%s is attacked by the queen at %s along the %s", sq, by, line)
	}
	if _, ok := s.FC(); ok {
		return c.whyFCOrder(sq, exp)
	}
	if col, rule, ok := s.PlaceRule(rec.Row); ok {
		if next := s.Row(); rec.Row != next {
			return fmt.Sprintf("%s places the rows top down: the next is row %d", s.Strategy(), next)
		}
		return fmt.Sprintf("%s puts row %d's queen on %s, column %d counted from 1 — %s", s.Strategy(), rec.Row, solver.Square{Row: rec.Row, Col: col}, col+1, rule)
	}
	if exp.Kind == solver.Attack {
		return fmt.Sprintf("bitmask reports the attacked squares of row %d first: the attack on %s", exp.Row, solver.Square{Row: exp.Row, Col: exp.Col})
	}
	if rec.Row != s.Row() {
		return "queens go down row by row: " + c.rowFilled()
	}
	if tried, ok := c.squareTried(); !ok || tried != sq {
		return fmt.Sprintf("a queen goes down on the square just tried, and %s was not", sq)
	}
	return ""
}

// whyFCOrder tells why fc does not place on sq, a safe square, now.
func (c *Checker) whyFCOrder(sq solver.Square, exp solver.Event) string {
	s := c.ref
	fv, _ := s.FC() // the reference is forward checking
	if next := s.Row(); sq.Row != next && next < c.hdr.N {
		if c.hdr.MRV {
			return fmt.Sprintf("MRV fills next the row with the fewest squares left, the topmost of a tie: row %d (%s left), not row %d (%d)",
				next, text.Amount(popcount(fv.Domain(next)), "square"), sq.Row, popcount(fv.Domain(sq.Row)))
		}
		return fmt.Sprintf("forward checking fills the rows top down: the next row is %d", next)
	}
	rem := s.Remaining(sq.Row)
	bit := uint64(1) << uint(sq.Col)
	switch {
	case rem&bit == 0:
		return fmt.Sprintf("%s was tried already: fc takes the squares of a domain once each, left to right", sq)
	case exp.Kind == solver.Place && exp.Row == sq.Row && exp.Col < sq.Col:
		return fmt.Sprintf("%s is skipped: fc takes the squares of the domain left to right", solver.Square{Row: exp.Row, Col: exp.Col})
	case exp.Kind == solver.Backtrack:
		return fmt.Sprintf("row %d has no square left: the queen at %s must be lifted", sq.Row, solver.Square{Row: exp.Row, Col: exp.Col})
	}
	return ""
}

func (c *Checker) whyTry(rec *Record, exp solver.Event) string {
	s, sq := c.ref, solver.Square{Row: rec.Row, Col: rec.Col}
	if rec.Row != s.Row() {
		if q := s.QueenCol(rec.Row); q >= 0 {
			return fmt.Sprintf("row %d already has a queen, at %s: %s", rec.Row, solver.Square{Row: rec.Row, Col: q}, c.rowFilled())
		}
		return "the search tries the squares of one row at a time: " + c.rowFilled()
	}
	if tried, ok := c.squareTried(); ok {
		if c.hdr.Strategy.TriesAttacked() {
			return fmt.Sprintf("the square tried last, %s, is neither placed nor reported attacked", tried)
		}
		return fmt.Sprintf("bitmask tries the free squares only, so the square tried last, %s, is placed next", tried)
	}
	if c.hdr.Strategy.TriesFreeOnly() {
		if by, line, ok := c.attacker(sq); ok {
			return fmt.Sprintf("bitmask tries the free squares only: %s is attacked by the queen at %s along the %s", sq, by, line)
		}
		if exp.Kind == solver.Attack {
			return fmt.Sprintf("bitmask reports the attacked squares of row %d first: the attack on %s", exp.Row, solver.Square{Row: exp.Row, Col: exp.Col})
		}
	}
	bit := uint64(1) << uint(rec.Col)
	if s.Remaining(rec.Row)&bit == 0 {
		return fmt.Sprintf("%s was tried already: each square of a row is tried once", sq)
	}
	if exp.Kind == solver.Try && exp.Row == rec.Row && exp.Col < rec.Col {
		if c.hdr.Strategy.TriesFreeOnly() {
			return fmt.Sprintf("%s is free and lower: bitmask tries the lowest free square first", solver.Square{Row: exp.Row, Col: exp.Col})
		}
		skipped := fmt.Sprintf("column %d", exp.Col)
		if rec.Col-exp.Col > 1 {
			skipped = fmt.Sprintf("columns %d to %d", exp.Col, rec.Col-1)
		}
		return fmt.Sprintf("%s of row %d skipped: array tries every column, left to right", skipped, rec.Row)
	}
	return ""
}

func (c *Checker) whyAttack(rec *Record, exp solver.Event) string {
	s, sq := c.ref, solver.Square{Row: rec.Row, Col: rec.Col}
	if rec.Row != s.Row() {
		return "an attack is on a square of the row being filled: " + c.rowFilled()
	}
	if c.hdr.Strategy.TriesAttacked() {
		if tried, ok := c.squareTried(); !ok || tried != sq {
			return fmt.Sprintf("an attack reports the square just tried, and %s was not", sq)
		}
	}
	first, firstLine, attacked := c.attacker(sq)
	switch {
	case !attacked:
		return fmt.Sprintf("%s is not attacked: no queen stands on its column or diagonals", sq)
	case s.QueenCol(rec.By.Row) != rec.By.Col || rec.By.Row == rec.Row:
		return fmt.Sprintf("there is no queen at %s (the queen at %s attacks %s along the %s)", rec.By, first, sq, firstLine)
	}
	switch line := solver.AttackLine(rec.By, sq); {
	case line == solver.NoLine:
		return fmt.Sprintf("the queen at %s does not attack %s (the queen at %s does, along the %s)", rec.By, sq, first, firstLine)
	case line != rec.Line:
		return fmt.Sprintf("the queen at %s attacks %s along the %s, not the %s", rec.By, sq, line, rec.Line)
	case rec.By != first:
		return fmt.Sprintf("wrong queen: the search checks the column, then the diagonal, then the anti-diagonal, and finds the queen at %s along the %s first", first, firstLine)
	}
	if c.hdr.Strategy.TriesAttacked() {
		return ""
	}
	if exp.Kind == solver.Attack && exp.Row == rec.Row && exp.Col < rec.Col {
		return fmt.Sprintf("bitmask reports the attacked squares of a row left to right: the attack on %s comes first", solver.Square{Row: exp.Row, Col: exp.Col})
	}
	return fmt.Sprintf("the attack on %s was reported already: bitmask reports each attacked square of a row once, when it enters the row", sq)
}

func (c *Checker) whyBacktrack(rec *Record, exp solver.Event) string {
	s, sq := c.ref, solver.Square{Row: rec.Row, Col: rec.Col}
	if s.QueenCol(rec.Row) != rec.Col {
		return fmt.Sprintf("there is no queen at %s to lift", sq)
	}
	if last, _ := c.lastPlaced(); last != sq {
		return fmt.Sprintf("the queen placed last is at %s: it is lifted first", last)
	}
	if exp.Kind == solver.Attack {
		return fmt.Sprintf("bitmask reports the attacked squares of row %d first: the attack on %s", exp.Row, solver.Square{Row: exp.Row, Col: exp.Col})
	}
	row := s.Row()
	if row >= c.hdr.N {
		return ""
	}
	rem := s.Remaining(row)
	if c.hdr.Strategy.TriesAttacked() && s.Event().Kind == solver.Try {
		rem |= 1 << uint(s.Event().Col) // tried, not yet settled
	}
	switch {
	case rem == 0:
		return ""
	case c.hdr.Strategy.TriesAttacked():
		return fmt.Sprintf("row %d still has squares to try: %s", row, squares(row, rem))
	case c.hdr.Strategy.Produces(solver.Prune):
		return fmt.Sprintf("row %d still has untried squares in its domain: %s", row, squares(row, rem))
	}
	return fmt.Sprintf("row %d still has untried safe squares: %s", row, squares(row, rem))
}

func (c *Checker) whySolution(rec *Record, exp solver.Event) string {
	s := c.ref
	if placed := s.Placed(); placed < c.hdr.N {
		return fmt.Sprintf("not a solution: %d of the %d queens stand", placed, c.hdr.N)
	}
	for r, col := range rec.Queens {
		if s.QueenCol(r) != col {
			return fmt.Sprintf("the queens listed, %v, are not those of the board, %v", rec.Queens, s.Queens())
		}
	}
	if exp.Kind != solver.Solution {
		return "this solution was reported already"
	}
	if rec.Index != exp.Index {
		return fmt.Sprintf(`"index" is %d: this is solution %d (they are numbered from 1)`, rec.Index, exp.Index)
	}
	return ""
}

func (c *Checker) whyDone(rec *Record, exp solver.Event) string {
	if exp.Kind != solver.Done {
		if placed := c.ref.Placed(); placed > 0 {
			return fmt.Sprintf("the search is not over: %s still stand", text.Amount(placed, "queen"))
		}
		return "the search is not over: row 0 has squares left to try"
	}
	return fmt.Sprintf("done counts %s, the trace reported %d", text.Amount(rec.Solutions, "solution"), exp.Counters.Solutions)
}

func (c *Checker) whyPrune(rec *Record, exp solver.Event, expPruned *[solver.MaxN]uint64) string {
	if exp.Kind != solver.Prune {
		if c.ref.Event().Kind != solver.Place {
			return "a prune comes right after the place of its queen"
		}
		return fmt.Sprintf("the queen at %s takes no square from a domain: there is nothing to prune", solver.Square{Row: c.ref.Event().Row, Col: c.ref.Event().Col})
	}
	if rec.By != exp.By {
		return fmt.Sprintf("the queen placed last is at %s: the prune is its", exp.By)
	}
	var got [solver.MaxN]uint64
	for _, sq := range rec.Pruned {
		bit := uint64(1) << uint(sq.Col)
		if got[sq.Row]&bit != 0 {
			return fmt.Sprintf("the prune lists %s twice", sq)
		}
		got[sq.Row] |= bit
	}
	var missing, extra []string
	for r := 0; r < c.hdr.N; r++ {
		if m := expPruned[r] &^ got[r]; m != 0 {
			missing = append(missing, squares(r, m))
		}
		if x := got[r] &^ expPruned[r]; x != 0 {
			extra = append(extra, squares(r, x))
		}
	}
	var parts []string
	if len(missing) > 0 {
		parts = append(parts, "misses "+strings.Join(missing, ", ")+" (attacked by it and still in their domains)")
	}
	if len(extra) > 0 {
		parts = append(parts, "adds "+strings.Join(extra, ", ")+" (not attacked by it, out of the domain already, or on a row with a queen)")
	}
	if len(parts) == 0 {
		return ""
	}
	return fmt.Sprintf("the prune of the queen at %s %s", exp.By, strings.Join(parts, " and "))
}

func (c *Checker) whyWipeOut(rec *Record, exp solver.Event) string {
	s := c.ref
	// The domains, if the reference keeps any (a wipe-out claimed of
	// another strategy is found wrong by its kind).
	fv, isFC := s.FC()
	domain := func(r int) uint64 {
		if !isFC {
			return 0
		}
		return fv.Domain(r)
	}
	if q := s.QueenCol(rec.Row); q >= 0 {
		return fmt.Sprintf("row %d has a queen, at %s: only a row without one has a domain to wipe out", rec.Row, solver.Square{Row: rec.Row, Col: q})
	}
	if exp.Kind != solver.WipeOut {
		if dom := domain(rec.Row); dom != 0 && s.Event().Kind == solver.Prune {
			return fmt.Sprintf("row %d's domain still holds %s: no wipe-out", rec.Row, squares(rec.Row, dom))
		}
		return "a wipe-out comes right after the prune that empties a domain"
	}
	if rec.Row != exp.Row {
		if dom := domain(rec.Row); dom != 0 {
			return fmt.Sprintf("row %d's domain still holds %s; row %d's is empty", rec.Row, squares(rec.Row, dom), exp.Row)
		}
		return fmt.Sprintf("the wipe-out names the first row left empty, row %d", exp.Row)
	}
	if rec.By != exp.By {
		return fmt.Sprintf("the last square of row %d was taken by the queen at %s", rec.Row, exp.By)
	}
	return ""
}

func popcount(x uint64) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}
