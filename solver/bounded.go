package solver

// Work with a known bound, for views that must never leave a core busy for
// long: which boards Count finishes in about a minute, and a count of
// completions that stops after a budget of nodes.

import (
	"context"
	"errors"

	"github.com/nqueens/nqueens/solver/internal/board"
)

// MaxQuickCountN is the largest board the views count, or seek a solution
// of, without being asked. SeekSolution costs about a count by the
// backtracking engine from N=10 to 32 (but for the first MaxWalkSeek
// solutions from N=17 on, which it walks to), so it is that engine's
// times that bound it: about a minute or less here on two cores, and each
// size takes seven to eight times the one before (BenchmarkCount measures
// them; Count's join is faster still).
const MaxQuickCountN = 18

// MaxQuickWalkN is the largest board whose unique solutions are all walked in
// about a minute or less: SeekUniqueSolution and Classify walk the unique
// solutions before the one they look for. Measured on the same machine: N=16
// 6 s for all of them, each size taking 6–8 times the one before.
const MaxQuickWalkN = 17

// MaxQuickRankN is the largest board on which Rank takes seconds at most for
// any solution: it counts the solutions before it with Completions, without
// the board's symmetries (measured: N=16's empty board 11 s on a busy
// machine, 8 times that at N=17).
const MaxQuickRankN = 16

// BoundedCount is what CompletionsWithin found.
type BoundedCount struct {
	// Count is the number of solutions found: all of them when Exact, a
	// lower bound otherwise.
	Count uint64
	// Nodes is the number of queens the search placed, never more than its
	// budget.
	Nodes uint64
	// Exact reports that the search ended within its budget.
	Exact bool
}

// CompletionsWithin counts, as Completions does, the solutions of the n×n
// board that contain every queen of fixed (fixed[r] is the column of the
// queen on row r, or -1 for a free row), but places at most budget queens:
// past the budget it stops and returns the solutions found so far, with
// Exact false. Queens that attack each other, or a fixed slice that does not
// fit the board, have no completion (an exact 0).
//
// Its cost is bounded by the budget whatever n is: it is a plain depth-first
// search (one bitmask word per row), without the fast counter's symmetries,
// so an exact count of a large empty board needs far more than any budget a
// UI would give it; a caller that wants the exact count of a placement the
// budget cannot finish uses Completions. It returns ctx's error when ctx is
// done, looking at ctx every few thousand nodes.
func CompletionsWithin(ctx context.Context, n int, fixed []int, budget uint64) (BoundedCount, error) {
	w, err := newWalker(ctx, n, fixed)
	if w == nil || w.conflict() {
		return BoundedCount{Exact: true}, nil
	}
	if err != nil {
		return BoundedCount{}, err
	}
	w.budget = budget
	err = w.within(0, board.Attacks{})
	if err == errBudget {
		return BoundedCount{Count: w.found, Nodes: w.nodes, Exact: false}, nil
	}
	if err != nil {
		return BoundedCount{}, err
	}
	return BoundedCount{Count: w.found, Nodes: w.nodes, Exact: true}, nil
}

// errBudget ends a search that used up its budget.
var errBudget = errors.New("solver: node budget used up")

// within adds to w.found the completions below row r, whose squares a are
// attacked, placing no more than w.budget queens in all.
func (w *walker) within(r int, a board.Attacks) error {
	if r == w.n {
		w.found++
		return nil
	}
	for free := w.candidates(r, a); free != 0; free &= free - 1 {
		if w.nodes == w.budget {
			return errBudget
		}
		if err := w.tick(); err != nil {
			return err
		}
		if err := w.within(r+1, a.Below(free&-free, w.mask)); err != nil {
			return err
		}
	}
	return nil
}
