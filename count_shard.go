package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/nqueens/nqueens/internal/checkpoint"
	"github.com/nqueens/nqueens/internal/shard"
	"github.com/nqueens/nqueens/solver"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// countJob holds the flags that make a count one piece of a longer job: a
// shard of a batch, the merge of the shards, a count that checkpoints.
type countJob struct {
	shard      string
	merge      bool
	checkpoint string
	every      time.Duration
}

// defaultCheckpointEvery: a checkpoint is a few kilobytes, so writing it
// every few seconds costs nothing, and a kill loses only those seconds.
const defaultCheckpointEvery = 5 * time.Second

func (j *countJob) addFlags(f *pflag.FlagSet) {
	f.StringVar(&j.shard, "shard", "", "count shard `i/m` of the work (1 ≤ i ≤ m) and print a JSON line for --merge; auto/m takes i from JOB_COMPLETION_INDEX+1, SLURM_ARRAY_TASK_ID or PARALLEL_SEQ")
	f.BoolVar(&j.merge, "merge", false, "add up the shards' JSON lines from the files named (or standard input), checking that they cover the work exactly once")
	f.StringVar(&j.checkpoint, "checkpoint", "", "record the finished work in `FILE` (or in a file named after N and the shard, in a folder) and resume from it")
	j.every = defaultCheckpointEvery
	positiveDurationVar(f, &j.every, "checkpoint-every", "how often the checkpoint is written; also on Ctrl-C and at the end")
}

// args is the Args validator of count: files with --merge, N otherwise,
// and flags that make sense together.
func (j *countJob) args(cmd *cobra.Command, args []string) error {
	f := cmd.Flags()
	switch {
	case j.merge && (j.shard != "" || j.checkpoint != "" || f.Changed("workers")):
		return usageErrorf("--merge adds up finished shards: it takes no --shard, --checkpoint or --workers")
	case f.Changed("checkpoint-every") && j.checkpoint == "":
		return usageErrorf("--checkpoint-every needs --checkpoint FILE")
	case j.merge:
		return nil
	}
	return exactlyOneN(cmd, args)
}

// active reports whether the count goes through run rather than runCount.
func (j *countJob) active() bool { return j.shard != "" || j.checkpoint != "" }

// run counts the n×n board's shard (all of it without --shard), resuming
// from and recording to the checkpoint if there is one, and prints the
// shard's JSON line, or the count as runCount does.
func (j *countJob) run(ctx context.Context, out, errOut io.Writer, n int, opt solver.CountOptions) error {
	spec := shard.Spec{I: 1, M: 1}
	if j.shard != "" {
		var err error
		if spec, err = shard.Parse(j.shard, os.Getenv); err != nil {
			return usageError{err.Error()}
		}
	}
	tasks, err := solver.NewCountTasks(n)
	if err != nil {
		return err
	}
	id := checkpoint.Identity{
		N: n, Shard: spec.I, Shards: spec.M, Tasks: spec.Len(tasks.Len()),
		TaskList: tasks.Fingerprint(), Version: version(),
	}
	state := checkpoint.New(id)
	path := ""
	if j.checkpoint != "" {
		path = checkpointPath(j.checkpoint, n, spec)
		if state, err = resume(path, id); err != nil {
			return err
		}
	}

	var bar *countBar
	if isTerminal(errOut) {
		bar = startCountBar(errOut)
	}
	err = countShard(ctx, tasks, spec, state, opt.Workers, path, j.every, bar)
	if bar != nil {
		bar.stop()
	}
	if err != nil {
		if ctx.Err() != nil {
			if path != "" {
				fmt.Fprintf(errOut, "nqueens: stopped; %d of %d tasks are recorded in %s, and the same command resumes\n", state.Finished(), state.Tasks, path)
			}
			return errInterrupted
		}
		return err
	}
	if j.shard == "" {
		count := state.All
		if opt.Unique {
			count = tasks.Unique(state.Unique)
		}
		_, err = fmt.Fprintln(out, count)
		return err
	}
	line, err := json.Marshal(shard.NewResult(spec, n, tasks.Len(), tasks.Fingerprint(), version(), state.All, state.Unique))
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "%s\n", line)
	return err
}

// checkpointPath returns the checkpoint file of the flag's value: the value
// itself, or a file named after the board and the shard if it is a folder
// (so that every shard of a batch can be given the same folder).
func checkpointPath(flag string, n int, spec shard.Spec) string {
	if info, err := os.Stat(flag); err != nil || !info.IsDir() {
		return flag
	}
	name := fmt.Sprintf("nqueens-count-%d.ckpt", n)
	if spec.M > 1 {
		name = fmt.Sprintf("nqueens-count-%d-shard-%d-of-%d.ckpt", n, spec.I, spec.M)
	}
	return filepath.Join(flag, name)
}

// resume loads the checkpoint at path if there is one and it is for the
// count id, or starts one there, written at once so that a path that
// cannot be written fails now rather than at the first checkpoint.
func resume(path string, id checkpoint.Identity) (*checkpoint.State, error) {
	state, err := checkpoint.Load(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		state = checkpoint.New(id)
		if err := checkpoint.Write(path, state.Encode()); err != nil {
			return nil, fmt.Errorf("checkpoint: %v", err)
		}
		return state, nil
	case err != nil:
		return nil, fmt.Errorf("checkpoint %s: %v", path, err)
	}
	if err := state.Check(id); err != nil {
		return nil, fmt.Errorf("checkpoint %s: %v", path, err)
	}
	return state, nil
}

// countShard counts the tasks of spec that state does not have yet,
// marking each in state as it finishes. With a path, state is written there
// every `every`, when the count stops (finished, or ctx done) and not
// otherwise; a write that fails stops the count with its error. The bar,
// if any, shows the tasks of this run: its ETA is that of the remaining
// tasks only, at the pace of this run.
func countShard(ctx context.Context, tasks *solver.CountTasks, spec shard.Spec, state *checkpoint.State,
	workers int, path string, every time.Duration, bar *countBar) error {
	left := state.Remaining()
	indices := make([]int, len(left))
	for k, pos := range left {
		indices[k] = spec.Task(pos)
	}

	// The bar counts this run's tasks: those finished on top of the ones
	// the checkpoint had.
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
			return fmt.Errorf("checkpoint: %v", err)
		}
		return nil
	}
	saver := make(chan struct{})
	if path != "" {
		go func() {
			defer close(saver)
			tick := time.NewTicker(every)
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

	err := tasks.Count(runCtx, indices, workers, func(i int, all, unique uint64) {
		mu.Lock()
		err := state.Mark(spec.Pos(i), all, unique)
		changed = true
		d := state.Finished() - resumed
		mu.Unlock()
		if err != nil {
			cancel(err)
		}
		if bar != nil {
			bar.update(d, len(indices))
		}
	})
	cancel(nil) // stops the saver
	<-saver
	if cause := context.Cause(runCtx); cause != nil && !errors.Is(cause, context.Canceled) && ctx.Err() == nil {
		return cause // a checkpoint that could not be written, or a task marked twice
	}
	if path != "" {
		if serr := save(); serr != nil {
			return serr
		}
	}
	return err
}

// runMerge adds up the shards' lines in the files (standard input if there
// are none, or for "-") and prints the total, or the unique total.
func (j *countJob) runMerge(in io.Reader, out io.Writer, files []string, unique bool) error {
	if len(files) == 0 {
		files = []string{"-"}
	}
	var lines []shard.Line
	for _, name := range files {
		var (
			got []shard.Line
			err error
		)
		if name == "-" {
			got, err = shard.Read(in, "stdin")
		} else {
			got, err = readShardFile(name)
		}
		if err != nil {
			return err
		}
		lines = append(lines, got...)
	}
	all, uniq, err := shard.Merge(lines)
	if err != nil {
		return err
	}
	if unique {
		// The lines' unique counts are the task list's shares (see
		// solver.CountTasks.Unique): only this build's list can say what
		// they add up to.
		ref := lines[0]
		tasks, err := solver.NewCountTasks(ref.N)
		if err != nil {
			return err
		}
		if tasks.Fingerprint() != ref.TaskList {
			return fmt.Errorf("%s: the shards of N=%d were counted by another task list (%s, this build's is %s): merge them without --unique, or with the build that counted them", ref.Where, ref.N, ref.TaskList, tasks.Fingerprint())
		}
		all = tasks.Unique(uniq)
	}
	_, err = fmt.Fprintln(out, all)
	return err
}

func readShardFile(name string) ([]shard.Line, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return shard.Read(f, name)
}
