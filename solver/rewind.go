package solver

import "sort"

// frontier returns the step of the newest snapshot.
func (s *Stepper) frontier() uint64 {
	return s.snaps[len(s.snaps)-1].ev.Counters.Steps
}

// snapshot saves the current state, thinning the older snapshots to every
// other one (and doubling the interval) when their number reaches the cap.
func (s *Stepper) snapshot() {
	s.eng.save()
	if len(s.snaps) >= s.maxSnaps {
		s.snapInterval *= 2
		kept := s.snaps[:0]
		for _, snap := range s.snaps {
			if snap.ev.Counters.Steps%s.snapInterval == 0 {
				kept = append(kept, snap)
			}
		}
		// Drop references beyond the kept ones (states hold no pointers,
		// but keeping len honest keeps append from reusing them wrongly).
		s.snaps = kept
		if s.st.ev.Counters.Steps%s.snapInterval != 0 {
			return
		}
	}
	s.snaps = append(s.snaps, s.st)
}

// restore makes snapshot i the current state.
func (s *Stepper) restore(i int) {
	s.st = s.snaps[i]
	s.eng.load()
}

// latestSnapshot returns the index of the last snapshot for which before
// holds, assuming before is true for a prefix of the snapshots (it always
// holds for the first one, step 0, whenever it is called).
func (s *Stepper) latestSnapshot(before func(st *state) bool) int {
	i := sort.Search(len(s.snaps), func(i int) bool { return !before(&s.snaps[i]) })
	return max(i-1, 0)
}

// Seek moves to the state after the given step (0: before the first) and
// returns the step reached, which is smaller only when the search ends
// before it. Moving backwards replays from the nearest snapshot.
func (s *Stepper) Seek(step uint64) uint64 {
	i := s.latestSnapshot(func(st *state) bool { return st.ev.Counters.Steps <= step })
	if snapStep := s.snaps[i].ev.Counters.Steps; step < s.Step() || snapStep > s.Step() {
		// Replay from the nearest snapshot: backwards there is no other
		// way, forwards it skips what has been walked already.
		s.restore(i)
	}
	for s.Step() < step && !s.IsDone() {
		s.Next()
	}
	return s.Step()
}

// Back undoes one step; it reports false at step 0.
func (s *Stepper) Back() bool {
	if s.Step() == 0 {
		return false
	}
	s.Seek(s.Step() - 1)
	return true
}

// SeekPrev moves back to the previous event of kind k (before the current
// step) and reports whether there is one; otherwise nothing changes. It
// finds the snapshot just before that event from the counters, so it costs
// one replay of at most a snapshot interval whatever the distance.
func (s *Stepper) SeekPrev(k Kind) bool {
	if k == None || k == Done {
		return false
	}
	occurrence := s.st.ev.Counters.Of(k)
	if s.st.ev.Kind == k {
		occurrence--
	}
	if occurrence == 0 {
		return false
	}
	i := s.latestSnapshot(func(st *state) bool { return st.ev.Counters.Of(k) < occurrence })
	s.restore(i)
	for s.st.ev.Counters.Of(k) < occurrence {
		s.Next()
	}
	return true
}
