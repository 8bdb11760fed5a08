package userfile

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestReadFile: a file within the limit is read whole; /dev/zero and a
// file one byte past the limit are refused saying what the file should
// be; the end of the context ends the open of a FIFO nobody writes and the
// read of one whose writer never writes.
func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	ok := filepath.Join(dir, "ok")
	if err := os.WriteFile(ok, []byte("12345678"), 0o600); err != nil {
		t.Fatal(err)
	}
	if data, err := ReadFile(context.Background(), ok, 8, "a test file"); err != nil || string(data) != "12345678" {
		t.Errorf("a file at the limit: %q, %v", data, err)
	}
	for _, path := range []string{ok, "/dev/zero"} {
		_, err := ReadFile(context.Background(), path, 7, "a test file")
		var tl *TooLargeError
		if want := path + ": larger than 7 bytes; is it a test file?"; !errors.As(err, &tl) || err.Error() != want {
			t.Errorf("%s past the limit: %v, want %q", path, err, want)
		}
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	for _, writer := range []bool{false, true} {
		if writer {
			w, err := os.OpenFile(fifo, os.O_RDWR, 0) // a writer that never writes
			if err != nil {
				t.Fatal(err)
			}
			defer w.Close()
		}
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(50*time.Millisecond, cancel)
		done := make(chan error, 1)
		go func() { _, err := ReadFile(ctx, fifo, 1<<20, "a test file"); done <- err }()
		select {
		case err := <-done:
			if !errors.Is(err, context.Canceled) {
				t.Errorf("FIFO (writer %v): %v, want the context's end", writer, err)
			}
		case <-time.After(time.Minute):
			t.Fatalf("FIFO (writer %v): still waiting a minute after the context ended", writer)
		}
	}
}
