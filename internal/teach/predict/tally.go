package predict

import (
	"cmp"
	"slices"
)

// Tally counts the answers a room gives to one question, for a histogram:
// a classroom server adds each student's answer, then grades the bars
// against the one Truth the reveal gives.
type Tally struct {
	Question Question
	counts   map[string]int
	answers  map[string]Answer
}

// Bar is one distinct answer and how many gave it.
type Bar struct {
	Answer Answer
	Count  int
	Right  bool // set by Bars when graded against a truth
}

// NewTally returns an empty tally for the question.
func NewTally(q Question) *Tally {
	return &Tally{Question: q, counts: map[string]int{}, answers: map[string]Answer{}}
}

// Add counts an answer; it refuses one that does not fit the question
// (see Question.Accepts). Memory grows with the distinct answers, at most
// one per square of the board or choice for all questions but Pruned and
// SolutionNumber, whose distinct answers are as many as the students.
func (t *Tally) Add(a Answer) error {
	if err := t.Question.Accepts(a); err != nil {
		return err
	}
	k := a.Key()
	t.counts[k]++
	t.answers[k] = a
	return nil
}

// Total is the number of answers counted.
func (t *Tally) Total() int {
	n := 0
	for _, c := range t.counts {
		n += c
	}
	return n
}

// Bars returns the distinct answers, the most given first (ties in Key
// order), each marked Right if truth is not nil and grades it right.
func (t *Tally) Bars(truth *Truth) []Bar {
	bars := make([]Bar, 0, len(t.counts))
	for k, c := range t.counts {
		b := Bar{Answer: t.answers[k], Count: c}
		if truth != nil {
			b.Right = truth.Grade(b.Answer)
		}
		bars = append(bars, b)
	}
	slices.SortFunc(bars, func(a, b Bar) int {
		return cmp.Or(b.Count-a.Count, cmp.Compare(a.Answer.Key(), b.Answer.Key()))
	})
	return bars
}
