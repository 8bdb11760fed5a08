package compare

import (
	"github.com/charmbracelet/bubbles/key"
	"github.com/nqueens/nqueens/solver"
)

// keyMap are the comparison's keys.
type keyMap struct {
	Play, Forward, Back, Unit, Table, Partner, Restart, End, Faster, Slower, Smaller, Larger, Close key.Binding
}

func newKeyMap() keyMap {
	return keyMap{
		Play:    key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "play")),
		Forward: key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "a queen each")),
		Back:    key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "back")),
		Unit:    key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "by steps")),
		Table:   key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "table")),
		Partner: key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "other search")),
		Restart: key.NewBinding(key.WithKeys("g", "r"), key.WithHelp("g", "start")),
		End:     key.NewBinding(key.WithKeys("G"), key.WithHelp("G", "to the end")),
		Faster:  key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+", "faster")),
		Slower:  key.NewBinding(key.WithKeys("-", "_"), key.WithHelp("-", "slower")),
		Smaller: key.NewBinding(key.WithKeys("["), key.WithHelp("[", "N−1")),
		Larger:  key.NewBinding(key.WithKeys("]"), key.WithHelp("]", "N+1")),
		Close:   key.NewBinding(key.WithKeys("esc", "c"), key.WithHelp("esc/c", "one board")),
	}
}

// update names what the keys do now.
func (k *keyMap) update(m *Model) {
	if m.playing {
		k.Play.SetHelp("space", "pause")
	} else {
		k.Play.SetHelp("space", "play")
	}
	if m.unit == StepUnit {
		k.Forward.SetHelp("→/l", "a step each")
		k.Unit.SetHelp("u", "by queens")
	} else {
		k.Forward.SetHelp("→/l", "a queen each")
		k.Unit.SetHelp("u", "by steps")
	}
	if m.table {
		k.Table.SetHelp("s", "hide table")
	} else {
		k.Table.SetHelp("s", "table")
	}
	k.Smaller.SetEnabled(m.n > 1)
	k.Larger.SetEnabled(m.n < solver.MaxN)
}

// ShortHelp implements help.KeyMap, the lesson's keys first.
func (m *Model) ShortHelp() []key.Binding {
	k := m.keys
	return []key.Binding{k.Play, k.Forward, k.Back, k.Unit, k.Table, k.Partner, k.Close, k.End}
}

// FullHelp implements help.KeyMap.
func (m *Model) FullHelp() [][]key.Binding {
	k := m.keys
	return [][]key.Binding{
		{k.Play, k.Forward, k.Back, k.Unit, k.Faster, k.Slower},
		{k.Table, k.Partner, k.Restart, k.End, k.Smaller, k.Larger, k.Close},
	}
}
