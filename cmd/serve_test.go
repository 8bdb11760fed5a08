package cmd

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestServeRefusesBadSetups: a bad room code, a room without a teacher,
// teacher keys without a room are usage errors; a host key open to others
// or that is not a key is refused before anything listens. Each gets one
// line.
func TestServeRefusesBadSetups(t *testing.T) {
	dir := t.TempDir()
	open := filepath.Join(dir, "open")
	os.WriteFile(open, []byte("x"), 0o644)
	junk := filepath.Join(dir, "junk")
	os.WriteFile(junk, []byte("not a key\n"), 0o600)
	keys := filepath.Join(dir, "keys")
	os.WriteFile(keys, []byte("# none\n"), 0o600)
	for _, c := range []struct {
		args   []string
		status int
		says   string
	}{
		{[]string{"--room", "AB"}, exitUsage, "--room must be"},
		{[]string{"--room", "abcdef-12"}, exitUsage, "needs --teacher-keys"},
		{[]string{"--teacher-keys", keys}, exitUsage, "needs --room"},
		{[]string{"--room", "new", "--teacher-keys", keys}, exitFailure, "no public key"},
		{[]string{"--host-key", open}, exitFailure, "chmod 600"},
		{[]string{"--host-key", junk}, exitFailure, "is not a private key"},
		{[]string{"--max-sessions", "0"}, exitUsage, "max-sessions"},
	} {
		var out, errb bytes.Buffer
		got := runWith(append([]string{"serve", "--listen", "127.0.0.1:0"}, c.args...), &out, &errb)
		msg := strings.TrimSpace(errb.String())
		if got != c.status || !strings.Contains(msg, c.says) || strings.Count(msg, "\n") != 0 {
			t.Errorf("serve %v: status %d, stderr %q; want %d and one line with %q", c.args, got, msg, c.status, c.says)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "ssh_host_ed25519_key")); err == nil {
		t.Errorf("a refused setup wrote a host key")
	}
}
