package quadjoin

import (
	"context"
	"errors"
	"fmt"
)

// ErrMemory reports a board or a task that needs more memory than allowed
// (a task: more than one top quarter's pairs, which are never split).
var ErrMemory = errors.New("quadjoin: the tables would exceed the memory limit")

// MemoryError is ErrMemory (errors.Is) for a board, with the memory its
// join needs at least: the tables', and with Budget one smallest counter
// per worker. A refusal that says what would do is one the user can act on
// (--memory, or a machine that has it).
type MemoryError struct{ Need uint64 }

func (e *MemoryError) Error() string {
	return fmt.Sprintf("quadjoin: the join needs %d bytes, more than the memory limit", e.Need)
}

// Is makes errors.Is(err, ErrMemory) hold.
func (e *MemoryError) Is(target error) bool { return target == ErrMemory }

// Tables are a board's quarter placements, shared read only by every
// counter of the board.
type Tables struct {
	n     int
	q     *quarters
	bytes uint64
}

// NewTables builds the tables of the n×n board (MinN ≤ n ≤ MaxN) if they
// take at most limit bytes; otherwise it returns ErrMemory, having only
// counted them. It returns ctx's error, soon after ctx ends, if that comes
// first, and without building anything if ctx has already ended.
func NewTables(ctx context.Context, n int, limit uint64) (*Tables, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	q, size, err := newQuarters(ctx, n, limit)
	if err != nil {
		return nil, err
	}
	if q == nil {
		return nil, &MemoryError{Need: size}
	}
	return &Tables{n: n, q: q, bytes: size}, nil
}

// Bytes is the memory the tables take.
func (t *Tables) Bytes() uint64 { return t.bytes }

// Counter counts tasks of one board on one goroutine, reusing its buffers.
type Counter struct {
	n                   int
	q                   *quarters
	join                joiner
	lbuf, rbuf, scratch []uint64
	nbits               int    // pattern width, 2(2h-1)
	main                uint64 // the main diagonals' bits of a pattern
	maxHalves           int    // the most half placements a side may hold
}

// CounterBytes is the memory a counter needs besides the tables for
// maxHalves half placements per side: halfBytes for each, as the two lists
// (grown by doubling) and the join's sorted copies of both take (with a
// group number each), and its bit-sliced tile (tileWords words in up to
// keyBytes chunks of 256 rows, and their slices).
func CounterBytes(maxHalves int) uint64 {
	const halfBytes = 8 * 8
	return halfBytes*uint64(maxHalves) + 8*tileWords*(keyBytes*256+64)
}

// NewCounter returns a counter that holds at most maxHalves placements of
// a half per side: it joins a task with more in pieces (countRows), and
// gives up (ErrMemory) only where not even one top quarter's pairs fit.
func (t *Tables) NewCounter(maxHalves int) *Counter {
	h := t.n / 2
	return &Counter{
		n: t.n, q: t.q,
		nbits:     2 * (2*h - 1),
		main:      1<<(h-1) | 1<<(3*h-2),
		maxHalves: maxHalves,
	}
}

// SetMaxHalves changes the most half placements a side may hold.
func (c *Counter) SetMaxHalves(maxHalves int) { c.maxHalves = maxHalves }

// Count returns the (weighted, see countRows) number of solutions of the
// task's whole orbit; the weighted counts of a board's tasks add up to its
// number of solutions.
func (c *Counter) Count(t Task) (uint64, error) {
	v, err := c.countRows(int(t.Mid), t.Rows)
	return uint64(t.Weight) * v, err
}

// countRows counts the solutions whose middle column's queen is on row m
// (m < 0 on an even board) and whose left queens are on the rows of left,
// each with a weight that makes up for the halves it skips: a solution
// whose two main diagonals (r-c = 0, r+c = n-1) are occupied by queens in
// the same half is not counted, and one whose two main diagonals are
// occupied by one queen in each half is counted twice (mainWeight). That
// is exact: reflecting the board in one of its main diagonals moves the
// other diagonal's queen from one half to the other and leaves the first
// diagonal's queen in its half, so the 8 images of a solution with both
// main diagonals occupied are 4 of each kind; a board with at most one of
// them occupied is counted once. So a half on both main diagonals is never
// made at all (quarters.halves), and a quarter of the halves go. The
// weight is the same for a board's reflections upside down and left to
// right, which Tasks relies on.
func (c *Counter) countRows(m int, left uint32) (uint64, error) {
	n := c.n
	others := uint32(1)<<n - 1
	if m >= 0 {
		others &^= 1 << m
	}
	others &^= left
	mid := c.q.midMask(m)
	// The count is a sum over pairs of a left and a right half, so a side
	// too long for maxHalves is joined in pieces, each left piece with
	// each right one. A join reorders and rewrites both lists, so a left
	// piece is made again for each right piece: with one right piece, as
	// the tasks within the limit have, each list is made once.
	var total uint64
	for lfrom := (cursor{}); !lfrom.done; {
		var lnext cursor
		for rfrom := (cursor{}); !rfrom.done; {
			var ok bool
			c.lbuf, c.scratch, lnext, ok = c.q.halves(c.lbuf[:0], c.scratch, left, mid, false, c.maxHalves, lfrom)
			if !ok {
				return 0, ErrMemory
			}
			if len(c.lbuf) == 0 {
				break // no right piece to make: on to the next left one
			}
			c.rbuf, c.scratch, rfrom, ok = c.q.halves(c.rbuf[:0], c.scratch, others, mid, true, c.maxHalves, rfrom)
			if !ok {
				return 0, ErrMemory
			}
			total += c.join.count(c.lbuf, c.rbuf, c.nbits, c.main)
		}
		lfrom = lnext
	}
	return total, nil
}
