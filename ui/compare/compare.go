// Package compare shows two searches of the same board side by side: two
// strategies (plain backtracking and forward checking, say) step together
// by the same unit — a queen put down on each board, or one step of each —
// each board with its counters and its narration, so that a class sees fc
// cut off the branch that plain backtracking walks into; on a key, and at
// the end, a table of the work each did (steps, nodes, backtracks).
//
// The watch view opens it (c) and hands it the keys while it shows; it has
// no timer of its own but the ticks it asks for while playing.
package compare

import (
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
	"github.com/nqueens/nqueens/ui/common"
)

// Unit is what one press of → does on both boards.
type Unit uint8

const (
	QueenUnit Unit = iota // each search runs to its next queen put down
	StepUnit              // each search takes one step
)

// In says what a unit does in l, as the top bar puts it.
func (u Unit) In(l i18n.Lang) string {
	if u == StepUnit {
		return l.T(i18n.CmpUnitStep)
	}
	return l.T(i18n.CmpUnitQueen)
}

// Side is one search of the comparison: a strategy and its options.
type Side struct {
	Strategy solver.Strategy
	Opt      solver.StepperOptions
}

// Label names a side: "array", "fc + MRV".
func (s Side) Label() string {
	if s.Opt.MRV && s.Strategy.Takes(solver.OptionMRV) {
		return s.Strategy.String() + " + MRV"
	}
	return s.Strategy.String()
}

// Sides are the searches a comparison can show: the tree searches, whose
// nodes and backtracks compare (min-conflicts and the construction have
// neither), fc with and without MRV.
func Sides() []Side {
	var out []Side
	for _, s := range solver.Strategies {
		if !s.Exhaustive() {
			continue
		}
		out = append(out, Side{Strategy: s})
		if s.Takes(solver.OptionMRV) {
			out = append(out, Side{Strategy: s, Opt: solver.StepperOptions{MRV: true}})
		}
	}
	return out
}

// SideNames lists the strategies a comparison takes: "array, bitmask, fc".
func SideNames() string {
	var names []string
	for _, s := range Sides() {
		if s.Opt == (solver.StepperOptions{}) {
			names = append(names, s.Label())
		}
	}
	return strings.Join(names, ", ")
}

// Partner is the side a comparison with s puts beside it: forward
// checking (the first search that prunes) beside plain backtracking, the
// array search (the first of Sides) beside the others.
func Partner(s Side) Side {
	if s.Strategy.Produces(solver.Prune) {
		return First()
	}
	for _, p := range Sides() {
		if p.Strategy.Produces(solver.Prune) {
			return Side{Strategy: p.Strategy}
		}
	}
	return First()
}

// First is the side a comparison starts from when the run has no tree to
// compare: the first of Sides, the array search.
func First() Side { return Sides()[0] }

// unitBudget bounds the events one press spends on a side looking for its
// next queen: a search between two queens walks a few rows of tries.
const unitBudget = 1 << 20

// runBudget is the events a frame of G spends on each side.
const runBudget = 1 << 15

// speeds are the units a second that + and - move along while playing.
var speeds = []int{1, 2, 4, 8, 15, 30, 60}

const frame = time.Second / 60

// Model is the comparison. Its zero value is not usable: New makes one.
type Model struct {
	com           *common.Common
	n             int
	sides         [2]*side
	unit          Unit
	table         bool // s: the table of the work shown (and at the end)
	playing       bool // space: one unit a tick
	running       bool // G: both to the end, in frames
	speed         int  // index in speeds
	tick          int  // the id of the tick awaited
	closed        bool // esc or c: back to the watch view
	nSteps        common.NSteps
	width, height int
	keys          keyMap
	note          string
}

// side is one search on screen.
type side struct {
	Side
	st    *solver.Stepper
	board board.Board
	rend  *board.Renderer
}

func newSide(com *common.Common, n int, s Side) (*side, error) {
	st, err := solver.NewWith(n, s.Strategy, nil, s.Opt)
	if err != nil {
		return nil, err
	}
	return &side{Side: s, st: st, rend: board.NewRenderer(com.Styles, com.Lang)}, nil
}

// New compares left and right on the board of com.N.
func New(com *common.Common, left, right Side) (*Model, error) {
	// Both searches start over, wherever the view's run stood: the
	// first screen says so.
	m := &Model{com: com, n: com.N, speed: 2, keys: newKeyMap(com.Lang), note: com.Lang.T(i18n.CmpFromZero)}
	for i, s := range []Side{left, right} {
		sd, err := newSide(com, com.N, s)
		if err != nil {
			return nil, err
		}
		m.sides[i] = sd
	}
	m.keys.update(m)
	return m, nil
}

// Steppers returns the two searches' steppers (for tests).
func (m *Model) Steppers() [2]*solver.Stepper {
	return [2]*solver.Stepper{m.sides[0].st, m.sides[1].st}
}

// Closed reports whether esc or c asked to go back to the watch view.
func (m *Model) Closed() bool { return m.closed }

// SetSize sets the size of the view.
func (m *Model) SetSize(w, h int) { m.width, m.height = max(w, 0), max(h, 0) }

// SetN starts both searches over on the board of com.N (the view's answer
// to NChangedMsg), and returns the request for the N that presses of [
// and ] have got to since, if it is another.
func (m *Model) SetN() tea.Cmd {
	m.n = m.com.N
	m.restart()
	return m.nSteps.Landed(m.n)
}

// Pause stops playing and running (the view is hidden).
func (m *Model) Pause() { m.playing, m.running = false, false }

// restart starts both searches over.
func (m *Model) restart() {
	m.Pause()
	for i, sd := range m.sides {
		if fresh, err := newSide(m.com, m.n, sd.Side); err == nil {
			m.sides[i] = fresh
		}
	}
	m.table = false
}

// done reports whether both searches are over.
func (m *Model) done() bool { return m.sides[0].st.IsDone() && m.sides[1].st.IsDone() }

// forward moves both searches on by one unit, and reports whether either
// moved.
func (m *Model) forward() bool {
	moved := false
	for _, sd := range m.sides {
		if sd.st.IsDone() {
			continue
		}
		moved = true
		if m.unit == StepUnit {
			sd.st.Next()
			continue
		}
		for i := 0; i < unitBudget && !sd.st.IsDone(); i++ {
			if sd.st.Next().Kind == solver.Place {
				break
			}
		}
	}
	if m.done() {
		m.table = true // the end: the work of each, side by side
	}
	return moved
}

// back moves both searches back by one unit.
func (m *Model) back() {
	for _, sd := range m.sides {
		if m.unit == StepUnit {
			sd.st.Back()
		} else if !sd.st.SeekPrev(solver.Place) {
			sd.st.Seek(0)
		}
	}
}

// nextPartner puts the next search of Sides on the right, other than the
// left's, and starts both over.
func (m *Model) nextPartner() {
	all := Sides()
	at := 0
	for i, s := range all {
		if s == m.sides[1].Side {
			at = i
		}
	}
	for k := 1; k <= len(all); k++ {
		if s := all[(at+k)%len(all)]; s != m.sides[0].Side {
			m.sides[1].Side = s
			break
		}
	}
	m.restart()
	m.note = m.com.Lang.Sprintf(i18n.CmpComparing, m.sides[0].Label(), m.sides[1].Label())
}

// tickMsg is a tick of the play or the run to the end.
type tickMsg struct{ id int }

func (m *Model) tickIn(d time.Duration) tea.Cmd {
	m.tick++
	id := m.tick
	return tea.Tick(d, func(time.Time) tea.Msg { return tickMsg{id: id} })
}

// Update handles keys and the ticks it asked for.
func (m *Model) Update(msg tea.Msg) tea.Cmd {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case tickMsg:
		if msg.id == m.tick {
			cmd = m.onTick()
		}
	case tea.KeyMsg:
		cmd = common.EachKey(msg, m.onKey)
	}
	m.keys.update(m)
	return cmd
}

func (m *Model) onTick() tea.Cmd {
	switch {
	case m.running:
		for _, sd := range m.sides {
			for i := 0; i < runBudget && !sd.st.IsDone(); i++ {
				sd.st.Next()
			}
		}
		if m.done() {
			m.running, m.table = false, true
			return nil
		}
		return m.tickIn(frame)
	case m.playing:
		if !m.forward() || m.done() {
			m.playing = false
			return nil
		}
		return m.tickIn(time.Second / time.Duration(speeds[m.speed]))
	}
	return nil
}

func (m *Model) onKey(msg tea.KeyMsg) tea.Cmd {
	k := &m.keys
	m.note = ""
	if m.running {
		m.running = false // any key stops the run to the end
		m.note = m.com.Lang.T(i18n.CmpStopped)
		return nil
	}
	switch {
	case key.Matches(msg, k.Close):
		m.Pause()
		m.closed = true
	case key.Matches(msg, k.Play):
		if m.playing = !m.playing; m.playing {
			if m.done() {
				m.restart()
				m.playing = true
			}
			return m.tickIn(time.Second / time.Duration(speeds[m.speed]))
		}
	case key.Matches(msg, k.Forward):
		m.playing = false
		if !m.forward() {
			m.note = m.com.Lang.Sprintf(i18n.CmpBothOver, common.KeyName(k.Restart))
		}
	case key.Matches(msg, k.Back):
		m.playing = false
		m.back()
	case key.Matches(msg, k.Unit):
		m.unit = 1 - m.unit
		m.note = m.com.Lang.Sprintf(i18n.CmpNowTakes, m.unit.In(m.com.Lang))
	case key.Matches(msg, k.Table):
		m.table = !m.table
	case key.Matches(msg, k.Partner):
		m.nextPartner()
	case key.Matches(msg, k.Restart):
		m.restart()
	case key.Matches(msg, k.End):
		m.playing, m.running = false, true
		return m.tickIn(0)
	case key.Matches(msg, k.Faster):
		m.speed = min(m.speed+1, len(speeds)-1)
	case key.Matches(msg, k.Slower):
		m.speed = max(m.speed-1, 0)
	case key.Matches(msg, k.Smaller):
		return m.nSteps.Step(m.n, -1)
	case key.Matches(msg, k.Larger):
		return m.nSteps.Step(m.n, +1)
	}
	return nil
}
