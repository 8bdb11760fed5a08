package ui

import (
	"github.com/charmbracelet/bubbles/key"
	"github.com/nqueens/nqueens/solver"
)

// KeyGroup is the keys of one view as its full help lists them.
type KeyGroup struct {
	View string // the view's Mode, the comparison ("compare"), or "" for the keys of every view
	Keys []key.Help
}

// KeyHelp lists the keys of every view (the comparison of --compare
// included) and the global keys, from the bindings the help bar draws,
// so that the manual (nqueens man) names the same keys as ? does. The
// help bar shows only the keys that apply at the moment; this lists every
// one, enabled or not, each key and text once per view.
func KeyHelp() []KeyGroup {
	o := Options{N: 8, Strategy: solver.DefaultStrategy, Speed: DefaultSpeed}
	m := New(o)
	var groups []KeyGroup
	for _, mode := range Modes {
		groups = append(groups, KeyGroup{View: string(mode), Keys: helpOf(m.view(mode).FullHelp())})
	}
	o.Compare, o.Comparing = solver.Bitmask, true
	groups = append(groups, KeyGroup{View: "compare", Keys: helpOf(New(o).view(Watch).FullHelp())})
	g := m.com.Keys
	return append(groups, KeyGroup{Keys: helpOf([][]key.Binding{{g.Help, g.Switch, g.SwitchBack, g.Quit}})})
}

// helpOf is the help text of bindings, each key and text once.
func helpOf(groups [][]key.Binding) []key.Help {
	var hs []key.Help
	seen := map[key.Help]bool{}
	for _, g := range groups {
		for _, b := range g {
			h := b.Help()
			if h.Key == "" || seen[h] {
				continue
			}
			seen[h] = true
			hs = append(hs, h)
		}
	}
	return hs
}
