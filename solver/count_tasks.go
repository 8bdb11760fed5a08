package solver

import (
	"context"
	"encoding/hex"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/nqueens/nqueens/solver/internal/fastcount"
)

// CountTasks is the fixed list of independent tasks that Count cuts the
// n×n board's search into. The list depends on n and on this version of the
// engine only, so any subset of it names the same work in every process on
// every machine: a batch of processes can each count a share of it, or one
// process can count it in several sittings, and the counts of disjoint
// shares add up to Count's. Fingerprint tells whether two lists are the
// same.
type CountTasks struct {
	n     int
	tasks []fastcount.Task // nil below fastcount.MinN: one task, the board
	print string
}

// NewCountTasks returns the task list of the n×n board (1 ≤ n ≤ MaxCountN).
// Boards too small for the engine's split are one task.
func NewCountTasks(n int) (*CountTasks, error) {
	if err := checkSize(n, MaxCountN); err != nil {
		return nil, err
	}
	t := &CountTasks{n: n}
	if n >= fastcount.MinN {
		t.tasks = fastcount.Tasks(n)
	}
	sum := fastcount.Fingerprint(n, t.tasks)
	// 64 bits tell lists apart as well as 256 for this purpose (a changed
	// build, not an adversary), and keep the JSON lines short.
	t.print = hex.EncodeToString(sum[:8])
	return t, nil
}

// Len returns the number of tasks.
func (t *CountTasks) Len() int {
	if t.tasks == nil {
		return 1
	}
	return len(t.tasks)
}

// Fingerprint returns a short hex digest of the list (see
// fastcount.Fingerprint): equal fingerprints, same tasks at the same
// indices.
func (t *CountTasks) Fingerprint() string { return t.print }

// Count counts the tasks at the given indices (each in 0..Len()-1, any
// order; an index listed twice is counted twice) on workers goroutines
// (<= 0: runtime.NumCPU()), which take the indices in the order given.
// done is called once for each task as it finishes, with the task's index
// and the solutions below it — all of them, and the canonical ones that
// make up the unique count — from the worker goroutines but one call at a
// time. When ctx is done Count stops promptly and returns ctx.Err(); tasks
// cut short are not reported, so every report is a whole task.
func (t *CountTasks) Count(ctx context.Context, indices []int, workers int, done func(index int, all, unique uint64)) error {
	for _, i := range indices {
		if i < 0 || i >= t.Len() {
			return fmt.Errorf("solver: task %d is outside 0..%d of the %d×%d board", i, t.Len()-1, t.n, t.n)
		}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = max(1, min(workers, len(indices)))
	var (
		next atomic.Int64
		mu   sync.Mutex
		wg   sync.WaitGroup
	)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			count := t.counter(ctx)
			defer count.close()
			for ctx.Err() == nil {
				k := int(next.Add(1) - 1)
				if k >= len(indices) {
					return
				}
				i := indices[k]
				all, unique, err := count.task(i)
				if err != nil {
					return // ctx is done: the task is not whole
				}
				mu.Lock()
				done(i, all, unique)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return ctx.Err()
}

// taskCounter counts single tasks of a list on one goroutine.
type taskCounter struct {
	t *CountTasks
	c *fastcount.Counter // nil for a board below fastcount.MinN
}

func (t *CountTasks) counter(ctx context.Context) taskCounter {
	if t.tasks == nil {
		return taskCounter{t: t}
	}
	return taskCounter{t: t, c: fastcount.NewCounter(ctx, t.n)}
}

func (tc taskCounter) task(i int) (all, unique uint64, err error) {
	if tc.c == nil {
		all, unique = fastcount.Small(tc.t.n)
		return all, unique, nil
	}
	return tc.c.Count(&tc.t.tasks[i])
}

func (tc taskCounter) close() {
	if tc.c != nil {
		tc.c.Close()
	}
}
