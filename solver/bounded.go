package solver

// Work with a known bound, for views that must never leave a core busy for
// long: which boards Count finishes in about a minute, and a count of
// completions that stops after a budget of nodes.

import (
	"context"
	"errors"
	"slices"

	"github.com/nqueens/nqueens/solver/internal/board"
)

// MaxQuickCountN is the largest board whose solutions Count counts in about
// a minute or less. Measured on a 2-core x86-64 machine (one worker / two):
// N=17 6.2 s / 3.2 s, N=18 47 s / 23 s; each size takes 7–8 times the one
// before, so N=19 takes minutes and N=20 about an hour. SeekSolution costs
// about a count from N=10 to 32 (but for the first MaxWalkSeek solutions
// from N=17 on, which it walks to), so the same bound holds for it.
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
	if n < 1 || n > MaxN || len(fixed) != n {
		return BoundedCount{Exact: true}, nil
	}
	first, last := -1, -1
	for r, c := range fixed {
		if c >= n {
			return BoundedCount{Exact: true}, nil
		}
		if c >= 0 {
			if first < 0 {
				first = r
			}
			last = r
		}
	}
	if first >= 0 && n-1-first < last {
		// Mirrored top to bottom (solutions map onto solutions), the fixed
		// queens come nearer the top, where they prune the most.
		fixed = slices.Clone(fixed)
		slices.Reverse(fixed)
	}
	b := boundedSearch{ctx: ctx, n: n, mask: board.LowBits(n), fixed: fixed, budget: budget}
	for fr, fc := range fixed {
		if fc < 0 {
			continue
		}
		for r := range n {
			d := r - fr
			m := uint64(1) << uint(fc)
			if fc+d >= 0 && fc+d < n {
				m |= 1 << uint(fc+d)
			}
			if fc-d >= 0 && fc-d < n {
				m |= 1 << uint(fc-d)
			}
			if r != fr {
				b.blocked[r] |= m
			}
		}
	}
	for fr, fc := range fixed {
		if fc >= 0 && b.blocked[fr]&(1<<uint(fc)) != 0 {
			return BoundedCount{Exact: true}, nil // queens in conflict
		}
	}
	err := b.count(0, board.Attacks{})
	if err == errBudget {
		return BoundedCount{Count: b.found, Nodes: b.nodes, Exact: false}, nil
	}
	if err != nil {
		return BoundedCount{}, err
	}
	return BoundedCount{Count: b.found, Nodes: b.nodes, Exact: true}, nil
}

// boundedSearch is the state of one CompletionsWithin.
type boundedSearch struct {
	ctx     context.Context
	n       int
	mask    uint64
	fixed   []int
	blocked [MaxN]uint64 // squares of each row the fixed queens of other rows attack
	budget  uint64
	nodes   uint64
	found   uint64
}

// errBudget ends a search that used up its budget.
var errBudget = errors.New("solver: node budget used up")

// count adds to b.found the completions below row r, whose attacked
// squares are att.
func (b *boundedSearch) count(r int, att board.Attacks) error {
	if r == b.n {
		b.found++
		return nil
	}
	free := att.Free(b.mask) &^ b.blocked[r]
	if c := b.fixed[r]; c >= 0 {
		free &= 1 << uint(c)
	}
	for ; free != 0; free &= free - 1 {
		if b.nodes == b.budget {
			return errBudget
		}
		b.nodes++
		if b.nodes&(1<<12-1) == 0 {
			if err := b.ctx.Err(); err != nil {
				return err
			}
		}
		bit := free & -free
		if err := b.count(r+1, att.Below(bit, b.mask)); err != nil {
			return err
		}
	}
	return nil
}
