package predict

import (
	"fmt"
	"math/bits"
	"strconv"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// Score is a learner's record: questions answered, right, skipped, and the
// run of right answers.
type Score struct {
	Asked, Right, Skipped int
	Streak, BestStreak    int
}

// Add adds the score b made after a: the counts add up, and the streak
// runs on from a's when b has no wrong answer.
func (a Score) Add(b Score) Score {
	s := Score{Asked: a.Asked + b.Asked, Right: a.Right + b.Right, Skipped: a.Skipped + b.Skipped}
	s.Streak = b.Streak
	if b.Asked == b.Right {
		s.Streak = a.Streak + b.Streak
	}
	s.BestStreak = max(a.BestStreak, b.BestStreak, s.Streak)
	return s
}

// String writes the score line: "7/9 right · streak 3 (best 5)".
func (s Score) String() string { return s.In(i18n.En) }

// In writes the score line in lang.
func (s Score) In(lang i18n.Lang) string {
	itoa := strconv.Itoa
	line := lang.Sprintf(i18n.PredScore, itoa(s.Right), itoa(s.Asked), itoa(s.Streak))
	if s.BestStreak > s.Streak {
		line += lang.Sprintf(i18n.PredScoreBest, itoa(s.BestStreak))
	}
	if s.Skipped > 0 {
		line += lang.Sprintf(i18n.PredScoreSkip, itoa(s.Skipped))
	}
	return line
}

// Reveal is the outcome of a question.
type Reveal struct {
	Question Question
	Truth    Truth
	Given    Answer // the zero Answer when skipped
	Right    bool
	Skipped  bool
	// Scored is false when the question had been answered (or skipped)
	// before: a question asked again after stepping back is graded and
	// revealed, but the score keeps the first answer.
	Scored bool
	// To is the stepper's step after the reveal: the settling event, or
	// Question.Step when another question about the same decision follows
	// (FollowUp).
	To       uint64
	FollowUp bool
}

// Quiz is one learner's predict mode over a stepper: the density, the
// stage reached at the current step, and the score.
type Quiz struct {
	// Density says which questions are asked.
	Density Density
	// Prefix holds the queens the run was started from (as given to
	// solver.New), so that "new or mirror?" counts only the solutions the
	// run visits; nil for the whole board.
	Prefix []int
	// Lang is the language of the questions' prompts and the reveals'
	// reasons (English, the zero Lang, unless set).
	Lang i18n.Lang

	step  uint64
	stage int
	score Score
	seen  map[questionID]bool
}

type questionID struct {
	step  uint64
	stage int
}

// NewQuiz returns a quiz of the given density over the whole board.
func NewQuiz(d Density) *Quiz { return &Quiz{Density: d} }

// Score returns the score so far.
func (q *Quiz) Score() Score { return q.score }

// point returns the point the stepper is at, and the questions asked there
// from the stage reached.
func (q *Quiz) pending(s *solver.Stepper) (point, []Question) {
	if s.Step() != q.step {
		q.step, q.stage = s.Step(), 0
	}
	p := point{s: s, prev: s.Event(), next: peek(s), prefix: q.Prefix, lang: q.Lang}
	qs := p.questions(q.Density)
	if q.stage >= len(qs) {
		return p, nil
	}
	return p, qs[q.stage:]
}

// Ask returns the question to ask before the stepper's next event, if the
// density asks one there. It leaves the stepper where it was (it looks at
// the next event by stepping forward and back, a replay of at most one
// snapshot interval). A view calls it at every step it shows in predict
// mode: seeing another step starts that step's questions from the first.
// Called twice at one step, it asks the same question until it is answered
// or skipped.
func (q *Quiz) Ask(s *solver.Stepper) (Question, bool) {
	_, qs := q.pending(s)
	if len(qs) == 0 {
		return Question{}, false
	}
	return qs[0], true
}

// Answer grades an answer to the question Ask returns: it steps the
// stepper to the event that settles the question (or leaves it where it
// was, when another question about the same decision follows), and
// records the score. It returns an error if there is no question to answer
// or the answer does not fit it.
func (q *Quiz) Answer(s *solver.Stepper, a Answer) (Reveal, error) {
	return q.reveal(s, &a)
}

// Skip reveals the answer to the question Ask returns without grading
// one; the score counts it as skipped. In class, a teacher's quiz reveals
// this way after the room's answers are in (see Tally).
func (q *Quiz) Skip(s *solver.Stepper) (Reveal, error) {
	return q.reveal(s, nil)
}

func (q *Quiz) reveal(s *solver.Stepper, a *Answer) (Reveal, error) {
	p, qs := q.pending(s)
	if len(qs) == 0 {
		return Reveal{}, fmt.Errorf("predict: no question is asked at step %d", s.Step())
	}
	question := qs[0]
	if a != nil {
		if err := question.Accepts(*a); err != nil {
			return Reveal{}, err
		}
	}
	from := s.Step()
	truth, err := p.settle(question)
	if err != nil {
		s.Seek(from)
		return Reveal{}, err
	}
	r := Reveal{Question: question, Truth: truth, Skipped: a == nil}
	if a != nil {
		r.Given, r.Right = *a, truth.Grade(*a)
	}
	if len(qs) > 1 {
		// The next question is about the same decision: go back before it.
		s.Seek(from)
		r.FollowUp = true
	}
	if r.To = s.Step(); r.To == from {
		q.stage++ // the next question here, if any
	} else {
		q.step, q.stage = r.To, 0
	}
	q.record(&r)
	return r, nil
}

// record adds the reveal to the score, once per question.
func (q *Quiz) record(r *Reveal) {
	id := questionID{r.Question.Step, r.Question.Stage}
	if q.seen[id] {
		return
	}
	if q.seen == nil {
		q.seen = make(map[questionID]bool)
	}
	q.seen[id] = true
	r.Scored = true
	q.score.Count(*r)
}

// Count adds a reveal to the score: a skip is counted apart, a right
// answer runs the streak on, a wrong one ends it. A quiz and a room's
// student (whose questions are the teacher's) both score with it, each
// question once.
func (s *Score) Count(r Reveal) {
	switch {
	case r.Skipped:
		s.Skipped++
		return
	case r.Right:
		s.Right++
		s.Streak++
		s.BestStreak = max(s.BestStreak, s.Streak)
	default:
		s.Streak = 0
	}
	s.Asked++
}

func popcount(x uint64) int { return bits.OnesCount64(x) }

// Retell is question q told in lang, and its truth: a room's student
// hears the teacher's question, asked in the teacher's language, in
// their own. s is the run q was asked of (its queens given as prefix),
// at q.Step; Retell leaves it there. The question is the same (its kind,
// stage and answers); only its prompt and the truth's reason change
// language.
func Retell(s *solver.Stepper, prefix []int, q Question, lang i18n.Lang) (Question, Truth, error) {
	if s.Step() != q.Step {
		return q, Truth{}, fmt.Errorf("predict: the run is at step %d, the question at step %d", s.Step(), q.Step)
	}
	p := point{s: s, prev: s.Event(), next: peek(s), prefix: prefix, lang: lang}
	q.Prompt = p.question(q.Kind, q.Stage).Prompt
	truth, err := p.settle(q)
	s.Seek(q.Step)
	return q, truth, err
}
