package lessonplay

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/lesson"
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
					wants := []string{of}
					if size.w >= 100 { // at 80, a long title leaves the keys cut
						wants = append(wants, lang.T(i18n.LessonNext))
					}
					for _, want := range wants {
						if !strings.Contains(v, want) {
							t.Errorf("%s: %q is not in the bar:\n%s", where, want, v)
						}
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
