// Package tree keeps the state-space tree of a backtracking search — the
// textbook picture: a root for the empty board, one level per row, one node
// per square tried, pruned squares marked — built from the stepper's event
// stream and kept in step with the stepper however it moves.
//
// It reads only events (try, attack, place, backtrack, solution, done, with
// their row, column and attacker), never a strategy's arrays or masks, so
// that any strategy that speaks in those events can feed it. Its levels are
// the rows in the order the search fills them: top down, or with forward
// checking's MRV in an order of its own, one level a queen all the same. Its memory is
// bounded: a finished branch folds into one node that keeps its size, so the
// tree holds the path from the root and, on each level of it, the siblings
// tried so far — at most N levels of a few nodes each.
package tree

import (
	"fmt"
	"math/big"
	"unsafe"

	"github.com/nqueens/nqueens/solver"
)

// Kind says what a node of the tree stands for.
type Kind uint8

const (
	// Root is the board the search starts from (empty, or the queens given).
	Root Kind = iota
	// Trying is a square being tried, its verdict not known yet.
	Trying
	// Queen is a queen placed: open on the path while the rows below it
	// are searched, folded into its subtree's size once it is lifted.
	Queen
	// Attacked is a square tried and found attacked.
	Attacked
	// Pruned is an attacked square the search never tries (the bitmask
	// method leaves it out of the row's free bits).
	Pruned
	// Solution is the queen that completed a board.
	Solution
)

var kindNames = [...]string{Root: "root", Trying: "try", Queen: "place", Attacked: "attack", Pruned: "pruned", Solution: "solution"}

// String returns the name used as the node's class in the DOT output:
// "root", "try", "place", "attack", "pruned", "solution".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Node is one node of the tree.
type Node struct {
	Square solver.Square // its square; (-1,-1) for the root
	Kind   Kind
	// By and Line name the queen that attacks an Attacked or Pruned
	// square, as the event did.
	By   solver.Square
	Line solver.Line
	// Index is the number of a Solution node's solution (1-based).
	Index uint64
	// Nodes and Solutions are the size of a finished subtree, the node
	// included: 1 and 0 for an attacked or pruned square, 1 and 1 for a
	// solution, the folded totals for a lifted queen. While a node is open
	// (a queen on the path, a square being tried) Nodes is 0, its size not
	// being known yet.
	Nodes, Solutions uint64
	// Open is true for the queens on the path, whose rows below are being
	// searched.
	Open bool
}

// node is the compact form of Node kept on the stack and in snapshots.
type node struct {
	row, col     int8
	level        int8 // the row of the level: the row itself, but with MRV
	kind         Kind
	line         solver.Line
	byRow, byCol int8
	open         bool
	nodes, sols  uint64
	index        uint64
}

// square returns the node's square, and by the queen attacking it.
func (n *node) square() solver.Square { return solver.Square{Row: int(n.row), Col: int(n.col)} }
func (n *node) by() solver.Square     { return solver.Square{Row: int(n.byRow), Col: int(n.byCol)} }

func (n *node) export() Node {
	return Node{
		Square: n.square(),
		Kind:   n.kind,
		By:     n.by(),
		Line:   n.line,
		Index:  n.index,
		Nodes:  n.nodes, Solutions: n.sols,
		Open: n.open,
	}
}

// RowCount tallies the nodes of one row of the tree since the start of the
// run (folded ones included).
type RowCount struct {
	// Tried counts the squares of the row the search tried (try events).
	Tried uint64
	// Pruned counts the attacked squares it never tried.
	Pruned uint64
	// Placed counts the queens placed on the row.
	Placed uint64
}

// state is everything the tree knows at one step; a snapshot is a copy.
type state struct {
	step uint64
	// stack holds the nodes of the open levels, level by level from the
	// first row of the search: the children of each level's last node
	// (the queen on the path) come after it, so the stack is also the
	// outline's order.
	stack []node
	// start[r] is where level r's nodes begin on the stack, for levels
	// base..row; the queen on the path on level r-1 is stack[start[r]-1].
	// A level is the row filled at that depth: level r is row r when the
	// rows are filled top down.
	start []int32
	row   int    // the level being filled; levels base..row-1 hold the path
	rows  uint64 // with MRV: the rows of the queens on the path
	cur   int    // the stack index of the last event's node, -1 for the root
	done  bool
	// counts[r] are the tallies of row r.
	counts []RowCount
}

// clone returns a deep copy of st.
func (st *state) clone() state {
	c := *st
	c.stack = append([]node(nil), st.stack...)
	c.start = append([]int32(nil), st.start...)
	c.counts = append([]RowCount(nil), st.counts...)
	return c
}

// copyFrom makes st a copy of src, reusing st's storage.
func (st *state) copyFrom(src *state) {
	stack, start, counts := st.stack, st.start, st.counts
	*st = *src
	st.stack = append(stack[:0], src.stack...)
	st.start = append(start[:0], src.start...)
	st.counts = append(counts[:0], src.counts...)
}

// bytes estimates the memory a snapshot of st holds.
func (st *state) bytes() int {
	return int(unsafe.Sizeof(*st)) + cap(st.stack)*int(unsafe.Sizeof(node{})) +
		cap(st.start)*4 + cap(st.counts)*int(unsafe.Sizeof(RowCount{}))
}

// Tree is the search tree of one stepper's run. The zero value is ready to
// use: Sync binds it to a stepper.
//
// A Tree is not safe for concurrent use.
type Tree struct {
	s      *solver.Stepper
	n      int
	base   int   // rows given before the search starts
	prefix []int // their columns
	anyRow bool  // the search fills the rows in an order of its own (MRV)
	st     state

	// Snapshots of st, at steps that are multiples of interval, thinned
	// to every other one (the interval doubling) when they hold more than
	// budget bytes, so that a move back replays at most an interval.
	snaps    []state
	interval uint64
	held     int // bytes held by snaps
	budget   int

	// The brute-force bounds of each row, made once (see Rows).
	placements, permutations []*big.Int
}

// Snapshot defaults: a first interval of 1024 events costs a replay of a
// few tens of microseconds; 32 MiB hold thousands of snapshots at N=16 and
// hundreds at N=64.
const (
	defaultInterval = 1024
	defaultBudget   = 32 << 20
)

// New returns the tree of s's run, brought to s's step.
func New(s *solver.Stepper) *Tree {
	t := &Tree{}
	t.Sync(s)
	return t
}

// Sync brings the tree to the stepper's current step, wherever the stepper
// has moved since (forward, back, a seek, a jump to an earlier solution),
// and binds it to s if it followed another stepper (a restart). It replays
// the events it missed through s itself, from its nearest snapshot, so s
// ends on the step it was on; an event a caller feeds with Next costs no
// replay.
func (t *Tree) Sync(s *solver.Stepper) {
	if t.s != s {
		t.reset(s)
	}
	target := s.Step()
	if target == t.st.step {
		return
	}
	// The latest snapshot at or before the target; the tree's own state
	// is a better start when it lies between that snapshot and the target.
	i := len(t.snaps) - 1
	for i > 0 && t.snaps[i].step > target {
		i--
	}
	if t.st.step > target || t.snaps[i].step > t.st.step {
		t.st.copyFrom(&t.snaps[i])
	}
	s.Seek(t.st.step)
	for s.Step() < target && !s.IsDone() {
		t.feed(s.Next())
	}
}

// reset binds the tree to s and empties it: the state before s's first
// event, which it reads by seeking s to step 0 (Sync returns it after).
func (t *Tree) reset(s *solver.Stepper) {
	step := s.Step()
	s.Seek(0)
	*t = Tree{s: s, n: s.N(), base: len(s.Queens()), prefix: s.Queens(), interval: defaultInterval, budget: defaultBudget,
		anyRow: s.AnyRowOrder()}
	t.st = state{
		stack:  make([]node, 0, 4*t.n),
		start:  make([]int32, t.n+1),
		row:    t.base,
		cur:    -1,
		counts: make([]RowCount, t.n),
	}
	t.snapshot()
	s.Seek(step)
}

// Next steps s once, feeds the event to the tree and returns it; the tree
// first catches up with s if s moved without it.
func (t *Tree) Next(s *solver.Stepper) solver.Event {
	t.Sync(s)
	ev := s.Next()
	t.feed(ev)
	return ev
}

// feed applies the next event of the run.
func (t *Tree) feed(ev solver.Event) {
	if ev.Counters.Steps == t.st.step {
		return // Done repeats itself once the search is over
	}
	t.apply(ev)
	t.st.step = ev.Counters.Steps
	if t.st.step%t.interval == 0 && t.st.step > t.snaps[len(t.snaps)-1].step {
		t.snapshot()
	}
}

// apply changes the tree for one event. Events that do not fit the tree (a
// row other than the one being filled) are ignored rather than trusted.
func (t *Tree) apply(ev solver.Event) {
	st := &t.st
	r, c := ev.Row, ev.Col
	switch ev.Kind {
	case solver.Try:
		if r != st.row || r >= t.n {
			return
		}
		st.stack = append(st.stack, node{row: int8(r), col: int8(c), level: int8(r), kind: Trying})
		st.cur = len(st.stack) - 1
		st.counts[r].Tried++
	case solver.Attack:
		if r != st.row || r >= t.n {
			return
		}
		nd := t.trying(r, c)
		if nd == nil {
			// An attack reported without a try: a square the method
			// never tries.
			st.stack = append(st.stack, node{row: int8(r), col: int8(c), level: int8(r), kind: Pruned})
			nd = &st.stack[len(st.stack)-1]
			st.counts[r].Pruned++
		} else {
			nd.kind = Attacked
		}
		nd.byRow, nd.byCol, nd.line = int8(ev.By.Row), int8(ev.By.Col), ev.Line
		nd.nodes = 1
		st.cur = len(st.stack) - 1
	case solver.Place:
		if r >= t.n || st.row >= t.n || !t.anyRow && r != st.row || st.rows&(1<<uint(r)) != 0 {
			return
		}
		nd := t.trying(r, c)
		if nd == nil {
			st.stack = append(st.stack, node{row: int8(r), col: int8(c), level: int8(st.row)})
			nd = &st.stack[len(st.stack)-1]
		}
		nd.kind, nd.open = Queen, true
		st.counts[r].Placed++
		st.cur = len(st.stack) - 1
		st.rows |= 1 << uint(r)
		st.row++
		st.start[st.row] = int32(len(st.stack))
	case solver.Solution:
		if st.row == t.base {
			return // the given queens fill the board: the root is the solution
		}
		nd := &st.stack[st.start[st.row]-1]
		nd.kind, nd.index, nd.sols = Solution, ev.Index, 1
		st.cur = int(st.start[st.row]) - 1
	case solver.Backtrack:
		if st.row-1 < t.base {
			return
		}
		first := int(st.start[st.row])
		nd := &st.stack[first-1]
		if int(nd.row) != r { // not the queen on the path's last level
			return
		}
		nd.open = false
		nd.nodes, nd.sols = 1, 0
		if nd.kind == Solution {
			nd.sols = 1
		}
		for i := range st.stack[first:] {
			nd.nodes += st.stack[first+i].nodes
			nd.sols += st.stack[first+i].sols
		}
		st.stack = st.stack[:first]
		st.rows &^= 1 << uint(r)
		st.row--
		st.cur = first - 1
	case solver.Done:
		st.done = true
		st.cur = -1
	}
	// Other kinds (a strategy's own events) add no node.
}

// trying returns the last node of the row being filled if it is the square
// (r, c) being tried, or nil.
func (t *Tree) trying(r, c int) *node {
	st := &t.st
	if len(st.stack) == int(st.start[st.row]) {
		return nil
	}
	nd := &st.stack[len(st.stack)-1]
	if nd.kind != Trying || int(nd.row) != r || int(nd.col) != c {
		return nil
	}
	return nd
}

// snapshot saves the state, thinning the snapshots when they hold more
// than the budget.
func (t *Tree) snapshot() {
	snap := t.st.clone()
	t.snaps = append(t.snaps, snap)
	t.held += snap.bytes()
	for t.held > t.budget && len(t.snaps) > 1 {
		t.interval *= 2
		kept := t.snaps[:0]
		t.held = 0
		for _, sn := range t.snaps {
			if sn.step%t.interval == 0 {
				kept = append(kept, sn)
				t.held += sn.bytes()
			}
		}
		clear(t.snaps[len(kept):])
		t.snaps = kept
	}
}

// Step returns the step the tree is on (the number of events fed).
func (t *Tree) Step() uint64 { return t.st.step }

// Path returns the squares of the queens on the path from the root, the
// given ones first, in the order they were placed (with MRV not top down).
func (t *Tree) Path() []solver.Square {
	path := make([]solver.Square, 0, t.st.row)
	for r, c := range t.prefix {
		path = append(path, solver.Square{Row: r, Col: c})
	}
	for r := t.base + 1; r <= t.st.row; r++ {
		nd := &t.st.stack[t.st.start[r]-1]
		path = append(path, solver.Square{Row: int(nd.row), Col: int(nd.col)})
	}
	return path
}

// levelSpan returns the stack indexes of row r's nodes, [lo, hi).
func (t *Tree) levelSpan(r int) (lo, hi int) {
	lo, hi = int(t.st.start[r]), len(t.st.stack)
	if r < t.st.row {
		hi = int(t.st.start[r+1])
	}
	return lo, hi
}

// Size returns the number of nodes and of solutions in the tree so far, the
// root included.
func (t *Tree) Size() (nodes, solutions uint64) {
	nodes = 1
	for i := range t.st.stack {
		nd := &t.st.stack[i]
		// A folded node holds its subtree; an open one (not sized yet)
		// is one node, its children being on the stack after it.
		nodes += max(nd.nodes, 1)
		solutions += nd.sols
	}
	return nodes, solutions
}
