// Package board draws an N-Queens board in the terminal. It is shared by
// every view that shows a board (watch the search, browse solutions, place
// queens yourself): a view fills a Board with per-square flags, picks a
// Layout with Fit, and renders with a Renderer.
//
// Rendering is a pure function of (Board, Layout) and the renderer's Show
// setting: the same inputs always give the same string, never wider or
// taller than the layout says.
package board

import (
	"math/bits"

	"github.com/nqueens/nqueens/solver"
)

// Flag is a set of facts about one square. Several can combine (a square
// attacked along a column and a diagonal, a queen under the cursor); the
// renderer shows the most important one, see Renderer.
type Flag uint64

// The flags of a square.
const (
	Queen          Flag = 1 << iota // a queen stands here
	AttackColumn                    // attacked along a column
	AttackDiagonal                  // attacked along a "\" diagonal (same row−col)
	AttackAnti                      // attacked along a "/" diagonal (same row+col)
	Tried                           // the square being tried now
	Rejected                        // the square just found attacked and skipped
	Attacker                        // the queen that attacks the rejected square
	OnLine                          // on the drawn line from Attacker to Rejected
	Lifted                          // the queen being lifted by a backtrack
	Solved                          // a queen of a complete solution
	Cursor                          // the player's cursor
	RuledOut                        // pencil mark: the player ruled this square out
	Conflict                        // a queen attacking another queen
	FocusColumn                     // on the column of the queen that matters now
	FocusDiagonal                   // on its "\" diagonal
	FocusAnti                       // on its "/" diagonal
	Dead                            // in the exhausted row of a backtrack, or the row a wipe-out emptied: no safe square
	Domain                          // fc: still in its row's domain, which no queen attacks
	Pruned                          // fc: just taken out of its row's domain by the queen placed
	Picked                          // min-conflicts: the queen picked to move
	Heat                            // min-conflicts: a square of the heat map, its count in HeatCount
	MovedLeft                       // min-conflicts: the square a queen left, moving left
	MovedRight                      // min-conflicts: the square a queen left, moving right

	// The strokes of a drawn line of attack (MarkLine) in a square: from
	// its centre to the edge or corner it shares with the next square of
	// the line, up, up-right, and so on. The squares between the ends
	// have two (the line runs through them); the attacker and the square
	// it attacks have one each, towards the other, so that the line is
	// drawn even when they touch and there is no square between.
	strokeN
	strokeNE
	strokeE
	strokeSE
	strokeS
	strokeSW
	strokeW
	strokeNW

	// Attacked is any of the three attack lines.
	Attacked = AttackColumn | AttackDiagonal | AttackAnti
	// Focus is any of the lines of the queen that matters now.
	Focus = FocusColumn | FocusDiagonal | FocusAnti
	// Moved is either side a queen left its square for.
	Moved = MovedLeft | MovedRight
	// strokes is every stroke of a line of attack.
	strokes = strokeN | strokeNE | strokeE | strokeSE | strokeS | strokeSW | strokeW | strokeNW
)

// heatShift is where a heat-map square keeps its count: the top byte of
// its flags, clear of the flags above (a count of queens on a board of at
// most 64 rows fits).
const heatShift = 56

// HeatMap returns the flags of a heat-map square attacked by count queens.
func HeatMap(count int) Flag {
	return Heat | Flag(min(max(count, 0), 255))<<heatShift
}

// HeatCount returns the count of a heat-map square (see HeatMap).
func (f Flag) HeatCount() int { return int(f >> heatShift) }

// count returns how many flags of f are set: with f&Attacked, the number of
// lines attacking a square.
func (f Flag) count() int { return bits.OnesCount64(uint64(f)) }

// LineFlags converts the attack lines of the solver into flags.
func LineFlags(l solver.Line) Flag {
	var f Flag
	if l&solver.Column != 0 {
		f |= AttackColumn
	}
	if l&solver.Diagonal != 0 {
		f |= AttackDiagonal
	}
	if l&solver.AntiDiagonal != 0 {
		f |= AttackAnti
	}
	return f
}

// Board is the state of every square of an N×N board, row-major, row 0 at
// the top and column 0 on the left, like the solver.
type Board struct {
	N     int
	Flags []Flag // len N*N; Flags[r*N+c] is square (r, c)
	// Row is the row the search is filling: with ShowAhead the renderer
	// tints only the attacked squares of this row and the rows below. 0
	// for a board without a search (every row is ahead).
	Row int
	// Open, when not 0, lists the rows still to fill (bit r for row r)
	// of a search that does not fill them top down (fc with MRV): with
	// ShowAhead those are the rows ahead, in place of Row and below.
	Open uint64
	// Marked is the row the rank labels point at, -1 for none: the row
	// forward checking fills next, the row of the queen min-conflicts
	// picked.
	Marked int
}

// New returns an empty n×n board.
func New(n int) Board {
	var b Board
	b.Reset(n)
	return b
}

// Reset empties the board and resizes it to n×n, reusing its memory so that
// a view can refill it on every frame without allocating.
func (b *Board) Reset(n int) {
	n = max(n, 0)
	if cap(b.Flags) < n*n {
		b.Flags = make([]Flag, n*n)
	}
	b.Flags = b.Flags[:n*n]
	clear(b.Flags)
	b.N = n
	b.Row = 0
	b.Open = 0
	b.Marked = -1
}

// ahead reports whether row r is one the search has still to fill: with
// ShowAhead only these rows are tinted.
func (b *Board) ahead(r int) bool {
	if b.Open != 0 {
		return b.Open&(1<<uint(r)) != 0
	}
	return r >= b.Row
}

// In reports whether (r, c) is on the board.
func (b *Board) In(r, c int) bool { return r >= 0 && r < b.N && c >= 0 && c < b.N }

// At returns the flags of square (r, c), 0 off the board.
func (b *Board) At(r, c int) Flag {
	if !b.In(r, c) {
		return 0
	}
	return b.Flags[r*b.N+c]
}

// Set adds flags to square (r, c); squares off the board are ignored, so
// callers need not check the -1 coordinates of events without a square.
func (b *Board) Set(r, c int, f Flag) {
	if b.In(r, c) {
		b.Flags[r*b.N+c] |= f
	}
}

// Clear removes flags from square (r, c).
func (b *Board) Clear(r, c int, f Flag) {
	if b.In(r, c) {
		b.Flags[r*b.N+c] &^= f
	}
}

// Fill sets the board to the stepper's state: its queens, the lines every
// queen attacks, the row being filled, and the moment the last event shows:
//   - a try: the square tried;
//   - a place: the lines of the queen just placed (Focus);
//   - an attack: the rejected square, the culprit queen and the line
//     between them (OnLine, with its strokes), the one line that is the
//     reason; the culprit's other lines stay ordinary attacked squares;
//   - a backtrack: the lifted queen where it stood, and the exhausted row
//     below it (Dead), each square with the lines that made it unsafe —
//     the lifted queen's included — or none when it was safe and its
//     subtree ran dry;
//   - a solution: the solved queens (the renderer drops the tint then).
//
// The strategies that keep domains (forward checking) or conflicts
// (min-conflicts) have moments of their own: see fillFC and fillMC.
func (b *Board) Fill(s *solver.Stepper) {
	if fv, ok := s.FC(); ok {
		b.fillFC(s, fv)
		return
	}
	if mv, ok := s.MC(); ok {
		b.fillMC(s, mv)
		return
	}
	n := s.N()
	b.Reset(n)
	b.Row = s.Row()
	for r := 0; r < n; r++ {
		q := s.QueenCol(r)
		row := b.Flags[r*n : (r+1)*n]
		for c := range row {
			if c == q {
				row[c] = Queen
			} else {
				row[c] = LineFlags(s.Threats(r, c))
			}
		}
	}
	ev := s.Event()
	switch ev.Kind {
	case solver.Try:
		b.Set(ev.Row, ev.Col, Tried)
	case solver.Place:
		b.MarkFocus(ev.Row, ev.Col)
	case solver.Attack:
		b.Set(ev.Row, ev.Col, Rejected)
		b.Set(ev.By.Row, ev.By.Col, Attacker)
		b.MarkLine(ev.By.Row, ev.By.Col, ev.Row, ev.Col)
	case solver.Backtrack:
		b.Set(ev.Row, ev.Col, Lifted)
		// A backtrack from the last row follows a solution: no row ran
		// dry. Otherwise the row below the lifted queen did.
		if d := ev.Row + 1; d < n {
			b.markDead(s, d, solver.Square{Row: ev.Row, Col: ev.Col})
		}
	case solver.Solution:
		b.markSolved()
	}
}

// markSolved flags every queen of the board as a queen of a solution.
func (b *Board) markSolved() {
	for i := range b.Flags {
		if b.Flags[i]&Queen != 0 {
			b.Flags[i] |= Solved
		}
	}
}

// markDead flags row d as a dead end once the queen lifted has gone: each
// square with the lines that rule it out, the lifted queen's included —
// none for a square that was safe and whose subtree ran dry.
func (b *Board) markDead(s *solver.Stepper, d int, lifted solver.Square) {
	for c := 0; c < b.N; c++ {
		b.Set(d, c, Dead|LineFlags(s.Threats(d, c))|LineFlags(solver.AttackLine(lifted, solver.Square{Row: d, Col: c})))
	}
}

// MarkFocus flags the squares below (r, c) that a queen there attacks —
// its column and both diagonals down to the last row — with the line they
// lie on: the lines that rule out squares of the rows still to fill.
func (b *Board) MarkFocus(r, c int) {
	if !b.In(r, c) {
		return
	}
	below := ^uint64(0) << uint(r+1) & (uint64(1)<<uint(b.N) - 1) // rows r+1 to N-1
	b.markLines(r, c, below)
}

// ClearAll takes the flags f off every square.
func (b *Board) ClearAll(f Flag) {
	for i := range b.Flags {
		b.Flags[i] &^= f
	}
}

// MarkLine flags OnLine the squares strictly between (r0, c0) and (r1, c1),
// which must share a column or a diagonal (otherwise nothing is marked),
// and gives every square from one end to the other its strokes of the
// line: the renderer draws it through them, ends included.
func (b *Board) MarkLine(r0, c0, r1, c1 int) {
	dr, dc := sign(r1-r0), sign(c1-c0)
	if r0 == r1 && c0 == c1 || (dr != 0 && dc != 0 && abs(r1-r0) != abs(c1-c0)) {
		return
	}
	fwd, back := stroke(dr, dc), stroke(-dr, -dc)
	b.Set(r0, c0, fwd)
	for r, c := r0+dr, c0+dc; r != r1 || c != c1; r, c = r+dr, c+dc {
		b.Set(r, c, OnLine|fwd|back)
	}
	b.Set(r1, c1, back)
}

// stroke returns the stroke flag pointing dr rows and dc columns away
// (each -1, 0 or 1, not both 0).
func stroke(dr, dc int) Flag {
	return [3][3]Flag{
		{strokeNW, strokeN, strokeNE},
		{strokeW, 0, strokeE},
		{strokeSW, strokeS, strokeSE},
	}[dr+1][dc+1]
}

// strokeDirs lists the strokes with the direction each points to.
var strokeDirs = [...]struct {
	f      Flag
	dr, dc int
}{
	{strokeN, -1, 0}, {strokeNE, -1, 1}, {strokeE, 0, 1}, {strokeSE, 1, 1},
	{strokeS, 1, 0}, {strokeSW, 1, -1}, {strokeW, 0, -1}, {strokeNW, -1, -1},
}

func sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

func abs(x int) int { return max(x, -x) }
