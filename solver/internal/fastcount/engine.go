package fastcount

import (
	"github.com/nqueens/nqueens/solver/internal/board"
)

// MinN is the smallest board counted by the symmetric engine. Below
// it the task split leaves too few rows, and plain enumeration takes
// microseconds anyway.
const MinN = 10

// pollRows: the search loop polls its context when it backtracks to a
// row at least this far above the last row, so the work between polls is a
// subtree of at most pollRows rows — well under a millisecond — while
// the poll itself runs only once per node of those upper rows.
const pollRows = 12

// minTasks is how many tasks Tasks aims at: enough that two or
// more workers finish within a small fraction of a task of each other.
const minTasks = 4000

// taskMaxRows bounds the depth of the task split.
const taskMaxRows = 8

// The symmetric search. Every solution has exactly one queen on each border
// line (top and bottom rows, left and right columns); call the distance of
// such a queen from the nearer corner along its line its depth d. Of the 8
// images of a solution under the symmetries of the square, the search counts
// one canonical image: among the images whose top queen is on column D, the
// largest depth of the four border queens, the one with the least column
// list. So each task has its top queen on column D (in the left half), and
// every other border queen is bounded to depth ≤ D: the side columns are
// forbidden on the rows of depth > D, and the bottom row on the columns of
// depth > D. Boards with another border queen at depth exactly D may tie with
// an image and are settled by board.ClassWeight; the others are canonical
// with a class of 8 (a symmetric board has all its border queens at the same
// depth).
//
// Putting the deepest border queen on top, rather than the shallowest (the
// classic corner/non-corner split), searches mostly below top queens near
// the middle, whose subtrees hold about twice as many solutions per node as
// those below a queen near a corner, and it needs no corner case: a corner
// queen simply has depth 0.

// Task is one independent subtree: the first rows of a board already
// placed under the bound D.
type Task struct {
	d       int8
	row     int8 // the next row to fill
	queens  [taskMaxRows]int8
	c, l, r uint32
}

// engine holds the masks of the current bound and the search stack of
// one worker.
type engine struct {
	n    int
	mask uint32
	done <-chan struct{} // the context's: the search stops once it is closed
	d    int             // the bound allow was built for
	// allow[k]: the columns row k may use under bound d.
	allow [32]uint32
	// side: columns 0 and n-1. bottom: the columns the last row may use.
	// tieCols: the bottom columns of depth exactly d.
	side, bottom, tieCols uint32
	// tieSide[k]: the tie squares of row k, the side squares of rows d and
	// n-1-d. A queen on one makes every board below it a candidate tie;
	// the search flags it in bit 31 of the columns, which boards below 32
	// columns leave free, and tests c > noTieBelow: 1<<31-1, or 0 on 32
	// columns, where every board is settled.
	tieSide    [32]uint32
	noTieBelow uint32
	search     search
	// classifyAll sends every board to settle, not only those that may tie
	// (TopPairs needs each canonical board's images).
	classifyAll bool
}

// newEngine returns an engine of the n×n board that stops a search once
// done is closed (nil: never).
func newEngine(n int, done <-chan struct{}) *engine {
	return &engine{n: n, mask: uint32(board.LowBits(n)), done: done, d: -1}
}

// stopped reports whether the engine's context is done. The search asks
// the context's channel itself, not a flag another goroutine sets when it
// closes (context.AfterFunc's): that goroutine needs a processor the
// workers hold, and under the race detector, on a busy machine, a
// cancelled count searched on for minutes waiting for it.
func (e *engine) stopped() bool {
	select {
	case <-e.done:
		return true
	default:
		return false
	}
}

// setBound prepares the masks for the top queen on column d.
func (e *engine) setBound(d int) {
	n := e.n
	e.d = d
	e.side = 1 | 1<<uint(n-1)
	var deep uint32 // columns (and rows) of depth > d
	for i := d + 1; i < n-1-d; i++ {
		deep |= 1 << uint(i)
	}
	e.bottom = e.mask &^ deep
	e.tieCols = 1<<uint(d) | 1<<uint(n-1-d)
	for y := range e.allow {
		e.allow[y] = e.mask
		if deep&(1<<uint(y)) != 0 {
			e.allow[y] &^= e.side
		}
	}
	e.allow[n-1] = e.bottom
	if 2*d == n-1 {
		// The top queen in the middle column: the left-right mirror keeps
		// it there, and of a board and its mirror the one with row 1's
		// queen in the left half has the lesser column list.
		e.allow[1] &= uint32(board.LowBits(d))
	}
	e.tieSide = [32]uint32{}
	e.noTieBelow = 0
	if n < 32 && !e.classifyAll {
		e.noTieBelow = 1<<31 - 1
		e.tieSide[d], e.tieSide[n-1-d] = e.side, e.side
	}
}

func (e *engine) run(t *Task, out *tally) {
	if int(t.d) != e.d {
		e.setBound(int(t.d))
	}
	e.searchTask(t, out)
}
