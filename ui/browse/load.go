package browse

import (
	"context"
	"slices"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/solver"
)

// radius is how many neighbours on each side of the current solution
// nearCmd brings back for the thumbnails: all the browser ever keeps of the
// solutions, whatever their number.
const radius = 4

// window is the current solution and its neighbours.
type window struct {
	k      uint64 // 1-based index, among unique solutions in unique mode
	unique bool   // the window is of unique solutions
	queens []int
	before [][]int // before[i] is solution k-1-i
	after  [][]int // after[i] is solution k+1+i
}

// navMsg brings the result of a navigation: the enumerator positioned on the
// new current solution (handed back to the model) and its window, without
// the neighbours (nearCmd brings them).
type navMsg struct {
	id    int
	e     *solver.Enumerator
	win   window
	total uint64 // the number of solutions, when the move ran into the end; 0 if not learnt
	err   error
}

// countMsg brings the number of solutions of a board.
type countMsg struct {
	id     int
	n      int
	unique bool
	total  uint64
	err    error
}

// classMsg brings the symmetry class of the current solution.
type classMsg struct {
	id    int
	class solver.Class
	err   error
}

// handMsg brings the index among all solutions of a fundamental to be
// watched: the message to send the root.
type handMsg struct {
	id   int
	open OpenInWatchMsg
}

// OpenInWatchMsg asks the root to open the watch view at the step where the
// search finds solution number Index (1-based, among all solutions) of the
// N×N board, whose columns are Queens.
type OpenInWatchMsg struct {
	N      int
	Queens []int
	Index  uint64
}

// seekCmd positions a new enumerator on solution k: by counting subtrees
// for all solutions (never enumerating from 1), by walking the unique ones.
func seekCmd(ctx context.Context, id, n int, unique bool, k uint64) tea.Cmd {
	return func() tea.Msg {
		var e *solver.Enumerator
		var err error
		if unique {
			e, err = solver.SeekUniqueSolution(ctx, n, k)
		} else {
			e, err = solver.SeekSolution(ctx, n, k, nil)
		}
		if err != nil {
			return navMsg{id: id, err: err}
		}
		e.Next() // consume the pending solution k: e is now on it
		return settle(id, e, unique, 0)
	}
}

// walkCmd reaches solution k by walking the solutions from the first: the
// streaming enumeration, which shows the first solutions of any board at
// once, where a seek would count subtrees first. It is an exact step of k
// from before the first solution; k is at most walkLimit+1.
func walkCmd(ctx context.Context, id, n int, unique bool, k uint64) tea.Cmd {
	return func() tea.Msg {
		newEnumerator := solver.NewEnumerator
		if unique {
			newEnumerator = solver.NewUniqueEnumerator
		}
		e, err := newEnumerator(n)
		if err != nil {
			return navMsg{id: id, err: err}
		}
		return stepCmd(ctx, id, e, unique, int(k), true)()
	}
}

// next is e.NextContext that also honours ctx between solutions that come
// quickly (NextContext looks at it only in long searches).
func next(ctx context.Context, e *solver.Enumerator) (bool, error) {
	if err := ctx.Err(); err != nil {
		return false, err
	}
	return e.NextContext(ctx)
}

// prev is next backwards.
func prev(ctx context.Context, e *solver.Enumerator) (bool, error) {
	if err := ctx.Err(); err != nil {
		return false, err
	}
	return e.PrevContext(ctx)
}

// stepCmd moves the enumerator delta solutions forward (or back), stopping
// at either end — or, exact, returning a *RangeError past the last (a jump
// to a number the board does not have). The command owns e until its
// message is handled.
func stepCmd(ctx context.Context, id int, e *solver.Enumerator, unique bool, delta int, exact bool) tea.Cmd {
	return func() tea.Msg {
		var total uint64
		target := int64(e.Index()) + int64(delta)
		for ; delta > 0; delta-- {
			ok, err := next(ctx, e)
			if err != nil {
				return navMsg{id: id, err: err}
			}
			if !ok {
				// Past the end the index is one more than the last.
				total = e.Index() - 1
				if exact {
					return navMsg{id: id, err: &solver.RangeError{N: e.N(), K: uint64(target), Total: total, Unique: unique}}
				}
				e.Prev()
				break
			}
		}
		for ; delta < 0; delta++ {
			ok, err := prev(ctx, e)
			if err != nil {
				return navMsg{id: id, err: err}
			}
			if !ok {
				e.Next()
				break
			}
		}
		return settle(id, e, unique, total)
	}
}

// switchCmd moves between modes while staying in the same symmetry class:
// to its fundamental solution (all → unique), or to the fundamental
// solution's place among all solutions (unique → all).
func switchCmd(ctx context.Context, id, n int, toUnique bool, queens []int) tea.Cmd {
	queens = slices.Clone(queens)
	return func() tea.Msg {
		var k uint64
		var err error
		if toUnique {
			var c solver.Class
			c, err = solver.Classify(ctx, n, queens)
			k = c.Index
		} else {
			k, err = solver.Rank(ctx, n, queens)
		}
		if err != nil {
			return navMsg{id: id, err: err}
		}
		if k-1 <= walkLimit {
			// Near the first: walking is bounded where a seek may not be.
			return walkCmd(ctx, id, n, toUnique, k)()
		}
		return seekCmd(ctx, id, n, toUnique, k)()
	}
}

// settle hands the enumerator back on its solution: the view shows it at
// once, and nearCmd brings its neighbours for the thumbnails after.
func settle(id int, e *solver.Enumerator, unique bool, total uint64) tea.Msg {
	w := window{k: e.Index(), unique: unique, queens: slices.Clone(e.Queens())}
	return navMsg{id: id, e: e, win: w, total: total}
}

// nearMsg brings the neighbours of solution k, for the thumbnails.
type nearMsg struct {
	id            int
	k             uint64
	before, after [][]int
	total         uint64 // the number of solutions, when the neighbours ran into the end; 0 if not learnt
	err           error
}

// nearCmd collects the neighbours of solution k with an enumerator of its
// own, so that the view's enumerator stays free for the next move: on large
// boards the solutions next to one can be a second's search away.
func nearCmd(ctx context.Context, id, n int, unique bool, queens []int, k uint64) tea.Cmd {
	queens = slices.Clone(queens)
	return func() tea.Msg {
		e, err := solver.EnumeratorAt(n, queens, k, unique)
		if err != nil {
			return nearMsg{id: id, err: err}
		}
		msg := nearMsg{id: id, k: k}
		if msg.before, err = neighbours(ctx, e, prev, next, nil); err != nil {
			return nearMsg{id: id, err: err}
		}
		if msg.after, err = neighbours(ctx, e, next, prev, &msg.total); err != nil {
			return nearMsg{id: id, err: err}
		}
		return msg
	}
}

// neighbours moves up to radius times with away, keeping copies of the
// solutions met, then comes back with back. Running off an end leaves the
// cursor outside the list, one more move from its end; off the far end the
// index tells the total.
func neighbours(ctx context.Context, e *solver.Enumerator, away, back func(context.Context, *solver.Enumerator) (bool, error), total *uint64) ([][]int, error) {
	var out [][]int
	returns := 0
	for range radius {
		ok, err := away(ctx, e)
		if err != nil {
			return nil, err
		}
		returns++
		if !ok {
			if total != nil {
				*total = e.Index() - 1
			}
			break
		}
		out = append(out, slices.Clone(e.Queens()))
	}
	for range returns {
		if _, err := back(ctx, e); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// countCmd counts the solutions (or unique solutions) of the board.
func countCmd(ctx context.Context, id int, count counter, n int, unique bool) tea.Cmd {
	return func() tea.Msg {
		t, err := count(ctx, n, unique)
		return countMsg{id: id, n: n, unique: unique, total: t, err: err}
	}
}

// classifyCmd finds the symmetry class of a solution; walking the unique
// solutions before its representative takes seconds on large boards.
func classifyCmd(ctx context.Context, id, n int, queens []int) tea.Cmd {
	return func() tea.Msg {
		c, err := solver.Classify(ctx, n, queens)
		return classMsg{id: id, class: c, err: err}
	}
}

// watchCmd emits OpenInWatchMsg for solution k.
func watchCmd(n int, queens []int, k uint64) tea.Cmd {
	open := OpenInWatchMsg{N: n, Queens: slices.Clone(queens), Index: k}
	return func() tea.Msg { return open }
}

// rankCmd finds the index among all solutions of a fundamental, to watch it.
func rankCmd(ctx context.Context, id, n int, queens []int) tea.Cmd {
	queens = slices.Clone(queens)
	return func() tea.Msg {
		k, err := solver.Rank(ctx, n, queens)
		if err != nil {
			return nil // cancelled: the task is stopped, nothing waits
		}
		return handMsg{id: id, open: OpenInWatchMsg{N: n, Queens: queens, Index: k}}
	}
}
