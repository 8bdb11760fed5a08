package cmd

import (
	"encoding/json"
	"fmt"
	"os"
	"os/user"
	"path/filepath"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/safefile"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/ui/accessible"
	uiexercise "github.com/nqueens/nqueens/ui/exercise"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/spf13/cobra"
)

// newExerciseCommand is `nqueens exercise`: the kinds of graded exercise,
// or one played.
func newExerciseCommand() *cobra.Command {
	o := uiexercise.Options{Theme: theme.Auto}
	var seed int64
	var result string
	mrv := true
	cmd := &cobra.Command{
		Use:   "exercise [KIND]",
		Short: "List the graded exercises, or play one: carry the algorithm out by hand",
		Long: `With no argument, list the kinds of exercise. With one, play it: each step
is graded against the solver's own run the moment it is made, a wrong one
is marked with why and put right so that the exercise goes on; h undoes
the last step, m steps through the model answer both ways, r draws a new
instance. The instance comes from --seed, or else from your name (the login
name, or --name) and the kind: the same name always gets the same one.
--result writes the attempt as JSON on quitting. A result written on the
student's own machine can be forged: grades a teacher relies on must come
from a room.`,
		Example: `  nqueens exercise
  nqueens exercise backtrack
  nqueens exercise symmetry --seed 42 --result attempt.json`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				// The names' column is as wide as the longest name, so a
				// kind added later does not push its description out of line.
				width := 0
				for _, k := range exercise.Kinds {
					width = max(width, len(k))
				}
				l := commandLang(cmd)
				for _, k := range exercise.Kinds {
					fmt.Fprintf(cmd.OutOrStdout(), "%-*s  %s\n", width, k, k.Describe().In(l))
				}
				return nil
			}
			kind, err := exercise.ParseKind(args[0])
			if err != nil {
				return usageErrorf(i18n.CmdExerciseUnknown, err)
			}
			if cmd.Flags().Changed("mrv") && kind != exercise.FC {
				return usageErrorf(i18n.CmdExerciseMRV, string(exercise.FC))
			}
			o.Lang = commandLang(cmd)
			o.Exercise.NoMRV = !mrv
			if err := checkResultPath(result); err != nil {
				return err
			}
			o.Kind = kind
			if !cmd.Flags().Changed("name") {
				if u, err := user.Current(); err == nil {
					o.Student = u.Username
				}
			}
			o.Seed = exercise.SeedFor(o.Student, kind)
			if cmd.Flags().Changed("seed") {
				o.Seed = uint64(seed)
			}
			var attempt exercise.Attempt
			if accessibleMode(cmd) {
				attempt, err = accessible.RunExercise(cmd.Context(), os.Stdin, cmd.OutOrStdout(), accessible.ExerciseOptions{
					Kind: kind, Seed: o.Seed, N: o.N, Student: o.Student, Exercise: o.Exercise, Prompt: accessiblePrompt(),
				})
				if err := accessibleErr(err); err != nil {
					return err
				}
			} else {
				if !localeHasUTF8(os.Getenv) {
					o.ASCII = true
				}
				o.NoColor = keepAttributesWithoutColour()
				m, err := uiexercise.New(o)
				if err != nil {
					return usageError{err}
				}
				if err := runTUI(cmd, m, false); err != nil {
					return err
				}
				if err := m.Err(); err != nil {
					return err
				}
				attempt = m.Result()
			}
			if result == "" {
				return nil
			}
			data, err := json.MarshalIndent(attempt, "", "  ")
			if err != nil {
				return err
			}
			return publish(cmd.Context(), func() error {
				return safefile.WriteFile(result, append(data, '\n'), 0o666)
			})
		},
	}
	f := cmd.Flags()
	intVar(f, &seed, "seed", "", 0, exercise.MaxSeed, "", "the instance's seed (default: one of your name and the kind)")
	intVar(f, &o.N, "size", "n", exercise.MinN, exercise.MaxN, "", fmt.Sprintf("board size N, %d to %d (default: the instance's)", exercise.MinN, exercise.MaxN))
	f.StringVar(&o.Student, "name", "", "the student's name the instance and the result are under (default: the login name)")
	f.BoolVar(&mrv, "mrv", true, "fc: the search fills next the row with the fewest squares left (minimum remaining values), and asks which; --mrv=false fills the rows top down")
	f.StringVar(&result, "result", "", "write the attempt to this file as JSON on quitting")
	f.BoolVar(&o.ASCII, "ascii", false, "draw with ASCII only")
	enumVar(f, &o.Theme, "theme", "", theme.Names, "colours (auto: for the terminal's background)")
	accessibleFlag(f)
	return cmd
}

// checkResultPath refuses, before the exercise starts, a --result that
// could not be written at its end: a folder, or a file in no folder.
func checkResultPath(path string) error {
	if path == "" {
		return nil
	}
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		return usageErrorf(i18n.CmdResultFolder, path)
	}
	if info, err := os.Stat(filepath.Dir(path)); err != nil || !info.IsDir() {
		return usageErrorf(i18n.CmdResultNoFolder, filepath.Dir(path), filepath.Base(path))
	}
	return nil
}
