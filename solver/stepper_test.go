package solver

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nqueens/nqueens/solver/internal/board"
)

// a000170 is OEIS A000170, the number of solutions of the n-queens problem.
var a000170 = []uint64{1: 1, 0, 0, 2, 10, 4, 40, 92, 352, 724}

func mustNew(t testing.TB, n int, s Strategy, prefix []int) *Stepper {
	t.Helper()
	st, err := New(n, s, prefix)
	if err != nil {
		t.Fatalf("New(%d, %v, %v): %v", n, s, prefix, err)
	}
	return st
}

// attacks reports whether queens at a and b attack each other.
func attacks(a, b Square) bool {
	return a.Col == b.Col || a.Row-a.Col == b.Row-b.Col || a.Row+a.Col == b.Row+b.Col
}

// TestSolutionCountsMatchOEIS runs the whole search for N = 1..10 with each
// strategy that searches it all and checks the solution events against
// A000170, in lexicographic order, each a valid board.
func TestSolutionCountsMatchOEIS(t *testing.T) {
	t.Parallel()
	for _, strategy := range searches {
		for n := 1; n <= 10; n++ {
			s := mustNew(t, n, strategy, nil)
			var prev []int
			var solutions uint64
			for ev := s.Next(); ev.Kind != Done; ev = s.Next() {
				if ev.Kind != Solution {
					continue
				}
				solutions++
				if ev.Index != solutions {
					t.Fatalf("%v N=%d: solution index %d, want %d", strategy, n, ev.Index, solutions)
				}
				q := s.Queens()
				if len(q) != n || !isSolution(q) {
					t.Fatalf("%v N=%d: solution %d is not a valid board: %v", strategy, n, solutions, q)
				}
				if prev != nil && slices.Compare(prev, q) >= 0 {
					t.Fatalf("%v N=%d: solution %v does not follow %v", strategy, n, q, prev)
				}
				prev = q
			}
			if solutions != a000170[n] {
				t.Errorf("%v N=%d: %d solutions, want %d (A000170)", strategy, n, solutions, a000170[n])
			}
			if got := s.Counters().Solutions; got != solutions {
				t.Errorf("%v N=%d: counter says %d solutions, events %d", strategy, n, got, solutions)
			}
		}
	}
}

func isSolution(q []int) bool {
	for r := range q {
		for r2 := range r {
			if attacks(Square{r, q[r]}, Square{r2, q[r2]}) {
				return false
			}
		}
	}
	return true
}

// TestEventsReplayToBoard replays place/backtrack events on a board of its
// own and checks, at every step, that it equals the stepper's board, that
// every place is on a safe square, that every attack names a queen that
// really attacks along the named line, and that the counters count events.
func TestEventsReplayToBoard(t *testing.T) {
	t.Parallel()
	for _, strategy := range searches {
		for n := 1; n <= 8; n++ {
			s := mustNew(t, n, strategy, nil)
			var board []int
			var want Counters
			for ev := s.Next(); ; ev = s.Next() {
				want.Steps++
				switch ev.Kind {
				case Try:
					want.Tries++
				case Attack:
					want.Attacks++
					by := ev.By
					if by.Row >= len(board) || board[by.Row] != by.Col {
						t.Fatalf("%v N=%d step %d: attack names (%d,%d), which holds no queen", strategy, n, want.Steps, by.Row, by.Col)
					}
					if got := AttackLine(by, Square{ev.Row, ev.Col}); got != ev.Line {
						t.Fatalf("%v N=%d step %d: (%d,%d) attacks (%d,%d) along %v, event says %v", strategy, n, want.Steps, by.Row, by.Col, ev.Row, ev.Col, got, ev.Line)
					}
				case Place:
					want.Placements++
					if ev.Row != len(board) {
						t.Fatalf("%v N=%d step %d: place on row %d with %d queens standing", strategy, n, want.Steps, ev.Row, len(board))
					}
					for r, c := range board {
						if attacks(Square{r, c}, Square{ev.Row, ev.Col}) {
							t.Fatalf("%v N=%d step %d: place on (%d,%d), attacked by (%d,%d)", strategy, n, want.Steps, ev.Row, ev.Col, r, c)
						}
					}
					board = append(board, ev.Col)
				case Backtrack:
					want.Backtracks++
					if len(board) == 0 || ev.Row != len(board)-1 || board[ev.Row] != ev.Col {
						t.Fatalf("%v N=%d step %d: backtrack (%d,%d) on board %v", strategy, n, want.Steps, ev.Row, ev.Col, board)
					}
					board = board[:len(board)-1]
				case Solution:
					want.Solutions++
				case Prune:
					want.Prunes++
				case WipeOut:
					want.WipeOuts++
				}
				if ev.Counters != want {
					t.Fatalf("%v N=%d step %d: counters %+v, want %+v", strategy, n, want.Steps, ev.Counters, want)
				}
				if got := s.Queens(); !slices.Equal(got, board) {
					t.Fatalf("%v N=%d step %d: stepper board %v, replayed %v", strategy, n, want.Steps, got, board)
				}
				if ev.Kind == Done {
					break
				}
			}
			if len(board) != 0 {
				t.Errorf("%v N=%d: %d queens left at the end", strategy, n, len(board))
			}
		}
	}
}

// TestStrategiesAgreeOnPlacements: both strategies visit the same tree, so
// their place/backtrack/solution events are the same sequence.
func TestStrategiesAgreeOnPlacements(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 8; n++ {
		collect := func(strategy Strategy) []Event {
			var out []Event
			s := mustNew(t, n, strategy, nil)
			for ev := s.Next(); ev.Kind != Done; ev = s.Next() {
				if ev.Kind == Place || ev.Kind == Backtrack || ev.Kind == Solution {
					out = append(out, Event{Kind: ev.Kind, Row: ev.Row, Col: ev.Col, Index: ev.Index})
				}
			}
			return out
		}
		if a, b := collect(Array), collect(Bitmask); !slices.Equal(a, b) {
			t.Errorf("N=%d: array and bitmask place different queens (%d vs %d events)", n, len(a), len(b))
		}
	}
}

// TestBitmaskTriesOnlyFreeSquares: in the bitmask strategy every try is
// followed by a place, and the attacked squares are all reported.
func TestBitmaskTriesOnlyFreeSquares(t *testing.T) {
	t.Parallel()
	s := mustNew(t, 8, Bitmask, nil)
	prev := Event{}
	for ev := s.Next(); ev.Kind != Done; ev = s.Next() {
		if prev.Kind == Try && (ev.Kind != Place || ev.Row != prev.Row || ev.Col != prev.Col) {
			t.Fatalf("step %d: try (%d,%d) followed by %v", ev.Counters.Steps, prev.Row, prev.Col, ev.Kind)
		}
		prev = ev
	}
	a := mustNew(t, 8, Array, nil)
	a.seekNext(Done)
	if a.Counters().Attacks != s.Counters().Attacks {
		t.Errorf("attacks: array %d, bitmask %d; both report every attacked square", a.Counters().Attacks, s.Counters().Attacks)
	}
}

// observed captures what a caller can observe of a stepper.
type observed struct {
	ev     Event
	queens []int
	row    int
	cand   int           // the column being tried, or -1
	masks  board.Attacks // array, bitmask: the words of the row being filled
	done   bool
	threat [][]Line
	// fc and min-conflicts
	placed  int
	order   []int
	rows    [][]int // per row: remaining, domain, and per square its pruner or conflicts
	pairs   int
	history []int32
}

func observe(s *Stepper) observed {
	o := observed{ev: s.Event(), queens: s.Queens(), row: s.Row(), cand: s.st.cur, masks: rowWords(s), done: s.IsDone(),
		placed: s.Placed(), order: s.Order(nil)}
	fv, isFC := s.FC()
	mv, isMC := s.MC()
	if isMC {
		o.pairs, o.history = mv.ConflictPairs(), slices.Clone(mv.PairHistory())
	}
	for r := range s.N() {
		line := make([]Line, s.N())
		row := []int{int(s.Remaining(r))}
		if isFC {
			row = append(row, int(fv.Domain(r)))
		}
		if isMC {
			row = append(row, mv.QueenConflicts(r))
		}
		for c := range line {
			line[c] = s.Threats(r, c)
			if isFC {
				by, ok := fv.PrunedBy(r, c)
				if !ok {
					by = Square{-1, -1}
				}
				row = append(row, by.Row, by.Col)
			}
			if isMC {
				row = append(row, mv.SquareConflicts(r, c))
			}
		}
		o.threat = append(o.threat, line)
		o.rows = append(o.rows, row)
	}
	return o
}

// rowWords returns the words of the row being filled, with array and
// bitmask (zero otherwise).
func rowWords(s *Stepper) board.Attacks {
	switch e := s.eng.(type) {
	case *arrayEngine:
		return e.att[s.Row()]
	case *bitmaskEngine:
		return e.att[s.Row()]
	}
	return board.Attacks{}
}

func sameObserved(a, b observed) bool {
	if a.ev != b.ev || !slices.Equal(a.queens, b.queens) || a.row != b.row || a.cand != b.cand || a.masks != b.masks || a.done != b.done {
		return false
	}
	if a.placed != b.placed || !slices.Equal(a.order, b.order) || a.pairs != b.pairs || !slices.Equal(a.history, b.history) {
		return false
	}
	for r := range a.threat {
		if !slices.Equal(a.threat[r], b.threat[r]) || !slices.Equal(a.rows[r], b.rows[r]) {
			return false
		}
	}
	return true
}

// variants lists every strategy with the options that change its run: fc
// with and without MRV, min-conflicts with a few seeds and both starts.
var variants = []struct {
	strategy Strategy
	opt      StepperOptions
}{
	{Array, StepperOptions{}},
	{Bitmask, StepperOptions{}},
	{FC, StepperOptions{}},
	{FC, StepperOptions{MRV: true}},
	{MinConflicts, StepperOptions{Seed: 1}},
	{MinConflicts, StepperOptions{Seed: 7, Start: RandomStart}},
	{Construct, StepperOptions{}},
}

// TestBackThenForwardIsIdentity: from random points of the run, k steps back
// then k steps forward return the identical state; and Seek to any step
// agrees with plain stepping. Small snapshot intervals force replays and
// thinning.
func TestBackThenForwardIsIdentity(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("one goroutine computing: the run without -short makes it, and CI races -short")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, v := range variants {
		strategy := v.strategy
		n := 7
		if strategy == MinConflicts {
			n = 12 // a longer run, with moves that stay and restarts
		}
		ref, err := NewWith(n, strategy, nil, v.opt)
		if err != nil {
			t.Fatal(err)
		}
		var states []observed
		states = append(states, observe(ref))
		for !ref.IsDone() {
			ref.Next()
			states = append(states, observe(ref))
		}
		s, _ := NewWith(n, strategy, nil, v.opt)
		s.snapInterval, s.maxSnaps = 4, 16
		for range 300 {
			target := uint64(rng.IntN(len(states)))
			s.Seek(target)
			if !sameObserved(observe(s), states[target]) {
				t.Fatalf("%v: Seek(%d) differs from stepping", strategy, target)
			}
			k := uint64(rng.IntN(50))
			for range k {
				s.Back()
			}
			for range k {
				if s.Step() < target {
					s.Next()
				}
			}
			if !sameObserved(observe(s), states[target]) {
				t.Fatalf("%v: %d steps back and forward from %d changed the state", strategy, k, target)
			}
		}
	}
}

// TestSeekPrevAndNext: previous/next solution and backtrack jumps land on
// events of that kind, in order.
func TestSeekPrevAndNext(t *testing.T) {
	t.Parallel()
	for _, strategy := range searches {
		s := mustNew(t, 8, strategy, nil)
		s.snapInterval, s.maxSnaps = 64, 8
		var steps []uint64
		for s.seekNext(Solution) {
			if s.Event().Kind != Solution {
				t.Fatalf("seekNext(Solution) stopped on %v", s.Event().Kind)
			}
			steps = append(steps, s.Step())
		}
		if len(steps) != 92 {
			t.Fatalf("%v: %d solutions by seekNext, want 92", strategy, len(steps))
		}
		for i := len(steps) - 1; i >= 0; i-- {
			if !s.SeekPrev(Solution) {
				t.Fatalf("%v: SeekPrev found no solution before #%d", strategy, i+2)
			}
			if s.Step() != steps[i] || s.Event().Index != uint64(i+1) {
				t.Fatalf("%v: SeekPrev landed on step %d (%v #%d), want step %d", strategy, s.Step(), s.Event().Kind, s.Event().Index, steps[i])
			}
		}
		if s.SeekPrev(Solution) {
			t.Errorf("%v: SeekPrev before the first solution reported one", strategy)
		}
		before := s.Step()
		s.seekNext(Backtrack)
		if s.Event().Kind != Backtrack || s.Step() <= before {
			t.Errorf("%v: seekNext(Backtrack) gave %v at %d", strategy, s.Event().Kind, s.Step())
		}
	}
}

func TestPartialPlacement(t *testing.T) {
	t.Parallel()
	// N=8 with the first queen at column 0: 4 of the 92 solutions.
	for _, strategy := range searches {
		s := mustNew(t, 8, strategy, []int{0})
		if s.Row() != 1 || s.QueenCol(0) != 0 {
			t.Fatalf("start board %v", s.Queens())
		}
		for s.seekNext(Solution) {
			if q := s.Queens(); q[0] != 0 || !isSolution(q) {
				t.Fatalf("solution %v does not extend the placement", q)
			}
		}
		if got := s.Counters().Solutions; got != 4 {
			t.Errorf("%v: %d solutions with a queen at (0,0), want 4", strategy, got)
		}
		if s.Row() != 1 {
			t.Errorf("%v: the starting queen was lifted", strategy)
		}
	}
	for _, bad := range [][]int{{0, 1}, {0, 0}, {8}, {-1}, {1, 3, 0, 2, 4, 6, 1, 5, 7}} {
		if _, err := New(8, Array, bad); err == nil {
			t.Errorf("New(8, %v) accepted an invalid placement", bad)
		}
	}
	for _, n := range []int{0, -3, MaxN + 1} {
		if _, err := New(n, Array, nil); err == nil {
			t.Errorf("New(%d) accepted the size", n)
		}
	}
	if _, err := New(8, MinConflicts, []int{0}); err == nil {
		t.Errorf("min-conflicts accepted queens given")
	}
}

func TestNoSolutionBoardsFinish(t *testing.T) {
	t.Parallel()
	for _, n := range []int{2, 3} {
		for _, strategy := range searches {
			s := mustNew(t, n, strategy, nil)
			if s.seekNext(Solution) {
				t.Errorf("N=%d %v found a solution", n, strategy)
			}
			if !s.IsDone() || s.Event().Kind != Done {
				t.Errorf("N=%d %v did not reach done", n, strategy)
			}
		}
	}
}

func TestLargeBoardsRun(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("one goroutine computing: the run without -short makes it, and CI races -short")
	}
	for _, strategy := range searches {
		s := mustNew(t, 20, strategy, nil)
		if !s.seekNext(Solution) {
			t.Fatalf("N=20: no first solution")
		}
		if q := s.Queens(); len(q) != 20 || !isSolution(q) {
			t.Fatalf("N=20: first solution invalid: %v", q)
		}
		// N=64: the first solution is astronomically far for plain
		// backtracking; the search must still run and stay consistent.
		big := mustNew(t, 64, strategy, nil)
		big.Seek(200_000)
		if q := big.Queens(); !isSolution(q) || big.Step() != 200_000 {
			t.Fatalf("N=64 after %d steps: invalid board %v", big.Step(), q)
		}
		big.Seek(1234)
		if big.Step() != 1234 {
			t.Fatalf("N=64: Seek back reached %d", big.Step())
		}
	}
}

func TestPseudocodeLinesExist(t *testing.T) {
	t.Parallel()
	for _, strategy := range AllStrategies {
		// Every kind but a give-up, which a board with solutions only
		// makes by bad luck.
		allKinds := slices.DeleteFunc(slices.Clone(strategy.Kinds()), func(k Kind) bool { return k == GiveUp })
		code := Pseudocode(strategy)
		n := 5
		if strategy == MinConflicts {
			n = 8 // N=5 is solved at the start (seed 0): no move to see
		}
		s := mustNew(t, n, strategy, nil)
		seen := map[Kind]int{}
		for ev := s.Next(); ; ev = s.Next() {
			if ev.Code <= 0 || ev.Code >= len(code) {
				t.Fatalf("%v: %v event points at line %d of %d", strategy, ev.Kind, ev.Code, len(code))
			}
			seen[ev.Kind] = ev.Code
			if ev.Kind == Done {
				break
			}
		}
		if len(seen) != len(allKinds) {
			t.Errorf("%v: N=%d produced kinds %v, want all of %v", strategy, n, seen, allKinds)
		}
	}
}

// FuzzStepper drives random sizes, strategies (and their options),
// placements and seeks.
func FuzzStepper(f *testing.F) {
	f.Add(uint8(8), uint8(0), []byte{0, 4}, uint32(500), uint32(20))
	f.Add(uint8(1), uint8(1), []byte{}, uint32(3), uint32(9))
	f.Add(uint8(64), uint8(1), []byte{63, 1}, uint32(1000), uint32(999))
	f.Add(uint8(9), uint8(2), []byte{1}, uint32(700), uint32(300))
	f.Add(uint8(12), uint8(6), []byte{}, uint32(900), uint32(450))
	f.Add(uint8(10), uint8(3), []byte{}, uint32(2000), uint32(1500))
	f.Add(uint8(3), uint8(7), []byte{}, uint32(4000), uint32(3000))
	f.Fuzz(func(t *testing.T, size uint8, algo uint8, prefix []byte, seek, back uint32) {
		n := int(size)%MaxN + 1
		// The low two bits pick the strategy, the next one fc's MRV or
		// min-conflicts' random start; the seek seeds min-conflicts.
		strategy := Strategies[int(algo)%len(Strategies)]
		opt := StepperOptions{MRV: algo&4 != 0, Seed: uint64(seek)}
		if algo&4 != 0 {
			opt.Start = RandomStart
		}
		p := make([]int, 0, len(prefix))
		for _, b := range prefix {
			p = append(p, int(b)%(n+1))
		}
		if strategy == MinConflicts {
			p = nil
		}
		s, err := NewWith(n, strategy, p, opt)
		if err != nil {
			return
		}
		target := uint64(seek % 5000)
		got := s.Seek(target)
		if got > target || (got < target && !s.IsDone()) {
			t.Fatalf("Seek(%d) reached %d", target, got)
		}
		want := observe(s)
		k := uint64(back) % (got + 1)
		s.Seek(got - k)
		s.Seek(got)
		if !sameObserved(observe(s), want) {
			t.Fatalf("seek back %d and forward changed the state", k)
		}
	})
}
