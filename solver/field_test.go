package solver

import "testing"

// TestEventFields checks the fields every strategy gives its events on a
// run of N=5: each key once, a prune's squares those FC says it pruned,
// and a field for each kind that carries one (the trace format's).
func TestEventFields(t *testing.T) {
	t.Parallel()
	carries := map[Kind]bool{Attack: true, Solution: true, Prune: true, WipeOut: true, Start: true, Pick: true, Evaluate: true, Move: true, GiveUp: true}
	for _, strategy := range AllStrategies {
		s, err := New(5, strategy, nil)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; !s.IsDone() && step < 2000; step++ {
			ev := s.Next()
			fields := s.EventFields(ev)
			if carries[ev.Kind] != (len(fields) > 0) {
				t.Errorf("%v %v: fields %v", strategy, ev.Kind, fields)
			}
			seen := map[string]bool{}
			for _, f := range fields {
				if f.Key == "" || seen[f.Key] {
					t.Errorf("%v %v: key %q empty or repeated", strategy, ev.Kind, f.Key)
				}
				seen[f.Key] = true
				if ev.Kind == Prune && f.Key == "pruned" {
					fv, _ := s.FC()
					var want, got int
					for r := range s.N() {
						want += popcount(fv.Pruned(r))
					}
					got = len(f.Squares)
					if got != want || got == 0 {
						t.Errorf("%v prune at step %d: %d squares, FC says %d", strategy, step, got, want)
					}
				}
			}
		}
	}
}
