package solver

// Goal is an event a jump runs to, forward (SeekNext) or back
// (SeekPrevGoal): the next solution, backtrack, attack, place or wipe-out.
type Goal uint8

const (
	GoalSolution  Goal = iota // a solution
	GoalBacktrack             // a backtrack; with min-conflicts, which never backtracks, a restart
	GoalAttack                // an attacked square named (array, bitmask)
	GoalPlace                 // a queen put down
	GoalWipeOut               // a domain left empty (fc)
)

// Goals lists every goal.
var Goals = []Goal{GoalSolution, GoalBacktrack, GoalAttack, GoalPlace, GoalWipeOut}

var goalKinds = [...]Kind{GoalSolution: Solution, GoalBacktrack: Backtrack, GoalAttack: Attack, GoalPlace: Place, GoalWipeOut: WipeOut}

// String returns the goal's name: "solution", "backtrack", "attack",
// "place", "wipe-out".
func (g Goal) String() string { return goalKinds[g].String() }

// Kind is the kind of event the goal stops at (a restart, for
// min-conflicts' backtrack goal, aside: see GoalKind).
func (g Goal) Kind() Kind { return goalKinds[g] }

// target is the event a goal stops at in this run: its kind, and the first
// occurrence of it that counts (a restart is a start after the first).
func (s *Stepper) target(g Goal) (k Kind, from uint64, ok bool) {
	k = goalKinds[g]
	switch {
	case s.spec.produces(k):
		return k, 1, true
	case g == GoalBacktrack && s.spec.produces(Start):
		return Start, 2, true
	}
	return None, 0, false
}

// GoalKind returns the kind of event goal g stops at in this run, and its
// name in a sentence ("backtrack", or "restart" for min-conflicts); ok is
// false when the strategy makes no such events (a wipe-out outside fc).
func (s *Stepper) GoalKind(g Goal) (k Kind, name string, ok bool) {
	k, from, ok := s.target(g)
	if !ok {
		return None, "", false
	}
	if from > 1 {
		return k, "restart", true
	}
	return k, k.String(), true
}

// SeekNext steps forward to the next event of goal g, at most budget steps
// (0: no limit), and reports whether it stopped on one. It takes at least
// one step, so that a jump from one such event goes on to the next; when
// the budget runs out first it can be called again to go on (a UI spends a
// budget per frame), and when the run ends first it stops at Done. It
// takes no step for a goal the strategy has no events for.
func (s *Stepper) SeekNext(g Goal, budget uint64) bool {
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

// SeekPrevGoal moves back to the previous event of goal g (before the
// current step) and reports whether there is one; otherwise nothing
// changes. Like SeekPrev it costs one replay of at most a snapshot
// interval.
func (s *Stepper) SeekPrevGoal(g Goal) bool {
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
