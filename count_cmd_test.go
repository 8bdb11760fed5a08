package main

import (
	"bytes"
	"context"
	"errors"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
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
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(20*time.Millisecond, cancel)
	var out, errOut bytes.Buffer
	err := runCount(ctx, &out, &errOut, 20, solver.CountOptions{Workers: 2})
	if !errors.Is(err, errInterrupted) {
		t.Errorf("interrupted count: err = %v, want errInterrupted", err)
	}
	if out.Len() != 0 || errOut.Len() != 0 {
		t.Errorf("interrupted count printed %q and %q", out.String(), errOut.String())
	}
}

func TestCountBar(t *testing.T) {
	for _, tc := range []struct {
		done, total int
		elapsed     time.Duration
		want        string
	}{
		{0, 0, 2 * time.Second, "counting… 0:02"},
		{0, 100, 2 * time.Second, "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░   0%  0:02 elapsed  ETA --:--"},
		{50, 100, 90 * time.Second, "███████████████░░░░░░░░░░░░░░░  50%  1:30 elapsed  ETA 1:30"},
		{1, 4, time.Hour, "███████░░░░░░░░░░░░░░░░░░░░░░░  25%  1:00:00 elapsed  ETA 3:00:00"},
		{100, 100, 5 * time.Second, "██████████████████████████████ 100%  0:05 elapsed  ETA 0:00"},
	} {
		if got := countBarLine(tc.done, tc.total, tc.elapsed, 0); got != tc.want {
			t.Errorf("countBarLine(%d, %d, %v) = %q, want %q", tc.done, tc.total, tc.elapsed, got, tc.want)
		}
	}

	// Fitted to a terminal, the line leaves the last three columns free
	// for the "^C" the terminal echoes (before, the echo wrapped at 60
	// columns and the clearing erased the wrong line): the bar shrinks,
	// then goes, then whole fields go, never part of a number.
	for _, tc := range []struct {
		width int
		want  string
	}{
		{100, "███████████████░░░░░░░░░░░░░░░  50%  1:30 elapsed  ETA 1:30"},
		{40, "████░░░░  50%  1:30 elapsed  ETA 1:30"},
		{31, " 50%  1:30 elapsed  ETA 1:30"},
		{30, " 50%  ETA 1:30"},
		{12, " 50%"},
		{6, ""},
	} {
		got := countBarLine(50, 100, 90*time.Second, tc.width)
		if got != tc.want {
			t.Errorf("countBarLine at width %d = %q, want %q", tc.width, got, tc.want)
		}
	}
	for width := 1; width <= 120; width++ {
		for _, el := range []time.Duration{0, 2 * time.Second, 90 * time.Second, 5 * time.Hour} {
			for _, line := range []string{countBarLine(0, 0, el, width), countBarLine(1, 3, el, width), countBarLine(0, 7, el, width)} {
				if w := ansi.StringWidth(line); w > max(width-3, 0) {
					t.Fatalf("at width %d the line %q is %d wide: no room for the ^C echo", width, line, w)
				}
				if line != "" && !strings.HasSuffix(line, "%") && !strings.HasSuffix(line, "…") && !countBarEnd.MatchString(line) {
					t.Fatalf("at width %d the line %q ends inside a field", width, line)
				}
			}
		}
	}

	// The bar draws with carriage returns, at most every 100ms, and clears
	// its line before the result is printed.
	var w countLockedBuffer
	b := startCountBar(&w)
	b.update(3, 10)
	b.update(2, 10) // reported late by another worker: ignored
	time.Sleep(countBarDelay + 3*countBarRedraw)
	b.stop()
	got := w.String()
	if !strings.Contains(got, "\r███") || !strings.Contains(got, " 30% ") {
		t.Errorf("bar output %q lacks a 30%% bar drawn after \\r", got)
	}
	if !strings.HasSuffix(got, "\r\x1b[K") {
		t.Errorf("bar output %q does not end by clearing the line", got)
	}
	// About 600ms at most 10 times a second: 6 redraws and the clearing.
	if n := strings.Count(got, "\r"); n > 8 {
		t.Errorf("bar redrawn %d times in %v", n, countBarDelay+3*countBarRedraw)
	}
}

// countBarEnd matches the end of a whole time field.
var countBarEnd = regexp.MustCompile(`(ETA --:--|\d:\d\d( elapsed)?)$`)

// countLockedBuffer is a bytes.Buffer safe for the bar's goroutine and the test.
type countLockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *countLockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *countLockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
