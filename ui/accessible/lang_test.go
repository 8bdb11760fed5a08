package accessible

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/testkit"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
)

// n4Script is the script of the N=4 golden, its commands in lang's
// words: where, then step to the first solution, read the board, the
// state and where, then step to the end and once more.
func n4Script(lang i18n.Lang) string {
	s, _ := solver.New(4, solver.Array, nil)
	for !s.IsDone() {
		s.Next()
	}
	word := func(id i18n.ID) string { return cmd(lang, id) + "\n" }
	return word(i18n.AccCmdWhere) + strings.Repeat(word(i18n.AccCmdNext), 56) + word(i18n.AccCmdBoard) + word(i18n.AccCmdState) +
		word(i18n.AccCmdWhere) + strings.Repeat("\n", int(s.Step())-56) + word(i18n.AccCmdNext) + word(i18n.AccCmdQuit)
}

// TestTranscriptN4InEachLanguage: the N=4 golden's script, typed in
// Chinese and in Spanish words, says the run in that language: a
// sentence for every step, the solutions with their total, the board and
// the state, no escape sequence; the transcript is the language's golden.
func TestTranscriptN4InEachLanguage(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.Zh, i18n.Es} {
		o := options(4, solver.Array)
		o.Lang = lang
		out := session(t, o, n4Script(lang))
		noEscape(t, out)
		for k := 0; k <= 139; k++ {
			if !strings.Contains(out, "\n"+msgStep(lang, uint64(k), "")) {
				t.Errorf("%v: no sentence for step %d", lang, k)
			}
		}
		for _, want := range []string{
			msgSolutionOf(lang, 1, 2), msgSolutionOf(lang, 2, 2), msgRowQueen(lang, 1, 3, nil) + "\n", msgOver(lang), msgBye(lang),
		} {
			if !strings.Contains(strings.ToLower(out), strings.ToLower(want)) {
				t.Errorf("%v: no %q in the transcript", lang, want)
			}
		}
		golden(t, "n4-"+lang.String(), out)
	}
}

// englishVocabulary are the words of sentences said in English
// (testkit.EnglishWords): a run of three of them in another language's
// transcript is a sentence left in English. The words a user types (the
// commands' English names and short forms, the strategies' and
// symmetries' names, the bit words' names) and the names the narration
// keeps in every language are not among them.
func englishVocabulary(english string) map[string]bool {
	typed := []string{"N", "mod", "MRV", "greedy"}
	names := func(name string, short []string) { typed = append(append(typed, name), short...) }
	for _, c := range watchCommands() {
		names(c.name, c.short)
	}
	for _, c := range lessonCommands() {
		names(c.name, c.short)
	}
	for _, c := range exerciseCommands() {
		names(c.name, c.short)
	}
	for _, c := range followCommands() {
		names(c.name, c.short)
	}
	for _, part := range []exercisePart{&backtrackLines{}, &mcLines{}, &fcLines{}, &symmetryLines{}, &bitmaskLines{}} {
		for _, c := range part.commands() {
			names(c.name, c.short)
		}
	}
	for _, words := range symmetryWords {
		typed = append(typed, words...)
	}
	typed = append(typed, strategyNames()...)
	return testkit.EnglishWords(english, typed...)
}

// TestNoEnglishLeft: the Chinese and Spanish transcripts of a whole N=4
// run, with predict mode answering and skipping every question, the
// board, the state of every strategy, the help and the commands'
// refusals, hold no sentence in English: no run of three words of the
// English transcript of the same session (command names aside).
func TestNoEnglishLeft(t *testing.T) {
	script := func(lang i18n.Lang) string {
		w := func(id i18n.ID, arg string) string { return strings.TrimSpace(cmd(lang, id)+" "+arg) + "\n" }
		var b strings.Builder
		b.WriteString(w(i18n.AccCmdHelp, "") + w(i18n.AccCmdWhere, "") + w(i18n.AccCmdBoard, "") + w(i18n.AccCmdState, "") + w(i18n.AccCmdBack, ""))
		b.WriteString(w(i18n.AccCmdSpeed, "") + w(i18n.AccCmdSpeed, "5") + w(i18n.AccCmdSpeed, "x") + w(i18n.AccCmdSpeed, cmd(lang, i18n.AccWordMax)))
		b.WriteString(w(i18n.AccCmdGo, "x") + w(i18n.AccCmdGo, "") + w(i18n.AccCmdSize, "0") + w(i18n.AccCmdStrategy, "quick") + "fly\n")
		b.WriteString(w(i18n.AccCmdSkip, "") + w(i18n.AccCmdPredict, "x") + w(i18n.AccCmdPredict, cmd(lang, i18n.AccWordOn)))
		b.WriteString(w(i18n.AccCmdNext, "") + "maybe\n" + "9 9\n")
		for range 120 {
			b.WriteString("a\n" + "0 0\n" + w(i18n.AccCmdSkip, "") + "\n")
		}
		b.WriteString(w(i18n.AccCmdPredict, cmd(lang, i18n.AccWordOff)) + w(i18n.AccCmdGo, "0") + w(i18n.AccCmdSolution, "") + w(i18n.AccCmdBacktrack, ""))
		b.WriteString(w(i18n.AccCmdSolution, "") + w(i18n.AccCmdSolution, "") + w(i18n.AccCmdSolution, "") + w(i18n.AccCmdNext, "") + w(i18n.AccCmdWhere, ""))
		for _, strategy := range []string{"bitmask", "fc", "min-conflicts", "construct"} {
			b.WriteString(w(i18n.AccCmdStrategy, strategy) + w(i18n.AccCmdGo, "3") + w(i18n.AccCmdState, "") + w(i18n.AccCmdBoard, "") + w(i18n.AccCmdSolution, ""))
		}
		b.WriteString(w(i18n.AccCmdSize, "3") + w(i18n.AccCmdBacktrack, "") + w(i18n.AccCmdQuit, ""))
		return b.String()
	}
	english := session(t, options(4, solver.Array), script(i18n.En))
	vocabulary := englishVocabulary(english)
	for _, lang := range []i18n.Lang{i18n.Zh, i18n.Es} {
		o := options(4, solver.Array)
		o.Lang = lang
		out := session(t, o, script(lang))
		if line := testkit.EnglishRun(out, vocabulary); line != "" {
			t.Errorf("%v: English in %q", lang, line)
		}
		for _, sign := range []string{"×", "—", "→", "←", "…", "─", "│"} {
			if strings.Contains(out, sign) {
				t.Errorf("%v: the transcript holds %q, which a reader spells out", lang, sign)
			}
		}
		if n := strings.Count(out, "\n"); n < 600 {
			t.Errorf("%v: %d lines: the script did not run through", lang, n)
		}
		if testing.Verbose() {
			fmt.Println(out)
		}
	}
}

// TestOtherProgramsInEachLanguage: the lesson player, the solutions
// pager and the exercise program speak Chinese and Spanish, take their
// commands in the language's words, list the English ones in help, and
// leave no sentence in English, the exercise's graded reasons and its
// refusals included: each kind is played with a wrong step or an answer it
// cannot grade.
func TestOtherProgramsInEachLanguage(t *testing.T) {
	type program func(lang i18n.Lang, script string) string
	lessonOf := func(lang i18n.Lang, script string) string {
		all, err := lesson.BuiltinIn(lang)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if err := RunLesson(context.Background(), strings.NewReader(script), &out, all[0], "", lang); err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	solutions := func(lang i18n.Lang, script string) string {
		var out bytes.Buffer
		if err := RunSolutions(context.Background(), strings.NewReader(script), &out, 8, "", lang); err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	exerciseOf := func(lang i18n.Lang, script string) string {
		var out bytes.Buffer
		for _, kind := range []exercise.Kind{exercise.Backtrack, exercise.FC, exercise.MinConflicts, exercise.Symmetry, exercise.Bitmask} {
			now := time.Unix(0, 0)
			if _, err := RunExercise(context.Background(), strings.NewReader(script), &out,
				ExerciseOptions{Kind: kind, Seed: 3, Lang: lang, now: func() time.Time { return now }}); err != nil {
				t.Fatal(err)
			}
		}
		return out.String()
	}
	for _, c := range []struct {
		name   string
		run    program
		script func(lang i18n.Lang) string
		want   func(lang i18n.Lang) []string
	}{
		{"lesson", lessonOf, func(l i18n.Lang) string {
			return scriptOf(l, i18n.AccCmdGo, "3", predict.Attacked.In(l), "", "0 0", "", i18n.AccCmdNext, "", i18n.AccCmdHelp, "", "fly", "",
				i18n.AccCmdGo, "99", i18n.AccCmdWhere, "", i18n.AccCmdAgain, "", i18n.AccCmdBack, "", i18n.AccCmdQuit, "")
		}, func(l i18n.Lang) []string {
			return []string{msgSlide(l, 1, 9), msgSlide(l, 4, 9), msgRight(l, ""), msgBadSlide(l, "99", 9), msgUnknown(l, "fly"), msgBye(l)}
		}},
		{"solutions", solutions, func(l i18n.Lang) string {
			return scriptOf(l, "", "", i18n.AccCmdBack, "", i18n.AccCmdGo, "92", i18n.AccCmdNext, "", i18n.AccCmdGo, "93", i18n.AccCmdGo, "x", i18n.AccCmdHelp, "", i18n.AccCmdQuit, "")
		}, func(l i18n.Lang) []string {
			return []string{msgSolutionLine(l, 92, msgOfTotal(l, 92), []int{7, 3, 0, 2, 5, 1, 6, 4}), l.T(i18n.AccLastSolution),
				msgNoSuchSolution(l, &solver.RangeError{N: 8, K: 93, Total: 92}), msgBadSolution(l, "x"), msgBye(l)}
		}},
		{"exercise", exerciseOf, func(l i18n.Lang) string {
			return scriptOf(l, i18n.AccCmdHelp, "", i18n.AccCmdAgain, "", "fly", "", i18n.AccCmdModel, "", i18n.AccCmdScore, "", i18n.AccCmdUndo, "",
				// A wrong step, or an answer that cannot be graded, of each
				// kind (another kind's command is an unknown one).
				i18n.AccCmdPlace, "0 0", i18n.AccCmdMove, "0", i18n.AccCmdCounts, "9 9 9 9 9 9 9 9", i18n.AccCmdMark, "0 0",
				i18n.AccCmdWipe, predict.Yes.In(l), i18n.AccCmdSymmetry, "identity", i18n.AccCmdSymmetry, "rot90", "cols", "0", "rd", "0",
				i18n.AccCmdQuit, "")
		}, func(l i18n.Lang) []string {
			wrong, _, _ := strings.Cut(msgStepWrong(l, "\x00"), "\x00")
			return []string{l.T(i18n.AccNothingToUndo), l.T(i18n.AccModelEnd), msgUnknown(l, "fly"), msgBye(l), "\n" + wrong}
		}},
	} {
		vocabulary := englishVocabulary(c.run(i18n.En, c.script(i18n.En)))
		for _, lang := range []i18n.Lang{i18n.Zh, i18n.Es} {
			out := c.run(lang, c.script(lang))
			noEscape(t, out)
			for _, want := range c.want(lang) {
				if !strings.Contains(out, want) {
					t.Errorf("%s %v: no %q in\n%s", c.name, lang, want, out)
				}
			}
			if !strings.Contains(out, lang.Sprintf(i18n.AccHelpEnglish, "")[:8]) {
				t.Errorf("%s %v: the help does not list the English commands:\n%s", c.name, lang, out)
			}
			if line := testkit.EnglishRun(out, vocabulary); line != "" {
				t.Errorf("%s %v: English in %q", c.name, lang, line)
			}
		}
	}
}

// scriptOf is a script: each pair a command (a message of its word, or a
// line typed as it is) and its argument.
func scriptOf(l i18n.Lang, pairs ...any) string {
	var b strings.Builder
	for i := 0; i < len(pairs); i += 2 {
		word := fmt.Sprint(pairs[i])
		if id, ok := pairs[i].(i18n.ID); ok {
			word = cmd(l, id)
		}
		b.WriteString(strings.TrimSpace(word+" "+fmt.Sprint(pairs[i+1])) + "\n")
	}
	return b.String()
}

// TestNumbersGroupedByLanguage: a step past a thousand is said with its
// digits grouped as the language groups them.
func TestNumbersGroupedByLanguage(t *testing.T) {
	for lang, want := range map[i18n.Lang]string{i18n.En: "\nStep 1,112. ", i18n.Zh: "\n第 1,112 步。", i18n.Es: "\nPaso 1.112. "} {
		o := options(8, solver.Array)
		o.Lang = lang
		out := session(t, o, cmd(lang, i18n.AccCmdGo)+" 1112\n")
		if !strings.Contains(out, want) {
			t.Errorf("%v: no %q in\n%s", lang, want, out)
		}
	}
}
