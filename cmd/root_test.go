package cmd

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/i18n"
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

// TestEveryFlagRejectsBadValues gives every flag of every command the bad
// values one can think of: each gets one line on stderr that names the
// flag, nothing on stdout, and exit status 2 — before any work starts.
func TestEveryFlagRejectsBadValues(t *testing.T) {
	ints := []string{"", "abc", "0x10", "0b1", "1e3", "2.5", " 8", "-99999999999999999999", "99999999999999999999"}
	durations := []string{"", "abc", "-1s", "-1ns", "655.36s", "11m", "1", "99999999999999999999h"}
	for _, tc := range []struct {
		cmd  []string // the command and its required arguments
		flag string
		bad  []string
	}{
		{nil, "--size", append(ints, "0", "65", "-1")},
		{nil, "-n", append(ints, "0", "65")},
		{nil, "--algo", []string{"", "x", "arrays", "array,bitmask"}},
		{nil, "--speed", append(ints, "0", "1000001", "-4", "maxi", "1k")},
		{nil, "--mode", []string{"", "films", "watch,play", "browse", "Watch"}},
		{nil, "--theme", []string{"", "blue", "Dark", "dark,light"}},
		{nil, "--ascii", []string{"maybe", "2"}},
		{nil, "--mouse", []string{"yes please"}},
		{[]string{"count", "8"}, "--workers", append(ints, "0", "-2", "1025")},
		{[]string{"count", "8"}, "--unique", []string{"maybe"}},
		{[]string{"count", "8"}, "--checkpoint-every", []string{"", "abc", "0s", "0", "-1s", "1", "99999999999999999999h"}},
		{[]string{"solve", "8"}, "--format", []string{"", "xml", "json", "board cols"}},
		{[]string{"solve", "8"}, "--limit", append(ints, "0", "-3")},
		{[]string{"solve", "8"}, "--from", append(ints, "0", "-2")},
		{[]string{"trace", "8"}, "--algo", []string{"", "x"}},
		{[]string{"trace", "8"}, "--limit", append(ints, "-1")},
		{[]string{"trace", "8"}, "--format", []string{"", "xml", "board"}},
		{[]string{"gif", "-o", "x.gif"}, "--size", append(ints, "0", "65")},
		{[]string{"gif", "-o", "x.gif"}, "--algo", []string{"x"}},
		{[]string{"gif", "-o", "x.gif"}, "--mode", []string{"", "films"}},
		{[]string{"gif", "-o", "x.gif"}, "--theme", []string{"", "blue", "Light"}},
		{[]string{"gif", "-o", "x.gif"}, "--steps", append(ints, "-1")},
		{[]string{"gif", "-o", "x.gif"}, "--speed", append(ints, "0", "-1", "1000001")},
		{[]string{"gif", "-o", "x.gif"}, "--fps", append(ints, "0", "-1", "51")},
		{[]string{"gif", "-o", "x.gif"}, "--cols", append(ints, "19", "401")},
		{[]string{"gif", "-o", "x.gif"}, "--rows", append(ints, "7", "201")},
		{[]string{"gif", "-o", "x.gif"}, "--keys", []string{"ctrl+alt+nope", "l ll", "F1"}},
		{[]string{"gif", "-o", "x.gif"}, "--key-delay", durations},
		{[]string{"gif", "-o", "x.gif"}, "--hold", durations},
	} {
		for _, bad := range tc.bad {
			args := append(append([]string{}, tc.cmd...), tc.flag+"="+bad)
			if tc.flag == "-n" {
				args = append(append([]string{}, tc.cmd...), "-n", bad)
			}
			stdout, stderr, code := execute(t, args...)
			name := tc.flag
			if name == "-n" {
				name = "--size"
			}
			if code != exitUsage || stdout != "" {
				t.Errorf("%q: exit %d, stdout %q; want exit %d and no output", args, code, stdout, exitUsage)
			}
			if strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "nqueens: "+name+" ") {
				t.Errorf("%q: stderr %q, want one line starting with \"nqueens: %s \"", args, stderr, name)
			}
			if strings.Contains(stderr, "strconv") || strings.Contains(stderr, "invalid argument") {
				t.Errorf("%q: stderr %q shows the parser's error, not what the flag takes", args, stderr)
			}
		}
	}
}

// TestNumbersAreDecimal: flags read numbers as the positional N does, in
// decimal: a leading zero is not octal.
func TestNumbersAreDecimal(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "8", "--from", "010", "--limit", "01", "--format", "cols"}, "1 6 2 5 7 4 0 3\n"}, // solution 10
		{[]string{"solve", "8", "--from", "10", "--limit", "1", "--format", "cols"}, "1 6 2 5 7 4 0 3\n"},
		{[]string{"count", "010"}, "724\n"},
		{[]string{"count", "10", "--workers", "02"}, "724\n"},
		{[]string{"trace", "4", "--limit", "010", "--format", "json"}, ""},
	} {
		stdout, stderr, code := execute(t, tc.args...)
		if code != exitOK {
			t.Errorf("%q: exit %d: %s", tc.args, code, stderr)
		}
		if tc.want == "" {
			if got := strings.Count(stdout, "\n"); got != 1+10 { // the meta line and 10 events
				t.Errorf("%q: %d lines, want 11", tc.args, got)
			}
		} else if stdout != tc.want {
			t.Errorf("%q: printed %q, want %q", tc.args, stdout, tc.want)
		}
	}
}

// TestCommandLineMistakes: what a user types by mistake gets a hint and
// exit 2, never a silent success.
func TestCommandLineMistakes(t *testing.T) {
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"8"}, "nqueens -n 8"},
		{[]string{"sovle", "8"}, "did you mean solve?"},
		{[]string{"bogus"}, "the commands are"},
		{[]string{"help", "bogus"}, `no help topic "bogus"`},
		{[]string{"completion", "bogus"}, "bash"},
		{[]string{"count", "010", "--workers", "0x2"}, "--workers"},
	} {
		stdout, stderr, code := execute(t, tc.args...)
		if code != exitUsage || stdout != "" {
			t.Errorf("%q: exit %d, stdout %q; want exit %d and no output", tc.args, code, stdout, exitUsage)
		}
		if strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, tc.msg) {
			t.Errorf("%q: stderr %q, want one line with %q", tc.args, stderr, tc.msg)
		}
	}
	for _, args := range [][]string{{"help"}, {"help", "count"}, {"completion"}, {"completion", "bash"}, {"--version"}, {"-v"}} {
		stdout, stderr, code := execute(t, args...)
		if code != exitOK || stdout == "" || stderr != "" {
			t.Errorf("%q: exit %d, stdout %d bytes, stderr %q; want exit 0 and output", args, code, len(stdout), stderr)
		}
	}
	if stdout, _, _ := execute(t, "--version"); !strings.HasPrefix(stdout, "nqueens ") || strings.Count(stdout, "\n") != 1 {
		t.Errorf("--version printed %q, want one line starting with \"nqueens \"", stdout)
	}
}

// cancellingWriter collects what a command writes and cancels its context
// once more than after bytes have come: a Ctrl-C in the middle of a stream,
// at the same place every run.
type cancellingWriter struct {
	bytes.Buffer
	after  int
	cancel context.CancelFunc
}

func (w *cancellingWriter) Write(p []byte) (int, error) {
	if w.Len()+len(p) > w.after {
		w.cancel()
	}
	return w.Buffer.Write(p)
}

// interruptedStream runs a stream command whose output is cut by a Ctrl-C
// after about `after` bytes, and returns what it wrote.
func interruptedStream(t *testing.T, after int, run func(context.Context, io.Writer) error) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	w := &cancellingWriter{after: after, cancel: cancel}
	if err := run(ctx, w); !errors.Is(err, errInterrupted) {
		t.Fatalf("got %v, want errInterrupted", err)
	}
	if w.Len() <= after {
		t.Fatalf("only %d bytes written; the stream must go on past %d for the test to mean anything", w.Len(), after)
	}
	return w.String()
}

// executeContext runs the command line in-process under ctx (a signal, as
// the tests send it) and returns what it printed and its error.
func executeContext(ctx context.Context, args ...string) (stdout, stderr string, err error) {
	var out, errOut bytes.Buffer
	root := newRootCommand(i18n.En, &out, &errOut)
	root.SetArgs(args)
	err = root.ExecuteContext(ctx)
	return out.String(), errOut.String(), err
}

// TestREADMEExamples: every command of the console blocks of the README and
// of the pages under docs/ prints what the page shows under it. Commands
// that pipe or redirect their
// output are left out, and a shard's line is compared without its version,
// which names the build.
//
// Not in parallel with the other tests: count 16 first estimates its time
// from the CPU time of the process, which their work in this process adds
// to. On a loaded machine it extrapolated "about 161.6 days" from N=12..13
// and refused to count.
func TestREADMEExamples(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every example of the docs: computing only (see longTests)")
	}
	pages, err := filepath.Glob(repoFile("docs/*.md"))
	if err != nil {
		t.Fatal(err)
	}
	var examples []readmeExample
	for _, page := range append([]string{repoFile("README.md")}, pages...) {
		text, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		examples = append(examples, readmeExamples(string(text))...)
	}
	for _, want := range []string{
		"nqueens trace 4 --algo fc --format json --limit 5",
		"nqueens trace 8 --algo min-conflicts --seed 3 --format json --limit 4",
	} {
		if !slices.ContainsFunc(examples, func(ex readmeExample) bool { return ex.cmdline == want }) {
			t.Errorf("neither the README nor docs/ has an example of %s", want)
		}
	}
	// A build's version, and the shard line's sum over it, differ by build.
	version := regexp.MustCompile(`"(version|sum)":"[^"]*"`)
	for _, ex := range examples {
		if strings.ContainsAny(ex.cmdline, "|>") {
			continue
		}
		args := strings.Fields(ex.cmdline)[1:]
		if len(args) == 0 || args[0] == "gif" || strings.HasPrefix(args[0], "-") {
			t.Errorf("%s: the gif command and the visualizer set lipgloss's global profile; this test runs in-process", ex.cmdline)
			continue
		}
		stdout, stderr, code := execute(t, args...)
		stdout = version.ReplaceAllString(stdout, `"$1":"…"`)
		shown := version.ReplaceAllString(ex.shown, `"$1":"…"`)
		if code != exitOK || stdout != shown {
			t.Errorf("%s prints (exit %d, stderr %q)\n%s\nthe README shows\n%s", ex.cmdline, code, stderr, stdout, shown)
		}
	}
}

// readmeExample is a command of a console block of the README and the
// output shown under it.
type readmeExample struct{ cmdline, shown string }

// readmeExamples returns the commands of the README's console blocks
// ("$ nqueens …" lines), each with the lines up to the next command or the
// end of the block, less the block's indent.
func readmeExamples(readme string) []readmeExample {
	var (
		examples []readmeExample
		indent   string
		inBlock  bool
	)
	for _, line := range strings.Split(readme, "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case !inBlock:
			if trimmed == "```console" {
				inBlock, indent = true, line[:len(line)-len(strings.TrimLeft(line, " "))]
			}
		case trimmed == "```":
			inBlock = false
		case strings.HasPrefix(trimmed, "$ nqueens "):
			examples = append(examples, readmeExample{cmdline: strings.TrimPrefix(trimmed, "$ ")})
		case len(examples) > 0:
			examples[len(examples)-1].shown += strings.TrimPrefix(line, indent) + "\n"
		}
	}
	return examples
}

// TestVersionNamesTheRevision: a development build says the commit it was
// built from, and whether the tree had changes; a release its version.
func TestVersionNamesTheRevision(t *testing.T) {
	build := func(version string, settings ...string) *debug.BuildInfo {
		info := &debug.BuildInfo{Main: debug.Module{Version: version}}
		for i := 0; i+1 < len(settings); i += 2 {
			info.Settings = append(info.Settings, debug.BuildSetting{Key: settings[i], Value: settings[i+1]})
		}
		return info
	}
	for _, tc := range []struct {
		info *debug.BuildInfo
		want string
	}{
		{build("v1.2.0"), "v1.2.0"},
		{build("(devel)"), "(devel)"},
		{build("(devel)", "vcs.revision", "0123456789abcdef0123", "vcs.modified", "false"), "(devel) 0123456789ab"},
		{build("(devel)", "vcs.revision", "0123456789abcdef0123", "vcs.modified", "true"), "(devel) 0123456789ab+modified"},
	} {
		if got := versionOf(tc.info); got != tc.want {
			t.Errorf("version of %v = %q, want %q", tc.info.Settings, got, tc.want)
		}
	}
}

// TestReleaseVersion: a release build (the version and commit its ldflags
// set) says both, the commit cut to 12 digits.
func TestReleaseVersion(t *testing.T) {
	for _, tc := range []struct{ v, commit, want string }{
		{"1.2.0", "0123456789abcdef0123", "1.2.0 (0123456789ab)"},
		{"1.2.0", "", "1.2.0"},
		{"0.0.0-SNAPSHOT-abc1234", "abc1234", "0.0.0-SNAPSHOT-abc1234 (abc1234)"},
	} {
		if got := releaseOf(tc.v, tc.commit); got != tc.want {
			t.Errorf("releaseOf(%q, %q) = %q, want %q", tc.v, tc.commit, got, tc.want)
		}
	}
}

// TestWriteErrorsAreErrors: output that cannot be written fails the
// command, the help and the version included (cobra ignores their write
// errors: `--help > /dev/full` said 0).
func TestWriteErrorsAreErrors(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"--version"}, {"help", "count"}, {"solve", "6"}, {"trace", "4"}, {"tree", "4"}, {"tree", "4", "--format", "text"}} {
		var stderr bytes.Buffer
		code := runWith(args, fullWriter{}, &stderr)
		if code != exitFailure || stderr.String() != "nqueens: writing standard output: no space left on device\n" {
			t.Errorf("%q on a full disk: exit %d, %q; want 1 and one line saying so", args, code, stderr.String())
		}
	}
}

// fullWriter fails every write as /dev/full does.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, syscall.ENOSPC }

// TestLongValuesAreCut: a 5,000-character value is echoed in its error cut
// to 60 characters and "…", the error one line however long or multi-line
// what it quotes.
func TestLongValuesAreCut(t *testing.T) {
	long := strings.Repeat("x", 5000)
	for _, args := range [][]string{
		{"--algo", long}, {"--speed", long}, {"-n", long}, {"trace", long}, {long},
		{"gif", "-o", "x.gif", "--fps", long}, {"solve", "8", "--format", long + "\n" + long},
		{"--bogus" + long}, {"count", "8", "--workers", "9" + long},
	} {
		_, stderr, code := execute(t, args...)
		if code != exitUsage || strings.Count(stderr, "\n") != 1 || len([]rune(stderr)) > 500 || strings.Contains(stderr, strings.Repeat("x", 61)) && !strings.HasPrefix(args[0], "--bogus") {
			t.Errorf("%.20q…: exit %d, %d characters: %.120q", args, code, len([]rune(stderr)), stderr)
		}
	}
}

// TestLocaleHasUTF8: the first of LC_ALL, LC_CTYPE and LANG that is set
// decides whether the visualizer may draw Unicode; none set is C.
func TestLocaleHasUTF8(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want bool
	}{
		{map[string]string{}, false},
		{map[string]string{"LANG": "C"}, false},
		{map[string]string{"LANG": "en_US.UTF-8"}, true},
		{map[string]string{"LANG": "de_DE.utf8"}, true},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_CTYPE": "POSIX"}, false},
		{map[string]string{"LANG": "C", "LC_CTYPE": "C.UTF-8"}, true},
		{map[string]string{"LC_ALL": "C", "LC_CTYPE": "C.UTF-8", "LANG": "en_US.UTF-8"}, false},
		{map[string]string{"LC_ALL": "", "LC_CTYPE": "", "LANG": "fr_FR.UTF-8"}, true},
		{map[string]string{"LANG": "en_US.ISO-8859-1"}, false},
	} {
		if got := localeHasUTF8(func(k string) string { return tc.env[k] }); got != tc.want {
			t.Errorf("%v: UTF-8 %v, want %v", tc.env, got, tc.want)
		}
	}
}

// TestLangFlag: --lang wins over the locale; without it the locale's
// language (i18n.FromEnv) is the messages'. langOf, which reads it before
// the tree is built, reads it as the flag parser does: the last one, in
// either form, anywhere before "--".
func TestLangFlag(t *testing.T) {
	env := map[string]string{"LANG": "es_ES.UTF-8"}
	getenv := func(k string) string { return env[k] }
	for _, c := range []struct {
		args []string
		want i18n.Lang
	}{
		{nil, i18n.Es},
		{[]string{"--lang", "zh"}, i18n.Zh},
		{[]string{"--lang=en"}, i18n.En},
		{[]string{"trace", "4", "--lang", "zh"}, i18n.Zh},
		{[]string{"--lang", "zh", "count", "--help"}, i18n.Zh},
		{[]string{"count", "--help", "--lang=en"}, i18n.En},
		{[]string{"--lang=zh", "trace", "4", "--lang", "en"}, i18n.En},
		{[]string{"replay", "--", "--lang=zh"}, i18n.Es},
		{[]string{"--size", "5", "--lang"}, i18n.Es},      // no value: the parser refuses it
		{[]string{"--lang", "fr", "trace"}, i18n.Es},      // not a language: the parser refuses it
		{[]string{"trace", "--lang=zh_CN", "4"}, i18n.Es}, // nor is this
	} {
		got := langOf(c.args, getenv)
		if got != c.want {
			t.Errorf("%q with LANG=%s: %v, want %v", c.args, env["LANG"], got, c.want)
		}
		root := newRootCommand(i18n.En, io.Discard, io.Discard)
		cmd, rest, err := root.Find(c.args)
		if err != nil {
			t.Fatal(err)
		}
		if cmd.ParseFlags(rest) != nil {
			continue
		}
		if f := cmd.Flags().Lookup("lang"); f.Changed && f.Value.String() != got.String() {
			t.Errorf("%q: langOf says %v, the flag parser %s", c.args, got, f.Value)
		}
	}
}

// TestLangUsageError: a language the catalogue does not have is a usage
// error of one line, status 2, naming the ones it has.
func TestLangUsageError(t *testing.T) {
	for _, args := range [][]string{{"--lang", "fr"}, {"count", "8", "--lang=zh_CN"}, {"--lang="}} {
		stdout, stderr, code := execute(t, args...)
		if code != exitUsage || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "--lang must be en, zh or es, got") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, stdout, stderr)
		}
	}
}
