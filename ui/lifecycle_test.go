package ui

import (
	"context"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/ui/uitest"
)

// runtime runs a model as Bubble Tea does — every command in a goroutine
// of its own, the messages fed to the model one at a time — and knows how
// many commands are still running.
type runtime struct {
	m        *Model
	msgs     chan tea.Msg
	running  int // commands started whose message has not come back
	launched int
}

func newRuntime(m *Model) *runtime { return &runtime{m: m, msgs: make(chan tea.Msg)} }

func (r *runtime) run(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	r.running++
	r.launched++
	go func() { r.msgs <- cmd() }()
}

func (r *runtime) handle(msg tea.Msg) {
	switch msg := msg.(type) {
	case nil:
	case tea.BatchMsg:
		for _, c := range msg {
			r.run(c)
		}
	default:
		_, cmd := r.m.Update(msg)
		r.run(cmd)
	}
}

func (r *runtime) press(keys ...string) {
	for _, k := range keys {
		r.handle(uitest.Key(k))
	}
}

// drain handles messages until no command runs. The limit only keeps a
// broken build from hanging the test: cancelled work ends at once.
func (r *runtime) drain(t *testing.T) {
	t.Helper()
	limit := time.After(time.Minute)
	for r.running > 0 {
		select {
		case msg := <-r.msgs:
			r.running--
			r.handle(msg)
		case <-limit:
			t.Fatalf("%d commands still running a minute after their views were left", r.running)
		}
	}
}

// TestOnlyTheShownViewWorks: a paused -n 20 starts no command at all, so it
// spends no CPU however long it stays; a view starts its background work
// when shown (the count of N=20, which would run for hours) and it is
// cancelled when the view is left, so nothing is left running.
func TestOnlyTheShownViewWorks(t *testing.T) {
	t.Parallel()
	m := New(Options{N: 20, Speed: 4})
	r := newRuntime(m)
	r.run(m.Init())
	r.handle(tea.WindowSizeMsg{Width: 100, Height: 30})
	r.press("l", "h", "?", "?", "+", "-")
	if r.launched != 0 {
		t.Fatalf("the paused watch view of N=20 started %d commands", r.launched)
	}
	r.press("tab")
	if r.running == 0 {
		t.Fatal("the solutions view did not start its work when shown")
	}
	before := r.launched
	r.press("tab")
	if r.launched == before {
		t.Fatal("the play view did not start counting when shown")
	}
	// Back in the watch view, paused: the counts of N=20 (hours of work)
	// must end, cancelled, for drain to return.
	r.press("tab")
	r.drain(t)
	// Shown again, a view resumes what was cancelled.
	m2 := New(Options{N: 8, Mode: Play})
	r = newRuntime(m2)
	r.run(m2.Init())
	r.handle(tea.WindowSizeMsg{Width: 100, Height: 30})
	r.press("tab", "tab", "tab", "tab", "tab") // play, watch, solutions, play, watch, solutions
	r.drain(t)
	if v := m2.solutions.View(); !strings.Contains(v, "solution 1 of 92") {
		t.Fatalf("solutions left and shown again is not on solution 1 of 92:\n%s", v)
	}
	r.press("tab")
	r.drain(t)
	if v := m2.play.View(); !strings.Contains(v, "92 complete") {
		t.Fatalf("play left and shown again does not count 92:\n%s", v)
	}
}

// TestViewsWorkEndsWithTheirContext: the views' background work ends with
// Options.Context, as a session's does when its student disconnects. The
// solutions view of N=40 searches long for its first solution; before, the
// search went on after its session had closed.
func TestViewsWorkEndsWithTheirContext(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	m := New(Options{N: 40, Mode: Solutions, Context: ctx})
	r := newRuntime(m)
	r.handle(tea.WindowSizeMsg{Width: 200, Height: 60})
	r.run(m.Init())
	// A while of the view's life (its spinner ticks all along).
	for while := time.After(300 * time.Millisecond); while != nil; {
		select {
		case msg := <-r.msgs:
			r.running--
			r.handle(msg)
		case <-while:
			while = nil
		}
	}
	if r.running == 0 || strings.Contains(m.View(), "olution 1 of") {
		t.Fatalf("the solutions view of N=40 is not searching (%d commands running):\n%s", r.running, m.View())
	}
	cancel()
	r.drain(t)
}
