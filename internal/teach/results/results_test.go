package results

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/nqueens/nqueens/internal/kit/safefile"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/internal/teach/predict"
)

var at = time.Date(2026, 12, 2, 9, 14, 3, 0, time.FixedZone("CET", 3600))

const header = "time,room,student,activity,kind,seed,score,out_of,wrong_steps,seconds\n"

func attempt(student string, score int) exercise.Attempt {
	return exercise.Attempt{Student: student, Kind: exercise.Backtrack, Seed: 812, N: 6, Score: score, OutOf: 9, Wrong: 9 - score, Seconds: 95.4, Finished: true}
}

func record(t *testing.T, student string, score int) Record {
	t.Helper()
	r, err := FromAttempt(at, "3f9a01c2", attempt(student, score))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestLines: the lines written for an exercise and a question, as the
// format says, the time in UTC.
func TestLines(t *testing.T) {
	path := filepath.Join(t.TempDir(), "results.csv")
	w, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	q := predict.Reveal{Question: predict.Question{Kind: predict.Attacker}, Given: predict.SquareAnswer(0, 1), Right: true}
	right, ok1 := FromReveal(at, "3f9a01c2", "ada", q, 6.2)
	q.Right = false
	wrong, ok2 := FromReveal(at, "3f9a01c2", "alan", q, 3)
	q.Skipped = true
	_, ok3 := FromReveal(at, "3f9a01c2", "grace", q, 3)
	if !ok1 || !ok2 || ok3 {
		t.Fatalf("FromReveal's ok: %v, %v, %v; want an answer's line and none for a skip", ok1, ok2, ok3)
	}
	for _, r := range []Record{record(t, "ada", 7), right, wrong} {
		if err := w.Write(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	want := header +
		"2026-12-02T08:14:03Z,3f9a01c2,ada,exercise,backtrack,812,7,9,2,95.4\n" +
		"2026-12-02T08:14:03Z,3f9a01c2,ada,predict,attacker,,1,1,0,6.2\n" +
		"2026-12-02T08:14:03Z,3f9a01c2,alan,predict,attacker,,0,1,1,3\n"
	if string(got) != want {
		t.Errorf("the file:\n%s\nwant:\n%s", got, want)
	}
	if info, _ := os.Stat(path); info.Mode().Perm()&0o077 != 0 {
		t.Errorf("a new results file has mode %v; it holds marks, want it this user's only", info.Mode())
	}
	recs, err := Parse(path, got)
	if err != nil || len(recs) != 3 || !recs[0].Time.Equal(at) || recs[0] != (Record{Time: recs[0].Time, Room: "3f9a01c2", Student: "ada", Activity: Exercise, Kind: "backtrack", Seed: 812, Score: 7, OutOf: 9, Wrong: 2, Seconds: 95.4}) {
		t.Errorf("read back: %+v, %v", recs, err)
	}
}

func TestUnfinishedAttemptRefused(t *testing.T) {
	a := attempt("ada", 3)
	a.Finished = false
	if _, err := FromAttempt(at, "r", a); err == nil {
		t.Error("an attempt left before its end made a line")
	}
}

// TestConcurrentAppends: 50 goroutines writing 20 lines each make one
// header and 1000 whole lines, each read back once.
func TestConcurrentAppends(t *testing.T) {
	path := filepath.Join(t.TempDir(), "results.csv")
	w, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 50*20)
	for g := range 50 {
		var recs []Record
		for i := range 20 {
			recs = append(recs, record(t, fmt.Sprintf("s%02d-%02d", g, i), i%10))
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, r := range recs {
				errs <- w.Write(r)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	w.Close()
	data, _ := os.ReadFile(path)
	if n := strings.Count(string(data), "time,room"); n != 1 || !strings.HasPrefix(string(data), header) {
		t.Errorf("%d headers, or not first", n)
	}
	if n := strings.Count(string(data), "\n"); n != 1001 {
		t.Errorf("%d lines, want 1001", n)
	}
	recs, err := Parse(path, data)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, r := range recs {
		seen[r.Student] = true
	}
	if len(recs) != 1000 || len(seen) != 1000 {
		t.Errorf("%d records of %d students, want 1000 of 1000", len(recs), len(seen))
	}
}

// TestHeaderOnce: a second writer, opened after the first closed, appends
// under the same header; a file that has lines keeps them.
func TestHeaderOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "results.csv")
	for _, name := range []string{"ada", "alan"} {
		w, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := w.Write(record(t, name, 5)); err != nil {
			t.Fatal(err)
		}
		w.Close()
	}
	data, _ := os.ReadFile(path)
	want := header +
		"2026-12-02T08:14:03Z,3f9a01c2,ada,exercise,backtrack,812,5,9,4,95.4\n" +
		"2026-12-02T08:14:03Z,3f9a01c2,alan,exercise,backtrack,812,5,9,4,95.4\n"
	if string(data) != want {
		t.Errorf("after two writers:\n%s\nwant:\n%s", data, want)
	}
}

// TestNamesSanitised: a student's name from a client with a newline, a
// comma, quotes and an escape sequence stays on its line, escaped.
func TestNamesSanitised(t *testing.T) {
	path := filepath.Join(t.TempDir(), "results.csv")
	w, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Write(record(t, "eve\n2026-01-01T00:00:00Z,x,mallory,\"q\"\x1b[2J", 9)); err != nil {
		t.Fatal(err)
	}
	if err := w.Write(record(t, strings.Repeat("x", 5000), 9)); err != nil {
		t.Fatal(err)
	}
	w.Close()
	data, _ := os.ReadFile(path)
	if bytes.ContainsRune(data, 0x1b) || strings.Count(string(data), "\n") != 3 {
		t.Errorf("the file holds an escape or a line too many:\n%q", data)
	}
	recs, err := Parse(path, data)
	if err != nil || len(recs) != 2 {
		t.Fatalf("read back: %v, %v", recs, err)
	}
	if want := `eve\n2026-01-01T00:00:00Z,x,mallory,"q"\x1b[2J`; recs[0].Student != want {
		t.Errorf("the name read back: %q, want %q", recs[0].Student, want)
	}
	if n := len([]rune(recs[1].Student)); n != maxField+1 {
		t.Errorf("a name of 5000 characters kept as %d, want it cut to %d and …", n, maxField)
	}
}

// TestOpenRefuses: a symbolic link, a FIFO (with no reader, and with one:
// neither waits), and (as root) a file of another user in a sticky folder
// everyone writes to are refused and left as they were.
func TestOpenRefuses(t *testing.T) {
	dir := t.TempDir()
	victim := filepath.Join(dir, "victim")
	if err := os.WriteFile(victim, []byte("victim"), 0o644); err != nil {
		t.Fatal(err)
	}
	link, fifo := filepath.Join(dir, "link"), filepath.Join(dir, "fifo")
	if err := os.Symlink(victim, link); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	check := func(path string, want error) {
		t.Helper()
		w, err := Open(path)
		if !errors.Is(err, want) {
			t.Errorf("Open(%s): %v, want %v", path, err, want)
		}
		if w != nil {
			w.Close()
		}
	}
	check(link, safefile.ErrSymlink)
	check(fifo, safefile.ErrNotRegular)
	reader, err := os.OpenFile(fifo, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		t.Fatal(err)
	}
	check(fifo, safefile.ErrNotRegular)
	reader.Close()
	if got, _ := os.ReadFile(victim); string(got) != "victim" {
		t.Errorf("the link's target now holds %q", got)
	}

	if os.Geteuid() != 0 {
		t.Log("not root: the file of another user is not checked")
		return
	}
	shared := filepath.Join(dir, "shared")
	if err := os.Mkdir(shared, 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(shared, 0o777|os.ModeSticky); err != nil {
		t.Fatal(err)
	}
	theirs := filepath.Join(shared, "results.csv")
	if err := os.WriteFile(theirs, []byte("theirs\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(theirs, 65534, 65534); err != nil {
		t.Fatal(err)
	}
	w, err := Open(theirs)
	// The kernel's protected_regular may refuse the open itself (EACCES);
	// either way nothing is written.
	if err == nil || !(errors.Is(err, safefile.ErrNotOwned) || errors.Is(err, os.ErrPermission)) {
		t.Errorf("Open of another user's file: %v, want it refused", err)
	}
	if w != nil {
		w.Close()
	}
	if got, _ := os.ReadFile(theirs); string(got) != "theirs\n" {
		t.Errorf("their file now holds %q", got)
	}
}
