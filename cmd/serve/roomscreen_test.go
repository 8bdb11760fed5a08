package serve

import (
	"regexp"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/uitest"
	"github.com/nqueens/nqueens/ui/watch"
)

// colLabels is the line of an 8×8 board's column labels.
var colLabels = regexp.MustCompile(`0 +1 +2 +3 +4 +5 +6 +7( |$)`)

// squareSize measures the squares of the 8×8 board on screen: the cells
// between the column labels 0 and 1, and the lines between the row
// labels 0 and 1 (in the column the row labels take, right of the board's
// border when it has one).
func squareSize(screen string) (w, h int, ok bool) {
	lines := strings.Split(ansi.Strip(screen), "\n")
	for i, line := range lines {
		loc := colLabels.FindStringIndex(line)
		if loc == nil {
			continue
		}
		r := []rune(line)
		p0 := len([]rune(line[:loc[0]]))
		p1 := p0 + 1 + strings.IndexRune(string(r[p0+1:]), '1')
		x := 0
		if b := strings.LastIndex(string(r[:p0]), "│"); b >= 0 {
			x = len([]rune(string(r[:p0])[:b])) + 2
		}
		row := map[rune]int{}
		for j := i + 1; j < len(lines); j++ {
			if r := []rune(lines[j]); len(r) > x+1 && (r[x] == '0' || r[x] == '1') && r[x+1] == ' ' {
				if _, seen := row[r[x]]; !seen {
					row[r[x]] = j
				}
			}
		}
		r0, ok0 := row['0']
		r1, ok1 := row['1']
		return p1 - p0, r1 - r0, ok0 && ok1
	}
	return 0, 0, false
}

// roomSession is the program of a room member at w×h, as the server
// makes it, with two students in the room, ana and bob, both following.
func roomSession(teacher bool, w, h int) *session {
	s := &session{ui: ui.New(testUI()), room: newRoom(), me: &member{teacher: teacher},
		join: []string{"ssh -p 2222 " + testCode + "@127.0.0.1"}, frames: frames{now: time.Now}}
	s.me.following.Store(!teacher)
	s.Update(presenceMsg{teacher: true, following: 2, names: []string{"ana", "bob"}})
	s.Update(tea.WindowSizeMsg{Width: w, Height: h})
	return s
}

func testUI() ui.Options {
	return ui.Options{N: 8, Strategy: solver.Array, Speed: ui.DefaultSpeed, Theme: theme.Dark, Mode: ui.Watch, NoTimer: true}
}

// TestRoomKeepsTheBoardSize: the teacher's and a following student's
// screens have the board's squares of plain watch at the same window —
// the room's lines take the header's line and the panels' room, never the
// board's — and show the room's lines.
func TestRoomKeepsTheBoardSize(t *testing.T) {
	for _, win := range [][2]int{{80, 24}, {100, 30}, {200, 60}} {
		plain := ui.New(testUI())
		plain.Update(tea.WindowSizeMsg{Width: win[0], Height: win[1]})
		pw, ph, ok := squareSize(plain.View())
		if !ok {
			t.Fatalf("%v: no board in plain watch:\n%s", win, ansi.Strip(plain.View()))
		}
		for _, teacher := range []bool{true, false} {
			screen := roomSession(teacher, win[0], win[1]).View()
			who := map[bool]string{true: "teacher", false: "student"}[teacher]
			w, h, ok := squareSize(screen)
			if !ok || w != pw || h != ph {
				t.Errorf("%v %s: squares %d×%d, plain watch's %d×%d:\n%s", win, who, w, h, pw, ph, ansi.Strip(screen))
			}
			want := []string{"room: following the teacher (the teacher is here) · D explores alone"}
			if teacher {
				want = []string{"room: 2 students, 2 following, 0 exploring alone", "here: ana, bob", "students join with", testCode + "@127.0.0.1"}
			}
			for _, line := range want {
				if !strings.Contains(ansi.Strip(screen), line) {
					t.Errorf("%v %s: the screen does not show %q:\n%s", win, who, line, ansi.Strip(screen))
				}
			}
			if got := len(strings.Split(screen, "\n")); got != win[1] {
				t.Errorf("%v %s: %d lines, want the window's %d", win, who, got, win[1])
			}
			t.Logf("%v %s: squares %d×%d (plain watch %d×%d)", win, who, w, h, pw, ph)
		}
	}
}

// TestRoomHistogramBesideTheBoard: in predict mode, with the room's
// answers to the question on screen, the teacher's board keeps plain
// watch's squares: the histogram is in the room's aside.
func TestRoomHistogramBesideTheBoard(t *testing.T) {
	for _, win := range [][2]int{{80, 24}, {100, 30}, {200, 60}} {
		plain := ui.New(testUI())
		plain.Update(tea.WindowSizeMsg{Width: win[0], Height: win[1]})
		pw, ph, _ := squareSize(plain.View())
		s := roomSession(true, win[0], win[1])
		for _, k := range []string{"l", "P", "right"} {
			s.Update(uitest.Key(k))
		}
		s.Update(s.tallyOf(t))
		s.frames.stale = false
		screen := s.View()
		if w, h, ok := squareSize(screen); !ok || w != pw || h != ph {
			t.Errorf("%v: with the histogram, squares %d×%d, plain watch's %d×%d:\n%s", win, w, h, pw, ph, ansi.Strip(screen))
		}
		for _, line := range []string{"2 of 2 following answered", "> reveals", "is tried: is it"} {
			if !strings.Contains(ansi.Strip(screen), line) {
				t.Errorf("%v: the teacher's screen does not show %q:\n%s", win, line, ansi.Strip(screen))
			}
		}
		for _, bar := range []*regexp.Regexp{regexp.MustCompile(`safe +█+ 1 `), regexp.MustCompile(`attacked +█+ 1 `)} {
			if !bar.MatchString(ansi.Strip(screen)) {
				t.Errorf("%v: the teacher's screen has no bar %v:\n%s", win, bar, ansi.Strip(screen))
			}
		}
	}
}

// tallyOf is the room's tally of two answers, safe and attacked, to a
// safe-or-attacked question.
func (s *session) tallyOf(t *testing.T) tallyMsg {
	t.Helper()
	q := predict.Question{Kind: predict.SafeOrAttacked, Step: 1, N: 8, Prompt: "(0,0) is tried: is it safe, or attacked?",
		Choices: []predict.Choice{predict.Safe, predict.Attacked}}
	r := newRoom()
	r.mu.Lock()
	r.track(watch.Class{Asking: true, Question: q})
	r.mu.Unlock()
	for _, c := range []predict.Choice{predict.Safe, predict.Attacked} {
		m := &member{}
		m.following.Store(true)
		if !r.answer(m, q, predict.ChoiceAnswer(c)) {
			t.Fatalf("the answer %v was not counted", c)
		}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.tallied()
}
