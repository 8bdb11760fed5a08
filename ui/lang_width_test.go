package ui

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
	"github.com/nqueens/nqueens/ui/uitest"
)

// TestTranslatedViewsFit: in Chinese, whose characters are two cells
// wide, and in Spanish, whose words are longer, every view keeps within
// the window at the classroom's sizes, its boxes closed and no character
// cut in two, in the states that show the translated lines (the first
// screen's goal, steps, the full help, focus, the end, every strategy's
// help bar and panels, the notes of a few keys; the solutions view, its
// symmetry class and its prompt; the play view's panel as the queens go
// down, a conflict, an idea, a solution; the comparison; a board too
// large for the window, drawn as a list), and shows them: the
// catalogue's words reach the screen.
func TestTranslatedViewsFit(t *testing.T) {
	t.Parallel()
	play := []string{"tab", "tab"}
	// statePanels are the keys to the layout of the state and the stack
	// (L cycles the layouts, this one last).
	statePanels := []string{"L", "L", "L"}
	states := []struct {
		name  string
		keys  []string
		shows []i18n.ID
		says  func(i18n.Lang) string // a note with its arguments
		n     int                    // the board's size, 8 if 0
		from  int                    // the narrowest window that shows them all (the panels need room)
	}{
		{"start", nil, []i18n.ID{i18n.KeyPlay, i18n.StatusPaused, i18n.StatusStep}, nil, 0, 0},
		{"steps", []string{"l", "l", "l", "l"}, []i18n.ID{i18n.KeyPlay, i18n.WordOf, i18n.PanelCounters, i18n.CountBacktracks}, nil, 0, 0},
		{"full help", []string{"?"}, []i18n.ID{i18n.KeyNextSolution, i18n.KeyFewerKeys}, nil, 0, 0},
		{"focus", []string{"z"}, nil, nil, 0, 0}, // the hint: a message with the key in it
		{"end", []string{"G"}, []i18n.ID{i18n.StatusFinished, i18n.KeyReplay}, nil, 0, 0},
		{"solution", []string{"n"}, nil, nil, 0, 0}, // the narration and the class line, long in Spanish
		{"bitmask", []string{"a"}, []i18n.ID{i18n.KeyPlay}, nil, 0, 0},
		{"fc", []string{"a", "a", "?"}, []i18n.ID{i18n.KeyMRVOn}, nil, 0, 0},
		{"min-conflicts", []string{"a", "a", "a", "?"}, []i18n.ID{i18n.TreePlot}, nil, 0, 0},
		{"construct", []string{"a", "a", "a", "a", "?"}, []i18n.ID{i18n.TreeRule}, nil, 0, 0},
		{"solutions", []string{"tab"}, []i18n.ID{i18n.WordSolution}, nil, 0, 0},
		// Notes: what a key did, or why it did nothing.
		{"back at the start", []string{"h"}, []i18n.ID{i18n.NoteAtStart}, nil, 0, 0},
		{"no earlier solution", []string{"p"}, nil, func(l i18n.Lang) string {
			return l.Sprintf(i18n.NoteNoEarlier, l.T(i18n.FactEventSolution))
		}, 0, 0},
		{"layout", []string{"L"}, []i18n.ID{i18n.LayoutCodeCounters}, nil, 0, 0},
		{"mrv", []string{"a", "a", "o"}, []i18n.ID{i18n.NoteMRVOn}, nil, 0, 0},
		{"predict off", []string{"P", "P"}, nil, func(l i18n.Lang) string { return l.Sprintf(i18n.NotePredictOff, "P") }, 0, 0},
		{"attacks shown", []string{"v"}, nil, func(l i18n.Lang) string { return l.T(i18n.BoardShowAhead) }, 0, 0},
		{"array's panels", append(slices.Clone(statePanels), "l", "l", "l"), []i18n.ID{i18n.StackCall, i18n.WordIndex}, nil, 0, 100},
		{"bitmask's panels", append([]string{"a"}, append(slices.Clone(statePanels), "l", "l", "l")...), nil, func(i18n.Lang) string { return "solve(row, cols, ld, rd)" }, 0, 200},
		{"fc's panels", append([]string{"a", "a"}, append(slices.Clone(statePanels), "l", "l", "l")...), []i18n.ID{i18n.StackLeft, i18n.FCHeader}, nil, 0, 100},
		{"min-conflicts' panels", append([]string{"a", "a", "a"}, append(slices.Clone(statePanels), "l", "l")...), []i18n.ID{i18n.MCPairs, i18n.CountAttacks}, nil, 0, 100},
		{"construct's panels", append([]string{"a", "a", "a", "a"}, append(slices.Clone(statePanels), "l", "l")...), []i18n.ID{i18n.ConEvens, i18n.ConCaption}, nil, 0, 200},
		{"the tree", []string{"l", "l", "t"}, []i18n.ID{i18n.TreeSearch}, nil, 0, 100},
		{"min-conflicts' plot", []string{"a", "a", "a", "l", "l", "t"}, []i18n.ID{i18n.MCTreeTitle}, nil, 0, 200},
		{"construct's rule", []string{"a", "a", "a", "a", "l", "l", "t"}, []i18n.ID{i18n.ConTreeTitle}, nil, 0, 200},
		{"solutions' class", []string{"tab", "s"}, nil, func(l i18n.Lang) string { return l.Sprintf(i18n.BrowseClassOf, l.T(i18n.WordSolution), "1") }, 0, 100},
		{"solutions' prompt", []string{"tab", ":", "x"}, nil, func(l i18n.Lang) string { return l.T(i18n.BrowseInput) }, 0, 0},
		{"solutions' last", []string{"tab", "G", "right"}, nil, func(l i18n.Lang) string { return l.Sprintf(i18n.BrowseIsLast, l.T(i18n.WordSolution)) }, 0, 0},
		{"play", play, []i18n.ID{i18n.TabPlay, i18n.PlayThrough, i18n.LegendRuledKey}, nil, 0, 0},
		{"play's conflict", append(slices.Clone(play), " ", "right", " "), []i18n.ID{i18n.PlayThrough}, func(l i18n.Lang) string {
			return l.Sprintf(i18n.PlayConflict, "(0,1)", "(0,0)", solver.Row.AlongIn(l), "")
		}, 0, 0},
		{"play's idea", append(slices.Clone(play), " ", "i"), []i18n.ID{i18n.LegendIdeaKey}, nil, 0, 0},
		{"play's solution", append(slices.Clone(play), placing([]int{0, 4, 7, 5, 2, 6, 1, 3})...), nil, func(l i18n.Lang) string {
			return l.Sprintf(i18n.PlayOfTotal, "92")
		}, 0, 0},
		{"play's help", append(slices.Clone(play), "?"), []i18n.ID{i18n.PlayKeyToggle, i18n.PlayKeyWatch}, nil, 0, 0},
		{"comparison", []string{"c", "l"}, nil, nil, 0, 0},
		{"the board as a list", []string{"l", "l"}, nil, func(l i18n.Lang) string {
			w, h := board.MinSize(64)
			return opening(l.Sprintf(i18n.ListHead, "64", strconv.Itoa(w), strconv.Itoa(h)))
		}, 64, 0},
	}
	for _, l := range []i18n.Lang{i18n.Zh, i18n.Es} {
		for _, size := range []struct{ w, h int }{{80, 24}, {100, 30}, {200, 60}} {
			for _, st := range states {
				n := st.n
				if n == 0 {
					n = 8
				}
				m := startedWith(t, Options{N: n, Strategy: solver.Array, Lang: l}, size.w, size.h)
				press(m, st.keys...)
				screen := m.View()
				where := fmt.Sprintf("%v %s at %d×%d", l, st.name, size.w, size.h)
				checkTranslated(t, where, screen, size.w, size.h)
				if size.w < st.from {
					continue // the window has no room for what the words are in
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

// checkTranslated fails a screen of w×h that is too large, cuts a
// character in two or leaves a box open.
func checkTranslated(t *testing.T, where, screen string, w, h int) {
	t.Helper()
	if err := uitest.Fits(screen, w, h); err != nil {
		t.Errorf("%s: %v\n%s", where, err, screen)
	}
	if strings.ContainsRune(screen, '\uFFFD') {
		t.Errorf("%s: a character cut in two:\n%s", where, screen)
	}
	if err := uitest.BoxesClosed(screen); err != nil {
		t.Errorf("%s: %v\n%s", where, err, screen)
	}
}

// placing is the play view's keys that put a queen on each row, in the
// column cols gives it, from the cursor's first square.
func placing(cols []int) []string {
	var keys []string
	at := 0
	for r, c := range cols {
		for ; at < c; at++ {
			keys = append(keys, "right")
		}
		for ; at > c; at-- {
			keys = append(keys, "left")
		}
		keys = append(keys, " ")
		if r < len(cols)-1 {
			keys = append(keys, "down")
		}
	}
	return keys
}

// TestRootsSpeakTheirOwnLanguage: two roots built in one process in two
// languages, as nqueens serve builds its students', each speak their own,
// side by side and whatever the process's language is: the top bar, the
// help bar and the narration of the watch view, and the solutions view.
func TestRootsSpeakTheirOwnLanguage(t *testing.T) {
	t.Parallel()
	langs := []i18n.Lang{i18n.Zh, i18n.Es}
	roots := make([]*Model, len(langs))
	for i, l := range langs {
		roots[i] = startedWith(t, Options{N: 8, Strategy: solver.Array, Lang: l}, 100, 30)
	}
	for _, m := range roots {
		press(m, "l", "l", "l")
	}
	for i, l := range langs {
		other := langs[1-i]
		lines := strings.Split(roots[i].View(), "\n")
		top := ""
		for _, line := range lines {
			if strings.Contains(line, l.T(i18n.StatusStep)) {
				top = line
				break
			}
		}
		if top == "" {
			t.Fatalf("%v: no top bar with %q:\n%s", l, l.T(i18n.StatusStep), strings.Join(lines, "\n"))
		}
		for _, id := range []i18n.ID{i18n.StatusPaused, i18n.StatusRun} {
			if !strings.Contains(top, l.T(id)) || strings.Contains(top, other.T(id)) || strings.Contains(top, i18n.En.T(id)) {
				t.Errorf("%v: top bar %q does not say %q (%s) in its language", l, top, l.T(id), id)
			}
		}
		screen := strings.Join(lines, "\n")
		for _, id := range []i18n.ID{i18n.KeyPlay, i18n.PanelCounters} {
			if !strings.Contains(screen, l.T(id)) || strings.Contains(screen, other.T(id)) {
				t.Errorf("%v: %q (%s) not on the screen in its language:\n%s", l, l.T(id), id, screen)
			}
		}
		if said := opening(solver.NarrationIn(stepped(t, 3), l)); !strings.Contains(screen, said) {
			t.Errorf("%v: the narration %q is not on the screen:\n%s", l, said, screen)
		}
		press(roots[i], "tab")
		if s := roots[i].View(); !strings.Contains(s, l.T(i18n.WordSolution)) || strings.Contains(s, other.T(i18n.WordSolution)) {
			t.Errorf("%v: the solutions view does not say %q:\n%s", l, l.T(i18n.WordSolution), s)
		}
	}
}

// stepped is a stepper of the array search on 8 queens after k steps.
func stepped(t *testing.T, k int) *solver.Stepper {
	t.Helper()
	st, err := solver.New(8, solver.Array, nil)
	if err != nil {
		t.Fatal(err)
	}
	for range k {
		st.Next()
	}
	return st
}

// opening is the first few characters of a narration, which the view
// does not wrap.
func opening(s string) string { return string([]rune(s)[:8]) }

// TestTranslatedPredictFits: predict mode in Chinese and Spanish — every
// kind of question, its reveal and the key line — keeps within the window
// at the classroom's sizes and leaves no English sentence of predict mode
// on a Chinese screen (the pseudocode's English is the program the learner
// reads). A larger window only has more room for the same texts.
func TestTranslatedPredictFits(t *testing.T) {
	t.Parallel()
	english := regexp.MustCompile(`\b(tried|safe or|mirror|nowhere|which|where|right|wrong|streak|skipped|leaves|density|answer|goes on)\b`)
	runs := []Options{
		{N: 5, Strategy: solver.Array}, {N: 5, Strategy: solver.FC},
		{N: 6, Strategy: solver.MinConflicts, Stepper: solver.StepperOptions{Seed: 3}},
	}
	for _, l := range []i18n.Lang{i18n.Zh, i18n.Es} {
		for _, size := range []struct{ w, h int }{{80, 24}, {100, 30}} {
			seen := map[predict.Kind]bool{}
			for _, o := range runs {
				o.Predict, o.Lang = predict.Every, l
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

// TestTranslatedGolden keeps the screens at 100×30 in Chinese and in
// Spanish: the watch view a few steps in, the solutions view, and a
// question of predict mode waiting for its answer.
func TestTranslatedGolden(t *testing.T) {
	t.Parallel()
	for _, l := range []i18n.Lang{i18n.Zh, i18n.Es} {
		t.Run(l.String()+"/watch", func(t *testing.T) {
			m := startedWith(t, Options{N: 8, Strategy: solver.Array, Lang: l}, 100, 30)
			press(m, "l", "l", "l", "l", "l")
			golden.RequireEqual(t, []byte(strings.Join(lines(t, m), "\n")))
		})
		t.Run(l.String()+"/solutions", func(t *testing.T) {
			m := startedWith(t, Options{N: 8, Strategy: solver.Array, Lang: l}, 100, 30)
			press(m, "tab", "right")
			golden.RequireEqual(t, []byte(strings.Join(lines(t, m), "\n")))
		})
		t.Run(l.String()+"/predict", func(t *testing.T) {
			m := startedWith(t, Options{N: 5, Strategy: solver.Array, Predict: predict.Every, Lang: l}, 100, 30)
			for i := 0; !m.watch.Class().Asking; i++ {
				if i == 20 {
					t.Fatal("no question in 20 steps")
				}
				press(m, "l")
			}
			golden.RequireEqual(t, []byte(strings.Join(lines(t, m), "\n")))
		})
	}
}
