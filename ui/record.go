package ui

import (
	"fmt"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/termgif"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
)

// RecordOptions script a recording of the UI: what `nqueens gif` exports.
type RecordOptions struct {
	Options
	Cols, Rows int // the terminal size the views are laid out for
	// Steps is how many search events the watch view shows, one key press
	// each (0: up to and including the first solution).
	Steps int
	// Speed is the number of events per second of animation, and FPS the
	// frames per second: at a Speed above FPS a frame shows several events.
	Speed, FPS int
	// Keys are pressed after the steps, one frame each, shown for KeyDelay.
	Keys     []tea.KeyMsg
	KeyDelay time.Duration
	// Hold is how long the first frame, a solution and the last frame stay.
	Hold time.Duration
}

// recordEventsPerFrame bounds the work of one jump in a recording (about a
// second of stepping): far beyond any solution of the boards one records.
const recordEventsPerFrame = 1 << 25

// maxSettleMessages bounds the messages one key press may lead to in a
// recording, so that a view that keeps scheduling work cannot hang it.
const maxSettleMessages = 10_000

// maxRecordedFrames bounds a recording, so that a mistyped --steps cannot
// fill the disk with a GIF nobody can open.
const maxRecordedFrames = 5000

// Record drives the UI with scripted key presses — no terminal, no timers,
// no sleeping — and returns the frames it showed: the very View() a
// terminal would show, so the GIF is the program, not a mock-up of it.
// The same options always give the same frames.
func Record(o RecordOptions) ([]termgif.Frame, error) {
	if o.Cols < 1 || o.Rows < 1 || o.FPS < 1 || o.Speed < 1 {
		return nil, fmt.Errorf("record: size %d×%d, %d fps and %d steps/s must all be positive", o.Cols, o.Rows, o.FPS, o.Speed)
	}
	// With an events-per-frame budget instead of a time budget, the
	// jumps (n, b, p, and w from the browser) finish inside the key press:
	// no frame timer is needed, and the result never depends on the clock.
	o.EventsPerFrame = recordEventsPerFrame
	m := New(o.Options)
	m.settle(m.Init())
	m.Update(tea.WindowSizeMsg{Width: o.Cols, Height: o.Rows})
	frameDelay := time.Second / time.Duration(o.FPS)

	frames := []termgif.Frame{{Text: m.View(), Delay: o.Hold}}
	add := func(d time.Duration) error {
		if len(frames) >= maxRecordedFrames {
			return fmt.Errorf("record: more than %d frames; ask for fewer steps or a higher speed", maxRecordedFrames)
		}
		frames = append(frames, termgif.Frame{Text: m.View(), Delay: d})
		return nil
	}

	if m.active == Watch {
		st := m.watch.Stepper()
		right := tea.KeyMsg{Type: tea.KeyRight}
		carry := 0
		for !st.IsDone() && (o.Steps == 0 || st.Step() < uint64(o.Steps)) {
			// Spread Speed events over FPS frames, carrying the remainder,
			// but end a frame on a solution so that it can be seen.
			carry += o.Speed
			events := max(carry/o.FPS, 1)
			carry -= events * o.FPS
			carry = max(carry, 0)
			delay := frameDelay
			for range events {
				m.Update(right)
				if st.Event().Kind == solver.Solution {
					delay = o.Hold
					break
				}
				if o.Steps != 0 && st.Step() >= uint64(o.Steps) {
					break
				}
			}
			if err := add(delay); err != nil {
				return nil, err
			}
			if o.Steps == 0 && st.Event().Kind == solver.Solution {
				break
			}
		}
	}
	for _, k := range o.Keys {
		_, cmd := m.Update(k)
		if m.watch.Playing() {
			// Playing runs on a timer; a recording animates with Steps
			// and Speed instead, so space is a no-op here.
			m.Update(k)
			cmd = nil
		}
		m.settle(cmd)
		if err := add(o.KeyDelay); err != nil {
			return nil, err
		}
	}
	frames[len(frames)-1].Delay = max(frames[len(frames)-1].Delay, o.Hold)
	return frames, nil
}

// ParseKeys reads a space-separated key script such as "tab ] ] l l" into
// key presses (the names of common.KeyFromName).
func ParseKeys(script string) ([]tea.KeyMsg, error) {
	var keys []tea.KeyMsg
	for _, name := range strings.Fields(script) {
		k, ok := common.KeyFromName(name)
		if !ok {
			return nil, fmt.Errorf("unknown key %q (want one character or tab, shift+tab, enter, esc, space, backspace, up, down, left, right, pgup, pgdown, home, end)", name)
		}
		keys = append(keys, k)
	}
	return keys, nil
}

// settle lets the background work a recorded key started (counting,
// seeking) land before the next frame, as the runtime would.
func (m *Model) settle(cmd tea.Cmd) {
	common.Settle[tea.Model](m, cmd, nil, maxSettleMessages)
}
