package solver

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"math"
	"math/bits"
	"runtime"
	"slices"
	"sync"
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
	// cols, ld and rd hold the squares of row r attacked along columns,
	// diagonals and anti-diagonals by the queens of rows 0..r-1.
	cols, ld, rd [MaxN]uint64
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
	if n < 1 || n > MaxN {
		return nil, fmt.Errorf("solver: board size %d is outside 1..%d", n, MaxN)
	}
	return &Enumerator{n: n, mask: lowBitsMask(n)}, nil
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
			beyond := lowBitsMask(e.queens[r]) // columns left of the queen
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
		cols := e.cols[r] | bit
		ld := (e.ld[r] | bit) << 1 & mask
		rd := (e.rd[r] | bit) >> 1
		r++
		e.cols[r], e.ld[r], e.rd[r] = cols, ld, rd
		free := mask &^ (cols | ld | rd)
		if unique {
			free &= e.uniqueColumns(r)
		}
		e.avail[r] = free
	}
}

// candidates returns the columns of row r that the search may try, given the
// queens of rows 0..r-1.
func (e *Enumerator) candidates(r int) uint64 {
	free := e.mask &^ (e.cols[r] | e.ld[r] | e.rd[r])
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
		return lowBitsMask((n + 1) / 2)
	}
	allowed := e.mask
	d := e.queens[0]
	if r < d || r > n-1-d {
		allowed &^= 1 | 1<<(n-1)
	}
	if r == n-1 {
		allowed &= lowBitsMask(n-d) &^ lowBitsMask(d)
	}
	return allowed
}

// isCanonical reports whether the current complete board is the
// representative of its class.
func (e *Enumerator) isCanonical() bool {
	q := e.queens[:e.n]
	invertInto(e.inv[:e.n], q)
	for _, t := range Transforms[1:] {
		if compareImages(t, Identity, q, e.inv[:e.n]) < 0 {
			return false
		}
	}
	return true
}

// load makes the complete board q the current position, rebuilding the
// attack masks; the candidates left to try are recomputed by the next move.
func (e *Enumerator) load(q []int) {
	copy(e.queens[:e.n], q)
	for r := 0; r < e.n-1; r++ {
		bit := uint64(1) << uint(q[r])
		e.cols[r+1] = e.cols[r] | bit
		e.ld[r+1] = (e.ld[r] | bit) << 1 & e.mask
		e.rd[r+1] = (e.rd[r] | bit) >> 1
	}
	e.pos = enumOnSolution
	e.dir = enumNoDir
}

// lowBitsMask returns a word with the k low bits set (0 ≤ k ≤ 64).
func lowBitsMask(k int) uint64 {
	if k <= 0 {
		return 0
	}
	return ^uint64(0) >> (64 - uint(k))
}

// Solutions returns the solutions of the n×n board with their 1-based
// indexes, in lexicographic order (see Enumerator). The slice is reused:
// copy it to keep it. It panics if n is outside 1..MaxN, like make with a bad
// size: an empty sequence would read as "no solutions".
func Solutions(n int) iter.Seq2[uint64, []int] {
	return enumerate(NewEnumerator(n))
}

// UniqueSolutions returns the representatives of the symmetry classes of the
// n×n board (see NewUniqueEnumerator) with their 1-based indexes, in
// lexicographic order. The slice is reused: copy it to keep it. It panics if
// n is outside 1..MaxN.
func UniqueSolutions(n int) iter.Seq2[uint64, []int] {
	return enumerate(NewUniqueEnumerator(n))
}

func enumerate(e *Enumerator, err error) iter.Seq2[uint64, []int] {
	if err != nil {
		panic(err)
	}
	return func(yield func(uint64, []int) bool) {
		for e.Next() {
			if !yield(e.Index(), e.Queens()) {
				return
			}
		}
	}
}

// RangeError reports a request for a solution number that the board does
// not have.
type RangeError struct {
	N      int
	K      uint64 // the number asked for
	Total  uint64 // how many solutions (unique ones if Unique) the board has
	Unique bool
}

func (e *RangeError) Error() string {
	kind := "solution"
	if e.Unique {
		kind = "unique solution"
	}
	return fmt.Sprintf("N=%d has %d %s; there is no solution %d", e.N, e.Total, Plural(e.Total, kind), e.K)
}

// errZeroIndex is returned for k = 0: solutions are numbered from 1.
var errZeroIndex = errors.New("solver: solutions are numbered from 1")

// SeekProgress tells a SeekSolution progress callback which subtree it is
// about to count: the completions of a queen at (Row, Column) below the
// queens already fixed on the rows above.
type SeekProgress struct {
	Row, Column int
	// Done and Total, when Total > 0: the first two rows are counted at
	// once with the board's symmetries, and Done of Total tasks of that
	// count are finished (as in CountOptions.Progress).
	Done, Total int
}

// seekSplitRows is the height above which a subtree is counted as the sum of
// its child subtrees, so that cancellation is noticed within about a second
// even on boards beyond N=16.
const seekSplitRows = 15

// SeekSolution returns an enumerator of the n×n board positioned so that its
// next Next yields solution k (1-based) and its next Prev solution k-1. It
// does not enumerate the solutions before k: it descends the search tree
// row by row, counting the solutions of the subtree of each candidate
// column and skipping whole subtrees. From N=10 to 32 the subtrees of the
// first two rows are counted all at once with the board's 8 symmetries
// (countTopPairs), which costs about a count of the whole board; below
// them, and on larger boards, each subtree is counted with CountCompletions,
// using the left-right symmetry of a symmetric prefix, reusing the count
// known for the parent to spare the last candidate of a row, scanning each
// row from the nearer end, and counting several subtrees at once on a
// multi-core machine.
//
// If k exceeds the number of solutions it returns a *RangeError. It gives up
// with ctx's error when ctx is done, checking between subtree counts.
// progress, if not nil, is called before each subtree count and as the
// tasks of the first two rows' count finish.
func SeekSolution(ctx context.Context, n int, k uint64, progress func(SeekProgress)) (*Enumerator, error) {
	e, err := NewEnumerator(n)
	if err != nil {
		return nil, err
	}
	if k == 0 {
		return nil, errZeroIndex
	}
	var top *countPairs
	if n >= countSymMinN && n <= MaxCountN {
		var report func(done, total int)
		if progress != nil {
			// The count's workers report concurrently; progress is
			// called from one goroutine at a time, as below.
			var mu sync.Mutex
			report = func(done, total int) {
				mu.Lock()
				defer mu.Unlock()
				progress(SeekProgress{Done: done, Total: total})
			}
		}
		if top, err = countTopPairs(ctx, n, runtime.GOMAXPROCS(0), report); err != nil {
			return nil, err
		}
	}
	prefix := make([]int, 0, n)
	remaining := k   // the rank of the target among the solutions under prefix
	var total uint64 // the number of solutions under prefix, if known
	totalKnown := false
	for r := 0; r < n; r++ {
		row := seekRow{ctx: ctx, n: n, prefix: prefix, mirror: isMirrorSymmetric(n, prefix), progress: progress}
		m := 0
		for free := e.mask &^ (e.cols[r] | e.ld[r] | e.rd[r]); free != 0; free &= free - 1 {
			row.order[m] = bits.TrailingZeros64(free)
			m++
		}
		// Scan from the end nearer the target; with the total unknown
		// (first row) only from the left.
		fromRight := totalKnown && remaining > total-remaining+1
		rank := remaining
		if fromRight {
			rank = total - remaining + 1
			slices.Reverse(row.order[:m])
		}
		row.toCount = m
		if totalKnown {
			row.toCount = m - 1 // the last candidate holds the rest
		}
		if top != nil && r < 2 {
			row.fill(top)
		}
		chosen := -1
		var sum, size uint64
		for i := 0; i < m; i++ {
			if i == row.toCount {
				size = total - sum
			} else if size, err = row.size(i); err != nil {
				return nil, err
			}
			if rank <= sum+size {
				chosen = row.order[i]
				rank -= sum
				break
			}
			sum += size
		}
		if chosen < 0 {
			// Only possible on the first row, with sum the board's total.
			return nil, &RangeError{N: n, K: k, Total: sum}
		}
		if fromRight {
			rank = size - rank + 1
		}
		remaining, total, totalKnown = rank, size, true
		prefix = append(prefix, chosen)
		if r < n-1 {
			bit := uint64(1) << uint(chosen)
			e.cols[r+1] = e.cols[r] | bit
			e.ld[r+1] = (e.ld[r] | bit) << 1 & e.mask
			e.rd[r+1] = (e.rd[r] | bit) >> 1
		}
	}
	e.load(prefix)
	e.index = k
	e.pending = true
	return e, nil
}

// seekRow counts, for SeekSolution, the subtrees of the candidate columns of
// one row. The scan needs them in order, but counting one at a time would
// leave all cores but one idle: it counts the next few unknown ones at
// once, one goroutine per core, at the risk of one count too many per row.
type seekRow struct {
	ctx      context.Context
	n        int
	prefix   []int
	mirror   bool // prefix is its own mirror image: so are the subtrees
	progress func(SeekProgress)

	order   [MaxN]int // the candidate columns in scan order
	toCount int       // how many of order may need counting
	counts  [MaxN]uint64
	known   [MaxN]bool
}

// size returns the number of solutions under candidate order[i].
func (s *seekRow) size(i int) (uint64, error) {
	c := s.order[i]
	if !s.has(c) {
		if err := s.countFrom(i); err != nil {
			return 0, err
		}
	}
	if s.known[c] {
		return s.counts[c], nil
	}
	return s.counts[s.n-1-c], nil
}

// fill takes the counts of row 0 or 1 from the first two rows' counts.
func (s *seekRow) fill(top *countPairs) {
	for c := 0; c < s.n; c++ {
		s.known[c] = true
		s.counts[c] = 0
		if len(s.prefix) == 1 {
			s.counts[c] = top[s.prefix[0]][c]
			continue
		}
		for _, v := range top[c][:s.n] {
			s.counts[c] += v
		}
	}
}

func (s *seekRow) has(c int) bool {
	return s.known[c] || s.mirror && s.known[s.n-1-c]
}

// countFrom counts candidate order[i] and the next unknown ones, as many as
// there are cores, in parallel.
func (s *seekRow) countFrom(i int) error {
	workers := runtime.GOMAXPROCS(0)
	var batch []int
	for _, c := range s.order[i:s.toCount] {
		if len(batch) == workers {
			break
		}
		if !s.has(c) && !(s.mirror && slices.Contains(batch, s.n-1-c)) {
			batch = append(batch, c)
		}
	}
	errs := make([]error, len(batch))
	var wg sync.WaitGroup
	for j, c := range batch {
		if s.progress != nil {
			s.progress(SeekProgress{Row: len(s.prefix), Column: c})
		}
		// Clip makes append copy, so each goroutine owns its prefix.
		sub := append(slices.Clip(s.prefix), c)
		wg.Go(func() { s.counts[c], errs[j] = countSubtree(s.ctx, s.n, sub) })
	}
	wg.Wait()
	for j, c := range batch {
		if errs[j] != nil {
			return errs[j]
		}
		s.known[c] = true
	}
	return nil
}

// isMirrorSymmetric reports whether the partial placement is its own image
// in the left-right mirror.
func isMirrorSymmetric(n int, prefix []int) bool {
	for _, c := range prefix {
		if c != n-1-c {
			return false
		}
	}
	return true
}

// countSubtree is CountCompletions made cancellable: tall subtrees are
// counted child by child, checking ctx in between.
func countSubtree(ctx context.Context, n int, prefix []int) (uint64, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if n-len(prefix) <= seekSplitRows {
		return CountCompletions(n, prefix), nil
	}
	var total uint64
	for c := 0; c < n; c++ {
		v, err := countSubtree(ctx, n, append(prefix, c))
		if err != nil {
			return 0, err
		}
		total += v
	}
	return total, nil
}

// KthSolution returns a copy of solution k (1-based) of the n×n board, found
// as SeekSolution finds it.
func KthSolution(ctx context.Context, n int, k uint64) ([]int, error) {
	e, err := SeekSolution(ctx, n, k, nil)
	if err != nil {
		return nil, err
	}
	e.Next()
	return append([]int(nil), e.Queens()...), nil
}

// SeekUniqueSolution returns a unique enumerator (see NewUniqueEnumerator)
// positioned so that its next Next yields unique solution k (1-based). It
// walks the unique solutions before k, which is instant up to N=12 and takes
// seconds at N=16; it returns a *RangeError past the last and ctx's error
// when ctx is done.
func SeekUniqueSolution(ctx context.Context, n int, k uint64) (*Enumerator, error) {
	e, err := NewUniqueEnumerator(n)
	if err != nil {
		return nil, err
	}
	if k == 0 {
		return nil, errZeroIndex
	}
	for e.index < k {
		ok, err := e.NextContext(ctx)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, &RangeError{N: n, K: k, Total: e.index - 1, Unique: true}
		}
	}
	e.pending = true
	return e, nil
}
