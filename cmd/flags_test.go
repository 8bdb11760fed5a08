package cmd

import (
	"strings"
	"testing"
)

// TestAlgoUsageErrors: options of another strategy (in the visualizer and
// gif too) and min-conflicts' limits are refused with one line and status 2.
func TestAlgoUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		says string
	}{
		{[]string{"trace", "4", "--mrv"}, "--mrv is an option of --algo fc"},
		{[]string{"trace", "4", "--algo", "fc", "--seed", "2"}, "--seed is an option of --algo min-conflicts"},
		{[]string{"trace", "4", "--algo", "min-conflicts", "--start", "lazy"}, "--start must be greedy, random or quick"},
		{[]string{"trace", "65", "--algo", "min-conflicts"}, "N must be from 1 to 64"},
		{[]string{"solve", "8", "--algo", "min-conflicts", "--limit", "2"}, "finds one solution"},
		{[]string{"solve", "100", "--algo", "min-conflicts"}, "only with --format cols"},
		{[]string{"solve", "100", "--algo", "min-conflicts", "--format", "leetcode"}, "only with --format cols"},
		{[]string{"solve", "10000001", "--algo", "min-conflicts", "--format", "cols"}, "N must be from 1 to 10000000"},
		{[]string{"solve", "100000", "--algo", "min-conflicts", "--start", "random", "--format", "cols"}, "--start random costs"},
		{[]string{"solve", "65", "--algo", "fc"}, "N must be from 1 to 64"},
		{[]string{"solve", "8", "--algo", "fc", "--from", "2"}, "--from needs --algo array or bitmask"},
		{[]string{"solve", "8", "--algo", "min-conflicts", "--unique"}, "--unique needs"},
		{[]string{"--mrv"}, "--mrv is an option of --algo fc"},
		{[]string{"--algo", "fc", "--start", "random"}, "--start is an option of --algo min-conflicts"},
		{[]string{"gif", "--algo", "bitmask", "--seed", "3", "-o", "x.gif"}, "--seed is an option of --algo min-conflicts"},
		{[]string{"gif", "--algo", "min-conflicts", "--seed", "x", "-o", "x.gif"}, "--seed must be a whole number"},
		{[]string{"tree", "4", "--algo", "min-conflicts"}, "has no search tree"},
		{[]string{"tree", "8", "--algo", "construct"}, "has no search tree: it is an explicit construction"},
		{[]string{"solve", "8", "--algo", "construct", "--limit", "2"}, "--algo construct finds one solution"},
		{[]string{"solve", "100", "--algo", "construct"}, "only with --format cols"},
		{[]string{"solve", "1000000001", "--algo", "construct", "--format", "cols"}, "N must be from 1 to 1000000000"},
		{[]string{"solve", "8", "--algo", "construct", "--from", "2"}, "--from needs --algo array or bitmask"},
		{[]string{"trace", "8", "--algo", "construct", "--mrv"}, "--mrv is an option of --algo fc"},
		{[]string{"trace", "65", "--algo", "construct"}, "N must be from 1 to 64"},
	} {
		stdout, stderr, code := execute(t, tc.args...)
		if code != exitUsage || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, tc.says) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want status 2 saying %q", tc.args, code, stdout, stderr, tc.says)
		}
	}
}

// TestParserErrorsInEachLanguage: pflag's and cobra's own complaints (an
// unknown flag, a flag without its value, a bad syntax, too few or too
// many arguments, a word after a command that takes none) were English
// under --lang zh and es; they are worded in the line's language now, the
// English as the parsers wrote it, through the whole runner.
func TestParserErrorsInEachLanguage(t *testing.T) {
	for _, args := range [][]string{{"--bogus"}, {"count", "-x"}, {"count", "--workers"}, {"count", "---x"}, {"grades"}, {"exercise", "a", "b"}, {"man", "x"}} {
		_, en, code := execute(t, append([]string{"--lang", "en"}, args...)...)
		if code != exitUsage {
			t.Fatalf("%q: exit %d, want %d", args, code, exitUsage)
		}
		for _, l := range []string{"zh", "es"} {
			_, got, code := execute(t, append([]string{"--lang", l}, args...)...)
			if code != exitUsage || got == en || strings.Contains(got, "flag") || strings.Contains(got, "received") || strings.Contains(got, "unknown") {
				t.Errorf("--lang %s %q: exit %d, %q (English: %q)", l, args, code, got, en)
			}
		}
	}
}
