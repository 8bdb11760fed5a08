package accessible

import (
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// describeBoard says the board row by row: where each queen stands, and
// for a row without one which squares are attacked, by which queens and
// along which lines, and which are safe.
func describeBoard(l i18n.Lang, s *solver.Stepper) []string {
	n := s.N()
	out := []string{msgBoardHead(l, n, s.Step(), s.Placed()), msgNumbering(l)}
	for r := range n {
		if c := s.QueenCol(r); c >= 0 {
			out = append(out, msgRowQueen(l, r, c, attackers(l, s, r, c)))
			continue
		}
		var attacked []string
		var safe []int
		for c := range n {
			if by := attackers(l, s, r, c); len(by) > 0 {
				attacked = append(attacked, msgAttackedColumn(l, c, by))
			} else {
				safe = append(safe, c)
			}
		}
		out = append(out, msgRowEmpty(l, r, attacked, safe))
	}
	if ev := s.Event(); ev.Kind == solver.Try {
		out = append(out, msgTried(l, solver.Square{Row: ev.Row, Col: ev.Col}))
	}
	return out
}

// attackers names the queens standing that attack square (r, c), the
// queen of its own row left out.
func attackers(l i18n.Lang, s *solver.Stepper, r, c int) []string {
	var by []string
	for r2 := range s.N() {
		q := s.QueenCol(r2)
		if r2 == r || q < 0 {
			continue
		}
		queen := solver.Square{Row: r2, Col: q}
		if line := solver.AttackLine(queen, solver.Square{Row: r, Col: c}); line != solver.NoLine {
			by = append(by, msgAttacker(l, queen, line))
		}
	}
	return by
}

// describeState reads out what the strategy keeps beside the board: the
// bitmask search's words, forward checking's domains, min-conflicts'
// conflict counts, or the array search's arrays.
func describeState(l i18n.Lang, s *solver.Stepper) []string {
	n := s.N()
	var out []string
	if v, ok := s.Bitmask(); ok {
		for r := range n + 1 {
			cols, ld, rd, ok := v.Words(r)
			if !ok {
				continue
			}
			free, _ := v.Free(r)
			out = append(out, msgWords(l, r, bitsOf(cols, n), bitsOf(ld, n), bitsOf(rd, n), bitsOf(free, n), columns(free, n)))
		}
		return out
	}
	if v, ok := s.FC(); ok {
		for r := range n {
			out = append(out, msgDomain(l, r, columns(v.Domain(r), n), s.QueenCol(r)))
		}
		return out
	}
	if v, ok := s.MC(); ok {
		for r := range n {
			c := s.QueenCol(r)
			if c < 0 {
				continue
			}
			counts := make([]int, n)
			for k := range n {
				counts[k] = v.SquareConflicts(r, k)
			}
			out = append(out, msgConflicts(l, r, c, v.QueenConflicts(r), counts))
		}
		if out == nil {
			out = append(out, msgStateNone(l, s.Strategy()))
		}
		return out
	}
	if s.Strategy() != solver.Array {
		return []string{msgStateNone(l, s.Strategy())}
	}
	var cols, diags, antis []int
	for r := range n {
		if c := s.QueenCol(r); c >= 0 {
			cols, diags, antis = append(cols, c), append(diags, r-c), append(antis, r+c)
		}
	}
	return []string{msgArrays(l, cols, diags, antis)}
}

// describeWhere says where the search is.
func describeWhere(l i18n.Lang, s *solver.Stepper) string {
	return msgWhere(l, s.Step(), s.IsDone(), s.Row(), s.N(), s.Placed(), s.Strategy(), s.Counters())
}

// bitsOf writes a row word as the watch view's panel shows it: a digit
// per column, column 0 first, as the board reads.
func bitsOf(w uint64, n int) string {
	b := make([]byte, n)
	for c := range n {
		b[c] = '0' + byte(w>>uint(c)&1)
	}
	return string(b)
}

// columns lists the columns of a row bitset.
func columns(set uint64, n int) []int {
	var cols []int
	for c := range n {
		if set&(1<<uint(c)) != 0 {
			cols = append(cols, c)
		}
	}
	return cols
}
