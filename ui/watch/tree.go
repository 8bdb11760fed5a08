package watch

// The search-tree panel (t): the outline of solver/tree beside the board, in
// place of the other panels, and under it a chart of the squares tried on
// each row against what brute force would look at.
//
// The tree is built from the stepper's events, never by a second search.
// While the panel shows, every step feeds it (tree.Next) and every other move
// — back, a jump, a seek to an earlier solution — brings it along with
// tree.Sync, which costs a replay of at most one of its snapshot intervals.
// While the panel is hidden it is not fed: feeding costs about as much as
// the step itself (BenchmarkRunToEnd), and n or G on a hidden panel should
// not pay for it. So when the panel comes back after the run went on
// without it, the tree catches up from the furthest step it has seen: at
// once when that is near, otherwise as a replay in frames like a jump
// (followTree), which any key cancels.

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/solver/tree"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

// treeFeed is the search tree of the run, built when the panel first
// shows it (nil before, and again after a restart) and fed while it shows;
// reach is the furthest step it has been fed, up to which a Sync costs one
// snapshot interval (see followTree).
type treeFeed struct {
	on    bool // t: the search tree in place of the panels
	built *tree.Tree
	reach uint64
}

// treeInline is the most events the tree replays within one key press or
// frame (about 4 ms on this machine, BenchmarkBuild of solver/tree): past
// that the replay goes in frames (followTree).
const treeInline = 1 << 16

// wanted reports whether the tree should follow the stepper: the panel
// is on, z does not hide it, and the run is a tree (its lens says so).
func (t *treeFeed) wanted(focus bool, l lens) bool {
	return t.on && !focus && l.traits().hasTree
}

// ready makes the tree stand on st's step if it is wanted and that costs
// at most treeInline events, and reports whether it does.
func (t *treeFeed) ready(st *solver.Stepper, wanted bool) bool {
	if !wanted || st.Step() > t.reach+treeInline {
		return false
	}
	if t.built == nil {
		t.built = tree.New(st)
	} else if t.built.Step() != st.Step() {
		t.built.Sync(st)
	}
	t.reach = max(t.reach, t.built.Step())
	return true
}

// followTree brings the tree to the stepper after a move, where it is
// wanted (focus and the lens l say). When the stepper is far past the
// furthest step the tree has seen (the run went on while the panel was
// hidden, or a jump went beyond it), the stepper goes back there and must
// run forward again feeding the tree, in budgeted frames like a jump: the
// board shows the replay, and any key stops it with the tree in step
// wherever it stopped. It returns the step that replay runs to, and
// whether there is one.
func (t *treeFeed) followTree(st *solver.Stepper, focus bool, l lens) (target uint64, replay bool) {
	if !t.wanted(focus, l) || t.ready(st, true) {
		return 0, false
	}
	target = st.Step()
	st.Seek(t.reach)
	t.ready(st, true)
	return target, true
}

// The sizes the tree and the chart need: below them the panel is not drawn.
const (
	minTreeInner  = 20 // "├─ ✗ (1,3)  diagonal…"
	minTreeRows   = 3
	minChartInner = 22 // a row's label, a bar of a few cells, its count
	minChartRows  = 3  // bars shown, besides the three lines of totals
	chartTotals   = 3  // tried, placements, permutations
	// maxChartInner is as wide as a chart beside the tree is worth.
	maxChartInner = 48
)

// placeTree puts the tree and its chart where the panels would go, so the
// board keeps its size and place when t shows or hides them: the columns
// right of the board, or else the rows under it. Where the panels found no
// room, neither does the tree.
func (m *scene) placeTree(p *plan, bw, bh int) {
	// The asides (placed before) keep their shelves; the tree takes the
	// room the panels would have taken after them.
	asides := *p
	m.placePanels(p, bw, bh)
	right, below := len(p.right) > 0, len(p.below) > 0
	used := 0
	if aw := asides.asideW(); aw > 0 {
		used = aw + gap
		right = p.blockW-bw-gap-used > 0
	}
	p.right, p.below = asides.right, asides.below
	switch {
	case right:
		w := p.blockW - bw - gap - used // the panels' columns and the gaps between them
		if s, ok := m.treeShelf(w, p.mainH, true); ok {
			p.right = append(p.right, s)
		}
	case below:
		rows := 0
		for _, r := range p.below {
			rows += r.h
		}
		if s, ok := m.treeShelf(bw, p.mainH-bh-rows, false); ok {
			p.below = append(p.below, s)
		}
	}
}

// treeShelf lays the tree and the chart out in w×h: stacked in a column
// beside the board, side by side in a row under it where the row is wide
// enough. The tree gets at least half of a column; the chart gets what it
// needs of the rest, down to minChartRows of bars, or goes.
func (m *scene) treeShelf(w, h int, column bool) (shelf, bool) {
	if w < minTreeInner+theme.BoxW || h < minTreeRows+theme.BoxH {
		return shelf{}, false
	}
	chartFull := m.spec.n + chartTotals + theme.BoxH
	if !column && w >= minTreeInner+theme.BoxW+gap+minChartInner+theme.BoxW && h >= minChartRows+chartTotals+theme.BoxH {
		cw := min(maxChartInner+theme.BoxW, w/2)
		tw := w - cw - gap
		return shelf{w: w, h: h, panels: []placed{{&treePanel, tw, h}, {&chartPanel, cw, h}}}, true
	}
	th := max(h/2, minTreeRows+theme.BoxH)
	ch := min(chartFull, h-th)
	if ch < min(m.spec.n, minChartRows)+chartTotals+theme.BoxH || w < minChartInner+theme.BoxW {
		return shelf{w: w, h: h, panels: []placed{{&treePanel, w, h}}}, true
	}
	return shelf{w: w, h: h, panels: []placed{{&treePanel, w, h - ch}, {&chartPanel, w, ch}}}, true
}

// treePanel and chartPanel are placed by placeTree, never by placePanels.
var (
	treePanel  = panel{name: "search tree", render: treeRender}
	chartPanel = panel{name: "pruning", render: chartRender}
)

// treeRender draws the lens's tree box: the outline of the search tree,
// the current node in view (treeLens), or what a lens without a tree shows
// in its place.
func treeRender(vm *scene, w, h int) string {
	m := vm.frame
	inner, rows := w-theme.BoxW, h-theme.BoxH
	title, lines := vm.lens.tree(m, inner, rows)
	return m.com.Styles.Box(title, fitRows(lines, rows), inner)
}

// fitRows cuts or pads lines to exactly rows.
func fitRows(lines []string, rows int) []string {
	if len(lines) > rows {
		lines = lines[:rows]
	}
	for len(lines) < rows {
		lines = append(lines, "")
	}
	return lines
}

// treeLens draws t's boxes for a strategy that searches a tree: the
// outline of solver/tree and the chart of the squares tried on each row.
type treeLens struct{}

func (treeLens) tree(m *lensFrame, inner, rows int) (string, []string) {
	title := m.com.Lang.T(i18n.TreeSearch) + " · " + m.spec.strategy.String()
	if !m.tree.ready(m.st, m.treeWanted) {
		// Only between a move and the replay that follows it.
		return title, common.Wrap(m.com.Lang.Sprintf(i18n.TreeBuilding, m.com.Lang.Number(m.st.Step())), inner)
	}
	var lines []string
	for _, r := range m.tree.built.Outline(tree.Options{Width: inner, Height: rows, ASCII: m.com.Styles.ASCII, Lang: m.com.Lang}) {
		lines = append(lines, m.treeLine(r))
	}
	return title, lines
}

// chart draws one bar per row on a log scale, up to N^N: the squares
// tried on the row so far, over the permutations N!/(N−r−1)! and the
// placements N^(r+1) that brute force would look at on rows 0..r; then the
// totals, one series a line, led by its glyph (the chart's legend). Where
// not every row fits, the rows shown follow the row being filled.
func (treeLens) chart(m *lensFrame, inner, rows int) ([]string, []string) {
	series := unicodeSeries
	if m.com.Styles.ASCII {
		series = asciiSeries
	}
	var lines []string
	if m.tree.ready(m.st, m.treeWanted) {
		lines = m.chartLines(inner, rows, series)
	}
	// The titles, longest first, of what the bars count (tree.Work):
	// queens placed, for a strategy that tries no square it cannot keep.
	titles := []i18n.ID{i18n.TreeChartSquares, i18n.TreeChartSquares2, i18n.TreeChartSquares3, i18n.TreeChartSquares4}
	if m.spec.strategy.PlacesOnly() {
		titles = []i18n.ID{i18n.TreeChartQueens, i18n.TreeChartQueens2, i18n.TreeChartQueens3, i18n.TreeChartQueens4}
	}
	out := make([]string, len(titles))
	for i, id := range titles {
		out[i] = m.com.Lang.T(id)
	}
	return out, lines
}

// treeLine styles one line of the outline: its indent and branch muted,
// the rest by what the node is — the path in the accent colour, attacked
// squares as warnings, solutions celebrated, folded branches and pruned
// squares muted, the current node active. The glyphs of the outline say
// the same without colour (♛ ▸ ✗ ⊘ ★ ○ and ◀ for the current node).
func (m *lensFrame) treeLine(r tree.Row) string {
	i := strings.IndexFunc(r.Text, func(c rune) bool { return !strings.ContainsRune(" ├└─│|`-", c) })
	if i < 0 {
		return m.screen.paint(rMuted, r.Text)
	}
	role := rText
	switch {
	case r.Gap:
		role = rMuted
	case r.Node.Kind == tree.Solution:
		role = rCelebrate
	case r.Current:
		role = rActive
	case r.Path:
		role = rAccent
	case r.Node.Kind == tree.Attacked:
		role = rWarning
	case r.Node.Kind == tree.Queen, r.Node.Kind == tree.Pruned:
		role = rMuted
	}
	return m.screen.paint(rMuted, r.Text[:i]) + m.screen.paint(role, r.Text[i:])
}

// chartSeries are the glyphs of the chart's three series, one bar drawn
// over the other: brute force's placements (the longest), the permutations,
// and the squares tried, on top. Each has its own glyph, so the chart reads
// without colour.
type chartSeries struct{ tried, perms, placements string }

var (
	unicodeSeries = chartSeries{tried: "█", perms: "▒", placements: "░"}
	asciiSeries   = chartSeries{tried: "#", perms: "=", placements: "."}
)

// countW is the width of a row's count: "99,999", "1.23M".
const countW = 6

// chartRender draws the lens's chart box under the longest of its titles
// that fits.
func chartRender(vm *scene, w, h int) string {
	m := vm.frame
	inner, rows := w-theme.BoxW, h-theme.BoxH
	titles, lines := vm.lens.chart(m, inner, rows)
	title := titles[len(titles)-1]
	for _, t := range titles {
		if lipgloss.Width(t) <= inner-1 {
			title = t
			break
		}
	}
	return m.com.Styles.Box(title, fitRows(lines, rows), inner)
}

// chartLines draws the bars of as many rows as fit above the totals.
func (m *lensFrame) chartLines(inner, rows int, series chartSeries) []string {
	s := m.com.Styles
	stats := m.tree.built.Rows()
	n := len(stats)
	digits := len(strconv.Itoa(n - 1))
	barW := max(inner-markW-digits-1-1-countW, 1)
	// The scale ends at N^N, the placements of the last row, so that the
	// bars keep their lengths as the search goes.
	top := tree.Log10(stats[n-1].Placements)
	length := func(x float64) int {
		switch {
		case x < 1:
			return 0
		case top <= 0:
			return barW
		}
		return max(1, int(math.Round(float64(barW)*math.Log10(x)/top)))
	}
	bars := max(rows-chartTotals, 0)
	cur := min(m.st.Row(), n-1)
	first := min(max(cur-bars/2, 0), max(n-bars, 0))
	var lines []string
	for r := first; r < n && len(lines) < bars; r++ {
		st := stats[r]
		lt := length(float64(st.Nodes))
		lq := length(bigFloat(st.Permutations))
		lp := length(bigFloat(st.Placements))
		mark := strings.Repeat(" ", markW)
		if r == cur && !m.st.IsDone() {
			mark = m.screen.paint(rActive, s.Glyphs.Marker+" ")
		}
		var b strings.Builder
		b.WriteString(mark)
		b.WriteString(m.screen.paint(rMuted, padNum(r, digits)+" "))
		b.WriteString(m.screen.paint(rActive, strings.Repeat(series.tried, lt)))
		b.WriteString(m.screen.paint(rAccent, strings.Repeat(series.perms, max(lq-lt, 0))))
		b.WriteString(m.screen.paint(rMuted, strings.Repeat(series.placements, max(lp-max(lq, lt), 0))))
		b.WriteString(strings.Repeat(" ", barW-max(lp, lq, lt)+1))
		b.WriteString(m.screen.paint(rNumber, padLeft(compactCount(m.com.Lang, st.Nodes), countW)))
		lines = append(lines, b.String())
	}
	// "tried 876 squares; 8⁸ = 16,777,216 placements; 8! = 40,320
	// permutations", one part a line, each led by its series' glyph.
	parts := strings.Split(m.tree.built.Totals(s.ASCII, m.com.Lang), "; ")
	bounds := []*big.Int{nil, stats[n-1].Placements, stats[n-1].Permutations}
	glyphs := []string{series.tried, series.placements, series.perms}
	roles := []role{rActive, rMuted, rAccent}
	for i, part := range parts {
		if i >= len(glyphs) {
			break
		}
		// The glyph, a space and the part: one cell a rune. A bound of
		// more digits than a reader counts goes as a power of ten where
		// it does not fit; a shorter one is cut like any text.
		if b := bounds[i]; b != nil && 2+utf8.RuneCountInString(part) > inner && len(b.Text(10)) > maxDigits {
			part = approximate(part, b)
		}
		lines = append(lines, m.screen.paint(roles[i], glyphs[i])+" "+m.screen.paint(rText, part))
	}
	return lines
}

// bigFloat returns x as a float64 (the bounds stay far below its range).
func bigFloat(x *big.Int) float64 {
	f, _ := new(big.Float).SetInt(x).Float64()
	return f
}

// maxDigits is the most digits of a bound the chart writes out in full
// where they do not fit: 13^13 has 15.
const maxDigits = 15

// approximate writes a bound too long for the chart's width as a power of
// ten: "64⁶⁴ ≈ 3.94e115 placements" rather than 116 digits cut short.
func approximate(part string, x *big.Int) string {
	eq := strings.Index(part, " = ")
	sp := strings.LastIndex(part, " ")
	if eq < 0 || sp <= eq+3 {
		return part
	}
	e := strings.Replace(strconv.FormatFloat(bigFloat(x), 'e', 2, 64), "e+", "e", 1)
	return part[:eq] + " ≈ " + e + part[sp:]
}

// compactCount writes a count in at most countW cells: "99,999", "123k",
// "4.56M", "78.9G".
func compactCount(l i18n.Lang, x uint64) string {
	if s := l.Number(x); len(s) <= countW {
		return s
	}
	f := float64(x)
	for _, unit := range []string{"k", "M", "G", "T", "P", "E"} {
		f /= 1000
		if f < 999.5 {
			return strconv.FormatFloat(f, 'g', 3, 64) + unit
		}
	}
	return strconv.FormatFloat(f, 'g', 3, 64) + "E"
}
