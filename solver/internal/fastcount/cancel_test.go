package fastcount

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
)

// TestDoneContextCountsNothing: a count started with its context already
// done returns the context's error without counting a task. When it
// waited for context.AfterFunc's goroutine to set a flag, the workers
// counted tasks meanwhile: under the race detector, on a busy machine,
// TopPairs of N=20 went on for ten minutes.
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
		if _, _, err := NewCounter(ctx, 12).Count(&Tasks(12)[0]); !errors.Is(err, context.Canceled) {
			t.Fatalf("Counter.Count: %v, want context.Canceled", err)
		}
	}
}

// TestSearchStopsAtItsFirstPoll: a search whose context is done stops at
// its first poll, however big its task, without another goroutine's help:
// the largest task of N=18 counted with a closed channel finds fewer
// solutions than it has.
func TestSearchStopsAtItsFirstPoll(t *testing.T) {
	tasks := Tasks(18)
	var full, cut tally
	newEngine(18, nil).run(&tasks[0], &full)
	done := make(chan struct{})
	close(done)
	newEngine(18, done).run(&tasks[0], &cut)
	if full.all == 0 || cut.all >= full.all {
		t.Errorf("the first task of N=18: %d solutions with its context done, %d without", cut.all, full.all)
	}
}
