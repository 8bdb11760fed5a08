package ui

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/solver"
)

func init() { lipgloss.SetColorProfile(termenv.Ascii) }

func TestQuitFromEveryState(t *testing.T) {
	t.Parallel()
	for _, keys := range [][]tea.KeyMsg{
		{{Type: tea.KeyRunes, Runes: []rune("q")}},
		{{Type: tea.KeySpace, Runes: []rune(" ")}, {Type: tea.KeyCtrlC}},
		{{Type: tea.KeyRunes, Runes: []rune("n")}, {Type: tea.KeyRunes, Runes: []rune("q")}},
		{{Type: tea.KeyRunes, Runes: []rune("?")}, {Type: tea.KeyRunes, Runes: []rune("llq")}},
	} {
		m := New(Options{N: 8, Strategy: solver.Array, Speed: 4})
		var cmd tea.Cmd
		for _, k := range keys {
			_, cmd = m.Update(k)
		}
		if cmd == nil || !isQuit(cmd) {
			t.Fatalf("keys %v do not quit", keys)
		}
	}
}

// isQuit runs cmd (and a batch's commands, each in a goroutine of its own)
// and reports whether one of them quits. A quit comes at once and a tick
// sleeps before its message, so it waits until a quit comes or every
// command has returned, at most quitWait: not a short bound that a loaded
// machine could make a quit miss.
func isQuit(cmd tea.Cmd) bool {
	msgs := make(chan tea.Msg, 64)
	running := 0
	start := func(c tea.Cmd) {
		running++
		go func() { msgs <- c() }()
	}
	start(cmd)
	limit := time.After(quitWait)
	for running > 0 {
		select {
		case msg := <-msgs:
			running--
			switch msg := msg.(type) {
			case tea.QuitMsg:
				return true
			case tea.BatchMsg:
				for _, c := range msg {
					if c != nil {
						start(c)
					}
				}
			}
		case <-limit:
			return false
		}
	}
	return false
}

// quitWait bounds isQuit's wait for commands that neither quit nor return:
// past any tick's interval.
const quitWait = 10 * time.Second

func TestRunesAreSplit(t *testing.T) {
	t.Parallel()
	m := New(Options{N: 8, Strategy: solver.Array, Speed: 4})
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 35})
	m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("lll")})
	if !strings.Contains(m.View(), "step 3") {
		t.Fatalf("three l in one message must be three steps:\n%s", m.View())
	}
}

// TestProgram runs the real program loop in a virtual terminal: start,
// play, see the board, quit.
func TestProgram(t *testing.T) {
	t.Parallel()
	tm := teatest.NewTestModel(t, New(Options{N: 6, Strategy: solver.Bitmask, Speed: 60}),
		teatest.WithInitialTermSize(100, 35))
	tm.Send(tea.KeyMsg{Type: tea.KeySpace, Runes: []rune(" ")})
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
		return strings.Contains(string(b), "playing")
	}, teatest.WithDuration(3*time.Second))
	tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("q")})
	tm.WaitFinished(t, teatest.WithFinalTimeout(3*time.Second))
}
