package serve

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/uitest"
)

// TestFramesCoalesced: a session that gets a message a millisecond (a
// run ticking faster than the terminal's frames) is drawn once a frame,
// not once a message; a message within a frame asks for a redraw, and the
// redraw draws the latest state.
func TestFramesCoalesced(t *testing.T) {
	clock := time.Unix(0, 0)
	s := &session{
		ui:     ui.New(ui.Options{N: 8, Strategy: solver.Array, Speed: ui.DefaultSpeed, Theme: theme.Dark, Mode: ui.Watch, EventsPerFrame: 1 << 10, NoTimer: true}),
		frames: frames{now: func() time.Time { return clock }},
	}
	s.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	s.View()
	const msgs = 100 // 100 ms of a step a millisecond
	for range msgs {
		clock = clock.Add(time.Millisecond)
		s.Update(uitest.Key("right"))
		s.View()
	}
	if want := msgs/int(frameTime/time.Millisecond) + 1; s.frames.drawn > want+1 || s.frames.drawn < want-1 {
		t.Errorf("%d messages in %v drew %d frames, want %d (one a frame)", msgs, time.Duration(msgs)*time.Millisecond, s.frames.drawn, want)
	}
	if !s.frames.stale || !s.frames.redrawing {
		t.Fatalf("the last message, within a frame, did not ask for a redraw")
	}
	if strings.Contains(ansi.Strip(s.View()), "step 100 of") {
		t.Fatalf("within the frame the screen was drawn again")
	}
	s.Update(redrawMsg{})
	if screen := ansi.Strip(s.View()); !strings.Contains(screen, "step 100 of") {
		t.Fatalf("the redraw does not show the latest state (step 100):\n%s", screen)
	}
}
