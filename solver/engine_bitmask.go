package solver

import (
	"math/bits"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver/internal/board"
)

// The bitmask engine (Strategy Bitmask): the words cols, ld and rd of each
// row (plain.att); a row names its attacked squares, then tries its free
// ones, lowest bit first.

var bitmaskPseudocode = []string{
	"solve(row, cols, ld, rd):",
	"  if row == n:",
	"    report solution; return",
	"  free = mask &^ (cols | ld | rd)",
	"  while free != 0:",
	"    bit = free & -free        # lowest free square",
	"    free ^= bit",
	"    solve(row+1, cols|bit, (ld|bit)<<1, (rd|bit)>>1)",
	"    # backtrack: queen lifted",
	"  return                      # row exhausted",
}

// bitmaskLines: the attacked squares are those the free line excludes, a
// try is the loop taking the lowest free bit, a place clears the bit and
// makes the call with the shifted words.
var bitmaskLines = [numKinds]span{
	None:      {0, 0, 0},
	Attack:    {3, 3, 3},
	Try:       {4, 5, 5},
	Place:     {6, 7, 7},
	Backtrack: {8, 8, 8},
	Solution:  {1, 2, 2},
	Done:      {9, 9, 9},
}

// The bitmask engine's phases.
const (
	bmEnter   phase = iota // enter row st.row (or report a solution when it is n)
	bmAttacks              // report the attacked squares of the row (st.pending)
	bmTry                  // try the lowest free square of the row (st.free)
	bmPlace                // place the queen on the tried square
	bmReturn               // leave the row: lift the queen above, or finish
)

type bitmaskEngine struct{ plain }

func newBitmaskEngine(s *Stepper) (engine, error) {
	s.st.phase = bmEnter
	return &bitmaskEngine{plain{s: s}}, nil
}

func (e *bitmaskEngine) advance() {
	s := e.s
	st := &s.st
	for {
		switch st.phase {
		case bmEnter:
			r := st.row
			if r == s.n {
				st.phase = bmReturn
				e.solution()
				return
			}
			free := e.att[r].Free(s.mask)
			st.free[r] = free
			st.pending = s.mask &^ free
			st.phase = bmAttacks
		case bmAttacks:
			if st.pending == 0 {
				st.phase = bmTry
				continue
			}
			c := bits.TrailingZeros64(st.pending)
			st.pending &= st.pending - 1
			st.cur = c
			e.emitAttack(st.row, c)
			return
		case bmTry:
			r := st.row
			if st.free[r] == 0 {
				st.phase = bmReturn
				continue
			}
			c := bits.TrailingZeros64(st.free[r])
			st.phase = bmPlace
			st.cur = c
			s.emit(Try, r, c)
			return
		case bmPlace:
			r, c := st.row, st.cur
			st.free[r] &^= uint64(1) << uint(c)
			e.place(r, c, bmEnter)
			return
		default: // bmReturn
			e.leave(bmTry)
			return
		}
	}
}

func (e *bitmaskEngine) remaining(r int) uint64 {
	s := e.s
	switch {
	case e.ahead(r):
		return 0
	case r == s.st.row && s.st.phase == bmEnter:
		return e.att[r].Free(s.mask) // the row has not been entered yet
	}
	return s.st.free[r]
}

func (e *bitmaskEngine) narrate(l i18n.Lang) string {
	return e.plain.narrate(l, i18n.NarrTryBit, i18n.NarrNotFree)
}

// words returns the words row r is entered with, for r up to the row being
// filled (BitsView).
func (e *bitmaskEngine) words(r int) (board.Attacks, bool) {
	if r < 0 || r > e.s.st.row { // the row filled is n at a solution
		return board.Attacks{}, false
	}
	return e.att[r], true
}
