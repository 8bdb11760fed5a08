package solver

import (
	"context"
	"os"
	"testing"
)

// go test ./solver -run '^$' -bench 'Enumerate|Seek' -benchtime 3x
// NQUEENS_BENCH_BIG=1 adds N=16 seeks.

func BenchmarkEnumerate12(b *testing.B) {
	var total uint64
	for b.Loop() {
		e, _ := NewEnumerator(12)
		for e.Next() {
			total++
		}
	}
	b.ReportMetric(float64(total)/b.Elapsed().Seconds(), "solutions/s")
}

func BenchmarkEnumerateUnique12(b *testing.B) {
	var total uint64
	for b.Loop() {
		e, _ := NewUniqueEnumerator(12)
		for e.Next() {
			total++
		}
	}
	b.ReportMetric(float64(total)/b.Elapsed().Seconds(), "solutions/s")
}

func BenchmarkSeekLast14(b *testing.B) { benchSeekLast(b, 14) }

func BenchmarkSeekLast16(b *testing.B) {
	if os.Getenv("NQUEENS_BENCH_BIG") != "1" {
		b.Skip("set NQUEENS_BENCH_BIG=1 to seek at N=16")
	}
	benchSeekLast(b, 16)
}

// benchSeekLast measures the worst case of SeekSolution: the last solution
// lies under the last candidate of the first row, after every subtree of the
// left half has been counted.
func benchSeekLast(b *testing.B, n int) {
	total := CountCompletions(n, nil)
	b.ResetTimer()
	for b.Loop() {
		e, err := SeekSolution(context.Background(), n, total, nil)
		if err != nil || !e.Next() || e.Index() != total {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/seek")
}
