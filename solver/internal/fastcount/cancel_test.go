package fastcount

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
)

// TestDoneContextCountsNothing: a count started with its context already
// done returns the context's error without counting a task. Before it
// looked at ctx itself, it waited for context.AfterFunc's goroutine to
// set its flag, and the workers counted tasks meanwhile: under the race
// detector, on a busy machine, TopPairs of N=20 went on for ten minutes.
func TestDoneContextCountsNothing(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for range 20 {
		var reports atomic.Int64
		progress := func(int, int) { reports.Add(1) }
		if _, _, err := Run(ctx, 12, Tasks(12), 2, progress); !errors.Is(err, context.Canceled) || reports.Load() != 0 {
			t.Fatalf("Run: %v after %d tasks; want context.Canceled after none", err, reports.Load())
		}
		if _, err := TopPairs(ctx, 12, 2, progress); !errors.Is(err, context.Canceled) || reports.Load() != 0 {
			t.Fatalf("TopPairs: %v after %d tasks; want context.Canceled after none", err, reports.Load())
		}
		c := NewCounter(ctx, 12)
		_, _, err := c.Count(&Tasks(12)[0])
		stopped := c.stop.Load()
		c.Close()
		if !errors.Is(err, context.Canceled) || !stopped {
			t.Fatalf("Counter.Count: %v, its flag set %v; want context.Canceled and the flag set", err, stopped)
		}
	}
}
