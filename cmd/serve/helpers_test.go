package serve

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"io"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/log"
	"github.com/nqueens/nqueens/internal/kit/testkit"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/theme"
	gossh "golang.org/x/crypto/ssh"
)

const testCode = "test-room-42"

// logBuffer is a log the tests can read while the server writes it.
type logBuffer struct{ testkit.Buffer }

// count returns the lines of the log that contain every one of parts.
func (l *logBuffer) count(parts ...string) int {
	n := 0
	for _, line := range strings.Split(l.String(), "\n") {
		ok := line != ""
		for _, p := range parts {
			ok = ok && strings.Contains(line, p)
		}
		if ok {
			n++
		}
	}
	return n
}

// events records the cursors the teacher published and the ones each
// student reached.
type events struct {
	mu        sync.Mutex
	published map[uint64]time.Time
	reached   map[string]map[uint64]time.Time
}

func newEvents() *events {
	return &events{published: map[uint64]time.Time{}, reached: map[string]map[uint64]time.Time{}}
}

func (e *events) hooks() *hooks {
	return &hooks{
		published: func(seq uint64, at time.Time) {
			e.mu.Lock()
			e.published[seq] = at
			e.mu.Unlock()
		},
		synced: func(name string, seq uint64, at time.Time) {
			e.mu.Lock()
			if e.reached[name] == nil {
				e.reached[name] = map[uint64]time.Time{}
			}
			e.reached[name][seq] = at
			e.mu.Unlock()
		},
	}
}

// last returns the last seq published.
func (e *events) last() uint64 {
	e.mu.Lock()
	defer e.mu.Unlock()
	var m uint64
	for s := range e.published {
		m = max(m, s)
	}
	return m
}

// reachedSeq reports whether student reached seq.
func (e *events) reachedSeq(student string, seq uint64) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	_, ok := e.reached[student][seq]
	return ok
}

// testServer is a server on a loopback port, with its log.
type testServer struct {
	*Server
	addr    string
	log     *logBuffer
	teacher gossh.Signer
	ev      *events
}

func testHostKey(t testing.TB) []byte {
	_, priv, _ := ed25519.GenerateKey(rand.Reader)
	block, err := gossh.MarshalPrivateKey(priv, "")
	if err != nil {
		t.Fatal(err)
	}
	return pem.EncodeToMemory(block)
}

// startServer starts a server of cfg (a room unless cfg.Room is "-"),
// stopped at the end of the test.
func startServer(t testing.TB, cfg Config) *testServer {
	t.Helper()
	ts := &testServer{log: &logBuffer{}, ev: newEvents()}
	_, priv, _ := ed25519.GenerateKey(rand.Reader)
	ts.teacher, _ = gossh.NewSignerFromKey(priv)
	cfg.HostKey = testHostKey(t)
	switch cfg.Room {
	case "-":
		cfg.Room = ""
	case "":
		cfg.Room = testCode
		cfg.TeacherKeys = append(cfg.TeacherKeys, ts.teacher.PublicKey())
	}
	cfg.Logger = log.New(ts.log)
	cfg.hooks = ts.ev.hooks()
	if cfg.UI.N == 0 {
		cfg.UI = ui.Options{N: 8, Strategy: solver.Array, Speed: ui.DefaultSpeed, Theme: theme.Dark, Mode: ui.Watch}
	}
	if cfg.WrongDelay == 0 {
		cfg.WrongDelay = 100 * time.Millisecond
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ts.Server, ts.addr = s, l.Addr().String()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { s.Serve(ctx, l); close(done) }()
	t.Cleanup(func() { cancel(); <-done })
	return ts
}

// dial connects as user with the given auth methods.
func (ts *testServer) dial(user string, auth ...gossh.AuthMethod) (*gossh.Client, error) {
	return gossh.Dial("tcp", ts.addr, &gossh.ClientConfig{
		User: user, Auth: auth, HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 10 * time.Second,
	})
}

// connect dials as user, failing the test when the server refuses; the
// client closes when the test ends.
func (ts *testServer) connect(t testing.TB, user string, auth ...gossh.AuthMethod) *gossh.Client {
	t.Helper()
	c, err := ts.dial(user, auth...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// answering is keyboard-interactive auth that answers every question
// with answer.
func answering(answer string) gossh.AuthMethod {
	return gossh.KeyboardInteractive(func(_, _ string, qs []string, _ []bool) ([]string, error) {
		a := make([]string, len(qs))
		for i := range a {
			a[i] = answer
		}
		return a, nil
	})
}

// term is a client's terminal session.
type term struct {
	client *gossh.Client
	sess   *gossh.Session
	in     io.WriteCloser
	out    *logBuffer // everything the server drew
	name   string     // the server's name of the session: the client's address
}

// bgReply answers the server's question about the background colour (as
// terminals do), dark or light, then the device attributes that end it.
func bgReply(dark bool) string {
	c := "0000/0000/0000"
	if !dark {
		c = "ffff/ffff/ffff"
	}
	return "\x1b]11;rgb:" + c + "\x1b\\\x1b[?62;c"
}

// openTerm opens a terminal session of TERM termName on client and starts
// the UI.
func openTerm(t testing.TB, client *gossh.Client, termName string, dark bool) *term {
	t.Helper()
	return openTermSized(t, client, termName, dark, 100, 30)
}

// openTermSized is openTerm on a terminal of w×h.
func openTermSized(t testing.TB, client *gossh.Client, termName string, dark bool, w, h int) *term {
	t.Helper()
	return openTermEnv(t, client, termName, dark, w, h, nil)
}

// openTermEnv is openTermSized with the environment variables env sent
// before the shell, as ssh's SendEnv and SetEnv send them.
func openTermEnv(t testing.TB, client *gossh.Client, termName string, dark bool, w, h int, env map[string]string) *term {
	t.Helper()
	sess, err := client.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range env {
		if err := sess.Setenv(k, v); err != nil {
			t.Fatalf("setenv %s: %v", k, err)
		}
	}
	tm := &term{client: client, sess: sess, out: &logBuffer{}, name: client.LocalAddr().String()}
	sess.Stdout = tm.out
	sess.Stderr = tm.out
	if tm.in, err = sess.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	if err := sess.RequestPty(termName, h, w, gossh.TerminalModes{}); err != nil {
		t.Fatal(err)
	}
	if err := sess.Shell(); err != nil {
		t.Fatal(err)
	}
	io.WriteString(tm.in, bgReply(dark))
	return tm
}

// student connects a student with the room's code as user name.
func (ts *testServer) student(t testing.TB) *term {
	t.Helper()
	c := ts.connect(t, testCode, answering("unused"))
	return openTerm(t, c, "xterm-256color", true)
}

// studentEnv connects a student whose client sends env.
func (ts *testServer) studentEnv(t testing.TB, env map[string]string) *term {
	t.Helper()
	c := ts.connect(t, testCode, answering("unused"))
	return openTermEnv(t, c, "xterm-256color", true, 100, 30, env)
}

// teacherTerm connects the teacher.
func (ts *testServer) teacherTerm(t testing.TB) *term {
	t.Helper()
	c := ts.connect(t, "teacher", gossh.PublicKeys(ts.teacher))
	return openTerm(t, c, "xterm-256color", true)
}

// send types keys.
func (tm *term) send(t testing.TB, keys string) {
	t.Helper()
	if _, err := io.WriteString(tm.in, keys); err != nil {
		t.Fatalf("%s: %v", tm.name, err)
	}
}

// waitFor polls cond every 10 ms until it holds or d has passed.
func waitFor(d time.Duration, cond func() bool) bool {
	for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		if cond() {
			return true
		}
	}
	return cond()
}

// waitSessions waits until the server counts n sessions.
func (ts *testServer) waitSessions(t testing.TB, n int) {
	t.Helper()
	if !waitFor(10*time.Second, func() bool { return ts.Sessions() == n }) {
		t.Fatalf("sessions: %d, want %d\n%s", ts.Sessions(), n, ts.log)
	}
}

func percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	return sorted[min(len(sorted)-1, int(p*float64(len(sorted))))]
}
