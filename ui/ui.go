// Package ui is the root Bubble Tea model of nqueens. It owns the shared
// Common (window size, styles, global keys), handles the keys that work
// everywhere (quit), and routes every other message to the active view.
//
// Adding a view: implement common.View, append it to Model.views in New, and
// switch Model.active (for example on tab). Views get SetSize for every
// resize, so a view that becomes active is already laid out.
package ui

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/browse"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/play"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/watch"
)

// Options configure the UI from the command line.
type Options struct {
	N        int             // board size, 1..solver.MaxN
	Strategy solver.Strategy // array or bitmask
	Speed    int             // steps per second, or watch.Max
	ASCII    bool            // ASCII glyphs and borders
	Mode     Mode            // the view to open with
	Mouse    bool            // clicks place queens in the play view

	// EventsPerFrame fixes the watch view's work per frame instead of a
	// time budget (see watch.Options), for deterministic tests.
	EventsPerFrame int
	// NoTimer keeps the watch view from animating on a timer (see
	// watch.Options): recordings step it themselves.
	NoTimer bool
}

// Mode names a view.
type Mode string

// The views, in the order tab cycles through them.
const (
	Watch     Mode = "watch"
	Solutions Mode = "solutions"
	Play      Mode = "play"
)

// Modes lists the views in tab order.
var Modes = []Mode{Watch, Solutions, Play}

// Model is the root model.
type Model struct {
	com    *common.Common
	views  []common.View // indexed like Modes
	active int
	mouse  bool
}

// New returns the root model with the view of o.Mode active (watch when it
// names none).
func New(o Options) *Model {
	com := &common.Common{Styles: theme.Default(o.ASCII), Keys: common.DefaultGlobalKeys()}
	w := watch.New(com, watch.Options{N: o.N, Strategy: o.Strategy, Speed: o.Speed, EventsPerFrame: o.EventsPerFrame, NoTimer: o.NoTimer})
	b := &component[browse.Model, *browse.Model]{m: browse.New(o.N, browse.WithStyles(com.Styles))}
	p := &component[play.Model, *play.Model]{m: play.New(o.N, play.WithStyles(com.Styles))}
	m := &Model{com: com, views: []common.View{w, b, p}, mouse: o.Mouse}
	for i, mode := range Modes {
		if mode == o.Mode {
			m.active = i
		}
	}
	return m
}

// Init implements tea.Model.
func (m *Model) Init() tea.Cmd {
	cmds := make([]tea.Cmd, 0, len(m.views))
	for _, v := range m.views {
		cmds = append(cmds, v.Init())
	}
	return tea.Batch(cmds...)
}

// Update implements tea.Model. Keys and clicks go to the active view only;
// every other message (window size, ticks, results of background work) goes
// to all views, each dropping what is not its own, so that a view keeps
// counting while another is shown.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.com.Width, m.com.Height = msg.Width, msg.Height
		for _, v := range m.views {
			v.SetSize(msg.Width, msg.Height)
		}
		return m, nil
	case tea.KeyMsg:
		if msg.Type == tea.KeyRunes && len(msg.Runes) > 1 && !msg.Paste {
			// Bubble Tea v1 delivers runes typed faster than it reads
			// them (a held key, tmux send-keys) as one message: "lll".
			// Each is a key press of its own.
			return m, common.EachKey(msg, func(k tea.KeyMsg) tea.Cmd {
				_, cmd := m.Update(k)
				return cmd
			})
		}
		switch {
		case key.Matches(msg, m.com.Keys.Quit):
			return m, tea.Quit
		case key.Matches(msg, m.com.Keys.Switch):
			m.active = (m.active + 1) % len(m.views)
			return m, nil
		case key.Matches(msg, m.com.Keys.SwitchBack):
			m.active = (m.active + len(m.views) - 1) % len(m.views)
			return m, nil
		}
		return m, m.updateActive(msg)
	case tea.MouseMsg:
		if !m.mouse {
			return m, nil
		}
		return m, m.updateActive(msg)
	case browse.OpenInWatchMsg:
		m.active = 0
		return m, m.watch().GoToSolution(msg.N, msg.Index)
	case play.ContinueInWatchMsg:
		if err := m.watch().Continue(msg.N, msg.Prefix); err == nil {
			m.active = 0
		}
		return m, nil
	}
	cmds := make([]tea.Cmd, 0, len(m.views))
	for i, v := range m.views {
		var cmd tea.Cmd
		m.views[i], cmd = v.Update(msg)
		cmds = append(cmds, cmd)
	}
	return m, tea.Batch(cmds...)
}

func (m *Model) updateActive(msg tea.Msg) tea.Cmd {
	v, cmd := m.views[m.active].Update(msg)
	m.views[m.active] = v
	return cmd
}

// watch returns the watch view.
func (m *Model) watch() *watch.Model { return m.views[0].(*watch.Model) }

// View implements tea.Model.
func (m *Model) View() string { return m.views[m.active].View() }

// component adapts a bubbles-style component, whose Update returns its own
// type by value and whose SetSize has a pointer receiver, to common.View.
type component[M interface {
	Init() tea.Cmd
	Update(tea.Msg) (M, tea.Cmd)
	View() string
	Title() string
}, P interface {
	*M
	SetSize(w, h int)
}] struct {
	m M
}

func (c *component[M, P]) Init() tea.Cmd    { return c.m.Init() }
func (c *component[M, P]) View() string     { return c.m.View() }
func (c *component[M, P]) Title() string    { return c.m.Title() }
func (c *component[M, P]) SetSize(w, h int) { P(&c.m).SetSize(w, h) }

func (c *component[M, P]) Update(msg tea.Msg) (common.View, tea.Cmd) {
	var cmd tea.Cmd
	c.m, cmd = c.m.Update(msg)
	return c, cmd
}
