package solver

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/solver/internal/quadjoin"
)

// TestCountTasksAddUp counts every task of N = 1..14 one by one, in a
// shuffled order on three workers, for the backtracking list and (from N=2)
// the join's: each task is reported exactly once, and the reports add up to
// A000170 and A002562.
func TestCountTasksAddUp(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 1))
	for k := 0; k < 28; k++ {
		n, join := k%14+1, k >= 14
		if join && n < quadjoin.MinN {
			continue
		}
		tasks := newCountTasks(n, join)
		indices := rng.Perm(tasks.Len())
		seen := make([]int, tasks.Len())
		var all, unique uint64
		err := tasks.Count(context.Background(), indices, 3, func(i int, a, u uint64) {
			seen[i]++
			all += a
			unique += u
		})
		if err != nil {
			t.Fatalf("N=%d: %v", n, err)
		}
		for i, k := range seen {
			if k != 1 {
				t.Fatalf("N=%d: task %d reported %d times", n, i, k)
			}
		}
		if unique = tasks.Unique(unique); all != countOEISAll[n] || unique != countOEISUnique[n] {
			t.Errorf("N=%d (join %v): tasks add up to %d, %d; want %d, %d", n, join, all, unique, countOEISAll[n], countOEISUnique[n])
		}
	}
}

// TestCountTasksFingerprint: the same board gives the same list, and each
// board its own.
func TestCountTasksFingerprint(t *testing.T) {
	seen := map[string]int{}
	for n := 1; n <= 18; n++ {
		a, _ := NewCountTasks(n)
		b, _ := NewCountTasks(n)
		if a.Fingerprint() != b.Fingerprint() || len(a.Fingerprint()) != 16 {
			t.Errorf("N=%d: fingerprints %q and %q, want one 16-digit value", n, a.Fingerprint(), b.Fingerprint())
		}
		if m, ok := seen[a.Fingerprint()]; ok {
			t.Errorf("N=%d and N=%d share the fingerprint %s", m, n, a.Fingerprint())
		}
		seen[a.Fingerprint()] = n
	}
}

func TestCountTasksRejects(t *testing.T) {
	for _, n := range []int{0, -3, MaxCountN + 1} {
		if _, err := NewCountTasks(n); err == nil {
			t.Errorf("NewCountTasks(%d) gave no error", n)
		}
	}
	tasks, _ := NewCountTasks(12)
	for _, i := range []int{-1, tasks.Len()} {
		err := tasks.Count(context.Background(), []int{0, i}, 1, func(int, uint64, uint64) {
			t.Errorf("task %d counted before the bad index was refused", i)
		})
		if err == nil {
			t.Errorf("Count of task %d of %d gave no error", i, tasks.Len())
		}
	}
}

// TestCountTasksCancel stops a count of N=16 after a few tasks: it returns
// the context's error, and every task it reported was whole — its count is
// what a count of that task alone gives.
func TestCountTasksCancel(t *testing.T) {
	tasks, _ := NewCountTasks(16)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	indices := make([]int, tasks.Len())
	for i := range indices {
		indices[i] = i
	}
	got := map[int][2]uint64{}
	err := tasks.Count(ctx, indices, 2, func(i int, all, unique uint64) {
		got[i] = [2]uint64{all, unique}
		if len(got) == 5 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled count: err = %v, want context.Canceled", err)
	}
	// Two workers: at most one more task finishes after the fifth.
	if len(got) < 5 || len(got) > 6 {
		t.Errorf("cancelled count reported %d tasks, want 5 or 6", len(got))
	}
	for i, want := range got {
		err := tasks.Count(context.Background(), []int{i}, 1, func(_ int, all, unique uint64) {
			if [2]uint64{all, unique} != want {
				t.Errorf("task %d: reported %v while cancelling, %v alone", i, want, [2]uint64{all, unique})
			}
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// TestCountTasksMemoryLimit: a join task list whose tables do not fit the
// limit is refused, with an error that says so, before any task is counted.
func TestCountTasksMemoryLimit(t *testing.T) {
	tasks, _ := NewCountTasks(14)
	tasks.SetMemoryLimit(1 << 10)
	err := tasks.Count(context.Background(), []int{0, 1}, 1, func(i int, _, _ uint64) {
		t.Errorf("task %d counted over the memory limit", i)
	})
	if !errors.Is(err, quadjoin.ErrMemory) {
		t.Errorf("N=14 within 1 KiB: err = %v, want quadjoin.ErrMemory", err)
	}
	// It says what would do, and the next list of the board is refused
	// from that, without counting the tables again.
	var short *quadjoin.MemoryError
	need, known := tablesNeed.Load(14)
	if !errors.As(err, &short) || !known || need.(uint64) != short.Need || short.Need <= 1<<10 ||
		!strings.Contains(err.Error(), fmt.Sprintf("needs %d MiB", (short.Need+1<<20-1)>>20)) {
		t.Errorf("N=14 within 1 KiB: %v; remembered %v %v", err, need, known)
	}
	again, _ := NewCountTasks(14)
	again.SetMemoryLimit(1 << 10)
	if err := again.Prepare(context.Background(), 1); !errors.As(err, &short) || short.Need != need.(uint64) {
		t.Errorf("N=14 again: %v, want the need remembered", err)
	}
}

// TestCountTasksInPieces: a limit that leaves room past the tables for
// fewer halves than N=16's longest lists hold still counts the board, its
// tasks joined in pieces.
func TestCountTasksInPieces(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1)) // Count lowers it
	const n = 16
	tab, err := quadjoin.NewTables(context.Background(), n, 1<<32)
	if err != nil {
		t.Fatal(err)
	}
	tasks := newCountTasks(n, true)
	tasks.SetMemoryLimit(tab.Bytes() + quadjoin.CounterBytes(1000))
	indices := make([]int, tasks.Len())
	for i := range indices {
		indices[i] = i
	}
	var all, unique uint64
	err = tasks.Count(context.Background(), indices, 1, func(_ int, a, u uint64) {
		all += a
		unique += u
	})
	if unique = tasks.Unique(unique); err != nil || all != countOEISAll[n] || unique != countOEISUnique[n] {
		t.Errorf("N=%d in pieces: %d, %d, %v; want %d, %d", n, all, unique, err, countOEISAll[n], countOEISUnique[n])
	}
}

// TestCountTasksLike: a smaller board's list is made by the method of the
// board it stands in for, and counts the same; a list counted in several
// calls (its counters kept between them, its tables shared with another
// list of the board) adds up as one call does.
func TestCountTasksLike(t *testing.T) {
	for _, tc := range []struct {
		m, n int
		join bool
	}{{13, 16, true}, {13, 13, false}, {14, 32, false}, {14, 24, true}, {14, 25, false}, {14, 14, true}, {1, 16, false}} {
		tasks, err := CountTasksLike(tc.m, tc.n)
		if err != nil {
			t.Fatal(err)
		}
		if tasks.UniqueIsShare() != tc.join {
			t.Errorf("CountTasksLike(%d, %d): join list %v, want %v", tc.m, tc.n, tasks.UniqueIsShare(), tc.join)
		}
		if err := tasks.Prepare(context.Background(), 2); err != nil {
			t.Fatal(err)
		}
		var all, unique uint64
		for i := range tasks.Len() {
			err := tasks.Count(context.Background(), []int{i}, 1, func(_ int, a, u uint64) { all, unique = all+a, unique+u })
			if err != nil {
				t.Fatal(err)
			}
		}
		if unique = tasks.Unique(unique); all != countOEISAll[tc.m] || unique != countOEISUnique[tc.m] {
			t.Errorf("CountTasksLike(%d, %d): %d, %d; want %d, %d", tc.m, tc.n, all, unique, countOEISAll[tc.m], countOEISUnique[tc.m])
		}
	}
	if _, err := CountTasksLike(0, 16); err == nil {
		t.Error("CountTasksLike(0, 16) gave no error")
	}
}

// TestCountTasksShareTables: two lists of a board share its task list and
// tables while one holds them, but not tables past a memory limit.
func TestCountTasksShareTables(t *testing.T) {
	a, b, c := newCountTasks(15, true), newCountTasks(15, true), newCountTasks(15, true)
	if err := a.Prepare(context.Background(), 1); err != nil {
		t.Fatal(err)
	}
	if err := b.Prepare(context.Background(), 1); err != nil {
		t.Fatal(err)
	}
	if a.tables == nil || a.tables != b.tables {
		t.Errorf("tables %p and %p, want the same", a.tables, b.tables)
	}
	if a.shared == nil || a.shared != b.shared || a.Fingerprint() != b.Fingerprint() {
		t.Errorf("task lists %p and %p, want the same", a.shared, b.shared)
	}
	c.SetMemoryLimit(a.tables.Bytes() - 1)
	if err := c.Prepare(context.Background(), 1); !errIsMemory(err) {
		t.Errorf("a limit under the tables' %d bytes: %v, want a refusal", a.tables.Bytes(), err)
	}
}

// TestPrepareCancelledIsNotKept: a table build cut short by its context
// returns the context's error, and the list builds them again next time
// rather than keep that error as its answer.
func TestPrepareCancelledIsNotKept(t *testing.T) {
	tasks, err := NewCountTasks(14)
	if err != nil || !tasks.NeedsTables() {
		t.Fatal(err, "or not the join's list")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := tasks.Prepare(ctx, 1); !errors.Is(err, context.Canceled) {
		t.Fatalf("Prepare on an ended context: %v, want context.Canceled", err)
	}
	if err := tasks.Prepare(context.Background(), 1); err != nil {
		t.Fatalf("Prepare after a cancelled one: %v", err)
	}
	indices := make([]int, tasks.Len()-1) // all but the symmetric boards
	for i := range indices {
		indices[i] = i
	}
	var all uint64
	if err := tasks.Count(context.Background(), indices, 1, func(_ int, a, _ uint64) { all += a }); err != nil || all != 365596 {
		t.Errorf("Count of N=14 after a cancelled Prepare: %d, %v; want 365596", all, err)
	}
}
