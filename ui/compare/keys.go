package compare

import (
	"github.com/charmbracelet/bubbles/key"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// keyMap are the comparison's keys, their help in lang.
type keyMap struct {
	Play, Forward, Back, Unit, Table, Partner, Restart, End, Faster, Slower, Smaller, Larger, Close key.Binding
	lang                                                                                            i18n.Lang
}

func newKeyMap(l i18n.Lang) keyMap {
	return keyMap{
		Play:    key.NewBinding(key.WithKeys(" "), key.WithHelp("space", l.T(i18n.KeyPlay))),
		Forward: key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", l.T(i18n.CmpKeyQueenEach))),
		Back:    key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", l.T(i18n.KeyBack))),
		Unit:    key.NewBinding(key.WithKeys("u"), key.WithHelp("u", l.T(i18n.CmpKeyBySteps))),
		Table:   key.NewBinding(key.WithKeys("s"), key.WithHelp("s", l.T(i18n.CmpKeyTable))),
		Partner: key.NewBinding(key.WithKeys("a"), key.WithHelp("a", l.T(i18n.CmpKeyPartner))),
		Restart: key.NewBinding(key.WithKeys("g", "r"), key.WithHelp("g", l.T(i18n.KeyStart))),
		End:     key.NewBinding(key.WithKeys("G"), key.WithHelp("G", l.T(i18n.CmpKeyEnd))),
		Faster:  key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+", l.T(i18n.KeyFaster))),
		Slower:  key.NewBinding(key.WithKeys("-", "_"), key.WithHelp("-", l.T(i18n.KeySlower))),
		Smaller: key.NewBinding(key.WithKeys("["), key.WithHelp("[", l.T(i18n.KeySmaller))),
		Larger:  key.NewBinding(key.WithKeys("]"), key.WithHelp("]", l.T(i18n.KeyLarger))),
		Close:   key.NewBinding(key.WithKeys("esc", "c"), key.WithHelp("esc/c", l.T(i18n.CmpKeyClose))),
		lang:    l,
	}
}

// update names what the keys do now.
func (k *keyMap) update(m *Model) {
	l := k.lang
	if m.playing {
		k.Play.SetHelp("space", l.T(i18n.KeyPause))
	} else {
		k.Play.SetHelp("space", l.T(i18n.KeyPlay))
	}
	if m.unit == StepUnit {
		k.Forward.SetHelp("→/l", l.T(i18n.CmpKeyStepEach))
		k.Unit.SetHelp("u", l.T(i18n.CmpKeyByQueens))
	} else {
		k.Forward.SetHelp("→/l", l.T(i18n.CmpKeyQueenEach))
		k.Unit.SetHelp("u", l.T(i18n.CmpKeyBySteps))
	}
	if m.table {
		k.Table.SetHelp("s", l.T(i18n.CmpKeyHideTable))
	} else {
		k.Table.SetHelp("s", l.T(i18n.CmpKeyTable))
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
