package serve

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	gossh "golang.org/x/crypto/ssh"
)

// accessibleTerm connects a student in accessible mode: with ACCESSIBLE=1
// sent in the environment and a terminal (ssh -o SetEnv=ACCESSIBLE=1), or
// with the command accessible and no terminal (ssh … accessible).
func (ts *testServer) accessibleTerm(t *testing.T, byEnv bool) *term {
	t.Helper()
	c := ts.connect(t, testCode, answering("unused"))
	sess, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	tm := &term{client: c, sess: sess, out: &logBuffer{}, name: c.LocalAddr().String()}
	sess.Stdout, sess.Stderr = tm.out, tm.out
	if tm.in, err = sess.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	if byEnv {
		if err := sess.Setenv("ACCESSIBLE", "1"); err != nil {
			t.Fatal(err)
		}
		if err := sess.RequestPty("xterm-256color", 30, 100, gossh.TerminalModes{}); err != nil {
			t.Fatal(err)
		}
		err = sess.Shell()
	} else {
		err = sess.Start(accessibleCommand)
	}
	if err != nil {
		t.Fatal(err)
	}
	return tm
}

// spokenStep is the sentence of step k of the 8×8 array search, as the
// accessible watch program says it (without its "Step k." head).
func spokenStep(t *testing.T, k uint64) string {
	t.Helper()
	s, err := solver.NewWith(8, solver.Array, nil, solver.StepperOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s.Seek(k)
	return solver.SpokenIn(i18n.En, solver.NarrationIn(s, i18n.En))
}

// TestAccessibleStudentFollows: two students in accessible mode, one
// asking with the environment and a terminal, one with the command and
// none, follow two of the teacher's steps as sentences, hear the
// teacher's predict question, answer it with a typed line, and the
// room's tally counts both answers; the reveal tells each whether they
// were right. Their output holds no escape byte at all: no cursor
// movement, erase, alternate screen or colour.
func TestAccessibleStudentFollows(t *testing.T) {
	t.Parallel()
	ts := startServer(t, Config{})
	teacher := ts.teacherTerm(t)
	byEnv, byCmd := ts.accessibleTerm(t, true), ts.accessibleTerm(t, false)
	students := []*term{byEnv, byCmd}
	ts.waitSessions(t, 3)
	if !waitFor(10*time.Second, func() bool { return strings.Contains(teacher.out.String(), "2 students, 2 following") }) {
		t.Fatalf("the teacher's screen does not count 2 students following")
	}
	says := func(what string) {
		t.Helper()
		for _, s := range students {
			if !waitFor(10*time.Second, func() bool { return strings.Contains(s.out.String(), what) }) {
				t.Fatalf("%s does not say %q:\n%s", s.name, what, s.out)
			}
		}
	}
	for k := uint64(1); k <= 2; k++ {
		teacher.send(t, "\x1b[C")
		says("Step " + string(rune('0'+k)) + ". " + spokenStep(t, k))
	}

	teacher.send(t, "P")
	time.Sleep(100 * time.Millisecond)
	teacher.send(t, "\x1b[C")
	says("Question: ")
	says("Answer s for safe or a for attacked.")
	byEnv.send(t, "x\x7fa\r") // a typo taken back with backspace, then attacked
	byCmd.send(t, "a\n")
	total := func() int { tm, _ := ts.room.tallyNow(); return tm.total }
	if !waitFor(10*time.Second, func() bool { return total() == 2 }) {
		t.Fatalf("the room counted %d answers, want 2", total())
	}
	tm, _ := ts.room.tallyNow()
	if len(tm.bars) != 1 || tm.bars[0].Answer.Key() != "attacked" || tm.bars[0].Count != 2 {
		t.Fatalf("the tally holds %+v, want 2 attacked", tm.bars)
	}
	says("Your answer, attacked, is sent to the teacher.")

	// The reveal: (1,0) under the queen at (0,0) is attacked. The
	// follow-up question about the same square comes at once, so the
	// room's tally sums the reveal up as the one before.
	teacher.send(t, ">")
	const summary = "attacked, 2 of 2 right"
	if !waitFor(10*time.Second, func() bool { tm, _ := ts.room.tallyNow(); return tm.last.String() == summary }) {
		tm, _ := ts.room.tallyNow()
		t.Fatalf("the room's last reveal is %q, want %q\n%s", tm.last.String(), summary, lastScreen(teacher))
	}
	says("Right. Row 1, column 0 is attacked")
	says("Question: Row 1, column 0 is attacked: by which queen?")

	for _, s := range students {
		s.send(t, "quit\n")
	}
	says("Goodbye.")
	ts.waitSessions(t, 1)
	for _, s := range students {
		if out := s.out.String(); strings.IndexByte(out, 0x1b) >= 0 {
			t.Fatalf("%s's output holds an escape byte:\n%q", s.name, out)
		}
	}
	// With a terminal, the server makes the lines: it echoed the answer
	// as typed and taken back, and ends lines with CR LF.
	if out := byEnv.out.String(); !strings.Contains(out, "x\b \ba\r\n") || strings.Contains(strings.ReplaceAll(out, "\r\n", ""), "\n") {
		t.Fatalf("the terminal's echo and line ends:\n%q", out)
	}
}

// TestLineEditor: the line discipline of a raw terminal drops escape
// sequences and control characters, takes back a whole character, and
// bounds a line.
func TestLineEditor(t *testing.T) {
	var echo bytes.Buffer
	typed := "\x1b[Aé\x7fs\x01\x1bOB\r" + strings.Repeat("y", maxTyped+10) + "\n"
	got, err := io.ReadAll(newLineEditor(strings.NewReader(typed), &echo))
	if err != nil {
		t.Fatal(err)
	}
	if want := "s\n" + strings.Repeat("y", maxTyped) + "\n"; string(got) != want {
		t.Fatalf("lines %q…, want %q…", got[:min(len(got), 10)], want[:10])
	}
	if e := echo.String(); !strings.HasPrefix(e, "é\b \bs\n") || bytes.IndexByte(echo.Bytes(), 0x1b) >= 0 {
		t.Fatalf("echo %q", e[:min(len(e), 20)])
	}
}

// lastScreen is the end of what a terminal was sent, its escapes taken
// out.
func lastScreen(tm *term) string {
	s := ansi.Strip(tm.out.String())
	return s[max(0, len(s)-3000):]
}
