package cmd

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/charmbracelet/x/term"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver/replay"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/watch"
	"github.com/spf13/cobra"
)

// traceName names the trace in the view's header, in l.
func traceName(arg string, l i18n.Lang) string {
	if arg == "-" {
		return l.T(i18n.CmdStandardInput)
	}
	return filepath.Base(arg)
}

// signalGrace is how long a failed read of a trace waits for a signal
// that may have caused it.
const signalGrace = 100 * time.Millisecond

// runReplayView reads the trace of in and shows it in the watch view.
func runReplayView(cmd *cobra.Command, in io.Reader, name string, opt replay.Options, ascii bool) error {
	if !term.IsTerminal(os.Stdout.Fd()) {
		// Before reading what may be gigabytes for nothing.
		return errNoTerminal
	}
	progress := func(uint64) {}
	if term.IsTerminal(os.Stderr.Fd()) {
		errOut, l := cmd.ErrOrStderr(), commandLang(cmd)
		progress = func(events uint64) {
			fmt.Fprint(errOut, "\r"+l.Sprintf(i18n.CmdReadingTrace, text.Line(name), text.Thousands(events)))
		}
		defer fmt.Fprint(errOut, "\r\033[K")
	}
	l, err := loadTrace(cmd.Context(), in, opt, progress)
	if err != nil {
		return err
	}
	// As the visualizer does: a locale without UTF-8 gets ASCII.
	ascii = ascii || !localeHasUTF8(os.Getenv)
	o := ui.Options{Theme: theme.Auto, ASCII: ascii, Speed: ui.DefaultSpeed, Mode: ui.Watch,
		Replay: &watch.Replay{Name: name, Script: l.Script, Fault: l.Fault}, Lang: commandLang(cmd)}
	o.NoColor = keepAttributesWithoutColour()
	o.Context = cmd.Context()
	return runTUI(cmd, ui.New(o), false)
}

// loadTrace reads and checks the trace of in for the view, on a goroutine
// of its own so that a signal ends the command even while a read of
// standard input waits for a writer that never writes. A trace that cannot
// be shown at all (no header, too long) is an error of one line.
func loadTrace(ctx context.Context, in io.Reader, opt replay.Options, progress func(uint64)) (replay.Loaded, error) {
	type result struct {
		l   replay.Loaded
		err error
	}
	done := make(chan result, 1)
	go func() {
		l, err := replay.Load(in, opt, func(events uint64) error {
			if ctx.Err() != nil {
				return errInterrupted
			}
			progress(events)
			return nil
		})
		done <- result{l, err}
	}()
	select {
	case res := <-done:
		if res.err != nil && res.err != errInterrupted {
			// Ctrl-C also ends the writer of a pipe (the whole
			// foreground group gets it), and the end of input it leaves
			// can come before the signal is seen here: a moment's grace,
			// so that it is not taken for the trace's.
			select {
			case <-ctx.Done():
				return replay.Loaded{}, errInterrupted
			case <-time.After(signalGrace):
			}
			return res.l, i18n.Errorf(i18n.CmdTraceCannotShow, res.err)
		}
		return res.l, res.err
	case <-ctx.Done():
		return replay.Loaded{}, errInterrupted
	}
}
