package board

import (
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/theme/wcag"
)

// What a square draws inside its cells: one glyph in the middle on small
// squares, large marks on squares of at least LargeCell, and the strokes
// of a line of attack.

// LargeCell is the smallest square that draws its marks large: every queen
// as a crown, 5×3 and larger on larger squares (crownScale), the square tried framed, the rejected square crossed out
// corner to corner — marks a class reads from the back of the room. Squares
// of 5×2 (N=8 in 80×24) draw them two lines tall: the crown without its
// base.
var LargeCell = Cell{5, 3}

// large reports whether squares of this size draw their marks large, at
// least two lines tall.
func (c Cell) large() bool { return c.W >= LargeCell.W && c.H >= LargeCell.H-1 }

// crownSize returns how many times its 5×2 size a queen's crown is drawn
// on squares of this size — as large as fits with its jewels above and a
// cell clear at each side (for the cursor's brackets), at least once —
// and the width and height it takes, jewels included. In quadrant blocks
// the base is the top half of its line, and a larger crown keeps that
// shape: the half line under it stays blank.
func (r *Renderer) crownSize(cell Cell) (s, w, h int) {
	s = max(1, min((cell.W-2)/5, (cell.H-1)/2))
	h = 1 + 2*s
	if !r.st.ASCII && s > 1 {
		h = 1 + (3*s+1)/2
	}
	return s, 5 * s, min(h, cell.H)
}

// crown draws the body of a queen's crown s times its size from (left,
// top): in pixels of the quadrant blocks it is drawn in, so that it keeps
// its shape, or in ASCII each character s times across and down.
func (r *Renderer) crown(c *canvas, s, left, top int, fg lipgloss.Color) {
	g := &r.st.Glyphs
	if s == 1 || r.st.ASCII {
		for i, line := range g.Crown {
			for k, ch := range []rune(line) {
				for j := range s * s {
					c.put(left+k*s+j%s, top+i*s+j/s, string(ch), fg)
				}
			}
		}
		return
	}
	p := r.pixels(c)
	for i, line := range g.Crown {
		for k, ch := range []rune(line) {
			mask := slices.Index(g.Blocks[:], string(ch))
			for q := range 4 {
				if mask > 0 && mask&(1<<q) != 0 {
					p.rect(2*left+(2*k+q%2)*s, 2*top+(2*i+q/2)*s, s, s)
				}
			}
		}
	}
	p.blit(c, &g.Blocks, fg)
}

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
	counted := key.k == kEmpty && key.level > 0
	big := cell.large() && (key.k.crowned() || key.k == kTried || key.k == kRejected || counted)
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
		s, cw, ch := r.crownSize(cell)
		left, top := (w-cw)/2, (h-ch)/2
		if h == 2 {
			top = 0 // no room for the base
		}
		// A jewel over each prong of the crown: its first, middle and
		// last fifth.
		middle := left + (cw-1)/2
		for _, x := range []int{left + s/2, middle, left + cw - 1 - s/2} {
			c.put(x, top, jewel, lk.fg)
		}
		r.crown(c, s, left, top+1, lk.fg)
		if key.k == kPicked && key.heat > 0 {
			// The picked queen's own count among its jewels.
			count := strconv.Itoa(int(key.heat) - 1)
			c.text(middle-(len(count)-1)/2, top, count, lk.fg)
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
	case big && counted:
		r.countMarks(c, int(min(key.level, 3)), lk.fg)
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

// diagonal returns the glyph of a diagonal stroke, "\\" (down) or "/": the
// quadrant blocks of its two pixels, as thick as the marks and joining
// corner to corner from cell to cell, or the ASCII slash.
func (r *Renderer) diagonal(down bool) string {
	g := &r.st.Glyphs
	switch {
	case r.st.ASCII && down:
		return g.Diagonal
	case r.st.ASCII:
		return g.Anti
	case down:
		return g.Blocks[1|8]
	}
	return g.Blocks[2|4]
}

// contrast returns the WCAG contrast ratio of two colours of the palette
// (1 for a colour it cannot read, which no theme has).
func contrast(a, b lipgloss.Color) float64 {
	ca, err1 := theme.RGBA(a)
	cb, err2 := theme.RGBA(b)
	if err1 != nil || err2 != nil {
		return 1
	}
	return wcag.Ratio(ca, cb)
}

// countMarks draws how many lines attack a square as that many blocks
// side by side, one dot a line as the small squares' marks, scaled to the
// square: one block a third of its width and about as tall as wide (a
// pixel is twice as tall as wide), more blocks as tall, narrower, with
// gaps as wide as they are, all centred, a cell clear at each side. ASCII has no
// quadrant blocks: its blocks are whole cells of the count's own mark.
func (r *Renderer) countMarks(c *canvas, lines int, fg lipgloss.Color) {
	p := r.pixels(c)
	one := (p.w + 2) / 3                       // the width of one block alone, a third
	one += (p.w - one) % 2                     // centred on whole pixels
	b := max((2*p.w+2*lines+1)/(4*lines+2), 1) // rounded
	if lines == 1 {
		b = one
	}
	gap := b
	if room := p.w - 2*p.res; lines > 1 && lines*b+(lines-1)*gap > room {
		gap = max(room-lines*b, 0) / (lines - 1)
	}
	span := lines*b + (lines-1)*gap
	bh := max(one/2, p.res) // every count as tall as one block alone
	if p.res > 1 && (p.h-bh)%2 != 0 {
		// Centred on whole pixels too, at least a line tall.
		if bh > p.res {
			bh--
		} else {
			bh++
		}
	}
	bh = min(bh, p.h)
	x0, y0 := (p.w-span)/2, (p.h-bh)/2
	for i := range lines {
		p.rect(x0+i*(b+gap), y0, b, bh)
	}
	blocks := &r.st.Glyphs.Blocks
	if p.res == 1 {
		var own [16]string
		for i := range own {
			own[i] = r.st.Glyphs.Marks[lines-1]
		}
		blocks = &own
	}
	p.blit(c, blocks, fg)
}

// pixelArt is a picture over a square's cells, two pixels by two a cell
// (one a cell where the glyphs have no quadrant blocks, in ASCII): marks
// drawn in it scale with the square in steps of half a cell.
type pixelArt struct {
	w, h, res int
	set       []bool
}

// pixels returns a blank picture the size of canvas c.
func (r *Renderer) pixels(c *canvas) *pixelArt {
	res := 2
	if r.st.ASCII {
		res = 1
	}
	return &pixelArt{w: c.w * res, h: c.h * res, res: res, set: make([]bool, c.w*c.h*res*res)}
}

// rect sets the pixels of the w×h rectangle at (x, y), clipped.
func (p *pixelArt) rect(x, y, w, h int) {
	for j := max(y, 0); j < min(y+h, p.h); j++ {
		for i := max(x, 0); i < min(x+w, p.w); i++ {
			p.set[j*p.w+i] = true
		}
	}
}

// blit writes the picture onto canvas c in fg: each cell with a pixel set
// takes the block glyph of its pixels.
func (p *pixelArt) blit(c *canvas, blocks *[16]string, fg lipgloss.Color) {
	for y := range c.h {
		for x := range c.w {
			mask := 0
			for q := range 4 {
				px, py := x*p.res+q%2, y*p.res+q/2
				if p.res == 1 {
					px, py = x, y
				}
				if p.set[py*p.w+px] {
					mask |= 1 << q
				}
			}
			if mask != 0 {
				c.put(x, y, blocks[mask], fg)
			}
		}
	}
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
	// slash draws one cell of a diagonal stroke as the diagonal itself,
	// on the square's own fill in whichever colour of the line stands
	// out more from it, over what the cell holds when over is set, else
	// only on a blank cell; it reports whether it drew.
	slash := func(x, y int, glyph string, over bool) bool {
		if x < 0 || x >= c.w || y < 0 || y >= c.h || !over && c.cells[y][x].glyph != " " {
			return false
		}
		cl := &c.cells[y][x]
		cl.glyph, cl.fg = glyph, path.BG
		if contrast(path.FG, cl.bg) > contrast(path.BG, cl.bg) {
			cl.fg = path.FG
		}
		return true
	}
	for _, d := range strokeDirs {
		if Flag(key.stroke)*strokeN&d.f == 0 {
			continue
		}
		glyph := r.diagonal(d.dr == d.dc)
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
			slash(corner, 0, glyph, true)
			slash(corner-d.dc, 0, glyph, false)
		case d.dr != 0 && d.dc != 0 && end && c.h >= 2:
			// A diagonal into a square at an end of the line: one cell
			// a line from the corner towards the middle, the diagonal's
			// own glyph, so that it joins the next square's corner to
			// corner into one clean stroke. It takes the corner cell
			// whatever it holds (the crown's rim fills a 5×2 square)
			// and stops at the mark: a stroke through the crown would
			// cut it into fragments.
			x, y := 0, 0
			if d.dc > 0 {
				x = c.w - 1
			}
			if d.dr > 0 {
				y = c.h - 1
			}
			slash(x, y, glyph, true)
			for x, y = x-d.dc, y-d.dr; (y-midLine)*d.dr >= 0 && slash(x, y, glyph, false); x, y = x-d.dc, y-d.dr {
			}
		case d.dr != 0 && d.dc == 0 && end && c.h >= 3:
			// A column into a square at an end of the line: three
			// cells across, so that it carries where it is all the
			// line there is (touching squares), from the edge towards
			// the middle. The edge line takes the line's colours
			// whatever it holds (the crown's base fills it on a 7×3
			// square); past it the stroke stops at the mark rather
			// than run into the gaps of a large crown.
			y := 0
			if d.dr > 0 {
				y = c.h - 1
			}
			for ; (y-midLine)*d.dr > 0; y -= d.dr {
				edge := y == 0 || y == c.h-1
				if !edge && c.cells[y][mid].glyph != " " {
					break
				}
				for x := mid - 1; x <= mid+1; x++ {
					if edge || x >= 0 && x < c.w && c.cells[y][x].glyph == " " {
						mark(x, y)
					}
				}
			}
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
	// The culprit is written in reverse video with its colours swapped:
	// the same colours on screen, and without colour (NO_COLOR keeps the
	// attributes) a square inverted among the others, where its crown
	// alone would look like any queen's.
	swap := false
	switch {
	case key.cursor && cell.W == 1 && key.k != kEmpty && key.k != kRuledOut:
		base = base.Reverse(true)
	case key.k == kAttacker:
		base, swap = base.Reverse(true), true
	}
	out := make([]string, cell.H)
	var sb strings.Builder
	for y, line := range c.cells {
		sb.Reset()
		for _, rn := range runs(line) {
			fg, bg := rn.fg, rn.bg
			if swap {
				fg, bg = bg, fg
			}
			sb.WriteString(base.Foreground(fg).Background(bg).Render(rn.text))
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
