package main

import (
	"bufio"
	"fmt"
	"os"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/driver"
	"github.com/nqueens/nqueens/ui/termgif"
	"github.com/spf13/cobra"
)

func newGIFCommand() *cobra.Command {
	var (
		o      = ui.RecordOptions{Options: ui.Options{N: 8, Strategy: solver.Array, Mode: ui.Watch}}
		keys   string
		output string
	)
	cmd := &cobra.Command{
		Use:   "gif -o FILE.gif",
		Short: "Export the visualizer as an animated GIF (for slides and READMEs)",
		Long: `Record the visualizer into an animated GIF: the same screens the terminal
shows, driven by scripted key presses (no terminal, no waiting), drawn with an
embedded font in true colour. The same arguments always give the same file.

The watch view shows --steps search events (0: up to the first solution) at
--speed events per second; then each key of --keys is pressed, one frame each.`,
		Example: `  nqueens gif -n 4 -o search.gif
  nqueens gif -n 6 --steps 120 --speed 8 --keys "tab l l l" -o tour.gif`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if output == "" {
				return usageErrorf("gif needs an output file: -o FILE.gif")
			}
			script, err := driver.ParseKeys(keys)
			if err != nil {
				return usageError{err.Error()}
			}
			o.Keys = script
			// Record in true colour on a dark background, whatever the
			// terminal this runs in: the file must not depend on it.
			lipgloss.SetColorProfile(termenv.TrueColor)
			lipgloss.SetHasDarkBackground(true)
			o.Options.Speed = o.Speed
			frames, err := ui.Record(cmd.Context(), o)
			if err != nil {
				return err
			}
			return writeGIF(output, frames, gifOptions(o.Cols, o.Rows))
		},
	}
	f := cmd.Flags()
	sizeVar(f, &o.N, solver.MaxN)
	enumVar(f, &o.Strategy, "algo", "", solver.Strategies, "strategy")
	enumVar(f, &o.Mode, "mode", "", []ui.Mode{ui.Watch}, "the view to start in")
	intVar(f, &o.Steps, "steps", "", 0, unbounded, "up to the first solution", "search events to show (0: up to the first solution)")
	o.Speed, o.FPS, o.Cols, o.Rows = 5, 10, 100, 32
	intVar(f, &o.Speed, "speed", "", 1, ui.MaxSpeed, "", "search events per second of animation")
	intVar(f, &o.FPS, "fps", "", 1, 50, "", "frames per second")
	intVar(f, &o.Cols, "cols", "", 20, 400, "", "terminal width in cells")
	intVar(f, &o.Rows, "rows", "", 8, 200, "", "terminal height in cells")
	f.StringVar(&keys, "keys", "", `keys pressed after the steps, space-separated (e.g. "tab l l")`)
	o.KeyDelay, o.Hold = 900*time.Millisecond, 2*time.Second
	durationVar(f, &o.KeyDelay, "key-delay", maxGIFDelay, "how long each key's frame stays")
	durationVar(f, &o.Hold, "hold", maxGIFDelay, "how long the first frame, a solution and the last frame stay")
	f.BoolVar(&o.ASCII, "ascii", false, "draw with ASCII only")
	f.StringVarP(&output, "output", "o", "", "the GIF file to write")
	return cmd
}

// maxGIFDelay is the longest a GIF frame can stay: its delay is a 16-bit
// count of hundredths of a second.
const maxGIFDelay = 65535 * 10 * time.Millisecond

// gifOptions are the rendering options of a recording: the terminal grid
// with a margin, so that the first column does not touch the frame's edge.
func gifOptions(cols, rows int) termgif.Options {
	return termgif.Options{Cols: cols, Rows: rows, Padding: 12}
}

// writeGIF encodes the frames into path, removing a half-written file on
// failure.
func writeGIF(path string, frames []termgif.Frame, opt termgif.Options) error {
	file, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(file)
	err = termgif.Encode(w, frames, opt)
	if err == nil {
		err = w.Flush()
	}
	if cerr := file.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}
