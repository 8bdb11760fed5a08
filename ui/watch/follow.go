package watch

// Following a room (nqueens serve): a student's view takes on the
// teacher's predict mode — the questions and the reveals come with the
// teacher's cursor (Follow), the student's answer goes to the room
// (ClassAnswerMsg), and a reveal is graded against it. The server's side
// holds the room; it reads and sets a view through Follower.

import (
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
)

// Follower is what a classroom reads of the teacher's view (Class) and
// sets on a student's (Follow, LeaveClass).
type Follower interface {
	Class() Class
	Follow(st lesson.State, prefix []int, class *Class) tea.Cmd
	LeaveClass()
}

var _ Follower = (*Model)(nil)

// Class is predict mode's part of a room's cursor: the question waiting on
// the teacher's screen, and the reveal of the last one while it shows
// (with the next question, when one about the same decision follows).
type Class struct {
	Asking   bool
	Question predict.Question
	Revealed bool
	Reveal   predict.Reveal // its Given, Right and Skipped are the teacher's: a student's view grades its own
}

// classID names a question of a run: its step and stage.
type classID struct {
	step  uint64
	stage int
}

func idOf(q predict.Question) classID { return classID{q.Step, q.Stage} }

// Equal reports whether two classes show the same: the same question
// waiting, the same reveal (questions and reveals of one run are the same
// values wherever they were settled, so their steps and stages name them).
func (c Class) Equal(o Class) bool {
	return c.Asking == o.Asking && c.Revealed == o.Revealed &&
		(!c.Asking || idOf(c.Question) == idOf(o.Question) && c.Question.Kind == o.Question.Kind) &&
		(!c.Revealed || idOf(c.Reveal.Question) == idOf(o.Reveal.Question) && c.Reveal.To == o.Reveal.To)
}

// ClassAnswerMsg is a following student's answer to the room's question,
// for the room's tally (the view does not grade it: the teacher reveals).
type ClassAnswerMsg struct {
	Question predict.Question
	Answer   predict.Answer
}

// follow is the state of a view following a room.
type follow struct {
	on       bool
	answered bool           // the student has answered the question on screen
	given    predict.Answer // …with this
	scored   map[classID]bool
}

// share is predict mode's state as a room shares it (see Class).
func (f *follow) share(p *predictor, st *solver.Stepper) Class {
	var c Class
	if !p.on {
		return c
	}
	if p.waiting(st) {
		c.Asking, c.Question = true, p.question
	}
	if p.revealed && st.Step() == p.reveal.To {
		c.Revealed, c.Reveal = true, p.reveal
	}
	return c
}

// take puts the teacher's predict mode (density d, 0 for off, and the
// question or reveal c) in p, for a board of size n.
func (f *follow) take(p *predictor, d predict.Density, c Class, n int) {
	f.on, p.on, p.density = true, d != 0, d
	if !p.on {
		p.asking, p.revealed, f.answered = false, false, false
		return
	}
	if c.Revealed && (!p.revealed || idOf(p.reveal.Question) != idOf(c.Reveal.Question)) {
		r := c.Reveal
		r.Given, r.Right, r.Skipped, r.Scored = predict.Answer{}, false, true, false
		if f.answered && idOf(p.question) == idOf(r.Question) {
			r.Given, r.Right, r.Skipped = f.given, r.Truth.Grade(f.given), false
		}
		f.score(p, &r)
		p.reveal = r
	}
	p.revealed = c.Revealed
	if c.Asking && (!p.asking || idOf(p.question) != idOf(c.Question)) {
		p.question, p.err, f.answered = c.Question, "", false
		p.picks, p.digits = nil, ""
		p.cursor = p.cursorFor(c.Question, n)
	}
	p.asking = c.Asking
}

// score adds a reveal to a student's score, once per question.
func (f *follow) score(p *predictor, r *predict.Reveal) {
	id := idOf(r.Question)
	if f.scored[id] {
		return
	}
	if f.scored == nil {
		f.scored = map[classID]bool{}
	}
	f.scored[id], r.Scored = true, true
	p.score.Count(*r)
}

// ask puts up p's question before st's next event, on a board of size n,
// if there is one, and reports whether it did: in a room the teacher's
// view asks.
func (f *follow) ask(p *predictor, st *solver.Stepper, n int, pl *player) bool {
	return !f.on && p.ask(st, n, pl)
}

// answer keeps the student's answer to q and hands it to the room.
func (f *follow) answer(q predict.Question, a predict.Answer) tea.Cmd {
	f.answered, f.given = true, a
	msg := ClassAnswerMsg{Question: q, Answer: a}
	return func() tea.Msg { return msg }
}

// Class returns predict mode's state as a room shares it (see Class).
func (m *Model) Class() Class { return m.follow.share(&m.predict, m.st) }

// LeaveClass ends following a room's predict mode: a student who explores
// alone starts without predict mode (P turns it on, with their own quiz).
func (m *Model) LeaveClass() {
	if !m.follow.on {
		return
	}
	m.follow.on = false
	m.SetPredict(0)
	m.updateKeys()
}
