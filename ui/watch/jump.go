package watch

// Jumps: running to the next solution or backtrack, to a step, to the end —
// in budgeted chunks, one per frame, so that a long way on a large board
// never freezes the UI, and any key cancels — and the mark m sets and '
// comes back to.

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// goal is where a jump runs to.
type goal uint8

const (
	none       goal = iota
	toEvent         // n, b, p, B: the next event of a kind (jumper.kind)
	toStep          // ":", ' and g: a step
	toTreeStep      // a step, feeding the tree on the way (see followTree)
	toEnd           // G: the end of the run
)

// jumper is the jump under way and what jumps need to know of the run.
type jumper struct {
	goal   goal                 // where a jump runs to, none when not seeking
	kind   solver.Kind          // toEvent: the kind of event it stops at
	target uint64               // the occurrence of its kind to stop at (its counter's value then), or the step
	walked uint64               // the furthest step of this run so far: seeking up to it is one replay
	goals  map[solver.Goal]bool // the seek goals the run has events for (runGoals)
	mark   mark
	lang   i18n.Lang // of the notes a jump leaves
}

// mark is the step m marked, in a run: the mark holds across restarts of
// the same run.
type mark struct {
	set  bool
	step uint64
	run  runKey
}

// toAStep reports whether the goal is a step rather than an event.
func (g goal) toAStep() bool { return g == toStep || g == toTreeStep }

// name says what the jump under way does.
func (j *jumper) name() string {
	switch j.goal {
	case toStep:
		return j.lang.Sprintf(i18n.NoteGoingTo, j.lang.Number(j.target))
	case toTreeStep:
		return j.lang.Sprintf(i18n.NoteBuildingTree, j.lang.Number(j.target))
	case toEnd:
		return j.lang.T(i18n.NoteRunningToEnd)
	}
	return j.lang.Sprintf(i18n.NoteSearching, kindWord(j.lang, j.kind))
}

// cancel stops a jump under way, dropping the player p's tick, and says
// in note where it stopped, at step.
func (j *jumper) cancel(p *player, step uint64, note *string) {
	if j.goal != none {
		j.goal = none
		p.drop()
		*note = j.lang.Sprintf(i18n.NoteCancelled, j.lang.Number(step))
	}
}

// nextOf is the occurrence of kind k that n jumps to from st: the next
// one. The next start is a restart: the first one is step 1.
func nextOf(st *solver.Stepper, k solver.Kind) uint64 {
	next := st.Counters().Of(k) + 1
	if k == solver.Start {
		next = max(next, 2)
	}
	return next
}

// goalKind is the event kind a seek goal of the solver names in st's run
// (x, d, w and their capitals; their keys are enabled only where it has
// one, runGoals).
func goalKind(st *solver.Stepper, g solver.Goal) solver.Kind {
	k, _, _ := st.GoalKind(g)
	return k
}

// runGoals are the seek goals st's run has events for.
func runGoals(st *solver.Stepper) map[solver.Goal]bool {
	out := make(map[solver.Goal]bool, len(solver.Goals))
	for _, g := range solver.Goals {
		_, _, out[g] = st.GoalKind(g)
	}
	return out
}

// toNext aims the jump at the next event of kind k in st's run and
// returns its occurrence, the target seekTo runs toward.
func (j *jumper) toNext(st *solver.Stepper, k solver.Kind) uint64 {
	j.kind = k
	return nextOf(st, k)
}

// jumpBack pauses p and goes to the previous event of kind k in st's
// run, at once (the run has been there), or says there is none.
func jumpBack(l i18n.Lang, st *solver.Stepper, p *player, k solver.Kind) (note string) {
	p.pause()
	if !st.SeekPrev(k) {
		return l.Sprintf(i18n.NoteNoEarlier, kindWord(l, k))
	}
	return ""
}

// seekTo starts running toward the target of goal g — the target-th event
// of the jump's kind, or the step — in budgeted chunks, one per frame.
func (m *Model) seekTo(g goal, target uint64) tea.Cmd {
	m.player.pause()
	if m.st.IsDone() {
		m.note = m.com.Lang.Sprintf(i18n.NoteOverKeys, m.replay.overWords(m.com.Lang, m.spec, m.st.Step()), keyName(m.keys.Restart), keyName(m.keys.First))
		return m.after()
	}
	m.jump.goal, m.jump.target = g, target
	m.player.drop()
	// The first chunk runs now, so a near target is reached without a
	// frame of delay.
	return m.onTick()
}

// seekFrame runs one frame of the jump under way.
func (m *Model) seekFrame() tea.Cmd {
	found := m.advance(-1, m.jump.reached)
	if found || m.st.IsDone() {
		if !found {
			switch {
			case m.jump.goal == toEnd && m.replay.atFault(m.spec, m.st.Step()):
				// The run ends where the trace goes wrong: the status
				// lines say so, and why.
			case m.jump.goal.toAStep():
				m.note = m.com.Lang.Sprintf(i18n.NoteRunEndsAt, m.com.Lang.Number(m.st.Step()))
			default:
				m.note = m.com.Lang.Sprintf(i18n.NoteNoFurther, kindWord(m.com.Lang, m.jump.stopKind()), m.replay.overWords(m.com.Lang, m.spec, m.st.Step()))
			}
		}
		m.jump.goal = none
		return m.after()
	}
	return tea.Batch(m.after(), m.player.tick(frame))
}

// stopKind is the event kind the jump under way stops at.
func (j *jumper) stopKind() solver.Kind {
	if j.goal == toEnd {
		return solver.Done
	}
	return j.kind
}

// reached reports whether ev is the target of the jump under way.
func (j *jumper) reached(ev solver.Event) bool {
	if j.goal.toAStep() {
		return ev.Counters.Steps >= j.target
	}
	k := j.stopKind()
	return ev.Kind == k && ev.Counters.Of(k) >= j.target
}

// goTo moves to a step: at once when the run has been there already (one
// replay from the nearest snapshot), in budgeted chunks like n otherwise.
func (m *Model) goTo(step uint64) tea.Cmd {
	m.player.pause()
	if t, ok := m.totals.of(m.spec.key(m.lens, m.replay)); ok && step > t.steps {
		m.note = m.com.Lang.Sprintf(i18n.NoteRunHas, m.com.Lang.Number(t.steps))
		step = t.steps
	}
	if step <= max(m.jump.walked, m.st.Step()) {
		m.st.Seek(step)
		return m.after()
	}
	return m.seekTo(toStep, step)
}

// setMark marks step of the run and says so; toMark is the key that
// comes back.
func (j *jumper) setMark(step uint64, run runKey, toMark key.Binding) (note string) {
	j.mark = mark{set: true, step: step, run: run}
	return j.lang.Sprintf(i18n.NoteMarked, j.lang.Number(step), keyName(toMark))
}

// hasMark reports whether m has marked a step of the run (N, strategy and
// starting queens).
func (j *jumper) hasMark(run runKey) bool { return j.mark.set && j.mark.run == run }
