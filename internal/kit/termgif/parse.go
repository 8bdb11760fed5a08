package termgif

import (
	"image/color"
	"strings"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/cellbuf"
)

// Cell is one resolved terminal cell: reverse video and faint are already
// applied to FG and BG, so a renderer needs nothing else.
type Cell struct {
	// Rune is the character shown (the first rune of its grapheme
	// cluster); ' ' for an empty cell, and 0 for the cells a wide
	// character covers to the right of its own.
	Rune                               rune
	FG, BG                             color.RGBA
	Bold, Italic, Underline, Strikeout bool
}

// Parse interprets text as a terminal screen of opt.Cols × opt.Rows cells
// (see Options for zero values) and returns the grid, indexed [row][col].
// cellbuf lays the text out: SGR sequences set colours and attributes, wide
// characters take two cells, and what does not fit is clipped. Other escape
// sequences (cursor moves, erases, OSC strings, …) and controls are
// skipped, tabs become spaces, so any input gives a full grid.
func Parse(text string, opt Options) [][]Cell {
	opt = opt.withDefaults().fitGrid(text)
	g := &screenBuffer{rows: make([][]Cell, opt.Rows), opt: opt, blank: resolve(' ', cellbuf.Style{}, opt)}
	cells := make([]Cell, opt.Rows*opt.Cols)
	for i := range cells {
		cells[i] = g.blank
	}
	for y := range g.rows {
		g.rows[y] = cells[y*opt.Cols : (y+1)*opt.Cols]
	}
	cellbuf.SetContent(g, printable(text))
	return g.rows
}

// screenBuffer is the cellbuf.CellBuffer that Parse has cellbuf write into: it
// resolves each cell as it is written, instead of cellbuf.Buffer's copy of
// every cell on the heap, a pointer each.
type screenBuffer struct {
	rows  [][]Cell
	opt   Options
	blank Cell
}

func (g *screenBuffer) Bounds() cellbuf.Rectangle { return cellbuf.Rect(0, 0, g.opt.Cols, g.opt.Rows) }

// Cell is never called: cellbuf.SetContent, the only writer of a screenBuffer,
// only sets cells.
func (g *screenBuffer) Cell(int, int) *cellbuf.Cell { return nil }

// SetCell writes c (nil: a blank) at x, y. A character that does not fit
// before the right edge is not drawn, and one written over part of a wide
// character erases the rest of it, as terminals do (cellbuf.Buffer leaves
// the tail of a wide character whose head another wide one overwrote).
func (g *screenBuffer) SetCell(x, y int, c *cellbuf.Cell) bool {
	width := 1
	if c != nil {
		width = c.Width
	}
	end := x + width
	if width == 0 || y < 0 || y >= len(g.rows) || x < 0 || end > g.opt.Cols {
		return false // zero width: printable lets no such cell through
	}
	line := g.rows[y]
	// cellbuf writes a line from its start, left to right, so what can be
	// left of a wide character written over is its right part.
	for i := end; i < len(line) && line[i].Rune == 0; i++ {
		line[i].Rune = ' '
	}
	line[x] = g.blank
	if c != nil {
		line[x] = resolve(c.Rune, c.Style, g.opt)
	}
	for i := x + 1; i < end; i++ {
		// The cells a wide character covers show its colours.
		line[i] = line[x]
		line[i].Rune = 0
	}
	return true
}

// printable keeps what cellbuf lays out — grapheme clusters, SGR
// sequences, newlines and carriage returns — and drops every other escape
// sequence and control (tabs become spaces up to the next multiple of 8).
// cellbuf is made to redraw what it wrote, not to emulate a terminal: it
// would store any other sequence in the next cell's text (printString,
// "TODO: Handle cursor movement and other sequences"), and the cell would
// show the escape byte instead of its character. Zero-width clusters such
// as a lone combining mark go too, for the same reason.
func printable(text string) string {
	var b strings.Builder
	b.Grow(len(text))
	var state byte
	col := 0
	for len(text) > 0 {
		// No parser: this pass only needs the sequences' extent (and a
		// parser is what overflows; see isSGR).
		seq, width, n, next := ansi.DecodeSequence(text, state, nil)
		switch {
		case width > 0:
			b.WriteString(seq)
			col += width
		case seq == "\n" || seq == "\r":
			b.WriteString(seq)
			col = 0
		case seq == "\t":
			tab := (col/8 + 1) * 8
			b.WriteString(strings.Repeat(" ", tab-col))
			col = tab
		case isSGR(seq):
			b.WriteString(seq)
		}
		state, text = next, text[n:]
	}
	return b.String()
}

// maxSGRParams is the size of the parameter array of ansi's pooled parser,
// which cellbuf reads SGR sequences with: x/ansi v0.11.6 writes past it
// when a sequence has more parameters (an index-out-of-range panic), so
// longer sequences are dropped. Nothing draws with that many.
const maxSGRParams = 32

// isSGR reports whether seq is an SGR sequence (ESC [ parameters m, no
// private prefix or intermediate) that cellbuf can read safely.
func isSGR(seq string) bool {
	params, ok := strings.CutPrefix(seq, "\x1b[")
	if !ok {
		return false
	}
	params, ok = strings.CutSuffix(params, "m")
	if !ok {
		return false
	}
	n := 1
	for _, b := range []byte(params) {
		switch {
		case b == ';' || b == ':':
			n++
		case b < '0' || b > '9':
			return false // a private or intermediate byte: not SGR
		}
	}
	return n <= maxSGRParams
}

// measure returns the columns and rows text occupies: the widest line and
// the number of lines up to the last one that shows anything.
func measure(text string) (cols, rows int) {
	for i, line := range strings.Split(printable(text), "\n") {
		// A carriage return starts the line over.
		for _, part := range strings.Split(line, "\r") {
			if w := ansi.StringWidth(part); w > 0 {
				cols, rows = max(cols, w), i+1
			}
		}
	}
	return cols, rows
}

// resolve turns a rune and its cellbuf style into a cell in the colours of
// opt.
func resolve(r rune, st cellbuf.Style, opt Options) Cell {
	fg, bg := themeColour(st.Fg, opt.Foreground), themeColour(st.Bg, opt.Background)
	if st.Attrs.Contains(cellbuf.FaintAttr) {
		fg = mix(bg, fg, 1, 2)
	}
	if st.Attrs.Contains(cellbuf.ReverseAttr) {
		fg, bg = bg, fg
	}
	return Cell{
		Rune: r, FG: fg, BG: bg,
		Bold:      st.Attrs.Contains(cellbuf.BoldAttr),
		Italic:    st.Attrs.Contains(cellbuf.ItalicAttr),
		Underline: st.UlStyle != cellbuf.NoUnderline, // every style drawn single
		Strikeout: st.Attrs.Contains(cellbuf.StrikethroughAttr),
	}
}

// themeColour maps an SGR colour to the renderer's: the 16 basic colours
// and the low end of the 256 come from ansi16 (the terminal's theme, not
// ansi's xterm defaults); nil and fully transparent mean the terminal
// default def.
func themeColour(c ansi.Color, def color.RGBA) color.RGBA {
	switch c := c.(type) {
	case nil:
		return def
	case ansi.BasicColor:
		return ansi16[c&15]
	case ansi.IndexedColor:
		return xterm256(uint8(c))
	}
	r, g, b, a := c.RGBA()
	if a == 0 {
		return def
	}
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), 0xff}
}

// ansi16 are the 16 basic colours, in the dark theme of the defaults
// (Catppuccin Mocha, with the bright half lifted a little so that 90–97
// differ from 30–37).
var ansi16 = [16]color.RGBA{
	{0x45, 0x47, 0x5a, 0xff}, {0xf3, 0x8b, 0xa8, 0xff}, {0xa6, 0xe3, 0xa1, 0xff}, {0xf9, 0xe2, 0xaf, 0xff},
	{0x89, 0xb4, 0xfa, 0xff}, {0xf5, 0xc2, 0xe7, 0xff}, {0x94, 0xe2, 0xd5, 0xff}, {0xba, 0xc2, 0xde, 0xff},
	{0x58, 0x5b, 0x70, 0xff}, {0xf5, 0xa2, 0xb9, 0xff}, {0xb8, 0xe9, 0xb4, 0xff}, {0xfa, 0xe8, 0xbf, 0xff},
	{0xa1, 0xc3, 0xfb, 0xff}, {0xf7, 0xce, 0xec, 0xff}, {0xa9, 0xe8, 0xdd, 0xff}, {0xd7, 0xde, 0xf6, 0xff},
}

// xterm256 is the standard 256-colour table: the 16 basic colours, a
// 6×6×6 cube and a 24-step grey ramp.
func xterm256(n uint8) color.RGBA {
	switch {
	case n < 16:
		return ansi16[n]
	case n < 232:
		n -= 16
		level := func(v uint8) uint8 {
			if v == 0 {
				return 0
			}
			return 55 + 40*v
		}
		return color.RGBA{level(n / 36), level(n / 6 % 6), level(n % 6), 0xff}
	}
	g := 8 + 10*(n-232)
	return color.RGBA{g, g, g, 0xff}
}
