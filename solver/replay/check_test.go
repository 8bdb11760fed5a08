package replay

import (
	"fmt"
	"os"
	"testing"

	"github.com/nqueens/nqueens/solver"
)

// oeis is A000170, the number of solutions of N = 1..12.
var oeis = []uint64{1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200}

// TestEveryReferenceTraceChecks checks the trace of every strategy for
// N = 1..10, and 11 and 12 with NQUEENS_LONG=1 (20 s): it must pass, with
// the events and the solutions of the run.
func TestEveryReferenceTraceChecks(t *testing.T) {
	maxN := 10
	if os.Getenv("NQUEENS_LONG") == "1" {
		maxN = 12
	}
	for _, base := range strategyRuns {
		for n := 1; n <= maxN; n++ {
			r := base
			r.n = n
			t.Run(fmt.Sprintf("%s/mrv=%v/seed=%d/N=%d", r.strategy, r.mrv, r.seed, n), func(t *testing.T) {
				ref := r.stepper(t)
				ref.Seek(^uint64(0) >> 1)
				sum, err := Check(r.stream(t), r.options(), nil)
				if err != nil {
					t.Fatalf("%v\n%s\nexpected %s", err, err.(*Error).Board, err.(*Error).Expected)
				}
				want := oeis[n-1]
				if r.strategy == solver.MinConflicts {
					want = min(want, 1)
				}
				if sum.Events != ref.Step() || sum.Solutions != want {
					t.Errorf("summary %v, want %d events and %d solutions", sum, ref.Step(), want)
				}
			})
		}
	}
}
