package serve

// A room's student in accessible mode (docs/accessible.md): instead of
// the TUI, a line-mode follower (accessible.RunFollower) that says each
// step the teacher moves to as a sentence, asks the room's questions and
// sends the answers to the room's tally as the TUI's do. A student asks
// for it with ACCESSIBLE=1 in the environment the client sends (ssh -o
// SetEnv=ACCESSIBLE=1) or with the command accessible (ssh … accessible);
// the output then holds no escape sequence at all.

import (
	"io"
	"strings"
	"time"
	"unicode/utf8"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/ssh"
	"github.com/charmbracelet/wish"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/ui/accessible"
	gossh "golang.org/x/crypto/ssh"
)

// accessibleCommand is the command that asks for accessible mode.
const accessibleCommand = "accessible"

// isAccessibleExec reports whether an exec request's payload is the
// command accessibleCommand: the only command the server takes.
func isAccessibleExec(payload []byte) bool {
	var cmd struct{ Value string }
	return gossh.Unmarshal(payload, &cmd) == nil && strings.TrimSpace(cmd.Value) == accessibleCommand
}

// wantsAccessible reports whether a session asks for accessible mode.
func wantsAccessible(sess ssh.Session) bool {
	if strings.TrimSpace(sess.RawCommand()) == accessibleCommand {
		return true
	}
	return accessible.On(environ(sess.Environ()).Getenv("ACCESSIBLE"))
}

// accessibleSession runs a session in accessible mode if it asks for it,
// and reports whether it did. The teacher drives with the TUI's keys, so
// the teacher's session is the TUI's whatever it asks.
func (s *Server) accessibleSession(sess ssh.Session) bool {
	if !wantsAccessible(sess) || s.room != nil && s.isTeacher(sess.PublicKey()) {
		return false
	}
	if s.room == nil {
		// The accessible watch program steps as fast as its output goes,
		// beyond the events budget a session has: served, it follows a
		// room only.
		wish.Fatalln(sess, "nqueens: "+sessionLang(sess, s.cfg.UI.Lang).T(i18n.ServeAccessibleRoom))
		return true
	}
	start := time.Now()
	done := make(chan struct{})
	defer close(done)
	var in io.Reader = newLimitedInput(newPump(sess, done))
	if _, _, pty := sess.Pty(); pty {
		// The client's terminal is raw: nothing echoes what is typed or
		// makes lines of it but this.
		in = newLineEditor(in, sess)
	}
	f := &lineMember{states: make(chan accessible.Follow), done: done}
	me := &member{p: f, name: s.memberName(sess), addr: sess.RemoteAddr().String()}
	me.following.Store(true)
	s.room.join(me)
	defer s.room.leave(me)
	s.cfg.Logger.Info("session", "addr", sess.RemoteAddr(), "room", s.roomID, "teacher", false, "name", text.Line(me.name), "accessible", true)
	err := accessible.RunFollower(sess.Context(), in, sess, f.states, accessible.FollowOptions{
		Answer: func(q predict.Question, a predict.Answer) bool { return s.room.answer(me, q, a) },
		Lang:   sessionLang(sess, s.cfg.UI.Lang),
	})
	reason := "quit"
	if err != nil {
		reason = "connection closed"
	}
	s.cfg.Logger.Info("disconnect", "addr", sess.RemoteAddr(), "reason", reason, "after", time.Since(start).Round(time.Second))
	return true
}

// lineMember is what the room's loop sends a line-mode student's news
// to: the cursors, as the follower's states. Send waits for the follower
// to take one, as a program's does, so that the room's loop sends the
// latest cursor when it is taken, never a queue of them.
type lineMember struct {
	states chan accessible.Follow
	done   <-chan struct{}
}

func (l *lineMember) Send(msg tea.Msg) {
	f, ok := msg.(followMsg)
	if !ok {
		return // presence, exercises: not said in line mode yet
	}
	c := f.cursor
	st := accessible.Follow{State: c.State, Prefix: c.Prefix, Asking: c.Class.Asking, Question: c.Class.Question,
		Revealed: c.Class.Revealed, Reveal: c.Class.Reveal}
	select {
	case l.states <- st:
	case <-l.done:
	}
}

// lineEditor makes lines of a raw terminal's keys, as a terminal's line
// discipline would: it echoes what is typed, takes back a character for
// backspace, ends a line at enter, and drops escape sequences (arrow
// keys) and other control characters, which it never echoes. Ctrl+C and
// Ctrl+D on an empty line end the input. A line is bounded as the
// follower bounds it; the rest of a longer one is dropped.
type lineEditor struct {
	r     io.Reader
	echo  io.Writer
	line  []byte // the line being typed
	ready []byte // lines ended, to be read
	esc   int    // 0; 1 after ESC; 2 inside a CSI or SS3 sequence
	err   error
	buf   [256]byte
}

// maxTyped bounds the line being typed.
const maxTyped = 4096

func newLineEditor(r io.Reader, echo io.Writer) *lineEditor { return &lineEditor{r: r, echo: echo} }

func (e *lineEditor) Read(p []byte) (int, error) {
	for len(e.ready) == 0 && e.err == nil {
		n, err := e.r.Read(e.buf[:])
		var echo []byte
		for _, b := range e.buf[:n] {
			echo = e.key(b, echo)
		}
		if len(echo) > 0 {
			e.echo.Write(echo)
		}
		if err != nil {
			e.err = err
		}
	}
	n := copy(p, e.ready)
	e.ready = e.ready[n:]
	if len(e.ready) == 0 && e.err != nil {
		return n, e.err
	}
	return n, nil
}

// key takes one byte typed and returns echo with what it echoes.
func (e *lineEditor) key(b byte, echo []byte) []byte {
	switch {
	case e.esc == 1:
		e.esc = 0
		if b == '[' || b == 'O' {
			e.esc = 2
		}
	case e.esc == 2:
		if b >= 0x40 && b <= 0x7e {
			e.esc = 0 // the sequence's final byte
		}
	case b == 0x1b:
		e.esc = 1
	case b == '\r' || b == '\n':
		e.ready = append(append(e.ready, e.line...), '\n')
		e.line = e.line[:0]
		echo = append(echo, '\n')
	case b == 0x7f || b == 0x08:
		if len(e.line) > 0 {
			_, size := utf8.DecodeLastRune(e.line)
			e.line = e.line[:len(e.line)-size]
			echo = append(echo, "\b \b"...)
		}
	case (b == 0x03 || b == 0x04) && len(e.line) == 0:
		e.err = io.EOF
	case b < 0x20:
	case len(e.line) < maxTyped:
		e.line = append(e.line, b)
		echo = append(echo, b)
	}
	return echo
}
