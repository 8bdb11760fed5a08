package ui

import (
	"slices"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/ui/watch"
)

// Cursor is the state of the UI that another program can take on: the
// active view and where the watch view stands. nqueens serve makes the
// teacher's cursor the room's, and each student's program follows it by
// seeking to the same state (runs are deterministic: the cursor travels,
// never the screen).
//
// Hook: the lesson slide and the predict question on screen belong here
// too, as fields compared in Equal and set in follow, once those views
// expose them.
type Cursor struct {
	Mode  Mode
	Watch watch.Cursor
}

// Equal reports whether two cursors are the same state.
func (c Cursor) Equal(o Cursor) bool { return c.Mode == o.Mode && c.Watch.Equal(o.Watch) }

// Clone returns a cursor that shares nothing with the model it came from.
func (c Cursor) Clone() Cursor {
	c.Watch.Prefix = slices.Clone(c.Watch.Prefix)
	return c
}

// FollowMsg sets the model's state to a cursor: its board size, its view,
// the watch view's run and step.
type FollowMsg struct{ Cursor Cursor }

// Cursor returns the model's state (see Cursor); it shares the watch
// view's queens given: Clone it to keep it.
func (m *Model) Cursor() Cursor { return Cursor{Mode: m.active, Watch: m.watch.Cursor()} }

// Capturing reports whether the active view owns every key (a prompt is
// open): a program wrapping the model leaves keys alone then.
func (m *Model) Capturing() bool { return m.view(m.active).Capturing() }

// follow takes on a cursor's state.
func (m *Model) follow(c Cursor) tea.Cmd {
	cmd := m.setN(c.Watch.N)
	mode := c.Mode
	if m.view(mode) == nil {
		mode = Watch
	}
	return tea.Batch(cmd, m.switchTo(mode), m.watch.Follow(c.Watch))
}
