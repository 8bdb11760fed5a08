package play

import (
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
)

// lineOrder is the order in which attackers are named: as the search checks
// them — column, then diagonal, then anti-diagonal — and rows last, since
// only a person puts two queens on a row.
var lineOrder = []solver.Line{solver.Column, solver.Diagonal, solver.AntiDiagonal, solver.Row}

// attacker is a queen attacking a square, and along which line.
type attacker struct {
	by   solver.Square
	line solver.Line
}

// attackers returns the queens attacking square s (a queen on s itself is
// not counted), ordered by line as the search checks them — column, then
// diagonal, then anti-diagonal — and rows last.
func (m *Model) attackers(s solver.Square) []attacker {
	var out []attacker
	queens := m.queens()
	for _, l := range lineOrder {
		for _, q := range queens {
			if solver.AttackLine(q, s) == l {
				out = append(out, attacker{q, l})
			}
		}
	}
	return out
}

// boardOf fills a board the way the watch view fills its own: queens, the
// lines they attack, plus what only play has — the cursor, pencil marks,
// queens in conflict, the line of the last conflict, the idea.
//
// A square attacked only along a row keeps the look of a safe square: the
// board has no row-attack flag (the search never puts two queens on a row),
// and the panel names the row attack when the cursor is on it.
func (m *Model) boardOf() board.Board {
	b := board.New(m.n)
	queens := m.queens()
	won := m.won()
	for _, q := range queens {
		f := board.Queen
		if won {
			f |= board.Solved
		}
		for _, o := range queens {
			if solver.AttackLine(o, q) != solver.NoLine {
				f |= board.Conflict
			}
		}
		b.Set(q.Row, q.Col, f)
	}
	for r := range m.n {
		for c := range m.n {
			s := solver.Square{Row: r, Col: c}
			if m.marks[r*m.n+c]&markQueen != 0 {
				continue
			}
			for _, q := range queens {
				if l := solver.AttackLine(q, s); l != solver.NoLine {
					// Rows have no flag: a square attacked only along its
					// row is named in the panel, not drawn.
					b.Set(r, c, board.LineFlags(l))
				}
			}
			if m.marks[r*m.n+c]&markRuledOut != 0 {
				b.Set(r, c, board.RuledOut)
			}
		}
	}
	if m.clashOn {
		b.MarkLine(m.clash[0].Row, m.clash[0].Col, m.clash[1].Row, m.clash[1].Col)
	}
	if m.hintOn {
		b.Set(m.hint.Row, m.hint.Col, board.Tried)
	}
	b.Set(m.row, m.col, board.Cursor)
	return b
}
