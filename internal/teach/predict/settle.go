package predict

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// settle steps the stepper from the point of question q to the event that
// settles it, and reads the truth there. It reports an error only if the
// run ends or wanders off before (which would be a bug of this package).
func (p point) settle(q Question) (Truth, error) {
	s, l := p.s, p.lang
	switch q.Kind {
	case Column, NextColumn:
		return p.settleRow(q)
	case Move:
		return p.settleMove(q)
	case WipeOut:
		return settleWipeOut(l, s)
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
		return settleSafe(l, q, ev)
	case Attacker:
		return settleAttacker(l, s, q, ev), nil
	case Lifted:
		return settleLifted(l, s, ev), nil
	case Pruned:
		return settlePruned(l, s, ev), nil
	case SolutionNumber:
		return Truth{Right: NumberAnswer(ev.Index), Reason: l.Sprintf(i18n.PredWhySolution,
			l.Number(ev.Index), columns(s.Queens()))}, nil
	case NewOrMirror:
		return settleMirror(l, s, p.prefix), nil
	}
	return Truth{}, fmt.Errorf("predict: no question of kind %s", q.Kind)
}

func settleSafe(l i18n.Lang, q Question, ev solver.Event) (Truth, error) {
	sq := q.Subject
	switch ev.Kind {
	case solver.Attack:
		return Truth{Right: ChoiceAnswer(Attacked), Reason: l.Sprintf(i18n.PredWhyAttacked,
			sq.String(), ev.By.String(), ev.Line.AlongIn(l))}, nil
	case solver.Place:
		itoa := strconv.Itoa
		return Truth{Right: ChoiceAnswer(Safe), Reason: l.Sprintf(i18n.PredWhySafe,
			sq.String(), itoa(sq.Col), itoa(sq.Row-sq.Col), itoa(sq.Row+sq.Col))}, nil
	}
	return Truth{}, fmt.Errorf("predict: a tried square was followed by a %s event", ev.Kind)
}

// settleAttacker: the search names the first queen it checks (column, then
// diagonal, then anti-diagonal); any queen standing that attacks the square
// counts as right too.
func settleAttacker(l i18n.Lang, s *solver.Stepper, q Question, ev solver.Event) Truth {
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
			others = append(others, l.Sprintf(i18n.PredWhyOther, other.String(), line.AlongIn(l)))
		}
	}
	t.Reason = l.Sprintf(i18n.PredWhyAttacker, ev.By.String(), sq.String(), ev.Line.AlongIn(l))
	if len(others) > 0 {
		t.Reason += l.Sprintf(i18n.PredWhySoDoes, strings.Join(others, l.T(i18n.PredListSep)))
	}
	return t
}

// settleRow steps through the row's tries until its queen goes down, or
// the row is given up: then it stops before the lift of the queen above
// (or at the end).
func (p point) settleRow(q Question) (Truth, error) {
	s, l := p.s, p.lang
	row := q.Subject.Row
	from := s.Step()
	// A row's visit is at most its attacked squares, its tries and their
	// verdicts: 3N events; anything longer is a bug.
	for limit := from + 3*uint64(s.N()) + 3; s.Step() < limit; {
		ev := s.Next()
		switch ev.Kind {
		case solver.Place:
			return Truth{Right: SquareAnswer(ev.Row, ev.Col), Reason: placeReason(l, s, q, ev)}, nil
		case solver.Backtrack:
			// Stop before the lift, so that "which queen is lifted?"
			// can still be asked about it.
			s.Seek(s.Step() - 1)
			return Truth{Right: Nowhere(), Reason: l.Sprintf(i18n.PredWhyRowLift, strconv.Itoa(max(row, 0)), solver.Square{Row: ev.Row, Col: ev.Col}.String())}, nil
		case solver.Done:
			return Truth{Right: Nowhere(), Reason: l.Sprintf(i18n.PredWhyRowOver, strconv.Itoa(max(row, 0)))}, nil
		}
	}
	return Truth{}, fmt.Errorf("predict: row %d was not settled within %d steps of step %d", row, 3*s.N()+3, from)
}

// placeReason says why the queen went where it did.
func placeReason(l i18n.Lang, s *solver.Stepper, q Question, ev solver.Event) string {
	sq := solver.Square{Row: ev.Row, Col: ev.Col}.String()
	row := strconv.Itoa(ev.Row)
	_, isFC := s.FC()
	_, rule, byRule := solver.PlaceRuleIn(s, l, ev.Row)
	switch {
	case isFC && q.Subject.Row < 0:
		return l.Sprintf(i18n.PredWhyMRV, row, sq)
	case isFC:
		return l.Sprintf(i18n.PredWhyDomain, sq, row)
	case byRule:
		return l.Sprintf(i18n.PredWhyRule, sq, strconv.Itoa(ev.Col+1), rule)
	case s.Strategy().TriesFreeOnly():
		return l.Sprintf(i18n.PredWhyLowBit, sq, row)
	case q.Kind == NextColumn:
		return l.Sprintf(i18n.PredWhyRightOf, sq, strconv.Itoa(q.Subject.Col))
	}
	return l.Sprintf(i18n.PredWhyFirstSafe, sq, row)
}

func settleLifted(l i18n.Lang, s *solver.Stepper, ev solver.Event) Truth {
	sq := solver.Square{Row: ev.Row, Col: ev.Col}.String()
	t := Truth{Right: SquareAnswer(ev.Row, ev.Col)}
	if fv, ok := s.FC(); ok {
		switch dead, wiped := fv.DeadRow(); {
		case dead < 0:
			t.Reason = l.Sprintf(i18n.PredWhyFCFull, sq)
		case wiped:
			t.Reason = l.Sprintf(i18n.PredWhyFCWiped, sq, strconv.Itoa(dead))
		default:
			t.Reason = l.Sprintf(i18n.PredWhyFCDead, strconv.Itoa(dead), sq)
		}
		return t
	}
	if ev.Row == s.N()-1 {
		t.Reason = l.Sprintf(i18n.PredWhyFull, sq)
	} else {
		t.Reason = l.Sprintf(i18n.PredWhyDead, strconv.Itoa(ev.Row+1), sq)
	}
	return t
}

func settlePruned(l i18n.Lang, s *solver.Stepper, ev solver.Event) Truth {
	sqs := slices.Clone(solver.SquaresOf(s.EventFields(ev), solver.PrunedKey)) // the stepper reuses its own
	t := Truth{Right: SquaresAnswer(sqs...)}
	t.Reason = l.Sprintf(i18n.PredWhyPruned, ev.By.String(), squares(l, len(sqs)), t.Right.Key())
	return t
}

// squares is "3 squares" in l.
func squares(l i18n.Lang, n int) string {
	return l.Sprintf(i18n.NarrSquares, n, l.Number(uint64(n)))
}

// settleWipeOut reads the domains the prune left (the row with the fewest
// squares, for the reason), then steps.
func settleWipeOut(l i18n.Lang, s *solver.Stepper) (Truth, error) {
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
		return Truth{Right: ChoiceAnswer(Yes), Reason: l.Sprintf(i18n.PredWhyWiped, strconv.Itoa(ev.Row), ev.By.String())}, nil
	}
	reason := l.T(i18n.PredWhyNoneEmpty)
	if row >= 0 {
		reason = l.Sprintf(i18n.PredWhyKeeps, strconv.Itoa(row), squares(l, fewest))
	}
	return Truth{Right: ChoiceAnswer(No), Reason: reason}, nil
}

// settleMove reads the conflicts of the picked queen's row before the move
// (the counts the search draws among) and then makes it.
func (p point) settleMove(q Question) (Truth, error) {
	s, l := p.s, p.lang
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
	where := l.Sprintf(i18n.PredWhyMovesTo, solver.Square{Row: ev.Row, Col: ev.Col}.String())
	if ev.Col == ev.From {
		where = l.T(i18n.PredWhyStays)
	}
	t.Reason = l.Sprintf(i18n.PredWhyMove, strconv.Itoa(r), columns(counts), strconv.Itoa(least), columns(tied), where)
	if len(tied) > 1 {
		t.Reason += l.T(i18n.PredWhyTies)
	}
	return t, nil
}

// settleMirror: in lexicographic order, a solution is the first of its
// symmetry class exactly when no image of it that the run visits (one that
// extends the queens it started from) comes before it; otherwise it is a
// mirror of the smallest such image, found earlier.
func settleMirror(l i18n.Lang, s *solver.Stepper, prefix []int) Truth {
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
		return Truth{Right: ChoiceAnswer(New), Reason: l.Sprintf(i18n.PredWhyNew, columns(sol))}
	}
	return Truth{Right: ChoiceAnswer(Mirror), Reason: l.Sprintf(i18n.PredWhyMirror,
		columns(sol), columns(first), inverse(how).In(l))}
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
