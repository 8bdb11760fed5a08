package exercise

import (
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// BacktrackDecisions is how many decisions a backtrack exercise asks for
// at most: it ends sooner when the search reaches a solution.
const BacktrackDecisions = 10

// startWalk bounds the walk that picks where an instance starts: far
// enough into the run for every kind of moment, not so far that drawing
// an instance of a large board walks its whole run.
const startWalk = 2000

// Action is a step of the student in a backtrack exercise: put a queen
// down on a square, or lift the queen standing on it.
type Action struct {
	Lift   bool
	Square solver.Square
}

// String says the action as the grading does in English: "put down a
// queen at (2,4)", "lift the queen at (1,3)".
func (a Action) String() string { return a.In(i18n.En) }

// In says the action in l.
func (a Action) In(l i18n.Lang) string {
	if a.Lift {
		return l.Sprintf(i18n.GradeLift, a.Square.String())
	}
	return l.Sprintf(i18n.GradePutDown, a.Square.String())
}

// actionOf is the decision a place or backtrack event makes.
func actionOf(ev solver.Event) Action {
	return Action{Lift: ev.Kind == solver.Backtrack, Square: solver.Square{Row: ev.Row, Col: ev.Col}}
}

// BacktrackStep is a graded step of a backtrack exercise, with what the
// board marks: the square the student chose and, when it is attacked,
// the queen that attacks it and the line.
type BacktrackStep struct {
	Step
	Did, Want Action
	By        solver.Square
	Line      solver.Line // solver.NoLine unless the square chosen is attacked
}

// BacktrackExercise is an instance of the backtrack kind: plain
// backtracking (the array strategy) advanced to a step of its run, to be
// carried on by the student one decision at a time. Every decision is
// graded against the same stepper's next one.
type BacktrackExercise struct {
	tally
	seed uint64
	lang i18n.Lang
	s    *solver.Stepper
	// start is the step the instance starts at, cur the step the student
	// sees (just after their last decision, or the solution reached),
	// and end the last step of the model answer.
	start, cur, end uint64
	before          []uint64 // the step before each decision standing
	steps           []BacktrackStep
	finished        bool
}

// NewBacktrack draws the backtrack instance of seed: the board size (6 to
// 8 unless n is not 0) and the step of the run it starts at.
func NewBacktrack(seed uint64, n int, o Options) (*BacktrackExercise, error) {
	rng, s, err := search(seed, n, solver.Array)
	if err != nil {
		return nil, err
	}
	b := &BacktrackExercise{seed: seed, lang: o.Lang, s: s}
	total := 0
	for total < startWalk && b.advance().Kind != solver.Done {
		total++
	}
	s.Seek(0)
	for skip := rng.IntN(max(total-BacktrackDecisions, 1)); skip > 0; skip-- {
		b.advance()
	}
	// Never start where the next moment is a solution or the end: the
	// student would have nothing to do.
	for {
		at := s.Step()
		ev := b.advance()
		s.Seek(at)
		if ev.Kind == solver.Place || ev.Kind == solver.Backtrack {
			break
		}
		if ev.Kind == solver.Done {
			s.Seek(0)
			break
		}
		b.advance()
	}
	b.start, b.cur = s.Step(), s.Step()
	for d := 0; d < BacktrackDecisions; d++ {
		if ev := b.advance(); ev.Kind != solver.Place && ev.Kind != solver.Backtrack {
			break
		}
	}
	b.end = s.Step()
	s.Seek(b.cur)
	return b, nil
}

// advance steps the stepper to the next decision (a place or a
// backtrack), a solution or the end, and returns that event.
func (b *BacktrackExercise) advance() solver.Event {
	for !b.s.IsDone() {
		switch ev := b.s.Next(); ev.Kind {
		case solver.Place, solver.Backtrack, solver.Solution, solver.Done:
			return ev
		}
	}
	return b.s.Event()
}

// Kind implements Exercise.
func (b *BacktrackExercise) Kind() Kind { return Backtrack }

// Seed implements Exercise.
func (b *BacktrackExercise) Seed() uint64 { return b.seed }

// N implements Exercise.
func (b *BacktrackExercise) N() int { return b.s.N() }

// Finished implements Exercise.
func (b *BacktrackExercise) Finished() bool { return b.finished }

// Stepper is the search at the state the student sees; the caller only
// reads it (board.Fill).
func (b *BacktrackExercise) Stepper() *solver.Stepper { return b.s }

// StartQueens are the queens standing where the instance starts.
func (b *BacktrackExercise) StartQueens() []int {
	b.s.Seek(b.start)
	defer b.s.Seek(b.cur)
	return b.s.Queens()
}

// LastStep is the last decision standing with its marks.
func (b *BacktrackExercise) LastStep() (BacktrackStep, bool) {
	if len(b.steps) == 0 {
		return BacktrackStep{}, false
	}
	return b.steps[len(b.steps)-1], true
}

// Do grades the student's action against the search's next decision and
// makes that decision, right or wrong, so that the exercise goes on from
// the right state. It does nothing on a finished exercise (ok false).
func (b *BacktrackExercise) Do(a Action) (step BacktrackStep, ok bool) {
	if b.finished {
		return BacktrackStep{}, false
	}
	ev := b.advance()
	after := b.s.Step()
	b.s.Seek(b.cur)
	step = BacktrackStep{Did: a, Want: actionOf(ev), Step: Step{Right: a == actionOf(ev)}}
	if !step.Right {
		b.explain(&step)
	}
	b.s.Seek(after)
	b.before = append(b.before, b.cur)
	b.steps = append(b.steps, step)
	b.add(step.Step)
	b.cur = after
	switch next := b.advance(); {
	case next.Kind == solver.Solution:
		b.cur, b.finished = b.s.Step(), true
	case next.Kind == solver.Done || len(b.steps) == BacktrackDecisions:
		b.finished = true
	}
	b.s.Seek(b.cur)
	return step, true
}

// explain fills in why a step is wrong, from the stepper at the state the
// student acted on: what the search's rules say of the action, then what
// the search does instead.
func (b *BacktrackExercise) explain(st *BacktrackStep) {
	s, a, want, l := b.s, st.Did, st.Want, b.lang
	row, sq := s.Row(), a.Square
	var why string
	switch {
	case a.Lift && want.Lift:
		why = l.Sprintf(i18n.GradeNotLast, sq.String())
	case a.Lift:
		why = l.Sprintf(i18n.GradeRowOpen, num(l, row))
	case s.QueenCol(sq.Row) >= 0:
		why = l.Sprintf(i18n.GradeRowTaken, num(l, sq.Row), solver.Square{Row: sq.Row, Col: s.QueenCol(sq.Row)}.String())
	case sq.Row != row:
		why = l.Sprintf(i18n.GradeRowOrder, num(l, row), num(l, sq.Row))
	case s.Threats(sq.Row, sq.Col) != solver.NoLine:
		for r := 0; r < row; r++ {
			q := solver.Square{Row: r, Col: s.QueenCol(r)}
			if line := solver.AttackLine(q, sq); line != solver.NoLine {
				st.By, st.Line = q, line
				why = l.Sprintf(i18n.GradeAttacked, sq.String(), q.String(), line.AlongIn(l))
				break
			}
		}
	case s.Remaining(row)&(1<<uint(sq.Col)) == 0:
		why = l.Sprintf(i18n.GradeTried, sq.String())
	default:
		why = l.Sprintf(i18n.GradeLeftFirst, want.Square.String())
	}
	st.Why = l.Sprintf(i18n.GradeWould, why, want.In(l))
}

// Undo implements Exercise: the board goes back to before the last
// decision, whose grade is taken back (a wrong one stays counted in
// Wrong).
func (b *BacktrackExercise) Undo() bool {
	if !b.pop() {
		return false
	}
	b.cur = b.before[len(b.before)-1]
	b.before = b.before[:len(b.before)-1]
	b.steps = b.steps[:len(b.steps)-1]
	b.finished = false
	b.s.Seek(b.cur)
	return true
}

// ModelAnswer returns the model answer: the search's own run from the
// instance's start over the decisions asked for, every event of it, on a
// stepper of its own to step through both ways.
func (b *BacktrackExercise) ModelAnswer() (*Replay, error) {
	s, err := solver.New(b.N(), solver.Array, nil)
	if err != nil {
		return nil, err
	}
	s.Seek(b.start)
	return &Replay{s: s, from: b.start, to: b.end}, nil
}

// Replay steps through a stretch of a run, both ways.
type Replay struct {
	s        *solver.Stepper
	from, to uint64
}

// Stepper is the run at the replay's step; the caller only reads it.
func (r *Replay) Stepper() *solver.Stepper { return r.s }

// At returns the replay's position and its length, in events.
func (r *Replay) At() (i, n int) { return int(r.s.Step() - r.from), int(r.to - r.from) }

// Forward moves one event on; false at the end.
func (r *Replay) Forward() bool {
	if r.s.Step() >= r.to {
		return false
	}
	r.s.Next()
	return true
}

// Back moves one event back; false at the start.
func (r *Replay) Back() bool {
	if r.s.Step() <= r.from {
		return false
	}
	return r.s.Back()
}
