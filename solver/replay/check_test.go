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

// TestStreamFollowsTheBoard reads traces through the pull API a viewer
// uses: every event is the reference stepper's, counters included, and
// after each the board is the stepper's; min-conflicts' board is its own,
// checked against the queens of its start and its moves.
func TestStreamFollowsTheBoard(t *testing.T) {
	for _, r := range []run{{n: 6, strategy: solver.Array}, {n: 6, strategy: solver.Bitmask}, {n: 7, strategy: solver.FC, mrv: true}, {n: 8, strategy: solver.MinConflicts, seed: 3}} {
		s, err := NewStream(r.stream(t), Options{N: r.n, Strategy: r.strategy, StrategySet: true, MRV: r.mrv})
		if err != nil {
			t.Fatal(err)
		}
		if h := s.Header(); h != (Header{N: r.n, Strategy: r.strategy, MRV: r.mrv}) {
			t.Errorf("header %+v", h)
		}
		ref := r.stepper(t)
		board := make([]int, r.n)
		for {
			got, err := s.Next()
			if err != nil {
				if err.Error() != "EOF" {
					t.Fatal(err)
				}
				break
			}
			want := ref.Next()
			if got.Event != want || got.Line != int64(want.Counters.Steps) || s.Summary().Events != want.Counters.Steps {
				t.Fatalf("%s line %d: %+v, want %+v", r.strategy, got.Line, got.Event, want)
			}
			switch got.Event.Kind {
			case solver.Start:
				copy(board, got.Record.Queens)
			case solver.Move:
				board[got.Event.Row] = got.Event.Col
			}
			for row := 0; row < r.n; row++ {
				wantCol := ref.QueenCol(row)
				if r.strategy == solver.MinConflicts {
					wantCol = board[row]
					if ref.Step() == 0 {
						wantCol = -1
					}
				}
				if s.ck.QueenCol(row) != wantCol {
					t.Fatalf("%s line %d: row %d has its queen on column %d, want %d", r.strategy, got.Line, row, s.ck.QueenCol(row), wantCol)
				}
			}
		}
		if !ref.IsDone() {
			t.Errorf("%s: the stream ended at step %d, before the reference run", r.strategy, ref.Step())
		}
	}
}

// TestDescribe: a report names each strategy, MRV only where it applies.
func TestDescribe(t *testing.T) {
	want := map[solver.Strategy][2]string{
		solver.Array:        {"plain backtracking", "plain backtracking"},
		solver.Bitmask:      {"bitmask backtracking", "bitmask backtracking"},
		solver.FC:           {"forward checking", "forward checking with MRV"},
		solver.MinConflicts: {"min-conflicts", "min-conflicts"},
		solver.Construct:    {"construct", "construct"},
	}
	for _, s := range solver.AllStrategies {
		for i, mrv := range []bool{false, true} {
			if got := Describe(Header{N: 8, Strategy: s, MRV: mrv}).String(); got != want[s][i] {
				t.Errorf("%v, MRV %v: %q, want %q", s, mrv, got, want[s][i])
			}
		}
	}
}
