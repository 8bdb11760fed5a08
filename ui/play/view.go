package play

import (
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
	"github.com/nqueens/nqueens/ui/common"
)

const (
	gap       = 2  // columns between the board and the panel
	panelW    = 34 // the width of the panel beside the board
	statusMax = 3  // the most lines a message takes
)

// legend lists the states the play view shows.
var legend = []board.Entry{
	board.EntryQueen,
	board.EntrySafe,
	board.EntryTint1,
	board.EntryTint2,
	board.EntryTint3,
	board.EntryConflict,
	board.EntryPath,
	{Flags: board.RuledOut, Label: i18n.LegendRuledKey},
	{Flags: board.Tried, Label: i18n.LegendIdeaKey},
	board.EntryCursor,
}

// geometry is where the board goes in the view.
type geometry struct {
	layout board.Layout
	side   bool         // the panel stands right of the board, else under it
	panel  common.Paras // the panel, wrapped to the width it is drawn in
	below  int          // panel lines shown under the board
	ok     bool
}

// geometry places the board: beside the panel when both fit, else with as
// much of the panel as fits under it. The panel it measured is the one View
// draws.
func (m *Model) geometry() geometry {
	body := m.height - 2 // the title and the status line
	var g geometry
	if body <= 0 || m.width <= 0 {
		return g
	}
	side := m.panel(panelW)
	if l, ok := board.Fit(m.n, m.width-panelW-gap, body); ok && side.Len() <= body {
		g.layout, g.side, g.panel, g.ok = l, true, side, true
		return g
	}
	// Under a narrow board the panel also leaves a message of several
	// lines its lines (the board keeps its size).
	reserve := max(len(m.status(m.width, statusMax))-1, 0)
	g.panel = m.panel(m.width)
	for keep := g.panel.Len(); keep >= 0; keep-- {
		if l, ok := board.Fit(m.n, m.width, body-keep); ok {
			g.layout, g.below, g.ok = l, max(min(keep, body-l.Height()-reserve), 0), true
			return g
		}
	}
	return g
}

// squareAt maps a position of the view (x columns from the left, y lines
// from the top, as in a tea.MouseMsg relative to where the view is drawn)
// to the square drawn there.
func (m *Model) squareAt(x, y int) (solver.Square, bool) {
	g := m.geometry()
	if !g.ok {
		return solver.Square{}, false
	}
	l := g.layout
	x -= l.Left()
	y -= 1 + l.FileH // the title line, the file labels
	if x < 0 || y < 0 || x >= l.N*l.Cell.W || y >= l.N*l.Cell.H {
		return solver.Square{}, false
	}
	return solver.Square{Row: y / l.Cell.H, Col: x / l.Cell.W}, true
}

// minSize returns the smallest room the view can show its board in: the
// board, the title and the status line.
func (m *Model) minSize() (w, h int) {
	bw, bh := board.MinSize(m.n)
	return max(bw, 20), bh + 2
}

// View renders the view in exactly the size given by SetSize.
func (m *Model) View() string {
	w, h := m.width, m.height
	if w <= 0 || h <= 0 {
		return ""
	}
	g := m.geometry()
	if !g.ok {
		mw, mh := m.minSize()
		return common.TooSmall(m.com, m.n, mw, mh, w, h, m.keys.Smaller)
	}
	lines := make([]string, 0, h)
	lines = append(lines, m.title())
	boardLines := strings.Split(m.render.Render(m.boardOf(), g.layout), "\n")
	if g.side {
		for i, p := range g.panel.Lines() {
			if i >= len(boardLines) {
				boardLines = append(boardLines, strings.Repeat(" ", g.layout.Width()))
			}
			boardLines[i] += strings.Repeat(" ", gap) + p
		}
		lines = append(lines, boardLines...)
	} else {
		lines = append(lines, boardLines...)
		lines = append(lines, g.panel.Cut(g.below, w, m.com.Styles.Glyphs.Ellipsis)...)
	}
	// The status line wraps into the blank lines under the body, if any.
	foot := m.status(w, h-len(lines))
	for len(lines) < h-len(foot) {
		lines = append(lines, "")
	}
	lines = append(lines, foot...)
	return common.Finish(lines, w, h, m.com.Styles.Glyphs.Ellipsis)
}

// title is the first line: how many queens stand (the root's header names
// the view and N).
func (m *Model) title() string {
	st := m.com.Styles
	q := len(m.queens())
	s := st.Number.Render(strconv.Itoa(q)) + st.Muted.Render(common.Amount(m.com.Lang, i18n.PlayTitle, m.n))
	if m.busy() {
		s += " " + m.spin.View()
	}
	return s
}

// status is what the last move did, word-wrapped in at most maxH lines (at
// least one): the last lines of the view.
func (m *Model) status(w, maxH int) []string {
	st := m.com.Styles.Muted
	if m.warn {
		st = m.com.Styles.Warning
	}
	msg := m.msg
	if msg == "" && len(m.queens()) == 0 {
		// Where the help bar has no room for the view's keys, the first
		// two are still said here.
		msg = m.com.Lang.T(i18n.PlayArrows) + m.com.Styles.Glyphs.Sep + m.com.Lang.T(i18n.PlaySpace)
	}
	lines := common.Fold(msg, w, maxH, m.com.Styles.Glyphs.Ellipsis)
	for i, l := range lines {
		lines[i] = st.Render(l)
	}
	if len(lines) == 0 {
		return []string{""}
	}
	return lines
}

// panel is the text beside the board: the count of the solutions through
// the queens (or the win), what attacks the cursor's square, the legend.
func (m *Model) panel(w int) common.Paras {
	st := m.com.Styles
	lang := m.com.Lang
	var lines common.Paras
	add := func(s string) { lines.Add(common.Wrap(s, w)...) }
	fixed, valid := m.fixed()
	switch {
	case m.won():
		lines.Add(st.Celebrate.Render(lang.Sprintf(i18n.PlaySolved, st.Glyphs.Star)))
		switch {
		case m.wonKnown:
			of := ""
			if m.win.total > 0 {
				of = lang.Sprintf(i18n.PlayOfTotal, lang.Number(m.win.total))
			}
			add(st.Text.Render(lang.Sprintf(i18n.PlaySolutionNo, lang.Number(m.win.rank), of)))
			add(st.Text.Render(lang.Sprintf(i18n.PlayFundamental, lang.Number(m.win.class.Index), m.transformText(m.win.class.Transform), classText(lang, m.win.class.Size))))
		case m.n > solver.MaxQuickRankN:
			// The class is read off the board; its numbers would take
			// minutes to find.
			_, t := solver.Canonical(fixed)
			add(st.Text.Render(lang.Sprintf(i18n.PlayFundamental, "?", m.transformText(t), classText(lang, solver.ClassSize(fixed)))))
			add(st.Muted.Render(lang.Sprintf(i18n.PlayNotLooked, strconv.Itoa(m.n))))
		default:
			add(st.Muted.Render(lang.T(i18n.PlayFinding) + st.Glyphs.Ellipsis))
		}
	case !valid:
		// A heading and its text are one paragraph: cut after the
		// heading, it ends with an ellipsis.
		lines.Add(append([]string{st.PanelTitle.Render(lang.T(i18n.PlayThrough))},
			common.Wrap(st.Warning.Render("0")+st.Text.Render(lang.Sprintf(i18n.PlayAttackEach, st.Glyphs.Conflict)), w)...)...)
	default:
		lines.Add(append([]string{st.PanelTitle.Render(lang.T(i18n.PlayThrough))}, common.Wrap(m.countText(), w)...)...)
	}
	lines.Add("")
	lines.Add(append([]string{st.PanelTitle.Render(lang.Sprintf(i18n.PlaySquare, m.cursor().String()))}, common.Wrap(m.cursorText(), w)...)...)
	if legend := m.render.Legend(legend, w); legend != nil {
		lines.Add("")
		for _, l := range legend {
			lines.Add(l)
		}
	}
	return lines
}

// countText says how many solutions contain the queens placed: exactly,
// or at least how many the budgeted search found.
func (m *Model) countText() string {
	st := m.com.Styles
	lang := m.com.Lang
	// The count comes before these words, in a style of its own.
	noun := func(c uint64) string { return common.Amount(lang, i18n.PlayStillPossible, c) }
	switch {
	case m.counted && m.count == 0 && len(m.queens()) == 0:
		return st.Warning.Render(lang.Sprintf(i18n.PlayNoneAtAll, strconv.Itoa(m.n)))
	case m.counted && m.count == 0:
		return st.Warning.Render(lang.T(i18n.PlayCannotComplete))
	case m.counted:
		return st.Number.Render(m.com.Lang.Number(m.count)) + st.Muted.Render(noun(m.count))
	case !m.partialOn:
		return st.Muted.Render(lang.T(i18n.BrowseCounting) + st.Glyphs.Ellipsis)
	case m.countT.Busy():
		return st.Muted.Render(lang.T(i18n.PlayAtLeast)) + st.Number.Render(lang.Number(m.partial.Count)) + st.Muted.Render(lang.T(i18n.PlayCountingAll)+st.Glyphs.Ellipsis)
	case m.partial.Count == 0:
		return st.Muted.Render(lang.Sprintf(i18n.PlayNotKnown, lang.Number(m.partial.Nodes)))
	}
	return st.Text.Render(lang.T(i18n.PlayMany)) + st.Muted.Render(lang.T(i18n.PlayAtLeast)) + st.Number.Render(lang.Number(m.partial.Count)) +
		st.Muted.Render(noun(m.partial.Count)+lang.T(i18n.PlayTooLong))
}

// transformText names the symmetry that maps the fundamental onto the
// solution, "itself" for the identity.
func (m *Model) transformText(t solver.Transform) string {
	if t == solver.Identity {
		return m.com.Lang.T(i18n.PlayItself)
	}
	return common.ASCII(m.com.Styles, t.In(m.com.Lang))
}

// classText tells the size of a symmetry class.
func classText(l i18n.Lang, size int) string {
	return common.Amount(l, i18n.PlayClassHas, size)
}

// cursorText explains the square under the cursor: why it is attacked,
// naming the queen and the line, as learners need.
func (m *Model) cursorText() string {
	st := m.com.Styles
	lang := m.com.Lang
	at := m.cursor()
	atk := m.attackers(at)
	mark := m.marks[at.Row*m.n+at.Col]
	var s string
	switch {
	case mark&markQueen != 0 && len(atk) > 0:
		return st.Warning.Render(lang.Sprintf(i18n.PlayQueenConflict, atk[0].by.String(), atk[0].line.AlongIn(lang)))
	case mark&markQueen != 0:
		return st.Text.Render(lang.T(i18n.PlayQueenSafe))
	case len(atk) > 0:
		s = lang.Sprintf(i18n.PlayAttackedBy, atk[0].by.String(), atk[0].line.AlongIn(lang))
		if len(atk) > 1 {
			s += lang.Sprintf(i18n.PlayAndMoreCursor, strconv.Itoa(len(atk)-1))
		}
	default:
		s = lang.T(i18n.PlaySafe)
	}
	if mark&markRuledOut != 0 {
		s += lang.T(i18n.PlayRuledByYou)
	}
	if m.hintOn && m.hint == at {
		s += lang.T(i18n.PlayIdeaHere)
	}
	return st.Text.Render(s)
}
