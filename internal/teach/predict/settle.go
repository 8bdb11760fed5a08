package predict

import (
	"fmt"
	"slices"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver"
)

// settle steps the stepper from the point of question q to the event that
// settles it, and reads the truth there. It reports an error only if the
// run ends or wanders off before (which would be a bug of this package).
func (p point) settle(q Question) (Truth, error) {
	s := p.s
	switch q.Kind {
	case Column, NextColumn:
		return p.settleRow(q)
	case Move:
		return p.settleMove(q)
	case WipeOut:
		return settleWipeOut(s)
	}
	ev := s.Next()
	want := map[Kind]solver.Kind{
		Attacker: solver.Attack, Lifted: solver.Backtrack, Pruned: solver.Prune,
		SolutionNumber: solver.Solution, NewOrMirror: solver.Solution,
	}
	if k, ok := want[q.Kind]; ok && ev.Kind != k {
		return Truth{}, fmt.Errorf("predict: a %s question met a %s event at step %d", q.Kind, ev.Kind, ev.Counters.Steps)
	}
	switch q.Kind {
	case SafeOrAttacked:
		return settleSafe(q, ev)
	case Attacker:
		return settleAttacker(s, q, ev), nil
	case Lifted:
		return settleLifted(s, ev), nil
	case Pruned:
		return settlePruned(s, ev), nil
	case SolutionNumber:
		return Truth{Right: NumberAnswer(ev.Index), Reason: fmt.Sprintf("solution %s: columns %s",
			text.Thousands(ev.Index), columns(s.Queens()))}, nil
	case NewOrMirror:
		return settleMirror(s, p.prefix), nil
	}
	return Truth{}, fmt.Errorf("predict: no question of kind %s", q.Kind)
}

func settleSafe(q Question, ev solver.Event) (Truth, error) {
	sq := q.Subject
	switch ev.Kind {
	case solver.Attack:
		return Truth{Right: ChoiceAnswer(Attacked), Reason: fmt.Sprintf("%v is attacked by the queen at %v %s",
			sq, ev.By, ev.Line.Along())}, nil
	case solver.Place:
		return Truth{Right: ChoiceAnswer(Safe), Reason: fmt.Sprintf("%v is safe: no queen on its column %d, its diagonal row−col = %d or its anti-diagonal row+col = %d",
			sq, sq.Col, sq.Row-sq.Col, sq.Row+sq.Col)}, nil
	}
	return Truth{}, fmt.Errorf("predict: a tried square was followed by a %s event", ev.Kind)
}

// settleAttacker: the search names the first queen it checks (column, then
// diagonal, then anti-diagonal); any queen standing that attacks the square
// counts as right too.
func settleAttacker(s *solver.Stepper, q Question, ev solver.Event) Truth {
	sq := q.Subject
	t := Truth{Right: SquareAnswer(ev.By.Row, ev.By.Col)}
	var others []string
	for r, c := range s.Queens() {
		other := solver.Square{Row: r, Col: c}
		if c < 0 || other == ev.By || r == sq.Row {
			continue
		}
		if line := solver.AttackLine(other, sq); line != solver.NoLine {
			t.Also = append(t.Also, SquareAnswer(r, c))
			others = append(others, fmt.Sprintf("%v %s", other, line.Along()))
		}
	}
	t.Reason = fmt.Sprintf("the queen at %v attacks %v %s", ev.By, sq, ev.Line.Along())
	if len(others) > 0 {
		t.Reason += "; so does " + strings.Join(others, ", ") + " (the search checks the column first, then the diagonals)"
	}
	return t
}

// settleRow steps through the row's tries until its queen goes down, or
// the row is given up: then it stops before the lift of the queen above
// (or at the end).
func (p point) settleRow(q Question) (Truth, error) {
	s := p.s
	row := q.Subject.Row
	from := s.Step()
	// A row's visit is at most its attacked squares, its tries and their
	// verdicts: 3N events; anything longer is a bug.
	for limit := from + 3*uint64(s.N()) + 3; s.Step() < limit; {
		ev := s.Next()
		switch ev.Kind {
		case solver.Place:
			return Truth{Right: SquareAnswer(ev.Row, ev.Col), Reason: placeReason(s, q, ev)}, nil
		case solver.Backtrack:
			// Stop before the lift, so that "which queen is lifted?"
			// can still be asked about it.
			s.Seek(s.Step() - 1)
			return Truth{Right: Nowhere(), Reason: fmt.Sprintf("row %d has no square left: the queen at (%d,%d) above is lifted", max(row, 0), ev.Row, ev.Col)}, nil
		case solver.Done:
			return Truth{Right: Nowhere(), Reason: fmt.Sprintf("row %d has no square left, and the search is over", max(row, 0))}, nil
		}
	}
	return Truth{}, fmt.Errorf("predict: row %d was not settled within %d steps of step %d", row, 3*s.N()+3, from)
}

// placeReason says why the queen went where it did.
func placeReason(s *solver.Stepper, q Question, ev solver.Event) string {
	sq := solver.Square{Row: ev.Row, Col: ev.Col}
	_, isFC := s.FC()
	_, rule, byRule := s.PlaceRule(ev.Row)
	switch {
	case isFC && q.Subject.Row < 0:
		return fmt.Sprintf("MRV fills row %d (the fewest squares left) and takes its first square, %v", ev.Row, sq)
	case isFC:
		return fmt.Sprintf("%v is the first square left in row %d's domain", sq, ev.Row)
	case byRule:
		return fmt.Sprintf("%v is column %d counted from 1 — %s", sq, ev.Col+1, rule)
	case s.Strategy().TriesFreeOnly():
		return fmt.Sprintf("%v is the lowest free bit of row %d (free & −free)", sq, ev.Row)
	case q.Kind == NextColumn:
		return fmt.Sprintf("%v is the first safe square right of column %d", sq, q.Subject.Col)
	}
	return fmt.Sprintf("%v is the first safe square of row %d from the left", sq, ev.Row)
}

func settleLifted(s *solver.Stepper, ev solver.Event) Truth {
	sq := solver.Square{Row: ev.Row, Col: ev.Col}
	t := Truth{Right: SquareAnswer(ev.Row, ev.Col)}
	if fv, ok := s.FC(); ok {
		switch dead, wiped := fv.DeadRow(); {
		case dead < 0:
			t.Reason = fmt.Sprintf("all rows are filled: the last queen put down, %v, is lifted to look for more", sq)
		case wiped:
			t.Reason = fmt.Sprintf("%v left row %d's domain empty: it is lifted", sq, dead)
		default:
			t.Reason = fmt.Sprintf("row %d has no square left to try: the queen put down last, %v, is lifted", dead, sq)
		}
		return t
	}
	if ev.Row == s.N()-1 {
		t.Reason = fmt.Sprintf("all rows are filled: the queen of the last row, %v, is lifted to look for more", sq)
	} else {
		t.Reason = fmt.Sprintf("row %d has no safe square left: the queen above it, %v, is lifted", ev.Row+1, sq)
	}
	return t
}

func settlePruned(s *solver.Stepper, ev solver.Event) Truth {
	sqs := slices.Clone(solver.SquaresOf(s.EventFields(ev), solver.PrunedKey)) // the stepper reuses its own
	t := Truth{Right: SquaresAnswer(sqs...)}
	t.Reason = fmt.Sprintf("the queen at %v takes %s out of the domains of the rows without a queen: %s",
		ev.By, text.Amount(len(sqs), "square"), t.Right.Key())
	return t
}

// settleWipeOut reads the domains the prune left (the row with the fewest
// squares, for the reason), then steps.
func settleWipeOut(s *solver.Stepper) (Truth, error) {
	fewest, row := solver.MaxN+1, -1
	fv, _ := s.FC() // a wipe-out is forward checking's
	for r := range s.N() {
		if s.QueenCol(r) >= 0 {
			continue
		}
		if k := popcount(fv.Domain(r)); k < fewest {
			fewest, row = k, r
		}
	}
	ev := s.Next()
	if ev.Kind == solver.WipeOut {
		return Truth{Right: ChoiceAnswer(Yes), Reason: fmt.Sprintf("row %d has no square left: the queen at %v took its last, and is lifted next", ev.Row, ev.By)}, nil
	}
	reason := "no row is left empty"
	if row >= 0 {
		reason = fmt.Sprintf("every row without a queen keeps a square (the fewest: row %d, %s)", row, text.Amount(fewest, "square"))
	}
	return Truth{Right: ChoiceAnswer(No), Reason: reason}, nil
}

// settleMove reads the conflicts of the picked queen's row before the move
// (the counts the search draws among) and then makes it.
func (p point) settleMove(q Question) (Truth, error) {
	s := p.s
	r := q.Subject.Row
	counts := make([]int, s.N())
	least := solver.MaxN
	mv, _ := s.MC() // a move is min-conflicts'
	for c := range counts {
		counts[c] = mv.SquareConflicts(r, c)
		least = min(least, counts[c])
	}
	ev := s.Next()
	if ev.Kind != solver.Move {
		return Truth{}, fmt.Errorf("predict: a move question met a %s event", ev.Kind)
	}
	t := Truth{Right: SquareAnswer(ev.Row, ev.Col)}
	var tied []int
	for c, v := range counts {
		if v == least {
			tied = append(tied, c)
			if c != ev.Col {
				t.Also = append(t.Also, SquareAnswer(r, c))
			}
		}
	}
	where := fmt.Sprintf("moves to (%d,%d)", ev.Row, ev.Col)
	if ev.Col == ev.From {
		where = "stays where it is"
	}
	t.Reason = fmt.Sprintf("row %d's squares are attacked by %s queens: the fewest, %d, at column %s; the queen %s",
		r, columns(counts), least, columns(tied), where)
	if len(tied) > 1 {
		t.Reason += " (drawn at random among the ties)"
	}
	return t, nil
}

// settleMirror: in lexicographic order, a solution is the first of its
// symmetry class exactly when no image of it that the run visits (one that
// extends the queens it started from) comes before it; otherwise it is a
// mirror of the smallest such image, found earlier.
func settleMirror(s *solver.Stepper, prefix []int) Truth {
	sol := s.Queens()
	var first []int
	var how solver.Transform
	for _, t := range solver.Transforms[1:] {
		img := t.Apply(sol)
		if slices.Compare(img, sol) < 0 && extends(img, prefix) && (first == nil || slices.Compare(img, first) < 0) {
			first, how = img, t
		}
	}
	if first == nil {
		return Truth{Right: ChoiceAnswer(New), Reason: fmt.Sprintf("new: no mirror image of %s comes before it", columns(sol))}
	}
	return Truth{Right: ChoiceAnswer(Mirror), Reason: fmt.Sprintf("a mirror: %s is the earlier solution %s %s",
		columns(sol), columns(first), inverse(how))}
}

// inverse returns the transform that undoes t (what maps the image back).
func inverse(t solver.Transform) solver.Transform {
	switch t {
	case solver.Rot90:
		return solver.Rot270
	case solver.Rot270:
		return solver.Rot90
	}
	return t // the half turn and the reflections undo themselves
}

func extends(q, prefix []int) bool {
	return len(q) >= len(prefix) && slices.Equal(q[:len(prefix)], prefix)
}

func columns(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = fmt.Sprint(x)
	}
	return strings.Join(parts, " ")
}
