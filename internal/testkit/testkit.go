// Package testkit holds the helpers that the tests of several packages
// share, so that each is written once: a buffer that a process's or a
// goroutine's output can be written into while the test reads it, and a
// copy of the test binary that another user can run. Only tests import
// it.
package testkit

import (
	"bytes"
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// Buffer is a bytes.Buffer safe for a writer's goroutine and the test
// reading it at the same time.
type Buffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *Buffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// String returns what was written so far.
func (b *Buffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// CopySelf copies the running test binary into dir as name, executable by
// anyone, and returns its path: a test that runs it as another user (uid
// nobody, say) cannot reach the binary in the build's own folder.
func CopySelf(t testing.TB, dir, name string) string {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(self)
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, name)
	if err := os.WriteFile(bin, data, 0o755); err != nil {
		t.Fatal(err)
	}
	return bin
}
