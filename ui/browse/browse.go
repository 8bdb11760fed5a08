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
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/spinner"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

// totalKey identifies a count: the board size and whether it counts
// unique solutions.
type totalKey struct {
	n      int
	unique bool
}

// Model is the solutions browser.
type Model struct {
	// KeyMap is exported so that the root can show it in its help bar.
	KeyMap KeyMap

	n        int
	unique   bool
	st       *theme.Styles
	render   *board.Renderer
	help     help.Model
	showHelp bool
	spin     common.BusySpinner
	input    textinput.Model
	inputOn  bool
	class    bool // show the symmetry class instead of the board
	width    int
	height   int

	e     *solver.Enumerator // on the current solution; nil while a command holds it
	cur   window
	none  bool   // the board has no solution
	delta int    // steps asked for while a navigation ran
	last  bool   // go to the last solution once it is counted
	msg   string // the status line
	warn  bool   // msg is an error

	totals map[totalKey]uint64
	seq    int
	nav    common.Task
	count  common.Task
	cls    common.Task
	found  solver.Class // the class of the current solution, when cls is done
	known  bool         // found is the current solution's class
	// noClassIndex skips finding the class index after each move, for the
	// paging benchmark: the UI runs it off the UI thread and cancels it on
	// the next move, but run synchronously it would dominate the figure.
	noClassIndex bool
}

// Option configures a Model.
type Option func(*Model)

// WithStyles sets the styles (default theme.Default(false)).
func WithStyles(st *theme.Styles) Option { return func(m *Model) { m.st = st } }

// WithUnique starts in unique mode.
func WithUnique(on bool) Option { return func(m *Model) { m.unique = on } }

// WithHelp sets whether the browser draws its own help line (default
// true); a root that renders KeyMap in its own help bar turns it off.
func WithHelp(on bool) Option { return func(m *Model) { m.showHelp = on } }

// WithKeyMap replaces the default key bindings.
func WithKeyMap(k KeyMap) Option { return func(m *Model) { m.KeyMap = k } }

// New returns a browser of the solutions of the n×n board, on solution 1.
// Init starts loading it and counting the solutions.
func New(n int, opts ...Option) Model {
	m := Model{
		KeyMap:   DefaultKeyMap(),
		n:        min(max(n, 1), solver.MaxN),
		showHelp: true,
		totals:   map[totalKey]uint64{},
		width:    80,
		height:   24,
	}
	for _, o := range opts {
		o(&m)
	}
	if m.st == nil {
		m.st = theme.Default(false)
	}
	m.render = board.NewRenderer(m.st)
	m.input = newNumberInput(m.st)
	m.help = common.Help(m.st)
	m.spin = common.NewBusySpinner(m.st)
	return m
}

// N returns the board size.
func (m Model) N() int { return m.n }

// Title names the view, for the root's view switcher.
func (m Model) Title() string { return "solutions" }

// Unique reports whether the browser pages through unique solutions.
func (m Model) Unique() bool { return m.unique }

// Current returns the index and the columns of the current solution (nil
// before the first is loaded). The slice must not be modified.
func (m Model) Current() (uint64, []int) { return m.cur.k, m.cur.queens }

// Total returns the number of solutions in the current mode, if counted.
func (m Model) Total() (uint64, bool) {
	t, ok := m.totals[totalKey{m.n, m.unique}]
	return t, ok
}

// SetSize sets the size the view must fit.
func (m *Model) SetSize(w, h int) {
	m.width, m.height = max(w, 0), max(h, 0)
	m.help.Width = m.width
}

// Init loads solution 1 and starts counting the solutions.
func (m Model) Init() tea.Cmd { return m.restartCmd() }

// restart drops everything in flight and every board of the old size.
func (m *Model) restart() {
	m.nav.Stop()
	m.count.Stop()
	m.cls.Stop()
	m.e, m.cur, m.none, m.delta, m.last, m.known = nil, window{}, false, 0, false, false
}

// restartCmd is what Init returns. Init cannot record the ids of the tasks
// it would start (its receiver is a copy), so it sends a message that makes
// Update start them.
func (m Model) restartCmd() tea.Cmd {
	return func() tea.Msg { return startMsg{n: m.n, unique: m.unique} }
}

// startMsg makes the model start loading a board from Update, where it can
// record the request ids.
type startMsg struct {
	n      int
	unique bool
}

// Update handles keys, window sizes and the results of its commands.
func (m Model) Update(msg tea.Msg) (Model, tea.Cmd) {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.SetSize(msg.Width, msg.Height)
	case startMsg:
		if msg.n == m.n && msg.unique == m.unique && !m.nav.Busy() && m.cur.queens == nil && !m.none {
			cmd = tea.Batch(m.jump(1), m.startCount())
		}
	case navMsg:
		cmd = m.navDone(msg)
	case countMsg:
		cmd = m.countDone(msg)
	case classMsg:
		if m.cls.Done(msg.id) {
			if msg.err == nil {
				m.found, m.known = msg.class, true
			}
		}
	case spinner.TickMsg:
		return m, m.spin.Tick(msg, m.busy())
	case tea.KeyMsg:
		cmd = common.EachKey(msg, m.key)
	}
	return m, tea.Batch(cmd, m.spin.Start(m.busy()))
}

func (m Model) busy() bool { return m.nav.Busy() || m.count.Busy() || m.cls.Busy() }

func (m *Model) key(msg tea.KeyMsg) tea.Cmd {
	if m.inputOn {
		return m.inputKey(msg)
	}
	k := m.KeyMap
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
		if m.cur.queens == nil {
			m.setMsg("no solution to watch yet", true)
			return nil
		}
		return watchCmd(context.Background(), m.n, m.cur.queens, m.cur.k, m.unique)
	case key.Matches(msg, k.Smaller):
		return m.setN(m.n - 1)
	case key.Matches(msg, k.Larger):
		return m.setN(m.n + 1)
	case key.Matches(msg, k.Help):
		m.help.ShowAll = !m.help.ShowAll
	}
	return nil
}

// inputKey edits the jump input: enter jumps, esc closes it.
func (m *Model) inputKey(msg tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(msg, m.KeyMap.Cancel):
		m.inputOn = false
		m.setMsg("", false)
		return nil
	case key.Matches(msg, m.KeyMap.Accept):
		v := strings.TrimSpace(m.input.Value())
		k, err := strconv.ParseUint(v, 10, 64)
		total, known := m.Total()
		switch {
		case v == "":
			m.setMsg("type a solution number, or esc", true)
			return nil
		case err != nil || k == 0:
			m.setMsg(fmt.Sprintf("%q is not a solution number: try %s", v, m.rangeText()), true)
			return nil
		case known && k > total:
			m.setMsg(fmt.Sprintf("N=%d has %s %s: try %s", m.n, solver.Thousands(total), m.noun(total), m.rangeText()), true)
			return nil
		}
		m.inputOn = false
		m.setMsg("", false)
		return m.jump(k)
	}
	if msg.Type == tea.KeyRunes && strings.Trim(string(msg.Runes), "0123456789") != "" {
		m.setMsg("digits only: "+m.rangeText()+", enter to go, esc to cancel", true)
		return nil
	}
	m.setMsg("", false)
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(msg)
	return cmd
}

// rangeText is the range of valid solution numbers, "1–92".
func (m Model) rangeText() string {
	if t, ok := m.Total(); ok {
		return "1–" + solver.Thousands(t)
	}
	return "1, 2, …"
}

func (m Model) noun(count uint64) string {
	s := "solution"
	if m.unique {
		s = "unique solution"
	}
	if count != 1 {
		s += "s"
	}
	return s
}

func (m *Model) setMsg(s string, warn bool) { m.msg, m.warn = s, warn }

// step moves by delta solutions through the enumerator, which the command
// owns meanwhile; steps asked for while it runs add up and follow.
func (m *Model) step(delta int) tea.Cmd {
	if m.none {
		return nil
	}
	m.setMsg("", false)
	if m.e == nil {
		m.delta += delta
		return nil
	}
	if total, ok := m.Total(); ok {
		// Clamp so that a key at either end says so instead of moving.
		target := int64(m.cur.k) + int64(delta)
		switch {
		case delta > 0 && m.cur.k >= total:
			m.setMsg("this is the last "+m.noun(1), false)
			return nil
		case delta < 0 && m.cur.k <= 1:
			m.setMsg("this is the first "+m.noun(1), false)
			return nil
		case target > int64(total):
			delta = int(int64(total) - int64(m.cur.k))
		case target < 1:
			delta = 1 - int(m.cur.k)
		}
	}
	e := m.e
	m.e = nil
	ctx := m.nav.Start(&m.seq)
	return stepCmd(ctx, m.nav.ID, e, delta)
}

// jump goes straight to solution k.
func (m *Model) jump(k uint64) tea.Cmd {
	m.delta, m.last = 0, false
	// A step in flight owns the enumerator: a new one comes with the seek.
	m.e = nil
	ctx := m.nav.Start(&m.seq)
	return seekCmd(ctx, m.nav.ID, m.n, m.unique, k)
}

// toLast goes to the last solution, or waits for the count.
func (m *Model) toLast() tea.Cmd {
	if m.none {
		return nil
	}
	if t, ok := m.Total(); ok {
		m.setMsg("", false)
		return m.jump(t)
	}
	m.last = true
	m.setMsg("counting… the last solution comes when the count is done", false)
	return nil
}

func (m *Model) toggleUnique() tea.Cmd {
	m.unique = !m.unique
	m.known = false
	m.cls.Stop()
	cmd := m.startCount()
	if m.cur.queens == nil {
		return tea.Batch(cmd, m.jump(1))
	}
	m.delta, m.last = 0, false
	m.e = nil
	ctx := m.nav.Start(&m.seq)
	return tea.Batch(cmd, switchCmd(ctx, m.nav.ID, m.n, m.unique, m.cur.queens))
}

func (m *Model) setN(n int) tea.Cmd {
	n = min(max(n, 1), solver.MaxN)
	if n == m.n {
		return nil
	}
	m.n = n
	m.setMsg("", false)
	m.restart()
	return tea.Batch(m.jump(1), m.startCount())
}

// startCount counts the solutions of the current mode unless known.
func (m *Model) startCount() tea.Cmd {
	if _, ok := m.Total(); ok {
		m.count.Stop()
		return nil
	}
	ctx := m.count.Start(&m.seq)
	return countCmd(ctx, m.count.ID, m.n, m.unique)
}

func (m *Model) navDone(msg navMsg) tea.Cmd {
	if !m.nav.Done(msg.id) {
		return nil // overtaken by a newer request
	}
	var re *solver.RangeError
	switch {
	case errors.As(msg.err, &re) && re.Total == 0:
		m.none = true
		m.totals[totalKey{m.n, m.unique}] = 0
		m.count.Stop()
		return nil
	case errors.As(msg.err, &re):
		m.totals[totalKey{m.n, m.unique}] = re.Total
		m.setMsg(fmt.Sprintf("N=%d has %s %s: try %s", m.n, solver.Thousands(re.Total), m.noun(re.Total), m.rangeText()), true)
		if m.cur.queens != nil {
			return m.jump(m.cur.k) // get an enumerator back
		}
		return m.jump(1)
	case msg.err != nil:
		m.setMsg(msg.err.Error(), true)
		if m.cur.queens != nil {
			return m.jump(m.cur.k)
		}
		return nil
	}
	m.e, m.cur = msg.e, msg.win
	var cmds []tea.Cmd
	if msg.total > 0 {
		if _, ok := m.Total(); !ok {
			m.totals[totalKey{m.n, m.unique}] = msg.total
			m.count.Stop()
			cmds = append(cmds, m.afterCount())
		}
	}
	m.known = false
	if m.unique || m.noClassIndex {
		m.cls.Stop()
	} else {
		ctx := m.cls.Start(&m.seq)
		cmds = append(cmds, classifyCmd(ctx, m.cls.ID, m.n, m.cur.queens))
	}
	if d := m.delta; d != 0 {
		m.delta = 0
		cmds = append(cmds, m.step(d))
	}
	return tea.Batch(cmds...)
}

func (m *Model) countDone(msg countMsg) tea.Cmd {
	if !m.count.Done(msg.id) {
		return nil
	}
	if msg.err != nil {
		m.setMsg("count failed: "+msg.err.Error(), true)
		return nil
	}
	m.totals[totalKey{msg.n, msg.unique}] = msg.total
	return m.afterCount()
}

// afterCount goes to the last solution if it was asked for before the count.
func (m *Model) afterCount() tea.Cmd {
	if !m.last {
		return nil
	}
	m.last = false
	m.setMsg("", false)
	if t, _ := m.Total(); t > 0 {
		return m.jump(t)
	}
	return nil
}
