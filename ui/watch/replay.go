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

	"github.com/nqueens/nqueens/internal/kit/i18n"
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

// shown is r as the view shows it (Options.Replay): the trace's name,
// and what its fault quotes of it, are a file's: the view shows them, the
// terminal must not obey them.
func (r *Replay) shown() *Replay {
	shown := *r
	shown.Name = text.Line(r.Name)
	if f := r.Fault; f != nil {
		g := *f
		g.Reason, g.Got, g.Expected = text.Line(f.Reason), text.Line(f.Got), text.Line(f.Expected)
		shown.Fault = &g
	}
	return &shown
}

// plays reports whether the run spec makes is r's (nil plays nothing):
// the board, strategy and options are the trace's and no queens are
// given. A change the replay's keys do not make (the root's N, a placement
// handed over from the play view, a solution of another strategy) leaves
// the replay for a search of the view's own.
func (r *Replay) plays(spec runSpec) bool {
	if r == nil {
		return false
	}
	sc := r.Script
	return spec.n == sc.N() && spec.strategy == sc.Strategy() && spec.opt == sc.Options() && len(spec.prefix) == 0
}

// Replaying reports whether the view plays a trace (the root's header
// names it).
func (m *Model) Replaying() (name string, ok bool) {
	if !m.replay.plays(m.spec) {
		return "", false
	}
	return m.replay.Name, true
}

// atFault reports whether the run of spec, at step, stands at the trace's first
// wrong event: its valid events played, the wrong one next.
func (r *Replay) atFault(spec runSpec, step uint64) bool {
	return r.plays(spec) && r.Fault != nil && step == r.Script.Len()
}

// stepper returns the stepper of the run spec makes with lens l: r's
// script if r plays it, else a search.
func (r *Replay) stepper(spec runSpec, l lens) (*solver.Stepper, error) {
	if r.plays(spec) {
		return solver.NewScripted(r.Script)
	}
	return solver.NewWith(spec.n, spec.strategy, spec.start(l), spec.opt)
}

// label names spec's run in the top bar: the lens's label, but for a
// replay whose options do not name its run (a min-conflicts trace that
// names no seed), the strategy and whose run it is.
func (r *Replay) label(lang i18n.Lang, spec runSpec, l lens) string {
	if r.plays(spec) && !r.Script.Named() {
		return lang.Sprintf(i18n.RepTraceRun, spec.strategy.String())
	}
	return l.label(lang, spec.opt)
}

// faultLine is where the trace goes wrong, in lang: "line 57".
func (r *Replay) faultLine(lang i18n.Lang) string {
	return lang.Sprintf(i18n.RepLine, lang.Number(uint64(r.Fault.Line)))
}

// markFault marks on the board the square of the wrong event, where the
// run stands at it.
func (r *Replay) markFault(b *board.Board, spec runSpec, step uint64) {
	if !r.atFault(spec, step) {
		return
	}
	if sq := r.Fault.Mark; sq != nil && b.In(sq.Row, sq.Col) {
		b.Set(sq.Row, sq.Col, board.Rejected)
	}
}

// faultNarration is the first status line at the fault: where and why.
func (r *Replay) faultNarration(lang i18n.Lang) string {
	return lang.Sprintf(i18n.RepWrong, r.faultLine(lang), r.Fault.Reason)
}

// faultExtra is the second status line at the fault: the event expected
// there (the key k.Expected), or the line itself and the keys.
func (r *Replay) faultExtra(lang i18n.Lang, showExpected bool, k *keyMap) string {
	f := r.Fault
	expected := lang.Sprintf(i18n.RepExpectedHere, keyName(k.Expected))
	switch {
	case f.Expected == "":
		if f.Got != "" {
			return lang.Sprintf(i18n.RepTheLine, f.Got)
		}
		return lang.Sprintf(i18n.RepStops, keyName(k.PrevBacktrack), keyName(k.Back))
	case showExpected:
		return lang.Sprintf(i18n.RepExpected, f.Expected)
	case f.Got != "":
		return expected + " · " + lang.Sprintf(i18n.RepTheLine, f.Got)
	}
	return expected
}

// overWords say why a jump ends before its target: the search is over,
// or the trace goes wrong there.
func (r *Replay) overWords(l i18n.Lang, spec runSpec, step uint64) string {
	if r.atFault(spec, step) {
		return l.Sprintf(i18n.NoteTraceWrong, r.faultLine(l), strconv.FormatUint(step, 10))
	}
	return l.T(i18n.NoteSearchOver)
}

// walkScript is lens.walk for a replay: the script's run, stepped.
func walkScript(ctx context.Context, sc *solver.Script) (*runTotal, error) {
	s, err := solver.NewScripted(sc)
	if err != nil {
		return nil, err
	}
	return walkStepper(ctx, s)
}
