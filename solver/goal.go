package solver

// Goal is an event a jump runs to, forward or back: the next solution,
// backtrack, attack, place or wipe-out. GoalKind says which kind of event
// it is in a run.
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
