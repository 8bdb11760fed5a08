package watch

// The panels of forward checking and min-conflicts: the same boxes as plain
// backtracking's, of the same sizes (see panel), with what each strategy
// keeps in them — the domains and the order the rows are filled in, the
// queens under attack and the conflicting pairs over the run.

import (
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

// strategyLabel names the run in the top bar: the strategy and the options
// that make it another run ("fc + MRV", "min-conflicts (seed 1)").
func (m *Model) strategyLabel() string {
	switch m.strategy {
	case solver.FC:
		if m.opt.MRV {
			return "fc + MRV"
		}
	case solver.MinConflicts:
		label := "min-conflicts (seed " + strconv.FormatUint(m.opt.Seed, 10)
		if m.opt.Start != solver.GreedyStart {
			label += ", " + m.opt.Start.String() + " start"
		}
		return label + ")"
	}
	return m.strategy.String()
}

// --- counters

// counterRow is one line of the counters panel.
type counterRow struct{ name, value string }

// counterRows are the counters of the strategy, len(counterNames) of them so
// that the panel keeps its size: plain backtracking's tries and attacks;
// forward checking's nodes beside plain backtracking's at the same moment,
// prunes and wipe-outs; min-conflicts' starts, moves and conflicts.
func (m *Model) counterRows() []counterRow {
	c := m.st.Counters()
	th := solver.Thousands
	switch m.strategy {
	case solver.FC:
		return []counterRow{
			{"step", th(c.Steps)}, {"fc nodes", th(c.Placements)}, {"plain nodes", m.plainText()},
			{"prunes", th(c.Prunes)}, {"wipe-outs", th(c.WipeOuts)}, {"backtracks", th(c.Backtracks)},
			{"solutions", th(c.Solutions)},
		}
	case solver.MinConflicts:
		return []counterRow{
			{"step", th(c.Steps)}, {"starts", th(c.Starts)}, {"moves", th(c.Moves)},
			{"conflict pairs", th(uint64(m.st.ConflictPairs()))}, {"queens attacked", th(uint64(m.attacked()))},
			{"solutions", th(c.Solutions)}, {"speed", speedName(m.speed)},
		}
	}
	values := []string{th(c.Steps), th(c.Tries), th(c.Attacks), th(c.Placements), th(c.Backtracks), th(c.Solutions), speedName(m.speed)}
	rows := make([]counterRow, len(values))
	for i, v := range values {
		rows[i] = counterRow{counterNames[i], v}
	}
	return rows
}

// attacked returns the number of min-conflicts' queens under attack.
func (m *Model) attacked() int {
	k := 0
	for r := 0; r < m.n; r++ {
		if m.st.QueenConflicts(r) > 0 {
			k++
		}
	}
	return k
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
func (m *Model) plainNodes() (nodes, limit uint64, ok bool) {
	limit = plainLimit
	if m.playing && (m.speed == Max || m.speed > fps) || m.seeking != none {
		limit = plainLimitFast
	}
	p := &m.plainAt
	if p.run != m.run || p.step != m.st.Step() || p.limit < limit && (!p.ok || p.nodes > p.limit) {
		p.run, p.step, p.limit = m.run, m.st.Step(), limit
		p.nodes, p.ok = m.st.PlainNodes(limit)
	}
	return p.nodes, p.limit, p.ok
}

// plainText writes plain backtracking's count: "876", "> 131,072" past the
// limit, "?" where it is not known.
func (m *Model) plainText() string {
	nodes, limit, ok := m.plainNodes()
	switch {
	case !ok:
		return "?"
	case nodes > limit:
		return "> " + solver.Thousands(limit)
	}
	return solver.Thousands(nodes)
}

// comparison says what forward checking saves, for the narration's second
// line: "fc 88 nodes · plain backtracking 113 to here" (N=8, first solution).
func (m *Model) comparison() string {
	fc := "fc " + solver.Thousands(m.st.Counters().Placements) + " " + solver.Plural(m.st.Counters().Placements, "node")
	if _, _, ok := m.plainNodes(); !ok {
		return fc + " · plain backtracking: ? here (MRV: known at each solution)"
	}
	return fc + " · plain backtracking " + m.plainText() + " to here"
}

// --- state: forward checking's domains

// stateCaption is the lines of the state panel under its entries.
const stateCaption = 1

// fcPanel shows every row's domain as a bitset, bit c under column c, rows
// in as many columns as fit: 1 for a square still in the domain, 0 for one
// pruned, x for one the queen just placed prunes; a row holding a queen
// shows it (Q) instead. The row filled next is marked, a wiped-out row
// warned; the caption says what the event does to the domains.
func (m *Model) fcPanel(inner int) string {
	s := m.com.Styles
	st := m.st
	ev := st.Event()
	n := st.N()
	digits := len(strconv.Itoa(n - 1))
	entryW := digits + 1 + n
	cols := max(1, min(3, (inner+2)/(entryW+2)))
	lines := stateRows - stateCaption
	shown := min(n, lines*cols)
	next := m.fcNext()
	first := 0
	if shown < n {
		first = min(max(st.Row()-shown/2, 0), n-shown)
	}
	entries := make([]string, 0, shown)
	for r := first; r < first+shown; r++ {
		entries = append(entries, m.domainEntry(r, digits))
	}
	out := make([]string, lines)
	for i, e := range entries {
		row := i % lines
		if i >= lines {
			out[row] += "  "
		}
		out[row] += e
	}
	out = append(out, m.paint(rMuted, theme.Fit(m.fcCaption(ev), inner, s.Glyphs.Ellipsis)))
	title := "domains · 1 = still possible"
	if next >= 0 {
		title = "domains · row " + strconv.Itoa(next) + " next"
		if m.opt.MRV {
			title += " (fewest left)"
		}
	}
	return s.Box(title, out, inner)
}

// fcNext returns the row forward checking fills next, as the board marks
// it: none at a wipe-out (the queen is lifted instead) nor at the end.
func (m *Model) fcNext() int {
	if r := m.st.Row(); r < m.n && !m.st.IsDone() && m.st.Event().Kind != solver.WipeOut {
		return r
	}
	return -1
}

// domainEntry draws row r's domain: its number, the mark of the row filled
// next, and one character a column.
func (m *Model) domainEntry(r, digits int) string {
	s := m.com.Styles
	st := m.st
	ev := st.Event()
	n := st.N()
	var sb strings.Builder
	sb.WriteString(m.paint(rMuted, padNum(r, digits)))
	if r == m.fcNext() {
		sb.WriteString(m.paint(rActive, s.Glyphs.RowMark))
	} else {
		sb.WriteString(" ")
	}
	if q := st.QueenCol(r); q >= 0 {
		for c := 0; c < n; c++ {
			if c == q {
				sb.WriteString(m.paint(rBitOn, s.Glyphs.Queen))
			} else {
				sb.WriteString(m.paint(rMuted, "·"))
			}
		}
		return sb.String()
	}
	dom := st.Domain(r)
	wiped := ev.Kind == solver.WipeOut && ev.Row == r
	for c := 0; c < n; c++ {
		switch by, pruned := st.PrunedBy(r, c); {
		case dom>>uint(c)&1 == 1:
			sb.WriteString(m.paint(rBitOn, "1"))
		case ev.Kind == solver.Prune && pruned && by == ev.By:
			sb.WriteString(m.paint(rWarning, "x"))
		case wiped:
			sb.WriteString(m.paint(rWarning, "0"))
		default:
			sb.WriteString(m.paint(rBitOff, "0"))
		}
	}
	return sb.String()
}

// fcCaption says what the event does to the domains.
func (m *Model) fcCaption(ev solver.Event) string {
	st := m.st
	n := st.N()
	switch ev.Kind {
	case solver.None:
		return "every row's domain: all " + strconv.Itoa(n) + " squares"
	case solver.Place:
		return "row " + strconv.Itoa(ev.Row) + " {" + strings.TrimSpace(columns(st.Domain(ev.Row), n)) + "}: place on " + strconv.Itoa(ev.Col)
	case solver.Prune:
		return "x: " + ev.By.String() + " takes them out (dom &^= its lines)"
	case solver.WipeOut:
		return "row " + strconv.Itoa(ev.Row) + " = {}: wipe-out, lift " + ev.By.String()
	case solver.Backtrack:
		return "lift " + solver.Square{Row: ev.Row, Col: ev.Col}.String() + ": the domains as before it"
	case solver.Solution:
		return "every row has its queen"
	}
	return "1 = in the domain · 0 = pruned · x = pruned now"
}

// --- state: min-conflicts' counts

// picked returns the row of the queen min-conflicts has picked, from its
// pick to its move; -1 at the other events.
func (m *Model) picked() int {
	switch ev := m.st.Event(); ev.Kind {
	case solver.Pick, solver.Evaluate, solver.Move:
		return ev.Row
	}
	return -1
}

// mcPanel shows the attacks on every row's queen under a ruler, the
// picked row's counts once it is evaluated (the heat map in numbers), and
// a sparkline of the conflicting pairs over the run.
func (m *Model) mcPanel(inner int) string {
	s := m.com.Styles
	st := m.st
	ev := st.Event()
	n := st.N()
	picked := m.picked()
	attacks := make([]int, n)
	started := st.Row() == n
	for r := range attacks {
		attacks[r] = st.QueenConflicts(r)
	}
	lines := []string{m.ruler("index", n)}
	if started {
		lines = append(lines, m.numbers("attacks", attacks, picked))
	} else {
		lines = append(lines, m.paint(rMuted, theme.Fit("attacks", stateLabelW, "")+"no queens yet"))
	}
	var what string
	switch ev.Kind {
	case solver.Evaluate, solver.Move:
		counts := make([]int, n)
		for c := range counts {
			counts[c] = st.SquareConflicts(ev.Row, c)
		}
		lines = append(lines, m.numbers("row "+strconv.Itoa(ev.Row), counts, ev.Col))
		what = "row " + strconv.Itoa(ev.Row) + ": the attacks on each square, [its queen's]"
		if ev.Kind == solver.Move {
			what = "the queen goes to column " + strconv.Itoa(ev.Col) + ", fewest attacks"
		}
	default:
		lines = append(lines, "")
		switch ev.Kind {
		case solver.Pick:
			what = "picked: row " + strconv.Itoa(ev.Row) + ", attacked by " + strconv.Itoa(attacks[ev.Row])
		case solver.Start:
			what = "a queen on every row"
		case solver.Solution:
			what = "no queen is attacked"
		case solver.GiveUp:
			what = "the move cap is reached"
		}
	}
	pairs := st.PairHistory()
	spark := m.paint(rMuted, theme.Fit("pairs", stateLabelW, ""))
	if len(pairs) > 0 {
		spark += m.paint(rAccent, sparkline(pairs, inner-stateLabelW-1-len(strconv.Itoa(int(pairs[len(pairs)-1]))), s.ASCII)) +
			" " + m.paint(rNumber, strconv.Itoa(int(pairs[len(pairs)-1])))
	}
	lines = append(lines,
		s.Text.Render(what),
		spark,
		s.Muted.Render(theme.Fit("pairs of queens in conflict, after each move", inner, s.Glyphs.Ellipsis)),
		s.Muted.Render(theme.Fit("attacks: queens attacking each row's queen", inner, s.Glyphs.Ellipsis)),
	)
	title := "conflicts"
	if picked >= 0 {
		title += " · row " + strconv.Itoa(picked) + " picked"
	}
	return s.Box(title, lines, inner)
}

// numbers draws one count a slot, two cells apart like slots, the one at
// mark in brackets; a count of two digits shows as +.
func (m *Model) numbers(label string, vals []int, mark int) string {
	return m.slotLine(label, len(vals), mark, func(i int) (string, role) {
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

// --- call stack: forward checking's calls, min-conflicts' attacked queens

// fcTop returns the depth of fc's call executing the current event: the
// call that placed the queen of a place, a prune or a wipe-out, the one
// whose queen a backtrack lifts, N at a solution, the first before the
// start and at the end.
func (m *Model) fcTop() int {
	st := m.st
	switch st.Event().Kind {
	case solver.Place, solver.Prune, solver.WipeOut:
		return st.Placed() - 1
	case solver.Backtrack:
		return st.Placed()
	case solver.Solution:
		return m.n
	}
	return len(m.start())
}

// fcStack draws forward checking's calls, one a queen in the order they
// went down (with MRV not top down): the row each call filled, its queen,
// and the squares of its domain it has still to try.
func (m *Model) fcStack(inner, rows int) string {
	s := m.com.Styles
	st := m.st
	ev := st.Event()
	n := st.N()
	digits := len(strconv.Itoa(n))
	num := func(v int) string { return padNum(v, digits) }
	order := st.Order(nil)
	top := m.fcTop()
	var frames []string
	for d := len(m.start()); d <= top && d <= n; d++ {
		var line string
		switch {
		case d < len(order) && d < top:
			r := order[d]
			line = "fc(" + num(d) + ") row " + num(r) + " col " + num(st.QueenCol(r)) + m.paint(rMuted, " │ left") + columns(st.Remaining(r), n)
		case d == n && ev.Kind == solver.Solution:
			line = "fc(" + num(d) + ") " + s.Glyphs.Star + " every row filled"
		default:
			line = "fc(" + num(d) + ") " + m.fcDoing(num)
		}
		if d == top {
			line = m.paint(rActive, s.Glyphs.Marker+" ") + line
		} else {
			line = strings.Repeat(" ", markW) + line
		}
		frames = append(frames, line)
	}
	header := m.paint(rMuted, strings.Repeat(" ", markW)+"call  row, queen │ domain left to try")
	lines := append([]string{header}, m.cutAbove(frames, rows-1, "calls")...)
	for len(lines) < rows {
		lines = append(lines, "")
	}
	title := "call stack · fc(domains)"
	if m.opt.MRV {
		title += " · rows by MRV"
	}
	return s.Box(title, lines, inner)
}

// fcDoing says what the executing call of fc does at the current event.
func (m *Model) fcDoing(num func(int) string) string {
	st := m.st
	ev := st.Event()
	n := st.N()
	switch ev.Kind {
	case solver.Place:
		return "row " + num(ev.Row) + " place " + num(ev.Col)
	case solver.Prune:
		return "row " + num(ev.By.Row) + " prune the rows left"
	case solver.WipeOut:
		return "row " + num(ev.By.Row) + " empties row " + strconv.Itoa(ev.Row)
	case solver.Backtrack:
		return "row " + num(ev.Row) + " lifted " + num(ev.Col) + m.paint(rMuted, " │ left") + columns(st.Remaining(ev.Row), n)
	case solver.Done:
		return "returns: search over"
	}
	if r := st.Row(); r < n {
		return "row " + num(r) + " next" + m.paint(rMuted, " │ domain") + columns(st.Domain(r), n)
	}
	return "called"
}

// mcStack lists min-conflicts' queens under attack — the ones it draws from
// — each with the number of queens attacking it, the picked one marked.
func (m *Model) mcStack(inner, rows int) string {
	s := m.com.Styles
	st := m.st
	n := st.N()
	picked := m.picked()
	var items []string
	attacked, at := 0, -1 // at: the picked queen's item
	for r := 0; r < n; r++ {
		k := st.QueenConflicts(r)
		if k > 0 {
			attacked++
		}
		if k == 0 && r != picked {
			continue
		}
		item := solver.Square{Row: r, Col: st.QueenCol(r)}.String() + " attacked by " + strconv.Itoa(k)
		if r == picked {
			at = len(items)
			item = m.paint(rActive, s.Glyphs.Marker+" "+item)
		} else {
			item = strings.Repeat(" ", markW) + item
		}
		items = append(items, item)
	}
	header := "none: solved"
	switch {
	case st.Row() < n:
		header = "none yet: no queens"
	case len(items) > 0:
		header = strconv.Itoa(attacked) + " of " + strconv.Itoa(n) + " queens; a random one is picked"
	}
	if len(items) > rows-1 {
		hidden := len(items) - (rows - 1) + 1
		// The picked queen stays in view.
		keep := items[:rows-2]
		if at >= rows-2 {
			keep = append(items[:rows-3:rows-3], items[at])
		}
		items = append(keep, s.Muted.Render(strings.Repeat(" ", markW)+"⋮ "+strconv.Itoa(hidden)+" more"))
	}
	lines := append([]string{m.paint(rMuted, theme.Fit(header, inner, s.Glyphs.Ellipsis))}, items...)
	for len(lines) < rows {
		lines = append(lines, "")
	}
	return s.Box("queens under attack", lines, inner)
}

// --- the conflict plot (t, in place of the tree)

// mcPlot draws the conflicting pairs after the start and each move as
// columns of blocks, the whole run squeezed into the width (each column
// the largest value of its share), with the scale on the left.
func (m *Model) mcPlot(inner, rows int) []string {
	s := m.com.Styles
	pairs := m.st.PairHistory()
	if len(pairs) == 0 {
		return common.Wrap("the plot of the pairs of queens in conflict starts with the first placement: → steps", inner)
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
		lines = append(lines, m.paint(rMuted, label)+m.paint(rAccent, sb.String()))
	}
	moves := m.st.Counters().Moves
	caption := "moves 0 … " + solver.Thousands(moves) + " · now " + strconv.Itoa(m.st.ConflictPairs())
	lines = append(lines, m.paint(rMuted, theme.Fit(strings.Repeat(" ", labelW)+caption, inner, s.Glyphs.Ellipsis)))
	return lines
}

// mcSummary is what the chart's box says for min-conflicts: why there is
// no tree, and how the run is doing.
func (m *Model) mcSummary(inner int) []string {
	st := m.st
	pairs := st.PairHistory()
	fewest := 0
	if len(pairs) > 0 {
		fewest = int(pairs[0])
		for _, v := range pairs {
			fewest = min(fewest, int(v))
		}
	}
	c := st.Counters()
	out := common.Wrap(noTree, inner)
	out = append(out, "",
		"pairs now "+strconv.Itoa(st.ConflictPairs())+" · fewest "+strconv.Itoa(fewest),
		solver.Thousands(c.Moves)+" "+solver.Plural(c.Moves, "move")+" · "+solver.Thousands(c.Starts)+" "+solver.Plural(c.Starts, "start"))
	return out
}
