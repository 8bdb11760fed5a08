package cmd

import (
	"errors"
	"os"
	"strconv"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/term"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/watch"
	"github.com/spf13/cobra"
)

// errNoTerminal is the hint for a visualizer started where it cannot run.
var errNoTerminal = usageErrorf(i18n.CmdNoTerminal)

// addVisualizer makes the root command open the live visualizer, its help
// in l.
func addVisualizer(root *cobra.Command, l i18n.Lang) {
	o := ui.Options{N: 8, Strategy: solver.DefaultStrategy, Speed: ui.DefaultSpeed, Theme: theme.Auto, Mode: ui.Watch}
	f := root.Flags()
	keys := watch.CommandKeyNames()
	sizeVar(f, &o.N, solver.MaxN, l)
	enumVar(f, &o.Strategy, "algo", "", solver.Strategies, l.T(i18n.FlagAlgoCycle))
	var csp cspFlags
	csp.add(f, l)
	f.Var(&speedValue{&o.Speed}, "speed", l.T(i18n.FlagSpeed))
	f.BoolVar(&o.ASCII, "ascii", false, l.T(i18n.FlagASCIIPlain))
	enumVar(f, &o.Theme, "theme", "", theme.Names, l.T(i18n.FlagTheme))
	enumVar(f, &o.Mode, "mode", "", ui.Modes, l.T(i18n.FlagMode))
	enumVar(f, &o.Compare, "compare", "", compareStrategies(), l.T(i18n.FlagCompare))
	f.BoolVar(&o.Mouse, "mouse", false, l.T(i18n.FlagMouse))
	var unicode bool
	f.BoolVar(&unicode, "unicode", false, l.T(i18n.FlagUnicode))
	f.Var(&densityValue{&o.Predict}, "predict", l.Sprintf(i18n.FlagPredict, keys.Predict))
	f.Lookup("predict").NoOptDefVal = predict.Every.String()
	var step int64
	intVar(f, &step, "step", "", 0, unbounded, "", l.Sprintf(i18n.FlagStep, keys.Permalink))
	f.StringVar(&o.LessonOut, "lesson-out", "", l.Sprintf(i18n.FlagLessonOut, keys.Capture))
	accessibleFlag(f, l)
	o.Layout = "panels"
	enumVar(f, &o.Layout, "layout", "", lesson.Layouts, l.T(i18n.FlagLayout))
	root.Long = l.T(i18n.CmdRootLong)
	root.RunE = func(cmd *cobra.Command, _ []string) error {
		var err error
		if o.Stepper, err = csp.options(cmd.Flags(), o.Strategy); err != nil {
			return err
		}
		if o.ASCII && unicode {
			return usageErrorf(i18n.CmdASCIIUnicode)
		}
		if !unicode && !localeHasUTF8(os.Getenv) {
			o.ASCII = true
		}
		o.Step = uint64(step)
		if accessibleMode(cmd) {
			return runAccessible(cmd, o)
		}
		if err := checkLessonOut(cmd.Context(), o.LessonOut); err != nil {
			return err
		}
		o.NoColor = keepAttributesWithoutColour()
		o.Comparing = cmd.Flags().Changed("compare")
		o.Lang = commandLang(cmd)
		if err := ui.CheckCompare(o); err != nil {
			return usageError{err}
		}
		o.Context = cmd.Context()
		return runTUI(cmd, ui.New(o), o.Mouse)
	}
}

// runTUI runs a Bubble Tea program on the terminal until it quits or a
// signal ends the command (errInterrupted). The visualizer, the replay
// viewer and the lesson player run this way.
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
		model = mouseAfterResume{model}
	}
	p := tea.NewProgram(model, opts...)
	defer suspendOnTSTP(p)()
	_, err := p.Run()
	if errors.Is(err, tea.ErrProgramKilled) && cmd.Context().Err() != nil {
		return errInterrupted
	}
	return err
}

// compareStrategies are the strategies --compare takes: the tree searches.
func compareStrategies() []solver.Strategy {
	var out []solver.Strategy
	for _, s := range solver.Strategies {
		if s.Exhaustive() {
			out = append(out, s)
		}
	}
	return out
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
		kinds := make([]string, len(predict.Kinds))
		for i, k := range predict.Kinds {
			kinds[i] = k.String()
		}
		return flagValueErrorf(i18n.CmdMustBeDensity, strings.Join(kinds, ", "), quoted(s))
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
		return flagValueErrorf(i18n.CmdMustBeSpeed, strconv.Itoa(ui.MaxSpeed), quoted(s))
	}
	*v.p = speed
	return nil
}

// localeVariables are the variables that name the character set, the
// first one set deciding, as in POSIX.
var localeVariables = []string{"LC_ALL", "LC_CTYPE", "LANG"}

// localeHasUTF8 reports whether the locale's character set is UTF-8: the
// first of LC_ALL, LC_CTYPE and LANG that is set decides, as in C's
// setlocale; none set is the C locale, ASCII. Where it is not, the
// visualizer draws with --ascii (a terminal set to LANG=C shows UTF-8
// box drawing and queens as garbage).
func localeHasUTF8(getenv func(string) string) bool {
	for _, name := range localeVariables {
		if v := strings.ToLower(getenv(name)); v != "" {
			return strings.Contains(v, "utf-8") || strings.Contains(v, "utf8")
		}
	}
	return false
}

// keepAttributesWithoutColour chooses the colour profile under NO_COLOR
// and reports whether the UI must take the colours out of its frames
// (ui.Options.NoColor). termenv answers NO_COLOR with its Ascii profile,
// which drops bold, underline and reverse as well, though NO_COLOR allows
// them, and the UI marks the executing line and the culprit queen with
// them. So the styles keep the terminal's own profile and each frame loses
// its colours alone. A terminal with no colours at all (TERM=dumb) keeps
// Ascii: it takes no escape sequences.
func keepAttributesWithoutColour() bool {
	if !termenv.EnvNoColor() {
		return false
	}
	p := termenv.NewOutput(os.Stdout).ColorProfile()
	if p == termenv.Ascii {
		return false
	}
	lipgloss.SetColorProfile(p)
	return true
}

// mouseAfterResume turns mouse reporting back on when the program
// resumes from a suspend: Bubble Tea turns it off to release the terminal
// and does not turn it on again.
type mouseAfterResume struct{ tea.Model }

func (m mouseAfterResume) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	next, cmd := m.Model.Update(msg)
	m.Model = next
	if _, ok := msg.(tea.ResumeMsg); ok {
		cmd = tea.Batch(cmd, tea.EnableMouseCellMotion)
	}
	return m, cmd
}
