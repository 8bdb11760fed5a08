package serve

// A session's terminal: its colour profile from TERM and the environment
// the client sent, and its background from asking the terminal (OSC 11).
// wish's bubbletea.MakeRenderer does the same, but reads the answer
// straight from the session with a reader it cannot stop: a terminal that
// does not answer loses the first key its user types to it. Here the
// question is asked on the session's one input, and whatever else comes
// meanwhile (keys typed already) is handed on to the program.

import (
	"bytes"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/ssh"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/internal/kit/i18n"
)

// backgroundWait is how long a terminal has to say its background.
const backgroundWait = time.Second

// environ is the environment a client sent, for termenv.
type environ []string

func (e environ) Environ() []string { return e }

func (e environ) Getenv(k string) string {
	for _, v := range e {
		if val, ok := strings.CutPrefix(v, k+"="); ok {
			return val
		}
	}
	return ""
}

// sessionLang is the language of a student's screens: the one their
// locale names (i18n.FromEnv: LC_ALL, LC_MESSAGES, LANG) where their ssh
// client sends it (SendEnv or SetEnv; the server takes every env request
// made before the shell), else the server's own, server. Every session
// of the process has its own (ui.Options.Lang).
func sessionLang(sess ssh.Session, server i18n.Lang) i18n.Lang {
	env := environ(sess.Environ())
	for _, k := range i18n.LocaleVariables {
		if env.Getenv(k) != "" {
			return i18n.FromEnv(env.Getenv)
		}
	}
	return server
}

// sessionRenderer returns the renderer of a session's terminal, reading
// the terminal's answer about its background from in.
func sessionRenderer(sess ssh.Session, in *pump) *lipgloss.Renderer {
	pty, _, _ := sess.Pty()
	env := environ(append(sess.Environ(), "TERM="+pty.Term))
	r := lipgloss.NewRenderer(sess, termenv.WithEnvironment(env), termenv.WithUnsafe(), termenv.WithColorCache(true))
	if pty.Term == "" || pty.Term == "dumb" {
		r.SetColorProfile(termenv.Ascii)
		return r
	}
	io.WriteString(sess, "\x1b]11;?\x07\x1b[c") // the background, then the device attributes that end the answers
	if dark, ok := in.background(backgroundWait); ok {
		r.SetHasDarkBackground(dark)
	}
	return r
}

// pump reads a session's input on a goroutine of its own, so that waiting
// for the terminal's answer can end on a timeout without losing what is
// read after it. It reads a chunk at a time and waits for it to be taken:
// the client's bytes are not read faster than the program takes them.
type pump struct {
	chunks  chan chunk
	pending []byte
	err     error
}

type chunk struct {
	b   []byte
	err error
}

func newPump(r io.Reader, done <-chan struct{}) *pump {
	p := &pump{chunks: make(chan chunk)}
	go func() {
		for {
			buf := make([]byte, 512)
			n, err := r.Read(buf)
			select {
			case p.chunks <- chunk{buf[:n], err}:
			case <-done:
				return
			}
			if err != nil {
				return
			}
		}
	}()
	return p
}

func (p *pump) Read(b []byte) (int, error) {
	if len(p.pending) == 0 && p.err == nil {
		c := <-p.chunks
		p.pending, p.err = c.b, c.err
	}
	n := copy(b, p.pending)
	p.pending = p.pending[n:]
	if len(p.pending) == 0 && p.err != nil {
		return n, p.err
	}
	return n, nil
}

// background waits up to wait for the terminal's answers and reports
// whether its background is dark (ok: it said). The bytes around the
// answers stay to be read.
func (p *pump) background(wait time.Duration) (dark, ok bool) {
	timer := time.NewTimer(wait)
	defer timer.Stop()
	var got []byte
	for !bytes.Contains(got, []byte("\x1b[?")) || !hasDAEnd(got) {
		select {
		case c := <-p.chunks:
			got = append(got, c.b...)
			if c.err != nil {
				p.pending, p.err = got, c.err
				return false, false
			}
			if len(got) > 4096 {
				p.pending = got // not an answer: keys
				return false, false
			}
			continue
		case <-timer.C:
		}
		break
	}
	dark, ok, rest := parseBackground(got)
	p.pending = rest
	return dark, ok
}

// hasDAEnd reports whether b holds a whole device-attributes answer.
func hasDAEnd(b []byte) bool {
	i := bytes.Index(b, []byte("\x1b[?"))
	return i >= 0 && bytes.IndexByte(b[i:], 'c') >= 0
}

// parseBackground finds the terminal's answers in b — OSC 11
// "rgb:RRRR/GGGG/BBBB" ended by BEL or ST, and the device attributes —
// and returns whether the colour is dark, whether there was one, and b
// without the answers.
func parseBackground(b []byte) (dark, ok bool, rest []byte) {
	rest = b
	if i := bytes.Index(rest, []byte("\x1b]11;")); i >= 0 {
		end, stLen := bytes.IndexByte(rest[i:], 0x07), 1
		if st := bytes.Index(rest[i:], []byte("\x1b\\")); st >= 0 && (end < 0 || st < end) {
			end, stLen = st, 2
		}
		if end >= 0 {
			dark, ok = darkColour(string(rest[i+len("\x1b]11;") : i+end]))
			rest = append(append([]byte{}, rest[:i]...), rest[i+end+stLen:]...)
		}
	}
	if i := bytes.Index(rest, []byte("\x1b[?")); i >= 0 {
		if j := bytes.IndexByte(rest[i:], 'c'); j >= 0 {
			rest = append(append([]byte{}, rest[:i]...), rest[i+j+1:]...)
		}
	}
	return dark, ok, rest
}

// darkColour reports whether an X11 colour "rgb:R/G/B" (1 to 4 hex
// digits each) has an HSL lightness below one half.
func darkColour(spec string) (dark, ok bool) {
	parts := strings.Split(strings.TrimPrefix(spec, "rgb:"), "/")
	if len(parts) != 3 || !strings.HasPrefix(spec, "rgb:") {
		return false, false
	}
	var v [3]float64
	for i, h := range parts {
		n, err := strconv.ParseUint(h, 16, 16)
		if err != nil || len(h) == 0 || len(h) > 4 {
			return false, false
		}
		v[i] = float64(n) / float64(uint64(1)<<(4*len(h))-1)
	}
	l := (max(v[0], v[1], v[2]) + min(v[0], v[1], v[2])) / 2
	return l < 0.5, true
}
