package watch

// The board as a list: where the window is too small for even the
// smallest squares (N=64 in a 100×30 window needs 67×69), the view still
// shows the board — each row's queen by column, the queens under attack
// marked and named with their attacker and line — and says why, rather
// than a "too small" message that a lesson's slide would be left with.

import (
	"strconv"

	"strings"

	"github.com/charmbracelet/lipgloss"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

// listMinW and listMinH are the smallest room the list is drawn in; below
// it the view says the window is too small, as it must somewhere.
const (
	listMinW = 24
	listMinH = 4
)

// listEntryW is one entry of the list, "63:63!", with its gap.
const listEntryW = 8

// listBoard draws the board as a list in w×h: a line saying why, the
// queens by row ("row:col", "!" for one under attack, "·" for a row
// without a queen: "-"), then the attacks on the queens named.
func (m *scene) listBoard(w, h int) block {
	s := m.com.Styles
	n := m.spec.n
	needW, needH := board.MinSize(n)
	head := m.com.Lang.Sprintf(i18n.ListHead, strconv.Itoa(n), strconv.Itoa(needW), strconv.Itoa(needH))
	lines := common.Wrap(head, w)
	for i := range lines {
		lines[i] = m.screen.paint(rMuted, lines[i])
	}
	perLine := max(w/listEntryW, 1)
	var row strings.Builder
	cells := 0
	flush := func() {
		if cells > 0 {
			lines = append(lines, row.String())
			row.Reset()
			cells = 0
		}
	}
	var attacked []int
	for r := range n {
		c := m.st.QueenCol(r)
		entry := strconv.Itoa(r) + ":"
		switch {
		case c < 0:
			entry += "-" // no queen on the row
		default:
			entry += strconv.Itoa(c)
			if m.st.Threats(r, c) != solver.NoLine {
				entry += "!"
				attacked = append(attacked, r)
			}
		}
		if r == m.st.Row() && m.st.Event().Kind != solver.Done {
			entry = s.Glyphs.RowMark + entry
		}
		row.WriteString(entry + strings.Repeat(" ", max(listEntryW-len([]rune(entry)), 1)))
		cells++
		if cells == perLine {
			flush()
		}
	}
	flush()
	if len(attacked) > 0 {
		said := common.Amount(m.com.Lang, i18n.ListAttacked, len(attacked))
		for _, r := range attacked {
			said += " " + m.attackOn(r) + ";"
		}
		lines = append(lines, common.Wrap(strings.TrimSuffix(said, ";"), w)...)
	}
	if len(lines) > h {
		lines = append(lines[:h-1], s.Glyphs.Ellipsis)
	}
	// A block's lines are exactly its width (see block).
	for i, l := range lines {
		lines[i] = theme.Fit(l, w, s.Glyphs.Ellipsis)
		if d := w - lipgloss.Width(lines[i]); d > 0 {
			lines[i] += strings.Repeat(" ", d)
		}
	}
	return block{lines: lines, w: w}
}

// attackOn names the first queen that attacks row r's queen, and along
// which line: "(3,12) by (7,16) along a diagonal".
func (m *scene) attackOn(r int) string {
	c := m.st.QueenCol(r)
	for r2 := range m.spec.n {
		c2 := m.st.QueenCol(r2)
		if r2 == r || c2 < 0 {
			continue
		}
		var line solver.Line
		switch {
		case c2 == c:
			line = solver.Column
		case r2-c2 == r-c:
			line = solver.Diagonal
		case r2+c2 == r+c:
			line = solver.AntiDiagonal
		default:
			continue
		}
		return m.com.Lang.Sprintf(i18n.ListBy, square(r, c), square(r2, c2), line.AlongIn(m.com.Lang))
	}
	return square(r, c)
}

// square names a square as the narration does: "(3,12)".
func square(r, c int) string { return solver.Square{Row: r, Col: c}.String() }

// listPlan is the plan of a board drawn as a list (listBoard) in w×h, the
// asides beside or under it, no panels; ok is false where even the list
// does not fit.
func (m *scene) listPlan(key planKey, w, h int) (plan, bool) {
	p := plan{key: key, top: true, status: 2, list: true, mainH: h - 3}
	if m.screen.focus {
		p.top, p.status, p.mainH = false, 1, h-1
	}
	lw := w
	if len(m.asidePanels()) > 0 && w-asideMinW-gap >= listMinW {
		lw = w - gap - min(asideMaxW, max(asideMinW, w/3))
	}
	if lw < listMinW || p.mainH < listMinH {
		return p, false
	}
	p.listW = lw
	lh := len(m.listBoard(lw, p.mainH).lines)
	if !m.placeAsides(&p, lw, lh) {
		p.right, p.below = nil, nil
	}
	p.blockW = lw
	if aw := p.asideW(); aw > 0 {
		p.blockW = lw + gap + aw
	}
	return p, true
}
