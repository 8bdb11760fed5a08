//go:build linux

package cmd

import (
	"bytes"
	"errors"
	"io"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/nqueens/nqueens/internal/kit/testkit"
)

// bubbleTeaInit is what Bubble Tea's package init writes to a terminal
// before main runs (lipgloss asks for the background colour, then the
// cursor position), in every command: TERM=dumb skips it.
const bubbleTeaInit = "\x1b]11;?\x1b\\\x1b[6n"

// ptySession runs the program under a pseudo-terminal with the
// environment extra, types each of lines once the output holds its
// paired wait string, and returns the output; then signal, if not 0,
// is sent when the output holds the last wait string. It returns the
// program's exit status.
func ptySession(t *testing.T, env []string, args []string, steps [][2]string, sig syscall.Signal) (string, int) {
	t.Helper()
	self := testBinary(t)
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Fatal(err)
	}
	defer ptmx.Close()
	cmd := program(self, args...)
	cmd.Env = programEnv(env...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = tty, tty, tty
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}
	var out testkit.Buffer
	readDone := make(chan struct{})
	go func() {
		defer close(readDone)
		io.Copy(&out, answerQueries{ptmx, &out})
	}()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	tty.Close()
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	fail := func(format string, a ...any) {
		cmd.Process.Kill()
		<-exited
		t.Fatalf(format, a...)
	}
	for _, st := range steps {
		if !testkit.WaitUntil(frameWait, func() bool { return strings.Contains(out.String(), st[0]) }) {
			fail("no %q in %v; output %q", st[0], frameWait, out.String())
		}
		if st[1] != "" {
			ptmx.Write([]byte(st[1]))
		}
	}
	if sig != 0 {
		cmd.Process.Signal(sig)
	}
	var waitErr error
	select {
	case waitErr = <-exited:
	case <-time.After(exitWait):
		fail("still running %v after the input; output ends %q", exitWait, tail([]byte(out.String())))
	}
	<-readDone
	var exit *exec.ExitError
	code := 0
	if errors.As(waitErr, &exit) {
		code = exit.ExitCode()
	} else if waitErr != nil {
		t.Fatal(waitErr)
	}
	return out.String(), code
}

// TestAccessibleThroughPTY runs a whole N=4 run to its end, a lesson to
// its last slide and two exercises (one by --accessible, one by
// ACCESSIBLE=1) at a terminal: the output holds no escape sequence
// at all (with TERM=dumb, which Bubble Tea's init leaves alone), or none
// after Bubble Tea's init query (on an xterm, which answers it).
func TestAccessibleThroughPTY(t *testing.T) {
	t.Parallel()
	for _, term := range []string{"TERM=dumb", "TERM=xterm-256color"} {
		for _, run := range []struct {
			args  []string
			steps [][2]string
			want  string
			env   string
		}{
			{[]string{"--accessible", "-n", "4"}, [][2]string{{"Step 0.", "solution\n"}, {"Solution 1 of 2", "s\n"}, {"Solution 2 of 2", "s\n"}, {"Done: all 2", "board\nq\n"}}, "Goodbye.", ""},
			{[]string{"--accessible", "-n", "4"}, [][2]string{{"Step 0.", "go 1000\n"}, {"Step 139.", "\x04"}}, "Step 139. Done", ""},
			{[]string{"lesson", "1", "--accessible"}, [][2]string{{"Slide 1 of 9", "go 9\n"}, {"Slide 9 of 9", "next\n"}, {"last slide", "quit\n"}}, "Goodbye.", ""},
			{[]string{"exercise", "backtrack", "--seed", "3", "--accessible"}, [][2]string{{"What does it do next?", "place 4 0\n"}, {"Wrong:", "undo\n"}, {"Undone", "place 4 5\n"}, {"Right.", "model\n"}, {"End of the model answer", "quit\n"}}, "Score: 1 right out of 1 decision; 1 wrong step made", ""},
			{[]string{"exercise", "min-conflicts", "--seed", "3", "-n", "6"}, [][2]string{{"Type counts", "counts 2 1 2 2 1 2\n"}, {"Where does the queen", "move 4\n"}, {"Pick 2 of 3", "q\n"}}, "Score: 2 right out of 2 answers", "ACCESSIBLE=1"},
		} {
			env := []string{term}
			if run.env != "" {
				env = append(env, run.env)
			}
			out, code := ptySession(t, env, run.args, run.steps, 0)
			if code != 0 {
				t.Errorf("%s %q: status %d; output %q", term, run.args, code, tail([]byte(out)))
			}
			if !strings.Contains(out, run.want) {
				t.Errorf("%s %q: no %q in %q", term, run.args, run.want, out)
			}
			if !strings.Contains(out, "\r\n> ") {
				t.Errorf("%s %q: no prompt at the terminal", term, run.args)
			}
			rest := strings.TrimPrefix(out, bubbleTeaInit)
			if term == "TERM=dumb" {
				rest = out
			}
			if i := strings.IndexByte(rest, 0x1b); i >= 0 {
				t.Errorf("%s %q: an escape sequence at byte %d: %q", term, run.args, i, rest[max(i-30, 0):min(i+30, len(rest))])
			}
		}
	}
}

// TestAccessibleSignals: INT, TERM, HUP and QUIT end the program with
// 128+n while it waits for a command and while it plays.
func TestAccessibleSignals(t *testing.T) {
	t.Parallel()
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT} {
		for _, steps := range [][][2]string{
			{{"Step 0.", ""}},
			{{"Step 0.", "play\n"}, {"Step 2.", ""}},
		} {
			out, code := ptySession(t, []string{"TERM=dumb"}, []string{"--accessible", "-n", "8", "--speed", "20"}, steps, sig)
			if code != 128+int(sig) {
				t.Errorf("%v after %q: status %d, want %d; output %q", sig, steps[len(steps)-1][0], code, 128+int(sig), tail([]byte(out)))
			}
			if bytes.Contains([]byte(out), []byte("goroutine ")) {
				t.Errorf("%v: a goroutine dump: %q", sig, tail([]byte(out)))
			}
		}
	}
}
