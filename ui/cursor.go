package ui

import (
	"slices"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/browse"
	"github.com/nqueens/nqueens/ui/watch"
)

// Cursor is the state of the UI that another program can take on: what a
// lesson's slide holds (N, strategy, options, step, view, layout, predict
// density), the queens the watch view's run was given, the predict
// question on screen or its reveal, and in the other views what they show
// (the solution the solutions view is on, the queens placed on the play
// board). nqueens serve makes the teacher's cursor the room's, and each
// student's program follows it by seeking to the same state (runs are
// deterministic: the cursor travels, never the screen).
//
// Hook: a lesson's slide number belongs here too, as a field compared in
// Equal and followed in follow.
type Cursor struct {
	State  lesson.State
	Prefix []int
	// Class is the watch view's predict question or reveal (watch.Class).
	Class watch.Class
	// Solution is the solutions view's (zero unless it is the view).
	Solution browse.Place
	// Queens are the play board's, row by row (nil unless it is the view).
	Queens []solver.Square
}

// Equal reports whether two cursors are the same state.
func (c Cursor) Equal(o Cursor) bool {
	return c.State == o.State && slices.Equal(c.Prefix, o.Prefix) && c.Class.Equal(o.Class) &&
		c.Solution == o.Solution && slices.Equal(c.Queens, o.Queens)
}

// Clone returns a cursor that shares nothing with the model it came from
// (the question and reveal are values no one changes).
func (c Cursor) Clone() Cursor {
	c.Prefix = slices.Clone(c.Prefix)
	c.Queens = slices.Clone(c.Queens)
	return c
}

// FollowMsg sets the model's state to a cursor, step by step as it
// changes (see watch.Model.Follow; Restore is for a slide, shown once).
type FollowMsg struct{ Cursor Cursor }

// Cursor returns the model's state (see Cursor); it shares the watch
// view's queens given: Clone it to keep it.
func (m *Model) Cursor() Cursor {
	c := Cursor{State: m.State(), Prefix: m.watch.Prefix()}
	switch m.active {
	case Watch:
		c.Class = m.watch.Class()
	case Solutions:
		c.Solution = m.solutions.Place()
	case Play:
		c.Queens = m.play.Queens()
	}
	return c
}

// follow takes on a cursor's state: the board size, the view, and what
// that view shows.
func (m *Model) follow(c Cursor) tea.Cmd {
	cmd := m.setN(c.State.N)
	mode := Mode(c.State.View)
	if m.view(mode) == nil {
		mode = Watch
	}
	var class *watch.Class // predict mode follows in the watch view only
	if mode == Watch {
		class = &c.Class
	}
	cmds := []tea.Cmd{cmd, m.switchTo(mode), m.watch.Follow(c.State, c.Prefix, class)}
	switch mode {
	case Solutions:
		cmds = append(cmds, m.solutions.Follow(c.Solution))
	case Play:
		cmds = append(cmds, m.play.Follow(c.Queens))
	}
	return tea.Batch(cmds...)
}

// Unfollow is the end of following a room: predict mode's questions come
// from the student's own quiz again (watch.Model.LeaveClass).
func (m *Model) Unfollow() { m.watch.LeaveClass() }
