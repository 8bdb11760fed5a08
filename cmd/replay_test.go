package cmd

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// writeFile writes text to a file of the test's own directory.
func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestReplayChecksTrace: what `trace N --format json` writes passes
// `replay --check` for every strategy, through the real commands: trace
// writes its lines with replay.AppendEvent, the one writer of the format.
func TestReplayChecksTrace(t *testing.T) {
	t.Parallel()
	untested := map[string]bool{}
	for _, s := range solver.AllStrategies {
		untested[s.String()] = true
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"8"}, "ok: N=8, 33,589 events, 92 solutions, matches plain backtracking\n"},
		{[]string{"6", "--algo", "bitmask"}, "ok: N=6, 1,203 events, 4 solutions, matches bitmask backtracking\n"},
		{[]string{"7", "--algo", "fc"}, "matches forward checking\n"},
		{[]string{"8", "--algo", "fc", "--mrv"}, "92 solutions, matches forward checking with MRV\n"},
		{[]string{"8", "--algo", "min-conflicts", "--seed", "3"}, "1 solution, follows the rules of min-conflicts\n"},
		{[]string{"3", "--algo", "min-conflicts"}, "0 solutions, follows the rules of min-conflicts\n"},
		{[]string{"1"}, "ok: N=1, 5 events, 1 solution, matches plain backtracking\n"},
		{[]string{"9", "--algo", "construct"}, "ok: N=9, 11 events, 1 solution, matches construct\n"},
	} {
		trace, _, code := execute(t, append([]string{"trace", "--format", "json"}, tc.args...)...)
		if code != exitOK {
			t.Fatalf("trace %v: exit %d", tc.args, code)
		}
		check := []string{"replay", "--check", writeFile(t, "t.jsonl", trace), "--n", tc.args[0]}
		algo := solver.Array.String()
		for i, a := range tc.args {
			if a == "--algo" {
				algo = tc.args[i+1]
			}
			if a == "--algo" || a == "--mrv" {
				check = append(check, a)
				if a == "--algo" {
					check = append(check, tc.args[i+1])
				}
			}
		}
		stdout, stderr, code := execute(t, check...)
		if code != exitOK || !strings.HasSuffix(stdout, tc.want) || !strings.HasPrefix(stdout, "ok: ") || stderr != "" {
			t.Errorf("%v: exit %d, %q %q; want …%q", check, code, stdout, stderr, tc.want)
		}
		delete(untested, algo)
	}
	for s := range untested {
		t.Errorf("no trace of --algo %s is checked", s)
	}
}

// TestReplayReport: the first wrong line, why, the board before it and the
// expected event, on stdout; one line on stderr; exit 1. --format json
// gives the same as one object.
func TestReplayReport(t *testing.T) {
	t.Parallel()
	trace, _, _ := execute(t, "trace", "4", "--format", "json")
	lines := strings.SplitAfter(trace, "\n")
	// Line 13, after the meta line, is the attack on (2,1) by (1,2) along
	// the anti-diagonal.
	lines[12] = `{"step":12,"kind":"place","row":2,"col":1}` + "\n"
	path := writeFile(t, "bad.jsonl", strings.Join(lines, ""))
	stdout, stderr, code := execute(t, "replay", "--check", path)
	want := `line 13: (2,1) is attacked by the queen at (1,2) along the anti-diagonal
the line: {"step":12,"kind":"place","row":2,"col":1}
the board before line 13 (Q a queen, [ ] the square of the line):
   Q  .  .  .
   .  .  Q  .
   . [.] .  .
   .  .  .  .
expected: {"step":12,"kind":"attack","row":2,"col":1,"by":[1,2],"line":"anti-diagonal"}
`
	if code != exitFailure || stdout != want || stderr != "nqueens: the trace is wrong at line 13 (see the report)\n" {
		t.Errorf("exit %d\n%s\n%q\nwant\n%s", code, stdout, stderr, want)
	}
	stdout, _, code = execute(t, "replay", "--check", path, "--format", "json")
	var got struct {
		OK       bool     `json:"ok"`
		Line     int64    `json:"line"`
		Reason   string   `json:"reason"`
		Board    []string `json:"board"`
		Expected string   `json:"expected"`
	}
	if err := json.Unmarshal([]byte(stdout), &got); err != nil || code != exitFailure || got.OK || got.Line != 13 ||
		got.Reason != "(2,1) is attacked by the queen at (1,2) along the anti-diagonal" || len(got.Board) != 4 || got.Board[2] != " . [.] .  ." ||
		!strings.Contains(got.Expected, `"kind":"attack"`) {
		t.Errorf("--format json: exit %d, %s (%v)", code, stdout, err)
	}
	ok := writeFile(t, "ok.jsonl", trace)
	stdout, _, code = execute(t, "replay", "--check", ok, "--n", "4", "--format", "json")
	if code != exitOK || stdout != `{"ok":true,"n":4,"algo":"array","events":139,"solutions":2,"report":"ok: N=4, 139 events, 2 solutions, matches plain backtracking"}`+"\n" {
		t.Errorf("--format json of a good trace: exit %d, %s", code, stdout)
	}
}

func TestReplayUsageErrors(t *testing.T) {
	good := writeFile(t, "t.jsonl", `{"kind":"meta","n":4}`+"\n")
	for _, args := range [][]string{
		{"replay"},
		{"replay", "--check"},
		{"replay", "--check", good, good},
		{"replay", good},
		{"replay", "--check", good, "--n", "0"},
		{"replay", "--check", good, "--n", "65"},
		{"replay", "--check", good, "--n", "1000000000000000000"},
		{"replay", "--check", good, "--algo", "quick"},
		{"replay", "--check", good, "--mrv"},
		{"replay", "--check", good, "--format", "xml"},
		{"replay", "--check", filepath.Join(t.TempDir(), "missing.jsonl")},
	} {
		stdout, stderr, code := execute(t, args...)
		if code != exitUsage || stdout != "" || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, stdout, stderr)
		}
	}
}

// TestReplayStdinAndSignal: - reads standard input; a signal ends the
// command even while it waits for input that never comes.
func TestReplayStdinAndSignal(t *testing.T) {
	trace, _, _ := execute(t, "trace", "5", "--algo", "fc", "--format", "json")
	var out bytes.Buffer
	root := newRootCommand(i18n.En, &out, io.Discard)
	root.SetIn(strings.NewReader(trace))
	root.SetArgs([]string{"replay", "--check", "-", "--n", "5", "--algo", "fc"})
	if err := root.ExecuteContext(context.Background()); err != nil || out.String() != "ok: N=5, 154 events, 10 solutions, matches forward checking\n" {
		t.Errorf("stdin: %v, %q", err, out.String())
	}

	pr, pw := io.Pipe() // never written
	defer pw.Close()
	ctx, cancel := context.WithCancel(context.Background())
	root = newRootCommand(i18n.En, io.Discard, io.Discard)
	in := newFirstRead(pr)
	root.SetIn(in)
	root.SetArgs([]string{"replay", "--check", "-", "--n", "5"})
	done := make(chan error, 1)
	go func() { done <- root.ExecuteContext(ctx) }()
	// The signal once the command waits for input (not after a fixed time,
	// which a loaded machine can outlast before the read).
	select {
	case <-in.started:
	case err := <-done:
		t.Fatalf("replay --check - ended before it read: %v", err)
	}
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, errInterrupted) {
			t.Errorf("cancelled while waiting for input: %v", err)
		}
	case <-time.After(time.Minute):
		t.Fatal("a cancelled replay --check still waits for input a minute later")
	}
}

// firstRead is r, closing started when its first Read begins: a test
// signals a command once it waits for input, not after a fixed time.
type firstRead struct {
	r       io.Reader
	once    sync.Once
	started chan struct{}
}

func newFirstRead(r io.Reader) *firstRead { return &firstRead{r: r, started: make(chan struct{})} }

func (f *firstRead) Read(p []byte) (int, error) {
	f.once.Do(func() { close(f.started) })
	return f.r.Read(p)
}

// TestKitSolvers runs the starting kit's solvers, when python3 and cc are
// on the machine: each passes the checker, and with its classic bug (the
// line marked for it commented out) fails where the stale anti-diagonal
// first misleads it.
func TestKitSolvers(t *testing.T) {
	t.Parallel()
	t.Run("python", func(t *testing.T) {
		py, err := exec.LookPath("python3")
		if err != nil {
			t.Skip("python3 is not on this machine: the Python solver of docs/replay is not run")
		}
		src, err := os.ReadFile(repoFile("docs/replay/queens.py"))
		if err != nil {
			t.Fatal(err)
		}
		buggy := writeFile(t, "buggy.py", commentOutBug(t, string(src), "#"))
		checkKit(t, []string{py, repoFile("docs/replay/queens.py"), "6"}, []string{py, buggy, "6"})
	})
	t.Run("c", func(t *testing.T) {
		cc, err := exec.LookPath("cc")
		if err != nil {
			t.Skip("cc is not on this machine: the C solver of docs/replay is not run")
		}
		src, err := os.ReadFile(repoFile("docs/replay/queens.c"))
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		buggySrc := writeFile(t, "buggy.c", commentOutBug(t, string(src), "//"))
		for _, build := range [][]string{{repoFile("docs/replay/queens.c"), filepath.Join(dir, "queens")}, {buggySrc, filepath.Join(dir, "buggy")}} {
			if out, err := exec.Command(cc, "-std=c99", "-Wall", "-Werror", "-o", build[1], build[0]).CombinedOutput(); err != nil {
				t.Fatalf("cc %s: %v\n%s", build[0], err, out)
			}
		}
		checkKit(t, []string{filepath.Join(dir, "queens"), "6"}, []string{filepath.Join(dir, "buggy"), "6"})
	})
}

// commentOutBug comments out the line of src marked "the classic bug".
func commentOutBug(t *testing.T, src, comment string) string {
	t.Helper()
	lines := strings.Split(src, "\n")
	for i, l := range lines {
		if strings.Contains(l, "the classic bug") {
			indent := l[:len(l)-len(strings.TrimLeft(l, " \t"))]
			lines[i] = indent + comment + " " + strings.TrimLeft(l, " \t")
			return strings.Join(lines, "\n")
		}
	}
	t.Fatal("no line marked \"the classic bug\"")
	return ""
}

// checkKit runs the good and the buggy solver and checks their traces.
func checkKit(t *testing.T, good, buggy []string) {
	t.Helper()
	runIt := func(argv []string) string {
		out, err := exec.Command(argv[0], argv[1:]...).Output()
		if err != nil {
			t.Fatalf("%v: %v", argv, err)
		}
		return string(out)
	}
	stdout, _, code := execute(t, "replay", "--check", writeFile(t, "good.jsonl", runIt(good)))
	if code != exitOK || stdout != "ok: N=6, 1,945 events, 4 solutions, matches plain backtracking\n" {
		t.Errorf("%v: exit %d, %s", good, code, stdout)
	}
	stdout, _, code = execute(t, "replay", "--check", writeFile(t, "buggy.jsonl", runIt(buggy)))
	first, _, _ := strings.Cut(stdout, "\n")
	if code != exitFailure || first != "line 60: (2,5) is not attacked: no queen stands on its column or diagonals" {
		t.Errorf("%v with its bug: exit %d, %s", buggy, code, stdout)
	}
	if !strings.Contains(stdout, `expected: {"step":59,"kind":"place","row":2,"col":5}`) {
		t.Errorf("%v with its bug: no expected event in\n%s", buggy, stdout)
	}
}

// mirrored returns the trace of the search that tries the columns right
// to left: the reference's trace seen in a mirror (column c becomes
// N-1-c, and the diagonals swap).
func mirrored(t *testing.T, trace string, n int) string {
	t.Helper()
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimSuffix(trace, "\n"), "\n") {
		var ev map[string]any
		if err := json.Unmarshal([]byte(line), &ev); err != nil {
			t.Fatal(err)
		}
		flip := func(v any) any { return float64(n-1) - v.(float64) }
		if c, ok := ev["col"]; ok {
			ev["col"] = flip(c)
		}
		if by, ok := ev["by"].([]any); ok {
			by[1] = flip(by[1])
		}
		if qs, ok := ev["queens"].([]any); ok && ev["kind"] != "meta" {
			for i := range qs {
				qs[i] = flip(qs[i])
			}
		}
		switch ev["line"] {
		case "diagonal":
			ev["line"] = "anti-diagonal"
		case "anti-diagonal":
			ev["line"] = "diagonal"
		}
		out, err := json.Marshal(ev)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(append(out, '\n'))
	}
	return b.String()
}

// TestReplayOrderAny: --check --order any passes a right-to-left search
// and says so, and fails a wrong one with the reason and the strict
// check's status; the strict check still refuses the right-to-left one.
func TestReplayOrderAny(t *testing.T) {
	t.Parallel()
	ref, _, code := execute(t, "trace", "6", "--format", "json")
	if code != exitOK {
		t.Fatalf("trace: exit %d", code)
	}
	rtl := mirrored(t, ref, 6)
	path := writeFile(t, "rtl.jsonl", rtl)
	stdout, stderr, code := execute(t, "replay", "--check", "--order", "any", path)
	// The mirror also names the anti-diagonal attacker first where the
	// reference names the diagonal one and both attack.
	if want := "ok: N=6, 1,945 events, 4 solutions, valid plain backtracking; columns tried right to left; attackers named differ from the reference's at 38 events\n"; code != exitOK || stdout != want || stderr != "" {
		t.Errorf("right to left: exit %d, %q, %q; want %q", code, stdout, stderr, want)
	}
	stdout, _, code = execute(t, "replay", "--check", path)
	if code != exitFailure || !strings.HasPrefix(stdout, "line 2: ") {
		t.Errorf("right to left, strict: exit %d, %q", code, stdout)
	}
	// Line 5, after the meta line, is the attack on (1,5) by (0,5) along
	// the column: name the diagonal instead.
	lines := strings.SplitAfter(rtl, "\n")
	if !strings.Contains(lines[4], `"line":"column"`) {
		t.Fatalf("line 5 is %s", lines[4])
	}
	lines[4] = strings.Replace(lines[4], `"line":"column"`, `"line":"diagonal"`, 1)
	bad := writeFile(t, "bad.jsonl", strings.Join(lines, ""))
	stdout, stderr, code = execute(t, "replay", "--check", "--order", "any", bad)
	if code != exitFailure || !strings.HasPrefix(stdout, "line 5: the queen at (0,5) attacks (1,5) along the column, not the diagonal\n") ||
		stderr != "nqueens: the trace is wrong at line 5 (see the report)\n" {
		t.Errorf("a wrong line: exit %d, %q, %q", code, stdout, stderr)
	}
	mc, _, _ := execute(t, "trace", "5", "--algo", "min-conflicts", "--format", "json")
	_, stderr, code = execute(t, "replay", "--check", "--order", "any", writeFile(t, "mc.jsonl", mc))
	if code != exitFailure || !strings.Contains(stderr, "--order any checks the searches that try every column (array, bitmask, fc); min-conflicts") {
		t.Errorf("min-conflicts: exit %d, %q", code, stderr)
	}
	for _, args := range [][]string{{"replay", "--order", "any", path}, {"replay", "--check", "--order", "some", path}} {
		if stdout, stderr, code := execute(t, args...); code != exitUsage || stdout != "" || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, %q, %q", args, code, stdout, stderr)
		}
	}
}
