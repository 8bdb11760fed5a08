package solver

import (
	"context"
	"testing"

	"github.com/nqueens/nqueens/solver/internal/board"
)

// TestSpecsComplete checks every entry of the strategy table: a name, a
// pseudocode whose every line some event marks (TestEveryCodeLineStandsForAnEvent), an
// engine, and a way to find its one solution exactly when it is not
// exhaustive.
func TestSpecsComplete(t *testing.T) {
	t.Parallel()
	names := map[string]bool{}
	for _, s := range AllStrategies {
		sp := s.spec()
		switch {
		case sp.name == "" || names[sp.name]:
			t.Errorf("%d: name %q empty or repeated", s, sp.name)
		case sp.method == "" || sp.title == "" || len(sp.pseudocode) == 0 || sp.lines == nil || sp.newEngine == nil:
			t.Errorf("%v: incomplete spec", s)
		case (sp.solveOne == nil) != sp.exhaustive:
			t.Errorf("%v: exhaustive %v but solveOne set %v", s, sp.exhaustive, sp.solveOne != nil)
		case sp.enumerates && !sp.exhaustive:
			t.Errorf("%v enumerates but is not exhaustive", s)
		case sp.maxSolveN < MaxN:
			t.Errorf("%v: MaxSolveN %d below MaxN", s, sp.maxSolveN)
		}
		names[sp.name] = true
		if _, err := New(5, s, nil); err != nil {
			t.Errorf("%v: %v", s, err)
		}
	}
	if _, err := New(5, Strategy(len(specs)), nil); err == nil {
		t.Errorf("a strategy past the table is accepted")
	}
	for _, o := range Options {
		if owner := OptionOf(o); !owner.Takes(o) {
			t.Errorf("option %v: OptionOf says %v, which does not take it", o, owner)
		}
	}
}

// TestSpecSaysHowItRuns checks the spec's claims about a run against runs:
// TriesAttacked, that some try is followed by its attack; TriesFreeOnly,
// that every try is followed by the place of its square; Determined, that
// two seeds make the same run.
func TestSpecSaysHowItRuns(t *testing.T) {
	t.Parallel()
	for _, s := range AllStrategies {
		runs := make([][]Event, 2)
		for i := range runs {
			st, err := NewWith(8, s, nil, StepperOptions{Seed: uint64(i + 1)})
			if err != nil {
				t.Fatal(err)
			}
			for !st.IsDone() {
				runs[i] = append(runs[i], st.Next())
			}
		}
		tries, attacked, placed := 0, 0, 0
		for i, ev := range runs[0][:len(runs[0])-1] {
			next := runs[0][i+1]
			if ev.Kind != Try {
				continue
			}
			tries++
			if next.Row == ev.Row && next.Col == ev.Col {
				switch next.Kind {
				case Attack:
					attacked++
				case Place:
					placed++
				}
			}
		}
		if got := tries > 0 && attacked > 0 && attacked+placed == tries; got != s.TriesAttacked() {
			t.Errorf("%v: %d tries, %d attacked, %d placed next; TriesAttacked says %v", s, tries, attacked, placed, s.TriesAttacked())
		}
		if got := tries > 0 && placed == tries; got != s.TriesFreeOnly() {
			t.Errorf("%v: %d tries, %d placed next; TriesFreeOnly says %v", s, tries, placed, s.TriesFreeOnly())
		}
		same := len(runs[0]) == len(runs[1])
		for i := 0; same && i < len(runs[0]); i++ {
			same = runs[0][i] == runs[1][i]
		}
		if same != s.Determined() {
			t.Errorf("%v: two seeds make the same run: %v; Determined says %v", s, same, s.Determined())
		}
	}
}

// TestViewsBelongToTheirStrategies checks that each typed view is there for
// its strategy only, and agrees with the board: the bitmask words of every
// row are those its queens above make, fc's domains hold no attacked
// square, min-conflicts' pairs are the attacking pairs of its board.
func TestViewsBelongToTheirStrategies(t *testing.T) {
	t.Parallel()
	for _, strategy := range AllStrategies {
		s := mustNew(t, 6, strategy, nil)
		bv, bits := s.Bitmask()
		fv, fc := s.FC()
		mv, mc := s.MC()
		if bits != (strategy == Bitmask) || fc != (strategy == FC) || mc != (strategy == MinConflicts) {
			t.Fatalf("%v: views bitmask %v fc %v mc %v", strategy, bits, fc, mc)
		}
		for !s.IsDone() {
			s.Next()
			n := s.N()
			if bits {
				var a board.Attacks
				for r := 0; r <= s.Row() && r < n; r++ {
					cols, ld, rd, ok := bv.Words(r)
					if !ok || (board.Attacks{Cols: cols, LD: ld, RD: rd}) != a {
						t.Fatalf("bitmask step %d row %d: words %b %b %b ok %v, want %b %b %b", s.Step(), r, cols, ld, rd, ok, a.Cols, a.LD, a.RD)
					}
					if free, _ := bv.Free(r); free != a.Free(bv.mask) {
						t.Fatalf("bitmask step %d row %d: free %b", s.Step(), r, free)
					}
					if r < s.Row() {
						a = a.Below(1<<uint(s.QueenCol(r)), bv.mask)
					}
				}
				if _, _, _, ok := bv.Words(s.Row() + 1); ok && s.Row()+1 < n {
					t.Fatalf("bitmask step %d: words of row %d, below the one being filled", s.Step(), s.Row()+1)
				}
			}
			if fc {
				for r := 0; r < n; r++ {
					if s.QueenCol(r) >= 0 {
						continue
					}
					for d := fv.Domain(r); d != 0; d &= d - 1 {
						c := popcount(d&-d - 1)
						if s.Threats(r, c) != NoLine && s.Event().Kind != Place {
							t.Fatalf("fc step %d: (%d,%d) in the domain is attacked", s.Step(), r, c)
						}
					}
				}
			}
			if mc {
				pairs := 0
				for r := 0; r < n; r++ {
					pairs += mv.QueenConflicts(r)
				}
				if pairs/2 != mv.ConflictPairs() {
					t.Fatalf("mc step %d: conflicts sum to %d, pairs %d", s.Step(), pairs, mv.ConflictPairs())
				}
			}
		}
	}
}

// TestSolveOneRefusesExhaustive: SolveOne is for the strategies that find
// one solution.
func TestSolveOneRefusesExhaustive(t *testing.T) {
	t.Parallel()
	for _, s := range AllStrategies {
		_, err := SolveOne(context.Background(), 8, s, StepperOptions{})
		if (err != nil) != s.Exhaustive() {
			t.Errorf("%v: SolveOne error %v", s, err)
		}
	}
}

// TestStrategyNamed checks that every strategy the views draw is found by
// its name, and that the names list them in order.
func TestStrategyNamed(t *testing.T) {
	t.Parallel()
	names := StrategyNames(Strategies)
	for i, s := range Strategies {
		if got, ok := StrategyNamed(names[i]); !ok || got != s {
			t.Errorf("StrategyNamed(%q) = %v, %v; want %v", names[i], got, ok, s)
		}
	}
	if _, ok := StrategyNamed("quick"); ok {
		t.Error(`StrategyNamed("quick") found a strategy`)
	}
	if !DefaultStrategy.known() {
		t.Errorf("DefaultStrategy %v is not in the table", DefaultStrategy)
	}
}
