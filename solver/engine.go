package solver

import "github.com/nqueens/nqueens/internal/kit/i18n"

// engine is one strategy's search behind a Stepper: the Stepper keeps the
// run's common state (st: the queens, the row, the last event and its
// counters), the snapshots, rewind and seek, and asks the engine for the
// next event and for what the board shows. Each strategy has one, made by
// its spec's newEngine (engine_array.go, engine_bitmask.go, engine_fc.go,
// engine_mc.go).
//
// Rewind works by restoring a snapshot of st and stepping forward again, so
// an engine must be a function of st: everything it keeps elsewhere is
// either derived from st (rebuilt by load) or copied into st by save before
// a snapshot is taken. st is a plain value (fixed arrays, no pointers), so
// that a snapshot is one copy and takes no allocation; the fields an engine
// uses are its own (see state), and so is the meaning of st.phase.
//
// An engine need not compute its events. A run whose events come from
// outside (a trace solver/replay has checked: `nqueens trace --format json`
// or a student's solver) fits the same seam (scripted.go): NewScripted makes
// the stepper with newStepper under the strategy the trace names, so that
// Strategy, Pseudocode and the views (FC, MC, Bitmask, which ask the engine
// for the interfaces behind them) are those of the run it plays, and stops
// it at the script's end (Stepper.end). Where n and the options determine
// the run, the engine is the strategy's own: the trace's valid events are
// its events. Where they do not (min-conflicts), the spec's playScript
// makes one whose advance emits the script's next event with Stepper.emit
// (the counters and the pseudocode line follow from its kind): its place
// in the script is the step (st.ev.Counters.Steps), so that after a
// restore it goes on from there, and load rebuilds the board from st.queens
// as the search engines do.
type engine interface {
	// advance performs the search until it has emitted exactly one event
	// (Stepper.emit). It is not called once the event is Done.
	advance()
	// save copies into st what of the run the engine keeps elsewhere,
	// right before st is snapshotted.
	save()
	// load rebuilds everything the engine derives from st: after a
	// restore, and once when the stepper is made.
	load()

	// What the board shows after the last event; the Stepper methods of
	// the same names document them.
	placed() int
	queenCol(r int) int
	appendQueens(dst []int) []int
	threats(row, col int) Line
	remaining(r int) uint64
	narrate(lang i18n.Lang) string // the current event, in lang (Stepper.Narrate)
	plainNodes(limit uint64) (nodes uint64, ok bool)
}

// lineOwners records, for the engines whose queens never attack each other,
// the row of the queen owning each column and diagonal (+1; 0 means free),
// so that a square's threats and its attacker cost three loads.
type lineOwners struct {
	col  [MaxN]int8
	diag [2*MaxN - 1]int8 // indexed by row-col+n-1
	anti [2*MaxN - 1]int8 // indexed by row+col
}

func (o *lineOwners) reset() {
	clear(o.col[:])
	clear(o.diag[:])
	clear(o.anti[:])
}

// mark gives the lines of (r, c) on the n×n board to owner (r+1, or 0 to
// free them).
func (o *lineOwners) mark(n, r, c int, owner int8) {
	o.col[c] = owner
	o.diag[r-c+n-1] = owner
	o.anti[r+c] = owner
}

// threats returns every line along which a queen attacks the square, the
// queen of its own row left out.
func (o *lineOwners) threats(n, row, col int) Line {
	var l Line
	if w := o.col[col]; w != 0 && int(w)-1 != row {
		l |= Column
	}
	if w := o.diag[row-col+n-1]; w != 0 && int(w)-1 != row {
		l |= Diagonal
	}
	if w := o.anti[row+col]; w != 0 && int(w)-1 != row {
		l |= AntiDiagonal
	}
	return l
}

// attacker returns one queen attacking the square and the line it attacks
// along, checking the column first, then the diagonal, then the
// anti-diagonal; ok is false when the square is safe. As for threats, the
// queen of the square's own row does not count.
func (o *lineOwners) attacker(n, row, col int, queens *[MaxN]int8) (by Square, line Line, ok bool) {
	owners := [3]int8{o.col[col], o.diag[row-col+n-1], o.anti[row+col]}
	for i, w := range owners {
		if w != 0 && int(w)-1 != row {
			r := int(w) - 1
			return Square{r, int(queens[r])}, Column << uint(i), true
		}
	}
	return Square{}, NoLine, false
}

// appendTopRows appends the columns of the queens of rows 0..rows-1 (each
// holding one), the Queens of the engines that fill rows top down.
func appendTopRows(dst []int, queens *[MaxN]int8, rows int) []int {
	for _, c := range queens[:rows] {
		dst = append(dst, int(c))
	}
	return dst
}
