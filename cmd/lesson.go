package cmd

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/lessonplay"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/watch"
	"github.com/spf13/cobra"
)

// newLessonCommand is `nqueens lesson`: the built-in lessons, or one played.
func newLessonCommand(l i18n.Lang) *cobra.Command {
	o := ui.Options{Theme: theme.Auto, Speed: ui.DefaultSpeed}
	var check bool
	var slide int
	sk, wk := lessonplay.CommandKeyNames(), watch.CommandKeyNames()
	cmd := &cobra.Command{
		Use:   "lesson [NAME|NUMBER|FILE]",
		Short: l.T(i18n.CmdLessonShort),
		Long:  l.Sprintf(i18n.CmdLessonLong, sk.Next, sk.Prev, sk.First, sk.Last, sk.GoTo, wk.LessonPlay, wk.LessonStep),
		Example: `  nqueens lesson
  nqueens lesson 1
  nqueens lesson 2 --slide 4
  nqueens lesson my-lesson.md --check`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			lang := commandLang(cmd)
			builtin, err := lesson.BuiltinIn(lang)
			if err != nil {
				return err
			}
			if len(args) == 0 {
				for i, l := range builtin {
					fmt.Fprintf(cmd.OutOrStdout(), "%d  %-20s %s (%s)\n", i+1, l.Name, text.Line(l.Title), slidesOf(l).In(lang))
				}
				return nil
			}
			l, err := findLesson(cmd.Context(), builtin, args[0])
			if err != nil {
				return err
			}
			if cmd.Flags().Changed("slide") && (slide < 1 || slide > len(l.Slides)) {
				return usageErrorf(i18n.LessonBadSlide, strconv.Itoa(slide), args[0], slidesOf(l), strconv.Itoa(len(l.Slides)))
			}
			if check {
				if slices.Contains(builtin, l) {
					// A built-in lesson is checked in every language.
					for _, lang := range i18n.Langs {
						if _, err := lesson.BuiltinIn(lang); err != nil {
							return err
						}
					}
				}
				// The file's name and title, shown, never obeyed.
				fmt.Fprintf(cmd.OutOrStdout(), "%s: %s, %s\n", text.Line(args[0]), text.Line(l.Title), slidesOf(l).In(lang))
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
			o.Lang = lang
			o.Context = cmd.Context()
			lp := lessonplay.New(l, lessonplay.Options{UI: o, Slide: max(slide-1, 0)})
			if err := runTUI(cmd, lp, false); err != nil {
				return err
			}
			if lp.Unfinished() {
				fmt.Fprintln(cmd.OutOrStdout(), comeBack(lang, args[0], lp.Slide()))
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.BoolVar(&o.ASCII, "ascii", false, l.T(i18n.FlagASCII))
	enumVar(f, &o.Theme, "theme", "", theme.Names, l.T(i18n.FlagTheme))
	f.StringVar(&o.LessonOut, "lesson-out", "", l.Sprintf(i18n.FlagLessonOut, wk.Capture))
	accessibleFlag(f, l)
	f.BoolVar(&check, "check", false, l.T(i18n.FlagLessonCheck))
	f.IntVar(&slide, "slide", 0, l.T(i18n.FlagLessonSlide))
	return cmd
}

// slidesOf is how many slides l has, in words.
func slidesOf(l *lesson.Lesson) i18n.Msg {
	return i18n.NewMsg(i18n.LessonSlides, len(l.Slides), text.Thousands(uint64(len(l.Slides))))
}

// comeBack is what quitting a lesson before its last slide prints, in
// lang: the command that opens it there again.
func comeBack(lang i18n.Lang, arg string, slide int) string {
	return lang.Sprintf(i18n.LessonComeBack, strconv.Itoa(slide+1), shellQuote(arg))
}

// shellQuote writes a lesson's name or file so that it can be pasted into
// a shell: as it is when it is plain, else in single quotes; a name with
// control characters is written Go-quoted, which never reaches the
// terminal raw.
func shellQuote(s string) string {
	plain, printable := true, true
	for _, r := range s {
		switch {
		case r < ' ' || r == 0x7f || !unicode.IsPrint(r):
			printable = false
		case !(unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("._/+-=:,", r)):
			plain = false
		}
	}
	switch {
	case !printable:
		return strconv.Quote(s)
	case plain && s != "":
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// findLesson returns the built-in lesson of a number or name, or else the
// lesson file of that name; a file that is no lesson is a usage error
// naming its line.
func findLesson(ctx context.Context, builtin []*lesson.Lesson, arg string) (*lesson.Lesson, error) {
	if i, err := strconv.Atoi(arg); err == nil {
		if i < 1 || i > len(builtin) {
			return nil, usageErrorf(i18n.CmdLessonCount, strconv.Itoa(len(builtin)))
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
		return nil, usageError{le}
	case errors.Is(err, fs.ErrNotExist):
		return nil, usageErrorf(i18n.CmdLessonNotFound, quoted(arg))
	case err != nil:
		return nil, usageError{err}
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
			return nil, usageErrorf(i18n.CmdLessonScripts, f)
		}
	}
	builtin, err := lesson.BuiltinIn(commandLang(cmd))
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
		return usageErrorf(i18n.CmdLessonOutBad, le, watch.CommandKeyNames().Capture)
	case errors.Is(err, fs.ErrNotExist):
		if info, err := os.Stat(filepath.Dir(path)); err != nil || !info.IsDir() {
			return usageErrorf(i18n.CmdLessonOutNoDir, filepath.Dir(path), filepath.Base(path))
		}
		return nil
	case err != nil:
		return usageErrorf(i18n.CmdLessonOut, err)
	}
	return nil
}
