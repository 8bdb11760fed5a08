package watch

import (
	"cmp"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
)

// keyMap are the bindings of the watch view (the root adds ?, tab and q).
// Only the bindings that apply in the current state are enabled, so the
// help bar shows play or pause, not both.
type keyMap struct {
	Play, Pause                        key.Binding
	Forward, Back                      key.Binding
	NextSolution, PrevSolution         key.Binding
	NextBacktrack, PrevBacktrack       key.Binding
	NextAttack, PrevAttack             key.Binding // a square named attacked (array, bitmask)
	NextPlace, PrevPlace               key.Binding // a queen put down
	NextWipeOut, PrevWipeOut           key.Binding // a domain left empty (fc)
	Layout                             key.Binding // L: the next named layout
	Compare                            key.Binding // c: two searches side by side
	GoTo, First, Last                  key.Binding
	Mark, ToMark                       key.Binding
	Focus, Tree, Attacks               key.Binding
	Unfocus                            key.Binding // esc in focus: z's way back
	Faster, Slower                     key.Binding
	Restart, Strategy, Smaller, Larger key.Binding
	MRV                                key.Binding // fc: minimum remaining values on or off
	Expected                           key.Binding // replay: the event expected where the trace goes wrong (replay.go enables it)
	Cancel                             key.Binding // shown while searching: any key cancels
	Accept, Close                      key.Binding // in the ":" prompt
	NewLine                            key.Binding // in the caption prompt: the caption's next line
	Predict, Density, Skip             key.Binding // predict mode: on/off, how often it asks, skip a question
	Permalink, Capture                 key.Binding // L: the command line of the screen; c: add it to a lesson

	// The answer to a question in predict mode: predictKey offers a key
	// to them before the key table, so they may share keys with it.
	CursorUp, CursorDown, CursorLeft, CursorRight key.Binding // the cursor of a square's answer
	Pick, Answer, Nowhere, Erase                  key.Binding // pick a square, answer, no square, unsay a digit
	choices                                       map[predict.Choice]key.Binding

	// mrvElsewhere is o in the other strategies: off the help, it says
	// what o is for.
	mrvElsewhere key.Binding
	// elsewhere are the jumps' keys in a strategy without their events
	// (w in array, x in fc): off the help, they say why they do nothing.
	elsewhere map[solver.Goal]key.Binding

	// The short help names pairs of keys in one item ("←/→ step"), so
	// that the help bar holds more of them; these bindings only show.
	stepPair, solutionPair, backtrackPair, speedPair key.Binding
	attackPair, placePair, wipeOutPair               key.Binding
	goToShort, treeShort, sizePair                   key.Binding
}

// newKeyMap returns the documented controls, their help in l; inLesson gives the lesson
// player →, ← and space (slides): play is enter there, and the steps l
// and h.
func newKeyMap(l i18n.Lang, inLesson bool) keyMap {
	k := newKeys(l)
	if inLesson {
		k.Play = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", l.T(i18n.KeyPlay)))
		k.Pause = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", l.T(i18n.KeyPause)))
		k.Forward = key.NewBinding(key.WithKeys("l"), key.WithHelp("l", l.T(i18n.KeyStep)))
		k.Back = key.NewBinding(key.WithKeys("h"), key.WithHelp("h", l.T(i18n.KeyBack)))
		k.stepPair = key.NewBinding(key.WithKeys("l"), key.WithHelp("h/l", l.T(i18n.KeyStep)))
		// home and end go to the lesson's first and last slides.
		k.First = key.NewBinding(key.WithKeys("g"), key.WithHelp("g", l.T(i18n.KeyStart)))
		k.Last = key.NewBinding(key.WithKeys("G"), key.WithHelp("G", l.T(i18n.KeyRunToEnd)))
	}
	return k
}

func newKeys(l i18n.Lang) keyMap {
	return keyMap{
		Play:          key.NewBinding(key.WithKeys(" "), key.WithHelp("space", l.T(i18n.KeyPlay))),
		Pause:         key.NewBinding(key.WithKeys(" "), key.WithHelp("space", l.T(i18n.KeyPause))),
		Forward:       key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", l.T(i18n.KeyStep))),
		Back:          key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", l.T(i18n.KeyBack))),
		NextSolution:  key.NewBinding(key.WithKeys("n"), key.WithHelp("n", l.T(i18n.KeyNextSolution))),
		PrevSolution:  key.NewBinding(key.WithKeys("p"), key.WithHelp("p", l.T(i18n.KeyPrevSolution))),
		NextBacktrack: key.NewBinding(key.WithKeys("b"), key.WithHelp("b", l.Sprintf(i18n.KeyNextKind, l.T(i18n.WordBacktrack)))),
		PrevBacktrack: key.NewBinding(key.WithKeys("B"), key.WithHelp("B", l.Sprintf(i18n.KeyPrevKind, l.T(i18n.WordBacktrack)))),
		NextAttack:    key.NewBinding(key.WithKeys("x"), key.WithHelp("x", l.T(i18n.KeyNextAttack))),
		PrevAttack:    key.NewBinding(key.WithKeys("X"), key.WithHelp("X", l.T(i18n.KeyPrevAttack))),
		NextPlace:     key.NewBinding(key.WithKeys("d"), key.WithHelp("d", l.T(i18n.KeyNextPlace))),
		PrevPlace:     key.NewBinding(key.WithKeys("D"), key.WithHelp("D", l.T(i18n.KeyPrevPlace))),
		NextWipeOut:   key.NewBinding(key.WithKeys("w"), key.WithHelp("w", l.T(i18n.KeyNextWipeOut))),
		PrevWipeOut:   key.NewBinding(key.WithKeys("W"), key.WithHelp("W", l.T(i18n.KeyPrevWipeOut))),
		Layout:        layoutKey(l),
		Compare:       compareKey(l),
		GoTo:          key.NewBinding(key.WithKeys(":"), key.WithHelp(":", l.T(i18n.KeyGoToStep))),
		First:         key.NewBinding(key.WithKeys("g", "home"), key.WithHelp("g", l.T(i18n.KeyStart))),
		Last:          key.NewBinding(key.WithKeys("G", "end"), key.WithHelp("G", l.T(i18n.KeyRunToEnd))),
		Mark:          key.NewBinding(key.WithKeys("m"), key.WithHelp("m", l.T(i18n.KeyMark))),
		ToMark:        key.NewBinding(key.WithKeys("'"), key.WithHelp("'", l.T(i18n.KeyToMark))),
		Focus:         key.NewBinding(key.WithKeys("z"), key.WithHelp("z", l.T(i18n.KeyFocus))),
		Unfocus:       key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", l.T(i18n.KeyUnfocus))),
		Tree:          key.NewBinding(key.WithKeys("t"), key.WithHelp("t", l.T(i18n.TreeSearch))),
		Attacks:       key.NewBinding(key.WithKeys("v"), key.WithHelp("v", l.T(i18n.KeyAttacks))),
		Faster:        key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+", l.T(i18n.KeyFaster))),
		Slower:        key.NewBinding(key.WithKeys("-", "_"), key.WithHelp("-", l.T(i18n.KeySlower))),
		Restart:       key.NewBinding(key.WithKeys("r"), key.WithHelp("r", l.T(i18n.KeyRestart))),
		Strategy:      key.NewBinding(key.WithKeys("a"), key.WithHelp("a", l.Sprintf(i18n.KeyStrategy, solver.Bitmask))),
		MRV:           key.NewBinding(key.WithKeys("o"), key.WithHelp("o", l.T(i18n.KeyMRVOn))),
		mrvElsewhere:  key.NewBinding(key.WithKeys("o")),
		elsewhere: map[solver.Goal]key.Binding{
			solver.GoalAttack:  key.NewBinding(key.WithKeys("x", "X")),
			solver.GoalPlace:   key.NewBinding(key.WithKeys("d", "D")),
			solver.GoalWipeOut: key.NewBinding(key.WithKeys("w", "W")),
		},
		Expected: key.NewBinding(key.WithKeys("e"), key.WithHelp("e", l.T(i18n.KeyExpected)), key.WithDisabled()),
		Smaller:  key.NewBinding(key.WithKeys("["), key.WithHelp("[", l.T(i18n.KeySmaller))),
		Larger:   key.NewBinding(key.WithKeys("]"), key.WithHelp("]", l.T(i18n.KeyLarger))),
		// Any key cancels a search (onKey cancels before matching); a
		// binding needs a key to be enabled, so it names esc.
		Permalink: key.NewBinding(key.WithKeys("y"), key.WithHelp("y", l.T(i18n.KeyPermalink))),
		Capture:   key.NewBinding(key.WithKeys("C"), key.WithHelp("C", l.T(i18n.KeyCapture))),
		Predict:   key.NewBinding(key.WithKeys("P"), key.WithHelp("P", l.T(i18n.KeyPredict))),
		Density:   key.NewBinding(key.WithKeys("f"), key.WithHelp("f", l.T(i18n.KeyDensity)), key.WithDisabled()),
		Skip:      key.NewBinding(key.WithKeys(">"), key.WithHelp(">", l.T(i18n.KeySkip)), key.WithDisabled()),
		Cancel:    key.NewBinding(key.WithKeys("esc"), key.WithHelp(l.T(i18n.KeyAnyKey), l.T(i18n.KeyCancel)), key.WithDisabled()),
		Accept:    key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", l.T(i18n.KeyGo)), key.WithDisabled()),
		Close:     key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", l.T(i18n.KeyCancel)), key.WithDisabled()),
		NewLine:   key.NewBinding(key.WithKeys("ctrl+j", "alt+enter"), key.WithHelp("ctrl+j", l.T(i18n.KeyNewLine))),

		CursorUp:    key.NewBinding(key.WithKeys("up"), key.WithHelp("↑", l.T(i18n.KeyCursor))),
		CursorDown:  key.NewBinding(key.WithKeys("down"), key.WithHelp("↓", l.T(i18n.KeyCursor))),
		CursorLeft:  key.NewBinding(key.WithKeys("left"), key.WithHelp("←", l.T(i18n.KeyCursor))),
		CursorRight: key.NewBinding(key.WithKeys("right"), key.WithHelp("→", l.T(i18n.KeyCursor))),
		Pick:        key.NewBinding(key.WithKeys(" "), key.WithHelp("space", l.T(i18n.KeyPick))),
		Answer:      key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", l.T(i18n.KeyAnswer))),
		Nowhere:     key.NewBinding(key.WithKeys("-"), key.WithHelp("-", l.T(i18n.KeyNowhere))),
		Erase:       key.NewBinding(key.WithKeys("backspace"), key.WithHelp("backspace", l.T(i18n.KeyErase))),
		choices:     choiceBindings(l),

		stepPair:      key.NewBinding(key.WithKeys("right"), key.WithHelp("←/→", l.T(i18n.KeyStep))),
		solutionPair:  key.NewBinding(key.WithKeys("n"), key.WithHelp("n/p", l.T(i18n.WordSolution))),
		backtrackPair: key.NewBinding(key.WithKeys("b"), key.WithHelp("b/B", l.T(i18n.WordBacktrack))),
		speedPair:     key.NewBinding(key.WithKeys("+"), key.WithHelp("+/-", l.T(i18n.KeySpeed))),
		attackPair:    key.NewBinding(key.WithKeys("x"), key.WithHelp("x/X", l.T(i18n.KeyAttackPair))),
		placePair:     key.NewBinding(key.WithKeys("d"), key.WithHelp("d/D", l.T(i18n.KeyPlacePair))),
		wipeOutPair:   key.NewBinding(key.WithKeys("w"), key.WithHelp("w/W", l.T(i18n.KeyWipeOutPair))),
		goToShort:     key.NewBinding(key.WithKeys(":"), key.WithHelp(":", l.T(i18n.KeyGoTo))),
		treeShort:     key.NewBinding(key.WithKeys("t"), key.WithHelp("t", l.T(i18n.TreeSearchShort))),
		sizePair:      key.NewBinding(key.WithKeys("]"), key.WithHelp("[/]", l.T(i18n.KeySize))),
	}
}

// CommandKeys names the watch view's keys that the command line's help
// and errors name, which are written before any view exists.
type CommandKeys struct {
	Predict, Permalink, Capture string
	// LessonPlay and LessonStep play and step inside a lesson, where
	// space and the arrows turn the slides.
	LessonPlay, LessonStep string
}

// CommandKeyNames is CommandKeys of the watch view's bindings (the same
// inside a lesson but for play and step, which it names apart).
func CommandKeyNames() CommandKeys {
	k := newKeys(i18n.En) // only the keys are read, not their help
	in := newKeyMap(i18n.En, true)
	return CommandKeys{Predict: keyName(k.Predict), Permalink: keyName(k.Permalink), Capture: keyName(k.Capture),
		LessonPlay: keyName(in.Play), LessonStep: keyName(in.Forward)}
}

// choiceBindings are the keys of a choice question's answers.
func choiceBindings(l i18n.Lang) map[predict.Choice]key.Binding {
	bs := map[predict.Choice]key.Binding{}
	for c, k := range map[predict.Choice]string{
		predict.Safe: "s", predict.Attacked: "a", predict.Yes: "y", predict.No: "n", predict.New: "n", predict.Mirror: "m",
	} {
		bs[c] = key.NewBinding(key.WithKeys(k), key.WithHelp(k, c.In(l)))
	}
	return bs
}

// keyState is what decides which bindings apply and what they say.
type keyState struct {
	playing, seeking, prompt, done bool
	n                              int
	next                           solver.Strategy // the strategy a switches to
	lens                           traits          // the run's strategy's
	mrv, focus                     bool
	goals                          map[solver.Goal]bool // the jumps the run has events for
	predict, asking                bool                 // predict mode is on; a question waits
	lang                           i18n.Lang            // the language of the help
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
		k.Play.SetHelp(k.Play.Help().Key, st.lang.T(i18n.KeyReplay))
	} else {
		k.Play.SetHelp(k.Play.Help().Key, st.lang.T(i18n.KeyPlay))
	}
	k.Pause.SetEnabled(playing && idle)
	k.Cancel.SetEnabled(seeking)
	k.Accept.SetEnabled(prompt)
	k.Close.SetEnabled(prompt)
	for _, b := range []*key.Binding{
		&k.Forward, &k.Back, &k.NextSolution, &k.PrevSolution, &k.NextBacktrack, &k.PrevBacktrack,
		&k.GoTo, &k.First, &k.Last, &k.Mark, &k.ToMark, &k.Focus, &k.Tree, &k.Attacks,
		&k.Faster, &k.Slower, &k.Restart, &k.Strategy, &k.Layout, &k.Compare,
		&k.stepPair, &k.solutionPair, &k.backtrackPair, &k.speedPair, &k.goToShort, &k.treeShort, &k.sizePair,
	} {
		b.SetEnabled(idle)
	}
	for g, bs := range map[solver.Goal][]*key.Binding{
		solver.GoalAttack:  {&k.NextAttack, &k.PrevAttack, &k.attackPair},
		solver.GoalPlace:   {&k.NextPlace, &k.PrevPlace, &k.placePair},
		solver.GoalWipeOut: {&k.NextWipeOut, &k.PrevWipeOut, &k.wipeOutPair},
	} {
		for _, b := range bs {
			b.SetEnabled(idle && st.goals[g])
		}
		b := k.elsewhere[g]
		b.SetEnabled(idle && !st.goals[g])
		k.elsewhere[g] = b
	}
	k.Unfocus.SetEnabled(idle && st.focus)
	k.Predict.SetEnabled(idle)
	k.Permalink.SetEnabled(idle)
	k.Capture.SetEnabled(idle)
	k.Density.SetEnabled(idle && st.predict)
	k.Skip.SetEnabled(idle && st.asking)
	if st.predict {
		k.Predict.SetHelp("P", st.lang.T(i18n.KeyPredictOff))
	} else {
		k.Predict.SetHelp("P", st.lang.T(i18n.KeyPredict))
	}
	k.Smaller.SetEnabled(idle && n > 1)
	k.Larger.SetEnabled(idle && n < solver.MaxN)
	k.MRV.SetEnabled(idle && st.lens.mrv)
	k.mrvElsewhere.SetEnabled(idle && !st.lens.mrv)
	if st.mrv {
		k.MRV.SetHelp("o", st.lang.T(i18n.KeyMRVOff))
	} else {
		k.MRV.SetHelp("o", st.lang.T(i18n.KeyMRVOn))
	}
	k.Strategy.SetHelp("a", st.lang.Sprintf(i18n.KeyStrategy, st.next))
	back := kindWord(st.lang, st.lens.jumpKind)
	k.NextBacktrack.SetHelp("b", st.lang.Sprintf(i18n.KeyNextKind, back))
	k.PrevBacktrack.SetHelp("B", st.lang.Sprintf(i18n.KeyPrevKind, back))
	k.backtrackPair.SetHelp("b/B", back)
	k.Tree.SetHelp("t", st.lang.T(st.lens.treeKey))
	k.treeShort.SetHelp("t", st.lang.T(st.lens.treeKey+i18n.Short)) // "tree", "plot"
}

// kindWord names the events a jump goes to (b and B's in the help bar),
// in the language l: an event's name as the lessons' facts say it, a
// min-conflicts start a restart.
func kindWord(l i18n.Lang, k solver.Kind) string {
	switch k {
	case solver.Backtrack:
		return l.T(i18n.WordBacktrack)
	case solver.Start:
		return l.T(i18n.WordRestart)
	}
	return l.T(i18n.ID("fact.event." + k.String()))
}

// ShortHelp implements help.KeyMap, most important to a lesson first (the
// help bar drops keys from the end where the window is narrow): playing and
// stepping, the jumps to a solution and a backtrack, then going to a step,
// the tree, the board alone, the layouts, N and the strategy.
func (k keyMap) ShortHelp() []key.Binding {
	return []key.Binding{
		k.Cancel, k.Accept, k.Close, k.Skip,
		k.Play, k.Pause, k.stepPair, k.solutionPair, k.backtrackPair,
		k.goToShort, k.treeShort, k.Focus, k.Layout, k.Compare, k.sizePair, k.Strategy, k.Predict,
		k.attackPair, k.wipeOutPair, k.placePair, k.speedPair, k.Density, k.Attacks, k.Mark, k.ToMark, k.MRV,
	}
}

// FullHelp implements help.KeyMap.
func (k keyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Cancel, k.Accept, k.Close, k.Play, k.Pause, k.Forward, k.Back, k.Faster, k.Slower},
		{k.NextSolution, k.PrevSolution, k.NextBacktrack, k.PrevBacktrack,
			k.NextAttack, k.PrevAttack, k.NextPlace, k.PrevPlace, k.NextWipeOut, k.PrevWipeOut},
		{k.GoTo, k.First, k.Last, k.Mark, k.ToMark},
		{k.Layout, k.Focus, k.Tree, k.Compare, k.Attacks, k.Strategy, k.MRV, k.Restart, k.Smaller, k.Larger},
		{k.Predict, k.Density, k.Skip, k.Permalink, k.Capture},
	}
}

// keyName is common.KeyName: the view's notes say enter and l inside a
// lesson, where space and → turn the slide.
func keyName(b key.Binding) string { return common.KeyName(b) }

// lastKey names the last key of a binding: the letter of the steps, h
// and l, where the first is an arrow.
func lastKey(b key.Binding) string {
	keys := b.Keys()
	if len(keys) == 0 {
		return ""
	}
	return keys[len(keys)-1]
}

// sizeKeys names the keys that change N, "[ ]".
func (k *keyMap) sizeKeys() string { return keyName(k.Smaller) + " " + keyName(k.Larger) }

// --- what the keys do

// A keyLayer is offered a key before the layers after it (Model.onKey)
// and reports whether it took it.
type keyLayer func(msg tea.KeyMsg) (cmd tea.Cmd, took bool)

// onKey handles a key press. The comparison, while it shows in the view's
// place, takes every key. Else the view's layers are asked in turn; the
// first that takes it ends the search. The ":" prompt owns every key while
// it is open; a jump under way is cancelled by any key; then the key
// table. A mode that intercepts keys before the player (predict mode) goes
// before the table.
func (m *Model) onKey(msg tea.KeyMsg) tea.Cmd {
	if cmd, took, note := m.cmp.key(m.com.Lang, msg, m.keys.Compare); took {
		if note != "" {
			m.note = note
		}
		return cmd
	}
	for _, layer := range []keyLayer{m.promptKey, m.cancelKey, m.predictKey, m.tableKey} {
		if cmd, took := layer(msg); took {
			return cmd
		}
	}
	return nil
}

// cancelKey: any key cancels a jump, and does nothing else.
func (m *Model) cancelKey(tea.KeyMsg) (tea.Cmd, bool) {
	if m.jump.goal == none {
		return nil, false
	}
	m.jump.cancel(&m.player, m.st.Step(), &m.note)
	return m.after(), true
}

// keyAction is one line of the key table: a binding and what it does —
// a move, after which the view catches up (after), or a command of its
// own.
type keyAction struct {
	binding key.Binding
	move    func()
	cmd     func() tea.Cmd
}

// keyTable is what the view's keys do, in the order they are matched
// (the first binding that matches a key wins; a disabled one never does).
// A new key is a binding in keyMap (and its place in the help) and a line
// here; a jump to the next or previous event of a kind is seekTo the
// jumper's toNext, or jumpBack, of that kind.
func (m *Model) keyTable() []keyAction {
	k := &m.keys
	return []keyAction{
		{binding: k.Play, cmd: m.playPause},
		{binding: k.Pause, cmd: m.playPause},
		{binding: k.Forward, move: func() { m.player.pause(); m.advance(1, nil) }},
		{binding: k.Back, move: func() {
			m.player.pause()
			if !m.st.Back() {
				m.note = m.com.Lang.T(i18n.NoteAtStart)
			}
			m.predict.revealed = false // going back asks the question there again
		}},
		{binding: k.NextSolution, cmd: func() tea.Cmd { return m.seekTo(toEvent, m.jump.toNext(m.st, solver.Solution)) }},
		{binding: k.NextBacktrack, cmd: func() tea.Cmd { return m.seekTo(toEvent, m.jump.toNext(m.st, m.lens.traits().jumpKind)) }},
		{binding: k.PrevSolution, move: func() { m.note = jumpBack(m.com.Lang, m.st, &m.player, solver.Solution) }},
		{binding: k.PrevBacktrack, move: func() { m.note = jumpBack(m.com.Lang, m.st, &m.player, m.lens.traits().jumpKind) }},
		{binding: k.NextAttack, cmd: func() tea.Cmd { return m.seekTo(toEvent, m.jump.toNext(m.st, goalKind(m.st, solver.GoalAttack))) }},
		{binding: k.PrevAttack, move: func() { m.note = jumpBack(m.com.Lang, m.st, &m.player, goalKind(m.st, solver.GoalAttack)) }},
		{binding: k.NextPlace, cmd: func() tea.Cmd { return m.seekTo(toEvent, m.jump.toNext(m.st, goalKind(m.st, solver.GoalPlace))) }},
		{binding: k.PrevPlace, move: func() { m.note = jumpBack(m.com.Lang, m.st, &m.player, goalKind(m.st, solver.GoalPlace)) }},
		{binding: k.NextWipeOut, cmd: func() tea.Cmd { return m.seekTo(toEvent, m.jump.toNext(m.st, goalKind(m.st, solver.GoalWipeOut))) }},
		{binding: k.PrevWipeOut, move: func() { m.note = jumpBack(m.com.Lang, m.st, &m.player, goalKind(m.st, solver.GoalWipeOut)) }},
		{binding: k.Layout, move: func() {
			m.screen.setLayout(layouts[(m.screen.layout+1)%len(layouts)].name, &m.tree)
			m.note = m.com.Lang.Sprintf(i18n.NoteLayout, m.com.Lang.T(layouts[m.screen.layout].title), keyName(k.Layout))
		}},
		{binding: k.Compare, move: func() {
			left, right := compareSides(m.spec, m.lens)
			if err := m.cmp.open(m.com, left, right, &m.screen, &m.player); err != nil {
				m.note = m.com.Lang.Sprintf(i18n.NoteNoCompare, err.Error())
			}
		}},
		{binding: k.GoTo, cmd: func() tea.Cmd { m.player.pause(); return m.prompt.open(false) }},
		{binding: k.First, cmd: func() tea.Cmd { return m.goTo(0) }},
		{binding: k.Last, cmd: func() tea.Cmd { return m.seekTo(toEnd, 0) }},
		{binding: k.Mark, move: func() { m.note = m.jump.setMark(m.st.Step(), m.spec.key(m.lens, m.replay), k.ToMark) }},
		{binding: k.ToMark, cmd: func() tea.Cmd {
			if !m.jump.hasMark(m.spec.key(m.lens, m.replay)) {
				m.note = m.com.Lang.Sprintf(i18n.NoteNoMark, keyName(k.Mark))
				return nil
			}
			return m.goTo(m.jump.mark.step)
		}},
		{binding: k.Focus, move: func() { m.screen.focus = !m.screen.focus }},
		{binding: k.Unfocus, move: func() { m.screen.focus = false }},
		{binding: k.Tree, move: func() {
			// after() brings the tree along; in focus, which hides it, t
			// leaves focus and shows the tree.
			if m.tree.on = !m.tree.on || m.screen.focus; !m.tree.on {
				return
			}
			m.screen.focus = false
			if p := m.scene().makePlan(m.screen.width, m.screen.height); !p.tooSmall && len(p.right)+len(p.below) == 0 && m.screen.width > 0 {
				m.note = m.com.Lang.T(i18n.NoteNoTreeRoom)
			}
		}},
		{binding: k.Attacks, move: func() { m.note = m.screen.nextShow(m.com.Lang, k.Attacks, m.lens.traits().attacksNote) }},
		{binding: k.Faster, cmd: func() tea.Cmd { return m.player.setSpeed(faster(m.player.speed)) }},
		{binding: k.Slower, cmd: func() tea.Cmd { return m.player.setSpeed(slower(m.player.speed)) }},
		{binding: k.Expected, move: func() {
			if !m.replay.atFault(m.spec, m.st.Step()) {
				m.note = m.com.Lang.Sprintf(i18n.NoteExpectedWhere, keyName(k.Expected), m.replay.faultLine(m.com.Lang), keyName(k.Last))
				return
			}
			m.showExpected = !m.showExpected
		}},
		{binding: k.Restart, move: m.restart},
		{binding: k.Strategy, move: func() {
			m.spec.strategy = nextStrategy(m.spec.strategy)
			m.restart()
			if own := m.lens.traits().ownPlacement; own != "" && len(m.spec.prefix) > 0 {
				m.note = m.com.Lang.Sprintf(i18n.NoteGivenWait, m.com.Lang.T(own))
			}
		}},
		{binding: k.mrvElsewhere, cmd: func() tea.Cmd {
			m.note = m.com.Lang.Sprintf(i18n.NoteMRVElsewhere, keyName(m.keys.MRV), keyName(m.keys.Strategy))
			return nil
		}},
		{binding: k.MRV, move: func() {
			m.spec.opt.MRV = !m.spec.opt.MRV
			m.restart()
			m.note = m.com.Lang.T(i18n.NoteMRVOff)
			if m.spec.opt.MRV {
				m.note = m.com.Lang.T(i18n.NoteMRVOn)
			}
		}},
		{binding: k.elsewhere[solver.GoalAttack], move: func() {
			m.note = noGoal(m.com.Lang, solver.GoalAttack, k.NextAttack, k.PrevAttack, m.spec.strategy, k.Strategy)
		}},
		{binding: k.elsewhere[solver.GoalPlace], move: func() {
			m.note = noGoal(m.com.Lang, solver.GoalPlace, k.NextPlace, k.PrevPlace, m.spec.strategy, k.Strategy)
		}},
		{binding: k.elsewhere[solver.GoalWipeOut], move: func() {
			m.note = noGoal(m.com.Lang, solver.GoalWipeOut, k.NextWipeOut, k.PrevWipeOut, m.spec.strategy, k.Strategy)
		}},
		{binding: k.Predict, move: func() {
			if m.predict.on {
				m.SetPredict(0)
				m.note = m.com.Lang.Sprintf(i18n.NotePredictOff, keyName(k.Predict))
				return
			}
			d := cmp.Or(m.predict.density, predict.Every)
			if m.SetPredict(d); !m.predict.asking {
				m.note = m.com.Lang.Sprintf(i18n.NotePredictOn, d.String())
			}
		}},
		{binding: k.Density, move: func() {
			ds := predict.Densities
			d := ds[(slices.Index(ds, m.predict.density)+1)%len(ds)]
			m.predict.density, m.predict.quiz.Density, m.predict.asking = d, d, false
			if !m.follow.ask(&m.predict, m.st, m.spec.n, &m.player) {
				m.note = m.com.Lang.Sprintf(i18n.PredAsks, m.com.Lang.T(densityWords[d]), keyName(k.Density))
			}
		}},
		{binding: k.Skip, cmd: func() tea.Cmd { return m.answerNow(nil) }},
		{binding: k.Permalink, move: func() { m.note = permalinkNote(m.com.Lang, m.State(), m.spec.start(m.lens)) }},
		{binding: k.Capture, cmd: func() tea.Cmd {
			if m.note = m.capture.refusal(m.spec.start(m.lens), k.Capture, k.Restart); m.note != "" {
				return nil
			}
			m.player.pause()
			return m.prompt.open(true)
		}},
		{binding: k.Smaller, cmd: func() tea.Cmd { return m.spec.nSteps.Step(m.spec.n, -1) }},
		{binding: k.Larger, cmd: func() tea.Cmd { return m.spec.nSteps.Step(m.spec.n, +1) }},
	}
}

// tableKey does what the key table says of a key; any key clears the note
// first, even one the table does not know.
func (m *Model) tableKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	m.note = ""
	for _, a := range m.keyTable() {
		if !key.Matches(msg, a.binding) {
			continue
		}
		if a.cmd != nil {
			return a.cmd(), true
		}
		a.move()
		return m.after(), true
	}
	return nil, false
}

// noGoal says why the jump keys of goal g do nothing in a run of
// strategy: it makes no such event, and which strategies do; strategy is
// the key that switches.
func noGoal(l i18n.Lang, g solver.Goal, next, prev key.Binding, run solver.Strategy, strategy key.Binding) (note string) {
	var makers []string
	for _, s := range solver.Strategies {
		if s.Produces(g.Kind()) {
			makers = append(makers, s.String())
		}
	}
	id := i18n.NoteNoGoalMany
	if len(makers) == 1 {
		id = i18n.NoteNoGoalOne
	}
	jumps := l.Sprintf(i18n.NoteJumps, keyName(next), next.Help().Desc, keyName(prev), prev.Help().Desc)
	return l.Sprintf(id, jumps, run.String(), strings.Join(makers, l.T(i18n.PredListSep)), keyName(strategy))
}

// playPause plays or pauses; at the end, play starts the run over.
func (m *Model) playPause() tea.Cmd {
	if m.player.noTimer {
		return nil
	}
	if m.player.playing {
		m.player.pause()
		return m.after() // the class of a solution paused on
	}
	if m.st.IsDone() {
		m.restart()
	}
	return tea.Batch(m.player.play(), m.after())
}

// nextShow changes what the board shows of the attacks (v, the key
// attacks) and says what it shows, unless the lens has its own words for
// a board that tints none (attacksNote).
func (sc *screen) nextShow(l i18n.Lang, attacks key.Binding, attacksNote i18n.ID) (note string) {
	r := sc.rend
	r.SetShow(r.Show().Next())
	if attacksNote != "" {
		return l.Sprintf(i18n.NoteAttacksOther, l.T(attacksNote), keyName(attacks))
	}
	return l.Sprintf(i18n.NoteBoardShows, r.Show().In(l), keyName(attacks))
}
