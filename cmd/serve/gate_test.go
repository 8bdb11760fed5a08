package serve

import (
	"fmt"
	"io"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"
)

// slowConns opens n connections from the loopback address from (one of
// 127.0.0.0/8) that start the SSH version line and never finish it; they
// close when the test ends.
func slowConns(t *testing.T, ts *testServer, from string, n int) []net.Conn {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 5 * time.Second}
	conns := make([]net.Conn, 0, n)
	for range n {
		c, err := d.Dial("tcp", ts.addr)
		if err != nil {
			t.Fatalf("from %s: %v", from, err)
		}
		io.WriteString(c, "SSH-2.0-")
		conns = append(conns, c)
	}
	t.Cleanup(func() {
		for _, c := range conns {
			c.Close()
		}
	})
	return conns
}

// pendingOf returns the connections of addr that the gate holds as not
// logged in.
func (ts *testServer) pendingOf(addr string) int {
	ts.gate.mu.Lock()
	defer ts.gate.mu.Unlock()
	return ts.gate.perAddr[addr]
}

// teacherWorks connects the teacher and checks that the UI answers a step.
func teacherWorks(t *testing.T, ts *testServer) {
	t.Helper()
	c, err := ts.dial("teacher", gossh.PublicKeys(ts.teacher))
	if err != nil {
		t.Fatalf("the teacher could not connect: %v\n%s", err, ts.log)
	}
	t.Cleanup(func() { c.Close() })
	tm := openTerm(t, c, "xterm-256color", true)
	if !waitFor(10*time.Second, func() bool { return strings.Contains(ansi.Strip(tm.out.String()), "step 0") }) {
		t.Fatalf("the teacher's UI did not start:\n%q", tm.out.String())
	}
	tm.send(t, "l")
	if !waitFor(10*time.Second, func() bool { return strings.Contains(ansi.Strip(tm.out.String()), "step 1 ") }) {
		t.Fatalf("the teacher's UI does not answer")
	}
}

// TestTeacherNotLockedOut: connections that never log in, from one
// address (the teacher's own) or from several, take neither the
// teacher's connection nor its session, even with every student session
// taken; each address keeps at most its share of connections logging in,
// and the pool at most its size, the oldest ones closed and logged.
func TestTeacherNotLockedOut(t *testing.T) {
	t.Parallel() // (its own server; the heap-measuring tests run alone, before)
	const share, flood = 4, 30
	t.Run("one address each", func(t *testing.T) {
		ts := startServer(t, Config{MaxSessions: 2, ConnBurst: 1000, PendingPerAddr: share, LoginTimeout: time.Minute})
		ts.student(t)
		ts.student(t)
		ts.waitSessions(t, 2)
		for _, from := range []string{"127.0.0.1", "127.0.0.2", "127.0.0.3"} {
			slowConns(t, ts, from, flood)
		}
		for _, from := range []string{"127.0.0.1", "127.0.0.2", "127.0.0.3"} {
			if !waitFor(5*time.Second, func() bool { return ts.pendingOf(from) == share }) {
				t.Errorf("%s holds %d connections logging in, want %d", from, ts.pendingOf(from), share)
			}
		}
		// The whole flood handled first (see "many addresses").
		shared := func() int { return ts.log.count("refused", "not logged in from the address") }
		if !waitFor(10*time.Second, func() bool { return shared() == 3*(flood-share) }) {
			t.Fatalf("%d connections of the flood closed for their share, want %d", shared(), 3*(flood-share))
		}
		teacherWorks(t, ts) // from 127.0.0.1, the flood's own address
		ts.waitSessions(t, 3)
		// Every connection of the flood but an address's share was
		// closed, and so was one more of 127.0.0.1 for the teacher's.
		want := 3*(flood-share) + 1
		if !waitFor(5*time.Second, func() bool { return ts.log.count("refused", "not logged in from the address") == want }) {
			t.Errorf("%d connections closed for their address's share, want %d", ts.log.count("refused", "not logged in from the address"), want)
		}
		extra := ts.connect(t, testCode, answering(""))
		sess, _ := extra.NewSession()
		sess.RequestPty("xterm", 24, 80, nil)
		if out, _ := shellOutput(sess); !strings.Contains(string(out), "server is full") {
			t.Errorf("a third student got %q, want the server full", out)
		}
	})
	t.Run("many addresses", func(t *testing.T) {
		ts := startServer(t, Config{MaxSessions: 2, ConnBurst: 1000, PendingPerAddr: 1000, LoginTimeout: time.Minute})
		pool := ts.gate.maxPending
		for i := range 3 {
			slowConns(t, ts, fmt.Sprintf("127.0.0.%d", 2+i), flood)
		}
		// The whole flood handled before the teacher comes: a connection
		// of the flood accepted after the teacher's pushes out the
		// oldest, and 70 of them would reach the teacher's (a flood
		// faster than a login is what the rate limit of an address is
		// for).
		closed := func() int { return ts.log.count("refused", "not logged in\"") }
		if !waitFor(10*time.Second, func() bool { return closed() == 3*flood-pool }) {
			t.Fatalf("%d connections of the flood closed for the pool, want %d", closed(), 3*flood-pool)
		}
		teacherWorks(t, ts)
		// (The last closing is logged as the teacher's session starts:
		// the count is waited for.)
		want := 3*flood + 1 - pool
		if !waitFor(5*time.Second, func() bool { return ts.log.count("refused", "not logged in\"") == want }) {
			t.Errorf("%d connections closed for the pool, want %d", ts.log.count("refused", "not logged in\""), want)
		}
	})
}

// TestLoginTimeout: a connection that keeps sending a byte at a time but
// never logs in is closed at the login timeout, not the idle one, and
// logged; a student who logged in stays.
func TestLoginTimeout(t *testing.T) {
	t.Parallel() // (its own server; the heap-measuring tests run alone, before)
	timeout := 300 * time.Millisecond
	ts := startServer(t, Config{Room: "-", LoginTimeout: timeout, Idle: time.Hour})
	tm := openTerm(t, ts.connect(t, "x", answering("")), "xterm", true)
	c, err := net.Dial("tcp", ts.addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	closed := make(chan struct{})
	go func() { io.Copy(io.Discard, c); close(closed) }()
	start := time.Now()
	sent := 0
trickle:
	for _, b := range []byte("SSH-2.0-slow-client-that-never-ends") {
		select {
		case <-closed:
			break trickle
		case <-time.After(100 * time.Millisecond):
		}
		c.Write([]byte{b})
		sent++
	}
	select {
	case <-closed:
	case <-time.After(10 * time.Second):
		t.Fatalf("the slow connection was not closed")
	}
	t.Logf("closed after %v and %d bytes", time.Since(start).Round(time.Millisecond), sent)
	if ts.log.count("refused", "not logged in in time") != 1 {
		t.Errorf("the timeout is not logged:\n%s", ts.log)
	}
	tm.send(t, "l")
	if !waitFor(5*time.Second, func() bool { return strings.Contains(ansi.Strip(tm.out.String()), "step 1 ") }) {
		t.Errorf("the logged-in session was closed at the login timeout:\n%s", ts.log)
	}
}

// TestOneSessionAConnection: a connection that opens 20 session channels
// gets one session; the others are refused and logged, and the other
// students still get theirs.
func TestOneSessionAConnection(t *testing.T) {
	t.Parallel() // (its own server; the heap-measuring tests run alone, before)
	const most = 5
	ts := startServer(t, Config{Room: "-", MaxSessions: most})
	c := ts.connect(t, "x", answering(""))
	openTerm(t, c, "xterm", true)
	ts.waitSessions(t, 1)
	refused := 0
	for range 19 {
		if s, err := c.NewSession(); err != nil {
			refused++
		} else {
			s.RequestPty("xterm", 24, 80, nil)
			s.Shell()
		}
	}
	if refused != 19 || ts.log.count("refused", "one session a connection") != 19 {
		t.Errorf("%d of 19 more channels refused, %d logged", refused, ts.log.count("refused", "one session a connection"))
	}
	for range most - 1 {
		openTerm(t, ts.connect(t, "x", answering("")), "xterm", true)
	}
	ts.waitSessions(t, most)
	if n := ts.log.count("refused", "max sessions"); n != 0 {
		t.Errorf("%d students told the server is full", n)
	}
}
