package cmd

import (
	"encoding/json"
	"fmt"
	"os"
	"os/user"
	"path/filepath"
	"strconv"

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
func newExerciseCommand(l i18n.Lang) *cobra.Command {
	o := uiexercise.Options{Theme: theme.Auto}
	var seed int64
	var result string
	mrv := true
	cmd := &cobra.Command{
		Use:   "exercise [KIND]",
		Short: l.T(i18n.CmdExerciseShort),
		Long:  l.T(i18n.CmdExerciseLong),
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
					Lang: i18n.Current(),
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
	intVar(f, &seed, "seed", "", 0, exercise.MaxSeed, "", l.T(i18n.FlagExerciseSeed))
	intVar(f, &o.N, "size", "n", exercise.MinN, exercise.MaxN, "", l.Sprintf(i18n.FlagExerciseSize, strconv.Itoa(exercise.MinN), strconv.Itoa(exercise.MaxN)))
	f.StringVar(&o.Student, "name", "", l.T(i18n.FlagExerciseName))
	f.BoolVar(&mrv, "mrv", true, l.T(i18n.FlagExerciseMRV))
	f.StringVar(&result, "result", "", l.T(i18n.FlagExerciseResult))
	f.BoolVar(&o.ASCII, "ascii", false, l.T(i18n.FlagASCII))
	enumVar(f, &o.Theme, "theme", "", theme.Names, l.T(i18n.FlagTheme))
	accessibleFlag(f, l)
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
