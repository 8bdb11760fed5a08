package cmd

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nqueens/nqueens/solver"
)

func TestCountCommand(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"count", "1"}, "1\n"},
		{[]string{"count", "2"}, "0\n"},
		{[]string{"count", "3"}, "0\n"},
		{[]string{"count", "4"}, "2\n"},
		{[]string{"count", "6", "--unique"}, "1\n"},
		{[]string{"count", "8"}, "92\n"},
		{[]string{"count", "8", "--unique"}, "12\n"},
		{[]string{"count", "10", "--workers", "1"}, "724\n"},
		{[]string{"count", "12", "--workers", "3"}, "14200\n"},
		{[]string{"count", "--unique", "12"}, "1787\n"},
	} {
		stdout, stderr, code := execute(t, tc.args...)
		if code != exitOK || stdout != tc.want || stderr != "" {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 0, stdout %q and no stderr (not a terminal)",
				tc.args, code, stdout, stderr, tc.want)
		}
	}
}

func TestCountCommandUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"count"},
		{"count", "-1"},
		{"count", "0"},
		{"count", "33"},
		{"count", "abc"},
		{"count", "8", "9"},
		{"count", "8", "--workers", "0"},
		{"count", "8", "--workers", "-2"},
		{"count", "8", "--workers", "many"},
		{"count", "8", "--bogus"},
	} {
		stdout, stderr, code := execute(t, args...)
		if code != exitUsage || stdout != "" {
			t.Errorf("%q: exit %d, stdout %q; want exit %d and no output", args, code, stdout, exitUsage)
		}
		if strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "nqueens: ") {
			t.Errorf("%q: stderr %q, want one line starting with \"nqueens: \"", args, stderr)
		}
	}
}

func TestCountInterrupted(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(20*time.Millisecond, cancel)
	var out, errOut bytes.Buffer
	err := runCount(ctx, &out, &errOut, 20, solver.CountOptions{Workers: 2}, func(int, int) error { return nil })
	if !errors.Is(err, errInterrupted) {
		t.Errorf("interrupted count: err = %v, want errInterrupted", err)
	}
	if out.Len() != 0 || errOut.Len() != 0 {
		t.Errorf("interrupted count printed %q and %q", out.String(), errOut.String())
	}
}

// TestPublishAnswer: the answer goes out whole and the command is marked
// published (its status 0 whatever comes after), or a signal came first — before it, or while the write
// was blocked on a full pipe — and nothing was written (errInterrupted).
func TestPublishAnswer(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	pub := &publication{}
	if err := publishAnswer(context.WithValue(context.Background(), publicationKey{}, pub), &out, "14200\n"); err != nil || !pub.done.Load() || out.String() != "14200\n" {
		t.Errorf("publish: %v, wrote %q", err, out.String())
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	out.Reset()
	if err := publishAnswer(ctx, &out, "14200\n"); !errors.Is(err, errInterrupted) || out.Len() != 0 {
		t.Errorf("publish after the signal: %v, wrote %q", err, out.String())
	}

	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	// Fill the pipe, so that the next write blocks. (Fd once: each call
	// puts the file in blocking mode, as publish needs it after.)
	fd := int(w.Fd())
	if err := syscall.SetNonblock(fd, true); err != nil {
		t.Fatal(err)
	}
	chunk := make([]byte, 4096)
	for {
		if _, err := syscall.Write(fd, chunk); err != nil {
			break
		}
	}
	if err := syscall.SetNonblock(fd, false); err != nil {
		t.Fatal(err)
	}
	ctx, cancel = context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	done := make(chan error, 1)
	go func() { done <- publishAnswer(ctx, w, "14200\n") }() // w blocks, as stdout does
	select {
	case err := <-done:
		if !errors.Is(err, errInterrupted) {
			t.Errorf("publish to a full pipe, signal at 50ms: %v; want errInterrupted", err)
		}
	case <-time.After(time.Minute):
		t.Fatal("publish to a full pipe still blocked a minute after the signal")
	}
}

// TestCountMemory: --memory bounds the join's tables: a whole count past it
// counts by backtracking (the same total, A000170), a shard, whose task list
// is fixed, is refused; a size that is not one is a usage error. N=14 is
// the smallest board the join counts: the limit is met or not at any size
// (N=15 took three times as long).
func TestCountMemory(t *testing.T) {
	t.Parallel()
	if stdout, stderr, code := execute(t, "count", "14", "--memory", "1K"); code != exitOK || stdout != fmt.Sprintln(oeisAll[14]) {
		t.Errorf("count 14 --memory 1K: exit %d, %q, %q; want %d by backtracking", code, stdout, stderr, oeisAll[14])
	}
	if stdout, stderr, code := execute(t, "count", "14", "--memory", "1K", "--shard", "1/2"); code != exitFailure || stdout != "" || !strings.Contains(stderr, "memory limit") {
		t.Errorf("count 14 --memory 1K --shard 1/2: exit %d, %q, %q; want it refused", code, stdout, stderr)
	}
	if stdout, _, code := execute(t, "count", "14", "--memory", "512MiB"); code != exitOK || stdout != fmt.Sprintln(oeisAll[14]) {
		t.Errorf("count 14 --memory 512MiB: exit %d, %q", code, stdout)
	}
	for _, bad := range []string{"12x", "-1", "99999999999T", ""} {
		if _, _, code := execute(t, "count", "14", "--memory", bad); code != exitUsage {
			t.Errorf("--memory %q: exit %d, want %d", bad, code, exitUsage)
		}
	}
}

// TestCountHelpRange: the help's ranges are the solver's — the boards
// Count takes and those it joins half boards on — not figures that go
// stale when the join grows.
func TestCountHelpRange(t *testing.T) {
	stdout, _, code := execute(t, "count", "--help")
	lo, hi := solver.JoinRange()
	for _, want := range []string{
		fmt.Sprintf("N from 1 to %d)", solver.MaxCountN),
		fmt.Sprintf("From N=%d to %d it joins half boards", lo, hi),
	} {
		if code != exitOK || !strings.Contains(stdout, want) {
			t.Errorf("count --help: exit %d, want it to say %q:\n%s", code, want, stdout)
		}
	}
}
