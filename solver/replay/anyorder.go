package replay

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver"
)

// Order says how the trace of a search (array, bitmask, fc) is checked.
type Order uint8

const (
	// OrderReference checks it in lockstep against the reference
	// stepper: the same events in the same order.
	OrderReference Order = iota
	// OrderAny accepts any correct backtracking search of the strategy
	// (anyRules), whatever order it tries the columns in.
	OrderAny
)

// Orders are the orders, for a flag.
var Orders = []Order{OrderReference, OrderAny}

func (o Order) String() string {
	if o == OrderAny {
		return "any"
	}
	return "reference"
}

// anyRules checks the trace of a search by what makes it a correct
// backtracking search of its strategy, not by the reference's order: a
// student's solver may try the columns in any order and name any queen
// that attacks a square. The rules, per visit of a row (the row being
// filled once the queens above it in the search stand):
//   - every column of the row is dealt with exactly once: array tries it
//     and then reports the attack or puts the queen down; bitmask reports
//     an attacked square by its attack alone and tries only the free
//     ones; fc puts a queen on each square left in the row's domain;
//   - an attack names a standing queen that attacks the square along the
//     line it names, and a queen goes down only on a free square;
//   - fc fills the first row without a queen (with MRV, a row with the
//     fewest squares left, any of a tie), reports the prune of each queen
//     it puts down — exactly the squares it takes from the domains — and
//     a wipe-out of a row the prune left empty, then lifts the queen;
//   - a queen is lifted (backtrack) only when the row below it in the
//     search has had all its columns, or after a solution or a wipe-out;
//   - a solution is reported as soon as all N queens stand, and only then;
//     done comes when row 0's columns are all done, with the count of
//     solutions the solver's own count gives.
//
// Since the tree searched is the same in any order, these rules also make
// every solution reported exactly once. What differs from the reference is
// counted, for the report (differences).
type anyRules struct {
	hdr  Header
	n    int
	full uint64 // the columns of a row

	queens [solver.MaxN]int     // column of each row's queen, or -1
	order  [solver.MaxN]int     // rows in the order their queens went down
	depth  int                  // queens standing
	row    [solver.MaxN + 1]int // the row visited at each depth, -1 before it is chosen (fc)
	done   [solver.MaxN + 1]uint64
	// dom[d] are fc's domains once the first d queens stand.
	dom [solver.MaxN + 1][solver.MaxN]uint64

	phase   anyPhase
	pending solver.Square // the square tried (array, bitmask) or the queen just placed (fc)
	ev      solver.Event  // the last event, its counters included

	// For the report: per visit, the direction of the columns so far.
	last [solver.MaxN + 1]int
	dir  [solver.MaxN + 1]uint8
	diff anyDiff
}

type anyPhase uint8

const (
	anyFree  anyPhase = iota // in a visit: a column of it, a lift or done
	anyTried                 // a square tried: its attack or its place next
	anyPrune                 // fc: the prune of the queen just placed next
	anyWipe                  // fc: a domain is empty: the wipe-out next
	anyLift                  // fc: after the wipe-out, the lift of the queen
	anySolve                 // all queens stand: the solution next
	anyOver                  // after done
)

// The directions of a visit's columns.
const (
	dirUp   = 1 << iota // a column right of the one before
	dirDown             // a column left of the one before
)

// anyDiff counts what a trace does differently from the reference.
type anyDiff struct {
	up, down, mixed int // visits by the direction of their columns
	attackers       int // attacks naming another attacker or line
	lateAttacks     int // bitmask: attacks reported after a try of the visit
	ties            int // fc with MRV: a row of a tie other than the topmost
	wipes           int // fc: a wipe-out naming another empty row
}

// OrderStrategies are the strategies an Order applies to: the searches
// that try every column, whose run n and the options determine.
var OrderStrategies = func() []solver.Strategy {
	var out []solver.Strategy
	for _, s := range solver.Strategies {
		if s.Exhaustive() && s.Determined() {
			out = append(out, s)
		}
	}
	return out
}()

func newAnyRules(h Header) (*anyRules, error) {
	if h.N < 1 || h.N > solver.MaxN {
		return nil, boardSizeError(int64(h.N))
	}
	if !slices.Contains(OrderStrategies, h.Strategy) {
		return nil, i18n.Errorf(i18n.ReplayOrderAny, strings.Join(solver.StrategyNames(OrderStrategies), ", "), h.Strategy.String())
	}
	a := &anyRules{hdr: h, n: h.N, full: 1<<uint(h.N) - 1, ev: solver.Event{Kind: solver.None, Row: -1, Col: -1}}
	for r := range a.queens {
		a.queens[r] = -1
	}
	for d := range a.row {
		a.row[d], a.last[d] = -1, -1
	}
	for r := 0; r < a.n; r++ {
		a.dom[0][r] = a.full
	}
	if !a.fc() {
		a.row[0] = 0
	}
	return a, nil
}

func (a *anyRules) fc() bool { return a.hdr.Strategy.PlacesOnly() }

func (a *anyRules) queenCol(r int) int {
	if r < 0 || r >= a.n {
		return -1
	}
	return a.queens[r]
}

// columns returns the columns the visit at depth d deals with.
func (a *anyRules) columns(d int) uint64 {
	if !a.fc() {
		return a.full
	}
	if r := a.row[d]; r >= 0 {
		return a.dom[d][r]
	}
	return a.full // not chosen yet: it has columns, or it would be wiped out
}

// exhausted reports whether the visit at the top has had all its columns.
func (a *anyRules) exhausted() bool {
	d := a.depth
	return d == a.n || a.row[d] >= 0 && a.done[d] == a.columns(d)
}

// attackOn returns a standing queen that attacks sq, ok false if none does.
func (a *anyRules) attackOn(sq solver.Square) (solver.Square, solver.Line, bool) {
	return firstAttacker(a.n, a.queenCol, sq)
}

func (a *anyRules) check(rec *Record) (solver.Event, string, string) {
	if a.phase == anyOver {
		return solver.Event{}, "an event after done: the search is over", ""
	}
	if why := framing(a.hdr, rec, a.ev.Counters.Steps); why != "" {
		return solver.Event{}, why, a.expected()
	}
	if why := a.rule(rec); why != "" {
		return solver.Event{}, why, a.expected()
	}
	ev := solver.Event{Kind: rec.Kind, Row: rec.Row, Col: rec.Col, By: rec.By, Line: rec.Line, Index: rec.Index, Counters: a.ev.Counters}
	bump(&ev.Counters, rec.Kind)
	a.ev = ev
	return ev, "", ""
}

// rule returns the rule rec breaks, or "", and applies it to the board.
func (a *anyRules) rule(rec *Record) string {
	sq := solver.Square{Row: rec.Row, Col: rec.Col}
	switch a.phase {
	case anyTried:
		if (rec.Kind != solver.Attack && rec.Kind != solver.Place) || sq != a.pending {
			return fmt.Sprintf("%s was just tried: its attack or its queen comes next", a.pending)
		}
	case anyPrune:
		if rec.Kind != solver.Prune {
			return fmt.Sprintf("the queen just placed at %s takes squares from the domains of the rows without a queen: its prune must be reported now", a.pending)
		}
	case anyWipe:
		if rec.Kind != solver.WipeOut {
			return fmt.Sprintf("row %d has no square left in its domain (the queen at %s took the last): the wipe-out must be reported now", a.emptyRow(), a.pending)
		}
	case anyLift:
		if rec.Kind != solver.Backtrack {
			return fmt.Sprintf("a row is wiped out: the queen at %s must be lifted now", a.pending)
		}
	case anySolve:
		if rec.Kind != solver.Solution {
			return fmt.Sprintf("all %d queens stand: the solution must be reported now", a.n)
		}
	}
	switch rec.Kind {
	case solver.Try:
		return a.try(sq)
	case solver.Attack:
		return a.attack(rec, sq)
	case solver.Place:
		return a.place(sq)
	case solver.Prune:
		return a.prune(rec)
	case solver.WipeOut:
		return a.wipeOut(rec)
	case solver.Backtrack:
		return a.lift(sq)
	case solver.Solution:
		return a.solution(rec)
	case solver.Done:
		return a.finish(rec)
	}
	return fmt.Sprintf("%s does not make this event here", Describe(a.hdr))
}

// column checks that sq is a column of the visit not dealt with yet, and
// marks it dealt with.
func (a *anyRules) column(sq solver.Square) string {
	d := a.depth
	if d == a.n {
		return fmt.Sprintf("all %d queens stand and the solution is reported: the next event lifts a queen", a.n)
	}
	if q := a.queens[sq.Row]; q >= 0 {
		return fmt.Sprintf("row %d already has a queen, at %s", sq.Row, solver.Square{Row: sq.Row, Col: q})
	}
	if a.row[d] < 0 {
		if why := a.chooseRow(sq.Row); why != "" {
			return why
		}
	}
	if r := a.row[d]; sq.Row != r {
		return fmt.Sprintf("the row being filled is %d, until each of its columns is done and the queen above it is lifted", r)
	}
	bit := uint64(1) << uint(sq.Col)
	if a.done[d]&bit != 0 {
		return fmt.Sprintf("column %d of row %d is done already in this visit of the row: each column once", sq.Col, sq.Row)
	}
	if a.columns(d)&bit == 0 {
		return fmt.Sprintf("%s is not in row %d's domain: a queen before took it", sq, sq.Row)
	}
	a.done[d] |= bit
	return ""
}

// turn notes the direction of a visit's column c, for the report.
func (a *anyRules) turn(c int) {
	d := a.depth
	switch l := a.last[d]; {
	case l < 0:
	case c > l:
		a.dir[d] |= dirUp
	default:
		a.dir[d] |= dirDown
	}
	a.last[d] = c
}

// chooseRow makes r the row fc fills at the top, if it may be.
func (a *anyRules) chooseRow(r int) string {
	d := a.depth
	first, least, fewest := -1, -1, solver.MaxN+1
	for r2 := 0; r2 < a.n; r2++ {
		if a.queens[r2] >= 0 {
			continue
		}
		if first < 0 {
			first = r2
		}
		if k := bits.OnesCount64(a.dom[d][r2]); k < fewest {
			least, fewest = r2, k
		}
	}
	switch {
	case !a.hdr.MRV && r != first:
		return fmt.Sprintf("%s fills the rows top down: the next is row %d", Describe(a.hdr), first)
	case a.hdr.MRV && bits.OnesCount64(a.dom[d][r]) != fewest:
		return fmt.Sprintf("MRV fills a row with the fewest squares left: row %d has %s, row %d %d", r, text.Amount(uint64(bits.OnesCount64(a.dom[d][r])), "square"), least, fewest)
	case a.hdr.MRV && r != least:
		a.diff.ties++
	}
	a.row[d] = r
	return ""
}

func (a *anyRules) try(sq solver.Square) string {
	if why := a.column(sq); why != "" {
		return why
	}
	if !a.hdr.Strategy.TriesAttacked() {
		if by, line, ok := a.attackOn(sq); ok {
			a.done[a.depth] &^= 1 << uint(sq.Col)
			return fmt.Sprintf("%s is attacked by the queen at %s along the %s: %s tries only the free squares and reports an attacked one by its attack alone", sq, by, line, a.hdr.Strategy)
		}
	}
	a.turn(sq.Col)
	a.pending, a.phase = sq, anyTried
	return ""
}

func (a *anyRules) attack(rec *Record, sq solver.Square) string {
	if a.phase != anyTried {
		if a.hdr.Strategy.TriesAttacked() {
			return fmt.Sprintf("%s attacks only the square just tried, and %s was not", a.hdr.Strategy, sq)
		}
		if why := a.column(sq); why != "" {
			return why
		}
		if a.last[a.depth] >= 0 {
			a.diff.lateAttacks++
		}
	}
	by := rec.By
	if by.Row < 0 || by.Row >= a.n || a.queens[by.Row] != by.Col {
		return fmt.Sprintf("no queen stands at %s to attack %s", by, sq)
	}
	if line := solver.AttackLine(by, sq); line != rec.Line {
		if line == solver.NoLine {
			return fmt.Sprintf("the queen at %s does not attack %s", by, sq)
		}
		return fmt.Sprintf("the queen at %s attacks %s along the %s, not the %s", by, sq, line, rec.Line)
	}
	if ref, line, _ := a.attackOn(sq); ref != by || line != rec.Line {
		a.diff.attackers++
	}
	a.phase = anyFree
	return ""
}

func (a *anyRules) place(sq solver.Square) string {
	if a.fc() {
		if why := a.column(sq); why != "" {
			return why
		}
		a.turn(sq.Col)
	} else if a.phase != anyTried {
		return fmt.Sprintf("a queen goes down on the square just tried, and %s was not", sq)
	}
	if by, line, ok := a.attackOn(sq); ok {
		return fmt.Sprintf("%s is attacked by the queen at %s along the %s: a queen goes only on a free square", sq, by, line)
	}
	d := a.depth
	a.queens[sq.Row], a.order[d], a.depth = sq.Col, sq.Row, d+1
	a.row[d+1], a.done[d+1], a.last[d+1], a.dir[d+1] = -1, 0, -1, 0
	if !a.fc() && d+1 < a.n {
		a.row[d+1] = d + 1
	}
	a.pending, a.phase = sq, anyFree
	if a.fc() {
		pruned := false
		for r := 0; r < a.n; r++ {
			a.dom[d+1][r] = a.dom[d][r]
			if a.queens[r] < 0 {
				a.dom[d+1][r] &^= a.reach(sq, r)
				pruned = pruned || a.dom[d+1][r] != a.dom[d][r]
			}
		}
		if pruned {
			a.phase = anyPrune
			return ""
		}
	}
	a.settle()
	return ""
}

// reach returns the squares of row r that a queen at q attacks.
func (a *anyRules) reach(q solver.Square, r int) uint64 {
	var set uint64
	for c := 0; c < a.n; c++ {
		if solver.AttackLine(q, solver.Square{Row: r, Col: c}) != solver.NoLine {
			set |= 1 << uint(c)
		}
	}
	return set
}

// settle sets the phase once a queen is down and its prune reported.
func (a *anyRules) settle() {
	switch {
	case a.fc() && a.emptyRow() >= 0:
		a.phase = anyWipe
	case a.depth == a.n:
		a.phase = anySolve
	default:
		a.phase = anyFree
	}
}

// emptyRow returns the topmost row without a queen whose domain is empty,
// or -1.
func (a *anyRules) emptyRow() int {
	for r := 0; r < a.n; r++ {
		if a.queens[r] < 0 && a.dom[a.depth][r] == 0 {
			return r
		}
	}
	return -1
}

func (a *anyRules) prune(rec *Record) string {
	if a.phase != anyPrune {
		return "no queen just put down takes squares from a domain: a prune follows the place of its queen"
	}
	if rec.By != a.pending {
		return fmt.Sprintf("the prune is the queen's just placed, at %s", a.pending)
	}
	d := a.depth
	var got [solver.MaxN]uint64
	for _, sq := range rec.Pruned {
		bit := uint64(1) << uint(sq.Col)
		switch {
		case got[sq.Row]&bit != 0:
			return fmt.Sprintf("%s is listed twice", sq)
		case a.queens[sq.Row] >= 0:
			return fmt.Sprintf("%s is on row %d, which has its queen: only the domains of the rows without one are pruned", sq, sq.Row)
		case a.dom[d-1][sq.Row]&bit == 0:
			return fmt.Sprintf("%s is not in row %d's domain: a queen before took it", sq, sq.Row)
		case a.dom[d][sq.Row]&bit != 0:
			return fmt.Sprintf("the queen at %s does not attack %s", a.pending, sq)
		}
		got[sq.Row] |= bit
	}
	for r := 0; r < a.n; r++ {
		if missing := a.dom[d-1][r] &^ a.dom[d][r] &^ got[r]; missing != 0 {
			return fmt.Sprintf("the queen at %s also takes %s from row %d's domain", a.pending, squares(r, missing), r)
		}
	}
	a.settle()
	return ""
}

func (a *anyRules) wipeOut(rec *Record) string {
	if a.phase != anyWipe {
		return "no row's domain is empty: there is no wipe-out"
	}
	if rec.By != a.pending {
		return fmt.Sprintf("the queen just placed, at %s, took the last square of row %d's domain", a.pending, a.emptyRow())
	}
	if rec.Row < 0 || rec.Row >= a.n || a.queens[rec.Row] >= 0 || a.dom[a.depth][rec.Row] != 0 {
		return fmt.Sprintf("row %d still has squares in its domain: the empty one is row %d", rec.Row, a.emptyRow())
	}
	if rec.Row != a.emptyRow() {
		a.diff.wipes++
	}
	a.phase = anyLift
	return ""
}

func (a *anyRules) lift(sq solver.Square) string {
	if a.depth == 0 {
		return "no queen stands to lift"
	}
	d := a.depth
	top := solver.Square{Row: a.order[d-1], Col: a.queens[a.order[d-1]]}
	if sq != top {
		return fmt.Sprintf("the queen to lift is the last put down, at %s", top)
	}
	if a.phase != anyLift && !a.exhausted() {
		return a.untried(d)
	}
	a.closeVisit(d)
	a.queens[sq.Row], a.depth = -1, d-1
	a.phase = anyFree
	return ""
}

// untried is the reason a visit at depth d cannot end yet.
func (a *anyRules) untried(d int) string {
	if a.row[d] < 0 {
		return "the next row has squares left and none is tried yet: a backtrack comes only once every column of the row is done"
	}
	r := a.row[d]
	return fmt.Sprintf("row %d still has %s untried: a backtrack comes only once every column of the row is done", r, squares(r, a.columns(d)&^a.done[d]))
}

// closeVisit counts the direction of the visit at depth d, which ends.
func (a *anyRules) closeVisit(d int) {
	switch a.dir[d] {
	case dirUp:
		a.diff.up++
	case dirDown:
		a.diff.down++
	case dirUp | dirDown:
		a.diff.mixed++
	}
}

func (a *anyRules) solution(rec *Record) string {
	if a.phase != anySolve {
		if a.depth == a.n {
			return "the solution is reported already"
		}
		return fmt.Sprintf("only %d of %d queens stand: a solution has all", a.depth, a.n)
	}
	if want := a.ev.Counters.Solutions + 1; rec.Index != want {
		return fmt.Sprintf(`"index" is %d, but this is solution %d`, rec.Index, want)
	}
	for r, c := range rec.Queens {
		if a.queens[r] != c {
			return fmt.Sprintf("the queens are %s, not %s", ints(a.queens[:a.n]), ints(rec.Queens))
		}
	}
	a.phase = anyFree
	return ""
}

func (a *anyRules) finish(rec *Record) string {
	if a.depth > 0 || !a.exhausted() {
		if a.depth == 0 {
			return a.untried(0)
		}
		return fmt.Sprintf("%s still stand: the search is over only when row 0's columns are all done", text.Amount(uint64(a.depth), "queen"))
	}
	a.closeVisit(0)
	found := a.ev.Counters.Solutions
	if rec.HasSolutions() && rec.Solutions != found {
		return fmt.Sprintf("done says %s, but the trace reports %d", text.Amount(rec.Solutions, "solution"), found)
	}
	if all := solver.CountCompletions(a.n, nil); found != all {
		return fmt.Sprintf("the trace reports %s, but the %d×%d board has %d", text.Amount(found, "solution"), a.n, a.n, all)
	}
	a.phase = anyOver
	return ""
}

// expected says what the rules allow next.
func (a *anyRules) expected() string {
	switch a.phase {
	case anyTried:
		return fmt.Sprintf("the attack on %s, or its place", a.pending)
	case anyPrune:
		return fmt.Sprintf("the prune of the queen at %s", a.pending)
	case anyWipe:
		return fmt.Sprintf("the wipe-out of row %d", a.emptyRow())
	case anyLift:
		return fmt.Sprintf("the backtrack of the queen at %s", a.pending)
	case anySolve:
		return "the solution " + ints(a.queens[:a.n])
	case anyOver:
		return ""
	}
	d := a.depth
	switch {
	case d == a.n, a.exhausted() && d > 0:
		r := a.order[d-1]
		return fmt.Sprintf("the backtrack of the queen at %s", solver.Square{Row: r, Col: a.queens[r]})
	case a.exhausted():
		return "done"
	case a.row[d] < 0:
		return "a queen on a square left in a domain"
	}
	r := a.row[d]
	return fmt.Sprintf("one of row %d's columns left: %s", r, squares(r, a.columns(d)&^a.done[d]))
}

// differences says how the trace differs from the reference's search:
// "columns tried right to left", or "" if in nothing.
func (a *anyRules) differences() string {
	var out []string
	dd := a.diff
	switch {
	case dd.mixed > 0 || dd.up > 0 && dd.down > 0:
		out = append(out, "columns tried in varying orders")
	case dd.down > 0:
		out = append(out, "columns tried right to left")
	}
	if dd.attackers > 0 {
		out = append(out, fmt.Sprintf("attackers named differ from the reference's at %s", text.Amount(uint64(dd.attackers), "event")))
	}
	if dd.lateAttacks > 0 {
		out = append(out, fmt.Sprintf("%s reported after a try of the row", text.Amount(uint64(dd.lateAttacks), "attack")))
	}
	if dd.ties > 0 {
		out = append(out, fmt.Sprintf("another row of an MRV tie filled than the topmost at %s", text.Amount(uint64(dd.ties), "visit")))
	}
	if dd.wipes > 0 {
		out = append(out, fmt.Sprintf("another empty row named than the topmost at %s", text.Amount(uint64(dd.wipes), "wipe-out")))
	}
	return strings.Join(out, "; ")
}
