package cmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
	"github.com/nqueens/nqueens/internal/count/shard"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/testkit"
	"github.com/nqueens/nqueens/solver/replay"
)

// The lesson parser refuses these before anything is shown (a lesson is
// text): its error path is checked with them, the views without.
var notInLessons = []string{"NUL", "raw byte 0x9b", "invalid UTF-8"}

const traceMeta = `{"kind":"meta","n":4,"algo":"array"}` + "\n"

// checkShown fails the test if out, what a command printed, holds one of
// testkit.Hostile raw, or lacks want, the escaped text that shows the
// hostile bytes were printed (shown, not dropped).
func checkShown(t *testing.T, what, out string, want ...string) {
	t.Helper()
	if obeyed := testkit.Obeyed(out); len(obeyed) > 0 {
		t.Errorf("%s: printed raw: %s\n%q", what, strings.Join(obeyed, ", "), out)
	}
	for _, w := range want {
		if !strings.Contains(out, w) {
			t.Errorf("%s: %q not shown\n%q", what, w, out)
		}
	}
}

// TestHostileTextReports: text from a file, a file's name and a shard's
// version reach the reports and the error line escaped, in the
// convention of internal/kit/text; the JSON report stays JSON and holds no
// raw control either.
func TestHostileTextReports(t *testing.T) {
	t.Parallel()
	hostile := testkit.HostileText()
	trace := writeFile(t, "ev.jsonl", traceMeta+hostile+"\n")
	dir := t.TempDir()
	lessonHostile := testkit.HostileText(notInLessons...)
	lessonFile := filepath.Join(dir, "esc.md")
	os.WriteFile(lessonFile, []byte("# Title "+lessonHostile+"\n\n---\nn: 4\n\nCaption "+lessonHostile+"\n"), 0o600)
	badLesson := filepath.Join(dir, "bad.md")
	os.WriteFile(badLesson, []byte("# Title\n---\nn: 4\nbogus "+lessonHostile+": 1\n"), 0o600)
	textLesson := filepath.Join(dir, "nul.md")
	os.WriteFile(textLesson, []byte("# Title\n---\nn: 4\n\n"+hostile+"\n"), 0o600)
	// A file name holds anything but NUL and /.
	missing := filepath.Join(dir, testkit.HostileText("NUL"))
	long := writeFile(t, "long.jsonl", traceMeta+hostile+strings.Repeat("x", 100_000)+"\n")

	for _, tc := range []struct {
		name string
		args []string
		want []string
	}{
		{"lesson --check", []string{"lesson", "--check", lessonFile}, []string{`Title \x1b]0;PWN\a \x1b]52;c;cHduZWQ=\a`}},
		{"replay --check", []string{"replay", "--check", trace}, []string{`the line: \x1b]0;PWN\a \x1b]52;c;cHduZWQ=\a \x1b[2JQ1 \u009b2JQ2 Q3\aQ3 Q4\rQ4 Q5\x7fQ5 Q6\x00Q6 Q7`}},
		{"replay --check, a 100 KB line", []string{"replay", "--check", long}, []string{"longer than"}},
		{"replay --check of a missing file", []string{"replay", "--check", missing}, []string{`\x1b]0;PWN\a`, `Q4\rQ4`}},
		{"replay of a missing file", []string{"replay", missing}, nil},
		{"lesson, a refused line", []string{"lesson", "--check", badLesson}, []string{`bogus \x1b]0;PWN\a`}},
		{"lesson, not text", []string{"lesson", "--check", textLesson}, []string{"NUL byte"}},
		{"lesson of a missing file", []string{"lesson", missing}, []string{"neither a built-in lesson"}},
		{"count --merge of a missing file", []string{"count", "--merge", missing}, []string{`\x1b]0;PWN\a`}},
		{"gif -o in a missing folder", []string{"gif", "-n", "4", "-o", filepath.Join(missing, "x.gif")}, []string{`\x1b]0;PWN\a`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stdout, stderr, code := execute(t, tc.args...)
			if ok := tc.name == "lesson --check"; (code == exitOK) != ok {
				t.Errorf("exit %d; want 0 only for the lesson read", code)
			}
			checkShown(t, strings.Join(tc.args, " "), stdout+stderr, tc.want...)
			if len(stdout)+len(stderr) > 4096 {
				t.Errorf("%d bytes of report, want a few lines", len(stdout)+len(stderr))
			}
		})
	}

	stdout, stderr, _ := execute(t, "replay", "--check", "--format", "json", trace)
	checkShown(t, "replay --check --format json", stdout+stderr)
	var report struct{ Got string }
	if err := json.Unmarshal([]byte(stdout), &report); err != nil || !strings.HasPrefix(report.Got, "\x1b]0;PWN\a \x1b]52") {
		t.Errorf("replay --check --format json: %v, got %q in %s", err, report.Got, stdout)
	}
}

// TestHostileShardVersion: a shard line forged with its checksum
// recomputed (the sum has no key) names a version that is a terminal's
// command; count --merge names it in its refusal, escaped.
func TestHostileShardVersion(t *testing.T) {
	t.Parallel()
	one, _, code := execute(t, "count", "6", "--shard", "1/2")
	two, _, code2 := execute(t, "count", "6", "--shard", "2/2")
	if code != exitOK || code2 != exitOK {
		t.Fatalf("count --shard: exit %d, %d", code, code2)
	}
	r, err := shard.Decode([]byte(strings.TrimSpace(two)))
	if err != nil {
		t.Fatal(err)
	}
	// (JSON holds text: a version that is not UTF-8 does not decode.)
	r.Version = testkit.HostileText("raw byte 0x9b", "invalid UTF-8")
	file := writeFile(t, "shards", one+string(r.Encode())+"\n")
	stdout, stderr, code := execute(t, "count", "--merge", file)
	if code == exitOK || !strings.Contains(stderr, "foreign shard") {
		t.Fatalf("exit %d, %q %q; want the foreign shard refused", code, stdout, stderr)
	}
	checkShown(t, "count --merge", stdout+stderr, `version \x1b]0;PWN\a \x1b]52;c;cHduZWQ=\a`)
}

// TestHostileTextOnTheTerminal: the replay and lesson views show what a
// trace and a lesson file hold on a real terminal (a pty), escaped: its
// title and clipboard are not written, nor its screen cleared. A lesson's
// character references (&#27; is ESC) are escaped too.
func TestHostileTextOnTheTerminal(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	trace := filepath.Join(dir, "ev.jsonl")
	os.WriteFile(trace, []byte(traceMeta+testkit.HostileText()+"\n"), 0o600)
	h := testkit.HostileText(notInLessons...)
	lessonFile := filepath.Join(dir, "esc.md")
	os.WriteFile(lessonFile, []byte("# T"+h+"\n\n---\nn: 4\n\n&#27;]0;ENT&#7; &#13;Q9 &#x9b;\n\n"+h+"\n"), 0o600)
	for _, tc := range []struct {
		name string
		args []string
		want []string
	}{
		{"replay", []string{"replay", trace}, []string{`\x1b]0;PWN\a`, "ev.jsonl"}},
		{"lesson", []string{"lesson", lessonFile}, []string{`T\x1b]0;PWN\a`, `\x1b]0;ENT\a`, `\rQ9`, `\x1b]52;c;cHduZWQ=\a`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			u := startTUI(t, tc.args, nil, true)
			// The first frame, the sign of a view drawn, and then the last
			// of what it must show.
			last := tc.want[len(tc.want)-1]
			shown := func() bool { return strings.Contains(ansi.Strip(u.out.String()), last) }
			if !u.waitFor(enterAltScreen, 0, frameWait) || !testkit.WaitUntil(frameWait, shown) {
				t.Fatalf("no frame showing %q in %v: %q", last, frameWait, tail([]byte(u.out.String())))
			}
			u.ptmx.Write([]byte("q"))
			select {
			case <-u.exited:
			case <-time.After(exitWait):
				t.Fatalf("still running %v after q", exitWait)
			}
			out := u.out.String()
			checkShown(t, tc.name, out)
			// The escapes shown may be split by styling.
			checkShown(t, tc.name, ansi.Strip(out), tc.want...)
			for _, raw := range []string{"\x1b]0;ENT", "\rQ9"} {
				if strings.Contains(out, raw) {
					t.Errorf("%q printed raw", raw)
				}
			}
		})
	}
}

// FuzzReplayReport: whatever line a trace holds, the report of replay
// --check and the error line hold no control a terminal obeys (text: none
// but the newlines between lines; JSON: none at all), and are UTF-8.
func FuzzReplayReport(f *testing.F) {
	f.Add(testkit.HostileText())
	f.Add(`{"step":1,"kind":"try","row":0,"col":` + "\x1b]0;x\x07}")
	f.Add(`{"step":1,"kind":"` + "\u009b2J" + `","row":0,"col":0}`)
	f.Fuzz(func(t *testing.T, line string) {
		for _, format := range replayFormats {
			var out strings.Builder
			err := runReplayCheck(t.Context(), &out, i18n.En, strings.NewReader(traceMeta+line+"\n"), replay.Options{}, format)
			report := out.String()
			if err != nil {
				report += "nqueens: " + oneLine(err.Error()) + "\n"
			}
			if !utf8.ValidString(report) {
				t.Fatalf("%s report of %q: not UTF-8: %q", format, line, report)
			}
			for _, r := range report {
				if (r < 0x20 && r != '\n') || (r >= 0x7f && r <= 0x9f) {
					t.Fatalf("%s report of %q holds %U: %q", format, line, r, report)
				}
			}
		}
	})
}
