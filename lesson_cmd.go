package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/lessonplay"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/spf13/cobra"
)

// newLessonCommand is `nqueens lesson`: the built-in lessons, or one played.
func newLessonCommand() *cobra.Command {
	o := ui.Options{Theme: theme.Auto, Speed: ui.DefaultSpeed}
	var check bool
	cmd := &cobra.Command{
		Use:   "lesson [NAME|NUMBER|FILE]",
		Short: "List the built-in lessons, or play one or a lesson file",
		Long: `With no argument, list the built-in lessons. With one, play it: a built-in
lesson by its number or name, or a lesson file (Markdown slides, see README's
"Teaching with nqueens"). → or space goes to the next slide, ← to the
previous, and each slide restores its own board; every key of the visualizer
works inside a slide (enter plays and pauses). A file that is not a lesson is
refused with the line at fault (status 2); --check only reads it.`,
		Example: `  nqueens lesson
  nqueens lesson 1
  nqueens lesson my-lesson.md --check`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			builtin, err := lesson.Builtin()
			if err != nil {
				return err
			}
			if len(args) == 0 {
				for i, l := range builtin {
					fmt.Fprintf(cmd.OutOrStdout(), "%d  %-20s %s (%d slides)\n", i+1, l.Name, text.Line(l.Title), len(l.Slides))
				}
				return nil
			}
			l, err := findLesson(cmd.Context(), builtin, args[0])
			if err != nil {
				return err
			}
			if check {
				// The file's name and title, shown, never obeyed.
				fmt.Fprintf(cmd.OutOrStdout(), "%s: %s, %d slides\n", text.Line(args[0]), text.Line(l.Title), len(l.Slides))
				return nil
			}
			if accessibleMode(cmd) {
				return runAccessibleLesson(cmd, l)
			}
			if err := checkLessonOut(cmd.Context(), o.LessonOut); err != nil {
				return err
			}
			if !localeHasUTF8(os.Getenv) {
				o.ASCII = true
			}
			o.NoColor = keepAttributesWithoutColour()
			return runTUI(cmd, lessonplay.New(l, lessonplay.Options{UI: o}), false)
		},
	}
	f := cmd.Flags()
	f.BoolVar(&o.ASCII, "ascii", false, "draw with ASCII only")
	enumVar(f, &o.Theme, "theme", "", theme.Names, "colours (auto: for the terminal's background)")
	f.StringVar(&o.LessonOut, "lesson-out", "", "the lesson file the key C adds the screen to, as a slide")
	accessibleFlag(f)
	f.BoolVar(&check, "check", false, "only read the lesson and check it: its slides, steps and facts")
	return cmd
}

// findLesson returns the built-in lesson of a number or name, or else the
// lesson file of that name; a file that is no lesson is a usage error
// naming its line.
func findLesson(ctx context.Context, builtin []*lesson.Lesson, arg string) (*lesson.Lesson, error) {
	if i, err := strconv.Atoi(arg); err == nil {
		if i < 1 || i > len(builtin) {
			return nil, usageErrorf("there are %d built-in lessons: 1 to %d (nqueens lesson lists them)", len(builtin), len(builtin))
		}
		return builtin[i-1], nil
	}
	for _, l := range builtin {
		if l.Name == arg {
			return l, nil
		}
	}
	l, err := lesson.ReadFile(ctx, arg)
	var le *lesson.Error
	switch {
	case errors.As(err, &le):
		return nil, usageError{le.Error()}
	case errors.Is(err, fs.ErrNotExist):
		return nil, usageErrorf("%s is neither a built-in lesson (nqueens lesson lists them) nor a file", quoted(arg))
	case err != nil:
		return nil, usageError{err.Error()}
	}
	return l, nil
}

// lessonHold is how long a slide stays in `nqueens gif --lesson`: time to
// read its caption.
const lessonHold = 6 * time.Second

// gifLesson is the lesson of gif --lesson (nil without it), refused with
// the flags that script the visualizer instead.
func gifLesson(cmd *cobra.Command, name string) (*lesson.Lesson, error) {
	if name == "" {
		return nil, nil
	}
	for _, f := range []string{"size", "algo", "mrv", "seed", "start", "mode", "steps", "speed", "keys", "key-delay"} {
		if cmd.Flags().Changed(f) {
			return nil, usageErrorf("--%s scripts the visualizer; a lesson's slides say what each shows (--lesson takes --hold, --cols, --rows, --theme, --ascii)", f)
		}
	}
	builtin, err := lesson.Builtin()
	if err != nil {
		return nil, err
	}
	return findLesson(cmd.Context(), builtin, name)
}

// checkLessonOut refuses a --lesson-out the capture key could not add to,
// before any browsing: an existing file must be a lesson, a new one's
// directory must exist.
func checkLessonOut(ctx context.Context, path string) error {
	if path == "" {
		return nil
	}
	_, err := lesson.ReadFile(ctx, path)
	var le *lesson.Error
	switch {
	case errors.As(err, &le):
		return usageErrorf("--lesson-out: %v (C adds slides to a lesson file, or starts a new one)", le)
	case errors.Is(err, fs.ErrNotExist):
		if info, err := os.Stat(filepath.Dir(path)); err != nil || !info.IsDir() {
			return usageErrorf("--lesson-out: no directory %s to write %s in", filepath.Dir(path), filepath.Base(path))
		}
		return nil
	case err != nil:
		return usageErrorf("--lesson-out: %v", err)
	}
	return nil
}
