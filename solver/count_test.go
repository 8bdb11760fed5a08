package solver

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"github.com/nqueens/nqueens/internal/kit/testkit"
	"github.com/nqueens/nqueens/solver/internal/fastcount"
	"github.com/nqueens/nqueens/solver/internal/quadjoin"
)

// countOEISAll is OEIS A000170 (all solutions), countOEISUnique A002562
// (fundamental solutions), both for N = 0..20 (N = 0 unused).
var (
	countOEISAll    = testkit.OEISAll
	countOEISUnique = testkit.OEISUnique
)

func checkCount(t *testing.T, n, workers int) {
	t.Helper()
	ctx := context.Background()
	all, err := Count(ctx, n, CountOptions{Workers: workers})
	if err != nil || all != countOEISAll[n] {
		t.Errorf("Count(%d, workers=%d) = %d, %v; want %d (A000170)", n, workers, all, err, countOEISAll[n])
	}
	unique, err := Count(ctx, n, CountOptions{Workers: workers, Unique: true})
	if err != nil || unique != countOEISUnique[n] {
		t.Errorf("Count(%d, unique, workers=%d) = %d, %v; want %d (A002562)", n, workers, unique, err, countOEISUnique[n])
	}
}

func TestCountMatchesOEIS(t *testing.T) {
	for _, workers := range []int{1, 2} {
		for n := 1; n <= 13; n++ {
			checkCount(t, n, workers)
		}
	}
}

// TestCountJoinMatchesOEIS counts N=2..14 (NQUEENS_LONG=1: ..15) by the
// half-board join (which Count only uses from joinMinN), all and unique,
// on one and two workers: A000170 and A002562, and the backtracking
// engine's counts. The only branch on N in the join's task list is its
// parity (an odd board's middle row), and the sweep holds boards of both
// parities and of every residue mod 4 well past the smallest; the largest
// board took most of the test's time and reaches no statement of the
// solver the smaller ones do not (the coverage profiles of the two sweeps,
// -coverpkg=./..., hold the same statements), and TestCountLong counts it
// again by the join.
func TestCountJoinMatchesOEIS(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	maxN := 14
	if os.Getenv("NQUEENS_LONG") == "1" {
		maxN = 15
	}
	for n := quadjoin.MinN; n <= maxN; n++ {
		wantAll, wantUnique := fastcount.Small(n)
		var err error
		if n >= fastcount.MinN {
			wantAll, wantUnique, err = fastcount.Run(ctx, n, fastcount.Tasks(n), 1, nil)
		}
		if err != nil || wantAll != countOEISAll[n] || wantUnique != countOEISUnique[n] {
			t.Fatalf("N=%d: backtracking gives %d, %d (%v); want %d, %d", n, wantAll, wantUnique, err, countOEISAll[n], countOEISUnique[n])
		}
		for _, workers := range []int{1, 2} {
			all, unique, err := countJoin(ctx, n, CountOptions{Unique: true}, workers)
			if err != nil || all != wantAll || unique != wantUnique {
				t.Errorf("N=%d, %d workers: the join gives %d, %d (%v); want %d, %d", n, workers, all, unique, err, wantAll, wantUnique)
			}
		}
	}
}

// TestCountLong checks N=14..20 by Count's join, all and unique from one
// count each (N=20 takes about 2.5 CPU minutes), and N=16..17 by the
// backtracking engine too (a minute more).
func TestCountLong(t *testing.T) {
	if os.Getenv("NQUEENS_LONG") != "1" {
		t.Skip("set NQUEENS_LONG=1 to check N=14..20")
	}
	for n := 14; n <= 20; n++ {
		all, unique, err := countJoin(context.Background(), n, CountOptions{Unique: true}, 0)
		if err != nil || all != countOEISAll[n] || unique != countOEISUnique[n] {
			t.Errorf("N=%d: %d, %d (%v); want %d, %d", n, all, unique, err, countOEISAll[n], countOEISUnique[n])
		}
	}
	for n := 16; n <= 17; n++ {
		all, unique, err := fastcount.Run(context.Background(), n, fastcount.Tasks(n), 0, nil)
		if err != nil || all != countOEISAll[n] || unique != countOEISUnique[n] {
			t.Errorf("N=%d by backtracking: %d, %d (%v); want %d, %d", n, all, unique, err, countOEISAll[n], countOEISUnique[n])
		}
	}
}

func TestCountRejectsBadSizes(t *testing.T) {
	for _, n := range []int{-1, 0, MaxCountN + 1} {
		if _, err := Count(context.Background(), n, CountOptions{}); err == nil {
			t.Errorf("Count(%d) gave no error", n)
		}
	}
}

func TestCountProgress(t *testing.T) {
	var calls, last, total int
	_, err := Count(context.Background(), 12, CountOptions{Workers: 1, Progress: func(done, tot int) {
		calls++
		if done != last+1 {
			t.Errorf("progress %d after %d", done, last)
		}
		last, total = done, tot
	}})
	if err != nil {
		t.Fatal(err)
	}
	if calls == 0 || last != total {
		t.Errorf("progress called %d times, ended at %d of %d", calls, last, total)
	}
}

func TestCountCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Count(ctx, 20, CountOptions{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled before start: err = %v", err)
	}

	// Cancelled while running: N=20 takes many minutes, so only a prompt
	// stop returns before the test's deadline.
	ctx, cancel = context.WithCancel(context.Background())
	time.AfterFunc(20*time.Millisecond, cancel)
	if _, err := Count(ctx, 20, CountOptions{Workers: 2}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled while running: err = %v", err)
	}
	ctx, cancel = context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := Count(ctx, MaxCountN, CountOptions{Workers: 1}); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("N=%d past its deadline: err = %v", MaxCountN, err)
	}
}

// countBrute counts the completions of prefix by plain backtracking on a
// column array, independently of the bitboard code.
func countBrute(n int, prefix []int) uint64 {
	q := append([]int(nil), prefix...)
	for i, c := range q {
		if c < 0 || c >= n || !countSafe(q[:i], c) {
			return 0
		}
	}
	var place func() uint64
	place = func() uint64 {
		if len(q) == n {
			return 1
		}
		var total uint64
		for c := 0; c < n; c++ {
			if countSafe(q, c) {
				q = append(q, c)
				total += place()
				q = q[:len(q)-1]
			}
		}
		return total
	}
	return place()
}

// countSafe reports whether a queen on column c of the row after q is safe.
func countSafe(q []int, c int) bool {
	row := len(q)
	for r, qc := range q {
		if qc == c || qc-c == row-r || c-qc == row-r {
			return false
		}
	}
	return true
}

func TestCountCompletionsMatchesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 4; n <= 10; n++ {
		for range 60 {
			// A random valid prefix: random safe columns, row by row.
			var prefix []int
			k := rng.IntN(n + 1)
			for len(prefix) < k {
				var safe []int
				for c := 0; c < n; c++ {
					if countSafe(prefix, c) {
						safe = append(safe, c)
					}
				}
				if len(safe) == 0 {
					break
				}
				prefix = append(prefix, safe[rng.IntN(len(safe))])
			}
			if got, want := CountCompletions(n, prefix), countBrute(n, prefix); got != want {
				t.Errorf("CountCompletions(%d, %v) = %d, want %d", n, prefix, got, want)
			}
		}
	}
	for n := 1; n <= 12; n++ {
		if got := CountCompletions(n, nil); got != countOEISAll[n] {
			t.Errorf("CountCompletions(%d, nil) = %d, want %d", n, got, countOEISAll[n])
		}
		var sum uint64
		for c := 0; c < n; c++ {
			sum += CountCompletions(n, []int{c})
		}
		if sum != countOEISAll[n] {
			t.Errorf("N=%d: first-row completions sum to %d, want %d", n, sum, countOEISAll[n])
		}
	}
}

func TestCountCompletionsInvalid(t *testing.T) {
	for _, tc := range []struct {
		n      int
		prefix []int
	}{
		{0, nil}, {-1, nil}, {MaxN + 1, nil},
		{8, []int{8}}, {8, []int{-1}},
		{8, []int{0, 0}},                      // same column
		{8, []int{0, 1}},                      // diagonal
		{8, []int{3, 2}},                      // anti-diagonal
		{8, []int{0, 2, 0}},                   // column, two rows apart
		{8, []int{0, 2, 4, 6, 1, 3, 5, 7, 0}}, // longer than the board
		{40, []int{0, 39, 1, 1}},
	} {
		if got := CountCompletions(tc.n, tc.prefix); got != 0 {
			t.Errorf("CountCompletions(%d, %v) = %d, want 0", tc.n, tc.prefix, got)
		}
	}
	// Complete and nearly complete boards, including one beyond 32 columns.
	if got := CountCompletions(8, []int{0, 4, 7, 5, 2, 6, 1, 3}); got != 1 {
		t.Errorf("complete solution: %d completions, want 1", got)
	}
	if got := CountCompletions(8, []int{0, 4, 7, 5, 2, 6}); got != 1 {
		t.Errorf("6 of 8 rows of a solution: %d completions, want 1", got)
	}
}

// TestCountTopPairs checks the symmetric count of the first two rows against
// counting each pair's subtree directly.
func TestCountTopPairs(t *testing.T) {
	for n := fastcount.MinN; n <= 12; n++ {
		for _, workers := range []int{1, 2} {
			top, err := fastcount.TopPairs(context.Background(), n, workers, nil)
			if err != nil {
				t.Fatal(err)
			}
			var total uint64
			for c0 := 0; c0 < n; c0++ {
				for c1 := 0; c1 < n; c1++ {
					want := CountCompletions(n, []int{c0, c1})
					if top[c0][c1] != want {
						t.Fatalf("N=%d workers=%d: %d solutions start with (%d, %d), want %d", n, workers, top[c0][c1], c0, c1, want)
					}
					total += top[c0][c1]
				}
			}
			if total != countOEISAll[n] {
				t.Fatalf("N=%d: pairs sum to %d, want %d", n, total, countOEISAll[n])
			}
		}
	}
}

// TestCountMemoryLimit: under a limit the join cannot meet, Count falls
// back on the backtracking engine and still gives A000170 and A002562.
func TestCountMemoryLimit(t *testing.T) {
	for _, unique := range []bool{false, true} {
		got, err := Count(context.Background(), 14, CountOptions{Workers: 1, Unique: unique, MemoryLimit: 1 << 10})
		want := countOEISAll[14]
		if unique {
			want = countOEISUnique[14]
		}
		if err != nil || got != want {
			t.Errorf("N=14 within 1 KiB (unique %v): %d, %v; want %d", unique, got, err, want)
		}
	}
}

// TestJoinRange: JoinRange is the boards Count joins, and no others.
func TestJoinRange(t *testing.T) {
	lo, hi := JoinRange()
	if lo > hi || useJoin(lo-1) || !useJoin(lo) || !useJoin(hi) || useJoin(hi+1) {
		t.Errorf("JoinRange() = %d, %d: not the boards useJoin takes", lo, hi)
	}
}
