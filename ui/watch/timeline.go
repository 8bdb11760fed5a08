package watch

// The timeline: where the current step lies in the whole run, with the
// solutions marked on it. It needs the run's number of events and where its
// solutions fall, which the solver's profile of the run (solver.RunProfile)
// computes in the background — only for boards where that takes a few
// seconds at most (solver.ProfileMaxN), only while the view is shown, once
// per board, strategy, options and starting placement.

import (
	"context"
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
)

// minTimeline is the narrowest timeline worth drawing.
const minTimeline = 8

// timelineBins bounds the memory of a run's solution positions: they are
// kept as counts in bins of a width that doubles whenever the run outgrows
// them, so the marks are exact for runs of up to this many steps and off by
// at most a bin (a sixteen-thousandth of the run) beyond.
const timelineBins = 1 << 14

// runTotal is what the walk found: the run's events and solutions, and how
// many solutions fall in each bin of binW steps.
type runTotal struct {
	steps, solutions uint64
	binW             uint64
	bins             []uint32

	// cells caches the cells of the last timeline drawn that hold a
	// solution, for its width.
	cellsW int
	cells  []bool
}

// runKey names a run: the board, the strategy, its options and the queens
// given.
type runKey struct {
	n        int
	strategy solver.Strategy
	opt      solver.StepperOptions
	prefix   string
	replay   *Replay // the trace a replay plays, nil for a search
}

// key names the run spec makes with lens l (r: the replay it plays, if
// any).
func (s runSpec) key(l lens, r *Replay) runKey {
	// Only the options of the strategy make another run.
	k := runKey{n: s.n, strategy: s.strategy, opt: l.runOptions(s.opt), prefix: fmt.Sprint(s.start(l))}
	if r.plays(s) {
		k.replay = r
	}
	return k
}

// runTotals are the runs walked for the timeline, and the walk under way.
type runTotals struct {
	known   map[runKey]*runTotal
	task    common.Task // the walk under way
	walking runKey      // the run it walks
	seq     int         // the task's request ids
}

// done keeps the total the walk found, if it is the one awaited.
func (t *runTotals) done(msg totalMsg) {
	if t.task.Done(msg.id) {
		t.known[msg.key] = msg.total
	}
}

// totalMsg carries the walk's result; id is the request's (common.Task).
type totalMsg struct {
	id    int
	key   runKey
	total *runTotal
}

// of returns run k's total, if it is known.
func (t *runTotals) of(k runKey) (*runTotal, bool) {
	r, ok := t.known[k]
	return r, ok
}

// text is the number of steps of run k, or "?" when not known.
func (t *runTotals) text(l i18n.Lang, k runKey) string {
	if r, ok := t.of(k); ok {
		return l.Number(r.steps)
	}
	return "?"
}

// start starts the walk for run key (from the queens prefix) if the view
// is shown, the board is small enough, and neither the result nor a walk
// for it exists.
func (tt *runTotals) start(work context.Context, key runKey, prefix []int, shown bool) tea.Cmd {
	if _, ok := tt.known[key]; ok || !shown || key.n > solver.ProfileMaxN(key.strategy) || (tt.task.Busy() && tt.walking == key) {
		return nil
	}
	ctx := tt.task.Start(work, &tt.seq)
	tt.walking = key
	id := tt.task.ID
	walk := func() (*runTotal, error) { return profileRun(ctx, key.n, key.strategy, prefix, key.opt) }
	if r := key.replay; r != nil {
		walk = func() (*runTotal, error) { return walkScript(ctx, r.Script) }
	}
	return func() tea.Msg {
		t, err := sharedWalk(ctx, key, walk)
		if err != nil {
			return nil // cancelled: Show or the next run asks again
		}
		return totalMsg{id: id, key: key, total: t}
	}
}

// profileRun is the total of a run, from the solver's profile of it: its
// events and where its solutions fall. It honours ctx, returning its error
// when cancelled.
func profileRun(ctx context.Context, n int, strategy solver.Strategy, prefix []int, opt solver.StepperOptions) (*runTotal, error) {
	t := &runTotal{binW: 1, bins: make([]uint32, timelineBins)}
	steps, err := solver.RunProfile(ctx, n, strategy, prefix, opt, t.add)
	if err != nil {
		return nil, err
	}
	t.steps = steps
	return t, nil
}

// walkStepper counts the events of a stepper's run to its end and where
// its solutions fall, honouring ctx.
func walkStepper(ctx context.Context, s *solver.Stepper) (*runTotal, error) {
	t := &runTotal{binW: 1, bins: make([]uint32, timelineBins)}
	for !s.IsDone() {
		ev := s.Next()
		if ev.Counters.Steps&0xffff == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		if ev.Kind == solver.Solution {
			t.add(ev.Counters.Steps)
		}
	}
	t.steps = s.Step()
	return t, nil
}

// add records a solution at step, doubling the bins' width (merging them
// in pairs) when the run has outgrown them.
func (t *runTotal) add(step uint64) {
	t.solutions++
	for step/t.binW >= uint64(len(t.bins)) {
		for i := range len(t.bins) / 2 {
			t.bins[i] = t.bins[2*i] + t.bins[2*i+1]
		}
		clear(t.bins[len(t.bins)/2:])
		t.binW *= 2
	}
	t.bins[step/t.binW]++
}

// solutionCells returns which of w cells of the timeline hold a solution.
func (t *runTotal) solutionCells(w int) []bool {
	if t.cellsW == w {
		return t.cells
	}
	cells := make([]bool, w)
	for b, count := range t.bins {
		if count > 0 {
			cells[cellOf(uint64(b)*t.binW+t.binW/2, t.steps, w)] = true
		}
	}
	t.cellsW, t.cells = w, cells
	return cells
}

// cellOf is the cell of a timeline w cells wide that holds step.
func cellOf(step, total uint64, w int) int {
	if total == 0 {
		return 0
	}
	if step >= total {
		// The end is the last cell, however short the run (construct's
		// N=3 is one event).
		return w - 1
	}
	// Runs walked have fewer than 2⁴⁰ steps: no overflow.
	return int(min(step, total-1) * uint64(w) / total)
}

// timeline draws run k in w cells of sc: the part walked and the part
// ahead, the solutions (★) unless hideSolutions (their number before the
// step is what "how many solutions?" asks), the mark j has (m sets it) and
// the current step (●). It is empty while the run's total is not known.
func (tt *runTotals) timeline(k runKey, step uint64, j *jumper, sc *screen, w int, hideSolutions bool) string {
	t, ok := tt.of(k)
	if !ok || w < 1 {
		return ""
	}
	g := timelineGlyphs(sc.com.Styles.ASCII)
	sol := t.solutionCells(w)
	cur := cellOf(step, t.steps, w)
	mark := -1
	if j.hasMark(k) {
		mark = cellOf(j.mark.step, t.steps, w)
	}
	var sb strings.Builder
	for i := range w {
		switch {
		case i == cur:
			sb.WriteString(sc.paint(rActive, g.cur))
		case i == mark:
			sb.WriteString(sc.paint(rAccent, g.mark))
		case sol[i] && !hideSolutions:
			sb.WriteString(sc.paint(rCelebrate, g.solution))
		case i < cur:
			sb.WriteString(sc.paint(rText, g.walked))
		default:
			sb.WriteString(sc.paint(rMuted, g.ahead))
		}
	}
	return sb.String()
}

type tlGlyphs struct{ cur, mark, solution, walked, ahead string }

// timelineGlyphs are the timeline's glyphs: each state has its own, so the
// timeline reads without colour.
func timelineGlyphs(ascii bool) tlGlyphs {
	if ascii {
		return tlGlyphs{cur: "@", mark: "v", solution: "*", walked: "=", ahead: "-"}
	}
	return tlGlyphs{cur: "●", mark: "▼", solution: "★", walked: "━", ahead: "─"}
}
