package serve

import (
	"strconv"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/common"
	uiexercise "github.com/nqueens/nqueens/ui/exercise"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/watch"
)

// Keys of a student in a room. Capitals, so that they collide with no
// key of the views.
const (
	detachKey = "D" // explore alone
	followKey = "F" // follow the teacher again
)

// session is the program of one SSH session: the UI, and in a room what
// the room says on its screen. The teacher's program publishes its cursor
// whenever an update changes it; a following student's takes each cursor
// the room sends (followMsg) and ignores its own keys but the ones that
// detach, quit or show help.
//
// The room's lines take no room from the board: its status line is the
// header's (ui.Model.SetBanner), and the teacher's other lines — how to
// join, the answers to the question on screen, who is here — are the
// watch view's aside, which the screen plan places beside the board after
// the board has its plain-watch size.
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
	// The teacher's: the room's answers to the question on screen, in
	// ASCII with --ascii, and the commands that join the room.
	tally tallyMsg
	ascii bool
	bold  lipgloss.Style
	join  []string
	// hint replaces a following student's status line after a key that
	// following ignores, until the next key.
	hint   bool
	frames frames
	// The room's exercise: the teacher's view of it; a student's own
	// instance while they do it (nil otherwise), the round it is of, and
	// whether its attempt was written. exOptions are the options every
	// instance starts from (the session's theme, terminal and clock).
	exercise  exerciseMsg
	ex        *uiexercise.Model
	round     uint64
	exWritten bool
	exOptions uiexercise.Options
	// lang is the language of the session's screens (sessionLang): the
	// room's lines in it too.
	lang i18n.Lang
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
		s.showRoom()
		if s.ex != nil {
			s.ex.Update(tea.WindowSizeMsg{Width: s.w, Height: s.h})
		}
		_, cmd := s.ui.Update(tea.WindowSizeMsg{Width: s.w, Height: s.h})
		return s, cmd
	case followMsg:
		if s.me.following.Load() {
			cmd = s.follow(msg)
		}
	case presenceMsg:
		s.who = msg
		s.showRoom()
		return s, nil
	case tallyMsg:
		s.tally = msg
		s.showRoom()
		return s, nil
	case exerciseMsg:
		if s.me.teacher {
			s.exercise = msg
			s.showRoom()
			return s, nil
		}
		return s, s.startExercise(msg)
	case watch.ClassAnswerMsg:
		if s.me != nil {
			s.room.answer(s.me, msg.Question, msg.Answer)
		}
		return s, nil
	case tea.KeyMsg:
		if s.me != nil && !s.me.teacher {
			// One key at a time: runes typed fast arrive as one message
			// ("D]]]"), and the keys after D are the student's own.
			hint := s.hint
			s.hint = false
			cmd = common.EachKey(msg, s.studentKey)
			if s.hint != hint {
				s.showRoom()
			}
		} else if s.me != nil && msg.String() == exerciseKey && !s.ui.Capturing() {
			s.room.startExercise()
		} else {
			_, cmd = s.ui.Update(msg)
		}
	default:
		_, cmd = s.ui.Update(msg)
		if s.ex != nil {
			// The exercise's clock: its ticks are its own type.
			_, exCmd := s.ex.Update(msg)
			cmd = tea.Batch(cmd, exCmd)
		}
	}
	s.after()
	return s, cmd
}

// studentKey handles a student's key in a room: D and F detach and
// follow; while following, the teacher drives and only quitting and the
// help reach the UI; alone, every key does.
func (s *session) studentKey(msg tea.KeyMsg) tea.Cmd {
	if s.ex != nil {
		return s.exerciseKey(msg)
	}
	k := msg.String()
	following := s.me.following.Load()
	switch {
	case s.ui.Capturing():
	case k == detachKey && following:
		s.room.setFollowing(s.me, false)
		s.pending = 0
		s.ui.Unfollow()
		s.showRoom()
		return nil
	case k == followKey && !following:
		s.room.setFollowing(s.me, true)
		s.showRoom()
		if c, seq, ok := s.room.current(); ok {
			return s.follow(followMsg{c, seq})
		}
		return nil
	case following && s.answering() && k != "tab" && k != "shift+tab":
		// The room's predict question: the view takes only its answer.
	case following && k != "q" && k != "ctrl+c" && k != "?":
		// A step, a jump, another view: the teacher's to make. The
		// status line says so, and how to make them oneself.
		s.hint = true
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
			s.hooks.synced(s.me.addr, s.pending, time.Now())
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
	if s.ex != nil {
		return s.ex.View()
	}
	return s.ui.View()
}

// followKeys are what a following student's keys do, in l: the rest are
// the teacher's.
func followKeys(l i18n.Lang) []key.Binding {
	return []key.Binding{key.NewBinding(key.WithKeys(detachKey), key.WithHelp(detachKey, l.T(i18n.ServeExploreOwn)))}
}

// showRoom puts the room on the UI's screen as it is now: the status line
// in the header's place, the teacher's lines beside the board, a
// following student's keys in the help bar.
func (s *session) showRoom() {
	if s.room == nil || s.me == nil {
		return
	}
	s.ui.SetBanner(s.style.Render(theme.Fit(s.roomLine(), s.w, "~")))
	switch {
	case s.me.teacher:
		s.ui.SetAside(&common.Aside{Title: s.lang.T(i18n.ServeRoomTitle), Lines: s.asideLines})
	case s.me.following.Load():
		s.ui.SetHelpKeys(followKeys(s.lang))
	default:
		s.ui.SetHelpKeys(nil)
	}
}

// asideLines are the teacher's room lines at width w: the answers to the
// question on screen (first: the aside is cut at the bottom where the
// window is short), how students join, who is here.
func (s *session) asideLines(w int) []string {
	lines := append(s.histogram(w), s.exerciseLines(w)...)
	if len(s.join) > 0 {
		lines = append(lines, s.lang.T(i18n.ServeJoinWith))
	}
	for _, j := range s.join {
		// A command is copied: broken only before its user@host, never
		// inside it (a wrap breaks at the code's hyphens).
		j = text.Line(j)
		if i := strings.LastIndexByte(j, ' '); lipgloss.Width(j) > w && i > 0 {
			lines = append(lines, j[:i], "  "+theme.Fit(j[i+1:], w-2, "~"))
			continue
		}
		lines = append(lines, j)
	}
	names := s.lang.T(i18n.ServeNoStudents)
	if len(s.who.names) > 0 {
		names = s.lang.Sprintf(i18n.ServeHere, text.Line(strings.Join(s.who.names, ", ")))
	}
	return append(lines, common.Wrap(names, w)...)
}

// roomLine says who is in the room (the teacher's) or whom the student
// follows.
func (s *session) roomLine() string {
	p, l := s.who, s.lang
	if s.me.teacher {
		n := p.following + p.onTheir
		students := i18n.NewMsg(i18n.ServeStudents, n, strconv.Itoa(n))
		return l.Sprintf(i18n.ServeRoomTeacher, students, strconv.Itoa(p.following), strconv.Itoa(p.onTheir))
	}
	teacher := i18n.NewMsg(i18n.ServeTeacherHere)
	if !p.teacher {
		teacher = i18n.NewMsg(i18n.ServeTeacherWaiting)
	}
	if s.me.following.Load() && s.hint {
		return l.Sprintf(i18n.ServeFollowingHint, detachKey)
	}
	if s.me.following.Load() {
		return l.Sprintf(i18n.ServeRoomFollowing, teacher, detachKey)
	}
	return l.Sprintf(i18n.ServeRoomAlone, teacher, followKey)
}
