package watch

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
)

// TestPermalink: L shows the command line of the screen's state, with the
// options of its strategy only, and State/Restore agree with it.
func TestPermalink(t *testing.T) {
	t.Parallel()
	m := newModel(t, 8, solver.FC, 100, 30)
	m.spec.opt = solver.StepperOptions{MRV: true, Seed: 7}
	m.restart()
	for range 12 {
		runCmds(m, press(m, "l"))
	}
	runCmds(m, press(m, "y"))
	want := "nqueens -n 8 --algo fc --mrv --step 12"
	if !strings.Contains(m.View(), "permalink: "+want) {
		t.Fatalf("y does not show %q:\n%s", want, m.View())
	}
	m.SetPredict(predict.Rows)
	if got := permalink(m.State()); got != want+" --predict=rows" {
		t.Fatalf("permalink in predict mode: %q", got)
	}
	runCmds(m, press(m, "z"))
	if got := permalink(m.State()); got != want+" --layout focus --predict=rows" {
		t.Fatalf("permalink in focus: %q", got)
	}
	st := m.State()
	m.note = "" // (the permalink's)
	other := newModel(t, 8, solver.Array, 100, 30)
	other.Restore(st)
	if other.State() != st || other.st.Step() != 12 || other.View() != m.View() {
		t.Fatalf("Restore(%+v) shows %+v", st, other.State())
	}
}

// TestPermalinkOptions: each strategy's permalink names the options it
// takes, and only those.
func TestPermalinkOptions(t *testing.T) {
	t.Parallel()
	opt := solver.StepperOptions{MRV: true, Seed: 7, Start: solver.RandomStart}
	for s, want := range map[solver.Strategy]string{
		solver.Array:        "nqueens -n 8 --algo array",
		solver.FC:           "nqueens -n 8 --algo fc --mrv",
		solver.MinConflicts: "nqueens -n 8 --algo min-conflicts --seed 7 --start random",
	} {
		m := newModel(t, 8, s, 100, 30)
		m.spec.opt = opt
		m.restart()
		if got := permalink(m.State()); got != want {
			t.Errorf("%v: %q, want %q", s, got, want)
		}
	}
}

// TestAppendSlide: the first slide makes a lesson file with a title; a
// slide that would not read back, or a file that is no lesson, is refused
// and nothing is written; nothing but the file ever appears.
func TestAppendSlide(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "l.md")
	st := lesson.State{N: 4, Strategy: solver.Array, Step: 5, View: "watch", Layout: "panels"}
	slide, err := lesson.FormatSlide(st, "Row {{row = 1}}.")
	if err != nil {
		t.Fatal(err)
	}
	for want := 1; want <= 2; want++ {
		if n, err := AppendSlide(path, slide); err != nil || n != want {
			t.Fatalf("append %d: %d slides, %v", want, n, err)
		}
	}
	before, _ := os.ReadFile(path)
	bad, _ := lesson.FormatSlide(st, "Row {{row = 3}}.") // a fact the run denies
	if _, err := AppendSlide(path, bad); err == nil || !strings.Contains(err.Error(), "row") {
		t.Fatalf("a false fact was appended (err %v)", err)
	}
	quiet := st
	quiet.Step, quiet.Predict = 2, predict.Every // nothing is asked at step 2
	slide2, _ := lesson.FormatSlide(quiet, "")
	if _, err := AppendSlide(path, slide2); err == nil {
		t.Fatal("a predict slide that asks nothing was appended")
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Fatalf("a refused slide changed the file:\n%s", after)
	}
	notLesson := filepath.Join(dir, "notes.txt")
	os.WriteFile(notLesson, []byte("shopping list\n"), 0o644)
	if _, err := AppendSlide(notLesson, slide); err == nil {
		t.Fatal("a slide was appended to a file that is no lesson")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Fatalf("the directory holds %d entries, want the lesson and the notes", len(entries))
	}
	l, err := lesson.ReadFile(context.Background(), path)
	if err != nil || len(l.Slides) != 2 || l.Slides[1].State != st {
		t.Fatalf("read back: %v, %+v", err, l)
	}
}
