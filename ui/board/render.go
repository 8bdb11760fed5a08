package board

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/ui/theme"
)

// kind is what a square shows, chosen from its flags by priority.
type kind uint8

const (
	kEmpty    kind = iota // safe, or attacked: a tint and a mark
	kFocus                // on a line of the queen that matters now
	kPath                 // between the culprit and the rejected square
	kRuledOut             // the player's pencil mark
	kTried                // the square being tried
	kDead                 // in the exhausted row of a backtrack
	kRejected             // the square just found attacked
	kLifted               // the queen a backtrack lifts
	kQueen                // a queen
	kAttacker             // the culprit queen of an attack
	kSolved               // a queen of a solution
	kConflict             // a queen attacking another one
	kDomain               // fc: a square still in its row's domain
	kPruned               // fc: a square just taken out of its domain
	kPicked               // min-conflicts: the queen picked
	kHeat                 // min-conflicts: a square of the heat map
	kFrom                 // min-conflicts: the square the queen left
	numKinds
)

// classify picks what a square shows. The order is the order of importance:
// the event of the moment first (a conflict, a solution, the culprit, the
// queen picked), then the queens, then the square being looked at, then the
// pencil marks, the lines of attack and the squares of a domain (a line
// crossing one is about to prune it).
func classify(f Flag) kind {
	switch {
	case f&Conflict != 0:
		return kConflict
	case f&Solved != 0:
		return kSolved
	case f&Attacker != 0:
		return kAttacker
	case f&Picked != 0:
		return kPicked
	case f&Queen != 0:
		return kQueen
	case f&Lifted != 0:
		return kLifted
	case f&Rejected != 0:
		return kRejected
	case f&Moved != 0:
		return kFrom
	case f&Pruned != 0:
		return kPruned
	case f&Dead != 0:
		return kDead
	case f&Heat != 0:
		return kHeat
	case f&Tried != 0:
		return kTried
	case f&RuledOut != 0:
		return kRuledOut
	case f&OnLine != 0:
		return kPath
	case f&Focus != 0:
		return kFocus
	case f&Domain != 0:
		return kDomain
	}
	return kEmpty
}

// filled reports whether a kind paints its square with a colour of its own
// (a theme.Fill) rather than drawing on the square's checker or tint.
func (k kind) filled() bool {
	switch k {
	case kTried, kPath, kDead, kRejected, kLifted, kAttacker, kSolved, kConflict, kPruned, kPicked, kHeat, kFrom:
		return true
	}
	return false
}

// Show is what the renderer shows of the attacked squares.
type Show uint8

// The attack displays, in the order Next cycles through them.
const (
	ShowAll   Show = iota // every attacked square is tinted
	ShowAhead             // only those of the row being filled and the rows below
	ShowNone              // none: the board shows only queens and the moment
	numShows
)

var showNames = [numShows]i18n.ID{i18n.BoardShowAll, i18n.BoardShowAhead, i18n.BoardShowNone}

// In describes the display in l, for a status line: "all attacked
// squares".
func (s Show) In(l i18n.Lang) string {
	if s < numShows {
		return l.T(showNames[s])
	}
	return l.T(showNames[ShowAll])
}

// Next returns the display after s, cycling.
func (s Show) Next() Show { return (s + 1) % numShows }

// Renderer draws boards with a theme. It caches the styled text of each
// look of a square for the current square size (styling through lipgloss
// costs microseconds per call, too much for 4096 squares at 60 fps), so its
// output is still a pure function of the Board, the Layout and the Show
// setting.
//
// A Renderer is not safe for concurrent use.
type Renderer struct {
	st     *theme.Styles
	lang   i18n.Lang // the legend's and the dead row's words
	show   Show
	cell   Cell
	cache  map[cacheKey][]string
	swatch map[cacheKey]string
	items  map[Entry]legendItem // legend entries as drawn, see legendItem

	// The styled labels of the last layout drawn: the file labels and
	// each rank label with its space.
	labelsFor Layout
	files     string
	ranks     []string
	marked    []string // the rank labels pointing at their row (Board.Marked)
	pad       string   // the blank left of the lines without a rank label
	dead      string   // the dead row's label across the board, "" where squares are too small for it
}

// cacheKey is everything the look of a square depends on.
type cacheKey struct {
	k      kind
	level  uint8 // lines attacking the square, as tinted (0 when not shown)
	lines  Flag  // Attacked bits of a dead square, Focus bits of a focus square, Moved bits of a square left
	heat   uint8 // a heat-map count plus 1 (0: not on the heat map), up to 255
	stroke uint8 // the strokes of a line of attack through the square (see strokeN), shifted down
	cursor bool
	dark   bool // a dark square of the checkerboard (untinted, unfilled kinds only)
}

// NewRenderer returns a renderer drawing with the given styles, its words
// in l, showing every attacked square.
func NewRenderer(st *theme.Styles, l i18n.Lang) *Renderer {
	return &Renderer{st: st, lang: l, cache: map[cacheKey][]string{}, swatch: map[cacheKey]string{}, items: map[Entry]legendItem{}}
}

// SetShow chooses what is shown of the attacked squares.
func (r *Renderer) SetShow(s Show) { r.show = s % numShows }

// Show returns what is shown of the attacked squares.
func (r *Renderer) Show() Show { return r.show }

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
	r.labels(l)
	solved := b.has(Solved)
	var sb strings.Builder
	sb.Grow(l.Height() * (l.Width() + 16*l.N))
	sb.WriteString(r.files)
	mid := l.midLine()
	for row := 0; row < l.N; row++ {
		dead := r.dead != "" && b.rowDead(row, l.N)
		for y := 0; y < l.Cell.H; y++ {
			sb.WriteByte('\n')
			switch {
			case y == mid && row == b.Marked:
				sb.WriteString(r.marked[row])
			case y == mid:
				sb.WriteString(r.ranks[row])
			default:
				sb.WriteString(r.pad)
			}
			if dead && y == mid+1 {
				sb.WriteString(r.dead)
				continue
			}
			ahead := b.ahead(row)
			for col := 0; col < l.N; col++ {
				sb.WriteString(r.square(b.At(row, col), row, col, ahead, solved)[y])
			}
		}
	}
	return sb.String()
}

// has reports whether any square has one of the flags f.
func (b *Board) has(f Flag) bool {
	for _, x := range b.Flags {
		if x&f != 0 {
			return true
		}
	}
	return false
}

// rowDead reports whether every square of row r is in an exhausted row.
func (b *Board) rowDead(r, n int) bool {
	for c := 0; c < n; c++ {
		if b.At(r, c)&Dead == 0 {
			return false
		}
	}
	return true
}

// labels styles the rank and file labels of layout l, and the other text
// around and across its squares, once per layout.
func (r *Renderer) labels(l Layout) {
	if r.labelsFor == l && r.ranks != nil {
		return
	}
	r.labelsFor = l
	r.ranks = make([]string, l.N)
	r.marked = make([]string, l.N)
	mark := r.st.Active.Render(r.st.Glyphs.RowMark)
	for row := range r.ranks {
		num := r.st.Label.Render(padLeft(itoa(row), l.RankW))
		r.ranks[row] = num + " "
		r.marked[row] = num + mark
	}
	var sb strings.Builder
	r.fileLabels(&sb, l)
	r.files = sb.String()
	r.pad = strings.Repeat(" ", l.Left())
	r.dead = ""
	// The dead row's label goes across an exhausted row whose squares
	// are tall enough to hold it under their glyphs.
	if l.Cell.H >= 2 && l.N*l.Cell.W >= lipgloss.Width(r.lang.T(i18n.BoardDeadRow))+2 {
		r.dead = r.deadLabel(l.N * l.Cell.W)
	}
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

// deadLabel returns the dead row's label centred in the dead row's
// colours, w wide.
func (r *Renderer) deadLabel(w int) string {
	f := r.st.Palette.Dead
	label := r.lang.T(i18n.BoardDeadRow)
	lw := lipgloss.Width(label)
	left := (w - lw) / 2
	text := strings.Repeat(" ", left) + label + strings.Repeat(" ", w-left-lw)
	return r.st.NewStyle().Foreground(f.FG).Background(f.BG).Bold(true).Render(text)
}

// lookKey returns what a square's look takes from its flags alone: its
// kind, the lines a dead or focus square draws, the cursor.
func lookKey(f Flag) cacheKey {
	key := cacheKey{k: classify(f), cursor: f&Cursor != 0, stroke: uint8(f & strokes / strokeN)}
	switch key.k {
	case kDead:
		key.lines = f & Attacked
	case kFocus:
		key.lines = f & Focus
	case kFrom:
		key.lines = f & Moved
	case kHeat, kPicked:
		if f&Heat != 0 {
			key.heat = uint8(min(f.HeatCount(), 254)) + 1
		}
	}
	return key
}

// keyOf returns the look of a square with flags f at (row, col), whether its
// row is one the search has still to fill (Board.ahead) and whether the
// board shows a solution.
func (r *Renderer) keyOf(f Flag, row, col int, ahead, solved bool) cacheKey {
	key := lookKey(f)
	if key.k.filled() {
		return key
	}
	// A solution shows its queens alone; the chosen display hides the
	// tint of the rows it does not show. A square of a domain is one no
	// queen attacks: a line crossing it (the queen just placed) is drawn,
	// not tinted, until the prune takes it out.
	if !solved && key.k != kDomain && r.show != ShowNone && (r.show != ShowAhead || ahead) {
		key.level = uint8((f & Attacked).count())
	}
	key.dark = key.level == 0 && (row+col)%2 == 1
	return key
}

// square returns the lines of one styled square.
func (r *Renderer) square(f Flag, row, col int, ahead, solved bool) []string {
	key := r.keyOf(f, row, col, ahead, solved)
	if s, ok := r.cache[key]; ok {
		return s
	}
	s := r.draw(key, r.cell)
	r.cache[key] = s
	return s
}

// look is what draw paints: one glyph in fg, bold or not, on bg.
type look struct {
	glyph string
	fg    lipgloss.Color
	bg    lipgloss.Color
	bold  bool
}

// lookOf returns the glyph and colours of a square. The contrast test walks
// every key through it, so what it returns is what the board shows. A glyph
// on the tint of an attacked square is drawn in the tint's ink (Mark),
// whatever its state: no colour reads on both the tint and the checker.
func (r *Renderer) lookOf(key cacheKey) look {
	p, g := &r.st.Palette, &r.st.Glyphs
	fill := func(f theme.Fill, glyph string) look { return look{glyph, f.FG, f.BG, true} }
	bg := p.Light
	if key.dark {
		bg = p.Dark
	}
	on := func(glyph string, fg lipgloss.Color, bold bool) look {
		if key.level > 0 {
			return look{glyph, p.Mark, p.Tint, bold}
		}
		return look{glyph, fg, bg, bold}
	}
	switch key.k {
	case kFocus:
		return on(lineGlyph(g, key.lines, Focus), p.Focus, true)
	case kRuledOut:
		return on(g.RuledOut, p.RuledOut, false)
	case kTried:
		return fill(p.Try, g.Try)
	case kQueen:
		return on(g.Queen, p.Queen, true)
	case kPath:
		return fill(p.Path, g.Path)
	case kDead:
		if key.lines == 0 {
			return fill(p.Dead, g.Explored)
		}
		return fill(p.Dead, lineGlyph(g, key.lines, Attacked))
	case kRejected:
		return fill(p.Reject, g.Reject)
	case kLifted:
		return fill(p.Lifted, g.Lifted)
	case kAttacker:
		return fill(p.Attacker, g.Attacker)
	case kSolved:
		return fill(p.Solved, g.Solved)
	case kConflict:
		return fill(p.Conflict, g.Conflict)
	case kDomain:
		return look{g.Domain, p.Domain, bg, true}
	case kPruned:
		return fill(p.Pruned, g.Pruned)
	case kPicked:
		return fill(p.Picked, g.Picked)
	case kFrom:
		if key.lines&MovedLeft != 0 {
			return fill(p.Picked, g.MoveLeft)
		}
		return fill(p.Picked, g.MoveRight)
	case kHeat:
		count := int(key.heat) - 1
		return fill(p.Heat[min(max(count, 0), len(p.Heat)-1)], strconv.Itoa(count))
	}
	if key.level > 0 {
		return on(g.Marks[min(key.level, 3)-1], p.Mark, false)
	}
	return look{g.Empty, p.Mark, bg, false}
}

// cursorFG is the colour of the cursor's brackets: the cursor's own on
// the square's checker, the ink of the tint or of the fill on a tinted or
// filled square.
func (r *Renderer) cursorFG(key cacheKey, lk look) lipgloss.Color {
	if key.k.filled() || key.level > 0 {
		return lk.fg
	}
	return r.st.Palette.Cursor
}

// lineGlyph returns the glyph of one line among the bits of lines: column,
// "\" or "/" (column first), or the glyph of several lines when there are
// more of them (dead squares one cell wide). all is the set of three flags
// standing for the column and the two diagonals.
func lineGlyph(g *theme.Glyphs, lines, all Flag) string {
	col, diag, anti := lineBits(all)
	switch {
	case lines.count() > 1:
		return g.Several
	case lines&col != 0:
		return g.Column
	case lines&diag != 0:
		return g.Diagonal
	case lines&anti != 0:
		return g.Anti
	}
	return g.Several
}

// lineBits splits a set of three line flags (Attacked or Focus) into the
// column, "\" and "/" flags.
func lineBits(all Flag) (col, diag, anti Flag) {
	if all == Focus {
		return FocusColumn, FocusDiagonal, FocusAnti
	}
	return AttackColumn, AttackDiagonal, AttackAnti
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
