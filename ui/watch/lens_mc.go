package watch

// The lens of min-conflicts: a local search, no tree — the same boxes as
// plain backtracking's, of the same sizes (see panel), with the queens
// under attack and the conflicting pairs over the run; t plots the pairs
// in place of the tree.

import (
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

type mcLens struct{}

// conflicts is the run's view of min-conflicts' conflicts: the
// min-conflicts lens draws only runs that keep them.
func (l mcLens) conflicts(m *lensFrame) solver.MCView {
	v, _ := m.st.MC()
	return v
}

// traits: b and B go from restart to restart (it never backtracks).
func (l mcLens) traits() traits {
	return traits{
		treeKey:      i18n.TreePlot,
		jumpKind:     solver.Start,
		ownPlacement: i18n.NoteOwnMC,
		attacksNote:  i18n.MCAttacksNote,
	}
}

func (l mcLens) label(lang i18n.Lang, opt solver.StepperOptions) string {
	seed := strconv.FormatUint(opt.Seed, 10)
	if opt.Start != solver.GreedyStart {
		return lang.Sprintf(i18n.MCLabelStart, seed, opt.Start.String())
	}
	return lang.Sprintf(i18n.MCLabel, seed)
}

// runOptions: the seed and the start make another run.
func (l mcLens) runOptions(opt solver.StepperOptions) solver.StepperOptions {
	return solver.StepperOptions{Seed: opt.Seed, Start: opt.Start}
}

// counters are its starts, moves and conflicts.
func (l mcLens) counters(m *lensFrame) []counterRow {
	c := m.st.Counters()
	th, t := m.com.Lang.Number, m.com.Lang.T
	return []counterRow{
		{t(i18n.CountStep), th(c.Steps)}, {t(i18n.CountStarts), th(c.Starts)}, {t(i18n.CountMoves), th(c.Moves)},
		{t(i18n.CountConflictPairs), th(uint64(l.conflicts(m).ConflictPairs()))}, {t(i18n.CountQueensAttacked), th(uint64(l.attacked(m)))},
		{t(i18n.CountSolutions), th(c.Solutions)}, {t(i18n.CountSpeed), speedName(m.com.Lang, m.speed)},
	}
}

func (l mcLens) stack(m *lensFrame, inner, rows int) string { return l.mcStack(m, inner, rows) }
func (l mcLens) state(m *lensFrame, inner int) string       { return l.mcPanel(m, inner) }

// extra says what a run that gave up leaves to do. (At the give-up itself
// the narration takes both lines.)
func (l mcLens) extra(m *lensFrame, ev solver.Event) (string, bool) {
	if ev.Kind != solver.Done || ev.Counters.Solutions != 0 {
		return "", false
	}
	if m.spec.n == 2 || m.spec.n == 3 {
		return m.com.Lang.Sprintf(i18n.MCExtraNone, keyName(m.keys.Strategy)), true
	}
	return m.com.Lang.Sprintf(i18n.MCExtraStuck, keyName(m.keys.Restart), keyName(m.keys.Strategy), m.keys.sizeKeys()), true
}

func (l mcLens) tree(m *lensFrame, inner, rows int) (string, []string) {
	return m.com.Lang.T(i18n.MCTreeTitle), l.mcPlot(m, inner, rows)
}

func (l mcLens) chart(m *lensFrame, inner, _ int) ([]string, []string) {
	return []string{m.com.Lang.T(i18n.MCChartTitle)}, l.mcSummary(m, inner)
}

// continueFrom: forward checking continues a placement, which
// min-conflicts cannot.
func (l mcLens) continueFrom(opt solver.StepperOptions) (handover, bool) {
	return handover{strategy: solver.FC, opt: opt, note: i18n.MCContinue}, true
}

// toSolution: forward checking without MRV numbers the solutions as plain
// backtracking does; min-conflicts finds one of its own.
func (l mcLens) toSolution(k uint64, opt solver.StepperOptions) (handover, bool) {
	opt.MRV = false
	return handover{strategy: solver.FC, opt: opt, note: i18n.MCToSolution, args: []any{text.Thousands(k)}}, true
}

// attacked returns the number of min-conflicts' queens under attack.
func (l mcLens) attacked(m *lensFrame) int {
	k := 0
	for r := 0; r < m.spec.n; r++ {
		if l.conflicts(m).QueenConflicts(r) > 0 {
			k++
		}
	}
	return k
}

// picked returns the row of the queen min-conflicts has picked, from its
// pick to its move; -1 at the other events.
func (l mcLens) picked(m *lensFrame) int {
	switch ev := m.st.Event(); ev.Kind {
	case solver.Pick, solver.Evaluate, solver.Move:
		return ev.Row
	}
	return -1
}

// mcPanel shows the attacks on every row's queen under a ruler, the
// picked row's counts once it is evaluated (the heat map in numbers), and
// a sparkline of the conflicting pairs over the run.
func (l mcLens) mcPanel(m *lensFrame, inner int) string {
	s := m.com.Styles
	st := m.st
	ev := st.Event()
	n := st.N()
	picked := l.picked(m)
	attacks := make([]int, n)
	started := st.Row() == n
	for r := range attacks {
		attacks[r] = l.conflicts(m).QueenConflicts(r)
	}
	lang := m.com.Lang
	lines := []string{m.ruler(lang.T(i18n.WordIndex), stateLabelW, n)}
	if started {
		lines = append(lines, l.numbers(m, lang.T(i18n.CountAttacks), attacks, picked))
	} else {
		lines = append(lines, m.screen.paint(rMuted, theme.Fit(lang.T(i18n.CountAttacks), stateLabelW, "")+lang.T(i18n.MCNoQueens)))
	}
	var what string
	switch ev.Kind {
	case solver.Evaluate, solver.Move:
		counts := make([]int, n)
		for c := range counts {
			counts[c] = l.conflicts(m).SquareConflicts(ev.Row, c)
		}
		lines = append(lines, l.numbers(m, lang.Sprintf(i18n.RowN, strconv.Itoa(ev.Row)), counts, ev.Col))
		what = lang.Sprintf(i18n.MCEvaluate, strconv.Itoa(ev.Row))
		if ev.Kind == solver.Move {
			what = lang.Sprintf(i18n.MCMove, strconv.Itoa(ev.Col))
		}
	default:
		lines = append(lines, "")
		switch ev.Kind {
		case solver.Pick:
			what = lang.Sprintf(i18n.MCPick, strconv.Itoa(ev.Row), strconv.Itoa(attacks[ev.Row]))
		case solver.Start:
			what = lang.T(i18n.MCStart)
		case solver.Solution:
			what = lang.T(i18n.MCSolution)
		case solver.GiveUp:
			what = lang.T(i18n.MCGiveUp)
		}
	}
	pairs := l.conflicts(m).PairHistory()
	spark := m.screen.paint(rMuted, theme.Fit(lang.T(i18n.MCPairs), stateLabelW, ""))
	if len(pairs) > 0 {
		spark += m.screen.paint(rAccent, sparkline(pairs, inner-stateLabelW-1-len(strconv.Itoa(int(pairs[len(pairs)-1]))), s.ASCII)) +
			" " + m.screen.paint(rNumber, strconv.Itoa(int(pairs[len(pairs)-1])))
	}
	lines = append(lines,
		s.Text.Render(what),
		spark,
		s.Muted.Render(theme.Fit(lang.T(i18n.MCPairsCaption), inner, s.Glyphs.Ellipsis)),
		s.Muted.Render(theme.Fit(lang.T(i18n.MCAttacksCaption), inner, s.Glyphs.Ellipsis)),
	)
	title := m.com.Lang.T(i18n.PanelConflicts)
	if picked >= 0 {
		title += m.com.Lang.Sprintf(i18n.PanelPicked, strconv.Itoa(picked))
	}
	return s.Box(title, lines, inner)
}

// numbers draws one count a slot, two cells apart like slots, the one at
// mark in brackets; a count of two digits shows as +.
func (l mcLens) numbers(m *lensFrame, label string, vals []int, mark int) string {
	return m.slotLine(label, stateLabelW, len(vals), mark, func(i int) (string, role) {
		switch v := vals[i]; {
		case v >= 10:
			return "+", rBitOn
		case v == 0:
			return "0", rBitOff
		default:
			return strconv.Itoa(v), rBitOn
		}
	})
}

// sparkBlocks are the eight heights of a sparkline's cell; ASCII has four.
var (
	sparkBlocks      = []string{"▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"}
	sparkBlocksASCII = []string{"_", ".", "-", "^"}
)

// sparkline draws vals in at most w cells, one cell a value, the latest at
// the right (the earlier ones scroll off), heights scaled to the largest
// shown; 0 is the lowest block, so that the line stays visible.
func sparkline(vals []int32, w int, ascii bool) string {
	if w < 1 || len(vals) == 0 {
		return ""
	}
	blocks := sparkBlocks
	if ascii {
		blocks = sparkBlocksASCII
	}
	vals = vals[max(len(vals)-w, 0):]
	top := int32(1)
	for _, v := range vals {
		top = max(top, v)
	}
	var sb strings.Builder
	for _, v := range vals {
		sb.WriteString(blocks[int(v)*(len(blocks)-1)/int(top)])
	}
	return sb.String()
}

// mcStack lists min-conflicts' queens under attack — the ones it draws from
// — each with the number of queens attacking it, the picked one marked.
func (l mcLens) mcStack(m *lensFrame, inner, rows int) string {
	s := m.com.Styles
	st := m.st
	n := st.N()
	picked := l.picked(m)
	lang := m.com.Lang
	var items []string
	attacked, at := 0, -1 // at: the picked queen's item
	for r := 0; r < n; r++ {
		k := l.conflicts(m).QueenConflicts(r)
		if k > 0 {
			attacked++
		}
		if k == 0 && r != picked {
			continue
		}
		item := lang.Sprintf(i18n.MCAttackedBy, solver.Square{Row: r, Col: st.QueenCol(r)}.String(), strconv.Itoa(k))
		if r == picked {
			at = len(items)
			item = m.screen.paint(rActive, s.Glyphs.Marker+" "+item)
		} else {
			item = strings.Repeat(" ", markW) + item
		}
		items = append(items, item)
	}
	header := lang.T(i18n.MCNoneSolved)
	switch {
	case st.Row() < n:
		header = lang.T(i18n.MCNoneYet)
	case len(items) > 0:
		header = lang.Sprintf(i18n.MCOfQueens, strconv.Itoa(attacked), strconv.Itoa(n))
	}
	if len(items) > rows-1 {
		hidden := len(items) - (rows - 1) + 1
		// The picked queen stays in view.
		keep := items[:rows-2]
		if at >= rows-2 {
			keep = append(items[:rows-3:rows-3], items[at])
		}
		items = append(keep, s.Muted.Render(strings.Repeat(" ", markW)+lang.Sprintf(i18n.MCMore, strconv.Itoa(hidden))))
	}
	lines := append([]string{m.screen.paint(rMuted, theme.Fit(header, inner, s.Glyphs.Ellipsis))}, items...)
	for len(lines) < rows {
		lines = append(lines, "")
	}
	return s.Box(m.com.Lang.T(i18n.PanelUnderAttack), lines, inner)
}

// mcPlot draws the conflicting pairs after the start and each move as
// columns of blocks, the whole run squeezed into the width (each column
// the largest value of its share), with the scale on the left.
func (l mcLens) mcPlot(m *lensFrame, inner, rows int) []string {
	s := m.com.Styles
	pairs := l.conflicts(m).PairHistory()
	if len(pairs) == 0 {
		return common.Wrap(m.com.Lang.Sprintf(i18n.MCPlotEmpty, keyName(m.keys.Forward)), inner)
	}
	top := int32(1)
	for _, v := range pairs {
		top = max(top, v)
	}
	labelW := len(strconv.Itoa(int(top))) + 1
	plotW := max(inner-labelW, 1)
	// Two lines a pair at most: a run that stays at one pair (N=2, 3)
	// is a low band, not a wall.
	plotH := max(min(rows-1, 2*int(top)), min(rows-1, 4), 1)
	cols := make([]int32, 0, plotW)
	if len(pairs) <= plotW {
		cols = append(cols, pairs...)
	} else {
		for i := range plotW {
			lo, hi := i*len(pairs)/plotW, (i+1)*len(pairs)/plotW
			v := pairs[lo]
			for _, x := range pairs[lo:max(hi, lo+1)] {
				v = max(v, x)
			}
			cols = append(cols, v)
		}
	}
	full, blocks := "█", sparkBlocks
	if s.ASCII {
		full, blocks = "#", sparkBlocksASCII
	}
	lines := make([]string, 0, rows)
	for y := plotH - 1; y >= 0; y-- {
		label := strings.Repeat(" ", labelW)
		switch y {
		case plotH - 1:
			label = padNum(int(top), labelW-1) + " "
		case 0:
			label = padNum(0, labelW-1) + " "
		}
		var sb strings.Builder
		for _, v := range cols {
			// The height of v in eighths of a line, at least a sliver
			// for a value above 0.
			h := int(v) * plotH * len(blocks) / int(top)
			if v > 0 {
				h = max(h, 1)
			}
			switch cell := h - y*len(blocks); {
			case cell >= len(blocks):
				sb.WriteString(full)
			case cell > 0:
				sb.WriteString(blocks[cell-1])
			default:
				sb.WriteString(" ")
			}
		}
		lines = append(lines, m.screen.paint(rMuted, label)+m.screen.paint(rAccent, sb.String()))
	}
	moves := m.st.Counters().Moves
	caption := m.com.Lang.Sprintf(i18n.MCPlotCaption, m.com.Lang.Number(moves), strconv.Itoa(l.conflicts(m).ConflictPairs()))
	lines = append(lines, m.screen.paint(rMuted, theme.Fit(strings.Repeat(" ", labelW)+caption, inner, s.Glyphs.Ellipsis)))
	return lines
}

// mcSummary is what the chart's box says for min-conflicts: why there is
// no tree, and how the run is doing.
func (l mcLens) mcSummary(m *lensFrame, inner int) []string {
	st := m.st
	pairs := l.conflicts(m).PairHistory()
	fewest := 0
	if len(pairs) > 0 {
		fewest = int(pairs[0])
		for _, v := range pairs {
			fewest = min(fewest, int(v))
		}
	}
	c := st.Counters()
	lang := m.com.Lang
	// Why there is no tree: a local search (not Strategy.Exhaustive)
	// repairs a full board rather than extending a partial one; the
	// tree's box plots its conflicting pairs over the run instead.
	out := common.Wrap(lang.T(i18n.MCNoTree), inner)
	out = append(out, "",
		lang.Sprintf(i18n.MCPairsNow, strconv.Itoa(l.conflicts(m).ConflictPairs()), strconv.Itoa(fewest)),
		common.Amount(lang, i18n.NarrMoves, c.Moves)+" · "+common.Amount(lang, i18n.NarrStarts, c.Starts))
	return out
}
