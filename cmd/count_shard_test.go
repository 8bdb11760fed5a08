// The processes these tests start are watched through /proc (Linux).

//go:build linux

package cmd

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/nqueens/nqueens/internal/count/checkpoint"
	"github.com/nqueens/nqueens/internal/count/shard"
	"github.com/nqueens/nqueens/internal/kit/testkit"
)

// oeisAll is OEIS A000170 and oeisUnique A002562, for N = 0..17.
var (
	oeisAll    = []uint64{0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104}
	oeisUnique = []uint64{0, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955, 11977939}
)

// clearShardEnv makes sure no batch engine's variable leaks into a test
// from the machine running it.
func clearShardEnv(t *testing.T) {
	for _, name := range []string{shard.EnvKubernetes, shard.EnvSlurm, shard.EnvParallel, "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_MAX"} {
		t.Setenv(name, "")
	}
}

func TestCountShardInProcess(t *testing.T) {
	clearShardEnv(t)
	dir := t.TempDir()
	var lines []string
	for i := 1; i <= 3; i++ {
		stdout, stderr, code := execute(t, "count", "12", "--shard", fmt.Sprintf("%d/3", i))
		if code != exitOK || stderr != "" || strings.Count(stdout, "\n") != 1 {
			t.Fatalf("shard %d/3: exit %d, stdout %q, stderr %q", i, code, stdout, stderr)
		}
		var r shard.Result
		if err := json.Unmarshal([]byte(stdout), &r); err != nil || r.N != 12 || r.Shard != i || r.Shards != 3 || r.Version != version() {
			t.Errorf("shard %d/3 printed %q (%v)", i, stdout, err)
		}
		lines = append(lines, stdout)
	}
	file := filepath.Join(dir, "shards.json")
	if err := os.WriteFile(file, []byte(strings.Join(lines, "")), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want uint64
	}{
		{[]string{"count", "--merge", file}, oeisAll[12]},
		{[]string{"count", "--merge", "--unique", file}, oeisUnique[12]},
	} {
		stdout, stderr, code := execute(t, tc.args...)
		if code != exitOK || stdout != fmt.Sprintln(tc.want) || stderr != "" {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d", tc.args, code, stdout, stderr, tc.want)
		}
	}

	// The engine's variables, each with its own numbering.
	for _, tc := range []struct{ name, value, want string }{
		{shard.EnvKubernetes, "0", `"shard":1,"shards":3`},
		{shard.EnvSlurm, "3", `"shard":3,"shards":3`},
		{shard.EnvParallel, "2", `"shard":2,"shards":3`},
	} {
		t.Setenv(tc.name, tc.value)
		stdout, stderr, code := execute(t, "count", "12", "--shard", "auto/3")
		if code != exitOK || !strings.Contains(stdout, tc.want) {
			t.Errorf("%s=%s, auto/3: exit %d, stdout %q, stderr %q; want %s", tc.name, tc.value, code, stdout, stderr, tc.want)
		}
		t.Setenv(tc.name, "")
	}
}

func TestCountShardUsageErrors(t *testing.T) {
	clearShardEnv(t)
	ckpt := filepath.Join(t.TempDir(), "c")
	for _, args := range [][]string{
		{"count", "12", "--shard", "0/3"},
		{"count", "12", "--shard", "4/3"},
		{"count", "12", "--shard", "3"},
		{"count", "12", "--shard", "auto/3"}, // no engine's variable set
		{"count", "12", "--shard", "1/0"},
		{"count", "--merge", "--shard", "1/2"},
		{"count", "--merge", "--checkpoint", ckpt},
		{"count", "--merge", "--workers", "2"},
		{"count", "12", "--checkpoint-every", "1s"},
		{"count", "12", "--checkpoint", ckpt, "--checkpoint-every", "0s"},
		{"count", "12", "--checkpoint", ckpt, "--checkpoint-every", "-1s"},
		{"count", "12", "--checkpoint", ckpt, "--checkpoint-every", "often"},
		{"count", "12", "13", "--shard", "1/2"},
		{"count", "--shard", "1/2"},
		{"count", "12", "--shard", ""},
		{"count", "12", "--shard="},
		{"count", "12", "--checkpoint", ""},
		{"count", "12", "--checkpoint="},
		{"count", "12", "--wait"},
		{"count", "12", "--verify", "2"},
		{"count", "--merge", "--seed", "3"},
		{"count", "--merge", "--force"},
		{"count", "12", "--shard", strings.Repeat("9", 5000)},
	} {
		stdout, stderr, code := execute(t, args...)
		if code != exitUsage || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "nqueens: ") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and one line", args, code, stdout, stderr)
		}
	}
	if _, err := os.Stat(ckpt); err == nil {
		t.Errorf("a refused command line wrote the checkpoint %s", ckpt)
	}
	// A batch engine's variable with a newline, or 5,000 characters: one
	// line, the value cut.
	for _, tc := range []struct{ name, value string }{
		{shard.EnvParallel, "3\n4"},
		{shard.EnvSlurm, strings.Repeat("7", 5000)},
		{shard.EnvKubernetes, "\n" + strings.Repeat("x", 5000)},
	} {
		t.Setenv(tc.name, tc.value)
		stdout, stderr, code := execute(t, "count", "12", "--shard", "auto/3")
		if code != exitUsage || stdout != "" || strings.Count(stderr, "\n") != 1 || len(stderr) > 300 || !strings.Contains(stderr, tc.name) {
			t.Errorf("%s=%.20q…: exit %d, stderr %q; want exit 2 and one short line", tc.name, tc.value, code, stderr)
		}
		t.Setenv(tc.name, "")
	}
}

// TestCountCheckpointPaths: a checkpoint in a folder that does not exist
// says so; a checkpoint that is a symbolic link is refused and the link
// left as it is (not resumed through, nor replaced by a file).
func TestCountCheckpointPaths(t *testing.T) {
	clearShardEnv(t)
	dir := t.TempDir()
	missing := filepath.Join(dir, "newdir", "x")
	stdout, stderr, code := execute(t, "count", "12", "--checkpoint", missing)
	if code != exitFailure || stdout != "" || !strings.Contains(stderr, "the folder "+filepath.Dir(missing)+" does not exist") {
		t.Errorf("checkpoint in a missing folder: exit %d, %q, %q", code, stdout, stderr)
	}
	real := filepath.Join(dir, "real.ckpt")
	if _, stderr, code := execute(t, "count", "11", "--checkpoint", real); code != exitOK {
		t.Fatalf("count 11: %d, %s", code, stderr)
	}
	before, _ := os.ReadFile(real)
	link := filepath.Join(dir, "link.ckpt")
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code = execute(t, "count", "11", "--checkpoint", link)
	if code != exitFailure || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "symbolic link") {
		t.Errorf("a symlinked checkpoint: exit %d, %q, %q; want it refused", code, stdout, stderr)
	}
	if target, err := os.Readlink(link); err != nil || target != real {
		t.Errorf("the link is now %q, %v", target, err)
	}
	if after, _ := os.ReadFile(real); !bytes.Equal(before, after) {
		t.Error("the link's target changed")
	}
}

// TestCountRefusesPastTheBound: count 32 says its estimate and refuses to
// start without --force, at once.
//
// In a process of its own: the estimate times the process's CPU, and in
// this one the parallel tests' work adds to every board's sample alike,
// which weighs most on the smallest and flattens the growth fitted to
// them (a race run in CI, beside the others, fitted ×1.8 a step and
// announced count 32 in 23.6 hours, then counted). Killed after a minute,
// so that such an estimate fails the test rather than hang it.
func TestCountRefusesPastTheBound(t *testing.T) {
	t.Parallel()
	cmd := program(selfBinary(t), "count", "32")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	code, _ := waitStatus(cmd, time.Minute)
	if code != exitFailure || stdout.Len() != 0 || strings.Count(stderr.String(), "\n") != 1 || !strings.Contains(stderr.String(), "count 32 would take about") ||
		!strings.Contains(stderr.String(), "years") || !strings.Contains(stderr.String(), "--force") {
		t.Errorf("count 32: exit %d (-1: still counting a minute later), %q, %q; want exit 1 with the estimate and --force", code, stdout.String(), stderr.String())
	}
}

func TestCountMergeFailures(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.json")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"count", "--merge", filepath.Join(dir, "nothing.json")}, "no such file"},
		{[]string{"count", "--merge", empty}, "no shard results"},
		{[]string{"count", "--merge", dir}, "is a directory"},
	} {
		stdout, stderr, code := execute(t, tc.args...)
		if code != exitFailure || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 1 and one line with %q", tc.args, code, stdout, stderr, tc.want)
		}
	}
}

// TestCountCheckpointFolder: given a folder, the checkpoint is a file in
// it named after N and the shard, so one folder serves every shard.
func TestCountCheckpointFolder(t *testing.T) {
	clearShardEnv(t)
	dir := t.TempDir()
	for _, args := range [][]string{
		{"count", "11", "--checkpoint", dir},
		{"count", "11", "--checkpoint", dir, "--shard", "2/3"},
	} {
		if _, stderr, code := execute(t, args...); code != exitOK {
			t.Fatalf("%q: exit %d, %s", args, code, stderr)
		}
	}
	for _, name := range []string{"nqueens-count-11.ckpt", "nqueens-count-11-shard-2-of-3.ckpt"} {
		if _, err := checkpoint.Load(filepath.Join(dir, name)); err != nil {
			t.Errorf("checkpoint %s: %v", name, err)
		}
	}
}

// TestCountMerges: what a merge and a checkpoint refuse, and what --verify
// recounts, run in this process (runWith, which is the program but for
// its exit): what they check is in the lines and files they read, and
// what they say is their status and stderr, which a process of their own
// only passed on (they were 27 processes).
func TestCountMerges(t *testing.T) {
	t.Parallel()
	t.Run("bad merges", testBadMerges)
	t.Run("refused checkpoints", testRefusedCheckpoints)
	t.Run("verify", testVerify)
}

// TestCountProcesses runs the program as a batch engine would: shards in
// processes of their own and their merge, a count killed at random moments
// and resumed, checkpoints that must be refused.
func TestCountProcesses(t *testing.T) {
	t.Parallel()
	bin := selfBinary(t)
	for _, tc := range []struct {
		name string
		test func(*testing.T, string)
	}{
		{"shards", testShardProcesses},
		{"killed and resumed", testKillResume},
		{"interrupted", testInterruptSaves},
		{"early signals", testEarlySignals},
		{"waits end on a signal", testWaitsEndOnSignal},
		{"checkpoint held", testCheckpointHeld},
		{"read-only finished checkpoint", testReadOnlyFinished},
		{"answer lost", testAnswerLost},
		{"last checkpoint lost", testLastCheckpointLost},
		{"merge memory", testMergeMemory},
	} {
		// Each has its own files and processes; most of their time is
		// spent waiting on them.
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tc.test(t, bin)
		})
	}
}

// testEarlySignals sends SIGTERM to `count 13 --shard 1/2` 0 to 40 ms
// after its start, 20 times (NQUEENS_LONG=1: 1,000): either the count
// finished and says so — status 0 and its whole line — or it did not and
// printed nothing (status 143, or killed by the signal before the program
// could catch it). Before, 3 of 300 runs exited 143 with the whole line:
// no default sample finds a race that rare often (40 runs, one time in
// three), so it is a sample of each outcome, and the long version the
// search for the race.
func testEarlySignals(t *testing.T, bin string) {
	runs := 20
	if longTests() {
		runs = 1000
	}
	rng := seededRand(t)
	finished := 0
	for k := range runs {
		delay := time.Duration(rng.Int64N(int64(40 * time.Millisecond)))
		cmd := program(bin, "count", "13", "--shard", "1/2", "--workers", "2")
		var out bytes.Buffer
		cmd.Stdout = &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(delay)
		cmd.Process.Signal(syscall.SIGTERM)
		err := cmd.Wait()
		code := cmd.ProcessState.ExitCode() // -1: killed by the signal itself
		line := bytes.TrimSuffix(out.Bytes(), []byte("\n"))
		switch {
		case err == nil:
			finished++
			if _, derr := shard.Decode(line); derr != nil || bytes.Count(out.Bytes(), []byte("\n")) != 1 {
				t.Errorf("run %d, SIGTERM at %v: status 0 with %q (%v), want one whole line", k, delay, out.String(), derr)
			}
		case code == 128+int(syscall.SIGTERM) || code == -1:
			if out.Len() != 0 {
				t.Errorf("run %d, SIGTERM at %v: status %d with %q printed, want nothing", k, delay, code, out.String())
			}
		default:
			t.Errorf("run %d, SIGTERM at %v: %v", k, delay, err)
		}
	}
	t.Logf("%d of %d runs finished before the signal", finished, runs)
}

// testWaitsEndOnSignal: every wait of count ends on the first signal with
// 128 + its number — a merge of a FIFO nobody writes, a merge of standard
// input that never ends, --wait on a checkpoint another process holds —
// and a FIFO given as the checkpoint is refused at once, not waited on.
func testWaitsEndOnSignal(t *testing.T, bin string) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	held := filepath.Join(dir, "held.ckpt")
	l, err := checkpoint.TakeLock(context.Background(), held, false)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(l.Release)
	for _, tc := range []struct {
		name string
		args []string
		sig  syscall.Signal
	}{
		{"merge of a FIFO", []string{"count", "--merge", fifo}, syscall.SIGTERM},
		{"merge of endless stdin", []string{"count", "--merge"}, syscall.SIGINT},
		{"merge of endless stdin, named -", []string{"count", "--merge", "-"}, syscall.SIGHUP},
		{"--wait on a held checkpoint", []string{"count", "10", "--checkpoint", held, "--wait"}, syscall.SIGHUP},
	} {
		t.Run(tc.name, func(t *testing.T) {
			testWaitEndsOnSignal(t, bin, tc.args, tc.sig)
		})
	}
	// Refused, not waited on: a program still running a minute later (in
	// open(2), waiting for a writer) is killed and fails the test.
	cmd := program(bin, "count", "10", "--checkpoint", fifo)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	if code, _ := waitStatus(cmd, time.Minute); code != exitFailure || stdout.Len() != 0 || !strings.Contains(stderr.String(), "not a regular file") {
		t.Errorf("a FIFO as the checkpoint: exit %d (-1: still waiting a minute later), %q, %q; want it refused at once", code, stdout.String(), stderr.String())
	}
}

// testWaitEndsOnSignal starts `nqueens args` with a standard input that
// stays open and empty, sends sig once it waits (see signalCaught), and
// wants it to end with 128 + sig. A wait that
// ignored the signal runs into signalCaught's minute instead.
func testWaitEndsOnSignal(t *testing.T, bin string, args []string, sig syscall.Signal) {
	status := signalCaught(t, sig, func() (*exec.Cmd, error) {
		cmd := program(bin, args...)
		if _, err := cmd.StdinPipe(); err != nil { // open, never written; Wait closes it
			return nil, err
		}
		return cmd, cmd.Start()
	})
	if status != 128+int(sig) {
		t.Errorf("%q: status %d after %v, want %d", args, status, sig, 128+int(sig))
	}
}

// testCheckpointHeld: a second process on a checkpoint in use says who
// holds it and exits 1, leaving the checkpoint alone.
func testCheckpointHeld(t *testing.T, bin string) {
	path := filepath.Join(t.TempDir(), "c.ckpt")
	l, err := checkpoint.TakeLock(context.Background(), path, false)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Release()
	stdout, stderr, code := nq(t, bin, nil, "count", "12", "--checkpoint", path)
	want := fmt.Sprintf("checkpoint %s held by pid %d", path, os.Getpid())
	if code != exitFailure || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, want) {
		t.Errorf("second process: exit %d, %q, %q; want exit 1 and %q", code, stdout, stderr, want)
	}
	if _, err := os.Stat(path); err == nil {
		t.Error("the second process wrote the checkpoint")
	}
	l.Release()
	stdout, _, code = nq(t, bin, nil, "count", "12", "--checkpoint", path)
	if code != exitOK || stdout != fmt.Sprintln(oeisAll[12]) {
		t.Errorf("once released: exit %d, %q", code, stdout)
	}
}

// testReadOnlyFinished: a finished checkpoint in a folder the process may
// not write in prints the answer (as README promises a rerun does); an
// unfinished one fails saying why. Root may write anywhere, so as root the
// count runs as uid nobody.
func testReadOnlyFinished(t *testing.T, bin string) {
	dir, err := os.MkdirTemp("", "nqueens-ro-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(dir, 0o755); os.RemoveAll(dir) })
	prog := testkit.CopySelf(t, dir, "nqueens") // bin, where nobody can run it
	path := filepath.Join(dir, "c.ckpt")
	if _, stderr, code := nq(t, prog, nil, "count", "12", "--checkpoint", path); code != exitOK {
		t.Fatalf("count 12: exit %d, %s", code, stderr)
	}
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) (string, string, int) {
		cmd := program(prog, args...)
		if os.Geteuid() == 0 {
			cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
		}
		var out, errOut bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errOut
		cmd.Run()
		return out.String(), errOut.String(), cmd.ProcessState.ExitCode()
	}
	stdout, stderr, code := run("count", "12", "--checkpoint", path, "--unique")
	if code != exitOK || stdout != fmt.Sprintln(oeisUnique[12]) {
		t.Errorf("a finished checkpoint in a read-only folder: exit %d, %q, %q; want %d", code, stdout, stderr, oeisUnique[12])
	}
	stdout, stderr, code = run("count", "13", "--checkpoint", filepath.Join(dir, "new.ckpt"))
	if code != exitFailure || stdout != "" || !strings.Contains(stderr, "may not write in") {
		t.Errorf("a new checkpoint in a read-only folder: exit %d, %q, %q; want exit 1 saying so", code, stdout, stderr)
	}
}

// testAnswerLost: an answer that cannot be written — standard output
// open for reading only, or full — is an error with a message, never
// status 0.
func testAnswerLost(t *testing.T, bin string) {
	for _, tc := range []struct{ name, script, want string }{
		{"read-only", `exec 1</dev/null; "$0" count 12`, "standard output: it is not open for writing"},
		{"full", `"$0" count 12 >/dev/full`, "no space left on device"},
		{"full, a shard", `"$0" count 12 --shard 1/2 >/dev/full`, "no space left on device"},
	} {
		cmd := exec.Command("bash", "-c", tc.script, bin)
		cmd.Env = programEnv()
		var errOut bytes.Buffer
		cmd.Stderr = &errOut
		err := cmd.Run()
		if cmd.ProcessState.ExitCode() != exitFailure || strings.Count(errOut.String(), "\n") != 1 || !strings.Contains(errOut.String(), tc.want) {
			t.Errorf("%s: %v, stderr %q; want exit 1 and one line with %q", tc.name, err, errOut.String(), tc.want)
		}
	}
	if stdout, _, code := nq(t, bin, nil, "count", "12"); code != exitOK || stdout != fmt.Sprintln(oeisAll[12]) {
		t.Errorf("count 12: exit %d, %q", code, stdout)
	}
}

// testLastCheckpointLost: the checkpoint's folder goes away during the
// count (as a full disk fails the last write): the count prints its answer,
// warns that it is not recorded, and exits 0. The count is stopped
// (SIGSTOP) while the folder is removed, so that the test knows the last
// write is still to come: one that already came (a fast machine, a slow
// test) is a try made again, not a pass or a failure.
func testLastCheckpointLost(t *testing.T, bin string) {
	n := 16
	if raceBuild() {
		n = 15
	}
	const tries = 5
	for try := 1; !lastCheckpointLost(t, bin, n); try++ {
		if try == tries {
			t.Fatalf("count %d ended before its folder could be removed, %d times", n, tries)
		}
	}
}

// lastCheckpointLost makes one try of testLastCheckpointLost, false if the
// count wrote its last checkpoint before it could be stopped.
func lastCheckpointLost(t *testing.T, bin string, n int) bool {
	dir := filepath.Join(t.TempDir(), "ckpt")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "c.ckpt")
	cmd := program(bin, "count", fmt.Sprint(n), "--workers", "1", "--checkpoint", path, "--checkpoint-every", "1h")
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill() // a no-op once it is waited for
	if !testkit.WaitUntil(time.Minute, func() bool { _, err := os.Stat(path); return err == nil }) {
		t.Fatal("no checkpoint after a minute")
	}
	cmd.Process.Signal(syscall.SIGSTOP)
	if !testkit.WaitUntil(time.Minute, func() bool { s := procState(cmd.Process); return s == 'T' || s == 'Z' }) {
		t.Fatalf("count %d not stopped a minute after SIGSTOP", n)
	}
	// With --checkpoint-every 1h the checkpoint is the first (nothing
	// finished) until the last (all finished).
	if state, err := checkpoint.Load(path); procState(cmd.Process) == 'Z' || (err == nil && state.Complete()) {
		cmd.Process.Signal(syscall.SIGCONT)
		cmd.Wait()
		t.Logf("count %d wrote its last checkpoint before it was stopped: again", n)
		return false
	}
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	cmd.Process.Signal(syscall.SIGCONT)
	err := cmd.Wait()
	if err != nil || out.String() != fmt.Sprintln(oeisAll[n]) || !strings.Contains(errOut.String(), "warning: the finished count could not be recorded") {
		t.Errorf("count with its last checkpoint lost: %v, stdout %q, stderr %q; want exit 0, the answer and a warning", err, out.String(), errOut.String())
	}
	return true
}

// testMergeMemory merges 100,000 lines (NQUEENS_LONG=1: 1,000,000) —
// shard 1/2
// over and over, as `yes "$(cat s1.json)"` gives, and shard 2/2 — through
// standard input: the same line again is dropped as it streams, so the
// peak RSS stays within 24 MiB of that of a merge of 1,001 lines (before:
// 703 MB for a million). The bound is relative to the same binary's small
// merge, so that it holds for a -race build too (its shadow memory is
// larger).
func testMergeMemory(t *testing.T, bin string) {
	k := 100_000 // 70 MB if each line were kept
	if longTests() {
		k = 1_000_000
	}
	s1, _, _ := execute(t, "count", "12", "--shard", "1/2")
	s2, _, _ := execute(t, "count", "12", "--shard", "2/2")
	start := time.Now()
	small := mergePeak(t, bin, s2, s1, 1000)
	large := mergePeak(t, bin, s2, s1, k)
	t.Logf("merge of %d lines: peak RSS %d KiB (of 1,001 lines: %d KiB), %v", k+1, large, small, time.Since(start))
	if large > small+24<<10 {
		t.Errorf("merge of %d lines: peak RSS %d KiB, want within 24 MiB of the %d KiB of 1,001 lines", k+1, large, small)
	}
}

// mergePeak merges first and k copies of line through the standard input
// of `count --merge` and returns the merge's peak RSS in KiB.
func mergePeak(t *testing.T, bin, first, line string, k int) int {
	cmd := program(bin, "count", "--merge")
	peak := peakRSS(t, cmd)
	cmd.Stdin = io.MultiReader(strings.NewReader(first), testkit.Repeat([]byte(line), k))
	var out bytes.Buffer
	cmd.Stdout = &out
	if err := cmd.Run(); err != nil || out.String() != fmt.Sprintln(oeisAll[12]) {
		t.Fatalf("merge of %d lines: %v, %q", k+1, err, out.String())
	}
	return peak()
}

// testVerify: --verify K recounts K shards chosen from the seed, says
// which on stderr, and fails on a line whose counts are wrong though its
// checksum matches (a faulty node, or a forged line).
func testVerify(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for i := 1; i <= 4; i++ {
		stdout, stderr, code := execute(t, "count", "12", "--shard", fmt.Sprintf("%d/4", i))
		if code != exitOK {
			t.Fatalf("shard %d/4: %d, %s", i, code, stderr)
		}
		name := filepath.Join(dir, fmt.Sprintf("s%d.json", i))
		if err := os.WriteFile(name, []byte(stdout), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, name)
	}
	args := append([]string{"count", "--merge", "--verify", "2", "--seed", "7"}, files...)
	stdout, stderr, code := execute(t, args...)
	if code != exitOK || stdout != fmt.Sprintln(oeisAll[12]) || !strings.Contains(stderr, "verifying shards ") || !strings.Contains(stderr, "--seed 7") {
		t.Errorf("verify 2: exit %d, %q, %q", code, stdout, stderr)
	}
	if _, again, _ := execute(t, args...); again != stderr {
		t.Errorf("the same seed chose %q, then %q", stderr, again)
	}
	// Shard 3's line, its counts off by 8 and 1 (still a consistent
	// pair) and its sum recomputed.
	b, _ := os.ReadFile(files[2])
	r, err := shard.Decode(bytes.TrimSpace(b))
	if err != nil {
		t.Fatal(err)
	}
	r.All, r.Unique = r.All+8, r.Unique+1
	if err := os.WriteFile(files[2], append(r.Encode(), '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	if stdout, _, code := execute(t, append([]string{"count", "--merge"}, files...)...); code != exitOK || stdout != fmt.Sprintln(oeisAll[12]+8) {
		t.Errorf("without --verify the forged line is taken: exit %d, %q", code, stdout)
	}
	stdout, stderr, code = execute(t, append([]string{"count", "--merge", "--verify", "4"}, files...)...)
	if code != exitFailure || stdout != "" || !strings.Contains(stderr, "shard 3/4 is wrong") {
		t.Errorf("verify 4 with a forged line: exit %d, %q, %q; want exit 1 naming shard 3/4", code, stdout, stderr)
	}
}

// testShardProcesses splits N = 10, 13 and 14 (10 and 14 with -short, 10
// and 13 under -race, 10..15 with NQUEENS_LONG=1) into 1, 2, 3 and 7
// shards, and the largest N also into 64, and merges them: A000170, and
// A002562 with --unique. The 3 shards of each N are counted by a process
// each, as a batch engine runs them, so that shards made by separate
// processes (each building its own task list) are what the merge checks,
// for backtracked boards and for one the half-board join counts (N=14,
// the smallest, a sixth of N=15's time); the other splits are counted in
// this process, where the same code makes the same lines without a
// process to start for each (231 processes took 7 of the suite's CPU
// seconds, most of them starting processes). TestSharesPartition checks
// in-process that any m partitions any task list. NQUEENS_LONG=1 counts
// every split in processes, and every N also in 64.
func testShardProcesses(t *testing.T, bin string) {
	dir := t.TempDir()
	type job struct{ n, i, m int }
	var jobs []job
	sizes := []int{10, 13, 14}
	switch {
	case longTests():
		sizes = []int{10, 11, 12, 13, 14, 15}
	case testing.Short():
		sizes = []int{10, 14}
	case raceBuild():
		sizes = []int{10, 13} // what is raced is the same at any N
	}
	largest := sizes[len(sizes)-1]
	splits := func(n int) []int {
		if n == largest || longTests() {
			return []int{1, 2, 3, 7, 64}
		}
		return []int{1, 2, 3, 7}
	}
	inProcess := func(j job) bool { return j.m != 3 && !longTests() }
	for _, n := range sizes {
		for _, m := range splits(n) {
			for i := 1; i <= m; i++ {
				jobs = append(jobs, job{n, i, m})
			}
		}
	}
	file := func(j job) string { return filepath.Join(dir, fmt.Sprintf("%d-%d-%d.json", j.n, j.m, j.i)) }
	count := func(j job) {
		args := []string{"count", fmt.Sprint(j.n), "--workers", "1", "--shard", fmt.Sprintf("%d/%d", j.i, j.m)}
		var stdout, stderr string
		var code int
		if inProcess(j) {
			stdout, stderr, code = execute(t, args...)
		} else {
			stdout, stderr, code = nq(t, bin, nil, args...)
		}
		if code != exitOK || stderr != "" {
			t.Errorf("shard %d/%d of N=%d: exit %d, %s", j.i, j.m, j.n, code, stderr)
		}
		if err := os.WriteFile(file(j), []byte(stdout), 0o644); err != nil {
			t.Error(err)
		}
	}
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2*runtime.NumCPU())
	for _, j := range jobs {
		if inProcess(j) {
			continue
		}
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			count(j)
		}()
	}
	// The shards counted here, meanwhile, one at a time (each on one
	// worker, as in the processes).
	for _, j := range jobs {
		if inProcess(j) {
			count(j)
		}
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	// The merges run in this process (the shards' files are what they
	// read), but for one through a process's standard input, as
	// `cat … | nqueens count --merge`.
	for _, n := range sizes {
		for _, m := range splits(n) {
			var files []string
			for i := 1; i <= m; i++ {
				files = append(files, file(job{n, i, m}))
			}
			for _, unique := range []bool{false, true} {
				args, want := append([]string{"count", "--merge"}, files...), oeisAll[n]
				if unique {
					args, want = append(args, "--unique"), oeisUnique[n]
				}
				if stdout, stderr, code := execute(t, args...); code != exitOK || stdout != fmt.Sprintln(want) {
					t.Errorf("N=%d in %d shards, unique %v: merged to %q (exit %d, %s), want %d", n, m, unique, stdout, code, stderr, want)
				}
			}
		}
	}
	var all bytes.Buffer
	for i := 1; i <= 64; i++ {
		b, _ := os.ReadFile(file(job{largest, i, 64}))
		all.Write(b)
	}
	if stdout, stderr, code := nq(t, bin, all.Bytes(), "count", "--merge", "--unique"); code != exitOK || stdout != fmt.Sprintln(oeisUnique[largest]) {
		t.Errorf("N=%d in 64 shards through stdin: %q, exit %d, %s; want %d", largest, stdout, code, stderr, oeisUnique[largest])
	}
}

// testBadMerges: a missing, a duplicated and a foreign shard each fail the
// merge with one line that names the problem, and exit 1.
func testBadMerges(t *testing.T) {
	dir := t.TempDir()
	shardFile := func(n, i, m int) string {
		stdout, stderr, code := execute(t, "count", fmt.Sprint(n), "--shard", fmt.Sprintf("%d/%d", i, m))
		if code != exitOK {
			t.Fatalf("shard %d/%d of N=%d: exit %d, %s", i, m, n, code, stderr)
		}
		name := filepath.Join(dir, fmt.Sprintf("%d-%d-%d.json", n, i, m))
		if err := os.WriteFile(name, []byte(stdout), 0o644); err != nil {
			t.Fatal(err)
		}
		return name
	}
	s1, s2, s3 := shardFile(13, 1, 3), shardFile(13, 2, 3), shardFile(13, 3, 3)
	foreign := shardFile(12, 3, 3)
	other := shardFile(13, 3, 4)
	// Shard 2/3 again with another count, its sum recomputed: what a
	// faulty node would print.
	b, err := os.ReadFile(s2)
	if err != nil {
		t.Fatal(err)
	}
	r, err := shard.Decode(bytes.TrimSpace(b))
	if err != nil {
		t.Fatal(err)
	}
	r.All++
	wrong := filepath.Join(dir, "wrong-2-3.json")
	if err := os.WriteFile(wrong, append(r.Encode(), '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	// The same line twice (a result printed again from a finished
	// checkpoint) is one.
	if stdout, stderr, code := execute(t, "count", "--merge", s1, s2, s3, s2); code != exitOK || stdout != fmt.Sprintln(oeisAll[13]) {
		t.Errorf("a line twice: exit %d, stdout %q, stderr %q; want %d", code, stdout, stderr, oeisAll[13])
	}
	for _, tc := range []struct {
		name  string
		files []string
		want  string
	}{
		{"missing", []string{s1, s3}, "shards missing from the count of N=13: 1 of 3 (2)"},
		{"another line for a shard", []string{s1, s2, s3, wrong}, "shard 2/3 is there twice, with other counts"},
		{"foreign N", []string{s1, s2, foreign}, "foreign shard: " + foreign + ":1 counts N=12"},
		{"another split", []string{s1, s2, other}, "foreign shard: " + other + ":1 is shard 3/4"},
	} {
		stdout, stderr, code := execute(t, append([]string{"count", "--merge"}, tc.files...)...)
		if code != exitFailure || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 1 and one line with %q", tc.name, code, stdout, stderr, tc.want)
		}
	}
}

// testKillResume kills a checkpointed `count 16 --workers 1` (15 under
// -race) with SIGKILL at random moments, 10 times (5 with -short, 20 with
// NQUEENS_LONG=1), each time resuming from the checkpoint the killed run
// left; the checkpoint is whole after every kill, never goes back, and the
// last run prints A000170(N) — and, from the finished checkpoint,
// A002562(N) at once. Each kill comes once the run has recorded work of
// its own, at a random moment of its next two checkpoint periods (so some
// land during a write): every kill then cuts a count under way, whatever
// the machine's speed. N=17, killed blindly within 200 ms of its start,
// was often killed before its first write, in the estimate it makes
// before it counts (N=16 makes none).
func testKillResume(t *testing.T, bin string) {
	kills := 10
	switch {
	case longTests():
		kills = 20
	case testing.Short():
		kills = 5
	}
	rng := seededRand(t)
	n := 16
	if raceBuild() {
		n = 15 // what is raced is the same at any N
	}
	const every = 5 * time.Millisecond
	path := filepath.Join(t.TempDir(), "count.ckpt")
	args := []string{"count", fmt.Sprint(n), "--workers", "1", "--checkpoint", path, "--checkpoint-every", every.String()}
	finished := 0
	for k := 0; k < kills; k++ {
		cmd := program(bin, args...)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		var err error
		exited := make(chan struct{})
		go func() { err = cmd.Wait(); close(exited) }()
		// Recorded work of its own, or ended: a run resumed from a
		// checkpoint that the last kill left finished prints at once.
		recordedOrEnded := func() bool {
			select {
			case <-exited:
				return true
			default:
			}
			state, err := checkpoint.Load(path)
			return err == nil && state.Finished() > finished
		}
		if !testkit.WaitUntil(time.Minute, recordedOrEnded) {
			cmd.Process.Kill()
			<-exited
			t.Fatalf("run %d recorded nothing in a minute", k+1)
		}
		time.Sleep(time.Duration(rng.Int64N(int64(2 * every))))
		cmd.Process.Signal(syscall.SIGKILL) // an error: it has ended, which Wait says
		<-exited
		var exit *exec.ExitError
		if !errors.As(err, &exit) {
			// The count finished before the kill: the machine is fast.
			t.Logf("kill %d came after the count ended: %v, %q", k+1, err, out.String())
			break
		}
		state, err := checkpoint.Load(path)
		if err != nil {
			t.Fatalf("after kill %d: %v", k+1, err)
		}
		if state.Finished() < finished {
			t.Fatalf("after kill %d: %d tasks finished, %d before", k+1, state.Finished(), finished)
		}
		finished = state.Finished()
	}
	t.Logf("%d of the tasks finished before the last run", finished)
	stdout, stderr, code := nq(t, bin, nil, args...)
	if code != exitOK || stdout != fmt.Sprintln(oeisAll[n]) {
		t.Errorf("resumed count of N=%d: %q, exit %d, %s; want %d", n, stdout, code, stderr, oeisAll[n])
	}
	stdout, _, code = nq(t, bin, nil, append(args, "--unique")...)
	if code != exitOK || stdout != fmt.Sprintln(oeisUnique[n]) {
		t.Errorf("unique count from the finished checkpoint: %q, exit %d; want %d", stdout, code, oeisUnique[n])
	}
}

// testInterruptSaves: Ctrl-C (SIGINT) writes the checkpoint at once, long
// before its next tick, says so, and exits 130. The count is N=16, a fifth
// of a second of CPU, most of it still to run when the signal comes; one
// that finished before it (a fast machine, a slow test) is a try made
// again, not a pass or a failure.
func testInterruptSaves(t *testing.T, bin string) {
	const tries = 5
	for try := 1; !interruptSaves(t, bin); try++ {
		if try == tries {
			t.Fatalf("count 16 ended before SIGINT came, %d times", tries)
		}
	}
}

// interruptSaves makes one try of testInterruptSaves, false if the count
// finished before the signal.
func interruptSaves(t *testing.T, bin string) bool {
	path := filepath.Join(t.TempDir(), "count16.ckpt")
	cmd := program(bin, "count", "16", "--workers", "1", "--checkpoint", path, "--checkpoint-every", "20ms")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// The signal comes once a checkpoint records a finished task, not after
	// a fixed time: on a loaded 2-core machine under -race the first task
	// can take longer than any sleep that keeps this test short.
	recorded := func() bool { state, err := checkpoint.Load(path); return err == nil && state.Finished() > 0 }
	if !testkit.WaitUntil(60*time.Second, recorded) {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatal("no finished task recorded after 60 s")
	}
	cmd.Process.Signal(syscall.SIGINT) // an error: it has ended, which Wait says
	err := cmd.Wait()
	if err == nil && stdout.String() == fmt.Sprintln(oeisAll[16]) {
		t.Logf("count 16 finished before SIGINT came: again")
		return false
	}
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != exitInterrupted {
		t.Fatalf("count 16 after SIGINT: %v, want exit %d", err, exitInterrupted)
	}
	state, err := checkpoint.Load(path)
	if err != nil || state.Finished() == 0 || state.Complete() {
		t.Fatalf("checkpoint after SIGINT: %v, %v; want some tasks finished, not all", state, err)
	}
	want := fmt.Sprintf("nqueens: stopped; %d of %d tasks are recorded in %s, and the same command resumes\n", state.Finished(), state.Tasks, path)
	if stderr.String() != want || stdout.Len() != 0 {
		t.Errorf("stdout %q, stderr %q; want nothing, and %q", stdout.String(), stderr.String(), want)
	}
	return true
}

// testRefusedCheckpoints: a checkpoint cut short, damaged, or of another
// count is refused with one line and exit 1, and left as it was.
func testRefusedCheckpoints(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.ckpt")
	if _, stderr, code := execute(t, "count", "12", "--checkpoint", good, "--shard", "2/3"); code != exitOK {
		t.Fatalf("count 12 --shard 2/3: exit %d, %s", code, stderr)
	}
	data, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	damaged := bytes.Clone(data)
	damaged[bytes.Index(damaged, []byte(`"all":`))+6] ^= 1 // another count, same length
	versioned := checkpoint.New(checkpoint.Identity{N: 12, Shard: 2, Shards: 3, Tasks: 1, TaskList: "x", Version: "v0.0.1"})
	for _, tc := range []struct {
		name string
		data []byte
		args []string
		want string
	}{
		{"cut short", data[:len(data)/2], nil, "cut short"},
		{"checksum cut", data[:len(data)-10], nil, "cut short"},
		{"damaged", damaged, nil, "damaged"},
		{"empty", nil, nil, "cut short"},
		{"another N", data, []string{"count", "13", "--shard", "2/3"}, "it is for N=12, not N=13"},
		{"another shard", data, []string{"count", "12", "--shard", "1/3"}, "it is for shard 2/3, not shard 1/3"},
		{"the whole count", data, []string{"count", "12"}, "it is for shard 2/3, not the whole count"},
		{"another version", versioned.Encode(), nil, "written by version v0.0.1"},
	} {
		path := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "-")+".ckpt")
		if err := os.WriteFile(path, tc.data, 0o644); err != nil {
			t.Fatal(err)
		}
		args := tc.args
		if args == nil {
			args = []string{"count", "12", "--shard", "2/3"}
		}
		stdout, stderr, code := execute(t, append(args, "--checkpoint", path)...)
		if code != exitFailure || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 1 and one line with %q", tc.name, code, stdout, stderr, tc.want)
		}
		if after, _ := os.ReadFile(path); !bytes.Equal(after, tc.data) {
			t.Errorf("%s: the refused checkpoint was changed", tc.name)
		}
	}
}
