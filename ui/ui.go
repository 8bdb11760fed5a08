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
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/watch"
)

// Options configure the UI from the command line.
type Options struct {
	N        int             // board size, 1..solver.MaxN
	Strategy solver.Strategy // array or bitmask
	Speed    int             // steps per second, or watch.Max
	ASCII    bool            // ASCII glyphs and borders
}

// Model is the root model.
type Model struct {
	com    *common.Common
	views  []common.View
	active int
}

// New returns the root model with the watch view active.
func New(o Options) *Model {
	com := &common.Common{Styles: theme.Default(o.ASCII), Keys: common.DefaultGlobalKeys()}
	w := watch.New(com, watch.Options{N: o.N, Strategy: o.Strategy, Speed: o.Speed})
	return &Model{com: com, views: []common.View{w}}
}

// Init implements tea.Model.
func (m *Model) Init() tea.Cmd {
	cmds := make([]tea.Cmd, 0, len(m.views))
	for _, v := range m.views {
		cmds = append(cmds, v.Init())
	}
	return tea.Batch(cmds...)
}

// Update implements tea.Model.
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
		if key.Matches(msg, m.com.Keys.Quit) {
			return m, tea.Quit
		}
	}
	v, cmd := m.views[m.active].Update(msg)
	m.views[m.active] = v
	return m, cmd
}

// View implements tea.Model.
func (m *Model) View() string { return m.views[m.active].View() }
