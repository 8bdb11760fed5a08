package replay

import (
	"bytes"
	"testing"

	"github.com/nqueens/nqueens/solver"
)

// The throughput of the checker, in events/s (op=check-any: in any
// order), and of the viewer's read
// of a trace (op=load: the check and the script it keeps);
// BenchmarkReplayVsTrace in the root package sets the check against trace
// writing the same events.

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
		if r.strategy.Exhaustive() {
			b.Run("op=check-any/"+r.strategy.String(), func(b *testing.B) {
				opt := r.options()
				opt.Order = OrderAny
				b.SetBytes(int64(len(trace)))
				for b.Loop() {
					sum, err := Check(bytes.NewReader(trace), opt, nil)
					if err != nil || sum.Events != uint64(events) {
						b.Fatal(err, sum)
					}
				}
				b.ReportMetric(float64(events)*float64(b.N)/b.Elapsed().Seconds(), "events/s")
			})
		}
		b.Run("op=load/"+r.strategy.String(), func(b *testing.B) {
			b.SetBytes(int64(len(trace)))
			for b.Loop() {
				l, err := Load(bytes.NewReader(trace), r.options(), nil)
				if err != nil || l.Fault != nil || l.Script.Len() != uint64(events) {
					b.Fatal(err, l.Fault)
				}
			}
			b.ReportMetric(float64(events)*float64(b.N)/b.Elapsed().Seconds(), "events/s")
		})
	}
}
