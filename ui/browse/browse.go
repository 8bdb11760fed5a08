// Package browse is the solutions browser of the nqueens UI: a Bubble Tea
// component that pages through the solutions of one board size (or through
// one solution per symmetry class), jumps to any solution by its number,
// shows each solution's symmetry class, and hands a solution to the watch
// view.
//
// It keeps nothing but a window of boards around the current solution: the
// solutions are enumerated on demand and reached by counting subtrees, so
// paging through N=14 or jumping to the last solution of N=16 costs the
// same memory as N=8. Anything that may take long runs as a tea.Cmd with a
// cancellable context, and its result carries a request id so that results
// overtaken by a newer request are dropped.
package browse

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"sync"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/spinner"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
	"github.com/nqueens/nqueens/ui/common"
)

// Model is the solutions browser. It implements common.Component.
type Model struct {
	com     *common.Common
	keys    keyMap
	list    list
	render  *board.Renderer
	spin    common.BusySpinner
	input   textinput.Model
	inputOn bool
	class   bool // show the symmetry class instead of the board
	width   int
	height  int

	e     *solver.Enumerator // on the current solution; nil while a command holds it, or after one was cancelled
	cur   window
	none  bool   // the board has no solution
	delta int    // steps asked for while a navigation ran
	last  bool   // go to the last solution once it is counted
	msg   string // the status line
	warn  bool   // msg is an error
	// redo starts again the navigation in flight, which Hide cancels: Show
	// calls it. nil when no navigation runs.
	redo func() tea.Cmd

	counts counter // countSolutions, but in tests
	seq    int
	nav    common.Task
	count  common.Task
	nearby nearby      // the current solution's, for the thumbnails
	hand   common.Task // finding the index among all solutions of a fundamental, for w
	sym    symmetry    // the class of the current solution
	shown  bool        // the view is the active one: its work may run
	// noClassIndex skips finding the class index after each move, for the
	// paging benchmark: the UI runs it off the UI thread and cancels it on
	// the next move, but run synchronously it would dominate the figure.
	noClassIndex bool
}

// New returns a browser of the solutions of the board of size com.N. It
// starts loading solution 1 and counting the solutions when first shown.
func New(com *common.Common) *Model {
	m := &Model{
		com:    com,
		keys:   newKeyMap(com.Lang),
		list:   list{n: min(max(com.N, 1), solver.MaxN), totals: map[totalKey]uint64{}, lang: com.Lang},
		counts: countSolutions,
		render: board.NewRenderer(com.Styles, com.Lang),
		input:  common.NumberInput(com.Styles, com.Lang.T(i18n.BrowseInput)),
		spin:   common.NewBusySpinner(com.Styles),
	}
	m.updateKeys()
	return m
}

// SetSize implements common.Component.
func (m *Model) SetSize(w, h int) {
	m.width, m.height = max(w, 0), max(h, 0)
}

// Init implements common.Component: the work starts in Show.
func (m *Model) Init() tea.Cmd { return nil }

// Show implements common.Component: it loads the current solution (the
// first, the first time) and its neighbours, counts the solutions where that
// takes about a minute at most, and finds the class of the current one,
// whichever of them is missing — Hide may have cancelled any.
func (m *Model) Show() tea.Cmd {
	m.shown = true
	var cmds []tea.Cmd
	// Keep the steps asked for while the cancelled navigation ran.
	delta, last := m.delta, m.last
	switch {
	case m.redo != nil:
		cmds = append(cmds, m.redo())
	case m.cur.queens == nil && !m.none:
		cmds = append(cmds, m.jump(1))
	case m.cur.queens != nil:
		if !m.sym.known {
			cmds = append(cmds, m.sym.classify(m.com.Work(), &m.seq, &m.list, m.cur, m.noClassIndex))
		}
		if !m.nearby.ok {
			cmds = append(cmds, m.nearby.load(m.com.Work(), &m.seq, m.list.n, m.cur))
		}
	}
	m.delta, m.last = delta, last
	cmds = append(cmds, m.startCount())
	m.updateKeys()
	return tea.Batch(append(cmds, m.spin.Start(m.busy()))...)
}

// Hide implements common.Component: it cancels all the work in flight;
// Show starts what is missing again (a w waiting for a fundamental's number
// is not: it is pressed again).
func (m *Model) Hide() {
	m.shown = false
	m.stop()
	m.updateKeys()
}

// Capturing implements common.Component: the ":" prompt owns every key.
func (m *Model) Capturing() bool { return m.inputOn }

// ShortHelp implements help.KeyMap.
func (m *Model) ShortHelp() []key.Binding { return m.keys.ShortHelp() }

// FullHelp implements help.KeyMap.
func (m *Model) FullHelp() [][]key.Binding { return m.keys.FullHelp() }

// stop cancels all the work in flight: the tasks busy reports on.
func (m *Model) stop() {
	m.nav.Stop()
	m.count.Stop()
	m.sym.task.Stop()
	m.nearby.task.Stop()
	m.hand.Stop()
}

// restart drops everything in flight and every board of the old size.
func (m *Model) restart() {
	m.stop()
	m.e, m.cur, m.none, m.delta, m.last, m.sym.known, m.redo, m.nearby.ok = nil, window{}, false, 0, false, false, nil, false
}

// Update implements common.Component: keys, the board size and the results
// of its commands.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case common.NChangedMsg:
		cmd = m.setN(m.com.N)
	case navMsg:
		cmd = m.navDone(msg)
	case countMsg:
		cmd = m.countDone(msg)
	case classMsg:
		m.sym.done(msg)
	case nearMsg:
		if m.nearby.done(msg, &m.cur) {
			cmd = m.learnt(m.cur.unique, msg.total)
		}
	case handMsg:
		if m.hand.Done(msg.id) {
			cmd = func() tea.Msg { return msg.open }
		}
	case spinner.TickMsg:
		return m, m.spin.Tick(msg, m.busy())
	case tea.KeyMsg:
		cmd = common.EachKey(msg, m.key)
	}
	m.updateKeys()
	return m, tea.Batch(cmd, m.spin.Start(m.busy()))
}

func (m *Model) busy() bool {
	return m.nav.Busy() || m.count.Busy() || m.sym.task.Busy() || m.nearby.task.Busy() || m.hand.Busy()
}

func (m *Model) key(msg tea.KeyMsg) tea.Cmd {
	if m.inputOn {
		return m.inputKey(msg)
	}
	k := m.keys
	switch {
	case key.Matches(msg, k.Next):
		return m.step(1)
	case key.Matches(msg, k.Prev):
		return m.step(-1)
	case key.Matches(msg, k.PageDown):
		return m.step(10)
	case key.Matches(msg, k.PageUp):
		return m.step(-10)
	case key.Matches(msg, k.First):
		m.setMsg("", false)
		return m.jump(1)
	case key.Matches(msg, k.Last):
		return m.toLast()
	case key.Matches(msg, k.Jump):
		m.inputOn = true
		m.input.Reset()
		m.setMsg("", false)
		return m.input.Focus()
	case key.Matches(msg, k.Unique):
		return m.toggleUnique()
	case key.Matches(msg, k.Class):
		m.class = !m.class
	case key.Matches(msg, k.Watch):
		return m.watch()
	case key.Matches(msg, k.Smaller):
		return common.SetN(m.list.n - 1)
	case key.Matches(msg, k.Larger):
		return common.SetN(m.list.n + 1)
	}
	return nil
}

// inputKey edits the jump input: enter jumps, esc closes it.
func (m *Model) inputKey(msg tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(msg, m.keys.Cancel):
		m.inputOn = false
		m.setMsg("", false)
		return nil
	case key.Matches(msg, m.keys.Accept):
		v := strings.TrimSpace(m.input.Value())
		k, err := strconv.ParseUint(v, 10, 64)
		total, known := m.list.total()
		switch {
		case v == "":
			m.setMsg(m.com.Lang.Sprintf(i18n.BrowseTypeNumber, common.KeyName(m.keys.Cancel)), true)
			return nil
		case err != nil || k == 0:
			m.setMsg(m.com.Lang.Sprintf(i18n.BrowseNotNumber, strconv.Quote(v), m.list.rangeText(m.com.Styles, m.cur.k)), true)
			return nil
		case known && k > total:
			m.setMsg(m.list.has(total, m.list.rangeText(m.com.Styles, m.cur.k)), true)
			return nil
		}
		m.inputOn = false
		m.setMsg("", false)
		return m.jump(k)
	}
	if msg.Type == tea.KeyRunes && strings.Trim(string(msg.Runes), "0123456789") != "" {
		m.setMsg(m.com.Lang.Sprintf(i18n.BrowseDigitsOnly, m.list.rangeText(m.com.Styles, m.cur.k), common.KeyName(m.keys.Accept), common.KeyName(m.keys.Cancel)), true)
		return nil
	}
	m.setMsg("", false)
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(msg)
	return cmd
}

// walkLimit is how many solutions a move may walk through one by one: a
// few seconds at most on any board (N=30 takes about half a millisecond a
// solution, N=20 a few microseconds), and it needs no count. Farther
// solutions are sought by counting subtrees, which costs about a count.
const walkLimit = 10_000

// near reports whether k is within walkLimit of the window's solution.
func (w *window) near(k uint64) bool {
	return w.queens != nil && max(k, w.k)-min(k, w.k) <= walkLimit
}

// howLongMemo keeps howLong's estimates, by board size and language.
var howLongMemo sync.Map

// howLongKey is a key of howLongMemo.
type howLongKey struct {
	n    int
	lang i18n.Lang
}

// quickCountSeconds is how long a count of the largest quick board,
// solver.MaxQuickCountN, takes on one worker (measured, see that constant).
const quickCountSeconds = 47

// howLong says roughly how long a count of the n×n board takes: under a
// minute up to solver.MaxQuickCountN; beyond, that count's time scaled by
// how much larger the board's search tree is (Knuth's estimate of both,
// solver.ScaleByTree), "about 3 hours on one core", in l.
func howLong(l i18n.Lang, n int) string {
	if n <= solver.MaxQuickCountN {
		return l.T(i18n.BrowseUnderMinute)
	}
	if n > solver.MaxCountN {
		return l.T(i18n.BrowseForever)
	}
	key := howLongKey{n, l}
	if s, ok := howLongMemo.Load(key); ok {
		return s.(string) // the estimate costs milliseconds: once a board
	}
	s := l.Sprintf(i18n.BrowseAbout, roughDuration(l, solver.ScaleByTree(quickCountSeconds, solver.MaxQuickCountN, n, estimateProbes, 1)))
	howLongMemo.Store(key, s)
	return s
}

// setMsg sets the status line, spelled in ASCII with --ascii.
func (m *Model) setMsg(s string, warn bool) { m.msg, m.warn = common.ASCII(m.com.Styles, s), warn }

// enumAt returns the enumerator on the solution cur shows of the list:
// the one kept in *e, or one made on it, and kept there, when a cancelled
// move took the last one with it (nil while no solution is shown, or while
// u changes the mode).
func (l *list) enumAt(e **solver.Enumerator, cur window) *solver.Enumerator {
	if *e == nil && cur.queens != nil && cur.unique == l.unique {
		*e, _ = solver.EnumeratorAt(l.n, cur.queens, cur.k, l.unique)
	}
	return *e
}

// navigate starts a move held by the command cmd makes from the context
// and the request id; redo starts it again if Hide cancels it.
func (m *Model) navigate(cmd func(ctx context.Context, id int) tea.Cmd, redo func() tea.Cmd) tea.Cmd {
	m.e = nil // the command owns the enumerator until its message comes
	ctx := m.nav.Start(m.com.Work(), &m.seq)
	m.redo = redo
	return cmd(ctx, m.nav.ID)
}

// step moves by delta solutions through the enumerator, which the command
// owns meanwhile; steps asked for while it runs add up and follow.
func (m *Model) step(delta int) tea.Cmd {
	if m.none {
		return nil
	}
	m.setMsg("", false)
	if m.nav.Busy() || m.list.enumAt(&m.e, m.cur) == nil {
		m.delta += delta
		return nil
	}
	if total, ok := m.list.total(); ok {
		// Clamp so that a key at either end says so instead of moving.
		target := int64(m.cur.k) + int64(delta)
		switch {
		case delta > 0 && m.cur.k >= total:
			m.setMsg(m.com.Lang.Sprintf(i18n.BrowseIsLast, m.list.one()), false)
			return nil
		case delta < 0 && m.cur.k <= 1:
			m.setMsg(m.com.Lang.Sprintf(i18n.BrowseIsFirst, m.list.one()), false)
			return nil
		case target > int64(total):
			delta = int(int64(total) - int64(m.cur.k))
		case target < 1:
			delta = 1 - int(m.cur.k)
		}
	}
	e, unique := m.e, m.list.unique
	return m.navigate(func(ctx context.Context, id int) tea.Cmd {
		return stepCmd(ctx, id, e, unique, delta, false)
	}, func() tea.Cmd { return m.step(delta) })
}

// jump goes to solution k: by walking from the current solution or from
// the first when k is near either, else by seeking it where that is
// bounded; else it says why not.
func (m *Model) jump(k uint64) tea.Cmd {
	m.delta, m.last = 0, false
	redo := func() tea.Cmd { return m.jump(k) }
	n, unique := m.list.n, m.list.unique
	switch {
	case m.cur.near(k) && m.list.enumAt(&m.e, m.cur) != nil:
		e, delta := m.e, int(int64(k)-int64(m.cur.k))
		return m.navigate(func(ctx context.Context, id int) tea.Cmd {
			return stepCmd(ctx, id, e, unique, delta, true)
		}, redo)
	case k-1 <= walkLimit:
		return m.navigate(func(ctx context.Context, id int) tea.Cmd {
			return walkCmd(ctx, id, n, unique, k)
		}, redo)
	case m.list.seekable():
		return m.navigate(func(ctx context.Context, id int) tea.Cmd {
			return seekCmd(ctx, id, n, unique, k)
		}, redo)
	}
	m.setMsg(m.list.outOfReach(m.com.Styles, k, m.cur.k), true)
	return nil
}

// toLast goes to the last solution, or waits for the count, or says why
// it cannot.
func (m *Model) toLast() tea.Cmd {
	if m.none {
		return nil
	}
	if t, ok := m.list.total(); ok {
		m.setMsg("", false)
		return m.jump(t)
	}
	if !m.list.countable() {
		k := &m.keys
		m.setMsg(m.com.Lang.Sprintf(i18n.BrowseNeedsCount,
			common.KeyName(k.Last), strconv.Itoa(m.list.n), howLong(m.com.Lang, m.list.n), common.KeyName(k.Next), common.KeyName(k.PageDown), common.KeyName(k.Jump),
			m.list.rangeText(m.com.Styles, m.cur.k)), true)
		return nil
	}
	m.last = true
	m.setMsg(m.com.Lang.T(i18n.BrowseCountingLast), false)
	return nil
}

func (m *Model) toggleUnique() tea.Cmd {
	if m.cur.queens == nil {
		m.list.unique = !m.list.unique
		m.sym.known = false
		m.sym.task.Stop()
		return tea.Batch(m.startCount(), m.jump(1))
	}
	if m.cur.unique == m.list.unique {
		// Not in the middle of a switch: the class index must be findable.
		switch {
		case !m.list.unique && !m.list.classFindable(m.cur.k):
			m.setMsg(m.com.Lang.Sprintf(i18n.BrowseClassSlow,
				common.KeyName(m.keys.Unique), strconv.Itoa(m.list.n), common.KeyName(m.keys.First)), true)
			return nil
		case m.list.unique && !m.list.rankFindable(m.cur.k):
			m.setMsg(m.com.Lang.Sprintf(i18n.BrowseRankSlow,
				common.KeyName(m.keys.Unique), strconv.Itoa(m.list.n), common.KeyName(m.keys.First)), true)
			return nil
		}
	}
	m.list.unique = !m.list.unique
	m.sym.known = false
	m.sym.task.Stop()
	m.setMsg("", false)
	return tea.Batch(m.startCount(), m.switchMode())
}

// switchMode moves to the current solution's place in the mode just chosen.
func (m *Model) switchMode() tea.Cmd {
	m.delta, m.last = 0, false
	n, unique, queens := m.list.n, m.list.unique, m.cur.queens
	return m.navigate(func(ctx context.Context, id int) tea.Cmd {
		return switchCmd(ctx, id, n, unique, queens)
	}, m.switchMode)
}

// setN drops the boards of the old size; a shown view loads the new one.
func (m *Model) setN(n int) tea.Cmd {
	if n == m.list.n {
		return nil
	}
	m.list.n = n
	m.setMsg("", false)
	m.restart()
	if !m.shown {
		return nil
	}
	return tea.Batch(m.jump(1), m.startCount())
}

// startCount counts the solutions of the current mode unless known or too
// long to count (the view says so). A count in flight is of the other mode
// (u) or of nothing shown (Hide stops it): it is dropped.
func (m *Model) startCount() tea.Cmd {
	if _, ok := m.list.total(); ok || !m.list.countable() {
		m.count.Stop()
		return nil
	}
	ctx := m.count.Start(m.com.Work(), &m.seq)
	return countCmd(ctx, m.count.ID, m.counts, m.list.n, m.list.unique)
}

func (m *Model) navDone(msg navMsg) tea.Cmd {
	if !m.nav.Done(msg.id) {
		return nil // overtaken by a newer request
	}
	m.redo = nil
	var re *solver.RangeError
	switch {
	case errors.As(msg.err, &re) && re.Total == 0:
		m.none = true
		m.list.setTotal(m.list.unique, 0)
		m.count.Stop()
		return nil
	case errors.As(msg.err, &re):
		// The command took the enumerator: enumAt makes another.
		m.list.setTotal(m.list.unique, re.Total)
		m.setMsg(m.list.has(re.Total, m.list.rangeText(m.com.Styles, m.cur.k)), true)
		m.count.Stop()
		if m.cur.queens == nil || m.cur.unique != m.list.unique {
			return m.jump(1)
		}
		return nil
	case msg.err != nil:
		m.setMsg(msg.err.Error(), true)
		return nil
	}
	m.e, m.cur = msg.e, msg.win
	cmds := []tea.Cmd{m.learnt(m.cur.unique, msg.total)}
	m.sym.known = false
	cmds = append(cmds, m.sym.classify(m.com.Work(), &m.seq, &m.list, m.cur, m.noClassIndex), m.nearby.load(m.com.Work(), &m.seq, m.list.n, m.cur))
	if d := m.delta; d != 0 {
		m.delta = 0
		cmds = append(cmds, m.step(d))
	}
	return tea.Batch(cmds...)
}

// nearby are the solutions before and after the current one, which
// the thumbnails show when they come.
type nearby struct {
	task common.Task // collecting them off the UI thread
	ok   bool        // cur.before and cur.after are loaded
}

// load collects the neighbours of cur, on the board of size n, off the UI
// thread.
func (nb *nearby) load(work context.Context, seq *int, n int, cur window) tea.Cmd {
	nb.ok = false
	ctx := nb.task.Start(work, seq)
	return nearCmd(ctx, nb.task.ID, n, cur.unique, cur.queens, cur.k)
}

// done puts the neighbours msg brings in cur, if they are the ones asked
// for and of the solution still on screen, and reports whether it did
// (msg.total is then what the move learnt of the count).
func (nb *nearby) done(msg nearMsg, cur *window) bool {
	if !nb.task.Done(msg.id) || msg.err != nil || msg.k != cur.k {
		return false
	}
	cur.before, cur.after, nb.ok = msg.before, msg.after, true
	return true
}

// learnt records the number of solutions (unique ones, unique) that a move
// learnt by running into the last one; 0 is none learnt. In the current
// mode it ends the count and lets a G waiting for it go.
func (m *Model) learnt(unique bool, total uint64) tea.Cmd {
	key := totalKey{m.list.n, unique}
	if _, ok := m.list.totals[key]; ok || total == 0 {
		return nil
	}
	m.list.totals[key] = total
	if unique != m.list.unique {
		return nil
	}
	m.count.Stop()
	return m.afterCount()
}

// symmetry is the symmetry class of the current solution, found off the
// UI thread.
type symmetry struct {
	task  common.Task  // finding it
	found solver.Class // the class, when task is done
	known bool         // found is the current solution's class
}

// classify finds the class index of cur, in the list l, off the UI thread
// (in unique mode the index is the solution's own), where that takes about
// a minute at most; skip finds none.
func (c *symmetry) classify(work context.Context, seq *int, l *list, cur window, skip bool) tea.Cmd {
	if l.unique || skip || !l.classFindable(cur.k) {
		c.task.Stop()
		return nil
	}
	ctx := c.task.Start(work, seq)
	return classifyCmd(ctx, c.task.ID, l.n, cur.queens)
}

// done takes the class msg brings, if it is the one asked for.
func (c *symmetry) done(msg classMsg) {
	if c.task.Done(msg.id) {
		if msg.err == nil {
			c.found, c.known = msg.class, true
		}
	}
}

func (m *Model) countDone(msg countMsg) tea.Cmd {
	if !m.count.Done(msg.id) {
		return nil
	}
	if msg.err != nil {
		m.setMsg(m.com.Lang.Sprintf(i18n.BrowseCountFailed, msg.err.Error()), true)
		return nil
	}
	m.list.totals[totalKey{msg.n, msg.unique}] = msg.total
	return m.afterCount()
}

// afterCount goes to the last solution if it was asked for before the count.
func (m *Model) afterCount() tea.Cmd {
	if !m.last {
		return nil
	}
	m.last = false
	m.setMsg("", false)
	if t, _ := m.list.total(); t > 0 {
		return m.jump(t)
	}
	return nil
}

// watch hands the current solution to the watch view; in unique mode its
// index among all solutions is found first, where that is bounded.
func (m *Model) watch() tea.Cmd {
	switch {
	case m.none:
		m.setMsg(m.com.Lang.Sprintf(i18n.BrowseNothingToWatch, strconv.Itoa(m.list.n), common.KeyName(m.keys.Smaller), common.KeyName(m.keys.Larger)), true)
		return nil
	case m.cur.queens == nil || m.cur.unique != m.list.unique:
		m.setMsg(m.com.Lang.Sprintf(i18n.BrowseStillFinding, m.list.kindWord()), true)
		return nil
	case !m.list.unique:
		return watchCmd(m.list.n, m.cur.queens, m.cur.k)
	case !m.list.rankFindable(m.cur.k):
		m.setMsg(m.com.Lang.Sprintf(i18n.BrowseWatchSlow, strconv.Itoa(m.list.n)), true)
		return nil
	}
	ctx := m.hand.Start(m.com.Work(), &m.seq)
	return rankCmd(ctx, m.hand.ID, m.list.n, m.cur.queens)
}

// Place is the solution the view is on, as a room shares it (nqueens
// serve): its number among all solutions, or among the fundamental ones
// when Unique, and whether its symmetry class shows. K is 0 before the
// first is loaded.
type Place struct {
	K      uint64
	Unique bool
	Class  bool
}

// Place returns the solution on screen (see Place).
func (m *Model) Place() Place {
	if m.cur.queens == nil {
		return Place{Class: m.class}
	}
	return Place{K: m.cur.k, Unique: m.cur.unique, Class: m.class}
}

// Follow goes to another view's place (a student following the teacher):
// the same mode, the same solution, found as : finds it; the view must
// be shown. A place not loaded yet (K 0) leaves the view where it is.
func (m *Model) Follow(p Place) tea.Cmd {
	m.class = p.Class
	if p.K == 0 || m.Place() == p {
		return nil
	}
	var cmds []tea.Cmd
	if p.Unique != m.list.unique {
		m.list.unique, m.sym.known = p.Unique, false
		m.sym.task.Stop()
		cmds = append(cmds, m.startCount())
	}
	m.setMsg("", false)
	cmds = append(cmds, m.jump(p.K))
	m.updateKeys()
	return tea.Batch(append(cmds, m.spin.Start(m.busy()))...)
}
