package solver

import (
	"context"
	"iter"
)

// Helpers that only the tests use, kept out of the package's API.

// seekNext steps forward until an event of kind k and reports whether it
// found one (false: the search ended first).
func (s *Stepper) seekNext(k Kind) bool {
	for !s.IsDone() {
		if s.Next().Kind == k {
			return true
		}
	}
	return k == Done
}

// inverse returns the transform that undoes t.
func (t Transform) inverse() Transform {
	switch t {
	case Rot90:
		return Rot270
	case Rot270:
		return Rot90
	}
	return t // the half turn and the reflections undo themselves
}

// searches lists the strategies that search the whole tree, finding every
// solution in lexicographic order (fc without MRV).
var searches = []Strategy{Array, Bitmask, FC}

// solutions returns the solutions of the n×n board with their 1-based
// indexes, in lexicographic order (see Enumerator). The slice is reused:
// copy it to keep it. It panics if n is outside 1..MaxN: an empty sequence
// would read as "no solutions".
func solutions(n int) iter.Seq2[uint64, []int] {
	return enumerate(NewEnumerator(n))
}

// uniqueSolutions returns the representatives of the symmetry classes of the
// n×n board (see NewUniqueEnumerator) like solutions.
func uniqueSolutions(n int) iter.Seq2[uint64, []int] {
	return enumerate(NewUniqueEnumerator(n))
}

func enumerate(e *Enumerator, err error) iter.Seq2[uint64, []int] {
	if err != nil {
		panic(err)
	}
	return func(yield func(uint64, []int) bool) {
		for e.Next() {
			if !yield(e.Index(), e.Queens()) {
				return
			}
		}
	}
}

// kthSolution returns a copy of solution k (1-based) of the n×n board, found
// as SeekSolution finds it.
func kthSolution(ctx context.Context, n int, k uint64) ([]int, error) {
	e, err := SeekSolution(ctx, n, k, nil)
	if err != nil {
		return nil, err
	}
	e.Next()
	return append([]int(nil), e.Queens()...), nil
}
