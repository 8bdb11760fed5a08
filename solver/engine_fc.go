package solver

import (
	"math/bits"
	"strconv"

	"github.com/nqueens/nqueens/internal/kit/i18n"
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
	itoa := strconv.Itoa
	switch ev.Kind {
	case None:
		how := l.T(i18n.NarrFCTopDown)
		if s.opt.MRV {
			how = l.T(i18n.NarrFCByMRV)
		}
		if s.base > 0 {
			return l.Sprintf(i18n.NarrFCReadyGiven, l.Sprintf(i18n.NarrQueensGiven, s.base, itoa(s.base)), how)
		}
		return l.Sprintf(i18n.NarrFCReady, how, itoa(s.n))
	case Place:
		left := amount(l, i18n.NarrSquares, uint64(popcount(e.domain(ev.Row))))
		if s.opt.MRV {
			return l.Sprintf(i18n.NarrFCPlaceMRV, itoa(ev.Row), left, square(ev.Row, ev.Col))
		}
		return l.Sprintf(i18n.NarrFCPlace, itoa(ev.Row), square(ev.Row, ev.Col), left)
	case Prune:
		squares, rows := 0, 0
		for r := 0; r < s.n; r++ {
			if lost := popcount(e.pruned(r)); lost > 0 {
				squares += lost
				rows++
			}
		}
		return l.Sprintf(i18n.NarrFCPrune, ev.By.String(), amount(l, i18n.NarrSquares, uint64(squares)), amount(l, i18n.NarrRows, uint64(rows)))
	case WipeOut:
		return l.Sprintf(i18n.NarrFCWipeOut, ev.By.String(), itoa(ev.Row))
	case Backtrack:
		return e.narrateBacktrack(l)
	case Solution:
		return narrateSolution(l, s)
	case Done:
		c := ev.Counters
		queens := amount(l, i18n.NarrQueens, c.Placements)
		if c.Solutions == 0 {
			return l.Sprintf(i18n.NarrFCDoneNone, itoa(s.n), queens, amount(l, i18n.NarrDomains, c.WipeOuts))
		}
		done := i18n.NarrFCDoneAll
		if c.Solutions == 1 {
			done = i18n.NarrFCDoneOne
		}
		return l.Sprintf(done, amount(l, i18n.NarrSolutions, c.Solutions), queens, amount(l, i18n.NarrWipeOuts, c.WipeOuts))
	}
	return ev.Kind.String()
}

// narrateBacktrack is a backtrack's narration in l: why the queen is
// lifted, then where the search goes on.
func (e *fcEngine) narrateBacktrack(l i18n.Lang) string {
	s := e.s
	ev := s.st.ev
	itoa := strconv.Itoa
	lifted := Square{ev.Row, ev.Col}.String()
	below, wiped := e.deadRow()
	afterSolution := s.st.depth+1 == s.n
	why := l.Sprintf(i18n.NarrFCBack, itoa(below), lifted)
	switch {
	case afterSolution:
		why = l.Sprintf(i18n.NarrFCBackLast, itoa(ev.Row), lifted)
	case wiped:
		why = l.Sprintf(i18n.NarrFCBackWiped, lifted)
	}
	// The row goes on only if a square of its domain is left; the first
	// row of the search with none ends it. After a solution no row ran
	// out before, so the row is not out "either".
	over, up := i18n.NarrFCThenOverToo, i18n.NarrFCThenUpToo
	if afterSolution {
		over, up = i18n.NarrFCThenOver, i18n.NarrFCThenUp
	}
	left := s.Remaining(ev.Row) != 0
	switch {
	case left && afterSolution:
		return why + l.T(i18n.NarrFCThenMore)
	case left:
		return why + l.Sprintf(i18n.NarrFCThenNext, itoa(ev.Row))
	case s.st.depth == s.base:
		return why + l.Sprintf(over, itoa(ev.Row))
	}
	return why + l.Sprintf(up, itoa(ev.Row), itoa(int(s.st.order[s.st.depth-1])))
}
