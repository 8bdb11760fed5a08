package serve

import (
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"
)

// heapInUse returns the bytes of heap in use after a collection.
func heapInUse() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapInuse
}

// shellOutput starts the shell and returns everything it printed.
func shellOutput(sess *gossh.Session) ([]byte, error) {
	var out strings.Builder
	sess.Stdout, sess.Stderr = &out, &out
	if err := sess.Shell(); err != nil {
		return nil, err
	}
	err := sess.Wait()
	return []byte(out.String()), err
}

// TestNoTerminal: a session without a PTY gets one line and exit status 1.
func TestNoTerminal(t *testing.T) {
	t.Parallel() // (its own server; the heap-measuring tests run alone, before)
	ts := startServer(t, Config{Room: "-"})
	c := ts.connect(t, "x", answering(""))
	sess, _ := c.NewSession()
	out, err := shellOutput(sess)
	var exit *gossh.ExitError
	if !errors.As(err, &exit) || exit.ExitStatus() != 1 {
		t.Fatalf("exit: %v, want status 1", err)
	}
	if lines := strings.Split(strings.TrimSpace(string(out)), "\n"); len(lines) != 1 || !strings.Contains(lines[0], "needs a terminal") {
		t.Errorf("output %q, want one line saying a terminal is needed", out)
	}
	if ts.log.count("refused", "reason=\"no terminal\"") != 1 {
		t.Errorf("the refusal is not logged:\n%s", ts.log)
	}
}

// TestNoCommandsNoForwarding: exec, a subsystem, X11 and agent
// forwarding, local and remote port forwarding are all refused, and
// logged.
func TestNoCommandsNoForwarding(t *testing.T) {
	t.Parallel() // (its own server; the heap-measuring tests run alone, before)
	ts := startServer(t, Config{Room: "-"})
	// A session a connection (one at a time is all a connection gets).
	newSession := func() (*gossh.Client, *gossh.Session) {
		c := ts.connect(t, "x", answering(""))
		sess, err := c.NewSession()
		if err != nil {
			t.Fatal(err)
		}
		return c, sess
	}
	_, sess := newSession()
	if err := sess.Run("cat /etc/passwd"); err == nil {
		t.Errorf("exec ran")
	}
	_, sess = newSession()
	if err := sess.RequestSubsystem("sftp"); err == nil {
		t.Errorf("the sftp subsystem started")
	}
	c, sess := newSession()
	if ok, _ := sess.SendRequest("auth-agent-req@openssh.com", true, nil); ok {
		t.Errorf("agent forwarding accepted")
	}
	if ok, _ := sess.SendRequest("x11-req", true, gossh.Marshal(struct {
		Single        bool
		Proto, Cookie string
		Screen        uint32
	}{false, "MIT-MAGIC-COOKIE-1", "00", 0})); ok {
		t.Errorf("X11 forwarding accepted")
	}
	if conn, err := c.Dial("tcp", ts.addr); err == nil {
		conn.Close()
		t.Errorf("local port forwarding opened a connection")
	}
	if l, err := c.Listen("tcp", "127.0.0.1:0"); err == nil {
		l.Close()
		t.Errorf("remote port forwarding listens")
	}
	for _, what := range []string{"request=exec", "request=subsystem", "request=auth-agent-req@openssh.com", "request=x11-req", "channel=direct-tcpip", "request=tcpip-forward"} {
		if !waitFor(time.Second, func() bool { return ts.log.count("refused", what) == 1 }) {
			t.Errorf("%s: not logged once:\n%s", what, ts.log)
		}
	}
}

// TestWrongCodes: 1,000 logins with a wrong code from one address are
// refused (after a delay, or at once by the rate limit, all logged) and
// the room goes on: its student still follows the teacher.
func TestWrongCodes(t *testing.T) {
	t.Parallel() // (its own server; the heap-measuring tests run alone, before)
	ts := startServer(t, Config{ConnBurst: 20, ConnRate: 2})
	teacher := ts.teacherTerm(t)
	student := ts.student(t)
	ts.waitSessions(t, 2)
	var wg sync.WaitGroup
	var got atomic.Int64
	sem := make(chan struct{}, 50)
	for i := range 1000 {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			c, err := ts.dial(fmt.Sprintf("guess-%d", i), answering(fmt.Sprintf("guess-%d", i)))
			if err == nil {
				got.Add(1)
				c.Close()
			}
		}()
	}
	wg.Wait()
	if got.Load() != 0 {
		t.Fatalf("%d wrong codes got in", got.Load())
	}
	wrong, limited := ts.log.count("auth refused", "wrong room code"), ts.log.count("refused", "connection rate limit")
	t.Logf("1,000 wrong codes: %d refused after the delay, %d by the rate limit", wrong, limited)
	if wrong+limited != 1000 || limited < 900 {
		t.Errorf("refusals: %d wrong code + %d rate limit, want 1,000, mostly rate limited", wrong, limited)
	}
	teacher.send(t, "l")
	seq := ts.ev.last()
	if !waitFor(3*time.Second, func() bool { return seq > 0 && ts.ev.reachedSeq(student.name, ts.ev.last()) }) {
		t.Errorf("the room stopped following after the flood")
	}
	if strings.Contains(ts.log.String(), testCode) {
		t.Errorf("the log holds the room code in clear")
	}
}

// TestPasteFlood: a client that pastes as fast as it can gets its bytes
// read at the input rate (the rest waits in the channel's window, then in
// the client); the server's memory does not grow with what it sends, and
// the session still answers. It pastes until its writes stop going
// through — a megabyte or more sent, then nothing for 300 ms: the window
// is full — or for two seconds: a server that took every byte would take
// them all that time, tens of megabytes (the paste ran two seconds
// whatever happened).
func TestPasteFlood(t *testing.T) {
	ts := startServer(t, Config{Room: "-"})
	c := ts.connect(t, "x", answering(""))
	tm := openTerm(t, c, "xterm", true)
	ts.waitSessions(t, 1)
	before := heapInUse()
	var sent atomic.Int64
	start := time.Now()
	done := make(chan struct{})
	go func() {
		defer close(done)
		chunk := []byte("\x1b[200~" + strings.Repeat("Q", 32<<10))
		for end := time.Now().Add(2 * time.Second); time.Now().Before(end); {
			n, err := tm.in.Write(chunk)
			sent.Add(int64(n))
			if err != nil {
				return
			}
		}
	}()
	last, since := int64(-1), time.Now()
	stalled := func() bool {
		select {
		case <-done:
			return true
		default:
		}
		if n := sent.Load(); n != last {
			last, since = n, time.Now()
		}
		return last >= 1<<20 && time.Since(since) >= 300*time.Millisecond
	}
	// Writes held by the channel's window are the paste waiting in the
	// client, which is what should happen.
	waitFor(2500*time.Millisecond, stalled)
	grown := int64(heapInUse()) - int64(before)
	t.Logf("paste flood: %d KB accepted in %v, server heap %+d KB", sent.Load()>>10, time.Since(start).Round(time.Millisecond), grown>>10)
	if grown > 32<<20 {
		t.Errorf("the heap grew by %d MB", grown>>20)
	}
	c.Close()
	ts.waitSessions(t, 0)
}

// TestResizeFlood: 10,000 window changes, of sizes up to absurd, leave
// the session working and the server's memory flat.
func TestResizeFlood(t *testing.T) {
	ts := startServer(t, Config{Room: "-"})
	c := ts.connect(t, "x", answering(""))
	tm := openTerm(t, c, "xterm", true)
	ts.waitSessions(t, 1)
	before := heapInUse()
	start := time.Now()
	for i := range 10_000 {
		w, h := 20+i%200, 10+i%60
		if i%100 == 0 {
			w, h = 1<<30, 1<<30
		}
		if err := tm.sess.WindowChange(h, w); err != nil {
			t.Fatal(err)
		}
	}
	tm.sess.WindowChange(24, 80)
	mark := len(tm.out.String())
	tm.send(t, "l")
	t.Logf("10,000 resizes sent in %v", time.Since(start).Round(time.Millisecond))
	if !waitFor(5*time.Second, func() bool { return strings.Contains(ansi.Strip(tm.out.String()[mark:]), "step 1 ") }) {
		t.Fatalf("the session stopped answering after the resizes:\n%q", tm.out.String()[mark:])
	}
	grown := int64(heapInUse()) - int64(before)
	t.Logf("10,000 resizes: server heap %+d KB", grown>>10)
	if grown > 16<<20 {
		t.Errorf("the heap grew by %d MB", grown>>20)
	}
}

// TestSilentClient: a connection that sends nothing is closed at the idle
// timeout, and logged.
func TestSilentClient(t *testing.T) {
	t.Parallel() // (its own server; the heap-measuring tests run alone, before)
	ts := startServer(t, Config{Room: "-", Idle: 300 * time.Millisecond})
	conn, err := net.Dial("tcp", ts.addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	start := time.Now()
	_, err = io.Copy(io.Discard, conn) // the server's version line, then the end
	if err != nil {
		t.Fatalf("the silent connection was not closed: %v", err)
	}
	t.Logf("silent client closed after %v", time.Since(start).Round(time.Millisecond))
	if !waitFor(time.Second, func() bool { return ts.log.count("connection failed", "timeout") == 1 }) {
		t.Errorf("the timeout is not logged:\n%s", ts.log)
	}
}

// TestMaxSessions: past --max-sessions a session gets one line and exit
// status 1, logged; the count stays at the maximum. (NQUEENS_SERVE_LOAD=1:
// 200 at once past the default maximum, 100.)
func TestMaxSessions(t *testing.T) {
	t.Parallel() // (its own server; the heap-measuring tests run alone, before)
	most, extra := 5, 20
	if os.Getenv("NQUEENS_SERVE_LOAD") == "1" {
		most, extra = DefaultMaxSessions, 200
	}
	ts := startServer(t, Config{Room: "-", MaxSessions: most, ConnBurst: 1000})
	for range most {
		c := ts.connect(t, "x", answering(""))
		openTerm(t, c, "xterm", true)
	}
	ts.waitSessions(t, most)
	var wg sync.WaitGroup
	var full, shut atomic.Int64
	for range extra {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, err := ts.dial("x", answering(""))
			if err != nil {
				shut.Add(1) // refused before the handshake: too many connections
				return
			}
			defer c.Close()
			sess, err := c.NewSession()
			if err != nil {
				shut.Add(1) // logged in past the connections' cap, then closed
				return
			}
			sess.RequestPty("xterm", 24, 80, nil)
			out, err := shellOutput(sess)
			var exit *gossh.ExitError
			if errors.As(err, &exit) && exit.ExitStatus() == 1 && strings.Contains(string(out), "server is full") {
				full.Add(1)
			}
		}()
	}
	wg.Wait()
	t.Logf("%d at once past %d sessions: %d told the server is full, %d refused as too many connections", extra, most, full.Load(), shut.Load())
	if full.Load()+shut.Load() != int64(extra) || ts.Sessions() != most {
		t.Errorf("%d of %d refused, %d sessions open (max %d)", full.Load()+shut.Load(), extra, ts.Sessions(), most)
	}
	if f, c := ts.log.count("refused", "max sessions"), ts.log.count("refused", "too many connections"); f != int(full.Load()) || c != int(shut.Load()) {
		t.Errorf("logged %d full and %d too many, want %d and %d", f, c, full.Load(), shut.Load())
	}
}

// TestKilledClient: a client that vanishes mid-session frees its session.
func TestKilledClient(t *testing.T) {
	t.Parallel() // (its own server; the heap-measuring tests run alone, before)
	ts := startServer(t, Config{})
	teacher := ts.teacherTerm(t)
	for range 3 {
		ts.student(t)
	}
	ts.waitSessions(t, 4)
	raw, err := net.Dial("tcp", ts.addr)
	if err != nil {
		t.Fatal(err)
	}
	conn, chans, reqs, err := gossh.NewClientConn(raw, ts.addr, &gossh.ClientConfig{User: testCode, Auth: []gossh.AuthMethod{answering("")}, HostKeyCallback: gossh.InsecureIgnoreHostKey()})
	if err != nil {
		t.Fatal(err)
	}
	openTerm(t, gossh.NewClient(conn, chans, reqs), "xterm", true)
	ts.waitSessions(t, 5)
	raw.Close() // no goodbye: the TCP connection just ends
	ts.waitSessions(t, 4)
	if !waitFor(2*time.Second, func() bool { return ts.log.count("disconnect", "connection closed") == 1 }) {
		t.Errorf("the disconnect is not logged with its reason:\n%s", ts.log)
	}
	if !waitFor(2*time.Second, func() bool { return strings.Contains(teacher.out.String(), "3 students") }) {
		t.Errorf("the teacher's count did not go back down")
	}
}

// TestEnvironmentBounded: past 32 variables the environment is refused.
func TestEnvironmentBounded(t *testing.T) {
	t.Parallel() // (its own server; the heap-measuring tests run alone, before)
	ts := startServer(t, Config{Room: "-"})
	c := ts.connect(t, "x", answering(""))
	sess, _ := c.NewSession()
	refused := 0
	for i := range 100 {
		if sess.Setenv(fmt.Sprintf("V%d", i), "x") != nil {
			refused++
		}
	}
	if refused != 100-maxEnv {
		t.Errorf("%d of 100 variables refused, want %d", refused, 100-maxEnv)
	}
	if ts.log.count("refused", "environment too large") != refused {
		t.Errorf("the refusals are not logged")
	}
}
