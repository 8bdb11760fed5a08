package serve

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHostKeyPersists: the first run creates the key with mode 0600 (in a
// directory of its own), later runs read the same key, and a key open to
// others is refused rather than used or replaced.
func TestHostKeyPersists(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state", "host_key")
	first, created, err := LoadHostKey(context.Background(), path)
	if err != nil || !created {
		t.Fatalf("first run: created %v, %v", created, err)
	}
	info, _ := os.Stat(path)
	if info.Mode().Perm() != 0o600 {
		t.Errorf("mode %04o, want 0600", info.Mode().Perm())
	}
	again, created, err := LoadHostKey(context.Background(), path)
	if err != nil || created || !bytes.Equal(first, again) {
		t.Fatalf("second run: created %v, same %v, %v", created, bytes.Equal(first, again), err)
	}
	os.Chmod(path, 0o644)
	if _, _, err := LoadHostKey(context.Background(), path); err == nil || !strings.Contains(err.Error(), "chmod 600") {
		t.Errorf("a key open to others: %v", err)
	}
	now, _ := os.ReadFile(path)
	if !bytes.Equal(now, first) {
		t.Errorf("the refused key was replaced")
	}
}
