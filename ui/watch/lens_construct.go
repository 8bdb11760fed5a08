package watch

// The lens of construct: no search, no tree — the solution written down by
// a rule of N mod 6, one queen a row from the top. The boxes show the list
// of columns the rule makes (the even columns, then the odd), the rows
// placed from it so far, and the part of the rule in force; t shows the
// whole rule in place of the tree.

import (
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

type constructLens struct{}

// rule is the run's view of the construction: the construct lens draws
// only construct runs.
func (l constructLens) rule(m *lensFrame) solver.ConstructView {
	v, _ := m.st.Construct()
	return v
}

// traits: b and B go from queen to queen (nothing is ever lifted), and the
// construction takes no queens given.
func (l constructLens) traits() traits {
	return traits{
		treeKey:      i18n.TreeRule,
		jumpKind:     solver.Place,
		ownPlacement: i18n.NoteOwnConstruct,
	}
}

func (l constructLens) label(i18n.Lang, solver.StepperOptions) string {
	return solver.Construct.String()
}

func (l constructLens) runOptions(solver.StepperOptions) solver.StepperOptions {
	return solver.StepperOptions{}
}

// counters are the case of the rule, the queens placed and those to come:
// nothing is tried, nothing lifted.
func (l constructLens) counters(m *lensFrame) []counterRow {
	c := m.st.Counters()
	n := m.spec.n
	th, t := m.com.Lang.Number, m.com.Lang.T
	return []counterRow{
		{t(i18n.CountStep), th(c.Steps)}, {t(i18n.CountNMod6), strconv.Itoa(n % 6)}, {t(i18n.CountPlacements), th(c.Placements)},
		{t(i18n.CountRowsLeft), th(uint64(n - m.st.Placed()))}, {t(i18n.CountBacktracks), th(c.Backtracks)},
		{t(i18n.CountSolutions), th(c.Solutions)}, {t(i18n.CountSpeed), speedName(m.com.Lang, m.speed)},
	}
}

func (l constructLens) stack(m *lensFrame, inner, rows int) string {
	return l.constructLoop(m, inner, rows)
}
func (l constructLens) state(m *lensFrame, inner int) string { return l.constructPanel(m, inner) }

// extra says, at the end of a board without solution, which strategy
// shows why.
func (l constructLens) extra(m *lensFrame, ev solver.Event) (string, bool) {
	if ev.Kind != solver.Done || l.rule(m).Solvable() {
		return "", false
	}
	return m.com.Lang.Sprintf(i18n.ConExtra, strconv.Itoa(m.spec.n), keyName(m.keys.Strategy)), true
}

func (l constructLens) tree(m *lensFrame, inner, rows int) (string, []string) {
	return m.com.Lang.T(i18n.ConTreeTitle), l.constructRule(m, inner, rows)
}

func (l constructLens) chart(m *lensFrame, inner, _ int) ([]string, []string) {
	c := m.st.Counters()
	lang := m.com.Lang
	out := common.Wrap(lang.T(i18n.ConNoTree), inner)
	out = append(out, "",
		common.Amount(lang, i18n.NarrPlacements, c.Placements)+" · "+common.Amount(lang, i18n.NarrBacktracks, c.Backtracks),
		common.Amount(lang, i18n.ConTried, c.Tries))
	return []string{lang.T(i18n.ConChartTitle)}, out
}

// continueFrom: the construction takes no queens given; plain
// backtracking continues a placement.
func (l constructLens) continueFrom(solver.StepperOptions) (handover, bool) {
	return handover{strategy: solver.Array, note: i18n.ConContinue}, true
}

// toSolution: construct writes down one solution, not the k-th in plain
// backtracking's order.
func (l constructLens) toSolution(k uint64, _ solver.StepperOptions) (handover, bool) {
	return handover{strategy: solver.Array, note: i18n.ConToSolution, args: []any{text.Thousands(k)}}, true
}

// constructRow is the row the construction is at: the one just placed,
// the first before anything is, -1 once all are.
func (l constructLens) constructRow(m *lensFrame) int {
	switch ev := m.st.Event(); ev.Kind {
	case solver.Place:
		return ev.Row
	case solver.None:
		if l.rule(m).Solvable() {
			return 0
		}
	}
	return -1
}

// constructPanel shows the list of columns the rule makes, counted from
// 1, split where the even columns end: the entries placed bright, the one
// of the current row in brackets, those to come dim; then the part of the
// rule in force.
func (l constructLens) constructPanel(m *lensFrame, inner int) string {
	s := m.com.Styles
	v := l.rule(m)
	n := m.spec.n
	cur := l.constructRow(m)
	lines := []string{m.screen.paint(rMuted, theme.Fit(m.com.Lang.T(i18n.CountNMod6), stateLabelW, "")) + m.screen.paint(rText, strconv.Itoa(n)+" mod 6 = "+strconv.Itoa(n%6))}
	var what []string
	if !v.Solvable() {
		lines = append(lines, "", "")
		what = common.Wrap(m.com.Lang.Sprintf(i18n.ConNoSolution, strconv.Itoa(n)), inner)
	} else {
		lines = append(lines,
			l.constructList(m, m.com.Lang.T(i18n.ConEvens), 0, v.Evens(), cur, inner),
			l.constructList(m, m.com.Lang.T(i18n.ConOdds), v.Evens(), n, cur, inner))
		switch r := cur; {
		case r >= 0:
			what = common.Wrap(m.com.Lang.Sprintf(i18n.ConRowRule, strconv.Itoa(r), strconv.Itoa(v.Col(r)+1), v.RuleIn(m.com.Lang, r)), inner)
		default:
			what = common.Wrap(m.com.Lang.T(i18n.ConAllPlaced), inner)
		}
	}
	// What the row's entry is, in the three lines left above the caption.
	const whatRows = stateRows - 4
	for i := range whatRows {
		l := ""
		if i < len(what) {
			l = what[i]
			if i == whatRows-1 && len(what) > whatRows {
				l = theme.Fit(l+" "+what[whatRows], inner, s.Glyphs.Ellipsis)
			}
		}
		lines = append(lines, s.Text.Render(l))
	}
	lines = append(lines, s.Muted.Render(theme.Fit(m.com.Lang.T(i18n.ConCaption), inner, s.Glyphs.Ellipsis)))
	return s.Box(m.com.Lang.T(i18n.PanelRuleColumns), lines, inner)
}

// constructList draws the entries of rows from..to-1 after a label, as
// many as fit in inner cells around the current row's.
func (l constructLens) constructList(m *lensFrame, label string, from, to, cur, inner int) string {
	v := l.rule(m)
	placed := m.st.Placed()
	// The window of entries shown: all, or those around the focus (the
	// current row's, or the list's end nearest it) that fit.
	width := func(r int) int { return 1 + len(strconv.Itoa(v.Col(r)+1)) }
	room := inner - stateLabelW
	lo, hi := from, to // [lo, hi)
	total := 0
	for r := from; r < to; r++ {
		total += width(r)
	}
	if total > room {
		f := min(max(cur, from), to-1)
		lo, hi = f, f+1
		used := width(f) + 2*len(" …")
		for grew := true; grew; {
			grew = false
			if hi < to && used+width(hi) <= room {
				used += width(hi)
				hi++
				grew = true
			}
			if lo > from && used+width(lo-1) <= room {
				lo--
				used += width(lo)
				grew = true
			}
		}
	}
	var sb strings.Builder
	sb.WriteString(m.screen.paint(rMuted, theme.Fit(label, stateLabelW, "")))
	if from == to {
		return sb.String() + m.screen.paint(rMuted, " —") // N=1 has no even column
	}
	if lo > from {
		sb.WriteString(m.screen.paint(rMuted, " …"))
	}
	for r := lo; r < hi; r++ {
		col := strconv.Itoa(v.Col(r) + 1)
		sep := " "
		if r == cur+1 {
			sep = "" // the current entry's closing bracket stands for it
		}
		switch {
		case r == cur:
			sb.WriteString(m.screen.paint(rMuted, "[") + m.screen.paint(rBitNext, col) + m.screen.paint(rMuted, "]"))
		case r < placed:
			sb.WriteString(sep + m.screen.paint(rBitOn, col))
		default:
			sb.WriteString(sep + m.screen.paint(rBitOff, col))
		}
	}
	if hi < to {
		sb.WriteString(m.screen.paint(rMuted, " …"))
	}
	return sb.String()
}

// constructLoop lists the rows placed so far, each with the column it got
// (counted from 1), the current one marked: the loop of construct(n), the
// one frame that ever runs.
func (l constructLens) constructLoop(m *lensFrame, inner, rows int) string {
	s := m.com.Styles
	n := m.spec.n
	cur := l.constructRow(m)
	digits := len(strconv.Itoa(n))
	header := m.com.Lang.Sprintf(i18n.ConLoopHead, strconv.Itoa(n))
	if !l.rule(m).Solvable() {
		header = m.com.Lang.Sprintf(i18n.ConLoopNone, strconv.Itoa(n))
	}
	var frames []string
	for r := 0; r < m.st.Placed(); r++ {
		line := m.com.Lang.Sprintf(i18n.ConLoopRow, padNum(r, digits), strconv.Itoa(m.st.QueenCol(r)+1))
		if r == cur {
			frames = append(frames, m.screen.paint(rActive, s.Glyphs.Marker+" "+line))
		} else {
			frames = append(frames, strings.Repeat(" ", markW)+line)
		}
	}
	lines := append([]string{m.screen.paint(rMuted, theme.Fit(header, inner, s.Glyphs.Ellipsis))}, m.cutAbove(frames, rows-1, i18n.StackRowsAbove)...)
	for len(lines) < rows {
		lines = append(lines, "")
	}
	return s.Box(m.com.Lang.T(i18n.PanelLoop), lines, inner)
}

// constructRule is what t shows for construct: the parts of the rule for
// this board, and its whole list of columns.
func (l constructLens) constructRule(m *lensFrame, inner, rows int) []string {
	v := l.rule(m)
	n := m.spec.n
	if !v.Solvable() {
		return common.Wrap(m.com.Lang.Sprintf(i18n.ConNoneRule, strconv.Itoa(n)), inner)
	}
	var out []string
	parts := []int{0}
	if e := v.Evens(); e > 0 && e < n {
		parts = append(parts, e)
	}
	for _, r := range parts {
		out = append(out, common.Wrap(v.RuleIn(m.com.Lang, r), inner)...)
	}
	cols := make([]string, n)
	for r := range cols {
		cols[r] = strconv.Itoa(v.Col(r) + 1)
	}
	out = append(out, "")
	out = append(out, common.Wrap(m.com.Lang.Sprintf(i18n.ConColumns, strings.Join(cols, " ")), inner)...)
	if len(out) > rows {
		out = append(out[:rows-1], m.com.Styles.Muted.Render(theme.Fit("⋮", inner, "")))
	}
	return out
}
