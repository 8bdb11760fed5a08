package solver

import "testing"

// TestEveryCodeLineStandsForAnEvent: every line of both pseudocodes is
// marked by some event of an N=5 run, and each event's Code lies within the
// lines it marks.
func TestEveryCodeLineStandsForAnEvent(t *testing.T) {
	for _, strategy := range Strategies {
		code := Pseudocode(strategy)
		marked := make([]bool, len(code))
		s := mustNew(t, 5, strategy, nil)
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
		for i, ok := range marked {
			if !ok {
				t.Errorf("%v: no event marks line %d %q", strategy, i, code[i])
			}
		}
	}
}
