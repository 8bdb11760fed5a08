package ui

import (
	"slices"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/lesson"
)

// Cursor is the state of the UI that another program can take on: what a
// lesson's slide holds (N, strategy, options, step, view, layout, predict
// density), and the queens the watch view's run was given. nqueens serve
// makes the teacher's cursor the room's, and each student's program
// follows it by seeking to the same state (runs are deterministic: the
// cursor travels, never the screen).
//
// Hook: a lesson's slide number and the predict question on screen belong
// here too, as fields compared in Equal and followed in follow.
type Cursor struct {
	State  lesson.State
	Prefix []int
}

// Equal reports whether two cursors are the same state.
func (c Cursor) Equal(o Cursor) bool { return c.State == o.State && slices.Equal(c.Prefix, o.Prefix) }

// Clone returns a cursor that shares nothing with the model it came from.
func (c Cursor) Clone() Cursor {
	c.Prefix = slices.Clone(c.Prefix)
	return c
}

// FollowMsg sets the model's state to a cursor, step by step as it
// changes (see watch.Model.Follow; Restore is for a slide, shown once).
type FollowMsg struct{ Cursor Cursor }

// Cursor returns the model's state (see Cursor); it shares the watch
// view's queens given: Clone it to keep it.
func (m *Model) Cursor() Cursor { return Cursor{State: m.State(), Prefix: m.watch.Prefix()} }

// follow takes on a cursor's state.
func (m *Model) follow(c Cursor) tea.Cmd {
	cmd := m.setN(c.State.N)
	mode := Mode(c.State.View)
	if m.view(mode) == nil {
		mode = Watch
	}
	return tea.Batch(cmd, m.switchTo(mode), m.watch.Follow(c.State, c.Prefix))
}
