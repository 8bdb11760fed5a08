//go:build unix

package solver

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nqueens/nqueens/solver/internal/fastcount"
)

// BenchmarkRatio times the backtracking engine (internal/fastcount, the
// counter before the half-board join, on one worker) and Count with one and
// two workers (the join from N=14) alternately in one process — each
// iteration runs the three once, in an order that rotates — so that a slow
// moment of a shared machine weighs on both sides of a ratio instead of on
// one benchmark. It reports, instead of ns/op:
//
//	old-s w1-s w2-s           the fastest run of each, in seconds
//	x-min x-med x-max         backtracking ÷ Count on 1 worker, per iteration (adjacent runs)
//	x-mins                    fastest backtracking ÷ fastest 1-worker run
//	scale-min scale-med scale-max  1 worker ÷ 2 workers, per iteration
//	w2-cores                  CPU time ÷ wall time of the 2-worker runs, median:
//	                          near 2 when both cores were free, near 1 when
//	                          another process held one (then the scale
//	                          figures say nothing)
//	load-max                  the highest 1-minute load average seen (Linux)
//
// Run it a few iterations at a time, several times, and compare the runs:
//
//	go test ./solver -run '^$' -bench 'Ratio/N=1[4-6]$' -benchtime 3x -count 5 | tee ratio.txt
//	benchstat ratio.txt
//
// N=17 and 18 need NQUEENS_BENCH_BIG=1 (the backtracking engine alone
// takes about 8 s at N=17 and a minute at N=18) and a longer -timeout.
func BenchmarkRatio(b *testing.B) {
	for _, n := range countBenchSizes {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			countSkipBig(b, n)
			type run struct {
				name string
				f    func() uint64
			}
			count := func(workers int) func() uint64 {
				return func() uint64 {
					got, err := Count(context.Background(), n, CountOptions{Workers: workers})
					if err != nil {
						b.Fatal(err)
					}
					return got
				}
			}
			backtrack := func() uint64 {
				got, _, err := fastcount.Run(context.Background(), n, fastcount.Tasks(n), 1, nil)
				if err != nil {
					b.Fatal(err)
				}
				return got
			}
			runs := []run{{"backtracking", backtrack}, {"1 worker", count(1)}, {"2 workers", count(2)}}
			var old, w1, w2, cores []float64
			load := 0.0
			for k := 0; b.Loop(); k++ {
				var wall [3]float64
				for j := range runs {
					r := (j + k) % len(runs)
					load = max(load, loadAverage())
					cpu0 := cpuSeconds()
					start := time.Now()
					got := runs[r].f()
					wall[r] = time.Since(start).Seconds()
					if got != countOEISAll[n] {
						b.Fatalf("%s, N=%d: %d, want %d", runs[r].name, n, got, countOEISAll[n])
					}
					if r == 2 {
						cores = append(cores, (cpuSeconds()-cpu0)/wall[r])
					}
				}
				old, w1, w2 = append(old, wall[0]), append(w1, wall[1]), append(w2, wall[2])
			}
			x, scale := make([]float64, len(old)), make([]float64, len(old))
			for i := range old {
				x[i], scale[i] = old[i]/w1[i], w1[i]/w2[i]
			}
			b.ReportMetric(0, "ns/op") // the sum of three different things
			b.ReportMetric(slices.Min(old), "old-s")
			b.ReportMetric(slices.Min(w1), "w1-s")
			b.ReportMetric(slices.Min(w2), "w2-s")
			b.ReportMetric(slices.Min(x), "x-min")
			b.ReportMetric(median(x), "x-med")
			b.ReportMetric(slices.Max(x), "x-max")
			b.ReportMetric(slices.Min(old)/slices.Min(w1), "x-mins")
			b.ReportMetric(slices.Min(scale), "scale-min")
			b.ReportMetric(median(scale), "scale-med")
			b.ReportMetric(slices.Max(scale), "scale-max")
			b.ReportMetric(median(cores), "w2-cores")
			if load > 0 {
				b.ReportMetric(load, "load-max")
			}
		})
	}
}

func median(v []float64) float64 {
	s := slices.Sorted(slices.Values(v))
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// cpuSeconds returns the CPU time (user and system) this process has used.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
}

// loadAverage returns the 1-minute load average, or 0 where
// /proc/loadavg does not exist.
func loadAverage() float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	field, _, _ := strings.Cut(string(b), " ")
	v, _ := strconv.ParseFloat(field, 64)
	return v
}
