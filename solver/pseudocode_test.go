package solver

import "testing"

// TestEveryCodeLineStandsForAnEvent: every line of each pseudocode is
// marked by some event of an N=5 run (and of an N=3 one, for min-conflicts'
// give-up), and each event's Code lies within the lines it marks.
func TestEveryCodeLineStandsForAnEvent(t *testing.T) {
	t.Parallel()
	for _, strategy := range AllStrategies {
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

// kindLines returns the lines of Pseudocode(s), first to last, that an
// event of kind k stands for whatever else happens: Stepper.CodeLines
// marks at least these.
func kindLines(s Strategy, k Kind) (first, last int) {
	sp := s.spec().lines[k]
	return sp.first, sp.last
}

// markLines runs s to the end, checking each event's lines and marking them.
func markLines(t *testing.T, s *Stepper, marked []bool) {
	t.Helper()
	strategy, code := s.Strategy(), Pseudocode(s.Strategy())
	for ev := s.Event(); ; ev = s.Next() {
		first, last := s.CodeLines()
		if kf, kl := kindLines(strategy, ev.Kind); first > kf || last < kl {
			t.Fatalf("%v: %v marks lines %d..%d, its kind %d..%d", strategy, ev.Kind, first, last, kf, kl)
		}
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

// TestMarkedLinesExecute: the lines an event marks are those that execute.
// fc's recursive call is marked exactly at the place or prune after which
// the search goes down into the call (the next event is a place or a
// solution), never at a wipe-out, which skips it; the return of a row that
// ran out of columns is marked at the backtrack it leads to (one not right
// after a solution) and at the end.
func TestMarkedLinesExecute(t *testing.T) {
	t.Parallel()
	type marks struct {
		kind      Kind
		has       func(int) bool
		afterSoln bool
	}
	run := func(s *Stepper) []marks {
		var out []marks
		prev := None
		for !s.IsDone() {
			ev := s.Next()
			first, last := s.CodeLines()
			out = append(out, marks{ev.Kind, func(i int) bool { return first <= i && i <= last }, prev == Solution})
			prev = ev.Kind
		}
		return out
	}
	for _, mrv := range []bool{false, true} {
		for _, n := range []int{4, 6, 8} {
			s, _ := NewWith(n, FC, nil, StepperOptions{MRV: mrv})
			evs := run(s)
			for i, m := range evs {
				next := Done
				if i+1 < len(evs) {
					next = evs[i+1].kind
				}
				callMade := (m.kind == Place || m.kind == Prune) && (next == Place || next == Solution)
				if m.has(fcCallLine) != callMade {
					t.Fatalf("fc mrv=%v N=%d event %d (%v, then %v): call marked %v, made %v", mrv, n, i+1, m.kind, next, m.has(fcCallLine), callMade)
				}
				if m.has(fcCallLine-1) != (callMade || m.kind == WipeOut) {
					t.Fatalf("fc mrv=%v N=%d event %d (%v): check marked %v", mrv, n, i+1, m.kind, m.has(fcCallLine-1))
				}
			}
		}
	}
	for _, strategy := range []Strategy{Array, Bitmask} {
		for _, n := range []int{1, 4, 6} {
			for i, m := range run(mustNew(t, n, strategy, nil)) {
				exhausted := m.kind == Done || m.kind == Backtrack && !m.afterSoln
				if m.has(9) != exhausted {
					t.Fatalf("%v N=%d event %d (%v): return marked %v, row exhausted %v", strategy, n, i+1, m.kind, m.has(9), exhausted)
				}
			}
		}
	}
}
