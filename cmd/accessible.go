package cmd

import (
	"errors"
	"os"

	"github.com/charmbracelet/x/term"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/accessible"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// accessibleFlag defines --accessible on the visualizer's and the lesson
// player's flags, its help in l.
func accessibleFlag(f *pflag.FlagSet, l i18n.Lang) {
	f.Bool("accessible", false, l.T(i18n.FlagAccessible))
}

// accessibleMode tells whether the command runs in accessible mode: its
// --accessible flag, or ACCESSIBLE set in the environment (accessible.On);
// an explicit
// --accessible=false wins over the environment.
func accessibleMode(cmd *cobra.Command) bool {
	if f := cmd.Flags().Lookup("accessible"); f != nil && f.Changed {
		return f.Value.String() == "true"
	}
	return accessible.On(os.Getenv("ACCESSIBLE"))
}

// accessiblePrompt is the prompt of the accessible programs: "> " when
// the commands are typed at a terminal, none when they come from a pipe.
func accessiblePrompt() string {
	if term.IsTerminal(os.Stdin.Fd()) {
		return "> "
	}
	return ""
}

// runAccessible runs the visualizer's view in accessible mode, in the
// command's language.
func runAccessible(cmd *cobra.Command, o ui.Options) error {
	if cmd.Flags().Changed("compare") {
		return usageErrorf(i18n.CmdAccessibleCompare)
	}
	out := cmd.OutOrStdout()
	var err error
	switch o.Mode {
	case ui.Solutions:
		err = accessible.RunSolutions(cmd.Context(), os.Stdin, out, o.N, accessiblePrompt(), i18n.Current())
	case ui.Watch:
		err = accessible.Run(cmd.Context(), os.Stdin, out, accessible.Options{
			N: o.N, Strategy: o.Strategy, Stepper: o.Stepper, Step: o.Step, Speed: o.Speed,
			ParseSpeed: ui.ParseSpeed, MaxSpeed: ui.MaxSpeed, Predict: o.Predict, Prompt: accessiblePrompt(),
			Lang: i18n.Current(),
		})
	default:
		return usageErrorf(i18n.CmdAccessibleMode, string(o.Mode))
	}
	return accessibleErr(err)
}

// runAccessibleLesson plays a lesson in accessible mode, its sentences in
// the command's language.
func runAccessibleLesson(cmd *cobra.Command, l *lesson.Lesson) error {
	return accessibleErr(accessible.RunLesson(cmd.Context(), os.Stdin, cmd.OutOrStdout(), l, accessiblePrompt(), i18n.Current()))
}

// accessibleErr is the command's error for an accessible program's.
func accessibleErr(err error) error {
	if errors.Is(err, accessible.ErrInterrupted) {
		return errInterrupted
	}
	return err
}
