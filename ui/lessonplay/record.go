package lessonplay

import (
	"context"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/termgif"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/ui/driver"
)

// maxSettleMessages bounds the messages one slide may lead to in a
// recording, as ui.RecordTo bounds a key's.
const maxSettleMessages = 10_000

// RecordTo records a lesson for `nqueens gif --lesson`: one frame a slide,
// each the player's screen at cols×rows once the slide's background work
// (the walk for the timeline, a solution's class) is done, shown for
// hold. The same lesson always gives the same frames. ctx stops it
// between slides and bounds every command.
func RecordTo(ctx context.Context, l *lesson.Lesson, o Options, cols, rows int, hold time.Duration, emit func(termgif.Frame) error) error {
	o.UI.EventsPerFrame, o.UI.NoTimer = 1<<25, true
	life, end := context.WithCancel(ctx) // as ui.RecordTo's
	defer end()
	o.UI.Context = life
	m := New(l, o)
	m.Update(tea.WindowSizeMsg{Width: cols, Height: rows})
	settle := func(cmd tea.Cmd) error {
		_, _, err := driver.Settle[tea.Model](ctx, m, cmd, nil, maxSettleMessages)
		return err
	}
	if err := settle(m.Init()); err != nil {
		return err
	}
	for i := range l.Slides {
		if i > 0 {
			if err := settle(m.goTo(i)); err != nil {
				return err
			}
		}
		if err := emit(termgif.Frame{Text: m.View(), Delay: hold}); err != nil {
			return err
		}
	}
	return ctx.Err()
}
