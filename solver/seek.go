package solver

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"runtime"
	"slices"
	"sync"

	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver/internal/fastcount"
)

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
	return fmt.Sprintf("N=%d has %d %s; there is no solution %d", e.N, e.Total, text.Plural(e.Total, kind), e.K)
}

// errZeroIndex is returned for k = 0: solutions are numbered from 1.
var errZeroIndex = errors.New("solver: solutions are numbered from 1")

// MaxWalkSeek is the largest solution number a seek reaches by walking
// through the solutions before it. Past MaxCountN columns there is no
// counter to skip whole subtrees with, so walking is the only way, and
// further seeks are refused (*SeekLimitError) rather than left to run for
// ever; on boards of seekWalkMinN and up, walking to a solution this near
// the start is also cheaper than the seek's count. At a million or more
// solutions a second on dense stretches it takes about a second, but on
// wide boards the first solutions can be far apart, so a walk reports its
// progress.
const MaxWalkSeek = 1<<20 + 1

// seekWalkMinN is the smallest board on which SeekSolution walks to
// solutions up to MaxWalkSeek instead of counting: from N=17 on, the first
// two rows' count costs seconds to years, while walking a million solutions
// of N=17 to 24 takes a second or a few (measured with solve --limit).
const seekWalkMinN = 17

// SeekLimitError reports a seek refused because it could not finish: solution
// K of a board wider than MaxCountN columns, past MaxWalkSeek.
type SeekLimitError struct {
	N      int
	K      uint64
	Unique bool
}

func (e *SeekLimitError) Error() string {
	kind := "solution"
	if e.Unique {
		kind = "unique solution"
	}
	return fmt.Sprintf("%s %d of N=%d is out of reach: past N=%d a seek can only walk through the solutions before it, up to solution %d",
		kind, e.K, e.N, MaxCountN, MaxWalkSeek)
}

// SeekProgress tells a SeekSolution progress callback which subtree it is
// about to count: the completions of a queen at (Row, Column) below the
// queens already fixed on the rows above.
type SeekProgress struct {
	Row, Column int
	// Done and Total, when Total > 0, tell how far the long first step
	// has gone: either the first two rows are counted at once with the
	// board's symmetries, and Done of Total tasks of that count are
	// finished (as in CountOptions.Progress), or the seek walks, and Done
	// of the Total solutions before k are walked.
	Done, Total int
}

// seekWalkReport is how many solutions a walk passes between two progress
// reports and looks at its context: dense stretches of solutions come too
// fast for the enumerator's own looks at it.
const seekWalkReport = 1 << 12

// SeekSolution returns an enumerator of the n×n board positioned so that its
// next Next yields solution k (1-based) and its next Prev solution k-1.
//
// From N=17 on, a k up to MaxWalkSeek is reached by walking through the
// solutions before it, as Next would. Otherwise it does not enumerate the
// solutions before k: it descends the search tree
// row by row, counting the solutions of the subtree of each candidate
// column and skipping whole subtrees. From N=10 to 32 the subtrees of the
// first two rows are counted all at once with the board's 8 symmetries
// (fastcount.TopPairs), which costs about a count of the whole board; below
// them, and on larger boards, each subtree is counted with CountCompletions,
// using the left-right symmetry of a symmetric prefix, reusing the count
// known for the parent to spare the last candidate of a row, scanning each
// row from the nearer end, and counting several subtrees at once on a
// multi-core machine.
//
// Boards beyond MaxCountN columns have no counter: past MaxWalkSeek, which
// would have to be walked to, it returns a *SeekLimitError at once. If k
// exceeds the number of solutions it returns a *RangeError. It gives up
// with ctx's error when ctx is done, checking between subtree counts.
// progress, if not nil, is called before each subtree count, as the tasks
// of the first two rows' count finish, and as a walk goes on.
func SeekSolution(ctx context.Context, n int, k uint64, progress func(SeekProgress)) (*Enumerator, error) {
	e, err := NewEnumerator(n)
	if err != nil {
		return nil, err
	}
	if k == 0 {
		return nil, errZeroIndex
	}
	switch {
	case k <= MaxWalkSeek && n >= seekWalkMinN:
		return e, e.walkTo(ctx, k, progress)
	case n > MaxCountN:
		return nil, &SeekLimitError{N: n, K: k}
	}
	var top *fastcount.Pairs
	if n >= fastcount.MinN && n <= MaxCountN {
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
		if top, err = fastcount.TopPairs(ctx, n, runtime.GOMAXPROCS(0), report); err != nil {
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
		for free := e.att[r].Free(e.mask); free != 0; free &= free - 1 {
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
			e.att[r+1] = e.att[r].Below(uint64(1)<<uint(chosen), e.mask)
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
func (s *seekRow) fill(top *fastcount.Pairs) {
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

// SeekUniqueSolution returns a unique enumerator (see NewUniqueEnumerator)
// positioned so that its next Next yields unique solution k (1-based). It
// walks the unique solutions before k, which is instant up to N=12 and takes
// seconds at N=16; beyond MaxCountN columns it refuses a k past MaxWalkSeek
// with a *SeekLimitError, as SeekSolution does. It returns a *RangeError
// past the last and ctx's error when ctx is done.
func SeekUniqueSolution(ctx context.Context, n int, k uint64) (*Enumerator, error) {
	e, err := NewUniqueEnumerator(n)
	if err != nil {
		return nil, err
	}
	if k == 0 {
		return nil, errZeroIndex
	}
	if n > MaxCountN && k > MaxWalkSeek {
		return nil, &SeekLimitError{N: n, K: k, Unique: true}
	}
	return e, e.walkTo(ctx, k, nil)
}

// walkTo moves the enumerator, before its first solution, onto solution k
// with Next pending, walking through the solutions before it; progress, if
// not nil, hears how far it has gone. It returns a *RangeError past the last
// solution and ctx's error when ctx is done.
func (e *Enumerator) walkTo(ctx context.Context, k uint64, progress func(SeekProgress)) error {
	for e.index < k {
		ok, err := e.NextContext(ctx)
		if err != nil {
			return err
		}
		if !ok {
			return &RangeError{N: e.n, K: k, Total: e.index - 1, Unique: e.unique}
		}
		if e.index%seekWalkReport == 0 && e.index < k {
			if err := ctx.Err(); err != nil {
				return err
			}
			if progress != nil {
				progress(SeekProgress{Done: int(e.index), Total: int(k - 1)})
			}
		}
	}
	e.pending = true
	return nil
}
