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

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/spinner"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
	"github.com/nqueens/nqueens/ui/common"
)

// totalKey identifies a count: the board size and whether it counts
// unique solutions.
type totalKey struct {
	n      int
	unique bool
}

// Model is the solutions browser. It implements common.Component.
type Model struct {
	com     *common.Common
	keys    keyMap
	n       int // the board size the state is for: Common.N once NChangedMsg is handled
	unique  bool
	render  *board.Renderer
	spin    common.BusySpinner
	input   textinput.Model
	inputOn bool
	class   bool // show the symmetry class instead of the board
	width   int
	height  int

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
	shown  bool         // the view is the active one: its work may run
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
		keys:   newKeyMap(),
		n:      min(max(com.N, 1), solver.MaxN),
		totals: map[totalKey]uint64{},
		render: board.NewRenderer(com.Styles),
		input:  newNumberInput(com.Styles),
		spin:   common.NewBusySpinner(com.Styles),
	}
	m.updateKeys()
	return m
}

// total returns the number of solutions in the current mode, if counted.
func (m *Model) total() (uint64, bool) {
	t, ok := m.totals[totalKey{m.n, m.unique}]
	return t, ok
}

// SetSize implements common.Component.
func (m *Model) SetSize(w, h int) {
	m.width, m.height = max(w, 0), max(h, 0)
}

// Init implements common.Component: the work starts in Show.
func (m *Model) Init() tea.Cmd { return nil }

// Show implements common.Component: it loads the current solution (the
// first, the first time), counts the solutions and finds the class of the
// current one, whichever of them is missing — Hide may have cancelled any.
func (m *Model) Show() tea.Cmd {
	m.shown = true
	var cmds []tea.Cmd
	if m.e == nil && !m.none {
		// The enumerator is lost with a cancelled navigation: seek the
		// solution again, and keep the steps asked for meanwhile.
		k, delta, last := max(m.cur.k, 1), m.delta, m.last
		cmds = append(cmds, m.jump(k))
		m.delta, m.last = delta, last
	} else if m.cur.queens != nil && !m.known {
		cmds = append(cmds, m.classify())
	}
	cmds = append(cmds, m.startCount())
	m.updateKeys()
	return tea.Batch(append(cmds, m.spin.Start(m.busy()))...)
}

// Hide implements common.Component: it cancels the navigation, the count
// and the search for a class; Show starts what is missing again.
func (m *Model) Hide() {
	m.shown = false
	m.nav.Stop()
	m.count.Stop()
	m.cls.Stop()
	m.updateKeys()
}

// Capturing implements common.Component: the ":" prompt owns every key.
func (m *Model) Capturing() bool { return m.inputOn }

// ShortHelp implements help.KeyMap.
func (m *Model) ShortHelp() []key.Binding { return m.keys.ShortHelp() }

// FullHelp implements help.KeyMap.
func (m *Model) FullHelp() [][]key.Binding { return m.keys.FullHelp() }

// restart drops everything in flight and every board of the old size.
func (m *Model) restart() {
	m.nav.Stop()
	m.count.Stop()
	m.cls.Stop()
	m.e, m.cur, m.none, m.delta, m.last, m.known = nil, window{}, false, 0, false, false
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
	m.updateKeys()
	return m, tea.Batch(cmd, m.spin.Start(m.busy()))
}

func (m *Model) busy() bool { return m.nav.Busy() || m.count.Busy() || m.cls.Busy() }

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
		if m.cur.queens == nil {
			m.setMsg("no solution to watch yet", true)
			return nil
		}
		return watchCmd(context.Background(), m.n, m.cur.queens, m.cur.k, m.unique)
	case key.Matches(msg, k.Smaller):
		return common.SetN(m.n - 1)
	case key.Matches(msg, k.Larger):
		return common.SetN(m.n + 1)
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
		total, known := m.total()
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
func (m *Model) rangeText() string {
	if t, ok := m.total(); ok {
		return common.ASCII(m.com.Styles, "1–"+solver.Thousands(t))
	}
	return "1, 2, …"
}

func (m *Model) noun(count uint64) string {
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
	if total, ok := m.total(); ok {
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
	if t, ok := m.total(); ok {
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

// setN drops the boards of the old size; a shown view loads the new one.
func (m *Model) setN(n int) tea.Cmd {
	if n == m.n {
		return nil
	}
	m.n = n
	m.setMsg("", false)
	m.restart()
	if !m.shown {
		return nil
	}
	return tea.Batch(m.jump(1), m.startCount())
}

// startCount counts the solutions of the current mode unless known or
// already being counted.
func (m *Model) startCount() tea.Cmd {
	if _, ok := m.total(); ok {
		m.count.Stop()
		return nil
	}
	if m.count.Busy() {
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
		if _, ok := m.total(); !ok {
			m.totals[totalKey{m.n, m.unique}] = msg.total
			m.count.Stop()
			cmds = append(cmds, m.afterCount())
		}
	}
	m.known = false
	cmds = append(cmds, m.classify())
	if d := m.delta; d != 0 {
		m.delta = 0
		cmds = append(cmds, m.step(d))
	}
	return tea.Batch(cmds...)
}

// classify finds the class index of the current solution off the UI
// thread (in unique mode the index is the solution's own).
func (m *Model) classify() tea.Cmd {
	if m.unique || m.noClassIndex {
		m.cls.Stop()
		return nil
	}
	ctx := m.cls.Start(&m.seq)
	return classifyCmd(ctx, m.cls.ID, m.n, m.cur.queens)
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
	if t, _ := m.total(); t > 0 {
		return m.jump(t)
	}
	return nil
}
