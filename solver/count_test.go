package solver

import (
	"context"
	"errors"
	"math/bits"
	"math/rand/v2"
	"os"
	"testing"
	"time"
)

// countOEISAll is OEIS A000170 (all solutions), countOEISUnique A002562
// (fundamental solutions), both for N = 0..20 (N = 0 unused).
var (
	countOEISAll = []uint64{0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712,
		365596, 2279184, 14772512, 95815104, 666090624, 4968057848, 39029188884}
	countOEISUnique = []uint64{0, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233,
		45752, 285053, 1846955, 11977939, 83263591, 621012754, 4878666808}
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

// TestCountLong checks N=14..17 (about a minute); N=18..20 take far longer
// and are left to the benchmarks.
func TestCountLong(t *testing.T) {
	if os.Getenv("NQUEENS_LONG") != "1" {
		t.Skip("set NQUEENS_LONG=1 to check N=14..17")
	}
	for n := 14; n <= 17; n++ {
		checkCount(t, n, 0)
	}
}

// TestCountSmallPathAgrees checks the plain path used below countSymMinN
// against the OEIS above it too, since the engine relies on it to be exact.
func TestCountSmallPathAgrees(t *testing.T) {
	for n := 1; n <= 11; n++ {
		all, unique := countSmall(n)
		if all != countOEISAll[n] || unique != countOEISUnique[n] {
			t.Errorf("countSmall(%d) = %d, %d; want %d, %d", n, all, unique, countOEISAll[n], countOEISUnique[n])
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
	for n := countSymMinN; n <= 12; n++ {
		for _, workers := range []int{1, 2} {
			top, err := countTopPairs(context.Background(), n, workers, nil)
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

// TestCountEngineWideBoards runs the engine on boards up to 32 columns,
// where bit 31 is a column rather than the tie flag: the rows of a task down
// to the last few are pinned to a known solution (turned so that its
// deepest border queen is on top), and the engine's count of the canonical
// boards below must match a plain enumeration classified one by one.
func TestCountEngineWideBoards(t *testing.T) {
	for _, n := range []int{16, 31, 32} {
		e, err := NewEnumerator(n)
		if err != nil || !e.Next() {
			t.Fatalf("N=%d: no first solution", n)
		}
		q := countDeepestOnTop(e.Queens())
		d := q[0]
		for _, free := range []int{8, 10, 12} {
			eng := newCountEngine(n, nil)
			eng.setBound(d)
			for y := countTaskMaxRows; y < n-free; y++ {
				eng.allow[y] &= 1 << uint(q[y])
			}
			task := countTask{d: int8(d), row: countTaskMaxRows}
			var c, l, r uint32
			for y := 0; y < countTaskMaxRows; y++ {
				task.queens[y] = int8(q[y])
				bit := uint32(1) << uint(q[y])
				c, l, r = c|bit, (l|bit)<<1, (r|bit)>>1
			}
			task.c, task.l, task.r = c, l, r
			var got countTally
			eng.run(&task, &got)
			want := countReferenceTally(n, eng.allow, q[:countTaskMaxRows])
			if got.all != want.all || got.unique != want.unique || want.unique == 0 {
				t.Fatalf("N=%d, %d free rows: engine %d/%d, reference %d/%d (all/unique)", n, free, got.all, got.unique, want.all, want.unique)
			}
		}
	}
}

// countDeepestOnTop returns the image of the solution q whose deepest
// border queen is on the top row, in the left half.
func countDeepestOnTop(q []int) []int {
	n := len(q)
	depth := func(i int) int { return min(i, n-1-i) }
	inv := inverse(q)
	deepest := max(depth(q[0]), depth(q[n-1]), depth(inv[0]), depth(inv[n-1]))
	for _, t := range Transforms {
		if img := t.Apply(q); depth(img[0]) == deepest && img[0] <= (n-1)/2 {
			return img
		}
	}
	panic("no image has its deepest border queen on top")
}

// countReferenceTally enumerates the boards extending prefix row by row
// within allow and classifies each with countClassWeight.
func countReferenceTally(n int, allow [32]uint32, prefix []int) countTally {
	var tally countTally
	q, inv := make([]int, n), make([]int, n)
	copy(q, prefix)
	var c, l, r uint32
	for _, col := range prefix {
		bit := uint32(1) << uint(col)
		c, l, r = c|bit, (l|bit)<<1, (r|bit)>>1
	}
	var walk func(y int, c, l, r uint32)
	walk = func(y int, c, l, r uint32) {
		if y == n {
			invertInto(inv, q)
			if w := countClassWeight(q, inv, true); w != 0 {
				tally.add(w)
			}
			return
		}
		for f := allow[y] &^ (c | l | r); f != 0; f &= f - 1 {
			bit := f & -f
			q[y] = bits.TrailingZeros32(bit)
			walk(y+1, c|bit, (l|bit)<<1, (r|bit)>>1)
		}
	}
	walk(len(prefix), c, l, r)
	return tally
}
