package cmd

import (
	"context"
	"io"
	"os"
	"strconv"
	"testing"

	"github.com/nqueens/nqueens/solver"
)

// BenchmarkSolveMinConflictsOutput measures solve --algo min-conflicts
// --format cols on a million queens as the command runs it, solving and
// writing (to io.Discard, so that the disk is not measured);
// NQUEENS_BENCH_BIG=1 adds ten million. B/op is the memory the run
// allocates.
func BenchmarkSolveMinConflictsOutput(b *testing.B) {
	sizes := []int{1_000_000}
	if os.Getenv("NQUEENS_BENCH_BIG") != "" {
		sizes = append(sizes, 10_000_000)
	}
	for _, n := range sizes {
		opt := solveOptions{n: n, format: solveCols, limit: 1}
		so := solver.StepperOptions{Seed: 1, Start: solver.QuickStart}
		b.Run("solve+write/N="+strconv.Itoa(n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if err := runSolveOne(context.Background(), io.Discard, io.Discard, solver.MinConflicts, opt, so); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
