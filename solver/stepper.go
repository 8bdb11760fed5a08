package solver

import (
	"fmt"
	"math/bits"

	"github.com/nqueens/nqueens/solver/internal/board"
)

// phase says what the stepper does on its next step.
type phase uint8

const (
	phEnter    phase = iota // enter row `row` (or report a solution when row == n)
	phAttacks               // bitmask: report the attacked squares of the row
	phTry                   // try the next candidate of the row
	phCheck                 // array: is the tried square attacked?
	phPlace                 // bitmask: place the queen on the tried square
	phReturn                // leave the row: lift the queen above, or finish
	phDone                  // the search is over
	phPrune                 // fc: report the squares the new queen prunes
	phWipe                  // fc: report a domain the prune emptied
	phStart                 // min-conflicts: put a queen on every row
	phTest                  // min-conflicts: solved, give up, restart or pick
	phEvaluate              // min-conflicts: count the picked row's squares
	phMove                  // min-conflicts: move the picked queen
	phEnd                   // min-conflicts: report done
)

// state is everything that determines the rest of the search. It is a plain
// value (fixed arrays, no pointers) so that a snapshot is one copy and takes
// no allocation.
type state struct {
	phase   phase
	row     int          // the row being filled; rows above it hold queens (but see fc, min-conflicts)
	cur     int          // the column being tried in row, or -1
	queens  [MaxN]int8   // queens[r] for r < row (fc: the rows of placed)
	next    [MaxN]int8   // array: next column to try in each row
	free    [MaxN]uint64 // bitmask, fc: columns of each row not tried yet
	pending uint64       // bitmask: attacked columns of row not reported yet
	ev      Event        // the last event

	// fc: rows may be filled out of order (MRV), so the queens stand on
	// the rows of placed, queens[r] on row r, and order lists those rows
	// in the order their queens went down; row is the row filled next.
	depth  int        // queens standing
	placed uint64     // the rows holding a queen
	order  [MaxN]int8 // order[d]: the row of the d-th queen

	// min-conflicts: the placement is in queens (all n rows once started,
	// row 0 before and n after); its line counters are rebuilt from it.
	// The run's progress and picked row live in mc, and the rest of its
	// board is copied there at each snapshot (saveMC), not at every step.
	mc mcSaved
}

// Stepper runs a search of the N-Queens problem one event at a time, in one
// of the strategies. Array and bitmask walk the backtracking search tree
// rows top to bottom, columns left to right, so the k-th solution event is
// the k-th solution in lexicographic order; so does fc, pruning branches,
// but with MRV it fills the rows in an order of its own; min-conflicts
// repairs a complete placement until it finds one solution, or gives up.
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

	opt StepperOptions
	// fc: dom[d][r] is the domain of row r once the first d queens of
	// st.order stand (rebuilt on restore): the squares no queen of those
	// attacks. A row's domain stays as it was when its queen went down.
	dom [][MaxN]uint64
	// min-conflicts: the board (rebuilt on restore), and the conflicting
	// pairs after the start and each move, which a rewind does not undo:
	// the run is the same whenever it is replayed.
	mc      *mcBoard
	pairLog []int32

	snaps        []state
	snapInterval uint64
	maxSnaps     int
}

// Snapshot defaults: a snapshot of a 64-row state is about 1 KiB (1,048
// bytes with fc's and min-conflicts' fields), so 32768 of them stay under
// 35 MiB whatever the run length, while the first
// interval keeps a step back to a replay of at most 1024 cheap steps.
const (
	defaultSnapInterval = 1024
	defaultMaxSnaps     = 1 << 15
)

// StepperOptions are the options of the strategies that have some; the
// zero value is the default of each.
type StepperOptions struct {
	// MRV (fc): fill next the row with the fewest squares left in its
	// domain (minimum remaining values), the topmost of a tie, instead of
	// the next row down.
	MRV bool
	// Seed (min-conflicts) seeds its random choices: the same seed makes
	// the same run.
	Seed uint64
	// Start (min-conflicts) is how it puts down its first queens.
	Start StartMode
}

// New returns a stepper for the n×n board (1 ≤ n ≤ MaxN) that continues the
// search from the partial placement prefix (queens on rows 0..len(prefix)-1,
// prefix[r] their columns; nil or empty for the whole search), with the
// default options (see NewWith).
func New(n int, strategy Strategy, prefix []int) (*Stepper, error) {
	return NewWith(n, strategy, prefix, StepperOptions{})
}

// NewWith is New with options. Min-conflicts takes no prefix: it starts
// from a complete placement of its own.
func NewWith(n int, strategy Strategy, prefix []int, opt StepperOptions) (*Stepper, error) {
	if err := checkSize(n, MaxN); err != nil {
		return nil, err
	}
	if strategy > MinConflicts {
		return nil, fmt.Errorf("unknown strategy %v", strategy)
	}
	if err := ValidatePlacement(n, prefix); err != nil {
		return nil, err
	}
	if strategy == MinConflicts && len(prefix) > 0 {
		return nil, fmt.Errorf("min-conflicts takes no queens given: it starts from a placement of its own")
	}
	s := &Stepper{
		n:            n,
		strategy:     strategy,
		base:         len(prefix),
		mask:         board.LowBits(n),
		opt:          opt,
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
	switch strategy {
	case FC:
		s.newFC()
	case MinConflicts:
		s.newMC()
	}
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

// reach returns the squares of row r2 that a queen on (r, c) attacks: its
// column and the two diagonals, |r2-r| columns either side (shifts past the
// word's 64 bits give 0 in Go, and mask drops the columns off the board).
func reach(r, c, r2 int, mask uint64) uint64 {
	dist := uint(max(r2-r, r-r2))
	bit := uint64(1) << uint(c)
	return (bit | bit<<dist | bit>>dist) & mask
}

// rebuild recomputes the derived arrays from st.queens.
func (s *Stepper) rebuild() {
	switch s.strategy {
	case FC:
		s.rebuildFC()
		return
	case MinConflicts:
		s.loadMC()
		return
	}
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

// Strategy returns the strategy the stepper runs.
func (s *Stepper) Strategy() Strategy { return s.strategy }

// Options returns the options the stepper was made with.
func (s *Stepper) Options() StepperOptions { return s.opt }

// Step returns the number of events so far (0 before the first).
func (s *Stepper) Step() uint64 { return s.st.ev.Counters.Steps }

// Event returns the last event (Kind None before the first step).
func (s *Stepper) Event() Event { return s.st.ev }

// Counters returns the running totals.
func (s *Stepper) Counters() Counters { return s.st.ev.Counters }

// IsDone reports whether the search is over.
func (s *Stepper) IsDone() bool { return s.st.phase == phDone }

// Row returns the row being filled (N when all queens stand), which is also
// the number of queens standing: they occupy rows 0..Row()-1. With fc it is
// the row filled next, and with MRV the rows holding queens are not always
// those above it (see Placed and Order). With min-conflicts it is 0 before
// the start and N after.
func (s *Stepper) Row() int { return s.st.row }

// Placed returns the number of queens standing.
func (s *Stepper) Placed() int {
	if s.strategy == FC {
		return s.st.depth
	}
	return s.st.row
}

// QueenCol returns the column of the queen on row r, or -1 if it has none.
func (s *Stepper) QueenCol(r int) int {
	if r < 0 || r >= s.n {
		return -1
	}
	switch s.strategy {
	case FC:
		if s.st.placed&(1<<uint(r)) == 0 {
			return -1
		}
		return int(s.st.queens[r])
	case MinConflicts:
		return int(s.mc.q[r])
	}
	if r >= s.st.row {
		return -1
	}
	return int(s.st.queens[r])
}

// Queens returns a copy of the columns of the queens placed, row by row:
// of rows 0..Row()-1 (all N rows with min-conflicts once started). With fc
// and MRV, whose queens need not stand on the top rows, it has an entry for
// each of the N rows, -1 on those without a queen, unless the queens fill
// the top rows.
func (s *Stepper) Queens() []int {
	return s.AppendQueens(make([]int, 0, s.n))
}

// AppendQueens appends what Queens returns to dst, so that a caller can
// reuse one buffer and stay free of allocations.
func (s *Stepper) AppendQueens(dst []int) []int {
	rows := s.st.row
	if s.strategy == FC {
		rows = s.st.depth
		if s.st.placed != board.LowBits(rows) {
			rows = s.n // a queen below an empty row: list them all
		}
	}
	for r := 0; r < rows; r++ {
		dst = append(dst, s.QueenCol(r))
	}
	return dst
}

// Threats returns every line along which the queens placed attack the
// square (NoLine if it is safe); the queen of the square's own row, if
// any, does not count.
func (s *Stepper) Threats(row, col int) Line {
	if row < 0 || row >= s.n || col < 0 || col >= s.n {
		return NoLine
	}
	if s.strategy == MinConflicts {
		return s.mcThreats(row, col)
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

// attacker returns, for an attack event of array or bitmask, one queen
// attacking the square and the line it attacks along, checking the column
// first, then the diagonal, then the anti-diagonal; ok is false when the
// square is safe. As for Threats, the queen of the square's own row does
// not count.
func (s *Stepper) attacker(row, col int) (by Square, line Line, ok bool) {
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

// Remaining returns the columns of row r that the search has still to try,
// as a bitset (bit c for column c): for a row above the current one, the
// columns right of its queen that are not attacked (bitmask) or not yet
// considered (array). With fc: for a row holding a queen, the squares of
// its domain right of the queen; for the row filled next, its domain still
// to try; 0 for the other rows (see Domain). Always 0 with min-conflicts.
func (s *Stepper) Remaining(r int) uint64 {
	switch {
	case s.strategy == FC:
		return s.fcRemaining(r)
	case s.strategy == MinConflicts, r < s.base || r > s.st.row || r >= s.n || s.st.phase == phDone:
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

// popcount is the number of squares of a row bitset.
func popcount(x uint64) int { return bits.OnesCount64(x) }
