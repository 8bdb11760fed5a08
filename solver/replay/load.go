package replay

import (
	"errors"
	"io"

	"github.com/nqueens/nqueens/solver"
)

// Loaded is a trace read for a viewer: the script of its events up to the
// first that breaks a rule (solver.NewScripted plays it), and that event.
type Loaded struct {
	Header Header
	Script *solver.Script
	// Fault is the first thing wrong with the trace, after the events of
	// Script; nil when the trace is a whole run, to its done.
	Fault *Error
}

// Load reads and checks a trace, keeping its valid events as a script. It
// calls tick with the events read so far every 65,536 events, and stops
// with its error if it returns one (a signal, say). A trace whose header
// cannot be read (empty, a bad meta line, an N out of range) is an error,
// as is one that outgrows what a script holds (solver.MaxScriptEvents);
// a trace wrong after its header is not: its valid events are loaded and
// the error is the Fault.
func Load(r io.Reader, opt Options, tick func(events uint64) error) (Loaded, error) {
	st, err := NewStream(r, opt)
	if err != nil {
		return Loaded{}, err
	}
	h := st.Header()
	sc, err := solver.NewScript(h.N, h.Strategy, h.Options(), h.Seeded)
	if err != nil {
		return Loaded{}, err
	}
	l := Loaded{Header: h, Script: sc}
	for {
		ch, err := st.Next()
		if errors.Is(err, io.EOF) {
			return l, nil
		}
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				return Loaded{}, err
			}
			l.Fault = e
			return l, nil
		}
		var queens []int
		if ch.Event.Kind == solver.Start {
			queens = ch.Record.Queens
		}
		if err := sc.Add(ch.Event, queens); err != nil {
			return Loaded{}, err
		}
		if n := sc.Len(); n%(1<<16) == 0 && tick != nil {
			if err := tick(n); err != nil {
				return Loaded{}, err
			}
		}
	}
}

// Options are the stepper options of the trace's run: fc's MRV, and the
// seed and start of a min-conflicts run when the meta line names them.
func (h Header) Options() solver.StepperOptions {
	opt := solver.StepperOptions{MRV: h.MRV}
	if h.Seeded {
		opt.Seed, opt.Start = h.Seed, h.Start
	}
	return opt
}
