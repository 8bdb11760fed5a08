package replay

import (
	"fmt"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// Why an event of a determined strategy differs from the reference run:
// the rule it breaks, worked out from the board before it (the reference
// stepper stepped back one event). Each function returns "" when none of
// its rules applies, and diagnose falls back to the plain difference.

// diagnose returns the reason rec is not exp, the reference run's event.
func (c *Checker) diagnose(rec *Record, exp solver.Event, expPruned *[solver.MaxN]uint64) i18n.Msg {
	if why := notUsed(c.hdr, rec.Kind); why.ID != "" {
		return why
	}
	if rec.Step != exp.Counters.Steps {
		return misnumbered(rec.Step, exp.Counters.Steps)
	}
	if rec.Kind != exp.Kind {
		switch exp.Kind {
		case solver.Solution:
			return i18n.NewMsg(i18n.WhySolutionNow, fmt.Sprint(c.hdr.N))
		case solver.WipeOut:
			return i18n.NewMsg(i18n.WhyWipeOutNow, fmt.Sprint(exp.Row), exp.By)
		case solver.Prune:
			return i18n.NewMsg(i18n.WhyPruneNow, exp.By)
		}
	}
	var why i18n.Msg
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
	if why.ID == "" {
		why = i18n.NewMsg(i18n.WhyNotHere, Describe(c.hdr))
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
func (c *Checker) rowFilled() i18n.Msg {
	if r := c.ref.Row(); r < c.hdr.N {
		return i18n.NewMsg(i18n.WhyRowFilled, fmt.Sprint(r))
	}
	return i18n.NewMsg(i18n.WhyEveryRow)
}

// squareTried returns the square the last event tried (array, bitmask),
// ok false when the last event was not a try.
func (c *Checker) squareTried() (solver.Square, bool) {
	ev := c.ref.Event()
	return solver.Square{Row: ev.Row, Col: ev.Col}, ev.Kind == solver.Try
}

func (c *Checker) whyPlace(rec *Record, exp solver.Event) i18n.Msg {
	s, sq := c.ref, solver.Square{Row: rec.Row, Col: rec.Col}
	if q := s.QueenCol(rec.Row); q >= 0 {
		return i18n.NewMsg(i18n.WhyRowHasQueen, fmt.Sprint(rec.Row), solver.Square{Row: rec.Row, Col: q})
	}
	if by, line, ok := c.attacker(sq); ok {
		return i18n.NewMsg(i18n.WhyAttacked, sq, by, lineWord(line))
	}
	if _, ok := s.FC(); ok {
		return c.whyFCOrder(sq, exp)
	}
	if col, _, ok := s.PlaceRule(rec.Row); ok {
		// The rule's words, made now in every language: the stepper
		// moves on before the report is read.
		rule := i18n.EachOf(func(l i18n.Lang) string { _, r, _ := solver.PlaceRuleIn(s, l, rec.Row); return r })
		if next := s.Row(); rec.Row != next {
			return i18n.NewMsg(i18n.WhyTopDown, s.Strategy(), fmt.Sprint(next))
		}
		return i18n.NewMsg(i18n.WhyConstruct, s.Strategy(), fmt.Sprint(rec.Row), solver.Square{Row: rec.Row, Col: col}, fmt.Sprint(col+1), rule)
	}
	if exp.Kind == solver.Attack {
		return i18n.NewMsg(i18n.WhyBitmaskAttackFirst, fmt.Sprint(exp.Row), solver.Square{Row: exp.Row, Col: exp.Col})
	}
	if rec.Row != s.Row() {
		return i18n.NewMsg(i18n.WhyRowByRow, c.rowFilled())
	}
	if tried, ok := c.squareTried(); !ok || tried != sq {
		return i18n.NewMsg(i18n.WhyPlaceTried, sq)
	}
	return i18n.Msg{}
}

// whyFCOrder tells why fc does not place on sq, a safe square, now.
func (c *Checker) whyFCOrder(sq solver.Square, exp solver.Event) i18n.Msg {
	s := c.ref
	fv, _ := s.FC() // the reference is forward checking
	if next := s.Row(); sq.Row != next && next < c.hdr.N {
		if c.hdr.MRV {
			return i18n.NewMsg(i18n.WhyMRVNext, fmt.Sprint(next), howMany(i18n.AmountSquares, popcount(fv.Domain(next))), fmt.Sprint(sq.Row), fmt.Sprint(popcount(fv.Domain(sq.Row))))
		}
		return i18n.NewMsg(i18n.WhyFCTopDown, fmt.Sprint(next))
	}
	rem := s.Remaining(sq.Row)
	bit := uint64(1) << uint(sq.Col)
	switch {
	case rem&bit == 0:
		return i18n.NewMsg(i18n.WhyFCTried, sq)
	case exp.Kind == solver.Place && exp.Row == sq.Row && exp.Col < sq.Col:
		return i18n.NewMsg(i18n.WhyFCSkipped, solver.Square{Row: exp.Row, Col: exp.Col})
	case exp.Kind == solver.Backtrack:
		return i18n.NewMsg(i18n.WhyMustLift, fmt.Sprint(sq.Row), solver.Square{Row: exp.Row, Col: exp.Col})
	}
	return i18n.Msg{}
}

func (c *Checker) whyTry(rec *Record, exp solver.Event) i18n.Msg {
	s, sq := c.ref, solver.Square{Row: rec.Row, Col: rec.Col}
	if rec.Row != s.Row() {
		if q := s.QueenCol(rec.Row); q >= 0 {
			return i18n.NewMsg(i18n.WhyRowHasQueenFilled, fmt.Sprint(rec.Row), solver.Square{Row: rec.Row, Col: q}, c.rowFilled())
		}
		return i18n.NewMsg(i18n.WhyOneRowAtATime, c.rowFilled())
	}
	if tried, ok := c.squareTried(); ok {
		if c.hdr.Strategy.TriesAttacked() {
			return i18n.NewMsg(i18n.WhyTriedUnsettled, tried)
		}
		return i18n.NewMsg(i18n.WhyBitmaskPlaceNext, tried)
	}
	if c.hdr.Strategy.TriesFreeOnly() {
		if by, line, ok := c.attacker(sq); ok {
			return i18n.NewMsg(i18n.WhyBitmaskFreeOnly, sq, by, lineWord(line))
		}
		if exp.Kind == solver.Attack {
			return i18n.NewMsg(i18n.WhyBitmaskAttackFirst, fmt.Sprint(exp.Row), solver.Square{Row: exp.Row, Col: exp.Col})
		}
	}
	bit := uint64(1) << uint(rec.Col)
	if s.Remaining(rec.Row)&bit == 0 {
		return i18n.NewMsg(i18n.WhyTriedOnce, sq)
	}
	if exp.Kind == solver.Try && exp.Row == rec.Row && exp.Col < rec.Col {
		if c.hdr.Strategy.TriesFreeOnly() {
			return i18n.NewMsg(i18n.WhyBitmaskLowest, solver.Square{Row: exp.Row, Col: exp.Col})
		}
		skipped := i18n.NewMsg(i18n.WhyColumn, fmt.Sprint(exp.Col))
		if rec.Col-exp.Col > 1 {
			skipped = i18n.NewMsg(i18n.WhyColumns, fmt.Sprint(exp.Col), fmt.Sprint(rec.Col-1))
		}
		return i18n.NewMsg(i18n.WhyArraySkipped, skipped, fmt.Sprint(rec.Row))
	}
	return i18n.Msg{}
}

func (c *Checker) whyAttack(rec *Record, exp solver.Event) i18n.Msg {
	s, sq := c.ref, solver.Square{Row: rec.Row, Col: rec.Col}
	if rec.Row != s.Row() {
		return i18n.NewMsg(i18n.WhyAttackRow, c.rowFilled())
	}
	if c.hdr.Strategy.TriesAttacked() {
		if tried, ok := c.squareTried(); !ok || tried != sq {
			return i18n.NewMsg(i18n.WhyAttackTried, sq)
		}
	}
	first, firstLine, attacked := c.attacker(sq)
	switch {
	case !attacked:
		return i18n.NewMsg(i18n.WhyNotAttacked, sq)
	case s.QueenCol(rec.By.Row) != rec.By.Col || rec.By.Row == rec.Row:
		return i18n.NewMsg(i18n.WhyNoQueenAttacks, rec.By, first, sq, lineWord(firstLine))
	}
	switch line := solver.AttackLine(rec.By, sq); {
	case line == solver.NoLine:
		return i18n.NewMsg(i18n.WhyOtherAttacks, rec.By, sq, first, lineWord(firstLine))
	case line != rec.Line:
		return i18n.NewMsg(i18n.WhyOtherLine, rec.By, sq, lineWord(line), lineWord(rec.Line))
	case rec.By != first:
		return i18n.NewMsg(i18n.WhyWrongQueen, first, lineWord(firstLine))
	}
	if c.hdr.Strategy.TriesAttacked() {
		return i18n.Msg{}
	}
	if exp.Kind == solver.Attack && exp.Row == rec.Row && exp.Col < rec.Col {
		return i18n.NewMsg(i18n.WhyBitmaskLeftToRight, solver.Square{Row: exp.Row, Col: exp.Col})
	}
	return i18n.NewMsg(i18n.WhyBitmaskOnce, sq)
}

func (c *Checker) whyBacktrack(rec *Record, exp solver.Event) i18n.Msg {
	s, sq := c.ref, solver.Square{Row: rec.Row, Col: rec.Col}
	if s.QueenCol(rec.Row) != rec.Col {
		return i18n.NewMsg(i18n.WhyNoQueenToLift, sq)
	}
	if last, _ := c.lastPlaced(); last != sq {
		return i18n.NewMsg(i18n.WhyLiftLast, last)
	}
	if exp.Kind == solver.Attack {
		return i18n.NewMsg(i18n.WhyBitmaskAttackFirst, fmt.Sprint(exp.Row), solver.Square{Row: exp.Row, Col: exp.Col})
	}
	row := s.Row()
	if row >= c.hdr.N {
		return i18n.Msg{}
	}
	rem := s.Remaining(row)
	if c.hdr.Strategy.TriesAttacked() && s.Event().Kind == solver.Try {
		rem |= 1 << uint(s.Event().Col) // tried, not yet settled
	}
	switch {
	case rem == 0:
		return i18n.Msg{}
	case c.hdr.Strategy.TriesAttacked():
		return i18n.NewMsg(i18n.WhyStillToTry, fmt.Sprint(row), squares(row, rem))
	case c.hdr.Strategy.Produces(solver.Prune):
		return i18n.NewMsg(i18n.WhyStillInDomain, fmt.Sprint(row), squares(row, rem))
	}
	return i18n.NewMsg(i18n.WhyStillSafe, fmt.Sprint(row), squares(row, rem))
}

func (c *Checker) whySolution(rec *Record, exp solver.Event) i18n.Msg {
	s := c.ref
	if placed := s.Placed(); placed < c.hdr.N {
		return i18n.NewMsg(i18n.WhyNotSolutionPlaced, fmt.Sprint(placed), fmt.Sprint(c.hdr.N))
	}
	for r, col := range rec.Queens {
		if s.QueenCol(r) != col {
			return i18n.NewMsg(i18n.WhyQueensListed, fmt.Sprint(rec.Queens), fmt.Sprint(s.Queens()))
		}
	}
	if exp.Kind != solver.Solution {
		return i18n.NewMsg(i18n.WhySolutionAgain)
	}
	if rec.Index != exp.Index {
		return i18n.NewMsg(i18n.WhyIndex, fmt.Sprint(rec.Index), fmt.Sprint(exp.Index))
	}
	return i18n.Msg{}
}

func (c *Checker) whyDone(rec *Record, exp solver.Event) i18n.Msg {
	if exp.Kind != solver.Done {
		if placed := c.ref.Placed(); placed > 0 {
			return i18n.NewMsg(i18n.WhyNotOver, howMany(i18n.AmountQueens, placed))
		}
		return i18n.NewMsg(i18n.WhyNotOverRow0)
	}
	return i18n.NewMsg(i18n.WhyDoneCounts, howMany(i18n.NarrSolutions, rec.Solutions), fmt.Sprint(exp.Counters.Solutions))
}

func (c *Checker) whyPrune(rec *Record, exp solver.Event, expPruned *[solver.MaxN]uint64) i18n.Msg {
	if exp.Kind != solver.Prune {
		if c.ref.Event().Kind != solver.Place {
			return i18n.NewMsg(i18n.WhyPruneAfterPlace)
		}
		return i18n.NewMsg(i18n.WhyNothingToPrune, solver.Square{Row: c.ref.Event().Row, Col: c.ref.Event().Col})
	}
	if rec.By != exp.By {
		return i18n.NewMsg(i18n.WhyPruneIsLast, exp.By)
	}
	var got [solver.MaxN]uint64
	for _, sq := range rec.Pruned {
		bit := uint64(1) << uint(sq.Col)
		if got[sq.Row]&bit != 0 {
			return i18n.NewMsg(i18n.WhyPruneTwice, sq)
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
	parts := joined{by: i18n.FactAnd}
	if len(missing) > 0 {
		parts.parts = append(parts.parts, i18n.NewMsg(i18n.WhyPruneMisses, strings.Join(missing, ", ")))
	}
	if len(extra) > 0 {
		parts.parts = append(parts.parts, i18n.NewMsg(i18n.WhyPruneAdds, strings.Join(extra, ", ")))
	}
	if len(parts.parts) == 0 {
		return i18n.Msg{}
	}
	return i18n.NewMsg(i18n.WhyPruneOf, exp.By, parts)
}

func (c *Checker) whyWipeOut(rec *Record, exp solver.Event) i18n.Msg {
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
		return i18n.NewMsg(i18n.WhyWipeHasQueen, fmt.Sprint(rec.Row), solver.Square{Row: rec.Row, Col: q})
	}
	if exp.Kind != solver.WipeOut {
		if dom := domain(rec.Row); dom != 0 && s.Event().Kind == solver.Prune {
			return i18n.NewMsg(i18n.WhyDomainHolds, fmt.Sprint(rec.Row), squares(rec.Row, dom))
		}
		return i18n.NewMsg(i18n.WhyWipeAfterPrune)
	}
	if rec.Row != exp.Row {
		if dom := domain(rec.Row); dom != 0 {
			return i18n.NewMsg(i18n.WhyDomainHoldsOther, fmt.Sprint(rec.Row), squares(rec.Row, dom), fmt.Sprint(exp.Row))
		}
		return i18n.NewMsg(i18n.WhyWipeFirst, fmt.Sprint(exp.Row))
	}
	if rec.By != exp.By {
		return i18n.NewMsg(i18n.WhyLastSquareBy, fmt.Sprint(rec.Row), exp.By)
	}
	return i18n.Msg{}
}

func popcount(x uint64) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}
