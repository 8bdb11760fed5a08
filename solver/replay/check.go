package replay

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// Checker checks the events of a trace one by one against the board so
// far. Where the board and options determine the run
// (solver.Strategy.Determined), it runs the reference stepper in lockstep:
// an event equal to the stepper's is right, and any other is wrong — the
// checker then works out which rule it breaks, from the board before it.
// Min-conflicts draws at random, so its events are checked by the rules
// alone (mcRules); so are those of a search in any order (anyRules).
type Checker struct {
	hdr       Header
	ref       *solver.Stepper // nil for a trace checked by rules
	rules     rules           // nil for one checked in lockstep
	last      solver.Event
	lastLine  int64
	failed    *Error
	recPruned [solver.MaxN]uint64 // scratch: a prune's squares, row by row
}

// rules checks the events of a trace by the rules of a run rather than
// against the reference's: mcRules, anyRules.
type rules interface {
	// check checks rec and returns its event, or the reason it breaks a
	// rule and what the rules expected.
	check(rec *Record) (ev solver.Event, reason, expected i18n.Msg)
	// queenCol returns the column of row r's queen, or -1.
	queenCol(r int) int
	// expected says what the rules allow next.
	expected() i18n.Msg
}

// NewChecker returns a checker for a trace of header h, checked in order.
// OrderAny accepts a search of h's strategy in any order (anyRules); it is
// an error for a strategy that is not such a search.
func NewChecker(h Header, order Order) (*Checker, error) {
	c := &Checker{hdr: h, last: solver.Event{Kind: solver.None, Row: -1, Col: -1}}
	if order == OrderAny {
		a, err := newAnyRules(h)
		if err != nil {
			return nil, err
		}
		c.rules = a
		return c, nil
	}
	if !h.Strategy.Determined() {
		if h.N < 1 || h.N > solver.MaxN {
			return nil, boardSizeError(int64(h.N))
		}
		c.rules = newMCRules(h)
		return c, nil
	}
	ref, err := solver.NewWith(h.N, h.Strategy, nil, solver.StepperOptions{MRV: h.MRV})
	if err != nil {
		return nil, err
	}
	c.ref = ref
	return c, nil
}

// Describe names the strategy of h as a report does: "plain
// backtracking", "forward checking with MRV".
func Describe(h Header) i18n.Msg {
	if h.MRV && h.Strategy.Takes(solver.OptionMRV) {
		return i18n.NewMsg(i18n.SumWithMRV, h.Strategy.Title())
	}
	return h.Strategy.Title()
}

// notUsed returns the error for an event of a kind the strategy never
// makes, or "".
func notUsed(h Header, k solver.Kind) i18n.Msg {
	names := make([]string, 0, 7)
	for _, u := range h.Strategy.Kinds() {
		if u == k {
			return i18n.Msg{}
		}
		names = append(names, u.String())
	}
	return i18n.NewMsg(i18n.WhyKindNotMade, Describe(h), k, strings.Join(names, ", "))
}

// framing returns what is wrong with rec, checked by rules after steps
// events, before the rules of its kind: a kind the strategy does not make
// or a step out of turn; or "".
func framing(h Header, rec *Record, steps uint64) i18n.Msg {
	if why := notUsed(h, rec.Kind); why.ID != "" {
		return why
	}
	if rec.Step != steps+1 {
		return misnumbered(rec.Step, steps+1)
	}
	return i18n.Msg{}
}

// misnumbered is the reason for an event whose step is not want.
func misnumbered(step, want uint64) i18n.Msg {
	return i18n.NewMsg(i18n.WhyStep, fmt.Sprint(step), fmt.Sprint(want))
}

// Check checks the event of rec, the next line of the trace, and returns
// it as the strategy's event, its counters included; or an *Error, after
// which the checker accepts nothing more.
func (c *Checker) Check(rec *Record) (solver.Event, error) {
	if c.failed != nil {
		return solver.Event{}, c.failed
	}
	c.lastLine = rec.LineNo
	if rec.IsMeta() {
		return c.fail(rec, i18n.NewMsg(i18n.ReplayMetaFirst), i18n.Msg{}, solver.Square{Row: -1})
	}
	if c.rules != nil {
		ev, reason, expected := c.rules.check(rec)
		if reason.ID != "" {
			return c.fail(rec, reason, expected, markOf(rec))
		}
		c.last = ev
		return ev, nil
	}
	if c.ref.IsDone() {
		return c.fail(rec, i18n.NewMsg(i18n.ReplayAfterDone), i18n.Msg{}, solver.Square{Row: -1})
	}
	ev := c.ref.Next()
	if c.matches(rec, ev) {
		c.last = ev
		return ev, nil
	}
	expected := eventLine(c.ref, ev)
	expPruned := c.prunedBy(ev)
	c.ref.Back() // the board before the event, to tell why it is wrong
	reason := c.diagnose(rec, ev, &expPruned)
	return c.fail(rec, reason, expected, markOf(rec))
}

// markOf is the square a record names, to mark on the board.
func markOf(rec *Record) solver.Square {
	if rec.Row >= 0 && rec.Col >= 0 {
		return solver.Square{Row: rec.Row, Col: rec.Col}
	}
	return solver.Square{Row: -1, Col: -1}
}

func (c *Checker) fail(rec *Record, why, expected i18n.Msg, mark solver.Square) (solver.Event, error) {
	c.failed = newError(rec.LineNo, why)
	c.failed.Board = Board(c.hdr.N, c.QueenCol, mark)
	c.failed.expect(expected)
	if mark.Row >= 0 && mark.Col >= 0 {
		c.failed.Mark = &mark
	}
	return solver.Event{}, c.failed
}

// End checks the end of the trace, after lines lines: it must come after
// done.
func (c *Checker) End(lines int64) error {
	if c.failed != nil {
		return c.failed
	}
	if c.last.Kind == solver.Done {
		return nil
	}
	e := newError(lines+1, i18n.NewMsg(i18n.ReplayEndsBeforeDone))
	e.Board = Board(c.hdr.N, c.QueenCol, solver.Square{Row: -1})
	if c.rules != nil {
		e.expect(c.rules.expected())
	} else {
		ev := c.ref.Next()
		e.expect(eventLine(c.ref, ev))
		c.ref.Back()
		if ev.Kind == solver.Solution {
			e.Why = i18n.NewMsg(i18n.ReplayEndsUnreported, strconv.Itoa(c.hdr.N))
			e.Reason = e.Why.String()
		}
	}
	c.failed = e
	return e
}

// QueenCol returns the column of the queen on row r after the events
// checked so far, or -1.
func (c *Checker) QueenCol(r int) int {
	if c.rules != nil {
		return c.rules.queenCol(r)
	}
	return c.ref.QueenCol(r)
}

// Summary is what a trace checked to its end did.
type Summary struct {
	Header
	Events, Solutions uint64
	// Order is how the trace was checked; with OrderAny, Differences says
	// how it differs from the reference's search (none in nothing).
	Order       Order
	Differences joined
}

// Summary returns the totals of the events checked so far.
func (c *Checker) Summary() Summary {
	sum := Summary{Header: c.hdr, Events: c.last.Counters.Steps, Solutions: c.last.Counters.Solutions}
	if a, ok := c.rules.(*anyRules); ok {
		sum.Order, sum.Differences = OrderAny, a.differences()
	}
	return sum
}

// String is the report of a good trace: "N=8, 33,589 events, 92
// solutions, matches plain backtracking", or with OrderAny "..., valid
// plain backtracking; columns tried right to left".
func (s Summary) String() string { return s.In(i18n.En) }

// In is the report in l (see i18n.Localized).
func (s Summary) In(l i18n.Lang) string {
	how := i18n.NewMsg(i18n.SumMatches, Describe(s.Header))
	switch {
	case s.Order == OrderAny && len(s.Differences.parts) == 0:
		how = i18n.NewMsg(i18n.SumValidOrder, Describe(s.Header))
	case s.Order == OrderAny:
		how = i18n.NewMsg(i18n.SumValid, Describe(s.Header), s.Differences)
	case !s.Strategy.Determined():
		how = i18n.NewMsg(i18n.SumRules, s.Strategy.String())
	}
	return l.Sprintf(i18n.SumLine, strconv.Itoa(s.N), howMany(i18n.AmountEvents, s.Events), howMany(i18n.NarrSolutions, s.Solutions), how)
}

// matches reports whether rec is the event ev of the reference run.
func (c *Checker) matches(rec *Record, ev solver.Event) bool {
	if rec.Step != ev.Counters.Steps || rec.Kind != ev.Kind {
		return false
	}
	switch ev.Kind {
	case solver.Try, solver.Place, solver.Backtrack:
		return rec.Row == ev.Row && rec.Col == ev.Col
	case solver.Solution:
		if rec.Index != ev.Index {
			return false
		}
		for r, col := range rec.Queens {
			if c.ref.QueenCol(r) != col {
				return false
			}
		}
		return true
	case solver.Done:
		return !rec.HasSolutions() || rec.Solutions == ev.Counters.Solutions
	case solver.Prune:
		want := c.prunedBy(ev)
		return rec.By == ev.By && c.prunedMatch(rec, &want)
	}
	// The other kinds (an attack, a wipe-out) match square and fields:
	// those the strategy gives its event.
	if rec.Row != ev.Row || rec.Col != ev.Col {
		return false
	}
	for _, f := range c.ref.EventFields(ev) {
		if got, ok := rec.value(f.Key); !ok || !sameValue(got, f) {
			return false
		}
	}
	return true
}

// prunedBy returns, row by row as bitsets, the squares ev, the event the
// reference has just made, prunes (none if it is no prune): the
// reference's own events say what they carry.
func (c *Checker) prunedBy(ev solver.Event) (set [solver.MaxN]uint64) {
	for _, sq := range solver.SquaresOf(c.ref.EventFields(ev), solver.PrunedKey) {
		set[sq.Row] |= 1 << uint(sq.Col)
	}
	return set
}

// prunedMatch reports whether the squares of a prune are those of want,
// row by row, each listed once.
func (c *Checker) prunedMatch(rec *Record, want *[solver.MaxN]uint64) bool {
	m := &c.recPruned
	ok := true
	for _, sq := range rec.Pruned {
		bit := uint64(1) << uint(sq.Col)
		if m[sq.Row]&bit != 0 {
			ok = false
		}
		m[sq.Row] |= bit
	}
	for r := 0; r < c.hdr.N; r++ {
		if m[r] != want[r] {
			ok = false
		}
		m[r] = 0
	}
	return ok
}

// squares names the squares of a row bitset: "(2,1), (2,3)".
func squares(r int, set uint64) string {
	var parts []string
	for ; set != 0; set &= set - 1 {
		parts = append(parts, solver.Square{Row: r, Col: bits.TrailingZeros64(set)}.String())
	}
	return strings.Join(parts, ", ")
}
