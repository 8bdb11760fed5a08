//go:build linux

package cmd

import (
	"os/exec"
	"syscall"
	"testing"
	"time"
)

// TestReplaySignalStatus: the real program, sent SIGTERM while it reads a
// pipe nobody writes (300 ms after its start, or later: see signalCaught),
// exits 128+15.
func TestReplaySignalStatus(t *testing.T) {
	t.Parallel()
	status := signalCaught(t, syscall.SIGTERM, 300*time.Millisecond, func() (*exec.Cmd, error) {
		cmd := program(selfBinary(t), "replay", "--check", "-", "--n", "6")
		if _, err := cmd.StdinPipe(); err != nil { // open, never written; Wait closes it
			return nil, err
		}
		return cmd, cmd.Start()
	})
	if status != 128+int(syscall.SIGTERM) {
		t.Errorf("SIGTERM: status %d, want %d", status, 128+int(syscall.SIGTERM))
	}
}
