package watch

// The lens of plain backtracking with arrays: a column array and two
// diagonal arrays, every column of a row tried. Its call stack, top and
// counters are plain backtracking's, which the bitmask lens shares.

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

type arrayLens struct{ plainLens }

func (l arrayLens) traits() traits                                { return treeTraits() }
func (l arrayLens) label(i18n.Lang, solver.StepperOptions) string { return solver.Array.String() }
func (l arrayLens) counters(m *lensFrame) []counterRow            { return l.plainCounters(m) }
func (l arrayLens) stack(m *lensFrame, inner, rows int) string    { return l.plainStack(m, inner, rows) }
func (l arrayLens) state(m *lensFrame, inner int) string          { return l.arrayPanel(m, inner) }

// plainCounters are plain backtracking's counters: its tries and attacks.
func (l plainLens) plainCounters(m *lensFrame) []counterRow {
	c := m.st.Counters()
	th := m.com.Lang.Number
	values := []string{th(c.Steps), th(c.Tries), th(c.Attacks), th(c.Placements), th(c.Backtracks), th(c.Solutions), speedName(m.com.Lang, m.speed)}
	rows := make([]counterRow, len(values))
	for i, v := range values {
		rows[i] = counterRow{m.com.Lang.T(counterNames[i]), v}
	}
	return rows
}

// top returns the row of the frame of solve executing the current event,
// the one the pseudocode marker is in (see solver.CodeLines): the row of
// the event's square; N at a solution; the starting row before the first
// event and at the end.
func (l plainLens) top(m *lensFrame) int {
	ev := m.st.Event()
	switch ev.Kind {
	case solver.Try, solver.Attack, solver.Place, solver.Backtrack:
		return ev.Row
	case solver.Solution:
		return m.spec.n
	}
	return len(m.spec.prefix)
}

// doing says what the executing frame does at the current event, in a
// field of the same width for every event (so that what follows lines
// up): in words beside an array frame ("col 12 attacked": the column,
// not a count of attacks), or in the few
// letters a bitmask frame leaves after its three words ("skip 12").
func (l plainLens) doing(m *lensFrame, short bool) string {
	st := m.st
	ev := st.Event()
	g := m.com.Styles.Glyphs
	t, f := m.com.Lang.T, m.com.Lang.Sprintf
	c := padNum(ev.Col, len(strconv.Itoa(st.N())))
	var s string
	switch ev.Kind {
	case solver.None:
		s = pick(short, t(i18n.ArrStart), t(i18n.ArrCalled))
	case solver.Try:
		s = f(i18n.ArrTry, c)
	case solver.Attack:
		s = pick(short, f(i18n.ArrSkip, c), f(i18n.ArrColAttacked, c))
	case solver.Place:
		s = pick(short, f(i18n.ArrPut, c), f(i18n.ArrPlace, c, strconv.Itoa(ev.Row+1)))
	case solver.Backtrack:
		s = pick(short, f(i18n.ArrLift, c), f(i18n.ArrLifted, c))
	case solver.Solution:
		s = pick(short, t(i18n.ArrReport), f(i18n.ArrAllFilled, g.Star))
	default:
		s = pick(short, t(i18n.ArrReturn), t(i18n.ArrReturns))
	}
	w := doingW(m.com.Lang, st.N())
	if short {
		w = doingShortW(m.com.Lang, st.N())
	}
	if pad := w - lipgloss.Width(s); pad > 0 {
		s += strings.Repeat(" ", pad)
	}
	return s
}

// pick returns a if short, b otherwise.
func pick(short bool, a, b string) string {
	if short {
		return a
	}
	return b
}

// doingW is the width of what an array frame does, in l: "col 12
// attacked".
func doingW(l i18n.Lang, n int) int {
	return lipgloss.Width(l.Sprintf(i18n.ArrColAttacked, strconv.Itoa(n)))
}

// doingShortW is the width of what a bitmask frame does, in l: the
// widest of its words, "lift 12" in English.
func doingShortW(l i18n.Lang, n int) int {
	col := strconv.Itoa(n)
	w := 0
	for _, s := range []string{l.T(i18n.ArrStart), l.T(i18n.ArrReport), l.T(i18n.ArrReturn),
		l.Sprintf(i18n.ArrTry, col), l.Sprintf(i18n.ArrSkip, col), l.Sprintf(i18n.ArrPut, col), l.Sprintf(i18n.ArrLift, col)} {
		w = max(w, lipgloss.Width(s))
	}
	return w
}

// plainStack draws plain backtracking's calls of solve, one a row down to
// the executing one: in a bitmask run with the words they are called with,
// where they fit, or else with each queen and the columns left to try.
func (l plainLens) plainStack(m *lensFrame, inner, rows int) string {
	s := m.com.Styles
	st := m.st
	n := st.N()
	top := l.top(m)
	kind := st.Event().Kind
	bv, bitmask := st.Bitmask()
	lang := m.com.Lang
	words := bitmask && stackWords(lang, n) <= inner
	digits := len(strconv.Itoa(n))
	num := func(v int) string { return padNum(v, digits) }
	dw := doingW(lang, n)
	// The columns left to try, where the frames have room for a few.
	leftWord := lang.T(i18n.StackLeft)
	left := !words && markW+len("solve()")+digits+1+dw+lipgloss.Width(leftWord+" 0 1") <= inner
	var header, title string
	if words {
		// The frames are the calls' arguments: the title names them.
		title = lang.T(i18n.PanelStackArgs)
		if lipgloss.Width(title) > inner-1 {
			title = lang.T(i18n.PanelStackArgsTight)
		}
		header = strings.Repeat(" ", markW+digits+1) + fitWord("cols", n) + " " + fitWord("ld", n) + " " + fitWord("rd", n)
	} else {
		title = lang.T(i18n.PanelStack)
		header = theme.Fit(strings.Repeat(" ", markW)+lang.T(i18n.StackCall), markW+len("solve()")+digits+1, "") + lang.T(i18n.StackQueen)
		if left {
			header = theme.Fit(header, markW+len("solve()")+digits+1+dw, "") + lang.T(i18n.StackLeftToTry)
		}
	}
	var frames []string
	for r := 0; r <= top && r <= n; r++ {
		var what string
		if r < top {
			what = lang.Sprintf(i18n.ArrCol, num(st.QueenCol(r)))
			if !words {
				what = theme.Fit(what, dw, "")
			}
		} else {
			what = l.doing(m, words)
		}
		var line string
		if words {
			cols, ld, rd, _ := bv.Words(r)
			line = num(r) + " " + bitsLR(cols, n) + " " + bitsLR(ld, n) + " " + bitsLR(rd, n) + " " + what
		} else {
			line = "solve(" + num(r) + ") " + what
		}
		if r == top {
			line = m.screen.paint(rCurrentFrame, line) // bold: the frame executing
		}
		if !words {
			if left && r < n && (r < top || kind != solver.Place && kind != solver.Done) {
				rest := columns(st.Remaining(r), n)
				if r == top {
					rest = m.left(st.Remaining(r), n)
				}
				line += m.screen.paint(rMuted, leftWord) + rest
			}
		}
		if r == top {
			line = m.screen.paint(rActive, s.Glyphs.Marker+" ") + line
		} else {
			line = strings.Repeat(" ", markW) + line
		}
		if r >= len(m.spec.prefix) {
			frames = append(frames, line)
		}
	}
	lines := append([]string{m.screen.paint(rMuted, header)}, m.cutAbove(frames, rows-1, i18n.StackFramesAbove)...)
	for len(lines) < rows {
		lines = append(lines, "")
	}
	return s.Box(title, lines, inner)
}

// arrayPanel shows which columns and diagonals the queens hold, under one
// index ruler, the entries the current square checks in brackets, and
// what the check reads.
func (l plainLens) arrayPanel(m *lensFrame, inner int) string {
	s := m.com.Styles
	st := m.st
	ev := st.Event()
	n := st.N()
	diag := func(r, c int) int { return r - c + n - 1 }
	anti := func(r, c int) int { return r + c }
	var cols uint64
	var diags, antis [2 * solver.MaxN]bool
	for r := 0; r < st.Row(); r++ {
		c := st.QueenCol(r)
		cols |= 1 << uint(c)
		diags[diag(r, c)], antis[anti(r, c)] = true, true
	}
	mc, md, ma := -1, -1, -1
	var what string
	sq := "(" + strconv.Itoa(ev.Row) + "," + strconv.Itoa(ev.Col) + ")"
	switch ev.Kind {
	case solver.Try, solver.Attack:
		mc, md, ma = ev.Col, diag(ev.Row, ev.Col), anti(ev.Row, ev.Col)
		what = sq + ": cols[" + strconv.Itoa(mc) + "]=" + one(cols>>uint(mc)&1 == 1) +
			" diag[" + strconv.Itoa(md) + "]=" + one(diags[md]) + " anti[" + strconv.Itoa(ma) + "]=" + one(antis[ma])
	case solver.Place:
		mc, md, ma = ev.Col, diag(ev.Row, ev.Col), anti(ev.Row, ev.Col)
		what = m.com.Lang.Sprintf(i18n.ArrSafeMark, sq, strconv.Itoa(mc), strconv.Itoa(md), strconv.Itoa(ma))
	case solver.Backtrack:
		mc, md, ma = ev.Col, diag(ev.Row, ev.Col), anti(ev.Row, ev.Col)
		what = m.com.Lang.Sprintf(i18n.ArrLiftUnmark, sq, strconv.Itoa(mc), strconv.Itoa(md), strconv.Itoa(ma))
	}
	// What the event reads or writes, over two lines where it needs them,
	// and how the entries are indexed.
	said := common.Wrap(what, inner)
	for len(said) < 2 {
		said = append(said, "")
	}
	caption := m.com.Lang.T(i18n.ArrCaption)
	if lipgloss.Width(caption) > inner {
		caption = m.com.Lang.T(i18n.ArrCaptionShort)
	}
	lines := []string{
		m.ruler(m.com.Lang.T(i18n.WordIndex), diagLabelW, 2*n-1),
		m.slots("cols", diagLabelW, n, func(i int) bool { return cols>>uint(i)&1 == 1 }, mc),
		m.slots("diag", diagLabelW, 2*n-1, func(i int) bool { return diags[i] }, md),
		m.slots("anti", diagLabelW, 2*n-1, func(i int) bool { return antis[i] }, ma),
		s.Text.Render(said[0]),
		s.Text.Render(said[1]),
		s.Muted.Render(caption),
	}
	return s.Box(m.com.Lang.Sprintf(i18n.PanelArrays, strconv.Itoa(min(st.Row(), n))), lines, inner)
}

// one writes a taken entry as 1, a free one as 0.
func one(taken bool) string {
	if taken {
		return "1"
	}
	return "0"
}
