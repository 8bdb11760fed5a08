package solver

import (
	"fmt"
	"strconv"
	"strings"
)

// The narration of forward checking and min-conflicts (see Narrate).

// narrateFC is Narrate for forward checking.
func (s *Stepper) narrateFC() string {
	ev := s.st.ev
	switch ev.Kind {
	case None:
		how := "rows top down"
		if s.opt.MRV {
			how = "the row with the fewest squares left first (MRV)"
		}
		if s.base > 0 {
			return fmt.Sprintf("ready: %d %s given; forward checking fills %s, every row keeping a domain of the squares no queen attacks", s.base, Plural(s.base, "queen"), how)
		}
		return fmt.Sprintf("ready: forward checking fills %s; every row keeps a domain of the squares no queen attacks, all %d at first", how, s.n)
	case Place:
		left := Amount(popcount(s.Domain(ev.Row)), "square")
		if s.opt.MRV {
			return fmt.Sprintf("row %d, the row with the fewest squares left (%s): place a queen on %s", ev.Row, left, square(ev.Row, ev.Col))
		}
		return fmt.Sprintf("row %d: place a queen on %s, the next of the %s of its domain", ev.Row, square(ev.Row, ev.Col), left)
	case Prune:
		squares, rows := 0, 0
		for r := 0; r < s.n; r++ {
			if lost := popcount(s.Pruned(r)); lost > 0 {
				squares += lost
				rows++
			}
		}
		return fmt.Sprintf("prune: the queen at %s takes the %s it attacks out of the domains of %s", ev.By,
			Amount(squares, "square"), Amount(rows, "row"))
	case WipeOut:
		return fmt.Sprintf("wipe-out: the queen at %s took the last square of row %d — whatever goes on the rows still empty, row %d can get no queen, so %s is lifted at once",
			ev.By, ev.Row, ev.Row, ev.By)
	case Backtrack:
		lifted := Square{ev.Row, ev.Col}
		below, wiped := s.DeadRow()
		why := fmt.Sprintf("backtrack: row %d has no square left to try — lift the queen at %s and give back what it pruned", below, lifted)
		switch {
		case s.st.depth+1 == s.n:
			why = fmt.Sprintf("row %d: lift the queen at %s and give back the squares it pruned", ev.Row, lifted)
		case wiped:
			why = fmt.Sprintf("backtrack: lift the queen at %s and give back the squares it pruned", lifted)
		}
		// The row goes on only if a square of its domain is left; the
		// first row of the search with none ends it.
		left, either := s.Remaining(ev.Row) != 0, " either"
		if s.st.depth+1 == s.n {
			either = "" // after a solution no row ran out before
		}
		switch {
		case left && s.st.depth+1 == s.n:
			return why + ", and look for more solutions"
		case left:
			return why + fmt.Sprintf("; try the next square of row %d", ev.Row)
		case s.st.depth == s.base:
			return why + fmt.Sprintf("; row %d has no square left%s: the search is over", ev.Row, either)
		}
		return why + fmt.Sprintf("; row %d has no square left%s: back to row %d", ev.Row, either, s.st.order[s.st.depth-1])
	case Solution:
		return fmt.Sprintf("solution %s found: columns %s", Thousands(ev.Index), joinInts(s.Queens()))
	case Done:
		c := ev.Counters
		if c.Solutions == 0 {
			return fmt.Sprintf("done: the %d×%d board has no solution — %s placed, %s wiped out",
				s.n, s.n, Amount(c.Placements, "queen"), Amount(c.WipeOuts, "domain"))
		}
		return fmt.Sprintf("done: %s %s found with %s placed (the nodes of the search), %s",
			all(c.Solutions), Amount(c.Solutions, "solution"), Amount(c.Placements, "queen"), Amount(c.WipeOuts, "wipe-out"))
	}
	return ev.Kind.String()
}

// narrateMC is Narrate for min-conflicts.
func (s *Stepper) narrateMC() string {
	ev := s.st.ev
	c := ev.Counters
	switch ev.Kind {
	case None:
		return fmt.Sprintf("ready: min-conflicts (seed %d) puts a queen on each of the %d rows (%s start), then moves attacked queens until none is",
			s.opt.Seed, s.n, s.opt.Start)
	case Start:
		how := "each on a square of its row attacked by the fewest queens above it"
		if s.opt.Start == RandomStart {
			how = "each on a column drawn at random"
		}
		text := fmt.Sprintf("start: a queen on every row, %s — %s attacking each other", how, pairsText(int64(s.ConflictPairs())))
		if c.Starts > 1 {
			text = fmt.Sprintf("restart: %d moves without fewer conflicts (a plateau) — start again; %s attacking each other",
				mcPlateau(s.n), pairsText(int64(s.ConflictPairs())))
		}
		return text
	case Pick:
		attacked := 0
		for r := 0; r < s.n; r++ {
			if s.mc.conflicts(r) > 0 {
				attacked++
			}
		}
		var with []string
		for _, q := range s.Attackers(nil, ev.Row) {
			with = append(with, q.String())
		}
		return fmt.Sprintf("pick the queen at %s, drawn among the %d attacked ones: attacked by %s",
			square(ev.Row, ev.Col), attacked, strings.Join(with, " "))
	case Evaluate:
		least, where := s.n, []string{}
		for col := 0; col < s.n; col++ {
			switch v := s.SquareConflicts(ev.Row, col); {
			case v < least:
				least, where = v, []string{strconv.Itoa(col)}
			case v == least:
				where = append(where, strconv.Itoa(col))
			}
		}
		return fmt.Sprintf("row %d: count the queens attacking each square — fewest %d, in columns %s",
			ev.Row, least, strings.Join(where, " "))
	case Move:
		left := pairsText(int64(s.ConflictPairs())) + " left"
		if ev.From == ev.Col {
			return fmt.Sprintf("the queen at %s stays: no square of its row has fewer conflicts — %s", square(ev.Row, ev.Col), left)
		}
		return fmt.Sprintf("move the queen from %s to %s, a square with the fewest conflicts (%d) — %s",
			square(ev.Row, ev.From), square(ev.Row, ev.Col), s.QueenConflicts(ev.Row), left)
	case Solution:
		return fmt.Sprintf("solution found after %s: no queen is attacked — columns %s", Amount(c.Moves, "move"), joinInts(s.Queens()))
	case GiveUp:
		return fmt.Sprintf("give up: %s still attacking each other after %s and %s — min-conflicts only repairs, it cannot tell whether the board has a solution",
			pairsText(int64(s.ConflictPairs())), Amount(c.Moves, "move"), Amount(c.Starts, "start"))
	case Done:
		if c.Solutions == 0 {
			return fmt.Sprintf("done: no solution found in %s (the cap for N=%d)", Amount(c.Moves, "move"), s.n)
		}
		return fmt.Sprintf("done: min-conflicts found a solution in %s, %s", Amount(c.Moves, "move"), Amount(c.Starts, "start"))
	}
	return ev.Kind.String()
}
