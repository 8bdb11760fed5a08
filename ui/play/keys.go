package play

import (
	"github.com/charmbracelet/bubbles/key"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// keyMap is the play view's key bindings (the root adds ?, tab and q).
type keyMap struct {
	Up, Down, Left, Right key.Binding
	Toggle                key.Binding
	RuleOut               key.Binding
	Clear                 key.Binding
	Hint                  key.Binding
	Watch                 key.Binding
	Smaller, Larger       key.Binding
}

// newKeyMap returns the play view's bindings, their help in l.
func newKeyMap(l i18n.Lang) keyMap {
	return keyMap{
		Up:      key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", l.T(i18n.KeyUp))),
		Down:    key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", l.T(i18n.KeyDown))),
		Left:    key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", l.T(i18n.KeyLeft))),
		Right:   key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", l.T(i18n.KeyRight))),
		Toggle:  key.NewBinding(key.WithKeys(" ", "enter"), key.WithHelp("space", l.T(i18n.PlayKeyToggle))),
		RuleOut: key.NewBinding(key.WithKeys("x"), key.WithHelp("x", l.T(i18n.PlayKeyRuleOut))),
		Clear:   key.NewBinding(key.WithKeys("c"), key.WithHelp("c", l.T(i18n.PlayKeyClear))),
		Hint:    key.NewBinding(key.WithKeys("i"), key.WithHelp("i", l.T(i18n.PlayKeyIdea))),
		Watch:   key.NewBinding(key.WithKeys("w"), key.WithHelp("w", l.T(i18n.PlayKeyWatch))),
		Smaller: key.NewBinding(key.WithKeys("["), key.WithHelp("[", l.T(i18n.KeySmaller))),
		Larger:  key.NewBinding(key.WithKeys("]"), key.WithHelp("]", l.T(i18n.KeyLarger))),
	}
}

// updateKeys enables [ and ] only where N can go.
func (m *Model) updateKeys() {
	m.keys.Smaller.SetEnabled(m.n > 1)
	m.keys.Larger.SetEnabled(m.n < solver.MaxN)
}

// ShortHelp returns the bindings of the one-line help.
func (k keyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Toggle, k.Hint, k.RuleOut, k.Clear, k.Watch}
}

// FullHelp returns the bindings of the expanded help, in columns.
func (k keyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Down, k.Left, k.Right},
		{k.Toggle, k.RuleOut, k.Clear},
		{k.Hint, k.Watch},
		{k.Smaller, k.Larger},
	}
}
