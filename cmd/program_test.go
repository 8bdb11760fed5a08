package cmd

// The helpers of the tests that run nqueens as a process of its own: one
// binary (this test binary, no other build), one environment, one way to
// run it, wait on it and read its output while it runs.

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/nqueens/nqueens/internal/count/shard"
	"github.com/nqueens/nqueens/internal/kit/earlysignal"
	"github.com/nqueens/nqueens/internal/kit/i18n"
)

// TestMain lets the tests run this very binary as nqueens: with
// NQUEENS_TEST_MAIN=1 it is the program (Run, as main calls it), not the
// tests. It saves each test that starts the program a build of its own (a
// `go build` of the module, a second compile of everything under -race).
func TestMain(m *testing.M) {
	if os.Getenv("NQUEENS_TEST_MAIN") == "1" {
		code := Run(os.Args[1:])
		if path := os.Getenv("NQUEENS_TEST_PEAK"); path != "" {
			writePeakRSS(path)
		}
		os.Exit(code)
	}
	// The tests' own process: its signals are the test runner's.
	earlysignal.Handover(nil)
	// The tests expect the English texts, and the programs they start
	// inherit the environment: a developer's Chinese or Spanish locale
	// gives way to one that still has UTF-8. A test of another language
	// asks for it itself.
	if i18n.FromEnv(os.Getenv) != i18n.En {
		for _, v := range i18n.LocaleVariables {
			os.Unsetenv(v)
		}
		os.Setenv("LANG", "C.UTF-8")
	}
	// A shell starts a background job (`go test ./... &`, a CI step's
	// `cmd &`) with SIGINT ignored, nohup SIGHUP, and the programs the
	// tests start would inherit that and keep them ignored, as a program
	// started so does (TestIgnoredSignalsStayIgnored): the tests that send
	// them would see a program that never ends. A handler here (whose
	// signals are dropped, so this process still ignores them) makes exec
	// give the programs the default. (This process's earlysignal asks
	// only for the signals it was not started ignoring, so that
	// signal.Ignored still tells.)
	for _, sig := range []os.Signal{syscall.SIGINT, syscall.SIGHUP} {
		if signal.Ignored(sig) {
			signal.Notify(make(chan os.Signal, 1), sig)
		}
	}
	// The parallel tests mostly wait: on the programs they start, whose
	// CPU time is not this process's, and on their terminals. Twice as
	// many at a time as -parallel's default (GOMAXPROCS, for tests that
	// compute) keep the CPUs busy through those waits; a -parallel given
	// on the command line stands.
	flag.Parse()
	parallelGiven := false
	flag.Visit(func(f *flag.Flag) { parallelGiven = parallelGiven || f.Name == "test.parallel" })
	if !parallelGiven {
		flag.Set("test.parallel", strconv.Itoa(2*runtime.GOMAXPROCS(0)))
	}
	os.Exit(m.Run())
}

// writePeakRSS writes the process's peak resident memory (VmHWM, in KiB)
// to path, for peakRSS.
func writePeakRSS(path string) {
	if v, ok := statusField(os.Getpid(), "VmHWM"); ok {
		os.WriteFile(path, []byte(strings.TrimSpace(strings.TrimSuffix(v, "kB"))), 0o644)
	}
}

// statusField returns the value of the line name of process pid's status
// in /proc (VmHWM, SigIgn, …), trimmed, and false if there is none (the
// process has ended).
func statusField(pid int, name string) (string, bool) {
	status, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	for _, line := range strings.Split(string(status), "\n") {
		if v, ok := strings.CutPrefix(line, name+":"); ok {
			return strings.TrimSpace(v), true
		}
	}
	return "", false
}

// peakRSS makes cmd (a program) note its peak resident memory as it ends,
// and returns the function that reads it (in KiB) once cmd has ended. It
// is the program's own: the rusage of a child (ru_maxrss) also counts the
// memory of the test process it was forked from (Go forks with CLONE_VM,
// and exec keeps the high-water mark), hundreds of MB under -race.
func peakRSS(t *testing.T, cmd *exec.Cmd) func() int {
	t.Helper()
	path := filepath.Join(t.TempDir(), "peak")
	cmd.Env = append(cmd.Env, "NQUEENS_TEST_PEAK="+path)
	return func() int {
		t.Helper()
		b, err := os.ReadFile(path)
		kib, aerr := strconv.Atoi(string(b))
		if err != nil || aerr != nil || kib == 0 {
			t.Fatalf("no peak RSS noted by %s: %v, %q", cmd.Path, err, b)
		}
		return kib
	}
}

// repoFile returns the path of name, a file named from the module's root
// (README.md, docs/…), from this package's folder, where tests run.
func repoFile(name string) string { return filepath.Join("..", name) }

// longTests reports whether NQUEENS_LONG=1 asks for the long versions of
// the tests that repeat a try (as in the other packages): by default they
// run a bounded sample of it.
//
// -short, at the other end, leaves out the tests that only compute on
// one goroutine of the program (the README's GIFs, the frame and memory
// bounds of long recordings, every example of the docs, long sweeps): CI
// runs them without -race, and runs -race -short, where the detector
// finds in them nothing the other tests do not also go through.
func longTests() bool { return os.Getenv("NQUEENS_LONG") == "1" }

// raceBuild reports whether this test binary, and so the program the
// tests run, is built with -race: its counts are about ten times slower,
// so the tests that count in processes of their own count smaller boards
// there (the race detector checks the concurrency, which does not depend
// on N; the run without -race checks the large counts).
func raceBuild() bool {
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, s := range info.Settings {
			if s.Key == "-race" {
				return s.Value == "true"
			}
		}
	}
	return false
}

// selfBinary returns the path of this test binary, which runs as nqueens
// in the environment of programEnv.
func selfBinary(t *testing.T) string {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return self
}

// programEnv is the environment of the program a test starts: the test's
// own without the batch engines' variables (a shard must not leak in from
// the machine running the tests), NQUEENS_TEST_MAIN=1, and extra.
//
// Under -race it adds atexit_sleep_ms=0 to GORACE: the race runtime
// otherwise sleeps a second before every exit with status 0 (so that a
// C++ program's threads can race its exit handlers; a Go program has
// none), a second of wall time for each of the hundreds of programs these
// tests start. The programs are raced as before: a race is reported and
// exits 66 when it happens.
func programEnv(extra ...string) []string {
	var env []string
	gorace := ""
	for _, kv := range os.Environ() {
		name, value, _ := strings.Cut(kv, "=")
		switch {
		case name == "GORACE":
			gorace = value
		case name != shard.EnvKubernetes && !strings.HasPrefix(name, "SLURM_ARRAY_") && name != shard.EnvParallel:
			env = append(env, kv)
		}
	}
	if raceBuild() {
		gorace = strings.TrimSpace(gorace + " atexit_sleep_ms=0")
	}
	if gorace != "" {
		env = append(env, "GORACE="+gorace)
	}
	return append(append(env, "NQUEENS_TEST_MAIN=1"), extra...)
}

// program returns the command that runs bin (selfBinary, or a copy of it)
// as nqueens with args, in programEnv.
func program(bin string, args ...string) *exec.Cmd {
	cmd := exec.Command(bin, args...)
	cmd.Env = programEnv()
	return cmd
}

// nq runs the program and returns its stdout, stderr and exit status, or
// -1 and the error if it could not run. (It may be called from any
// goroutine, so it does not stop the test.)
func nq(t *testing.T, bin string, stdin []byte, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := program(bin, args...)
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

// seededRand returns a random source for a test's delays from a fixed seed,
// printed so that a failure can be replayed: NQUEENS_SIGNAL_SEED=N sets it.
func seededRand(t *testing.T) *rand.Rand {
	t.Helper()
	seed := uint64(1)
	if s := os.Getenv("NQUEENS_SIGNAL_SEED"); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatal("NQUEENS_SIGNAL_SEED:", err)
		}
		seed = n
	}
	t.Logf("seed %d (NQUEENS_SIGNAL_SEED=%d replays it)", seed, seed)
	return rand.New(rand.NewPCG(seed, seed>>32))
}
