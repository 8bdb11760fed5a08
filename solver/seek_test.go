package solver

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

func TestSeekSolution(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(3, 4))
	for n := 1; n <= 12; n++ {
		total := enumTestTotal[n]
		var sols [][]int
		var ks []uint64
		if n <= 9 { // N=9 has a middle column, whose subtree is its own mirror image
			sols = allSolutions(t, n)
			for k := uint64(1); k <= total; k++ {
				ks = append(ks, k)
			}
		} else if total > 0 {
			ks = []uint64{1, total, total / 2, total/2 + 1}
			for range 6 {
				ks = append(ks, 1+rng.Uint64N(total))
			}
		}
		for _, k := range ks {
			e, err := SeekSolution(ctx, n, k, nil)
			if err != nil {
				t.Fatalf("N=%d k=%d: %v", n, k, err)
			}
			var want []int
			if sols != nil {
				want = sols[k-1]
			} else {
				ref, _ := NewEnumerator(n)
				for ref.Index() < k && ref.Next() {
				}
				want = ref.Queens()
			}
			if !e.Next() || e.Index() != k || !slices.Equal(e.Queens(), want) {
				t.Fatalf("N=%d k=%d: got %d %v, want %v", n, k, e.Index(), e.Queens(), want)
			}
			got, err := kthSolution(ctx, n, k)
			if err != nil || !slices.Equal(got, want) {
				t.Fatalf("N=%d: kthSolution(%d) = %v, %v; want %v", n, k, got, err, want)
			}
			// Prev straight after a seek yields k-1.
			e, _ = SeekSolution(ctx, n, k, nil)
			if ok := e.Prev(); ok != (k > 1) || (ok && e.Index() != k-1) {
				t.Fatalf("N=%d k=%d: Prev after seek reported %v at %d", n, k, ok, e.Index())
			}
			if sols != nil && k > 1 && !slices.Equal(e.Queens(), sols[k-2]) {
				t.Fatalf("N=%d k=%d: Prev after seek gave %v, want %v", n, k, e.Queens(), sols[k-2])
			}
		}
		// Past the last, and zero.
		_, err := SeekSolution(ctx, n, total+1, nil)
		var re *RangeError
		if !errors.As(err, &re) || re.Total != total || re.K != total+1 || re.N != n || re.Unique {
			t.Fatalf("N=%d: seeking %d gave %v, want a RangeError with total %d", n, total+1, err, total)
		}
		if _, err := kthSolution(ctx, n, 0); err == nil {
			t.Fatalf("N=%d: k=0 did not fail", n)
		}
	}
	if _, err := SeekSolution(ctx, 0, 1, nil); err == nil {
		t.Fatal("N=0 did not fail")
	}
}

func TestSeekThenWalk(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(5, 6))
	sols := allSolutions(t, 8)
	for _, k := range []uint64{1, 2, 46, 91, 92} {
		e, err := SeekSolution(context.Background(), 8, k, nil)
		if err != nil {
			t.Fatal(err)
		}
		for i := k; i <= 92; i++ {
			if !e.Next() || !slices.Equal(e.Queens(), sols[i-1]) {
				t.Fatalf("k=%d: solution %d is %v, want %v", k, i, e.Queens(), sols[i-1])
			}
		}
		if e.Next() {
			t.Fatalf("k=%d: Next past the last reported true", k)
		}
		checkWalk(t, "after seek", e, len(sols)+1, sols, rng)
	}
}

func TestSeekProgressAndCancel(t *testing.T) {
	t.Parallel()
	var calls []SeekProgress
	e, err := SeekSolution(context.Background(), 10, 700, func(p SeekProgress) { calls = append(calls, p) })
	if err != nil || e == nil {
		t.Fatal(err)
	}
	if len(calls) == 0 || calls[0].Row != 0 {
		t.Fatalf("progress calls %v, want some starting on row 0", calls)
	}
	for i := 1; i < len(calls); i++ {
		if calls[i].Row < calls[i-1].Row {
			t.Fatalf("progress went back up a row: %v", calls)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := SeekSolution(ctx, 10, 5, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled seek gave %v", err)
	}
	if _, err := SeekUniqueSolution(ctx, 30, 5); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled unique seek gave %v", err)
	}
}

// TestSeekWalks: from seekWalkMinN on, solutions near the start are reached
// by walking, which gives the same positions as Next and reports progress.
func TestSeekWalks(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	const n = seekWalkMinN
	ref, _ := NewEnumerator(n)
	var sols [][]int
	for len(sols) < 2*seekWalkReport+2 && ref.Next() {
		sols = append(sols, slices.Clone(ref.Queens()))
	}
	for _, k := range []uint64{1, 2, seekWalkReport, seekWalkReport + 1, 2*seekWalkReport + 2} {
		var calls []SeekProgress
		e, err := SeekSolution(ctx, n, k, func(p SeekProgress) { calls = append(calls, p) })
		if err != nil || !e.Next() || e.Index() != k || !slices.Equal(e.Queens(), sols[k-1]) {
			t.Fatalf("N=%d k=%d: got %v %d %v, want %v", n, k, err, e.Index(), e.Queens(), sols[k-1])
		}
		for i, p := range calls {
			if p.Total != int(k-1) || p.Done < 1 || p.Done > p.Total || (i > 0 && p.Done <= calls[i-1].Done) {
				t.Fatalf("N=%d k=%d: progress %v", n, k, calls)
			}
		}
		if wantCalls := int(k-1) / seekWalkReport; len(calls) != wantCalls {
			t.Fatalf("N=%d k=%d: %d progress calls, want %d", n, k, len(calls), wantCalls)
		}
		e, _ = SeekSolution(ctx, n, k, nil)
		if ok := e.Prev(); ok != (k > 1) || (ok && (e.Index() != k-1 || !slices.Equal(e.Queens(), sols[k-2]))) {
			t.Fatalf("N=%d k=%d: Prev after a walk gave %v %d %v", n, k, ok, e.Index(), e.Queens())
		}
	}
}

// TestSeekPastTheCounterRefused: beyond MaxCountN columns a seek past
// MaxWalkSeek cannot finish, and says so at once instead of running.
func TestSeekPastTheCounterRefused(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	for _, n := range []int{MaxCountN + 1, MaxN} {
		var le *SeekLimitError
		if _, err := SeekSolution(ctx, n, MaxWalkSeek+1, nil); !errors.As(err, &le) || le.N != n || le.K != MaxWalkSeek+1 || le.Unique {
			t.Fatalf("N=%d: seeking past the walk limit gave %v", n, err)
		}
		if _, err := SeekUniqueSolution(ctx, n, 1<<40); !errors.As(err, &le) || le.K != 1<<40 || !le.Unique {
			t.Fatalf("N=%d: unique seek past the walk limit gave %v", n, err)
		}
		// Within the limit the seek walks, and stops when asked to.
		cancelled, cancel := context.WithCancel(ctx)
		cancel()
		if _, err := SeekSolution(cancelled, n, MaxWalkSeek, nil); !errors.Is(err, context.Canceled) {
			t.Fatalf("N=%d: a cancelled walk gave %v", n, err)
		}
	}
	// On boards the counter reaches there is no limit: the seek starts
	// counting (and stops when asked to).
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := SeekSolution(cancelled, MaxCountN, MaxWalkSeek+1, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("N=%d: seeking past the walk limit gave %v, want the count started and cancelled", MaxCountN, err)
	}
}
