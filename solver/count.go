package solver

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
)

// MaxCountN is the largest board Count accepts: the engine keeps one row
// in a uint32 word.
const MaxCountN = 32

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
}

// Count returns the number of solutions of the n×n board (1 ≤ n ≤ 32), or
// the number of fundamental solutions with opt.Unique. It exploits the 8
// symmetries of the board and splits the search into independent tasks shared
// by opt.Workers goroutines. When ctx is done it stops promptly and returns
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
	if n < countSymMinN {
		// Too few rows for the task split, and the whole search takes
		// microseconds.
		all, unique := countSmall(n)
		if opt.Progress != nil {
			opt.Progress(1, 1)
		}
		if opt.Unique {
			return unique, nil
		}
		return all, nil
	}
	tasks := countSplitTasks(n)
	res, err := countRunTasks(ctx, n, tasks, workers, opt.Progress, false)
	if err != nil {
		return 0, err
	}
	if opt.Unique {
		return res.unique, nil
	}
	return res.all, nil
}

// countTally accumulates solutions of canonical boards: unique counts each
// canonical board once, all counts it with the size of its class. pairs, if
// not nil, counts the images of the boards by their first two rows (see
// countTopPairs).
type countTally struct {
	all, unique uint64
	pairs       *countPairs
}

func (t *countTally) add(weight uint64) {
	t.all += weight
	t.unique++
}

// countRunTasks runs tasks on workers goroutines, each taking the next task from a
// shared atomic index, so fast and slow tasks balance out. With pairs, the
// tally also counts the images of the boards by their first two rows.
func countRunTasks(ctx context.Context, n int, tasks []countTask, workers int, progress func(done, total int), pairs bool) (countTally, error) {
	if workers > len(tasks) {
		workers = len(tasks)
	}
	var (
		next, done atomic.Int64
		stop       atomic.Bool
		wg         sync.WaitGroup
		mu         sync.Mutex
		sum        countTally
	)
	if pairs {
		sum.pairs = new(countPairs)
	}
	// The inner loops poll stop, not ctx: an atomic load is cheaper than
	// a channel receive, and they only poll now and then.
	cancelWatch := context.AfterFunc(ctx, func() { stop.Store(true) })
	defer cancelWatch()
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := newCountEngine(n, &stop)
			var local countTally
			if pairs {
				local.pairs = new(countPairs)
				e.classifyAll = true
			}
			for !stop.Load() {
				i := int(next.Add(1) - 1)
				if i >= len(tasks) {
					break
				}
				e.run(&tasks[i], &local)
				if progress != nil && !stop.Load() {
					progress(int(done.Add(1)), len(tasks))
				}
			}
			mu.Lock()
			sum.all += local.all
			sum.unique += local.unique
			if pairs {
				for c0 := range local.pairs {
					for c1, v := range local.pairs[c0] {
						sum.pairs[c0][c1] += v
					}
				}
			}
			mu.Unlock()
		}()
	}
	wg.Wait()
	// stop is only ever set once ctx is done, so ctx.Err() tells both.
	if err := ctx.Err(); err != nil {
		return countTally{}, err
	}
	return sum, nil
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
	if len(prefix) == 0 && n >= countSymMinN && n <= MaxCountN {
		all, _ := Count(context.Background(), n, CountOptions{Workers: 1})
		return all
	}
	mask := uint64(1)<<uint(n) - 1 // a shift by 64 gives 0: n = 64 yields all ones
	var c, l, r uint64
	for _, col := range prefix {
		if col < 0 || col >= n {
			return 0
		}
		bit := uint64(1) << uint(col)
		if (c|l|r)&bit != 0 {
			return 0
		}
		c, l, r = c|bit, (l|bit)<<1, (r|bit)>>1
	}
	y := len(prefix)
	if n <= 32 && y <= n-4 {
		allow := [32]uint32{}
		for i := range allow {
			allow[i] = uint32(mask)
		}
		return countDFS32(n, uint32(mask), &allow, y, uint32(c), uint32(l), uint32(r), nil)
	}
	// Boards beyond 32 columns, or at most three rows left: plain recursion.
	return countPlain(mask, c, l, r)
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
