// Package exercise is the view of `nqueens exercise`: the student plays an
// instance of internal/teach/exercise on the board, each step graded as it is
// made, the wrong ones marked with why; h undoes, m shows the model
// answer to step through both ways, r draws a new instance.
package exercise

import (
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/exercise"
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
	// Exercise are the instance's choices beside its seed and size.
	Exercise exercise.Options
	Theme    theme.Name
	ASCII    bool
	// NoColor takes the colours out of every frame and keeps bold,
	// underline and reverse (NO_COLOR; see ui.Options.NoColor).
	NoColor bool
	// Renderer is the terminal the styles are for (nil: the process's).
	Renderer *lipgloss.Renderer
	// Lang is the language of the help and the model answer's narration
	// (see ui.Options.Lang).
	Lang i18n.Lang
	// Now is the clock of the attempt's times (nil: time.Now): a room's
	// (nqueens serve) is the clock of the results file the attempt goes
	// to. NoTimer stops the second's tick that redraws the time.
	Now     func() time.Time
	NoTimer bool
	// Room is set when a room (nqueens serve) gave the instance: it
	// draws no other one (r), and quitting goes back to the room, whose
	// program handles the key.
	Room bool
}

// Model is the exercise view, a tea.Model. What is of one kind of
// exercise is its part's; Model keeps what every kind shares.
type Model struct {
	o    Options
	keys keyMap
	help help.Model
	w, h int

	seed      uint64
	part      part
	sh        shared
	modelSeen bool

	begun, ended time.Time
	finished     []exercise.Attempt
	err          error
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
	m := &Model{o: o, keys: newKeyMap(o.Lang), help: h}
	m.sh = shared{keys: &m.keys, st: st, render: board.NewRenderer(st, o.Lang), lang: o.Lang}
	if o.Room {
		m.keys.New.SetEnabled(false)
		m.keys.Quit.SetHelp("q", o.Lang.T(i18n.ExKeyRoom))
	}
	if err := m.load(o.Seed); err != nil {
		return nil, err
	}
	return m, nil
}

// load starts the instance of seed, its clock from now.
func (m *Model) load(seed uint64) error {
	o := m.o.Exercise
	o.Lang = m.o.Lang // the reasons, answers and errors, as the view's words
	ex, err := exercise.New(m.o.Kind, seed, m.o.N, o)
	if err != nil {
		return err
	}
	p, err := newPart(ex, &m.sh)
	if err != nil {
		return err
	}
	m.seed, m.part, m.sh.ex = seed, p, ex
	m.sh.model, m.modelSeen = nil, false
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
	return exercise.AttemptOf(m.sh.ex, m.o.Student, m.Elapsed(), m.modelSeen)
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
	case m.sh.model != nil:
		m.modelKey(msg)
	case key.Matches(msg, k.Undo):
		if m.sh.ex.Undo() {
			m.ended = time.Time{}
			m.part.undone(&m.sh)
		}
	default:
		if m.part.key(msg, &m.sh) {
			m.afterStep()
		}
	}
	return nil
}

// afterStep stops the clock when the step finished the instance, and
// keeps the attempt.
func (m *Model) afterStep() {
	if m.sh.ex.Finished() && m.ended.IsZero() {
		m.ended = m.o.Now()
		m.finished = append(m.finished, m.Attempt())
	}
}

// toggleModel opens the model answer at its start, or closes it.
func (m *Model) toggleModel() {
	if m.sh.model != nil {
		m.sh.model = nil
		return
	}
	m.modelSeen = true
	if mv, err := m.part.modelAnswer(); err == nil {
		m.sh.model = mv
	}
}

func (m *Model) modelKey(msg tea.KeyMsg) {
	mv, k := m.sh.model, &m.keys
	switch {
	case key.Matches(msg, k.Next):
		if mv.replay != nil {
			mv.replay.Forward()
		} else {
			mv.pair = min(mv.pair+1, mv.steps-1)
		}
	case key.Matches(msg, k.Prev):
		if mv.replay != nil {
			mv.replay.Back()
		} else {
			mv.pair = max(mv.pair-1, 0)
		}
	}
}

// updateKeys enables the keys that apply in the state now: the kinds'
// keys by the part of the kind on screen while the student plays.
func (m *Model) updateKeys() {
	k := &m.keys
	for _, b := range []*key.Binding{&k.Up, &k.Down, &k.Left, &k.Right, &k.Act, &k.Symmetry, &k.None, &k.Continue, &k.Type, &k.Submit} {
		b.SetEnabled(false)
	}
	enableAsk(k, -1)
	if m.sh.playing() {
		m.part.enable(k)
	}
	inModel := m.sh.model != nil
	_, any := m.sh.ex.Last()
	k.Undo.SetEnabled(!inModel && any)
	k.Next.SetEnabled(inModel)
	k.Prev.SetEnabled(inModel)
	if inModel {
		k.Model.SetHelp("m", m.o.Lang.T(i18n.ExKeyBack))
	} else {
		k.Model.SetHelp("m", m.o.Lang.T(i18n.ExKeyModel))
	}
}
