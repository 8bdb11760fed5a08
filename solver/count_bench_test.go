package solver

import (
	"context"
	"fmt"
	"os"
	"testing"
)

// countBaseline is the seed's counter, the yardstick of BenchmarkCount: the
// classic recursive bitmask search ("Method 2") with no symmetry, on one
// goroutine — the seed's CountCompletions placeholder, copied as it was and
// kept apart from the product's countPlain so that the yardstick cannot move.
func countBaseline(n int) uint64 {
	return countSeedPlain(^uint64(0)>>(64-uint(n)), 0, 0, 0)
}

func countSeedPlain(mask, cols, ld, rd uint64) uint64 {
	if cols == mask {
		return 1
	}
	var total uint64
	free := mask &^ (cols | ld | rd)
	for free != 0 {
		bit := free & -free
		free ^= bit
		total += countSeedPlain(mask, cols|bit, (ld|bit)<<1&mask, (rd|bit)>>1)
	}
	return total
}

// countBenchSizes are the benchmarked board sizes. N ≥ 17 takes minutes
// for the baseline (N=18 about 8) and BenchmarkRatio's backtracking side
// up to a minute, so those are skipped unless NQUEENS_BENCH_BIG=1. BenchmarkBaseline and BenchmarkCount time each side
// alone — `go test` runs every repetition of one benchmark before the next,
// so a slow moment of the machine lands on one side only: for ratios use
// BenchmarkRatio (count_ratio_test.go), which alternates them.
var countBenchSizes = []int{12, 13, 14, 15, 16, 17, 18}

func countSkipBig(b *testing.B, n int) {
	if n >= 17 && os.Getenv("NQUEENS_BENCH_BIG") != "1" {
		b.Skip("set NQUEENS_BENCH_BIG=1 for N ≥ 17")
	}
}

func BenchmarkBaseline(b *testing.B) {
	for _, n := range countBenchSizes {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			countSkipBig(b, n)
			for b.Loop() {
				if got := countBaseline(n); got != countOEISAll[n] {
					b.Fatalf("baseline N=%d: %d", n, got)
				}
			}
		})
	}
}

func BenchmarkCount(b *testing.B) {
	for _, n := range countBenchSizes {
		for _, workers := range []int{1, 2} {
			b.Run(fmt.Sprintf("N=%d/workers=%d", n, workers), func(b *testing.B) {
				countSkipBig(b, n)
				for b.Loop() {
					got, err := Count(context.Background(), n, CountOptions{Workers: workers})
					if err != nil || got != countOEISAll[n] {
						b.Fatalf("Count N=%d: %d, %v", n, got, err)
					}
				}
			})
		}
	}
}

// BenchmarkCountJoin times the half-board join on one worker where Count
// does not use it, next to BenchmarkCount's backtracking: the crossover
// (joinMinN) is where the join starts to win.
func BenchmarkCountJoin(b *testing.B) {
	for _, n := range []int{12, 13, 14, 15, 16} {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			for b.Loop() {
				got, _, err := countJoin(context.Background(), n, CountOptions{}, 1)
				if err != nil || got != countOEISAll[n] {
					b.Fatalf("join N=%d: %d, %v", n, got, err)
				}
			}
		})
	}
}

// BenchmarkCountCompletions measures the per-prefix cost that the k-th
// solution search and the play mode pay.
func BenchmarkCountCompletions(b *testing.B) {
	for _, tc := range []struct {
		n      int
		prefix []int
	}{
		{8, []int{0, 4}},
		{12, []int{0, 2, 4}},
		{16, []int{0, 2, 4, 1}},
	} {
		b.Run(fmt.Sprintf("N=%d/rows=%d", tc.n, len(tc.prefix)), func(b *testing.B) {
			for b.Loop() {
				CountCompletions(tc.n, tc.prefix)
			}
		})
	}
}
