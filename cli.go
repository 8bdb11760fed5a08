package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"regexp"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"

	"github.com/spf13/cobra"
)

// Exit statuses. Usage errors follow the convention of Unix tools (2); a
// command stopped by a signal exits as the shell reports a process killed
// by it, 128 + the signal's number (130 for Ctrl-C).
const (
	exitOK          = 0
	exitFailure     = 1
	exitUsage       = 2
	exitInterrupted = 128 + int(syscall.SIGINT)
)

// usageError marks an error caused by the command line itself.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usageErrorf(format string, args ...any) error {
	return usageError{fmt.Sprintf(format, args...)}
}

// errInterrupted is returned by a command stopped by a signal (Ctrl-C,
// kill, a closed terminal).
var errInterrupted = errors.New("interrupted")

// stopSignals end every command: Ctrl-C, kill's default, and the terminal
// going away. Each one cancels the command's context, so that the TUI
// restores the terminal and streams end on a whole record.
var stopSignals = []os.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP}

// signalCause is the cause of a context cancelled by a signal.
type signalCause struct{ sig syscall.Signal }

func (c signalCause) Error() string { return c.sig.String() }

// signalContext returns a context cancelled by the first of stopSignals,
// with a signalCause as its context.Cause. Later signals are swallowed
// until stop is called: the command is already ending, and a second Ctrl-C
// must not kill it before it has restored the terminal. (signal.NotifyContext
// would do, but its cause does not say which signal it was.)
func signalContext(parent context.Context) (ctx context.Context, stop func()) {
	ctx, cancel := context.WithCancelCause(parent)
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, stopSignals...)
	go func() {
		select {
		case s := <-ch:
			sig, _ := s.(syscall.Signal)
			cancel(signalCause{sig})
		case <-ctx.Done():
		}
	}()
	return ctx, func() {
		signal.Stop(ch)
		cancel(nil)
	}
}

// signalStatus returns the exit status of a command whose context ctx was
// cancelled: 128 + the signal's number, or 130 for an unknown cause.
func signalStatus(ctx context.Context) int {
	var c signalCause
	if errors.As(context.Cause(ctx), &c) && c.sig > 0 {
		return 128 + int(c.sig)
	}
	return exitInterrupted
}

// run executes the command line and returns the process exit status.
func run(args []string) int {
	return runWith(args, os.Stdout, os.Stderr)
}

// runWith executes the command line with the given standard output and
// error. It never panics on bad input and prints exactly one line per error.
func runWith(args []string, stdout, stderr io.Writer) int {
	ctx, stop := signalContext(context.Background())
	defer stop()
	// Let writes to a closed pipe fail with EPIPE instead of killing the
	// process, so that `nqueens solve 16 | head` can end quietly with status 0.
	signal.Notify(make(chan os.Signal, 1), syscall.SIGPIPE)

	root := newRootCommand(stdout, stderr)
	root.SetArgs(args)
	err := root.ExecuteContext(ctx)
	switch {
	case ctx.Err() != nil:
		// A signal came: say so in the status even if the command got to
		// its end, so that scripts never take a killed run for a good one.
		return signalStatus(ctx)
	case err == nil:
		return exitOK
	case errors.Is(err, errInterrupted):
		return exitInterrupted
	case isClosedPipe(err):
		// `nqueens solve 16 | head`: the reader is gone, which is not an error.
		return exitOK
	}
	var ue usageError
	fmt.Fprintln(stderr, "nqueens: "+err.Error())
	if errors.As(err, &ue) || isCobraUsageError(err) {
		return exitUsage
	}
	return exitFailure
}

// newRootCommand returns the command line, printing on stdout and stderr.
func newRootCommand(stdout, stderr io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:           "nqueens",
		Short:         "Watch the N-Queens backtracking search live, or count and list solutions fast",
		Version:       version(),
		SilenceErrors: true,
		SilenceUsage:  true,
		Args:          rootArgs,

		SuggestionsMinimumDistance: 2,
	}
	// Before the completion command is added: it keeps the writer it finds.
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.SetVersionTemplate("nqueens {{.Version}}\n")
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error {
		// `nqueens count -1` reaches cobra as the flags -1; say what the
		// user meant instead of "unknown shorthand flag".
		if m := negativeNumber.FindStringSubmatch(err.Error()); m != nil {
			return usageErrorf("N must be a positive whole number, got %s", m[1])
		}
		return flagError(err)
	})
	root.AddCommand(newCountCommand(), newSolveCommand(), newTraceCommand(), newTreeCommand(), newGIFCommand(), newReplayCommand(), newServeCommand(stderr))
	root.SetHelpCommand(newHelpCommand(root))
	addCompletionCommand(root)
	addVisualizer(root)
	return root
}

// rootArgs rejects arguments of the root command: they are a mistyped
// command, or a board size without its flag (`nqueens 8`).
func rootArgs(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	if _, err := strconv.Atoi(args[0]); err == nil {
		return usageErrorf("the board size is a flag: nqueens -n %s (or nqueens count %[1]s, solve %[1]s, trace %[1]s)", args[0])
	}
	if s := cmd.SuggestionsFor(args[0]); len(s) > 0 {
		return usageErrorf("unknown command %q; did you mean %s?", args[0], orList(s))
	}
	return usageErrorf("unknown command %q; the commands are %s (see nqueens --help)", args[0], orList(commandNames(cmd)))
}

// commandNames lists the subcommands a user can run.
func commandNames(root *cobra.Command) []string {
	var names []string
	for _, c := range root.Commands() {
		if c.IsAvailableCommand() {
			names = append(names, c.Name())
		}
	}
	return names
}

// newHelpCommand replaces cobra's help command, which prints the root's
// help and exits 0 for a topic it does not know.
func newHelpCommand(root *cobra.Command) *cobra.Command {
	return &cobra.Command{
		Use:   "help [command]",
		Short: "Help about any command",
		RunE: func(_ *cobra.Command, args []string) error {
			target, rest, err := root.Find(args)
			if err != nil || (target == root && len(rest) > 0) {
				return usageErrorf("no help topic %q; the commands are %s", strings.Join(args, " "), orList(commandNames(root)))
			}
			return target.Help()
		},
	}
}

// addCompletionCommand adds cobra's completion command, made to reject a
// shell it does not know (left alone it prints its help and exits 0).
func addCompletionCommand(root *cobra.Command) {
	root.InitDefaultCompletionCmd()
	comp, _, err := root.Find([]string{"completion"})
	if err != nil || comp == root {
		return
	}
	comp.Args = func(cmd *cobra.Command, args []string) error {
		if len(args) > 0 {
			return usageErrorf("completion takes a shell: %s; got %q", orList(commandNames(cmd)), args[0])
		}
		return nil
	}
	comp.RunE = func(cmd *cobra.Command, _ []string) error { return cmd.Help() }
}

// version is what --version prints: the module version of a released
// build (go install …@v1.2.0), otherwise the commit it was built from.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "(unknown version)"
	}
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev, modified string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				modified = "+modified"
			}
		}
	}
	if rev == "" {
		return "(devel)"
	}
	return "(devel) " + rev[:min(len(rev), 12)] + modified
}

// negativeNumber matches pflag's complaint about an argument such as -1.
var negativeNumber = regexp.MustCompile(`^unknown shorthand flag: '\d' in (-\d+)$`)

// isCobraUsageError recognises the errors cobra returns for unknown commands
// and wrong argument counts, which are usage errors too.
func isCobraUsageError(err error) bool {
	msg := err.Error()
	for _, prefix := range []string{"unknown command", "unknown flag", "unknown shorthand", "accepts ", "requires ", "invalid argument"} {
		if strings.HasPrefix(msg, prefix) {
			return true
		}
	}
	return false
}

// parseBoardSize reads the N argument of a subcommand: a decimal integer
// between 1 and max, or a usage error that says what was expected.
func parseBoardSize(arg string, max int) (int, error) {
	n, err := strconv.Atoi(arg)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return 0, usageErrorf("N must be a whole number from 1 to %d, got %q", max, arg)
	}
	if err != nil || n < 1 || n > max {
		return 0, usageErrorf("N must be from 1 to %d, got %s", max, arg)
	}
	return n, nil
}

// exactlyOneN is the Args validator of the subcommands that take N.
func exactlyOneN(cmd *cobra.Command, args []string) error {
	if len(args) != 1 {
		return usageErrorf("%s takes exactly one argument N, the board size (see `%s --help`)", cmd.Name(), cmd.CommandPath())
	}
	return nil
}

// flushInterrupted ends a stream stopped by a signal: it writes out what
// the stream has buffered, which is whole records only (a buffered writer
// passes on a full buffer as it is, so the output would otherwise end in
// the middle of a line), and returns errInterrupted.
func flushInterrupted(out *bufio.Writer) error {
	out.Flush() // the status says interrupted either way
	return errInterrupted
}

// isClosedPipe reports whether err comes from writing to a pipe whose reader
// has gone away.
func isClosedPipe(err error) bool {
	return errors.Is(err, syscall.EPIPE) || errors.Is(err, io.ErrClosedPipe)
}
