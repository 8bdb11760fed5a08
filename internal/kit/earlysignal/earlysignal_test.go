package earlysignal

import (
	"os"
	"runtime"
	"syscall"
	"testing"
	"time"
)

// TestSignalBeforeHandoverIsPassedOn: a signal that reached this package
// before main asked for it, but whose goroutine ran only after the
// handover, was dropped, and the program then waited for a signal that
// had come already (`nqueens --lesson-out FIFO` hung on SIGHUP under
// load). It is now sent on to main's channel.
func TestSignalBeforeHandoverIsPassedOn(t *testing.T) {
	mu.Lock()
	if handedOff {
		mu.Unlock()
		t.Skip("handed over by an earlier run of this test (-count)")
	}
	caught <- syscall.SIGHUP
	// Once the goroutine has taken it, it waits for mu, which the
	// handover holds: the order the race took.
	for deadline := time.Now().Add(10 * time.Second); len(caught) > 0; runtime.Gosched() {
		if time.Now().After(deadline) {
			mu.Unlock()
			t.Fatal("the goroutine never took the signal")
		}
	}
	main := make(chan os.Signal, 1)
	handOver(main)
	mu.Unlock()
	select {
	case s := <-main:
		if s != syscall.SIGHUP {
			t.Errorf("main got %v, want hangup", s)
		}
	case <-time.After(10 * time.Second):
		t.Error("the signal caught before the handover never reached main's channel")
	}
}
