package solver

import (
	"fmt"
	"strings"
)

// Narrate describes the current event in plain language, the way a teacher
// would say it: "row 2: (2,1) is attacked by the queen at (0,1) along its
// column — skip". Every view and the trace command use it, so the words
// are the same everywhere.
func (s *Stepper) Narrate() string {
	ev := s.st.ev
	switch ev.Kind {
	case None:
		if s.base > 0 {
			return fmt.Sprintf("ready: %d queens given, the search goes on from row %d", s.base, s.base)
		}
		return fmt.Sprintf("ready: the search starts on row 0 of the %d×%d board", s.n, s.n)
	case Try:
		return fmt.Sprintf("row %d: try (%d,%d)", ev.Row, ev.Row, ev.Col)
	case Attack:
		along := "along its column"
		switch ev.Line {
		case Diagonal:
			along = "along a diagonal"
		case AntiDiagonal:
			along = "along an anti-diagonal"
		}
		return fmt.Sprintf("row %d: (%d,%d) is attacked by the queen at (%d,%d) %s — skip",
			ev.Row, ev.Row, ev.Col, ev.By.Row, ev.By.Col, along)
	case Place:
		return fmt.Sprintf("row %d: (%d,%d) is safe — place a queen", ev.Row, ev.Row, ev.Col)
	case Backtrack:
		// A queen on the last row always completes a solution, so that is
		// the only way back from it; anywhere else the rows below ran dry.
		if ev.Row == s.n-1 {
			return fmt.Sprintf("row %d: lift the queen at (%d,%d) to look for more solutions", ev.Row, ev.Row, ev.Col)
		}
		return fmt.Sprintf("row %d: lift the queen at (%d,%d) — row %d has no safe square left (backtrack)", ev.Row, ev.Row, ev.Col, ev.Row+1)
	case Solution:
		return fmt.Sprintf("solution #%d: columns %s", ev.Index, joinInts(s.Queens()))
	case Done:
		switch ev.Counters.Solutions {
		case 0:
			return fmt.Sprintf("done: no solution exists for N=%d (%d steps, %d backtracks)", s.n, ev.Counters.Steps, ev.Counters.Backtracks)
		case 1:
			return fmt.Sprintf("done: 1 solution (%d steps, %d backtracks)", ev.Counters.Steps, ev.Counters.Backtracks)
		}
		return fmt.Sprintf("done: %d solutions (%d steps, %d backtracks)", ev.Counters.Solutions, ev.Counters.Steps, ev.Counters.Backtracks)
	}
	return ev.Kind.String()
}

// joinInts writes numbers separated by single spaces.
func joinInts(xs []int) string {
	var b strings.Builder
	for i, x := range xs {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprint(&b, x)
	}
	return b.String()
}
