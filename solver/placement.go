package solver

import (
	"context"
	"math/bits"
	"slices"

	"github.com/nqueens/nqueens/solver/internal/board"
)

// Completions returns how many solutions of the n×n board contain every
// queen of fixed, where fixed[r] is the column of the queen on row r or -1
// for a free row. The fixed queens must not attack each other.
//
// The queens need not fill the rows from the top: a depth-first search
// walks the rows down to the last fixed one (checking a fixed row instead
// of branching on it, and skipping on free rows every square a fixed queen
// attacks), then leaves the free rows below to the fast counter. When the
// fixed rows lie nearer the bottom, the board is first mirrored top to
// bottom, which maps solutions onto solutions, so the search stays short.
func Completions(ctx context.Context, n int, fixed []int) (uint64, error) {
	w, err := newWalker(ctx, n, fixed)
	if err != nil || w == nil {
		return 0, err
	}
	return w.count(0, board.Attacks{})
}

// FirstCompletion returns the lexicographically first solution that
// contains every queen of fixed (see Completions), or nil if there is none.
// Its queens on the free rows are squares from which a solution can still be
// reached: the source of the player's hints.
func FirstCompletion(ctx context.Context, n int, fixed []int) ([]int, error) {
	w, err := newWalker(ctx, n, fixed)
	if err != nil || w == nil {
		return nil, err
	}
	w.flipped = false // the order of the search defines "first": keep it
	w.fixed = fixed
	w.blockAll()
	found, err := w.first(0, board.Attacks{})
	if !found || err != nil {
		return nil, err
	}
	return slices.Clone(w.prefix), nil
}

// walker is the state of one search of Completions, FirstCompletion or
// CompletionsWithin.
type walker struct {
	ctx     context.Context
	n       int
	mask    uint64
	fixed   []int
	flipped bool
	last    int          // the last fixed row, -1 if none
	blocked [MaxN]uint64 // squares of each row the fixed queens of other rows attack
	prefix  []int
	nodes   uint64 // nodes visited (see tick): queens placed, for CompletionsWithin
	// CompletionsWithin: the most queens it may place, and the solutions
	// found.
	budget, found uint64
}

// newWalker validates the arguments; it returns nil, nil when the fixed
// queens cannot be part of any solution of the board.
func newWalker(ctx context.Context, n int, fixed []int) (*walker, error) {
	if n < 1 || n > MaxN || len(fixed) != n {
		return nil, nil
	}
	first, last := -1, -1
	for r, c := range fixed {
		if c >= n {
			return nil, nil
		}
		if c >= 0 {
			if first < 0 {
				first = r
			}
			last = r
		}
	}
	w := &walker{ctx: ctx, n: n, mask: board.LowBits(n), fixed: fixed, prefix: make([]int, 0, n)}
	if first >= 0 && n-1-first < last {
		// Mirrored top to bottom, the last fixed row comes higher.
		w.fixed = slices.Clone(fixed)
		slices.Reverse(w.fixed)
		w.flipped = true
	}
	w.blockAll()
	return w, ctx.Err()
}

// blockAll computes, for every row, the squares the fixed queens attack,
// and the last fixed row.
func (w *walker) blockAll() {
	w.last = -1
	for r := range w.blocked[:w.n] {
		w.blocked[r] = 0
	}
	for fr, fc := range w.fixed {
		if fc < 0 {
			continue
		}
		w.last = fr
		for r := 0; r < w.n; r++ {
			if r != fr {
				w.blocked[r] |= reach(fr, fc, r, w.mask)
			}
		}
	}
}

// conflict reports whether two fixed queens attack each other (blockAll
// first).
func (w *walker) conflict() bool {
	for fr, fc := range w.fixed {
		if fc >= 0 && w.blocked[fr]&(1<<uint(fc)) != 0 {
			return true
		}
	}
	return false
}

// candidates returns the columns row r may take under the attacks a.
func (w *walker) candidates(r int, a board.Attacks) uint64 {
	if c := w.fixed[r]; c >= 0 {
		return a.Free(uint64(1) << uint(c))
	}
	return a.Free(w.mask &^ w.blocked[r])
}

// count counts the completions below row r, whose squares a are attacked,
// with w.prefix holding the queens of rows 0..r-1.
func (w *walker) count(r int, a board.Attacks) (uint64, error) {
	if r > w.last {
		// No fixed queen below: the rows left are a plain subtree.
		return countSubtree(w.ctx, w.n, w.prefix)
	}
	if r == w.n {
		return 1, nil
	}
	if err := w.tick(); err != nil {
		return 0, err
	}
	var total uint64
	for free := w.candidates(r, a); free != 0; free &= free - 1 {
		bit := free & -free
		w.prefix = append(w.prefix, bits.TrailingZeros64(bit))
		v, err := w.count(r+1, a.Below(bit, w.mask))
		w.prefix = w.prefix[:r]
		if err != nil {
			return 0, err
		}
		total += v
	}
	return total, nil
}

// first searches for the first completion, leaving it in w.prefix.
func (w *walker) first(r int, a board.Attacks) (bool, error) {
	if r == w.n {
		return true, nil
	}
	if err := w.tick(); err != nil {
		return false, err
	}
	for free := w.candidates(r, a); free != 0; free &= free - 1 {
		bit := free & -free
		w.prefix = append(w.prefix, bits.TrailingZeros64(bit))
		if ok, err := w.first(r+1, a.Below(bit, w.mask)); ok || err != nil {
			return ok, err
		}
		w.prefix = w.prefix[:r]
	}
	return false, nil
}

// tick looks at the context every few thousand nodes: often enough to stop
// within a millisecond, rarely enough to cost nothing.
func (w *walker) tick() error {
	w.nodes++
	if w.nodes&(1<<12-1) == 0 {
		return w.ctx.Err()
	}
	return nil
}

// Rank returns the 1-based index of a solution among all the solutions of
// the n×n board in lexicographic order (the order of Enumerator and
// of the watch view's search): one more than the number of solutions that
// branch off to a smaller column on some row, counted subtree by subtree
// with the fast counter rather than enumerated.
func Rank(ctx context.Context, n int, queens []int) (uint64, error) {
	if err := checkSize(n, MaxN); err != nil {
		return 0, err
	}
	if err := ValidatePlacement(n, queens); err != nil {
		return 0, err
	}
	rank := uint64(1)
	prefix := make([]int, 0, n)
	fixed := make([]int, n)
	for r, q := range queens {
		for c := 0; c < q; c++ {
			// Subtrees of large boards go through Completions, which
			// splits them so that ctx is honoured.
			for i := range fixed {
				fixed[i] = -1
			}
			copy(fixed, prefix)
			fixed[r] = c
			if !safe(prefix, c) {
				continue
			}
			v, err := Completions(ctx, n, fixed)
			if err != nil {
				return 0, err
			}
			rank += v
		}
		prefix = append(prefix, q)
	}
	return rank, nil
}

// safe reports whether a queen at column c of the row below prefix is
// attacked by none of its queens.
func safe(prefix []int, c int) bool {
	r := len(prefix)
	for pr, pc := range prefix {
		if pc == c || pc-c == pr-r || pc-c == r-pr {
			return false
		}
	}
	return true
}
