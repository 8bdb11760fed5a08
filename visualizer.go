package main

import (
	"errors"
	"os"
	"strconv"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/term"
	"github.com/nqueens/nqueens/internal/predict"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/spf13/cobra"
)

// errNoTerminal is the hint for a visualizer started where it cannot run.
var errNoTerminal = usageError{"the visualizer needs a terminal; use `nqueens count`, `solve`, `trace` or `tree` in pipes and scripts"}

// addVisualizer makes the root command open the live visualizer.
func addVisualizer(root *cobra.Command) {
	o := ui.Options{N: 8, Strategy: solver.Array, Speed: ui.DefaultSpeed, Theme: theme.Auto, Mode: ui.Watch}
	f := root.Flags()
	sizeVar(f, &o.N, solver.MaxN)
	enumVar(f, &o.Strategy, "algo", "", solver.Strategies, "strategy (a cycles through them)")
	var csp cspFlags
	csp.add(f)
	f.Var(&speedValue{&o.Speed}, "speed", "steps per second")
	f.BoolVar(&o.ASCII, "ascii", false, "draw with ASCII only (Q for queens, plain borders)")
	enumVar(f, &o.Theme, "theme", "", theme.Names, "colours (auto: for the terminal's background)")
	enumVar(f, &o.Mode, "mode", "", ui.Modes, "the view to open (tab switches)")
	f.BoolVar(&o.Mouse, "mouse", false, "click squares to place queens in the play view (turns off the terminal's text selection)")
	f.Var(&densityValue{&o.Predict}, "predict", "open in predict mode: ask before each decision (P inside; every, attacks, backtracks, rows, solutions, or kinds joined by +)")
	f.Lookup("predict").NoOptDefVal = predict.Every.String()
	var step int64
	intVar(f, &step, "step", "", 0, unbounded, "", "open the watch view at this step of the run (a permalink: the key L prints the one for the screen)")
	f.StringVar(&o.LessonOut, "lesson-out", "", "the lesson file the key c adds the screen to, as a slide")
	root.Long = "With no subcommand, nqueens opens the live visualizer: watch the backtracking\n" +
		"search place and lift queens, step through it both ways, jump to the next\n" +
		"solution; tab pages through all solutions or lets you place queens yourself.\n" +
		"a switches between the four strategies: plain backtracking with arrays or\n" +
		"bitmasks, forward checking (--mrv, or o inside) and min-conflicts (--seed,\n" +
		"--start). Press ? inside for the keys."
	root.RunE = func(cmd *cobra.Command, _ []string) error {
		var err error
		if o.Stepper, err = csp.options(cmd.Flags(), o.Strategy); err != nil {
			return err
		}
		o.Step = uint64(step)
		return runTUI(cmd, ui.New(o), o.Mouse)
	}
}

// runTUI runs a Bubble Tea program on the terminal until it quits or a
// signal ends the command (errInterrupted). The visualizer and the lesson
// player run this way.
func runTUI(cmd *cobra.Command, model tea.Model, mouse bool) error {
	if !term.IsTerminal(os.Stdout.Fd()) {
		// Opening the UI would fail (or write escape codes into a
		// file); point at the commands made for pipes instead.
		return errNoTerminal
	}
	opts := []tea.ProgramOption{
		tea.WithAltScreen(),
		// Signals end the program through the context alone. Bubble
		// Tea's own handler would also see them and could block
		// forever sending its InterruptMsg to a loop the context has
		// already stopped, leaving the terminal raw.
		tea.WithContext(cmd.Context()),
		tea.WithoutSignalHandler(),
	}
	if !term.IsTerminal(os.Stdin.Fd()) {
		// Keys come from the terminal even when stdin is redirected;
		// with no terminal at all (setsid, cron) there is nothing to
		// read them from.
		tty, err := os.Open("/dev/tty")
		if err != nil {
			return errNoTerminal
		}
		defer tty.Close()
		opts = append(opts, tea.WithInput(tty))
	}
	if mouse {
		opts = append(opts, tea.WithMouseCellMotion())
	}
	_, err := tea.NewProgram(model, opts...).Run()
	if errors.Is(err, tea.ErrProgramKilled) && cmd.Context().Err() != nil {
		return errInterrupted
	}
	return err
}

// densityValue is the --predict flag: predict mode's density.
type densityValue struct{ p *predict.Density }

func (v *densityValue) String() string {
	if *v.p == 0 {
		return ""
	}
	return v.p.String()
}
func (v *densityValue) Type() string { return "density" }

func (v *densityValue) Set(s string) error {
	d, err := predict.ParseDensity(s)
	if err != nil {
		return flagValueError(err.Error())
	}
	*v.p = d
	return nil
}

// speedValue is the --speed flag of the visualizer.
type speedValue struct{ p *int }

func (v *speedValue) String() string { return ui.FormatSpeed(*v.p) }
func (v *speedValue) Type() string   { return "1.." + strconv.Itoa(ui.MaxSpeed) + "|max" }

func (v *speedValue) Set(s string) error {
	speed, ok := ui.ParseSpeed(s)
	if !ok {
		return flagValueErrorf("must be %s, got %q", ui.SpeedSyntax, s)
	}
	*v.p = speed
	return nil
}
