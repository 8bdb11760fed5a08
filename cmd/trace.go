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

func newTraceCommand(l i18n.Lang) *cobra.Command {
	var (
		algo   = solver.DefaultStrategy
		limit  int64
		format = traceText
		csp    cspFlags
	)
	cmd := &cobra.Command{
		Use:   "trace N",
		Short: l.T(i18n.CmdTraceShort),
		Long:  l.T(i18n.CmdTraceLong),
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
	enumVar(f, &algo, "algo", "", solver.AllStrategies, l.T(i18n.FlagAlgo))
	csp.add(f, l)
	intVar(f, &limit, "limit", "", 0, unbounded, i18n.CmdMeansNoLimit, l.T(i18n.FlagTraceLimit))
	enumVar(f, &format, "format", "", traceFormats, l.T(i18n.FlagTraceFormat))
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
