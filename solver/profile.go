package solver

import (
	"context"
	"math/bits"

	"github.com/nqueens/nqueens/solver/internal/board"
)

// RunProfile walks a whole run of the stepper New(n, strategy, prefix)
// with opt would make, without making its events: it returns the run's
// number of events (Done included) and calls solution with the step of
// each solution event, in order. Plain backtracking's run is counted by a
// walk of its tree, several times faster than stepping it; the others are
// stepped. It returns ctx's error when ctx is done, looking at it every
// few thousand nodes.
//
// A run's length grows without bound with n: ProfileMaxN says up to which
// board it takes a few seconds at most.
func RunProfile(ctx context.Context, n int, strategy Strategy, prefix []int, opt StepperOptions, solution func(step uint64)) (steps uint64, err error) {
	s, err := NewWith(n, strategy, prefix, opt)
	if err != nil {
		return 0, err
	}
	if e, ok := s.eng.(treeWalker); ok {
		return e.walkRun(ctx, solution)
	}
	for !s.IsDone() {
		ev := s.Next()
		if ev.Counters.Steps&0xffff == 0 {
			if err := ctx.Err(); err != nil {
				return 0, err
			}
		}
		if ev.Kind == Solution {
			solution(ev.Counters.Steps)
		}
	}
	return s.Step(), nil
}

// ProfileMaxN is the largest board whose RunProfile takes a few seconds at
// most on one core of a busy 2-core machine: plain backtracking's walk
// takes 0.09 s at N=13, 0.5 s at N=14, 2 s at N=15 and six times more at
// N=16; fc, stepped at about 18 million events a second, 0.14 s at N=12,
// 0.65 s at N=13, 3.5 s at N=14; min-conflicts' run is bounded by its move
// cap on every board. The spec's profileMaxN.
func ProfileMaxN(strategy Strategy) int { return strategy.spec().profileMaxN }

// treeWalker is an engine whose run RunProfile counts by walking its tree.
type treeWalker interface {
	walkRun(ctx context.Context, solution func(step uint64)) (uint64, error)
}

// runWalk counts the events plain backtracking makes, as its engines emit
// them: array tries every column and reports an attacked one; bitmask
// reports the attacked columns of a row first, then tries each free one.
type runWalk struct {
	ctx      context.Context
	err      error
	n        int
	mask     uint64
	bitmask  bool
	step     uint64 // events so far
	nodes    uint32 // rows entered since ctx was last looked at
	solution func(step uint64)
}

func (e *arrayEngine) walkRun(ctx context.Context, solution func(uint64)) (uint64, error) {
	return e.walk(ctx, solution, false)
}

func (e *bitmaskEngine) walkRun(ctx context.Context, solution func(uint64)) (uint64, error) {
	return e.walk(ctx, solution, true)
}

// walk is walkRun of array and bitmask: the walk of their tree from the
// row below the queens given.
func (p *plain) walk(ctx context.Context, solution func(uint64), bitmask bool) (uint64, error) {
	s := p.s
	w := runWalk{ctx: ctx, n: s.n, mask: s.mask, bitmask: bitmask, solution: solution}
	w.row(s.base, p.att[s.base])
	if w.err != nil {
		return 0, w.err
	}
	return w.step + 1, nil // the done event
}

// row accounts for the events of entering row r with the given attacks,
// the subtrees below included.
func (w *runWalk) row(r int, a board.Attacks) {
	if w.err != nil {
		return
	}
	if w.nodes++; w.nodes&0xffff == 0 {
		if w.err = w.ctx.Err(); w.err != nil {
			return
		}
	}
	if r == w.n {
		w.step++
		w.solution(w.step)
		return
	}
	free := a.Free(w.mask)
	if w.bitmask {
		// The attacked columns are reported first, one event each; each
		// free column is a try and a place, its subtree, and a backtrack.
		w.step += uint64(w.n - bits.OnesCount64(free))
	}
	prev := 0 // array: the columns before it were tried already
	for f := free; f != 0; f &= f - 1 {
		c := bits.TrailingZeros64(f)
		if !w.bitmask {
			// Every column is a try; an attacked one is an attack too.
			w.step += 2 * uint64(c-prev)
			prev = c + 1
		}
		w.step += 2 // try and place
		w.row(r+1, a.Below(f&-f, w.mask))
		w.step++ // backtrack
	}
	if !w.bitmask {
		w.step += 2 * uint64(w.n-prev)
	}
}
