package play

import (
	"github.com/charmbracelet/bubbles/key"
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

// newKeyMap returns the play view's bindings.
func newKeyMap() keyMap {
	return keyMap{
		Up:      key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
		Down:    key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
		Left:    key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "left")),
		Right:   key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "right")),
		Toggle:  key.NewBinding(key.WithKeys(" ", "enter"), key.WithHelp("space", "queen on/off")),
		RuleOut: key.NewBinding(key.WithKeys("x"), key.WithHelp("x", "rule out")),
		Clear:   key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "clear")),
		Hint:    key.NewBinding(key.WithKeys("i"), key.WithHelp("i", "idea")),
		Watch:   key.NewBinding(key.WithKeys("w"), key.WithHelp("w", "continue in watch")),
		Smaller: key.NewBinding(key.WithKeys("["), key.WithHelp("[", "N−1")),
		Larger:  key.NewBinding(key.WithKeys("]"), key.WithHelp("]", "N+1")),
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
