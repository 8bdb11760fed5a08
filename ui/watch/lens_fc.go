package watch

// The lens of forward checking: the same boxes as plain backtracking's, of
// the same sizes (see panel), with the domains and the order the rows are
// filled in; its counters set its nodes beside plain backtracking's at the
// same moment.

import (
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

type fcLens struct {
	plainLens
	// plainAt caches what PlainNodes said at one step of one run: the
	// count costs a walk of plain backtracking to that moment.
	plainAt struct {
		run   int
		step  uint64
		limit uint64
		nodes uint64
		ok    bool
	}
}

// domains is the run's view of forward checking's domains: the fc lens
// draws only runs that keep them.
func (l *fcLens) domains(m *lensFrame) solver.FCView {
	v, _ := m.st.FC()
	return v
}

func (l *fcLens) traits() traits {
	t := treeTraits()
	t.mrv = true
	return t
}

func (l *fcLens) label(_ i18n.Lang, opt solver.StepperOptions) string {
	if opt.MRV {
		return "fc + MRV"
	}
	return solver.FC.String()
}

// runOptions: MRV makes another run (the rows in another order).
func (l *fcLens) runOptions(opt solver.StepperOptions) solver.StepperOptions {
	return solver.StepperOptions{MRV: opt.MRV}
}

// counters set forward checking's nodes beside plain backtracking's at the
// same moment, with its prunes and wipe-outs.
func (l *fcLens) counters(m *lensFrame) []counterRow {
	c := m.st.Counters()
	th, t := m.com.Lang.Number, m.com.Lang.T
	return []counterRow{
		{t(i18n.CountStep), th(c.Steps)}, {t(i18n.CountFCNodes), th(c.Placements)}, {t(i18n.CountPlainNodes), l.plainText(m)},
		{t(i18n.CountPrunes), th(c.Prunes)}, {t(i18n.CountWipeOuts), th(c.WipeOuts)}, {t(i18n.CountBacktracks), th(c.Backtracks)},
		{t(i18n.CountSolutions), th(c.Solutions)},
	}
}

func (l *fcLens) stack(m *lensFrame, inner, rows int) string { return l.fcStack(m, inner, rows) }
func (l *fcLens) state(m *lensFrame, inner int) string       { return l.fcPanel(m, inner) }

// extra compares the nodes with plain backtracking's. (A wipe-out and a
// backtrack say why at length: the narration takes both lines; the
// counters keep the comparison.)
func (l *fcLens) extra(m *lensFrame, ev solver.Event) (string, bool) {
	switch ev.Kind {
	case solver.None, solver.WipeOut, solver.Backtrack, solver.Done:
		return "", false
	}
	return l.comparison(m), true
}

// walk runs a stepper of its own: forward checking's prunes and wipe-outs
// depend on the domains, which no plain walk of the tree counts.

// toSolution turns MRV off: it finds the solutions in another order.
func (l *fcLens) toSolution(k uint64, opt solver.StepperOptions) (handover, bool) {
	if !opt.MRV {
		return handover{}, false
	}
	opt.MRV = false
	return handover{strategy: solver.FC, opt: opt, note: i18n.FCToSolution, args: []any{text.Thousands(k)}}, true
}

// The bounds of plain backtracking's count beside forward checking's: it
// walks plain backtracking's tree to the moment, about 120 million nodes a
// second on this machine (2²⁰ in 8.7 ms, N=14), so a frame pays at most
// about a millisecond for it while the animation runs fast or a jump runs,
// and a step taken by hand (counted once, then kept) about 35 ms.
const (
	plainLimitFast = 1 << 17
	plainLimit     = 1 << 22
)

// plainNodes returns, for forward checking, the queens plain backtracking
// has put down when it reaches the moment of the search on screen
// (solver.Stepper.PlainNodes), nodes > limit meaning "more than limit"; ok
// is false where that is not known (with MRV, but at solutions and at the
// end).
func (l *fcLens) plainNodes(m *lensFrame) (nodes, limit uint64, ok bool) {
	limit = plainLimit
	if m.fast {
		limit = plainLimitFast
	}
	p := &l.plainAt
	if p.run != m.run || p.step != m.st.Step() || p.limit < limit && (!p.ok || p.nodes > p.limit) {
		p.run, p.step, p.limit = m.run, m.st.Step(), limit
		p.nodes, p.ok = m.st.PlainNodes(limit)
	}
	return p.nodes, p.limit, p.ok
}

// plainText writes plain backtracking's count: "876", "> 131,072" past the
// limit, "?" where it is not known.
func (l *fcLens) plainText(m *lensFrame) string {
	nodes, limit, ok := l.plainNodes(m)
	switch {
	case !ok:
		return "?"
	case nodes > limit:
		return "> " + m.com.Lang.Number(limit)
	}
	return m.com.Lang.Number(nodes)
}

// comparison says what forward checking saves, for the narration's second
// line: "fc 88 nodes · plain backtracking 113 to here" (N=8, first solution).
func (l *fcLens) comparison(m *lensFrame) string {
	lang := m.com.Lang
	fc := common.Amount(lang, i18n.FCNodes, m.st.Counters().Placements)
	if _, _, ok := l.plainNodes(m); !ok {
		return lang.Sprintf(i18n.FCPlainUnknown, fc)
	}
	return lang.Sprintf(i18n.FCPlainTo, fc, l.plainText(m))
}

// stateCaption is the lines of the state panel under its entries.
const stateCaption = 1

// fcPanel shows every row's domain as a bitset, bit c under column c, rows
// in as many columns as fit: 1 for a square still in the domain, 0 for one
// pruned, x for one the queen just placed prunes; a row holding a queen
// shows it (Q) instead. The row filled next is marked, a wiped-out row
// warned; the caption says what the event does to the domains.
func (l *fcLens) fcPanel(m *lensFrame, inner int) string {
	s := m.com.Styles
	st := m.st
	ev := st.Event()
	n := st.N()
	digits := len(strconv.Itoa(n - 1))
	entryW := digits + 1 + n
	cols := max(1, min(3, (inner+2)/(entryW+2)))
	lines := stateRows - stateCaption
	shown := min(n, lines*cols)
	next := l.fcNext(m)
	first := 0
	if shown < n {
		first = min(max(st.Row()-shown/2, 0), n-shown)
	}
	entries := make([]string, 0, shown)
	for r := first; r < first+shown; r++ {
		entries = append(entries, l.domainEntry(m, r, digits))
	}
	out := make([]string, lines)
	for i, e := range entries {
		row := i % lines
		if i >= lines {
			out[row] += "  "
		}
		out[row] += e
	}
	out = append(out, m.screen.paint(rMuted, theme.Fit(l.fcCaption(m, ev), inner, s.Glyphs.Ellipsis)))
	title := m.com.Lang.T(i18n.PanelDomains)
	if next >= 0 && !m.hidesRow {
		title = m.com.Lang.Sprintf(i18n.PanelDomainsNext, strconv.Itoa(next))
		if m.spec.opt.MRV {
			title += m.com.Lang.T(i18n.PanelFewestLeft)
		}
	}
	return s.Box(title, out, inner)
}

// fcNext returns the row forward checking fills next, as the board marks
// it: none at a wipe-out (the queen is lifted instead) nor at the end.
func (l *fcLens) fcNext(m *lensFrame) int {
	if r := m.st.Row(); r < m.spec.n && !m.st.IsDone() && m.st.Event().Kind != solver.WipeOut {
		return r
	}
	return -1
}

// domainEntry draws row r's domain: its number, the mark of the row filled
// next, and one character a column.
func (l *fcLens) domainEntry(m *lensFrame, r, digits int) string {
	s := m.com.Styles
	st := m.st
	ev := st.Event()
	n := st.N()
	var sb strings.Builder
	sb.WriteString(m.screen.paint(rMuted, padNum(r, digits)))
	if r == l.fcNext(m) && !m.hidesRow {
		sb.WriteString(m.screen.paint(rActive, s.Glyphs.RowMark))
	} else {
		sb.WriteString(" ")
	}
	if q := st.QueenCol(r); q >= 0 {
		for c := 0; c < n; c++ {
			if c == q {
				sb.WriteString(m.screen.paint(rBitOn, s.Glyphs.Queen))
			} else {
				sb.WriteString(m.screen.paint(rMuted, "·"))
			}
		}
		return sb.String()
	}
	if m.hidesLeft {
		return sb.String() + m.screen.paint(rMuted, strings.Repeat("?", n))
	}
	dom := l.domains(m).Domain(r)
	wiped := ev.Kind == solver.WipeOut && ev.Row == r
	for c := 0; c < n; c++ {
		switch by, pruned := l.domains(m).PrunedBy(r, c); {
		case dom>>uint(c)&1 == 1:
			sb.WriteString(m.screen.paint(rBitOn, "1"))
		case ev.Kind == solver.Prune && pruned && by == ev.By:
			sb.WriteString(m.screen.paint(rWarning, "x"))
		case wiped:
			sb.WriteString(m.screen.paint(rWarning, "0"))
		default:
			sb.WriteString(m.screen.paint(rBitOff, "0"))
		}
	}
	return sb.String()
}

// fcCaption says what the event does to the domains.
func (l *fcLens) fcCaption(m *lensFrame, ev solver.Event) string {
	st := m.st
	n := st.N()
	lang := m.com.Lang
	switch ev.Kind {
	case solver.None:
		return lang.Sprintf(i18n.FCCapStart, strconv.Itoa(n))
	case solver.Place:
		return lang.Sprintf(i18n.FCCapPlace, strconv.Itoa(ev.Row), strings.TrimSpace(columns(l.domains(m).Domain(ev.Row), n)), strconv.Itoa(ev.Col))
	case solver.Prune:
		return lang.Sprintf(i18n.FCCapPrune, ev.By.String())
	case solver.WipeOut:
		return lang.Sprintf(i18n.FCCapWipe, strconv.Itoa(ev.Row), ev.By.String())
	case solver.Backtrack:
		return lang.Sprintf(i18n.FCCapBack, solver.Square{Row: ev.Row, Col: ev.Col}.String())
	case solver.Solution:
		return lang.T(i18n.FCCapSolved)
	}
	return lang.T(i18n.FCCapKey)
}

// fcTop returns the depth of fc's call executing the current event: the
// call that placed the queen of a place, a prune or a wipe-out, the one
// whose queen a backtrack lifts, N at a solution, the first before the
// start and at the end.
func (l *fcLens) fcTop(m *lensFrame) int {
	st := m.st
	switch st.Event().Kind {
	case solver.Place, solver.Prune, solver.WipeOut:
		return st.Placed() - 1
	case solver.Backtrack:
		return st.Placed()
	case solver.Solution:
		return m.spec.n
	}
	return len(m.start)
}

// fcStack draws forward checking's calls, one a queen in the order they
// went down (with MRV not top down): the row each call filled, its queen,
// and the squares of its domain it has still to try.
func (l *fcLens) fcStack(m *lensFrame, inner, rows int) string {
	s := m.com.Styles
	st := m.st
	ev := st.Event()
	n := st.N()
	digits := len(strconv.Itoa(n))
	num := func(v int) string { return padNum(v, digits) }
	order := st.Order(nil)
	top := l.fcTop(m)
	lang := m.com.Lang
	var frames []string
	for d := len(m.start); d <= top && d <= n; d++ {
		var line string
		switch {
		case d < len(order) && d < top:
			r := order[d]
			line = lang.Sprintf(i18n.FCFrame, num(d), num(r), num(st.QueenCol(r))) + m.screen.paint(rMuted, lang.T(i18n.StackLeft)) + columns(st.Remaining(r), n)
		case d == n && ev.Kind == solver.Solution:
			line = lang.Sprintf(i18n.FCFilled, num(d), s.Glyphs.Star)
		default:
			line = "fc(" + num(d) + ") " + l.fcDoing(m, num)
		}
		if d == top && !strings.Contains(line, "\x1b") {
			line = m.screen.paint(rCurrentFrame, line) // bold: the frame executing
		}
		if d == top {
			line = m.screen.paint(rActive, s.Glyphs.Marker+" ") + line
		} else {
			line = strings.Repeat(" ", markW) + line
		}
		frames = append(frames, line)
	}
	header := m.screen.paint(rMuted, strings.Repeat(" ", markW)+lang.T(i18n.FCHeader))
	lines := append([]string{header}, m.cutAbove(frames, rows-1, i18n.StackCallsAbove)...)
	for len(lines) < rows {
		lines = append(lines, "")
	}
	title := m.com.Lang.T(i18n.PanelStackFC)
	if m.spec.opt.MRV {
		title += m.com.Lang.T(i18n.PanelByMRV)
	}
	return s.Box(title, lines, inner)
}

// fcDoing says what the executing call of fc does at the current event.
func (l *fcLens) fcDoing(m *lensFrame, num func(int) string) string {
	st := m.st
	ev := st.Event()
	n := st.N()
	lang := m.com.Lang
	switch ev.Kind {
	case solver.Place:
		return lang.Sprintf(i18n.FCDoPlace, num(ev.Row), num(ev.Col))
	case solver.Prune:
		return lang.Sprintf(i18n.FCDoPrune, num(ev.By.Row))
	case solver.WipeOut:
		return lang.Sprintf(i18n.FCDoWipe, num(ev.By.Row), strconv.Itoa(ev.Row))
	case solver.Backtrack:
		return lang.Sprintf(i18n.FCDoLifted, num(ev.Row), num(ev.Col)) + m.screen.paint(rMuted, lang.T(i18n.StackLeft)) + m.left(st.Remaining(ev.Row), n)
	case solver.Done:
		return lang.T(i18n.ArrReturns)
	}
	if r := st.Row(); r < n && m.hidesRow {
		return lang.T(i18n.FCDoNext) // the row is part of the answer
	} else if r < n {
		return lang.Sprintf(i18n.FCDoRowNext, num(r)) + m.screen.paint(rMuted, lang.T(i18n.FCDomainSep)) + m.left(l.domains(m).Domain(r), n)
	}
	return lang.T(i18n.ArrCalled)
}
