package cmd

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/solver/replay"
	"github.com/spf13/cobra"
)

func newTraceCommand() *cobra.Command {
	var (
		algo   = solver.DefaultStrategy
		limit  int64
		format = traceText
		csp    cspFlags
	)
	cmd := &cobra.Command{
		Use:   "trace N",
		Short: "Print the backtracking search as a stream of events",
		Long: `Print every event of the backtracking search on an N×N board (N from 1 to 64):
try, attack (with the attacking queen and the line), place, backtrack,
solution and done — one line each, as a teacher would narrate them, or as
JSON Lines for other programs, after a first line that names the board
and the strategy ({"kind":"meta","n":8,"algo":"array"}, which nqueens
replay reads).

--algo fc (forward checking) places, prunes the attacked squares from the
domains of the rows without a queen, and backtracks at a wipe-out (a domain
left empty); --mrv fills the row with the fewest squares left first.
--algo min-conflicts starts with a queen on every row (--start greedy or
random) and then picks an attacked queen, evaluates its row and moves it,
until a solution or a give-up (N=2 and 3, or a run stuck for too long);
--seed S makes the same run every time. --algo construct searches nothing:
it places each row's queen by the explicit rule of N mod 6, narrating the
rule in force.`,
		Example: `  nqueens trace 4 --limit 12
  nqueens trace 8 --algo bitmask --format json | head
  nqueens trace 6 --algo fc --mrv
  nqueens trace 8 --algo min-conflicts --seed 3
  nqueens trace 9 --algo construct`,
		Args: exactlyOneN,
		RunE: func(cmd *cobra.Command, args []string) error {
			n, err := parseBoardSize(args[0], solver.MaxN)
			if err != nil {
				return err
			}
			opt, err := csp.options(cmd.Flags(), algo)
			if err != nil {
				return err
			}
			write := appendTraceText
			if format == traceJSON {
				write = replay.AppendEvent // the one writer of the format
			}
			s, err := solver.NewWith(n, algo, nil, opt)
			if err != nil {
				return err
			}
			if format == traceJSON {
				// The meta line first: replay reads the board and the
				// strategy (and min-conflicts' seed) from the trace.
				meta := replay.AppendMeta(nil, replay.Header{N: n, Strategy: algo, MRV: opt.MRV,
					Seeded: algo.Takes(solver.OptionSeed), Seed: opt.Seed, Start: opt.Start})
				if _, err := cmd.OutOrStdout().Write(meta); err != nil {
					return err
				}
			}
			return runTrace(cmd.Context(), cmd.OutOrStdout(), s, limit, write)
		},
	}
	f := cmd.Flags()
	enumVar(f, &algo, "algo", "", solver.AllStrategies, "strategy")
	csp.add(f)
	intVar(f, &limit, "limit", "", 0, unbounded, i18n.CmdMeansNoLimit, "stop after this many events (0: no limit)")
	enumVar(f, &format, "format", "", traceFormats, "output format (json: JSON Lines)")
	return cmd
}

// traceFormat is the --format of trace.
type traceFormat string

const (
	traceText traceFormat = "text"
	traceJSON traceFormat = "json"
)

var traceFormats = []traceFormat{traceText, traceJSON}

// runTrace writes the events of s, at most limit of them (0: all), on
// stdout, a line each as appendLine makes it. Interrupted, it still writes
// out every whole line it made.
func runTrace(ctx context.Context, stdout io.Writer, s *solver.Stepper, limit int64, appendLine func([]byte, *solver.Stepper, solver.Event) []byte) error {
	out := bufio.NewWriter(stdout)
	var line []byte
	err := stepEvents(ctx, s, limit, func() error {
		line = appendLine(line[:0], s, s.Next())
		_, err := out.Write(line)
		return err
	})
	switch {
	case errors.Is(err, errInterrupted):
		return flushInterrupted(out)
	case err != nil:
		return err
	}
	return out.Flush()
}

// stepEvents runs step, which makes the next event of s, until the search
// ends, step fails or limit events are made (0: no limit). It looks for
// Ctrl-C now and then, not on every event, and returns errInterrupted then.
func stepEvents(ctx context.Context, s *solver.Stepper, limit int64, step func() error) error {
	for !s.IsDone() && (limit == 0 || int64(s.Step()) < limit) {
		if err := step(); err != nil {
			return err
		}
		if s.Step()%4096 == 0 && ctx.Err() != nil {
			return errInterrupted
		}
	}
	return nil
}

// appendTraceText appends the narrated line of ev, the event s has just
// made.
func appendTraceText(dst []byte, s *solver.Stepper, ev solver.Event) []byte {
	// Step numbers are right-aligned so that the narration lines up.
	return fmt.Appendf(dst, "%6d  %s\n", ev.Counters.Steps, s.Narrate())
}
