package tree

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver"
)

// withTree lists the strategies whose runs make a tree: all but
// min-conflicts, a local search. fc's places come without a try.
var withTree = []solver.Strategy{solver.Array, solver.Bitmask, solver.FC}

// current returns the node of the last event: the square tried, attacked or
// placed, the solution, the queen just lifted; ok is false when it is the
// root (before the first event and once the search is done).
func (t *Tree) current() (nd Node, ok bool) {
	if t.st.cur < 0 {
		return Node{}, false
	}
	return t.st.stack[t.st.cur].export(), true
}

// a000170 is OEIS A000170, the number of solutions of the n-queens problem.
var a000170 = []uint64{1: 1, 0, 0, 2, 10, 4, 40, 92, 352, 724}

func newStepper(t testing.TB, n int, s solver.Strategy, prefix []int) *solver.Stepper {
	t.Helper()
	st, err := solver.New(n, s, prefix)
	if err != nil {
		t.Fatalf("solver.New(%d, %v, %v): %v", n, s, prefix, err)
	}
	return st
}

// TestFollowsStepper feeds whole runs (N = 1..8, every strategy with a
// tree) and checks the tree against the stepper at every step: the path is
// the stepper's queens, the current node is the event's square, the row
// tallies add up to the stepper's counters, and at the end the tree has a
// node for every square met and A000170(N) solutions.
func TestFollowsStepper(t *testing.T) {
	t.Parallel()
	for _, strategy := range withTree {
		for n := 1; n <= 8; n++ {
			s := newStepper(t, n, strategy, nil)
			tr := New(s)
			var pruned uint64  // attacks not preceded by a try of their square
			var untried uint64 // places not preceded by a try (fc's)
			var last solver.Event
			for !s.IsDone() {
				ev := tr.Next(s)
				if ev.Kind == solver.Attack && (last.Kind != solver.Try || last.Row != ev.Row || last.Col != ev.Col) {
					pruned++
				}
				if ev.Kind == solver.Place && (last.Kind != solver.Try || last.Row != ev.Row || last.Col != ev.Col) {
					untried++
				}
				last = ev
				where := fmt.Sprintf("%v N=%d step %d (%v)", strategy, n, ev.Counters.Steps, ev.Kind)
				var want []solver.Square
				for r, c := range s.Queens() {
					want = append(want, solver.Square{Row: r, Col: c})
				}
				if got := tr.Path(); !slices.Equal(got, want) {
					t.Fatalf("%s: path %v, stepper's queens %v", where, got, want)
				}
				cur, ok := tr.current()
				switch ev.Kind {
				case solver.Try, solver.Attack, solver.Place, solver.Backtrack:
					if !ok || cur.Square != (solver.Square{Row: ev.Row, Col: ev.Col}) {
						t.Fatalf("%s: current node %v (%v), want the event's square (%d,%d)", where, cur.Square, ok, ev.Row, ev.Col)
					}
				case solver.Solution:
					if !ok || cur.Kind != Solution || cur.Index != ev.Index || cur.Square.Row != n-1 || cur.Square.Col != s.QueenCol(n-1) {
						t.Fatalf("%s: current node %+v, want solution %d on the last queen", where, cur, ev.Index)
					}
				case solver.Done:
					if ok {
						t.Fatalf("%s: current node %+v, want the root", where, cur)
					}
				}
				var tried, prunedRows, placed uint64
				for _, row := range tr.Rows() {
					tried, prunedRows, placed = tried+row.Tried, prunedRows+row.Pruned, placed+row.Placed
				}
				if tried != ev.Counters.Tries || placed != ev.Counters.Placements || prunedRows != pruned {
					t.Fatalf("%s: rows count %d tried, %d placed, %d pruned; the stepper %d tries, %d placements, %d pruned",
						where, tried, placed, prunedRows, ev.Counters.Tries, ev.Counters.Placements, pruned)
				}
			}
			c := s.Counters()
			nodes, sols := tr.Size()
			if want := 1 + c.Tries + pruned + untried; nodes != want || sols != a000170[n] {
				t.Errorf("%v N=%d: the tree has %d nodes and %d solutions, want %d and %d (A000170)", strategy, n, nodes, sols, want, a000170[n])
			}
			if strategy == solver.Array && pruned != 0 {
				t.Errorf("array N=%d: %d attacks without a try", n, pruned)
			}
			if strategy == solver.Bitmask && pruned != c.Attacks {
				t.Errorf("bitmask N=%d: %d pruned squares, %d attacks", n, pruned, c.Attacks)
			}
			if strategy == solver.FC && untried != c.Placements {
				t.Errorf("fc N=%d: %d places without a try, %d places", n, untried, c.Placements)
			}
		}
	}
}

// TestFoldSizes checks the size of every folded branch against the
// stepper's counters: a queen's subtree holds the squares met between its
// placement and its lifting (tries, and attacks never tried), itself, and
// the solutions found in between.
func TestFoldSizes(t *testing.T) {
	t.Parallel()
	for _, strategy := range withTree {
		for n := 4; n <= 7; n++ {
			s := newStepper(t, n, strategy, nil)
			tr := New(s)
			placedAt := make([]solver.Counters, n) // the counters when row r's queen was placed
			folds := 0
			for !s.IsDone() {
				ev := tr.Next(s)
				switch ev.Kind {
				case solver.Place:
					placedAt[ev.Row] = ev.Counters
				case solver.Backtrack:
					at := placedAt[ev.Row]
					met := ev.Counters.Tries - at.Tries
					if strategy == solver.Bitmask {
						met += ev.Counters.Attacks - at.Attacks // a bitmask attack is never tried
					}
					if strategy == solver.FC {
						met += ev.Counters.Placements - at.Placements // fc places (after this one) without a try
					}
					wantNodes, wantSols := 1+met, ev.Counters.Solutions-at.Solutions
					cur, _ := tr.current()
					if cur.Nodes != wantNodes || cur.Solutions != wantSols || cur.Open {
						t.Fatalf("%v N=%d step %d: (%d,%d) folds into %d nodes · %d solutions (open %v), want %d · %d",
							strategy, n, ev.Counters.Steps, ev.Row, ev.Col, cur.Nodes, cur.Solutions, cur.Open, wantNodes, wantSols)
					}
					folds++
				}
			}
			if folds == 0 {
				t.Fatalf("%v N=%d: no fold seen", strategy, n)
			}
		}
	}
}

// TestNodeKinds checks what the first events of N=4 make of the tree, in
// both strategies: the array method tries (1,0) and finds it attacked, the
// bitmask method prunes it without a try.
func TestNodeKinds(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		strategy solver.Strategy
		steps    uint64
		want     Node
	}{
		{solver.Array, 3, Node{Square: solver.Square{Row: 1, Col: 0}, Kind: Trying}},
		{solver.Array, 4, Node{Square: solver.Square{Row: 1, Col: 0}, Kind: Attacked, By: solver.Square{Row: 0, Col: 0}, Line: solver.Column, Nodes: 1}},
		{solver.Bitmask, 3, Node{Square: solver.Square{Row: 1, Col: 0}, Kind: Pruned, By: solver.Square{Row: 0, Col: 0}, Line: solver.Column, Nodes: 1}},
		{solver.Array, 2, Node{Square: solver.Square{Row: 0, Col: 0}, Kind: Queen, Open: true}},
	} {
		s := newStepper(t, 4, tc.strategy, nil)
		s.Seek(tc.steps)
		tr := New(s)
		if got, ok := tr.current(); !ok || got != tc.want {
			t.Errorf("%v step %d: current %+v, want %+v", tc.strategy, tc.steps, got, tc.want)
		}
	}
}

// snapshotOf returns what must be equal between two trees on the same step:
// the whole state and the outline drawn from it.
func snapshotOf(tr *Tree) (state, string) {
	return tr.st.clone(), tr.Text(Options{Width: 120, Height: 40}) + tr.Totals(false, i18n.En)
}

func requireSame(t *testing.T, where string, got, want *Tree) {
	t.Helper()
	gs, gt := snapshotOf(got)
	ws, wt := snapshotOf(want)
	if gt != wt {
		t.Fatalf("%s: outline\n%s\nwant\n%s", where, gt, wt)
	}
	if !reflect.DeepEqual(gs, ws) {
		t.Fatalf("%s: state\n%+v\nwant\n%+v", where, gs, ws)
	}
}

// fed returns a tree fed from step 0 to step k by a fresh stepper.
func fed(t *testing.T, n int, strategy solver.Strategy, prefix []int, k uint64) *Tree {
	s := newStepper(t, n, strategy, prefix)
	tr := New(s)
	for s.Step() < k && !s.IsDone() {
		tr.Next(s)
	}
	return tr
}

// TestBackAndForth: stepping forward k then back k gives the tree it had,
// one Back at a time and in one Seek.
func TestBackAndForth(t *testing.T) {
	t.Parallel()
	for _, strategy := range withTree {
		s := newStepper(t, 6, strategy, nil)
		tr := New(s)
		tr.interval = 16 // snapshots every 16 events: restores and replays both happen
		s.Seek(150)
		tr.Sync(s)
		start := fed(t, 6, strategy, nil, 150)
		requireSame(t, "seek 150", tr, start)
		for _, k := range []uint64{1, 7, 16, 17, 100} {
			for range k {
				tr.Next(s)
			}
			for range k {
				s.Back()
				tr.Sync(s)
			}
			requireSame(t, fmt.Sprintf("%v: %d forward, %d back", strategy, k, k), tr, start)
			for range k {
				tr.Next(s)
			}
			s.Seek(150)
			tr.Sync(s)
			requireSame(t, fmt.Sprintf("%v: %d forward, seek back", strategy, k), tr, start)
		}
	}
}

// TestSyncMatchesFeeding moves a stepper at random (steps, backs, seeks
// anywhere, jumps to the previous solution or backtrack, restarts) with a
// tree following through Sync, with snapshots thinned by a small budget,
// and checks after every move that the tree equals the one fed from step 0
// to the same step.
func TestSyncMatchesFeeding(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		n        int
		strategy solver.Strategy
		prefix   []int
	}{
		{6, solver.Array, nil}, {6, solver.Bitmask, nil}, {8, solver.Array, []int{1}}, {8, solver.Bitmask, nil},
	} {
		rng := rand.New(rand.NewPCG(uint64(tc.n), uint64(tc.strategy)))
		s := newStepper(t, tc.n, tc.strategy, tc.prefix)
		tr := New(s)
		tr.interval, tr.budget = 8, 4<<10
		s.Seek(3000)
		last := s.Step()
		for move := range 300 {
			var what string
			switch rng.IntN(7) {
			case 0:
				k := rng.IntN(40)
				for range k {
					tr.Next(s)
				}
				what = fmt.Sprintf("%d steps fed", k)
			case 1:
				k := rng.IntN(40)
				for range k {
					s.Next()
				}
				what = fmt.Sprintf("%d steps not fed", k)
			case 2:
				s.Back()
				what = "back"
			case 3:
				s.Seek(uint64(rng.IntN(int(last) + 200)))
				what = "seek"
			case 4:
				s.SeekPrev(solver.Solution)
				what = "previous solution"
			case 5:
				s.SeekPrev(solver.Backtrack)
				what = "previous backtrack"
			case 6:
				s = newStepper(t, tc.n, tc.strategy, tc.prefix)
				s.Seek(uint64(rng.IntN(200)))
				what = "restart"
			}
			tr.Sync(s)
			last = max(last, s.Step())
			where := fmt.Sprintf("N=%d %v move %d (%s) to step %d", tc.n, tc.strategy, move, what, s.Step())
			if tr.Step() != s.Step() {
				t.Fatalf("%s: tree on step %d", where, tr.Step())
			}
			requireSame(t, where, tr, fed(t, tc.n, tc.strategy, tc.prefix, s.Step()))
			if tr.held > tr.budget {
				t.Fatalf("%s: snapshots hold %d bytes, budget %d", where, tr.held, tr.budget)
			}
		}
	}
}

// TestMemoryBounded runs N=16 for a million events: the stack never holds
// more than N nodes a level, and the snapshots stay within their budget.
func TestMemoryBounded(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("a million events")
	}
	const n = 16
	s := newStepper(t, n, solver.Array, nil)
	tr := New(s)
	tr.budget = 1 << 20
	peak := 0
	for range 1_000_000 {
		tr.Next(s)
		peak = max(peak, len(tr.st.stack))
	}
	if peak > n*n {
		t.Errorf("the stack reached %d nodes, more than %d", peak, n*n)
	}
	if tr.held > tr.budget || len(tr.snaps) < 2 {
		t.Errorf("%d snapshots hold %d bytes, budget %d", len(tr.snaps), tr.held, tr.budget)
	}
}

// TestPrefix: a search that starts from given queens roots its tree there.
func TestPrefix(t *testing.T) {
	t.Parallel()
	s := newStepper(t, 6, solver.Array, []int{1, 3})
	tr := New(s)
	for !s.IsDone() {
		tr.Next(s)
	}
	if got := tr.Outline(Options{})[0].Text; !strings.HasPrefix(got, "given (0,1) (1,3)") {
		t.Errorf("root line %q", got)
	}
	// Exactly one solution of N=6 starts with columns 1, 3: 1 3 5 0 2 4.
	if _, sols := tr.Size(); sols != 1 {
		t.Errorf("%d solutions under (0,1) (1,3), want 1", sols)
	}
	if lo, hi := tr.levelSpan(2); lo != 0 || hi != 6 {
		t.Errorf("row 2 has nodes %d..%d of the stack, want the 6 squares tried, first", lo, hi-1)
	}
}

// TestTotals checks the brute-force bounds and the totals line.
func TestTotals(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 12; n++ {
		tr := New(newStepper(t, n, solver.Array, nil))
		rows := tr.Rows()
		power, perm := uint64(1), uint64(1)
		for r, row := range rows {
			power *= uint64(n)
			perm *= uint64(n - r)
			if !row.Placements.IsUint64() || row.Placements.Uint64() != power || row.Permutations.Uint64() != perm {
				t.Fatalf("N=%d row %d: %v placements, %v permutations, want %d and %d", n, r, row.Placements, row.Permutations, power, perm)
			}
		}
	}
	s := newStepper(t, 8, solver.Array, nil)
	tr := New(s)
	for tr.Next(s).Kind != solver.Solution {
	}
	// The tries before the first solution of N=8 are the trace's: count them there.
	tries := s.Counters().Tries
	want := "tried " + text.Thousands(tries) + " squares; 8⁸ = 16,777,216 placements; 8! = 40,320 permutations"
	if got := tr.Totals(false, i18n.En); got != want {
		t.Errorf("totals %q, want %q", got, want)
	}
	if got := tr.Totals(true, i18n.En); !strings.Contains(got, "8^8 = 16,777,216") {
		t.Errorf("ASCII totals %q", got)
	}
	big64 := New(newStepper(t, 64, solver.Array, nil)).Rows()[63]
	grouped := Group(big64.Placements)
	if strings.ReplaceAll(grouped, ",", "") != new(big.Int).Exp(big.NewInt(64), big.NewInt(64), nil).String() {
		t.Errorf("64⁶⁴ written %s", grouped)
	}
	for i, group := range strings.Split(grouped, ",") {
		if len(group) != 3 && !(i == 0 && len(group) < 3) {
			t.Fatalf("64⁶⁴ written %s: group %q", grouped, group)
		}
	}
	if l, want := Log10(big64.Placements), 64*math.Log10(64); math.Abs(l-want) > 1e-9 {
		t.Errorf("log10(64⁶⁴) = %v, want %v", l, want)
	}
}

// TestMRVTree: forward checking with MRV fills the rows in an order of its
// own; the tree has one level a queen all the same. At every step its path
// holds the stepper's queens in the order they went down, the current node
// is the event's square, a lifted queen folds into the queens placed since
// it, and the whole run has a node a queen and A000170(N) solutions.
func TestMRVTree(t *testing.T) {
	t.Parallel()
	outOfOrder := false
	for n := 1; n <= 8; n++ {
		s, err := solver.NewWith(n, solver.FC, nil, solver.StepperOptions{MRV: true})
		if err != nil {
			t.Fatal(err)
		}
		tr := New(s)
		placedAt := map[int]uint64{}
		for !s.IsDone() {
			ev := tr.Next(s)
			where := fmt.Sprintf("N=%d step %d (%v)", n, ev.Counters.Steps, ev.Kind)
			var want []solver.Square
			for _, r := range s.Order(nil) {
				want = append(want, solver.Square{Row: r, Col: s.QueenCol(r)})
			}
			if got := tr.Path(); !slices.Equal(got, want) {
				t.Fatalf("%s: path %v, the stepper's queens in order %v", where, got, want)
			}
			for i, sq := range want {
				outOfOrder = outOfOrder || sq.Row != i
			}
			cur, ok := tr.current()
			switch ev.Kind {
			case solver.Place:
				placedAt[ev.Row] = ev.Counters.Placements
				if !ok || cur.Square != (solver.Square{Row: ev.Row, Col: ev.Col}) || !cur.Open {
					t.Fatalf("%s: current node %+v, want the queen placed on (%d,%d)", where, cur, ev.Row, ev.Col)
				}
			case solver.Backtrack:
				if want := 1 + ev.Counters.Placements - placedAt[ev.Row]; !ok || cur.Square != (solver.Square{Row: ev.Row, Col: ev.Col}) || cur.Nodes != want {
					t.Fatalf("%s: current node %+v, want (%d,%d) folded into %d nodes", where, cur, ev.Row, ev.Col, want)
				}
			}
		}
		nodes, sols := tr.Size()
		if c := s.Counters(); nodes != 1+c.Placements || sols != a000170[n] {
			t.Errorf("N=%d: the tree has %d nodes and %d solutions, want %d and %d (A000170)", n, nodes, sols, 1+c.Placements, a000170[n])
		}
	}
	if !outOfOrder {
		t.Fatal("MRV never filled a row out of order")
	}
}
