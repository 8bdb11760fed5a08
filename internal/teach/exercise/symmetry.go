package exercise

import (
	"slices"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// SymmetryPairs is how many pairs of solutions a symmetry exercise asks
// about.
const SymmetryPairs = 5

// Pair is a question of a symmetry exercise: two solutions of the board.
type Pair struct {
	Left, Right []int
}

// maps returns the symmetries that map the left solution onto the right
// one: several when the left one is itself symmetric, none when the two
// are of different classes.
func (p Pair) maps() []solver.Transform {
	var out []solver.Transform
	for _, t := range solver.Transforms {
		if slices.Equal(t.Apply(p.Left), p.Right) {
			out = append(out, t)
		}
	}
	return out
}

// Answer is the student's answer to a pair: a symmetry, or None.
type Answer struct {
	None      bool
	Transform solver.Transform
}

// String is the answer in words.
func (a Answer) String() string {
	if a.None {
		return "none"
	}
	return a.Transform.String()
}

// SymmetryStep is a graded answer, with the square the board marks: on
// the right board, where the chosen symmetry puts a queen that is not
// there (Row -1 for none).
type SymmetryStep struct {
	Step
	Did Answer
	At  solver.Square
}

// SymmetryExercise is an instance of the symmetry kind: pairs of
// solutions, each answered with the symmetry that maps one onto the other
// or none. Answers are graded with the solver's own transforms.
type SymmetryExercise struct {
	answered[SymmetryStep]
	seed  uint64
	lang  i18n.Lang
	n     int
	pairs []Pair
}

// NewSymmetry draws the symmetry instance of seed: N=8 unless n is not 0,
// and its pairs. A pair's right solution is the left one under a random
// symmetry, or, one time in five where the board has two classes, a
// solution of another class.
func NewSymmetry(seed uint64, n int, o Options) (*SymmetryExercise, error) {
	if n == 0 {
		n = 8
	}
	e, err := solver.NewEnumerator(n)
	if err != nil {
		return nil, err
	}
	var all [][]int
	for e.Next() {
		all = append(all, slices.Clone(e.Queens()))
	}
	if len(all) == 0 {
		return nil, errorIn(o.Lang, i18n.GradeSymNoSolution, num(o.Lang, n))
	}
	rng := random(seed)
	x := &SymmetryExercise{seed: seed, lang: o.Lang, n: n}
	for range SymmetryPairs {
		left := all[rng.IntN(len(all))]
		var others [][]int
		for _, q := range all {
			if len((Pair{left, q}).maps()) == 0 {
				others = append(others, q)
			}
		}
		right := solver.Transforms[rng.IntN(len(solver.Transforms))].Apply(left)
		if len(others) > 0 && rng.IntN(5) == 0 {
			right = others[rng.IntN(len(others))]
		}
		x.pairs = append(x.pairs, Pair{left, right})
	}
	return x, nil
}

// Kind implements Exercise.
func (x *SymmetryExercise) Kind() Kind { return Symmetry }

// Seed implements Exercise.
func (x *SymmetryExercise) Seed() uint64 { return x.seed }

// N implements Exercise.
func (x *SymmetryExercise) N() int { return x.n }

// Finished implements Exercise.
func (x *SymmetryExercise) Finished() bool { return len(x.steps) == len(x.pairs) }

// Pairs are the instance's questions.
func (x *SymmetryExercise) Pairs() []Pair { return x.pairs }

// Current is the index of the pair to answer (len(Pairs()) when all are).
func (x *SymmetryExercise) Current() int { return len(x.steps) }

// Solution is the model answer to pair i: the first symmetry that maps
// its left solution onto its right one, or None.
func (x *SymmetryExercise) Solution(i int) Answer {
	if ts := x.pairs[i].maps(); len(ts) > 0 {
		return Answer{Transform: ts[0]}
	}
	return Answer{None: true}
}

// Answer grades the student's answer to the current pair: right when the
// symmetry maps the left solution onto the right one (any of them, for a
// symmetric solution), or, for None, when none does.
func (x *SymmetryExercise) Answer(a Answer) (SymmetryStep, bool) {
	if x.Finished() {
		return SymmetryStep{}, false
	}
	p, l := x.pairs[len(x.steps)], x.lang
	ts := p.maps()
	st := SymmetryStep{Did: a, At: solver.Square{Row: -1, Col: -1}}
	switch {
	case a.None:
		st.Right = len(ts) == 0
		if !st.Right {
			st.Why = l.Sprintf(i18n.GradeSymMaps, ts[0].In(l))
		}
	default:
		st.Right = slices.Contains(ts, a.Transform)
		if !st.Right {
			image := a.Transform.Apply(p.Left)
			// A wrong symmetry's image differs from the right board
			// somewhere: on the first row that shows it.
			r := 0
			for image[r] == p.Right[r] {
				r++
			}
			st.At = solver.Square{Row: r, Col: image[r]}
			answer := l.T(i18n.GradeSymClasses)
			if len(ts) > 0 {
				answer = l.Sprintf(i18n.GradeSymIs, ts[0].In(l))
			}
			st.Why = l.Sprintf(i18n.GradeSymPuts, a.Transform.In(l), num(l, r), st.At.String(), solver.Square{Row: r, Col: p.Right[r]}.String(), answer)
		}
	}
	x.record(st.Step, st)
	return st, true
}
