package replay

import (
	"bufio"
	"io"
	"testing"

	"github.com/nqueens/nqueens/solver"
)

// run names one reference run: a strategy on a board, with its options.
type run struct {
	n        int
	strategy solver.Strategy
	mrv      bool
	seed     uint64
}

func (r run) options() Options {
	return Options{N: r.n, Strategy: r.strategy, StrategySet: true, MRV: r.mrv}
}

func (r run) stepper(t testing.TB) *solver.Stepper {
	t.Helper()
	s, err := solver.NewWith(r.n, r.strategy, nil, solver.StepperOptions{MRV: r.mrv, Seed: r.seed})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// lines returns the trace of r, a line each, as trace --format json
// writes it.
func (r run) lines(t testing.TB) [][]byte {
	t.Helper()
	s := r.stepper(t)
	var out [][]byte
	for !s.IsDone() {
		ev := s.Next()
		out = append(out, AppendEvent(nil, s, ev))
	}
	return out
}

// stream returns the trace of r as a reader fed by a goroutine, for runs
// too long to hold.
func (r run) stream(t testing.TB) io.Reader {
	t.Helper()
	s := r.stepper(t)
	pr, pw := io.Pipe()
	go func() {
		w := bufio.NewWriterSize(pw, 1<<16)
		var buf []byte
		for !s.IsDone() {
			buf = AppendEvent(buf[:0], s, s.Next())
			if _, err := w.Write(buf); err != nil {
				return
			}
		}
		pw.CloseWithError(w.Flush())
	}()
	t.Cleanup(func() { pr.Close() })
	return pr
}

var strategyRuns = []run{
	{strategy: solver.Array}, {strategy: solver.Bitmask}, {strategy: solver.FC},
	{strategy: solver.FC, mrv: true}, {strategy: solver.MinConflicts, seed: 1}, {strategy: solver.MinConflicts, seed: 7},
}
