package watch

// Named layouts: the sets of panels a teacher picks with L, in the order
// they fold away. The board and the narration are always there; each
// layout names the panels that share the rest of the window, most
// important first. The choice is the screen's, not the run's: it holds
// when N, the strategy or the options change.

import (
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/nqueens/nqueens/internal/kit/i18n"
)

// namedLayout is one choice of L.
type namedLayout struct {
	name   string   // as --layout and a lesson name it
	title  i18n.ID  // as the note says it
	panels []string // the panels by name (panel.name), in folding order
	// tree: the search tree (or the lens's own plot) after the panels,
	// fed like t's.
	tree bool
}

// layouts are what L cycles through. The first is the lesson's: what the
// search does (the code line), how much it has done (the counters), then
// how to read the board (the legend), the recursion and its data. The
// others trade panels for room: code and counts only; code beside the
// tree; the solver's own state words and its stack.
var layouts = []namedLayout{
	{name: "lesson", title: i18n.LayoutLesson, panels: []string{"pseudocode", "counters", "legend", "stack", "state"}},
	{name: "code + counters", title: i18n.LayoutCodeCounters, panels: []string{"pseudocode", "counters"}},
	{name: "code + tree", title: i18n.LayoutCodeTree, panels: []string{"pseudocode"}, tree: true},
	{name: "state words + stack", title: i18n.LayoutStateStack, panels: []string{"state", "stack", "counters"}},
}

// layoutKey is the binding that cycles the layouts.
func layoutKey(l i18n.Lang) key.Binding {
	return key.NewBinding(key.WithKeys("L"), key.WithHelp("L", l.T(i18n.KeyLayout)))
}

// layout is the named layout on screen.
func (m *scene) layout() namedLayout { return layouts[m.screen.layout] }

// layoutPanels are the panels of the layout on screen, in its order: the
// ones a lesson's slide asks for first (lesson.State.Panels), then the
// layout's others.
func (m *scene) layoutPanels() []*panel {
	names := m.layout().panels
	if m.screen.slidePanels != "" {
		asked := strings.Split(m.screen.slidePanels, ",")
		names = append(asked, slices.DeleteFunc(slices.Clone(names), func(n string) bool { return slices.Contains(asked, n) })...)
	}
	out := make([]*panel, 0, len(names))
	for _, name := range names {
		if pn := panelNamed(name); pn != nil {
			out = append(out, pn)
		}
	}
	return out
}

// panelNamed is the panel of that name, nil if there is none.
func panelNamed(name string) *panel {
	for i := range panels {
		if panels[i].name == name {
			return &panels[i]
		}
	}
	return nil
}

// setLayout puts the named layout on screen, as L does, with the tree t
// if it shows one, and reports whether there is one of that name.
func (sc *screen) setLayout(name string, t *treeFeed) bool {
	for i, l := range layouts {
		if l.name == name {
			sc.layout = i
			sc.focus = false
			sc.slidePanels = "" // the teacher's choice, over the slide's
			t.on = l.tree
			return true
		}
	}
	return false
}

// placeCodeAndTree lays out a layout with the tree: its panels first, then
// the tree and its chart under them in the same column where they leave
// room enough, else in a column of their own right of them, else under
// the board.
func (m *scene) placeCodeAndTree(p *plan, bw, bh int) {
	m.placePanels(p, bw, bh)
	if len(p.right) > 0 {
		col := &p.right[len(p.right)-1]
		if s, ok := m.treeShelf(col.w, p.mainH-col.h, true); ok {
			col.panels = append(col.panels, s.panels...)
			col.h += s.h
			return
		}
		rest := p.key.w - p.blockW - gap
		if s, ok := m.treeShelf(min(rest, maxChartInner+minTreeInner), p.mainH, true); ok {
			p.right = append(p.right, s)
			p.blockW += s.w + gap
			return
		}
	}
	used := 0
	for _, r := range p.below {
		used += r.h
	}
	if s, ok := m.treeShelf(bw, p.mainH-bh-used, false); ok {
		p.below = append(p.below, s)
	}
}
