package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestCompletions checks the general count against brute force: random
// sets of non-attacking queens on any rows.
func TestCompletions(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 1; n <= 9; n++ {
		var sols [][]int
		for _, q := range solutions(n) {
			sols = append(sols, slices.Clone(q))
		}
		for range 40 {
			fixed := make([]int, n)
			for i := range fixed {
				fixed[i] = -1
			}
			if len(sols) > 0 && rng.IntN(2) == 0 {
				s := sols[rng.IntN(len(sols))]
				for r := range n {
					if rng.IntN(3) == 0 {
						fixed[r] = s[r]
					}
				}
			} else {
				fixed[rng.IntN(n)] = rng.IntN(n)
			}
			var want uint64
			for _, s := range sols {
				ok := true
				for r, c := range fixed {
					ok = ok && (c < 0 || s[r] == c)
				}
				if ok {
					want++
				}
			}
			got, err := Completions(context.Background(), n, fixed)
			if err != nil || got != want {
				t.Fatalf("N=%d %v: %d (%v), want %d", n, fixed, got, err, want)
			}
			first, _ := FirstCompletion(context.Background(), n, fixed)
			if (first != nil) != (want > 0) {
				t.Fatalf("N=%d %v: first completion %v with %d completions", n, fixed, first, want)
			}
		}
	}
}

func TestRank(t *testing.T) {
	t.Parallel()
	for _, n := range []int{1, 5, 8} {
		for k, q := range solutions(n) {
			if got, err := Rank(context.Background(), n, q); err != nil || got != k {
				t.Fatalf("N=%d %v: rank %d (%v), want %d", n, q, got, err, k)
			}
		}
	}
	q, _ := kthSolution(context.Background(), 12, 14200)
	if got, _ := Rank(context.Background(), 12, q); got != 14200 {
		t.Fatalf("last of N=12 ranked %d", got)
	}
}

// TestBoardSizeErrorOneWording: every entry point that takes a board size
// refuses a bad one with the same words.
func TestBoardSizeErrorOneWording(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	for _, n := range []int{0, -3, MaxN + 1} {
		want := fmt.Sprintf("solver: board size %d is outside 1..%d", n, MaxN)
		_, errNew := New(n, Array, nil)
		_, errEnum := NewEnumerator(n)
		_, errUnique := NewUniqueEnumerator(n)
		_, errSeek := SeekSolution(ctx, n, 1, nil)
		_, errClassify := Classify(ctx, n, nil)
		_, errRank := Rank(ctx, n, nil)
		for name, err := range map[string]error{"New": errNew, "NewEnumerator": errEnum, "NewUniqueEnumerator": errUnique,
			"SeekSolution": errSeek, "Classify": errClassify, "Rank": errRank} {
			if err == nil || err.Error() != want {
				t.Errorf("%s(%d): %v, want %q", name, n, err, want)
			}
		}
	}
	if _, err := Count(ctx, MaxCountN+1, CountOptions{}); err == nil || err.Error() != fmt.Sprintf("solver: board size %d is outside 1..%d", MaxCountN+1, MaxCountN) {
		t.Errorf("Count(%d): %v", MaxCountN+1, err)
	}
}
