package solver

import (
	"context"
	"math/rand/v2"
	"testing"
)

// TestCompletionsWithin: with room enough the bounded count is Completions'
// exact count (A000170 on the empty board); with a small budget it stops
// there, and what it found is a lower bound.
func TestCompletionsWithin(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	empty := func(n int) []int {
		f := make([]int, n)
		for i := range f {
			f[i] = -1
		}
		return f
	}
	for n := 1; n < len(enumTestTotal); n++ {
		got, err := CompletionsWithin(ctx, n, empty(n), 1<<30)
		if err != nil || !got.Exact || got.Count != enumTestTotal[n] {
			t.Fatalf("N=%d empty: %+v (%v), want exactly %d", n, got, err, enumTestTotal[n])
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for n := 4; n <= 10; n++ {
		for range 30 {
			fixed := empty(n)
			for range rng.IntN(3) + 1 {
				fixed[rng.IntN(n)] = rng.IntN(n)
			}
			want, err := Completions(ctx, n, fixed)
			if err != nil {
				// Queens in conflict: Completions' contract excludes them.
				continue
			}
			got, err := CompletionsWithin(ctx, n, fixed, 1<<30)
			if err != nil || !got.Exact || got.Count != want {
				t.Fatalf("N=%d %v: %+v (%v), want exactly %d", n, fixed, got, err, want)
			}
		}
	}
	// Queens in conflict, or a placement that does not fit: exactly none.
	conflict := empty(8)
	conflict[2], conflict[5] = 3, 3
	for _, f := range [][]int{conflict, {0, 1}, {9, -1, -1, -1, -1, -1, -1, -1}} {
		if got, err := CompletionsWithin(ctx, 8, f, 1<<20); err != nil || !got.Exact || got.Count != 0 {
			t.Errorf("%v: %+v (%v), want an exact 0", f, got, err)
		}
	}
	// N=20 (39,029,188,884 solutions) within a million queens placed (its
	// first solution comes after about 200,000).
	const budget = 1_000_000
	got, err := CompletionsWithin(ctx, 20, empty(20), budget)
	if err != nil || got.Exact || got.Nodes != budget || got.Count == 0 || got.Count > 39029188884 {
		t.Fatalf("N=20 budget %d: %+v (%v), want a partial count after exactly the budget", budget, got, err)
	}
	ctx2, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := CompletionsWithin(ctx2, 20, empty(20), 1<<40); err == nil {
		t.Fatal("a cancelled count of N=20 did not stop")
	}
}
