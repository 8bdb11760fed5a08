package browse

import (
	"os"
	"runtime"
	"strconv"
	"testing"

	"github.com/nqueens/nqueens/ui/uitest"
)

// benchJumpLast jumps to the last solution through the browser's own path:
// ":" with the number typed, enter, and the seek command it starts.
func benchJumpLast(b *testing.B, n int, last uint64) {
	m := newBrowser(n)
	m.SetSize(120, 40)
	m.shown = true
	keys := []string{":"}
	for _, d := range strconv.FormatUint(last, 10) {
		keys = append(keys, string(d))
	}
	keys = append(keys, "enter")
	for b.Loop() {
		uitest.Keys(m, isWatch, keys...)
		if k, _ := current(m); k != last {
			b.Fatalf("at %d, want %d", k, last)
		}
	}
}

func BenchmarkJumpLast14(b *testing.B) { benchJumpLast(b, 14, 365596) }

func BenchmarkJumpLast16(b *testing.B) {
	if os.Getenv("NQUEENS_BENCH_BIG") != "1" {
		b.Skip("set NQUEENS_BENCH_BIG=1 for N=16")
	}
	benchJumpLast(b, 16, 14772512)
}

// BenchmarkPaging pages through 10,000 solutions of N=14 and reports how
// much the live heap grew: the browser keeps a window, not the solutions.
func BenchmarkPaging(b *testing.B) {
	for b.Loop() {
		m := started(b, 14, 120, 40)
		m.noClassIndex = true
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		for range 10000 {
			press(m, "right")
		}
		_ = m.View()
		runtime.GC()
		runtime.ReadMemStats(&after)
		if k, _ := current(m); k != 10001 {
			b.Fatalf("at %d after 10,000 steps", k)
		}
		b.ReportMetric(float64(int64(after.HeapAlloc)-int64(before.HeapAlloc)), "heap-growth-B")
	}
}
