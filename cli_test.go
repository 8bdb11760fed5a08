package main

import (
	"bytes"
	"strings"
	"testing"
)

// execute runs the command line in-process and returns what it printed and
// its exit status.
func execute(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = runWith(args, &out, &errOut)
	return out.String(), errOut.String(), code
}

// TestUsageErrors: every malformed command line gets exactly one line on
// stderr, nothing on stdout, and exit status 2.
func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"trace"},
		{"trace", "abc"},
		{"trace", "0"},
		{"trace", "-1"},
		{"count", "-1"},
		{"solve", "-12"},
		{"trace", "65"},
		{"trace", "4", "5"},
		{"trace", "4", "--algo", "quick"},
		{"trace", "4", "--format", "xml"},
		{"trace", "4", "--limit", "-3"},
		{"trace", "4", "--bogus"},
		{"nonsense"},
		{"--size", "0"},
		{"--size", "abc"},
		{"--algo", "x"},
		{"--speed", "0"},
		{"--theme", "blue"},
		{"gif", "--theme", "Dark", "-o", "x.gif"},
	} {
		stdout, stderr, code := execute(t, args...)
		if code != exitUsage {
			t.Errorf("%q: exit %d, want %d", args, code, exitUsage)
		}
		if stdout != "" {
			t.Errorf("%q: printed %q on stdout", args, stdout)
		}
		if len(args) == 2 && strings.HasPrefix(args[1], "-") && strings.Trim(args[1], "-0123456789") == "" &&
			!strings.Contains(stderr, "N must be") {
			t.Errorf("%q: stderr %q does not say what N must be", args, stderr)
		}
		if lines := strings.Count(stderr, "\n"); lines != 1 || !strings.HasPrefix(stderr, "nqueens: ") {
			t.Errorf("%q: stderr %q, want one line starting with \"nqueens: \"", args, stderr)
		}
	}
}
