package main

import (
	"bufio"
	"fmt"
	"os"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/internal/termgif"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/spf13/cobra"
)

func init() { subcommands = append(subcommands, newGIFCommand) }

func newGIFCommand() *cobra.Command {
	var (
		size       int
		algo       string
		mode       string
		steps      int
		speed, fps int
		cols, rows int
		keys       string
		keyDelay   time.Duration
		hold       time.Duration
		ascii      bool
		look       string
		output     string
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
			if size < 1 || size > solver.MaxN {
				return usageErrorf("--size must be from 1 to %d, got %d", solver.MaxN, size)
			}
			strategy, err := parseStrategy(algo)
			if err != nil {
				return err
			}
			if output == "" {
				return usageErrorf("gif needs an output file: -o FILE.gif")
			}
			th, err := theme.ParseName(look)
			if err != nil {
				return usageErrorf("--theme must be dark, light or auto, got %q", look)
			}
			if mode != "watch" {
				return usageErrorf("--mode must be watch, got %q", mode)
			}
			switch {
			case steps < 0:
				return usageErrorf("--steps must be 0 (up to the first solution) or more, got %d", steps)
			case fps < 1 || fps > 50:
				return usageErrorf("--fps must be from 1 to 50, got %d", fps)
			case speed < 1:
				return usageErrorf("--speed must be at least 1 event per second, got %d", speed)
			case cols < 20 || cols > 400 || rows < 8 || rows > 200:
				return usageErrorf("--cols must be from 20 to 400 and --rows from 8 to 200, got %d×%d", cols, rows)
			}
			script, err := ui.ParseKeys(keys)
			if err != nil {
				return usageError{err.Error()}
			}
			// Record in true colour on a dark background (auto is dark),
			// whatever the terminal this runs in: the file must not
			// depend on it.
			lipgloss.SetColorProfile(termenv.TrueColor)
			lipgloss.SetHasDarkBackground(true)
			frames, err := ui.Record(ui.RecordOptions{
				Options: ui.Options{N: size, Strategy: strategy, Speed: speed, ASCII: ascii, Theme: th},
				Cols:    cols, Rows: rows,
				Steps: steps, Speed: speed, FPS: fps,
				Keys: script, KeyDelay: keyDelay, Hold: hold,
			})
			if err != nil {
				return err
			}
			opt := gifOptions(cols, rows)
			if p := theme.PaletteOf(th); p.Name == theme.Light {
				// The light theme's text needs its light screen.
				opt.Background, _ = theme.RGBA(p.Screen)
				opt.Foreground, _ = theme.RGBA(p.Text)
			}
			return writeGIF(output, frames, opt)
		},
	}
	f := cmd.Flags()
	f.IntVarP(&size, "size", "n", 8, "board size N, 1 to 64")
	f.StringVar(&algo, "algo", "array", "strategy: array or bitmask")
	f.StringVar(&mode, "mode", "watch", "the view to start in")
	f.IntVar(&steps, "steps", 0, "search events to show (0: up to the first solution)")
	f.IntVar(&speed, "speed", 5, "search events per second of animation")
	f.IntVar(&fps, "fps", 10, "frames per second")
	f.IntVar(&cols, "cols", 100, "terminal width in cells")
	f.IntVar(&rows, "rows", 32, "terminal height in cells")
	f.StringVar(&keys, "keys", "", `keys pressed after the steps, space-separated (e.g. "tab l l")`)
	f.DurationVar(&keyDelay, "key-delay", 900*time.Millisecond, "how long each key's frame stays")
	f.DurationVar(&hold, "hold", 2*time.Second, "how long the first frame, a solution and the last frame stay")
	f.BoolVar(&ascii, "ascii", false, "draw with ASCII only")
	f.StringVar(&look, "theme", string(theme.Dark), "colours: dark, light, or auto (dark: a recording does not follow the terminal)")
	f.StringVarP(&output, "output", "o", "", "the GIF file to write")
	return cmd
}

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
