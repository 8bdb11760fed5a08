package solver

import "github.com/nqueens/nqueens/solver/internal/board"

// bitWords is what an engine tells about the bit words of its rows.
type bitWords interface {
	words(r int) (board.Attacks, bool)
}

// BitsView is what the bitmask search keeps beside the board: the words
// each row is entered with. Stepper.Bitmask returns it.
type BitsView struct {
	mask uint64
	w    bitWords
}

// Bitmask returns the view of the bitmask search's words; ok is false for
// the strategies that keep none.
func (s *Stepper) Bitmask() (v BitsView, ok bool) {
	w, ok := s.eng.(bitWords)
	if !ok {
		return BitsView{}, false
	}
	return BitsView{s.mask, w}, true
}

// Words returns the words solve(r) is called with, for a row r from the
// first one searched to the one being filled (Row, n at a solution): cols, the columns of the
// queens above; ld and rd, the squares of row r their "\" and "/"
// diagonals reach (bit c for column c). ok is false for the other rows.
func (v BitsView) Words(r int) (cols, ld, rd uint64, ok bool) {
	a, ok := v.w.words(r)
	return a.Cols, a.LD, a.RD, ok
}

// Free returns the squares of row r that no queen above attacks, mask &^
// (cols | ld | rd), with ok as for Words.
func (v BitsView) Free(r int) (free uint64, ok bool) {
	a, ok := v.w.words(r)
	return a.Free(v.mask), ok
}
