// Package exercise holds the graded exercises of `nqueens exercise`: the
// student carries out a step of the algorithm by hand on an instance of
// their own, and each step is graded against the solver's own run the
// moment it is made (TRAKLA2's and JSAV's "fix the incorrect step"). It
// has no UI: the view (ui/exercise) drives it with the student's steps and
// draws what it says, and a finished attempt is a plain value (Attempt)
// that a file or, later, a room can collect.
package exercise

import (
	"hash/fnv"
	"math/rand/v2"
	"strconv"
	"time"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// Kind names a kind of exercise.
type Kind string

// The kinds, in the order `nqueens exercise` lists them.
const (
	Backtrack    Kind = "backtrack"
	Symmetry     Kind = "symmetry"
	Bitmask      Kind = "bitmask"
	FC           Kind = "fc"
	MinConflicts Kind = "min-conflicts"
)

// Kinds lists the kinds of exercise.
var Kinds = []Kind{Backtrack, Symmetry, Bitmask, FC, MinConflicts}

// Describe says in a line what the student does in an exercise of kind k.
func (k Kind) Describe() i18n.Msg {
	switch k {
	case Backtrack:
		return i18n.NewMsg(i18n.ExerciseAboutBacktrack)
	case Symmetry:
		return i18n.NewMsg(i18n.ExerciseAboutSymmetry)
	case Bitmask:
		return i18n.NewMsg(i18n.ExerciseAboutBitmask)
	case FC:
		return i18n.NewMsg(i18n.ExerciseAboutFC)
	case MinConflicts:
		return i18n.NewMsg(i18n.ExerciseAboutMinConflicts)
	}
	return i18n.NewMsg(i18n.ExerciseAboutOther, string(k))
}

// ParseKind returns the kind of a name, or an error listing the kinds.
func ParseKind(s string) (Kind, error) {
	for _, k := range Kinds {
		if string(k) == s {
			return k, nil
		}
	}
	return "", i18n.Errorf(i18n.ExerciseNoKind, strconv.Quote(s), kindList())
}

func kindList() string {
	s := ""
	for i, k := range Kinds {
		if i > 0 {
			s += ", "
		}
		s += string(k)
	}
	return s
}

// Sizes a student may choose with -n: the board must have solutions (from
// 4) and stay small enough to follow by hand and to enumerate at once.
const (
	MinN = 4
	MaxN = 12
)

// MaxSeed is the largest seed: seeds keep to 63 bits, so that every seed
// shown can be typed back as a flag's signed number.
const MaxSeed = 1<<63 - 1

// SeedFor is the seed of a student's own instance of kind k: a hash of
// the two, so that every student has their own instance and the same
// student gets the same one back, with nothing stored.
func SeedFor(student string, k Kind) uint64 {
	h := fnv.New64a()
	h.Write([]byte(k))
	h.Write([]byte{0}) // so that no kind+name pair runs into another
	h.Write([]byte(student))
	return h.Sum64() & MaxSeed
}

// RoomSeed is the seed of a student's instance of kind k in a room: a
// hash of the three, so that the same name in two rooms (two classes, or a
// server started again) gets another instance, and within a room each
// student their own.
func RoomSeed(room, student string, k Kind) uint64 {
	h := fnv.New64a()
	for _, s := range []string{string(k), room, student} {
		h.Write([]byte(s))
		h.Write([]byte{0}) // so that no triple runs into another
	}
	return h.Sum64() & MaxSeed
}

// NextSeed is the seed of the instance after seed's (the key r).
func NextSeed(seed uint64) uint64 { return (seed + 1) & MaxSeed }

// random is the random source of an instance: the same seed draws the
// same instance.
func random(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 0x6e717565656e73)) // "nqueens"
}

// search is the random source of an instance of seed and the search it
// asks about, in strategy, on a board of n (0: 6 to 8, drawn).
func search(seed uint64, n int, strategy solver.Strategy) (*rand.Rand, *solver.Stepper, error) {
	rng := random(seed)
	if n == 0 {
		n = 6 + rng.IntN(3)
	}
	s, err := solver.New(n, strategy, nil)
	return rng, s, err
}

// Step is one graded step of the student.
type Step struct {
	Right bool
	// Why says, for a wrong step, what was wrong and what the algorithm
	// does instead, in words computed from the solver.
	Why string
}

// tally keeps the grades of an attempt: the steps standing (undo takes
// the last one away) and every wrong step ever made, so that an undo
// never hides a mistake.
type tally struct {
	steps []Step
	wrong int
}

func (t *tally) add(s Step) {
	t.steps = append(t.steps, s)
	if !s.Right {
		t.wrong++
	}
}

// askedNow is the question e asks now, or an error in l once it is
// finished or when the answer given is to another kind of question than
// want.
func askedNow(l i18n.Lang, e interface {
	Finished() bool
	At() (question int, ask Ask)
}, want Ask) (int, error) {
	if e.Finished() {
		return 0, errorIn(l, i18n.GradeFinished)
	}
	q, a := e.At()
	if a != want {
		return 0, errorIn(l, i18n.GradeAskedNow, a.In(l), want.In(l))
	}
	return q, nil
}

// answered is the tally of a kind whose steps carry more than right or
// wrong (the squares marked, the words typed, the why): the details stand
// in step with the tally, so that undoing one takes back both.
type answered[S any] struct {
	tally
	steps []S
}

func (a *answered[S]) record(s Step, details S) {
	a.add(s)
	a.steps = append(a.steps, details)
}

// LastStep is the last step standing, with its details.
func (a *answered[S]) LastStep() (S, bool) {
	if len(a.steps) == 0 {
		var none S
		return none, false
	}
	return a.steps[len(a.steps)-1], true
}

// Undo implements Exercise: the last step is taken back and asked again.
func (a *answered[S]) Undo() bool {
	if !a.pop() {
		return false
	}
	a.steps = a.steps[:len(a.steps)-1]
	return true
}

func (t *tally) pop() bool {
	if len(t.steps) == 0 {
		return false
	}
	t.steps = t.steps[:len(t.steps)-1]
	return true
}

// Score is the number of right steps among the steps standing, and how
// many steps stand.
func (t *tally) Score() (right, outOf int) {
	for _, s := range t.steps {
		if s.Right {
			right++
		}
	}
	return right, len(t.steps)
}

// Wrong is the number of wrong steps made, undone ones included.
func (t *tally) Wrong() int { return t.wrong }

// Last is the last step standing, ok false before the first.
func (t *tally) Last() (s Step, ok bool) {
	if len(t.steps) == 0 {
		return Step{}, false
	}
	return t.steps[len(t.steps)-1], true
}

// Attempt is a finished (or abandoned) attempt at one instance: what a
// result file holds and what a room would collect.
type Attempt struct {
	Student string  `json:"student"`
	Kind    Kind    `json:"kind"`
	Seed    uint64  `json:"seed"`
	N       int     `json:"n"`
	Score   int     `json:"score"`
	OutOf   int     `json:"out_of"`
	Wrong   int     `json:"wrong_steps"`
	Seconds float64 `json:"seconds"`
	// Finished is false for an attempt left before its end.
	Finished bool `json:"finished"`
	// ModelSeen says the student looked at the model answer during the
	// attempt.
	ModelSeen bool `json:"model_answer_seen"`
	// NoMRV says the fc kind was played without MRV (--mrv=false): with
	// the seed, it names the instance.
	NoMRV bool `json:"no_mrv,omitempty"`
}

// Exercise is an instance being played, of either kind.
type Exercise interface {
	Kind() Kind
	Seed() uint64
	N() int
	Score() (right, outOf int)
	Wrong() int
	Last() (Step, bool)
	Finished() bool
	// Undo takes back the student's last step; false when there is none.
	Undo() bool
}

// AttemptOf is the attempt of a student at e after elapsed time, the
// model answer seen or not.
func AttemptOf(e Exercise, student string, elapsed time.Duration, modelSeen bool) Attempt {
	right, outOf := e.Score()
	a := Attempt{
		Student: student, Kind: e.Kind(), Seed: e.Seed(), N: e.N(),
		Score: right, OutOf: outOf, Wrong: e.Wrong(),
		Seconds:  elapsed.Round(time.Millisecond).Seconds(),
		Finished: e.Finished(), ModelSeen: modelSeen,
	}
	if fc, ok := e.(*FCExercise); ok {
		a.NoMRV = !fc.MRV()
	}
	return a
}

// Options are the choices of an instance beside its seed and size; the
// zero value is each kind's own.
type Options struct {
	// NoMRV makes the fc kind's search fill the rows top down, as plain
	// forward checking does, instead of MRV's row with the fewest squares
	// left: which row comes next is then no question, and none is asked.
	NoMRV bool
	// Lang is the language the instance says its reasons, its answers and
	// its errors in (English, the zero Lang, unless set); what is graded
	// right is the same in every language.
	Lang i18n.Lang
}

// New returns the instance of kind k drawn from seed; n is the board
// size, or 0 for the kind's own choice.
func New(k Kind, seed uint64, n int, o Options) (Exercise, error) {
	if n != 0 && (n < MinN || n > MaxN) {
		return nil, i18n.Errorf(i18n.ExerciseBoardSize, strconv.Itoa(MinN), strconv.Itoa(MaxN), strconv.Itoa(n))
	}
	switch k {
	case Backtrack:
		return NewBacktrack(seed, n, o)
	case Symmetry:
		return NewSymmetry(seed, n, o)
	case Bitmask:
		return NewBitmask(seed, n, o)
	case FC:
		return NewFC(seed, n, o)
	case MinConflicts:
		return NewMinConflicts(seed, n, o)
	}
	_, err := ParseKind(string(k))
	return nil, err
}
