package serve

import (
	"fmt"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/watch"
)

// Keys of a student in a room. Capitals, so that they collide with no
// key of the views.
const (
	detachKey = "D" // explore alone
	followKey = "F" // follow the teacher again
)

// session is the program of one SSH session: the UI, and in a room the
// line that says who follows whom above it. The teacher's program
// publishes its cursor whenever an update changes it; a following
// student's takes each cursor the room sends (followMsg) and ignores its
// own keys but the ones that detach, quit or show help.
type session struct {
	ui      *ui.Model
	room    *room
	me      *member
	w, h    int
	last    ui.Cursor // the teacher's cursor as last published
	pending uint64    // the seq of the cursor a student is seeking to
	goal    ui.Cursor
	who     presenceMsg
	style   lipgloss.Style
	hooks   *hooks
	// The teacher's: the room's answers to the question on screen, drawn
	// under the room line (histLines of them), in ASCII with --ascii.
	tally     tallyMsg
	histLines int
	ascii     bool
	bold      lipgloss.Style
	frames    frames
}

// frames draws a session at most fps times a second. Bubble Tea calls
// View after every message but puts a frame on the terminal only fps
// times a second, so a view that changes faster (a run playing at full
// speed ticks 60 times a second; a teacher playing one gives each student
// as many cursors) was drawn twice for each frame shown. A message that
// comes within a frame of the last drawing leaves the frame as it was and
// asks for a redraw at the frame's end (redrawMsg), which draws the latest
// state. The followed state is reached at once all the same; only its
// drawing waits, at most a frame.
type frames struct {
	now       func() time.Time // time.Now; tests set it
	last      string           // the frame drawn last…
	drawnAt   time.Time        // …then
	stale     bool             // View gives last: it was drawn within the frame
	redrawing bool             // a redrawMsg is on its way
	drawn     int              // frames drawn (tests)
}

// frameTime is the time of a frame at the session's fps.
const frameTime = time.Second / fps

// redrawMsg ends a frame in which a message left the screen as it was.
type redrawMsg struct{}

// hooks let tests hear when the teacher's program publishes a cursor and
// when a student's reaches it.
type hooks struct {
	published func(seq uint64, at time.Time)
	synced    func(student string, seq uint64, at time.Time)
}

func (s *session) Init() tea.Cmd {
	cmd := s.ui.Init()
	if s.me != nil && !s.me.teacher {
		// A late joiner lands on the current state.
		if c, seq, ok := s.room.current(); ok {
			return tea.Batch(cmd, s.follow(followMsg{c, seq}))
		}
	}
	return cmd
}

func (s *session) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	f := &s.frames
	if _, ok := msg.(redrawMsg); ok {
		f.redrawing, f.stale = false, false
		return s, nil
	}
	_, cmd := s.update(msg)
	since := f.now().Sub(f.drawnAt)
	f.stale = since < frameTime
	if f.stale && !f.redrawing {
		f.redrawing = true
		cmd = tea.Batch(cmd, tea.Tick(frameTime-since, func(time.Time) tea.Msg { return redrawMsg{} }))
	}
	return s, cmd
}

func (s *session) update(msg tea.Msg) (tea.Model, tea.Cmd) {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.w, s.h = clampWindow(msg.Width, msg.Height)
		s.histLines = s.histHeight()
		return s, s.resize()
	case followMsg:
		if s.me.following.Load() {
			cmd = s.follow(msg)
		}
	case presenceMsg:
		s.who = msg
		return s, nil
	case tallyMsg:
		s.tally = msg
		if k := s.histHeight(); k != s.histLines {
			s.histLines = k
			return s, s.resize()
		}
		return s, nil
	case watch.ClassAnswerMsg:
		if s.me != nil {
			s.room.answer(s.me, msg.Question, msg.Answer)
		}
		return s, nil
	case tea.KeyMsg:
		if s.me != nil && !s.me.teacher {
			// One key at a time: runes typed fast arrive as one message
			// ("D]]]"), and the keys after D are the student's own.
			cmd = common.EachKey(msg, s.studentKey)
		} else {
			_, cmd = s.ui.Update(msg)
		}
	default:
		_, cmd = s.ui.Update(msg)
	}
	s.after()
	return s, cmd
}

// studentKey handles a student's key in a room: D and F detach and
// follow; while following, the teacher drives and only quitting and the
// help reach the UI; alone, every key does.
func (s *session) studentKey(msg tea.KeyMsg) tea.Cmd {
	k := msg.String()
	following := s.me.following.Load()
	switch {
	case s.ui.Capturing():
	case k == detachKey && following:
		s.room.setFollowing(s.me, false)
		s.pending = 0
		s.ui.Unfollow()
		return nil
	case k == followKey && !following:
		s.room.setFollowing(s.me, true)
		if c, seq, ok := s.room.current(); ok {
			return s.follow(followMsg{c, seq})
		}
		return nil
	case following && s.answering() && k != "tab" && k != "shift+tab":
		// The room's predict question: the view takes only its answer.
	case following && k != "q" && k != "ctrl+c" && k != "?":
		return nil
	}
	_, cmd := s.ui.Update(msg)
	return cmd
}

// answering reports whether the room's predict question waits on a
// following student's screen.
func (s *session) answering() bool {
	_, ok := s.ui.Question()
	return ok
}

// resize gives the UI the window the room's lines leave.
func (s *session) resize() tea.Cmd {
	h := s.h
	if s.room != nil {
		h = max(h-1-s.histLines, 0)
	}
	_, cmd := s.ui.Update(tea.WindowSizeMsg{Width: s.w, Height: h})
	return cmd
}

// follow takes on a cursor of the room.
func (s *session) follow(f followMsg) tea.Cmd {
	s.pending, s.goal = f.seq, f.cursor
	_, cmd := s.ui.Update(ui.FollowMsg{Cursor: f.cursor})
	return cmd
}

// after publishes the teacher's cursor if the update moved it, and notes
// when a student has reached the one it seeks.
func (s *session) after() {
	if s.me == nil {
		return
	}
	c := s.ui.Cursor()
	if s.me.teacher {
		if !c.Equal(s.last) {
			s.last = c.Clone()
			seq := s.room.publish(c)
			if s.hooks != nil && s.hooks.published != nil {
				s.hooks.published(seq, time.Now())
			}
		}
		return
	}
	if s.pending != 0 && c.Equal(s.goal) {
		if s.hooks != nil && s.hooks.synced != nil {
			s.hooks.synced(s.me.name, s.pending, time.Now())
		}
		s.pending = 0
	}
}

// View draws the session, or gives the last frame again within a frame
// of it (see frames).
func (s *session) View() string {
	f := &s.frames
	if f.stale && f.last != "" {
		return f.last
	}
	f.last, f.drawnAt, f.stale = s.draw(), f.now(), false
	f.drawn++
	return f.last
}

func (s *session) draw() string {
	v := s.ui.View()
	if s.room == nil || s.h < 2 {
		return v
	}
	lines := []string{s.style.Render(theme.Fit(s.roomLine(), s.w, "~"))}
	lines = append(lines, s.histogram()...)
	return strings.Join(append(lines, v), "\n")
}

// roomLine says who is in the room (the teacher's) or whom the student
// follows.
func (s *session) roomLine() string {
	p := s.who
	if s.me.teacher {
		n, students := p.following+p.onTheir, "students"
		if n == 1 {
			students = "student"
		}
		line := fmt.Sprintf("room: %d %s, %d following, %d exploring alone", n, students, p.following, p.onTheir)
		if len(p.names) > 0 {
			line += " · " + strings.Join(p.names, ", ")
		}
		return line
	}
	teacher := "the teacher is here"
	if !p.teacher {
		teacher = "waiting for the teacher"
	}
	if s.me.following.Load() {
		return "room: following the teacher (" + teacher + ") · " + detachKey + " explores alone"
	}
	return "room: exploring alone (" + teacher + ") · " + followKey + " follows the teacher again"
}
