package solver

import (
	"context"
	"errors"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
)

// The construct engine (Strategy Construct): no search at all. For every
// N ≥ 4 a solution can be written down directly, by N mod 6 — the
// construction of Hoffman, Loessi and Moore (1969), here in its common
// restatement as lists of columns counted from 1: the even columns in
// order, then the odd ones,
//
//   - N mod 6 = 2: with 1 and 3 swapped among the odd columns and 5 moved
//     to their end (N=8: 2 4 6 8 3 1 7 5);
//   - N mod 6 = 3: with 2 moved to the end of the even columns, and 1 and 3
//     to the end of the odd ones (N=9: 4 6 8 2 5 7 9 1 3);
//   - otherwise (N mod 6 = 0, 1, 4, 5) as they are (N=6: 2 4 6 1 3 5).
//
// Row r gets the r-th column of the list. N=1 is the one queen; N=2 and
// N=3 have no solution. constructCol computes a row's column in constant
// time, so a board of a billion rows streams in constant memory.

var constructPseudocode = []string{
	"construct(n):             # no search",
	"  cols = the even columns, then the odd",
	"  if n mod 6 == 2: swap 1 and 3, move 5 last",
	"  if n mod 6 == 3: move 2 last, then 1 and 3",
	"  for row in 0 ..< n:",
	"    place a queen on (row, cols[row] - 1)",
	"  report solution; return",
}

// constructLines: a place is the loop and its placing (the first one also
// makes the list, see codeLines); the solution and the end are the last
// line.
var constructLines = [numKinds]span{
	None:     {0, 0, 0},
	Place:    {4, 5, 5},
	Solution: {6, 6, 6},
	Done:     {6, 6, 6},
}

// The construct engine's phases.
const (
	conPlace    phase = iota // place the queen of st.row
	conSolution              // report the solution
	conEnd                   // report done
)

type constructEngine struct{ plain }

func newConstructEngine(s *Stepper) (engine, error) {
	if s.base > 0 {
		return nil, errors.New("construct takes no queens given: it places every queen by its rule")
	}
	s.st.phase = conPlace
	if s.n == 2 || s.n == 3 {
		s.st.phase = conEnd
	}
	return &constructEngine{plain{s: s}}, nil
}

func (e *constructEngine) advance() {
	s := e.s
	st := &s.st
	switch st.phase {
	case conPlace:
		r := st.row
		next := conPlace
		if r+1 == s.n {
			next = conSolution
		}
		e.place(r, constructCol(s.n, r), next)
	case conSolution:
		st.phase = conEnd
		e.solution()
	default: // conEnd
		s.emit(Done, -1, -1)
	}
}

// codeLines: the first place also makes the list of columns.
func (e *constructEngine) codeLines(sp span) span {
	if ev := e.s.st.ev; ev.Kind == Place && ev.Row == 0 {
		sp.first = 1
	}
	return sp
}

// remaining: a construction tries nothing.
func (e *constructEngine) remaining(int) uint64 { return 0 }

// plainNodes: a construction has no counterpart in plain backtracking.
func (e *constructEngine) plainNodes(uint64) (uint64, bool) { return 0, false }

func (e *constructEngine) narrate(l i18n.Lang) string {
	s := e.s
	ev := s.st.ev
	n := s.n
	itoa := strconv.Itoa
	switch ev.Kind {
	case None:
		if n == 2 || n == 3 {
			return l.Sprintf(i18n.NarrConNone, itoa(n))
		}
		return l.Sprintf(i18n.NarrConReady, itoa(n), itoa(n%6))
	case Place:
		next := l.Sprintf(i18n.NarrOnToRow, itoa(ev.Row+1))
		if ev.Row+1 == n {
			next = l.T(i18n.NarrAllFilled)
		}
		return l.Sprintf(i18n.NarrConPlace, itoa(ev.Row), constructRule(l, n, ev.Row), itoa(ev.Col+1), square(ev.Row, ev.Col), next)
	case Solution:
		return l.Sprintf(i18n.NarrConSolution, joinInts(s.Queens()))
	case Done:
		if ev.Counters.Solutions == 0 {
			return l.Sprintf(i18n.NarrConDoneNone, itoa(n))
		}
		return l.Sprintf(i18n.NarrConDone, itoa(n), amount(l, i18n.NarrPlacements, ev.Counters.Placements))
	}
	return ev.Kind.String()
}

// constructRule says which part of the rule gives row r its column, with
// that part's columns on this board.
func constructRule(l i18n.Lang, n, r int) string {
	evens := n / 2
	m := strconv.Itoa(n % 6)
	part := constructPart(n, evens, n)
	if r < evens {
		part = constructPart(n, 0, evens)
	}
	switch {
	case n == 1:
		return l.T(i18n.NarrConRuleOne)
	case n%6 == 3 && r < evens:
		return l.Sprintf(i18n.NarrConRule3Ev, part)
	case n%6 == 3:
		return l.Sprintf(i18n.NarrConRule3Odd, part)
	case r < evens:
		return l.Sprintf(i18n.NarrConRuleEven, m, part)
	case n%6 == 2:
		return l.Sprintf(i18n.NarrConRule2Odd, part)
	}
	return l.Sprintf(i18n.NarrConRuleOdd, m, part)
}

// constructPart lists the entries of rows from to to (exclusive) counted
// from 1, "(3, 1, 7, 5)": whole up to six, else the first three and the
// last two, so that the list names only columns of the board.
func constructPart(n, from, to int) string {
	var parts []string
	for r := from; r < to; r++ {
		if to-from > 6 && r == from+3 {
			parts = append(parts, "…")
			r = to - 3
			continue
		}
		parts = append(parts, strconv.Itoa(constructEntry(n, r)))
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// constructCol returns the column (0-based) of row r's queen in the
// constructed solution of the n×n board (n = 1 or n ≥ 4), in constant
// time: the r-th entry of the list of columns counted from 1, minus one.
func constructCol(n, r int) int {
	return constructEntry(n, r) - 1
}

// constructEntry is the r-th entry of the list, counted from 1.
func constructEntry(n, r int) int {
	evens, odds := n/2, n-n/2
	m := n % 6
	if r < evens {
		switch {
		case m != 3: // 2, 4, …
			return 2*r + 2
		case r < evens-1: // 4, 6, …, n-1
			return 2*r + 4
		}
		return 2 // then 2
	}
	j := r - evens // the index among the odd columns
	switch {
	case m == 3 && j < odds-2: // 5, 7, …, n
		return 2*j + 5
	case m == 3 && j == odds-2: // then 1
		return 1
	case m == 3: // and 3
		return 3
	case m == 2 && j == 0: // 3
		return 3
	case m == 2 && j == 1: // 1
		return 1
	case m == 2 && j == odds-1: // 5 last
		return 5
	case m == 2: // 7, 9, …, n-1 between
		return 2*j + 3
	}
	return 2*j + 1 // 1, 3, 5, …
}

// constructColumns is the constructed solution of an n×n board, computed
// row by row as it is read: nothing is held.
type constructColumns int

func (c constructColumns) Len() int      { return int(c) }
func (c constructColumns) Col(r int) int { return constructCol(int(c), r) }

// MaxConstructN is the largest board construct writes down: a billion
// rows, 10 GB of columns as text.
const MaxConstructN = 1_000_000_000

// solveConstruct is the spec's solveOne: the constructed solution, or
// ErrNoSolution for N=2 and N=3.
func solveConstruct(_ context.Context, n int, _ StepperOptions) (Columns, error) {
	if n == 2 || n == 3 {
		return nil, ErrNoSolution
	}
	return constructColumns(n), nil
}

// ConstructView is what construct tells beside the board: the column its
// rule gives each row, and which part of the rule that is, so that a view
// shows the whole list before the queens go down. Stepper.Construct
// returns it.
type ConstructView struct{ n int }

// Construct returns the view of the construction; ok is false for the
// strategies that search.
func (s *Stepper) Construct() (v ConstructView, ok bool) {
	if _, ok := s.eng.(*constructEngine); !ok {
		return ConstructView{}, false
	}
	return ConstructView{s.n}, true
}

// Solvable reports whether the board has a solution to construct: every
// board but N=2 and N=3.
func (v ConstructView) Solvable() bool { return v.n != 2 && v.n != 3 }

// Evens is the number of rows, the first ones, that get the even columns
// (counted from 1): N/2.
func (v ConstructView) Evens() int { return v.n / 2 }

// Col returns the column, counted from 0, that the rule gives row r; -1
// on a board without solution and off the board.
func (v ConstructView) Col(r int) int {
	if !v.Solvable() || r < 0 || r >= v.n {
		return -1
	}
	return constructCol(v.n, r)
}

// Rule says which part of the rule gives row r its column, as the
// narration of its place says it ("N mod 6 = 2: the even columns first,
// in order (2, 4, 6, …)"), in English; RuleIn says it in another
// language.
func (v ConstructView) Rule(r int) string { return v.RuleIn(i18n.En, r) }

// RuleIn is Rule in lang.
func (v ConstructView) RuleIn(lang i18n.Lang, r int) string { return constructRule(lang, v.n, r) }

// placeRuler is what an engine that places its queens by a rule rather
// than by a search tells (Stepper.PlaceRule); the construct engine is one.
type placeRuler interface {
	placeRule(lang i18n.Lang, r int) (col int, rule string)
}

func (e *constructEngine) placeRule(lang i18n.Lang, r int) (int, string) {
	v := ConstructView{e.s.n}
	return v.Col(r), v.RuleIn(lang, r)
}

// PlaceRule returns, for a strategy that places its queens by a rule and
// not by a search, the column the rule gives row r and the rule in words,
// as Rule says it; ok is false for the strategies that search. The checker
// and predict give it as the reason of a place.
func (s *Stepper) PlaceRule(r int) (col int, rule string, ok bool) {
	return PlaceRuleIn(s, i18n.En, r)
}

// PlaceRuleIn is s's PlaceRule with the rule in lang.
func PlaceRuleIn(s *Stepper, lang i18n.Lang, r int) (col int, rule string, ok bool) {
	pr, ok := s.eng.(placeRuler)
	if !ok {
		return -1, "", false
	}
	col, rule = pr.placeRule(lang, r)
	return col, rule, true
}
