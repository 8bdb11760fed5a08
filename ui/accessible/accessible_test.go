package accessible

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/testkit"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/solver"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// parseSpeed stands for ui.ParseSpeed, which this package cannot import.
func parseSpeed(s string) (int, bool) {
	var v int
	if s == "max" {
		return -1, true
	}
	if _, err := fmt.Sscan(s, &v); err != nil || v < 1 {
		return 0, false
	}
	return v, true
}

func options(n int, strategy solver.Strategy) Options {
	return Options{N: n, Strategy: strategy, Speed: -1, ParseSpeed: parseSpeed, MaxSpeed: 1000000}
}

// session runs the watch program on the commands and returns its output.
func session(t *testing.T, o Options, commands string) string {
	t.Helper()
	var out bytes.Buffer
	if err := Run(context.Background(), strings.NewReader(commands), &out, o); err != nil {
		t.Fatalf("Run: %v", err)
	}
	return out.String()
}

// noEscape fails the test if out holds an ESC byte (cursor movement,
// erase, alternate screen, colour: every such sequence starts with one)
// or any control character but the newline.
func noEscape(t *testing.T, out string) {
	t.Helper()
	for i, r := range out {
		if r == 0x1b || (r < 0x20 && r != '\n') || (r >= 0x7f && r < 0xa0) {
			t.Fatalf("control character %q at byte %d: %q", r, i, out[max(i-40, 0):min(i+40, len(out))])
		}
	}
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test ./ui/accessible -update writes it)", err)
	}
	if got != string(want) {
		t.Errorf("the transcript differs from %s (go test ./ui/accessible -update rewrites it):\n%s", path, got)
	}
}

// TestTranscriptN4 steps through the whole N=4 run, board and state
// read out at its first solution: the transcript is the golden, has a
// sentence for every step and no escape sequence.
func TestTranscriptN4(t *testing.T) {
	s, _ := solver.New(4, solver.Array, nil)
	for !s.IsDone() {
		s.Next()
	}
	steps := int(s.Step())
	cmds := "where\n" + strings.Repeat("next\n", 56) + "board\nstate\nwhere\n" + strings.Repeat("\n", steps-56) + "next\nquit\n"
	out := session(t, options(4, solver.Array), cmds)
	noEscape(t, out)
	for k := 0; k <= steps; k++ {
		if !strings.Contains(out, fmt.Sprintf("\nStep %d. ", k)) {
			t.Errorf("no sentence for step %d", k)
		}
	}
	for _, want := range []string{
		"Step 57. Solution 1 of 2 found: columns 1, 3, 0, 2.\n",
		"Step 86. Solution 2 of 2 found: columns 2, 0, 3, 1.\n",
		"Row 1: the queen stands on column 3.\n",
		"The search is over",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in the transcript", want)
		}
	}
	golden(t, "n4", out)
}

// TestEveryEventHasItsSentence: in every strategy, stepping to the end
// says one sentence per event, in order, and each names the squares of
// its event in words.
func TestEveryEventHasItsSentence(t *testing.T) {
	step := regexp.MustCompile(`(?m)^Step (\d+)\. (.*)$`)
	for _, strategy := range solver.Strategies {
		for _, n := range []int{4, 5} {
			s, err := solver.New(n, strategy, nil)
			if err != nil {
				t.Fatal(err)
			}
			events := []solver.Event{s.Event()}
			for !s.IsDone() {
				events = append(events, s.Next())
			}
			out := session(t, options(n, strategy), strings.Repeat("next\n", len(events)-1))
			noEscape(t, out)
			said := step.FindAllStringSubmatch(out, -1)
			if len(said) != len(events) {
				t.Fatalf("%v N=%d: %d sentences for %d events", strategy, n, len(said), len(events))
			}
			for i, ev := range events {
				if said[i][1] != fmt.Sprint(i) {
					t.Fatalf("%v N=%d: sentence %d is of step %s", strategy, n, i, said[i][1])
				}
				var want string
				switch {
				case ev.Row >= 0 && ev.Col >= 0 && ev.Kind != solver.Evaluate:
					// (An evaluate names the row it counts; its queen
					// is the pick's, named the step before.)
					want = fmt.Sprintf("row %d, column %d", ev.Row, ev.Col)
				case ev.Row >= 0:
					want = fmt.Sprintf("row %d", ev.Row)
				}
				if !strings.Contains(strings.ToLower(said[i][2]), want) {
					t.Errorf("%v N=%d step %d (%v): %q does not name %q", strategy, n, i, ev.Kind, said[i][2], want)
				}
			}
		}
	}
}

// TestCommands runs each command, in full and short, and checks what it
// says.
func TestCommands(t *testing.T) {
	for _, tc := range []struct {
		commands string
		want     []string
	}{
		{"next\n", []string{"Step 1. Try row 0, column 0."}},
		{"n\n\n", []string{"Step 1. ", "Step 2. Row 0, column 0 is safe. Place a queen, on to row 1."}},
		{"n\nn\nback\n", []string{"Step 2. ", "Step 1. Try row 0, column 0."}},
		{"b\n", []string{"Already at step 0"}},
		{"solution\n", []string{"Step 57. Solution 1 of 2 found: columns 1, 3, 0, 2."}},
		{"s\ns\ns\n", []string{"Solution 2 of 2", "No solution after this step", "Step 139. Done: all 2 solutions found"}},
		{"backtrack\n", []string{"Step 17. Backtrack: row 2 has no safe square left. Lift the queen at row 1, column 2 and go on in row 1."}},
		{"k\n", []string{"Step 17. Backtrack"}},
		{"go 12\n", []string{"Step 12. Row 2, column 1 is attacked by the queen at row 1, column 2 along an anti-diagonal. Skip."}},
		{"g 1000\nnext\n", []string{"Step 139. Done", "The search is over"}},
		{"go x\n", []string{`"x" is not a step`}},
		{"go\n", []string{"The command go needs a step number."}},
		{"strategy bitmask\nn\n", []string{"New run: the bitmask search on the 4 by 4 board", "Step 1. Take the lowest free bit. Try row 0, column 0."}},
		{"a fc\n", []string{"New run: the fc search"}},
		{"strategy quick\n", []string{`"quick" is not a strategy. The strategies are array, bitmask, fc, min-conflicts or construct.`}},
		{"size 6\nsolution\n", []string{"New run: the array search on the 6 by 6 board", "Solution 1 of 4 found: columns 1, 3, 5, 0, 2, 4."}},
		{"size 0\nsize 65\n", []string{`"0" is not a board size`, `"65" is not a board size`}},
		{"go 2\nboard\n", []string{"The 4 by 4 board at step 2, 1 queen:", "Row 0: the queen stands on column 0.",
			"Row 1: no queen; column 0 attacked by the queen at row 0, column 0 along its column; column 1 attacked by the queen at row 0, column 0 along a diagonal; columns 2 and 3 safe."}},
		{"go 1\nv\n", []string{"The square being tried is row 0, column 0."}},
		{"go 8\nstate\n", []string{"Arrays: the columns taken are 0 and 2; the diagonals taken, numbered row minus column, are 0 and -1; the anti-diagonals taken, numbered row plus column, are 0 and 3."}},
		{"a bitmask\ng 3\nt\n", []string{"Row 1 is entered with the words cols 1000, ld 0100, rd 0000, a digit per column, column 0 first; free 0011: columns 2 and 3 free."}},
		{"a fc\ng 2\nt\n", []string{"Row 0 holds its queen on column 0; its domain was 0, 1, 2 and 3.", "Row 1: its domain is 2 and 3."}},
		{"a min-conflicts\ng 1\nstate\n", []string{"conflicts per square: column 0 "}},
		{"a construct\nt\n", []string{"The construct strategy keeps nothing beside the board."}},
		{"go 5\nwhere\n", []string{"Step 5 of the array search, N = 4: the row being filled is row 1; 1 queen on the board; 0 solutions and 0 backtracks so far."}},
		{"g 1000\nw\n", []string{"the search is over; 0 queens on the board; 2 solutions and"}},
		{"speed 3\nspeed\nspeed fast\n", []string{"Speed: 3 steps a second.", `The speed is max or a whole number of steps per second from 1 to 1000000.`}},
		{"play\n", []string{"Playing at full speed"}},
		{"speed 1000\nplay\n" + strings.Repeat("where\n", 1), []string{"Playing at 1,000 steps a second"}},
		{"p\npause\n", []string{"Paused at step"}},
		{"help\n", []string{"next (n, or an empty line)", "strategy NAME (a NAME): start again with array, bitmask, fc, min-conflicts or construct."}},
		{"?\n", []string{"quit (q)"}},
		{"fly\n", []string{`Unknown command "fly". Type help for the commands.`}},
		{"\x1b[A\n", []string{`Unknown command "[a"`}},
		{"quit\nnext\n", []string{"Goodbye."}},
		{"go 5\npredict on\nattacked\n", []string{"Question: Row 1, column 1 is tried: is it safe, or attacked? Answer s for safe or a for attacked.",
			"Right. Row 1, column 1 is attacked by the queen at row 0, column 0 along a diagonal.", "Score: 1/1 right, streak 1."}},
		{"go 5\npredict on\ns\n", []string{"Not this time: the answer is attacked."}},
		{"go 5\npredict on\na\nrow 0 column 0\n", []string{"Question: Row 1, column 1 is attacked: by which queen?", "Right. The queen at row 0, column 0 attacks", "Score: 2/2 right",
			"Step 6. Row 1, column 1 is attacked by the queen at row 0, column 0 along a diagonal. Skip."}},
		{"skip\n", []string{"No question is waiting."}},
		{"go 5\npredict on\na\n0 1\n", []string{"Not this time: the answer is row 0, column 0."}},
		{"go 5\npredict on\nmaybe\n\nnext\n", []string{`That is not an answer to the question ("maybe" is not a choice).`, "A question is waiting"}},
		{"go 5\npredict on\nskip\n", []string{"Skipped: the answer is attacked.", "1 skipped"}},
		{"go 5\npredict on\nboard\npredict off\nnext\n", []string{"The 4 by 4 board at step 5", "Predict mode off. Score: 0/0 right, streak 0.", "Step 6. Row 1, column 1 is attacked"}},
		{"predict maybe\n", []string{"Type predict on, or predict off."}},
	} {
		out := session(t, options(4, solver.Array), tc.commands)
		noEscape(t, out)
		for _, w := range tc.want {
			if !strings.Contains(out, w) {
				t.Errorf("%q: no %q in\n%s", tc.commands, w, out)
			}
		}
	}
}

// TestEndOfInputEnds: the end of the input ends the program without an
// error, while playing too.
func TestEndOfInputEnds(t *testing.T) {
	o := options(8, solver.Array)
	o.Speed = 1
	if out := session(t, o, "play\n"); !strings.Contains(out, "Playing at 1 step a second.") {
		t.Errorf("got %q", out)
	}
}

// TestSignalEndsTheWait: a cancelled context ends Run with
// ErrInterrupted, whether it waits for a command or plays.
func TestSignalEndsTheWait(t *testing.T) {
	for _, commands := range []string{"", "play\n"} {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		w.WriteString(commands)
		ctx, cancel := context.WithCancel(context.Background())
		o := options(8, solver.Array)
		o.Speed = 1
		done := make(chan error, 1)
		var out syncBuffer
		go func() { done <- Run(ctx, r, &out, o) }()
		ready := func() bool {
			return strings.Contains(out.String(), "Step 0.") && (commands == "" || strings.Contains(out.String(), "Playing"))
		}
		if !testkit.WaitUntil(30*time.Second, ready) {
			t.Fatalf("%q: no start in 30s: %q", commands, out.String())
		}
		cancel()
		if err := <-done; err != ErrInterrupted {
			t.Errorf("%q: got %v, want ErrInterrupted", commands, err)
		}
		w.Close()
		r.Close()
	}
}

// TestLessonSlides plays a built-in lesson to its end and back: captions
// as plain text, a board in words per slide, no escape sequence.
func TestLessonSlides(t *testing.T) {
	all, err := lesson.BuiltinIn(i18n.En)
	if err != nil {
		t.Fatal(err)
	}
	l := all[0]
	var out bytes.Buffer
	cmds := "go 3\na\n0 0\n" + strings.Repeat("next\n", len(l.Slides)) + "back\ngo 1\nback\ngo 99\nboard\nwhere\nstate\nagain\nhelp\nfly\nquit\n"
	if err := RunLesson(context.Background(), strings.NewReader(cmds), &out, l, "", i18n.En); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	noEscape(t, got)
	for _, want := range []string{
		"Lesson: What backtracking is. 9 slides.",
		"Slide 1 of 9.", "Slide 9 of 9.", "That was the last slide.", "This is the first slide.",
		`"99" is not a slide: go takes a number from 1 to 9.`,
		"The puzzle. Put 4 queens on a 4 by 4 board so that no two share a row, a column or a diagonal.",
		"Predict: is it safe, or attacked? If attacked, by which queen?",
		"Row 0: no queen; columns 0, 1, 2 and 3 safe.",
		`Unknown command "fly"`, "Goodbye.",
		"Question: Row 1, column 1 is tried: is it safe, or attacked?", "Right. The queen at row 0, column 0 attacks row 1, column 1 along a diagonal.",
		"Slide 4 of 9.\nRow 1, column 2 is safe: queen 2 goes down",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	for _, mark := range []string{"**", "`", "# "} {
		if strings.Contains(got, mark) {
			t.Errorf("Markdown %q left in the lesson's text", mark)
		}
	}
	if strings.Count(got, "Slide 2 of 9.") != 0 || strings.Count(got, "Slide 8 of 9.") != 2 {
		t.Errorf("slides 2 and 8 shown %d and %d times", strings.Count(got, "Slide 2 of 9."), strings.Count(got, "Slide 8 of 9."))
	}
}

// TestLessonCaptionControls: a lesson file's control characters never
// reach the output: they are written escaped, as everywhere (text.Safe).
func TestLessonCaptionControls(t *testing.T) {
	src := "# Evil \x1b[2Jtitle\n\n---\nn: 4\n\nA caption \x1b]0;pwned\x07with \u009b31m controls.\n"
	l, err := lesson.Parse("evil.md", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := RunLesson(context.Background(), strings.NewReader(""), &out, l, "", i18n.En); err != nil {
		t.Fatal(err)
	}
	noEscape(t, out.String())
	if !strings.Contains(out.String(), `A caption \x1b]0;pwned\awith \u009b31m controls.`) {
		t.Errorf("caption lost: %q", out.String())
	}
}

func TestSolutionsPages(t *testing.T) {
	var out bytes.Buffer
	if err := RunSolutions(context.Background(), strings.NewReader("\nnext\nback\nb\nb\ngo 92\nnext\ngo 93\ngo x\nhelp\nquit\n"), &out, 8, "", i18n.En); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	noEscape(t, got)
	for _, want := range []string{
		"The solutions of the 8 by 8 board: 92 solutions, in order.",
		"Solution 1 of 92: columns 0, 4, 7, 5, 2, 6, 1, 3.\nSolution 2 of 92: columns 0, 5, 7, 2, 6, 3, 1, 4.\nSolution 3 of 92",
		"This is the first solution.",
		"Solution 92 of 92: columns 7, 3, 0, 2, 5, 1, 6, 4.\nThat was the last solution.",
		"there is no solution 93", `"x" is not a solution number`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	out.Reset()
	if err := RunSolutions(context.Background(), strings.NewReader(""), &out, 3, "", i18n.En); err != nil || !strings.Contains(out.String(), "The 3 by 3 board has no solution.") {
		t.Errorf("N=3: %v, %q", err, out.String())
	}
}

// TestAnswerForms reads squares as a learner types them.
func TestAnswerForms(t *testing.T) {
	for line, want := range map[string]string{
		"3 5": "[(3,5)]", "row 3 column 5": "[(3,5)]", "(3,5)": "[(3,5)]", "r3 c5": "[(3,5)]",
		"1 0, 2 3": "[(1,0) (2,3)]", "3": "error", "row three": "error", "3 5 x": "error",
	} {
		sqs, err := squares(i18n.En, line)
		got := fmt.Sprint(sqs)
		if err != nil {
			got = "error"
		}
		if got != want {
			t.Errorf("squares(%q) = %s, want %s", line, got, want)
		}
	}
}

// TestLongLineIsCut: a line of a megabyte is read as its first bytes, and
// its echo in the error is cut to a few words.
func TestLongLineIsCut(t *testing.T) {
	out := session(t, options(4, solver.Array), strings.Repeat("x", 1<<20)+"\nwhere\n")
	if !strings.Contains(out, `Unknown command "`+strings.Repeat("x", 40)+`...".`) || !strings.Contains(out, "Step 0 of the array search") {
		t.Errorf("got %q", out[:min(len(out), 600)])
	}
	if len(out) > 4096 {
		t.Errorf("%d bytes of output for two lines", len(out))
	}
}
