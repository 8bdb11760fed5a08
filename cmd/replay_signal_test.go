//go:build linux

package cmd

import (
	"os/exec"
	"syscall"
	"testing"
)

// TestReplaySignalStatus: the real program, sent SIGTERM while it reads a
// pipe nobody writes (once it waits: see signalCaught), exits 128+15.
func TestReplaySignalStatus(t *testing.T) {
	t.Parallel()
	status := signalCaught(t, syscall.SIGTERM, func() (*exec.Cmd, error) {
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
