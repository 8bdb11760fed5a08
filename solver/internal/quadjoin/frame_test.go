package quadjoin

import (
	"context"
	"os"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/testkit"
)

// TestHalfFrame: on the boards past the old word (N=22..24) and smaller
// ones, a top and a bottom queen of a half share a bit of the half's frame
// exactly when they share a diagonal, so do a queen and the middle
// column's, and every set keeps the top bit of its word clear.
func TestHalfFrame(t *testing.T) {
	for _, n := range []int{8, 9, 16, 17, 22, 23, 24} {
		q := layout(n)
		h := q.h
		// bottom is a bottom queen's set in the half's frame.
		bottom := func(r, c int) uint64 {
			if n-h != h {
				return q.botHalf.apply(q.halfBits(r, c))
			}
			return q.botHalf.apply(q.quarterBits(r-h, c))
		}
		for r := 0; r < h; r++ {
			for c := 0; c < h; c++ {
				top := q.topHalf.apply(q.quarterBits(r, c))
				if top>>63 != 0 {
					t.Fatalf("N=%d: top (%d,%d) sets bit 63", n, r, c)
				}
				for r2 := h; r2 < n; r2++ {
					for c2 := 0; c2 < h; c2++ {
						b := bottom(r2, c2)
						if b>>63 != 0 {
							t.Fatalf("N=%d: bottom (%d,%d) sets bit 63", n, r2, c2)
						}
						diag := r-c == r2-c2 || r+c == r2+c2
						if got := top&b != 0; got != diag {
							t.Fatalf("N=%d: (%d,%d) and (%d,%d) clash %v, want %v", n, r, c, r2, c2, got, diag)
						}
					}
				}
			}
		}
		if n%2 == 0 {
			continue
		}
		for m := 0; m < n; m++ {
			mid := q.midMask(m)
			for r := 0; r < n; r++ {
				for c := 0; c < h; c++ {
					var set uint64
					if r < h {
						set = q.topHalf.apply(q.quarterBits(r, c))
					} else {
						set = bottom(r, c)
					}
					diag := m-h == r-c || m+h == r+c
					if got := set&mid != 0; got != diag {
						t.Fatalf("N=%d: (%d,%d) and the middle queen on row %d clash %v, want %v", n, r, c, m, got, diag)
					}
				}
			}
		}
	}
}

// wideBits is the pattern width countWide joins at: the widest the keys
// hold, wider than any board's up to MaxN.
const wideBits = matchBits + 4

// countWide counts the n×n board as countAll does, but with every
// pattern's "/" bits moved to the top of wideBits (the gap between never
// set): the join then takes the path of the boards past N=21 (six key
// bytes, the cuts that keep matchBits) on boards small enough to check.
func countWide(n int) uint64 {
	tab, err := NewTables(context.Background(), n, 1<<32)
	if err != nil {
		panic(err)
	}
	c := tab.NewCounter(1 << 26)
	h := n / 2
	w := uint(2*h - 1)
	at := uint(wideBits) - w
	widen := func(ps []uint64) {
		for i, p := range ps {
			ps[i] = p&(1<<w-1) | p>>w<<at
		}
	}
	main := uint64(1)<<(h-1) | 1<<(at+uint(h)-1)
	var total uint64
	for _, task := range Tasks(n) {
		m := int(task.Mid)
		others := (uint32(1)<<n - 1) &^ task.Rows
		if m >= 0 {
			others &^= 1 << m
		}
		mid := c.q.midMask(m)
		var l, r cursor
		c.lbuf, c.scratch, l, _ = c.q.halves(c.lbuf[:0], c.scratch, task.Rows, mid, false, c.maxHalves, cursor{})
		c.rbuf, c.scratch, r, _ = c.q.halves(c.rbuf[:0], c.scratch, others, mid, true, c.maxHalves, cursor{})
		if !l.done || !r.done {
			panic("halves")
		}
		widen(c.lbuf)
		widen(c.rbuf)
		total += uint64(task.Weight) * c.join.count(c.lbuf, c.rbuf, wideBits, main)
	}
	return total
}

// TestWideJoinMatchesOEIS checks the wide path's counts, and the unique
// counts they give, on N=8..14 (NQUEENS_LONG=1: ..17, which take a while:
// the padded patterns make every task build the widest tables).
func TestWideJoinMatchesOEIS(t *testing.T) {
	last := 14
	if os.Getenv("NQUEENS_LONG") == "1" {
		last = 17
	}
	for n := 8; n <= last; n++ {
		all := countWide(n)
		if all != testkit.OEISAll[n] {
			t.Errorf("N=%d: %d, want %d", n, all, testkit.OEISAll[n])
		}
		half, quarter := Symmetric(n)
		if got := (all + half + 2*quarter) / 8; got != testkit.OEISUnique[n] {
			t.Errorf("N=%d unique: %d, want %d", n, got, testkit.OEISUnique[n])
		}
	}
}

// TestPreimage: a top placement meets the middle queen's diagonals in the
// half's frame exactly when it meets their preimage in its own frame, on
// every odd board and every middle column, for every single queen of the
// top quarter and for pairs of them.
func TestPreimage(t *testing.T) {
	for _, n := range []int{9, 15, 17, 21, 23} {
		q := layout(n)
		h := q.h
		for mc := range n {
			// The middle column's queen on row mc, as halves gets it.
			mid := q.midMask(mc)
			pre := q.topHalf.preimage(mid)
			for r1 := range h {
				for c1 := range h {
					for r2 := range h {
						for c2 := range h {
							x := q.quarterBits(r1, c1) | q.quarterBits(r2, c2)
							if got, want := x&pre != 0, q.topHalf.apply(x)&mid != 0; got != want {
								t.Fatalf("N=%d mid %d, queens (%d,%d) (%d,%d): preimage says %v, the half's frame %v", n, mc, r1, c1, r2, c2, got, want)
							}
						}
					}
				}
			}
		}
	}
}
