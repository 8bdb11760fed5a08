// Package common holds what every view of the nqueens UI shares: the window
// size, the styles, the global key bindings, and the View interface through
// which the root model drives a view.
package common

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/ui/theme"
)

// Common is shared by the root model and its views (soft-serve's pattern):
// the styles are built once, the global keys are the same everywhere.
type Common struct {
	Width, Height int
	Styles        *theme.Styles
	Keys          GlobalKeys
}

// GlobalKeys are the bindings the root model handles before any view sees
// the key, so they work from every state of every view.
type GlobalKeys struct {
	Quit key.Binding
	// Switch and SwitchBack cycle through the views.
	Switch, SwitchBack key.Binding
}

// DefaultGlobalKeys returns q and ctrl+c to quit, tab and shift+tab to
// change views.
func DefaultGlobalKeys() GlobalKeys {
	return GlobalKeys{
		Quit:       key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", "quit")),
		Switch:     key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "next view")),
		SwitchBack: key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", "previous view")),
	}
}

// View is one screen of the UI (watch the search; later: browse solutions,
// place queens yourself). The root model owns the views, gives them the
// window size, routes messages to the active one and shows its View.
//
// Messages a view schedules for itself (ticks, results of commands) reach it
// even while another view is active only if the root forwards them; a view
// must therefore tolerate stale messages, which the watch view does by
// tagging its ticks.
type View interface {
	// Init returns the view's first command, if any.
	Init() tea.Cmd
	// Update handles a message and returns the view (which may be a new
	// value) and a command.
	Update(tea.Msg) (View, tea.Cmd)
	// View renders the view in exactly the size last given to SetSize:
	// no line wider than the width, no more lines than the height.
	View() string
	// SetSize gives the view the size of the window.
	SetSize(width, height int)
	// Title is the view's name, for a future view switcher.
	Title() string
}
