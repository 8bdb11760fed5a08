package cmd

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"strconv"
	"strings"

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
	for _, o := range solver.Options {
		if f.Changed(o.String()) && !s.Takes(o) {
			return solver.StepperOptions{}, usageErrorf("--%v is an option of --algo %v", o, solver.OptionOf(o))
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
		fv, _ := s.FC() // a prune is forward checking's
		for r := 0; r < s.N(); r++ {
			for p := fv.Pruned(r); p != 0; p &= p - 1 {
				rec.Pruned = append(rec.Pruned, [2]int{r, bits.TrailingZeros64(p)})
			}
		}
	case solver.WipeOut:
		rec.By = &[2]int{ev.By.Row, ev.By.Col}
	case solver.Start:
		mv, _ := s.MC() // start, pick, evaluate, move and give-up are min-conflicts'
		rec.Queens = s.Queens()
		rec.Pairs = ptr(mv.ConflictPairs())
	case solver.Pick:
		mv, _ := s.MC()
		rec.Conflicts = ptr(mv.QueenConflicts(ev.Row))
		for _, q := range mv.Attackers(nil, ev.Row) {
			rec.Attackers = append(rec.Attackers, [2]int{q.Row, q.Col})
		}
	case solver.Evaluate:
		mv, _ := s.MC()
		rec.Counts = make([]int, s.N())
		for c := range rec.Counts {
			rec.Counts[c] = mv.SquareConflicts(ev.Row, c)
		}
	case solver.Move:
		mv, _ := s.MC()
		rec.From = ptr(ev.From)
		rec.Pairs = ptr(mv.ConflictPairs())
	case solver.GiveUp:
		mv, _ := s.MC()
		rec.Pairs = ptr(mv.ConflictPairs())
		rec.Moves = ptr(int(ev.Counters.Moves))
		rec.Starts = ptr(int(ev.Counters.Starts))
	}
}

func ptr[T any](v T) *T { return &v }

// checkSolveAlgo checks solve's flags against the strategy: --from and
// --unique need one whose solutions the enumerator lists (array, bitmask);
// one that finds a single solution (min-conflicts) takes no --limit above
// 1, and draws boards up to solver.MaxN only.
func checkSolveAlgo(s solver.Strategy, opt solveOptions, fromSet bool, so solver.StepperOptions) error {
	if s.Enumerates() {
		return nil
	}
	switch {
	case fromSet:
		return usageErrorf("--from needs --algo %s (it skips whole subtrees of their search)", enumeratingAlgos())
	case opt.unique:
		return usageErrorf("--unique needs --algo %s", enumeratingAlgos())
	case s.Exhaustive():
		return nil
	case opt.limit > 1:
		return usageErrorf("--algo %v finds one solution: --limit must be 1, got %d", s, opt.limit)
	case opt.n > solver.MaxN && opt.format != solveCols:
		return usageErrorf("--algo %v prints boards of N above %d only with --format cols (N=%d)", s, solver.MaxN, opt.n)
	case so.Start == solver.RandomStart && opt.n > solver.MaxRandomStartN:
		return usageErrorf("--start random costs about N² steps: up to N=%d (N=%d); the greedy start takes any N", solver.MaxRandomStartN, opt.n)
	}
	return nil
}

// enumeratingAlgos names the strategies whose solutions the enumerator
// lists: "array or bitmask".
func enumeratingAlgos() string {
	var names []string
	for _, s := range solver.AllStrategies {
		if s.Enumerates() {
			names = append(names, s.String())
		}
	}
	return strings.Join(names, " or ")
}

// runSolveStepper lists the solutions in the order the stepper finds them
// (forward checking: plain backtracking's order, except with MRV).
// Like runSolve it ends an interrupted stream on a whole solution and says
// on stderr when the board has none.
func runSolveStepper(ctx context.Context, stdout, stderr io.Writer, s solver.Strategy, opt solveOptions, so solver.StepperOptions) error {
	st, err := solver.NewWith(opt.n, s, nil, so)
	if err != nil {
		return err
	}
	out := bufio.NewWriter(stdout)
	var buf []byte
	if opt.format == solveLeetCode {
		buf = append(buf, '[')
	}
	var count int64
	for !st.IsDone() && (opt.limit == 0 || count < opt.limit) {
		ev := st.Next()
		if ev.Counters.Steps%4096 == 0 && ctx.Err() != nil {
			return interruptSolutions(out, buf, opt)
		}
		if ev.Kind != solver.Solution {
			continue
		}
		buf = appendSolution(buf, opt, ev.Index, st.Queens(), count == 0)
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

// runSolveOne prints the one solution a strategy that is not exhaustive
// finds, on boards up to its MaxSolveN; a board without one ends as the
// exhaustive searches end on it.
func runSolveOne(ctx context.Context, stdout, stderr io.Writer, s solver.Strategy, opt solveOptions, so solver.StepperOptions) error {
	q, err := solver.SolveOne(ctx, opt.n, s, so)
	var gu *solver.GiveUpError
	switch {
	case ctx.Err() != nil:
		return errInterrupted
	case errors.As(err, &gu):
		return err
	case errors.Is(err, solver.ErrNoSolution):
		var buf []byte
		if opt.format == solveLeetCode {
			buf = append(buf, '[')
		}
		return endSolutions(bufio.NewWriter(stdout), stderr, buf, opt, 0)
	case err != nil:
		return fmt.Errorf("%v: %w", s, err)
	}
	// One buffer of a megabyte, written whole straight to stdout: ten
	// million columns (79 MB) take 79 writes, a billion go through no []int
	// copy, as they come.
	buf := make([]byte, 0, solveColsBuffer)
	if opt.format == solveCols {
		for r := range q.Len() {
			if r > 0 {
				buf = append(buf, ' ')
			}
			buf = strconv.AppendInt(buf, int64(q.Col(r)), 10)
			if r%(1<<20) == 0 && ctx.Err() != nil {
				return errInterrupted // the one line stays unfinished
			}
			if len(buf) > solveColsBuffer-32 {
				if _, err := stdout.Write(buf); err != nil {
					return err
				}
				buf = buf[:0]
			}
		}
		buf = append(buf, '\n')
	} else {
		cols := make([]int, q.Len())
		for r := range cols {
			cols[r] = q.Col(r)
		}
		if opt.format == solveLeetCode {
			buf = append(buf, '[')
		}
		buf = appendSolution(buf, opt, 1, cols, true)
		if opt.format == solveLeetCode {
			buf = append(buf, "]\n"...)
		}
	}
	_, err = stdout.Write(buf)
	return err
}

// solveColsBuffer is the size of the buffer solve's one-line answers go
// through.
const solveColsBuffer = 1 << 20

// solveWithAlgo runs solve with the strategy given: the enumerator for the
// strategies whose order it lists, a stepper for the other exhaustive ones,
// SolveOne for those that find one solution.
func solveWithAlgo(cmd *cobra.Command, s solver.Strategy, opt solveOptions, so solver.StepperOptions) error {
	ctx, stdout, stderr := cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr()
	switch {
	case !s.Exhaustive():
		return runSolveOne(ctx, stdout, stderr, s, opt, so)
	case !s.Enumerates():
		return runSolveStepper(ctx, stdout, stderr, s, opt, so)
	}
	return runSolve(ctx, stdout, stderr, opt)
}
