package board

import "strconv"

// Cell is the size of one square in terminal cells. Terminal cells are about
// twice as tall as wide, so a square looks square when W ≈ 2·H + 1.
type Cell struct{ W, H int }

// Cells lists the square sizes Fit chooses from, largest first: large cells
// for a projector, one character per square at the limit.
var Cells = []Cell{{7, 3}, {5, 2}, {3, 1}, {2, 1}, {1, 1}}

// Layout is where everything of a board goes on screen: rank labels (the row
// numbers) on the left, one space, then the squares; file labels (the column
// numbers) above. Labels are 0-based, as in the narration "(3,1)".
type Layout struct {
	N     int
	Cell  Cell
	RankW int // width of the rank labels
	FileH int // lines of file labels: 1, or one per digit when a number does not fit across a square
}

// NewLayout returns the layout of an n×n board with squares of the given size.
func NewLayout(n int, cell Cell) Layout {
	digits := len(strconv.Itoa(max(n-1, 0)))
	l := Layout{N: n, Cell: cell, RankW: digits, FileH: 1}
	if digits > 1 && cell.W < digits+1 {
		// Two-digit numbers over one- or two-character squares would run
		// into each other: write them vertically, one digit per line.
		l.FileH = digits
	}
	return l
}

// Width returns the width of the rendered board.
func (l Layout) Width() int { return l.RankW + 1 + l.N*l.Cell.W }

// Height returns the height of the rendered board.
func (l Layout) Height() int { return l.FileH + l.N*l.Cell.H }

// Left returns the width of what precedes the squares on each line (the
// rank labels and a space), for a panel that aligns text under the files.
func (l Layout) Left() int { return l.RankW + 1 }

// Mid returns the offset, within a square, of the character that carries
// its glyph; a panel aligning one character per column under the board puts
// it at Left() + c*Cell.W + Mid().
func (l Layout) Mid() int { return (l.Cell.W - 1) / 2 }

// midLine returns the line, within a square, that carries its glyph.
func (l Layout) midLine() int { return (l.Cell.H - 1) / 2 }

// Fit returns the layout with the largest squares whose board fits in
// width×height; ok is false when even one character per square does not fit.
func Fit(n, width, height int) (l Layout, ok bool) {
	for _, c := range Cells {
		if l = NewLayout(n, c); l.Width() <= width && l.Height() <= height {
			return l, true
		}
	}
	return l, false
}

// MinSize returns the size of the smallest board of n×n squares, for the
// message that asks for a larger window.
func MinSize(n int) (width, height int) {
	l := NewLayout(n, Cells[len(Cells)-1])
	return l.Width(), l.Height()
}
