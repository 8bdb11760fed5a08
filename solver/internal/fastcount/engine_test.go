package fastcount

import (
	"math/bits"
	"testing"

	"github.com/nqueens/nqueens/solver/internal/board"
)

// oeisAll is OEIS A000170 (all solutions), oeisUnique A002562 (fundamental
// solutions), both for N = 0..11 (N = 0 unused).
var (
	oeisAll    = []uint64{0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680}
	oeisUnique = []uint64{0, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341}
)

// TestSmallPathAgrees checks the plain path used below MinN against the
// OEIS above it too, since the engine relies on it to be exact.
func TestSmallPathAgrees(t *testing.T) {
	for n := 1; n <= 11; n++ {
		all, unique := Small(n)
		if all != oeisAll[n] || unique != oeisUnique[n] {
			t.Errorf("Small(%d) = %d, %d; want %d, %d", n, all, unique, oeisAll[n], oeisUnique[n])
		}
	}
}

// TestEngineWideBoards runs the engine on boards up to 32 columns, where
// bit 31 is a column rather than the tie flag: the rows of a task down to
// the last few are pinned to a known solution (turned so that its deepest
// border queen is on top), and the engine's count of the canonical boards
// below must match a plain enumeration classified one by one.
func TestEngineWideBoards(t *testing.T) {
	if testing.Short() {
		t.Skip("one goroutine computing: the run without -short makes it, and CI races -short")
	}
	for _, n := range []int{16, 31, 32} {
		first := firstSolution(n)
		if first == nil {
			t.Fatalf("N=%d: no first solution", n)
		}
		q := deepestOnTop(first)
		d := q[0]
		for _, free := range []int{8, 10, 12} {
			eng := newEngine(n, nil)
			eng.setBound(d)
			for y := taskMaxRows; y < n-free; y++ {
				eng.allow[y] &= 1 << uint(q[y])
			}
			task := Task{d: int8(d), row: taskMaxRows}
			var c, l, r uint32
			for y := 0; y < taskMaxRows; y++ {
				task.queens[y] = int8(q[y])
				bit := uint32(1) << uint(q[y])
				c, l, r = c|bit, (l|bit)<<1, (r|bit)>>1
			}
			task.c, task.l, task.r = c, l, r
			var got tally
			eng.run(&task, &got)
			want := referenceTally(n, eng.allow, q[:taskMaxRows])
			if got.all != want.all || got.unique != want.unique || want.unique == 0 {
				t.Fatalf("N=%d, %d free rows: engine %d/%d, reference %d/%d (all/unique)", n, free, got.all, got.unique, want.all, want.unique)
			}
		}
	}
}

// firstSolution returns the lexicographically first solution of the n×n
// board by plain backtracking, or nil if it has none.
func firstSolution(n int) []int {
	mask := board.LowBits(n)
	q := make([]int, n)
	var place func(y int, a board.Attacks) bool
	place = func(y int, a board.Attacks) bool {
		if y == n {
			return true
		}
		for f := a.Free(mask); f != 0; f &= f - 1 {
			bit := f & -f
			q[y] = bits.TrailingZeros64(bit)
			if place(y+1, a.Below(bit, mask)) {
				return true
			}
		}
		return false
	}
	if !place(0, board.Attacks{}) {
		return nil
	}
	return q
}

// deepestOnTop returns the image of the solution q whose deepest border
// queen is on the top row, in the left half.
func deepestOnTop(q []int) []int {
	n := len(q)
	depth := func(i int) int { return min(i, n-1-i) }
	inv := make([]int, n)
	board.Invert(inv, q)
	deepest := max(depth(q[0]), depth(q[n-1]), depth(inv[0]), depth(inv[n-1]))
	for _, t := range board.All {
		img := make([]int, n)
		for i := range img {
			img[i] = t.Row(q, inv, i)
		}
		if depth(img[0]) == deepest && img[0] <= (n-1)/2 {
			return img
		}
	}
	panic("no image has its deepest border queen on top")
}

// referenceTally enumerates the boards extending prefix row by row within
// allow and classifies each with board.ClassWeight.
func referenceTally(n int, allow [32]uint32, prefix []int) tally {
	var res tally
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
			board.Invert(inv, q)
			if w := board.ClassWeight(q, inv, true); w != 0 {
				res.add(w)
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
	return res
}
