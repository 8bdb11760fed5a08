package solver

import (
	"slices"
	"testing"
)

// TestGoalsWalkTheirEvents: seekGoal from the start visits exactly the
// steps of the goal's events, in order, budget or not, and seekPrevGoal
// from the end visits them back; a goal the strategy makes no events for
// takes no step. Min-conflicts' backtrack goal is a restart: a start after
// the first.
func TestGoalsWalkTheirEvents(t *testing.T) {
	t.Parallel()
	for _, v := range variants {
		n := 6
		if v.strategy == MinConflicts {
			n = 12
		}
		ref, err := NewWith(n, v.strategy, nil, v.opt)
		if err != nil {
			t.Fatal(err)
		}
		var run []Event
		for !ref.IsDone() {
			run = append(run, ref.Next())
		}
		for _, g := range Goals {
			s, _ := NewWith(n, v.strategy, nil, v.opt)
			s.snapInterval = 16 // replays from snapshots on the way back
			k, name, ok := s.GoalKind(g)
			var want []uint64
			for _, ev := range run {
				if ok && ev.Kind == k && (k != Start || ev.Counters.Starts > 1) {
					want = append(want, ev.Counters.Steps)
				}
			}
			if ok != slices.Contains(v.strategy.Kinds(), k) || ok && name == "" {
				t.Errorf("%v: goal %v is kind %v %q ok %v", v.strategy, g, k, name, ok)
			}
			var got []uint64
			for budget := uint64(3); s.seekGoal(g, budget%5); budget++ {
				got = append(got, s.Step())
			}
			for ok && !s.IsDone() { // a budget ran out: go on without one
				if s.seekGoal(g, 0) {
					got = append(got, s.Step())
				}
			}
			if !slices.Equal(got, want) {
				t.Fatalf("%v %+v goal %v: forward at steps %v, want %v", v.strategy, v.opt, g, got, want)
			}
			var back []uint64
			for s.seekPrevGoal(g) {
				back = append(back, s.Step())
			}
			slices.Reverse(back)
			if !slices.Equal(back, want) {
				t.Fatalf("%v %+v goal %v: back at steps %v, want %v", v.strategy, v.opt, g, back, want)
			}
			if !ok && (s.seekGoal(g, 0) || s.Step() != 0) {
				t.Fatalf("%v: goal %v it has no events for moved to step %d", v.strategy, g, s.Step())
			}
		}
	}
}

// seekGoal steps forward to the next event of goal g, at most budget steps
// (0: no limit), and reports whether it stopped on one. It takes at least
// one step, so that a jump from one such event goes on to the next; when
// the budget runs out first it can be called again to go on (a UI spends a
// budget per frame), and when the run ends first it stops at Done. It
// takes no step for a goal the strategy has no events for.
func (s *Stepper) seekGoal(g Goal, budget uint64) bool {
	k, from, ok := s.target(g)
	if !ok {
		return false
	}
	for taken := uint64(0); !s.IsDone() && (budget == 0 || taken < budget); taken++ {
		if ev := s.Next(); ev.Kind == k && ev.Counters.Of(k) >= from {
			return true
		}
	}
	return false
}

// seekPrevGoal moves back to the previous event of goal g (before the
// current step) and reports whether there is one; otherwise nothing
// changes. Like SeekPrev it costs one replay of at most a snapshot
// interval.
func (s *Stepper) seekPrevGoal(g Goal) bool {
	k, from, ok := s.target(g)
	if !ok {
		return false
	}
	occurrence := s.st.ev.Counters.Of(k)
	if s.st.ev.Kind == k {
		occurrence--
	}
	if occurrence < from {
		return false
	}
	return s.SeekPrev(k)
}

// TestKindsListWhatRunsMake: the kinds of a strategy's spec are those its
// runs make.
func TestKindsListWhatRunsMake(t *testing.T) {
	t.Parallel()
	for _, strategy := range AllStrategies {
		seen := map[Kind]bool{}
		for _, n := range []int{3, 6} {
			s := mustNew(t, n, strategy, nil)
			for !s.IsDone() {
				seen[s.Next().Kind] = true
			}
		}
		for _, k := range strategy.Kinds() {
			if !seen[k] {
				t.Errorf("%v: lists %v, which no run of N=3 or 6 makes", strategy, k)
			}
			delete(seen, k)
		}
		if len(seen) > 0 {
			t.Errorf("%v: makes %v, not listed", strategy, seen)
		}
	}
}
