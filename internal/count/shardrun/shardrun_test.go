package shardrun

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nqueens/nqueens/internal/count/checkpoint"
	"github.com/nqueens/nqueens/internal/count/shard"
	"github.com/nqueens/nqueens/solver"
)

// OEIS A000170 and A002562 at N = 13 and 14.
var (
	oeisAll    = map[int]uint64{13: 73712, 14: 365596}
	oeisUnique = map[int]uint64{13: 9233, 14: 45752}
)

// TestRunResumes resumes a count from a checkpoint with some tasks
// finished: the progress counts the remaining tasks only, so the bar's ETA
// is theirs, and the count adds up.
func TestRunResumes(t *testing.T) {
	tasks, err := solver.NewCountTasks(13)
	if err != nil {
		t.Fatal(err)
	}
	id := checkpoint.Identity{N: 13, Shard: 1, Shards: 1, Tasks: tasks.Len(), TaskList: tasks.Fingerprint(), Version: "test"}
	state := checkpoint.New(id)
	first := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 500}
	err = tasks.Count(context.Background(), first, 1, func(i int, all, unique uint64) {
		if err := state.Mark(i, all, unique); err != nil {
			t.Error(err)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "c")
	if err := checkpoint.Write(path, state.Encode()); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var done, total, left, listLen int
	job := Job{N: 13, Spec: shard.Spec{I: 1, M: 1}, Workers: 2, Version: "test", Checkpoint: path, Every: time.Hour,
		Approve:  func(l, n int) error { left, listLen = l, n; return nil },
		Progress: func(d, t int) { mu.Lock(); done, total = max(done, d), t; mu.Unlock() },
	}
	res, err := job.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	want := tasks.Len() - len(first)
	if left != want || listLen != tasks.Len() || done != want || total != want {
		t.Errorf("approved %d of %d, progress %d of %d; want %d of %d and %[5]d of %[5]d", left, listLen, done, total, want, tasks.Len())
	}
	if res.State.All != oeisAll[13] || res.State.Unique != oeisUnique[13] {
		t.Errorf("resumed count %d, %d; want %d, %d", res.State.All, res.State.Unique, oeisAll[13], oeisUnique[13])
	}
	saved, err := checkpoint.Load(path)
	if err != nil || !saved.Complete() || saved.All != oeisAll[13] {
		t.Errorf("checkpoint at the end: %v, %v; want all %d tasks and %d", saved, err, tasks.Len(), oeisAll[13])
	}
}

// TestPeriodicWriteFails: a checkpoint that can no longer be written stops
// the count with an error, rather than letting it run on unrecorded.
//
// N=16 takes a tenth of a second or more, a hundred periods of 1 ms: N=14,
// a few milliseconds since the join, sometimes finished before the first.
func TestPeriodicWriteFails(t *testing.T) {
	const n = 16
	tasks, err := solver.NewCountTasks(n)
	if err != nil {
		t.Fatal(err)
	}
	id := checkpoint.Identity{N: n, Shard: 1, Shards: 1, Tasks: tasks.Len(), TaskList: tasks.Fingerprint(), Version: "test"}
	res := &Result{State: checkpoint.New(id), Tasks: tasks, Path: filepath.Join(t.TempDir(), "gone", "c")}
	err = Job{N: n, Spec: shard.Spec{I: 1, M: 1}, Workers: 1, Every: time.Millisecond}.count(context.Background(), tasks, res)
	if err == nil || !strings.HasPrefix(err.Error(), "checkpoint: ") || res.State.Complete() {
		t.Errorf("count with a checkpoint in a missing folder: %v, complete %v; want a checkpoint error, unfinished", err, res.State.Complete())
	}
}

// TestFinalWriteFailureKeepsTheAnswer: the count finished, its last write
// failed (the folder went away): the answer stands, with why it is not
// recorded.
func TestFinalWriteFailureKeepsTheAnswer(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ckpt")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	job := Job{N: 14, Spec: shard.Spec{I: 1, M: 1}, Workers: 2, Version: "test", Checkpoint: filepath.Join(dir, "c"), Every: time.Hour,
		Progress: func(done, _ int) {
			if done == 1 {
				os.RemoveAll(dir) // after the first write
			}
		},
	}
	res, err := job.Run(context.Background())
	if err != nil || res.NotRecorded == nil || !strings.Contains(res.NotRecorded.Error(), "does not exist") {
		t.Fatalf("Run: %v, %+v; want a result with the write's failure", err, res)
	}
	if res.State.All != oeisAll[14] || !res.State.Complete() {
		t.Errorf("count %d, complete %v; want %d", res.State.All, res.State.Complete(), oeisAll[14])
	}
}

// TestSecondProcessRefused: a checkpoint in use is refused, named with its
// holder; with Wait the second run waits, and the signal (ctx) ends the
// wait.
func TestSecondProcessRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c")
	l, err := checkpoint.TakeLock(context.Background(), path, false)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Release()
	job := Job{N: 13, Spec: shard.Spec{I: 1, M: 1}, Workers: 1, Version: "test", Checkpoint: path, Every: time.Hour}
	if _, err := job.Run(context.Background()); !errors.Is(err, checkpoint.ErrHeld) || !strings.Contains(err.Error(), "held by pid") {
		t.Errorf("second run: %v, want the checkpoint held by a pid", err)
	}
	job.Wait = true
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	if _, err := job.Run(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("waiting run when ctx ends: %v", err)
	}
	if _, err := os.Stat(path); err == nil {
		t.Error("a refused run wrote the checkpoint")
	}
}

// TestStopped: ctx ending the count says how much is recorded.
func TestStopped(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c")
	ctx, cancel := context.WithCancel(context.Background())
	job := Job{N: 16, Spec: shard.Spec{I: 1, M: 1}, Workers: 1, Version: "test", Checkpoint: path, Every: time.Hour,
		Progress: func(done, _ int) {
			if done == 5 {
				cancel()
			}
		},
	}
	_, err := job.Run(ctx)
	var stopped *StoppedError
	if !errors.As(err, &stopped) || stopped.Finished < 5 || !errors.Is(err, context.Canceled) {
		t.Fatalf("stopped run: %v", err)
	}
	saved, err := checkpoint.Load(path)
	if err != nil || saved.Finished() != stopped.Finished {
		t.Errorf("checkpoint after the stop: %v, %v; want %d tasks", saved, err, stopped.Finished)
	}
}
