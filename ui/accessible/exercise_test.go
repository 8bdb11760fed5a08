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
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/solver"
)

// exerciseRun runs the exercise program on the commands, on a clock
// that moves ten seconds each time it is read, and returns its output and
// the attempt.
func exerciseRun(t *testing.T, kind exercise.Kind, seed uint64, n int, commands string) (string, exercise.Attempt) {
	t.Helper()
	return exerciseRunIn(t, i18n.En, kind, seed, n, commands)
}

// exerciseRunIn is exerciseRun in lang.
func exerciseRunIn(t *testing.T, lang i18n.Lang, kind exercise.Kind, seed uint64, n int, commands string) (string, exercise.Attempt) {
	t.Helper()
	var out bytes.Buffer
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	now := func() time.Time { at = at.Add(10 * time.Second); return at }
	a, err := RunExercise(context.Background(), strings.NewReader(commands), &out,
		ExerciseOptions{Kind: kind, Seed: seed, N: n, Student: "ada", now: now, Lang: lang})
	if err != nil {
		t.Fatalf("RunExercise: %v", err)
	}
	noEscape(t, out.String())
	return out.String(), a
}

// TestExerciseBacktrackTranscript plays a backtrack instance with one
// wrong step, undone, then right steps: the transcript is the golden, and
// the score counts the wrong step though it was undone.
func TestExerciseBacktrackTranscript(t *testing.T) {
	out, a := exerciseRun(t, exercise.Backtrack, 3, 0, "place 4 0\nundo\nplace 4 5\nplace 5 2\nscore\nplace 9 9\nlift 6\nfrobnicate\nquit\n")
	golden(t, "exercise-backtrack", out)
	for _, want := range []string{
		"Wrong: Row 4, column 0 is attacked by row 1, column 0 along its column. The search would put down a queen at row 4, column 5.",
		"Undone: the last step is taken back.",
		"Score: 2 right out of 2 decisions; 1 wrong step made, undone ones included;",
		"No queen stands in row 6.",
		"Goodbye.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in the transcript", want)
		}
	}
	if a.Score != 2 || a.OutOf != 2 || a.Wrong != 1 || a.Finished || a.ModelSeen || a.Student != "ada" || a.Seed != 3 {
		t.Errorf("attempt %+v, want 2 of 2, 1 wrong, not finished", a)
	}
}

// TestExerciseBacktrackTranscriptZh plays the English golden's script in
// Chinese words: the wrong step is graded wrong with its reason in
// Chinese, said as accessible mode says squares and lines, and the attempt
// is the English one's; the transcript is the Chinese golden.
func TestExerciseBacktrackTranscriptZh(t *testing.T) {
	script := func(l i18n.Lang) string {
		return scriptOf(l, i18n.AccCmdPlace, "4 0", i18n.AccCmdUndo, "", i18n.AccCmdPlace, "4 5", i18n.AccCmdPlace, "5 2",
			i18n.AccCmdScore, "", i18n.AccCmdPlace, "9 9", i18n.AccCmdLift, "6", "frobnicate", "", i18n.AccCmdQuit, "")
	}
	english, enAttempt := exerciseRun(t, exercise.Backtrack, 3, 0, script(i18n.En))
	out, a := exerciseRunIn(t, i18n.Zh, exercise.Backtrack, 3, 0, script(i18n.Zh))
	golden(t, "exercise-backtrack-zh", out)
	for _, want := range []string{
		"错：第 4 行第 0 列被第 1 行第 0 列的皇后沿列攻击。搜索会在第 4 行第 5 列放下一个皇后。",
		msgBye(i18n.Zh),
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in the transcript:\n%s", want, out)
		}
	}
	if line := testkit.EnglishRun(out, englishVocabulary(english)); line != "" {
		t.Errorf("English in %q", line)
	}
	if a != enAttempt {
		t.Errorf("attempt %+v, in English %+v", a, enAttempt)
	}
}

// backtrackAnswers are the commands that play a backtrack instance right:
// the decisions of its model answer, read from a second instance of the
// same seed.
func backtrackAnswers(t *testing.T, seed uint64) []string {
	t.Helper()
	bt, err := exercise.NewBacktrack(seed, 0, exercise.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r, err := bt.ModelAnswer()
	if err != nil {
		t.Fatal(err)
	}
	var cmds []string
	for r.Forward() {
		switch ev := r.Stepper().Event(); ev.Kind {
		case solver.Place:
			cmds = append(cmds, fmt.Sprintf("place %d %d", ev.Row, ev.Col))
		case solver.Backtrack:
			cmds = append(cmds, "lift")
		}
	}
	return cmds
}

// TestExerciseBacktrackRight plays instances right to their end: every
// step is graded right, the exercise says it is finished with a full
// score, and a step after the end is refused.
func TestExerciseBacktrackRight(t *testing.T) {
	for seed := uint64(0); seed < 6; seed++ {
		cmds := backtrackAnswers(t, seed)
		out, a := exerciseRun(t, exercise.Backtrack, seed, 0, strings.Join(cmds, "\n")+"\nplace 0 0\nmodel\n")
		if got := strings.Count(out, "\nRight.\n"); got != len(cmds) || strings.Contains(out, "Wrong") {
			t.Errorf("seed %d: %d right of %d steps:\n%s", seed, got, len(cmds), out)
		}
		if want := fmt.Sprintf("The exercise is finished. Score: %d right out of %d decision", len(cmds), len(cmds)); strings.Count(out, want) != 2 {
			t.Errorf("seed %d: not twice %q (at the end, and for the step after it):\n%s", seed, want, out)
		}
		if !a.Finished || a.Score != len(cmds) || a.OutOf != len(cmds) || !a.ModelSeen {
			t.Errorf("seed %d: attempt %+v", seed, a)
		}
		if !strings.Contains(out, "End of the model answer.") {
			t.Errorf("seed %d: no model answer", seed)
		}
	}
}

// TestExerciseMinConflicts plays a min-conflicts instance right from a
// second instance of the seed's own counts, with one wrong move undone.
func TestExerciseMinConflicts(t *testing.T) {
	mc, err := exercise.NewMinConflicts(5, 6, exercise.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var cmds []string
	for q := 0; q < mc.Questions(); q++ {
		counts := mc.WantCounts(q)
		words := make([]string, len(counts))
		worst := 0
		for c, v := range counts {
			words[c] = fmt.Sprint(v)
			if v > counts[worst] {
				worst = c
			}
		}
		cmds = append(cmds, "counts "+strings.Join(words, " "))
		if q == 0 {
			cmds = append(cmds, fmt.Sprintf("move %d", worst), "undo")
		}
		cmds = append(cmds, fmt.Sprintf("move %d", mc.Moved(q).Col))
	}
	out, a := exerciseRun(t, exercise.MinConflicts, 5, 6, strings.Join(cmds, "\n")+"\nmodel\nquit\n")
	if strings.Count(out, "\nWrong: ") != 1 || !strings.Contains(out, "min-conflicts moves the queen to a square with the fewest") {
		t.Errorf("want one wrong step:\n%s", out)
	}
	if a.Score != mc.Asks() || a.OutOf != mc.Asks() || a.Wrong != 1 || !a.Finished || !a.ModelSeen {
		t.Errorf("attempt %+v, want %d of %d, 1 wrong, finished", a, mc.Asks(), mc.Asks())
	}
	if want := fmt.Sprintf("Score: %d right out of %d answers; 1 wrong step made", mc.Asks(), mc.Asks()); !strings.Contains(out, want) {
		t.Errorf("no %q in:\n%s", want, out)
	}
	for _, want := range []string{"Pick 1 of 3: min-conflicts has picked the queen at", "The conflict counts of row", "End of the model answer."} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
}

// TestExerciseRefusesBadInput: a malformed answer is said back, not
// graded.
func TestExerciseRefusesBadInput(t *testing.T) {
	out, a := exerciseRun(t, exercise.MinConflicts, 5, 6, "counts 1 2\ncounts x\nmove 1\nplace 1 1\n")
	for _, want := range []string{"counts for 2 squares, the row has 6", `"x" is not counts`, "the question now is the counts, not the move", `Unknown command "place"`} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	if a.OutOf != 0 || a.Wrong != 0 {
		t.Errorf("attempt %+v: a refused answer was graded", a)
	}
}

// TestExerciseOtherKinds plays the fc (with MRV and without), symmetry and
// bitmask kinds right to their end from the answers of a second instance
// of the same seed, with one wrong answer undone first: the score is full,
// the wrong step stays counted.
func TestExerciseOtherKinds(t *testing.T) {
	for _, c := range []struct {
		kind    exercise.Kind
		opt     exercise.Options
		answers func(t *testing.T) (wrong string, right []string)
		unit    string
	}{
		{exercise.FC, exercise.Options{}, fcAnswers(exercise.Options{}), "answer"},
		{exercise.FC, exercise.Options{NoMRV: true}, fcAnswers(exercise.Options{NoMRV: true}), "answer"},
		{exercise.Symmetry, exercise.Options{}, symmetryAnswers, "pair"},
		{exercise.Bitmask, exercise.Options{}, bitmaskAnswers, "field"},
	} {
		wrong, right := c.answers(t)
		var out bytes.Buffer
		a, err := RunExercise(context.Background(), strings.NewReader(wrong+"\nundo\n"+strings.Join(right, "\n")+"\nmodel\n"), &out,
			ExerciseOptions{Kind: c.kind, Seed: 4, N: 8, Exercise: c.opt, now: func() time.Time { return time.Time{} }})
		if err != nil {
			t.Fatal(err)
		}
		noEscape(t, out.String())
		name := fmt.Sprintf("%s %+v", c.kind, c.opt)
		if n := strings.Count(out.String(), "\nWrong: "); n != 1 {
			t.Errorf("%s: %d wrong steps, want 1:\n%s", name, n, out.String())
		}
		if !a.Finished || a.Score != len(right) || a.OutOf != len(right) || a.Wrong != 1 || !a.ModelSeen {
			t.Errorf("%s: attempt %+v, want %d of %d, 1 wrong", name, a, len(right), len(right))
		}
		if want := fmt.Sprintf("The exercise is finished. Score: %d right out of %s; 1 wrong step made", len(right), text.Amount(len(right), c.unit)); !strings.Contains(out.String(), want) {
			t.Errorf("%s: no %q in:\n%s", name, want, out.String())
		}
		if asked := strings.Contains(out.String(), "Which row does MRV fill next?"); c.kind == exercise.FC && asked == c.opt.NoMRV {
			t.Errorf("%s: the next row asked: %v", name, asked)
		}
	}
}

func fcAnswers(o exercise.Options) func(t *testing.T) (string, []string) {
	return func(t *testing.T) (string, []string) {
		x, err := exercise.NewFC(4, 8, o)
		if err != nil {
			t.Fatal(err)
		}
		var right []string
		for i := 0; i < x.Asks(); i++ {
			q, a := x.AskAt(i)
			switch a {
			case exercise.AskPrune:
				var sqs []string
				for r, m := range x.WantPruned(q) {
					for c := 0; c < x.N(); c++ {
						if m&(1<<uint(c)) != 0 {
							sqs = append(sqs, fmt.Sprintf("%d %d", r, c))
						}
					}
				}
				if len(sqs) == 0 {
					sqs = []string{"none"}
				}
				right = append(right, "mark "+strings.Join(sqs, ", "))
			case exercise.AskWipe:
				right = append(right, map[bool]string{true: "wipe yes", false: "wipe no"}[x.WantWipe(q) >= 0])
			default:
				right = append(right, fmt.Sprintf("next %d", x.WantNext(q)))
			}
		}
		// The queen's own square is never pruned.
		queen := x.Queen(0)
		return fmt.Sprintf("mark %d %d", queen.Row, queen.Col), right
	}
}

func symmetryAnswers(t *testing.T) (string, []string) {
	x, err := exercise.NewSymmetry(4, 8, exercise.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var right []string
	for i := range x.Pairs() {
		a := x.Solution(i)
		word := "none"
		if !a.None {
			word = symmetryWords[a.Transform][0]
		}
		right = append(right, "symmetry "+word)
	}
	wrong := "symmetry none"
	if x.Solution(0).None {
		wrong = "symmetry identity"
	}
	return wrong, right
}

func bitmaskAnswers(t *testing.T) (string, []string) {
	x, err := exercise.NewBitmask(4, 8, exercise.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var right []string
	for q := 0; q < x.Questions(); q++ {
		for _, f := range exercise.Fields {
			right = append(right, fieldWords[f]+" "+x.Want(q, f))
		}
	}
	wrong := "cols 11111111"
	if x.Want(0, exercise.Cols) == "11111111" {
		wrong = "cols 0"
	}
	return wrong, right
}
