// Package watch is the live visualizer: it drives a solver.Stepper with
// tea.Tick, plays, pauses, steps both ways and jumps to the next solution or
// backtrack, and shows the board with panels (counters, pseudocode, the
// solver's arrays, bitmasks or domains, the call stack, a legend) and a
// narration of each event. It draws every strategy of solver.Strategies
// with the same controls.
//
// What differs between strategies is each one's lens (lens.go and one
// lens_*.go file a strategy), which draws from a read-only lensFrame
// (frame.go). Model routes keys and messages to parts that own their
// state and answer for it (player.go, jump.go, prompt.go, predict.go,
// follow.go, the tree feed in tree.go, the totals in timeline.go, replay.go,
// capture.go); it keeps what coordinates several of them. The screen is
// drawn by a scene (scene.go, view.go) that reads the parts. Its keys are
// a table of actions behind a chain of key layers (keys.go).
package watch

import (
	"fmt"
	"slices"
	"sync/atomic"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
)

// Max is the speed "as fast as the machine goes": every frame applies as
// many events as its time budget allows.
const Max = 0

// speeds is the ladder that + and - move along, in steps per second; Max
// comes after the last.
var speeds = []int{1, 2, 4, 8, 15, 30, 60, 120, 250, 500, 1000, 2500, 10_000, 50_000, 250_000, 1_000_000}

// DefaultSpeed is slow enough to follow every event.
const DefaultSpeed = 4

const (
	fps = 60
	// frame is the tick interval of every speed above fps: one render per
	// frame however many events it applies.
	frame = time.Second / fps
	// budget is the time a frame may spend stepping, leaving the rest of
	// the frame to rendering and to answering keys.
	budget = 10 * time.Millisecond
	// hold keeps a solution on screen at slow speeds: the celebration.
	hold = 1200 * time.Millisecond
	// classifyInline is the largest N whose solutions are classified on
	// the UI thread (instant); larger ones go through a command.
	classifyInline = 12
)

// Options configure a watch view (its board size is the shared
// Common.N).
type Options struct {
	Strategy solver.Strategy // array, bitmask, fc or min-conflicts
	Speed    int             // steps per second, or Max (default DefaultSpeed)
	// Stepper holds the options of fc (MRV) and min-conflicts (seed,
	// start); they hold as a switches strategy, and o toggles MRV.
	Stepper solver.StepperOptions

	// EventsPerFrame, when positive, replaces the time budget: a frame at
	// Max speed or of a search applies exactly this many events, so that a
	// recording or a server's session does the same work on any machine
	// (and a test is deterministic).
	EventsPerFrame int
	// NoTimer, when set, makes play/pause do nothing: the view never
	// schedules a tick of its own, so that a recording, which steps it
	// with keys, does not depend on a clock.
	NoTimer bool

	// Predict opens the view in predict mode with this density (0: off).
	Predict predict.Density
	// Step opens the view at this step of the run (a permalink, --step).
	Step uint64
	// LessonOut is the lesson file C adds the screen to as a slide ("":
	// c says how to name one).
	LessonOut string
	// Layout is what shows beside the board: "panels" ("" too), "tree"
	// (t) or "focus" (z), as lesson.Layouts names them.
	Layout string
	// InLesson: the view plays inside a lesson, whose slides take →, ←
	// and space; play and pause are enter, the steps l and h.
	InLesson bool

	// Replay, when set, is a trace the view plays instead of a search of
	// its own (nqueens replay): its board, strategy and options, from its
	// start, paused. Common.N must be its board size already.
	Replay *Replay
	// Compare, when Comparing, is the strategy the view opens on the
	// comparison of its run with (--compare; CheckCompare has checked the
	// pair).
	Compare   solver.Strategy
	Comparing bool
}

var lastID atomic.Int64

// Model is the watch view. It implements common.Component. Its parts each
// keep one concern: the player (play, pause, speed, the tick loop), the jump
// (seeking in budgeted frames, the furthest step walked, the mark), the ":"
// prompt, predict mode, following a room, the search tree fed by the run's
// events, the totals walked for the timeline, the symmetry class of a
// solution, the capture and the screen (size, plan, board renderer). The
// Model moves the run and routes to them; a scene draws them. What differs
// between strategies is the lens's.
type Model struct {
	com  *common.Common
	keys keyMap

	spec runSpec         // the run: N, strategy, options, queens given
	st   *solver.Stepper // the run's stepper
	run  int             // counts restarts, to drop results about an older run
	lens lens            // what the view shows of the run's strategy

	player  player    // play, pause, speed and the tick loop
	jump    jumper    // jumps under way, how far the run has come, the mark
	prompt  prompt    // the ":" prompt
	tree    treeFeed  // t: the search tree, fed while it shows
	totals  runTotals // the runs walked for the timeline
	class   classes   // the symmetry class of a solution on screen
	screen  screen    // the size, the plan, the board and how it is drawn
	predict predictor // P: predict mode's question on screen and the answer being made
	follow  follow    // following a room's predict mode (nqueens serve)
	open    uint64    // Options.Step: the step Init goes to
	capture capture   // C: the lesson file slides go to

	cmp comparison // c: two searches side by side, in the view's place

	shown bool   // between Show and Hide
	note  string // a transient remark on the second status line

	replay       *Replay // the trace played, until the view leaves it
	showExpected bool    // e: the event expected at the trace's fault
}

// runSpec is what makes a run: the board size (Common.N once NChangedMsg
// is handled), the strategy and its options, and the queens the search
// starts from (play mode hands them over).
type runSpec struct {
	n        int
	strategy solver.Strategy
	opt      solver.StepperOptions
	prefix   []int
	// nSteps are the steps of N that [ and ] asked the root for.
	nSteps common.NSteps
}

// New returns a watch view of the board size com.N, sharing com (its
// Styles must be set).
func New(com *common.Common, o Options) *Model {
	if o.Speed < 0 {
		o.Speed = DefaultSpeed
	}
	m := &Model{
		com:    com,
		keys:   newKeyMap(com.Lang, o.InLesson),
		spec:   runSpec{n: min(max(com.N, 1), solver.MaxN), strategy: o.Strategy, opt: o.Stepper},
		player: newPlayer(o),
		totals: runTotals{known: map[runKey]*runTotal{}},
		screen: newScreen(com),
	}
	m.jump.lang, m.predict.lang = com.Lang, com.Lang
	m.prompt = newPrompt(com, m.keys.Accept, m.keys.NewLine)
	m.restart()
	if o.Predict != 0 {
		m.SetPredict(o.Predict)
	}
	m.open, m.capture = o.Step, capture{out: o.LessonOut, lang: com.Lang}
	m.screen.focus, m.tree.on = o.Layout == "focus", o.Layout == "tree"
	if r := o.Replay; r != nil {
		m.replay = r.shown()
		m.spec = runSpec{n: r.Script.N(), strategy: r.Script.Strategy(), opt: r.Script.Options()}
		m.restart()
	}
	if o.Comparing {
		if left, right, err := comparePair(m.spec.strategy, m.spec.opt, o.Compare); err == nil {
			_ = m.cmp.open(m.com, left, right, &m.screen, &m.player)
		}
	}
	m.updateKeys()
	return m
}

// Init implements common.Component: the view starts paused, before the
// first step (or at Options.Step, gone to as ":" goes), so there is
// nothing else to schedule.
func (m *Model) Init() tea.Cmd {
	if m.open == 0 {
		return nil
	}
	cmd := m.goTo(m.open)
	m.updateKeys()
	return cmd
}

// SetSize implements common.Component.
func (m *Model) SetSize(width, height int) {
	m.screen.width, m.screen.height = max(width, 0), max(height, 0)
	if m.cmp.view != nil {
		m.cmp.view.SetSize(width, height)
	}
}

// Show implements common.Component. The view comes back paused (Hide
// paused it); the class of a solution on screen and the run's total for
// the timeline, if their work was cancelled, are looked for again.
func (m *Model) Show() tea.Cmd {
	m.shown = true
	return m.after()
}

// Hide implements common.Component: it pauses the animation, cancels a
// jump under way, the search for a class and the walk for the timeline.
func (m *Model) Hide() {
	m.shown = false
	m.spec.nSteps.Drop()
	if m.cmp.view != nil {
		m.cmp.view.Pause()
	}
	m.player.pause()
	m.jump.cancel(&m.player, m.st.Step(), &m.note)
	m.class.cancel()
	m.totals.task.Stop()
	m.updateKeys()
}

// Capturing implements common.Component: the ":" prompt owns every key.
func (m *Model) Capturing() bool { return m.prompt.on }

// FullWindow tells the root that z gives the board the whole window: no
// header, no help bar (z again, or esc, brings them back).
func (m *Model) FullWindow() bool { return m.screen.focus }

// ShortHelp implements help.KeyMap: the comparison's keys while it shows;
// a replay's e comes first (it is off elsewhere, and the help bar leaves
// out the keys that are off).
func (m *Model) ShortHelp() []key.Binding {
	if m.cmp.view != nil {
		return m.cmp.view.ShortHelp()
	}
	return append([]key.Binding{m.keys.Expected}, m.keys.ShortHelp()...)
}

// FullHelp implements help.KeyMap.
func (m *Model) FullHelp() [][]key.Binding {
	if m.cmp.view != nil {
		return m.cmp.view.FullHelp()
	}
	return append(m.keys.FullHelp(), []key.Binding{m.keys.Expected})
}

// Stepper returns the stepper the view drives (for tests and for views
// that want to continue from the same position).
func (m *Model) Stepper() *solver.Stepper { return m.st }

// restart starts the search over with the current N, strategy and
// options, under the strategy's lens. A strategy that makes its own
// placement takes no queens given: they stay for the other strategies,
// and m.spec.prefix is the starting queens of m.spec.start(m.lens).
func (m *Model) restart() {
	m.lens = lensFor(m.spec.strategy)
	// e applies to a replay with an event expected where it goes wrong;
	// no key of the key map's states turns it on or off.
	m.keys.Expected.SetEnabled(m.replay.plays(m.spec) && m.replay.Fault != nil && m.replay.Fault.Expected != "")
	if m.replay != nil && !m.replay.plays(m.spec) {
		// Left for good: a later run of the same board and strategy is
		// a search of the view's own.
		m.note = m.com.Lang.Sprintf(i18n.NoteOwnSearch, m.replay.Name)
		m.replay = nil
	}
	st, err := m.replay.stepper(m.spec, m.lens)
	if err != nil {
		// NewWith only fails on N, a strategy or a placement out of
		// range, which the keys and Continue never produce, and
		// NewScripted on a script of the same.
		panic(err)
	}
	m.st = st
	m.run++
	m.jump.goal = none
	m.player.carry = 0
	m.jump.walked = 0
	m.jump.goals = runGoals(m.st)
	m.class.task.Stop()
	m.tree.built, m.tree.reach = nil, 0
	if m.predict.on {
		m.predict.newQuiz(m.spec.start(m.lens))
	}
}

// start returns the queens the run starts from with lens l: none for a
// strategy that makes its own placement.
func (s runSpec) start(l lens) []int {
	if l.traits().ownPlacement != "" {
		return nil
	}
	return s.prefix
}

// handOver switches to the run a lens hands a request over to, and says
// why in l.
func (s *runSpec) handOver(l i18n.Lang, h handover) (note string) {
	s.strategy, s.opt = h.strategy, h.opt
	return l.Sprintf(h.note, h.args...)
}

// Continue restarts the search from a valid placement of queens on the
// first rows of the board (the play view hands its board over this way;
// the root has made Common.N its size). A strategy that cannot continue a
// placement hands it to one that can (lens.continueFrom).
func (m *Model) Continue(prefix []int) error {
	n := m.spec.n
	if err := solver.ValidatePlacement(n, prefix); err != nil {
		return fmt.Errorf("cannot continue from %v on %d×%d: %w", prefix, n, n, err)
	}
	m.player.pause()
	m.spec.prefix = slices.Clone(prefix)
	m.note = m.com.Lang.T(i18n.NoteContinuing)
	if h, ok := m.lens.continueFrom(m.spec.opt); ok {
		m.note = m.spec.handOver(m.com.Lang, h)
	}
	m.restart()
	m.updateKeys()
	return nil
}

// GoToSolution restarts the search and runs it, in budgeted chunks like n,
// to its k-th solution, so that a learner can rewind from there and see how
// the search got to it. The solutions are numbered in the order plain
// backtracking finds them: a strategy that finds them in another order
// hands over to one that does not (lens.toSolution).
func (m *Model) GoToSolution(k uint64) tea.Cmd {
	m.player.pause()
	m.spec.prefix = nil
	m.note = "" // (and not what was said before)
	if h, ok := m.lens.toSolution(k, m.spec.opt); ok {
		m.note = m.spec.handOver(m.com.Lang, h)
	}
	m.restart()
	m.jump.kind = solver.Solution
	cmd := m.seekTo(toEvent, k)
	m.updateKeys()
	return cmd
}

// Update implements common.Component.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case tickMsg:
		if m.player.current(msg) {
			cmd = m.onTick()
		}
	case classMsg:
		m.class.done(msg, m.run)
	case totalMsg:
		m.totals.done(msg)
	case common.NChangedMsg:
		next := m.spec.nSteps.Landed(m.com.N)
		if m.cmp.view != nil {
			next = tea.Batch(next, m.cmp.view.SetN())
		}
		if m.com.N != m.spec.n {
			m.player.pause()
			m.spec.n, m.spec.prefix = m.com.N, nil
			m.restart()
			cmd = m.after()
		}
		cmd = tea.Batch(cmd, next)
	case tea.KeyMsg:
		cmd = common.EachKey(msg, m.onKey)
	case AnswerMsg:
		cmd = m.answerNow(&msg.Answer)
	case SkipMsg:
		cmd = m.answerNow(nil)
	case captureMsg:
		m.note = m.capture.done(msg)
	default:
		if m.cmp.view != nil {
			cmd = m.cmp.view.Update(msg) // its ticks
		}
	}
	m.updateKeys()
	return m, cmd
}

// updateKeys enables the bindings that apply and names what they do now
// (keyMap.setState). It runs after every change of state, so that the next
// key finds the bindings right whether or not a frame was drawn in
// between.
func (m *Model) updateKeys() {
	m.keys.setState(keyState{
		playing: m.player.playing, seeking: m.jump.goal != none, prompt: m.prompt.on, done: m.st.IsDone(), n: m.spec.n,
		predict: m.predict.on, asking: m.predict.on && m.predict.asking && !m.follow.on, // (in a room only the teacher skips)
		next: nextStrategy(m.spec.strategy), lens: m.lens.traits(), mrv: m.spec.opt.MRV, focus: m.screen.focus, goals: m.jump.goals,
		lang: m.com.Lang,
	})
}

// onTick advances the animation or the search by one frame's worth.
func (m *Model) onTick() tea.Cmd {
	switch {
	case m.jump.goal != none:
		return m.seekFrame()
	case m.player.playing:
		m.advance(m.player.frameEvents(), nil)
		cmd := m.after()
		if m.st.IsDone() {
			m.player.playing = false
			return cmd
		}
		return tea.Batch(cmd, m.player.tick(m.player.next(m.st.Event().Kind == solver.Solution)))
	}
	return nil
}

// advance applies up to n events (n < 0: as many as the frame budget
// allows), stopping after an event stop reports (stop may be nil); it
// reports whether it stopped there.
func (m *Model) advance(n int, stop func(solver.Event) bool) bool {
	p := &m.player
	limit := n
	if n < 0 && p.eventsPerFrame > 0 {
		limit = p.eventsPerFrame
	}
	// The tree, where it shows, is fed each event as it comes (tree.Next):
	// no replay, and the cost of a step only grows by the tree's share.
	feed := m.tree.ready(m.st, m.tree.wanted(m.screen.focus, m.lens))
	defer func() {
		m.jump.walked = max(m.jump.walked, m.st.Step())
		if feed {
			m.tree.reach = max(m.tree.reach, m.tree.built.Step())
		}
	}()
	// Predict mode stops the player and the step key before a decision
	// it asks about (jumps run through).
	asks := m.predict.on && m.jump.goal == none
	deadline := p.clock().Add(budget)
	for i := 0; limit < 0 || i < limit; i++ {
		if asks && m.follow.ask(&m.predict, m.st, m.spec.n, &m.player) {
			break
		}
		// Reading the clock costs more than a step: look every 256.
		if i&255 == 255 && p.eventsPerFrame <= 0 && p.clock().After(deadline) {
			break
		}
		if m.st.IsDone() {
			break
		}
		var ev solver.Event
		if feed {
			ev = m.tree.built.Next(m.st)
		} else {
			ev = m.st.Next()
		}
		if stop != nil && stop(ev) {
			return true
		}
	}
	return false
}

// after runs after every move of the stepper: it brings the search tree
// along where it shows, notes how far the run has come, starts the walk for
// the timeline if the run is new, and names the symmetry class of a
// solution on screen, inline for small boards and through a command for
// large ones.
func (m *Model) after() tea.Cmd {
	if target, ok := m.tree.followTree(m.st, m.screen.focus, m.lens); ok {
		if cmd := m.seekTo(toTreeStep, target); cmd != nil {
			return cmd // a replay for the tree started, and ran this after
		}
	}
	m.jump.walked = max(m.jump.walked, m.st.Step())
	if !m.follow.on { // (the room's cursor puts up and takes down the questions)
		m.predict.after(m.st, m.spec.n, &m.player, m.jump.goal != none)
	}
	return tea.Batch(m.totals.start(m.com.Work(), m.spec.key(m.lens, m.replay), m.spec.start(m.lens), m.shown), m.class.classify(m.com.Work(), m.com.Lang, m.st, m.run, m.spec.n, &m.player))
}

// nextStrategy returns the strategy after s in the order a cycles through
// (solver.Strategies: the view draws every strategy).
func nextStrategy(s solver.Strategy) solver.Strategy {
	all := solver.Strategies
	return all[(slices.Index(all, s)+1)%len(all)]
}
