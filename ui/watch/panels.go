package watch

import (
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
	"github.com/nqueens/nqueens/ui/theme"
)

// A panel is one box beside or under the board. Its size depends only on
// the room offered and N — never on the state of the search nor on the
// strategy (it takes what either needs) — so the layout does not jump from
// one step to the next, nor when a switches the strategy.
type panel struct {
	name string
	// size returns the outer size the panel takes within maxW×maxH, or
	// ok=false if it does not fit.
	size func(m *scene, maxW, maxH int) (w, h int, ok bool)
	// render draws the panel in exactly w×h (a size that size returned).
	render func(m *scene, w, h int) string
}

// panels are every panel a layout may name (layout.go), in the lesson's
// order of importance: the first ones stay longest when the window
// narrows. The pseudocode comes first (what the search does), then the
// counters (how much it has done: the tries and backtracks a lesson
// counts), the legend (how to read the board), the recursion and its data.
var panels = []panel{
	{name: "pseudocode", size: codeSize, render: codeRender},
	{name: "counters", size: countersSize, render: countersRender},
	{name: "legend", size: legendSize, render: legendRender},
	{name: "stack", size: stackSize, render: func(vm *scene, w, h int) string { return vm.lens.stack(vm.frame, w-theme.BoxW, h-theme.BoxH) }},
	{name: "state", size: stateSize, render: func(vm *scene, w, _ int) string { return vm.lens.state(vm.frame, w-theme.BoxW) }},
}

// --- counters

// counterRow is one line of the counters panel.
type counterRow struct{ name, value string }

var counterNames = []i18n.ID{i18n.CountStep, i18n.CountTries, i18n.CountAttacks, i18n.CountPlacements, i18n.CountBacktracks, i18n.CountSolutions, i18n.CountSpeed}

// countersInner holds "backtracks" and a count of 13 cells (ten digits and
// their commas), and "speed" and "1,000,000 steps/s".
const countersInner = 24

func countersSize(_ *scene, maxW, maxH int) (int, int, bool) {
	w, h := countersInner+theme.BoxW, len(counterNames)+theme.BoxH
	return w, h, w <= maxW && h <= maxH
}

func countersRender(vm *scene, w, _ int) string {
	m := vm.frame
	s := m.com.Styles
	rows := vm.lens.counters(m)
	inner := w - theme.BoxW
	lines := make([]string, len(rows))
	for i, r := range rows {
		if r.name == m.com.Lang.T(i18n.CountSolutions) && vm.predict.hidesCount(m.st) {
			r.value = "?" // the question's answer, less one
		}
		gap := max(inner-lipgloss.Width(r.name)-lipgloss.Width(r.value), 1)
		lines[i] = m.screen.paint(rMuted, r.name) + strings.Repeat(" ", gap) + m.screen.paint(rNumber, r.value)
	}
	return s.Box(m.com.Lang.T(i18n.PanelCounters), lines, inner)
}

// --- legend

// legendCols is the most columns the legend is laid out in: more would
// make it a wide strip that takes the room of the panels beside it.
const legendCols = 2

// legendEntries bounds the entries of one moment's legend (board.Present):
// queen, safe, three tints and the focus lines, and at most three looks of
// a moment (an attack's rejected square, culprit and line; a backtrack's
// lifted queen and two kinds of dead squares). TestLegendFits holds it.
const legendEntries = 9

// legendWidth is the width of the legend's content: as many columns of
// the widest labels of the search's legend as fit in maxW, up to
// legendCols; 0 if not even one fits.
func (m *lensFrame) legendWidth(maxW int) int {
	if m.screen.legendColW == 0 {
		// The narrowest width board.Legend lays one column out in.
		for w := 1; m.screen.legendColW == 0; w++ {
			if m.screen.rend.Legend(board.WatchLegend, w) != nil {
				m.screen.legendColW = w
			}
		}
	}
	w := m.screen.legendColW
	if w > maxW {
		return 0
	}
	const gap = 2 // between columns, as board.Legend lays them out
	cols := min(legendCols, (maxW+gap)/(w+gap))
	return cols*(w+gap) - gap
}

// legendRows is the room the legend keeps in width lw: enough for the
// most entries a moment shows, so that its box keeps its size while its
// entries follow the board.
func (m *lensFrame) legendRows(lw int) int {
	rows := len(m.screen.rend.Legend(board.WatchLegend, lw)) // of the whole legend, in its columns
	cols := (len(board.WatchLegend) + rows - 1) / rows
	return (legendEntries + cols - 1) / cols
}

func legendSize(vm *scene, maxW, maxH int) (int, int, bool) {
	m := vm.frame
	lw := m.legendWidth(maxW - theme.BoxW)
	if lw == 0 {
		return 0, 0, false
	}
	w, h := lw+theme.BoxW, m.legendRows(lw)+theme.BoxH
	return w, h, h <= maxH
}

// legendRender lists what the board shows now, from the renderer's own
// account of it (board.Renderer.Present): the legend cannot name a look the
// board does not draw, nor miss one it does.
func legendRender(vm *scene, w, h int) string {
	m := vm.frame
	s := m.com.Styles
	lw := m.legendWidth(w - theme.BoxW)
	lines := m.screen.rend.Legend(m.screen.rend.Present(m.screen.board), lw)
	rows := h - theme.BoxH
	if len(lines) > rows {
		lines = lines[:rows]
		lines[rows-1] = theme.Fit(lines[rows-1], lw-2, "") + " " + s.Glyphs.Ellipsis
	}
	for len(lines) < rows {
		lines = append(lines, "")
	}
	title := m.com.Lang.T(i18n.PanelLegend)
	if show := m.screen.rend.Show(); show != board.ShowAll {
		title += " · " + show.In(m.com.Lang)
	}
	return s.Box(title, lines, w-theme.BoxW)
}

// --- pseudocode

// minCodeInner is the narrowest the pseudocode may be wrapped to: below
// that its lines lose their meaning.
const minCodeInner = 30

// markW is the room of the marker before each code line: "▶ ".
const markW = 2

// codeLine is one line of the pseudocode as drawn: a line of the source,
// or the continuation of one that does not fit.
type codeLine struct {
	src  int // its line in solver.Pseudocode
	text string
	cont bool // the continuation of the line above
}

// wrapCode fits the pseudocode of a strategy in width cells (marker
// included): a line that is too long loses its trailing comment first,
// then breaks after a "; ", an " or " or a ", " (in that order of
// preference, as late as fits), or else between words, its continuations
// indented under the call's parenthesis or two levels in.
func wrapCode(strategy solver.Strategy, width int) []codeLine {
	room := width - markW
	var out []codeLine
	for i, l := range solver.Pseudocode(strategy) {
		if j := strings.Index(l, "  #"); len(l) > room && j > 0 && strings.TrimSpace(l[:j]) != "" {
			l = strings.TrimRight(l[:j], " ")
		}
		indent := len(l) - len(strings.TrimLeft(l, " "))
		hang := indent + 4
		first := true
		for len(l) > room {
			cut := breakAt(l, room)
			if cut <= indent {
				// No separator: between words, as prose wraps.
				cut = strings.LastIndex(l[:room+1], " ") + 1
			}
			if cut <= indent+1 {
				break // nothing to break at: the box cuts it with an ellipsis
			}
			// The arguments of a call broken inside its parentheses
			// line up under the first.
			if p := strings.Index(l, "("); first && p >= 0 && p < cut && indent > 0 {
				hang = p + 1
			}
			out = append(out, codeLine{src: i, text: strings.TrimRight(l[:cut], " "), cont: !first})
			l = strings.Repeat(" ", hang) + strings.TrimLeft(l[cut:], " ")
			indent, first = hang, false
		}
		out = append(out, codeLine{src: i, text: l, cont: !first})
	}
	return out
}

// breakAt returns where to break a code line so that its first part fits
// in room: just after the last separator of the most preferred kind that
// leaves a first part short enough; -1 if none does.
func breakAt(l string, room int) int {
	for _, sep := range []string{"; ", " or ", ", "} {
		cut := -1
		for j := 0; ; {
			k := strings.Index(l[j:], sep)
			if k < 0 || j+k+len(sep)-1 > room {
				break
			}
			cut = j + k + len(sep)
			j += k + 1
		}
		if cut > 0 {
			return cut
		}
	}
	return -1
}

// minCodeRows is the fewest lines of pseudocode worth a box: the marked
// line with a few around it (codeWindow scrolls them).
const minCodeRows = 6

// codeSize is the box of the longest strategy's code (so that a switches
// the strategy without moving anything) where it fits with the counters
// under it (the lesson's next panel); else as many lines as leave the
// counters their box, or else all the lines there are: codeRender scrolls
// to the marked line.
func codeSize(m *scene, maxW, maxH int) (int, int, bool) {
	natural := 0
	for _, s := range solver.Strategies {
		natural = max(natural, maxLen(solver.Pseudocode(s))+markW)
	}
	inner := min(natural, maxW-theme.BoxW)
	if inner < minCodeInner {
		return 0, 0, false
	}
	h := 0
	for _, s := range solver.Strategies {
		h = max(h, len(wrapCode(s, inner)))
	}
	h += theme.BoxH
	counters := 0
	if slices.Contains(m.layout().panels, "counters") {
		_, counters, _ = countersSize(m, maxW, maxH)
	}
	if h+counters <= maxH || h <= maxH && maxH-counters < minCodeRows+theme.BoxH {
		return inner + theme.BoxW, h, true
	}
	if short := maxH - counters; short >= minCodeRows+theme.BoxH {
		return inner + theme.BoxW, short, true
	}
	return inner + theme.BoxW, maxH, maxH >= minCodeRows+theme.BoxH
}

// codeWindow returns the lines src[top:end] to draw in rows rows: all when
// they fit, else a window that shows the marked lines a third of the way
// down. A wrapped line is shown whole or not at all: "place;" without the
// rest of its line reads as another statement. So the window moves down
// over a wrapped line's tail while the marked line stays in it, and drops
// the line if it still does not fit (a blank row is left instead). At the
// top a tail may stay: it is indented under a line the reader saw scroll by.
func codeWindow(src []codeLine, first, last, rows int) (top, end int) {
	if len(src) <= rows {
		return 0, len(src)
	}
	at := 0
	for i, l := range src {
		if l.src >= first && l.src <= last {
			at = i
			break
		}
	}
	top = min(max(at-rows/3, 0), len(src)-rows)
	end = top + rows
	for end < len(src) && src[end].cont && top < at {
		top++
		end++
	}
	for end < len(src) && end > top && src[end].cont {
		end--
	}
	return top, end
}

func codeRender(vm *scene, w, h int) string {
	m := vm.frame
	s := m.com.Styles
	inner := w - theme.BoxW
	rows := h - theme.BoxH
	src := wrapCode(m.spec.strategy, inner)
	first, last := m.st.CodeLines()
	top, end := codeWindow(src, first, last, rows)
	src = src[top:end]
	lines := make([]string, 0, rows)
	blank := strings.Repeat(" ", markW)
	for _, l := range src {
		switch {
		case l.src < first || l.src > last:
			lines = append(lines, blank+m.screen.paint(rText, l.text))
		case l.cont:
			lines = append(lines, m.screen.paint(rCurrentLine, fill(blank+l.text, inner)))
		default:
			lines = append(lines, m.screen.paint(rCurrentLine, fill(s.Glyphs.Marker+" "+l.text, inner)))
		}
	}
	for len(lines) < rows {
		lines = append(lines, "") // the other strategy's code is longer
	}
	return s.Box(m.com.Lang.Sprintf(i18n.PanelPseudocode, m.spec.strategy.String()), lines, inner)
}

// fill pads a line of text with blanks to w cells, so that a bar in
// reverse video spans the box.
func fill(text string, w int) string {
	return text + strings.Repeat(" ", max(w-lipgloss.Width(text), 0))
}

// --- call stack: its size, and the helpers the lenses draw their frames with

// minStackInner fits a frame and what it does, "▶ solve(12) col 11
// attacked", with room to spare; the columns left to try show where there
// is more.
const minStackInner = 28

// maxStackInner is as wide as the stack is worth: a few columns left.
const maxStackInner = 44

func stackSize(vm *scene, maxW, maxH int) (int, int, bool) {
	m := vm.frame
	inner := min(maxW-theme.BoxW, max(maxStackInner, stackWords(m.com.Lang, m.spec.n)))
	rows := min(m.spec.n+2, maxH-theme.BoxH) // a header and up to n+1 frames
	return inner + theme.BoxW, rows + theme.BoxH, inner >= minStackInner && rows >= 3
}

// cutAbove fits the frames of a call stack in rows lines: the deepest
// matter, so those above go, a line counting them in their place.
func (m *lensFrame) cutAbove(frames []string, rows int, above i18n.ID) []string {
	if len(frames) <= rows {
		return frames
	}
	hidden := len(frames) - rows + 1
	more := m.com.Styles.Muted.Render(strings.Repeat(" ", markW) + m.com.Lang.Sprintf(above, strconv.Itoa(hidden)))
	return append([]string{more}, frames[hidden:]...)
}

// padNum right-aligns a number in w cells (its digits are one cell each).
func padNum(v, w int) string { return padLeft(strconv.Itoa(v), w) }

// padLeft right-aligns s (ASCII: one cell a byte) in w cells.
func padLeft(s string, w int) string {
	if len(s) >= w {
		return s
	}
	return strings.Repeat(" ", w-len(s)) + s
}

// fitWord pads a word's name to the width of an n-bit word.
func fitWord(name string, n int) string {
	return theme.Fit(name, n, "")
}

// bitsLR writes the n low bits of a word, bit 0 first: the columns as the
// board shows them, left to right.
func bitsLR(word uint64, n int) string {
	b := make([]byte, n)
	for c := range b {
		b[c] = '0' + byte(word>>uint(c)&1)
	}
	return string(b)
}

// columns lists the columns of a bitset: " 3 5 7" (or " —").
func columns(set uint64, n int) string {
	if set == 0 {
		return " —"
	}
	var sb strings.Builder
	for c := 0; c < n; c++ {
		if set>>uint(c)&1 == 1 {
			sb.WriteString(" " + strconv.Itoa(c))
		}
	}
	return sb.String()
}

// --- state: its size, and the helpers the lenses draw the solver's arrays,
// bitmasks, domains or conflicts with

// stateRows is the number of content lines of the state panel, for every
// strategy: plain backtracking's ruler, four rows of values, what the event
// does with them, and a caption.
const stateRows = 7

// slotW is the width of one entry of an array or bit of a word: a space
// (or the bracket of a checked entry) and the digit.
const slotW = 2

// stateLabelW is the width of the row labels: "cols|bit ".
const stateLabelW = 9

// diagLabelW is the width of the labels of the array lens, whose rows of
// 2n-1 entries (diag, anti) are the widest: its labels are short ("index",
// "diag"), so that N=8's state fits the column a 100×30 window leaves
// beside the board.
const diagLabelW = 5

// stateInner is the width of the state panel: the widest of a row of N
// entries after a long label (the bitmask words) and the 2n-1 entries of
// diag and anti after a short one, with the bracket after the last.
func stateInner(n int) int {
	return max(stateLabelW+slotW*n, diagLabelW+slotW*(2*n-1)) + 1
}

func stateSize(vm *scene, maxW, maxH int) (int, int, bool) {
	m := vm.frame
	w, h := stateInner(m.spec.n)+theme.BoxW, stateRows+theme.BoxH
	return w, h, w <= maxW && h <= maxH
}

// slots draws count entries, one digit each two cells apart, the entry at
// mark in brackets (a mark without colour), taken ones bright.
func (m *lensFrame) slots(label string, labelW, count int, on func(i int) bool, mark int) string {
	return m.slotLine(label, labelW, count, mark, func(i int) (string, role) {
		if on(i) {
			return "1", rBitOn
		}
		return "0", rBitOff
	})
}

// slotLine draws count entries of one character each, two cells apart,
// after a label: entry gives each its character and style; the one at
// mark is in brackets and styled as the next bit.
func (m *lensFrame) slotLine(label string, labelW, count, mark int, entry func(i int) (string, role)) string {
	var sb strings.Builder
	sb.WriteString(m.screen.paint(rMuted, theme.Fit(label, labelW, "")))
	for i := range count {
		open := " "
		if i == mark {
			open = "["
		} else if mark >= 0 && i == mark+1 {
			open = "]"
		}
		ch, style := entry(i)
		if i == mark {
			style = rBitNext
		}
		sb.WriteString(m.screen.paint(rMuted, open) + m.screen.paint(style, ch))
	}
	if mark == count-1 {
		sb.WriteString(m.screen.paint(rMuted, "]"))
	}
	return sb.String()
}

// ruler numbers the slots of count entries, as many numbers as fit
// without touching: every one, every other, every fifth or every tenth.
func (m *lensFrame) ruler(label string, labelW, count int) string {
	d := len(strconv.Itoa(max(count-1, 0)))
	every := 1
	for _, k := range []int{1, 2, 5, 10, 20} {
		if every = k; k*slotW >= d+1 {
			break
		}
	}
	line := []byte(strings.Repeat(" ", slotW*count))
	for i := 0; i < count; i += every {
		num := strconv.Itoa(i)
		end := slotW*i + slotW // just after the digit of slot i
		copy(line[max(end-len(num), 0):end], num)
	}
	return m.screen.paint(rMuted, theme.Fit(label, labelW, "")+string(line))
}

func maxLen(lines []string) int {
	w := 0
	for _, l := range lines {
		w = max(w, lipgloss.Width(l))
	}
	return w
}
