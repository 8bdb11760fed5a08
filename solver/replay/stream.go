package replay

import (
	"errors"
	"io"

	"github.com/nqueens/nqueens/solver"
)

// Checked is one event of a trace that the checker accepted.
type Checked struct {
	// Line is the event's line in the input.
	Line int64
	// Event is the event as the strategy's, its counters included (for a
	// determined strategy exactly the reference stepper's, unless checked
	// in any order).
	Event solver.Event
	// Record is the line as decoded (its lists: a prune's squares, a
	// start's queens, an evaluate's counts); it is valid until the next
	// call of Next.
	Record *Record
}

// Stream reads a trace and checks it as it goes: a pull API whose events
// are those of a run that keeps to the rules so far, for a viewer to show
// one by one (a file-driven engine) or for Check to count.
type Stream struct {
	rd  *Reader
	ck  *Checker
	end error // io.EOF once the trace has ended well, or its first error
}

// NewStream reads the header of a trace (see NewReader) and returns the
// stream of its events.
func NewStream(r io.Reader, opt Options) (*Stream, error) {
	rd, err := NewReader(r, opt)
	if err != nil {
		return nil, err
	}
	ck, err := NewChecker(rd.Header(), opt.Order)
	if err != nil {
		return nil, err
	}
	return &Stream{rd: rd, ck: ck}, nil
}

// Header returns the board and strategy of the trace.
func (s *Stream) Header() Header { return s.rd.Header() }

// Next returns the next event, checked. After done and the end of the
// input it returns io.EOF; at the first line that does not decode or
// breaks a rule, or an input that ends before done, an *Error (and the
// same from then on).
func (s *Stream) Next() (Checked, error) {
	if s.end != nil {
		return Checked{}, s.end
	}
	rec, err := s.rd.Next()
	if errors.Is(err, io.EOF) {
		if err = s.ck.End(s.rd.Lines()); err == nil {
			err = io.EOF
		}
	}
	if err != nil {
		s.end = err
		return Checked{}, err
	}
	ev, err := s.ck.Check(rec)
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			e.Got = s.rd.got()
		}
		s.end = err
		return Checked{}, err
	}
	return Checked{Line: rec.LineNo, Event: ev, Record: rec}, nil
}

// Summary returns the totals of the events returned so far.
func (s *Stream) Summary() Summary { return s.ck.Summary() }

// Check reads and checks a whole trace. It calls tick every 4096 events,
// and stops with its error if it returns one (a signal, say).
func Check(r io.Reader, opt Options, tick func() error) (Summary, error) {
	s, err := NewStream(r, opt)
	if err != nil {
		return Summary{}, err
	}
	for k := 1; ; k++ {
		if _, err := s.Next(); err != nil {
			if errors.Is(err, io.EOF) {
				return s.Summary(), nil
			}
			return s.Summary(), err
		}
		if k%4096 == 0 && tick != nil {
			if err := tick(); err != nil {
				return s.Summary(), err
			}
		}
	}
}
