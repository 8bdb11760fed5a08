package predict

import (
	"slices"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// Density says which questions predict mode asks: a set of kinds, and
// whether it may ask a question that the next few events settle rather
// than the next decision (a row's column, with the tries in between).
type Density uint32

// ahead is the bit of Density that lets Column and NextColumn be asked
// however many tries lie before the square is known; without it they are
// asked only when the next decision settles them (fc, or bitmask's try of
// the lowest free bit), since otherwise each try in between is a question
// of its own.
const ahead Density = 1 << 31

// Of returns the density that asks the given kinds.
func Of(kinds ...Kind) Density {
	var d Density
	for _, k := range kinds {
		d |= 1 << uint(k)
	}
	return d
}

// The densities a view offers.
var (
	// Every asks at every decision: each tried square, each attacker,
	// each lift, each prune, each move, each solution.
	Every = Of(SafeOrAttacked, Attacker, Column, Lifted, NextColumn, Pruned, WipeOut, Move, SolutionNumber, NewOrMirror)
	// Attacks asks only about attacks: tried squares and their attackers,
	// fc's prunes and wipe-outs.
	Attacks = Of(SafeOrAttacked, Attacker, Pruned, WipeOut)
	// Backtracks asks only at dead ends: which queen is lifted and where
	// it goes next (fc: whether a domain wipes out).
	Backtracks = Of(Lifted, NextColumn, WipeOut) | ahead
	// Rows asks once a row: where its queen will go (min-conflicts: where
	// the picked queen moves).
	Rows = Of(Column, Move) | ahead
	// Solutions asks only when a solution appears.
	Solutions = Of(SolutionNumber, NewOrMirror)
)

// Densities lists the named densities, in the order a view cycles them.
var Densities = []Density{Every, Attacks, Backtracks, Rows, Solutions}

// Has reports whether d asks questions of kind k.
func (d Density) Has(k Kind) bool { return d&(1<<uint(k)) != 0 }

// String names the density: "every", "attacks", "backtracks", "rows",
// "solutions", or its kinds joined by "+".
func (d Density) String() string {
	for i, name := range densityNames {
		if d == Densities[i] {
			return name
		}
	}
	s := ""
	for _, k := range Kinds {
		if d.Has(k) {
			if s != "" {
				s += "+"
			}
			s += k.String()
		}
	}
	return s
}

var densityNames = []string{"every", "attacks", "backtracks", "rows", "solutions"}

// ParseDensity reads a density: one of the names String gives, or kinds
// of questions joined by "+" ("column+lifted"), which are asked however
// far ahead they are settled.
func ParseDensity(name string) (Density, error) {
	for i, n := range densityNames {
		if n == name {
			return Densities[i], nil
		}
	}
	d := ahead
	for part := range strings.SplitSeq(name, "+") {
		i := slices.IndexFunc(Kinds, func(k Kind) bool { return k.String() == part })
		if i < 0 {
			return 0, i18n.Errorf(i18n.PredictBadDensity, strconv.Quote(name), kindList())
		}
		d |= Of(Kinds[i])
	}
	return d, nil
}

func kindList() string {
	parts := make([]string, len(Kinds))
	for i, k := range Kinds {
		parts[i] = k.String()
	}
	return strings.Join(parts, ", ")
}

// point is what predict mode knows before a step: the event shown and the
// one about to happen (found by stepping forward and back).
type point struct {
	s          *solver.Stepper
	prev, next solver.Event
	prefix     []int
	lang       i18n.Lang // of the prompts and reasons
}

// peek returns the next event without moving the stepper: one step
// forward, then back (a replay from the nearest snapshot).
func peek(s *solver.Stepper) solver.Event {
	if s.IsDone() {
		return s.Event()
	}
	at := s.Step()
	ev := s.Next()
	s.Seek(at)
	return ev
}

// kinds returns the questions that can be asked at the point, in the order
// they are asked, before the density is applied: all are about the next
// decision, and all but the last leave the stepper where it is.
func (p point) kinds() []Kind {
	s, prev, next := p.s, p.prev, p.next
	exhaustive := s.Strategy().Exhaustive()
	var ks []Kind
	switch {
	case s.IsDone():
		return nil
	case next.Kind == solver.Solution && exhaustive:
		ks = append(ks, SolutionNumber)
		if p.lexOrder() {
			ks = append(ks, NewOrMirror)
		}
		return ks
	case next.Kind == solver.Move:
		return []Kind{Move}
	case next.Kind == solver.Prune:
		return []Kind{Pruned}
	}
	if prev.Kind == solver.Try && s.Strategy().TriesAttacked() && (next.Kind == solver.Attack || next.Kind == solver.Place) {
		// Only the array search tries a square before checking it; the
		// bitmask search tries free squares only.
		ks = append(ks, SafeOrAttacked)
		if next.Kind == solver.Attack {
			ks = append(ks, Attacker)
		}
		return ks
	}
	if prev.Kind == solver.Prune {
		ks = append(ks, WipeOut)
	}
	if s.Strategy().Produces(solver.Place) && p.rowStarts() {
		if prev.Kind == solver.Backtrack {
			ks = append(ks, NextColumn)
		} else {
			ks = append(ks, Column)
		}
	}
	switch next.Kind {
	case solver.Attack:
		ks = append(ks, Attacker) // bitmask: the attacked squares of a row entered
	case solver.Backtrack:
		ks = append(ks, Lifted)
	}
	return ks
}

// rowStarts reports whether a visit of a row begins after the point: a row
// entered (after a place, a prune, or at the start; bitmask: also once its
// attacked squares are reported) or the row of a queen just lifted going
// on.
func (p point) rowStarts() bool {
	switch p.prev.Kind {
	case solver.None, solver.Place, solver.Prune:
		switch p.next.Kind {
		case solver.Try, solver.Attack, solver.Place, solver.Backtrack:
			return true
		}
	case solver.Backtrack:
		// The lifted queen's row goes on, or the search ends with it.
		switch p.next.Kind {
		case solver.Try, solver.Place, solver.Backtrack, solver.Done:
			return true
		}
	case solver.Attack:
		// The bitmask search reports a row's attacked squares before it
		// tries the first free one: the row's choice comes after them
		// (a row with none free was asked about before them).
		return p.s.Strategy().TriesFreeOnly() && p.next.Kind == solver.Try
	}
	return false
}

// settlesNext reports whether the next decision settles a Column or
// NextColumn question: fc places (or lifts) at once, and bitmask's try of
// the lowest free bit always places.
func (p point) settlesNext() bool {
	switch p.next.Kind {
	case solver.Place, solver.Backtrack, solver.Done:
		return true
	case solver.Try:
		return p.s.Strategy().TriesFreeOnly()
	}
	return false
}

// lexOrder reports whether the run finds its solutions in lexicographic
// order, which is what tells a new solution from a mirror without
// remembering the earlier ones (see settleMirror).
func (p point) lexOrder() bool {
	return p.s.Strategy().Exhaustive() && !p.s.AnyRowOrder()
}

// questions returns the questions the density asks at the point.
func (p point) questions(d Density) []Question {
	var qs []Question
	for _, k := range p.kinds() {
		if !d.Has(k) {
			continue
		}
		if (k == Column || k == NextColumn) && d&ahead == 0 && !p.settlesNext() {
			continue
		}
		qs = append(qs, p.question(k, len(qs)))
	}
	return qs
}

// question builds the question of kind k.
func (p point) question(k Kind, stage int) Question {
	s, prev, l := p.s, p.prev, p.lang
	q := Question{Kind: k, Step: s.Step(), Stage: stage, N: s.N(), Subject: NowhereSquare}
	switch k {
	case SafeOrAttacked:
		q.Subject = solver.Square{Row: prev.Row, Col: prev.Col}
		q.Choices = []Choice{Safe, Attacked}
		q.Prompt = l.Sprintf(i18n.PredAskSafe, q.Subject.String())
	case Attacker:
		q.Subject = solver.Square{Row: p.next.Row, Col: p.next.Col}
		q.Prompt = l.Sprintf(i18n.PredAskAttacker, q.Subject.String())
	case Column:
		q.NowhereOK = true
		q.Subject = solver.Square{Row: s.Row(), Col: -1}
		if s.AnyRowOrder() {
			q.Subject.Row = -1
			q.Prompt = l.T(i18n.PredAskColumnMRV)
		} else {
			q.Prompt = l.Sprintf(i18n.PredAskColumn, strconv.Itoa(s.Row()))
		}
	case NextColumn:
		q.NowhereOK = true
		q.Subject = solver.Square{Row: prev.Row, Col: prev.Col}
		q.Prompt = l.Sprintf(i18n.PredAskNext, q.Subject.String(), strconv.Itoa(prev.Row))
	case Lifted:
		q.Prompt = l.T(i18n.PredAskLifted)
	case Pruned:
		q.Subject = solver.Square{Row: prev.Row, Col: prev.Col}
		q.Prompt = l.Sprintf(i18n.PredAskPruned, q.Subject.String())
	case WipeOut:
		q.Subject = prev.By
		q.Choices = []Choice{Yes, No}
		q.Prompt = l.T(i18n.PredAskWipeOut)
	case Move:
		q.Subject = solver.Square{Row: prev.Row, Col: prev.Col}
		q.Prompt = l.Sprintf(i18n.PredAskMove, q.Subject.String(), strconv.Itoa(prev.Row))
	case SolutionNumber:
		q.Prompt = l.T(i18n.PredAskNumber)
	case NewOrMirror:
		q.Choices = []Choice{New, Mirror}
		q.Prompt = l.T(i18n.PredAskMirror)
	}
	return q
}
