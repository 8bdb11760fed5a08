package compare

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

// The lines around the two boards: the top bar, the counters (or the
// table, which takes their place), the narration.
const (
	topLines     = 1
	countLines   = 6
	narrateLines = 2
	chromeLines  = topLines + countLines + narrateLines
	// gap is the blank columns between the two sides.
	gap = 2
)

// minCell is the smallest square worth comparing: a glyph with a blank on
// either side, so that two boards read side by side.
var minCell = board.Cell{W: 3, H: 1}

// Layout returns the board layout of each side in a view of w×h, and
// whether the two boards fit with squares of at least minCell.
func Layout(n, w, h int) (board.Layout, bool) {
	sideW := (w - gap) / 2
	c, ok := board.LargestCell(n, sideW-theme.BoxW, h-chromeLines-theme.BoxH)
	if !ok || c.W < minCell.W || c.H < minCell.H {
		return board.Layout{}, false
	}
	return board.NewLayout(n, c), true
}

// NeedSize is the smallest view that shows two boards of n×n side by side.
func NeedSize(n int) (w, h int) {
	bw, bh := board.Size(n, minCell)
	return 2*(bw+theme.BoxW) + gap, bh + theme.BoxH + chromeLines
}

// View draws the two sides, never larger than the size given.
func (m *Model) View() string {
	W, H := m.width, m.height
	if W <= 0 || H <= 0 {
		return ""
	}
	l, ok := Layout(m.n, W, H)
	if !ok {
		return m.tooSmall(W, H)
	}
	sideW := (W - gap) / 2
	lines := []string{m.topBar(W)}
	blocks := [2][]string{}
	for i, sd := range m.sides {
		blocks[i] = m.sideBlock(sd, l, sideW)
	}
	// The boards, then their counters right under them; what the boards
	// leave of their lines goes under the counters, above the narration.
	boxH := max(len(blocks[0]), len(blocks[1]))
	for y := range boxH {
		var row [2]string
		for i := range blocks {
			if y < len(blocks[i]) {
				row[i] = blocks[i][y]
			}
		}
		lines = append(lines, pad(row[0], sideW)+strings.Repeat(" ", gap)+row[1])
	}
	if m.table {
		lines = append(lines, m.tableLines(W)...)
	} else {
		for y := range countLines {
			var row [2]string
			for i, sd := range m.sides {
				row[i] = m.counterLine(sd, y, l.Width()+theme.BoxW)
			}
			lines = append(lines, centre(row[0], sideW)+strings.Repeat(" ", gap)+centre(row[1], sideW))
		}
	}
	for len(lines) < H-narrateLines {
		lines = append(lines, "")
	}
	var said [2][]string
	for i, sd := range m.sides {
		said[i] = m.narration(sd, sideW)
	}
	for y := range narrateLines {
		lines = append(lines, pad(said[0][y], sideW)+strings.Repeat(" ", gap)+said[1][y])
	}
	return common.Finish(lines, W, H, m.com.Styles.Glyphs.Ellipsis)
}

// sideBlock is a side's board in a box titled with its search, centred in
// w cells.
func (m *Model) sideBlock(sd *side, l board.Layout, w int) []string {
	s := m.com.Styles
	sd.board.Fill(sd.st)
	inner := l.Width()
	title := sd.Label()
	switch ev := sd.st.Event(); {
	case ev.Kind == solver.Solution:
		title = s.Celebrate.Render(s.Glyphs.Star + " " + m.com.Lang.Sprintf(i18n.CmpSolution, sd.Label(), m.com.Lang.Number(ev.Index)))
	case sd.st.IsDone():
		title += m.com.Lang.T(i18n.CmpDone)
	}
	if lipgloss.Width(title) > inner-1 {
		title = sd.Label()
	}
	box := strings.Split(s.Box(title, strings.Split(sd.rend.Render(sd.board, l), "\n"), inner), "\n")
	for i := range box {
		box[i] = centre(box[i], w)
	}
	return box
}

// counterRows are the counters under each board, in the order drawn; the
// pruning row counts what the strategy cuts its tree with.
func counterRows(l i18n.Lang, sd *side) [][2]string {
	c := sd.st.Counters()
	prune := [2]string{l.T(i18n.CountAttacks), l.Number(c.Attacks)}
	if sd.Strategy.Produces(solver.WipeOut) {
		prune = [2]string{l.T(i18n.CountWipeOuts), l.Number(c.WipeOuts)}
	}
	return [][2]string{
		{l.T(i18n.CmpSteps), l.Number(c.Steps)},
		{l.T(i18n.CmpQueensPut), l.Number(c.Placements)},
		{l.T(i18n.CountBacktracks), l.Number(c.Backtracks)},
		prune,
		{l.T(i18n.CountSolutions), l.Number(c.Solutions)},
	}
}

// counterLine is line y of a side's counters, w cells wide.
func (m *Model) counterLine(sd *side, y, w int) string {
	rows := counterRows(m.com.Lang, sd)
	if y >= len(rows) {
		return strings.Repeat(" ", w)
	}
	s := m.com.Styles
	name, value := rows[y][0], rows[y][1]
	return s.Muted.Render(name) + strings.Repeat(" ", max(w-lipgloss.Width(name)-len(value)-2, 1)) + s.Number.Render(value) + "  "
}

// TableRows are the rows of the table of the work of each search: a name
// and the two sides' counts.
func (m *Model) TableRows() [][3]string {
	a, b := m.sides[0].st.Counters(), m.sides[1].st.Counters()
	l := m.com.Lang
	t := l.Number
	return [][3]string{
		{l.T(i18n.CmpSteps), t(a.Steps), t(b.Steps)},
		{l.T(i18n.CmpNodes), t(a.Placements), t(b.Placements)},
		{l.T(i18n.CountBacktracks), t(a.Backtracks), t(b.Backtracks)},
		{l.T(i18n.CountSolutions), t(a.Solutions), t(b.Solutions)},
	}
}

// Verdict says in a line how the two searches compare so far: which put
// down fewer queens, by how much.
func (m *Model) Verdict() string {
	a, b := m.sides[0], m.sides[1]
	pa, pb := a.st.Counters().Placements, b.st.Counters().Placements
	l := m.com.Lang
	when := l.T(i18n.CmpSoFar)
	if m.done() {
		when = l.T(i18n.CmpWhole)
	}
	switch {
	case pa == 0 || pb == 0:
		return l.Sprintf(i18n.CmpWork, when)
	case pa == pb:
		return l.Sprintf(i18n.CmpSame, when)
	case pa > pb:
		a, b, pa, pb = b, a, pb, pa
	}
	return l.Sprintf(i18n.CmpFewer, when, a.Label(), ratio(float64(pb)/float64(pa)), b.Label())
}

// ratio writes a ratio to two significant digits: "1.3", "12".
func ratio(r float64) string {
	if r >= 10 {
		return strconv.FormatFloat(r, 'f', 0, 64)
	}
	return strconv.FormatFloat(r, 'f', 1, 64)
}

// tableLines are the verdict and the table, countLines lines, centred in w.
func (m *Model) tableLines(w int) []string {
	s := m.com.Styles
	const nameW, valueW = 24, 14
	head := strings.Repeat(" ", nameW) + s.Text.Render(fmt.Sprintf("%*s%*s", valueW, m.sides[0].Label(), valueW, m.sides[1].Label()))
	out := []string{centre(s.Active.Render(common.ASCII(s, m.Verdict())), w), centre(head, w)}
	for _, r := range m.TableRows() {
		out = append(out, centre(s.Muted.Render(pad(r[0], nameW))+s.Number.Render(fmt.Sprintf("%*s%*s", valueW, r[1], valueW, r[2])), w))
	}
	for len(out) < countLines {
		out = append(out, "")
	}
	return out[:countLines]
}

// narration is what a side's search just did, in narrateLines lines of w.
func (m *Model) narration(sd *side, w int) []string {
	s := m.com.Styles
	style := s.Status
	switch sd.st.Event().Kind {
	case solver.Attack, solver.WipeOut:
		style = s.Warning
	case solver.Solution:
		style = s.Celebrate
	}
	lines := common.Wrap(common.ASCII(s, solver.NarrationIn(sd.st, m.com.Lang)), w)
	if len(lines) > narrateLines {
		lines = lines[:narrateLines]
		lines[narrateLines-1] = theme.Fit(lines[narrateLines-1]+" "+s.Glyphs.Ellipsis, w, s.Glyphs.Ellipsis)
	}
	for i := range lines {
		lines[i] = style.Render(lines[i])
	}
	for len(lines) < narrateLines {
		lines = append(lines, "")
	}
	return lines
}

// topBar says what is compared, what → does, and the state.
func (m *Model) topBar(w int) string {
	s := m.com.Styles
	g := s.Glyphs
	sep := s.Muted.Render(g.Sep)
	l := m.com.Lang
	left := s.Text.Render(l.Sprintf(i18n.CmpCompare, m.sides[0].Label(), m.sides[1].Label())) + sep + s.Muted.Render(common.ASCII(s, "→: "+m.unit.In(l)))
	var state string
	switch {
	case m.note != "":
		state = s.Muted.Render(m.note)
	case m.running:
		state = s.Active.Render(l.T(i18n.CmpRunning))
	case m.done():
		state = s.Muted.Render(l.T(i18n.CmpFinished))
	case m.playing:
		state = s.Active.Render(g.Play+" "+l.T(i18n.StatusPlaying)) + " " + s.Text.Render(strconv.Itoa(speeds[m.speed])+"/s")
	default:
		state = s.Text.Render(g.Pause+" "+l.T(i18n.StatusPaused)) + " " + s.Muted.Render(strconv.Itoa(speeds[m.speed])+"/s")
	}
	gapW := w - lipgloss.Width(left) - lipgloss.Width(state)
	if gapW < 2 {
		return theme.Fit(left+sep+state, w, g.Ellipsis)
	}
	return left + strings.Repeat(" ", gapW) + state
}

// tooSmall says the two boards do not fit, and what does.
func (m *Model) tooSmall(w, h int) string {
	s := m.com.Styles
	needW, needH := NeedSize(m.n)
	needW += max(m.com.Width-w, 0)
	needH += max(m.com.Height-h, 0)
	l := m.com.Lang
	lines := []string{
		s.Warning.Render(l.T(i18n.CmpTooSmall)),
		s.Text.Render(common.ASCII(s, l.Sprintf(i18n.SmallNeeds, strconv.Itoa(m.n), strconv.Itoa(needW)+"×"+strconv.Itoa(needH)))),
		s.Muted.Render(l.Sprintf(i18n.SmallSmaller, common.KeyName(m.keys.Smaller)) + " · " + l.Sprintf(i18n.CmpOneBoard, common.KeyName(m.keys.Close))),
	}
	block := lipgloss.Place(w, h, lipgloss.Center, lipgloss.Center, strings.Join(lines, "\n"))
	return common.Finish(strings.Split(block, "\n"), w, h, "")
}

// pad fills a line to w cells.
func pad(l string, w int) string { return l + strings.Repeat(" ", max(w-lipgloss.Width(l), 0)) }

// centre puts a line in the middle of w cells.
func centre(l string, w int) string {
	left := max((w-lipgloss.Width(l))/2, 0)
	return pad(strings.Repeat(" ", left)+l, w)
}
