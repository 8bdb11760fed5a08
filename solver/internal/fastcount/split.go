package fastcount

import "math/bits"

// Tasks cuts the symmetric search of the n×n board (MinN ≤ n ≤ MaxN) into
// independent subtrees: one per bound D, then every way to fill the next
// rows, going one row deeper until there are minTasks of them. The list
// depends on n alone, in a fixed order, so that any range of it names the
// same work on every run (see Run).
func Tasks(n int) []Task {
	e := newEngine(n, nil)
	maxDepth := min(taskMaxRows, n-7) // the search needs row ≤ n-7
	for depth := 3; ; depth++ {
		tasks := e.tasksAt(depth)
		if len(tasks) >= minTasks || depth >= maxDepth {
			return tasks
		}
	}
}

func (e *engine) tasksAt(depth int) []Task {
	var tasks []Task
	var t Task
	var expand func(y int, c, l, r uint32)
	expand = func(y int, c, l, r uint32) {
		if y == depth {
			t.row, t.c, t.l, t.r = int8(y), c, l, r
			tasks = append(tasks, t)
			return
		}
		for f := e.allow[y] &^ (c | l | r); f != 0; f &= f - 1 {
			bit := f & -f
			t.queens[y] = int8(bits.TrailingZeros32(bit))
			expand(y+1, c|bit, (l|bit)<<1, (r|bit)>>1)
		}
	}
	// The deepest bounds first: they are the largest tasks, and running
	// them early leaves the small ones to even out the workers' finish.
	for d := (e.n - 1) / 2; d >= 1; d-- {
		e.setBound(d)
		t = Task{d: int8(d)}
		t.queens[0] = int8(d)
		bit := uint32(1) << uint(d)
		expand(1, bit, bit<<1, bit>>1)
	}
	return tasks
}
