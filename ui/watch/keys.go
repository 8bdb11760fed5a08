package watch

import (
	"github.com/charmbracelet/bubbles/key"
	"github.com/nqueens/nqueens/solver"
)

// keyMap are the bindings of the watch view (the root adds ?, tab and q).
// Only the bindings that apply in the current state are enabled, so the
// help bar shows play or pause, not both.
type keyMap struct {
	Play, Pause                        key.Binding
	Forward, Back                      key.Binding
	NextSolution, PrevSolution         key.Binding
	NextBacktrack                      key.Binding
	Faster, Slower                     key.Binding
	Restart, Strategy, Smaller, Larger key.Binding
	Cancel                             key.Binding // shown while searching: any key cancels
}

// newKeyMap returns the documented controls.
func newKeyMap() keyMap {
	return keyMap{
		Play:          key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "play")),
		Pause:         key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "pause")),
		Forward:       key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "step")),
		Back:          key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "back")),
		NextSolution:  key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "next solution")),
		PrevSolution:  key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "prev solution")),
		NextBacktrack: key.NewBinding(key.WithKeys("b"), key.WithHelp("b", "next backtrack")),
		Faster:        key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+", "faster")),
		Slower:        key.NewBinding(key.WithKeys("-", "_"), key.WithHelp("-", "slower")),
		Restart:       key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "restart")),
		Strategy:      key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "array ⇄ bitmask")),
		Smaller:       key.NewBinding(key.WithKeys("["), key.WithHelp("[", "N−1")),
		Larger:        key.NewBinding(key.WithKeys("]"), key.WithHelp("]", "N+1")),
		// Any key cancels a search (onKey cancels before matching); a
		// binding needs a key to be enabled, so it names esc.
		Cancel: key.NewBinding(key.WithKeys("esc"), key.WithHelp("any key", "cancel"), key.WithDisabled()),
	}
}

// setState enables the bindings that apply: play or pause, and only the
// cancel hint while a search for the next solution or backtrack runs; [
// and ] only where N can go.
func (k *keyMap) setState(playing, seeking, done bool, n int) {
	k.Play.SetEnabled(!playing && !seeking)
	if done {
		k.Play.SetHelp("space", "replay")
	} else {
		k.Play.SetHelp("space", "play")
	}
	k.Pause.SetEnabled(playing && !seeking)
	k.Cancel.SetEnabled(seeking)
	for _, b := range []*key.Binding{
		&k.Forward, &k.Back, &k.NextSolution, &k.PrevSolution, &k.NextBacktrack,
		&k.Faster, &k.Slower, &k.Restart, &k.Strategy,
	} {
		b.SetEnabled(!seeking)
	}
	k.Smaller.SetEnabled(!seeking && n > 1)
	k.Larger.SetEnabled(!seeking && n < solver.MaxN)
}

// ShortHelp implements help.KeyMap.
func (k keyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Cancel, k.Play, k.Pause, k.Forward, k.Back, k.NextSolution, k.Faster, k.Slower}
}

// FullHelp implements help.KeyMap.
func (k keyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Cancel, k.Play, k.Pause, k.Forward, k.Back},
		{k.NextSolution, k.PrevSolution, k.NextBacktrack},
		{k.Faster, k.Slower, k.Restart},
		{k.Strategy, k.Smaller, k.Larger},
	}
}
