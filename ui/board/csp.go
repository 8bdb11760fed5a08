package board

import (
	"math/bits"

	"github.com/nqueens/nqueens/solver"
)

// The boards of forward checking and min-conflicts (see Fill).

// fillFC is Fill for forward checking. The queens and the lines attacking
// each square are drawn as for plain backtracking; a row without a queen
// shows its domain — the squares no queen attacks, which the search may
// still use — with the Domain look, so that the pruned squares are the
// tinted ones around them. The moments:
//   - a place: the lines of the queen just placed, through every row
//     still to fill (with MRV some are above it);
//   - a prune: the squares that queen took out of the domains (Pruned);
//   - a wipe-out: the row left without a square, as a dead end;
//   - a backtrack: the lifted queen, and the row that ran dry while it
//     stood — the one it wiped out, or the row filled below it — as a
//     dead end, as for plain backtracking;
//   - a solution: the solved queens.
//
// The row filled next is Marked (but at a wipe-out), and with MRV the rows
// still to fill are Open, so that the board shows they are not taken top
// down.
func (b *Board) fillFC(s *solver.Stepper, fv solver.FCView) {
	n := s.N()
	b.Reset(n)
	b.Row = s.Row()
	var open uint64
	for r := 0; r < n; r++ {
		q := s.QueenCol(r)
		if q < 0 {
			open |= 1 << uint(r)
		}
		dom := fv.Domain(r)
		row := b.Flags[r*n : (r+1)*n]
		for c := range row {
			switch {
			case c == q:
				row[c] = Queen
			case q < 0 && dom&(1<<uint(c)) != 0:
				row[c] = Domain | LineFlags(s.Threats(r, c))
			default:
				row[c] = LineFlags(s.Threats(r, c))
			}
		}
	}
	if s.Options().MRV {
		b.Open = open
	}
	ev := s.Event()
	// The row filled next; not at a wipe-out, after which the queen is
	// lifted instead.
	if !s.IsDone() && b.Row < n && ev.Kind != solver.WipeOut {
		b.Marked = b.Row
	}
	switch ev.Kind {
	case solver.Place:
		b.markLines(ev.Row, ev.Col, open)
	case solver.Prune:
		for r := 0; r < n; r++ {
			for p := fv.Pruned(r); p != 0; p &= p - 1 {
				b.Set(r, bits.TrailingZeros64(p), Pruned)
			}
		}
	case solver.WipeOut:
		for c := 0; c < n; c++ {
			b.Set(ev.Row, c, Dead)
		}
	case solver.Backtrack:
		lifted := solver.Square{Row: ev.Row, Col: ev.Col}
		b.Set(ev.Row, ev.Col, Lifted)
		if d, _ := fv.DeadRow(); d >= 0 {
			b.markDead(s, d, lifted)
		}
	case solver.Solution:
		b.markSolved()
	}
}

// markLines flags Focus the squares of the rows in rows that the queen on
// (r, c) attacks: its column and both diagonals, above and below.
func (b *Board) markLines(r, c int, rows uint64) {
	for ; rows != 0; rows &= rows - 1 {
		r2 := bits.TrailingZeros64(rows)
		k := r2 - r
		if k == 0 {
			continue
		}
		b.Set(r2, c, FocusColumn)
		// Going down, the "\" diagonal runs right and the "/" one left;
		// going up, the other way round.
		b.Set(r2, c+k, FocusDiagonal)
		b.Set(r2, c-k, FocusAnti)
	}
}

// fillMC is Fill for min-conflicts: every queen, those attacked by another
// flagged Conflict, and no tint — every square of a full board is attacked
// by some queen, and the heat map says what matters. The moments:
//   - a pick: the picked queen, the queens attacking it (Attacker) and the
//     squares between them (OnLine);
//   - an evaluate: the picked queen and the heat map of its row, every
//     square with the number of queens that attack it;
//   - a move: the queen on its new square, the heat map it chose from, and
//     the square it left, its arrow pointing the way it went;
//   - a solution: the solved queens.
func (b *Board) fillMC(s *solver.Stepper, mv solver.MCView) {
	n := s.N()
	b.Reset(n)
	b.Row = s.Row()
	for r := 0; r < n; r++ {
		if q := s.QueenCol(r); q >= 0 {
			b.Set(r, q, Queen)
			if mv.QueenConflicts(r) > 0 {
				b.Set(r, q, Conflict)
			}
		}
	}
	ev := s.Event()
	switch ev.Kind {
	case solver.Pick:
		b.Marked = ev.Row
		b.pick(ev.Row, ev.Col)
		for _, q := range mv.Attackers(nil, ev.Row) {
			b.Clear(q.Row, q.Col, Conflict)
			b.Set(q.Row, q.Col, Attacker)
			b.MarkLine(q.Row, q.Col, ev.Row, ev.Col)
		}
	case solver.Evaluate, solver.Move:
		b.Marked = ev.Row
		for c := 0; c < n; c++ {
			b.Set(ev.Row, c, HeatMap(mv.SquareConflicts(ev.Row, c)))
		}
		b.pick(ev.Row, ev.Col)
		if ev.Kind == solver.Move && ev.From != ev.Col {
			way := MovedRight
			if ev.From > ev.Col {
				way = MovedLeft
			}
			b.Set(ev.Row, ev.From, way)
		}
	case solver.Solution:
		b.markSolved()
	}
}

// pick flags the queen on (r, c) as the one picked.
func (b *Board) pick(r, c int) {
	b.Clear(r, c, Conflict)
	b.Set(r, c, Picked)
}
