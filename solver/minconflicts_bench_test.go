package solver

import (
	"context"
	"fmt"
	"os"
	"testing"
)

// BenchmarkSolveMinConflicts solves a million queens from the greedy and
// the quick start (target: under 5 s on one core, under 200 MB), and with
// NQUEENS_BENCH_BIG=1 ten million (target: as fast as FrozenVoid/NQ.c's
// 3.4 s, see docs/bench). B/op is the memory the run allocates, all of it
// live at the end: the O(n) footprint.
func BenchmarkSolveMinConflicts(b *testing.B) {
	sizes := []int{1_000_000}
	if os.Getenv("NQUEENS_BENCH_BIG") != "" {
		sizes = append(sizes, 10_000_000)
	}
	for _, n := range sizes {
		for _, how := range []StartMode{GreedyStart, QuickStart} {
			b.Run(fmt.Sprintf("N=%d/start=%v", n, how), func(b *testing.B) {
				b.ReportAllocs()
				seed := uint64(0)
				for b.Loop() {
					seed++
					q, err := SolveMinConflicts(context.Background(), n, seed, how)
					if err != nil {
						b.Fatal(err)
					}
					if len(q) != n {
						b.Fatalf("%d queens", len(q))
					}
				}
			})
		}
	}
}

// BenchmarkStepMinConflicts measures the stepper's min-conflicts events on
// N=64 (restarting when a run ends), as BenchmarkStep does for the others.
func BenchmarkStepMinConflicts(b *testing.B) {
	seed := uint64(0)
	s, _ := NewWith(64, MinConflicts, nil, StepperOptions{Seed: seed})
	b.ReportAllocs()
	for b.Loop() {
		if s.Next().Kind == Done {
			seed++
			s, _ = NewWith(64, MinConflicts, nil, StepperOptions{Seed: seed})
		}
	}
}
