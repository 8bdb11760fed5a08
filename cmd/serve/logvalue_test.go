package serve

import (
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens/internal/kit/testkit"
)

// TestLogClientValues: what a client chooses — its terminal type (a
// newline in it, 100,000 bytes of it, the bytes a terminal obeys), the
// type of a request — reaches the log escaped and cut: each
// record one line of bounded length, nothing in it a terminal showing
// the log would obey.
func TestLogClientValues(t *testing.T) {
	t.Parallel() // (its own server; the heap-measuring tests run alone, before)
	ts := startServer(t, Config{Room: "-"})
	hostile := testkit.HostileText()
	terms := []string{"xterm\nINFO forged record", hostile, "xterm-" + strings.Repeat("x", 100_000)}
	for _, term := range terms {
		c := ts.connect(t, "x", answering(""))
		tm := openTerm(t, c, term, true)
		if !waitFor(10*time.Second, func() bool { return strings.Contains(tm.out.String(), "quit") }) {
			t.Fatalf("TERM %.20q: no first frame", term)
		}
		// (A connection holds one session: the request goes on another.)
		sess, err := ts.connect(t, "x", answering("")).NewSession()
		if err != nil {
			t.Fatalf("a second connection's session: %v", err)
		}
		sess.SendRequest("x-"+hostile+"\nINFO forged", true, nil)
	}
	if !waitFor(5*time.Second, func() bool {
		return ts.log.count("session") == len(terms) && ts.log.count("refused", "request=") == len(terms)
	}) {
		t.Fatalf("not every session and request logged:\n%s", ts.log)
	}
	log := ts.log.String()
	if obeyed := testkit.Obeyed(log); len(obeyed) > 0 {
		t.Errorf("the log holds raw %s:\n%q", strings.Join(obeyed, ", "), log)
	}
	for _, line := range strings.Split(strings.TrimSuffix(log, "\n"), "\n") {
		if !strings.HasPrefix(line, "INFO ") && !strings.HasPrefix(line, "WARN ") {
			t.Errorf("a record's second line, or a forged record: %.200q", line)
		}
		if strings.HasPrefix(line, "INFO forged") || len(line) > 2000 {
			t.Errorf("a record of %d bytes or forged: %.200q", len(line), line)
		}
	}
	for _, want := range []string{`term="xterm\nINFO forged record"`, `request="x-\x1b]0;PWN\a`, `term="\x1b]0;PWN\a`, "xxxx…"} {
		if !strings.Contains(log, want) {
			t.Errorf("%s not in the log:\n%s", want, log)
		}
	}
}
