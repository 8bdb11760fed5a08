package solver

import (
	"fmt"
	"strconv"
	"strings"
)

// Narrate describes the current event in plain language, the way a teacher
// would say it: "row 2: (2,1) is attacked by the queen at (0,1) along its
// column — skip". The visualizer's status line and the trace command both
// use it, so the words are the same everywhere.
func (s *Stepper) Narrate() string {
	switch s.strategy {
	case FC:
		return s.narrateFC()
	case MinConflicts:
		return s.narrateMC()
	}
	ev := s.st.ev
	bitmask := s.strategy == Bitmask
	switch ev.Kind {
	case None:
		if s.base > 0 {
			return fmt.Sprintf("ready: %d %s given, the %s search goes on from row %d", s.base, Plural(s.base, "queen"), s.strategy, s.base)
		}
		return fmt.Sprintf("ready: the %s search starts on row 0 of the %d×%d board", s.strategy, s.n, s.n)
	case Try:
		if bitmask {
			return fmt.Sprintf("row %d: take the lowest free bit — try %s", ev.Row, square(ev.Row, ev.Col))
		}
		return fmt.Sprintf("row %d: try %s", ev.Row, square(ev.Row, ev.Col))
	case Attack:
		verdict := "skip"
		if bitmask {
			verdict = "not free"
		}
		return fmt.Sprintf("row %d: %s is attacked by the queen at %s %s — %s",
			ev.Row, square(ev.Row, ev.Col), square(ev.By.Row, ev.By.Col), ev.Line.Along(), verdict)
	case Place:
		next := "all rows filled"
		if ev.Row+1 < s.n {
			next = "on to row " + strconv.Itoa(ev.Row+1)
		}
		return fmt.Sprintf("row %d: %s is safe — place a queen, %s", ev.Row, square(ev.Row, ev.Col), next)
	case Backtrack:
		// A queen on the last row always completes a solution, so that is
		// the only way back from it; anywhere else the rows below ran dry.
		// After the lift, the row goes on only if a column is left to
		// try; the top row with none left ends the search.
		left := s.Remaining(ev.Row) != 0
		switch {
		case !left && ev.Row == s.base && ev.Row == s.n-1:
			return fmt.Sprintf("row %d: lift the queen at %s — no column is left to try: the search is over", ev.Row, square(ev.Row, ev.Col))
		case ev.Row == s.n-1:
			return fmt.Sprintf("row %d: lift the queen at %s and look for more solutions", ev.Row, square(ev.Row, ev.Col))
		case !left && ev.Row == s.base:
			return fmt.Sprintf("backtrack: row %d has no safe square left — lift the queen at %s; row %d has no column left either: the search is over",
				ev.Row+1, square(ev.Row, ev.Col), ev.Row)
		case !left:
			return fmt.Sprintf("backtrack: row %d has no safe square left — lift the queen at %s; row %d has no column left either: back to row %d",
				ev.Row+1, square(ev.Row, ev.Col), ev.Row, ev.Row-1)
		}
		return fmt.Sprintf("backtrack: row %d has no safe square left — lift the queen at %s and go on in row %d",
			ev.Row+1, square(ev.Row, ev.Col), ev.Row)
	case Solution:
		return fmt.Sprintf("solution %s found: columns %s", Thousands(ev.Index), joinInts(s.Queens()))
	case Done:
		if ev.Counters.Solutions == 0 {
			return fmt.Sprintf("done: the %d×%d board has no solution — every branch ended in an attack (%s)",
				s.n, s.n, Amount(ev.Counters.Steps, "step"))
		}
		c := ev.Counters
		return fmt.Sprintf("done: %s %s found in %s, %s", all(c.Solutions),
			Amount(c.Solutions, "solution"), Amount(c.Steps, "step"), Amount(c.Backtracks, "backtrack"))
	}
	return ev.Kind.String()
}

// square writes a square as "(row,col)".
func square(r, c int) string {
	return "(" + strconv.Itoa(r) + "," + strconv.Itoa(c) + ")"
}

// Along names the line of an attack as the narration says it: "along its
// column", "along a diagonal", "along an anti-diagonal", "along its row".
func (l Line) Along() string {
	switch l {
	case Column:
		return "along its column"
	case Diagonal:
		return "along a diagonal"
	case AntiDiagonal:
		return "along an anti-diagonal"
	case Row:
		return "along its row"
	}
	return "along " + l.String()
}

// all is "all" before a number of solutions, or "the" before the only one.
func all(n uint64) string {
	if n == 1 {
		return "the"
	}
	return "all"
}

// Thousands writes v with commas between groups of three digits
// (1,965), the way counts are shown to people throughout nqueens.
func Thousands(v uint64) string {
	s := strconv.FormatUint(v, 10)
	if len(s) <= 3 {
		return s
	}
	out := make([]byte, 0, len(s)+len(s)/3)
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	return string(out)
}

// joinInts writes numbers separated by single spaces.
func joinInts(xs []int) string {
	var b strings.Builder
	for i, x := range xs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(x))
	}
	return b.String()
}
