package solver

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

// OEIS A000170 and A002562, for the tests only.
var (
	enumTestTotal  = []uint64{1: 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200}
	enumTestUnique = []uint64{1: 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787}
)

// validBoard checks a solution the slow way, square against square.
func validBoard(q []int) bool {
	n := len(q)
	for r, c := range q {
		if c < 0 || c >= n {
			return false
		}
		for r2 := 0; r2 < r; r2++ {
			c2 := q[r2]
			if c2 == c || r-r2 == c-c2 || r-r2 == c2-c {
				return false
			}
		}
	}
	return true
}

// allSolutions collects the solutions through Next.
func allSolutions(t testing.TB, n int) [][]int {
	t.Helper()
	e, err := NewEnumerator(n)
	if err != nil {
		t.Fatal(err)
	}
	var out [][]int
	for e.Next() {
		out = append(out, slices.Clone(e.Queens()))
		if e.Index() != uint64(len(out)) {
			t.Fatalf("N=%d: Index()=%d at solution %d", n, e.Index(), len(out))
		}
	}
	return out
}

func TestEnumeratorListsEverySolutionInOrder(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 10; n++ {
		sols := allSolutions(t, n)
		if uint64(len(sols)) != enumTestTotal[n] {
			t.Fatalf("N=%d: %d solutions, want %d", n, len(sols), enumTestTotal[n])
		}
		for i, q := range sols {
			if len(q) != n || !validBoard(q) {
				t.Fatalf("N=%d: solution %d %v is not valid", n, i+1, q)
			}
			// Strictly increasing implies all distinct; with the right count
			// and validity, the list is exactly the solution set in order.
			if i > 0 && slices.Compare(sols[i-1], q) >= 0 {
				t.Fatalf("N=%d: solution %d %v does not follow %v", n, i+1, q, sols[i-1])
			}
		}
		var k uint64
		for i, q := range solutions(n) {
			k++
			if i != k || !slices.Equal(q, sols[k-1]) {
				t.Fatalf("N=%d: Solutions yields %d %v, want %d %v", n, i, q, k, sols[k-1])
			}
		}
		if k != uint64(len(sols)) {
			t.Fatalf("N=%d: Solutions yields %d boards, want %d", n, k, len(sols))
		}
	}
}

func TestSolutionsStopsWhenAsked(t *testing.T) {
	t.Parallel()
	var got int
	for range solutions(8) {
		got++
		if got == 3 {
			break
		}
	}
	if got != 3 {
		t.Fatalf("got %d solutions, want 3", got)
	}
}

func TestNewEnumeratorRejectsBadSizes(t *testing.T) {
	t.Parallel()
	for _, n := range []int{-1, 0, MaxN + 1} {
		if _, err := NewEnumerator(n); err == nil {
			t.Errorf("NewEnumerator(%d) did not fail", n)
		}
		if _, err := NewUniqueEnumerator(n); err == nil {
			t.Errorf("NewUniqueEnumerator(%d) did not fail", n)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("solutions(0) did not panic")
		}
	}()
	solutions(0)
}

// checkWalk moves e randomly both ways from pos (0 before the first
// solution, len(want)+1 past the last) and compares with the list.
func checkWalk(t *testing.T, name string, e *Enumerator, pos int, want [][]int, rng *rand.Rand) {
	t.Helper()
	for step := 0; step < 4*len(want)+20; step++ {
		forward := rng.IntN(3) != 0 || pos == 0
		var ok bool
		if forward {
			ok = e.Next()
			if pos <= len(want) {
				pos++
			}
		} else {
			ok = e.Prev()
			if pos > 0 {
				pos--
			}
		}
		wantOK := pos >= 1 && pos <= len(want)
		if ok != wantOK {
			t.Fatalf("%s: step %d (forward=%v) reported %v, want %v at position %d", name, step, forward, ok, wantOK, pos)
		}
		if ok && (e.Index() != uint64(pos) || !slices.Equal(e.Queens(), want[pos-1])) {
			t.Fatalf("%s: step %d at %d %v, want %d %v", name, step, e.Index(), e.Queens(), pos, want[pos-1])
		}
	}
}

func TestPrevIsNextReversed(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 1; n <= 10; n++ {
		sols := allSolutions(t, n)
		e, _ := NewEnumerator(n)
		if e.Prev() {
			t.Fatalf("N=%d: Prev before the first solution reported true", n)
		}
		for e.Next() {
		}
		for i := len(sols) - 1; i >= 0; i-- {
			if !e.Prev() || e.Index() != uint64(i+1) || !slices.Equal(e.Queens(), sols[i]) {
				t.Fatalf("N=%d: backwards at %d got %d %v, want %v", n, i+1, e.Index(), e.Queens(), sols[i])
			}
		}
		if e.Prev() {
			t.Fatalf("N=%d: Prev before the first solution reported true", n)
		}
		if n >= 4 && (!e.Next() || !slices.Equal(e.Queens(), sols[0])) {
			t.Fatalf("N=%d: Next after running back did not give the first solution", n)
		}
		e, _ = NewEnumerator(n)
		checkWalk(t, "all", e, 0, sols, rng)
	}
}

// TestNextContextRollsBack interrupts a search that needs more than one
// chunk (N=25 has long gaps between some early solutions) and checks that
// the enumerator is left unchanged and goes on correctly.
func TestNextContextRollsBack(t *testing.T) {
	t.Parallel()
	const n = 25
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	e, _ := NewEnumerator(n)
	var seen [][]int // seen[i-1] is solution i
	interruptedOnSolution := 0
	for i := 1; i <= 60; i++ {
		before := slices.Clone(e.Queens())
		idx := e.Index()
		ok, err := e.NextContext(cancelled)
		if err != nil {
			if !errors.Is(err, context.Canceled) || e.Index() != idx || (idx > 0 && !slices.Equal(e.Queens(), before)) {
				t.Fatalf("solution %d: interrupted move gave %v and left %d %v, want %d %v", i, err, e.Index(), e.Queens(), idx, before)
			}
			if idx >= 2 {
				interruptedOnSolution++
				// Still able to go back from where it was.
				if !e.Prev() || !slices.Equal(e.Queens(), seen[idx-2]) {
					t.Fatalf("solution %d: Prev after an interruption gave %v, want %v", i, e.Queens(), seen[idx-2])
				}
				e.Next()
			}
			ok = e.Next()
		}
		if !ok || e.Index() != uint64(i) || !validBoard(e.Queens()) || (i > 1 && slices.Compare(seen[i-2], e.Queens()) >= 0) {
			t.Fatalf("solution %d: got %v %d %v after %v", i, ok, e.Index(), e.Queens(), seen)
		}
		seen = append(seen, slices.Clone(e.Queens()))
	}
	// The same solutions without interruptions.
	ref, _ := NewEnumerator(n)
	for i := range seen {
		if !ref.Next() || !slices.Equal(ref.Queens(), seen[i]) {
			t.Fatalf("solution %d: %v, want %v", i+1, seen[i], ref.Queens())
		}
	}
	if interruptedOnSolution == 0 {
		t.Fatal("no move from a solution was interrupted: the test does not exercise the rollback")
	}
	// And backwards, with PrevContext.
	interrupted := 0
	for i := len(seen) - 1; i >= 1; i-- {
		ok, err := e.PrevContext(cancelled)
		if err != nil {
			interrupted++
			if !errors.Is(err, context.Canceled) || !slices.Equal(e.Queens(), seen[i]) || e.Index() != uint64(i+1) {
				t.Fatalf("back from solution %d: interrupted move gave %v and left %d %v", i+1, err, e.Index(), e.Queens())
			}
			ok = e.Prev()
		}
		if !ok || e.Index() != uint64(i) || !slices.Equal(e.Queens(), seen[i-1]) {
			t.Fatalf("back to solution %d: got %v %d %v, want %v", i, ok, e.Index(), e.Queens(), seen[i-1])
		}
	}
	if interrupted == 0 {
		t.Fatal("no backward move was interrupted: the test does not exercise the rollback")
	}
}

func TestUniqueSolutions(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 11; n++ {
		var reps [][]int
		var sizes uint64
		for i, q := range uniqueSolutions(n) {
			reps = append(reps, slices.Clone(q))
			if i != uint64(len(reps)) {
				t.Fatalf("N=%d: index %d at unique solution %d", n, i, len(reps))
			}
			if !validBoard(q) || len(q) != n {
				t.Fatalf("N=%d: %v is not a solution", n, q)
			}
			if rep, tr := Canonical(q); !slices.Equal(rep, q) || tr != Identity {
				t.Fatalf("N=%d: %v is not canonical (Canonical gives %v, %v)", n, q, rep, tr)
			}
			if len(reps) > 1 && slices.Compare(reps[len(reps)-2], q) >= 0 {
				t.Fatalf("N=%d: %v does not follow %v", n, q, reps[len(reps)-2])
			}
			sizes += uint64(ClassSize(q))
		}
		// Distinct canonical boards are pairwise non-equivalent.
		if uint64(len(reps)) != enumTestUnique[n] {
			t.Fatalf("N=%d: %d unique solutions, want %d", n, len(reps), enumTestUnique[n])
		}
		if sizes != enumTestTotal[n] {
			t.Fatalf("N=%d: class sizes add up to %d, want %d", n, sizes, enumTestTotal[n])
		}
		if n > 9 {
			continue
		}
		// The pruned search finds the same representatives as
		// canonicalising every solution.
		var brute [][]int
		for _, q := range allSolutions(t, n) {
			if rep, _ := Canonical(q); slices.Equal(rep, q) {
				brute = append(brute, q)
			}
		}
		if !slices.EqualFunc(brute, reps, slices.Equal) {
			t.Fatalf("N=%d: unique solutions %v, want %v", n, reps, brute)
		}
	}
}

func TestUniqueWalkAndSeek(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(7, 8))
	ctx := context.Background()
	for n := 1; n <= 9; n++ {
		var reps [][]int
		for _, q := range uniqueSolutions(n) {
			reps = append(reps, slices.Clone(q))
		}
		e, _ := NewUniqueEnumerator(n)
		checkWalk(t, "unique", e, 0, reps, rng)
		for k := uint64(1); k <= uint64(len(reps)); k++ {
			e, err := SeekUniqueSolution(ctx, n, k)
			if err != nil || !e.Next() || e.Index() != k || !slices.Equal(e.Queens(), reps[k-1]) {
				t.Fatalf("N=%d: unique seek %d gave %v %v", n, k, e, err)
			}
			e, _ = SeekUniqueSolution(ctx, n, k)
			if ok := e.Prev(); ok != (k > 1) || (ok && !slices.Equal(e.Queens(), reps[k-2])) {
				t.Fatalf("N=%d: Prev after unique seek %d gave %v %v", n, k, ok, e.Queens())
			}
		}
		var re *RangeError
		if _, err := SeekUniqueSolution(ctx, n, uint64(len(reps))+1); !errors.As(err, &re) || re.Total != uint64(len(reps)) || !re.Unique {
			t.Fatalf("N=%d: unique seek past the last gave %v", n, err)
		}
	}
}

func TestClassify(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	for n := 1; n <= 8; n++ {
		var reps [][]int
		for _, q := range uniqueSolutions(n) {
			reps = append(reps, slices.Clone(q))
		}
		for _, q := range allSolutions(t, n) {
			c, err := Classify(ctx, n, q)
			if err != nil {
				t.Fatalf("N=%d %v: %v", n, q, err)
			}
			if c.Index < 1 || c.Index > uint64(len(reps)) || !slices.Equal(reps[c.Index-1], c.Representative) {
				t.Fatalf("N=%d %v: class %d %v not among %v", n, q, c.Index, c.Representative, reps)
			}
			if !slices.Equal(c.Transform.Apply(c.Representative), q) || c.Size != ClassSize(q) {
				t.Fatalf("N=%d %v: class %+v does not map back", n, q, c)
			}
		}
	}
	// A larger board, against the list of unique solutions.
	var reps [][]int
	for _, q := range uniqueSolutions(10) {
		reps = append(reps, slices.Clone(q))
	}
	for i, q := range allSolutions(t, 10) {
		if i%37 != 0 {
			continue
		}
		c, err := Classify(ctx, 10, q)
		if err != nil || !slices.Equal(reps[c.Index-1], c.Representative) || !slices.Equal(c.Transform.Apply(c.Representative), q) {
			t.Fatalf("N=10 %v: class %+v, %v", q, c, err)
		}
	}
	for _, bad := range [][]int{{0, 1, 2, 3}, {1, 3, 0}, {1, 3, 0, 4}} {
		if _, err := Classify(ctx, 4, bad); err == nil {
			t.Errorf("Classify(4, %v) did not fail", bad)
		}
	}
}
