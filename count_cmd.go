package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"sync/atomic"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/term"
	"github.com/nqueens/nqueens/solver"
	"github.com/spf13/cobra"
)

// maxCountWorkers bounds --workers: far more goroutines than any machine
// has cores, and few enough that a typo cannot start millions.
const maxCountWorkers = 1024

func newCountCommand() *cobra.Command {
	var (
		unique  bool
		workers int
		job     countJob // --shard, --merge, --checkpoint: count_shard.go
	)
	cmd := &cobra.Command{
		Use:   "count N",
		Short: "Count the solutions of the N×N board, fast",
		Long: `Count the solutions of the N×N board (N from 1 to 32) and print the number
alone on standard output.

The count uses the 8 symmetries of the board and all CPUs. On two cores N=16
takes under a second, and each step up in N about 7 times longer: N=18 under
half a minute, N=20 about half an hour. --unique counts the fundamental
solutions, one per class of rotations and reflections, instead of all of
them; it takes the same time.

On a terminal a progress bar with an estimated time left is drawn on
standard error while the count runs. Ctrl-C stops it at once (status 130).

Past one machine, --shard i/m counts the i-th of m equal shares of the work
and prints a JSON line, and --merge adds the lines up (the README shows a
Kubernetes Job, a Slurm array and GNU parallel). --checkpoint FILE records
the finished work every few seconds and on Ctrl-C: the same command with
the same FILE resumes there.`,
		Example: `  nqueens count 8            # 92
  nqueens count 8 --unique   # 12
  nqueens count 16 --workers 1
  nqueens count 20 --shard 3/64 > shard-3.json
  nqueens count --merge shard-*.json
  nqueens count 19 --checkpoint count19.ckpt`,
		Args: job.args,
		RunE: func(cmd *cobra.Command, args []string) error {
			if job.merge {
				return job.runMerge(cmd.InOrStdin(), cmd.OutOrStdout(), args, unique)
			}
			n, err := parseBoardSize(args[0], solver.MaxCountN)
			if err != nil {
				return err
			}
			opt := solver.CountOptions{Unique: unique, Workers: workers}
			if job.active() {
				return job.run(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), n, opt)
			}
			return runCount(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), n, opt)
		},
	}
	f := cmd.Flags()
	f.BoolVar(&unique, "unique", false, "count fundamental solutions (one per symmetry class)")
	workers = runtime.NumCPU()
	intVar(f, &workers, "workers", "", 1, maxCountWorkers, "", "number of goroutines counting in parallel")
	job.addFlags(f)
	return cmd
}

// runCount counts and prints the result on out, drawing a progress bar on
// errOut if it is a terminal.
func runCount(ctx context.Context, out, errOut io.Writer, n int, opt solver.CountOptions) error {
	var bar *countBar
	if isTerminal(errOut) {
		bar = startCountBar(errOut)
		opt.Progress = bar.update
	}
	count, err := solver.Count(ctx, n, opt)
	if bar != nil {
		bar.stop()
	}
	if err != nil {
		if ctx.Err() != nil {
			return errInterrupted
		}
		return err
	}
	_, err = fmt.Fprintln(out, count)
	return err
}

// isTerminal reports whether w is a terminal (not a file, a pipe, a buffer
// or another character device such as /dev/null).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(f.Fd())
}

// countBar draws the progress of a count on a terminal. The workers report
// finished tasks through update, which only stores two numbers; a ticker
// redraws the line, so drawing never slows the count and the terminal gets
// at most 10 redraws a second.
type countBar struct {
	w           io.Writer
	done, total atomic.Int64
	quit        chan struct{}
	finished    chan struct{}
}

const (
	countBarRedraw = 100 * time.Millisecond
	// countBarDelay: quick counts finish before any bar appears, so that
	// `nqueens count 8` on a terminal does not flicker.
	countBarDelay = 300 * time.Millisecond
	countBarWidth = 30
	// countBarMinWidth: a narrower bar says nothing the percentage does not.
	countBarMinWidth = 5
)

func startCountBar(w io.Writer) *countBar {
	b := &countBar{w: w, quit: make(chan struct{}), finished: make(chan struct{})}
	go b.loop()
	return b
}

func (b *countBar) update(done, total int) {
	b.total.Store(int64(total))
	// Workers report out of order; keep the highest count seen.
	for {
		old := b.done.Load()
		if int64(done) <= old || b.done.CompareAndSwap(old, int64(done)) {
			return
		}
	}
}

func (b *countBar) loop() {
	defer close(b.finished)
	start := time.Now()
	tick := time.NewTicker(countBarRedraw)
	defer tick.Stop()
	drawn := false
	for {
		select {
		case <-b.quit:
			if drawn {
				fmt.Fprint(b.w, "\r\x1b[K") // clear the bar's line
			}
			return
		case now := <-tick.C:
			elapsed := now.Sub(start)
			if elapsed < countBarDelay {
				continue
			}
			line := countBarLine(int(b.done.Load()), int(b.total.Load()), elapsed, b.width())
			fmt.Fprint(b.w, "\r"+line+"\x1b[K")
			drawn = true
		}
	}
}

// stop removes the bar and returns once it is gone, so that nothing is
// drawn after the result.
func (b *countBar) stop() {
	close(b.quit)
	<-b.finished
}

// width returns the width of the terminal the bar draws on, or 0 if it is
// unknown (then the line is not fitted).
func (b *countBar) width() int {
	f, ok := b.w.(*os.File)
	if !ok {
		return 0
	}
	w, _, err := term.GetSize(f.Fd())
	if err != nil {
		return 0
	}
	return w
}

// countBarLine renders the bar: done of total tasks after elapsed, and the
// time left if the remaining tasks go as fast as the finished ones did.
//
// With width > 0 the line leaves the terminal's last three columns free:
// a wrapped line would not be overwritten by the next redraw, and Ctrl-C
// makes the terminal echo "^C" after the line — had that wrapped, the
// clearing "\r\x1b[K" would erase the new line and leave the bar behind.
// To fit, the bar shrinks, then goes, then whole fields go (the elapsed
// time first, then the time left): a number is never cut.
func countBarLine(done, total int, elapsed time.Duration, width int) string {
	// The texts the line can carry, longest first.
	var texts []string
	if total <= 0 {
		texts = []string{"counting… " + countDuration(elapsed), "counting…"}
	} else {
		pct := fmt.Sprintf("%3d%%", 100*done/total)
		eta := "ETA --:--"
		if done > 0 {
			left := time.Duration(float64(elapsed) * float64(total-done) / float64(done))
			eta = "ETA " + countDuration(left)
		}
		texts = []string{pct + "  " + countDuration(elapsed) + " elapsed  " + eta, pct + "  " + eta, pct}
	}
	if width <= 0 {
		return countBarWith(texts[0], countBarWidth, done, total)
	}
	room := width - countBarEcho
	for i, text := range texts {
		if w := ansi.StringWidth(text); w <= room {
			if i > 0 {
				return text
			}
			return countBarWith(text, min(countBarWidth, room-1-w), done, total)
		}
	}
	return ""
}

// countBarEcho is the room a bar leaves at the end of the terminal's line:
// two cells for the "^C" the terminal echoes, one for the cursor after it.
const countBarEcho = 3

// countBarWith puts a bar of the given width before text, if there are
// tasks to show and the bar is wide enough to say something.
func countBarWith(text string, width, done, total int) string {
	if total <= 0 || width < countBarMinWidth {
		return text
	}
	filled := width * done / total
	return strings.Repeat("█", filled) + strings.Repeat("░", width-filled) + " " + text
}

// countDuration prints a duration as m:ss, or h:mm:ss from an hour on.
func countDuration(d time.Duration) string {
	s := int64(d.Round(time.Second) / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
