package quadjoin

import "math/bits"

// Counter counts tasks of one board on one goroutine, reusing its buffers.
type Counter struct {
	n                   int
	g                   *geometry
	left                halfEnum
	right               halfEnum
	join                joiner
	q                   *quarters
	lbuf, rbuf, scratch []uint64
	main                uint64 // the main diagonals' bits of a pattern
}

// NewCounter returns a counter for the n×n board (MinN ≤ n ≤ MaxN).
func NewCounter(n int) *Counter {
	g := newGeometry(n)
	c := &Counter{n: n, g: g, q: newQuarters(n)}
	h := g.h
	c.main = 1<<(h-1) | 1<<(3*h-2)
	c.left = halfEnum{h: g.h, cell: &g.cell[0]}
	c.right = halfEnum{h: g.h, cell: &g.cell[1]}
	return c
}

// Count returns the number of solutions of the task's whole orbit.
func (c *Counter) Count(t Task) uint64 {
	return uint64(t.Weight) * c.countRows(int(t.Mid), t.Rows)
}

// countRows counts the solutions whose middle column's queen is on row m
// (m < 0 on an even board) and whose left queens are on the rows of left,
// each with a weight that makes up for the images skipped: a solution is
// joined only if its right half is clear of both main diagonals (r-c = 0,
// r+c = n-1), and counted 2^k times, k the main diagonals its left half
// occupies. That is exact because the reflections in the two diagonals
// pair the solutions up: reflecting in the "/" diagonal moves the queen on
// the "\" one (if any, and not in the centre) between the left half's
// top quarter and the right half's bottom one and leaves the "/" one
// alone, and reflecting in the "\" diagonal does the same for the "/"
// one's queen, between the left half's bottom quarter and the right half's
// top one; of the 4 (or, for a half-turn symmetric board, 2) images, the
// weights add up to their number. The weight is also unchanged by the
// upside-down reflection, which Tasks uses.
func (c *Counter) countRows(m int, left uint32) uint64 {
	n := c.n
	others := uint32(1)<<n - 1
	if m >= 0 {
		others &^= 1 << m
	}
	others &^= left
	mid := c.q.midMask(m)
	c.lbuf, c.scratch = c.q.halves(c.lbuf[:0], c.scratch, left, mid, false)
	if len(c.lbuf) == 0 {
		return 0
	}
	c.rbuf, c.scratch = c.q.halves(c.rbuf[:0], c.scratch, others, mid, true)
	return c.join.count(c.lbuf, c.rbuf, c.g.bits, c.main)
}

func popcount(x uint32) int { return bits.OnesCount32(x) }
