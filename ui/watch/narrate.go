package watch

import (
	"context"
	"strconv"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
)

// classes finds the symmetry class of the solution on screen: inline for
// small boards, off the UI thread for large ones.
type classes struct {
	run   int
	index uint64
	label string
	task  common.Task // the class of a large board's solution, found off the UI thread
	seq   int         // the task's request ids
}

// classMsg carries the symmetry class of a solution computed off the UI
// thread; id is the request's (see common.Task).
type classMsg struct {
	id, run int
	index   uint64
	label   string
}

// done takes the class the task found, if it is the one awaited for run.
func (c *classes) done(msg classMsg, run int) {
	if c.task.Done(msg.id) && msg.run == run {
		c.run, c.index, c.label = msg.run, msg.index, msg.label
	}
}

// cancel stops a search for a class under way: Show looks again.
func (c *classes) cancel() {
	if c.task.Busy() {
		c.task.Stop()
		c.run = 0 // not found
	}
}

// of returns the class found of solution index of run, "" if none.
func (c *classes) of(run int, index uint64) string {
	if c.run == run && c.index == index {
		return c.label
	}
	return ""
}

// classLabel names the symmetry class of a solution: "fundamental #2
// rotated 90° clockwise". It returns "" if the class cannot be found in
// time.
func classLabel(ctx context.Context, lang i18n.Lang, n int, queens []int) string {
	c, err := solver.Classify(ctx, n, queens)
	if err != nil {
		return ""
	}
	index, size := strconv.FormatUint(c.Index, 10), strconv.Itoa(c.Size)
	if c.Transform == solver.Identity {
		return lang.Sprintf(i18n.NarrClassItself, index, size)
	}
	return lang.Sprintf(i18n.NarrClassMoved, index, c.Transform.In(lang), size)
}

// speedName says "4 steps/s", "2,500 steps/s", "1,000,000 steps/s" or "max
// speed": every speed in one style, digits grouped as counts are.
func speedName(l i18n.Lang, s int) string {
	if s == Max {
		return l.T(i18n.StatusMaxSpeed)
	}
	return l.Sprintf(i18n.StatusSpeed, s, l.Number(uint64(max(s, 0))))
}

// classify names the symmetry class of a solution on st's screen, of
// run (on a board of size n), unless pl plays it by too fast.
func (c *classes) classify(work context.Context, lang i18n.Lang, st *solver.Stepper, run, n int, pl *player) tea.Cmd {
	ev := st.Event()
	if ev.Kind != solver.Solution || (c.run == run && c.index == ev.Index) {
		return nil
	}
	large := n > classifyInline
	if large && pl.playing && pl.speed == Max {
		// Gone before it could be shown; not noted as asked for, so that
		// pausing on it asks.
		return nil
	}
	c.run, c.index, c.label = run, ev.Index, ""
	queens := st.Queens()
	if !large {
		c.label = classLabel(context.Background(), lang, n, queens)
		return nil
	}
	ctx := c.task.Start(work, &c.seq)
	id := c.task.ID
	return func() tea.Msg {
		ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		return classMsg{id: id, run: run, index: ev.Index, label: classLabel(ctx, lang, n, queens)}
	}
}
