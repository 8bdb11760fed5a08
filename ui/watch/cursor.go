package watch

import (
	"slices"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/solver"
)

// Cursor is where the view stands: the run (board, strategy, options,
// queens given) and the step in it. Runs are deterministic, so a cursor is
// all another view needs to show the same board (nqueens serve: students
// follow the teacher's cursor, never the teacher's screen).
type Cursor struct {
	N        int
	Strategy solver.Strategy
	Stepper  solver.StepperOptions
	Prefix   []int // the queens given; the view's own: clone to keep it
	Step     uint64
}

// Equal reports whether two cursors stand at the same place.
func (c Cursor) Equal(o Cursor) bool {
	return c.N == o.N && c.Strategy == o.Strategy && c.Stepper == o.Stepper && c.Step == o.Step && slices.Equal(c.Prefix, o.Prefix)
}

// Cursor returns where the view stands.
func (m *Model) Cursor() Cursor {
	return Cursor{N: m.spec.n, Strategy: m.spec.strategy, Stepper: m.spec.opt, Prefix: m.spec.prefix, Step: m.st.Step()}
}

// Follow moves the view to a cursor of the same board size (the root has
// made Common.N the cursor's): it restarts the run if the run differs, and
// goes to the step as g does — at once if the run has been there, in
// budgeted frames otherwise. A jump under way is dropped for it.
func (m *Model) Follow(c Cursor) tea.Cmd {
	m.note = ""
	m.jump.goal = none
	m.player.drop()
	if c.Strategy != m.spec.strategy || c.Stepper != m.spec.opt || !slices.Equal(c.Prefix, m.spec.prefix) || m.spec.n != m.com.N {
		m.player.pause()
		m.spec = runSpec{n: m.com.N, strategy: c.Strategy, opt: c.Stepper, prefix: slices.Clone(c.Prefix)}
		if solver.ValidatePlacement(m.spec.n, m.spec.prefix) != nil || !slices.Contains(solver.Strategies, c.Strategy) {
			m.spec.strategy, m.spec.prefix = solver.Array, nil
		}
		m.restart()
	}
	cmd := m.goTo(c.Step)
	m.updateKeys()
	return cmd
}
