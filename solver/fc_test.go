package solver

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// runSolutions runs s to the end and returns its solutions in order.
func runSolutions(s *Stepper) [][]int {
	var out [][]int
	for ev := s.Next(); ev.Kind != Done; ev = s.Next() {
		if ev.Kind == Solution {
			out = append(out, s.Queens())
		}
	}
	return out
}

// TestFCFindsPlainSolutions: for N = 1..10 (NQUEENS_LONG=1: ..12) forward
// checking finds exactly plain backtracking's solutions, in the same order,
// A000170 of them, with no more queens put down than plain backtracking
// (its nodes, counted by a plain run); with MRV it finds the same set in
// some order. The engines do not branch on N, and the two largest boards,
// most of the test's time, reach no statement of the solver the smaller
// ones do not (the coverage profiles of the two sweeps hold the same
// statements).
func TestFCFindsPlainSolutions(t *testing.T) {
	t.Parallel()
	maxN := 10
	if os.Getenv("NQUEENS_LONG") == "1" {
		maxN = 12
	}
	for n := 1; n <= maxN; n++ {
		var want [][]int
		for _, q := range solutions(n) {
			want = append(want, slices.Clone(q))
		}
		if uint64(len(want)) != enumTestTotal[n] {
			t.Fatalf("N=%d: the enumerator lists %d solutions, A000170 says %d", n, len(want), enumTestTotal[n])
		}
		plain := mustNew(t, n, Bitmask, nil)
		plain.seekNext(Done)

		fc := mustNew(t, n, FC, nil)
		if got := runSolutions(fc); !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("N=%d: fc finds %d solutions, not plain backtracking's %d in order", n, len(got), len(want))
		}
		if fc.Counters().Placements > plain.Counters().Placements {
			t.Errorf("N=%d: fc puts down %d queens, plain backtracking %d", n, fc.Counters().Placements, plain.Counters().Placements)
		}
		if got, ok := fc.PlainNodes(^uint64(0) - 1); !ok || got != plain.Counters().Placements {
			t.Errorf("N=%d: PlainNodes at done %d (ok %v), plain backtracking put down %d", n, got, ok, plain.Counters().Placements)
		}

		mrv, err := NewWith(n, FC, nil, StepperOptions{MRV: true})
		if err != nil {
			t.Fatal(err)
		}
		got := runSolutions(mrv)
		slices.SortFunc(got, slices.Compare)
		if !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("N=%d: fc with MRV finds %d solutions, not the %d of plain backtracking", n, len(got), len(want))
		}
		if mrv.Counters().Solutions != enumTestTotal[n] {
			t.Errorf("N=%d: fc with MRV counts %d solutions", n, mrv.Counters().Solutions)
		}
	}
}

// TestFCDomainsAtEveryStep checks what fc shows against the definitions, at
// every step of N = 1..8 runs with and without MRV: a row without a queen
// has as domain the squares no queen standing attacks (those before the
// queen just placed, until its prune is reported); a square outside it was
// pruned by the first queen in Order to attack it; a prune names the
// queen just placed and shrinks some domain; a wipe-out names an empty
// domain and is followed by the lifting of the queen that emptied it, which
// the narration gives as the reason; another backtrack names the row that
// ran out of squares; a place goes, with MRV, to a row with the fewest
// squares.
func TestFCDomainsAtEveryStep(t *testing.T) {
	t.Parallel()
	for _, mrv := range []bool{false, true} {
		for n := 1; n <= 8; n++ {
			s, err := NewWith(n, FC, nil, StepperOptions{MRV: mrv})
			if err != nil {
				t.Fatal(err)
			}
			fv, _ := s.FC()
			var prev Event
			prevRow := s.Row() // the row being filled before the step
			prevDomains := make([]uint64, n)
			for ev := s.Event(); ; ev = s.Next() {
				where := func() string { return fmt.Sprintf("MRV %v N=%d step %d %v", mrv, n, ev.Counters.Steps, ev.Kind) }
				order := s.Order(nil)
				if len(order) != s.Placed() {
					t.Fatalf("%s: %d queens standing, order %v", where(), s.Placed(), order)
				}
				// The queens that have pruned: all but one just placed.
				pruners := order
				if ev.Kind == Place {
					pruners = order[:len(order)-1]
				}
				for r := 0; r < n; r++ {
					// Pruned: at a prune, the squares whose PrunedBy is the
					// queen just placed; nothing at the other events.
					var wantPruned uint64
					for c := 0; c < n; c++ {
						if by, ok := fv.PrunedBy(r, c); ev.Kind == Prune && ok && by == ev.By {
							wantPruned |= 1 << uint(c)
						}
					}
					if got := fv.Pruned(r); got != wantPruned {
						t.Fatalf("%s: row %d pruned %b, want %b", where(), r, got, wantPruned)
					}
					if slices.Contains(order, r) {
						continue
					}
					var want uint64
					for c := 0; c < n; c++ {
						var first Square
						found := false
						for _, qr := range pruners {
							q := Square{qr, s.QueenCol(qr)}
							if AttackLine(q, Square{r, c}) != NoLine {
								first, found = q, true
								break
							}
						}
						by, ok := fv.PrunedBy(r, c)
						if ok != found || ok && by != first {
							t.Fatalf("%s: square (%d,%d) pruned by %v (%v), want %v (%v)", where(), r, c, by, ok, first, found)
						}
						if !found {
							want |= 1 << uint(c)
						}
					}
					if got := fv.Domain(r); got != want {
						t.Fatalf("%s: row %d domain %b, want %b", where(), r, got, want)
					}
				}
				if dead, _ := fv.DeadRow(); ev.Kind != Backtrack && dead != -1 {
					t.Fatalf("%s: DeadRow %d away from a backtrack", where(), dead)
				}
				switch ev.Kind {
				case Prune:
					if prev.Kind != Place || ev.By != (Square{prev.Row, prev.Col}) {
						t.Fatalf("%s: prune by %v after %v", where(), ev.By, prev)
					}
					shrank := false
					for r := 0; r < n; r++ {
						shrank = shrank || fv.Domain(r) != prevDomains[r]
					}
					if !shrank {
						t.Fatalf("%s: a prune that prunes nothing", where())
					}
				case WipeOut:
					if fv.Domain(ev.Row) != 0 || slices.Contains(order, ev.Row) || ev.By != (Square{order[len(order)-1], s.QueenCol(order[len(order)-1])}) {
						t.Fatalf("%s: wipe-out of row %d (domain %b) by %v", where(), ev.Row, fv.Domain(ev.Row), ev.By)
					}
				case Backtrack:
					if prev.Kind == WipeOut && (Square{ev.Row, ev.Col}) != prev.By {
						t.Fatalf("%s: after the wipe-out by %v, lifts (%d,%d)", where(), prev.By, ev.Row, ev.Col)
					}
					// The row that ran dry: the one wiped out, none after
					// a solution, or else the row being filled.
					wantDead, wantWiped := prevRow, false
					switch prev.Kind {
					case WipeOut:
						wantDead, wantWiped = prev.Row, true
					case Solution:
						wantDead = -1
					}
					if dead, wiped := fv.DeadRow(); dead != wantDead || wiped != wantWiped {
						t.Fatalf("%s: DeadRow %d (wiped out %v), want %d (%v)", where(), dead, wiped, wantDead, wantWiped)
					}
					// The narration says why — a wipe-out, a solution, or
					// the row being filled ran out of squares — and where
					// the search goes on.
					why := fmt.Sprintf("row %d has no square left to try — lift the queen at (%d,%d)", prevRow, ev.Row, ev.Col)
					switch prev.Kind {
					case WipeOut:
						why = fmt.Sprintf("backtrack: lift the queen at (%d,%d) and give back the squares it pruned", ev.Row, ev.Col)
					case Solution:
						why = fmt.Sprintf("row %d: lift the queen at (%d,%d)", ev.Row, ev.Row, ev.Col)
					}
					next := fmt.Sprintf("row %d has no square left", ev.Row)
					switch {
					case s.Remaining(ev.Row) != 0 && prev.Kind == Solution:
						next = "look for more solutions"
					case s.Remaining(ev.Row) != 0:
						next = fmt.Sprintf("try the next square of row %d", ev.Row)
					}
					if text := s.Narrate(); !strings.Contains(text, why) || !strings.Contains(text, next) {
						t.Fatalf("%s: %q does not say %q and %q", where(), text, why, next)
					}
				case Place:
					if mrv {
						entered := popcount(fv.Domain(ev.Row))
						for r := 0; r < n; r++ {
							if !slices.Contains(order, r) && popcount(prevDomains[r]) < entered {
								t.Fatalf("%s: row %d has %d squares, fewer than row %d's %d", where(), r, popcount(prevDomains[r]), ev.Row, entered)
							}
						}
					} else if ev.Row != len(order)-1 {
						t.Fatalf("%s: place on row %d with rows %v filled", where(), ev.Row, order)
					}
				}
				for r := 0; r < n; r++ {
					prevDomains[r] = fv.Domain(r)
				}
				prev, prevRow = ev, s.Row()
				if ev.Kind == Done {
					break
				}
			}
		}
	}
}

// TestPlainNodesMatchAPlainRun: at every step of fc (N = 1..8, and a run
// from a queen given), PlainNodes equals the queens a real plain run has put
// down at the moment it defines, which is never fewer than fc's own.
func TestPlainNodesMatchAPlainRun(t *testing.T) {
	t.Parallel()
	type moment struct {
		kind  Kind
		board string
	}
	for _, prefix := range [][]int{nil, {1}} {
		for n := len(prefix) + 1; n <= 8; n++ {
			if ValidatePlacement(n, prefix) != nil {
				continue
			}
			plain := mustNew(t, n, Array, prefix)
			at := map[moment]uint64{}
			for ev := plain.Next(); ; ev = plain.Next() {
				switch ev.Kind {
				case Place, Solution:
					at[moment{Place, joinInts(plain.Queens())}] = ev.Counters.Placements
				case Backtrack:
					at[moment{Backtrack, joinInts(append(plain.Queens(), ev.Col))}] = ev.Counters.Placements
				}
				if ev.Kind == Done {
					break
				}
			}
			total := plain.Counters().Placements
			fc := mustNew(t, n, FC, prefix)
			for ev := fc.Event(); ; ev = fc.Next() {
				var want uint64
				switch ev.Kind {
				case None:
					want = 0
				case Done:
					want = total
				case Backtrack:
					want = at[moment{Backtrack, joinInts(append(fc.Queens(), ev.Col))}]
				default:
					want = at[moment{Place, joinInts(fc.Queens())}]
				}
				got, ok := fc.PlainNodes(1 << 40)
				if !ok || got != want {
					t.Fatalf("N=%d %v step %d %v: PlainNodes %d (ok %v), the plain run %d", n, prefix, ev.Counters.Steps, ev.Kind, got, ok, want)
				}
				if got < ev.Counters.Placements {
					t.Fatalf("N=%d step %d: fc put down %d queens, plain backtracking %d", n, ev.Counters.Steps, ev.Counters.Placements, got)
				}
				if capped, _ := fc.PlainNodes(got / 2); got > 1 && capped != got/2+1 {
					t.Fatalf("N=%d step %d: PlainNodes(%d) = %d, want %d (past the limit)", n, ev.Counters.Steps, got/2, capped, got/2+1)
				}
				if ev.Kind == Done {
					break
				}
			}
		}
	}
	// With MRV only solutions and done compare.
	s, _ := NewWith(6, FC, nil, StepperOptions{MRV: true})
	for ev := s.Next(); ev.Kind != Done; ev = s.Next() {
		if _, ok := s.PlainNodes(1 << 40); ok != (ev.Kind == Solution) {
			t.Fatalf("MRV step %d %v: PlainNodes ok %v", ev.Counters.Steps, ev.Kind, ok)
		}
	}
}

// TestFCFromAWipedOutPrefix: queens given that leave a row without a square
// end the search at once, with a wipe-out and done.
func TestFCFromAWipedOutPrefix(t *testing.T) {
	t.Parallel()
	// (0,0) and (1,2) on 4×4 attack all of row 2: (2,0) and (2,2) along
	// their columns, (2,1) and (2,3) along the diagonals of (1,2).
	s := mustNew(t, 4, FC, []int{0, 2})
	fv, _ := s.FC()
	ev := s.Next()
	if ev.Kind != WipeOut || fv.Domain(ev.Row) != 0 {
		t.Fatalf("first step %v on row %d (domain %b), want a wipe-out", ev.Kind, ev.Row, fv.Domain(ev.Row))
	}
	if ev = s.Next(); ev.Kind != Done || ev.Counters.Solutions != 0 {
		t.Fatalf("then %v, want done", ev.Kind)
	}
}

// TestFCNarrateEnd: fc's last backtrack says the search is over, not "try
// the next square of row 0", and its done counts in the singular for one.
func TestFCNarrateEnd(t *testing.T) {
	t.Parallel()
	lines := narration(t, 4, FC)
	if last := lines[len(lines)-2]; !strings.HasSuffix(last, "row 0 has no square left either: the search is over") {
		t.Errorf("the last backtrack of N=4 says %q", last)
	}
	if done := lines[len(lines)-1]; done != "done: all 2 solutions found with 16 queens placed (the nodes of the search), 4 wipe-outs" {
		t.Errorf("N=4 ends with %q", done)
	}
	one := narration(t, 1, FC)
	want := []string{
		"row 0: lift the queen at (0,0) and give back the squares it pruned; row 0 has no square left: the search is over",
		"done: the 1 solution found with 1 queen placed (the nodes of the search), 0 wipe-outs",
	}
	if got := one[len(one)-2:]; !slices.Equal(got, want) {
		t.Errorf("N=1 ends with %q, want %q", got, want)
	}
}
