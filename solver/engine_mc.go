package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
)

// The min-conflicts engine (Strategy MinConflicts) in the stepper: its
// phases, what a snapshot keeps of it, and what it tells about conflicts
// (MCView). The search itself is mcBoard's, shared with SolveMinConflicts,
// so that a seed makes the same moves in both.

var minConflictsPseudocode = []string{
	"min_conflicts(n, max_moves):",
	"  a queen on each row  # again on a plateau",
	"  for move in 1 .. max_moves:",
	"    if no queen is attacked: break",
	"    q = a random attacked queen",
	"    count the conflicts on q's row",
	"    move q to a square with fewest",
	"  if a queen is attacked: give up",
	"  return",
}

// minConflictsLines (no recursion): a pick is the loop, its test and the
// draw, a solution the test that breaks out of the loop.
var minConflictsLines = [numKinds]span{
	None:     {0, 0, 0},
	Start:    {1, 1, 1},
	Pick:     {2, 4, 4},
	Evaluate: {5, 5, 5},
	Move:     {6, 6, 6},
	Solution: {3, 3, 3},
	GiveUp:   {7, 7, 7},
	Done:     {8, 8, 8},
}

// The min-conflicts engine's phases.
const (
	mcStart    phase = iota // put a queen on every row
	mcTest                  // solved, give up, restart or pick
	mcEvaluate              // count the picked row's squares
	mcMove                  // move the picked queen
	mcEnd                   // report done
)

// mcSaved is what a snapshot keeps of a min-conflicts run besides its
// placement (state.queens): the rest of its board is rebuilt from these.
type mcSaved struct {
	cand    [MaxN]int8 // mcBoard.cand, in order: its order steers the draws
	candLen int8
	pcg     rand.PCG
	prog    mcProgress
	picked  int8 // the row of the queen picked last
}

type mcEngine struct {
	s *Stepper
	b *mcBoard // rebuilt by load
	// pairLog holds the conflicting pairs after the start and each move,
	// which a rewind does not undo: the run is the same whenever it is
	// replayed.
	pairLog []int32
}

// newMCEngine sets up the run; the first step makes the start.
func newMCEngine(s *Stepper) (engine, error) {
	if s.base > 0 {
		return nil, fmt.Errorf("min-conflicts takes no queens given: it starts from a placement of its own")
	}
	s.st.row = 0
	s.st.phase = mcStart
	return &mcEngine{s: s, b: newMCBoard(s.n, s.opt.Seed)}, nil
}

// save copies the run into st, for a snapshot.
func (e *mcEngine) save() {
	b, st := e.b, &e.s.st
	for r, c := range b.q {
		st.queens[r] = int8(c)
	}
	for i, r := range b.cand {
		st.mc.cand[i] = int8(r)
	}
	st.mc.candLen = int8(len(b.cand))
	st.mc.pcg = b.pcg
}

// load rebuilds the board of the run from st (see save).
func (e *mcEngine) load() {
	b, st := e.b, &e.s.st
	b.clearBoard()
	if st.row == e.s.n { // started
		for r, c := range st.queens[:e.s.n] {
			b.put(r, int(c))
		}
	}
	for _, r := range st.mc.cand[:st.mc.candLen] {
		b.enlist(int(r))
	}
	b.pcg = st.mc.pcg
}

func (e *mcEngine) advance() {
	s := e.s
	st, b := &s.st, e.b
	for {
		switch st.phase {
		case mcStart:
			b.start(s.opt.Start)
			st.row = s.n
			st.mc.prog.started(b.pairs)
			st.phase = mcTest
			s.emit(Start, -1, -1)
			e.logPairs()
			return
		case mcTest:
			switch st.mc.prog.next(s.n, b.pairs) {
			case mcSolved:
				st.phase = mcEnd
				s.emit(Solution, -1, -1)
				st.ev.Index = st.ev.Counters.Solutions
				return
			case mcGiveUp:
				st.phase = mcEnd
				s.emit(GiveUp, -1, -1)
				return
			case mcRestart:
				st.phase = mcStart
				continue
			}
			r := b.pick()
			st.mc.picked = int8(r)
			st.phase = mcEvaluate
			s.emit(Pick, r, int(b.q[r]))
			return
		case mcEvaluate:
			r := int(st.mc.picked)
			st.phase = mcMove
			s.emit(Evaluate, r, int(b.q[r]))
			return
		case mcMove:
			r := int(st.mc.picked)
			from := b.repair(r)
			st.mc.prog.moved(b.pairs)
			st.phase = mcTest
			s.emit(Move, r, int(b.q[r]))
			st.ev.From = from
			e.logPairs()
			return
		default: // mcEnd
			s.emit(Done, -1, -1)
			return
		}
	}
}

func (e *mcEngine) placed() int { return e.s.st.row }

func (e *mcEngine) queenCol(r int) int { return int(e.b.q[r]) }

func (e *mcEngine) appendQueens(dst []int) []int {
	for r := 0; r < e.s.st.row; r++ {
		dst = append(dst, int(e.b.q[r]))
	}
	return dst
}

// remaining: a local search has no columns left to try.
func (e *mcEngine) remaining(int) uint64 { return 0 }

// plainNodes: a local search has no counterpart in plain backtracking.
func (e *mcEngine) plainNodes(uint64) (uint64, bool) { return 0, false }

// solveMinConflicts is the spec's solveOne: SolveMinConflicts.
func solveMinConflicts(ctx context.Context, n int, opt StepperOptions) (Columns, error) {
	q, err := SolveMinConflicts(ctx, n, opt.Seed, opt.Start)
	if err != nil {
		return nil, err
	}
	return int32Columns(q), nil
}

// logPairs records the conflicting pairs after a start or a move; a replay
// writes the same number again.
func (e *mcEngine) logPairs() {
	c := e.s.st.ev.Counters
	i := int(c.Starts + c.Moves - 1)
	if i == len(e.pairLog) {
		e.pairLog = append(e.pairLog, int32(e.b.pairs))
	} else {
		e.pairLog[i] = int32(e.b.pairs)
	}
}

func (e *mcEngine) conflictPairs() int { return int(e.b.pairs) }

func (e *mcEngine) pairHistory() []int32 {
	c := e.s.st.ev.Counters
	return e.pairLog[:c.Starts+c.Moves]
}

// started reports whether a queen stands on every row.
func (e *mcEngine) started() bool { return e.s.st.row == e.s.n }

func (e *mcEngine) queenConflicts(r int) int {
	if !e.started() {
		return 0
	}
	return e.b.conflicts(r)
}

func (e *mcEngine) squareConflicts(r, c int) int {
	if !e.started() {
		return 0
	}
	return e.b.squareConflicts(r, c)
}

func (e *mcEngine) attackers(dst []Square, r int) []Square {
	if !e.started() {
		return dst
	}
	return e.b.attackers(dst, r)
}

// threats counts from the line counters.
func (e *mcEngine) threats(row, col int) Line {
	b, s := e.b, e.s
	own := int32(0) // 1 when row's own queen stands on (row, col)
	if int(b.q[row]) == col {
		own = 1
	}
	var l Line
	if b.cols[col]-own > 0 {
		l |= Column
	}
	if b.diags[row-col+s.n-1]-own > 0 {
		l |= Diagonal
	}
	if b.antis[row+col]-own > 0 {
		l |= AntiDiagonal
	}
	return l
}

func (e *mcEngine) narrate(l i18n.Lang) string {
	s := e.s
	ev := s.st.ev
	c := ev.Counters
	itoa := strconv.Itoa
	pairs := func() string { return amount(l, i18n.NarrPairs, uint64(e.conflictPairs())) }
	switch ev.Kind {
	case None:
		return l.Sprintf(i18n.NarrMCReady, strconv.FormatUint(s.opt.Seed, 10), itoa(s.n), s.opt.Start.String())
	case Start:
		if c.Starts > 1 {
			return l.Sprintf(i18n.NarrMCRestart, itoa(mcPlateau(s.n)), pairs())
		}
		how := l.T(i18n.NarrMCHowFewest)
		if s.opt.Start == RandomStart {
			how = l.T(i18n.NarrMCHowRandom)
		}
		return l.Sprintf(i18n.NarrMCStart, how, pairs())
	case Pick:
		attacked := 0
		for r := 0; r < s.n; r++ {
			if e.b.conflicts(r) > 0 {
				attacked++
			}
		}
		var with []string
		for _, q := range e.attackers(nil, ev.Row) {
			with = append(with, q.String())
		}
		return l.Sprintf(i18n.NarrMCPick, square(ev.Row, ev.Col), itoa(attacked), strings.Join(with, " "))
	case Evaluate:
		least, where := s.n, []string{}
		for col := 0; col < s.n; col++ {
			switch v := e.squareConflicts(ev.Row, col); {
			case v < least:
				least, where = v, []string{itoa(col)}
			case v == least:
				where = append(where, itoa(col))
			}
		}
		return l.Sprintf(i18n.NarrMCEvaluate, itoa(ev.Row), itoa(least), strings.Join(where, " "))
	case Move:
		left := l.Sprintf(i18n.NarrMCLeft, pairs())
		if ev.From == ev.Col {
			return l.Sprintf(i18n.NarrMCStays, square(ev.Row, ev.Col), left)
		}
		return l.Sprintf(i18n.NarrMCMove, square(ev.Row, ev.From), square(ev.Row, ev.Col), itoa(e.queenConflicts(ev.Row)), left)
	case Solution:
		return l.Sprintf(i18n.NarrMCSolution, amount(l, i18n.NarrMoves, c.Moves), joinInts(s.Queens()))
	case GiveUp:
		return l.Sprintf(i18n.NarrMCGiveUp, pairs(), amount(l, i18n.NarrMoves, c.Moves), amount(l, i18n.NarrStarts, c.Starts))
	case Done:
		if c.Solutions == 0 {
			return l.Sprintf(i18n.NarrMCDoneNone, amount(l, i18n.NarrMoves, c.Moves), itoa(s.n))
		}
		return l.Sprintf(i18n.NarrMCDone, amount(l, i18n.NarrMoves, c.Moves), amount(l, i18n.NarrStarts, c.Starts))
	}
	return ev.Kind.String()
}
