package ui

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/termgif"
	"github.com/nqueens/nqueens/ui/driver"
)

// TestRecordSpaceDoesNotPlay: a recording has no timer to play on (its
// steps animate instead), so space leaves the screen as it was, from the
// start and from the end of the search (where it restarted the run when
// the recorder pressed it twice).
func TestRecordSpaceDoesNotPlay(t *testing.T) {
	t.Parallel()
	keys, err := driver.ParseKeys("space l space l space")
	if err != nil {
		t.Fatal(err)
	}
	for _, steps := range []int{0, 1_000_000} { // the first solution; the end of N=4
		frames, err := Record(context.Background(), RecordOptions{
			Options: Options{N: 4}, Cols: 100, Rows: 32, Steps: steps, Speed: 1000, FPS: 10, Keys: keys,
		})
		if err != nil {
			t.Fatal(err)
		}
		before := len(frames) - len(keys) - 1 // the last frame before the keys
		for i, k := range keys {
			prev, now := frames[before+i].Text, frames[before+i+1].Text
			if k.Type == tea.KeySpace && now != prev {
				t.Errorf("steps %d: space (key %d) changed the screen to\n%s", steps, i+1, now)
			}
			if k.Type != tea.KeySpace && steps == 0 && now == prev {
				t.Errorf("steps %d: l (key %d) did not step", steps, i+1)
			}
		}
	}
	m := New(Options{N: 8, NoTimer: true})
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 40})
	// The watch view's top bar says whether it plays.
	if _, cmd := m.Update(tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}); cmd != nil || !strings.Contains(m.View(), " paused") {
		t.Errorf("NoTimer: space starts playing")
	}
}

// TestRecordSpeedBelowFPS: below FPS, each event is a frame of 1/Speed s (it
// was 1/FPS s whatever the speed, so `gif --speed 2`, 5 and 10 all played at
// 10 events a second); above, a frame of 1/FPS s shows several.
func TestRecordSpeedBelowFPS(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		speed, fps int
		delay      time.Duration
		frames     int // after the first, for 12 steps
	}{
		{2, 10, 500 * time.Millisecond, 12},
		{5, 10, 200 * time.Millisecond, 12},
		{10, 10, 100 * time.Millisecond, 12},
		{30, 10, 100 * time.Millisecond, 4},
		{1, 1, time.Second, 12},
	} {
		frames, err := Record(context.Background(), RecordOptions{
			Options: Options{N: 5}, Cols: 80, Rows: 24, Steps: 12, Speed: tc.speed, FPS: tc.fps, Hold: 3 * time.Second,
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(frames)-1 != tc.frames {
			t.Errorf("--speed %d --fps %d: %d frames for 12 steps, want %d", tc.speed, tc.fps, len(frames)-1, tc.frames)
		}
		for i, f := range frames[1 : len(frames)-1] {
			if f.Delay != tc.delay {
				t.Errorf("--speed %d --fps %d: frame %d stays %v, want %v", tc.speed, tc.fps, i+1, f.Delay, tc.delay)
			}
		}
	}
}

// TestRecordDoesNotWaitForHiddenViews: the root starts the work of every view
// (the play view counts the completions of its board: hours at N=20); a
// recording of the watch view must not wait for it. A broken recorder
// runs into the 2-minute guard instead of taking a fraction of a second.
func TestRecordDoesNotWaitForHiddenViews(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	frames, err := Record(ctx, RecordOptions{
		Options: Options{N: 20}, Cols: 100, Rows: 32, Steps: 10, Speed: 10, FPS: 10,
		Keys: []tea.KeyMsg{{Type: tea.KeyRunes, Runes: []rune("n")}},
	})
	if err != nil || len(frames) != 12 {
		t.Fatalf("%d frames, %v; want 12 frames, and no wait for the views not shown", len(frames), err)
	}
}

// TestRecordCancelled: the context stops a recording, also while it waits
// for long work its frames show (the play view's count at N=20 never ends).
func TestRecordCancelled(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	o := RecordOptions{Options: Options{N: 8}, Cols: 100, Rows: 32, Speed: 5, FPS: 10}
	if _, err := Record(ctx, o); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled before the start: %v, want context.Canceled", err)
	}
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	time.AfterFunc(50*time.Millisecond, cancel)
	o.Options = Options{N: 20, Mode: Play}
	done := make(chan error, 1)
	go func() {
		_, err := Record(ctx, o)
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("cancelled while counting: %v, want context.Canceled", err)
		}
	case <-time.After(2 * time.Minute):
		t.Fatal("still recording 2 minutes after the cancellation")
	}
}

// TestRecordFirstSolutionBudget: a recording up to the first solution
// (Steps 0) of a board whose first solution is far away (N=64, where the
// array search never gets there) stops at the budget of a jump and says
// so; it went on "up to the first solution", memory rising, for ever. The
// budget is lowered here: at its real size it takes ~20 s. A board whose
// first solution lies within it still ends there.
func TestRecordFirstSolutionBudget(t *testing.T) {
	defer func(b uint64) { firstSolutionBudget = b }(firstSolutionBudget)
	firstSolutionBudget = 1 << 16
	o := RecordOptions{Options: Options{N: 64}, Cols: 100, Rows: 32, Speed: 1_000_000, FPS: 1}
	frames := 0
	err := RecordTo(context.Background(), o, func(termgif.Frame) error { frames++; return nil })
	if !errors.Is(err, ErrNoSolutionInBudget) || !strings.Contains(err.Error(), "33,554,432") {
		t.Errorf("N=64 up to the first solution: %v after %d frames, want ErrNoSolutionInBudget naming the budget", err, frames)
	}
	o.Options.N = 8 // its first solution is step 114
	o.Speed, o.FPS = 50, 50
	var last termgif.Frame
	if err := RecordTo(context.Background(), o, func(f termgif.Frame) error { last = f; return nil }); err != nil {
		t.Fatalf("N=8 up to the first solution: %v", err)
	}
	if !strings.Contains(last.Text, "solution") {
		t.Errorf("N=8: the last frame shows no solution:\n%s", last.Text)
	}
}
