package quadjoin

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/testkit"
)

func countAll(n int) uint64 {
	total, err := countWithin(n, func(*Tables) int { return 1 << 26 })
	if err != nil {
		panic(err)
	}
	return total
}

// countWithin counts the board with at most maxHalves halves per side
// (from the tables: tightest gives the least that always fits).
func countWithin(n int, maxHalves func(*Tables) int) (uint64, error) {
	tab, err := NewTables(context.Background(), n, 1<<32)
	if err != nil {
		return 0, err
	}
	c := tab.NewCounter(maxHalves(tab))
	var total uint64
	for _, t := range Tasks(n) {
		v, err := c.Count(t)
		if err != nil {
			return 0, err
		}
		total += v
	}
	return total, nil
}

// tightest is the largest group of bottoms: a top's pairs always fit in
// that many halves, and a piece may hold as few.
func tightest(tab *Tables) int {
	most := 0
	for g := 0; g+1 < len(tab.q.botOff); g++ {
		most = max(most, int(tab.q.botOff[g+1]-tab.q.botOff[g]))
	}
	return most
}

// TestChunkedCountMatchesA000170: with room for as few halves as always
// fit (TestHalvesInPieces: fewer than some lists hold), the tasks are
// joined in pieces, and the counts stay exact; with room for one, not even
// a top's pairs fit, and the count is refused.
func TestChunkedCountMatchesA000170(t *testing.T) {
	for n := 12; n <= 15; n++ {
		got, err := countWithin(n, tightest)
		if err != nil || got != testkit.OEISAll[n] {
			t.Errorf("N=%d in pieces: %d, %v; want %d", n, got, err, testkit.OEISAll[n])
		}
	}
	if _, err := countWithin(14, func(*Tables) int { return 1 }); !errors.Is(err, ErrMemory) {
		t.Errorf("N=14 within 1 half: err = %v, want ErrMemory", err)
	}
}

// TestHalvesInPieces: the pieces of a list too long for max are the whole
// list's halves in its order, each piece at most max long, and some of
// the lists are long enough to need several.
func TestHalvesInPieces(t *testing.T) {
	for n := 12; n <= 15; n++ {
		halvesInPieces(t, n)
	}
}

func halvesInPieces(t *testing.T, n int) {
	tab, err := NewTables(context.Background(), n, 1<<32)
	if err != nil {
		t.Fatal(err)
	}
	max := tightest(tab)
	q := tab.q
	split := 0
	for _, task := range Tasks(n) {
		m := int(task.Mid)
		mid := q.midMask(m)
		others := (uint32(1)<<n - 1) &^ task.Rows
		if m >= 0 {
			others &^= 1 << m
		}
		for side, rows := range []uint32{task.Rows, others} {
			whole, _, end, _ := q.halves(nil, nil, rows, mid, side == 1, 1<<30, cursor{})
			if !end.done {
				t.Fatalf("task %+v: the whole list did not end", task)
			}
			var joined, piece []uint64
			pieces := 0
			for at := (cursor{}); !at.done; pieces++ {
				var ok bool
				piece, _, at, ok = q.halves(piece[:0], nil, rows, mid, side == 1, max, at)
				if !ok || len(piece) > max {
					t.Fatalf("task %+v side %d piece %d: %d halves, ok %v, cursor %+v", task, side, pieces, len(piece), ok, at)
				}
				joined = append(joined, piece...)
			}
			if !slices.Equal(joined, whole) {
				t.Fatalf("task %+v side %d: %d pieces make %d halves, the whole list %d (or another order)", task, side, pieces, len(joined), len(whole))
			}
			if pieces > 1 {
				split++
			}
		}
	}
	if split == 0 {
		t.Errorf("N=%d: no list needed more than one piece of %d", n, max)
	}
}

func TestCountMatchesA000170(t *testing.T) {
	for n := MinN; n <= 15; n++ {
		if got := countAll(n); got != testkit.OEISAll[n] {
			t.Errorf("N=%d: %d, want %d", n, got, testkit.OEISAll[n])
		}
	}
}

func TestTranspose64(t *testing.T) {
	var m, orig [64]uint64
	x := uint64(0x9E3779B97F4A7C15)
	for i := range m {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		m[i] = x
	}
	orig = m
	transpose64(&m)
	for i := 0; i < 64; i++ {
		for b := 0; b < 64; b++ {
			if m[b]>>i&1 != orig[i]>>b&1 {
				t.Fatalf("bit %d of row %d: got %d", i, b, m[b]>>i&1)
			}
		}
	}
}

var a002562 = []uint64{1, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955, 11977939, 83263591, 621012754, 4878666808}

// TestUniqueByBurnside: the total, the half-turn and quarter-turn
// symmetric counts give A002562.
func TestUniqueByBurnside(t *testing.T) {
	for n := MinN; n <= 15; n++ {
		half, quarter := Symmetric(n)
		if got := (countAll(n) + half + 2*quarter) / 8; got != a002562[n] {
			t.Errorf("N=%d: %d, want %d", n, got, a002562[n])
		}
	}
}

func TestTranspose64x32(t *testing.T) {
	var m, full [64]uint64
	x := uint64(0x2545F4914F6CDD1D)
	for i := range m {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		m[i] = x & (1<<32 - 1)
	}
	full = m
	transpose64(&full)
	transpose64x32(&m)
	for b := 0; b < 32; b++ {
		if m[b] != full[b] {
			t.Fatalf("row %d: %#x, want %#x", b, m[b], full[b])
		}
	}
}
