package solver

import (
	"fmt"
	"strconv"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
)

// A Script is a run whose events come from outside the stepper: a trace
// written by any program, which solver/replay has checked event by event,
// for NewScripted to play through the strategy seam (see engine), so that
// every view of a stepper shows it as it shows a search of its own.
//
// Where n and the options determine the run (Strategy.Determined), a trace
// whose events the checker accepted is the reference run up to its last
// accepted event: the script keeps only their number, and the stepper runs
// the strategy's own engine that far. Where they do not (min-conflicts
// draws at random), the events themselves drive the board: the script
// keeps them, 3 bytes an event and n bytes a start, within MaxScriptEvents
// and MaxScriptStarts.
type Script struct {
	n        int
	strategy Strategy
	opt      StepperOptions
	seeded   bool
	len      uint64
	events   []scriptEvent // held for a strategy with playScript
	starts   []int8        // the placement of each start, n columns a start
}

// scriptEvent is one event of a held script: its kind and square (a
// move's destination); the rest follows from the board.
type scriptEvent struct {
	kind     Kind
	row, col int8
}

// The bounds of what a Script holds, for the strategies whose events it
// keeps: 10 million events are 30 MB, and a min-conflicts run of nqueens
// makes at most mcMaxMoves moves (about 4,000 events at N=64); the starts'
// placements take at most 32 MiB.
const (
	MaxScriptEvents = 10_000_000
	MaxScriptStarts = 32 << 20 / MaxN
)

// NewScript returns an empty script of a run of strategy on the n×n board,
// with the options it was made with (fc: MRV). For a strategy whose run
// the options do not determine (min-conflicts), seeded says whether opt
// names the run all the same — a trace of nqueens' own, made with that
// seed and start — so that the narration may say so; otherwise it names
// no seed.
func NewScript(n int, strategy Strategy, opt StepperOptions, seeded bool) (*Script, error) {
	if err := checkSize(n, MaxN); err != nil {
		return nil, err
	}
	if !strategy.known() {
		return nil, fmt.Errorf("unknown strategy %v", strategy)
	}
	return &Script{n: n, strategy: strategy, opt: opt, seeded: seeded}, nil
}

// Len returns the number of events added.
func (sc *Script) Len() uint64 { return sc.len }

// holds reports whether the script keeps its events (its strategy's run
// is not determined by n and the options).
func (sc *Script) holds() bool { return sc.strategy.spec().playScript != nil }

// Add appends the next event of the run; queens is the placement of a
// start (min-conflicts), nil for the other kinds. It refuses an event its
// strategy never makes, a square off the board, and, for a script that
// holds its events, a run that does not begin with a start or outgrows
// the bounds. Whether the event keeps to the strategy's rules is the
// caller's to check (solver/replay): a script plays what it is given.
func (sc *Script) Add(ev Event, queens []int) error {
	sp := sc.strategy.spec()
	if !sp.produces(ev.Kind) {
		return fmt.Errorf("event %d: %s makes no %s events", sc.len+1, sc.strategy, ev.Kind)
	}
	if !sc.holds() {
		sc.len++
		return nil
	}
	on := func(v int) bool { return v >= 0 && v < sc.n }
	switch {
	case len(sc.events) >= MaxScriptEvents:
		return fmt.Errorf("the run has more than %s: the viewer holds at most that many of a %s run (replay --check checks longer ones)",
			text.Amount(MaxScriptEvents, "event"), sc.strategy)
	case len(sc.events) == 0 && ev.Kind != Start:
		return fmt.Errorf("event 1: a %s run begins with a start", sc.strategy)
	case ev.Kind == Start && len(queens) != sc.n:
		return fmt.Errorf("event %d: a start puts down %d queens, not %d", sc.len+1, len(queens), sc.n)
	case ev.Kind == Start && len(sc.starts)/sc.n >= MaxScriptStarts:
		return fmt.Errorf("the run starts more than %s times: the viewer holds at most that many starts", text.Thousands(MaxScriptStarts))
	case (ev.Kind == Pick || ev.Kind == Evaluate || ev.Kind == Move) && !on(ev.Row):
		return fmt.Errorf("event %d: row %d is off the %d×%d board", sc.len+1, ev.Row, sc.n, sc.n)
	case ev.Kind == Move && !on(ev.Col):
		return fmt.Errorf("event %d: column %d is off the %d×%d board", sc.len+1, ev.Col, sc.n, sc.n)
	}
	if ev.Kind == Start {
		for _, c := range queens {
			if !on(c) {
				return fmt.Errorf("event %d: column %d is off the %d×%d board", sc.len+1, c, sc.n, sc.n)
			}
		}
		for _, c := range queens {
			sc.starts = append(sc.starts, int8(c))
		}
	}
	sc.events = append(sc.events, scriptEvent{kind: ev.Kind, row: int8(ev.Row), col: int8(ev.Col)})
	sc.len++
	return nil
}

// NewScripted returns a stepper that plays the script: its events, in
// order, then nothing more — IsDone once they are played, whether or not
// the last is a done (a trace cut short, or stopped at its first wrong
// event). It rewinds, seeks and shows the run as any stepper does, under
// the script's strategy and options.
func NewScripted(sc *Script) (*Stepper, error) {
	s := newStepper(sc.n, sc.strategy, nil, sc.opt)
	newEngine := func(s *Stepper) (engine, error) { return s.spec.newEngine(s) }
	if sc.holds() {
		newEngine = func(s *Stepper) (engine, error) { return s.spec.playScript(s, sc) }
	}
	eng, err := newEngine(s)
	if err != nil {
		return nil, err
	}
	s.end = sc.len
	s.start(eng)
	return s, nil
}

// scriptedMCEngine plays a min-conflicts run from a script: its board,
// conflicts, snapshots and narration are the search engine's (it embeds
// one), and only the choices — the placement of a start, the queen picked,
// the square it moves to — come from the script instead of the draws.
type scriptedMCEngine struct {
	*mcEngine
	sc *Script
}

func newScriptedMCEngine(s *Stepper, sc *Script) (engine, error) {
	eng, err := newMCEngine(s)
	if err != nil {
		return nil, err
	}
	return &scriptedMCEngine{mcEngine: eng.(*mcEngine), sc: sc}, nil
}

// advance plays the script's next event. The board's pick list stays
// empty (nothing is drawn), so that a snapshot, which copies it, keeps
// nothing of it.
func (e *scriptedMCEngine) advance() {
	s, b := e.s, e.b
	st := &s.st
	ev := e.sc.events[st.ev.Counters.Steps]
	r, c := int(ev.row), int(ev.col)
	switch ev.kind {
	case Start:
		k := int(st.ev.Counters.Starts) * s.n
		b.clearBoard()
		for r, c := range e.sc.starts[k : k+s.n] {
			b.put(r, int(c))
		}
		st.row = s.n
		s.emit(Start, -1, -1)
		e.logPairs()
	case Pick:
		st.mc.picked = int8(r)
		s.emit(Pick, r, int(b.q[r]))
	case Evaluate:
		s.emit(Evaluate, r, int(b.q[r]))
	case Move:
		from := int(b.q[r])
		b.lift(r)
		b.put(r, c)
		s.emit(Move, r, c)
		st.ev.From = from
		e.logPairs()
	case Solution:
		s.emit(Solution, -1, -1)
		st.ev.Index = st.ev.Counters.Solutions
	default: // give-up, done
		s.emit(ev.kind, -1, -1)
	}
}

// narrate is the search's narration, but for what a trace does not tell
// unless it is nqueens' own (Script seeded): the seed and the start, why
// a run starts again, and a cap.
func (e *scriptedMCEngine) narrate(l i18n.Lang) string {
	s := e.s
	ev := s.st.ev
	c := ev.Counters
	if e.sc.seeded {
		return e.mcEngine.narrate(l)
	}
	pairs := func() string { return amount(l, i18n.NarrPairs, uint64(e.conflictPairs())) }
	switch {
	case ev.Kind == None:
		return l.Sprintf(i18n.NarrTraceReady, strconv.Itoa(s.n))
	case ev.Kind == Start && c.Starts > 1:
		return l.Sprintf(i18n.NarrTraceRestart, pairs())
	case ev.Kind == Start:
		return l.Sprintf(i18n.NarrTraceStart, pairs())
	case ev.Kind == Done && c.Solutions == 0:
		return l.Sprintf(i18n.NarrTraceDoneNone, amount(l, i18n.NarrMoves, c.Moves))
	}
	return e.mcEngine.narrate(l)
}

// N returns the board size of the script's run.
func (sc *Script) N() int { return sc.n }

// Strategy returns the strategy of the script's run.
func (sc *Script) Strategy() Strategy { return sc.strategy }

// Options returns the options of the script's run.
func (sc *Script) Options() StepperOptions { return sc.opt }

// Named reports whether the script's options name its run: always where
// they determine it; for min-conflicts, when NewScript was told the run
// is seeded.
func (sc *Script) Named() bool { return !sc.holds() || sc.seeded }
