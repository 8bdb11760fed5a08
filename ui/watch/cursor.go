package watch

import (
	"slices"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/solver"
)

// Prefix returns the queens the run was given (the play view hands them
// over), which State does not hold; it is the view's own: clone it to
// keep it.
func (m *Model) Prefix() []int { return m.spec.prefix }

// Follow moves the view to another view's state, as it changes step by
// step (nqueens serve: students follow the teacher): unlike Restore, it
// restarts the run only when the run differs (N — the root has made
// Common.N the state's —, strategy, options, queens given) and goes to the
// step as g does — at once if the run has been there, in budgeted frames
// otherwise; the layout follows. A jump under way is dropped for it.
// Predict mode follows class, the teacher's question or reveal, unless it
// is nil (the room shows another view): the question goes up when the
// stepper is at its step (a seek may still be under way), and a reveal is
// graded against the student's own answer to its question, if they gave
// one.
func (m *Model) Follow(st lesson.State, prefix []int, class *Class) tea.Cmd {
	m.note = ""
	m.jump.goal = none
	m.player.drop()
	if st.Strategy != m.spec.strategy || st.Options != m.lens.runOptions(m.spec.opt) || !slices.Equal(prefix, m.spec.prefix) || m.spec.n != m.com.N {
		m.player.pause()
		m.spec = runSpec{n: m.com.N, strategy: st.Strategy, opt: st.Options, prefix: slices.Clone(prefix)}
		if solver.ValidatePlacement(m.spec.n, m.spec.prefix) != nil || !slices.Contains(solver.Strategies, st.Strategy) {
			m.spec.strategy, m.spec.prefix = solver.Strategies[0], nil // the first of a's cycle, as a fresh start
		}
		m.restart()
	}
	m.screen.focus = st.Layout == "focus"
	m.tree.on = st.Layout == "tree"
	cmd := m.goTo(st.Step)
	if class != nil {
		m.follow.take(&m.predict, st.Predict, *class, m.spec.n)
	}
	m.updateKeys()
	return cmd
}
