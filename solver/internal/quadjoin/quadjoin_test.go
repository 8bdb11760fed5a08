package quadjoin

import (
	"context"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/testkit"
)

func countAll(n int) uint64 {
	tab, err := NewTables(context.Background(), n, 1<<32)
	if err != nil {
		panic(err)
	}
	c := tab.NewCounter(1 << 26)
	var total uint64
	for _, t := range Tasks(n) {
		v, err := c.Count(t)
		if err != nil {
			panic(err)
		}
		total += v
	}
	return total
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
