// Package shardrun runs one piece of a long count: a shard of a batch (all
// of the board for shard 1/1), resumed from and recorded to a checkpoint
// when there is one. The command line only parses flags and prints what it
// returns.
package shardrun

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"time"

	"github.com/nqueens/nqueens/internal/count/checkpoint"
	"github.com/nqueens/nqueens/internal/count/shard"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// Job is a count to run.
type Job struct {
	N       int
	Spec    shard.Spec
	Workers int
	Version string // this build's, recorded in the checkpoint
	// Checkpoint is the file the work is recorded in, or a folder to name
	// it in (see Path); empty for none.
	Checkpoint string
	Every      time.Duration // how often the checkpoint is written
	Wait       bool          // wait for a checkpoint another process holds
	// Approve, if not nil, is called once the checkpoint is read and before
	// the count starts, with the tasks left to count and the length of the
	// board's whole task list; an error from it stops the run before any
	// work.
	Approve func(left, listLen int) error
	// Progress, if not nil, is told of the tasks of this run finished, of
	// those it had left (not those the checkpoint had).
	Progress func(done, total int)
	// MemoryLimit bounds the join's tables (solver.CountTasks.SetMemoryLimit;
	// 0: its default). Past it the shard is refused: its task list is fixed.
	MemoryLimit uint64
}

// Result is a finished count.
type Result struct {
	State *checkpoint.State // complete
	Tasks *solver.CountTasks
	Path  string // the checkpoint's file, or ""
	// NotRecorded, if not nil, is why the finished count could not be
	// written to the checkpoint: the answer stands, the record does not.
	NotRecorded error
}

// StoppedError is returned when ctx ended the count: how much of it the
// checkpoint holds, for the message that says so.
type StoppedError struct {
	Finished, Tasks int
	Path            string
	Err             error // ctx's
}

func (e *StoppedError) Error() string { return e.In(i18n.En) }

// In is the error in l (see i18n.Localized).
func (e *StoppedError) In(l i18n.Lang) string {
	return l.Sprintf(i18n.RunStopped, strconv.Itoa(e.Finished), strconv.Itoa(e.Tasks), e.Path)
}

func (e *StoppedError) Unwrap() error { return e.Err }

// Path returns the checkpoint file of the flag's value: the value itself,
// or a file named after the board and the shard if it is a folder (so that
// every shard of a batch can be given the same folder).
func Path(flag string, n int, spec shard.Spec) string {
	if info, err := os.Stat(flag); err != nil || !info.IsDir() {
		return flag
	}
	name := fmt.Sprintf("nqueens-count-%d.ckpt", n)
	if spec.M > 1 {
		name = fmt.Sprintf("nqueens-count-%d-shard-%d-of-%d.ckpt", n, spec.I, spec.M)
	}
	return filepath.Join(flag, name)
}

// Run counts the job's shard, resuming from its checkpoint and recording
// to it. An error from ctx comes back as a *StoppedError when there is a
// checkpoint, as ctx's error otherwise.
func (j Job) Run(ctx context.Context) (*Result, error) {
	tasks, err := solver.NewCountTasks(j.N)
	if err != nil {
		return nil, err
	}
	tasks.SetMemoryLimit(j.MemoryLimit)
	id := checkpoint.Identity{
		N: j.N, Shard: j.Spec.I, Shards: j.Spec.M, Tasks: j.Spec.Len(tasks.Len()),
		TaskList: tasks.Fingerprint(), Version: j.Version,
	}
	if id.Tasks > checkpoint.MaxTasks {
		return nil, i18n.Errorf(i18n.RunTooManyTasks, strconv.Itoa(id.Tasks), strconv.Itoa(checkpoint.MaxTasks))
	}
	res := &Result{Tasks: tasks, State: checkpoint.New(id)}
	if j.Checkpoint != "" {
		res.Path = Path(j.Checkpoint, j.N, j.Spec)
		lock, readOnly, err := lock(ctx, res.Path, j.Wait)
		if err != nil {
			return nil, err
		}
		if lock != nil {
			defer lock.Release()
		}
		if res.State, err = resume(res.Path, id, readOnly); err != nil {
			return nil, err
		}
	}
	if j.Approve != nil {
		if err := j.Approve(res.State.Tasks-res.State.Finished(), tasks.Len()); err != nil {
			return nil, err
		}
	}
	if res.Path != "" && res.State.Finished() == 0 {
		// Written at once, so that a path that cannot be written fails
		// now rather than at the first checkpoint (and after Approve, so
		// that a refused count leaves no file).
		if err := checkpoint.Write(res.Path, res.State.Encode()); err != nil {
			return nil, i18n.Errorf(i18n.RunCheckpoint, err)
		}
	}
	if res.State.Complete() {
		return res, nil // from a finished checkpoint: nothing to count or write
	}
	err = j.count(ctx, tasks, res)
	var notRecorded *finalWriteError
	switch {
	case errors.As(err, &notRecorded):
		res.NotRecorded = notRecorded.err
	case err != nil && ctx.Err() != nil && res.Path != "":
		return nil, &StoppedError{Finished: res.State.Finished(), Tasks: res.State.Tasks, Path: res.Path, Err: ctx.Err()}
	case err != nil:
		return nil, err
	}
	return res, nil
}

// lock takes the checkpoint's lock. In a folder this process may not write
// in, there is no lock to take and none needed (nothing will be written):
// readOnly says so, and the checkpoint can only be read.
func lock(ctx context.Context, path string, wait bool) (l *checkpoint.Lock, readOnly bool, err error) {
	l, err = checkpoint.TakeLock(ctx, path, wait)
	switch {
	case err == nil:
		return l, false, nil
	case errors.Is(err, checkpoint.ErrNotCheckpoint):
		return nil, false, err // named and said as resume says it
	case errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.EROFS):
		return nil, true, nil
	case ctx.Err() != nil:
		return nil, false, err
	case errors.Is(err, fs.ErrNotExist):
		return nil, false, i18n.Errorf(i18n.RunNoFolder, path, filepath.Dir(path))
	case errors.Is(err, checkpoint.ErrHeld):
		return nil, false, err
	}
	return nil, false, i18n.Errorf(i18n.RunCheckpoint, err)
}

// resume loads the checkpoint at path if there is one and it is for the
// count id, or starts a new one (Run writes it). A read-only checkpoint is
// only good if it is finished.
func resume(path string, id checkpoint.Identity, readOnly bool) (*checkpoint.State, error) {
	state, err := checkpoint.Load(path)
	switch {
	case errors.Is(err, fs.ErrNotExist) && readOnly:
		return nil, i18n.Errorf(i18n.RunMayNotWrite, path, filepath.Dir(path))
	case errors.Is(err, fs.ErrNotExist):
		return checkpoint.New(id), nil
	case err != nil:
		return nil, i18n.Errorf(i18n.RunCheckpointAt, path, err)
	}
	if err := state.Check(id); err != nil {
		return nil, i18n.Errorf(i18n.RunCheckpointAt, path, err)
	}
	if readOnly && !state.Complete() {
		return nil, i18n.Errorf(i18n.RunMayNotWriteUnfinished, path, filepath.Dir(path), strconv.Itoa(state.Finished()), strconv.Itoa(state.Tasks))
	}
	return state, nil
}

// finalWriteError is a count that finished but whose last checkpoint
// could not be written.
type finalWriteError struct{ err error }

func (e *finalWriteError) Error() string { return e.err.Error() }

// count counts the tasks of the shard that res.State does not have yet,
// marking each in it as it finishes. With a checkpoint, the state is
// written there every j.Every, and when the count stops (finished, or ctx
// done); a periodic write that fails stops the count with its error (a
// count asked to be recorded does not run on unrecorded), a final one
// comes back as a *finalWriteError.
func (j Job) count(ctx context.Context, tasks *solver.CountTasks, res *Result) error {
	state, path := res.State, res.Path
	left := state.Remaining()
	indices := make([]int, len(left))
	for k, pos := range left {
		indices[k] = j.Spec.Task(pos)
	}
	resumed := state.Finished()
	runCtx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	var (
		mu      sync.Mutex // guards state and changed
		changed bool
	)
	save := func() error {
		mu.Lock()
		data := state.Encode()
		changed = false
		mu.Unlock()
		if err := checkpoint.Write(path, data); err != nil {
			return i18n.Errorf(i18n.RunCheckpoint, err)
		}
		return nil
	}
	saver := make(chan struct{})
	if path != "" {
		go func() {
			defer close(saver)
			tick := time.NewTicker(j.Every)
			defer tick.Stop()
			for {
				select {
				case <-runCtx.Done():
					return
				case <-tick.C:
					mu.Lock()
					c := changed
					mu.Unlock()
					if c {
						if err := save(); err != nil {
							cancel(err)
							return
						}
					}
				}
			}
		}()
	} else {
		close(saver)
	}

	err := tasks.Count(runCtx, indices, j.Workers, func(i int, all, unique uint64) {
		mu.Lock()
		err := state.Mark(j.Spec.Pos(i), all, unique)
		changed = true
		d := state.Finished() - resumed
		mu.Unlock()
		if err != nil {
			cancel(err)
		}
		if j.Progress != nil {
			j.Progress(d, len(indices))
		}
	})
	cancel(nil) // stops the saver
	<-saver
	if cause := context.Cause(runCtx); cause != nil && !errors.Is(cause, context.Canceled) && ctx.Err() == nil {
		return cause // a checkpoint that could not be written, or a task marked twice
	}
	if path != "" && changed {
		if serr := save(); serr != nil {
			if err == nil && state.Complete() {
				return &finalWriteError{serr}
			}
			return serr
		}
	}
	if err == nil && !state.Complete() {
		return errors.New("the count ended with tasks left") // never: Count counts every index or fails
	}
	return err
}
