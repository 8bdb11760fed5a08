package solver

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestMCIntN: intN draws what math/rand/v2's Rand.IntN draws from the same
// PCG state, for bounds of every kind (1, powers of two, odd, near 2³¹,
// the sizes of a board of millions), which is what keeps a seed's run.
func TestMCIntN(t *testing.T) {
	b := newMCBoard(1, 7)
	ref := rand.New(rand.NewPCG(7, mcPCGStream))
	bounds := []int{1, 2, 3, 7, 64, 100, 1000, 1 << 20, 10_000_000, 1<<31 - 1, 1 << 40, 3 << 61}
	for i := range 200_000 {
		n := bounds[i%len(bounds)]
		if i%3 == 0 {
			n = 1 + i
		}
		if got, want := b.intN(n), ref.IntN(n); got != want {
			t.Fatalf("draw %d below %d: intN %d, Rand.IntN %d", i, n, got, want)
		}
	}
}

// TestMCStartCounters: after a greedy or quick start, whose counters are
// filled from bitsets and whose attacked rows are found through the rows
// that took a busy line, the counters, the pairs and cand are what putting
// every queen down one by one and testing every row give.
func TestMCStartCounters(t *testing.T) {
	type run struct {
		n    int
		seed uint64
	}
	var runs []run
	for n := 1; n <= 300; n += 7 {
		for seed := range uint64(5) {
			runs = append(runs, run{n, seed})
		}
	}
	runs = append(runs, run{20_000, 1}, run{100_000, 2})
	for _, how := range []StartMode{GreedyStart, QuickStart} {
		withAttacks := 0 // the starts that left attacks: those listAttacked must find
		for _, rn := range runs {
			b := newMCBoard(rn.n, rn.seed)
			if !b.start(how) {
				t.Fatal("start stopped")
			}
			ref := newMCBoard(rn.n, 0)
			for r, c := range b.q {
				ref.put(r, int(c))
			}
			var attacked []int32
			for r := range rn.n {
				if ref.conflicts(r) > 0 {
					attacked = append(attacked, int32(r))
				}
			}
			where := fmt.Sprintf("%v N=%d seed %d", how, rn.n, rn.seed)
			switch {
			case b.pairs != ref.pairs:
				t.Fatalf("%s: %d pairs, counted %d", where, b.pairs, ref.pairs)
			case !slices.Equal(b.cols, ref.cols) || !slices.Equal(b.diags, ref.diags) || !slices.Equal(b.antis, ref.antis):
				t.Fatalf("%s: the counters differ from the queens'", where)
			case !slices.Equal(b.cand, attacked):
				t.Fatalf("%s: cand %v, the attacked rows %v", where, b.cand, attacked)
			}
			if len(attacked) > 0 {
				withAttacks++
			}
		}
		if withAttacks < 10 {
			t.Errorf("%v: only %d starts left attacks", how, withAttacks)
		}
	}
}
