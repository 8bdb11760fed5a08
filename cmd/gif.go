package cmd

import (
	"bufio"
	"context"
	"encoding/binary"
	"errors"
	"hash"
	"hash/fnv"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/safefile"
	"github.com/nqueens/nqueens/internal/kit/termgif"
	"github.com/nqueens/nqueens/internal/kit/userfile"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/driver"
	"github.com/nqueens/nqueens/ui/lessonplay"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/spf13/cobra"
)

func newGIFCommand(l i18n.Lang) *cobra.Command {
	var (
		o       = ui.RecordOptions{Options: ui.Options{N: 8, Strategy: solver.DefaultStrategy, Theme: theme.Dark, Mode: ui.Watch}}
		output  string
		csp     cspFlags
		noColor bool
		// lessonName is --lesson: record a lesson instead.
		lessonName string
	)
	cmd := &cobra.Command{
		Use:   "gif -o FILE.gif",
		Short: l.T(i18n.CmdGIFShort),
		Long:  l.T(i18n.CmdGIFLong),
		Example: `  nqueens gif -n 4 -o search.gif
  nqueens gif -n 6 --steps 120 --speed 8 --keys "tab l l l" -o tour.gif
  nqueens gif -n 8 --mode play --keys "space down space" -o - > play.gif`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var err error
			if o.Stepper, err = csp.options(cmd.Flags(), o.Strategy); err != nil {
				return err
			}
			if output == "" {
				return usageErrorf(i18n.CmdGIFNeedsOutput)
			}
			if o.Mode != ui.Watch && cmd.Flags().Changed("steps") {
				return usageErrorf(i18n.CmdGIFSteps, string(o.Mode))
			}
			l, err := gifLesson(cmd, lessonName)
			if err != nil {
				return err
			}
			// Open the output first: a bad path fails before the work.
			ctx := cmd.Context()
			out, err := createGIFOutput(ctx, output, cmd.OutOrStdout())
			if err != nil {
				return err
			}
			defer out.abort()
			// Record in true colour on a dark background (auto is dark),
			// whatever the terminal this runs in: the file must not
			// depend on it.
			lipgloss.SetColorProfile(termenv.TrueColor)
			lipgloss.SetHasDarkBackground(true)
			o.Options.Speed = o.Speed
			o.NoColor = noColor || termenv.EnvNoColor()
			o.Lang = commandLang(cmd)
			opt := gifOptions(o.Cols, o.Rows)
			if p := theme.PaletteOf(o.Theme); p.Name == theme.Light {
				// The light theme's text needs its light screen.
				opt.Background, _ = theme.RGBA(p.Screen)
				opt.Foreground, _ = theme.RGBA(p.Text)
			}
			record := func(ctx context.Context, emit func(termgif.Frame) error) error { return ui.RecordTo(ctx, o, emit) }
			if l != nil {
				hold := o.Hold
				if !cmd.Flags().Changed("hold") {
					hold = lessonHold
				}
				lo := lessonplay.Options{UI: ui.Options{Theme: o.Theme, ASCII: o.ASCII, NoColor: o.NoColor, Speed: ui.DefaultSpeed, Lang: o.Lang}}
				record = func(ctx context.Context, emit func(termgif.Frame) error) error {
					return lessonplay.RecordTo(ctx, l, lo, o.Cols, o.Rows, hold, emit)
				}
			}
			if err := orInterrupted(ctx, recordGIF(ctx, out.w, record, opt)); err != nil {
				if oe := (outputError{}); errors.As(err, &oe) {
					return i18n.Errorf(i18n.CmdWriting, output, oe.err)
				}
				return err
			}
			return publish(ctx, out.commit)
		},
	}
	f := cmd.Flags()
	sizeVar(f, &o.N, solver.MaxN, l)
	enumVar(f, &o.Strategy, "algo", "", solver.Strategies, l.T(i18n.FlagAlgo))
	csp.add(f, l)
	enumVar(f, &o.Mode, "mode", "", ui.Modes, l.T(i18n.FlagGIFMode))
	intVar(f, &o.Steps, "steps", "", 0, unbounded, i18n.CmdMeansFirstSolution, l.T(i18n.FlagGIFSteps))
	o.Speed, o.FPS, o.Cols, o.Rows = 5, 10, 100, 32
	intVar(f, &o.Speed, "speed", "", 1, ui.MaxSpeed, "", l.T(i18n.FlagGIFSpeed))
	intVar(f, &o.FPS, "fps", "", 1, 50, "", l.T(i18n.FlagGIFFPS))
	intVar(f, &o.Cols, "cols", "", 20, 400, "", l.T(i18n.FlagGIFCols))
	intVar(f, &o.Rows, "rows", "", 8, 200, "", l.T(i18n.FlagGIFRows))
	f.Var(&keysValue{&o.Keys}, "keys", l.T(i18n.FlagGIFKeys))
	o.KeyDelay, o.Hold = 900*time.Millisecond, 2*time.Second
	durationVar(f, &o.KeyDelay, "key-delay", maxGIFDelay, l.T(i18n.FlagGIFKeyWait))
	durationVar(f, &o.Hold, "hold", maxGIFDelay, l.T(i18n.FlagGIFHold))
	f.BoolVar(&o.ASCII, "ascii", false, l.T(i18n.FlagASCII))
	f.BoolVar(&noColor, "no-color", false, l.T(i18n.FlagGIFNoColor))
	enumVar(f, &o.Theme, "theme", "", theme.Names, l.T(i18n.FlagGIFTheme))
	f.StringVarP(&output, "output", "o", "", l.T(i18n.FlagGIFOutput))
	f.StringVar(&lessonName, "lesson", "", l.T(i18n.FlagGIFLesson))
	return cmd
}

// keysValue is the --keys flag: a key script (see driver.ParseKeys).
type keysValue struct{ p *[]tea.KeyMsg }

func (v *keysValue) String() string {
	names := make([]string, len(*v.p))
	for i, k := range *v.p {
		names[i] = k.String()
	}
	return strings.Join(names, " ")
}

func (v *keysValue) Type() string { return "keys" }

func (v *keysValue) Set(s string) error {
	keys, err := driver.ParseKeys(s)
	if err != nil {
		return flagValueErrorf(i18n.CmdKeysBad, err)
	}
	*v.p = keys
	return nil
}

// maxGIFDelay is the longest a GIF frame can stay: its delay is a 16-bit
// count of hundredths of a second.
const maxGIFDelay = 65535 * 10 * time.Millisecond

// delayCheck refuses a recording in which one screen would stay longer
// than a GIF frame can: the encoder shows a run of identical frames as one,
// with their delays added (keys that change nothing, a long --key-delay),
// and a delay past 655.35 s would wrap around to a short one. It is fed the
// frames one by one.
type delayCheck struct {
	cols, rows int // the grid, for the message
	run        time.Duration
	last       string
}

func (c *delayCheck) add(f termgif.Frame) error {
	if f.Text != c.last {
		c.run, c.last = 0, f.Text
	}
	if c.run += f.Delay; c.run > maxGIFDelay {
		// A board too large for the grid leaves the same "too small"
		// screen for every step of the search, keys or none: that is
		// what to say then, not the keys' delay.
		lines := strings.Split(ansi.Strip(f.Text), "\n")
		for i, l := range lines {
			if saysTooSmall(l) {
				says := strings.TrimSpace(l)
				if i+1 < len(lines) {
					says += ": " + strings.TrimSpace(lines[i+1])
				}
				return usageErrorf(i18n.CmdGIFTooSmall, strconv.Itoa(c.cols), strconv.Itoa(c.rows), strconv.Quote(says), seconds(c.run), seconds(maxGIFDelay))
			}
		}
		return usageErrorf(i18n.CmdGIFDelay, seconds(c.run), seconds(maxGIFDelay))
	}
	return nil
}

// saysTooSmall tells whether a line of the screen is the views' "too
// small" line, in any language: the recording's is the view's own.
func saysTooSmall(line string) bool {
	for _, l := range i18n.Langs {
		if strings.Contains(line, l.T(i18n.SmallTooSmall)) || strings.Contains(line, l.T(i18n.SmallWindow)) {
			return true
		}
	}
	return false
}

// seconds writes a duration in seconds, as a GIF's delays are counted:
// "655.35s".
func seconds(d time.Duration) string { return strconv.FormatFloat(d.Seconds(), 'g', -1, 64) + "s" }

// gifOptions are the rendering options of a recording: the terminal grid
// with a margin, so that the first column does not touch the frame's edge.
func gifOptions(cols, rows int) termgif.Options {
	return termgif.Options{Cols: cols, Rows: rows, Padding: 12}
}

// outputError is an error of writing the GIF (not of recording it).
type outputError struct{ err error }

func (e outputError) Error() string { return e.err.Error() }
func (e outputError) Unwrap() error { return e.err }

// recordGIF records the UI into w in two passes, so that memory does not
// grow with the length of the recording: the GIF's one palette comes
// before its first frame, so the first pass surveys the colours of every
// frame (and checks their delays), and the second records the same frames
// again (a recording is deterministic) and encodes each as it comes,
// keeping only the previous screen for the delta.
//
// The passes run on a goroutine that an interrupt abandons (the process
// ends right after): a write to a pipe nobody reads blocks for ever, and a
// signal must still end the command.
func recordGIF(ctx context.Context, w io.Writer, record recording, opt termgif.Options) error {
	done := make(chan error, 1)
	go func() { done <- recordGIFPasses(ctx, w, record, opt) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// recording makes the frames of a GIF, the same each time it runs: the
// visualizer driven by keys (ui.RecordTo) or a lesson (lessonplay.RecordTo).
type recording func(ctx context.Context, emit func(termgif.Frame) error) error

func recordGIFPasses(ctx context.Context, w io.Writer, record recording, opt termgif.Options) error {
	survey, err := termgif.NewSurvey(opt)
	if err != nil {
		return err
	}
	check := delayCheck{cols: opt.Cols, rows: opt.Rows}
	first := fnv.New64a()
	frames := 0
	err = record(ctx, func(f termgif.Frame) error {
		frames++
		hashFrame(first, f)
		survey.Add(f.Text)
		return check.add(f)
	})
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	enc := termgif.NewEncoder(bw, survey)
	second := fnv.New64a()
	err = record(ctx, func(f termgif.Frame) error {
		frames--
		hashFrame(second, f)
		if err := enc.Add(f); err != nil {
			return outputError{err}
		}
		return nil
	})
	if err != nil {
		return err
	}
	if frames != 0 || first.Sum64() != second.Sum64() {
		// Cannot happen while recordings are deterministic, which their
		// tests check; a GIF of frames the palette did not see would
		// still be valid, in approximate colours.
		return i18n.Errorf(i18n.CmdGIFPasses)
	}
	if err := enc.Close(); err != nil {
		return outputError{err}
	}
	if err := bw.Flush(); err != nil {
		return outputError{err}
	}
	return nil
}

// hashFrame adds a frame to the hash h of a recording's pass.
func hashFrame(h hash.Hash64, f termgif.Frame) {
	io.WriteString(h, f.Text)
	binary.Write(h, binary.LittleEndian, int64(f.Delay))
}

// gifOutput is where a GIF goes: w, made final by commit; abort undoes
// what commit did not (it may be called after commit).
type gifOutput struct {
	w      io.Writer
	commit func() error
	abort  func()
}

// createGIFOutput opens the output of gif, before anything is recorded:
//   - "-" is stdout, unless that is a terminal (a GIF would garble it);
//   - a path that is not a regular file (a device, a FIFO, /dev/stdout) is
//     written as it is, opened write-only (read-write, the process would be
//     the reader of its own pipe and never see it closed) and never removed;
//   - a regular file, or a new one, is replaced through safefile: written
//     under a temporary name in the same folder and renamed over the target
//     on commit; abort removes the temporary file and nothing else. A
//     symbolic link stays: the file it points to is replaced (safefile
//     refuses links, so the link is resolved here, once). A link to nothing
//     is refused: writing through it would create a file wherever the link
//     points (in a shared folder, somewhere its owner chose), and replacing
//     it would lose it.
//
// Opening a FIFO waits for its reader; ctx (a signal) ends the wait.
func createGIFOutput(ctx context.Context, path string, stdout io.Writer) (*gifOutput, error) {
	if path == "-" {
		if isTerminal(underlying(stdout)) {
			return nil, usageErrorf(i18n.CmdGIFStdoutTerminal)
		}
		return &gifOutput{w: stdout, commit: func() error { return nil }, abort: func() {}}, nil
	}
	if info, err := os.Stat(path); err == nil && !info.IsDir() && !info.Mode().IsRegular() {
		// A device, a FIFO or a pipe, also behind links that name no
		// path (/dev/stdout → /proc/self/fd/1 → pipe:[…]): written into,
		// never replaced.
		f, err := userfile.Open(ctx, path, os.O_WRONLY)
		if err != nil {
			return nil, err
		}
		return &gifOutput{w: f, commit: f.Close, abort: func() { f.Close() }}, nil
	}
	target := path
	if resolved, err := filepath.EvalSymlinks(path); err == nil {
		target = resolved
	} else if info, lerr := os.Lstat(path); lerr == nil && info.Mode()&fs.ModeSymlink != 0 {
		to, _ := os.Readlink(path)
		return nil, i18n.Errorf(i18n.CmdGIFDangling, path, cutValue(to))
	}
	switch info, err := os.Stat(target); {
	case err == nil && info.IsDir():
		return nil, i18n.Errorf(i18n.CmdGIFFolder, path)
	case err == nil && !info.Mode().IsRegular():
		f, err := userfile.Open(ctx, target, os.O_WRONLY)
		if err != nil {
			return nil, err
		}
		return &gifOutput{w: f, commit: f.Close, abort: func() { f.Close() }}, nil
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		return nil, err
	}
	// A new file gets 0666 less the umask (os.CreateTemp's 0600 would
	// stay after the rename); a replaced one keeps its permissions.
	tmp, err := safefile.Create(target, 0o666)
	if err != nil {
		return nil, i18n.Errorf(i18n.CmdCannotWrite, path, err)
	}
	return &gifOutput{
		w: tmp,
		commit: func() error {
			if err := tmp.Commit(); err != nil {
				return i18n.Errorf(i18n.CmdWriting, path, err)
			}
			return nil
		},
		abort: tmp.Abort,
	}, nil
}
