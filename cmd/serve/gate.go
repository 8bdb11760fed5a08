package serve

// The gate: what a connection may hold before it has logged in. A TCP
// connection costs nothing to open and, until it sends an SSH handshake,
// only the idle timeout (minutes) would end it; counted against one cap
// with the logged-in ones, a flood of them from one address filled the
// server and shut the teacher out. So connections not yet logged in
// (pending) are bounded by themselves: a login deadline of seconds, a
// share per address and a pool in all. A new connection is never refused
// for room: when its address's share or the pool is full, the oldest
// pending connection (of that address, or of all) is closed instead.
// The oldest has had the most time to log in, and a flood must then open
// connections faster than a login takes to push one out (the rate limit
// allows two a second after its burst), so the teacher's ssh gets in from
// any address, the flood's own included. Logged-in connections are
// counted apart (students up to a cap, the teacher not at all), so that
// neither kind takes the other's room.

import (
	"net"
	"sync"
	"sync/atomic"
	"time"

	"github.com/charmbracelet/log"
	"github.com/charmbracelet/ssh"
)

// connState is where a connection stands at the gate.
type connState int

const (
	pending connState = iota // not logged in yet
	student                  // logged in, counted
	teacher                  // logged in with a teacher's key, not counted
	gone                     // closed, or refused
)

// gate counts connections as pending, then logged in.
type gate struct {
	mu          sync.Mutex
	pending     map[*gatedConn]struct{}
	perAddr     map[string]int // pending connections of each address
	students    int            // logged-in connections but the teacher's
	maxPending  int
	maxPerAddr  int
	maxStudents int
	timeout     time.Duration
	isTeacher   func(ssh.PublicKey) bool
	logger      *log.Logger
}

// gatedConn is a connection through the gate; closing it takes it off
// the gate's counts.
type gatedConn struct {
	net.Conn
	g       *gate
	ctx     ssh.Context
	addr    string // its address's key (addrKey)
	start   time.Time
	state   connState // g.mu
	timer   *time.Timer
	session atomic.Bool // a session channel is open on it
}

func newGate(cfg Config, isTeacher func(ssh.PublicKey) bool) *gate {
	return &gate{
		pending: map[*gatedConn]struct{}{}, perAddr: map[string]int{},
		maxPending: 2*cfg.MaxSessions + 16, maxPerAddr: cfg.PendingPerAddr, maxStudents: 2*cfg.MaxSessions + 16,
		timeout: cfg.LoginTimeout, isTeacher: isTeacher, logger: cfg.Logger,
	}
}

// gateKey is the ssh.Context value of a connection's *gatedConn.
type gateKey struct{}

// admit takes in a new connection as pending, closing the oldest pending
// one of its address, or of all, when there is no room (see above).
func (g *gate) admit(ctx ssh.Context, c net.Conn) *gatedConn {
	gc := &gatedConn{Conn: c, g: g, ctx: ctx, addr: addrKey(c.RemoteAddr()), start: time.Now()}
	gc.timer = time.AfterFunc(g.timeout, gc.deadline)
	g.mu.Lock()
	var full []*gatedConn
	for p := range g.pending {
		if g.settle(p) {
			full = append(full, p)
		}
	}
	var out *gatedConn
	reason := ""
	switch {
	case g.perAddr[gc.addr] >= g.maxPerAddr:
		out, reason = g.oldest(gc.addr), "too many connections not logged in from the address"
	case len(g.pending) >= g.maxPending:
		out, reason = g.oldest(""), "too many connections not logged in"
	}
	if out != nil {
		g.release(out)
	}
	g.pending[gc] = struct{}{}
	g.perAddr[gc.addr]++
	g.mu.Unlock()
	for _, p := range full {
		g.refuse(p, "too many connections", "max", g.maxStudents)
	}
	if out != nil {
		g.refuse(out, reason, "after", time.Since(out.start).Round(time.Millisecond))
	}
	ctx.SetValue(gateKey{}, gc)
	return gc
}

// refuse logs why c is closed and closes it.
func (g *gate) refuse(c *gatedConn, reason string, attrs ...any) {
	g.logger.Warn("refused", append([]any{"addr", c.RemoteAddr(), "reason", reason}, attrs...)...)
	c.Close()
}

// oldest returns the oldest pending connection of addr, or of all when
// addr is "" (g.mu held).
func (g *gate) oldest(addr string) *gatedConn {
	var o *gatedConn
	for p := range g.pending {
		if (addr == "" || p.addr == addr) && (o == nil || p.start.Before(o.start)) {
			o = p
		}
	}
	return o
}

// settle moves c out of pending once it has logged in (the library sets
// the context's connection then), as the teacher or a student; it
// reports whether c is a student past the cap, to be closed (g.mu held).
func (g *gate) settle(c *gatedConn) (full bool) {
	if c.state != pending || c.ctx.Value(ssh.ContextKeyConn) == nil {
		return false
	}
	g.release(c)
	key, _ := c.ctx.Value(ssh.ContextKeyPublicKey).(ssh.PublicKey)
	switch {
	case g.isTeacher(key):
		c.state = teacher
	case g.students >= g.maxStudents:
		return true
	default:
		c.state = student
		g.students++
	}
	return false
}

// release takes c off the counts (g.mu held).
func (g *gate) release(c *gatedConn) {
	switch c.state {
	case pending:
		delete(g.pending, c)
		if g.perAddr[c.addr]--; g.perAddr[c.addr] == 0 {
			delete(g.perAddr, c.addr)
		}
	case student:
		g.students--
	}
	c.state = gone
}

// deadline closes c if it has not logged in by the login timeout.
func (c *gatedConn) deadline() {
	g := c.g
	g.mu.Lock()
	full := g.settle(c)
	late := c.state == pending
	g.mu.Unlock()
	switch {
	case late:
		g.refuse(c, "not logged in in time", "after", g.timeout)
	case full:
		g.refuse(c, "too many connections", "max", g.maxStudents)
	}
}

func (c *gatedConn) Close() error {
	c.timer.Stop()
	c.g.mu.Lock()
	c.g.release(c)
	c.g.mu.Unlock()
	return c.Conn.Close()
}

// addrKey is the address a connection's limits are kept by: its IP, or
// for IPv6 its /64, which one host usually holds whole.
func addrKey(addr net.Addr) string {
	a, ok := addr.(*net.TCPAddr)
	if !ok {
		return addr.String()
	}
	if a.IP.To4() == nil {
		return a.IP.Mask(net.CIDRMask(64, 128)).String()
	}
	return a.IP.String()
}
