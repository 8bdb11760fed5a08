package cmd

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	mrand "math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nqueens/nqueens/internal/count/checkpoint"
	"github.com/nqueens/nqueens/internal/count/shard"
	"github.com/nqueens/nqueens/internal/count/shardrun"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/progressbar"
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
	wait       bool
	verify     int
	seed       int64
}

// defaultCheckpointEvery: a checkpoint is a few kilobytes, so writing it
// every few seconds costs nothing, and a kill loses only those seconds.
const defaultCheckpointEvery = 5 * time.Second

func (j *countJob) addFlags(f *pflag.FlagSet, l i18n.Lang) {
	f.StringVar(&j.shard, "shard", "", l.T(i18n.FlagShard))
	f.BoolVar(&j.merge, "merge", false, l.T(i18n.FlagMerge))
	f.StringVar(&j.checkpoint, "checkpoint", "", l.T(i18n.FlagCheckpoint))
	j.every = defaultCheckpointEvery
	positiveDurationVar(f, &j.every, "checkpoint-every", l.T(i18n.FlagCheckpointEvery))
	f.BoolVar(&j.wait, "wait", false, l.T(i18n.FlagWait))
	intVar(f, &j.verify, "verify", "", 0, shard.MaxShards, "", l.T(i18n.FlagVerify))
	intVar(f, &j.seed, "seed", "", 1, unbounded, "", l.T(i18n.FlagVerifySeed))
}

// args is the Args validator of count: files with --merge, N otherwise,
// and flags that make sense together.
func (j *countJob) args(cmd *cobra.Command, args []string) error {
	f := cmd.Flags()
	switch {
	case f.Changed("shard") && j.shard == "":
		return usageErrorf(i18n.CmdShardNeedsValue)
	case f.Changed("checkpoint") && j.checkpoint == "":
		return usageErrorf(i18n.CmdCheckpointNeedsName)
	case j.merge && (j.shard != "" || j.checkpoint != "" || f.Changed("force")):
		return usageErrorf(i18n.CmdMergeTakesNo)
	case j.merge && f.Changed("workers") && j.verify == 0:
		return usageErrorf(i18n.CmdMergeWorkers)
	case !j.merge && (f.Changed("verify") || f.Changed("seed")):
		return usageErrorf(i18n.CmdVerifyNeedsMerge)
	case f.Changed("seed") && j.verify == 0:
		return usageErrorf(i18n.CmdSeedNeedsVerify)
	case f.Changed("checkpoint-every") && j.checkpoint == "":
		return usageErrorf(i18n.CmdEveryNeedsCheckpoint)
	case j.wait && j.checkpoint == "":
		return usageErrorf(i18n.CmdWaitNeedsCheckpoint)
	case j.merge:
		return nil
	}
	return exactlyOneN(cmd, args)
}

// active reports whether the count goes through run rather than runCount.
func (j *countJob) active() bool { return j.shard != "" || j.checkpoint != "" }

// shardName names the shard in messages: "" for none, " --shard 3/64".
func (j *countJob) shardName() string {
	if j.shard == "" {
		return ""
	}
	spec, err := shard.Parse(j.shard, os.Getenv)
	if err != nil {
		return ""
	}
	return " --shard " + spec.String()
}

// run counts the n×n board's shard (all of it without --shard), resuming
// from and recording to the checkpoint if there is one, and prints the
// shard's JSON line, or the count as runCount does.
func (j *countJob) run(ctx context.Context, out, errOut io.Writer, l i18n.Lang, n int, opt solver.CountOptions, approve func(left, listLen int) error) error {
	spec := shard.Spec{I: 1, M: 1}
	if j.shard != "" {
		var err error
		if spec, err = shard.Parse(j.shard, os.Getenv); err != nil {
			return usageError{err}
		}
	}
	sj := shardrun.Job{
		N: n, Spec: spec, Workers: opt.Workers, Version: version(),
		Checkpoint: j.checkpoint, Every: j.every, Wait: j.wait, Approve: approve,
		MemoryLimit: opt.MemoryLimit,
	}
	var bar *progressbar.Bar
	if isTerminal(errOut) {
		bar = progressbar.Start(errOut)
		sj.Progress = bar.Update
	}
	res, err := sj.Run(ctx)
	if bar != nil {
		bar.Stop()
	}
	var stopped *shardrun.StoppedError
	switch {
	case errors.As(err, &stopped):
		fmt.Fprintln(errOut, "nqueens: "+oneLine(stopped.In(l)))
		return errInterrupted
	case err != nil:
		return orInterrupted(ctx, err)
	}
	if res.NotRecorded != nil {
		fmt.Fprintln(errOut, "nqueens: "+oneLine(l.Sprintf(i18n.CmdNotRecorded, res.Path, i18n.ErrorText(res.NotRecorded, l))))
	}
	state := res.State
	answer := string(shard.NewResult(spec, n, res.Tasks.Len(), res.Tasks.Fingerprint(), version(), state.All, state.Unique).Encode()) + "\n"
	if j.shard == "" {
		count := state.All
		if opt.Unique {
			count = res.Tasks.Unique(state.Unique)
		}
		answer = fmt.Sprintln(count)
	}
	err = publishAnswer(ctx, out, answer)
	if errors.Is(err, errInterrupted) && res.Path != "" && res.NotRecorded == nil {
		fmt.Fprintln(errOut, "nqueens: "+oneLine(l.Sprintf(i18n.CmdStoppedBeforeAnswer, res.Path)))
	}
	return err
}

// runMerge adds up the shards' lines in the files (standard input if there
// are none, or for "-") and prints the total, or the unique total; with
// --verify, after recounting some of the shards. Every open and read is in
// a goroutine of its own, so a signal ends the merge even while it waits
// for a FIFO's writer or for standard input that never ends.
func (j *countJob) runMerge(ctx context.Context, in io.Reader, out, errOut io.Writer, l i18n.Lang, files []string, unique bool, workers int) error {
	if len(files) == 0 {
		files = []string{"-"}
	}
	// The board's task list, made once: the lines are checked against it,
	// and the unique total and --verify's recounts use it.
	lists := map[int]*solver.CountTasks{}
	m := shard.NewMerger(solver.MaxCountN, func(n int) (shard.TaskList, error) {
		tasks, ok := lists[n]
		if !ok {
			var err error
			if tasks, err = solver.NewCountTasks(n); err != nil {
				return shard.TaskList{}, err
			}
			lists[n] = tasks
		}
		return shard.TaskList{Len: tasks.Len(), Fingerprint: tasks.Fingerprint(), UniqueShares: tasks.UniqueIsShare()}, nil
	})
	read := make(chan error, 1)
	go func() { read <- readShards(ctx, m, in, files) }()
	select {
	case err := <-read:
		if err != nil {
			return orInterrupted(ctx, err)
		}
	case <-ctx.Done():
		return errInterrupted
	}
	all, uniq, err := m.Total()
	if err != nil {
		return err
	}
	n, _ := m.Count()
	tasks := lists[n]
	if j.verify > 0 {
		if err := j.verifyShards(ctx, errOut, l, m, tasks, workers); err != nil {
			return err
		}
	}
	if unique {
		// The lines' unique counts may be shares of Burnside's sum (see
		// solver.CountTasks.Unique): the task list, this build's as every
		// line's fingerprint said, turns them into the count.
		all = tasks.Unique(uniq)
	}
	return publishAnswer(ctx, out, fmt.Sprintln(all))
}

func readShards(ctx context.Context, m *shard.Merger, in io.Reader, files []string) error {
	for _, name := range files {
		if name == "-" {
			if err := m.Read(ctx, in, "stdin"); err != nil {
				return err
			}
			continue
		}
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		err = m.Read(ctx, f, name)
		f.Close()
		if err != nil {
			return err
		}
	}
	return nil
}

// verifyShards recounts j.verify shards of the merged count chosen at
// random (from j.seed, or a random seed, said on errOut so that the check
// can be repeated, in l) and fails on the first whose line's counts differ.
func (j *countJob) verifyShards(ctx context.Context, errOut io.Writer, l i18n.Lang, m *shard.Merger, tasks *solver.CountTasks, workers int) error {
	_, shards := m.Count()
	seed := j.seed
	if seed == 0 {
		var b [8]byte
		rand.Read(b[:])
		seed = int64(binary.LittleEndian.Uint64(b[:])>>1 | 1) // as --seed takes it: positive
	}
	rng := mrand.New(mrand.NewPCG(uint64(seed), 0))
	k := min(j.verify, shards)
	picked := map[int]bool{}
	for len(picked) < k {
		picked[1+rng.IntN(shards)] = true
	}
	chosen := make([]int, 0, k)
	for i := range picked {
		chosen = append(chosen, i)
	}
	slices.Sort(chosen)
	names := make([]string, k)
	for x, i := range chosen {
		names[x] = fmt.Sprint(i)
	}
	verifying := i18n.NewMsg(i18n.CmdVerifyingShards, k, strings.Join(names, l.T(i18n.FactComma)))
	fmt.Fprintln(errOut, "nqueens: "+l.Sprintf(i18n.CmdVerifying, verifying, strconv.Itoa(shards), strconv.FormatInt(seed, 10)))
	for _, i := range chosen {
		spec := shard.Spec{I: i, M: shards}
		indices := make([]int, spec.Len(tasks.Len()))
		for p := range indices {
			indices[p] = spec.Task(p)
		}
		state := checkpoint.New(checkpoint.Identity{Tasks: len(indices)})
		var markErr error
		err := tasks.Count(ctx, indices, workers, func(t int, all, unique uint64) {
			if err := state.Mark(spec.Pos(t), all, unique); err != nil && markErr == nil {
				markErr = err
			}
		})
		switch {
		case ctx.Err() != nil:
			return errInterrupted
		case err != nil:
			return err
		case markErr != nil:
			return markErr
		}
		all, unique, where := m.Shard(i)
		if state.All != all || state.Unique != unique {
			return i18n.Errorf(i18n.CmdShardWrong, strconv.Itoa(i), strconv.Itoa(shards), where, fmt.Sprint(all), fmt.Sprint(unique), fmt.Sprint(state.All), fmt.Sprint(state.Unique))
		}
	}
	return nil
}
