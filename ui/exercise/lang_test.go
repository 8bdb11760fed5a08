package exercise

import (
	"fmt"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/uitest"
)

// startedIn is started with the view's words in lang.
func startedIn(t *testing.T, kind exercise.Kind, lang i18n.Lang, w, h int) *Model {
	t.Helper()
	c := &fakeClock{t: time.Date(2026, 12, 2, 9, 0, 0, 0, time.UTC)}
	m, err := New(Options{Kind: kind, Seed: 1, Student: "ada", Now: c.now, NoTimer: true, Lang: lang})
	if err != nil {
		t.Fatal(err)
	}
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	uitest.Run(m, m.Init(), nil)
	return m
}

// TestTranslatedFits: in Chinese, whose characters are two cells wide,
// and in Spanish, whose words are longer, every kind of exercise keeps
// within the window at the classroom's sizes, its boxes closed and no
// character cut in two — asking, after a step, with the full help, on the
// model answer — and says its task in the language asked.
func TestTranslatedFits(t *testing.T) {
	t.Parallel()
	tasks := map[exercise.Kind]i18n.ID{
		exercise.Backtrack: i18n.ExCarryOn, exercise.Symmetry: i18n.ExSymQuestion, exercise.Bitmask: i18n.ExBitmaskTask,
		exercise.FC: i18n.ExFCMRV, exercise.MinConflicts: i18n.ExMCTask, // the instance of seed 1 fills by MRV
	}
	for _, lang := range []i18n.Lang{i18n.Zh, i18n.Es} {
		for _, kind := range exercise.Kinds {
			for _, s := range []struct{ w, h int }{{80, 24}, {100, 30}, {200, 60}} {
				m := startedIn(t, kind, lang, s.w, s.h)
				for i, keys := range [][]string{nil, {" ", "1", "enter"}, {"?"}, {"m", "right"}} {
					uitest.Keys(m, nil, keys...)
					v := m.View()
					where := fmt.Sprintf("%v %s at %d×%d, keys %d", lang, kind, s.w, s.h, i)
					if err := uitest.Fits(v, s.w, s.h); err != nil {
						t.Errorf("%s: %v\n%s", where, err, v)
					}
					if strings.ContainsRune(v, '\uFFFD') {
						t.Errorf("%s: a character cut in two:\n%s", where, v)
					}
					if err := uitest.BoxesClosed(v); err != nil {
						t.Errorf("%s: %v\n%s", where, err, v)
					}
					if !strings.Contains(v, lang.T(i18n.ExTitle)) {
						t.Errorf("%s: no title %q:\n%s", where, lang.T(i18n.ExTitle), v)
					}
				}
				// The task, whole in the panel's lines, before any step.
				p := strings.Join(startedIn(t, kind, lang, s.w, s.h).panel(1000), "\n")
				if task := lang.T(tasks[kind]); !strings.Contains(p, task) {
					t.Errorf("%v %s: the panel does not say %q:\n%s", lang, kind, task, p)
				}
			}
		}
	}
}

// TestTranslatedGolden keeps the exercise view at 100×30 in Chinese and in
// Spanish: forward checking's first question.
func TestTranslatedGolden(t *testing.T) {
	t.Parallel()
	for _, lang := range []i18n.Lang{i18n.Zh, i18n.Es} {
		t.Run(lang.String(), func(t *testing.T) {
			golden.RequireEqual(t, []byte(screen(t, startedIn(t, exercise.FC, lang, 100, 30))))
		})
	}
}

// TestReasonInTheViewsLanguage: a wrong step's reason, and the step named
// before it, are the exercise's in the view's language, the step graded
// as the same step in English is.
func TestReasonInTheViewsLanguage(t *testing.T) {
	t.Parallel()
	wrongStep := func(lang i18n.Lang) (exercise.BacktrackStep, string) {
		m := startedIn(t, exercise.Backtrack, lang, 100, 30)
		want, n := next(t, m), m.sh.ex.N()
		if want.Lift { // any queen put down is wrong
			moveTo(m, solver.Square{Row: n - 1, Col: 0})
		} else {
			moveTo(m, solver.Square{Row: want.Square.Row, Col: (want.Square.Col + 1) % n})
		}
		uitest.Keys(m, nil, " ")
		last, _ := btOf(m).bt.LastStep()
		return last, strings.Join(m.panel(500), " ")
	}
	english, _ := wrongStep(i18n.En)
	for _, lang := range []i18n.Lang{i18n.Zh, i18n.Es} {
		last, panel := wrongStep(lang)
		if last.Right || english.Right || last.Did != english.Did || last.Why == english.Why {
			t.Errorf("%v: %v graded %v with %q; English %v graded %v with %q", lang, last.Did, last.Right, last.Why, english.Did, english.Right, english.Why)
		}
		for _, want := range []string{last.Did.In(lang), text.UpperFirst(last.Why)} {
			if !strings.Contains(panel, want) {
				t.Errorf("%v: the panel does not say %q:\n%s", lang, want, panel)
			}
		}
		if strings.Contains(panel, "the search") {
			t.Errorf("%v: English in the panel:\n%s", lang, panel)
		}
	}
}
