package cmd

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"time"

	"github.com/charmbracelet/x/term"
	"github.com/nqueens/nqueens/internal/count/countestimate"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/progressbar"
	"github.com/nqueens/nqueens/solver"
	"github.com/spf13/cobra"
)

// maxCountWorkers bounds --workers: far more goroutines than any machine
// has cores, and few enough that a typo cannot start millions.
const maxCountWorkers = 1024

func newCountCommand(l i18n.Lang) *cobra.Command {
	var (
		unique  bool
		workers int
		force   bool
		memory  uint64
		job     countJob // --shard, --merge, --checkpoint, …: count_shard.go
	)
	joinMin, joinMax := solver.JoinRange()
	cmd := &cobra.Command{
		Use:   "count N",
		Short: l.T(i18n.CmdCountShort),
		Long:  l.Sprintf(i18n.CmdCountLong, strconv.Itoa(solver.MaxCountN), strconv.Itoa(joinMin), strconv.Itoa(joinMax)),
		Example: `  nqueens count 8            # 92
  nqueens count 8 --unique   # 12
  nqueens count 16 --workers 1
  nqueens count 20 --shard 3/64 > shard-3.json
  nqueens count --merge shard-*.json
  nqueens count --merge --verify 2 shard-*.json
  nqueens count 19 --checkpoint count19.ckpt`,
		Args: job.args,
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, out, errOut := cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr()
			l := commandLang(cmd)
			if job.merge {
				return job.runMerge(ctx, cmd.InOrStdin(), out, errOut, l, args, unique, workers)
			}
			n, err := parseBoardSize(args[0], solver.MaxCountN)
			if err != nil {
				return err
			}
			approve := func(left, listLen int) error {
				return approveCount(ctx, errOut, l, n, job.shardName(), workers, memory, float64(left)/float64(listLen), force)
			}
			opt := solver.CountOptions{Unique: unique, Workers: workers, MemoryLimit: memory}
			if job.active() {
				return job.run(ctx, out, errOut, l, n, opt, approve)
			}
			return runCount(ctx, out, errOut, n, opt, approve)
		},
	}
	f := cmd.Flags()
	f.BoolVar(&unique, "unique", false, l.T(i18n.FlagCountUnique))
	workers = runtime.NumCPU()
	intVar(f, &workers, "workers", "", 1, maxCountWorkers, "", l.T(i18n.FlagWorkers))
	f.BoolVar(&force, "force", false, l.T(i18n.FlagForce))
	bytesVar(f, &memory, "memory", l.T(i18n.FlagMemory))
	job.addFlags(f, l)
	return cmd
}

// The estimate of a count, before it starts (see countestimate).
const (
	// estimateBudget bounds the time spent measuring.
	estimateBudget = time.Second
	// estimateFrom: smaller boards are counted in about a second or less
	// (N=16 in 0.14 s, N=17 in 1.2 s here), so only a machine some fifty
	// times slower would reach announceAfter; measuring them cost N=16 a
	// twelfth of its CPU time (12 ms of 0.14 s).
	estimateFrom = 17
	// announceAfter: a count estimated at this or more says so on stderr.
	announceAfter = 60.0 // seconds
	// refuseAfter: a count estimated past this needs --force.
	refuseAfter = 7 * 24 * 3600.0 // seconds
)

// approveCount estimates the count of fraction of the n×n board's tasks
// (what is called name in messages) on workers within memory bytes, says the estimate on
// errOut in l if it is a minute or more, and refuses one past refuseAfter
// unless force.
func approveCount(ctx context.Context, errOut io.Writer, l i18n.Lang, n int, name string, workers int, memory uint64, fraction float64, force bool) error {
	if n < estimateFrom || fraction == 0 {
		return nil
	}
	e, err := countestimate.Measure(ctx, n, workers, memory, fraction, estimateBudget)
	if err != nil {
		return orInterrupted(ctx, err)
	}
	what := fmt.Sprintf("count %d%s", n, name)
	if e.Seconds > refuseAfter && !force {
		return i18n.Errorf(i18n.CmdCountRefused, what, e, countestimate.Words(refuseAfter))
	}
	if e.Seconds >= announceAfter {
		fmt.Fprintf(errOut, "nqueens: %s: %s\n", what, e.In(l))
	}
	return nil
}

// runCount counts and prints the result on out, drawing a progress bar on
// errOut if it is a terminal.
func runCount(ctx context.Context, out, errOut io.Writer, n int, opt solver.CountOptions, approve func(left, listLen int) error) error {
	if err := approve(1, 1); err != nil {
		return err
	}
	var bar *progressbar.Bar
	if isTerminal(errOut) {
		bar = progressbar.Start(errOut)
		opt.Progress = bar.Update
	}
	count, err := solver.Count(ctx, n, opt)
	if bar != nil {
		bar.Stop()
	}
	if err != nil {
		return orInterrupted(ctx, err)
	}
	return publishAnswer(ctx, out, fmt.Sprintln(count))
}

// publishGrace is how long publish lets a write under way finish once a
// signal came: a write that has not finished by then is blocked (a full
// pipe nobody reads), and wrote nothing.
const publishGrace = 100 * time.Millisecond

// publishAnswer writes the answer text, a line short enough to go out whole
// in one write, and marks the command published (markPublished): the work
// is done and its answer out, so the status is 0 even if a signal comes now.
// A signal before it (or while the write is blocked) wins: nothing is
// written, errInterrupted.
// So a status of 128+n never comes with the answer, and the answer never
// without status 0. An answer that cannot be written (standard output
// closed or full, its reader gone) is an error: it would be lost.
func publishAnswer(ctx context.Context, out io.Writer, text string) error {
	if ctx.Err() != nil {
		return errInterrupted
	}
	wrote := make(chan error, 1)
	go func() {
		_, err := io.WriteString(out, text)
		wrote <- err
	}()
	var err error
	select {
	case err = <-wrote:
	case <-ctx.Done():
		select {
		case err = <-wrote: // finished as the signal came: it is out
		case <-time.After(publishGrace):
			return errInterrupted
		}
	}
	if err != nil {
		// The answer is lost (standard output closed or full, its reader
		// gone): the runner says so as it does for every command's output.
		return err
	}
	markPublished(ctx)
	return nil
}

// isTerminal reports whether w is a terminal (not a file, a pipe, a buffer
// or another character device such as /dev/null).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(f.Fd())
}
