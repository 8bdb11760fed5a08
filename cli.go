package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"regexp"
	"strconv"
	"syscall"

	"github.com/nqueens/nqueens/solver"
	"github.com/spf13/cobra"
)

// Exit statuses. Usage errors follow the convention of Unix tools (2);
// an interrupt follows the shell's 128+SIGINT.
const (
	exitOK          = 0
	exitFailure     = 1
	exitUsage       = 2
	exitInterrupted = 130
)

// usageError marks an error caused by the command line itself.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usageErrorf(format string, args ...any) error {
	return usageError{fmt.Sprintf(format, args...)}
}

// errInterrupted is returned by a command stopped by Ctrl-C.
var errInterrupted = errors.New("interrupted")

// run executes the command line and returns the process exit status.
func run(args []string) int {
	return runWith(args, os.Stdout, os.Stderr)
}

// runWith executes the command line with the given standard output and
// error. It never panics on bad input and prints exactly one line per error.
func runWith(args []string, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	// Let writes to a closed pipe fail with EPIPE instead of killing the
	// process, so that `nqueens solve 16 | head` can end quietly with status 0.
	signal.Notify(make(chan os.Signal, 1), syscall.SIGPIPE)

	root := newRootCommand()
	root.SetArgs(args)
	root.SetOut(stdout)
	root.SetErr(stderr)
	err := root.ExecuteContext(ctx)
	switch {
	case err == nil:
		return exitOK
	case errors.Is(err, errInterrupted) || ctx.Err() != nil:
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

// subcommands lists the constructors of the subcommands; each lives in its
// own file and registers itself here through init, so that commands can be
// added without touching the root.
var subcommands []func() *cobra.Command

func newRootCommand() *cobra.Command {
	root := &cobra.Command{
		Use:           "nqueens",
		Short:         "Watch the N-Queens backtracking search live, or count and list solutions fast",
		SilenceErrors: true,
		SilenceUsage:  true,
		Args:          cobra.NoArgs,
	}
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error {
		// `nqueens count -1` reaches cobra as the flags -1; say what the
		// user meant instead of "unknown shorthand flag".
		if m := negativeNumber.FindStringSubmatch(err.Error()); m != nil {
			return usageErrorf("N must be a positive whole number, got %s", m[1])
		}
		return usageError{err.Error()}
	})
	for _, newCmd := range subcommands {
		root.AddCommand(newCmd())
	}
	addVisualizer(root)
	return root
}

// negativeNumber matches pflag's complaint about an argument such as -1.
var negativeNumber = regexp.MustCompile(`^unknown shorthand flag: '\d' in (-\d+)$`)

// isCobraUsageError recognises the errors cobra returns for unknown commands
// and wrong argument counts, which are usage errors too.
func isCobraUsageError(err error) bool {
	msg := err.Error()
	for _, prefix := range []string{"unknown command", "unknown flag", "unknown shorthand", "accepts ", "requires ", "invalid argument"} {
		if len(msg) >= len(prefix) && msg[:len(prefix)] == prefix {
			return true
		}
	}
	return false
}

// parseBoardSize reads the N argument of a subcommand: an integer between 1
// and max, or a usage error that says what was expected.
func parseBoardSize(arg string, max int) (int, error) {
	n, err := strconv.Atoi(arg)
	if err != nil {
		return 0, usageErrorf("N must be a whole number from 1 to %d, got %q", max, arg)
	}
	if n < 1 || n > max {
		return 0, usageErrorf("N must be from 1 to %d, got %d", max, n)
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

// parseStrategy reads an --algo flag value.
func parseStrategy(name string) (solver.Strategy, error) {
	s, err := solver.ParseStrategy(name)
	if err != nil {
		return s, usageError{err.Error()}
	}
	return s, nil
}

// isClosedPipe reports whether err comes from writing to a pipe whose reader
// has gone away.
func isClosedPipe(err error) bool {
	return errors.Is(err, syscall.EPIPE) || errors.Is(err, io.ErrClosedPipe)
}
