package solver

// mcConflicts is what an engine tells about the conflicts of min-conflicts'
// complete placement; MCView documents each.
type mcConflicts interface {
	conflictPairs() int
	pairHistory() []int32
	queenConflicts(r int) int
	squareConflicts(r, c int) int
	attackers(dst []Square, r int) []Square
}

// MCView is what min-conflicts keeps beside the board: the conflicts of
// its queens and squares, and their history. Stepper.MC returns it.
type MCView struct {
	n int
	c mcConflicts
}

// MC returns the view of min-conflicts' conflicts; ok is false for the
// strategies whose queens never attack each other.
func (s *Stepper) MC() (v MCView, ok bool) {
	c, ok := s.eng.(mcConflicts)
	return MCView{s.n, c}, ok
}

// ConflictPairs returns the number of pairs of queens that attack each
// other (0 before the start).
func (v MCView) ConflictPairs() int { return v.c.conflictPairs() }

// PairHistory returns the conflicting pairs after the start and after each
// move so far, in order (a restart adds its start): ConflictPairs over the
// run, for a plot. The caller must not modify it.
func (v MCView) PairHistory() []int32 { return v.c.pairHistory() }

// QueenConflicts returns the number of queens that attack the queen of row
// r (0 if it has none).
func (v MCView) QueenConflicts(r int) int {
	if r < 0 || r >= v.n {
		return 0
	}
	return v.c.queenConflicts(r)
}

// SquareConflicts returns the number of queens that attack square (r, c),
// the queen of row r left out: the conflicts that queen would have there.
// The evaluate event counts these on its row; the queen moves to a square
// where it is least.
func (v MCView) SquareConflicts(r, c int) int {
	if r < 0 || r >= v.n || c < 0 || c >= v.n {
		return 0
	}
	return v.c.squareConflicts(r, c)
}

// Attackers appends to dst the queens that attack the queen of row r, top
// down.
func (v MCView) Attackers(dst []Square, r int) []Square {
	if r < 0 || r >= v.n {
		return dst
	}
	return v.c.attackers(dst, r)
}

// mcFields are the fields of min-conflicts' own events: the conflicts a
// start, pick, evaluate, move or give-up leaves.
func mcFields(s *Stepper, ev Event, dst []Field) []Field {
	v, ok := s.MC()
	if !ok {
		return dst
	}
	switch ev.Kind {
	case Start:
		dst = append(dst, Field{Key: "queens", Form: FieldInts, Ints: s.Queens()}, intField("pairs", v.ConflictPairs()))
	case Pick:
		dst = append(dst, intField("conflicts", v.QueenConflicts(ev.Row)))
		if att := v.Attackers(nil, ev.Row); len(att) > 0 {
			dst = append(dst, Field{Key: "attackers", Form: FieldSquares, Squares: att})
		}
	case Evaluate:
		counts := make([]int, s.N())
		for c := range counts {
			counts[c] = v.SquareConflicts(ev.Row, c)
		}
		dst = append(dst, Field{Key: "counts", Form: FieldInts, Ints: counts})
	case Move:
		dst = append(dst, intField("from", ev.From), intField("pairs", v.ConflictPairs()))
	case GiveUp:
		dst = append(dst, intField("pairs", v.ConflictPairs()), intField("moves", int(ev.Counters.Moves)), intField("starts", int(ev.Counters.Starts)))
	}
	return dst
}
