package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"strconv"

	"github.com/nqueens/nqueens/solver"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// What the commands that take --algo need for forward checking and
// min-conflicts: their options, their trace fields, and how solve runs them.

// cspFlags are the options of fc and min-conflicts.
type cspFlags struct {
	mrv   bool
	seed  int64
	start solver.StartMode
}

// add defines --mrv, --seed and --start.
func (c *cspFlags) add(f *pflag.FlagSet) {
	c.addMRV(f)
	c.seed = 1
	intVar(f, &c.seed, "seed", "", 0, unbounded, "", "min-conflicts: the seed of its random choices (a seed always makes the same run)")
	enumVar(f, &c.start, "start", "", solver.StartModes, "min-conflicts: each queen on a square of fewest conflicts with those above (quick: the same rule, drawn faster on huge boards), or at random")
}

// addMRV defines --mrv alone, for a command that has no min-conflicts
// (tree).
func (c *cspFlags) addMRV(f *pflag.FlagSet) {
	f.BoolVar(&c.mrv, "mrv", false, "fc: fill next the row with the fewest squares left (minimum remaining values)")
}

// options returns the stepper's options, refusing those of another strategy.
func (c *cspFlags) options(f *pflag.FlagSet, s solver.Strategy) (solver.StepperOptions, error) {
	if f.Changed("mrv") && s != solver.FC {
		return solver.StepperOptions{}, usageErrorf("--mrv is an option of --algo fc")
	}
	for _, name := range []string{"seed", "start"} {
		if f.Changed(name) && s != solver.MinConflicts {
			return solver.StepperOptions{}, usageErrorf("--%s is an option of --algo min-conflicts", name)
		}
	}
	return solver.StepperOptions{MRV: c.mrv, Seed: uint64(c.seed), Start: c.start}, nil
}

// addCSPFields fills the trace fields of the events of fc and min-conflicts
// (see the README's trace section).
func addCSPFields(rec *traceRecord, s *solver.Stepper, ev solver.Event) {
	switch ev.Kind {
	case solver.Prune:
		rec.By = &[2]int{ev.By.Row, ev.By.Col}
		for r := 0; r < s.N(); r++ {
			for p := s.Pruned(r); p != 0; p &= p - 1 {
				rec.Pruned = append(rec.Pruned, [2]int{r, bits.TrailingZeros64(p)})
			}
		}
	case solver.WipeOut:
		rec.By = &[2]int{ev.By.Row, ev.By.Col}
	case solver.Start:
		rec.Queens = s.Queens()
		rec.Pairs = ptr(s.ConflictPairs())
	case solver.Pick:
		rec.Conflicts = ptr(s.QueenConflicts(ev.Row))
		for _, q := range s.Attackers(nil, ev.Row) {
			rec.Attackers = append(rec.Attackers, [2]int{q.Row, q.Col})
		}
	case solver.Evaluate:
		rec.Counts = make([]int, s.N())
		for c := range rec.Counts {
			rec.Counts[c] = s.SquareConflicts(ev.Row, c)
		}
	case solver.Move:
		rec.From = ptr(ev.From)
		rec.Pairs = ptr(s.ConflictPairs())
	case solver.GiveUp:
		rec.Pairs = ptr(s.ConflictPairs())
		rec.Moves = ptr(int(ev.Counters.Moves))
		rec.Starts = ptr(int(ev.Counters.Starts))
	}
}

func ptr[T any](v T) *T { return &v }

// checkSolveAlgo checks solve's flags against the strategy: fc and
// min-conflicts run without --from and --unique; min-conflicts finds one
// solution, and draws boards up to solver.MaxN only.
func checkSolveAlgo(s solver.Strategy, opt solveOptions, fromSet bool, so solver.StepperOptions) error {
	if s != solver.FC && s != solver.MinConflicts {
		return nil
	}
	switch {
	case fromSet:
		return usageErrorf("--from needs --algo array or bitmask (it skips whole subtrees of their search)")
	case opt.unique:
		return usageErrorf("--unique needs --algo array or bitmask")
	case s == solver.FC:
		return nil
	case opt.limit > 1:
		return usageErrorf("--algo min-conflicts finds one solution: --limit must be 1, got %d", opt.limit)
	case opt.n > solver.MaxN && opt.format != solveCols:
		return usageErrorf("--algo min-conflicts prints boards of N above %d only with --format cols (N=%d)", solver.MaxN, opt.n)
	case so.Start == solver.RandomStart && opt.n > solver.MaxRandomStartN:
		return usageErrorf("--start random costs about N² steps: up to N=%d (N=%d); the greedy start takes any N", solver.MaxRandomStartN, opt.n)
	}
	return nil
}

// runSolveFC lists the solutions in the order forward checking finds them:
// plain backtracking's order, except with MRV.
// Like runSolve it ends an interrupted stream on a whole solution and says
// on stderr when the board has none.
func runSolveFC(ctx context.Context, stdout, stderr io.Writer, opt solveOptions, so solver.StepperOptions) error {
	s, err := solver.NewWith(opt.n, solver.FC, nil, so)
	if err != nil {
		return err
	}
	out := bufio.NewWriter(stdout)
	var buf []byte
	if opt.format == solveLeetCode {
		buf = append(buf, '[')
	}
	var count int64
	for !s.IsDone() && (opt.limit == 0 || count < opt.limit) {
		ev := s.Next()
		if ev.Counters.Steps%4096 == 0 && ctx.Err() != nil {
			return interruptSolutions(out, buf, opt)
		}
		if ev.Kind != solver.Solution {
			continue
		}
		buf = appendSolution(buf, opt, ev.Index, s.Queens(), count == 0)
		count++
		if _, err := out.Write(buf); err != nil {
			return err
		}
		buf = buf[:0]
		// Solutions can lie far apart: none waits in the buffer.
		if err := out.Flush(); err != nil {
			return err
		}
	}
	return endSolutions(out, stderr, buf, opt, count)
}

// runSolveMinConflicts prints the solution min-conflicts finds, on boards
// up to solver.MaxMinConflictsN.
func runSolveMinConflicts(ctx context.Context, stdout io.Writer, opt solveOptions, so solver.StepperOptions) error {
	q, err := solver.SolveMinConflicts(ctx, opt.n, so.Seed, so.Start)
	var gu *solver.GiveUpError
	switch {
	case ctx.Err() != nil:
		return errInterrupted
	case errors.As(err, &gu):
		return err
	case err != nil:
		return fmt.Errorf("min-conflicts: %w", err)
	}
	if opt.format == solveCols {
		return writeColumns(stdout, q)
	}
	// A board of at most MaxN rows, drawn.
	cols := make([]int, len(q))
	for r, c := range q {
		cols[r] = int(c)
	}
	var buf []byte
	if opt.format == solveLeetCode {
		buf = append(buf, '[')
	}
	buf = appendSolution(buf, opt, 1, cols, true)
	if opt.format == solveLeetCode {
		buf = append(buf, "]\n"...)
	}
	_, err = stdout.Write(buf)
	return err
}

// writeColumns writes q's columns on one line, separated by spaces: ten
// million of them (79 MB) go through one buffer of a megabyte, written
// whole, with no []int copy and no second buffer.
func writeColumns(w io.Writer, q []int32) error {
	buf := make([]byte, 0, 1<<20)
	for r, c := range q {
		if r > 0 {
			buf = append(buf, ' ')
		}
		buf = strconv.AppendUint(buf, uint64(c), 10)
		if len(buf) > cap(buf)-16 {
			if _, err := w.Write(buf); err != nil {
				return err
			}
			buf = buf[:0]
		}
	}
	_, err := w.Write(append(buf, '\n'))
	return err
}

// solveWithAlgo runs solve with the strategy given.
func solveWithAlgo(cmd *cobra.Command, s solver.Strategy, opt solveOptions, so solver.StepperOptions) error {
	switch s {
	case solver.FC:
		return runSolveFC(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), opt, so)
	case solver.MinConflicts:
		return runSolveMinConflicts(cmd.Context(), cmd.OutOrStdout(), opt, so)
	}
	return runSolve(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), opt)
}
