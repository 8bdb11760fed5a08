package browse

import (
	"github.com/charmbracelet/bubbles/key"
	"github.com/nqueens/nqueens/ui/common"
)

// KeyMap is the browser's key bindings. It satisfies help.KeyMap, so the
// root model can render it in its own help bar instead of the browser's.
// tab, q and ctrl+c are left to the root.
type KeyMap struct {
	Next, Prev       key.Binding
	PageDown, PageUp key.Binding
	First, Last      key.Binding
	Jump             key.Binding
	Unique           key.Binding
	Class            key.Binding
	Watch            key.Binding
	Smaller, Larger  key.Binding
	Help             key.Binding
	Accept, Cancel   key.Binding // in the jump input
	// Global are the root's keys, listed in the help only.
	Global common.GlobalKeys
}

// DefaultKeyMap returns the browser's default bindings.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Next:     key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "next")),
		Prev:     key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "previous")),
		PageDown: key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdn", "+10")),
		PageUp:   key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", "−10")),
		First:    key.NewBinding(key.WithKeys("g", "home"), key.WithHelp("g", "first")),
		Last:     key.NewBinding(key.WithKeys("G", "end"), key.WithHelp("G", "last")),
		Jump:     key.NewBinding(key.WithKeys(":"), key.WithHelp(":", "go to #")),
		Unique:   key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "unique only")),
		Class:    key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "symmetry class")),
		Watch:    key.NewBinding(key.WithKeys("w"), key.WithHelp("w", "watch it found")),
		Smaller:  key.NewBinding(key.WithKeys("["), key.WithHelp("[", "N−1")),
		Larger:   key.NewBinding(key.WithKeys("]"), key.WithHelp("]", "N+1")),
		Help:     key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "more keys")),
		Accept:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "go")),
		Cancel:   key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
		Global:   common.DefaultGlobalKeys(),
	}
}

// ShortHelp returns the bindings of the one-line help.
func (k KeyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Next, k.Prev, k.Jump, k.Unique, k.Class, k.Watch, k.Help, k.Global.Switch, k.Global.Quit}
}

// FullHelp returns the bindings of the expanded help, in columns.
func (k KeyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Next, k.Prev, k.PageDown, k.PageUp},
		{k.First, k.Last, k.Jump},
		{k.Unique, k.Class, k.Watch},
		{k.Smaller, k.Larger, k.Help},
		{k.Global.Switch, k.Global.SwitchBack, k.Global.Quit},
	}
}
