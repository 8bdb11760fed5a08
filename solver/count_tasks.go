package solver

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
	"weak"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver/internal/fastcount"
	"github.com/nqueens/nqueens/solver/internal/quadjoin"
)

// CountTasks is the fixed list of independent tasks that Count cuts the
// n×n board's count into. The list depends on n and on this version of the
// engines only, so any subset of it names the same work in every process
// on every machine: a batch of processes can each count a share of it, or
// one process can count it in several sittings, and the counts of disjoint
// shares add up to Count's. Fingerprint tells whether two lists are the
// same.
//
// From joinMinN the list is the half-board join's (internal/quadjoin): one
// task per orbit of left row sets, and a last one for the boards that a
// half or quarter turn leaves unchanged. Below it, and where the join does
// not reach, it is the backtracking engine's (internal/fastcount).
type CountTasks struct {
	n     int
	tasks []fastcount.Task // backtracking; nil below fastcount.MinN (one task, the board) and for the join
	join  []quadjoin.Task  // the join's tasks, nil for the backtracking list
	// shared holds join and print as joinList shares them between lists.
	shared *taskList
	print  string

	limit uint64 // the join's memory limit, 0 for quadjoin.DefaultMemoryLimit
	// tablesMu guards tables and tablesErr, which hold the first build of
	// the join's tables that was not cut short by its context (a refusal
	// for memory is kept; a cancelled build is tried again).
	tablesMu  sync.Mutex
	tables    *quadjoin.Tables
	tablesErr error
	// joinCounters keeps the join's counters between calls of Count.
	joinCounters sync.Pool
}

// NewCountTasks returns the task list of the n×n board (1 ≤ n ≤ MaxCountN).
// Boards too small for the engine's split are one task.
func NewCountTasks(n int) (*CountTasks, error) {
	if err := checkSize(n, MaxCountN); err != nil {
		return nil, err
	}
	return newCountTasks(n, useJoin(n)), nil
}

// CountTasksLike returns the task list of the m×m board (1 ≤ m ≤
// MaxCountN) made the way NewCountTasks makes the n×n board's: the
// half-board join's if n's is (and the join reaches m), the backtracking
// engine's otherwise. The two methods' times grow with N at different
// rates, so an estimate that times smaller boards to extrapolate to n
// (count's) must time them by n's method.
func CountTasksLike(m, n int) (*CountTasks, error) {
	if err := checkSize(m, MaxCountN); err != nil {
		return nil, err
	}
	return newCountTasks(m, useJoin(n) && m >= quadjoin.MinN && m <= quadjoin.MaxN), nil
}

// BacktrackingTasks returns the backtracking engine's task list of the m×m
// board (1 ≤ m ≤ MaxCountN), the one a whole count falls back on where
// the join's tables do not fit its memory limit.
func BacktrackingTasks(m int) (*CountTasks, error) {
	if err := checkSize(m, MaxCountN); err != nil {
		return nil, err
	}
	return newCountTasks(m, false), nil
}

// newCountTasks returns the join's list of the n×n board (quadjoin.MinN ≤
// n ≤ quadjoin.MaxN) if join, the backtracking one otherwise.
func newCountTasks(n int, join bool) *CountTasks {
	t := &CountTasks{n: n}
	if join {
		// Held by the list, so that the cache's weak pointer lives as
		// long as a list of the board does.
		t.shared = joinList(n)
		t.join, t.print = t.shared.tasks, t.shared.print
		return t
	}
	if n >= fastcount.MinN {
		t.tasks = fastcount.Tasks(n)
	}
	t.print = shortPrint(fastcount.Fingerprint(n, t.tasks))
	return t
}

// shortPrint is a list's fingerprint as CountTasks gives it: 64 bits tell
// lists apart as well as 256 for this purpose (a changed build, not an
// adversary), and keep the JSON lines short.
func shortPrint(sum [32]byte) string { return hex.EncodeToString(sum[:8]) }

// Len returns the number of tasks.
func (t *CountTasks) Len() int {
	switch {
	case t.join != nil:
		return len(t.join) + 1 // and the symmetric boards
	case t.tasks == nil:
		return 1
	}
	return len(t.tasks)
}

// Fingerprint returns a short hex digest of the list (see
// fastcount.Fingerprint and quadjoin.Fingerprint): equal fingerprints, same
// tasks at the same indices.
func (t *CountTasks) Fingerprint() string { return t.print }

// SetMemoryLimit bounds the memory (bytes) that counting the join's tasks
// may take, tables and every worker's buffers: 0, the default, is
// quadjoin.DefaultMemoryLimit (a quarter of the RAM, less in a
// container). Count refuses a list whose tables would not fit. The
// backtracking list needs almost none. Call it before Count.
func (t *CountTasks) SetMemoryLimit(bytes uint64) { t.limit = bytes }

// Unique returns the board's number of fundamental solutions from the sum
// of the unique counts that Count reports for all of its tasks. The
// backtracking tasks report their fundamental solutions, so it returns the
// sum; the join cannot tell the classes apart, so its tasks report
// Burnside's terms instead (each task its solutions, the last one the
// half-turn symmetric boards and twice the quarter-turn ones), which add up
// to 8 times the number of classes.
func (t *CountTasks) Unique(sum uint64) uint64 {
	if t.UniqueIsShare() {
		return sum / 8
	}
	return sum
}

// UniqueIsShare reports whether the unique counts this list's tasks report
// are shares of Burnside's sum (the join's: each task its solutions, the
// last the symmetric boards), which are never fewer than the task's
// solutions, rather than fundamental solutions (backtracking's: 1 to 8
// times fewer than its solutions). Checks of a task's two counts follow it.
func (t *CountTasks) UniqueIsShare() bool { return t.join != nil }

// Count counts the tasks at the given indices (each in 0..Len()-1, any
// order; an index listed twice is counted twice) on workers goroutines
// (<= 0: runtime.NumCPU()), which take the indices in the order given.
// done is called once for each task as it finishes, with the task's index
// and the solutions below it — all of them, and its share of the unique
// count (see Unique) — from the worker goroutines but one call at a time.
// When ctx is done Count stops promptly and returns ctx.Err(); tasks cut
// short are not reported, so every report is a whole task. A join task
// too big for the memory left after the tables is joined in pieces; a join
// list whose tables would take more than the memory limit (or a task with
// not even a piece that fits) is refused with an error wrapping
// quadjoin.ErrMemory.
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
	maxHalves, err := t.prepare(ctx, workers)
	if err != nil {
		return err
	}
	var (
		next    atomic.Int64
		mu      sync.Mutex
		wg      sync.WaitGroup
		failure error
	)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			count := t.counter(ctx, maxHalves)
			defer count.close()
			for ctx.Err() == nil {
				k := int(next.Add(1) - 1)
				if k >= len(indices) {
					return
				}
				i := indices[k]
				all, unique, err := count.task(i)
				mu.Lock()
				if err != nil {
					if ctx.Err() == nil && failure == nil {
						// Not a cancellation: the task was too big.
						failure = fmt.Errorf("solver: task %d of the %d×%d board: %w", i, t.n, t.n, err)
						next.Store(int64(len(indices))) // the others stop too
					}
					mu.Unlock()
					return
				}
				done(i, all, unique)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return err
	}
	return failure
}

// NeedsTables reports whether the list is the join's: its Count needs the
// board's tables, which Prepare builds, and with them each of its tasks
// takes a fraction of a second up to the largest board it counts, so an
// estimate can time the board's own tasks rather than smaller boards'.
func (t *CountTasks) NeedsTables() bool { return t.join != nil }

// Prepare builds the tables a join list's Count needs (once; Count does it
// itself if not done), so that timing a Count of a few tasks times the
// tasks, not the tables: 48 of N=17's 54,779 tasks, extrapolated to the
// whole list, came to 12.4 CPU seconds with its tables, 2.4 without. It
// returns Count's refusal if they would exceed the memory limit for
// workers goroutines, or ctx's error soon after ctx ends (the largest
// boards' tables take seconds or more to build).
func (t *CountTasks) Prepare(ctx context.Context, workers int) error {
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	_, err := t.prepare(ctx, workers)
	return err
}

// prepare builds a join list's tables, once, and splits the memory limit
// among the workers: the most half placements each may hold.
func (t *CountTasks) prepare(ctx context.Context, workers int) (maxHalves int, err error) {
	if t.join == nil {
		return 0, nil
	}
	limit := t.limit
	if limit == 0 {
		limit = quadjoin.DefaultMemoryLimit()
	}
	// Count may run on one list from several goroutines at once: the
	// lock orders their writes of the list's fields.
	t.tablesMu.Lock()
	if t.tables == nil && t.tablesErr == nil {
		t.tables, err = sharedTables(ctx, t.n, limit)
		if ctx.Err() == nil {
			t.tablesErr = err
		}
	} else {
		err = t.tablesErr
	}
	tables := t.tables
	t.tablesMu.Unlock()
	if err == nil {
		maxHalves, err = tables.Budget(limit, workers)
	}
	if err == nil {
		quadjoin.CollectWithin(limit)
	}
	if ctx.Err() != nil {
		return 0, ctx.Err()
	}
	var short *quadjoin.MemoryError
	if errors.As(err, &short) {
		return 0, i18n.Errorf(i18n.ErrJoinMemory, strconv.Itoa(t.n), strconv.FormatUint(limit>>20, 10), mibNeeded{short})
	}
	return maxHalves, err
}

// mibNeeded is a refusal for memory that reads as the MiB the join needs
// (rounded up), the figure ErrJoinMemory's text gives; errors.Is still
// finds quadjoin.ErrMemory in it.
type mibNeeded struct{ *quadjoin.MemoryError }

func (m mibNeeded) Error() string { return strconv.FormatUint((m.Need+1<<20-1)>>20, 10) }

func (m mibNeeded) Unwrap() error { return m.MemoryError }

// weakCache remembers a value of each board for as long as something else
// still holds it, so that lists of one board made one after the other
// share it (count's estimate samples the board, then the count counts it).
// Weak pointers: the cache never keeps a value alive by itself.
type weakCache[T any] struct {
	mu sync.Mutex
	of map[int]weak.Pointer[T]
}

// get returns the n×n board's value if one is still held and usable,
// otherwise the one build makes (remembered unless build fails).
func (c *weakCache[T]) get(n int, usable func(*T) bool, build func() (*T, error)) (*T, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if v := c.of[n].Value(); v != nil && usable(v) {
		return v, nil
	}
	v, err := build()
	if err != nil {
		return nil, err
	}
	if c.of == nil {
		c.of = make(map[int]weak.Pointer[T])
	}
	c.of[n] = weak.Make(v)
	return v, nil
}

// joinLists remembers the join's task list of each board, which never
// changes: count's estimate and the count make the same list (N=17 takes
// 5.5 ms, N=21 0.1 s).
var joinLists weakCache[taskList]

type taskList struct {
	tasks []quadjoin.Task
	print string
}

// joinList returns the n×n board's join task list and its fingerprint.
func joinList(n int) *taskList {
	l, _ := joinLists.get(n, func(*taskList) bool { return true }, func() (*taskList, error) {
		l := &taskList{tasks: quadjoin.Tasks(n)}
		l.print = shortPrint(quadjoin.Fingerprint(n, l.tasks))
		return l, nil
	})
	return l
}

// tablesCache remembers the join's tables of each board for as long as a
// list still holds them: the tables of N=18 take 18 ms to build, of N=20
// 0.14 s.
var tablesCache weakCache[quadjoin.Tables]

// sharedTables returns the n×n board's tables, built or still held by
// another list, or quadjoin.NewTables's error if they exceed limit bytes
// or ctx ends first.
func sharedTables(ctx context.Context, n int, limit uint64) (*quadjoin.Tables, error) {
	if need, ok := tablesNeed.Load(n); ok && need.(uint64) > limit {
		return nil, &quadjoin.MemoryError{Need: need.(uint64)}
	}
	tab, err := tablesCache.get(n,
		func(tab *quadjoin.Tables) bool { return tab.Bytes() <= limit },
		func() (*quadjoin.Tables, error) { return quadjoin.NewTables(ctx, n, limit) })
	if short := (*quadjoin.MemoryError)(nil); errors.As(err, &short) {
		tablesNeed.Store(n, short.Need)
	}
	return tab, err
}

// tablesNeed remembers what the tables of a board refused for memory
// need, which no limit changes: finding it out means counting them (5 s at
// N=24), and a count's estimate and then the count would both have.
var tablesNeed sync.Map // board size → bytes

// taskCounter counts single tasks of a list on one goroutine.
type taskCounter struct {
	t    *CountTasks
	c    *fastcount.Counter // backtracking; nil below fastcount.MinN
	join *quadjoin.Counter  // the join
}

func (t *CountTasks) counter(ctx context.Context, maxHalves int) taskCounter {
	switch {
	case t.join != nil:
		// A counter's buffers grow to its tasks' size: one left by an
		// earlier Count of the list (count's shard check counts
		// one shard per call) starts grown.
		if c, ok := t.joinCounters.Get().(*quadjoin.Counter); ok {
			c.SetMaxHalves(maxHalves)
			return taskCounter{t: t, join: c}
		}
		return taskCounter{t: t, join: t.tables.NewCounter(maxHalves)}
	case t.tasks == nil:
		return taskCounter{t: t}
	}
	return taskCounter{t: t, c: fastcount.NewCounter(ctx, t.n)}
}

func (tc taskCounter) task(i int) (all, unique uint64, err error) {
	switch {
	case tc.join != nil:
		if i == len(tc.t.join) {
			half, quarter := quadjoin.Symmetric(tc.t.n)
			return 0, half + 2*quarter, nil
		}
		all, err = tc.join.Count(tc.t.join[i])
		return all, all, err
	case tc.c == nil:
		all, unique = fastcount.Small(tc.t.n)
		return all, unique, nil
	}
	return tc.c.Count(&tc.t.tasks[i])
}

func (tc taskCounter) close() {
	if tc.join != nil {
		tc.t.joinCounters.Put(tc.join)
	}
}

// errIsMemory tells a refusal for memory from other errors.
func errIsMemory(err error) bool { return errors.Is(err, quadjoin.ErrMemory) }
