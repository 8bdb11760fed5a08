package serve

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/theme"
	gossh "golang.org/x/crypto/ssh"
)

// TestSessionsOwnTerminals: three sessions of one server, whose
// terminals differ (TERM, background), each get a screen for their own:
// 256 colours for xterm-256color, none for a dumb terminal, the light
// palette for a light background; the text is the same.
func TestSessionsOwnTerminals(t *testing.T) {
	t.Parallel() // (it waits, mostly: the waits overlap)
	o := ui.Options{N: 8, Strategy: solver.Array, Speed: ui.DefaultSpeed, Theme: theme.Auto, Mode: ui.Watch}
	ts := startServer(t, Config{Room: "-", UI: o})
	open := func(termName string, dark bool) *term {
		c := ts.connect(t, "anyone", gossh.PublicKeys(ts.teacher))
		return openTerm(t, c, termName, dark)
	}
	dark, dumb, light := open("xterm-256color", true), open("dumb", true), open("xterm-256color", false)
	ts.waitSessions(t, 3)
	for _, tm := range []*term{dark, dumb, light} {
		if !waitFor(5*time.Second, func() bool { return strings.Contains(tm.out.String(), "pseudocode") }) {
			t.Fatalf("no screen:\n%q", tm.out.String())
		}
	}
	time.Sleep(200 * time.Millisecond)
	// The dark palette's text is xterm 254, the light one's 234.
	d, p, l := dark.out.String(), dumb.out.String(), light.out.String()
	if !strings.Contains(d, "38;5;254") || strings.Contains(d, "38;5;234") {
		t.Errorf("the dark 256-colour session is not in the dark palette")
	}
	if !strings.Contains(l, "38;5;234") || strings.Contains(l, "38;5;254") {
		t.Errorf("the light session is not in the light palette")
	}
	if strings.Contains(p, "38;5;") || strings.Contains(p, "48;5;") {
		t.Errorf("the dumb terminal got colours")
	}
	if !strings.Contains(ansi.Strip(p), "pseudocode") {
		t.Errorf("the dumb terminal got no text")
	}
}
