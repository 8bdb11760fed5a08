package solver

import (
	"context"
	"slices"
	"testing"
)

// TestRunProfileMatchesTheStepper: the walk of the tree counts the events
// and places the solutions exactly where the stepper makes them, for every
// strategy, with and without queens given.
func TestRunProfileMatchesTheStepper(t *testing.T) {
	t.Parallel()
	for _, v := range variants {
		for n := 1; n <= min(8, ProfileMaxN(v.strategy)); n++ {
			prefixes := [][]int{nil}
			if v.strategy.Exhaustive() && n >= 5 { // the others take no queens given
				prefixes = append(prefixes, []int{1}, []int{0, 2})
			}
			for _, prefix := range prefixes {
				s, err := NewWith(n, v.strategy, prefix, v.opt)
				if err != nil {
					t.Fatal(err)
				}
				var want []uint64
				for !s.IsDone() {
					if ev := s.Next(); ev.Kind == Solution {
						want = append(want, ev.Counters.Steps)
					}
				}
				var got []uint64
				steps, err := RunProfile(context.Background(), n, v.strategy, prefix, v.opt, func(step uint64) { got = append(got, step) })
				if err != nil || steps != s.Step() || !slices.Equal(got, want) {
					t.Fatalf("%v %+v N=%d %v: profile %d steps, solutions at %v (%v); stepper %d, %v", v.strategy, v.opt, n, prefix, steps, got, err, s.Step(), want)
				}
			}
		}
	}
	// Array and bitmask walk one tree at one speed; fc is stepped, more
	// slowly; every bound is a board the stepper takes.
	if a, b, f := ProfileMaxN(Array), ProfileMaxN(Bitmask), ProfileMaxN(FC); a != b || f > a || a > MaxN {
		t.Errorf("ProfileMaxN: array %d, bitmask %d, fc %d", a, b, f)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := RunProfile(ctx, 14, Array, nil, StepperOptions{}, func(uint64) {}); err == nil {
		t.Errorf("a cancelled profile of N=14 ends without the context's error")
	}
}
