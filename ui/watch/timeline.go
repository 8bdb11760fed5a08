package watch

// The timeline: where the current step lies in the whole run, with the
// solutions marked on it. It needs the run's number of events and where its
// solutions fall, which a walk of the search tree computes in the
// background — only for boards where that takes a few seconds at most, only
// while the view is shown, once per board, strategy, options and starting
// placement. Forward checking's run is walked by a stepper of its own;
// min-conflicts' run is bounded by its move cap, and as fast to walk on
// every board.

import (
	"context"
	"fmt"
	"math/bits"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
)

// maxTimelineN is the largest board whose run is walked for the timeline:
// on one core of a busy 2-core machine N=13 takes 0.09 s, N=14 0.5 s, N=15
// 2 s and N=16, six times more, 13 s (BenchmarkRunTotal) — no longer a few
// seconds, and larger boards grow from there without bound.
const maxTimelineN = 15

// maxTimelineFC is maxTimelineN for forward checking, whose walk is a
// stepper's run at about 18 million events a second on this machine: N=12
// takes 0.14 s, N=13 0.65 s, N=14 about 3.5 s (measured without MRV, which
// makes fewer events).
const maxTimelineFC = 13

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
}

func (m *Model) runKey() runKey {
	// Only the options of the strategy make another run.
	return runKey{n: m.spec.n, strategy: m.spec.strategy, opt: m.lens.runOptions(m.spec.opt), prefix: fmt.Sprint(m.start())}
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

// total returns the current run's total, if it is known.
func (m *Model) total() (*runTotal, bool) {
	t, ok := m.totals.known[m.runKey()]
	return t, ok
}

// totalText is the number of steps of the run, or "?" when not known.
func (m *Model) totalText() string {
	if t, ok := m.total(); ok {
		return solver.Thousands(t.steps)
	}
	return "?"
}

// startTotal starts the walk for the current run if the view is shown, the
// board is small enough, and neither the result nor a walk for it exists.
func (m *Model) startTotal() tea.Cmd {
	key := m.runKey()
	tt := &m.totals
	if _, ok := tt.known[key]; ok || !m.shown || key.n > m.lens.traits().walkMax || (tt.task.Busy() && tt.walking == key) {
		return nil
	}
	ctx := tt.task.Start(&tt.seq)
	tt.walking = key
	id, n, l, prefix, opt := tt.task.ID, m.spec.n, m.lens, m.start(), key.opt
	return func() tea.Msg {
		t, err := sharedWalk(ctx, key, func() (*runTotal, error) { return l.walk(ctx, n, prefix, opt) })
		if err != nil {
			return nil // cancelled: Show or the next run asks again
		}
		return totalMsg{id: id, key: key, total: t}
	}
}

// walkTree walks the search tree plain backtracking's stepper walks,
// counting its events as the stepper emits them (see solver.Stepper) with
// arrays or bitmasks, and records the step of every solution. It honours
// ctx, returning its error when cancelled.
func walkTree(ctx context.Context, n int, prefix []int, bitmask bool) (*runTotal, error) {
	w := walker{ctx: ctx, n: n, mask: ^uint64(0) >> (64 - uint(n)), bitmask: bitmask,
		t: &runTotal{binW: 1, bins: make([]uint32, timelineBins)}}
	var cols, ld, rd uint64
	for _, c := range prefix {
		bit := uint64(1) << uint(c)
		cols, ld, rd = cols|bit, (ld|bit)<<1&w.mask, (rd|bit)>>1
	}
	w.row(len(prefix), cols, ld, rd)
	if w.err != nil {
		return nil, w.err
	}
	w.step++ // the done event
	w.t.steps = w.step
	return w.t, nil
}

type walker struct {
	ctx     context.Context
	err     error
	n       int
	mask    uint64
	bitmask bool
	step    uint64 // events so far
	nodes   uint32 // rows entered since ctx was last looked at
	t       *runTotal
}

// row accounts for the events of entering row r with the given attacked
// words, the subtrees below included.
func (w *walker) row(r int, cols, ld, rd uint64) {
	if w.err != nil {
		return
	}
	if w.nodes++; w.nodes&0xffff == 0 {
		if w.err = w.ctx.Err(); w.err != nil {
			return
		}
	}
	if r == w.n {
		w.step++
		w.solution()
		return
	}
	free := w.mask &^ (cols | ld | rd)
	if w.bitmask {
		// The attacked columns are reported first, one event each; each
		// free column is a try and a place, its subtree, and a backtrack.
		w.step += uint64(w.n - bits.OnesCount64(free))
	}
	prev := 0 // array: the columns before it were tried already
	for f := free; f != 0; f &= f - 1 {
		c := bits.TrailingZeros64(f)
		if !w.bitmask {
			// Every column is a try; an attacked one is an attack too.
			w.step += 2 * uint64(c-prev)
			prev = c + 1
		}
		bit := f & -f
		w.step += 2 // try and place
		w.row(r+1, cols|bit, (ld|bit)<<1&w.mask, (rd|bit)>>1)
		w.step++ // backtrack
	}
	if !w.bitmask {
		w.step += 2 * uint64(w.n-prev)
	}
}

// stepRun is lens.walk for the strategies whose events no plain walk of
// the tree counts: it runs a stepper of its own to the end.
func stepRun(ctx context.Context, n int, strategy solver.Strategy, prefix []int, opt solver.StepperOptions) (*runTotal, error) {
	s, err := solver.NewWith(n, strategy, prefix, opt)
	if err != nil {
		return nil, err
	}
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

// solution records a solution at the current step.
func (w *walker) solution() { w.t.add(w.step) }

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
	// Runs walked have fewer than 2⁴⁰ steps: no overflow.
	return int(min(step, total-1) * uint64(w) / total)
}

// timeline draws the run in w cells: the part walked and the part ahead,
// the solutions (★), the mark (m sets it) and the current step (●). It is
// empty while the run's total is not known.
func (m *Model) timeline(w int) string {
	t, ok := m.total()
	if !ok || w < 1 {
		return ""
	}
	s := m.com.Styles
	g := timelineGlyphs(s.ASCII)
	sol := t.solutionCells(w)
	cur := cellOf(m.st.Step(), t.steps, w)
	mark := -1
	if m.hasMark() {
		mark = cellOf(m.jump.mark.step, t.steps, w)
	}
	var sb strings.Builder
	for i := range w {
		switch {
		case i == cur:
			sb.WriteString(m.paint(rActive, g.cur))
		case i == mark:
			sb.WriteString(m.paint(rAccent, g.mark))
		case sol[i]:
			sb.WriteString(m.paint(rCelebrate, g.solution))
		case i < cur:
			sb.WriteString(m.paint(rText, g.walked))
		default:
			sb.WriteString(m.paint(rMuted, g.ahead))
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
