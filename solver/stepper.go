package solver

import (
	"fmt"

	"github.com/nqueens/nqueens/solver/internal/board"
)

// phase says what the stepper does on its next step.
type phase uint8

const (
	phEnter   phase = iota // enter row `row` (or report a solution when row == n)
	phAttacks              // bitmask: report the attacked squares of the row
	phTry                  // try the next candidate of the row
	phCheck                // array: is the tried square attacked?
	phPlace                // bitmask: place the queen on the tried square
	phReturn               // leave the row: lift the queen above, or finish
	phDone                 // the search is over
)

// state is everything that determines the rest of the search. It is a plain
// value (fixed arrays, no pointers) so that a snapshot is one copy and takes
// no allocation.
type state struct {
	phase   phase
	row     int          // the row being filled; rows above it hold queens
	cur     int          // the column being tried in row, or -1
	queens  [MaxN]int8   // queens[r] for r < row
	next    [MaxN]int8   // array: next column to try in each row
	free    [MaxN]uint64 // bitmask: columns of each row not tried yet
	pending uint64       // bitmask: attacked columns of row not reported yet
	ev      Event        // the last event
}

// Stepper walks the backtracking search tree of the N-Queens problem one
// event at a time: rows top to bottom, columns left to right, so the k-th
// solution event is the k-th solution in lexicographic order.
//
// It can step back and seek anywhere in the run: it keeps snapshots of its
// state at regular intervals and replays from the nearest one. The snapshot
// interval doubles whenever their number reaches a cap, so memory stays
// bounded however long the run.
//
// A Stepper is not safe for concurrent use.
type Stepper struct {
	n        int
	strategy Strategy
	base     int    // rows filled by the caller's partial placement
	mask     uint64 // the n low bits
	st       state

	// Derived from st.queens (rebuilt on restore): the row of the queen
	// owning each column and diagonal (+1; 0 means free), and the bitmask
	// words of every row.
	colOwner  [MaxN]int8
	diagOwner [2*MaxN - 1]int8 // indexed by row-col+n-1
	antiOwner [2*MaxN - 1]int8 // indexed by row+col
	att       [MaxN + 1]board.Attacks

	snaps        []state
	snapInterval uint64
	maxSnaps     int
}

// Snapshot defaults: a snapshot of a 64-row state is under 1 KiB, so 32768
// of them stay under 32 MiB whatever the run length, while the first
// interval keeps a step back to a replay of at most 1024 cheap steps.
const (
	defaultSnapInterval = 1024
	defaultMaxSnaps     = 1 << 15
)

// New returns a stepper for the n×n board (1 ≤ n ≤ MaxN) that continues the
// search from the partial placement prefix (queens on rows 0..len(prefix)-1,
// prefix[r] their columns; nil or empty for the whole search).
func New(n int, strategy Strategy, prefix []int) (*Stepper, error) {
	if err := checkSize(n, MaxN); err != nil {
		return nil, err
	}
	if strategy != Array && strategy != Bitmask {
		return nil, fmt.Errorf("unknown strategy %v", strategy)
	}
	if err := ValidatePlacement(n, prefix); err != nil {
		return nil, err
	}
	s := &Stepper{
		n:            n,
		strategy:     strategy,
		base:         len(prefix),
		mask:         board.LowBits(n),
		snapInterval: defaultSnapInterval,
		maxSnaps:     defaultMaxSnaps,
	}
	for r, c := range prefix {
		s.st.queens[r] = int8(c)
		s.st.next[r] = int8(c) + 1
	}
	s.st.row = len(prefix)
	s.st.cur = -1
	s.st.phase = phEnter
	s.st.ev = Event{Kind: None, Row: -1, Col: -1}
	s.rebuild()
	s.snaps = append(s.snaps, s.st)
	return s, nil
}

// ValidatePlacement checks a partial placement: at most n queens, one per
// row from the top, columns in range, no two attacking each other.
func ValidatePlacement(n int, queens []int) error {
	if len(queens) > n {
		return fmt.Errorf("%d queens do not fit on %d rows", len(queens), n)
	}
	for r, c := range queens {
		if c < 0 || c >= n {
			return fmt.Errorf("row %d: column %d is off the %d×%d board", r, c, n, n)
		}
		for r2 := 0; r2 < r; r2++ {
			if line := AttackLine(Square{r2, queens[r2]}, Square{r, c}); line != NoLine {
				return fmt.Errorf("the queens at (%d,%d) and (%d,%d) attack each other along a %s", r2, queens[r2], r, c, line)
			}
		}
	}
	return nil
}

// AttackLine returns the line along which a queen at q attacks square sq:
// Column, Diagonal, AntiDiagonal or Row, checked in that order (the order
// of the search's checks); NoLine if it does not, or if they are the same
// square.
func AttackLine(q, sq Square) Line {
	switch {
	case q == sq:
		return NoLine
	case q.Col == sq.Col:
		return Column
	case q.Row-q.Col == sq.Row-sq.Col:
		return Diagonal
	case q.Row+q.Col == sq.Row+sq.Col:
		return AntiDiagonal
	case q.Row == sq.Row:
		return Row
	}
	return NoLine
}

// rebuild recomputes the derived arrays from st.queens.
func (s *Stepper) rebuild() {
	clear(s.colOwner[:])
	clear(s.diagOwner[:])
	clear(s.antiOwner[:])
	placed := s.st.row
	for r := 0; r < placed; r++ {
		s.mark(r, int(s.st.queens[r]), int8(r+1))
	}
	s.att[0] = board.Attacks{}
	for r := 0; r < placed; r++ {
		s.att[r+1] = s.att[r].Below(uint64(1)<<uint(s.st.queens[r]), s.mask)
	}
}

func (s *Stepper) mark(r, c int, owner int8) {
	s.colOwner[c] = owner
	s.diagOwner[r-c+s.n-1] = owner
	s.antiOwner[r+c] = owner
}

// N returns the board size.
func (s *Stepper) N() int { return s.n }

// Step returns the number of events so far (0 before the first).
func (s *Stepper) Step() uint64 { return s.st.ev.Counters.Steps }

// Event returns the last event (Kind None before the first step).
func (s *Stepper) Event() Event { return s.st.ev }

// Counters returns the running totals.
func (s *Stepper) Counters() Counters { return s.st.ev.Counters }

// IsDone reports whether the search is over.
func (s *Stepper) IsDone() bool { return s.st.phase == phDone }

// Row returns the row being filled (N when all queens stand), which is also
// the number of queens standing: they occupy rows 0..Row()-1.
func (s *Stepper) Row() int { return s.st.row }

// Candidate returns the column being tried in Row, or -1.
func (s *Stepper) Candidate() int { return s.st.cur }

// QueenCol returns the column of the queen on row r, or -1 if it has none.
func (s *Stepper) QueenCol(r int) int {
	if r < 0 || r >= s.st.row {
		return -1
	}
	return int(s.st.queens[r])
}

// Queens returns a copy of the columns of the queens placed, row by row.
func (s *Stepper) Queens() []int {
	return s.AppendQueens(make([]int, 0, s.st.row))
}

// AppendQueens appends the columns of the queens placed to dst, so that a
// caller can reuse one buffer and stay free of allocations.
func (s *Stepper) AppendQueens(dst []int) []int {
	for r := 0; r < s.st.row; r++ {
		dst = append(dst, int(s.st.queens[r]))
	}
	return dst
}

// Threats returns every line along which the queens placed attack the
// square (NoLine if it is safe or holds a queen).
func (s *Stepper) Threats(row, col int) Line {
	if row < 0 || row >= s.n || col < 0 || col >= s.n {
		return NoLine
	}
	var l Line
	if o := s.colOwner[col]; o != 0 && int(o)-1 != row {
		l |= Column
	}
	if o := s.diagOwner[row-col+s.n-1]; o != 0 && int(o)-1 != row {
		l |= Diagonal
	}
	if o := s.antiOwner[row+col]; o != 0 && int(o)-1 != row {
		l |= AntiDiagonal
	}
	return l
}

// Attacker returns one queen attacking the square and the line it attacks
// along, checking the column first, then the diagonal, then the
// anti-diagonal; ok is false when the square is safe.
func (s *Stepper) Attacker(row, col int) (by Square, line Line, ok bool) {
	if row < 0 || row >= s.n || col < 0 || col >= s.n {
		return Square{}, NoLine, false
	}
	owners := [3]int8{s.colOwner[col], s.diagOwner[row-col+s.n-1], s.antiOwner[row+col]}
	for i, o := range owners {
		if o != 0 && int(o)-1 != row {
			r := int(o) - 1
			return Square{r, int(s.st.queens[r])}, Column << uint(i), true
		}
	}
	return Square{}, NoLine, false
}

// Masks are the bitmask words of a row: bit c stands for column c.
type Masks struct {
	Cols, LD, RD uint64 // columns, "\" diagonals and "/" diagonals attacked
	Free         uint64 // columns of the row still to try
	Mask         uint64 // the n low bits
}

// Masks returns the bitmask words of the row being filled (for the array
// strategy too: both strategies know the same facts). At row N all are 0
// but Mask and Cols.
func (s *Stepper) Masks() Masks {
	r := s.st.row
	a := s.att[r]
	m := Masks{Cols: a.Cols, LD: a.LD, RD: a.RD, Mask: s.mask}
	if r < s.n {
		m.Free = s.Remaining(r)
	}
	return m
}

// Remaining returns the columns of row r that the search has still to try,
// as a bitset (bit c for column c): for a row above the current one, the
// columns right of its queen that are not attacked (bitmask) or not yet
// considered (array).
func (s *Stepper) Remaining(r int) uint64 {
	if r < s.base || r > s.st.row || r >= s.n || s.st.phase == phDone {
		return 0
	}
	if r == s.st.row && s.st.phase == phEnter {
		// The row has not been entered yet: everything is ahead.
		if s.strategy == Bitmask {
			return s.att[r].Free(s.mask)
		}
		return s.mask
	}
	if s.strategy == Bitmask {
		return s.st.free[r]
	}
	next := int(s.st.next[r])
	if next >= s.n {
		return 0
	}
	return s.mask &^ board.LowBits(next)
}
