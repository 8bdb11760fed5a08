package cmd

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// fileArgCommands are the commands that read a file the user names, with
// F where the name goes: each opens and reads it through userfile, so that
// no FIFO or device can hold it past a signal or fill its memory.
func fileArgCommands(dir string) [][]string {
	return [][]string{
		{"lesson", "F", "--check"},
		{"lesson", "F"},
		{"gif", "--lesson", "F", "-o", filepath.Join(dir, "x.gif")},
		{"replay", "--check", "F"},
		{"replay", "F"},
		{"serve", "--room", "waits-test", "--teacher-keys", "F", "--host-key", filepath.Join(dir, "hk"), "--listen", "127.0.0.1:0"},
		{"--lesson-out", "F"},
	}
}

// withFile is args with F replaced by path.
func withFile(args []string, path string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		if a == "F" {
			a = path
		}
		out[i] = a
	}
	return out
}

// TestFileArgumentWaitsEndOnSignal: every command given a FIFO nobody
// opens waited in open(2), and one given a FIFO whose writer never writes
// waited in read(2), and neither ended on INT, TERM, HUP or QUIT: only
// SIGKILL did. Each now ends on each signal with 128 + its number. The
// signals take turns over the commands and the two waits (each command
// waits once in open(2) and once in read(2), each signal ends both kinds
// of wait): one handler catches them all for every command, so the
// product of the two, 34 programs, tried no other code than these 13.
func TestFileArgumentWaitsEndOnSignal(t *testing.T) {
	t.Parallel()
	self, dir := selfBinary(t), t.TempDir()
	signals := []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT}
	var wg sync.WaitGroup
	for c, args := range fileArgCommands(dir) {
		// A FIFO nobody opens: the wait is in open(2).
		openSig := signals[c%len(signals)]
		fifo := filepath.Join(dir, "open-"+string(rune('a'+c)))
		if err := syscall.Mkfifo(fifo, 0o600); err != nil {
			t.Skip("no FIFOs here:", err)
		}
		wg.Go(func() { testFileWaitEnds(t, self, withFile(args, fifo), openSig) })
		if args[0] == "replay" && len(args) == 2 {
			continue // (replay's view wants a terminal before it reads)
		}
		// A FIFO this test holds open to write, and never writes: the
		// program's open returns, and the wait is in read(2).
		readSig := signals[(c+1)%len(signals)]
		held := filepath.Join(dir, "read-"+string(rune('a'+c)))
		if err := syscall.Mkfifo(held, 0o600); err != nil {
			t.Fatal(err)
		}
		w, err := os.OpenFile(held, os.O_RDWR, 0) // does not wait for a reader
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { w.Close() })
		wg.Go(func() { testFileWaitEnds(t, self, withFile(args, held), readSig) })
	}
	wg.Wait()
}

func testFileWaitEnds(t *testing.T, self string, args []string, sig syscall.Signal) {
	var log bytes.Buffer
	status := signalCaught(t, sig, func() (*exec.Cmd, error) {
		log.Reset()
		cmd := program(self, args...)
		cmd.Stdout, cmd.Stderr = &log, &log
		return cmd, cmd.Start()
	})
	if status != 128+int(sig) {
		t.Errorf("%q, %v: status %d, want %d; %s", args, sig, status, 128+int(sig), log.Bytes())
	}
}

// TestFileArgumentsBounded: `serve --teacher-keys /dev/zero` grew by most
// of a GB a second until killed. Every file argument is now read no
// further than a file of its kind can be: /dev/zero and a sparse file of
// a GiB are refused with what the file should have been, and the
// program's peak memory stays small.
func TestFileArgumentsBounded(t *testing.T) {
	t.Parallel()
	self, dir := selfBinary(t), t.TempDir()
	sparse := filepath.Join(dir, "sparse")
	if err := os.WriteFile(sparse, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(sparse, 1<<30); err != nil {
		t.Fatal(err)
	}
	wants := []string{
		"larger than 256 KiB; is it a lesson file?",
		"larger than 256 KiB; is it a lesson file?",
		"larger than 256 KiB; is it a lesson file?",
		"the line is longer than",
		"the line is longer than",
		"larger than 4 MiB; is it an authorized_keys file?",
		"larger than 256 KiB; is it a lesson file?",
	}
	for c, args := range fileArgCommands(dir) {
		for _, path := range []string{"/dev/zero", sparse} {
			if args[0] == "replay" && len(args) == 2 {
				continue // (replay's view wants a terminal before it reads)
			}
			args := withFile(args, path)
			cmd := program(self, args...)
			peak := peakRSS(t, cmd)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			status, _ := waitStatus(cmd, time.Minute)
			if status == -1 || status == exitOK || status >= 128 || !strings.Contains(stdout.String()+stderr.String(), wants[c]) {
				t.Errorf("%q: status %d (-1: still running a minute later), %q %q; want a failure saying %q", args, status, stdout.Bytes(), stderr.Bytes(), wants[c])
				continue
			}
			bound := 64 << 20
			if raceBuild() {
				bound *= 5 // the race detector's shadow memory
			}
			if kib := peak(); kib<<10 > bound {
				t.Errorf("%q: peak RSS %d MiB, want at most %d MiB", args, kib>>10, bound>>20)
			}
		}
	}
}
