package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGrades sums the hand-made results file into the gradebooks written
// by hand beside it (testdata/grades: best.csv, last.csv, best.json,
// last.json): several attempts at a kind, two attempts at one time (last
// takes the one read last), two best attempts of one score, a line out of
// time order, predict questions summed, a name that CSV must quote. A
// file of only a header and an empty file add nothing.
func TestGrades(t *testing.T) {
	dir := filepath.Join("testdata", "grades")
	results := filepath.Join(dir, "results.csv")
	for _, tc := range []struct {
		args   []string
		golden string
	}{
		{nil, "best.csv"},
		{[]string{"--attempt", "best", "--format", "csv"}, "best.csv"},
		{[]string{"--attempt", "last"}, "last.csv"},
		{[]string{"--format", "json"}, "best.json"},
		{[]string{"--attempt", "last", "--format", "json"}, "last.json"},
		{[]string{filepath.Join(dir, "header-only.csv"), filepath.Join(dir, "empty.csv")}, "best.csv"},
	} {
		want, err := os.ReadFile(filepath.Join(dir, tc.golden))
		if err != nil {
			t.Fatal(err)
		}
		args := append([]string{"grades", results}, tc.args...)
		stdout, stderr, code := execute(t, args...)
		if code != exitOK || stderr != "" || stdout != string(want) {
			t.Errorf("%s: exit %d, stderr %q, stdout:\n%s\nwant %s:\n%s", strings.Join(args, " "), code, stderr, stdout, tc.golden, want)
		}
	}
	for _, name := range []string{"empty.csv", "header-only.csv"} {
		path := filepath.Join(dir, name)
		for format, want := range map[string]string{"csv": "username\n", "json": "[]\n"} {
			stdout, stderr, code := execute(t, "grades", path, "--format", format)
			if code != exitOK || stderr != "" || stdout != want {
				t.Errorf("grades %s --format %s: exit %d, stderr %q, stdout %q; want %q", name, format, code, stderr, stdout, want)
			}
		}
	}
}

// TestGradesRefusals: a broken line names its file and line; an unknown
// column, a missing file, no file, a bad flag: one line, status 2, no
// gradebook.
func TestGradesRefusals(t *testing.T) {
	dir := t.TempDir()
	unknown := filepath.Join(dir, "unknown.csv")
	if err := os.WriteFile(unknown, []byte("time,room,student,activity,kind,seed,score,out_of,wrong_steps,seconds,email\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	short := filepath.Join(dir, "short.csv")
	if err := os.WriteFile(short, []byte("time,room,student,activity,kind,seed,score,out_of,wrong_steps,seconds\n2026-12-02T09:00:00Z,r1,ada\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{filepath.Join("testdata", "grades", "results.csv"), filepath.Join("testdata", "grades", "broken.csv")},
			`nqueens: testdata/grades/broken.csv:3: seed "x" is not a whole number`},
		{[]string{unknown}, `nqueens: ` + unknown + `:1: unknown column "email"; a results file has the columns time,room,student,activity,kind,seed,score,out_of,wrong_steps,seconds`},
		{[]string{short}, `nqueens: ` + short + `:2: wrong number of fields`},
		{[]string{filepath.Join(dir, "none.csv")}, "nqueens: open " + filepath.Join(dir, "none.csv") + ": no such file or directory"},
		{nil, "nqueens: requires at least 1 arg(s), only received 0"},
		{[]string{unknown, "--attempt", "first"}, `nqueens: --attempt must be best or last`},
		{[]string{unknown, "--format", "xml"}, `nqueens: --format must be csv or json`},
	} {
		args := append([]string{"grades"}, tc.args...)
		stdout, stderr, code := execute(t, args...)
		if code != exitUsage || stdout != "" || !strings.HasPrefix(stderr, tc.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want 2 and %q", strings.Join(args, " "), code, stdout, stderr, tc.want)
		}
	}
}
