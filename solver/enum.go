package solver

import (
	"context"
	"math"
	"math/bits"

	"github.com/nqueens/nqueens/solver/internal/board"
)

// Enumerator lists the solutions of one board size in lexicographic order of
// their column lists, which is the order in which a backtracking search that
// fills rows top to bottom and tries columns left to right finds them: the
// k-th solution of an Enumerator is the k-th solution event of the stepper.
//
// It walks the search tree iteratively with one bitmask word per row kept in
// fixed arrays, so it needs constant memory and allocates nothing per
// solution. It moves both ways: Prev runs the same search with columns tried
// right to left, starting from the current solution.
//
// An Enumerator is a cursor that starts before the first solution. Next moves
// to the following solution and Prev to the preceding one; each reports false,
// leaving the cursor past the end (or before the start), when there is none.
// From past the end Prev yields the last solution; from before the start Next
// yields the first.
//
// An Enumerator is not safe for concurrent use.
type Enumerator struct {
	n      int
	mask   uint64 // the n low bits: the columns of the board
	unique bool   // list only canonical boards (see NewUniqueEnumerator)

	pos     enumPos
	pending bool    // on a solution that Next has yet to yield (set by a seek)
	dir     enumDir // direction avail was computed for; enumNoDir when stale
	row     int     // row an interrupted search resumes at
	index   uint64

	queens [MaxN]int
	// att[r] holds the squares of row r the queens of rows 0..r-1 attack.
	att [MaxN]board.Attacks
	// avail holds the columns of row r still to try in direction dir.
	avail [MaxN]uint64

	inv   [MaxN]int // scratch: the inverse permutation, for canonical checks
	saved [MaxN]int // the solution to return to when NextContext is cancelled
}

type enumPos uint8

const (
	enumBeforeFirst enumPos = iota
	enumOnSolution
	enumAfterLast
)

type enumDir uint8

const (
	enumNoDir enumDir = iota
	enumForward
	enumBackward
)

// enumChunk is how many queens NextContext places between two looks at its
// context: about a millisecond of search.
const enumChunk = 1 << 16

// NewEnumerator returns an enumerator of all solutions of the n×n board,
// positioned before the first. n must be from 1 to MaxN.
func NewEnumerator(n int) (*Enumerator, error) {
	if err := checkSize(n, MaxN); err != nil {
		return nil, err
	}
	return &Enumerator{n: n, mask: board.LowBits(n)}, nil
}

// NewUniqueEnumerator returns an enumerator of the unique solutions of the
// n×n board: one per symmetry class, the class's representative (the
// lexicographically smallest of its 8 images, see Canonical), in lexicographic
// order. Index counts unique solutions; ClassSize tells how many solutions a
// representative stands for.
//
// It prunes subtrees that cannot hold a representative — the first queen
// stands in the left half, and no border queen may be nearer a corner than
// the first — and checks the complete boards that remain.
func NewUniqueEnumerator(n int) (*Enumerator, error) {
	e, err := NewEnumerator(n)
	if err != nil {
		return nil, err
	}
	e.unique = true
	return e, nil
}

// N returns the board size.
func (e *Enumerator) N() int { return e.n }

// Queens returns the current solution, valid until the next call to a method
// that moves the enumerator. The caller must not modify it; copy it to keep
// it.
func (e *Enumerator) Queens() []int { return e.queens[:e.n] }

// Index returns the 1-based index of the current solution (among unique
// solutions for a unique enumerator). It is meaningful after a move that
// reported true.
func (e *Enumerator) Index() uint64 { return e.index }

// Next moves to the next solution and reports whether there is one.
func (e *Enumerator) Next() bool {
	ok, _ := e.move(context.Background(), enumForward)
	return ok
}

// Prev moves to the previous solution and reports whether there is one.
func (e *Enumerator) Prev() bool {
	ok, _ := e.move(context.Background(), enumBackward)
	return ok
}

// NextContext is Next for searches that may take long (on large boards the
// first solution can be far away): it gives up when ctx is done, returning
// ctx's error and leaving the enumerator as it was before the call. It looks
// at ctx only once a search runs long (every 65536 queens placed), so a loop
// over solutions that come quickly should also check ctx itself.
func (e *Enumerator) NextContext(ctx context.Context) (bool, error) {
	return e.move(ctx, enumForward)
}

// PrevContext is Prev with the cancellation of NextContext.
func (e *Enumerator) PrevContext(ctx context.Context) (bool, error) {
	return e.move(ctx, enumBackward)
}

// move is Next and Prev. With a context that can never be cancelled
// (Done() == nil) it searches until it is done, without saving a roll-back.
func (e *Enumerator) move(ctx context.Context, d enumDir) (bool, error) {
	if e.pending {
		if d == enumForward {
			e.pending = false
			return true, nil
		}
		// The solution before a pending one is the one before the current.
	}
	switch {
	case e.pos == enumBeforeFirst && d == enumBackward,
		e.pos == enumAfterLast && d == enumForward:
		return false, nil
	}
	var was struct {
		pos     enumPos
		pending bool
		index   uint64
	}
	budget := math.MaxInt
	if ctx.Done() != nil {
		was.pos, was.pending, was.index = e.pos, e.pending, e.index
		copy(e.saved[:e.n], e.queens[:e.n])
		budget = enumChunk
	}
	e.pending = false
	e.begin(d)
	for {
		found, exhausted := e.search(d, budget)
		switch {
		case found:
			e.pos = enumOnSolution
			if d == enumForward {
				e.index++
			} else {
				e.index--
			}
			return true, nil
		case exhausted:
			if d == enumForward {
				e.pos = enumAfterLast
				e.index++
			} else {
				e.pos = enumBeforeFirst
				e.index = 0
			}
			return false, nil
		}
		if err := ctx.Err(); err != nil {
			e.pos, e.pending, e.index = was.pos, was.pending, was.index
			if e.pos == enumOnSolution {
				e.load(e.saved[:e.n])
			}
			return false, err
		}
	}
}

// begin prepares the search state for a move in direction d from the
// current position.
func (e *Enumerator) begin(d enumDir) {
	if e.pos != enumOnSolution {
		// From either end: a fresh search from the first row.
		e.row = 0
		e.avail[0] = e.candidates(0)
		e.dir = d
		return
	}
	if e.dir != d {
		// Turning round: what is left to try on each row is what lies on
		// the other side of the queen there.
		for r := 0; r < e.n; r++ {
			beyond := board.LowBits(e.queens[r]) // columns left of the queen
			if d == enumForward {
				beyond = ^(beyond<<1 | 1) // columns right of the queen
			}
			e.avail[r] = e.candidates(r) & beyond
		}
		e.dir = d
	}
	e.row = e.n - 1
}

// search continues the backtracking search from e.row in direction d. It
// stops on a solution (found), when the tree is exhausted, or, reporting
// neither, after placing budget queens, ready to resume.
func (e *Enumerator) search(d enumDir, budget int) (found, exhausted bool) {
	r := e.row
	mask, last, unique := e.mask, e.n-1, e.unique
	for {
		a := e.avail[r]
		if a == 0 {
			if r == 0 {
				return false, true
			}
			r--
			continue
		}
		if budget == 0 {
			e.row = r
			return false, false
		}
		budget--
		bit := a & -a
		if d == enumBackward {
			bit = 1 << (63 - bits.LeadingZeros64(a))
		}
		e.avail[r] = a ^ bit
		e.queens[r] = bits.TrailingZeros64(bit)
		if r == last {
			if unique && !e.isCanonical() {
				continue
			}
			e.row = r
			return true, false
		}
		e.att[r+1] = e.att[r].Below(bit, mask)
		r++
		free := e.att[r].Free(mask)
		if unique {
			free &= e.uniqueColumns(r)
		}
		e.avail[r] = free
	}
}

// candidates returns the columns of row r that the search may try, given the
// queens of rows 0..r-1.
func (e *Enumerator) candidates(r int) uint64 {
	free := e.att[r].Free(e.mask)
	if e.unique {
		free &= e.uniqueColumns(r)
	}
	return free
}

// uniqueColumns returns the columns of row r where the queen of a class
// representative may stand, given the queen of row 0. A representative is no
// larger than its mirror image, so its first queen stands in the left half.
// That queen, at distance d from the top-left corner, is also the nearest to
// a corner among the queens of the border rows and columns: otherwise the
// rotation or reflection that brings the nearer queen to the top row would
// make a smaller image.
func (e *Enumerator) uniqueColumns(r int) uint64 {
	n := e.n
	if r == 0 {
		return board.LowBits((n + 1) / 2)
	}
	allowed := e.mask
	d := e.queens[0]
	if r < d || r > n-1-d {
		allowed &^= 1 | 1<<(n-1)
	}
	if r == n-1 {
		allowed &= board.LowBits(n-d) &^ board.LowBits(d)
	}
	return allowed
}

// isCanonical reports whether the current complete board is the
// representative of its class.
func (e *Enumerator) isCanonical() bool {
	q, inv := e.queens[:e.n], e.inv[:e.n]
	board.Invert(inv, q)
	return board.ClassWeight(q, inv, false) != 0
}

// load makes the complete board q the current position, rebuilding the
// attack masks; the candidates left to try are recomputed by the next move.
func (e *Enumerator) load(q []int) {
	copy(e.queens[:e.n], q)
	for r := 0; r < e.n-1; r++ {
		e.att[r+1] = e.att[r].Below(uint64(1)<<uint(q[r]), e.mask)
	}
	e.pos = enumOnSolution
	e.dir = enumNoDir
}
