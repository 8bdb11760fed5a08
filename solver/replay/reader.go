package replay

import (
	"bufio"
	"io"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver"
)

// Error is the first thing wrong with a trace: a line that does not decode
// or an event that breaks a rule.
type Error struct {
	// Line is the 1-based number of the line (one past the last line when
	// the trace ends too soon).
	Line int64
	// Why says what is wrong, in a sentence without the line number, in
	// the reader's language.
	Why i18n.Msg
	// Reason is Why in English: what a report for another program (a
	// grader) says.
	Reason string
	// Board is the board before the line, as text (Board's format); empty
	// when the line does not decode.
	Board string
	// Got is the line itself, cut to its first 200 bytes (empty past the
	// end of the trace, or for a line too long to read).
	Got string
	// Expected is what the strategy does at this point: the reference
	// run's event as a line of the format (a determined strategy), or
	// what the rules allow (min-conflicts, or a search checked in any
	// order); empty when the line does not decode. It is the English of
	// Expect, which says it in the reader's language.
	Expected string
	Expect   i18n.Msg
	// Mark is the square the line names, to mark on a board (the square
	// in brackets of Board); nil when it names none.
	Mark *solver.Square
}

// newError is the error of line, for why.
func newError(line int64, why i18n.Msg) *Error {
	return &Error{Line: line, Why: why, Reason: why.String()}
}

// expect sets what was expected (see Expected).
func (e *Error) expect(m i18n.Msg) {
	e.Expect = m
	if m.ID != "" {
		e.Expected = m.String()
	}
}

func (e *Error) Error() string { return e.In(i18n.En) }

// In is the error in l (see i18n.Localized).
func (e *Error) In(l i18n.Lang) string {
	return l.Sprintf(i18n.ReplayLine, strconv.FormatInt(e.Line, 10), e.Why)
}

// Options say what the command line says about a trace, for one without a
// meta line or to check one against it. The zero value reads the board
// and strategy from the meta line, plain backtracking (array) by default.
type Options struct {
	N        int // 0: from the meta line
	Strategy solver.Strategy
	// StrategySet says that Strategy was given, not left at its default.
	StrategySet bool
	MRV         bool // fc: minimum remaining values
	// Order is how a search's trace is checked: against the reference's
	// order (the zero value) or in any order.
	Order Order
}

// Header is the board and strategy of a trace.
type Header struct {
	N        int
	Strategy solver.Strategy
	MRV      bool
	// Seeded says that the meta line names min-conflicts' seed (Seed)
	// and start (Start, greedy if it names none): the run nqueens makes
	// with them, if the trace is nqueens' own.
	Seeded bool
	Seed   uint64
	Start  solver.StartMode
}

// Reader decodes a trace line by line, in constant memory: a buffer of
// MaxLineBytes and one Record, reused.
type Reader struct {
	br      *bufio.Reader
	rec     Record
	hdr     Header
	lines   int64
	raw     []byte // the last line read, valid until the next read
	pending bool   // rec holds the first event, read with the header
	err     error  // sticky: the first error, or io.EOF
}

// NewReader reads the header of a trace: its meta line, if it has one, or
// else opt, which must then give N. A meta line that disagrees with opt
// is an error.
func NewReader(r io.Reader, opt Options) (*Reader, error) {
	rd := &Reader{br: bufio.NewReaderSize(r, MaxLineBytes+2)}
	rd.hdr = Header{N: opt.N, Strategy: opt.Strategy, MRV: opt.MRV}
	if opt.N < 0 || opt.N > solver.MaxN {
		return nil, boardSizeError(int64(opt.N))
	}
	if opt.MRV && !opt.Strategy.Takes(solver.OptionMRV) {
		return nil, i18n.Errorf(i18n.ReplayMRVOfFC)
	}
	line, err := rd.readLine()
	if err == io.EOF {
		return nil, newError(1, i18n.NewMsg(i18n.ReplayEmpty))
	}
	if err != nil {
		return nil, err
	}
	if err := rd.decode(line, opt.N); err != nil {
		return nil, err
	}
	if !rd.rec.IsMeta() {
		if opt.N == 0 {
			return nil, newError(1, i18n.NewMsg(i18n.ReplayNoBoard))
		}
		rd.pending = true
		return rd, nil
	}
	m := &rd.rec
	switch {
	case opt.N != 0 && m.N != opt.N:
		return nil, newError(1, i18n.NewMsg(i18n.ReplayMetaN, strconv.Itoa(m.N), strconv.Itoa(opt.N)))
	case opt.StrategySet && m.HasAlgo() && m.Algo != opt.Strategy:
		return nil, newError(1, i18n.NewMsg(i18n.ReplayMetaAlgo, m.Algo.String(), opt.Strategy.String()))
	}
	rd.hdr.N = m.N
	if m.HasAlgo() {
		rd.hdr.Strategy = m.Algo
	}
	rd.hdr.MRV = opt.MRV || m.MRV
	rd.hdr.Seeded, rd.hdr.Seed, rd.hdr.Start = m.HasSeed(), m.Seed, m.Start
	if rd.hdr.MRV && !rd.hdr.Strategy.Takes(solver.OptionMRV) {
		return nil, newError(1, i18n.NewMsg(i18n.ReplayMRVIsFC))
	}
	return rd, nil
}

// Header returns the board and strategy of the trace.
func (rd *Reader) Header() Header { return rd.hdr }

// Next returns the next line's record, valid until the following call; at
// the end of the input it returns io.EOF, and an *Error for a line that
// does not decode (and from then on).
func (rd *Reader) Next() (*Record, error) {
	if rd.pending {
		rd.pending = false
		return &rd.rec, nil
	}
	if rd.err != nil {
		return nil, rd.err
	}
	line, err := rd.readLine()
	if err == nil {
		err = rd.decode(line, rd.hdr.N)
	}
	if err != nil {
		rd.err = err
		return nil, err
	}
	return &rd.rec, nil
}

// Lines returns the number of lines read so far.
func (rd *Reader) Lines() int64 { return rd.lines }

// readLine returns the next line without its newline (and \r), or io.EOF.
// A line longer than MaxLineBytes is an error before it is read whole: the
// rest of the input is never looked at.
func (rd *Reader) readLine() ([]byte, error) {
	line, err := rd.br.ReadSlice('\n')
	switch {
	case err == bufio.ErrBufferFull || len(line) > MaxLineBytes+1:
		rd.lines++
		return nil, newError(rd.lines, i18n.NewMsg(i18n.ReplayLongLine, text.Thousands(MaxLineBytes)))
	case err == io.EOF && len(line) == 0:
		return nil, io.EOF
	case err != nil && err != io.EOF:
		return nil, i18n.Errorf(i18n.ReplayReading, strconv.FormatInt(rd.lines+1, 10), err)
	}
	rd.lines++
	if n := len(line); n > 0 && line[n-1] == '\n' {
		line = line[:n-1]
	}
	if n := len(line); n > 0 && line[n-1] == '\r' {
		line = line[:n-1]
	}
	if len(line) > MaxLineBytes {
		return nil, newError(rd.lines, i18n.NewMsg(i18n.ReplayLongLine, text.Thousands(MaxLineBytes)))
	}
	return line, nil
}

func (rd *Reader) decode(line []byte, n int) error {
	rd.rec.LineNo = rd.lines
	rd.raw = line
	if err := parseLine(line, &rd.rec, n); err != nil {
		e := newError(rd.lines, i18n.NewMsg(i18n.AsIs, err))
		e.Got = rd.got()
		return e
	}
	return nil
}

// got returns the last line read, for an error.
func (rd *Reader) got() string {
	const most = 200
	if len(rd.raw) > most {
		return strings.ToValidUTF8(string(rd.raw[:most]), "\uFFFD") + "…"
	}
	return strings.ToValidUTF8(string(rd.raw), "\uFFFD")
}
