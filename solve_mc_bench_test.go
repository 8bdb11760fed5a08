package main

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
// writing (to io.Discard, so that the disk is not measured), and the
// writing alone; NQUEENS_BENCH_BIG=1 adds ten million. B/op is the memory
// the run allocates.
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
				if err := runSolveMinConflicts(context.Background(), io.Discard, opt, so); err != nil {
					b.Fatal(err)
				}
			}
		})
		q, err := solver.SolveMinConflicts(context.Background(), n, 1, solver.QuickStart)
		if err != nil {
			b.Fatal(err)
		}
		b.Run("write/N="+strconv.Itoa(n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if err := writeColumns(io.Discard, q); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
