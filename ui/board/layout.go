package board

import (
	"iter"
	"strconv"
)

// Cell is the size of one square in terminal cells. Terminal cells are about
// twice as tall as wide, so a square looks square when W is 2·H or 2·H+1:
// a square size is fixed by its width (see SquareCell), and squares grow
// without limit with the room they are given.
type Cell struct{ W, H int }

// MinCell is the smallest square: one character.
var MinCell = Cell{1, 1}

// SquareCell returns the square w cells wide (w ≥ 1): as tall as looks
// square, w/2 lines, and at least one.
func SquareCell(w int) Cell {
	w = max(w, 1)
	return Cell{w, max(w/2, 1)}
}

// Smaller returns the next smaller square size (MinCell for MinCell), for
// a layout that tries sizes from large to small.
func (c Cell) Smaller() Cell { return SquareCell(c.W - 1) }

// Down yields the square sizes from c down to MinCell, largest first.
func Down(c Cell) iter.Seq[Cell] {
	return func(yield func(Cell) bool) {
		for ; yield(c) && c != MinCell; c = c.Smaller() {
		}
	}
}

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

// Size returns the width and height of the n×n board drawn with squares
// of the given size, labels included: what a layout reserves for it.
func Size(n int, c Cell) (width, height int) {
	l := NewLayout(n, c)
	return l.Width(), l.Height()
}

// LargestCell returns the largest square size whose n×n board fits in
// width×height, labels included; ok is false when even one character per
// square does not fit.
func LargestCell(n, width, height int) (c Cell, ok bool) {
	if n < 1 {
		return MinCell, false
	}
	l := NewLayout(n, MinCell)
	maxW := (width - l.Left()) / n
	maxH := (height - 1) / n // one line of file labels
	w := min(maxW, 2*maxH+1)
	if digits := l.RankW; digits > 1 && w < digits+1 {
		// Numbers too wide for the squares are written vertically and
		// take more lines: fit the height again.
		w = min(w, 2*((height-digits)/n)+1)
	}
	if w < 1 {
		return MinCell, false
	}
	c = SquareCell(w)
	wid, hei := Size(n, c)
	return c, wid <= width && hei <= height
}

// Fit returns the layout with the largest squares whose board fits in
// width×height; ok is false when even one character per square does not fit.
func Fit(n, width, height int) (l Layout, ok bool) {
	c, ok := LargestCell(n, width, height)
	return NewLayout(n, c), ok
}

// MinSize returns the size of the smallest board of n×n squares, for the
// message that asks for a larger window.
func MinSize(n int) (width, height int) { return Size(n, MinCell) }
