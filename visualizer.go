package main

import (
	"os"
	"slices"
	"strconv"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/term"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/watch"
	"github.com/spf13/cobra"
)

// addVisualizer makes the root command open the live visualizer.
func addVisualizer(root *cobra.Command) {
	var (
		size  int
		algo  string
		speed string
		ascii bool
		look  string
		mode  string
		mouse bool
	)
	f := root.Flags()
	f.IntVarP(&size, "size", "n", 8, "board size N, 1 to 64")
	f.StringVar(&algo, "algo", "array", "strategy: array or bitmask")
	f.StringVar(&speed, "speed", strconv.Itoa(watch.DefaultSpeed), "steps per second (1 to 1000000), or max")
	f.BoolVar(&ascii, "ascii", false, "draw with ASCII only (Q for queens, plain borders)")
	f.StringVar(&look, "theme", string(theme.Auto), "colours: dark, light, or auto (the terminal's background)")
	f.StringVar(&mode, "mode", string(ui.Watch), "the view to open: watch, solutions or play (tab switches)")
	f.BoolVar(&mouse, "mouse", false, "click squares to place queens in the play view (turns off the terminal's text selection)")
	root.Long = "With no subcommand, nqueens opens the live visualizer: watch the backtracking\n" +
		"search place and lift queens, step through it both ways, jump to the next\n" +
		"solution; tab pages through all solutions or lets you place queens yourself.\n" +
		"Press ? inside for the keys."
	root.RunE = func(cmd *cobra.Command, _ []string) error {
		if size < 1 || size > solver.MaxN {
			return usageErrorf("--size must be from 1 to %d, got %d", solver.MaxN, size)
		}
		strategy, err := parseStrategy(algo)
		if err != nil {
			return err
		}
		sp, err := parseSpeed(speed)
		if err != nil {
			return err
		}
		th, err := theme.ParseName(look)
		if err != nil {
			return usageErrorf("--theme must be dark, light or auto, got %q", look)
		}
		if !slices.Contains(ui.Modes, ui.Mode(mode)) {
			return usageErrorf("--mode must be watch, solutions or play, got %q", mode)
		}
		if !term.IsTerminal(os.Stdout.Fd()) {
			// Opening the UI would fail (or write escape codes into a
			// file); point at the commands made for pipes instead.
			return usageErrorf("the visualizer needs a terminal; use `nqueens solve`, `count` or `trace` in pipes and scripts")
		}
		m := ui.New(ui.Options{N: size, Strategy: strategy, Speed: sp, ASCII: ascii, Theme: th, Mode: ui.Mode(mode), Mouse: mouse})
		opts := []tea.ProgramOption{tea.WithAltScreen(), tea.WithContext(cmd.Context())}
		if mouse {
			opts = append(opts, tea.WithMouseCellMotion())
		}
		_, err = tea.NewProgram(m, opts...).Run()
		if err != nil && cmd.Context().Err() != nil {
			return errInterrupted
		}
		return err
	}
}

// parseSpeed reads --speed: a whole number of steps per second, or "max".
func parseSpeed(s string) (int, error) {
	if strings.EqualFold(s, "max") {
		return watch.Max, nil
	}
	v, err := strconv.Atoi(s)
	if err != nil || v < 1 || v > 1_000_000 {
		return 0, usageErrorf("--speed must be a number of steps per second from 1 to 1000000, or max; got %q", s)
	}
	return v, nil
}
