package tree

import (
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver"
)

// Options say how to draw the outline.
type Options struct {
	// Width and Height bound the outline in terminal cells and lines; 0
	// leaves it unbounded.
	Width, Height int
	// ASCII draws with ASCII characters only.
	ASCII bool
	// Lang is the language of the outline's words (English by default).
	Lang i18n.Lang
}

// Row is one line of the outline: its text, and what it stands for so that
// a view can style it.
type Row struct {
	// Text is the line, at most Options.Width cells wide.
	Text string
	// Depth is the node's depth: 0 for the root, 1 for the first row
	// searched, and so on.
	Depth int
	// Node is the node the line draws (the zero Node for a gap).
	Node Node
	// Gap marks a line standing for Hidden nodes left out above it, so
	// that the current node and the path to it fit.
	Gap    bool
	Hidden int
	// Path is true for the root and the queens on the path to the current
	// node; Current for the current node.
	Path, Current bool
}

// glyphs are the characters of one variant of the outline. Every one is a
// single terminal cell wide, which is what lets cells() count runes.
type glyphs struct {
	queen, folded, attacked, pruned, solution, trying, gap string
	cursor, ellipsis, dot                                  string
	tee, elbow, blank                                      [3]string // by indent width 3, 2, 1
}

var (
	unicodeGlyphs = glyphs{
		queen: "♛", folded: "▸", attacked: "✗", pruned: "⊘", solution: "★", trying: "○", gap: "⋮",
		cursor: "◀", ellipsis: "…", dot: " · ",
		tee: [3]string{"├─ ", "├ ", "├"}, elbow: [3]string{"└─ ", "└ ", "└"}, blank: [3]string{"   ", "  ", " "},
	}
	asciiGlyphs = glyphs{
		queen: "Q", folded: "+", attacked: "x", pruned: "~", solution: "*", trying: "?", gap: ":",
		cursor: "<", ellipsis: "...", dot: ", ",
		tee: [3]string{"|- ", "| ", "|"}, elbow: [3]string{"`- ", "` ", "`"}, blank: [3]string{"   ", "  ", " "},
	}
)

// minLabel is the room, in cells, the outline keeps for a node's mark and
// square when it picks how far to indent each level.
const minLabel = 24

// Outline draws the tree as an outline, one node a line, indented by depth
// like the tree(1) command: the root, then on each level the squares tried
// so far, finished branches folded into one line with their size, and the
// path to the current node open. Within Height lines it keeps the current
// node in view, with as much context above it (and below it, when there is
// any) as fits; the queens on the path above the first line shown stay on
// top, followed by a gap line counting the nodes left out. Lines longer
// than Width are cut with an ellipsis.
func (t *Tree) Outline(o Options) []Row {
	g := &unicodeGlyphs
	if o.ASCII {
		g = &asciiGlyphs
	}
	lines := t.window(o.Height)
	maxDepth := 0
	for _, l := range lines {
		maxDepth = max(maxDepth, t.depth(l.index))
	}
	// The widest indent that leaves room for the deepest label.
	unit := 0
	for o.Width > 0 && unit < 2 && maxDepth*(3-unit)+minLabel > o.Width {
		unit++
	}
	rows := make([]Row, 0, len(lines))
	for _, l := range lines {
		rows = append(rows, t.row(l, g, unit, o.Width, o.Lang))
	}
	return rows
}

// Text returns the outline as lines of text ending in newlines.
func (t *Tree) Text(o Options) string {
	var b strings.Builder
	for _, r := range t.Outline(o) {
		b.WriteString(r.Text)
		b.WriteByte('\n')
	}
	return b.String()
}

// line is one line chosen for the outline: the node at stack index index
// (-1: the root), or a gap of hidden nodes drawn at the depth of index.
type line struct {
	index  int
	gap    bool
	hidden int
}

// window chooses the lines to draw within h lines (0: all). Lines are
// numbered as in the outline: 0 the root, i+1 the stack's node i.
func (t *Tree) window(h int) []line {
	total := len(t.st.stack) + 1
	cur := t.st.cur + 1
	if h <= 0 || total <= h {
		out := make([]line, total)
		for i := range out {
			out[i] = line{index: i - 1}
		}
		return out
	}
	// need is the height of the window [top, bottom] with the ancestors of
	// its first line pinned above it and a gap line when nodes are hidden.
	need := func(top, bottom int) int {
		anc := t.ancestors(top)
		n := bottom - top + 1 + anc
		if top > anc {
			n++
		}
		return n
	}
	top, bottom := cur, cur
	for bottom < total-1 && bottom-cur < (h-1)/3 && need(top, bottom+1) <= h {
		bottom++
	}
	for top > 0 && need(top-1, bottom) <= h {
		top--
	}
	for bottom < total-1 && need(top, bottom+1) <= h {
		bottom++
	}
	// The ancestors of the first line, shallowest first: the root and the
	// queens on the path above its level (the queen of level r-1 is line
	// start[r]). When even they and the current line do not fit, the
	// shallowest go.
	var pinned []int
	if top > 0 {
		pinned = append(pinned, 0)
		for r := t.base + 1; r <= t.levelOf(top-1); r++ {
			pinned = append(pinned, int(t.st.start[r]))
		}
	}
	window := bottom - top + 1
	hidden := top - len(pinned)
	for len(pinned) > 0 && len(pinned)+min(hidden, 1)+window > h {
		pinned = pinned[1:]
		hidden++
	}
	out := make([]line, 0, h)
	for _, p := range pinned {
		out = append(out, line{index: p - 1})
	}
	if hidden > 0 && len(out)+1+window <= h {
		out = append(out, line{index: top - 1, gap: true, hidden: hidden})
	}
	for i := top; i <= bottom && len(out) < h; i++ {
		out = append(out, line{index: i - 1})
	}
	return out
}

// ancestors returns how many ancestors outline line i has (the root and the
// queens on the path above its level).
func (t *Tree) ancestors(i int) int {
	if i == 0 {
		return 0
	}
	return t.levelOf(i-1) - t.base + 1
}

// levelOf returns the level of stack node i: its row, but with MRV.
func (t *Tree) levelOf(i int) int { return int(t.st.stack[i].level) }

// depth returns the depth of stack node i (-1: the root).
func (t *Tree) depth(i int) int {
	if i < 0 {
		return 0
	}
	return t.levelOf(i) - t.base + 1
}

// row draws one line.
func (t *Tree) row(l line, g *glyphs, unit, width int, lang i18n.Lang) Row {
	d := t.depth(l.index)
	r := Row{Depth: d, Gap: l.gap, Hidden: l.hidden}
	var b strings.Builder
	if d > 0 {
		b.WriteString(strings.Repeat(g.blank[unit], d-1))
	}
	if l.gap {
		b.WriteString(g.gap)
		b.WriteString(" " + lang.Sprintf(i18n.TreeMoreAbove, l.hidden, lang.Number(uint64(l.hidden))))
		return finish(r, b.String(), "", width, g)
	}
	var notes []string
	switch {
	case l.index < 0:
		r.Node = Node{Square: solver.Square{Row: -1, Col: -1}, Kind: Root}
		r.Path = true
		b.WriteString(t.rootLabel(lang))
		if t.st.done {
			nodes, sols := t.Size()
			notes = sizes(nodes, sols, g, lang)
		}
	default:
		nd := &t.st.stack[l.index]
		r.Node = nd.export()
		r.Path = nd.open
		if t.isLast(l.index) {
			b.WriteString(g.elbow[unit])
		} else {
			b.WriteString(g.tee[unit])
		}
		b.WriteString(mark(nd, g) + " " + nd.square().String())
		notes = note(nd, g, lang)
	}
	cursor := ""
	if l.index == t.st.cur {
		r.Current = true
		cursor = " " + g.cursor
	}
	// The longest note that lets the line fit, or the shortest, cut.
	line := b.String()
	for i, n := range notes {
		if i == len(notes)-1 || width <= 0 || cells(line)+2+cells(n)+cells(cursor) <= width {
			line += "  " + n
			break
		}
	}
	return finish(r, line, cursor, width, g)
}

// finish sets the row's text to s followed by the cursor, cutting s to fit
// the width.
func finish(r Row, s, cursor string, width int, g *glyphs) Row {
	if width > 0 && cells(s)+cells(cursor) > width {
		if room := width - cells(cursor); room >= cells(g.ellipsis)+1 {
			s = truncate(s, room, g.ellipsis)
		} else {
			s, cursor = truncate(s+cursor, width, g.ellipsis), ""
		}
	}
	r.Text = s + cursor
	return r
}

// isLast reports whether stack node i is the last of its level so far.
func (t *Tree) isLast(i int) bool {
	r := t.levelOf(i)
	_, hi := t.levelSpan(r)
	return i == hi-1
}

// rootLabel names the board the search starts from.
func (t *Tree) rootLabel(lang i18n.Lang) string {
	if t.base == 0 {
		return lang.T(i18n.TreeEmptyBoard)
	}
	var b strings.Builder
	b.WriteString(lang.T(i18n.TreeGiven))
	for r, c := range t.prefix {
		b.WriteString(" " + solver.Square{Row: r, Col: c}.String())
	}
	return b.String()
}

// mark returns the glyph of a node.
func mark(nd *node, g *glyphs) string {
	switch nd.kind {
	case Queen:
		if nd.open {
			return g.queen
		}
		return g.folded
	case Attacked:
		return g.attacked
	case Pruned:
		return g.pruned
	case Solution:
		return g.solution
	}
	return g.trying
}

// note returns what the line says after the square, in words that get
// shorter from one choice to the next, for a line that does not fit its
// width whole: the longest is what a line with room says.
func note(nd *node, g *glyphs, lang i18n.Lang) []string {
	switch nd.kind {
	case Queen:
		if nd.open {
			return nil
		}
		return sizes(nd.nodes, nd.sols, g, lang)
	case Attacked, Pruned:
		by := nd.by().String()
		full := lang.Sprintf(i18n.TreeLineOf, lang.T(solver.LineWord(nd.line)), by)
		byWord := lang.Sprintf(i18n.TreeBy, by)
		if nd.kind == Pruned {
			return []string{lang.Sprintf(i18n.TreePruned, full), lang.Sprintf(i18n.TreePruned, byWord), byWord}
		}
		return []string{full, byWord}
	case Solution:
		return []string{lang.Sprintf(i18n.TreeSolution, lang.Number(nd.index))}
	}
	return []string{lang.T(i18n.TreeTrying)}
}

// sizes writes a folded subtree's size, "37 nodes · 0 solutions", then
// shorter: "37 nodes · 0 ★".
func sizes(nodes, sols uint64, g *glyphs, lang i18n.Lang) []string {
	n := lang.Sprintf(i18n.TreeNodes, int(min(nodes, 2)), lang.Number(nodes)) + g.dot
	return []string{n + lang.Sprintf(i18n.TreeSolutions, int(min(sols, 2)), lang.Number(sols)), n + lang.Number(sols) + " " + g.solution}
}

// cells returns the width of s in terminal cells: its glyphs are one cell
// wide, and a Chinese word two.
func cells(s string) int { return text.Cells(s) }

// truncate cuts s to at most w cells, ending it with the ellipsis when cut.
func truncate(s string, w int, ellipsis string) string {
	if cells(s) <= w {
		return s
	}
	keep := w - cells(ellipsis)
	if keep <= 0 {
		return string([]rune(ellipsis)[:max(w, 0)])
	}
	return text.CutCells(s, keep) + ellipsis
}
