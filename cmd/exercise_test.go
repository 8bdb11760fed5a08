package cmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens/internal/teach/exercise"
)

// TestExerciseList: nqueens exercise lists every kind, in order, with
// what the student does.
func TestExerciseList(t *testing.T) {
	stdout, stderr, code := execute(t, "exercise")
	if code != exitOK || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	if len(lines) != len(exercise.Kinds) {
		t.Fatalf("%d lines for %d kinds:\n%s", len(lines), len(exercise.Kinds), stdout)
	}
	column := -1 // where the descriptions start: the same on every line
	for i, k := range exercise.Kinds {
		if !strings.HasPrefix(lines[i], string(k)+" ") || !strings.HasSuffix(lines[i], k.Describe().String()) {
			t.Errorf("line %d: %q, want %s and its description", i+1, lines[i], k)
			continue
		}
		at := len(lines[i]) - len(k.Describe().String())
		if column >= 0 && at != column {
			t.Errorf("line %d: description at column %d, line 1's at %d:\n%s", i+1, at, column, stdout)
		}
		column = at
	}
}

// TestExerciseRefusals: an unknown kind, a board size out of range, a
// --result that could not be written: one line, status 2, before any
// terminal is needed; and playing needs a terminal.
func TestExerciseRefusals(t *testing.T) {
	dir := t.TempDir()
	for args, want := range map[string]string{
		"exercise queens":                   `nqueens: no exercise "queens"; the kinds are backtrack, symmetry, bitmask, fc, min-conflicts (nqueens exercise lists them)`,
		"exercise backtrack -n 3":           "nqueens: --size must be from 4 to 12, got 3",
		"exercise backtrack -n 13":          "nqueens: --size must be from 4 to 12, got 13",
		"exercise backtrack --seed -1":      "nqueens: --seed must be 0 or more, got -1",
		"exercise symmetry --result " + dir: "nqueens: --result: " + dir + " is a folder; it takes a file name",
		"exercise symmetry --result " + filepath.Join(dir, "no", "a.json"): "nqueens: --result: no folder " + filepath.Join(dir, "no") + " to write a.json in",
		"exercise backtrack extra":       "nqueens: accepts at most 1 arg(s), received 2",
		"exercise backtrack --name ada":  "nqueens: the visualizer needs a terminal",
		"exercise backtrack --mrv=false": "nqueens: --mrv is an option of the fc exercise",
	} {
		stdout, stderr, code := execute(t, strings.Fields(args)...)
		if code != exitUsage || stdout != "" || !strings.HasPrefix(stderr, want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want 2 and %q", args, code, stdout, stderr, want)
		}
	}
}

// TestExerciseResult plays one wrong step under a terminal and quits:
// --result holds the attempt.
func TestExerciseResult(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "attempt.json")
	u := startTUI(t, []string{"exercise", "backtrack", "--seed", "1", "--name", "ada", "--result", out}, nil, false)
	if !u.waitFor("Carry the search on", 0, frameWait) {
		t.Fatalf("no exercise on screen; output %q", tail([]byte(u.out.String())))
	}
	// The cursor starts on the row being filled, column 0: the instance
	// of seed 1 lifts a queen there instead (TestGolden in ui/exercise).
	u.ptmx.Write([]byte(" "))
	if !u.waitFor("wrong steps", 0, frameWait) {
		t.Fatalf("no grade on screen; output %q", tail([]byte(u.out.String())))
	}
	u.ptmx.Write([]byte("q"))
	select {
	case <-u.exited:
	case <-time.After(exitWait):
		t.Fatalf("no exit %v after q", exitWait)
	}
	if code := u.cmd.ProcessState.ExitCode(); code != exitOK {
		t.Fatalf("exit %d", code)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var a exercise.Attempt
	if err := json.Unmarshal(b, &a); err != nil {
		t.Fatalf("%v: %s", err, b)
	}
	if a.Student != "ada" || a.Kind != exercise.Backtrack || a.Seed != 1 || a.N != 6 || a.Score != 0 || a.OutOf != 1 || a.Wrong != 1 || a.Finished {
		t.Errorf("the result is %+v", a)
	}
}
