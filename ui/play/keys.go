package play

import (
	"github.com/charmbracelet/bubbles/key"
	"github.com/nqueens/nqueens/ui/common"
)

// KeyMap is the play view's key bindings. It satisfies help.KeyMap, so the
// root can render it in its own help bar. tab, q and ctrl+c are left to the
// root.
type KeyMap struct {
	Up, Down, Left, Right key.Binding
	Toggle                key.Binding
	RuleOut               key.Binding
	Clear                 key.Binding
	Hint                  key.Binding
	Watch                 key.Binding
	Smaller, Larger       key.Binding
	Help                  key.Binding
	// Global are the root's keys, listed in the help only.
	Global common.GlobalKeys
}

// DefaultKeyMap returns the default bindings.
func DefaultKeyMap() KeyMap {
	return KeyMap{
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
		Help:    key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "more keys")),
		Global:  common.DefaultGlobalKeys(),
	}
}

// ShortHelp returns the bindings of the one-line help.
func (k KeyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Toggle, k.Hint, k.RuleOut, k.Clear, k.Watch, k.Help, k.Global.Switch, k.Global.Quit}
}

// FullHelp returns the bindings of the expanded help, in columns.
func (k KeyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Down, k.Left, k.Right},
		{k.Toggle, k.RuleOut, k.Clear},
		{k.Hint, k.Watch},
		{k.Smaller, k.Larger, k.Help},
		{k.Global.Switch, k.Global.SwitchBack, k.Global.Quit},
	}
}
