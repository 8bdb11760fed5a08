package quadjoin

import (
	"context"
	"errors"
	"os"
	"runtime"
	"testing"
	"time"
)

// TestNewTablesCancelledBefore: a build whose context has already ended
// returns its error and builds nothing (N=20's tables take tens of MB).
func TestNewTablesCancelledBefore(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	tab, err := NewTables(ctx, 20, 1<<34)
	runtime.ReadMemStats(&after)
	if !errors.Is(err, context.Canceled) || tab != nil {
		t.Fatalf("NewTables on an ended context: %v, %v; want nil, context.Canceled", tab, err)
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 1<<20 {
		t.Errorf("NewTables on an ended context allocated %d bytes", grew)
	}
}

// TestLongNewTablesCancelled (NQUEENS_LONG=1): a build of N=20's tables
// cancelled a tenth of the way through its time returns the context's
// error, not the tables, and within the time a whole build took (measured
// first, in the same test: a bound against a hang, not a timing).
func TestLongNewTablesCancelled(t *testing.T) {
	if os.Getenv("NQUEENS_LONG") != "1" {
		t.Skip("NQUEENS_LONG=1 builds N=20's tables twice")
	}
	const n = 20
	start := time.Now()
	if _, err := NewTables(context.Background(), n, 1<<34); err != nil {
		t.Fatal(err)
	}
	full := time.Since(start)
	ctx, cancel := context.WithCancel(context.Background())
	type result struct {
		tab *Tables
		err error
	}
	done := make(chan result, 1)
	go func() {
		tab, err := NewTables(ctx, n, 1<<34)
		done <- result{tab, err}
	}()
	time.Sleep(full / 10)
	cancel()
	cancelled := time.Now()
	select {
	case r := <-done:
		if !errors.Is(r.err, context.Canceled) || r.tab != nil {
			t.Fatalf("NewTables cancelled during the build: %v, %v; want nil, context.Canceled", r.tab, r.err)
		}
		t.Logf("N=%d: a whole build took %v; cancelled at a tenth, it returned %v after", n, full, time.Since(cancelled))
	case <-time.After(full):
		t.Fatalf("NewTables cancelled during the build did not return within a whole build's %v", full)
	}
}
