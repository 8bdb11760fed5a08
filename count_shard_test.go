package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/nqueens/nqueens/internal/checkpoint"
	"github.com/nqueens/nqueens/internal/shard"
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
	} {
		stdout, stderr, code := execute(t, args...)
		if code != exitUsage || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "nqueens: ") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and one line", args, code, stdout, stderr)
		}
	}
	if _, err := os.Stat(ckpt); err == nil {
		t.Errorf("a refused command line wrote the checkpoint %s", ckpt)
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

// buildNQueens builds the program once for the tests that run it as a
// process of its own (without -race: the kill test needs its speed).
func buildNQueens(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "nqueens")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// nq runs the program and returns its stdout, stderr and exit status, or
// -1 and the error if it could not run. (It may be called from any
// goroutine, so it does not stop the test.)
func nq(t *testing.T, bin string, stdin []byte, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = shardFreeEnv()
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		code = exit.ExitCode()
	case err != nil:
		return "", err.Error(), -1
	}
	return out.String(), errOut.String(), code
}

// shardFreeEnv is the test's environment without the batch engines'
// variables.
func shardFreeEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		if name != shard.EnvKubernetes && !strings.HasPrefix(name, "SLURM_ARRAY_") && name != shard.EnvParallel {
			env = append(env, kv)
		}
	}
	return env
}

// TestCountProcesses runs the program as a batch engine would: shards in
// processes of their own and their merge, a count killed at random moments
// and resumed, checkpoints that must be refused.
func TestCountProcesses(t *testing.T) {
	bin := buildNQueens(t)
	t.Run("shards", func(t *testing.T) { testShardProcesses(t, bin) })
	t.Run("bad merges", func(t *testing.T) { testBadMerges(t, bin) })
	t.Run("killed and resumed", func(t *testing.T) { testKillResume(t, bin) })
	t.Run("interrupted", func(t *testing.T) { testInterruptSaves(t, bin) })
	t.Run("refused checkpoints", func(t *testing.T) { testRefusedCheckpoints(t, bin) })
}

// testShardProcesses splits N = 10..15 (10 and 15 with -short) into 1, 2,
// 3, 7 and 64 shards, each counted by a process of its own, and merges
// them: A000170, and A002562 with --unique.
func testShardProcesses(t *testing.T, bin string) {
	dir := t.TempDir()
	type job struct{ n, i, m int }
	var jobs []job
	sizes := []int{10, 11, 12, 13, 14, 15}
	if testing.Short() {
		sizes = []int{10, 15}
	}
	for _, n := range sizes {
		for _, m := range []int{1, 2, 3, 7, 64} {
			for i := 1; i <= m; i++ {
				jobs = append(jobs, job{n, i, m})
			}
		}
	}
	file := func(j job) string { return filepath.Join(dir, fmt.Sprintf("%d-%d-%d.json", j.n, j.m, j.i)) }
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2*runtime.NumCPU())
	for _, j := range jobs {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			stdout, stderr, code := nq(t, bin, nil, "count", fmt.Sprint(j.n), "--workers", "1", "--shard", fmt.Sprintf("%d/%d", j.i, j.m))
			if code != exitOK || stderr != "" {
				t.Errorf("shard %d/%d of N=%d: exit %d, %s", j.i, j.m, j.n, code, stderr)
			}
			if err := os.WriteFile(file(j), []byte(stdout), 0o644); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	// The merges run in this process (the shards' files are what they
	// read), but for one through a process's standard input, as
	// `cat … | nqueens count --merge`.
	for _, n := range sizes {
		for _, m := range []int{1, 2, 3, 7, 64} {
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
		b, _ := os.ReadFile(file(job{15, i, 64}))
		all.Write(b)
	}
	if stdout, stderr, code := nq(t, bin, all.Bytes(), "count", "--merge", "--unique"); code != exitOK || stdout != fmt.Sprintln(oeisUnique[15]) {
		t.Errorf("N=15 in 64 shards through stdin: %q, exit %d, %s; want %d", stdout, code, stderr, oeisUnique[15])
	}
}

// testBadMerges: a missing, a duplicated and a foreign shard each fail the
// merge with one line that names the problem, and exit 1.
func testBadMerges(t *testing.T, bin string) {
	dir := t.TempDir()
	shardFile := func(n, i, m int) string {
		stdout, stderr, code := nq(t, bin, nil, "count", fmt.Sprint(n), "--shard", fmt.Sprintf("%d/%d", i, m))
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
	if stdout, stderr, code := nq(t, bin, nil, "count", "--merge", s1, s2, s3, s2); code != exitOK || stdout != fmt.Sprintln(oeisAll[13]) {
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
		stdout, stderr, code := nq(t, bin, nil, append([]string{"count", "--merge"}, tc.files...)...)
		if code != exitFailure || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 1 and one line with %q", tc.name, code, stdout, stderr, tc.want)
		}
	}
}

// testKillResume kills a checkpointed `count 16 --workers 1` with SIGKILL at
// random moments, 20 times (5 with -short), each time resuming from the
// checkpoint the killed run left; the checkpoint is whole after every kill,
// never goes back, and the last run prints A000170(16) — and, from the
// finished checkpoint, A002562(16) at once.
func testKillResume(t *testing.T, bin string) {
	kills := 20
	if testing.Short() {
		kills = 5
	}
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 16))
	path := filepath.Join(t.TempDir(), "count16.ckpt")
	args := []string{"count", "16", "--workers", "1", "--checkpoint", path, "--checkpoint-every", "10ms"}
	finished := 0
	for k := 0; k < kills; k++ {
		cmd := exec.Command(bin, args...)
		cmd.Env = shardFreeEnv()
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// From at once (before the first checkpoint) to 200 ms, a fifth
		// of the count on an idle machine.
		time.Sleep(time.Duration(rng.Int64N(int64(200 * time.Millisecond))))
		if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		err := cmd.Wait()
		var exit *exec.ExitError
		if !errors.As(err, &exit) {
			// The count finished before the kill: the machine is fast.
			t.Logf("kill %d came after the count ended: %v, %q", k+1, err, out.String())
			break
		}
		state, err := checkpoint.Load(path)
		if errors.Is(err, os.ErrNotExist) && finished == 0 {
			continue // killed before its first write
		}
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
	if code != exitOK || stdout != fmt.Sprintln(oeisAll[16]) {
		t.Errorf("resumed count of N=16: %q, exit %d, %s; want %d", stdout, code, stderr, oeisAll[16])
	}
	stdout, _, code = nq(t, bin, nil, append(args, "--unique")...)
	if code != exitOK || stdout != fmt.Sprintln(oeisUnique[16]) {
		t.Errorf("unique count from the finished checkpoint: %q, exit %d; want %d", stdout, code, oeisUnique[16])
	}
}

// testInterruptSaves: Ctrl-C (SIGINT) writes the checkpoint at once, long
// before its next tick, says so, and exits 130.
func testInterruptSaves(t *testing.T, bin string) {
	path := filepath.Join(t.TempDir(), "count17.ckpt")
	cmd := exec.Command(bin, "count", "17", "--workers", "1", "--checkpoint", path, "--checkpoint-every", "1h")
	cmd.Env = shardFreeEnv()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// The checkpoint is written once at the start; the count is under way
	// a moment after.
	for start := time.Now(); ; time.Sleep(10 * time.Millisecond) {
		if _, err := os.Stat(path); err == nil {
			break
		}
		if time.Since(start) > 30*time.Second {
			cmd.Process.Kill()
			t.Fatal("no checkpoint after 30 s")
		}
	}
	time.Sleep(300 * time.Millisecond)
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != exitInterrupted {
		t.Fatalf("count 17 after SIGINT: %v, want exit %d", err, exitInterrupted)
	}
	state, err := checkpoint.Load(path)
	if err != nil || state.Finished() == 0 {
		t.Fatalf("checkpoint after SIGINT: %v, %v; want some tasks finished", state, err)
	}
	want := fmt.Sprintf("nqueens: stopped; %d of %d tasks are recorded in %s, and the same command resumes\n", state.Finished(), state.Tasks, path)
	if stderr.String() != want {
		t.Errorf("stderr %q, want %q", stderr.String(), want)
	}
}

// testRefusedCheckpoints: a checkpoint cut short, damaged, or of another
// count is refused with one line and exit 1, and left as it was.
func testRefusedCheckpoints(t *testing.T, bin string) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.ckpt")
	if _, stderr, code := nq(t, bin, nil, "count", "12", "--checkpoint", good, "--shard", "2/3"); code != exitOK {
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
		stdout, stderr, code := nq(t, bin, nil, append(args, "--checkpoint", path)...)
		if code != exitFailure || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 1 and one line with %q", tc.name, code, stdout, stderr, tc.want)
		}
		if after, _ := os.ReadFile(path); !bytes.Equal(after, tc.data) {
			t.Errorf("%s: the refused checkpoint was changed", tc.name)
		}
	}
}
