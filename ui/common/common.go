// Package common holds what every view of the nqueens UI shares: the window
// size, the board size, the styles, the global key bindings, and the
// Component interface through which the root model drives a view.
package common

import (
	"context"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/theme"
)

// Common is shared by the root model and its views (soft-serve's pattern):
// the styles are built once, the global keys and the board size are the
// same everywhere. Only the root writes it; views read it.
type Common struct {
	// Width and Height are the whole window's; a view lays itself out in
	// the size its SetSize gave it, which leaves out the root's header and
	// help bar.
	Width, Height int
	// N is the board size of every view: changing it in one view changes it
	// in all (a view asks with SetN, the root answers with NChangedMsg).
	N      int
	Styles *theme.Styles
	Keys   GlobalKeys
	// Lang is the language the views speak. It is the session's, not the
	// process's: nqueens serve runs every student's root in one process,
	// each in the student's language.
	Lang i18n.Lang
	// Life ends when the program, the session or the recording the views
	// run in ends (nil: never). Their background work starts from Work,
	// which derives from it, so that a count or a search a view started
	// does not outlive them: a student who closes an SSH session while the
	// solutions view of N=27 counts would leave the count to the server
	// for years.
	Life context.Context
}

// Work is the context the views' background tasks derive from: Life, or
// one that never ends.
func (c *Common) Work() context.Context {
	if c.Life == nil {
		return context.Background()
	}
	return c.Life
}

// GlobalKeys are the bindings the root model handles before any view sees
// the key (unless the view is capturing keys), so they work from every
// state of every view. The root shows them in its help bar.
type GlobalKeys struct {
	Help key.Binding
	// Switch and SwitchBack cycle through the views.
	Switch, SwitchBack key.Binding
	Quit               key.Binding
}

// KeyName names the first key of a binding as the help bar writes it
// ("space", "→"): a note, a hint or narration that names a key takes it
// from the bindings in force, never a letter of its own, so that it
// follows a key map that differs (a lesson's, a room's).
func KeyName(b key.Binding) string {
	keys := b.Keys()
	if len(keys) == 0 {
		return ""
	}
	switch keys[0] {
	case " ":
		return "space"
	case "right":
		return "→"
	case "left":
		return "←"
	case "up":
		return "↑"
	case "down":
		return "↓"
	case "pgdown":
		return "pgdn"
	}
	return keys[0]
}

// DefaultGlobalKeys returns ? for the full help, tab and shift+tab to
// change views, q and ctrl+c to quit, their help in l.
func DefaultGlobalKeys(l i18n.Lang) GlobalKeys {
	return GlobalKeys{
		Help:       key.NewBinding(key.WithKeys("?"), key.WithHelp("?", l.T(i18n.KeyMoreKeys))),
		Switch:     key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", l.T(i18n.KeyNextView))),
		SwitchBack: key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", l.T(i18n.KeyPrevView))),
		Quit:       key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", l.T(i18n.KeyQuit))),
	}
}

// Component is one view of the UI (watch the search, browse the solutions,
// place queens yourself), built New(com *Common, …) as a pointer. The root
// owns the views, gives them their size, routes keys to the active one,
// renders its help and shows its View between the root's header and help
// bar.
//
// Messages that are not keys or clicks (results of background work, ticks)
// go to every view, each dropping what is not its own: a view tags its
// commands' results (see Task) so that stale ones are dropped.
type Component interface {
	// Init, Update and View. Init starts nothing that costs: background
	// work starts in Show. Update returns the component itself (a
	// pointer), so the root may ignore it.
	tea.Model
	// ShortHelp and FullHelp list the view's own keys — never the root's
	// ?, tab and q — with only those that apply now enabled. Views compute
	// the enabled state in Update (bubbles' list does the same in
	// updateKeybindings), never in View.
	help.KeyMap
	// SetSize gives the view the room it has: the window less the root's
	// header and help bar. View must never draw a line wider or more
	// lines than that.
	SetSize(width, height int)
	// Show is called when the view becomes the active one (also the first
	// time): it returns the command that starts — or resumes — the view's
	// background work. Nothing runs for a view that was never shown.
	Show() tea.Cmd
	// Hide is called when another view becomes active: the view cancels
	// all its background work and stops its timers, keeping what it has
	// already computed, so that nothing runs for a view not shown.
	Hide()
	// Capturing reports whether a focused text input owns every key (the
	// solutions view's ":" prompt): the root then passes ?, tab and q to
	// the view, which types them, and keeps only ctrl+c.
	Capturing() bool
}

// SetNMsg asks the root to change the board size of every view. A view
// sends it (through SetN) instead of changing its own size.
type SetNMsg struct{ N int }

// SetN returns the command that asks the root for the board size n.
func SetN(n int) tea.Cmd { return func() tea.Msg { return SetNMsg{N: n} } }

// ChangeN makes n, held within 1..solver.MaxN, the board size of every
// view, and reports whether that changed it: how the root answers a
// SetNMsg (and, in tests, uitest.Solo in its place), before it sends
// NChangedMsg.
func (c *Common) ChangeN(n int) bool {
	n = min(max(n, 1), solver.MaxN)
	if n == c.N {
		return false
	}
	c.N = n
	return true
}

// NChangedMsg tells every view that Common.N has changed: each rebuilds its
// state for the new size, and starts background work only if it is shown.
type NChangedMsg struct{}

// Aside is text that a mode around a view puts beside its board: a
// lesson's caption, the lines of a room. The view's screen plan gives it
// its room after the board's (beside the board where the window leaves a
// column for it, else under it), so that the board keeps the size it has
// without it, and the text takes its room from the panels instead.
type Aside struct {
	Title string // the box's title; "" for none
	// Lines is the text wrapped at width w, each line at most w cells.
	// It is asked again only when the width or the aside changes.
	Lines func(w int) []string
	// ScoreBefore is what the learner scored in predict mode outside the
	// view's run — on a lesson's other slides —, which the view's score
	// line adds to its own, so the line beside the caption is the lesson's.
	ScoreBefore predict.Score
}
