// Package serve is nqueens serve: an SSH server (Charm's wish) that gives
// every connection its own program of the UI, sized and coloured for its
// own terminal, and optionally a room where students follow the teacher.
//
// In a room the teacher's state is a cursor (ui.Cursor: the view, the run,
// the step); each student's program seeks to it, since runs are
// deterministic: only the cursor travels, never screen bytes.
//
// The server listens on a network, so everything a client can make it do
// or hold is bounded (guard.go, gate.go): new connections per address,
// connections logging in (a deadline, a share per address: a flood of
// them never keeps the teacher out), one session a connection, sessions,
// requests (a terminal and the UI only: no exec, no forwarding, no file
// access), the environment, window sizes, input bytes, idle and total
// time; and each session's search gets a fixed budget of events a second,
// so that one student holding G on a large board takes no more than their
// share of the machine.
package serve

import (
	"context"
	"crypto/subtle"
	"errors"
	"net"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/log"
	"github.com/charmbracelet/ssh"
	"github.com/charmbracelet/wish"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/internal/teach/results"
	"github.com/nqueens/nqueens/ui"
	uiexercise "github.com/nqueens/nqueens/ui/exercise"
	gossh "golang.org/x/crypto/ssh"
)

// fps is the frames a second a session's terminal gets.
const fps = 30

// Defaults of the limits (docs/serve.md states them).
const (
	DefaultListen          = "127.0.0.1:2222"
	DefaultMaxSessions     = 100
	DefaultIdle            = 15 * time.Minute
	DefaultMaxSession      = 3 * time.Hour
	DefaultEventsPerSecond = 120_000
	// DefaultConnRate and DefaultConnBurst limit the new connections of
	// one address: a burst for a class behind one NAT, then a steady rate.
	DefaultConnRate  = 2.0
	DefaultConnBurst = 80
	// DefaultWrongCodeDelay is how long a wrong room code waits before
	// it is refused, which makes guessing slow.
	DefaultWrongCodeDelay = 2 * time.Second
	// DefaultLoginTimeout is how long a connection may take to log in:
	// long enough for a student to type the code at the prompt (the
	// handshake itself takes a fraction of a second).
	DefaultLoginTimeout = 20 * time.Second
	// DefaultPendingPerAddr is how many connections one address may have
	// logging in at once: a class behind one NAT connects within seconds,
	// but each login by key takes a fraction of one.
	DefaultPendingPerAddr = 32
)

// Config configures a server.
type Config struct {
	HostKey     []byte            // the host key's PEM (LoadHostKey)
	Room        string            // the room code; "" serves independent sessions
	TeacherKeys []gossh.PublicKey // who is the room's teacher
	UI          ui.Options        // the options of every session's UI (its Lang: where the client sends no locale)
	MaxSessions int               // students' sessions at once (the teacher's are not counted)
	Idle        time.Duration     // a connection with no traffic is closed after it
	MaxSession  time.Duration     // a connection is closed after it
	ConnRate    float64           // new connections a second an address may open…
	ConnBurst   int               // …after a burst of this many
	WrongDelay  time.Duration     // the wait before a wrong code is refused
	// LoginTimeout closes a connection not logged in after it, and
	// PendingPerAddr bounds an address's connections logging in (gate.go).
	LoginTimeout   time.Duration
	PendingPerAddr int
	Events         int // events a second a session's search may apply
	// Results is the room's results file (nil: none): a line for every
	// finished exercise and every predict answer revealed. The caller
	// opens it (results.Open) and closes it after Serve.
	Results *results.Writer
	Logger  *log.Logger // the server's log
	hooks   *hooks      // tests: cursors published and reached
}

// Server is an nqueens SSH server.
type Server struct {
	cfg      Config
	srv      *ssh.Server
	room     *room
	roomID   string // the room's name in the log
	limiter  *connLimiter
	gate     *gate
	sessions atomic.Int64 // sessions open
	students atomic.Int64 // of them, not the teacher's
	join     []string     // the commands that join the room (set by Serve)
}

// New returns a server of cfg (zero limits take their defaults).
func New(cfg Config) (*Server, error) {
	def := func(p *time.Duration, d time.Duration) {
		if *p <= 0 {
			*p = d
		}
	}
	def(&cfg.Idle, DefaultIdle)
	def(&cfg.MaxSession, DefaultMaxSession)
	def(&cfg.WrongDelay, DefaultWrongCodeDelay)
	def(&cfg.LoginTimeout, DefaultLoginTimeout)
	if cfg.PendingPerAddr <= 0 {
		cfg.PendingPerAddr = DefaultPendingPerAddr
	}
	if cfg.MaxSessions <= 0 {
		cfg.MaxSessions = DefaultMaxSessions
	}
	if cfg.Events <= 0 {
		cfg.Events = DefaultEventsPerSecond
	}
	if cfg.ConnRate <= 0 {
		cfg.ConnRate = DefaultConnRate
	}
	if cfg.ConnBurst <= 0 {
		cfg.ConnBurst = DefaultConnBurst
	}
	if cfg.Logger == nil {
		cfg.Logger = log.Default()
	}
	if cfg.Room != "" && len(cfg.TeacherKeys) == 0 {
		return nil, i18n.Errorf(i18n.ServeNeedsTeacher)
	}
	s := &Server{cfg: cfg, limiter: newConnLimiter(cfg.ConnRate, cfg.ConnBurst)}
	s.gate = newGate(cfg, s.isTeacher)
	if cfg.Room != "" {
		s.room, s.roomID = newRoom(), newRoomID()
		s.room.id, s.room.results, s.room.logger = s.roomID, cfg.Results, cfg.Logger
	}
	lg := cfg.Logger
	srv, err := wish.NewServer(
		wish.WithHostKeyPEM(cfg.HostKey),
		wish.WithIdleTimeout(cfg.Idle),
		wish.WithMaxTimeout(cfg.MaxSession),
		wish.WithPublicKeyAuth(s.publicKeyAuth),
		wish.WithKeyboardInteractiveAuth(s.interactiveAuth),
		func(srv *ssh.Server) error {
			srv.ConnCallback = s.onConnect
			srv.ConnectionFailedCallback = func(c net.Conn, err error) {
				lg.Warn("connection failed", "addr", c.RemoteAddr(), "reason", clientValue(err))
			}
			srv.ChannelHandlers = map[string]ssh.ChannelHandler{
				"session":      s.sessionChannel,
				"direct-tcpip": refusedChannel(lg),
			}
			srv.RequestHandlers = map[string]ssh.RequestHandler{
				"tcpip-forward":        refusedRequest(lg),
				"cancel-tcpip-forward": refusedRequest(lg),
			}
			return nil
		},
		// The last middleware runs first.
		wish.WithMiddleware(s.program, s.needTerminal, s.countSessions),
	)
	if err != nil {
		return nil, err
	}
	s.srv = srv
	return s, nil
}

// Serve accepts connections on l until Close or ctx ends.
func (s *Server) Serve(ctx context.Context, l net.Listener) error {
	if s.room != nil {
		s.join = JoinCommands(l.Addr(), s.cfg.Room)
	}
	stop := context.AfterFunc(ctx, func() { s.Close() })
	defer stop()
	err := s.srv.Serve(l)
	if errors.Is(err, ssh.ErrServerClosed) {
		return nil
	}
	return err
}

// Close closes the listener and every connection.
func (s *Server) Close() error { return s.srv.Close() }

// onConnect refuses a connection past its address's rate, and logs the
// others; the gate bounds them until they log in.
func (s *Server) onConnect(ctx ssh.Context, c net.Conn) net.Conn {
	if !s.limiter.allow(c.RemoteAddr(), time.Now()) {
		s.cfg.Logger.Warn("refused", "addr", c.RemoteAddr(), "reason", "connection rate limit")
		return nil
	}
	s.cfg.Logger.Info("connection", "addr", c.RemoteAddr())
	return s.gate.admit(ctx, c)
}

// isTeacher reports whether key is one of the teacher's.
func (s *Server) isTeacher(key ssh.PublicKey) bool {
	return key != nil && slices.ContainsFunc(s.cfg.TeacherKeys, func(k gossh.PublicKey) bool { return ssh.KeysEqual(k, key) })
}

// rightCode reports whether code is the room's, in time that does not
// depend on how much of it is right.
func (s *Server) rightCode(code string) bool {
	return subtle.ConstantTimeCompare([]byte(code), []byte(s.cfg.Room)) == 1
}

// publicKeyAuth lets in the teacher's keys. Without a room it lets
// everyone in. A student's key is refused here, which leaves the
// keyboard-interactive prompt: it asks for the code (unless the user name
// was it: ssh CODE@host) and for a name (unless the user name is one).
func (s *Server) publicKeyAuth(ctx ssh.Context, key ssh.PublicKey) bool {
	switch {
	case s.room == nil:
	case s.isTeacher(key):
		s.cfg.Logger.Info("auth", "addr", ctx.RemoteAddr(), "role", "teacher", "room", s.roomID)
		return true
	case s.rightCode(ctx.User()):
		return false // the prompt asks for a name
	default:
		// Once a connection (a client offers each of its keys in turn):
		// the delay and the log line of a wrong code.
		if ctx.Value(refusedKey{}) == nil {
			ctx.SetValue(refusedKey{}, true)
			s.refuseCode(ctx)
		}
		return false
	}
	s.logAuth(ctx, "key")
	return true
}

// refusedKey marks a connection whose wrong code was refused already.
type refusedKey struct{}

// refuseCode waits, then logs a wrong code: guessing is slow, and the
// client learns nothing but that it failed.
func (s *Server) refuseCode(ctx ssh.Context) {
	time.Sleep(s.cfg.WrongDelay)
	s.cfg.Logger.Warn("auth refused", "addr", ctx.RemoteAddr(), "reason", "wrong room code")
}

// interactiveAuth asks for the room's code unless the user name was it,
// and for the student's name unless the user name is one (names.go); a
// wrong code is refused after a delay, with nothing said about it.
func (s *Server) interactiveAuth(ctx ssh.Context, ask gossh.KeyboardInteractiveChallenge) bool {
	if s.room == nil {
		s.logAuth(ctx, "keyboard-interactive")
		return true
	}
	method, haveCode := "keyboard-interactive", s.rightCode(ctx.User())
	name, named := cleanName(ctx.User())
	named = named && !haveCode
	// Before a session there is no client locale: the server's language.
	l := s.cfg.UI.Lang
	instruction := l.T(i18n.ServeTypeCode)
	if haveCode {
		instruction = l.T(i18n.ServeTypeName)
	}
	for try := 0; try < nameTries && (!haveCode || !named); try++ {
		var qs []string
		var echo []bool
		if !haveCode {
			method, qs, echo = "code prompt", append(qs, l.T(i18n.ServeCodePrompt)), append(echo, false)
		}
		if !named {
			qs, echo = append(qs, l.T(i18n.ServeNamePrompt)), append(echo, true)
		}
		answers, err := ask("nqueens", instruction, qs, echo)
		if err != nil || len(answers) != len(qs) {
			return false
		}
		if !haveCode {
			if !s.rightCode(answers[0]) {
				s.refuseCode(ctx)
				return false
			}
			haveCode, answers = true, answers[1:]
		}
		if !named {
			name, named = cleanName(answers[0])
			instruction = l.Sprintf(i18n.ServeNameRule, strconv.Itoa(maxName))
		}
	}
	if !named {
		name = defaultName
	}
	ctx.SetValue(nameKey{}, name)
	s.logAuth(ctx, method)
	return true
}

func (s *Server) logAuth(ctx ssh.Context, method string) {
	if s.room == nil {
		s.cfg.Logger.Info("auth", "addr", ctx.RemoteAddr(), "method", method)
		return
	}
	s.cfg.Logger.Info("auth", "addr", ctx.RemoteAddr(), "method", method, "role", "student", "room", s.roomID)
}

// countSessions refuses a student's session past MaxSessions, and keeps
// the count. The teacher's are not counted: a full room still has its
// teacher.
func (s *Server) countSessions(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		if !s.isTeacher(sess.PublicKey()) {
			if n := s.students.Add(1); n > int64(s.cfg.MaxSessions) {
				s.students.Add(-1)
				s.cfg.Logger.Warn("refused", "addr", sess.RemoteAddr(), "reason", "max sessions", "max", s.cfg.MaxSessions)
				wish.Fatalln(sess, "nqueens: "+sessionLang(sess, s.cfg.UI.Lang).T(i18n.ServeFull))
				return
			}
			defer s.students.Add(-1)
		}
		s.sessions.Add(1)
		defer s.sessions.Add(-1)
		next(sess)
	}
}

// needTerminal refuses a session without a terminal, but for accessible
// mode's lines (the guard refuses every command but that one).
func (s *Server) needTerminal(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		_, _, ok := sess.Pty()
		if !ok && !wantsAccessible(sess) {
			s.cfg.Logger.Warn("refused", "addr", sess.RemoteAddr(), "reason", "no terminal")
			wish.Fatalln(sess, "nqueens: "+sessionLang(sess, s.cfg.UI.Lang).T(i18n.ServeNeedTerminal))
			return
		}
		next(sess)
	}
}

// program runs the session's UI until it quits or the connection ends.
func (s *Server) program(ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		if s.accessibleSession(sess) {
			return
		}
		start := time.Now()
		pty, windows, _ := sess.Pty()
		o := s.cfg.UI
		done := make(chan struct{})
		defer close(done)
		raw := newPump(sess, done)
		o.Renderer = sessionRenderer(sess, raw)
		o.Lang = sessionLang(sess, o.Lang)
		// The session's share of the machine: a fixed number of events a
		// frame (the watch view ticks 60 times a second) rather than a
		// time budget, which would give each session as much as it took.
		o.EventsPerFrame = max(s.cfg.Events/60, 1)
		// A count or a search the session's views started ends with it.
		o.Context = sess.Context()
		m := &session{ui: ui.New(o), room: s.room, style: o.Renderer.NewStyle().Reverse(true), hooks: s.cfg.hooks, lang: o.Lang,
			ascii: o.ASCII, bold: o.Renderer.NewStyle().Bold(true), join: s.join, frames: frames{now: time.Now},
			exOptions: uiexercise.Options{Theme: o.Theme, ASCII: o.ASCII, NoColor: o.NoColor, Renderer: o.Renderer, NoTimer: o.NoTimer, Lang: o.Lang}}
		in := newLimitedInput(raw)
		p := tea.NewProgram(m,
			tea.WithInput(in), tea.WithOutput(sess),
			tea.WithAltScreen(), tea.WithoutBracketedPaste(),
			tea.WithoutSignalHandler(), tea.WithContext(sess.Context()),
			tea.WithFPS(fps),
		)
		attrs := []any{"addr", sess.RemoteAddr(), "term", clientValue(pty.Term), "profile", o.Renderer.ColorProfile(), "lang", o.Lang.String()}
		if s.room != nil {
			m.me = &member{p: p, name: s.memberName(sess), addr: sess.RemoteAddr().String(), teacher: s.isTeacher(sess.PublicKey())}
			m.me.following.Store(!m.me.teacher)
			s.room.join(m.me)
			defer s.room.leave(m.me)
			attrs = append(attrs, "room", s.roomID, "teacher", m.me.teacher)
			if !m.me.teacher {
				attrs = append(attrs, "name", text.Line(m.me.name))
			}
		}
		s.cfg.Logger.Info("session", attrs...)
		go forwardWindows(sess.Context(), p, pty.Window, windows)
		_, err := p.Run()
		p.Kill()
		reason := "quit"
		switch {
		case err == nil:
		case time.Since(start) >= s.cfg.MaxSession-time.Second:
			reason = "max session length"
		case time.Since(in.lastRead()) >= s.cfg.Idle-time.Second:
			reason = "idle timeout"
		default:
			reason = "connection closed"
		}
		s.cfg.Logger.Info("disconnect", "addr", sess.RemoteAddr(), "reason", reason, "after", time.Since(start).Round(time.Second))
	}
}

// memberName is how the teacher's screen names a student before the room
// makes it unique: the name given at the prompt, else the user name.
func (s *Server) memberName(sess ssh.Session) string {
	if name, ok := sess.Context().Value(nameKey{}).(string); ok {
		return name
	}
	if name, ok := cleanName(sess.User()); ok && !s.rightCode(sess.User()) {
		return name
	}
	return defaultName
}

// forwardWindows gives the program the window's size, clamped, at most
// resizesPerSecond times a second and the latest only: a client that sends
// thousands of resizes gets a few frames, and its keys are not queued
// behind them.
func forwardWindows(ctx context.Context, p *tea.Program, first ssh.Window, windows <-chan ssh.Window) {
	var (
		mu     sync.Mutex
		latest = first
		wake   = make(chan struct{}, 1)
	)
	wake <- struct{}{}
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case <-wake:
			}
			mu.Lock()
			w, h := clampWindow(latest.Width, latest.Height)
			mu.Unlock()
			p.Send(tea.WindowSizeMsg{Width: w, Height: h})
			time.Sleep(time.Second / resizesPerSecond)
		}
	}()
	for {
		select {
		case <-ctx.Done():
			return
		case win, ok := <-windows:
			if !ok {
				return
			}
			mu.Lock()
			latest = win
			mu.Unlock()
			select {
			case wake <- struct{}{}:
			default:
			}
		}
	}
}
