package ui

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/ui/common"
)

// helpBar returns the help bar in width w and at most maxH lines: the one
// last drawn while nothing it is drawn from has changed, else helpLines
// anew. relayout asks for it after every message, the ticks of an
// animation included, and drawing it (bubbles' help styles and measures
// every key, over and over while fitting the short help) costs more than
// the view's whole frame; the keys change on key presses only.
func (m *Model) helpBar(w, maxH int) []string {
	in := m.helpInputs(w, maxH)
	if m.footer == nil || in != m.footerFor {
		// Cut to the width here, once, rather than in every frame: the
		// global keys alone, or one column of the full help, may be wider
		// than a narrow window.
		bar := common.Finish(m.helpLines(w, maxH), w, maxH, m.com.Styles.Glyphs.Ellipsis)
		m.footer, m.footerFor = strings.Split(bar, "\n"), in
	}
	return m.footer
}

// helpInputs spells out everything helpLines draws from: the room, the
// help shown (short or full), and the text and state of each key it lists
// — the active view's and the global ones, which say whether the view
// captures keys.
func (m *Model) helpInputs(w, maxH int) string {
	var sb strings.Builder
	sb.WriteString(strconv.Itoa(w))
	sb.WriteByte(' ')
	sb.WriteString(strconv.Itoa(maxH))
	add := func(bs []key.Binding) {
		sb.WriteByte('\n')
		for _, b := range bs {
			h := b.Help()
			sb.WriteString(h.Key)
			sb.WriteByte('\t')
			sb.WriteString(h.Desc)
			if b.Enabled() {
				sb.WriteString("\t+\t")
			} else {
				sb.WriteString("\t-\t")
			}
		}
	}
	if m.help.ShowAll {
		sb.WriteString(" full")
		for _, g := range m.viewFullHelp() {
			add(g)
		}
	} else {
		add(m.viewShortHelp())
	}
	add(m.globals(m.help.ShowAll))
	return sb.String()
}

// helpLines renders the help bar in width w and at most maxH lines: the
// short help in one line, or the full help in columns that wrap into
// further rows of columns where the window is narrow.
func (m *Model) helpLines(w, maxH int) []string {
	var s string
	if m.help.ShowAll {
		s = m.fullHelp(w)
	} else {
		s = m.shortHelp(w)
	}
	lines := strings.Split(s, "\n")
	return lines[:min(len(lines), max(maxH, 1))]
}

// globals are the root's keys as the help shows them: ?, tab and q — or
// only ctrl+c while the view captures keys (its prompt types the others).
func (m *Model) globals(full bool) []key.Binding {
	if m.view(m.active).Capturing() {
		return []key.Binding{m.quitOnly}
	}
	g := m.com.Keys
	if m.helpKeys != nil {
		// The mode around the views holds the views, tab's among them.
		return []key.Binding{g.Help, g.Quit}
	}
	if full {
		return []key.Binding{g.Help, g.Switch, g.SwitchBack, g.Quit}
	}
	return []key.Binding{g.Help, g.Switch, g.Quit}
}

// shortHelp is one line: the view's keys in what the global keys leave,
// the global keys last. The view's keys are dropped first, from the end,
// with an ellipsis where they stop, so ?, tab and q are always there; where
// the view's keys do not all fit the global keys say less, to leave the
// view a key or two more.
func (m *Model) shortHelp(w int) string {
	var own []key.Binding
	for _, b := range m.viewShortHelp() {
		if b.Enabled() {
			own = append(own, b)
		}
	}
	own = m.plainBindings(own)
	globals := m.globals(false)
	line, shown := m.fitShortHelp(w, own, globals)
	if shown < len(own) && len(globals) > 1 {
		compact := make([]key.Binding, len(globals))
		for i, b := range globals {
			compact[i] = b
			compact[i].SetHelp(b.Help().Key, compactHelp(m.com.Lang)[b.Help().Desc])
		}
		if l, more := m.fitShortHelp(w, own, compact); more > shown {
			return l
		}
	}
	return line
}

// compactHelp says what the global keys do in fewer cells, in the
// language l.
func compactHelp(l i18n.Lang) map[string]string {
	keys := l.T(i18n.KeyKeysShort)
	return map[string]string{
		l.T(i18n.KeyMoreKeys): keys, l.T(i18n.KeyFewerKeys): keys,
		l.T(i18n.KeyNextView): l.T(i18n.KeyViewShort), l.T(i18n.KeyQuit): l.T(i18n.KeyQuit),
	}
}

// fitShortHelp renders as many of own as fit in w before globals, with an
// ellipsis where they stop (bubbles' help would let an item overflow a
// width too narrow for its ellipsis), and reports how many of own fit.
func (m *Model) fitShortHelp(w int, own, globals []key.Binding) (string, int) {
	h := m.help
	h.Width = 0
	g := h.ShortHelpView(m.plainBindings(globals))
	sep := h.Styles.ShortSeparator.Inline(true).Render(h.ShortSeparator)
	room := w - lipgloss.Width(g) - lipgloss.Width(sep)
	tail := " " + h.Styles.Ellipsis.Inline(true).Render(h.Ellipsis)
	for n := len(own); n > 0; n-- {
		s := h.ShortHelpView(own[:n])
		if n < len(own) {
			s += tail
		}
		if lipgloss.Width(s) <= room {
			return s + sep + g, n
		}
	}
	return g, 0
}

// fullHelp lays the view's columns of keys and the global keys' column out
// in rows no wider than w: a column that does not fit starts a new row,
// instead of being cut off as bubbles' help does.
func (m *Model) fullHelp(w int) string {
	h := m.help
	h.Width = 0
	groups := append(m.viewFullHelp(), m.globals(true))
	sepW := lipgloss.Width(h.FullSeparator)
	var rows []string
	var row [][]key.Binding
	rowW := 0
	for _, g := range groups {
		g = m.plainBindings(g)
		gw := lipgloss.Width(h.FullHelpView([][]key.Binding{g}))
		if gw == 0 {
			continue // no binding of the column applies now
		}
		if len(row) > 0 && rowW+sepW+gw > w {
			rows = append(rows, h.FullHelpView(row))
			row, rowW = nil, 0
		}
		if len(row) > 0 {
			rowW += sepW
		}
		row, rowW = append(row, g), rowW+gw
	}
	if len(row) > 0 {
		rows = append(rows, h.FullHelpView(row))
	}
	return strings.Join(rows, "\n\n")
}

// SetHelpKeys makes the help bar show keys (and ? and q) in place of the
// view's and tab: a room's student who follows the teacher has these keys
// only, the teacher driving the view. nil gives the view's keys back.
func (m *Model) SetHelpKeys(keys []key.Binding) {
	m.helpKeys = keys
	m.relayout() // (the help bar's height may change, and the views' with it)
}

// viewShortHelp is the keys the short help lists before the global ones.
func (m *Model) viewShortHelp() []key.Binding {
	if m.helpKeys != nil {
		return m.helpKeys
	}
	return m.view(m.active).ShortHelp()
}

// SetOuterKeys gives the full help a first column of keys that the mode
// around the views handles before them: a lesson's slide keys.
func (m *Model) SetOuterKeys(keys []key.Binding) {
	m.outerKeys = keys
	m.relayout()
}

// viewFullHelp is the columns the full help lists before the global keys.
func (m *Model) viewFullHelp() [][]key.Binding {
	if m.helpKeys != nil {
		return [][]key.Binding{m.helpKeys}
	}
	if m.outerKeys != nil {
		return append([][]key.Binding{m.outerKeys}, m.view(m.active).FullHelp()...)
	}
	return m.view(m.active).FullHelp()
}

// plainBindings returns the bindings with their help in ASCII when the
// styles are ASCII, unchanged otherwise.
func (m *Model) plainBindings(bs []key.Binding) []key.Binding {
	if !m.com.Styles.ASCII {
		return bs
	}
	st := m.com.Styles
	out := make([]key.Binding, len(bs))
	for i, b := range bs {
		out[i] = b
		out[i].SetHelp(common.ASCII(st, b.Help().Key), common.ASCII(st, b.Help().Desc))
	}
	return out
}
