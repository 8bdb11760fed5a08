package cmd

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	gossh "golang.org/x/crypto/ssh"
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
		{[]string{"--results", filepath.Join(dir, "results.csv")}, exitUsage, "--results needs --room"},
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

// TestServeResultsRefusesSymlink: a --results path that is a symbolic
// link is refused before anything listens, and the file it points to is
// left as it was.
func TestServeResultsRefusesSymlink(t *testing.T) {
	dir := t.TempDir()
	pub, _, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	sshPub, err := gossh.NewPublicKey(pub)
	if err != nil {
		t.Fatal(err)
	}
	keys := filepath.Join(dir, "keys")
	os.WriteFile(keys, gossh.MarshalAuthorizedKey(sshPub), 0o600)
	target, link := filepath.Join(dir, "target.csv"), filepath.Join(dir, "results.csv")
	os.WriteFile(target, []byte("kept\n"), 0o600)
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	got := runWith([]string{"serve", "--listen", "127.0.0.1:0", "--room", "abcdef-12", "--teacher-keys", keys,
		"--host-key", filepath.Join(dir, "host_key"), "--results", link}, &out, &errb)
	msg := strings.TrimSpace(errb.String())
	if got != exitFailure || !strings.Contains(msg, "symbolic link") || strings.Contains(msg, "listening") {
		t.Errorf("serve --results LINK: status %d, stderr %q; want %d, the link refused before listening", got, msg, exitFailure)
	}
	if _, err := os.Stat(filepath.Join(dir, "host_key")); err == nil {
		t.Error("a refused results file let the host key be written")
	}
	if data, _ := os.ReadFile(target); string(data) != "kept\n" {
		t.Errorf("the link's target holds %q, want it as it was", data)
	}
}
