package serve

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"
)

// TestParseBackground: the terminal's answers, ended by BEL or ST, in
// 2- or 4-digit components, are read and taken out; keys around them stay.
func TestParseBackground(t *testing.T) {
	for _, c := range []struct {
		in       string
		dark, ok bool
		rest     string
	}{
		{"\x1b]11;rgb:0000/0000/0000\x1b\\\x1b[?62;22c", true, true, ""},
		{"l\x1b]11;rgb:ffff/ffff/eeee\x07\x1b[?1;2cn", false, true, "ln"},
		{"\x1b]11;rgb:30/30/30\x07", true, true, ""},
		{"\x1b[?62c", false, false, ""},
		{"\x1b]11;rgb:zz/00/00\x07", false, false, ""},
		{"jk", false, false, "jk"},
	} {
		dark, ok, rest := parseBackground([]byte(c.in))
		if dark != c.dark || ok != c.ok || string(rest) != c.rest {
			t.Errorf("%q: dark %v ok %v rest %q, want %v %v %q", c.in, dark, ok, rest, c.dark, c.ok, c.rest)
		}
	}
}

// TestSilentTerminalKeepsKeys: a terminal that does not answer the
// question about its background loses none of its user's keys.
func TestSilentTerminalKeepsKeys(t *testing.T) {
	t.Parallel() // (it waits, mostly: the waits overlap)
	ts := startServer(t, Config{Room: "-"})
	c := ts.connect(t, "x", answering(""))
	sess, _ := c.NewSession()
	out := &logBuffer{}
	sess.Stdout = out
	in, _ := sess.StdinPipe()
	sess.RequestPty("xterm", 30, 100, gossh.TerminalModes{})
	if err := sess.Shell(); err != nil {
		t.Fatal(err)
	}
	in.Write([]byte("l")) // typed before the question times out
	// The screen comes once the question has timed out, the key taken.
	if !waitFor(backgroundWait+5*time.Second, func() bool { return strings.Contains(ansi.Strip(out.String()), "step 1 ") }) {
		t.Fatalf("the key typed during the question was lost: the screen never showed step 1")
	}
	in.Write([]byte("l"))
	if !waitFor(3*time.Second, func() bool { return strings.Contains(ansi.Strip(out.String()), "step 2 ") }) {
		t.Errorf("a key was lost: the screen never showed step 2")
	}
}
