package play

import (
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
)

// line is a line of attack. Unlike the search, which puts one queen per
// row, the player may put two on a row, so rows attack too.
type line uint8

const (
	lineColumn line = iota
	lineDiagonal
	lineAnti
	lineRow
)

// phrase says the line as the narration of the watch view does.
func (l line) phrase() string {
	switch l {
	case lineDiagonal:
		return "along a diagonal"
	case lineAnti:
		return "along an anti-diagonal"
	case lineRow:
		return "along its row"
	}
	return "along its column"
}

// flag is the board flag of the line; rows have none (see attackFlags).
func (l line) flag() board.Flag {
	switch l {
	case lineColumn:
		return board.AttackColumn
	case lineDiagonal:
		return board.AttackDiagonal
	case lineAnti:
		return board.AttackAnti
	}
	return 0
}

// attacker is a queen attacking a square, and along which line.
type attacker struct {
	by   solver.Square
	line line
}

// attackers returns the queens attacking square s (a queen on s itself is
// not counted), ordered by line as the search checks them — column, then
// diagonal, then anti-diagonal — and rows last.
func (m Model) attackers(s solver.Square) []attacker {
	var out []attacker
	for l := lineColumn; l <= lineRow; l++ {
		for _, q := range m.Queens() {
			if q != s && lineOf(q, s) == l {
				out = append(out, attacker{q, l})
			}
		}
	}
	return out
}

// lineOf returns the line joining two squares; lineRow+1 when none does.
func lineOf(a, b solver.Square) line {
	switch {
	case a.Col == b.Col:
		return lineColumn
	case a.Row-a.Col == b.Row-b.Col:
		return lineDiagonal
	case a.Row+a.Col == b.Row+b.Col:
		return lineAnti
	case a.Row == b.Row:
		return lineRow
	}
	return lineRow + 1
}

// boardOf fills a board the way the watch view fills its own: queens, the
// lines they attack, plus what only play has — the cursor, pencil marks,
// queens in conflict, the line of the last conflict, the idea.
//
// A square attacked only along a row keeps the look of a safe square: the
// board has no row-attack flag (the search never puts two queens on a row),
// and the panel names the row attack when the cursor is on it.
func (m Model) boardOf() board.Board {
	b := board.New(m.n)
	queens := m.Queens()
	won := m.Won()
	for _, q := range queens {
		f := board.Queen
		if won {
			f |= board.Solved
		}
		for _, o := range queens {
			if o != q && lineOf(o, q) <= lineRow {
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
				if l := lineOf(q, s); l <= lineRow {
					b.Set(r, c, l.flag())
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
