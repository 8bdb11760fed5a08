//go:build linux

package main

import (
	"errors"
	"os"
	"os/exec"
	"syscall"
	"testing"
	"time"
)

// TestReplaySignalStatus: the real program, killed by SIGTERM while it
// reads a pipe nobody writes, exits 128+15.
func TestReplaySignalStatus(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(self, "replay", "--check", "-", "--n", "6")
	cmd.Env = append(os.Environ(), "NQUEENS_TEST_MAIN=1")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(300 * time.Millisecond) // let it start and block on the read
	cmd.Process.Signal(syscall.SIGTERM)
	err = cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 128+int(syscall.SIGTERM) && !exit.Sys().(syscall.WaitStatus).Signaled() {
		t.Errorf("killed by SIGTERM: %v, want exit %d", err, 128+int(syscall.SIGTERM))
	}
}
