//go:build linux

package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
	"golang.org/x/sys/unix"
)

// TestMain lets the tests run this very binary as nqueens: with
// NQUEENS_TEST_MAIN=1 it is the program (run, as main calls it), not the
// tests. The signal test starts it under a pseudo-terminal.
func TestMain(m *testing.M) {
	if os.Getenv("NQUEENS_TEST_MAIN") == "1" {
		os.Exit(run(os.Args[1:]))
	}
	os.Exit(m.Run())
}

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

// TestSignalsEndTheTUI starts the visualizer under a pseudo-terminal, in
// every state the issue found the deadlock in (paused, playing, at max
// speed, in the play and solutions views), and sends SIGINT, SIGTERM or
// SIGHUP at a random moment: before the first frame, or a while after it.
// Every time the process must end (a deadlock shows as a timeout), with
// status 128 + the signal's number (or killed by the signal itself, when it
// came before the program could catch it — the shell reports the same), the
// terminal's modes as they were (echo, canonical input) and the bytes
// written ending the alternate screen, the hidden cursor and bracketed paste
// it started.
func TestSignalsEndTheTUI(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the program 150 times under a pseudo-terminal (about 15 s)")
	}
	self := testBinary(t)
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, seed>>32))

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
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		for i := range 50 {
			tr := try{sig: sig, scenario: i % len(scenarios), early: i%10 == 9}
			if tr.early {
				tr.delay = time.Duration(rng.IntN(60)) * time.Millisecond
			} else {
				tr.delay = time.Duration(rng.IntN(250)) * time.Millisecond
			}
			tries = append(tries, tr)
		}
	}
	rng.Shuffle(len(tries), func(i, j int) { tries[i], tries[j] = tries[j], tries[i] })

	// Three at a time: each try mostly waits.
	var (
		mu        sync.Mutex
		latencies = make([][]time.Duration, len(scenarios))
		wg        sync.WaitGroup
	)
	next := make(chan try)
	for range 3 {
		wg.Go(func() {
			for tr := range next {
				sc := scenarios[tr.scenario]
				name := fmt.Sprintf("%v %q keys %q early=%v after %v", tr.sig, sc.args, sc.keys, tr.early, tr.delay)
				lat, err := signalTUI(self, sc.args, sc.keys, tr.sig, tr.early, tr.delay)
				if err != nil {
					t.Errorf("%s: %v", name, err)
					continue
				}
				mu.Lock()
				latencies[tr.scenario] = append(latencies[tr.scenario], lat)
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
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return self
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

	cmd := exec.Command(self, args...)
	cmd.Env = append(os.Environ(), "NQUEENS_TEST_MAIN=1", "TERM=xterm-256color")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = tty, tty, tty
	// A session of its own with the pty as its controlling terminal, as a
	// shell would start it.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}

	var out countLockedBuffer
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
		deadline := time.Now().Add(10 * time.Second)
		for !bytes.Contains([]byte(out.String()), []byte(enterAltScreen)) {
			if time.Now().After(deadline) {
				return kill("no first frame in 10 s; output %q", []byte(out.String()))
			}
			time.Sleep(5 * time.Millisecond)
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
	case <-time.After(5 * time.Second):
		return kill("still running 5 s after the signal (deadlock?); output ends %q", tail([]byte(out.String())))
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
	out  *countLockedBuffer
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
		cmd := exec.Command(self, "-n", "6")
		cmd.Env = append(os.Environ(), "NQUEENS_TEST_MAIN=1", "TERM=xterm-256color")
		cmd.Stdin, cmd.Stdout, cmd.Stderr = devNull, tty, tty
		// Ctty is the child's descriptor of the terminal: its stdout.
		cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: ctty, Ctty: 1}
		var out countLockedBuffer
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
			deadline := time.Now().Add(10 * time.Second)
			for !bytes.Contains([]byte(out.String()), []byte(enterAltScreen)) && time.Now().Before(deadline) {
				time.Sleep(5 * time.Millisecond)
			}
			ptmx.Write([]byte("q"))
		}
		select {
		case err = <-exited:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			err = <-exited
			t.Errorf("ctty=%v: still running after 10 s", ctty)
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
