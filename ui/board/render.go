package board

import (
	"math/bits"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/ui/theme"
)

// kind is what a square shows, chosen from its flags by priority.
type kind uint8

const (
	kEmpty kind = iota
	kAttacked
	kPath
	kRuledOut
	kTried
	kRejected
	kLifted
	kQueen
	kAttacker
	kSolved
	kConflict
	numKinds
)

// classify picks what a square shows. The order is the order of importance:
// the event of the moment first (a conflict, a solution, the culprit), then
// the queens, then the square being looked at, then the pencil marks and the
// lines of attack.
func classify(f Flag) kind {
	switch {
	case f&Conflict != 0:
		return kConflict
	case f&Solved != 0:
		return kSolved
	case f&Attacker != 0:
		return kAttacker
	case f&Queen != 0:
		return kQueen
	case f&Lifted != 0:
		return kLifted
	case f&Rejected != 0:
		return kRejected
	case f&Tried != 0:
		return kTried
	case f&RuledOut != 0:
		return kRuledOut
	case f&OnLine != 0:
		return kPath
	case f&Attacked != 0:
		return kAttacked
	}
	return kEmpty
}

// Renderer draws boards with a set of styles. It caches the styled text of
// each kind of square for the current square size (styling through lipgloss
// costs microseconds per call, too much for 4096 squares at 60 fps), so its
// output is still a pure function of the Board and the Layout.
//
// A Renderer is not safe for concurrent use.
type Renderer struct {
	st    *theme.Styles
	cell  Cell
	cache map[cacheKey][]string
}

type cacheKey struct {
	k      kind
	lines  Flag // the attack lines, for kAttacked
	cursor bool
	dark   bool
	legend bool // a legend swatch: no background, one character
}

// NewRenderer returns a renderer drawing with the given styles.
func NewRenderer(st *theme.Styles) *Renderer {
	return &Renderer{st: st, cache: map[cacheKey][]string{}}
}

// Styles returns the styles the renderer draws with.
func (r *Renderer) Styles() *theme.Styles { return r.st }

// Render draws the board in the layout: file labels on top, then one line
// per line of squares, each starting with its rank label. Every line is
// exactly l.Width() wide and there are exactly l.Height() lines (joined by
// "\n", no trailing newline). A board whose size differs from l.N is drawn
// as l.N×l.N, missing squares empty, so the size promise holds regardless.
func (r *Renderer) Render(b Board, l Layout) string {
	if l.N <= 0 || l.Cell.W <= 0 || l.Cell.H <= 0 {
		return ""
	}
	if r.cell != l.Cell {
		r.cell = l.Cell
		clear(r.cache)
	}
	var sb strings.Builder
	sb.Grow(l.Height() * (l.Width() + 16*l.N))
	r.fileLabels(&sb, l)
	pad := strings.Repeat(" ", l.Left())
	mid := l.midLine()
	for row := 0; row < l.N; row++ {
		for y := 0; y < l.Cell.H; y++ {
			sb.WriteByte('\n')
			if y == mid {
				sb.WriteString(r.st.Label.Render(padLeft(itoa(row), l.RankW)))
				sb.WriteByte(' ')
			} else {
				sb.WriteString(pad)
			}
			for col := 0; col < l.N; col++ {
				sb.WriteString(r.square(b.At(row, col), (row+col)%2 == 1)[y])
			}
		}
	}
	return sb.String()
}

// fileLabels writes the column numbers: centred over each square when they
// fit across it, else vertically, one digit per line.
func (r *Renderer) fileLabels(sb *strings.Builder, l Layout) {
	var line strings.Builder
	for y := 0; y < l.FileH; y++ {
		if y > 0 {
			sb.WriteByte('\n')
		}
		line.Reset()
		line.WriteString(strings.Repeat(" ", l.Left()))
		for col := 0; col < l.N; col++ {
			s := itoa(col)
			if l.FileH > 1 {
				// Vertical: digit y of the number right-aligned to FileH digits.
				s = padLeft(s, l.FileH)[y : y+1]
			}
			line.WriteString(centre(s, l.Cell.W, l.Mid()))
		}
		sb.WriteString(r.st.Label.Render(line.String()))
	}
}

// square returns the lines of one styled square.
func (r *Renderer) square(f Flag, dark bool) []string {
	key := cacheKey{k: classify(f), cursor: f&Cursor != 0, dark: dark}
	if key.k == kAttacked {
		key.lines = f & Attacked
	}
	if s, ok := r.cache[key]; ok {
		return s
	}
	s := r.draw(key, r.cell)
	r.cache[key] = s
	return s
}

// glyph returns the one-character glyph and the style of a kind of square.
func (r *Renderer) glyph(k kind, lines Flag) (string, lipgloss.Style) {
	g, st := r.st.Glyphs, r.st
	switch k {
	case kAttacked:
		switch lines {
		case AttackColumn:
			return g.Column, st.Column
		case AttackDiagonal:
			return g.Diagonal, st.Diagonal
		case AttackAnti:
			return g.Anti, st.Anti
		}
		return g.Several, st.Several
	case kPath:
		return g.Path, st.Path
	case kRuledOut:
		return g.RuledOut, st.RuledOut
	case kTried:
		return g.Try, st.Try
	case kRejected:
		return g.Reject, st.Reject
	case kLifted:
		return g.Lifted, st.Lifted
	case kQueen:
		return g.Queen, st.Queen
	case kAttacker:
		return g.Attacker, st.Attacker
	case kSolved:
		return g.Solved, st.Solved
	case kConflict:
		return g.Conflict, st.Conflict
	}
	return g.Empty, st.Empty
}

// draw builds the styled lines of a square of the given size.
func (r *Renderer) draw(key cacheKey, cell Cell) []string {
	g, style := r.glyph(key.k, key.lines)
	if key.cursor {
		if key.k == kEmpty {
			g, style = r.st.Glyphs.Cursor, r.st.Cursor
		} else {
			style = style.Reverse(true)
		}
	}
	if key.legend {
		return []string{style.Render(g)}
	}
	bg := r.st.Palette.Light
	if key.dark {
		bg = r.st.Palette.Dark
	}
	style = style.Background(bg)
	w, mid, midLine := cell.W, (cell.W-1)/2, (cell.H-1)/2
	out := make([]string, cell.H)
	for y := range out {
		cells := make([]string, w)
		for i := range cells {
			cells[i] = " "
		}
		switch {
		case key.k == kAttacked && w >= 3 && bits.OnesCount16(uint16(key.lines)) > 1:
			// Wide squares show each line apart: "╲│╱".
			if y == midLine {
				if key.lines&AttackDiagonal != 0 {
					cells[mid-1] = r.st.Glyphs.Diagonal
				}
				if key.lines&AttackColumn != 0 {
					cells[mid] = r.st.Glyphs.Column
				}
				if key.lines&AttackAnti != 0 {
					cells[mid+1] = r.st.Glyphs.Anti
				}
			}
		case key.k == kAttacked:
			// A single line runs through the whole square, slanted for
			// the diagonals, so tall squares join into continuous lines.
			x := mid
			switch key.lines {
			case AttackDiagonal:
				x += y - midLine
			case AttackAnti:
				x -= y - midLine
			}
			if x >= 0 && x < w && (bits.OnesCount16(uint16(key.lines)) == 1 || y == midLine) {
				cells[x] = g
			}
		case y == midLine:
			cells[mid] = g
			if key.cursor && w >= 3 {
				// Brackets show the cursor where colour cannot.
				cells[mid-1], cells[mid+1] = "[", "]"
			}
		}
		out[y] = style.Render(strings.Join(cells, ""))
	}
	return out
}

// centre places s in a field of width w so that its first character falls
// at offset mid (or as close as the width allows).
func centre(s string, w, mid int) string {
	n := len(s)
	if n >= w {
		return s[:w]
	}
	left := mid - (n-1)/2
	left = min(max(left, 0), w-n)
	return strings.Repeat(" ", left) + s + strings.Repeat(" ", w-n-left)
}

func padLeft(s string, w int) string {
	if len(s) >= w {
		return s
	}
	return strings.Repeat(" ", w-len(s)) + s
}

// itoa formats the numbers of labels; the ones below 100 (every label up
// to MaxN) come from a table, without allocating.
func itoa(i int) string {
	if i >= 0 && i < len(smallInts) {
		return smallInts[i]
	}
	return strconv.Itoa(i)
}

var smallInts = func() []string {
	s := make([]string, 100)
	for i := range s {
		if i < 10 {
			s[i] = string(rune('0' + i))
		} else {
			s[i] = string(rune('0'+i/10)) + string(rune('0'+i%10))
		}
	}
	return s
}()

// Entry is one item of a legend: the look of a square with these flags, and
// what it means.
type Entry struct {
	Flags Flag
	Label string
}

// WatchLegend lists the states the search view shows.
var WatchLegend = []Entry{
	{Queen, "queen"},
	{0, "safe"},
	{AttackColumn, "column attack"},
	{AttackDiagonal, "diagonal \\"},
	{AttackAnti, "anti-diagonal /"},
	{AttackColumn | AttackDiagonal, "several lines"},
	{Tried, "trying"},
	{Rejected, "rejected"},
	{Attacker, "attacker"},
	{OnLine, "line of attack"},
	{Lifted, "lifted (backtrack)"},
	{Solved, "solution"},
}

// Swatch returns the one-character glyph of a square with flags f, styled
// but without the square background, for legends.
func (r *Renderer) Swatch(f Flag) string {
	key := cacheKey{k: classify(f), cursor: f&Cursor != 0, legend: true}
	if key.k == kAttacked {
		key.lines = f & Attacked
	}
	if s, ok := r.cache[key]; ok {
		return s[0]
	}
	s := r.draw(key, Cell{1, 1})
	r.cache[key] = s
	return s[0]
}

// Legend lays the entries out in as many columns as fit in width and
// returns the lines, each at most width wide; nil if not even one column
// fits.
func (r *Renderer) Legend(entries []Entry, width int) []string {
	colW := 0
	for _, e := range entries {
		colW = max(colW, 2+lipgloss.Width(e.Label))
	}
	const gap = 2
	cols := (width + gap) / (colW + gap)
	if cols < 1 || len(entries) == 0 {
		return nil
	}
	rows := (len(entries) + cols - 1) / cols
	// Balance the columns: as few as the row count needs.
	cols = (len(entries) + rows - 1) / rows
	lines := make([]string, rows)
	for i, e := range entries {
		row, col := i%rows, i/rows
		item := r.Swatch(e.Flags) + " " + r.st.Muted.Render(e.Label)
		if col < cols-1 {
			item += strings.Repeat(" ", colW+gap-2-lipgloss.Width(e.Label))
		}
		lines[row] += item
	}
	return lines
}
