package ui

import (
	"context"
	"strconv"
	"time"

	"github.com/nqueens/nqueens/internal/kit/i18n"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/termgif"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/driver"
)

// RecordOptions script a recording of the UI: what `nqueens gif` exports.
type RecordOptions struct {
	Options
	Cols, Rows int // the terminal size the views are laid out for
	// Steps is how many search events the watch view shows, one key press
	// each (0: up to and including the first solution). Only a recording
	// that opens on the watch view (Mode) steps.
	Steps int
	// Speed is the number of events per second of animation, and FPS the
	// most frames per second: above FPS a frame shows several events,
	// below it each event is a frame that stays 1/Speed s.
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

// firstSolutionBudget is the most events a recording up to the first
// solution (Steps 0) runs: the budget of a jump. A variable for the test,
// which cannot wait the ~20 s it takes.
var firstSolutionBudget uint64 = recordEventsPerFrame

// maxSettleMessages bounds the messages one key press may lead to in a
// recording, so that a view that keeps scheduling work cannot hang it.
const maxSettleMessages = 10_000

// maxRecordedFrames bounds a recording, so that a mistyped --steps cannot
// fill the disk with a GIF nobody can open.
const maxRecordedFrames = 5000

// RecordTo drives the UI with scripted key presses — no terminal, no
// timers, no sleeping — and passes each frame it showed to emit as soon as
// its delay is known (one frame behind the view): the very View() a
// terminal would show, so the GIF is the program, not a mock-up of it. The
// same options always give the same frames, and a recording's memory does
// not grow with its length. An error of emit ends the recording and is
// returned.
//
// It waits for the background work of the views it shows (a count, a
// seek), as the frames show its results, and for nothing else. ctx stops
// it: it is checked between frames and bounds every command the views run;
// RecordTo then returns ctx.Err().
func RecordTo(ctx context.Context, o RecordOptions, emit func(termgif.Frame) error) error {
	if o.Cols < 1 || o.Rows < 1 || o.FPS < 1 || o.Speed < 1 {
		return i18n.Errorf(i18n.RecordSize, strconv.Itoa(o.Cols), strconv.Itoa(o.Rows), strconv.Itoa(o.FPS), strconv.Itoa(o.Speed))
	}
	// With an events-per-frame budget instead of a time budget, the
	// jumps (n, b, p, and w from the browser) finish inside the key press;
	// with no timer, space does not start an animation the recording
	// could not show (the steps animate instead). Nothing depends on the
	// clock.
	o.EventsPerFrame = recordEventsPerFrame
	o.NoTimer = true
	// The views' background work ends with the recording, interrupted or
	// not: a count the last frame did not wait for is nobody's.
	life, end := context.WithCancel(ctx)
	defer end()
	o.Context = life
	r := &recorder{ctx: ctx, m: New(o.Options), emit: emit}
	if err := r.settle(r.m.Init()); err != nil {
		return err
	}
	r.m.Update(tea.WindowSizeMsg{Width: o.Cols, Height: o.Rows})
	r.last, r.frames = termgif.Frame{Text: r.m.View(), Delay: o.Hold}, 1

	if r.m.active == Watch {
		if err := r.steps(o); err != nil {
			return err
		}
	}
	for _, k := range o.Keys {
		_, cmd := r.m.Update(k)
		if err := r.settle(cmd); err != nil {
			return err
		}
		if err := r.add(o.KeyDelay); err != nil {
			return err
		}
	}
	r.last.Delay = max(r.last.Delay, o.Hold)
	return r.emit(r.last)
}

// recorder is the state of one recording.
type recorder struct {
	ctx    context.Context
	m      *Model
	emit   func(termgif.Frame) error
	last   termgif.Frame // the frame not yet emitted: the last one stays Hold
	frames int           // frames recorded, last included
}

// steps shows the watch view's search events: Speed events per second, in
// frames at most FPS a second; a solution ends a frame and stays Hold.
// With Steps 0 (up to the first solution) the search runs at most
// recordEventsPerFrame events, the budget of a jump (n) in a recording: a
// board whose first solution lies further (N=64 takes longer than anyone
// waits) is an ErrNoSolutionInBudget.
func (r *recorder) steps(o RecordOptions) error {
	st := r.m.watch.Stepper()
	right := tea.KeyMsg{Type: tea.KeyRight}
	// Above FPS events a second, each frame shows Speed/FPS of them (the
	// remainder carried to the next); below, each event is a frame.
	frame := time.Second / time.Duration(o.FPS)
	if o.Speed < o.FPS {
		frame = time.Second / time.Duration(o.Speed)
	}
	limit := uint64(o.Steps)
	if o.Steps == 0 {
		limit = firstSolutionBudget
	}
	carry := 0
	for !st.IsDone() && st.Step() < limit {
		events := 1
		if o.Speed >= o.FPS {
			carry += o.Speed
			events = carry / o.FPS
			carry -= events * o.FPS
		}
		delay := frame
		for range events {
			// The root's Update less its relayout, which the frame's
			// View needs once (done below): the help bar laid out for
			// every event was 70% of the time of a fast recording.
			if err := r.settle(r.m.update(right)); err != nil {
				return err
			}
			if st.Event().Kind == solver.Solution {
				delay = max(delay, o.Hold)
				break
			}
			if st.Step() >= limit {
				break
			}
		}
		r.m.relayout()
		if err := r.add(delay); err != nil {
			return err
		}
		if o.Steps == 0 && st.Event().Kind == solver.Solution {
			return nil
		}
	}
	if o.Steps == 0 && !st.IsDone() {
		return ErrNoSolutionInBudget
	}
	return nil
}

// ErrNoSolutionInBudget is the error of a recording up to the first
// solution (Steps 0) that did not reach one within the budget.
var ErrNoSolutionInBudget = i18n.Errorf(i18n.RecordNoSolution, i18n.EachOf(func(l i18n.Lang) string { return l.Number(recordEventsPerFrame) }))

// add records the view as it is now, to stay on screen for d.
func (r *recorder) add(d time.Duration) error {
	if err := r.ctx.Err(); err != nil {
		return err
	}
	if r.frames >= maxRecordedFrames {
		return i18n.Errorf(i18n.RecordTooManyFrames, strconv.Itoa(maxRecordedFrames))
	}
	if err := r.emit(r.last); err != nil {
		return err
	}
	r.last = termgif.Frame{Text: r.m.View(), Delay: d}
	r.frames++
	return nil
}

// settle lets the work cmd started land before the next frame, as the
// runtime would. The root returns the commands of the view on screen only
// (a view starts its work when shown), so a recording never waits for work
// its frames do not show: at N=18 the play view's count of completions
// takes hours.
func (r *recorder) settle(cmd tea.Cmd) error {
	_, _, err := driver.Settle[tea.Model](r.ctx, r.m, cmd, nil, maxSettleMessages)
	return err
}
