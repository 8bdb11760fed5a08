package fastcount

import (
	"context"
	"sync/atomic"
)

// Counter counts tasks one at a time on the calling goroutine with one
// engine, for callers that need each task's own count (a checkpoint records
// which tasks are finished and what they found). Run is the way to count a
// range when only its sum matters. Calling Run once per task would cost a
// goroutine, an engine and a context hook each time, about 15 % of the count
// at N=15; a Counter pays them once.
type Counter struct {
	ctx       context.Context
	e         *engine
	stop      atomic.Bool
	stopWatch func() bool
}

// NewCounter returns a counter of tasks of Tasks(n) (MinN ≤ n ≤ MaxN) that
// stops promptly once ctx is done. Close it after use.
func NewCounter(ctx context.Context, n int) *Counter {
	c := &Counter{ctx: ctx}
	c.e = newEngine(n, &c.stop)
	// As in runTasks, the search polls an atomic flag, not ctx.
	c.stopWatch = context.AfterFunc(ctx, func() { c.stop.Store(true) })
	return c
}

// Count counts the solutions below t, all and unique as Run does, or returns
// ctx.Err() if ctx was done before it finished (the flag is only ever set
// once ctx is done, so ctx.Err() tells both).
func (c *Counter) Count(t *Task) (all, unique uint64, err error) {
	// Not only the flag: AfterFunc's goroutine, which sets it, may not
	// have run yet (see runTasks).
	if err := c.ctx.Err(); err != nil {
		c.stop.Store(true)
		return 0, 0, err
	}
	var out tally
	c.e.run(t, &out)
	if err := c.ctx.Err(); err != nil {
		return 0, 0, err
	}
	return out.all, out.unique, nil
}

// Close releases the counter's hook on its context.
func (c *Counter) Close() { c.stopWatch() }
