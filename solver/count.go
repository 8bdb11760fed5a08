package solver

import (
	"context"
	"runtime"

	"github.com/nqueens/nqueens/solver/internal/board"
	"github.com/nqueens/nqueens/solver/internal/fastcount"
	"github.com/nqueens/nqueens/solver/internal/quadjoin"
)

// countPlain is the classic bitmask count of the completions of a partial
// board: cols, ld and rd are the squares of the next row that the queens
// above attack along columns, "\" and "/" diagonals; each free square, lowest
// first, is taken in turn and the diagonals shift one column as they go a
// row down. Everything else in this file computes the same numbers faster —
// Count through internal/quadjoin (from joinMinN) or internal/fastcount,
// whose package comments say how — and falls back on countPlain where
// those engines do not reach.
func countPlain(mask, cols, ld, rd uint64) uint64 {
	if cols == mask {
		return 1
	}
	var total uint64
	for free := mask &^ (cols | ld | rd); free != 0; free &= free - 1 {
		bit := free & -free
		total += countPlain(mask, cols|bit, (ld|bit)<<1, (rd|bit)>>1)
	}
	return total
}

// MaxCountN is the largest board Count accepts: the engine keeps one row
// in a uint32 word.
const MaxCountN = fastcount.MaxN

// CountOptions tunes Count.
type CountOptions struct {
	// Unique counts fundamental solutions (classes under the 8 symmetries
	// of the square, OEIS A002562) instead of all solutions (A000170).
	Unique bool
	// Workers is the number of goroutines; <= 0 means runtime.NumCPU().
	Workers int
	// Progress, if not nil, is called as tasks finish with the number
	// finished so far and the total number of tasks. It may be called from
	// any worker goroutine, concurrently, so it must be cheap and safe.
	Progress func(done, total int)
	// MemoryLimit bounds, in bytes, the memory the count may take: the
	// join's tables and every worker's buffers (see CountTasks). 0 means
	// the default, a quarter of the machine's RAM (less in a container).
	// A board the join cannot count within it is counted by the
	// backtracking engine instead, which needs almost none (and is many
	// times slower from N=16 on).
	MemoryLimit uint64
}

// joinMinN is the smallest board that Count and CountTasks count by
// joining half boards (internal/quadjoin); below it the backtracking
// engine (internal/fastcount) is faster, as docs/bench measures.
const joinMinN = 14

// useJoin tells whether the n×n board is counted by the join.
func useJoin(n int) bool { return n >= joinMinN && n <= quadjoin.MaxN }

// JoinRange is the smallest and the largest board that Count counts by
// joining half boards (memory allowing): what nqueens count --help says.
func JoinRange() (minN, maxN int) { return joinMinN, quadjoin.MaxN }

// Count returns the number of solutions of the n×n board (1 ≤ n ≤ 32), or
// the number of fundamental solutions with opt.Unique. It splits the count
// into independent tasks (CountTasks) shared by opt.Workers goroutines:
// from joinMinN to quadjoin.MaxN it joins half boards, and elsewhere, or if
// the join would not fit opt.MemoryLimit, it searches the board row by row
// with its 8 symmetries. When ctx is done it stops promptly and returns
// ctx.Err().
func Count(ctx context.Context, n int, opt CountOptions) (uint64, error) {
	if err := checkSize(n, MaxCountN); err != nil {
		return 0, err
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	if useJoin(n) {
		all, unique, err := countJoin(ctx, n, opt, workers)
		switch {
		case err == nil && opt.Unique:
			return unique, nil
		case err == nil:
			return all, nil
		case !errIsMemory(err):
			return 0, err
		}
		// The join does not fit: fall back on the backtracking engine.
	}
	var all, unique uint64
	if n < fastcount.MinN {
		// Too few rows for the task split, and the whole search takes
		// microseconds.
		all, unique = fastcount.Small(n)
		if opt.Progress != nil {
			opt.Progress(1, 1)
		}
	} else {
		var err error
		if all, unique, err = fastcount.Run(ctx, n, fastcount.Tasks(n), workers, opt.Progress); err != nil {
			return 0, err
		}
	}
	if opt.Unique {
		return unique, nil
	}
	return all, nil
}

// countJoin counts the n×n board by the join's task list: the unique count
// needs its last task, the symmetric boards, and the total does not.
func countJoin(ctx context.Context, n int, opt CountOptions, workers int) (all, unique uint64, err error) {
	tasks := newCountTasks(n, true)
	tasks.SetMemoryLimit(opt.MemoryLimit)
	indices := make([]int, tasks.Len())
	for i := range indices {
		indices[i] = i
	}
	if !opt.Unique {
		indices = indices[:len(indices)-1]
	}
	finished := 0
	err = tasks.Count(ctx, indices, workers, func(_ int, a, u uint64) {
		all += a
		unique += u
		finished++
		if opt.Progress != nil {
			opt.Progress(finished, len(indices))
		}
	})
	if err != nil {
		return 0, 0, err
	}
	return all, tasks.Unique(unique), nil
}

// CountCompletions returns how many complete solutions of the n×n board
// extend the partial placement prefix (queens on rows 0..len(prefix)-1).
// A prefix that is invalid (out of range, or two queens attacking each other)
// has no completions. It runs on the calling goroutine with the engine's
// inner loop; the empty prefix of a board of 10 or more is counted with the
// board's symmetries.
func CountCompletions(n int, prefix []int) uint64 {
	if n < 1 || n > MaxN || len(prefix) > n {
		return 0
	}
	if len(prefix) == 0 && n >= fastcount.MinN && n <= MaxCountN {
		all, _ := Count(context.Background(), n, CountOptions{Workers: 1})
		return all
	}
	mask := board.LowBits(n)
	var a board.Attacks
	for _, col := range prefix {
		if col < 0 || col >= n {
			return 0
		}
		bit := uint64(1) << uint(col)
		if a.Free(bit) == 0 {
			return 0
		}
		a = a.Below(bit, mask)
	}
	y := len(prefix)
	if n <= MaxCountN && y <= n-4 {
		return fastcount.Subtree(n, y, uint32(a.Cols), uint32(a.LD), uint32(a.RD))
	}
	// Boards beyond 32 columns, or at most three rows left: plain recursion.
	return countPlain(mask, a.Cols, a.LD, a.RD)
}

// subtreeSplitRows is the height up to which countSubtree counts a subtree
// in one call of CountCompletions, which takes well under a second however
// wide the board; taller subtrees are split one row further, so that a
// count nobody waits for any more (a seek given up, a player's placement
// changed) stops within about that long.
const subtreeSplitRows = 14

// countSubtree is CountCompletions made cancellable: it gives up with ctx's
// error when ctx is done, counting tall subtrees child by child and checking
// ctx in between.
func countSubtree(ctx context.Context, n int, prefix []int) (uint64, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if n-len(prefix) <= subtreeSplitRows {
		return CountCompletions(n, prefix), nil
	}
	var total uint64
	for c := 0; c < n; c++ {
		if !safe(prefix, c) {
			continue
		}
		v, err := countSubtree(ctx, n, append(prefix, c))
		if err != nil {
			return 0, err
		}
		total += v
	}
	return total, nil
}
