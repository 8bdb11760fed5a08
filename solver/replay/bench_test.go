package replay

import (
	"bufio"
	"bytes"
	"io"
	"testing"

	"github.com/nqueens/nqueens/solver"
)

// The throughput of the checker against that of trace making the same
// events (the stepper and the writing of the lines): run them interleaved,
//
//	go test ./solver/replay -run XXX -bench 'Check|Write' -count 6 | benchstat -col /op -
//
// Both report events/s.

var benchRuns = []run{{n: 10, strategy: solver.Array}, {n: 10, strategy: solver.Bitmask}, {n: 10, strategy: solver.FC}, {n: 10, strategy: solver.MinConflicts, seed: 1}}

func BenchmarkThroughput(b *testing.B) {
	for _, r := range benchRuns {
		trace := bytes.Join(r.lines(b), nil)
		events := bytes.Count(trace, []byte{'\n'})
		b.Run("op=check/"+r.strategy.String(), func(b *testing.B) {
			b.SetBytes(int64(len(trace)))
			for b.Loop() {
				sum, err := Check(bytes.NewReader(trace), r.options(), nil)
				if err != nil || sum.Events != uint64(events) {
					b.Fatal(err, sum)
				}
			}
			b.ReportMetric(float64(events)*float64(b.N)/b.Elapsed().Seconds(), "events/s")
		})
		b.Run("op=trace/"+r.strategy.String(), func(b *testing.B) {
			b.SetBytes(int64(len(trace)))
			w := bufio.NewWriterSize(io.Discard, 1<<16)
			var buf []byte
			for b.Loop() {
				s := r.stepper(b)
				for !s.IsDone() {
					buf = AppendEvent(buf[:0], s, s.Next())
					w.Write(buf)
				}
			}
			b.ReportMetric(float64(events)*float64(b.N)/b.Elapsed().Seconds(), "events/s")
		})
	}
}
