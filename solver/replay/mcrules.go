package replay

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// mcRules checks a min-conflicts run by its rules: it draws at random, so
// no reference run can say which queen it picks or which of the best
// squares it takes. The run is: a start (a queen on every row); then,
// while queens attack each other, a pick of an attacked queen, the
// evaluate of its row and the move of the queen to a square of fewest
// conflicts — or a start again, or a give-up; a solution once no queen is
// attacked; done.
type mcRules struct {
	hdr    Header // the run's size and strategy
	n      int
	q      [solver.MaxN]int
	cols   [solver.MaxN]int
	diags  [2*solver.MaxN - 1]int
	antis  [2*solver.MaxN - 1]int
	pairs  int
	phase  mcPhase
	picked int
	counts [solver.MaxN]int // the row evaluated
	ev     solver.Event
}

// mcPhase is where the run stands, that is what may come next.
type mcPhase uint8

const (
	mcBegin     mcPhase = iota // a start
	mcTest                     // a pick, a start, a give-up; the solution when no queen is attacked
	mcPicked                   // the evaluate of the row picked
	mcEvaluated                // the move of the queen picked
	mcEnded                    // done
	mcOver                     // nothing
)

func newMCRules(h Header) *mcRules {
	m := &mcRules{hdr: h, n: h.N, ev: solver.Event{Kind: solver.None, Row: -1, Col: -1}}
	for r := range m.q {
		m.q[r] = -1
	}
	return m
}

func (m *mcRules) queenCol(r int) int {
	if r < 0 || r >= m.n {
		return -1
	}
	return m.q[r]
}

// put and lift keep the line counters and the pairs of queens attacking
// each other (two queens share at most one line).
func (m *mcRules) put(r, c int) {
	d, a := r-c+m.n-1, r+c
	m.pairs += m.cols[c] + m.diags[d] + m.antis[a]
	m.cols[c]++
	m.diags[d]++
	m.antis[a]++
	m.q[r] = c
}

func (m *mcRules) lift(r int) {
	c := m.q[r]
	d, a := r-c+m.n-1, r+c
	m.cols[c]--
	m.diags[d]--
	m.antis[a]--
	m.pairs -= m.cols[c] + m.diags[d] + m.antis[a]
	m.q[r] = -1
}

// conflicts returns how many queens attack square (r, c), r's own queen
// left out.
func (m *mcRules) conflicts(r, c int) int {
	v := m.cols[c] + m.diags[r-c+m.n-1] + m.antis[r+c]
	if m.q[r] == c {
		v -= 3
	}
	return v
}

// attackedRows lists the rows whose queen is attacked.
func (m *mcRules) attackedRows() []int {
	var rows []int
	for r := 0; r < m.n; r++ {
		if m.q[r] >= 0 && m.conflicts(r, m.q[r]) > 0 {
			rows = append(rows, r)
		}
	}
	return rows
}

// check checks rec and returns its event, or the reason it breaks a rule
// and what the rules expected.
func (m *mcRules) check(rec *Record) (solver.Event, i18n.Msg, i18n.Msg) {
	if m.phase == mcOver {
		return solver.Event{}, i18n.NewMsg(i18n.WhyAfterDoneRun), i18n.Msg{}
	}
	if why := framing(m.hdr, rec, m.ev.Counters.Steps); why.ID != "" {
		return solver.Event{}, why, m.expected()
	}
	if why := m.rule(rec); why.ID != "" {
		return solver.Event{}, why, m.expected()
	}
	ev := solver.Event{Kind: rec.Kind, Row: rec.Row, Col: rec.Col, Index: rec.Index, Counters: m.ev.Counters, Code: mcCodes(m.hdr.Strategy)[rec.Kind]}
	if rec.Kind == solver.Move {
		ev.From = rec.From
	}
	bump(&ev.Counters, rec.Kind)
	m.apply(rec)
	m.ev = ev
	return ev, i18n.Msg{}, i18n.Msg{}
}

// mcCodes returns the pseudocode line (Event.Code) of each kind of
// min-conflicts' events, as the stepper sets it: the solver exports
// CodeLines, not the one line Event.Code names, so it is read off two
// short runs that make every kind (N=1 solves at once, N=2 gives up).
func mcCodes(st solver.Strategy) *[256]int {
	codesMu.Lock()
	defer codesMu.Unlock()
	if codes, ok := codesOf[st]; ok {
		return codes
	}
	var codes [256]int
	for _, n := range []int{1, 2} {
		s, err := solver.New(n, st, nil)
		for err == nil && !s.IsDone() { // N=1 and 2 are always good sizes
			ev := s.Next()
			codes[ev.Kind] = ev.Code
		}
	}
	codesOf[st] = &codes
	return &codes
}

// codesOf caches mcCodes, by strategy: a checker is made per trace.
var (
	codesMu sync.Mutex
	codesOf = map[solver.Strategy]*[256]int{}
)

// bump counts one event of kind k in c.
func bump(c *solver.Counters, k solver.Kind) {
	c.Steps++
	switch k {
	case solver.Start:
		c.Starts++
	case solver.Pick:
		c.Picks++
	case solver.Evaluate:
		c.Evaluations++
	case solver.Move:
		c.Moves++
	case solver.Solution:
		c.Solutions++
	}
}

// rule returns the rule rec breaks, or "". It may change the board (a start
// puts down its queens, a move moves its queen) so that the board of an
// error shows what the event did.
func (m *mcRules) rule(rec *Record) i18n.Msg {
	solved := m.phase == mcTest && m.pairs == 0
	switch rec.Kind {
	case solver.Start:
		if m.phase != mcBegin && m.phase != mcTest {
			return i18n.NewMsg(i18n.WhyStartFirst)
		}
		if solved {
			return i18n.NewMsg(i18n.WhyNoStartAgain)
		}
		for r := 0; r < m.n; r++ {
			if m.q[r] >= 0 {
				m.lift(r)
			}
		}
		for r, c := range rec.Queens {
			m.put(r, c)
		}
		if rec.Pairs != m.pairs {
			return i18n.NewMsg(i18n.WhyPairsStart, fmt.Sprint(rec.Pairs), howMany(i18n.SolverPairs, m.pairs))
		}
	case solver.Pick:
		if why := m.atTest(solved, i18n.WhyAPick); why.ID != "" {
			return why
		}
		if m.q[rec.Row] != rec.Col {
			return i18n.NewMsg(i18n.WhyQueenOfRow, fmt.Sprint(rec.Row), solver.Square{Row: rec.Row, Col: m.q[rec.Row]})
		}
		sq := solver.Square{Row: rec.Row, Col: rec.Col}
		k := m.conflicts(rec.Row, rec.Col)
		if k == 0 {
			return i18n.NewMsg(i18n.WhyPickAttacked, sq)
		}
		if rec.Conflicts != k {
			return i18n.NewMsg(i18n.WhyConflicts, fmt.Sprint(rec.Conflicts), howMany(i18n.AmountQueens, k), sq)
		}
		return m.checkAttackers(rec, sq)
	case solver.Evaluate:
		if m.phase != mcPicked {
			return i18n.NewMsg(i18n.WhyEvaluateAfterPick)
		}
		if rec.Row != m.picked || rec.Col != m.q[m.picked] {
			return i18n.NewMsg(i18n.WhyEvaluateRow, solver.Square{Row: m.picked, Col: m.q[m.picked]})
		}
		for c, v := range rec.Counts {
			if k := m.conflicts(rec.Row, c); v != k {
				return i18n.NewMsg(i18n.WhyCountsAt, fmt.Sprint(c), fmt.Sprint(v), howMany(i18n.AmountQueens, k), solver.Square{Row: rec.Row, Col: c}, fmt.Sprint(rec.Row))
			}
			m.counts[c] = v
		}
	case solver.Move:
		if m.phase != mcEvaluated {
			return i18n.NewMsg(i18n.WhyMoveAfterEvaluate)
		}
		r := m.picked
		if rec.Row != r {
			return i18n.NewMsg(i18n.WhyMovePicked, fmt.Sprint(r))
		}
		if rec.From != m.q[r] {
			return i18n.NewMsg(i18n.WhyFrom, fmt.Sprint(rec.From), fmt.Sprint(r), fmt.Sprint(m.q[r]))
		}
		least, best := m.least()
		if m.counts[rec.Col] > least {
			return i18n.NewMsg(i18n.WhyMoveLeast, solver.Square{Row: r, Col: rec.Col}, howMany(i18n.AmountQueens, m.counts[rec.Col]), solver.Square{Row: r, Col: best}, fmt.Sprint(least))
		}
		m.lift(r)
		m.put(r, rec.Col)
		if rec.Pairs != m.pairs {
			return i18n.NewMsg(i18n.WhyPairsMove, fmt.Sprint(rec.Pairs), howMany(i18n.SolverPairs, m.pairs))
		}
	case solver.Solution:
		if m.phase != mcTest {
			return i18n.NewMsg(i18n.WhySolutionAfter)
		}
		if m.pairs > 0 {
			return i18n.NewMsg(i18n.WhyNotSolutionPairs, howMany(i18n.SolverPairs, m.pairs))
		}
		if rec.Index != 1 {
			return i18n.NewMsg(i18n.WhyMCIndex, fmt.Sprint(rec.Index))
		}
		for r, c := range rec.Queens {
			if m.q[r] != c {
				return i18n.NewMsg(i18n.WhyQueensListed, fmt.Sprint(rec.Queens), fmt.Sprint(m.q[:m.n]))
			}
		}
	case solver.GiveUp:
		if why := m.atTest(solved, i18n.WhyAGiveUp); why.ID != "" {
			return why
		}
		c := m.ev.Counters
		switch {
		case rec.Pairs != m.pairs:
			return i18n.NewMsg(i18n.WhyPairs, fmt.Sprint(rec.Pairs), howMany(i18n.SolverPairs, m.pairs))
		case uint64(rec.Moves) != c.Moves:
			return i18n.NewMsg(i18n.WhyMoves, fmt.Sprint(rec.Moves), howMany(i18n.AmountMoves, c.Moves))
		case uint64(rec.Starts) != c.Starts:
			return i18n.NewMsg(i18n.WhyStarts, fmt.Sprint(rec.Starts), howMany(i18n.AmountStarts, c.Starts))
		}
	case solver.Done:
		switch {
		case solved:
			return i18n.NewMsg(i18n.WhySolutionBeforeDone)
		case m.phase != mcEnded:
			return i18n.NewMsg(i18n.WhyRunNotOver)
		case rec.HasSolutions() && rec.Solutions != m.ev.Counters.Solutions:
			return i18n.NewMsg(i18n.WhyDoneCounts, howMany(i18n.NarrSolutions, rec.Solutions), fmt.Sprint(m.ev.Counters.Solutions))
		}
	}
	return i18n.Msg{}
}

// atTest checks that a pick or a give-up comes where one may.
func (m *mcRules) atTest(solved bool, what i18n.ID) i18n.Msg {
	switch {
	case m.phase != mcTest:
		return i18n.NewMsg(i18n.WhyAfterStartOrMove, i18n.NewMsg(what))
	case solved:
		return i18n.NewMsg(i18n.WhySolutionNowMC)
	}
	return i18n.Msg{}
}

// checkAttackers checks a pick's list of the queens attacking sq's queen.
func (m *mcRules) checkAttackers(rec *Record, sq solver.Square) i18n.Msg {
	var listed [solver.MaxN]bool
	for _, a := range rec.Attackers {
		switch {
		case listed[a.Row]:
			return i18n.NewMsg(i18n.WhyAttackersTwice, a)
		case m.q[a.Row] != a.Col || a.Row == sq.Row:
			return i18n.NewMsg(i18n.WhyAttackersNone, a)
		case solver.AttackLine(a, sq) == solver.NoLine:
			return i18n.NewMsg(i18n.WhyAttackersNotAttack, a, sq)
		}
		listed[a.Row] = true
	}
	for r := 0; r < m.n; r++ {
		a := solver.Square{Row: r, Col: m.q[r]}
		if r != sq.Row && !listed[r] && solver.AttackLine(a, sq) != solver.NoLine {
			return i18n.NewMsg(i18n.WhyAttackersMissing, a, sq)
		}
	}
	return i18n.Msg{}
}

// least returns the fewest conflicts of the row evaluated and the first
// column that has them.
func (m *mcRules) least() (least, col int) {
	least = m.n + 1
	for c := 0; c < m.n; c++ {
		if m.counts[c] < least {
			least, col = m.counts[c], c
		}
	}
	return least, col
}

// apply moves the run on past rec, checked (the board is up to date).
func (m *mcRules) apply(rec *Record) {
	switch rec.Kind {
	case solver.Start, solver.Move:
		m.phase = mcTest
	case solver.Pick:
		m.phase, m.picked = mcPicked, rec.Row
	case solver.Evaluate:
		m.phase = mcEvaluated
	case solver.Solution, solver.GiveUp:
		m.phase = mcEnded
	case solver.Done:
		m.phase = mcOver
	}
}

// expected says what the rules allow next.
func (m *mcRules) expected() i18n.Msg {
	step := strconv.FormatUint(m.ev.Counters.Steps+1, 10)
	switch m.phase {
	case mcBegin:
		return i18n.NewMsg(i18n.ExpectStart, step, fmt.Sprint(m.n))
	case mcTest:
		if m.pairs == 0 {
			return i18n.NewMsg(i18n.AsIs, fmt.Sprintf(`{"step":%s,"kind":"solution","index":1,"queens":%s}`, step, ints(m.q[:m.n])))
		}
		return i18n.NewMsg(i18n.ExpectPick, ints(m.attackedRows()))
	case mcPicked:
		r := m.picked
		counts := make([]int, m.n)
		for c := range counts {
			counts[c] = m.conflicts(r, c)
		}
		return i18n.NewMsg(i18n.AsIs, fmt.Sprintf(`{"step":%s,"kind":"evaluate","row":%d,"col":%d,"counts":%s}`, step, r, m.q[r], ints(counts)))
	case mcEvaluated:
		least, _ := m.least()
		var cols []int
		for c := 0; c < m.n; c++ {
			if m.counts[c] == least {
				cols = append(cols, c)
			}
		}
		return i18n.NewMsg(i18n.ExpectMove, solver.Square{Row: m.picked, Col: m.q[m.picked]}, howMany(i18n.AmountConflicts, least), ints(cols))
	case mcEnded:
		return i18n.NewMsg(i18n.AsIs, fmt.Sprintf(`{"step":%s,"kind":"done"}`, step))
	}
	return i18n.NewMsg(i18n.ExpectNothing)
}

func ints(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return "[" + strings.Join(parts, ",") + "]"
}
