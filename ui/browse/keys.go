package browse

import (
	"github.com/charmbracelet/bubbles/key"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// keyMap is the browser's key bindings (the root adds ?, tab and q). Only
// those that apply now are enabled: in the ":" prompt, enter and esc.
type keyMap struct {
	Next, Prev       key.Binding
	PageDown, PageUp key.Binding
	First, Last      key.Binding
	Jump             key.Binding
	Unique           key.Binding
	Class            key.Binding
	Watch            key.Binding
	Smaller, Larger  key.Binding
	Accept, Cancel   key.Binding // in the jump input
}

// newKeyMap returns the browser's bindings, their help in l.
func newKeyMap(l i18n.Lang) keyMap {
	return keyMap{
		Next:     key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", l.T(i18n.BrowseKeyNext))),
		Prev:     key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", l.T(i18n.BrowseKeyPrev))),
		PageDown: key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdn", "+10")),
		PageUp:   key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", "−10")),
		First:    key.NewBinding(key.WithKeys("g", "home"), key.WithHelp("g", l.T(i18n.BrowseKeyFirst))),
		Last:     key.NewBinding(key.WithKeys("G", "end"), key.WithHelp("G", l.T(i18n.BrowseKeyLast))),
		Jump:     key.NewBinding(key.WithKeys(":"), key.WithHelp(":", l.T(i18n.BrowseKeyGoTo))),
		Unique:   key.NewBinding(key.WithKeys("u"), key.WithHelp("u", l.T(i18n.BrowseUniqueOnly))),
		Class:    key.NewBinding(key.WithKeys("s"), key.WithHelp("s", l.T(i18n.BrowseKeyClass))),
		Watch:    key.NewBinding(key.WithKeys("w"), key.WithHelp("w", l.T(i18n.BrowseKeyWatch))),
		Smaller:  key.NewBinding(key.WithKeys("["), key.WithHelp("[", l.T(i18n.KeySmaller))),
		Larger:   key.NewBinding(key.WithKeys("]"), key.WithHelp("]", l.T(i18n.KeyLarger))),
		Accept:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", l.T(i18n.KeyGo))),
		Cancel:   key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", l.T(i18n.KeyCancel))),
	}
}

// updateKeys enables the bindings that apply now (bubbles' list does the
// same in updateKeybindings): in the prompt only enter and esc, else all
// but those two, [ and ] only where N can go.
func (m *Model) updateKeys() {
	k := &m.keys
	for _, b := range []*key.Binding{&k.Next, &k.Prev, &k.PageDown, &k.PageUp, &k.First, &k.Last, &k.Jump, &k.Unique, &k.Class, &k.Watch} {
		b.SetEnabled(!m.inputOn)
	}
	k.Smaller.SetEnabled(!m.inputOn && m.list.n > 1)
	k.Larger.SetEnabled(!m.inputOn && m.list.n < solver.MaxN)
	k.Accept.SetEnabled(m.inputOn)
	k.Cancel.SetEnabled(m.inputOn)
}

// ShortHelp returns the bindings of the one-line help.
func (k keyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Accept, k.Cancel, k.Next, k.Prev, k.Jump, k.Unique, k.Class, k.Watch}
}

// FullHelp returns the bindings of the expanded help, in columns.
func (k keyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Accept, k.Cancel},
		{k.Next, k.Prev, k.PageDown, k.PageUp},
		{k.First, k.Last, k.Jump},
		{k.Unique, k.Class, k.Watch},
		{k.Smaller, k.Larger},
	}
}
