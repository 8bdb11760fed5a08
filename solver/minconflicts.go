package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
)

// StartMode says how min-conflicts makes its first complete placement.
type StartMode uint8

const (
	// GreedyStart puts the queens down row by row from the top, each on a
	// square attacked by the fewest queens above it, ties at random (the
	// start of Minton et al., 1992: it leaves only a few conflicts).
	GreedyStart StartMode = iota
	// RandomStart puts each row's queen on a column drawn at random.
	RandomStart
	// QuickStart makes GreedyStart's choices, each queen on a square of
	// fewest conflicts with those above, ties at random, drawing in an
	// order that keeps its memory accesses in the processor's cache: about
	// as few conflicts left, several times faster on boards of millions,
	// but another run for the same seed (see startQuick).
	QuickStart
)

// StartModes lists the start modes, the default first.
var StartModes = []StartMode{GreedyStart, RandomStart, QuickStart}

// String returns the name the command line uses: "greedy", "random" or
// "quick".
func (s StartMode) String() string {
	switch s {
	case GreedyStart:
		return "greedy"
	case RandomStart:
		return "random"
	case QuickStart:
		return "quick"
	}
	return fmt.Sprintf("StartMode(%d)", uint8(s))
}

// mcPCGStream is the second word of the seed of min-conflicts' random
// numbers (math/rand/v2's PCG takes two); any constant does, it only has to
// stay the same so that a seed gives the same run in every release.
const mcPCGStream = 0x6e7175656e73 // "nqueens"

// mcBoard is the min-conflicts search on an n×n board of any size: one queen
// per row, counters of the queens on every column and diagonal, so that the
// conflicts of a square cost three loads and a move O(1) to record. Memory
// is O(n): about 28 bytes a row. The stepper drives one on boards up to
// MaxN for the visualizer and trace, SolveMinConflicts on boards of millions of
// rows; both make the same moves for the same seed.
type mcBoard struct {
	n     int
	q     []int32 // q[r]: the column of row r's queen, -1 before the start
	cols  []int32 // queens on each column
	diags []int32 // queens on each "\" diagonal, indexed by r-c+n-1
	antis []int32 // queens on each "/" diagonal, indexed by r+c
	pairs int64   // pairs of queens that attack each other
	// cand holds every row whose queen is attacked, and maybe some whose
	// queen no longer is: they are dropped when drawn (pick), which
	// spares finding every queen a move relieves. inCand is its bitset.
	cand   []int32
	inCand []uint64
	ties   []int32  // leastConflicted's count of ties in each block of tieBlock columns
	pcg    rand.PCG // the run's random numbers (intN)
	// ctx, if not nil, stops a start on a board of millions between
	// rows (the stepper's boards start in microseconds).
	ctx context.Context
}

// newMCBoard returns an empty n×n board whose random numbers come from seed.
func newMCBoard(n int, seed uint64) *mcBoard {
	b := &mcBoard{
		n:      n,
		q:      make([]int32, n),
		cols:   make([]int32, n),
		diags:  make([]int32, 2*n-1),
		antis:  make([]int32, 2*n-1),
		cand:   make([]int32, 0, n),
		inCand: make([]uint64, (n+63)/64),
		ties:   make([]int32, (n+tieBlock-1)/tieBlock),
	}
	b.pcg = *rand.NewPCG(seed, mcPCGStream)
	for r := range b.q {
		b.q[r] = -1
	}
	return b
}

// clearBoard lifts every queen, for a new start.
func (b *mcBoard) clearBoard() {
	for r := range b.q {
		b.q[r] = -1
	}
	clear(b.cols)
	clear(b.diags)
	clear(b.antis)
	clear(b.inCand)
	b.cand = b.cand[:0]
	b.pairs = 0
}

// put puts row r's queen on column c (the row has none).
func (b *mcBoard) put(r, c int) {
	d, a := r-c+b.n-1, r+c
	b.pairs += int64(b.cols[c] + b.diags[d] + b.antis[a])
	b.cols[c]++
	b.diags[d]++
	b.antis[a]++
	b.q[r] = int32(c)
}

// lift takes row r's queen off the board.
func (b *mcBoard) lift(r int) {
	c := int(b.q[r])
	d, a := r-c+b.n-1, r+c
	b.cols[c]--
	b.diags[d]--
	b.antis[a]--
	b.pairs -= int64(b.cols[c] + b.diags[d] + b.antis[a])
	b.q[r] = -1
}

// squareConflicts returns the number of queens that attack square (r, c),
// leaving out row r's own queen: how many conflicts that queen would have
// there. Two queens share at most one line, so the sum counts queens.
func (b *mcBoard) squareConflicts(r, c int) int {
	v := int(b.cols[c] + b.diags[r-c+b.n-1] + b.antis[r+c])
	if int(b.q[r]) == c {
		v -= 3
	}
	return v
}

// conflicts returns the number of queens attacking row r's queen.
func (b *mcBoard) conflicts(r int) int { return b.squareConflicts(r, int(b.q[r])) }

// leastConflicted returns a column of row r, whose queen is lifted (or not
// yet put down), among those attacked by the fewest queens, drawn at random
// among the ties: the k-th tie from the left, k drawn below their number.
// It streams once through the counters of the row's squares, counting the
// ties in each block of tieBlock columns as it goes, so that finding the
// drawn one rescans a single block. A row of ten million squares, whose
// ties on a board nearly solved run to millions, thus costs one pass and
// one random number.
func (b *mcBoard) leastConflicted(r int) int {
	n := b.n
	// Square (r, c) lies on diagonal r-c+n-1 and anti-diagonal r+c: as c
	// goes right, one walks down diags from r+n-1 and the other up antis
	// from r. Slicing them to the row's stretch lets the compiler drop the
	// bounds checks.
	cols, diags, antis := b.cols[:n], b.diags[r:r+n], b.antis[r:r+n]
	least, first := int32(^uint32(0)>>1), 0 // first: the block least was first seen in
	ties := b.ties[:(n+tieBlock-1)/tieBlock]
	for blk := range ties {
		cb, db, ab := b.rowBlock(cols, diags, antis, blk)
		count := int32(0)
		for i, v := range cb {
			v += db[len(db)-1-i] + ab[i]
			if v > least {
				continue
			}
			if v < least {
				least, count, first = v, 0, blk
			}
			count++
		}
		ties[blk] = count
	}
	// The blocks before first hold no square as good as least; first's
	// count starts where least was reached, and nothing before that point
	// equals least, so rescanning first from its left edge finds the same.
	total := 0
	for _, t := range ties[first:] {
		total += int(t)
	}
	k := b.intN(total)
	for blk := first; ; blk++ {
		if k >= int(ties[blk]) {
			k -= int(ties[blk])
			continue
		}
		cb, db, ab := b.rowBlock(cols, diags, antis, blk)
		for i, v := range cb {
			if v+db[len(db)-1-i]+ab[i] == least {
				if k == 0 {
					return blk*tieBlock + i
				}
				k--
			}
		}
		panic("unreachable: the drawn tie is in its block")
	}
}

// rowBlock returns block blk of a row's column, diagonal and anti-diagonal
// counters, as leastConflicted slices them: the diagonal's runs right to
// left, so db[len(db)-1-i] goes with cb[i].
func (b *mcBoard) rowBlock(cols, diags, antis []int32, blk int) (cb, db, ab []int32) {
	n := b.n
	lo := blk * tieBlock
	hi := min(lo+tieBlock, n)
	cb = cols[lo:hi]
	return cb, diags[n-hi : n-lo][:len(cb)], antis[lo:hi][:len(cb)]
}

// tieBlock is how many columns leastConflicted counts the ties of
// together: the rescan that finds the drawn tie reads one block.
const tieBlock = 1024

// startGreedy fills the board row by row from the top, each queen on a
// square attacked by the fewest queens above it, ties at random (Minton et
// al.). Counting every column of every row would cost O(n²). But a square
// no queen attacks lies on a free column, so it draws free columns at
// random and takes the first whose two diagonals are free too: a uniform
// choice among the squares of no conflict, as the full count would make,
// at a cost of about (free columns)/(squares of no conflict) draws. Only
// when every free column has been drawn in vain does it count every column
// (leastConflicted): about as many rows as the conflicts the start leaves,
// a handful.
//
// While most columns are free it draws any column and skips the busy ones.
// Once that fails greedyDraws times for a row, it lists the free columns and
// draws from the list without drawing one twice for a row (drawFree), so
// that it knows when none is left. See fillGreedy for the rest.
func (b *mcBoard) startGreedy() bool { return b.fillGreedy(greedyDraws, 1, 0) }

// startQuick is startGreedy with another rule for when to list the free
// columns: once no more than n/quickListShare are free, or quickListMin
// (or a row fails quickDraws draws), so that the list fits in the
// processor's cache, and with draws among all columns made quickBatch at a
// time (drawAny). While
// more are free, a draw tests bitsets that fit there too; the greedy
// start's list, made after its first row of greedyDraws failures (about a
// fifth of the way down), holds most columns, and on a board of millions
// each draw from it waits on main memory. Every draw is still uniform over
// the free columns, so the choice is the greedy start's, made with other
// random numbers: another run for the same seed.
func (b *mcBoard) startQuick() bool {
	return b.fillGreedy(quickDraws, quickBatch, max(b.n/quickListShare, quickListMin))
}

// fillGreedy makes the greedy start (see startGreedy): a row draws any
// column up to draws times, batch at a time (drawAny), while more than
// listAt columns are free, then from the list of the free ones.
//
// The draws test bitsets of the busy columns and diagonals, n/8 bytes
// each, which stay in the processor's cache where the counters (4 bytes a
// line) would not on a board of millions. The counters stay empty while
// every queen has three lines of its own, the bitsets saying all there is
// to say; countFrom fills them in one ordered pass when a row first takes
// a square of fewest conflicts, or at the end. The list lives in cand's
// storage, not in use yet; a column taken by leastConflicted stays in it
// until it is drawn, and is dropped then.
func (b *mcBoard) fillGreedy(draws, batch, listAt int) bool {
	n := b.n
	busyCol := make(bitset, (n+63)/64)
	busyDiag := make(bitset, (2*n+62)/64)
	busyAnti := make(bitset, (2*n+62)/64)
	var free []int32 // nil until the draws from all columns fail
	freeCols := n    // columns with no queen
	counted := false // whether the counters hold the queens put so far
	var fallbacks []int32
	for r := range n {
		if r%(1<<16) == 0 && b.cancelled() {
			return false
		}
		c := -1
		for tries := 0; c < 0 && free == nil && freeCols > listAt && tries < draws; tries += batch {
			c = b.drawAny(r, batch, busyCol, busyDiag, busyAnti)
		}
		if c < 0 && free == nil {
			free = b.cand[:0]
			for fc := range n {
				if !busyCol.has(fc) {
					free = append(free, int32(fc))
				}
			}
		}
		if c < 0 {
			c, free = b.drawFree(free, r, busyCol, busyDiag, busyAnti)
		}
		if c < 0 {
			if !counted {
				b.countFrom(busyCol, busyDiag, busyAnti)
				counted = true
			}
			c = b.leastConflicted(r)
			fallbacks = append(fallbacks, int32(r))
		}
		if counted {
			b.put(r, c)
		} else {
			b.q[r] = int32(c)
		}
		if !busyCol.has(c) {
			freeCols--
		}
		busyCol.set(c)
		busyDiag.set(r - c + n - 1)
		busyAnti.set(r + c)
	}
	if !counted {
		b.countFrom(busyCol, busyDiag, busyAnti)
	}
	b.listAttacked(fallbacks)
	return true
}

// drawAny draws batch (1 to quickBatch) columns for row r among all and
// returns the first that is free with its two diagonals free, or -1. It
// draws them all before it tests any, so that the processor fetches their
// bitset words together rather than one after the other; one at a time it
// is startGreedy's draw.
func (b *mcBoard) drawAny(r, batch int, busyCol, busyDiag, busyAnti bitset) int {
	n := b.n
	var cs [quickBatch]int
	var col, diag, anti [quickBatch]uint64
	for j := range batch {
		cs[j] = b.intN(n)
	}
	for j, fc := range cs[:batch] {
		col[j] = busyCol[fc/64]
		diag[j] = busyDiag[(r-fc+n-1)/64]
		anti[j] = busyAnti[(r+fc)/64]
	}
	for j, fc := range cs[:batch] {
		d, a := r-fc+n-1, r+fc
		if col[j]&(1<<uint(fc%64))|diag[j]&(1<<uint(d%64))|anti[j]&(1<<uint(a%64)) == 0 {
			return fc
		}
	}
	return -1
}

// drawFree draws for row r from the free columns free, without drawing one
// twice (the rejected ones are swapped to the front), the first whose two
// diagonals are free, and removes it; it drops the columns a row of fewest
// conflicts took meanwhile. It returns -1 if no free column fits, and free
// as it leaves it.
func (b *mcBoard) drawFree(free []int32, r int, busyCol, busyDiag, busyAnti bitset) (int, []int32) {
	n := b.n
	for k := 0; k < len(free); {
		i := k + b.intN(len(free)-k)
		fc := int(free[i])
		if busyCol.has(fc) {
			// Taken by leastConflicted: drop it.
			free[i] = free[len(free)-1]
			free = free[:len(free)-1]
			continue
		}
		if busyDiag.has(r-fc+n-1) || busyAnti.has(r+fc) {
			free[i], free[k] = free[k], free[i]
			k++
			continue
		}
		free[i] = free[len(free)-1]
		return fc, free[:len(free)-1]
	}
	return -1, free
}

// greedyDraws is how many columns startGreedy draws for a row among all
// before it lists the free ones: while three in four columns are free, one
// of the first draws is almost always a square of no conflict.
const greedyDraws = 16

// quickDraws, quickListShare and quickListMin are startQuick's: it lists
// the free columns once no more than n/quickListShare are (a list of n
// bytes, the size of the busy bitsets together, against the greedy start's
// 3n) or quickListMin (a list of 4 MB, which the cache holds anyway: on a
// board of a million it lists from the first row), or when a row fails
// quickDraws draws among all columns, which with a quarter of them free and
// about a quarter of those fitting has odds of e⁻⁶⁶. Listing sooner makes
// larger lists; later, more draws (measured at N=10⁷ for shares 2, 3, 4,
// 16, 64: 2 to 4 do best).
const (
	quickDraws     = 1024
	quickListShare = 4
	quickBatch     = 4 // columns drawAny draws together for startQuick
	quickListMin   = 1 << 20
)

// bitset is a set of small whole numbers: i is bit i%64 of word i/64.
type bitset []uint64

func (s bitset) has(i int) bool { return s[i/64]&(1<<uint(i%64)) != 0 }
func (s bitset) set(i int)      { s[i/64] |= 1 << uint(i%64) }

// startRandom puts each row's queen on a column drawn at random.
func (b *mcBoard) startRandom() {
	for r := range b.n {
		b.put(r, b.intN(b.n))
	}
}

// start makes a new complete placement and lists the rows in conflict. It
// reports false, the board half filled, if ctx stopped it.
func (b *mcBoard) start(how StartMode) bool {
	b.clearBoard()
	switch how {
	case RandomStart:
		b.startRandom()
	case QuickStart:
		return b.startQuick() // these two list the attacked rows themselves
	default:
		return b.startGreedy()
	}
	b.cand = b.cand[:0]
	for r := range b.n {
		if b.conflicts(r) > 0 {
			b.enlist(r)
		}
	}
	return true
}

// cancelled reports whether ctx asks the search to stop.
func (b *mcBoard) cancelled() bool { return b.ctx != nil && b.ctx.Err() != nil }

// enlist adds row r to cand unless it is there already.
func (b *mcBoard) enlist(r int) {
	w, bit := r/64, uint64(1)<<uint(r%64)
	if b.inCand[w]&bit == 0 {
		b.inCand[w] |= bit
		b.cand = append(b.cand, int32(r))
	}
}

// pick returns a row whose queen is attacked, drawn at random among them
// (the board must have some): it draws from cand and drops the rows drawn
// that are no longer attacked, which is uniform over the attacked ones.
func (b *mcBoard) pick() int {
	for {
		i := b.intN(len(b.cand))
		r := int(b.cand[i])
		if b.conflicts(r) > 0 {
			return r
		}
		last := len(b.cand) - 1
		b.cand[i] = b.cand[last]
		b.cand = b.cand[:last]
		b.inCand[r/64] &^= uint64(1) << uint(r%64)
	}
}

// repair moves row r's queen to a square of its row attacked by the fewest
// other queens, ties at random (its own square among them), and returns
// the column it left. If it lands attacked, it and the queens attacking it
// join cand; the queens it left may be relieved, which pick finds out when
// it draws them.
func (b *mcBoard) repair(r int) (from int) {
	from = int(b.q[r])
	b.lift(r)
	c := b.leastConflicted(r)
	b.put(r, c)
	if c == from || b.conflicts(r) == 0 {
		return from
	}
	b.enlist(r)
	n := b.n
	// Only the lines holding another queen need looking along.
	col, diag, anti := -1, n, -1 // values no queen has
	if b.cols[c] > 1 {
		col = c
	}
	if b.diags[r-c+n-1] > 1 {
		diag = r - c
	}
	if b.antis[r+c] > 1 {
		anti = r + c
	}
	for i, qc := range b.q {
		if i != r && (int(qc) == col || i-int(qc) == diag || i+int(qc) == anti) {
			b.enlist(i)
		}
	}
	return from
}

// attackers appends to dst the queens that attack row r's queen, top down.
func (b *mcBoard) attackers(dst []Square, r int) []Square {
	c := int(b.q[r])
	for i, qc := range b.q {
		if i != r && AttackLine(Square{i, int(qc)}, Square{r, c}) != NoLine {
			dst = append(dst, Square{i, int(qc)})
		}
	}
	return dst
}

// mcProgress is how far a min-conflicts run has gone; it decides the next
// step. It is a plain value, for the stepper's snapshots.
type mcProgress struct {
	moves, starts int
	best          int64 // the fewest conflicting pairs since the last start
	since         int   // moves since best was reached
}

// mcAction is what a min-conflicts run does next.
type mcAction uint8

const (
	mcRepair  mcAction = iota // pick an attacked queen and move it
	mcSolved                  // no queen is attacked
	mcGiveUp                  // mcMaxMoves moves made
	mcRestart                 // mcPlateau moves without fewer conflicts
)

// mcPlateau is how many moves without fewer conflicting pairs than the
// fewest since the start make a run start again. Small boards get stuck
// for good in a few runs in ten (every attacked queen already on the best
// square of its row), and 100 moves are a plateau there; on large boards
// the last conflicts can take a few hundred moves to go with a random
// start, hence the n/10 (measured over 300 seeds each for N = 4..2000: no
// run needed a restart from N=200 on).
func mcPlateau(n int) int { return 100 + n/10 }

// mcMaxMoves is the step cap: after this many moves in all, about ten
// starts' worth, the run gives up. It is how the runs of boards without a
// solution end (N = 2 and 3), and it bounds a run that keeps getting stuck.
func mcMaxMoves(n int) int { return 10 * mcPlateau(n) }

// started records a new start, with its conflicting pairs.
func (p *mcProgress) started(pairs int64) {
	p.starts++
	p.best, p.since = pairs, 0
}

// moved records a move, after which pairs queens attack each other.
func (p *mcProgress) moved(pairs int64) {
	p.moves++
	p.since++
	if pairs < p.best {
		p.best, p.since = pairs, 0
	}
}

// next returns the run's next action, with pairs attacking pairs on the board.
func (p *mcProgress) next(n int, pairs int64) mcAction {
	switch {
	case pairs == 0:
		return mcSolved
	case p.moves >= mcMaxMoves(n):
		return mcGiveUp
	case p.since >= mcPlateau(n):
		return mcRestart
	}
	return mcRepair
}

// MaxMinConflictsN is the largest board MinConflicts takes. It needs about
// 28 bytes a row: 280 MB at this size.
const MaxMinConflictsN = 10_000_000

// MaxRandomStartN is the largest board SolveMinConflicts takes with a
// random start: such a start leaves about n conflicts, so the run costs
// O(n²) (N=30,000 in 1.4 s, measured), against O(n) from a greedy start.
const MaxRandomStartN = 50_000

// GiveUpError reports a min-conflicts run that reached its step cap
// without a solution.
type GiveUpError struct {
	N, Moves, Starts int
	Pairs            int64 // pairs of queens still attacking each other
}

func (e *GiveUpError) Error() string { return e.In(i18n.En) }

// In is the error in l (see i18n.Localized).
func (e *GiveUpError) In(l i18n.Lang) string {
	pairs := i18n.NewMsg(i18n.SolverPairs, int(e.Pairs), text.Thousands(uint64(e.Pairs)))
	return l.Sprintf(i18n.SolverGaveUp, strconv.Itoa(e.N), text.Thousands(uint64(e.Moves)), strconv.Itoa(e.Starts), pairs)
}

// SolveMinConflicts returns a solution of the n×n board (1 ≤ n ≤
// MaxMinConflictsN), q[r] the column of row r, found by min-conflicts from
// the start given: the run the stepper makes with Strategy MinConflicts and
// the same seed, without its events. From a greedy or quick start it takes
// about 50 moves whatever n, each costing a pass over the counters of a
// row: O(n) time and memory in all (ten million queens in about 2.5 s of
// CPU from the quick start, docs/bench/mc-2026-12-01.txt). A random start
// leaves about n conflicts, and so costs O(n²): it is refused past
// MaxRandomStartN. It returns a *GiveUpError when the run reaches its step
// cap (boards without a solution, N = 2 and 3, end so), and ctx's error
// when ctx is done.
func SolveMinConflicts(ctx context.Context, n int, seed uint64, how StartMode) ([]int32, error) {
	if err := checkSize(n, MaxMinConflictsN); err != nil {
		return nil, err
	}
	if how == RandomStart && n > MaxRandomStartN {
		return nil, fmt.Errorf("solver: a random start costs O(n²): N=%d is past %d", n, MaxRandomStartN)
	}
	b := newMCBoard(n, seed)
	b.ctx = ctx
	var p mcProgress
	for restart := true; ; {
		if restart {
			if !b.start(how) {
				return nil, ctx.Err()
			}
			p.started(b.pairs)
		}
		switch p.next(n, b.pairs) {
		case mcSolved:
			return b.q, nil
		case mcGiveUp:
			return nil, &GiveUpError{N: n, Moves: p.moves, Starts: p.starts, Pairs: b.pairs}
		case mcRestart:
			restart = true
		default:
			restart = false
			b.repair(b.pick())
			p.moved(b.pairs)
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
}
