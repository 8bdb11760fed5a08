package watch

// The asides: text that is not a panel of the layout but what a mode
// brings — a lesson's caption or a room's lines (common.Aside, set from
// outside), predict mode's question and score. The screen plan places them
// after the board has its size and before the layout's panels, so that a
// mode costs the panels room, never the board: the board has the squares
// it has in plain watch at that window, and keeps its place from slide to
// slide.

import (
	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

const (
	// asideMinW is the narrowest column beside the board an aside takes:
	// below it, a caption wraps every few words, and it goes under the
	// board instead.
	asideMinW = 30
	// asideMaxW is the widest an aside column grows: a line longer than
	// that is hard to read, and the rest of the room is the panels'.
	asideMaxW = 60
	// predictRows is what predict's box keeps for the question or the
	// reveal, wrapped, so that its box keeps its size while they change;
	// a longer one takes more, from the panels under the box.
	predictRows = 4
	// predictKeyRows is what it keeps for how to answer, wrapped.
	predictKeyRows = 2
	// asideMinRows is the fewest lines of text an aside under the board
	// shows; with less room than that it is not worth its box.
	asideMinRows = 2
)

// SetAside puts a (nil: none) beside the board.
func (m *Model) SetAside(a *common.Aside) {
	m.screen.aside = a
	m.predict.base = predict.Score{}
	if a != nil {
		m.predict.base = a.ScoreBefore
	}
	m.screen.asideGen++
	m.screen.asideLines = nil
}

// asideText is the outside aside's text at inner width w, asked once per
// width and aside (a column's panels share its width, so the aside is
// measured at its own and drawn at the column's).
func (m *scene) asideText(w int) []string {
	a := m.screen.aside
	if a == nil || a.Lines == nil || w <= 0 {
		return nil
	}
	if lines, ok := m.screen.asideLines[w]; ok {
		return lines
	}
	if m.screen.asideLines == nil {
		m.screen.asideLines = map[int][]string{}
	}
	lines := a.Lines(w)
	m.screen.asideLines[w] = lines
	return lines
}

// asidePanel is the outside aside in a box: as tall as its text (down to
// asideMinRows of it, the rest cut), as wide as the column allows.
var asidePanel = panel{
	name: "aside",
	size: func(m *scene, maxW, maxH int) (int, int, bool) {
		if maxW < asideMinW || maxH < asideMinRows+theme.BoxH {
			return 0, 0, false
		}
		w := min(maxW, asideMaxW)
		if m.predict.on {
			// The question comes under it, in the same room: the text
			// leaves it its box, and is cut where it must be.
			_, ph, _ := predictPanel.size(m, maxW, maxH)
			maxH -= ph
		}
		if maxH < asideMinRows+theme.BoxH {
			return 0, 0, false
		}
		h := min(len(m.asideText(w-theme.BoxW))+theme.BoxH, maxH)
		return w, max(h, asideMinRows+theme.BoxH), true
	},
	render: func(m *scene, w, h int) string {
		inner := w - theme.BoxW
		lines := m.asideText(inner)
		if rows := h - theme.BoxH; len(lines) > rows {
			lines = append(lines[:rows-1:rows-1], m.com.Styles.Glyphs.Ellipsis)
		}
		title := ""
		if m.screen.aside != nil {
			title = m.screen.aside.Title
		}
		return m.com.Styles.Box(title, padLines(lines, h-theme.BoxH), inner)
	},
}

// predictPanel is predict mode's question (or its reveal), how to answer
// it and the score, in a box of predictRows of text, or as many more as
// the text needs (a reveal is read whole) where the column has them.
var predictPanel = panel{
	name: "predict",
	size: func(m *scene, maxW, maxH int) (int, int, bool) {
		w := min(maxW, asideMaxW)
		h := predictRows + predictKeyRows + 1 + theme.BoxH
		if !(maxW >= asideMinW && h <= maxH) {
			return w, h, false
		}
		rows := len(m.predictWrapped(w - theme.BoxW))
		return w, min(max(h, rows+predictKeyRows+1+theme.BoxH), maxH), true
	},
	render: func(m *scene, w, h int) string {
		inner := w - theme.BoxW
		s := m.com.Styles
		g := s.Glyphs
		rows := h - theme.BoxH - predictKeyRows - 1
		_, asking := m.predict.text(m.st, s.ASCII, m.follow)
		style := s.Active
		if !asking {
			style = s.Celebrate
			if !m.predict.reveal.Right {
				style = s.Warning
			}
		}
		lines := m.predictWrapped(inner)
		if len(lines) > rows {
			lines = lines[:rows]
			lines[rows-1] = theme.Fit(lines[rows-1]+" "+g.Ellipsis, inner, g.Ellipsis)
		}
		for i := range lines {
			lines[i] = style.Render(lines[i])
		}
		lines = padLines(lines, rows)
		keys := common.Wrap(common.ASCII(s, m.predictKeys(asking, m.predictText() != "", inner)), inner)
		for i := range predictKeyRows {
			if i < len(keys) {
				lines = append(lines, s.Muted.Render(keys[i]))
			} else {
				lines = append(lines, "")
			}
		}
		lines = append(lines, s.Text.Render(common.ASCII(s, m.predict.shown().In(m.com.Lang))))
		return s.Box(m.com.Lang.Sprintf(i18n.PredTitle, m.predict.density.String()), padLines(lines, h-theme.BoxH), inner)
	},
}

// predictText is predict mode's question or reveal as the screen shows
// it (ASCII where asked), "" while there is neither.
func (m *scene) predictText() string {
	text, _ := m.predict.text(m.st, m.com.Styles.ASCII, m.follow)
	if text == "" {
		return ""
	}
	return common.ASCII(m.com.Styles, text)
}

// predictWrapped is predictText wrapped at w cells, unstyled.
func (m *scene) predictWrapped(w int) []string {
	text := m.predictText()
	if text == "" || w <= 0 {
		return nil
	}
	return common.Wrap(text, w)
}

// padLines gives lines at least n entries, blank ones added at the end.
func padLines(lines []string, n int) []string {
	for len(lines) < n {
		lines = append(lines, "")
	}
	return lines
}

// asidePanels are the asides on screen now, in their order: the outside
// one (what the slide or the room says), then predict's question.
func (m *scene) asidePanels() []*panel {
	var out []*panel
	if m.screen.aside != nil {
		out = append(out, &asidePanel)
	}
	if m.predict.on {
		out = append(out, &predictPanel)
	}
	return out
}

// placeAsides puts the asides beside the board of bw×bh (one column, of
// the room right of it), else under it; it reports whether all found room.
func (m *scene) placeAsides(p *plan, bw, bh int) bool {
	all := true
	for _, pn := range m.asidePanels() {
		if addColumn(m, &p.right, pn, p.key.w-bw-gap, p.mainH) || addRow(m, &p.below, pn, p.key.w, p.mainH-bh) {
			continue
		}
		all = false
	}
	return all
}

// asideW is the width of the column of asides right of the board, 0 if
// they are not there: the part of the block that centres the board.
func (p *plan) asideW() int {
	if len(p.right) == 0 {
		return 0
	}
	for _, x := range p.right[0].panels {
		if x.p == &asidePanel || x.p == &predictPanel {
			return p.right[0].w
		}
	}
	return 0
}

// predictKeys says how to answer the question on screen, or what else
// there is to do, in at most w cells where it can.
func (m *scene) predictKeys(asking, text bool, w int) string {
	// (A note goes in the narration's second line, as without predict
	// mode, not here as well.)
	switch {
	case m.follow.on && asking && !m.follow.answered:
		return m.predict.answerKeys(true, m.keys)
	case m.follow.on:
		return m.com.Lang.T(i18n.PredTeacher)
	case asking:
		if k := m.predict.answerKeys(false, m.keys); lipgloss.Width(k) <= w {
			return k
		}
		return m.predict.answerKeys(true, m.keys)
	case text && m.predict.revealShows(m.st):
		return m.com.Lang.Sprintf(i18n.PredGoesOn, m.keys.Forward.Help().Key, m.keys.Play.Help().Key, m.keys.Back.Help().Key)
	}
	return m.com.Lang.Sprintf(i18n.PredLeaves, m.keys.Predict.Help().Key, m.keys.Density.Help().Key)
}
