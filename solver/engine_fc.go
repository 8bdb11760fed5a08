package solver

import (
	"fmt"
	"math/bits"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver/internal/board"
)

// The forward-checking engine (Strategy FC), and what it tells about the
// domains (FCView). The queens stand on the rows of st.placed, put down in
// the order st.order; e.dom[d] holds the domains once the first d of them
// stand.

var fcPseudocode = []string{
	"fc(domains):",
	"  if every row has a queen: report; return",
	"  row = next row   # mrv: fewest squares",
	"  for col in domains[row]:",
	"    place a queen on (row, col)",
	"    prune its attacks from the other rows",
	"    if no domain is empty:",
	"      fc(domains)",
	"    lift; restore domains   # backtrack",
	"  return              # row exhausted",
}

// fcLines: a place is entering the row (picking it) and taking the next
// square of its domain, a prune the pruning, a wipe-out the check that
// fails (the call is skipped), a backtrack the lift. These are the lines
// of each kind before the engine knows more (codeLines).
var fcLines = [numKinds]span{
	None:      {0, 0, 0},
	Place:     {2, 4, 4},
	Prune:     {5, 5, 5},
	WipeOut:   {6, 6, 6},
	Backtrack: {8, 8, 8},
	Solution:  {1, 1, 1},
	Done:      {9, 9, 9},
}

// fcCallLine and fcReturnLine are the lines of the recursive call and of the
// return of a row out of squares.
const (
	fcCallLine   = 7
	fcReturnLine = 9
)

// codeLines marks what really executes in the step: a prune that leaves no
// domain empty goes on through the check into the recursive call (and a
// place that prunes nothing, reported by no prune, does all of that); a
// backtrack from a row that ran out of squares is that row's return, then
// the lift.
func (e *fcEngine) codeLines(sp span) span {
	s := e.s
	switch ev := s.st.ev; ev.Kind {
	case Prune:
		if e.wipedRow() < 0 {
			sp.last = fcCallLine
		}
	case Place:
		if !e.prunedAny() && e.wipedRow() < 0 {
			sp.last = fcCallLine
		}
	case Backtrack:
		if _, wiped := e.deadRow(); !wiped && s.st.depth+1 != s.n {
			sp.last = fcReturnLine
		}
	}
	return sp
}

// The fc engine's phases.
const (
	fcEnter  phase = iota // enter row st.row (or report a solution when all rows hold a queen)
	fcTry                 // place a queen on the next square of the row's domain
	fcPrune               // report the squares the new queen prunes
	fcWipe                // report a domain the prune emptied
	fcReturn              // lift the last queen, or finish
)

type fcEngine struct {
	s   *Stepper
	own lineOwners
	// dom[d][r] is the domain of row r once the first d queens of
	// st.order stand (rebuilt by load): the squares no queen of those
	// attacks. A row's domain stays as it was when its queen went down.
	dom [][MaxN]uint64
}

// newFCEngine sets up the search after the queens given (rows 0..base-1).
func newFCEngine(s *Stepper) (engine, error) {
	e := &fcEngine{s: s, dom: make([][MaxN]uint64, s.n+1)}
	for r := 0; r < s.base; r++ {
		s.st.order[r] = int8(r)
	}
	s.st.depth = s.base
	s.st.placed = board.LowBits(s.base)
	e.load()
	s.st.row = e.nextRow()
	// The queens given may leave a row without a square: the first step
	// reports it, and the search ends.
	s.st.phase = fcWipe
	return e, nil
}

func (e *fcEngine) save() {}

// load recomputes the owners of the lines and the domains from the queens
// standing.
func (e *fcEngine) load() {
	s := e.s
	e.own.reset()
	for r := range e.dom[0][:s.n] {
		e.dom[0][r] = s.mask
	}
	var placed uint64
	for d := 0; d < s.st.depth; d++ {
		r := int(s.st.order[d])
		c := int(s.st.queens[r])
		e.own.mark(s.n, r, c, int8(r+1))
		e.pruneLevel(d, r, c, placed)
		placed |= 1 << uint(r)
	}
}

// pruneLevel computes the domains of level d+1 from level d, where the queen
// (r, c) joins the queens of placed: the rows without a queen lose the
// squares it attacks; the others keep theirs.
func (e *fcEngine) pruneLevel(d, r, c int, placed uint64) {
	s := e.s
	from, to := &e.dom[d], &e.dom[d+1]
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
func (e *fcEngine) nextRow() int {
	s := e.s
	free := s.mask &^ s.st.placed
	if free == 0 {
		return s.n
	}
	if !s.opt.MRV {
		return bits.TrailingZeros64(free)
	}
	best, fewest := -1, MaxN+1
	dom := &e.dom[s.st.depth]
	for ; free != 0; free &= free - 1 {
		r := bits.TrailingZeros64(free)
		if k := popcount(dom[r]); k < fewest {
			best, fewest = r, k
		}
	}
	return best
}

func (e *fcEngine) advance() {
	s := e.s
	st := &s.st
	for {
		switch st.phase {
		case fcEnter:
			if st.depth == s.n {
				st.phase = fcReturn
				s.emit(Solution, -1, -1)
				st.ev.Index = st.ev.Counters.Solutions
				return
			}
			st.free[st.row] = e.dom[st.depth][st.row]
			st.phase = fcTry
		case fcTry:
			r := st.row
			if st.free[r] == 0 {
				st.phase = fcReturn
				continue
			}
			c := bits.TrailingZeros64(st.free[r])
			st.free[r] &^= 1 << uint(c)
			e.place(r, c)
			return
		case fcPrune:
			st.phase = fcWipe
			if !e.prunedAny() {
				continue
			}
			s.emit(Prune, -1, -1)
			st.ev.By = e.lastQueen()
			return
		case fcWipe:
			w := e.wipedRow()
			if w < 0 {
				st.phase = fcEnter
				continue
			}
			st.phase = fcReturn
			s.emit(WipeOut, w, -1)
			st.ev.By = e.lastPruner(w)
			return
		case fcReturn:
			if st.depth == s.base {
				s.emit(Done, -1, -1)
				return
			}
			st.depth--
			r := int(st.order[st.depth])
			c := int(st.queens[r])
			st.placed &^= 1 << uint(r)
			e.own.mark(s.n, r, c, 0)
			st.row = r
			st.phase = fcTry
			s.emit(Backtrack, r, c)
			return
		}
	}
}

// place puts a queen on (r, c), computes the domains it leaves and picks
// the row to fill next; the prune and a wipe-out are reported by the next
// steps.
func (e *fcEngine) place(r, c int) {
	s := e.s
	st := &s.st
	st.queens[r] = int8(c)
	st.order[st.depth] = int8(r)
	e.pruneLevel(st.depth, r, c, st.placed)
	st.placed |= 1 << uint(r)
	st.depth++
	e.own.mark(s.n, r, c, int8(r+1))
	st.row = e.nextRow()
	st.phase = fcPrune
	s.emit(Place, r, c)
}

// lastQueen returns the queen put down last.
func (e *fcEngine) lastQueen() Square {
	s := e.s
	r := int(s.st.order[s.st.depth-1])
	return Square{r, int(s.st.queens[r])}
}

// prunedAny reports whether the queen put down last took squares out of a
// domain.
func (e *fcEngine) prunedAny() bool {
	s := e.s
	for r := 0; r < s.n; r++ {
		if e.prunedAt(s.st.depth, r) != 0 {
			return true
		}
	}
	return false
}

// prunedAt returns the squares of row r that the d-th queen put down
// (1-based) took out of its domain.
func (e *fcEngine) prunedAt(d, r int) uint64 { return e.dom[d-1][r] &^ e.dom[d][r] }

// wipedRow returns the first row without a queen whose domain is empty, or
// -1.
func (e *fcEngine) wipedRow() int {
	s := e.s
	dom := &e.dom[s.st.depth]
	for free := s.mask &^ s.st.placed; free != 0; free &= free - 1 {
		if r := bits.TrailingZeros64(free); dom[r] == 0 {
			return r
		}
	}
	return -1
}

// lastPruner returns the queen that took the last squares of row r's
// domain: the latest that took any.
func (e *fcEngine) lastPruner(r int) Square {
	s := e.s
	for d := e.level() - 1; d >= 0; d-- {
		if e.dom[d][r] != e.dom[d+1][r] {
			q := int(s.st.order[d])
			return Square{q, int(s.st.queens[q])}
		}
	}
	return Square{-1, -1}
}

// level returns the level of e.dom that the board shows: the domains once
// every queen standing has pruned, but before the prune of the queen just
// put down is reported.
func (e *fcEngine) level() int {
	s := e.s
	if s.st.phase == fcPrune {
		return s.st.depth - 1
	}
	return s.st.depth
}

func (e *fcEngine) domain(r int) uint64 {
	s := e.s
	if s.st.placed&(1<<uint(r)) != 0 {
		for d := 0; d < s.st.depth; d++ {
			if int(s.st.order[d]) == r {
				return e.dom[d][r]
			}
		}
	}
	return e.dom[e.level()][r]
}

func (e *fcEngine) prunedBy(row, col int) (by Square, ok bool) {
	s := e.s
	if s.st.placed&(1<<uint(row)) != 0 {
		return Square{}, false
	}
	bit := uint64(1) << uint(col)
	for d := 0; d < e.level(); d++ {
		if e.dom[d][row]&bit != 0 && e.dom[d+1][row]&bit == 0 {
			q := int(s.st.order[d])
			return Square{q, int(s.st.queens[q])}, true
		}
	}
	return Square{}, false
}

func (e *fcEngine) deadRow() (row int, wipedOut bool) {
	s := e.s
	ev := s.st.ev
	if ev.Kind != Backtrack {
		return -1, false
	}
	dom := &e.dom[s.st.depth]
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

func (e *fcEngine) pruned(r int) uint64 {
	if e.s.st.ev.Kind != Prune {
		return 0
	}
	return e.prunedAt(e.s.st.depth, r)
}

func (e *fcEngine) order(dst []int) []int {
	s := e.s
	for d := 0; d < s.st.depth; d++ {
		dst = append(dst, int(s.st.order[d]))
	}
	return dst
}

func (e *fcEngine) remaining(r int) uint64 {
	s := e.s
	switch {
	case s.st.placed&(1<<uint(r)) != 0:
		return s.st.free[r]
	case r != s.st.row:
		return 0
	case s.st.phase == fcTry:
		return s.st.free[r]
	}
	return e.domain(r) // not entered yet: all of it is ahead
}

func (e *fcEngine) placed() int { return e.s.st.depth }

func (e *fcEngine) queenCol(r int) int {
	if e.s.st.placed&(1<<uint(r)) == 0 {
		return -1
	}
	return int(e.s.st.queens[r])
}

func (e *fcEngine) appendQueens(dst []int) []int {
	s := e.s
	rows := s.st.depth
	if s.st.placed != board.LowBits(rows) {
		rows = s.n // a queen below an empty row: list them all
	}
	for r := 0; r < rows; r++ {
		dst = append(dst, e.queenCol(r))
	}
	return dst
}

func (e *fcEngine) threats(row, col int) Line { return e.own.threats(e.s.n, row, col) }

func (e *fcEngine) narrate(l i18n.Lang) string {
	s := e.s
	ev := s.st.ev
	switch ev.Kind {
	case None:
		how := "rows top down"
		if s.opt.MRV {
			how = "the row with the fewest squares left first (MRV)"
		}
		if s.base > 0 {
			return fmt.Sprintf("ready: %d %s given; forward checking fills %s, every row keeping a domain of the squares no queen attacks", s.base, text.Plural(s.base, "queen"), how)
		}
		return fmt.Sprintf("ready: forward checking fills %s; every row keeps a domain of the squares no queen attacks, all %d at first", how, s.n)
	case Place:
		left := text.Amount(popcount(e.domain(ev.Row)), "square")
		if s.opt.MRV {
			return fmt.Sprintf("row %d, the row with the fewest squares left (%s): place a queen on %s", ev.Row, left, square(ev.Row, ev.Col))
		}
		return fmt.Sprintf("row %d: place a queen on %s, the next of the %s of its domain", ev.Row, square(ev.Row, ev.Col), left)
	case Prune:
		squares, rows := 0, 0
		for r := 0; r < s.n; r++ {
			if lost := popcount(e.pruned(r)); lost > 0 {
				squares += lost
				rows++
			}
		}
		return fmt.Sprintf("prune: the queen at %s takes the %s it attacks out of the domains of %s", ev.By,
			text.Amount(squares, "square"), text.Amount(rows, "row"))
	case WipeOut:
		return fmt.Sprintf("wipe-out: the queen at %s took the last square of row %d — whatever goes on the rows still empty, row %d can get no queen, so %s is lifted at once",
			ev.By, ev.Row, ev.Row, ev.By)
	case Backtrack:
		lifted := Square{ev.Row, ev.Col}
		below, wiped := e.deadRow()
		why := fmt.Sprintf("backtrack: row %d has no square left to try — lift the queen at %s and give back what it pruned", below, lifted)
		switch {
		case s.st.depth+1 == s.n:
			why = fmt.Sprintf("row %d: lift the queen at %s and give back the squares it pruned", ev.Row, lifted)
		case wiped:
			why = fmt.Sprintf("backtrack: lift the queen at %s and give back the squares it pruned", lifted)
		}
		// The row goes on only if a square of its domain is left; the
		// first row of the search with none ends it.
		left, either := s.Remaining(ev.Row) != 0, " either"
		if s.st.depth+1 == s.n {
			either = "" // after a solution no row ran out before
		}
		switch {
		case left && s.st.depth+1 == s.n:
			return why + ", and look for more solutions"
		case left:
			return why + fmt.Sprintf("; try the next square of row %d", ev.Row)
		case s.st.depth == s.base:
			return why + fmt.Sprintf("; row %d has no square left%s: the search is over", ev.Row, either)
		}
		return why + fmt.Sprintf("; row %d has no square left%s: back to row %d", ev.Row, either, s.st.order[s.st.depth-1])
	case Solution:
		return narrateSolution(l, s)
	case Done:
		c := ev.Counters
		if c.Solutions == 0 {
			return fmt.Sprintf("done: the %d×%d board has no solution — %s placed, %s wiped out",
				s.n, s.n, text.Amount(c.Placements, "queen"), text.Amount(c.WipeOuts, "domain"))
		}
		return fmt.Sprintf("done: %s %s found with %s placed (the nodes of the search), %s",
			all(c.Solutions), text.Amount(c.Solutions, "solution"), text.Amount(c.Placements, "queen"), text.Amount(c.WipeOuts, "wipe-out"))
	}
	return ev.Kind.String()
}
