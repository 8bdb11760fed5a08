package serve

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHostKeyPersists: the first run creates the key with mode 0600,
// later runs read the same key, and a key open to others is refused
// rather than used or replaced.
func TestHostKeyPersists(t *testing.T) {
	path := filepath.Join(t.TempDir(), "host_key")
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

// TestHostKeyMakesNoFolders: a key in a folder that does not exist is
// refused, saying so, and no folder is made.
func TestHostKeyMakesNoFolders(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "nonexist")
	_, _, err := LoadHostKey(context.Background(), filepath.Join(dir, "sub", "k"))
	if err == nil || !strings.Contains(err.Error(), "folder "+filepath.Join(dir, "sub")+" does not exist") {
		t.Errorf("a key in a missing folder: %v", err)
	}
	if _, err := os.Stat(dir); err == nil {
		t.Errorf("%s was made", dir)
	}
}

// TestDefaultHostKeyFolder: the default path's own folder is made (mode
// 0700) once and said, in a config folder that exists; a config folder
// that does not exist is not made.
func TestDefaultHostKeyFolder(t *testing.T) {
	config := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", config)
	path, made, err := DefaultHostKey()
	want := filepath.Join(config, "nqueens")
	if err != nil || made != want || path != filepath.Join(want, "ssh_host_ed25519_key") {
		t.Fatalf("first: %q, made %q, %v", path, made, err)
	}
	if info, err := os.Stat(want); err != nil || info.Mode().Perm() != 0o700 {
		t.Errorf("the folder: %v, %v", info, err)
	}
	if _, made, err = DefaultHostKey(); err != nil || made != "" {
		t.Errorf("second: made %q, %v", made, err)
	}
	missing := filepath.Join(config, "missing")
	t.Setenv("XDG_CONFIG_HOME", missing)
	if _, _, err := DefaultHostKey(); err == nil || !strings.Contains(err.Error(), "give --host-key") {
		t.Errorf("a missing config folder: %v", err)
	}
	if _, err := os.Stat(missing); err == nil {
		t.Errorf("%s was made", missing)
	}
}
