package serve

// Guards: what bounds what a client can make the server do or hold — new
// connections an address may open, the requests a session may make, the
// bytes a session may send, the size of its window.

import (
	"bytes"
	"io"
	"net"
	"sync"
	"sync/atomic"
	"time"

	"github.com/charmbracelet/log"
	"github.com/charmbracelet/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// bucket is a token bucket: rate tokens a second, up to burst.
type bucket struct {
	tokens float64
	last   time.Time
}

// take takes one token at now if there is one.
func (b *bucket) take(now time.Time, rate, burst float64) bool {
	b.tokens = min(burst, b.tokens+now.Sub(b.last).Seconds()*rate)
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// connLimiter limits the new connections of each address (IP): a burst,
// then a steady rate. It runs before the SSH handshake, so it also bounds
// code guessing (failed logins never reach a session, where wish's
// ratelimiter middleware would see them). It forgets the addresses whose
// bucket is full again, so it holds at most the addresses of the last
// few seconds.
type connLimiter struct {
	mu      sync.Mutex
	rate    float64
	burst   float64
	buckets map[string]*bucket
	swept   time.Time
}

func newConnLimiter(perSecond float64, burst int) *connLimiter {
	return &connLimiter{rate: perSecond, burst: float64(burst), buckets: map[string]*bucket{}}
}

// allow reports whether addr may open a connection now.
func (l *connLimiter) allow(addr net.Addr, now time.Time) bool {
	ip := addrKey(addr)
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.swept) > time.Minute {
		l.swept = now
		for k, b := range l.buckets {
			if b.tokens+now.Sub(b.last).Seconds()*l.rate >= l.burst {
				delete(l.buckets, k)
			}
		}
	}
	b, ok := l.buckets[ip]
	if !ok {
		b = &bucket{tokens: l.burst, last: now}
		l.buckets[ip] = b
	}
	return b.take(now, l.rate, l.burst)
}

// Bounds of what a session may send.
const (
	maxEnv      = 32   // environment variables
	maxEnvBytes = 4096 // their total size
	// maxWidth and maxHeight clamp the window a client claims: a frame
	// is built for the window, so an absurd size must not make one huge.
	maxWidth  = 400
	maxHeight = 150
	// resizesPerSecond bounds the frames a client's resizes cost.
	resizesPerSecond = 20
	// inputRate and inputBurst bound the bytes of keys a session sends
	// a second: far above typing or a held key, far below a paste flood
	// (whose bytes wait in the SSH channel's window, bounded, and then in
	// the client: the server's memory does not grow with it).
	inputRate  = 2048
	inputBurst = 8192
)

// allowedRequests are the session requests a client may make: a terminal,
// its size, the shell (the UI) and a bounded environment. Everything else
// (exec but of the command accessible, subsystems such as sftp, X11 and
// agent forwarding) is refused.
var allowedRequests = map[string]bool{"pty-req": true, "window-change": true, "shell": true, "env": true, "exec": true}

// guardedChannel is a session channel whose requests pass the guard.
type guardedChannel struct {
	gossh.NewChannel
	logger *log.Logger
	remote net.Addr
}

// Accept accepts the channel and filters its requests: refused ones are
// answered false and logged.
func (c guardedChannel) Accept() (gossh.Channel, <-chan *gossh.Request, error) {
	ch, reqs, err := c.NewChannel.Accept()
	if err != nil {
		return ch, reqs, err
	}
	out := make(chan *gossh.Request)
	go func() {
		defer close(out)
		envs, envBytes := 0, 0
		for req := range reqs {
			refuse := ""
			switch {
			case !allowedRequests[req.Type], req.Type == "exec" && !isAccessibleExec(req.Payload):
				refuse = "request not served"
			case req.Type == "env":
				envs++
				envBytes += len(req.Payload)
				if envs > maxEnv || envBytes > maxEnvBytes {
					refuse = "environment too large"
				}
			}
			if refuse != "" {
				c.logger.Warn("refused", "addr", c.remote, "request", clientValue(req.Type), "reason", refuse)
				if req.WantReply {
					req.Reply(false, nil)
				}
				continue
			}
			out <- req
		}
	}()
	return ch, out, nil
}

// sessionChannel is the server's handler of session channels: the
// library's, behind the guard, one at a time on a connection. A
// connection is one person, and the sessions are counted against
// MaxSessions: counting channels instead would still let one student's
// connection open every session there is. (ssh opens one a connection;
// only its multiplexing, ControlMaster, would open more.)
func (s *Server) sessionChannel(srv *ssh.Server, conn *gossh.ServerConn, newChan gossh.NewChannel, ctx ssh.Context) {
	gc, _ := ctx.Value(gateKey{}).(*gatedConn)
	if gc == nil || !gc.session.CompareAndSwap(false, true) {
		s.cfg.Logger.Warn("refused", "addr", conn.RemoteAddr(), "channel", newChan.ChannelType(), "reason", "one session a connection")
		newChan.Reject(gossh.Prohibited, "one session a connection")
		return
	}
	defer gc.session.Store(false)
	ssh.DefaultSessionHandler(srv, conn, guardedChannel{newChan, s.cfg.Logger, conn.RemoteAddr()}, ctx)
}

// refusedChannel refuses a channel type (port forwarding) and logs it.
func refusedChannel(logger *log.Logger) ssh.ChannelHandler {
	return func(_ *ssh.Server, conn *gossh.ServerConn, newChan gossh.NewChannel, _ ssh.Context) {
		logger.Warn("refused", "addr", conn.RemoteAddr(), "channel", clientValue(newChan.ChannelType()), "reason", "forwarding not served")
		newChan.Reject(gossh.Prohibited, "not served")
	}
}

// refusedRequest refuses a global request (remote port forwarding) and
// logs it.
func refusedRequest(logger *log.Logger) ssh.RequestHandler {
	return func(ctx ssh.Context, _ *ssh.Server, req *gossh.Request) (bool, []byte) {
		logger.Warn("refused", "addr", ctx.RemoteAddr(), "request", clientValue(req.Type), "reason", "forwarding not served")
		return false, nil
	}
}

// limitedInput reads a session's keys at most inputRate bytes a second
// (after a burst), and strips the bracketed-paste markers: Bubble Tea
// holds everything after a paste's start until its end, so a client that
// sent a start and no end could make it hold without bound.
type limitedInput struct {
	r     io.Reader
	tb    bucket
	carry []byte // the start of a marker cut by the end of a read
	buf   [512]byte
	last  atomic.Int64 // when the client last sent something (Unix ns)
}

// lastRead returns when the client last sent something.
func (in *limitedInput) lastRead() time.Time { return time.Unix(0, in.last.Load()) }

func newLimitedInput(r io.Reader) *limitedInput {
	in := &limitedInput{r: r, tb: bucket{tokens: inputBurst, last: time.Now()}}
	in.last.Store(time.Now().UnixNano())
	return in
}

var pasteMarkers = [][]byte{[]byte("\x1b[200~"), []byte("\x1b[201~")}

func (in *limitedInput) Read(p []byte) (int, error) {
	for {
		now := time.Now()
		in.tb.tokens = min(inputBurst, in.tb.tokens+now.Sub(in.tb.last).Seconds()*inputRate)
		in.tb.last = now
		if in.tb.tokens >= 1 {
			break
		}
		time.Sleep(time.Duration((1 - in.tb.tokens) / inputRate * float64(time.Second)))
	}
	limit := min(len(p), len(in.buf)-len(in.carry), int(in.tb.tokens))
	n := copy(in.buf[:], in.carry)
	m, err := in.r.Read(in.buf[n : n+max(limit-n, 1)])
	if m > 0 {
		in.last.Store(time.Now().UnixNano())
	}
	data := in.buf[:n+m]
	in.carry = in.carry[:0]
	for _, mk := range pasteMarkers {
		data = bytes.ReplaceAll(data, mk, nil)
	}
	// Keep back a tail that may be the start of a marker, unless the
	// read ended the stream.
	if i := bytes.LastIndexByte(data, 0x1b); err == nil && i >= 0 && isMarkerStart(data[i:]) {
		in.carry = append(in.carry, data[i:]...)
		data = data[:i]
	}
	in.tb.tokens -= float64(m)
	return copy(p, data), err
}

// isMarkerStart reports whether b is the start, short of the whole, of a
// bracketed-paste marker.
func isMarkerStart(b []byte) bool {
	for _, mk := range pasteMarkers {
		if len(b) < len(mk) && bytes.HasPrefix(mk, b) {
			return true
		}
	}
	return false
}

// clampWindow bounds a window size a client claims.
func clampWindow(w, h int) (int, int) {
	return min(max(w, 0), maxWidth), min(max(h, 0), maxHeight)
}
