package board

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
)

// What a square draws inside its cells: one glyph in the middle on small
// squares, large marks on squares of at least LargeCell, and the strokes
// of a line of attack.

// LargeCell is the smallest square that draws its marks large: every queen
// as a 5×3 crown, the square tried framed, the rejected square crossed out
// corner to corner — marks a class reads from the back of the room. Squares
// of 5×2 (N=8 in 80×24) draw them two lines tall: the crown without its
// base.
var LargeCell = Cell{5, 3}

// large reports whether squares of this size draw their marks large, at
// least two lines tall.
func (c Cell) large() bool { return c.W >= LargeCell.W && c.H >= LargeCell.H-1 }

// crowned reports the kinds drawn as a large crown: every queen.
func (k kind) crowned() bool {
	switch k {
	case kQueen, kAttacker, kSolved, kLifted, kConflict, kPicked:
		return true
	}
	return false
}

// cellLook is one terminal cell of a square: a glyph in fg on bg.
type cellLook struct {
	glyph  string
	fg, bg lipgloss.Color
}

// canvas is the cells of one square being painted.
type canvas struct {
	w, h  int
	cells [][]cellLook
}

func newCanvas(cell Cell, blank cellLook) *canvas {
	c := &canvas{w: cell.W, h: cell.H, cells: make([][]cellLook, cell.H)}
	for y := range c.cells {
		c.cells[y] = make([]cellLook, cell.W)
		for x := range c.cells[y] {
			c.cells[y][x] = blank
		}
	}
	return c
}

// put writes a glyph in fg at (x, y), on the square's background; cells
// off the square are ignored.
func (c *canvas) put(x, y int, s string, fg lipgloss.Color) {
	if x >= 0 && x < c.w && y >= 0 && y < c.h {
		c.cells[y][x].glyph, c.cells[y][x].fg = s, fg
	}
}

// text writes s from (x, y) rightwards, one rune a cell.
func (c *canvas) text(x, y int, s string, fg lipgloss.Color) {
	for i, ch := range []rune(s) {
		c.put(x+i, y, string(ch), fg)
	}
}

// slant returns the column offset from the middle of a square w×h of a
// diagonal at line y: a diagonal crosses a square's width while it goes
// down its height, so that lines join up across squares. mid is the line
// it crosses the middle column at.
func slant(y, mid, w, h int) int { return (y - mid) * w / h }

// paint returns the cells of a square of the given size with this look.
func (r *Renderer) paint(key cacheKey, cell Cell) *canvas {
	lk := r.lookOf(key)
	g := &r.st.Glyphs
	w, h := cell.W, cell.H
	mid, midLine := (w-1)/2, (h-1)/2
	c := newCanvas(cell, cellLook{" ", lk.fg, lk.bg})
	glyph := lk.glyph
	big := cell.large() && (key.k.crowned() || key.k == kTried || key.k == kRejected)
	if key.cursor && w == 1 && (key.k == kEmpty || key.k == kRuledOut) {
		// No room for brackets: the cursor takes the square's glyph, the
		// tint still tells how many lines attack it.
		glyph, lk.fg = g.Cursor, r.cursorFG(key, lk)
	} else if key.cursor && key.k == kEmpty && key.level == 0 {
		glyph, lk.fg = g.Cursor, r.cursorFG(key, lk)
	}
	switch {
	case key.k == kFocus:
		// The lines of the queen in focus run through tall squares,
		// slanted for the diagonals.
		col, diag, _ := lineBits(Focus)
		for y := 0; y < h; y++ {
			dx := 0
			if key.lines&col == 0 {
				dx = slant(y, midLine, w, h)
				if key.lines&diag == 0 {
					dx = -dx
				}
			}
			c.put(mid+dx, y, glyph, lk.fg)
		}
	case key.k == kDead && w >= 3 && key.lines.count() > 1:
		// Wide squares show each line that rules them out: "╲│╱".
		if key.lines&AttackDiagonal != 0 {
			c.put(mid-1, midLine, g.Diagonal, lk.fg)
		}
		if key.lines&AttackColumn != 0 {
			c.put(mid, midLine, g.Column, lk.fg)
		}
		if key.lines&AttackAnti != 0 {
			c.put(mid+1, midLine, g.Anti, lk.fg)
		}
	case big && key.k.crowned():
		// Every queen drawn large: jewels over a crown, the jewels the
		// state's own glyph (↑ lifted, ★ solved, ♕ attacker...) so that
		// the states read apart without colour.
		jewel := glyph
		if key.k == kQueen {
			jewel = g.Jewel
		}
		left, top := (w-5)/2, midLine-1
		if h == 2 {
			top = 0 // no room for the base
		}
		c.text(left, top, jewel+" "+jewel+" "+jewel, lk.fg)
		c.text(left, top+1, g.Crown[0], lk.fg)
		c.text(left, top+2, g.Crown[1], lk.fg)
		if key.k == kPicked && key.heat > 0 {
			// The picked queen's own count among its jewels.
			count := strconv.Itoa(int(key.heat) - 1)
			c.text(left+2-(len(count)-1)/2, top, count, lk.fg)
		}
	case big && key.k == kTried:
		// The square tried, framed edge to edge, its glyph in the middle.
		f := g.Frame
		for x := 1; x < w-1; x++ {
			c.put(x, 0, f[4], lk.fg)
			c.put(x, h-1, f[4], lk.fg)
		}
		for y := 1; y < h-1; y++ {
			c.put(0, y, f[5], lk.fg)
			c.put(w-1, y, f[5], lk.fg)
		}
		c.put(0, 0, f[0], lk.fg)
		c.put(w-1, 0, f[1], lk.fg)
		c.put(0, h-1, f[2], lk.fg)
		c.put(w-1, h-1, f[3], lk.fg)
		c.put(mid, midLine, glyph, lk.fg)
	case big && key.k == kRejected:
		// The rejected square crossed out by an X as tall as the
		// square, its arms one cell a line so that they join corner to
		// corner into unbroken strokes (an X as wide as the square would
		// be dashed). With an odd height the arms cross in the middle
		// cell, with an even one between four cells: ╲╱ over ╱╲.
		for y := 0; y < h; y++ {
			d := mid - h/2 + y // the "\" arm
			a := mid + (h-1)/2 - y
			if h%2 == 1 && y == midLine {
				c.put(mid, y, g.Several, lk.fg)
				continue
			}
			c.put(d, y, g.Diagonal, lk.fg)
			c.put(a, y, g.Anti, lk.fg)
		}
	case key.k == kLifted && h >= 3:
		// Room for the queen itself, the arrow lifting it above.
		c.put(mid, midLine-1, glyph, lk.fg)
		c.put(mid, midLine, g.Queen, lk.fg)
	case key.k == kHeat:
		// The count where it fits across the square, else a mark that
		// says it is larger than its neighbours' (the colour says how
		// hot).
		text := []rune(glyph)
		if len(text) > w {
			text = []rune(g.HeatMore)
		}
		c.text(min(max(mid-(len(text)-1)/2, 0), w-len(text)), midLine, string(text), lk.fg)
	case key.k == kPicked && key.heat > 0 && w >= 3:
		// The picked queen's own count beside it, where there is room.
		c.put(mid, midLine, glyph, lk.fg)
		if count := strconv.Itoa(int(key.heat) - 1); mid+1+len(count) <= w {
			c.text(mid+1, midLine, count, lk.fg)
		}
	default:
		c.put(mid, midLine, glyph, lk.fg)
	}
	r.strokes(c, key)
	if key.cursor && w >= 2 {
		// Brackets show the cursor where colour cannot (NO_COLOR), on
		// every kind of square: around the middle glyph, or at the
		// square's edges around a large mark.
		fg := r.cursorFG(key, lk)
		left, right := mid-1, mid+1
		if big {
			left, right = 0, w-1
		}
		bracket := func(x int, s string) {
			c.put(x, midLine, s, fg)
			if x >= 0 && x < w {
				c.cells[midLine][x].bg = lk.bg // off a stroke of the line of attack
			}
		}
		if w >= 3 {
			bracket(left, "[")
		}
		bracket(right, "]")
	}
	return c
}

// strokes draws the line of attack through a square: from its middle to
// the edge or corner it shares with the next square of the line, for each
// stroke of the key, in the line-of-attack colours. A cell the stroke
// crosses keeps its glyph (the crown of the attacker, an arm of the cross
// of the rejected square) and takes the line's colours, so the line runs
// into the marks it joins; a blank one takes the line's glyph. Squares one
// line tall draw a diagonal's stroke beside their glyph, and none for a
// column: there is no cell above or below the middle.
func (r *Renderer) strokes(c *canvas, key cacheKey) {
	if key.stroke == 0 || c.w < 2 && c.h < 2 {
		return
	}
	path := r.st.Palette.Path
	mid, midLine := (c.w-1)/2, (c.h-1)/2
	end := key.k != kPath
	mark := func(x, y int) {
		if x < 0 || x >= c.w || y < 0 || y >= c.h {
			return
		}
		cl := &c.cells[y][x]
		if cl.glyph == " " {
			cl.glyph = r.st.Glyphs.Path
		}
		cl.fg, cl.bg = path.FG, path.BG
	}
	for _, d := range strokeDirs {
		if Flag(key.stroke)*strokeN&d.f == 0 {
			continue
		}
		switch {
		case d.dr < 0 && end && midLine == 0 && c.h >= 2:
			// Two lines tall: the mark sits on the top line, there is
			// none above it. The stroke shares that line: beside the
			// mark for a column, in the corner for a diagonal.
			if d.dc == 0 {
				mark(mid-1, 0)
				mark(mid, 0)
				mark(mid+1, 0)
				break
			}
			corner := 0
			if d.dc > 0 {
				corner = c.w - 1
			}
			mark(corner, 0)
			mark(corner-d.dc, 0)
		case d.dr != 0 && c.h >= 2:
			// From the middle line (exclusive) to the top or bottom
			// edge, slanted for a diagonal as the focus lines are. In
			// the squares at the ends the stroke is wider, so that it
			// carries where it is all the line there is (touching
			// squares): three cells across for a column; a diagonal
			// runs on along the edge into the corner...
			for y := midLine + d.dr; y >= 0 && y < c.h; y += d.dr {
				x := mid
				if d.dc != 0 {
					x += d.dc * d.dr * slant(y, midLine, c.w, c.h)
				}
				mark(x, y)
				switch edge := y == 0 || y == c.h-1; {
				case end && d.dc == 0:
					mark(x-1, y)
					mark(x+1, y)
				case end && edge:
					for ; x >= 0 && x < c.w; x += d.dc {
						mark(x, y)
					}
					// and fills the corner: a triangle of three cells
					// on each side of the corner two touching squares
					// share.
					if c.h >= 3 {
						mark(x-d.dc, y-d.dr)
					}
				}
			}
		case d.dc != 0:
			// Along the middle line, to the left or right edge.
			for x := mid + d.dc; x >= 0 && x < c.w; x += d.dc {
				mark(x, midLine)
			}
		}
	}
}

// draw builds the styled lines of a square of the given size.
func (r *Renderer) draw(key cacheKey, cell Cell) []string {
	c := r.paint(key, cell)
	lk := r.lookOf(key)
	base := r.st.NewStyle().Bold(lk.bold)
	if key.cursor && cell.W == 1 && key.k != kEmpty && key.k != kRuledOut {
		base = base.Reverse(true)
	}
	out := make([]string, cell.H)
	var sb strings.Builder
	for y, line := range c.cells {
		sb.Reset()
		for _, rn := range runs(line) {
			sb.WriteString(base.Foreground(rn.fg).Background(rn.bg).Render(rn.text))
		}
		out[y] = sb.String()
	}
	return out
}

// run is a stretch of one line of a square in one pair of colours.
type run struct {
	text   string
	fg, bg lipgloss.Color
}

// runs groups the cells of one line into stretches of one pair of colours,
// so a square is written with as few escape sequences as its colours need.
func runs(cells []cellLook) []run {
	var out []run
	for _, c := range cells {
		if n := len(out); n > 0 && out[n-1].fg == c.fg && out[n-1].bg == c.bg {
			out[n-1].text += c.glyph
			continue
		}
		out = append(out, run{c.glyph, c.fg, c.bg})
	}
	return out
}
