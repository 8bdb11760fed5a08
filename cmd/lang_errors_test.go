package cmd

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/i18n"
)

// TestErrorsInEachLanguage: a handful of failing command lines, run with
// --lang zh and --lang es, print the catalogue's message in that
// language, with the exit status the English has and no English word of
// it left: the words of the error come from the catalogue, the values
// (a flag's name, a file, a number) are as typed.
func TestErrorsInEachLanguage(t *testing.T) {
	dir := t.TempDir()
	// A shard of two, merged alone: the other is missing.
	shardLine, _, code := execute(t, "count", "8", "--shard", "1/2")
	if code != exitOK {
		t.Fatalf("count 8 --shard 1/2: exit %d", code)
	}
	shards := filepath.Join(dir, "shards.json")
	bad := filepath.Join(dir, "bad.md")
	for name, text := range map[string]string{shards: shardLine, bad: "# T\n\n---\nn: 65\n"} {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, l := range []i18n.Lang{i18n.Zh, i18n.Es} {
		t.Run(l.String(), func(t *testing.T) {
			t.Parallel()
			for _, c := range []struct {
				args []string
				code int
				want string // the error line, without "nqueens: "
			}{
				{[]string{"count", "abc"}, exitUsage, l.Sprintf(i18n.CmdNWhole, "32", `"abc"`)},
				{[]string{"count", "33"}, exitUsage, l.Sprintf(i18n.CmdNRange, "32", "33")},
				// --lang after the bad value: the parser stopped before it.
				{[]string{"count", "8", "--workers", "x"}, exitUsage,
					l.Sprintf(i18n.CmdFlagValue, "--workers", i18n.NewMsg(i18n.CmdMustBeWhole, i18n.NewMsg(i18n.CmdFromTo, "1", strconv.Itoa(maxCountWorkers)), `"x"`))},
				{[]string{"count", "--merge", shards}, exitFailure, l.Sprintf(i18n.MergeMissing, "8", "1", "2", "2")},
				{[]string{"lesson", "--check", bad}, exitUsage,
					l.Sprintf(i18n.ErrAtLine, bad, "4", i18n.NewMsg(i18n.ErrAt, "n", i18n.NewMsg(i18n.LessonFileBadN, `"65"`, "64")))},
			} {
				args := append(c.args, "--lang", l.String())
				_, stderr, code := execute(t, args...)
				_, english, enCode := execute(t, append(c.args, "--lang", "en")...)
				if code != c.code || enCode != c.code {
					t.Errorf("%q: exit %d (English %d), want %d", args, code, enCode, c.code)
				}
				if want := "nqueens: " + c.want + "\n"; stderr != want {
					t.Errorf("%q:\n got %q\nwant %q", args, stderr, want)
				}
				if left := englishLeft(stderr, english, args); len(left) > 0 {
					t.Errorf("%q: %q has English words %q of %q", args, stderr, left, english)
				}
			}
		})
	}
}

// englishLeft are the words of the English message english that are
// still in msg: words of four letters or more, but those of the command
// line args (flags, files, values).
func englishLeft(msg, english string, args []string) []string {
	typed := strings.ToLower(strings.Join(args, " "))
	var left []string
	for _, w := range regexp.MustCompile(`[A-Za-z]{4,}`).FindAllString(english, -1) {
		lw := strings.ToLower(w)
		if lw == "nqueens" || strings.Contains(typed, lw) {
			continue
		}
		if regexp.MustCompile(`\b` + w + `\b`).MatchString(msg) {
			left = append(left, w)
		}
	}
	return left
}
