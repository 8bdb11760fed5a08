package termgif

import (
	"image/color"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// Cell is one resolved terminal cell: reverse video and faint are already
// applied to FG and BG, so a renderer needs nothing else.
type Cell struct {
	// Rune is the character shown; ' ' for an empty cell, and 0 for the
	// right half of a double-width rune standing in the cell to its left.
	Rune                               rune
	FG, BG                             color.RGBA
	Bold, Italic, Underline, Strikeout bool
}

// Parse interprets text as a terminal screen of opt.Cols × opt.Rows cells
// (see Options for zero values) and returns the grid, indexed [row][col].
// SGR sequences set colours and attributes; other escape sequences (cursor
// moves, erases, OSC strings, …) are skipped, and malformed ones end where
// they stop making sense, so any input gives a full grid.
func Parse(text string, opt Options) [][]Cell {
	opt = opt.withDefaults().fitGrid(text)
	grid := make([][]Cell, opt.Rows)
	blank := Cell{Rune: ' ', FG: opt.Foreground, BG: opt.Background}
	cells := make([]Cell, opt.Rows*opt.Cols)
	for i := range cells {
		cells[i] = blank
	}
	for r := range grid {
		grid[r] = cells[r*opt.Cols : (r+1)*opt.Cols]
	}
	scan(text, opt, func(row, col int, c Cell, width int) {
		if row >= opt.Rows || col+width > opt.Cols {
			return
		}
		line := grid[row]
		// Overwriting half of a wide rune leaves the other half blank, as
		// terminals do, rather than a dangling continuation cell.
		if line[col].Rune == 0 && col > 0 {
			line[col-1].Rune = ' '
		}
		if end := col + width; end < opt.Cols && line[end].Rune == 0 {
			line[end].Rune = ' '
		}
		line[col] = c
		if width == 2 {
			c.Rune = 0
			line[col+1] = c
		}
	})
	return grid
}

// measure returns the columns and rows text occupies: the widest line and
// the number of lines, not counting an empty line after a final newline.
func measure(text string) (cols, rows int) {
	scan(text, Options{}.withDefaults(), func(row, col int, _ Cell, width int) {
		cols = max(cols, col+width)
		rows = max(rows, row+1)
	})
	return cols, rows
}

// Limits that keep hostile input cheap: nobody needs more parameters or
// larger values in an SGR sequence.
const (
	maxParams     = 32
	maxParamValue = 1 << 16
)

// sgrState is the current graphic rendition.
type sgrState struct {
	fg, bg                 color.RGBA
	fgSet, bgSet           bool // false: use the terminal default
	bold, faint, italic    bool
	underline, strike, rev bool
}

// scan walks text like a terminal would and calls put for every printable
// rune with its position, resolved cell and width in cells (1 or 2).
// Positions may lie outside any grid; put clips.
func scan(text string, opt Options, put func(row, col int, c Cell, width int)) {
	var (
		st       sgrState
		row, col int
		params   [maxParams]int
		sub      [maxParams]bool // params[i] followed a ':' (a sub-parameter)
	)
	for i := 0; i < len(text); {
		b := text[i]
		switch {
		case b == 0x1b:
			i = skipEscape(text, i, func(n int, p []int, s []bool) {
				st.apply(p[:n], s[:n])
			}, params[:], sub[:])
			continue
		case b == '\n':
			row, col = row+1, 0
		case b == '\r':
			col = 0
		case b == '\t':
			col = (col/8 + 1) * 8
		case b == '\b':
			col = max(col-1, 0)
		case b < 0x20 || b == 0x7f:
			// Other C0 controls (bell, …) do nothing visible.
		default:
			r, size := utf8.DecodeRuneInString(text[i:])
			i += size
			if r >= 0x80 && r < 0xa0 {
				continue // C1 controls
			}
			w := runeWidth(r)
			if w == 0 {
				continue // combining marks and the like: dropped
			}
			put(row, col, st.cell(r, opt), w)
			col += w
			continue
		}
		i++
	}
}

// runeWidth is the number of cells r takes, as lipgloss measures it, so
// that layouts computed by lipgloss line up here.
func runeWidth(r rune) int {
	if r < 0x300 {
		return 1 // Latin, nothing wide or zero-width; the common case, fast
	}
	return min(ansi.StringWidth(string(r)), 2)
}

// skipEscape consumes the escape sequence starting at text[i] (an ESC) and
// returns the index after it. SGR sequences are reported to sgr with their
// parameters, parsed into the params/sub scratch arrays.
func skipEscape(text string, i int, sgr func(n int, params []int, sub []bool), params []int, sub []bool) int {
	i++ // ESC
	if i >= len(text) {
		return i
	}
	switch b := text[i]; {
	case b == '[':
		return skipCSI(text, i+1, sgr, params, sub)
	case b == ']' || b == 'P' || b == 'X' || b == '^' || b == '_':
		// OSC, DCS, SOS, PM, APC: a string ended by ST (ESC \) or BEL.
		for i++; i < len(text); i++ {
			switch text[i] {
			case 0x07:
				return i + 1
			case 0x1b:
				if i+1 < len(text) && text[i+1] == '\\' {
					return i + 2
				}
				return i // a new escape sequence cuts the string short
			}
		}
		return i
	case b >= 0x20 && b <= 0x2f:
		// nF sequences such as ESC ( B: intermediates, then a final byte.
		for i < len(text) && text[i] >= 0x20 && text[i] <= 0x2f {
			i++
		}
		if i < len(text) && text[i] >= 0x30 && text[i] <= 0x7e {
			i++
		}
		return i
	case b >= 0x30 && b <= 0x7e:
		return i + 1 // two-byte sequences such as ESC 7 or ESC M
	default:
		return i // not an escape sequence after all: the byte is ordinary
	}
}

// skipCSI parses a control sequence whose parameters start at text[i].
func skipCSI(text string, i int, sgr func(n int, params []int, sub []bool), params []int, sub []bool) int {
	n := 0
	cur, hasCur, colon := 0, false, false
	private, intermediate := false, false
	flush := func() {
		if n < len(params) {
			params[n], sub[n] = cur, colon
			n++
		}
		cur, hasCur = 0, false
	}
	if i < len(text) && text[i] >= '<' && text[i] <= '?' {
		private = true // ESC [ ? … is a private mode sequence, never SGR
		i++
	}
	for ; i < len(text); i++ {
		b := text[i]
		switch {
		case b >= '0' && b <= '9':
			cur = min(cur*10+int(b-'0'), maxParamValue)
			hasCur = true
		case b == ';' || b == ':':
			flush()
			colon = b == ':'
		case b >= 0x3c && b <= 0x3f:
			private = true // misplaced, but still a parameter byte
		case b >= 0x20 && b <= 0x2f:
			intermediate = true
		case b >= 0x40 && b <= 0x7e:
			if b == 'm' && !private && !intermediate {
				if hasCur || n > 0 {
					flush()
				}
				sgr(n, params, sub)
			}
			return i + 1
		default:
			// A control or non-ASCII byte: the sequence is malformed. Drop
			// it and let the byte be read as ordinary input.
			return i
		}
	}
	return i
}

// apply executes one SGR sequence. An empty parameter list means reset.
func (st *sgrState) apply(p []int, sub []bool) {
	if len(p) == 0 {
		*st = sgrState{}
		return
	}
	for i := 0; i < len(p); i++ {
		// Colon-separated sub-parameters belong to the parameter before
		// them; count them so each case can use or skip them.
		nsub := 0
		for i+1+nsub < len(p) && sub[i+1+nsub] {
			nsub++
		}
		switch v := p[i]; {
		case v == 0:
			*st = sgrState{}
		case v == 1:
			st.bold = true
		case v == 2:
			st.faint = true
		case v == 3:
			st.italic = true
		case v == 4:
			st.underline = nsub == 0 || p[i+1] != 0 // 4:0 means no underline
		case v == 7:
			st.rev = true
		case v == 9:
			st.strike = true
		case v == 21:
			st.underline = true // double underline, drawn single
		case v == 22:
			st.bold, st.faint = false, false
		case v == 23:
			st.italic = false
		case v == 24:
			st.underline = false
		case v == 27:
			st.rev = false
		case v == 29:
			st.strike = false
		case v >= 30 && v <= 37:
			st.fg, st.fgSet = ansi16[v-30], true
		case v >= 90 && v <= 97:
			st.fg, st.fgSet = ansi16[v-90+8], true
		case v == 39:
			st.fgSet = false
		case v >= 40 && v <= 47:
			st.bg, st.bgSet = ansi16[v-40], true
		case v >= 100 && v <= 107:
			st.bg, st.bgSet = ansi16[v-100+8], true
		case v == 49:
			st.bgSet = false
		case v == 38 || v == 48 || v == 58:
			var c color.RGBA
			var ok bool
			var used int
			if nsub > 0 {
				c, ok = extColor(p[i+1 : i+1+nsub])
				used = nsub
			} else {
				c, ok, used = extColorSemicolon(p[i+1:])
			}
			i += used
			switch {
			case !ok || v == 58: // 58 sets the underline colour: not drawn
			case v == 38:
				st.fg, st.fgSet = c, true
			default:
				st.bg, st.bgSet = c, true
			}
			continue
		}
		i += nsub
	}
}

// extColor decodes the sub-parameters of 38:…: 5:n, 2:r:g:b or
// 2:colourspace:r:g:b.
func extColor(p []int) (color.RGBA, bool) {
	switch {
	case len(p) >= 2 && p[0] == 5:
		return xterm256(p[1])
	case len(p) == 4 && p[0] == 2:
		return rgb(p[1], p[2], p[3]), true
	case len(p) >= 5 && p[0] == 2:
		return rgb(p[2], p[3], p[4]), true
	}
	return color.RGBA{}, false
}

// extColorSemicolon decodes 38;5;n and 38;2;r;g;b and reports how many
// parameters it consumed.
func extColorSemicolon(p []int) (color.RGBA, bool, int) {
	switch {
	case len(p) >= 2 && p[0] == 5:
		c, ok := xterm256(p[1])
		return c, ok, 2
	case len(p) >= 4 && p[0] == 2:
		return rgb(p[1], p[2], p[3]), true, 4
	case len(p) >= 1 && (p[0] == 5 || p[0] == 2):
		return color.RGBA{}, false, len(p) // truncated: nothing left to read
	}
	return color.RGBA{}, false, 0
}

func rgb(r, g, b int) color.RGBA {
	return color.RGBA{uint8(min(r, 255)), uint8(min(g, 255)), uint8(min(b, 255)), 0xff}
}

// cell resolves the current rendition for rune r.
func (st *sgrState) cell(r rune, opt Options) Cell {
	fg, bg := opt.Foreground, opt.Background
	if st.fgSet {
		fg = st.fg
	}
	if st.bgSet {
		bg = st.bg
	}
	if st.faint {
		fg = mix(bg, fg, 1, 2)
	}
	if st.rev {
		fg, bg = bg, fg
	}
	return Cell{Rune: r, FG: fg, BG: bg, Bold: st.bold, Italic: st.italic, Underline: st.underline, Strikeout: st.strike}
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
func xterm256(n int) (color.RGBA, bool) {
	switch {
	case n < 16:
		return ansi16[n], true
	case n < 232:
		n -= 16
		level := func(v int) uint8 {
			if v == 0 {
				return 0
			}
			return uint8(55 + 40*v)
		}
		return color.RGBA{level(n / 36), level(n / 6 % 6), level(n % 6), 0xff}, true
	case n < 256:
		g := uint8(8 + 10*(n-232))
		return color.RGBA{g, g, g, 0xff}, true
	}
	return color.RGBA{}, false
}
