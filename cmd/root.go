// Package cmd is nqueens's command line: a file a command (count.go,
// solve.go, trace.go, …) with its flags, the shared flag types in
// flags.go, and Run, which main calls.
package cmd

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"regexp"
	"runtime/debug"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"

	"github.com/nqueens/nqueens/internal/kit/earlysignal"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
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

// usageError marks an error caused by the command line itself. Its
// words are err's, in the language of the command line (see In).
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }

func (e usageError) Unwrap() error { return e.err }

// In is the error in l: the catalogue's words, or the text of an error
// that has none (pflag's, a library's).
func (e usageError) In(l i18n.Lang) string { return errorText(e.err, l) }

// usageErrorf is the usage error of the catalogue's message id.
func usageErrorf(id i18n.ID, args ...any) error {
	return usageError{i18n.Errorf(id, args...)}
}

// errInterrupted is returned by a command stopped by a signal (Ctrl-C,
// kill, a closed terminal).
var errInterrupted = errors.New("interrupted")

// signalCause is the cause of a context cancelled by a signal.
type signalCause struct{ sig syscall.Signal }

func (c signalCause) Error() string { return c.sig.String() }

// signalContext returns a context cancelled by the first stop signal the
// program acts on (earlysignal.Caught: not SIGHUP under nohup), with a
// signalCause as its context.Cause, so that the TUI restores the terminal
// and streams end on a whole record. (Left to the Go runtime, SIGQUIT
// dumped the goroutines over a terminal left raw, in the alternate screen,
// the cursor hidden.) Later signals are swallowed until stop is called:
// the command is already ending, and a second Ctrl-C must not kill it
// before it has restored the terminal. (signal.NotifyContext would do, but
// its cause does not say which signal it was.)
func signalContext(parent context.Context) (ctx context.Context, stop func()) {
	ctx, cancel := context.WithCancelCause(parent)
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, earlysignal.Caught()...)
	earlysignal.Handover(ch) // after Notify: no signal falls between the two
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

// Run executes the command line and returns the process exit status.
//
// A standard output closed when the program starts (`exec 1>&-`) is not
// told apart: the Go runtime puts /dev/null opened for reading and writing
// in its place before any of our code runs, which is exactly what a caller
// that means its output to go nowhere passes (Python's subprocess.DEVNULL,
// Node's "ignore", systemd's StandardOutput=null, `1<>/dev/null`), so it is
// written to as the /dev/null it is.
func Run(args []string) int {
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

	pub := &publication{}
	ctx = context.WithValue(ctx, publicationKey{}, pub)

	// Cobra's help, usage and version ignore write errors: the writer
	// keeps the first, so that `--help > /dev/full` fails as it should.
	out := &checkedWriter{w: stdout}
	root := newRootCommand(langOf(args, os.Getenv), out, stderr)
	root.SetArgs(args)
	err := root.ExecuteContext(ctx)
	if out.err != nil && (err == nil || errors.Is(err, out.err)) {
		// Said once, without the name /dev/stdout (or a caller's pipe).
		cause := out.err
		if pe := (*fs.PathError)(nil); errors.As(cause, &pe) {
			cause = pe.Err
		}
		if errors.Is(cause, syscall.EBADF) {
			err = i18n.Errorf(i18n.CmdStdoutNotOpen, cause)
		} else {
			err = i18n.Errorf(i18n.CmdStdoutWrite, cause)
		}
	}
	code := exitStatus(ctx, err, pub.done.Load())
	if code != exitOK && code < 128 {
		fmt.Fprintln(stderr, "nqueens: "+oneLine(errorText(err, commandLang(root))))
	}
	return code
}

// checkedWriter passes writes on to w and keeps the first error.
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	if err != nil && c.err == nil {
		c.err = err
	}
	return n, err
}

// underlying returns the writer a checkedWriter wraps, or w itself.
func underlying(w io.Writer) io.Writer {
	if c, ok := w.(*checkedWriter); ok {
		return c.w
	}
	return w
}

// exitStatus is the status of a command that returned err, with ctx its
// context and published whether it published its result (see publish).
func exitStatus(ctx context.Context, err error, published bool) int {
	switch {
	case err == nil && published:
		// The result was published before the signal (if any) was
		// seen: the work is done.
		return exitOK
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
	if errors.As(err, &ue) || isCobraUsageError(err) {
		return exitUsage
	}
	return exitFailure
}

// newRootCommand returns the command line, printing on stdout and stderr,
// its help in l. Nothing of the process's (i18n.Current) goes into it, so
// that trees in two languages can be built side by side.
func newRootCommand(l i18n.Lang, stdout, stderr io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:           "nqueens",
		Short:         l.T(i18n.CmdRootShort),
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
	root.SetUsageTemplate(usageTemplate(l))
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error {
		// `nqueens count -1` reaches cobra as the flags -1; say what the
		// user meant instead of "unknown shorthand flag".
		if m := negativeNumber.FindStringSubmatch(err.Error()); m != nil {
			return usageErrorf(i18n.CmdNPositive, m[1])
		}
		return flagError(err)
	})
	root.AddCommand(newCountCommand(l), newSolveCommand(l), newTraceCommand(l), newTreeCommand(l), newGIFCommand(l), newReplayCommand(l), newLessonCommand(l), newServeCommand(l, stderr), newManCommand(l))
	root.AddCommand(newExerciseCommand(l))
	root.AddCommand(newGradesCommand(l))
	root.SetHelpCommand(newHelpCommand(root, l))
	addCompletionCommand(root, l)
	addVisualizer(root, l)
	addLangFlag(root, l)
	return root
}

// rootArgs rejects arguments of the root command: they are a mistyped
// command, or a board size without its flag (`nqueens 8`).
func rootArgs(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	if _, err := strconv.Atoi(args[0]); err == nil {
		return usageErrorf(i18n.CmdSizeIsFlag, args[0])
	}
	if s := cmd.SuggestionsFor(args[0]); len(s) > 0 {
		return usageErrorf(i18n.CmdUnknownSuggest, quoted(args[0]), i18n.OrList(s))
	}
	return usageErrorf(i18n.CmdUnknownCommand, quoted(args[0]), i18n.OrList(commandNames(cmd)))
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
func newHelpCommand(root *cobra.Command, l i18n.Lang) *cobra.Command {
	return &cobra.Command{
		Use:   "help [command]",
		Short: l.T(i18n.CmdHelpShort),
		RunE: func(_ *cobra.Command, args []string) error {
			target, rest, err := root.Find(args)
			if err != nil || (target == root && len(rest) > 0) {
				return usageErrorf(i18n.CmdNoHelpTopic, quoted(strings.Join(args, " ")), i18n.OrList(commandNames(root)))
			}
			return target.Help()
		},
	}
}

// addCompletionCommand adds cobra's completion command, its help in l,
// made to reject a shell it does not know (left alone it prints its help
// and exits 0).
func addCompletionCommand(root *cobra.Command, l i18n.Lang) {
	root.InitDefaultCompletionCmd()
	comp, _, err := root.Find([]string{"completion"})
	if err != nil || comp == root {
		return
	}
	translateCompletion(comp, l)
	comp.Args = func(cmd *cobra.Command, args []string) error {
		if len(args) > 0 {
			return usageErrorf(i18n.CmdCompletionShell, i18n.OrList(commandNames(cmd)), quoted(args[0]))
		}
		return nil
	}
	comp.RunE = func(cmd *cobra.Command, _ []string) error { return cmd.Help() }
}

// releaseVersion and releaseCommit are set by the release build
// (.goreleaser.yaml: -X github.com/nqueens/nqueens/cmd.releaseVersion=…
// and …cmd.releaseCommit=…):
// it builds from a tag with -trimpath, where the build info records no
// module version and, in its clean checkout, no VCS state to go by.
var releaseVersion, releaseCommit string

// version is what --version prints: the release's version and commit, the
// module version of a `go install …@v1.2.0`, otherwise the commit it was
// built from.
func version() string {
	if releaseVersion != "" {
		return releaseOf(releaseVersion, releaseCommit)
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "(unknown version)"
	}
	return versionOf(info)
}

// versionOf is the version of the build info describes: its module
// version, or "(devel)" and the VCS revision (12 digits, +modified for a
// dirty tree) where the build recorded one (go build in a git checkout;
// not with -buildvcs=false, nor in a git worktree, which the go command
// does not recognise).
func versionOf(info *debug.BuildInfo) string {
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

// releaseOf is the version of a release build: v and the commit's first
// 12 digits.
func releaseOf(v, commit string) string {
	if commit == "" {
		return v
	}
	return v + " (" + commit[:min(len(commit), 12)] + ")"
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
		return 0, usageErrorf(i18n.CmdNWhole, strconv.Itoa(max), quoted(arg))
	}
	if err != nil || n < 1 || n > max {
		return 0, usageErrorf(i18n.CmdNRange, strconv.Itoa(max), cutValue(arg))
	}
	return n, nil
}

// exactlyOneN is the Args validator of the subcommands that take N.
func exactlyOneN(cmd *cobra.Command, args []string) error {
	if len(args) != 1 {
		return usageErrorf(i18n.CmdOneN, cmd.Name(), cmd.CommandPath())
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

// orInterrupted is err, the failure of a command's work, unless a signal
// came meanwhile: then the work failed because the signal stopped it, and
// the error is errInterrupted.
func orInterrupted(ctx context.Context, err error) error {
	if err != nil && ctx.Err() != nil {
		return errInterrupted
	}
	return err
}

// publication is where a command notes that it published its result (a
// file renamed into place), after which a signal no longer changes its
// exit status: the work is done and the status must say so.
type publication struct{ done atomic.Bool }

type publicationKey struct{}

// publish runs commit, which makes a command's result visible (the rename
// of a finished file), unless a signal came first: then nothing is
// published and it returns errInterrupted. Once commit succeeded the
// command ends with status 0 whatever signal comes after, so that a
// status of 128+n always means the output was left as it was.
func publish(ctx context.Context, commit func() error) error {
	if ctx.Err() != nil {
		return errInterrupted
	}
	if err := commit(); err != nil {
		return err
	}
	markPublished(ctx)
	return nil
}

// markPublished notes in ctx that the command's result is out (see
// publish): from now on a signal no longer changes its exit status.
func markPublished(ctx context.Context) {
	if p, ok := ctx.Value(publicationKey{}).(*publication); ok {
		p.done.Store(true)
	}
}

// quoted is a value echoed in an error: cut (see cutValue), escaped as
// everything printed is (text.Line) and quoted.
func quoted(s string) string { return `"` + text.Line(cutValue(s)) + `"` }

// maxErrorLine bounds an error line whatever it quotes: the values of
// other packages' errors (pflag's "unknown flag: --…") are not cut.
const maxErrorLine = 400

// oneLine makes an error message one line, cut to maxErrorLine
// characters and its controls escaped (text.Line): a message quotes file
// names, flag values and the lines of files, which the terminal must
// show, never obey.
func oneLine(msg string) string { return text.Line(text.Cut(msg, maxErrorLine)) }

// cutValue shortens a value echoed in an error to what a line can show
// (a 5,000-character flag value is a mistake): its first 60 characters
// and "…".
func cutValue(s string) string { return text.Cut(s, 60) }
