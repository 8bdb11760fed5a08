package cmd

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/internal/kit/userfile"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/solver/replay"
	"github.com/spf13/cobra"
)

// replayFormat is the --format of replay --check.
type replayFormat string

const (
	replayText replayFormat = "text"
	replayJSON replayFormat = "json"
)

var replayFormats = []replayFormat{replayText, replayJSON}

func newReplayCommand(l i18n.Lang) *cobra.Command {
	var (
		check  bool
		ascii  bool
		n      int
		algo   = solver.DefaultStrategy
		mrv    bool
		format = replayText
		order  = replay.OrderReference
	)
	cmd := &cobra.Command{
		Use:   "replay [--check] FILE|-",
		Short: l.T(i18n.CmdReplayShort),
		Long:  l.T(i18n.CmdReplayLong),
		Example: `  python3 docs/replay/queens.py 6 | nqueens replay -
  nqueens trace 8 --format json | nqueens replay --check -
  python3 docs/replay/queens.py 6 | nqueens replay --check -
  nqueens replay --check run.jsonl --format json`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usageErrorf(i18n.CmdReplayOneArg)
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			f := cmd.Flags()
			if !check && f.Changed("format") {
				return usageErrorf(i18n.CmdReplayFormat)
			}
			if !check && order != replay.OrderReference {
				return usageErrorf(i18n.CmdReplayOrder)
			}
			if f.Changed("mrv") && !algo.Takes(solver.OptionMRV) {
				return usageErrorf(i18n.CmdOptionOf, solver.OptionMRV.String(), solver.OptionOf(solver.OptionMRV).String())
			}
			opt := replay.Options{N: n, Strategy: algo, StrategySet: f.Changed("algo"), MRV: mrv, Order: order}
			in, err := openTrace(cmd, args[0])
			if err != nil {
				return err
			}
			defer in.Close()
			l := commandLang(cmd)
			if !check {
				return runReplayView(cmd, in, traceName(args[0], l), opt, ascii)
			}
			return runReplayCheck(cmd.Context(), cmd.OutOrStdout(), l, in, opt, format)
		},
	}
	f := cmd.Flags()
	f.BoolVar(&check, "check", false, l.T(i18n.FlagReplayCheck))
	f.BoolVar(&ascii, "ascii", false, l.T(i18n.FlagReplayASCII))
	intVar(f, &n, "n", "", 1, solver.MaxN, "", l.T(i18n.FlagReplayN))
	enumVar(f, &algo, "algo", "", solver.Strategies, l.T(i18n.FlagReplayAlgo))
	f.BoolVar(&mrv, "mrv", false, optionHelp(l, solver.OptionMRV, i18n.FlagReplayMRV))
	enumVar(f, &format, "format", "", replayFormats, l.T(i18n.FlagReplayFormat))
	enumVar(f, &order, "order", "", replay.Orders, l.Sprintf(i18n.FlagReplayOrder, strings.Join(solver.StrategyNames(replay.OrderStrategies), ", ")))
	return cmd
}

// openTrace opens FILE, or standard input for "-". A file that cannot be
// read is a mistake of the command line. A signal ends the wait for a
// FIFO's writer; the reads, which wait too, run on goroutines of their
// own (runReplayCheck, loadTrace).
func openTrace(cmd *cobra.Command, name string) (io.ReadCloser, error) {
	if name == "-" {
		return io.NopCloser(cmd.InOrStdin()), nil
	}
	file, err := userfile.Open(cmd.Context(), name, os.O_RDONLY)
	if err != nil {
		return nil, usageErrorf(i18n.CmdCannotReadTrace, err)
	}
	return file, nil
}

// runReplayCheck checks the trace of in and prints the report, a text
// one in l. The check runs on a goroutine of its own so that a signal ends
// the command even while a read of standard input waits for a writer that
// never writes.
func runReplayCheck(ctx context.Context, stdout io.Writer, l i18n.Lang, in io.Reader, opt replay.Options, format replayFormat) error {
	type result struct {
		sum replay.Summary
		err error
	}
	done := make(chan result, 1)
	go func() {
		sum, err := replay.Check(in, opt, func() error {
			if ctx.Err() != nil {
				return errInterrupted
			}
			return nil
		})
		done <- result{sum, err}
	}()
	var res result
	select {
	case res = <-done:
	case <-ctx.Done():
		return errInterrupted
	}
	var rerr *replay.Error
	switch {
	case res.err == nil:
		return writeReplayOK(stdout, l, res.sum, format)
	case errors.As(res.err, &rerr):
		if err := writeReplayError(stdout, l, rerr, format); err != nil {
			return err
		}
		// Said once the report is printed.
		return i18n.Errorf(i18n.CmdTraceWrong, strconv.FormatInt(rerr.Line, 10))
	}
	return res.err
}

// writeReplayOK writes the report of a good trace: a line in l, or the
// JSON object, whose words are the English (a grader reads it).
func writeReplayOK(w io.Writer, l i18n.Lang, sum replay.Summary, format replayFormat) error {
	if format == replayText {
		_, err := fmt.Fprintln(w, l.Sprintf(i18n.CmdReplayOK, sum))
		return err
	}
	return writeJSONLine(w, struct {
		OK        bool   `json:"ok"`
		N         int    `json:"n"`
		Algo      string `json:"algo"`
		MRV       bool   `json:"mrv,omitempty"`
		Events    uint64 `json:"events"`
		Solutions uint64 `json:"solutions"`
		Report    string `json:"report"`
	}{true, sum.N, sum.Strategy.String(), sum.MRV, sum.Events, sum.Solutions, "ok: " + sum.String()})
}

// writeReplayError writes the report of a wrong trace: lines in l, or the
// JSON object, whose words are the English (a grader reads it).
func writeReplayError(w io.Writer, l i18n.Lang, e *replay.Error, format replayFormat) error {
	board := strings.Split(strings.TrimSuffix(e.Board, "\n"), "\n")
	if e.Board == "" {
		board = nil
	}
	if format == replayJSON {
		return writeJSONLine(w, struct {
			OK       bool     `json:"ok"`
			Line     int64    `json:"line"`
			Reason   string   `json:"reason"`
			Got      string   `json:"got,omitempty"`
			Board    []string `json:"board,omitempty"`
			Expected string   `json:"expected,omitempty"`
		}{false, e.Line, e.Reason, e.Got, board, e.Expected})
	}
	// The reason and the line quote the trace: shown, never obeyed.
	var b strings.Builder
	line := strconv.FormatInt(e.Line, 10)
	b.WriteString(l.Sprintf(i18n.ReplayLine, line, text.Line(e.Why.In(l))) + "\n")
	if e.Got != "" {
		b.WriteString(l.Sprintf(i18n.CmdReplayTheLine, text.Line(e.Got)) + "\n")
	}
	if len(board) > 0 {
		b.WriteString(l.Sprintf(i18n.CmdReplayBoard, line) + "\n")
		for _, row := range board {
			b.WriteString("  " + row + "\n")
		}
	}
	if e.Expected != "" {
		b.WriteString(l.Sprintf(i18n.CmdReplayExpected, e.Expect) + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func writeJSONLine(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = w.Write(append(text.JSON(b), '\n'))
	return err
}
