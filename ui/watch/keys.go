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
	NextBacktrack, PrevBacktrack       key.Binding
	GoTo, First, Last                  key.Binding
	Mark, ToMark                       key.Binding
	Focus, Tree, Attacks               key.Binding
	Faster, Slower                     key.Binding
	Restart, Strategy, Smaller, Larger key.Binding
	MRV                                key.Binding // fc: minimum remaining values on or off
	Cancel                             key.Binding // shown while searching: any key cancels
	Accept, Close                      key.Binding // in the ":" prompt

	// mrvElsewhere is o in the other strategies: off the help, it says
	// what o is for.
	mrvElsewhere key.Binding

	// The short help names pairs of keys in one item ("←/→ step"), so
	// that the help bar holds more of them; these bindings only show.
	stepPair, solutionPair, backtrackPair, speedPair key.Binding
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
		PrevBacktrack: key.NewBinding(key.WithKeys("B"), key.WithHelp("B", "prev backtrack")),
		GoTo:          key.NewBinding(key.WithKeys(":"), key.WithHelp(":", "go to step")),
		First:         key.NewBinding(key.WithKeys("g", "home"), key.WithHelp("g", "start")),
		Last:          key.NewBinding(key.WithKeys("G", "end"), key.WithHelp("G", "run to the end")),
		Mark:          key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "mark step")),
		ToMark:        key.NewBinding(key.WithKeys("'"), key.WithHelp("'", "back to mark")),
		Focus:         key.NewBinding(key.WithKeys("z"), key.WithHelp("z", "focus")),
		Tree:          key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "search tree")),
		Attacks:       key.NewBinding(key.WithKeys("v"), key.WithHelp("v", "attacks shown")),
		Faster:        key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+", "faster")),
		Slower:        key.NewBinding(key.WithKeys("-", "_"), key.WithHelp("-", "slower")),
		Restart:       key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "restart")),
		Strategy:      key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "→ bitmask")),
		MRV:           key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "MRV on")),
		mrvElsewhere:  key.NewBinding(key.WithKeys("o")),
		Smaller:       key.NewBinding(key.WithKeys("["), key.WithHelp("[", "N−1")),
		Larger:        key.NewBinding(key.WithKeys("]"), key.WithHelp("]", "N+1")),
		// Any key cancels a search (onKey cancels before matching); a
		// binding needs a key to be enabled, so it names esc.
		Cancel: key.NewBinding(key.WithKeys("esc"), key.WithHelp("any key", "cancel"), key.WithDisabled()),
		Accept: key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "go"), key.WithDisabled()),
		Close:  key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel"), key.WithDisabled()),

		stepPair:      key.NewBinding(key.WithKeys("right"), key.WithHelp("←/→", "step")),
		solutionPair:  key.NewBinding(key.WithKeys("n"), key.WithHelp("n/p", "solution")),
		backtrackPair: key.NewBinding(key.WithKeys("b"), key.WithHelp("b/B", "backtrack")),
		speedPair:     key.NewBinding(key.WithKeys("+"), key.WithHelp("+/-", "speed")),
	}
}

// keyState is what decides which bindings apply and what they say.
type keyState struct {
	playing, seeking, prompt, done bool
	n                              int
	strategy                       solver.Strategy
	mrv                            bool
}

// setState enables the bindings that apply: play or pause; only the
// cancel hint while a jump runs; only enter and esc in the ":" prompt; [
// and ] only where N can go; o only with forward checking. a names the
// strategy it switches to, b and B what they jump to (min-conflicts has
// restarts, not backtracks), o what it turns MRV to.
func (k *keyMap) setState(st keyState) {
	playing, seeking, prompt, done, n := st.playing, st.seeking, st.prompt, st.done, st.n
	idle := !seeking && !prompt
	k.Play.SetEnabled(!playing && idle)
	if done {
		k.Play.SetHelp("space", "replay")
	} else {
		k.Play.SetHelp("space", "play")
	}
	k.Pause.SetEnabled(playing && idle)
	k.Cancel.SetEnabled(seeking)
	k.Accept.SetEnabled(prompt)
	k.Close.SetEnabled(prompt)
	for _, b := range []*key.Binding{
		&k.Forward, &k.Back, &k.NextSolution, &k.PrevSolution, &k.NextBacktrack, &k.PrevBacktrack,
		&k.GoTo, &k.First, &k.Last, &k.Mark, &k.ToMark, &k.Focus, &k.Tree, &k.Attacks,
		&k.Faster, &k.Slower, &k.Restart, &k.Strategy,
		&k.stepPair, &k.solutionPair, &k.backtrackPair, &k.speedPair,
	} {
		b.SetEnabled(idle)
	}
	k.Smaller.SetEnabled(idle && n > 1)
	k.Larger.SetEnabled(idle && n < solver.MaxN)
	k.MRV.SetEnabled(idle && st.strategy == solver.FC)
	k.mrvElsewhere.SetEnabled(idle && st.strategy != solver.FC)
	if st.mrv {
		k.MRV.SetHelp("o", "MRV off")
	} else {
		k.MRV.SetHelp("o", "MRV on")
	}
	k.Strategy.SetHelp("a", "→ "+nextStrategy(st.strategy).String())
	back := "backtrack"
	if !st.strategy.Exhaustive() {
		back = "restart"
	}
	k.NextBacktrack.SetHelp("b", "next "+back)
	k.PrevBacktrack.SetHelp("B", "prev "+back)
	k.backtrackPair.SetHelp("b/B", back)
	if st.strategy.Exhaustive() {
		k.Tree.SetHelp("t", "search tree")
	} else {
		k.Tree.SetHelp("t", "conflict plot")
	}
}

// ShortHelp implements help.KeyMap, most important first: the help bar
// drops keys from the end where the window is narrow.
func (k keyMap) ShortHelp() []key.Binding {
	return []key.Binding{
		k.Cancel, k.Accept, k.Close,
		k.Play, k.Pause, k.stepPair, k.solutionPair, k.backtrackPair,
		k.GoTo, k.Focus, k.Tree, k.speedPair, k.Attacks, k.Mark, k.ToMark, k.Strategy, k.MRV,
	}
}

// FullHelp implements help.KeyMap.
func (k keyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Cancel, k.Accept, k.Close, k.Play, k.Pause, k.Forward, k.Back, k.Faster, k.Slower},
		{k.NextSolution, k.PrevSolution, k.NextBacktrack, k.PrevBacktrack},
		{k.GoTo, k.First, k.Last, k.Mark, k.ToMark},
		{k.Focus, k.Tree, k.Attacks, k.Strategy, k.MRV, k.Restart, k.Smaller, k.Larger},
	}
}
