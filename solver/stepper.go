package solver

import (
	"fmt"
	"math/bits"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver/internal/board"
)

// phase says what the engine does on its next step; each engine has its
// own phases (engine_*.go).
type phase uint8

// state is everything that determines the rest of the search. It is a plain
// value (fixed arrays, no pointers) so that a snapshot is one copy and takes
// no allocation. The common part is the stepper's; the fields marked with a
// strategy belong to its engine.
type state struct {
	phase  phase      // the engine's
	row    int        // the row being filled; rows above it hold queens (but see fc, min-conflicts)
	cur    int        // the column being tried in row, or -1
	queens [MaxN]int8 // queens[r] for r < row (fc: the rows of placed)
	ev     Event      // the last event

	next    [MaxN]int8   // array: next column to try in each row
	free    [MaxN]uint64 // bitmask, fc: columns of each row not tried yet
	pending uint64       // bitmask: attacked columns of row not reported yet

	// fc: rows may be filled out of order (MRV), so the queens stand on
	// the rows of placed, queens[r] on row r, and order lists those rows
	// in the order their queens went down; row is the row filled next.
	depth  int        // queens standing
	placed uint64     // the rows holding a queen
	order  [MaxN]int8 // order[d]: the row of the d-th queen

	// min-conflicts: the placement is in queens (all n rows once started,
	// row 0 before and n after); its line counters are rebuilt from it.
	// The run's progress and picked row live in mc, and the rest of its
	// board is copied there at each snapshot (save), not at every step.
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
	spec     *spec
	lines    *[numKinds]span // spec.lines, one load nearer for emit
	base     int             // rows filled by the caller's partial placement
	mask     uint64          // the n low bits
	st       state
	opt      StepperOptions
	eng      engine

	snaps        []state
	snapInterval uint64
	maxSnaps     int

	// end is the step after which the run is over though no done came: a
	// Script's end (NewScripted), where a trace's valid events stop.
	end uint64

	// fieldBuf and squareBuf hold what EventFields returns, reused.
	fieldBuf  []Field
	squareBuf []Square
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
	if !strategy.known() {
		return nil, fmt.Errorf("unknown strategy %v", strategy)
	}
	if err := ValidatePlacement(n, prefix); err != nil {
		return nil, err
	}
	s := newStepper(n, strategy, prefix, opt)
	eng, err := s.spec.newEngine(s)
	if err != nil {
		return nil, err
	}
	s.start(eng)
	return s, nil
}

// newStepper returns a stepper with its common state set, the queens of
// prefix on rows 0..len(prefix)-1, and no engine yet: the spec's newEngine
// (or a replay of events from outside, see engine) makes it, then start.
func newStepper(n int, strategy Strategy, prefix []int, opt StepperOptions) *Stepper {
	s := &Stepper{
		n:            n,
		strategy:     strategy,
		spec:         strategy.spec(),
		lines:        strategy.spec().lines,
		base:         len(prefix),
		mask:         board.LowBits(n),
		opt:          opt,
		snapInterval: defaultSnapInterval,
		maxSnaps:     defaultMaxSnaps,
		end:          ^uint64(0),
	}
	for r, c := range prefix {
		s.st.queens[r] = int8(c)
	}
	s.st.row = len(prefix)
	s.st.cur = -1
	s.st.ev = Event{Kind: None, Row: -1, Col: -1}
	return s
}

// start runs the stepper on eng, taking the first snapshot (step 0).
func (s *Stepper) start(eng engine) {
	s.eng = eng
	eng.save()
	eng.load()
	s.snaps = append(s.snaps, s.st)
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

// IsDone reports whether the search is over: its done event came, or a
// scripted run (NewScripted) reached the end of its script.
func (s *Stepper) IsDone() bool { return s.st.ev.Kind == Done || s.st.ev.Counters.Steps >= s.end }

// Row returns the row being filled (N when all queens stand), which is also
// the number of queens standing: they occupy rows 0..Row()-1. With fc it is
// the row filled next, and with MRV the rows holding queens are not always
// those above it (see Placed and Order). With min-conflicts it is 0 before
// the start and N after.
func (s *Stepper) Row() int { return s.st.row }

// Placed returns the number of queens standing.
func (s *Stepper) Placed() int { return s.eng.placed() }

// QueenCol returns the column of the queen on row r, or -1 if it has none.
func (s *Stepper) QueenCol(r int) int {
	if r < 0 || r >= s.n {
		return -1
	}
	return s.eng.queenCol(r)
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
func (s *Stepper) AppendQueens(dst []int) []int { return s.eng.appendQueens(dst) }

// Threats returns every line along which the queens placed attack the
// square (NoLine if it is safe); the queen of the square's own row, if
// any, does not count.
func (s *Stepper) Threats(row, col int) Line {
	if row < 0 || row >= s.n || col < 0 || col >= s.n {
		return NoLine
	}
	return s.eng.threats(row, col)
}

// Remaining returns the columns of row r that the search has still to try,
// as a bitset (bit c for column c): for a row above the current one, the
// columns right of its queen that are not attacked (bitmask) or not yet
// considered (array). With fc: for a row holding a queen, the squares of
// its domain right of the queen; for the row filled next, its domain still
// to try; 0 for the other rows (see Domain). Always 0 with min-conflicts.
func (s *Stepper) Remaining(r int) uint64 {
	if r < 0 || r >= s.n || s.st.ev.Kind == Done {
		return 0
	}
	return s.eng.remaining(r)
}

// AnyRowOrder reports whether the run may fill its rows in an order other
// than top down (fc with MRV): its tree then has a level per queen, not per
// row.
func (s *Stepper) AnyRowOrder() bool {
	return s.spec.anyRowOrder != nil && s.spec.anyRowOrder(s.opt)
}

// Narrate describes the current event in plain language, the way a teacher
// would say it: "row 2: (2,1) is attacked by the queen at (0,1) along its
// column — skip". The visualizer's status line and the trace command both
// use it, so the words are the same everywhere. It speaks the process's
// language (i18n.Current).
func (s *Stepper) Narrate() string { return s.eng.narrate(i18n.Current()) }

// NarrationIn is s's Narrate in lang: the screen-reader mode, whose
// sentences are made from the English narration, asks for English. (A
// function, not a method: the Stepper's methods are many enough.)
func NarrationIn(s *Stepper, lang i18n.Lang) string { return s.eng.narrate(lang) }

// PlainNodes returns the number of queens plain backtracking (Array or
// Bitmask: they walk the same tree) has put down when it reaches the moment
// of the search this stepper is at, to compare the nodes each visits (a
// node is a queen put down; Counters.Placements counts the stepper's own):
//
//   - before the first step: 0;
//   - at a place, prune or wipe-out: when it puts down the same queen on
//     the same board (the queens standing);
//   - at a solution: when it puts down the last queen of the same solution;
//   - at a backtrack: when it lifts the same queen, the subtree below it
//     walked through;
//   - at done: its whole run.
//
// With fc without MRV every moment has its counterpart, in the same order:
// fc walks plain backtracking's tree with branches cut off, so the two
// counts can be shown side by side at every step ("fc 88 nodes · plain
// backtracking 113 to here" at N=8's first solution), and fc's is never the larger. With MRV the
// queens need not stand on the top rows, and only solutions and done have
// a counterpart: ok is false at the other steps, as it always is for
// min-conflicts. For array and bitmask it is their own Placements.
//
// The count costs about what plain backtracking's walk to that moment
// costs, at a few hundred million nodes a second; past limit it stops and
// returns limit+1, meaning "more than limit".
func (s *Stepper) PlainNodes(limit uint64) (nodes uint64, ok bool) { return s.eng.plainNodes(limit) }

// popcount is the number of squares of a row bitset.
func popcount(x uint64) int { return bits.OnesCount64(x) }
