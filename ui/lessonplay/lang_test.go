package lessonplay

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	xansi "github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/uitest"
)

// TestTranslationsFit: every slide of every translated built-in lesson
// shows its caption, in its language, inside the window at the
// classroom's sizes (80×24, 100×30, 200×60): no line wider than the
// window, no more lines than it has, no character cut in two; and the
// player's bar speaks the language: the player's own (ui.Options.Lang),
// whatever the process's is.
func TestTranslationsFit(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Langs[1:] {
		ls, err := lesson.BuiltinIn(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, size := range []struct{ w, h int }{{80, 24}, {100, 30}, {200, 60}} {
			for _, l := range ls {
				m := newPlayerIn(t, l, lang, size.w, size.h)
				for i, s := range l.Slides {
					if i > 0 {
						press(m, "pgdown")
					}
					v := m.View()
					where := fmt.Sprintf("%v %s slide %d at %d×%d", lang, l.Name, i+1, size.w, size.h)
					if err := uitest.Fits(v, size.w, size.h); err != nil {
						t.Errorf("%s: %v\n%s", where, err, v)
					}
					if strings.ContainsRune(v, '\uFFFD') {
						t.Errorf("%s: a character cut in two:\n%s", where, v)
					}
					of := lang.Sprintf(i18n.LessonSlideOf, strconv.Itoa(i+1), strconv.Itoa(len(l.Slides)))
					if !strings.Contains(v, of) {
						t.Errorf("%s: %q is not in the bar:\n%s", where, of, v)
					}
					// The keys' words: the arrows' go first where the
					// bar is short, and a key the slide takes is not
					// offered; one of the others' stays.
					bar, _, _ := strings.Cut(v, "\n")
					if !slices.ContainsFunc([]i18n.ID{i18n.LessonNext, i18n.LessonFirstLast, i18n.LessonGoTo}, func(id i18n.ID) bool {
						return strings.Contains(bar, lang.T(id))
					}) {
						t.Errorf("%s: the bar names no key in %v:\n%s", where, lang, v)
					}
					first, _, _ := strings.Cut(s.Text(), "\n")
					word := []rune(strings.ReplaceAll(first, "*", ""))[:2]
					if !strings.Contains(v, string(word)) {
						t.Errorf("%s: the caption (%q) is not on screen", where, string(word))
					}
				}
			}
		}
	}
}

// TestBarNamesEveryKey: at the classroom's sizes, with the longest title
// of the built-in lessons in each language, the bar names every key of
// the lesson's bindings and the slide's number, the title cut before a
// key is.
func TestBarNamesEveryKey(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Langs {
		ls, err := lesson.BuiltinIn(lang)
		if err != nil {
			t.Fatal(err)
		}
		longest := ls[0]
		for _, l := range ls {
			if lipgloss.Width(l.Title) > lipgloss.Width(longest.Title) {
				longest = l
			}
		}
		for _, size := range []struct{ w, h int }{{80, 24}, {100, 30}, {200, 60}} {
			m := newPlayerIn(t, longest, lang, size.w, size.h)
			bar, _, _ := strings.Cut(xansi.Strip(m.View()), "\n")
			k := m.keys
			wants := []string{lang.Sprintf(i18n.LessonSlideOf, "1", strconv.Itoa(len(longest.Slides))), string([]rune(longest.Title)[:2])}
			for _, b := range []key.Binding{k.Next, k.Prev, k.First, k.Last, k.GoTo} {
				wants = append(wants, common.ASCII(m.st, b.Help().Key))
			}
			for _, want := range wants {
				if !strings.Contains(bar, want) {
					t.Errorf("%v %q at %d×%d: the bar does not name %q:\n%s", lang, longest.Title, size.w, size.h, want, bar)
				}
			}
			if lipgloss.Width(bar) > size.w {
				t.Errorf("%v at %d×%d: the bar is %d cells wide: %q", lang, size.w, size.h, lipgloss.Width(bar), bar)
			}
		}
	}
}

// TestTranslatedSlideGolden keeps a slide of the first built-in lesson at
// 100×30 in Chinese and in Spanish, as TestSlideGolden keeps it in
// English: the caption, the player's bar and the watch view beside it in
// the lesson's language.
func TestTranslatedSlideGolden(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Langs[1:] {
		t.Run(lang.String(), func(t *testing.T) {
			ls, err := lesson.BuiltinIn(lang)
			if err != nil {
				t.Fatal(err)
			}
			m := newPlayerIn(t, ls[0], lang, 100, 30)
			m.goTo(2)
			v := m.View()
			if err := uitest.Fits(v, 100, 30); err != nil {
				t.Fatal(err)
			}
			golden.RequireEqual(t, []byte(v))
		})
	}
}
