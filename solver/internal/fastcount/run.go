package fastcount

import (
	"context"
	"sync"
	"sync/atomic"
)

// tally accumulates solutions of canonical boards: unique counts each
// canonical board once, all counts it with the size of its class. pairs, if
// not nil, counts the images of the boards by their first two rows (see
// TopPairs).
type tally struct {
	all, unique uint64
	pairs       *Pairs
}

func (t *tally) add(weight uint64) {
	t.all += weight
	t.unique++
}

// Run counts the solutions of the n×n board (MinN ≤ n ≤ MaxN) below the
// given tasks of Tasks(n) — all of them for the board's count, or any
// range of them, whose counts add up — on workers goroutines: all
// solutions, and unique ones (one per class under the 8 symmetries).
// progress, if not nil, is called as tasks finish with the number finished
// so far and len(tasks), from any worker goroutine, concurrently. When ctx
// is done it stops promptly and returns ctx.Err().
func Run(ctx context.Context, n int, tasks []Task, workers int, progress func(done, total int)) (all, unique uint64, err error) {
	res, err := runTasks(ctx, n, tasks, workers, progress, false)
	return res.all, res.unique, err
}

// runTasks runs tasks on workers goroutines, each taking the next task from a
// shared atomic index, so fast and slow tasks balance out. With pairs, the
// tally also counts the images of the boards by their first two rows.
func runTasks(ctx context.Context, n int, tasks []Task, workers int, progress func(done, total int), pairs bool) (tally, error) {
	workers = max(min(workers, len(tasks)), 1)
	var (
		next, done atomic.Int64
		wg         sync.WaitGroup
		mu         sync.Mutex
		sum        tally
	)
	if pairs {
		sum.pairs = new(Pairs)
	}
	if err := ctx.Err(); err != nil {
		return tally{}, err
	}
	// The searches poll ctx's channel now and then (see engine.stopped);
	// the workers look at ctx between tasks too.
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := newEngine(n, ctx.Done())
			var local tally
			if pairs {
				local.pairs = new(Pairs)
				e.classifyAll = true
			}
			for ctx.Err() == nil {
				i := int(next.Add(1) - 1)
				if i >= len(tasks) {
					break
				}
				e.run(&tasks[i], &local)
				if progress != nil && ctx.Err() == nil {
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
	if err := ctx.Err(); err != nil {
		return tally{}, err
	}
	return sum, nil
}
