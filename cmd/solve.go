package cmd

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"time"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/progressbar"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver"
	"github.com/spf13/cobra"
)

func newSolveCommand(l i18n.Lang) *cobra.Command {
	var (
		format            = solveBoard
		limit, from int64 = 0, 1
		unique      bool
		algo        = solver.DefaultStrategy
		csp         cspFlags
	)
	cmd := &cobra.Command{
		Use:   "solve N",
		Short: l.T(i18n.CmdSolveShort),
		Long:  l.Sprintf(i18n.CmdSolveLong, strconv.Itoa(solver.MaxWalkSeek)),
		Example: `  nqueens solve 4
  nqueens solve 8 --format cols --limit 3
  nqueens solve 1000000 --algo min-conflicts --format cols > million.txt
  nqueens solve 1000000000 --algo construct --format cols > billion.txt
  nqueens solve 8 --unique --format cols
  nqueens solve 14 --from 365596 --format cols
  nqueens solve 16 --format leetcode | head -c 300`,
		Args: exactlyOneN,
		RunE: func(cmd *cobra.Command, args []string) error {
			so, err := csp.options(cmd.Flags(), algo)
			if err != nil {
				return err
			}
			n, err := parseBoardSize(args[0], algo.MaxSolveN())
			if err != nil {
				return err
			}
			opt := solveOptions{n: n, format: format, limit: limit, from: uint64(from), unique: unique, lang: commandLang(cmd)}
			if err := checkSolveAlgo(algo, opt, cmd.Flags().Changed("from"), so); err != nil {
				return err
			}
			return solveWithAlgo(cmd, algo, opt, so)
		},
	}
	f := cmd.Flags()
	enumVar(f, &format, "format", "", solveFormats, l.T(i18n.FlagSolveFormat))
	intVar(f, &limit, "limit", "", 1, unbounded, "", l.T(i18n.FlagSolveLimit))
	intVar(f, &from, "from", "", 1, unbounded, "", l.T(i18n.FlagSolveFrom))
	cmd.Flags().BoolVar(&unique, "unique", false, l.T(i18n.FlagSolveUnique))
	enumVar(f, &algo, "algo", "", solver.AllStrategies, l.T(i18n.FlagAlgo))
	// solve wants the answer, not the textbook's run: the quick start
	// makes the greedy start's choices several times faster on boards of
	// millions (watch and trace show the greedy start itself).
	csp.start = solver.QuickStart
	csp.add(f, l)
	return cmd
}

type solveFormat uint8

const (
	solveBoard solveFormat = iota
	solveCols
	solveLeetCode
)

// solveFormats lists the formats in the order the help names them.
var solveFormats = []solveFormat{solveBoard, solveCols, solveLeetCode}

func (f solveFormat) String() string {
	return [...]string{solveBoard: "board", solveCols: "cols", solveLeetCode: "leetcode"}[f]
}

type solveOptions struct {
	n      int
	format solveFormat
	limit  int64 // 0: no limit
	from   uint64
	unique bool
	lang   i18n.Lang // of the notice on standard error
}

// solveFlushDelay bounds how long a solution may wait in the output buffer
// while the search looks for the next one.
const solveFlushDelay = 100 * time.Millisecond

func runSolve(ctx context.Context, stdout, stderr io.Writer, opt solveOptions) error {
	e, err := solveStart(ctx, stderr, opt)
	if err != nil {
		var re *solver.RangeError
		var le *solver.SeekLimitError
		switch {
		case ctx.Err() != nil:
			return errInterrupted
		case errors.As(err, &le):
			return usageErrorf(i18n.CmdFromSeekLimit, fmt.Sprint(le.K), strconv.Itoa(le.N), strconv.Itoa(solver.MaxCountN), strconv.Itoa(solver.MaxWalkSeek))
		case errors.As(err, &re):
			kind := i18n.NarrSolutions
			if re.Unique {
				kind = i18n.CmdUniqueSolutions
			}
			total := i18n.NewMsg(kind, int(min(re.Total, math.MaxInt)), fmt.Sprint(re.Total))
			return i18n.Errorf(i18n.CmdFromPastLast, fmt.Sprint(re.K), strconv.Itoa(re.N), total)
		}
		return err
	}

	out := bufio.NewWriter(stdout)
	// The search runs under a context that also expires solveFlushDelay
	// after the first solution still in the buffer: the search then stops
	// (NextContext rolls back), the buffer is flushed and the search resumes.
	// Dense streams fill and flush the buffer by themselves; this matters
	// when the next solution is far away, as on large boards.
	deadline := solveDeadline{parent: ctx, ctx: ctx}
	defer deadline.disarm()
	var buf []byte
	if opt.format == solveLeetCode {
		buf = append(buf, '[')
	}
	count := int64(0)
	for ; opt.limit == 0 || count < opt.limit; count++ {
		ok, err := e.NextContext(deadline.ctx)
		if err != nil && deadline.armed() && ctx.Err() == nil {
			deadline.disarm()
			if err := out.Flush(); err != nil {
				return err
			}
			ok, err = e.NextContext(deadline.ctx)
		}
		if err != nil {
			return interruptSolutions(out, buf, opt)
		}
		if !ok {
			break
		}
		// Dense streams rarely reach NextContext's own context checks, so
		// look for Ctrl-C here too, now and then.
		if count%4096 == 4095 && ctx.Err() != nil {
			return interruptSolutions(out, buf, opt)
		}
		buf = appendSolution(buf, opt, e.Index(), e.Queens(), count == 0)
		if _, err := out.Write(buf); err != nil {
			return err
		}
		buf = buf[:0]
		deadline.arm()
	}
	return endSolutions(out, stderr, buf, opt, count)
}

// endSolutions writes what is left of a complete list of solutions (buf and
// the leetcode format's closing bracket) and says on stderr when there was
// none: for N=2 and N=3 an empty output alone would look like a failure
// (--from past the last solution is an error before this).
func endSolutions(out *bufio.Writer, stderr io.Writer, buf []byte, opt solveOptions, count int64) error {
	if opt.format == solveLeetCode {
		buf = append(buf, "]\n"...)
	}
	if _, err := out.Write(buf); err != nil {
		return err
	}
	if count == 0 {
		fmt.Fprintln(stderr, "nqueens: "+opt.lang.Sprintf(i18n.CmdNoSolutions, strconv.Itoa(opt.n)))
	}
	return out.Flush()
}

// interruptSolutions ends a list of solutions stopped by a signal: the
// solutions so far, whole, and in the leetcode format the array closed, so
// that what was written is still JSON.
func interruptSolutions(out *bufio.Writer, buf []byte, opt solveOptions) error {
	if opt.format == solveLeetCode {
		out.Write(append(buf, "]\n"...)) // the status says interrupted either way
	}
	return flushInterrupted(out)
}

// solveDeadline is the context runSolve searches under: the command's
// context, with a flush deadline while output waits in the buffer.
type solveDeadline struct {
	parent, ctx context.Context
	stop        context.CancelFunc // nil when not armed
}

func (d *solveDeadline) armed() bool { return d.stop != nil }

// arm sets the flush deadline, unless one is already running.
func (d *solveDeadline) arm() {
	if d.stop == nil {
		d.ctx, d.stop = context.WithTimeout(d.parent, solveFlushDelay)
	}
}

func (d *solveDeadline) disarm() {
	if d.stop != nil {
		d.stop()
		d.ctx, d.stop = d.parent, nil
	}
}

// solveStart returns an enumerator whose next solution is the first to print.
func solveStart(ctx context.Context, stderr io.Writer, opt solveOptions) (*solver.Enumerator, error) {
	switch {
	case opt.unique && opt.from == 1:
		return solver.NewUniqueEnumerator(opt.n)
	case opt.unique:
		return solver.SeekUniqueSolution(ctx, opt.n, opt.from)
	case opt.from == 1:
		return solver.NewEnumerator(opt.n)
	}
	progress, done := solveSeekProgress(stderr)
	defer done()
	return solver.SeekSolution(ctx, opt.n, opt.from, progress)
}

// solveSeekProgress returns a SeekSolution progress callback that draws on
// a terminal the same progress bar as count, fed by the count of the first
// two rows; done removes it. Elsewhere it stays silent.
func solveSeekProgress(stderr io.Writer) (progress func(solver.SeekProgress), done func()) {
	if !isTerminal(stderr) {
		return nil, func() {}
	}
	bar := progressbar.Start(stderr)
	progress = func(p solver.SeekProgress) {
		if p.Total > 0 {
			bar.Update(p.Done, p.Total)
		}
	}
	return progress, bar.Stop
}

// appendSolution appends one solution in the chosen format; first tells
// whether it is the first one printed.
func appendSolution(buf []byte, opt solveOptions, index uint64, queens []int, first bool) []byte {
	switch opt.format {
	case solveCols:
		for r, c := range queens {
			if r > 0 {
				buf = append(buf, ' ')
			}
			buf = strconv.AppendInt(buf, int64(c), 10)
		}
		return append(buf, '\n')
	case solveLeetCode:
		if !first {
			buf = append(buf, ',')
		}
		buf = append(buf, '[')
		for r, c := range queens {
			if r > 0 {
				buf = append(buf, ',')
			}
			buf = append(buf, '"')
			buf = appendRow(buf, len(queens), c)
			buf = append(buf, '"')
		}
		return append(buf, ']')
	}
	if !first {
		buf = append(buf, '\n')
	}
	if opt.unique {
		size := solver.ClassSize(queens)
		buf = fmt.Appendf(buf, "unique solution %d (stands for %d %s)\n", index, size, text.Plural(size, "solution"))
	} else {
		buf = fmt.Appendf(buf, "solution %d\n", index)
	}
	for _, c := range queens {
		buf = appendRow(buf, len(queens), c)
		buf = append(buf, '\n')
	}
	return buf
}

// appendRow appends a row of n squares with the queen in column c.
func appendRow(buf []byte, n, c int) []byte {
	for col := 0; col < n; col++ {
		if col == c {
			buf = append(buf, 'Q')
		} else {
			buf = append(buf, '.')
		}
	}
	return buf
}

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
		return usageErrorf(i18n.CmdFromNeedsAlgo, enumeratingAlgos())
	case opt.unique:
		return usageErrorf(i18n.CmdUniqueNeedsAlgo, enumeratingAlgos())
	case s.Exhaustive():
		return nil
	case opt.limit > 1:
		return usageErrorf(i18n.CmdOneSolutionLimit, s.String(), strconv.FormatInt(opt.limit, 10))
	case opt.n > solver.MaxN && opt.format != solveCols:
		return usageErrorf(i18n.CmdBoardsOnlyCols, s.String(), strconv.Itoa(solver.MaxN), strconv.Itoa(opt.n))
	case so.Start == solver.RandomStart && opt.n > solver.MaxRandomStartN:
		return usageErrorf(i18n.CmdRandomStartN, strconv.Itoa(solver.MaxRandomStartN), strconv.Itoa(opt.n))
	}
	return nil
}

// enumeratingAlgos names the strategies whose solutions the enumerator
// lists: "array or bitmask".
func enumeratingAlgos() i18n.OrList {
	var names []string
	for _, s := range solver.AllStrategies {
		if s.Enumerates() {
			names = append(names, s.String())
		}
	}
	return names
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
