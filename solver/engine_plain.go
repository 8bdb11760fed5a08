package solver

import (
	"strconv"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver/internal/board"
)

// plain is what the two engines of plain backtracking, array and bitmask,
// share: they walk the same tree in the same order, rows top down, the
// queens on rows 0..st.row-1, and differ in what a row reports (every
// column tried, or the attacked ones named and the free ones tried).
type plain struct {
	s   *Stepper
	own lineOwners
	// att[r] are the words of row r, derived from the queens above it.
	att [MaxN + 1]board.Attacks
}

func (p *plain) save() {}

// load recomputes the lines and words from st.queens.
func (p *plain) load() {
	s := p.s
	p.own.reset()
	placed := s.st.row
	for r := 0; r < placed; r++ {
		p.own.mark(s.n, r, int(s.st.queens[r]), int8(r+1))
	}
	p.att[0] = board.Attacks{}
	for r := 0; r < placed; r++ {
		p.att[r+1] = p.att[r].Below(uint64(1)<<uint(s.st.queens[r]), s.mask)
	}
}

func (p *plain) placed() int { return p.s.st.row }

func (p *plain) queenCol(r int) int {
	if r >= p.s.st.row {
		return -1
	}
	return int(p.s.st.queens[r])
}

func (p *plain) appendQueens(dst []int) []int {
	return appendTopRows(dst, &p.s.st.queens, p.s.st.row)
}

func (p *plain) threats(row, col int) Line { return p.own.threats(p.s.n, row, col) }

func (p *plain) plainNodes(uint64) (uint64, bool) { return p.s.st.ev.Counters.Placements, true }

// ahead reports whether row r is outside what a row's remaining columns
// say anything about: a row given, or below the one being filled.
func (p *plain) ahead(r int) bool { return r < p.s.base || r > p.s.st.row }

// solution emits the solution event of a complete board.
func (p *plain) solution() {
	st := &p.s.st
	p.s.emit(Solution, -1, -1)
	st.ev.Index = st.ev.Counters.Solutions
}

// place puts a queen on (r, c) and moves to the next row, whose phase is
// enter.
func (p *plain) place(r, c int, enter phase) {
	s := p.s
	st := &s.st
	st.queens[r] = int8(c)
	p.own.mark(s.n, r, c, int8(r+1))
	p.att[r+1] = p.att[r].Below(uint64(1)<<uint(c), s.mask)
	st.row = r + 1
	st.cur = -1
	st.phase = enter
	s.emit(Place, r, c)
}

// leave leaves the row being filled: it lifts the queen above and goes on
// trying in its row (phase try), or, at the row the search started on,
// ends the search. It reports whether the search is over.
func (p *plain) leave(try phase) bool {
	s := p.s
	st := &s.st
	if st.row == s.base {
		st.cur = -1
		s.emit(Done, -1, -1)
		return true
	}
	st.row--
	r := st.row
	c := int(st.queens[r])
	p.own.mark(s.n, r, c, 0)
	st.cur = -1
	st.phase = try
	s.emit(Backtrack, r, c)
	return false
}

// codeLines marks what really executes in the step: a backtrack from a row
// that ran out of columns (not from a solution, which is the only way back
// from the last row) is that row's return, then the lift.
func (p *plain) codeLines(sp span) span {
	if ev := p.s.st.ev; ev.Kind == Backtrack && ev.Row != p.s.n-1 {
		sp.last = 9
	}
	return sp
}

// emitAttack records that (r, c) is attacked, naming one culprit.
func (p *plain) emitAttack(r, c int) {
	by, line, _ := p.own.attacker(p.s.n, r, c, &p.s.st.queens)
	p.s.emit(Attack, r, c)
	p.s.st.ev.By = by
	p.s.st.ev.Line = line
}

// narrate is the narration of plain backtracking in l; a try is told by
// the message try (i18n.NarrTry, or bitmask's NarrTryBit) and an attacked
// square's verdict by skip (NarrSkip, NarrNotFree).
func (p *plain) narrate(l i18n.Lang, try, skip i18n.ID) string {
	s := p.s
	ev := s.st.ev
	itoa := strconv.Itoa
	row, sq := itoa(ev.Row), square(ev.Row, ev.Col)
	switch ev.Kind {
	case None:
		if s.base > 0 {
			return l.Sprintf(i18n.NarrReadyGiven, l.Sprintf(i18n.NarrQueensGiven, s.base, itoa(s.base)), s.strategy.String(), itoa(s.base))
		}
		return l.Sprintf(i18n.NarrReady, s.strategy.String(), itoa(s.n))
	case Try:
		return l.Sprintf(try, row, sq)
	case Attack:
		return l.Sprintf(i18n.NarrAttack, row, sq, square(ev.By.Row, ev.By.Col), ev.Line.AlongIn(l), l.T(skip))
	case Place:
		next := l.T(i18n.NarrAllFilled)
		if ev.Row+1 < s.n {
			next = l.Sprintf(i18n.NarrOnToRow, itoa(ev.Row+1))
		}
		return l.Sprintf(i18n.NarrPlace, row, sq, next)
	case Backtrack:
		// A queen on the last row always completes a solution, so that is
		// the only way back from it; anywhere else the rows below ran dry.
		// After the lift, the row goes on only if a column is left to
		// try; the top row with none left ends the search.
		left := s.Remaining(ev.Row) != 0
		switch {
		case !left && ev.Row == s.base && ev.Row == s.n-1:
			return l.Sprintf(i18n.NarrLiftOver, row, sq)
		case ev.Row == s.n-1:
			return l.Sprintf(i18n.NarrLiftMore, row, sq)
		case !left && ev.Row == s.base:
			return l.Sprintf(i18n.NarrBackOver, itoa(ev.Row+1), sq, row)
		case !left:
			return l.Sprintf(i18n.NarrBackUp, itoa(ev.Row+1), sq, row, itoa(ev.Row-1))
		}
		return l.Sprintf(i18n.NarrBack, itoa(ev.Row+1), sq, row)
	case Solution:
		return narrateSolution(l, s)
	case Done:
		c := ev.Counters
		steps := amount(l, i18n.NarrSteps, c.Steps)
		if c.Solutions == 0 {
			return l.Sprintf(i18n.NarrDoneNone, itoa(s.n), steps)
		}
		done := i18n.NarrDoneAll
		if c.Solutions == 1 {
			done = i18n.NarrDoneOne
		}
		return l.Sprintf(done, amount(l, i18n.NarrSolutions, c.Solutions), steps, amount(l, i18n.NarrBacktracks, c.Backtracks))
	}
	return ev.Kind.String()
}

// narrateSolution is the narration of a solution of the exhaustive
// searches in l: "solution 3 found: columns 1 3 0 2".
func narrateSolution(l i18n.Lang, s *Stepper) string {
	return l.Sprintf(i18n.NarrSolution, SolutionName(l, s.st.ev.Index), joinInts(s.Queens()))
}

// SolutionName names solution index in lang as the narration does,
// "solution 3", so that a view can find it in the narration.
func SolutionName(lang i18n.Lang, index uint64) string {
	return lang.Sprintf(i18n.NarrSolutionName, lang.Number(index))
}

// plainFields are the fields of plain backtracking's own events: an
// attack's queen and line.
func plainFields(_ *Stepper, ev Event, dst []Field) []Field {
	if ev.Kind == Attack {
		dst = append(dst, squareField("by", ev.By), Field{Key: "line", Form: FieldName, Name: ev.Line.String()})
	}
	return dst
}
