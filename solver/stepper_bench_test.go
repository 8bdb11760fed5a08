package solver

import (
	"runtime"
	"testing"
)

// BenchmarkStep measures raw stepping: events per second and allocations
// per event, on N=12 (restarting when a run ends).
func BenchmarkStep(b *testing.B) {
	for _, strategy := range Strategies {
		b.Run("N=12/"+strategy.String(), func(b *testing.B) {
			s := mustNew(b, 12, strategy, nil)
			b.ReportAllocs()
			for b.Loop() {
				if s.Next().Kind == Done {
					s = mustNew(b, 12, strategy, nil)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds()/1e6, "Mevents/s")
		})
	}
}

// BenchmarkSeekLongRun walks 100 million steps of N=16, then seeks to
// random-ish points behind the frontier; it reports the heap the snapshots
// hold and the cost of one seek.
func BenchmarkSeekLongRun(b *testing.B) {
	const steps = 100_000_000
	s := mustNew(b, 16, Array, nil)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	s.Seek(steps)
	runtime.GC()
	runtime.ReadMemStats(&after)
	target := uint64(1)
	for b.Loop() {
		target = (target*6364136223846793005 + 1442695040888963407) % steps
		s.Seek(target)
	}
	b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/(1<<20), "MiB-held")
	b.ReportMetric(float64(len(s.snaps)), "snapshots")
}
