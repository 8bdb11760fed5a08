package watch

// Replay: the view plays a run read from a trace (nqueens replay) instead
// of a search of its own. The run is a solver.Script played by a stepper
// (solver.NewScripted), so everything the view does with a stepper — the
// board, narration, counters, stack, tree, rewind, jumps — it does with
// the trace; only what the trace got wrong is the replay's own: the square
// of the first event that breaks a rule is marked on the board, the
// narration says why, the top bar says where the run stopped, and e shows
// the event the strategy makes there instead.

import (
	"context"
	"strconv"

	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/solver/replay"
	"github.com/nqueens/nqueens/ui/board"
)

// Replay is a run read from a trace, for the view to play.
type Replay struct {
	// Name names the trace (its file, or "standard input").
	Name string
	// Script holds the trace's events up to the first that breaks a rule.
	Script *solver.Script
	// Fault is that event; nil for a trace that is a whole run.
	Fault *replay.Error
}

// Play makes the view play r: its board, strategy and options, from its
// start, paused. The root's Common.N must be r's board size already.
func (m *Model) Play(r *Replay) {
	m.player.pause()
	// The trace's name, and what its fault quotes of it, are a file's:
	// the view shows them, the terminal must not obey them.
	shown := *r
	shown.Name = text.Line(r.Name)
	if f := r.Fault; f != nil {
		g := *f
		g.Reason, g.Got, g.Expected = text.Line(f.Reason), text.Line(f.Got), text.Line(f.Expected)
		shown.Fault = &g
	}
	m.replay = &shown
	m.spec = runSpec{n: r.Script.N(), strategy: r.Script.Strategy(), opt: r.Script.Options()}
	m.restart()
	m.updateKeys()
}

// replaying reports whether the run on screen is the replay's: the board,
// strategy and options are the trace's and no queens are given. A change
// the replay's keys do not make (the root's N, a placement handed over
// from the play view, a solution of another strategy) leaves the replay
// for a search of the view's own.
func (m *Model) replaying() bool {
	r := m.replay
	if r == nil {
		return false
	}
	sc := r.Script
	return m.spec.n == sc.N() && m.spec.strategy == sc.Strategy() && m.spec.opt == sc.Options() && len(m.spec.prefix) == 0
}

// Replaying reports whether the view plays a trace (the root's header
// names it).
func (m *Model) Replaying() (name string, ok bool) {
	if !m.replaying() {
		return "", false
	}
	return m.replay.Name, true
}

// atFault reports whether the run on screen stands at the trace's first
// wrong event: its valid events played, the wrong one next.
func (m *Model) atFault() bool {
	return m.replaying() && m.replay.Fault != nil && m.st.Step() == m.replay.Script.Len()
}

// newRun returns the stepper of the run spec says: the replay's, or a
// search.
func (m *Model) newRun() (*solver.Stepper, error) {
	// e applies to a replay with an event expected where it goes wrong;
	// no key of the key map's states turns it on or off.
	m.keys.Expected.SetEnabled(m.replaying() && m.replay.Fault != nil && m.replay.Fault.Expected != "")
	if m.replaying() {
		return solver.NewScripted(m.replay.Script)
	}
	if m.replay != nil {
		// Left for good: a later run of the same board and strategy is
		// a search of the view's own.
		m.note = "this is the view's own search now, no longer the replay of " + m.replay.Name
		m.replay = nil
	}
	return solver.NewWith(m.spec.n, m.spec.strategy, m.start(), m.spec.opt)
}

// label names the run in the top bar: the lens's label, but for a
// replay whose options do not name its run (a min-conflicts trace that
// names no seed), the strategy and whose run it is.
func (m *Model) label() string {
	if m.replaying() && !m.replay.Script.Named() {
		return m.spec.strategy.String() + " (the trace's run)"
	}
	return m.lens.label(m.spec.opt)
}

// faultLine is where the trace goes wrong: "line 57".
func (m *Model) faultLine() string {
	return "line " + text.Thousands(uint64(m.replay.Fault.Line))
}

// markFault marks on the board the square of the wrong event, where the
// run stands at it.
func (m *Model) markFault(b *board.Board) {
	if !m.atFault() {
		return
	}
	if sq := m.replay.Fault.Mark; sq != nil && b.In(sq.Row, sq.Col) {
		b.Set(sq.Row, sq.Col, board.Rejected)
	}
}

// faultNarration is the first status line at the fault: where and why.
func (m *Model) faultNarration() string {
	return m.faultLine() + " of the trace is wrong: " + m.replay.Fault.Reason
}

// faultExtra is the second status line at the fault: the event expected
// there (e), or the line itself and the key.
func (m *Model) faultExtra() string {
	f := m.replay.Fault
	switch {
	case f.Expected == "":
		if f.Got != "" {
			return "the line: " + f.Got
		}
		return "the run stops here · b/B and ←/h go back"
	case m.showExpected:
		return "expected: " + f.Expected
	case f.Got != "":
		return "e: the event expected here · the line: " + f.Got
	}
	return "e: the event expected here"
}

// toggleExpected shows or hides the event expected at the fault (e).
func (m *Model) toggleExpected() {
	if !m.atFault() {
		m.note = "e shows the event expected where the trace goes wrong, " + m.faultLine() + ": G goes there"
		return
	}
	m.showExpected = !m.showExpected
}

// overWords say why a jump ends before its target: the search is over,
// or the trace goes wrong there.
func (m *Model) overWords() string {
	if m.atFault() {
		return "the trace goes wrong at " + m.faultLine() + " (" + strconv.FormatUint(m.st.Step(), 10) + " events before it are right)"
	}
	return "the search is over"
}

// walkScript is lens.walk for a replay: the script's run, stepped.
func walkScript(ctx context.Context, sc *solver.Script) (*runTotal, error) {
	s, err := solver.NewScripted(sc)
	if err != nil {
		return nil, err
	}
	return walkStepper(ctx, s)
}
