package solver

import "testing"

// TestEveryCodeLineStandsForAnEvent: every line of each pseudocode is
// marked by some event of an N=5 run (and of an N=3 one, for min-conflicts'
// give-up), and each event's Code lies within the lines it marks.
func TestEveryCodeLineStandsForAnEvent(t *testing.T) {
	for _, strategy := range Strategies {
		code := Pseudocode(strategy)
		marked := make([]bool, len(code))
		runs := []*Stepper{mustNew(t, 5, strategy, nil)}
		if strategy == MinConflicts {
			runs = append(runs, mustNew(t, 3, strategy, nil))
		}
		for _, s := range runs {
			markLines(t, s, marked)
		}
		for i, ok := range marked {
			if !ok {
				t.Errorf("%v: no event marks line %d %q", strategy, i, code[i])
			}
		}
	}
}

// markLines runs s to the end, checking each event's lines and marking them.
func markLines(t *testing.T, s *Stepper, marked []bool) {
	t.Helper()
	strategy, code := s.Strategy(), Pseudocode(s.Strategy())
	for ev := s.Event(); ; ev = s.Next() {
		first, last := CodeLines(strategy, ev.Kind)
		if first > last || first < 0 || last >= len(code) {
			t.Fatalf("%v: %v marks lines %d..%d of %d", strategy, ev.Kind, first, last, len(code))
		}
		if ev.Code < first || ev.Code > last {
			t.Fatalf("%v: %v names line %d outside its lines %d..%d", strategy, ev.Kind, ev.Code, first, last)
		}
		for i := first; i <= last; i++ {
			marked[i] = true
		}
		if ev.Kind == Done {
			break
		}
	}
}
