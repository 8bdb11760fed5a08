// Package watch is the live visualizer: it drives a solver.Stepper with
// tea.Tick, plays, pauses, steps both ways and jumps to the next solution or
// backtrack, and shows the board with panels (counters, pseudocode, the
// solver's arrays, bitmasks or domains, the call stack, a legend) and a
// narration of each event. It draws all four strategies with the same
// controls: plain backtracking with arrays or bitmasks, forward checking
// (with or without MRV) and min-conflicts.
package watch

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/solver/tree"
	"github.com/nqueens/nqueens/ui/board"
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

	// Clock returns the time, for the per-frame budget (default time.Now).
	Clock func() time.Time
	// EventsPerFrame, when positive, replaces the time budget: a frame at
	// Max speed or of a search applies exactly this many events. Tests use
	// it to be deterministic.
	EventsPerFrame int
	// NoTimer, when set, makes play/pause do nothing: the view never
	// schedules a tick of its own, so that a recording, which steps it
	// with keys, does not depend on a clock.
	NoTimer bool
}

// tickMsg drives the animation. id tells watch models apart and gen the
// generations of one model's tick loop: a tick of an older generation is
// dropped, so pausing, resuming or changing speed never runs two loops (the
// bubbles spinner's pattern).
type tickMsg struct{ id, gen int }

// classMsg carries the symmetry class of a solution computed off the UI
// thread; id is the request's (see common.Task).
type classMsg struct {
	id, run int
	index   uint64
	label   string
}

var lastID atomic.Int64

// Model is the watch view. It implements common.Component.
type Model struct {
	com           *common.Common
	keys          keyMap
	width, height int
	board         board.Board
	rend          *board.Renderer
	plan          plan
	legendColW    int // the width of one column of the legend, once known
	painted       map[painted]string

	n        int // the board size of st: Common.N once NChangedMsg is handled
	strategy solver.Strategy
	opt      solver.StepperOptions
	prefix   []int // the queens the search starts from (play mode hands them over)
	st       *solver.Stepper
	run      int // counts restarts, to drop results about an older run

	speed   int // steps per second, or Max
	carry   int // events owed to the next frame at speeds above fps
	playing bool
	seeking goal   // where a jump runs to in budgeted chunks, none when not seeking
	target  uint64 // the occurrence of its kind to stop at (its counter's value then), or the step
	walked  uint64 // the furthest step of this run so far: seeking up to it is one replay
	id, gen int

	focus   bool   // z: only the board and the narration
	treeOn  bool   // t: the search tree in place of the panels
	shown   bool   // between Show and Hide
	marked  bool   // m has marked a step
	mark    uint64 // the step m marked
	markRun runKey // in this run: the mark holds across restarts of it

	// plainAt caches, for fc, what PlainNodes said at one step of one
	// run: the count costs a walk of plain backtracking to that moment.
	plainAt struct {
		run   int
		step  uint64
		limit uint64
		nodes uint64
		ok    bool
	}

	// The search tree of the run, built when the panel first shows it
	// (nil before, and again after a restart) and fed while it shows;
	// treeReach is the furthest step it has been fed, up to which a Sync
	// costs one snapshot interval (see followTree).
	tree      *tree.Tree
	treeReach uint64

	input   textinput.Model // the ":" prompt: go to step
	inputOn bool

	totals   map[runKey]*runTotal // the runs walked for the timeline
	totalT   common.Task          // the walk under way
	totalFor runKey               // the run it walks

	note  string // a transient remark on the second status line
	class struct {
		run   int
		index uint64
		label string
	}
	classT common.Task // the class of a large board's solution, found off the UI thread
	seq    int         // request ids of classT and totalT

	clock          func() time.Time
	eventsPerFrame int
	noTimer        bool
}

// New returns a watch view of the board size com.N, sharing com (its
// Styles must be set).
func New(com *common.Common, o Options) *Model {
	if o.Speed < 0 {
		o.Speed = DefaultSpeed
	}
	if o.Clock == nil {
		o.Clock = time.Now
	}
	m := &Model{
		com:            com,
		keys:           newKeyMap(),
		rend:           board.NewRenderer(com.Styles),
		n:              min(max(com.N, 1), solver.MaxN),
		strategy:       o.Strategy,
		opt:            o.Stepper,
		speed:          o.Speed,
		id:             int(lastID.Add(1)),
		clock:          o.Clock,
		eventsPerFrame: o.EventsPerFrame,
		noTimer:        o.NoTimer,
		input:          common.NumberInput(com.Styles, "go to step "),
		totals:         map[runKey]*runTotal{},
		painted:        map[painted]string{},
	}
	m.restart()
	m.updateKeys()
	return m
}

// Init implements common.Component: the view starts paused, before the
// first step, so there is nothing to schedule.
func (m *Model) Init() tea.Cmd { return nil }

// SetSize implements common.Component.
func (m *Model) SetSize(width, height int) {
	m.width, m.height = max(width, 0), max(height, 0)
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
	m.pause()
	m.cancelSeek()
	if m.classT.Busy() {
		m.classT.Stop()
		m.class.run = 0 // not found: Show looks again
	}
	m.totalT.Stop()
	m.updateKeys()
}

// cancelSeek stops a jump under way, saying where it stopped.
func (m *Model) cancelSeek() {
	if m.seeking != none {
		m.seeking = none
		m.gen++
		m.note = "cancelled at step " + solver.Thousands(m.st.Step())
	}
}

// Capturing implements common.Component: the ":" prompt owns every key.
func (m *Model) Capturing() bool { return m.inputOn }

// ShortHelp implements help.KeyMap.
func (m *Model) ShortHelp() []key.Binding { return m.keys.ShortHelp() }

// FullHelp implements help.KeyMap.
func (m *Model) FullHelp() [][]key.Binding { return m.keys.FullHelp() }

// Stepper returns the stepper the view drives (for tests and for views
// that want to continue from the same position).
func (m *Model) Stepper() *solver.Stepper { return m.st }

// Playing reports whether the animation runs.
func (m *Model) Playing() bool { return m.playing }

// restart starts the search over with the current N, strategy and
// options. Min-conflicts takes no queens given: they stay for the other
// strategies, and m.prefix is the starting queens of m.start().
func (m *Model) restart() {
	st, err := solver.NewWith(m.n, m.strategy, m.start(), m.opt)
	if err != nil {
		// NewWith only fails on N, a strategy or a placement out of
		// range, which the keys and Continue never produce.
		panic(err)
	}
	m.st = st
	m.run++
	m.seeking = none
	m.carry = 0
	m.walked = 0
	m.classT.Stop()
	m.tree, m.treeReach = nil, 0
}

// start returns the queens the run starts from: none for min-conflicts,
// which makes a placement of its own.
func (m *Model) start() []int {
	if !m.strategy.Exhaustive() {
		return nil
	}
	return m.prefix
}

// Continue restarts the search from a valid placement of queens on the
// first rows of the board (the play view hands its board over this way;
// the root has made Common.N its size). Min-conflicts cannot continue a
// placement: the search goes on with forward checking.
func (m *Model) Continue(prefix []int) error {
	if err := solver.ValidatePlacement(m.n, prefix); err != nil {
		return fmt.Errorf("cannot continue from %v on %d×%d: %w", prefix, m.n, m.n, err)
	}
	m.pause()
	m.prefix = slices.Clone(prefix)
	m.note = "continuing the search from the placement you made"
	if !m.strategy.Exhaustive() {
		m.strategy = solver.FC
		m.note = "min-conflicts makes its own placement: forward checking continues from yours"
	}
	m.restart()
	m.updateKeys()
	return nil
}

// GoToSolution restarts the search and runs it, in budgeted chunks like n,
// to its k-th solution, so that a learner can rewind from there and see how
// the search got to it. The solutions are numbered in the order plain
// backtracking finds them, as forward checking does without MRV: with MRV
// it is turned off, and min-conflicts gives way to forward checking.
func (m *Model) GoToSolution(k uint64) tea.Cmd {
	m.pause()
	m.prefix = nil
	note := ""
	switch {
	case !m.strategy.Exhaustive():
		m.strategy, m.opt.MRV = solver.FC, false
		note = "min-conflicts finds one solution of its own: forward checking finds solution " + solver.Thousands(k)
	case m.strategy == solver.FC && m.opt.MRV:
		m.opt.MRV = false
		note = "MRV finds the solutions in another order: MRV is off to reach solution " + solver.Thousands(k)
	}
	m.note = note // (and not what was said before)
	m.restart()
	cmd := m.seekTo(toSolution, k)
	m.updateKeys()
	return cmd
}

// Update implements common.Component.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case tickMsg:
		if msg.id == m.id && msg.gen == m.gen {
			cmd = m.onTick()
		}
	case classMsg:
		if m.classT.Done(msg.id) && msg.run == m.run {
			m.class.run, m.class.index, m.class.label = msg.run, msg.index, msg.label
		}
	case totalMsg:
		if m.totalT.Done(msg.id) {
			m.totals[msg.key] = msg.total
		}
	case common.NChangedMsg:
		if m.com.N != m.n {
			m.pause()
			m.n, m.prefix = m.com.N, nil
			m.restart()
			cmd = m.after()
		}
	case tea.KeyMsg:
		cmd = common.EachKey(msg, m.onKey)
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
		playing: m.playing, seeking: m.seeking != none, prompt: m.inputOn, done: m.st.IsDone(), n: m.n,
		strategy: m.strategy, mrv: m.opt.MRV,
	})
}

// onKey handles a key press.
func (m *Model) onKey(msg tea.KeyMsg) tea.Cmd {
	if m.inputOn {
		return m.inputKey(msg)
	}
	if m.seeking != none {
		// Any key cancels a jump, and does nothing else.
		m.cancelSeek()
		return m.after()
	}
	k := &m.keys
	m.note = ""
	switch {
	case key.Matches(msg, k.Play, k.Pause):
		if m.noTimer {
			return nil
		}
		if m.playing {
			m.pause()
			return m.after() // the class of a solution paused on
		}
		if m.st.IsDone() {
			m.restart()
		}
		m.playing = true
		return tea.Batch(m.startLoop(), m.after())
	case key.Matches(msg, k.Forward):
		m.pause()
		m.advance(1, nil)
	case key.Matches(msg, k.Back):
		m.pause()
		if !m.st.Back() {
			m.note = "already at the start"
		}
	case key.Matches(msg, k.NextSolution):
		return m.seek(toSolution)
	case key.Matches(msg, k.NextBacktrack):
		return m.seek(toBacktrack)
	case key.Matches(msg, k.PrevSolution):
		m.pause()
		if !m.st.SeekPrev(solver.Solution) {
			m.note = "no earlier solution"
		}
	case key.Matches(msg, k.PrevBacktrack):
		m.pause()
		if back := m.goalKind(toBacktrack); !m.st.SeekPrev(back) {
			m.note = "no earlier " + kindName(back)
		}
	case key.Matches(msg, k.GoTo):
		m.pause()
		m.inputOn = true
		m.input.Reset()
		return m.input.Focus()
	case key.Matches(msg, k.First):
		return m.goTo(0)
	case key.Matches(msg, k.Last):
		return m.seekTo(toEnd, 0)
	case key.Matches(msg, k.Mark):
		m.marked, m.mark, m.markRun = true, m.st.Step(), m.runKey()
		m.note = "marked step " + solver.Thousands(m.mark) + " — ' comes back to it"
	case key.Matches(msg, k.ToMark):
		if !m.hasMark() {
			m.note = "no mark yet: m marks the step on screen"
			return nil
		}
		return m.goTo(m.mark)
	case key.Matches(msg, k.Focus):
		m.focus = !m.focus
	case key.Matches(msg, k.Tree):
		m.toggleTree()
	case key.Matches(msg, k.Attacks):
		m.rend.SetShow(m.rend.Show().Next())
		m.note = "the board shows " + m.rend.Show().String() + " — v changes it"
		if !m.strategy.Exhaustive() {
			m.note = "min-conflicts tints no attacked square (its heat map counts them): v is for the other strategies"
		}
	case key.Matches(msg, k.Faster):
		return m.setSpeed(faster(m.speed))
	case key.Matches(msg, k.Slower):
		return m.setSpeed(slower(m.speed))
	case key.Matches(msg, k.Restart):
		m.restart()
	case key.Matches(msg, k.Strategy):
		m.strategy = nextStrategy(m.strategy)
		if !m.strategy.Exhaustive() && len(m.prefix) > 0 {
			m.note = "min-conflicts makes its own placement: the queens given wait for the next strategy"
		}
		m.restart()
	case key.Matches(msg, k.mrvElsewhere):
		m.note = "o turns MRV on and off, an option of forward checking (fc): a switches to it"
		return nil
	case key.Matches(msg, k.MRV):
		m.opt.MRV = !m.opt.MRV
		m.restart()
		m.note = "MRV off: forward checking fills the rows top down"
		if m.opt.MRV {
			m.note = "MRV on: forward checking fills next the row with the fewest squares left (▸ marks it)"
		}
	case key.Matches(msg, k.Smaller):
		return common.SetN(m.n - 1)
	case key.Matches(msg, k.Larger):
		return common.SetN(m.n + 1)
	default:
		return nil
	}
	return m.after()
}

// inputKey edits the ":" prompt: digits, enter goes to the step, esc
// closes it.
func (m *Model) inputKey(msg tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(msg, m.keys.Close):
		m.inputOn = false
		m.note = ""
		return nil
	case key.Matches(msg, m.keys.Accept):
		v := strings.TrimSpace(m.input.Value())
		step, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			m.note = "type a step number (" + m.stepRange() + "), enter to go, esc to cancel"
			return nil
		}
		m.inputOn = false
		m.note = ""
		return m.goTo(step)
	}
	if msg.Type == tea.KeyRunes && strings.Trim(string(msg.Runes), "0123456789") != "" {
		m.note = "digits only: a step number (" + m.stepRange() + "), enter to go, esc to cancel"
		return nil
	}
	m.note = ""
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(msg)
	return cmd
}

// hasMark reports whether m has marked a step of the current run (N,
// strategy and starting queens).
func (m *Model) hasMark() bool { return m.marked && m.markRun == m.runKey() }

// stepRange says which steps there are: "0–15,720", or "0, 1, …" while
// the run's length is not known.
func (m *Model) stepRange() string {
	if t, ok := m.total(); ok {
		return common.ASCII(m.com.Styles, "0–"+solver.Thousands(t.steps))
	}
	return "0, 1, …"
}

// goTo moves to a step: at once when the run has been there already (one
// replay from the nearest snapshot), in budgeted chunks like n otherwise.
func (m *Model) goTo(step uint64) tea.Cmd {
	m.pause()
	if t, ok := m.total(); ok && step > t.steps {
		m.note = "the run has " + solver.Thousands(t.steps) + " steps: going to the last"
		step = t.steps
	}
	if step <= max(m.walked, m.st.Step()) {
		m.st.Seek(step)
		return m.after()
	}
	return m.seekTo(toStep, step)
}

// pause stops the animation; its pending tick will be dropped.
func (m *Model) pause() {
	if m.playing {
		m.playing = false
		m.gen++
	}
}

// startLoop starts a new generation of ticks.
func (m *Model) startLoop() tea.Cmd {
	m.gen++
	m.carry = 0
	return m.tick(m.interval())
}

func (m *Model) tick(d time.Duration) tea.Cmd {
	id, gen := m.id, m.gen
	return tea.Tick(d, func(time.Time) tea.Msg { return tickMsg{id: id, gen: gen} })
}

// interval is the time between ticks at the current speed: one event per
// tick up to fps steps per second, one frame above.
func (m *Model) interval() time.Duration {
	if m.speed == Max || m.speed >= fps {
		return frame
	}
	return time.Second / time.Duration(m.speed)
}

// setSpeed changes the speed; a running loop restarts at the new pace
// (a new generation, so the old tick is dropped rather than doubling up).
func (m *Model) setSpeed(s int) tea.Cmd {
	m.speed = s
	if m.playing {
		return m.startLoop()
	}
	return nil
}

// goal is where a jump runs to.
type goal uint8

const (
	none        goal = iota
	toSolution       // n: the next solution
	toBacktrack      // b: the next backtrack
	toStep           // ":", ' and g: a step
	toTreeStep       // a step, feeding the tree on the way (see followTree)
	toEnd            // G: the end of the run
)

// kind is the event kind a goal stops at (None for a step).
func (g goal) kind() solver.Kind {
	switch g {
	case toSolution:
		return solver.Solution
	case toBacktrack:
		return solver.Backtrack
	case toEnd:
		return solver.Done
	}
	return solver.None
}

// goalKind is the event kind a goal stops at in the current strategy: b
// and B go from backtrack to backtrack, and with min-conflicts, which never
// backtracks, from restart to restart.
func (m *Model) goalKind(g goal) solver.Kind {
	if g == toBacktrack && !m.strategy.Exhaustive() {
		return solver.Start
	}
	return g.kind()
}

// kindName names an event kind in the view's words: a start of
// min-conflicts that b can jump to is a restart (the first start is
// step 1).
func kindName(k solver.Kind) string {
	if k == solver.Start {
		return "restart"
	}
	return k.String()
}

// nextStrategy returns the strategy after s in the order a cycles through
// (solver.Strategies: the view draws every strategy).
func nextStrategy(s solver.Strategy) solver.Strategy {
	all := solver.Strategies
	return all[(slices.Index(all, s)+1)%len(all)]
}

// goalName says what a jump under way does.
func (m *Model) goalName() string {
	switch m.seeking {
	case toStep:
		return "going to step " + solver.Thousands(m.target)
	case toTreeStep:
		return "building the search tree up to step " + solver.Thousands(m.target)
	case toEnd:
		return "running to the end"
	}
	return "searching for the next " + kindName(m.goalKind(m.seeking))
}

// seek starts running toward the next event of the goal's kind. With
// min-conflicts the next start is a restart: the first one is step 1.
func (m *Model) seek(g goal) tea.Cmd {
	k := m.goalKind(g)
	next := m.st.Counters().Of(k) + 1
	if k == solver.Start {
		next = max(next, 2)
	}
	return m.seekTo(g, next)
}

// seekTo starts running toward the target of goal g — the occurrence-th
// event of its kind (counted from the start of the run), or the step — in
// budgeted chunks, one per frame, so that a long way on a large board
// never freezes the UI.
func (m *Model) seekTo(g goal, target uint64) tea.Cmd {
	m.pause()
	if m.st.IsDone() {
		m.note = "the search is over — r restarts, g goes to the start"
		return m.after()
	}
	m.seeking, m.target = g, target
	m.gen++
	// The first chunk runs now, so a near target is reached without a
	// frame of delay.
	return m.onTick()
}

// reached reports whether ev is the target of the jump under way.
func (m *Model) reached(ev solver.Event) bool {
	if m.seeking == toStep || m.seeking == toTreeStep {
		return ev.Counters.Steps >= m.target
	}
	return ev.Kind == m.goalKind(m.seeking) && ev.Counters.Of(ev.Kind) >= m.target
}

// onTick advances the animation or the search by one frame's worth.
func (m *Model) onTick() tea.Cmd {
	switch {
	case m.seeking != none:
		found := m.advance(-1, m.reached)
		if found || m.st.IsDone() {
			if !found {
				if m.seeking == toStep || m.seeking == toTreeStep {
					m.note = "the run ends at step " + solver.Thousands(m.st.Step())
				} else {
					m.note = "no further " + kindName(m.goalKind(m.seeking)) + ": the search is over"
				}
			}
			m.seeking = none
			return m.after()
		}
		return tea.Batch(m.after(), m.tick(frame))
	case m.playing:
		n := 1
		if m.speed == Max {
			n = -1
		} else if m.speed > fps {
			m.carry += m.speed
			n, m.carry = m.carry/fps, m.carry%fps
		}
		m.advance(n, nil)
		cmd := m.after()
		if m.st.IsDone() {
			m.playing = false
			return cmd
		}
		d := m.interval()
		if m.st.Event().Kind == solver.Solution && m.speed != Max && m.speed <= 30 {
			d = max(d, hold)
		}
		return tea.Batch(cmd, m.tick(d))
	}
	return nil
}

// advance applies up to n events (n < 0: as many as the frame budget
// allows), stopping after an event stop reports (stop may be nil); it
// reports whether it stopped there.
func (m *Model) advance(n int, stop func(solver.Event) bool) bool {
	limit := n
	if n < 0 && m.eventsPerFrame > 0 {
		limit = m.eventsPerFrame
	}
	// The tree, where it shows, is fed each event as it comes (tree.Next):
	// no replay, and the cost of a step only grows by the tree's share.
	feed := m.treeReady()
	defer func() {
		m.walked = max(m.walked, m.st.Step())
		if feed {
			m.treeReach = max(m.treeReach, m.tree.Step())
		}
	}()
	deadline := m.clock().Add(budget)
	for i := 0; limit < 0 || i < limit; i++ {
		// Reading the clock costs more than a step: look every 256.
		if i&255 == 255 && m.eventsPerFrame <= 0 && m.clock().After(deadline) {
			break
		}
		if m.st.IsDone() {
			break
		}
		var ev solver.Event
		if feed {
			ev = m.tree.Next(m.st)
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
	if cmd := m.followTree(); cmd != nil {
		return cmd // a replay for the tree started, and ran this after
	}
	m.walked = max(m.walked, m.st.Step())
	return tea.Batch(m.startTotal(), m.classify())
}

// classify names the symmetry class of a solution on screen.
func (m *Model) classify() tea.Cmd {
	ev := m.st.Event()
	if ev.Kind != solver.Solution || (m.class.run == m.run && m.class.index == ev.Index) {
		return nil
	}
	large := m.n > classifyInline
	if large && m.playing && m.speed == Max {
		// Gone before it could be shown; not noted as asked for, so that
		// pausing on it asks.
		return nil
	}
	m.class.run, m.class.index, m.class.label = m.run, ev.Index, ""
	n, queens, run := m.n, m.st.Queens(), m.run
	if !large {
		m.class.label = classLabel(context.Background(), n, queens)
		return nil
	}
	ctx := m.classT.Start(&m.seq)
	id := m.classT.ID
	return func() tea.Msg {
		ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		return classMsg{id: id, run: run, index: ev.Index, label: classLabel(ctx, n, queens)}
	}
}

// faster returns the next speed up the ladder.
func faster(s int) int {
	if s == Max {
		return Max
	}
	for _, v := range speeds {
		if v > s {
			return v
		}
	}
	return Max
}

// slower returns the next speed down the ladder.
func slower(s int) int {
	if s == Max {
		return speeds[len(speeds)-1]
	}
	for i := len(speeds) - 1; i >= 0; i-- {
		if speeds[i] < s {
			return speeds[i]
		}
	}
	return speeds[0]
}
