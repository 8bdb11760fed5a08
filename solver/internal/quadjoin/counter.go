package quadjoin

import "math/bits"

// Counter counts tasks of one board on one goroutine, reusing its buffers.
type Counter struct {
	n        int
	g        *geometry
	left     halfEnum
	right    halfEnum
	join     joiner
	q        *quarters
	lbuf, rbuf []uint64
}

// NewCounter returns a counter for the n×n board (MinN ≤ n ≤ MaxN).
func NewCounter(n int) *Counter {
	g := newGeometry(n)
	c := &Counter{n: n, g: g, q: newQuarters(n)}
	c.left = halfEnum{h: g.h, cell: &g.cell[0]}
	c.right = halfEnum{h: g.h, cell: &g.cell[1]}
	return c
}

// Count returns the number of solutions of the task's whole orbit.
func (c *Counter) Count(t Task) uint64 {
	return uint64(t.Weight) * c.countRows(int(t.Mid), t.Rows)
}

// countRows counts the solutions whose middle column's queen is on row m
// (m < 0 on an even board) and whose left queens are on the rows of left.
func (c *Counter) countRows(m int, left uint32) uint64 {
	n := c.n
	others := uint32(1)<<n - 1
	if m >= 0 {
		others &^= 1 << m
	}
	others &^= left
	mid := c.q.midMask(m)
	c.lbuf = c.q.halves(c.lbuf[:0], left, mid, false)
	if len(c.lbuf) == 0 {
		return 0
	}
	c.rbuf = c.q.halves(c.rbuf[:0], others, mid, true)
	return c.join.count(c.lbuf, c.rbuf, c.g.bits)
}

func popcount(x uint32) int { return bits.OnesCount32(x) }
