package ui

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/uitest"
)

// TestTranslatedViewsFit: in Chinese, whose characters are two cells
// wide, and in Spanish, whose words are longer, the watch view and the
// solutions view keep within the window at the classroom's sizes, in the
// states that show the translated lines (the first screen's goal, steps,
// the full help, focus, the end, every strategy's help bar and panels,
// the notes of a few keys), and show
// them: the catalogue's words reach the screen. Not parallel: the
// language is the process's, and parallel tests wait for this one to end.
func TestTranslatedViewsFit(t *testing.T) {
	defer i18n.Set(i18n.Current())
	states := []struct {
		name  string
		keys  []string
		shows []i18n.ID
		says  func(i18n.Lang) string // a note with its arguments
	}{
		{"start", nil, []i18n.ID{i18n.KeyPlay, i18n.StatusPaused, i18n.StatusStep}, nil},
		{"steps", []string{"l", "l", "l", "l"}, []i18n.ID{i18n.KeyPlay, i18n.WordOf, i18n.PanelCounters, i18n.CountBacktracks}, nil},
		{"full help", []string{"?"}, []i18n.ID{i18n.KeyNextSolution, i18n.KeyFewerKeys}, nil},
		{"focus", []string{"z"}, nil, nil}, // the hint: a message with the key in it
		{"end", []string{"G"}, []i18n.ID{i18n.StatusFinished, i18n.KeyReplay}, nil},
		{"solution", []string{"n"}, nil, nil}, // the narration and the class line, long in Spanish
		{"bitmask", []string{"a"}, []i18n.ID{i18n.KeyPlay}, nil},
		{"fc", []string{"a", "a", "?"}, []i18n.ID{i18n.KeyMRVOn}, nil},
		{"min-conflicts", []string{"a", "a", "a", "?"}, []i18n.ID{i18n.TreePlot}, nil},
		{"construct", []string{"a", "a", "a", "a", "?"}, []i18n.ID{i18n.TreeRule}, nil},
		{"solutions", []string{"tab"}, []i18n.ID{i18n.WordSolution}, nil},
		// Notes: what a key did, or why it did nothing.
		{"back at the start", []string{"h"}, []i18n.ID{i18n.NoteAtStart}, nil},
		{"no earlier solution", []string{"p"}, nil, func(l i18n.Lang) string {
			return l.Sprintf(i18n.NoteNoEarlier, l.T(i18n.FactEventSolution))
		}},
		{"layout", []string{"L"}, []i18n.ID{i18n.LayoutCodeCounters}, nil},
		{"mrv", []string{"a", "a", "o"}, []i18n.ID{i18n.NoteMRVOn}, nil},
		{"predict off", []string{"P", "P"}, nil, func(l i18n.Lang) string { return l.Sprintf(i18n.NotePredictOff, "P") }},
	}
	for _, l := range []i18n.Lang{i18n.Zh, i18n.Es} {
		i18n.Set(l)
		for _, size := range []struct{ w, h int }{{80, 24}, {100, 30}, {200, 60}} {
			for _, st := range states {
				m := startedWith(t, Options{N: 8, Strategy: solver.Array}, size.w, size.h)
				press(m, st.keys...)
				screen := m.View()
				where := fmt.Sprintf("%v %s at %d×%d", l, st.name, size.w, size.h)
				if err := uitest.Fits(screen, size.w, size.h); err != nil {
					t.Errorf("%s: %v\n%s", where, err, screen)
				}
				if strings.ContainsRune(screen, '\uFFFD') {
					t.Errorf("%s: a character cut in two:\n%s", where, screen)
				}
				if st.says != nil && !strings.Contains(screen, st.says(l)) {
					t.Errorf("%s: %q is not on the screen:\n%s", where, st.says(l), screen)
				}
				for _, id := range st.shows {
					if w := l.T(id); !strings.Contains(screen, w) {
						t.Errorf("%s: %q (%s) is not on the screen:\n%s", where, w, id, screen)
					}
				}
			}
		}
	}
}

// TestTranslatedPredictFits: predict mode in Chinese and Spanish — every
// kind of question, its reveal and the key line — keeps within the window
// at the classroom's sizes and leaves no English sentence of predict mode
// on a Chinese screen (the pseudocode's English is the program the learner
// reads). Not parallel, as TestTranslatedViewsFit.
func TestTranslatedPredictFits(t *testing.T) {
	defer i18n.Set(i18n.Current())
	english := regexp.MustCompile(`\b(tried|safe or|mirror|nowhere|which|where|right|wrong|streak|skipped|leaves|density|answer|goes on)\b`)
	runs := []Options{
		{N: 5, Strategy: solver.Array}, {N: 5, Strategy: solver.FC},
		{N: 6, Strategy: solver.MinConflicts, Stepper: solver.StepperOptions{Seed: 3}},
	}
	for _, l := range []i18n.Lang{i18n.Zh, i18n.Es} {
		i18n.Set(l)
		for _, size := range []struct{ w, h int }{{80, 24}, {100, 30}, {200, 60}} {
			seen := map[predict.Kind]bool{}
			for _, o := range runs {
				o.Predict = predict.Every
				m := startedWith(t, o, size.w, size.h)
				for i := range 120 {
					screen := m.View()
					where := fmt.Sprintf("%v %v at %d×%d, key %d", l, o.Strategy, size.w, size.h, i)
					if err := uitest.Fits(screen, size.w, size.h); err != nil {
						t.Fatalf("%s: %v\n%s", where, err, screen)
					}
					if strings.ContainsRune(screen, '\uFFFD') {
						t.Fatalf("%s: a character cut in two:\n%s", where, screen)
					}
					if w := english.FindString(screen); l == i18n.Zh && w != "" {
						t.Fatalf("%s: the English %q on a Chinese screen:\n%s", where, w, grepLines(screen, w))
					}
					if c := m.watch.Class(); c.Asking {
						seen[c.Question.Kind] = true
						if q := c.Question.Prompt; l == i18n.Zh && english.MatchString(q) {
							t.Errorf("%s: asks %q", where, q)
						}
					}
					// Skip the question, then go on after its reveal.
					press(m, [...]string{">", "l"}[i%2])
				}
			}
			for _, k := range predict.Kinds {
				if !seen[k] {
					t.Errorf("%v at %d×%d: no %v question was asked", l, size.w, size.h, k)
				}
			}
		}
	}
}

// grepLines are the lines of screen that hold w.
func grepLines(screen, w string) string {
	var out []string
	for _, line := range strings.Split(screen, "\n") {
		if strings.Contains(line, w) {
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n")
}
