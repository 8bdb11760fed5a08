package lessonplay

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/lesson"
)

// TestTranslationsFit: every slide of every translated built-in lesson
// shows its caption, in its language, inside the window at 100×30: no
// line wider than the window, no more lines than it has.
func TestTranslationsFit(t *testing.T) {
	for _, lang := range i18n.Langs[1:] {
		ls, err := lesson.BuiltinIn(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range ls {
			m := newPlayer(t, l, 100, 30)
			for i, s := range l.Slides {
				if i > 0 {
					press(m, "pgdown")
				}
				v := m.View()
				lines := strings.Split(v, "\n")
				if len(lines) > 30 {
					t.Errorf("%v %s slide %d: %d lines", lang, l.Name, i+1, len(lines))
				}
				for _, line := range lines {
					if w := lipgloss.Width(line); w > 100 {
						t.Errorf("%v %s slide %d: a line %d wide: %q", lang, l.Name, i+1, w, line)
					}
				}
				first, _, _ := strings.Cut(s.Text(), "\n")
				word := []rune(strings.ReplaceAll(first, "*", ""))[:2]
				if !strings.Contains(v, string(word)) {
					t.Errorf("%v %s slide %d: the caption (%q) is not on screen", lang, l.Name, i+1, string(word))
				}
			}
		}
	}
}
