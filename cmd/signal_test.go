//go:build linux

package cmd

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/nqueens/nqueens/internal/kit/nocolor"
	"github.com/nqueens/nqueens/internal/kit/testkit"
	"golang.org/x/sys/unix"
)

// Escape sequences the TUI writes to set the terminal up and to restore it.
const (
	enterAltScreen = "\x1b[?1049h"
	leaveAltScreen = "\x1b[?1049l"
	hideCursor     = "\x1b[?25l"
	showCursor     = "\x1b[?25h"
	pasteOn        = "\x1b[?2004h"
	pasteOff       = "\x1b[?2004l"
	mouseOn        = "\x1b[?1002h"
	mouseOff       = "\x1b[?1002l"
)

// The bounds of the waits on a program under a pseudo-terminal: far past
// what they take on a loaded 2-core machine under -race (the latencies are
// logged: the exit comes within half a second of the signal), they only
// turn a hang, a deadlock, into a failure.
const (
	frameWait = 30 * time.Second // for the first frame, or one a key or SIGCONT asks for
	exitWait  = 20 * time.Second // for the end, or the stop, after a signal or q
)

// TestSignalsEndTheTUI starts the visualizer under a pseudo-terminal, in
// every state the issue found the deadlock in (paused, playing, at max
// speed, in the play and solutions views), and sends SIGINT, SIGTERM,
// SIGHUP or SIGQUIT at a random moment: before the first frame, or a while
// after it. Every time the process must end (a deadlock shows as a
// timeout), with status 128 + the signal's number (or killed by the signal
// itself, when it came before the program could catch it — the shell
// reports the same), the terminal's modes as they were (echo, canonical
// input) and the bytes written ending the alternate screen, the hidden
// cursor, bracketed paste and mouse reporting it started. SIGTSTP must
// stop it with the terminal so restored, and SIGCONT set it up again (see
// stopTUI). The delays come from a fixed seed, printed (NQUEENS_SIGNAL_SEED
// sets another), so that a failure replays.
func TestSignalsEndTheTUI(t *testing.T) {
	t.Parallel()
	self := testBinary(t)
	// The four stop signals take one path in the program (signalContext
	// cancels the command's context, whichever it was; only the status
	// differs), so by default each scenario gets one of them, in turn, and
	// every signal is sent at least once; SIGTSTP, whose path is its own,
	// goes to every scenario; and each signal that may come before the
	// first frame gets one try there. A scenario is a state the deadlock
	// was found in, which one try reaches. NQUEENS_LONG=1 sends every
	// signal in every scenario, six times each, at other random moments
	// (198 tries, as many as before).
	long := longTests()
	perScenario := 1
	if long {
		perScenario = 6
	}
	rng := seededRand(t)

	scenarios := []struct {
		args []string
		keys string // typed once the first frame is drawn
	}{
		{[]string{"-n", "8"}, ""},                                // paused
		{[]string{"-n", "8", "--speed", "60"}, " "},              // playing
		{[]string{"-n", "12", "--speed", "max"}, " "},            // at max speed
		{[]string{"-n", "8", "--mode", "play", "--mouse"}, "  "}, // the play view, a queen down
		{[]string{"-n", "14", "--mode", "solutions"}, "]"},       // counting in the background
		{[]string{"-n", "10"}, "n"},                              // running to a solution
	}
	type try struct {
		sig      syscall.Signal
		scenario int
		early    bool          // signal before the first frame
		delay    time.Duration // after the start, or after the first frame
	}
	var tries []try
	// Up to a tenth of a second after the keys: the scenario's state
	// lasts longer (the background count of N=14 takes more), and a later
	// signal only let the count and the max-speed play burn more CPU
	// (250 ms did).
	afterKeys := func() time.Duration { return time.Duration(rng.IntN(100)) * time.Millisecond }
	stopSigs := []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT}
	for sc := range scenarios {
		for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT, syscall.SIGTSTP} {
			if !long && sig != syscall.SIGTSTP && sig != stopSigs[sc%len(stopSigs)] {
				continue
			}
			for range perScenario {
				tries = append(tries, try{sig: sig, scenario: sc, delay: afterKeys()})
			}
		}
	}
	// SIGQUIT before main asks for it is the Go runtime's (a goroutine
	// dump, status 2), before the terminal is set up: only after the
	// first frame; and SIGTSTP too.
	for _, sig := range stopSigs[:3] {
		for range perScenario {
			tries = append(tries, try{sig: sig, scenario: len(tries) % len(scenarios), early: true, delay: time.Duration(rng.IntN(60)) * time.Millisecond})
		}
	}
	rng.Shuffle(len(tries), func(i, j int) { tries[i], tries[j] = tries[j], tries[i] })

	// Four at a time: each try mostly waits.
	var (
		mu        sync.Mutex
		latencies = make([][]time.Duration, len(scenarios))
		stops     []time.Duration // SIGTSTP to the stop
		quits     []time.Duration // SIGQUIT to the exit
		wg        sync.WaitGroup
	)
	next := make(chan try)
	for range 4 {
		wg.Go(func() {
			for tr := range next {
				sc := scenarios[tr.scenario]
				name := fmt.Sprintf("%v %q keys %q early=%v after %v", tr.sig, sc.args, sc.keys, tr.early, tr.delay)
				var lat time.Duration
				var err error
				if tr.sig == syscall.SIGTSTP {
					lat, err = stopTUI(t, sc.args, sc.keys, tr.delay)
				} else {
					lat, err = signalTUI(self, sc.args, sc.keys, tr.sig, tr.early, tr.delay)
				}
				if err != nil {
					t.Errorf("%s: %v", name, err)
					continue
				}
				mu.Lock()
				switch tr.sig {
				case syscall.SIGTSTP:
					stops = append(stops, lat)
				case syscall.SIGQUIT:
					quits = append(quits, lat)
					latencies[tr.scenario] = append(latencies[tr.scenario], lat)
				default:
					latencies[tr.scenario] = append(latencies[tr.scenario], lat)
				}
				mu.Unlock()
			}
		})
	}
	for _, tr := range tries {
		next <- tr
	}
	close(next)
	wg.Wait()
	// The time to the exit, for the report (a loaded machine makes it
	// vary; a deadlock shows as the timeout above).
	for i, l := range latencies {
		if len(l) > 0 {
			slices.Sort(l)
			t.Logf("%q keys %q: %d tries, from the signal to the exit: median %v, max %v",
				scenarios[i].args, scenarios[i].keys, len(l), l[len(l)/2], l[len(l)-1])
		}
	}
	for _, l := range []struct {
		what string
		d    []time.Duration
	}{{"SIGQUIT to the exit", quits}, {"SIGTSTP to the stop", stops}} {
		if len(l.d) > 0 {
			slices.Sort(l.d)
			t.Logf("%s: %d tries, median %v, max %v", l.what, len(l.d), l.d[len(l.d)/2], l.d[len(l.d)-1])
		}
	}
}

// testBinary returns the path of this test binary, which runs as nqueens
// under NQUEENS_TEST_MAIN=1, and skips the test where there are no
// pseudo-terminals to run it in.
func testBinary(t *testing.T) string {
	t.Helper()
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skip("no pseudo-terminal:", err)
	}
	ptmx.Close()
	tty.Close()
	return selfBinary(t)
}

// signalTUI runs one try of TestSignalsEndTheTUI and returns the time from
// the signal to the end of the process.
func signalTUI(self string, args []string, keys string, sig syscall.Signal, early bool, delay time.Duration) (time.Duration, error) {
	ptmx, tty, err := pty.Open()
	if err != nil {
		return 0, err
	}
	defer ptmx.Close()
	ttyOpen := true
	defer func() {
		if ttyOpen {
			tty.Close()
		}
	}()
	if err := pty.Setsize(ptmx, &pty.Winsize{Rows: 30, Cols: 100}); err != nil {
		return 0, err
	}
	before, err := unix.IoctlGetTermios(int(tty.Fd()), unix.TCGETS)
	if err != nil {
		return 0, err
	}

	cmd := program(self, args...)
	cmd.Env = programEnv("TERM=xterm-256color")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = tty, tty, tty
	// A session of its own with the pty as its controlling terminal, as a
	// shell would start it.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}

	var out testkit.Buffer
	readDone := make(chan struct{})
	go func() {
		defer close(readDone)
		io.Copy(&out, answerQueries{ptmx, &out}) // ends with EIO once the tty is closed
	}()
	if err := cmd.Start(); err != nil {
		return 0, err
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	kill := func(format string, a ...any) (time.Duration, error) {
		cmd.Process.Kill()
		<-exited
		return 0, fmt.Errorf(format, a...)
	}

	if !early {
		// Wait for the first frame, then play the scenario's keys.
		if !testkit.WaitUntil(frameWait, func() bool { return strings.Contains(out.String(), enterAltScreen) }) {
			return kill("no first frame in %v; output %q", frameWait, []byte(out.String()))
		}
		if keys != "" {
			if _, err := ptmx.Write([]byte(keys)); err != nil {
				return kill("typing: %v", err)
			}
		}
	}
	time.Sleep(delay)
	sent := time.Now()
	if err := cmd.Process.Signal(sig); err != nil {
		return kill("signal: %v", err)
	}
	var waitErr error
	select {
	case waitErr = <-exited:
	case <-time.After(exitWait):
		return kill("still running %v after the signal (deadlock?); output ends %q", exitWait, tail([]byte(out.String())))
	}
	latency := time.Since(sent)

	after, err := unix.IoctlGetTermios(int(tty.Fd()), unix.TCGETS)
	if err != nil {
		return 0, err
	}
	tty.Close()
	ttyOpen = false
	<-readDone

	var problems []error
	var exit *exec.ExitError
	switch {
	case waitErr == nil:
		problems = append(problems, errors.New("exit status 0"))
	case !errors.As(waitErr, &exit):
		problems = append(problems, waitErr)
	default:
		ws := exit.Sys().(syscall.WaitStatus)
		killedBySignal := ws.Signaled() && ws.Signal() == sig
		if !killedBySignal && ws.ExitStatus() != 128+int(sig) {
			problems = append(problems, fmt.Errorf("%v, want exit status %d", waitErr, 128+int(sig)))
		}
		if killedBySignal && !early {
			problems = append(problems, fmt.Errorf("killed by %v after the first frame: the program did not catch it", sig))
		}
		if killedBySignal {
			// The signal came before main could catch it, while Bubble
			// Tea's package init asked the terminal for its background
			// colour (with echo off, for a millisecond on a terminal that
			// answers). The shell restores the modes of a job a signal
			// kills; nothing of ours ran yet.
			return latency, errors.Join(problems...)
		}
	}
	const modes = unix.ECHO | unix.ICANON | unix.ISIG | unix.IEXTEN
	if after.Lflag&modes != before.Lflag&modes || after.Iflag != before.Iflag || after.Oflag != before.Oflag {
		problems = append(problems, fmt.Errorf("terminal modes not restored: lflag %#x iflag %#x oflag %#x, were %#x %#x %#x",
			after.Lflag, after.Iflag, after.Oflag, before.Lflag, before.Iflag, before.Oflag))
	}
	b := []byte(out.String())
	for _, pair := range [][2]string{{enterAltScreen, leaveAltScreen}, {hideCursor, showCursor}, {pasteOn, pasteOff}, {mouseOn, mouseOff}} {
		if on, off := bytes.LastIndex(b, []byte(pair[0])), bytes.LastIndex(b, []byte(pair[1])); on >= 0 && off < on {
			problems = append(problems, fmt.Errorf("%q is not undone at the end; output ends %q", pair[0], tail(b)))
		}
	}
	return latency, errors.Join(problems...)
}

// answerQueries reads what the program writes to the terminal and answers
// its background colour query as a terminal does: Bubble Tea asks before
// main runs, and without an answer waits 5 s for one.
type answerQueries struct {
	ptmx *os.File
	out  *testkit.Buffer
}

func (a answerQueries) Read(p []byte) (int, error) {
	n, err := a.ptmx.Read(p)
	if bytes.Contains(p[:n], []byte("\x1b]11;?")) {
		a.ptmx.Write([]byte("\x1b]11;rgb:0000/0000/0000\x1b\\\x1b[1;1R"))
	}
	return n, err
}

// tail returns the last bytes of b, for messages.
func tail(b []byte) []byte { return b[max(len(b)-200, 0):] }

// TestVisualizerInput: with stdin redirected the keys come from the
// controlling terminal; with no controlling terminal at all (`setsid
// nqueens < /dev/null`) the visualizer says what to use instead and exits 2
// (Bubble Tea alone failed with "could not open a new TTY", status 1).
func TestVisualizerInput(t *testing.T) {
	t.Parallel()
	self := testBinary(t)
	for _, ctty := range []bool{true, false} {
		ptmx, tty, err := pty.Open()
		if err != nil {
			t.Fatal(err)
		}
		pty.Setsize(ptmx, &pty.Winsize{Rows: 30, Cols: 100})
		devNull, err := os.Open(os.DevNull)
		if err != nil {
			t.Fatal(err)
		}
		cmd := program(self, "-n", "6")
		cmd.Env = programEnv("TERM=xterm-256color")
		cmd.Stdin, cmd.Stdout, cmd.Stderr = devNull, tty, tty
		// Ctty is the child's descriptor of the terminal: its stdout.
		cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: ctty, Ctty: 1}
		var out testkit.Buffer
		readDone := make(chan struct{})
		go func() {
			defer close(readDone)
			io.Copy(&out, answerQueries{ptmx, &out})
		}()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		exited := make(chan error, 1)
		go func() { exited <- cmd.Wait() }()
		if ctty {
			if !testkit.WaitUntil(frameWait, func() bool { return strings.Contains(out.String(), enterAltScreen) }) {
				t.Errorf("stdin from /dev/null: no first frame in %v", frameWait)
			}
			ptmx.Write([]byte("q"))
		}
		select {
		case err = <-exited:
		case <-time.After(exitWait):
			cmd.Process.Kill()
			err = <-exited
			t.Errorf("ctty=%v: still running after %v", ctty, exitWait)
		}
		tty.Close()
		<-readDone
		ptmx.Close()
		devNull.Close()
		got := out.String()
		if ctty {
			if err != nil || !strings.Contains(got, enterAltScreen) || !strings.Contains(got, leaveAltScreen) {
				t.Errorf("stdin from /dev/null, keys from the terminal: %v; output ends %q", err, tail([]byte(got)))
			}
			continue
		}
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != exitUsage || !strings.Contains(got, "needs a terminal") || strings.Count(got, "\n") != 1 {
			t.Errorf("no controlling terminal: %v, printed %q; want exit %d and the one-line hint", err, got, exitUsage)
		}
	}
}

// runSelf starts this test binary as nqueens with args, its output in
// out.
func runSelf(t *testing.T, out io.Writer, args ...string) *exec.Cmd {
	t.Helper()
	cmd := program(selfBinary(t), args...)
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd
}

// waitStatus waits up to d for cmd and returns its exit status, or 128+n
// where a signal n killed it (as a shell reports both), or -1 after a
// timeout (the process is killed).
func waitStatus(cmd *exec.Cmd, d time.Duration) (status int, killed bool) {
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	select {
	case <-exited:
	case <-time.After(d):
		cmd.Process.Kill()
		<-exited
		return -1, false
	}
	ws := cmd.ProcessState.Sys().(syscall.WaitStatus)
	if ws.Signaled() {
		return 128 + int(ws.Signal()), true
	}
	return ws.ExitStatus(), false
}

// signalCaught starts a program with start, sends it sig once it waits
// (see waiting) and returns the exit status of the program that caught it
// (its handler is set up first thing in runWith), or -1 if it was still
// running a minute after the signal (killed then, the test failed: the
// signal did not end its wait). A signal that killed the program outright
// (or a SIGQUIT the Go runtime answered with its dump and status 2) came
// before the handler: that try tells nothing of the wait the test is
// about, so it is made again, the signal a little later each time, up to
// five times; a program never caught fails the test. start may not stop
// the test (it runs on the test's goroutine, or one of its own).
func signalCaught(t *testing.T, sig syscall.Signal, start func() (*exec.Cmd, error)) int {
	t.Helper()
	const tries = 5
	var delay time.Duration // after the program waits
	for try := 1; ; try++ {
		cmd, err := start()
		if err != nil {
			t.Error(err)
			return -1
		}
		if !testkit.WaitUntil(time.Minute, waiting(cmd.Process)) {
			t.Errorf("%q: still busy a minute after its start, not waiting", cmd.Args[1:])
		}
		time.Sleep(delay)
		sent := time.Now()
		cmd.Process.Signal(sig)
		status, killed := waitStatus(cmd, time.Minute)
		// SIGQUIT before the handler is the Go runtime's: a goroutine
		// dump and status 2, which the handler never gives for it.
		early := killed && status == 128+int(sig) || sig == syscall.SIGQUIT && !killed && status == exitUsage
		switch {
		case status == -1:
			t.Errorf("%q: still running a minute after %v", cmd.Args[1:], sig)
			return -1
		case !early:
			t.Logf("%q: %v once it waited: status %d, %v after the signal", cmd.Args[1:], sig, status, time.Since(sent).Round(time.Millisecond))
			return status
		case try == tries:
			t.Errorf("%q: killed by %v before its handler was set up, %d times (the last %v after it seemed to wait)", cmd.Args[1:], sig, tries, delay)
			return -1
		}
		t.Logf("%q: %v killed it before its handler was set up: again, later", cmd.Args[1:], sig)
		delay = max(2*delay, 100*time.Millisecond)
	}
}

// waiting returns a condition for testkit.WaitUntil that holds once
// process p waits: every one of its threads asleep (state S in /proc, as
// in open(2) on a FIFO, a read, a lock, the Go runtime's idle threads)
// and its CPU time unchanged since the condition last looked, a few
// milliseconds before; or p has ended. A program starting up runs, or is
// ready to (state R) on a busy machine, so this is the program in the wait
// a test is about, reached in tens of milliseconds where a fixed sleep
// had to allow for the slowest machine.
func waiting(p *os.Process) func() bool {
	last := -1
	return func() bool {
		tasks, err := os.ReadDir(fmt.Sprintf("/proc/%d/task", p.Pid))
		if err != nil {
			return true // ended and waited for
		}
		asleep := len(tasks) > 0
		for _, task := range tasks {
			b, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%s/stat", p.Pid, task.Name()))
			state, _ := statFields(b)
			if err != nil || state == 'Z' {
				return true // ended
			}
			asleep = asleep && state == 'S'
		}
		b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/stat", p.Pid))
		_, ticks := statFields(b)
		still := ticks == last
		last = ticks
		return asleep && still
	}
}

// statFields returns the state letter and the CPU time (user and system,
// in clock ticks) of a /proc stat line, 0 and -1 if it has none.
func statFields(b []byte) (state byte, ticks int) {
	i := bytes.LastIndexByte(b, ')')
	if i < 0 || i+2 >= len(b) {
		return 0, -1
	}
	// After the name: state ppid pgrp session tty_nr tpgid flags minflt
	// cminflt majflt cmajflt utime stime.
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 13 {
		return 0, -1
	}
	utime, err1 := strconv.Atoi(f[11])
	stime, err2 := strconv.Atoi(f[12])
	if err1 != nil || err2 != nil {
		return f[0][0], -1
	}
	return f[0][0], utime + stime
}

// TestIgnoredSignalsStayIgnored: a program started with SIGHUP and SIGINT
// ignored (`nohup nqueens count 22 &`, a script's background job) asked
// for them as it set up its handlers, which undid the ignoring: the count
// ended with 129 when its terminal went away, the very thing nohup is for.
// They now stay ignored, and SIGTERM still ends it (a merge of an endless
// standard input: the program waits, its handlers set up).
func TestIgnoredSignalsStayIgnored(t *testing.T) {
	t.Parallel()
	// The shell's trap ignores them, and exec keeps them ignored.
	cmd := exec.Command("sh", "-c", `trap "" HUP INT; exec "$0" "$@"`, selfBinary(t), "count", "--merge")
	cmd.Env = programEnv()
	if _, err := cmd.StdinPipe(); err != nil { // open, never written
		t.Fatal(err)
	}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Skip("no sh to start it with:", err)
	}
	set := func() bool { return signalMask(cmd.Process.Pid, "SigCgt")&(1<<(syscall.SIGTERM-1)) != 0 }
	if !testkit.WaitUntil(time.Minute, set) || !testkit.WaitUntil(time.Minute, waiting(cmd.Process)) {
		t.Fatalf("no handler for SIGTERM a minute after the start: %s", out.Bytes())
	}
	ignored, caught := signalMask(cmd.Process.Pid, "SigIgn"), signalMask(cmd.Process.Pid, "SigCgt")
	for _, sig := range []syscall.Signal{syscall.SIGHUP, syscall.SIGINT} {
		bit := uint64(1) << (sig - 1)
		if ignored&bit == 0 || caught&bit != 0 {
			t.Errorf("%v: ignored %v, caught %v; want it ignored, as the program was started", sig, ignored&bit != 0, caught&bit != 0)
		}
		cmd.Process.Signal(sig)
	}
	// Signals are delivered in order: had SIGHUP or SIGINT been caught,
	// the program would already be ending with 129 or 130.
	cmd.Process.Signal(syscall.SIGTERM)
	if status, _ := waitStatus(cmd, time.Minute); status != 128+int(syscall.SIGTERM) {
		t.Errorf("status %d after SIGHUP, SIGINT and SIGTERM, want %d: %s", status, 128+int(syscall.SIGTERM), out.Bytes())
	}
}

// signalMask returns a signal mask of process pid's status in /proc
// (SigIgn, the signals it ignores; SigCgt, those it catches: bit n-1 for
// signal n), 0 where it has ended.
func signalMask(pid int, name string) uint64 {
	v, _ := statusField(pid, name)
	mask, _ := strconv.ParseUint(v, 16, 64)
	return mask
}

// TestGIFMemoryDoesNotGrowWithFrames runs a 10-frame and a 125-frame
// recording and bounds the peak resident memory (each its own, see
// peakRSS) of the long one, and what it adds over the short one: gif kept
// every frame's image until the end (250 of these frames took about
// 135 MB, half a megabyte each, 4,990 frames 2.4 GB, and 250 frames of
// 400×200 cells 3 GB); it now encodes each as it comes. The difference of
// the two is what grows with frames, whatever the process's own size
// (glamour's tables, the race detector's shadow memory): 125 frames tell
// it as 250 did, in half the time.
func TestGIFMemoryDoesNotGrowWithFrames(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("records 135 frames: computing only (see longTests)")
	}
	record := func(frames int) int {
		out := filepath.Join(t.TempDir(), "m.gif")
		var log bytes.Buffer
		cmd := program(selfBinary(t), "gif", "-n", "8", "--steps", fmt.Sprint(frames), "--speed", "50", "--fps", "50", "-o", out)
		peakKiB := peakRSS(t, cmd)
		cmd.Stdout, cmd.Stderr = &log, &log
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		if status, _ := waitStatus(cmd, 2*time.Minute); status != exitOK {
			t.Fatalf("gif of %d frames: status %d: %s", frames, status, log.Bytes())
		}
		if g, err := os.ReadFile(out); err != nil || !bytes.HasPrefix(g, []byte("GIF89a")) {
			t.Errorf("no GIF of %d frames written: %v", frames, err)
		}
		return peakKiB() << 10
	}
	short, long := record(10), record(125)
	bound, growth := 64<<20, 16<<20
	if raceBuild() {
		// The race detector's shadow memory multiplies a process's size
		// (5–10×); the old code kept every frame (about 50 MB more here
		// without it, so hundreds with it): 5× the bounds still tell.
		bound, growth = 5*bound, 5*growth
	}
	t.Logf("peak RSS of 125 frames at 100×32: %.1f MiB (of 10 frames: %.1f MiB)", float64(long)/(1<<20), float64(short)/(1<<20))
	if long > bound {
		t.Errorf("peak RSS %.1f MiB for 125 frames, want at most %d MiB", float64(long)/(1<<20), bound>>20)
	}
	if long-short > growth {
		t.Errorf("peak RSS %.1f MiB for 125 frames, %.1f MiB for 10: want at most %d MiB more", float64(long)/(1<<20), float64(short)/(1<<20), growth>>20)
	}
}

// TestGIFSignalEndsFIFOWait: `gif -o FIFO` with nobody reading the FIFO
// waited in open(2), which no signal ended: only SIGKILL did. The first
// SIGINT, SIGTERM or SIGHUP now ends it with 128+n, and leaves the FIFO.
func TestGIFSignalEndsFIFOWait(t *testing.T) {
	t.Parallel()
	self, dir := selfBinary(t), t.TempDir()
	var wg sync.WaitGroup
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		fifo := filepath.Join(dir, sig.String())
		if err := syscall.Mkfifo(fifo, 0o600); err != nil {
			t.Skip("no FIFOs here:", err)
		}
		wg.Go(func() {
			var log bytes.Buffer
			status := signalCaught(t, sig, func() (*exec.Cmd, error) {
				log.Reset()
				cmd := program(self, "gif", "-n", "4", "-o", fifo)
				cmd.Stdout, cmd.Stderr = &log, &log
				return cmd, cmd.Start()
			})
			if status != 128+int(sig) {
				t.Errorf("%v on gif -o FIFO with no reader: status %d, want %d; %s", sig, status, 128+int(sig), log.Bytes())
			}
			if info, err := os.Lstat(fifo); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
				t.Errorf("%v: the FIFO is gone or replaced: %v", sig, err)
			}
		})
	}
	wg.Wait()
}

// TestGIFEarlySignals sends SIGTERM at a random moment of a short
// recording, from its start to after its end: either the GIF was published
// and the status is 0, or the status says killed (143) and the old file is
// untouched — never a killed status over a replaced file (1 run in 120 did
// that), and never a temporary file left. The delays come from a fixed seed
// (NQUEENS_SIGNAL_SEED overrides it); 12 tries, 120 with NQUEENS_LONG=1.
func TestGIFEarlySignals(t *testing.T) {
	t.Parallel()
	tries := 12
	if longTests() {
		tries = 120
	}
	rng := seededRand(t)
	dir := t.TempDir()
	const old = "the old file"
	var published, kept int
	for i := range tries {
		out := filepath.Join(dir, "out.gif")
		if err := os.WriteFile(out, []byte(old), 0o644); err != nil {
			t.Fatal(err)
		}
		delay := time.Duration(rng.IntN(60)) * time.Millisecond
		var log bytes.Buffer
		cmd := runSelf(t, &log, "gif", "-n", "4", "--steps", "6", "--cols", "40", "--rows", "12", "-o", out)
		time.Sleep(delay)
		cmd.Process.Signal(syscall.SIGTERM)
		status, _ := waitStatus(cmd, exitWait)
		b, err := os.ReadFile(out)
		switch {
		case err != nil:
			t.Errorf("try %d (SIGTERM after %v): %v", i, delay, err)
		case status == exitOK && bytes.HasPrefix(b, []byte("GIF89a")):
			published++
		case status == 128+int(syscall.SIGTERM) && string(b) == old:
			kept++
		default:
			t.Errorf("try %d (SIGTERM after %v): status %d with the file starting %.8q; want 0 and a GIF, or 143 and the old file; %s",
				i, delay, status, b, log.Bytes())
		}
		checkOnly(t, dir, map[string]string{"out.gif": ""})
	}
	t.Logf("%d tries: %d published (status 0), %d interrupted with the old file kept (143)", tries, published, kept)
}

// tui is the visualizer running under a pseudo-terminal, for a test.
type tui struct {
	cmd       *exec.Cmd
	ptmx, tty *os.File
	out       testkit.Buffer
	exited    chan error
	readDone  chan struct{}
	before    *unix.Termios
}

// startTUI starts this binary as the visualizer with args under a new
// pseudo-terminal of 100×30, with env added to the environment. Without
// setsid it runs in a process group of its own, in the test's session, so
// that job-control stops stop it (the process group of a new session has
// no parent in its session: the kernel discards SIGTSTP's stop there).
func startTUI(t *testing.T, args, env []string, setsid bool) *tui {
	t.Helper()
	self := testBinary(t)
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Fatal(err)
	}
	u := &tui{ptmx: ptmx, tty: tty, exited: make(chan error, 1), readDone: make(chan struct{})}
	if err := pty.Setsize(ptmx, &pty.Winsize{Rows: 30, Cols: 100}); err != nil {
		t.Fatal(err)
	}
	if u.before, err = unix.IoctlGetTermios(int(tty.Fd()), unix.TCGETS); err != nil {
		t.Fatal(err)
	}
	u.cmd = program(self, args...)
	u.cmd.Env = programEnv(append([]string{"TERM=xterm-256color",
		// termenv takes a set CI for "no terminal" and draws no colours
		// nor attributes: the program runs in a user's terminal here.
		"CI="}, env...)...)
	u.cmd.Stdin, u.cmd.Stdout, u.cmd.Stderr = tty, tty, tty
	if setsid {
		u.cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}
	} else {
		u.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	}
	go func() {
		defer close(u.readDone)
		io.Copy(&u.out, answerQueries{ptmx, &u.out})
	}()
	if err := u.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { u.exited <- u.cmd.Wait() }()
	t.Cleanup(u.close)
	return u
}

// waitFor waits up to d for s in the output past byte from.
func (u *tui) waitFor(s string, from int, d time.Duration) bool {
	return testkit.WaitUntil(d, func() bool { return strings.Contains(u.out.String()[from:], s) })
}

// state is the process's state letter in /proc (T: stopped).
func (u *tui) state() byte { return procState(u.cmd.Process) }

// procState is the state letter of process p in /proc (T: stopped, Z:
// ended, not yet waited for), 0 if there is none.
func procState(p *os.Process) byte {
	b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/stat", p.Pid))
	state, _ := statFields(b)
	return state
}

// restored lists what is not as it was before the program started: the
// terminal's modes, and the modes its output turned on and did not turn off.
func (u *tui) restored() []error {
	var problems []error
	after, err := unix.IoctlGetTermios(int(u.tty.Fd()), unix.TCGETS)
	if err != nil {
		return []error{err}
	}
	const modes = unix.ECHO | unix.ICANON | unix.ISIG | unix.IEXTEN
	if after.Lflag&modes != u.before.Lflag&modes || after.Iflag != u.before.Iflag || after.Oflag != u.before.Oflag {
		problems = append(problems, fmt.Errorf("terminal modes not restored: lflag %#x iflag %#x oflag %#x, were %#x %#x %#x",
			after.Lflag, after.Iflag, after.Oflag, u.before.Lflag, u.before.Iflag, u.before.Oflag))
	}
	b := []byte(u.out.String())
	for _, pair := range [][2]string{{enterAltScreen, leaveAltScreen}, {hideCursor, showCursor}, {pasteOn, pasteOff}, {mouseOn, mouseOff}} {
		if on, off := bytes.LastIndex(b, []byte(pair[0])), bytes.LastIndex(b, []byte(pair[1])); on >= 0 && off < on {
			problems = append(problems, fmt.Errorf("%q is not undone; output ends %q", pair[0], tail(b)))
		}
	}
	return problems
}

func (u *tui) close() {
	if u.cmd.ProcessState == nil {
		u.cmd.Process.Signal(syscall.SIGCONT)
		u.cmd.Process.Kill()
		<-u.exited
	}
	u.tty.Close()
	<-u.readDone
	u.ptmx.Close()
}

// stopTUI runs one try of SIGTSTP on the TUI: after delay, SIGTSTP must
// leave the terminal as it was and stop the process; SIGCONT must set the
// terminal up again (raw, the alternate screen, mouse reporting where it
// was on) and redraw; SIGINT then ends it as ever. It returns the time from
// SIGTSTP to the stop.
func stopTUI(t *testing.T, args []string, keys string, delay time.Duration) (time.Duration, error) {
	u := startTUI(t, args, nil, false)
	if !u.waitFor(enterAltScreen, 0, frameWait) {
		return 0, fmt.Errorf("no first frame in %v", frameWait)
	}
	if keys != "" {
		u.ptmx.Write([]byte(keys))
	}
	time.Sleep(delay)
	sent := time.Now()
	u.cmd.Process.Signal(syscall.SIGTSTP)
	if !testkit.WaitUntil(exitWait, func() bool { return u.state() == 'T' }) {
		return 0, fmt.Errorf("not stopped %v after SIGTSTP (state %c); output ends %q", exitWait, u.state(), tail([]byte(u.out.String())))
	}
	latency := time.Since(sent)
	if err := u.settledRestored(); err != nil {
		return 0, fmt.Errorf("stopped with the terminal not restored: %w", err)
	}
	mark := len(u.out.String())
	u.cmd.Process.Signal(syscall.SIGCONT)
	if !u.waitFor(enterAltScreen, mark, frameWait) {
		return 0, fmt.Errorf("no alternate screen again after SIGCONT; output ends %q", tail([]byte(u.out.String())))
	}
	if slices.Contains(args, "--mouse") && !u.waitFor(mouseOn, mark, frameWait) {
		return 0, fmt.Errorf("no mouse reporting again after SIGCONT; output ends %q", tail([]byte(u.out.String())))
	}
	if raw, err := unix.IoctlGetTermios(int(u.tty.Fd()), unix.TCGETS); err != nil || raw.Lflag&unix.ICANON != 0 {
		return 0, fmt.Errorf("the terminal is not raw again after SIGCONT (%v)", err)
	}
	u.cmd.Process.Signal(syscall.SIGINT)
	select {
	case <-u.exited:
	case <-time.After(exitWait):
		return 0, fmt.Errorf("still running %v after SIGINT, after a stop and continue", exitWait)
	}
	if code := u.cmd.ProcessState.ExitCode(); code != exitInterrupted {
		return 0, fmt.Errorf("status %d after SIGINT, want %d", code, exitInterrupted)
	}
	return latency, u.settledRestored()
}

// settledRestored is restored once what the program wrote has come
// through: the bytes may still be on their way through the
// pseudo-terminal to the reader (a loaded machine lags it), so it waits up
// to exitWait for them.
func (u *tui) settledRestored() error {
	var p []error
	if testkit.WaitUntil(exitWait, func() bool { p = u.restored(); return len(p) == 0 }) {
		return nil
	}
	return errors.Join(p...)
}

// TestNoColorKeepsAttributes: NO_COLOR=1 takes the colours out and keeps
// bold, underline and reverse, which NO_COLOR allows (termenv's profile for
// it dropped them all, so the executing line of the pseudocode was marked by
// ▶ alone). A locale without UTF-8 (LANG=C) draws in ASCII, unless --unicode.
func TestNoColorKeepsAttributes(t *testing.T) {
	t.Parallel()
	sgr := regexp.MustCompile("\x1b\\[[0-9;:]*m")
	for _, tc := range []struct {
		name      string
		args, env []string
		check     func(frame string) error
	}{
		{"NO_COLOR=1", []string{"-n", "4"}, []string{"NO_COLOR=1", "LANG=C.UTF-8", "LC_ALL=", "LC_CTYPE="}, func(frame string) error {
			bold := false
			for _, seq := range sgr.FindAllString(frame, -1) {
				if nocolor.Strip(seq) != seq {
					return fmt.Errorf("a colour under NO_COLOR: %q", seq)
				}
				bold = bold || strings.Contains(seq, "[1m") || strings.Contains(seq, "[1;") || strings.Contains(seq, ";1m") || strings.Contains(seq, ";1;")
			}
			if !bold {
				return errors.New("no bold under NO_COLOR")
			}
			return nil
		}},
		{"LANG=C", []string{"-n", "4"}, []string{"LANG=C", "LC_ALL=", "LC_CTYPE="}, func(frame string) error {
			for _, r := range frame {
				if r > 0x7e {
					return fmt.Errorf("%q is not ASCII, under LANG=C", r)
				}
			}
			return nil
		}},
		{"LANG=C --unicode", []string{"-n", "4", "--unicode"}, []string{"LANG=C", "LC_ALL=", "LC_CTYPE="}, func(frame string) error {
			if !strings.Contains(frame, "♛") && !strings.Contains(frame, "─") {
				return errors.New("no Unicode with --unicode")
			}
			return nil
		}},
	} {
		// Each its own program and terminal: in parallel.
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			u := startTUI(t, tc.args, tc.env, true)
			if !u.waitFor(enterAltScreen, 0, frameWait) || !u.waitFor("quit", 0, frameWait) {
				t.Fatalf("no first frame in %v: %q", frameWait, tail([]byte(u.out.String())))
			}
			// Steps to an attack, where the culprit queen and the executing
			// line are marked; q once that frame is drawn.
			u.ptmx.Write([]byte("llllll"))
			drawn := func() bool { return strings.Contains(sgr.ReplaceAllString(u.out.String(), ""), "step 6 of") }
			if !testkit.WaitUntil(frameWait, drawn) {
				t.Fatalf("no frame of step 6 in %v: %q", frameWait, tail([]byte(u.out.String())))
			}
			u.ptmx.Write([]byte("q"))
			select {
			case <-u.exited:
			case <-time.After(exitWait):
				t.Errorf("still running %v after q", exitWait)
			}
			out := u.out.String()
			frame := out[strings.Index(out, enterAltScreen):]
			if err := tc.check(frame); err != nil {
				t.Error(err)
			}
		})
	}
}

// TestStdoutNotWritable: a standard output open for reading only
// (`1</dev/null`) refuses the output, which must be an error; one open for
// reading and writing on /dev/null (`1<>/dev/null`, as Python's
// subprocess.DEVNULL and Node's "ignore" pass it) is a place to write to,
// as is the shell's write-only `>/dev/null`. Each command's writes are
// tried in this process, on /dev/null opened each way; the two cases that
// are of the process's own descriptors run nqueens through sh: a daemon's
// /dev/null on all three, and a closed standard output (`exec 1>&-`),
// where the Go runtime puts a read-write /dev/null before the program
// starts.
func TestStdoutNotWritable(t *testing.T) {
	t.Parallel()
	const notOpen = "nqueens: writing standard output: it is not open for writing (bad file descriptor)\n"
	for _, tc := range []struct {
		flag int // how /dev/null is opened as the standard output
		args []string
		want int
	}{
		{os.O_RDONLY, []string{"solve", "6"}, exitFailure},
		{os.O_RDONLY, []string{"solve", "4", "--format", "leetcode"}, exitFailure},
		{os.O_RDONLY, []string{"trace", "4"}, exitFailure},
		{os.O_RDONLY, []string{"tree", "4"}, exitFailure},
		{os.O_RDONLY, []string{"tree", "4", "--format", "text"}, exitFailure},
		{os.O_RDONLY, []string{"--help"}, exitFailure},
		{os.O_RDONLY, []string{"count", "8"}, exitFailure},
		{os.O_RDWR, []string{"count", "8"}, exitOK},
		{os.O_RDWR, []string{"solve", "6"}, exitOK},
		{os.O_RDWR, []string{"trace", "4"}, exitOK},
		{os.O_RDWR, []string{"--help"}, exitOK},
		{os.O_WRONLY, []string{"solve", "6"}, exitOK},
	} {
		f, err := os.OpenFile(os.DevNull, tc.flag, 0)
		if err != nil {
			t.Fatal(err)
		}
		var stderr bytes.Buffer
		code := runWith(tc.args, f, &stderr)
		f.Close()
		want := ""
		if tc.want != exitOK {
			want = notOpen
		}
		if code != tc.want || stderr.String() != want {
			t.Errorf("/dev/null opened %#x as stdout; nqueens %q: exit %d, stderr %q; want %d, stderr %q", tc.flag, tc.args, code, stderr.String(), tc.want, want)
		}
	}

	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh:", err)
	}
	self := selfBinary(t)
	for _, tc := range []struct {
		redirect string
		args     []string
	}{
		{"exec 0<>/dev/null 1<>/dev/null", []string{"solve", "6"}},
		{"exec 1>&-", []string{"count", "8"}},
	} {
		cmd := exec.Command(sh, append([]string{"-c", tc.redirect + `; exec "$0" "$@"`, self}, tc.args...)...)
		cmd.Env = programEnv()
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		cmd.Run()
		if code := cmd.ProcessState.ExitCode(); code != exitOK || stderr.Len() != 0 {
			t.Errorf("%s; nqueens %q: exit %d, stderr %q; want %d and nothing", tc.redirect, tc.args, code, stderr.String(), exitOK)
		}
	}
}
