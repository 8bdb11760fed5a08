package replay

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
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

func (a *anyRules) check(rec *Record) (solver.Event, i18n.Msg, i18n.Msg) {
	if a.phase == anyOver {
		return solver.Event{}, i18n.NewMsg(i18n.ReplayAfterDone), i18n.Msg{}
	}
	if why := framing(a.hdr, rec, a.ev.Counters.Steps); why.ID != "" {
		return solver.Event{}, why, a.expected()
	}
	if why := a.rule(rec); why.ID != "" {
		return solver.Event{}, why, a.expected()
	}
	ev := solver.Event{Kind: rec.Kind, Row: rec.Row, Col: rec.Col, By: rec.By, Line: rec.Line, Index: rec.Index, Counters: a.ev.Counters}
	bump(&ev.Counters, rec.Kind)
	a.ev = ev
	return ev, i18n.Msg{}, i18n.Msg{}
}

// rule returns the rule rec breaks, or "", and applies it to the board.
func (a *anyRules) rule(rec *Record) i18n.Msg {
	sq := solver.Square{Row: rec.Row, Col: rec.Col}
	switch a.phase {
	case anyTried:
		if (rec.Kind != solver.Attack && rec.Kind != solver.Place) || sq != a.pending {
			return i18n.NewMsg(i18n.WhyJustTried, a.pending)
		}
	case anyPrune:
		if rec.Kind != solver.Prune {
			return i18n.NewMsg(i18n.WhyPruneNow, a.pending)
		}
	case anyWipe:
		if rec.Kind != solver.WipeOut {
			return i18n.NewMsg(i18n.WhyWipeOutNow, fmt.Sprint(a.emptyRow()), a.pending)
		}
	case anyLift:
		if rec.Kind != solver.Backtrack {
			return i18n.NewMsg(i18n.WhyLiftNow, a.pending)
		}
	case anySolve:
		if rec.Kind != solver.Solution {
			return i18n.NewMsg(i18n.WhySolutionNow, fmt.Sprint(a.n))
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
	return i18n.NewMsg(i18n.WhyNotHere, Describe(a.hdr))
}

// column checks that sq is a column of the visit not dealt with yet, and
// marks it dealt with.
func (a *anyRules) column(sq solver.Square) i18n.Msg {
	d := a.depth
	if d == a.n {
		return i18n.NewMsg(i18n.WhyLiftAfterSolution, fmt.Sprint(a.n))
	}
	if q := a.queens[sq.Row]; q >= 0 {
		return i18n.NewMsg(i18n.WhyRowHasQueen, fmt.Sprint(sq.Row), solver.Square{Row: sq.Row, Col: q})
	}
	if a.row[d] < 0 {
		if why := a.chooseRow(sq.Row); why.ID != "" {
			return why
		}
	}
	if r := a.row[d]; sq.Row != r {
		return i18n.NewMsg(i18n.WhyRowUntil, fmt.Sprint(r))
	}
	bit := uint64(1) << uint(sq.Col)
	if a.done[d]&bit != 0 {
		return i18n.NewMsg(i18n.WhyColumnDone, fmt.Sprint(sq.Col), fmt.Sprint(sq.Row))
	}
	if a.columns(d)&bit == 0 {
		return i18n.NewMsg(i18n.WhyNotInDomain, sq, fmt.Sprint(sq.Row))
	}
	a.done[d] |= bit
	return i18n.Msg{}
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
func (a *anyRules) chooseRow(r int) i18n.Msg {
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
		return i18n.NewMsg(i18n.WhyFillsTopDown, Describe(a.hdr), fmt.Sprint(first))
	case a.hdr.MRV && bits.OnesCount64(a.dom[d][r]) != fewest:
		return i18n.NewMsg(i18n.WhyMRVFewest, fmt.Sprint(r), howMany(i18n.AmountSquares, uint64(bits.OnesCount64(a.dom[d][r]))), fmt.Sprint(least), fmt.Sprint(fewest))
	case a.hdr.MRV && r != least:
		a.diff.ties++
	}
	a.row[d] = r
	return i18n.Msg{}
}

func (a *anyRules) try(sq solver.Square) i18n.Msg {
	if why := a.column(sq); why.ID != "" {
		return why
	}
	if !a.hdr.Strategy.TriesAttacked() {
		if by, line, ok := a.attackOn(sq); ok {
			a.done[a.depth] &^= 1 << uint(sq.Col)
			return i18n.NewMsg(i18n.WhyFreeOnlyAttack, sq, by, lineWord(line), a.hdr.Strategy)
		}
	}
	a.turn(sq.Col)
	a.pending, a.phase = sq, anyTried
	return i18n.Msg{}
}

func (a *anyRules) attack(rec *Record, sq solver.Square) i18n.Msg {
	if a.phase != anyTried {
		if a.hdr.Strategy.TriesAttacked() {
			return i18n.NewMsg(i18n.WhyAttacksTriedOnly, a.hdr.Strategy, sq)
		}
		if why := a.column(sq); why.ID != "" {
			return why
		}
		if a.last[a.depth] >= 0 {
			a.diff.lateAttacks++
		}
	}
	by := rec.By
	if by.Row < 0 || by.Row >= a.n || a.queens[by.Row] != by.Col {
		return i18n.NewMsg(i18n.WhyNoQueenToAttack, by, sq)
	}
	if line := solver.AttackLine(by, sq); line != rec.Line {
		if line == solver.NoLine {
			return i18n.NewMsg(i18n.WhyDoesNotAttack, by, sq)
		}
		return i18n.NewMsg(i18n.WhyOtherLine, by, sq, lineWord(line), lineWord(rec.Line))
	}
	if ref, line, _ := a.attackOn(sq); ref != by || line != rec.Line {
		a.diff.attackers++
	}
	a.phase = anyFree
	return i18n.Msg{}
}

func (a *anyRules) place(sq solver.Square) i18n.Msg {
	if a.fc() {
		if why := a.column(sq); why.ID != "" {
			return why
		}
		a.turn(sq.Col)
	} else if a.phase != anyTried {
		return i18n.NewMsg(i18n.WhyPlaceTried, sq)
	}
	if by, line, ok := a.attackOn(sq); ok {
		return i18n.NewMsg(i18n.WhyPlaceFree, sq, by, lineWord(line))
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
			return i18n.Msg{}
		}
	}
	a.settle()
	return i18n.Msg{}
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

func (a *anyRules) prune(rec *Record) i18n.Msg {
	if a.phase != anyPrune {
		return i18n.NewMsg(i18n.WhyNoPrune)
	}
	if rec.By != a.pending {
		return i18n.NewMsg(i18n.WhyPruneJustPlaced, a.pending)
	}
	d := a.depth
	var got [solver.MaxN]uint64
	for _, sq := range rec.Pruned {
		bit := uint64(1) << uint(sq.Col)
		switch {
		case got[sq.Row]&bit != 0:
			return i18n.NewMsg(i18n.WhyListedTwice, sq)
		case a.queens[sq.Row] >= 0:
			return i18n.NewMsg(i18n.WhyPruneRowQueen, sq, fmt.Sprint(sq.Row))
		case a.dom[d-1][sq.Row]&bit == 0:
			return i18n.NewMsg(i18n.WhyNotInDomain, sq, fmt.Sprint(sq.Row))
		case a.dom[d][sq.Row]&bit != 0:
			return i18n.NewMsg(i18n.WhyDoesNotAttack, a.pending, sq)
		}
		got[sq.Row] |= bit
	}
	for r := 0; r < a.n; r++ {
		if missing := a.dom[d-1][r] &^ a.dom[d][r] &^ got[r]; missing != 0 {
			return i18n.NewMsg(i18n.WhyAlsoTakes, a.pending, squares(r, missing), fmt.Sprint(r))
		}
	}
	a.settle()
	return i18n.Msg{}
}

func (a *anyRules) wipeOut(rec *Record) i18n.Msg {
	if a.phase != anyWipe {
		return i18n.NewMsg(i18n.WhyNoWipe)
	}
	if rec.By != a.pending {
		return i18n.NewMsg(i18n.WhyTookLast, a.pending, fmt.Sprint(a.emptyRow()))
	}
	if rec.Row < 0 || rec.Row >= a.n || a.queens[rec.Row] >= 0 || a.dom[a.depth][rec.Row] != 0 {
		return i18n.NewMsg(i18n.WhyEmptyIsOther, fmt.Sprint(rec.Row), fmt.Sprint(a.emptyRow()))
	}
	if rec.Row != a.emptyRow() {
		a.diff.wipes++
	}
	a.phase = anyLift
	return i18n.Msg{}
}

func (a *anyRules) lift(sq solver.Square) i18n.Msg {
	if a.depth == 0 {
		return i18n.NewMsg(i18n.WhyNoneToLift)
	}
	d := a.depth
	top := solver.Square{Row: a.order[d-1], Col: a.queens[a.order[d-1]]}
	if sq != top {
		return i18n.NewMsg(i18n.WhyLiftTop, top)
	}
	if a.phase != anyLift && !a.exhausted() {
		return a.untried(d)
	}
	a.closeVisit(d)
	a.queens[sq.Row], a.depth = -1, d-1
	a.phase = anyFree
	return i18n.Msg{}
}

// untried is the reason a visit at depth d cannot end yet.
func (a *anyRules) untried(d int) i18n.Msg {
	if a.row[d] < 0 {
		return i18n.NewMsg(i18n.WhyNextRowUntried)
	}
	r := a.row[d]
	return i18n.NewMsg(i18n.WhyUntried, fmt.Sprint(r), squares(r, a.columns(d)&^a.done[d]))
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

func (a *anyRules) solution(rec *Record) i18n.Msg {
	if a.phase != anySolve {
		if a.depth == a.n {
			return i18n.NewMsg(i18n.WhySolutionReported)
		}
		return i18n.NewMsg(i18n.WhyOnlySome, fmt.Sprint(a.depth), fmt.Sprint(a.n))
	}
	if want := a.ev.Counters.Solutions + 1; rec.Index != want {
		return i18n.NewMsg(i18n.WhyIndexAny, fmt.Sprint(rec.Index), fmt.Sprint(want))
	}
	for r, c := range rec.Queens {
		if a.queens[r] != c {
			return i18n.NewMsg(i18n.WhyQueensAre, ints(a.queens[:a.n]), ints(rec.Queens))
		}
	}
	a.phase = anyFree
	return i18n.Msg{}
}

func (a *anyRules) finish(rec *Record) i18n.Msg {
	if a.depth > 0 || !a.exhausted() {
		if a.depth == 0 {
			return a.untried(0)
		}
		return i18n.NewMsg(i18n.WhyStillStand, howMany(i18n.AmountQueens, uint64(a.depth)))
	}
	a.closeVisit(0)
	found := a.ev.Counters.Solutions
	if rec.HasSolutions() && rec.Solutions != found {
		return i18n.NewMsg(i18n.WhyDoneSays, howMany(i18n.NarrSolutions, rec.Solutions), fmt.Sprint(found))
	}
	if all := solver.CountCompletions(a.n, nil); found != all {
		return i18n.NewMsg(i18n.WhyBoardHas, howMany(i18n.NarrSolutions, found), fmt.Sprint(a.n), fmt.Sprint(a.n), fmt.Sprint(all))
	}
	a.phase = anyOver
	return i18n.Msg{}
}

// expected says what the rules allow next.
func (a *anyRules) expected() i18n.Msg {
	switch a.phase {
	case anyTried:
		return i18n.NewMsg(i18n.ExpectAttackOrPlace, a.pending)
	case anyPrune:
		return i18n.NewMsg(i18n.ExpectPrune, a.pending)
	case anyWipe:
		return i18n.NewMsg(i18n.ExpectWipeOut, fmt.Sprint(a.emptyRow()))
	case anyLift:
		return i18n.NewMsg(i18n.ExpectBacktrack, a.pending)
	case anySolve:
		return i18n.NewMsg(i18n.ExpectSolution, ints(a.queens[:a.n]))
	case anyOver:
		return i18n.Msg{}
	}
	d := a.depth
	switch {
	case d == a.n, a.exhausted() && d > 0:
		r := a.order[d-1]
		return i18n.NewMsg(i18n.ExpectBacktrack, solver.Square{Row: r, Col: a.queens[r]})
	case a.exhausted():
		return i18n.NewMsg(i18n.AsIs, "done") // the event's name in the format
	case a.row[d] < 0:
		return i18n.NewMsg(i18n.ExpectQueenInDomain)
	}
	r := a.row[d]
	return i18n.NewMsg(i18n.ExpectColumnLeft, fmt.Sprint(r), squares(r, a.columns(d)&^a.done[d]))
}

// differences says how the trace differs from the reference's search:
// "columns tried right to left", or nothing.
func (a *anyRules) differences() joined {
	out := joined{by: i18n.ListSemicolon}
	dd := a.diff
	switch {
	case dd.mixed > 0 || dd.up > 0 && dd.down > 0:
		out.parts = append(out.parts, i18n.NewMsg(i18n.DiffVarying))
	case dd.down > 0:
		out.parts = append(out.parts, i18n.NewMsg(i18n.DiffRightToLeft))
	}
	if dd.attackers > 0 {
		out.parts = append(out.parts, i18n.NewMsg(i18n.DiffAttackers, howMany(i18n.AmountEvents, uint64(dd.attackers))))
	}
	if dd.lateAttacks > 0 {
		out.parts = append(out.parts, i18n.NewMsg(i18n.DiffLateAttacks, howMany(i18n.AmountAttacks, uint64(dd.lateAttacks))))
	}
	if dd.ties > 0 {
		out.parts = append(out.parts, i18n.NewMsg(i18n.DiffTies, howMany(i18n.AmountVisits, uint64(dd.ties))))
	}
	if dd.wipes > 0 {
		out.parts = append(out.parts, i18n.NewMsg(i18n.DiffWipes, howMany(i18n.AmountWipeOuts, uint64(dd.wipes))))
	}
	return out
}
