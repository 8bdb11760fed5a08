package watch

import (
	"context"
	"sync"
)

// The timeline's walks are shared by every view of the process: a run's
// total depends only on its runKey, so when a server (nqueens serve) has
// sixty students follow the teacher to N=14, one of them walks the run and
// the others read its total, rather than sixty walks of half a second each
// starving the machine. One walk runs at a time; the totals of the last
// sharedTotalsMax runs are kept (a total holds at most timelineBins
// counts: 64 KiB).
const sharedTotalsMax = 64

var shared = struct {
	walk   chan struct{} // the one walk running
	mu     sync.Mutex
	totals map[runKey]*runTotal
	order  []runKey // oldest first, for eviction
}{walk: make(chan struct{}, 1), totals: map[runKey]*runTotal{}}

// sharedWalk returns the total of the run key, walked by walk unless
// another view walked it already. It honours ctx while it waits.
func sharedWalk(ctx context.Context, key runKey, walk func() (*runTotal, error)) (*runTotal, error) {
	if t := sharedTotal(key); t != nil {
		return t, nil
	}
	select {
	case shared.walk <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-shared.walk }()
	if t := sharedTotal(key); t != nil {
		return t, nil // walked while this one waited
	}
	t, err := walk()
	if err != nil {
		return nil, err
	}
	shared.mu.Lock()
	defer shared.mu.Unlock()
	if len(shared.order) == sharedTotalsMax {
		delete(shared.totals, shared.order[0])
		shared.order = shared.order[1:]
	}
	shared.totals[key] = t
	shared.order = append(shared.order, key)
	return ownCopy(t), nil
}

// sharedTotal returns a view's own copy of a known total (its cache of
// drawn cells is per view; the counts are only read), or nil.
func sharedTotal(key runKey) *runTotal {
	shared.mu.Lock()
	defer shared.mu.Unlock()
	if t, ok := shared.totals[key]; ok {
		return ownCopy(t)
	}
	return nil
}

// ownCopy returns a copy of t without its drawn cells.
func ownCopy(t *runTotal) *runTotal {
	c := *t
	c.cellsW, c.cells = 0, nil
	return &c
}
