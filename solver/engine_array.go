package solver

import (
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver/internal/board"
)

// The array engine (Strategy Array): a column array and two diagonal arrays
// (lineOwners), every column of a row tried in turn and checked.

var arrayPseudocode = []string{
	"solve(row):",
	"  if row == n:",
	"    report solution; return",
	"  for col in 0 ..< n:",
	"    if cols[col] or diag[row-col+n-1] or anti[row+col]:",
	"      continue                # attacked: skip",
	"    place; mark cols, diag, anti",
	"    solve(row + 1)",
	"    lift queen; unmark        # backtrack",
	"  return                      # row exhausted",
}

// arrayLines: a try is the loop and its check, an attack the check and its
// continue, a place the placing and the recursive call.
var arrayLines = [numKinds]span{
	None:      {0, 0, 0},
	Try:       {3, 4, 4},
	Attack:    {4, 5, 5},
	Place:     {6, 7, 7},
	Backtrack: {8, 8, 8},
	Solution:  {1, 2, 2},
	Done:      {9, 9, 9},
}

// The array engine's phases.
const (
	arrEnter  phase = iota // enter row st.row (or report a solution when it is n)
	arrTry                 // try the next column of the row (st.next)
	arrCheck               // is the tried square attacked?
	arrReturn              // leave the row: lift the queen above, or finish
)

type arrayEngine struct{ plain }

func newArrayEngine(s *Stepper) (engine, error) {
	for r := 0; r < s.base; r++ {
		s.st.next[r] = s.st.queens[r] + 1
	}
	s.st.phase = arrEnter
	return &arrayEngine{plain{s: s}}, nil
}

func (e *arrayEngine) advance() {
	s := e.s
	st := &s.st
	for {
		switch st.phase {
		case arrEnter:
			r := st.row
			if r == s.n {
				st.phase = arrReturn
				e.solution()
				return
			}
			st.next[r] = 0
			st.phase = arrTry
		case arrTry:
			r := st.row
			c := int(st.next[r])
			if c == s.n {
				st.phase = arrReturn
				continue
			}
			st.next[r] = int8(c + 1)
			st.phase = arrCheck
			st.cur = c
			s.emit(Try, r, c)
			return
		case arrCheck:
			r, c := st.row, st.cur
			if e.own.threats(s.n, r, c) != NoLine {
				st.phase = arrTry
				e.emitAttack(r, c)
				return
			}
			e.place(r, c, arrEnter)
			return
		default: // arrReturn
			e.leave(arrTry)
			return
		}
	}
}

func (e *arrayEngine) remaining(r int) uint64 {
	s := e.s
	switch {
	case e.ahead(r):
		return 0
	case r == s.st.row && s.st.phase == arrEnter:
		return s.mask // the row has not been entered yet: everything is ahead
	}
	next := int(s.st.next[r])
	if next >= s.n {
		return 0
	}
	return s.mask &^ board.LowBits(next)
}

func (e *arrayEngine) narrate(l i18n.Lang) string {
	return e.plain.narrate(l, i18n.NarrTry, i18n.NarrSkip)
}
