package cmd

import (
	"io"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/nqueens/nqueens/internal/kit/testkit"
	"golang.org/x/sys/unix"
)

// TestQuitDuringTerminalQuery: at start-up the visualizer asks the
// terminal for its background colour (OSC 11) and waits up to 5 s for a
// terminal that never answers. A SIGQUIT in that wait was the Go
// runtime's: a goroutine dump over the terminal and status 2. It now ends
// the program as it ends the TUI: status 131, the terminal's modes as they
// were, and no dump.
func TestQuitDuringTerminalQuery(t *testing.T) {
	t.Parallel()
	self := testBinary(t)
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Fatal(err)
	}
	defer ptmx.Close()
	pty.Setsize(ptmx, &pty.Winsize{Rows: 30, Cols: 100})
	before, err := unix.IoctlGetTermios(int(tty.Fd()), unix.TCGETS)
	if err != nil {
		t.Fatal(err)
	}
	cmd := program(self, "-n", "8")
	// termenv queries no terminal when CI is set (as CI sets it): the
	// user's terminal this test stands for has no CI.
	cmd.Env = slices.DeleteFunc(programEnv("TERM=xterm-256color"), func(kv string) bool { return strings.HasPrefix(kv, "CI=") })
	cmd.Stdin, cmd.Stdout, cmd.Stderr = tty, tty, tty
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}
	// Read what it writes, never answering a query.
	var out testkit.Buffer
	go io.Copy(&out, ptmx)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	asked := time.Now().Add(time.Minute)
	for !strings.Contains(out.String(), "\x1b]11;?") && time.Now().Before(asked) {
		time.Sleep(10 * time.Millisecond)
	}
	if !strings.Contains(out.String(), "\x1b]11;?") {
		cmd.Process.Kill()
		t.Fatalf("no OSC 11 query a minute after the start: %q", out.String())
	}
	cmd.Process.Signal(syscall.SIGQUIT)
	status, _ := waitStatus(cmd, time.Minute)
	after, err := unix.IoctlGetTermios(int(tty.Fd()), unix.TCGETS)
	if err != nil {
		t.Fatal(err)
	}
	tty.Close()
	if status != 128+int(syscall.SIGQUIT) || strings.Contains(out.String(), "goroutine ") {
		t.Errorf("SIGQUIT during the terminal query: status %d, want 131 and no dump; wrote %q", status, []byte(out.String()))
	}
	if after.Lflag != before.Lflag || after.Iflag != before.Iflag || after.Oflag != before.Oflag {
		t.Errorf("terminal modes after: lflag %#x iflag %#x oflag %#x, want %#x %#x %#x", after.Lflag, after.Iflag, after.Oflag, before.Lflag, before.Iflag, before.Oflag)
	}
}
