// Package exercise is the view of `nqueens exercise`: the student plays an
// instance of internal/teach/exercise on the board, each step graded as it is
// made, the wrong ones marked with why; h undoes, m shows the model
// answer to step through both ways, r draws a new instance.
package exercise

import (
	"slices"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

// Options configure an exercise.
type Options struct {
	Kind    exercise.Kind
	Seed    uint64
	N       int    // 0: the instance's own
	Student string // the name the attempt is under
	Theme   theme.Name
	ASCII   bool
	// NoColor takes the colours out of every frame and keeps bold,
	// underline and reverse (NO_COLOR; see ui.Options.NoColor).
	NoColor bool
	// Renderer is the terminal the styles are for (nil: the process's).
	Renderer *lipgloss.Renderer
	// Now is the clock (nil: time.Now); NoTimer stops the second's tick
	// that redraws the time, for tests.
	Now     func() time.Time
	NoTimer bool
	// Room is set when a room (nqueens serve) gave the instance: it
	// draws no other one (r), and quitting goes back to the room, whose
	// program handles the key.
	Room bool
}

// Model is the exercise view, a tea.Model.
type Model struct {
	o      Options
	st     *theme.Styles
	render *board.Renderer
	keys   keyMap
	help   help.Model
	w, h   int

	seed uint64
	ex   exercise.Exercise
	bt   *exercise.BacktrackExercise // ex, of the backtrack kind
	sym  *exercise.SymmetryExercise  // ex, of the symmetry kind
	bits *exercise.BitmaskExercise   // ex, of the bitmask kind
	fc   *exercise.FCExercise        // ex, of the forward-checking kind
	mc   *exercise.MCExercise        // ex, of the min-conflicts kind
	// marks are the squares the student marks pruned (fc), a bitset a row.
	marks []uint64
	// counts are the counts the student writes on the picked queen's row
	// (min-conflicts), -1 where none is; typing is set while the square
	// under the cursor takes more digits.
	counts []int
	typing bool

	input    textinput.Model // bitmask: the value being typed
	inputErr string          // bitmask: why the value typed was not graded

	cursor    solver.Square
	reviewing bool // symmetry: the pair just answered is on screen
	model     *modelView
	modelSeen bool

	begun, ended time.Time
	finished     []exercise.Attempt
	err          error
}

// modelView is the model answer on screen: a replay of the search's run
// (backtrack), or the pairs with their answers (symmetry).
type modelView struct {
	replay *exercise.Replay
	pair   int
}

// tickMsg is the clock's second; m names the model whose clock it is: a
// room's session replaces its model by another, and the old one's tick
// must not start a second clock.
type tickMsg struct{ m *Model }

// New returns the exercise of o.Kind on the instance of o.Seed; the error
// is the instance's (a board size the kind cannot take).
func New(o Options) (*Model, error) {
	if o.Now == nil {
		o.Now = time.Now
	}
	r := o.Renderer
	if r == nil {
		r = lipgloss.DefaultRenderer()
	}
	st := theme.NewFor(r, o.Theme, o.ASCII)
	h := help.New()
	h.Styles = st.Help()
	h.ShortSeparator = st.Glyphs.Sep
	h.Ellipsis = st.Glyphs.Ellipsis
	m := &Model{o: o, st: st, render: board.NewRenderer(st), keys: newKeyMap(), help: h, input: common.NumberInput(st, "")}
	if o.Room {
		m.keys.New.SetEnabled(false)
		m.keys.Quit.SetHelp("q", "back to the room")
	}
	if err := m.load(o.Seed); err != nil {
		return nil, err
	}
	return m, nil
}

// load starts the instance of seed, its clock from now.
func (m *Model) load(seed uint64) error {
	ex, err := exercise.New(m.o.Kind, seed, m.o.N)
	if err != nil {
		return err
	}
	m.seed, m.ex = seed, ex
	m.bt, _ = ex.(*exercise.BacktrackExercise)
	m.sym, _ = ex.(*exercise.SymmetryExercise)
	m.bits, _ = ex.(*exercise.BitmaskExercise)
	m.fc, _ = ex.(*exercise.FCExercise)
	m.mc, _ = ex.(*exercise.MCExercise)
	m.resetInput()
	m.cursor = solver.Square{}
	if m.bt != nil {
		m.cursor.Row = min(m.bt.Stepper().Row(), ex.N()-1)
	}
	if m.fc != nil {
		m.cursor = m.fc.Queen(0)
	}
	if m.mc != nil {
		// Counts are typed left to right along the picked queen's row.
		m.cursor = solver.Square{Row: m.mc.Queen(0).Row}
	}
	m.reviewing, m.model, m.modelSeen = false, nil, false
	m.begun, m.ended = m.o.Now(), time.Time{}
	m.updateKeys()
	return nil
}

// Init implements tea.Model: the clock's tick.
func (m *Model) Init() tea.Cmd { return m.tick() }

func (m *Model) tick() tea.Cmd {
	if m.o.NoTimer {
		return nil
	}
	return tea.Tick(time.Second, func(time.Time) tea.Msg { return tickMsg{m} })
}

// Elapsed is the time taken on the instance: up to its end once finished.
func (m *Model) Elapsed() time.Duration {
	if !m.ended.IsZero() {
		return m.ended.Sub(m.begun)
	}
	return m.o.Now().Sub(m.begun)
}

// Attempt is the attempt at the instance on screen.
func (m *Model) Attempt() exercise.Attempt {
	return exercise.AttemptOf(m.ex, m.o.Student, m.Elapsed(), m.modelSeen)
}

// Result is what a result file holds on quitting: the attempt on screen,
// unless it has no step yet and an earlier instance was finished, then
// the last one finished.
func (m *Model) Result() exercise.Attempt {
	a := m.Attempt()
	if a.OutOf == 0 && len(m.finished) > 0 {
		return m.finished[len(m.finished)-1]
	}
	return a
}

// Err is an error that ended the exercise (none so far can but a new
// instance failing).
func (m *Model) Err() error { return m.err }

// Update implements tea.Model.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.w, m.h = msg.Width, msg.Height
		m.help.Width = msg.Width
	case tickMsg:
		if msg.m != m {
			return m, nil
		}
		return m, m.tick()
	case tea.KeyMsg:
		cmd := common.EachKey(msg, func(k tea.KeyMsg) tea.Cmd {
			cmd := m.key(k)
			m.updateKeys()
			return cmd
		})
		return m, cmd
	}
	return m, nil
}

// key handles one key press.
func (m *Model) key(msg tea.KeyMsg) tea.Cmd {
	k := &m.keys
	switch {
	case key.Matches(msg, k.Quit):
		return tea.Quit
	case key.Matches(msg, k.Help):
		m.help.ShowAll = !m.help.ShowAll
	case key.Matches(msg, k.New):
		if err := m.load(exercise.NextSeed(m.seed)); err != nil {
			m.err = err
			return tea.Quit
		}
	case key.Matches(msg, k.Model):
		m.toggleModel()
	case m.model != nil:
		m.modelKey(msg)
	case key.Matches(msg, k.Undo):
		if m.ex.Undo() {
			m.reviewing, m.ended = false, time.Time{}
			m.resetInput()
			m.followPick()
		}
	case m.bt != nil:
		m.backtrackKey(msg)
	case m.sym != nil:
		m.symmetryKey(msg)
	case m.bits != nil:
		m.bitmaskKey(msg)
	case m.fc != nil:
		m.fcKey(msg)
	case m.mc != nil:
		m.mcKey(msg)
	}
	return nil
}

func (m *Model) mcKey(msg tea.KeyMsg) {
	k := &m.keys
	switch {
	case m.moveCursor(msg):
		m.typing = false
	case key.Matches(msg, k.Count):
		m.typeCount(msg.String())
		m.inputErr = ""
	case key.Matches(msg, k.Grade):
		if _, a := m.mc.At(); a == exercise.AskCounts {
			if slices.Contains(m.counts, -1) {
				m.inputErr = "every square of the row needs a count"
				return
			}
			m.mc.Count(m.counts)
		} else {
			m.mc.Move(m.cursor.Col)
		}
		m.resetInput()
		m.afterStep()
		m.followPick()
	}
}

// typeCount writes a digit into the count of the square under the cursor,
// or takes one out (backspace). A square takes digits while they can still
// make a count below N, then the cursor goes on to the next square; a digit
// that would make a count of N or more starts the next square's.
func (m *Model) typeCount(s string) {
	c, n := m.cursor.Col, m.ex.N()
	v := int(s[0] - '0')
	if s != "backspace" && m.typing && m.counts[c]*10+v >= n && c < n-1 {
		c++
		m.cursor.Col, m.typing = c, false
	}
	if s == "backspace" {
		if m.counts[c] >= 10 {
			m.counts[c] /= 10
		} else {
			m.counts[c] = -1
		}
		m.typing = false
		return
	}
	if m.typing && m.counts[c] > 0 && m.counts[c]*10+v < n {
		v += m.counts[c] * 10
	}
	m.counts[c], m.typing = v, true
	if v == 0 || v*10 >= n {
		m.cursor.Col, m.typing = min(c+1, n-1), false
	}
}

// followPick puts the cursor on the queen picked, when the question asked
// now is about another row (min-conflicts).
func (m *Model) followPick() {
	if m.mc == nil {
		return
	}
	if q, _ := m.mc.At(); m.cursor.Row != m.mc.Queen(q).Row {
		m.cursor = solver.Square{Row: m.mc.Queen(q).Row}
	}
}

func (m *Model) fcKey(msg tea.KeyMsg) {
	k := &m.keys
	switch {
	case m.moveCursor(msg):
	case key.Matches(msg, k.Mark):
		m.marks[m.cursor.Row] ^= 1 << uint(m.cursor.Col)
	case key.Matches(msg, k.Grade):
		if _, a := m.fc.At(); a == exercise.AskPrune {
			m.fc.MarkPrune(m.marks)
		} else {
			m.fc.SayNext(m.cursor.Row)
		}
		m.resetInput()
		m.afterStep()
	case key.Matches(msg, k.Yes), key.Matches(msg, k.No):
		m.fc.SayWipe(key.Matches(msg, k.Yes))
		m.afterStep()
	}
}

func (m *Model) bitmaskKey(msg tea.KeyMsg) {
	switch {
	case key.Matches(msg, m.keys.Type):
		m.input, _ = m.input.Update(msg)
		m.inputErr = ""
	case key.Matches(msg, m.keys.Submit):
		if _, err := m.bits.Type(m.input.Value()); err != nil {
			m.inputErr = err.Error()
			return
		}
		m.resetInput()
		m.afterStep()
	}
}

// moveCursor moves the cursor by an arrow key, kept on the board, and
// says whether msg was one.
func (m *Model) moveCursor(msg tea.KeyMsg) bool {
	k, n := &m.keys, m.ex.N()
	switch {
	case key.Matches(msg, k.Up):
		m.cursor.Row = max(m.cursor.Row-1, 0)
	case key.Matches(msg, k.Down):
		m.cursor.Row = min(m.cursor.Row+1, n-1)
	case key.Matches(msg, k.Left):
		m.cursor.Col = max(m.cursor.Col-1, 0)
	case key.Matches(msg, k.Right):
		m.cursor.Col = min(m.cursor.Col+1, n-1)
	default:
		return false
	}
	return true
}

// resetInput empties the input for the field asked now, and the marks.
func (m *Model) resetInput() {
	m.marks = make([]uint64, m.ex.N())
	m.counts = slices.Repeat([]int{-1}, m.ex.N())
	m.typing = false
	m.input.Reset()
	m.input.Focus()
	m.inputErr = ""
}

func (m *Model) backtrackKey(msg tea.KeyMsg) {
	k := &m.keys
	switch {
	case m.moveCursor(msg):
	case key.Matches(msg, k.Act):
		lift := m.bt.Stepper().QueenCol(m.cursor.Row) == m.cursor.Col
		m.bt.Do(exercise.Action{Lift: lift, Square: m.cursor})
		m.afterStep()
	}
}

func (m *Model) symmetryKey(msg tea.KeyMsg) {
	k := &m.keys
	switch {
	case key.Matches(msg, k.Continue):
		m.reviewing = false
	case key.Matches(msg, k.Symmetry):
		i := int(msg.String()[0] - '1')
		m.sym.Answer(exercise.Answer{Transform: solver.Transforms[i]})
		m.reviewing = true
		m.afterStep()
	case key.Matches(msg, k.None):
		m.sym.Answer(exercise.Answer{None: true})
		m.reviewing = true
		m.afterStep()
	}
}

// afterStep stops the clock when the step finished the instance, and
// keeps the attempt.
func (m *Model) afterStep() {
	if m.ex.Finished() && m.ended.IsZero() {
		m.ended = m.o.Now()
		m.finished = append(m.finished, m.Attempt())
	}
}

// toggleModel opens the model answer at its start, or closes it.
func (m *Model) toggleModel() {
	if m.model != nil {
		m.model = nil
		return
	}
	m.modelSeen = true
	m.model = &modelView{}
	if m.bt != nil {
		r, err := m.bt.ModelAnswer()
		if err != nil {
			m.model = nil
			return
		}
		m.model.replay = r
	}
}

func (m *Model) modelKey(msg tea.KeyMsg) {
	mv, k := m.model, &m.keys
	switch {
	case key.Matches(msg, k.Next):
		if mv.replay != nil {
			mv.replay.Forward()
		} else {
			mv.pair = min(mv.pair+1, m.modelSteps()-1)
		}
	case key.Matches(msg, k.Prev):
		if mv.replay != nil {
			mv.replay.Back()
		} else {
			mv.pair = max(mv.pair-1, 0)
		}
	}
}

// modelSteps is how many steps a model answer without a replay has: the
// pairs, or every field of every row.
func (m *Model) modelSteps() int {
	if m.sym != nil {
		return len(m.sym.Pairs())
	}
	if m.fc != nil {
		return m.fc.Asks()
	}
	if m.mc != nil {
		return m.mc.Asks()
	}
	return m.bits.Questions() * len(exercise.Fields)
}

// updateKeys enables the keys that apply in the state now.
func (m *Model) updateKeys() {
	k := &m.keys
	inModel := m.model != nil
	playing := !inModel && !m.ex.Finished()
	bt, sym := m.bt != nil, m.sym != nil
	for _, b := range []*key.Binding{&k.Up, &k.Down, &k.Left, &k.Right, &k.Act} {
		b.SetEnabled(bt && playing)
	}
	k.Symmetry.SetEnabled(sym && playing && !m.reviewing)
	k.None.SetEnabled(sym && playing && !m.reviewing)
	k.Continue.SetEnabled(sym && !inModel && m.reviewing && !m.ex.Finished())
	k.Type.SetEnabled(m.bits != nil && playing)
	k.Submit.SetEnabled(m.bits != nil && playing)
	ask := exercise.Ask(-1)
	if m.fc != nil && playing {
		_, ask = m.fc.At()
		for _, b := range []*key.Binding{&k.Up, &k.Down, &k.Left, &k.Right} {
			b.SetEnabled(ask != exercise.AskWipe)
		}
	}
	if m.mc != nil && playing {
		_, ask = m.mc.At()
		k.Left.SetEnabled(true)
		k.Right.SetEnabled(true)
	}
	k.Mark.SetEnabled(ask == exercise.AskPrune)
	k.Count.SetEnabled(ask == exercise.AskCounts)
	k.Grade.SetEnabled(ask == exercise.AskPrune || ask == exercise.AskNext || ask == exercise.AskCounts || ask == exercise.AskMove)
	switch ask {
	case exercise.AskNext:
		k.Grade.SetHelp("enter", "this row next")
	case exercise.AskCounts:
		k.Grade.SetHelp("enter", "grade the counts")
	case exercise.AskMove:
		k.Grade.SetHelp("enter", "move the queen here")
	default:
		k.Grade.SetHelp("enter", "grade the marks")
	}
	k.Yes.SetEnabled(ask == exercise.AskWipe)
	k.No.SetEnabled(ask == exercise.AskWipe)
	_, any := m.ex.Last()
	k.Undo.SetEnabled(!inModel && any)
	k.Next.SetEnabled(inModel)
	k.Prev.SetEnabled(inModel)
	if inModel {
		k.Model.SetHelp("m", "back to the exercise")
	} else {
		k.Model.SetHelp("m", "model answer")
	}
}
