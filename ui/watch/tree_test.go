package watch

import (
	"fmt"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/solver/tree"
)

// TestTreeGolden keeps the view with the tree shown at 120×40, N=8, at an
// attack, a backtrack (the lifted queen's branch folded into its size) and
// the first solution, for every strategy (bitmask: the pruned squares; fc:
// its queens and wipe-outs; min-conflicts: the plot of its conflicts).
func TestTreeGolden(t *testing.T) {
	t.Parallel()
	for _, s := range solver.Strategies {
		for _, moment := range momentsOf(s)[1:] {
			t.Run(fmt.Sprintf("%s/%s", s, moment), func(t *testing.T) {
				m := newModel(t, 8, s, 120, 40)
				press(m, "t")
				toMoment(t, m, moment)
				v := m.View()
				checkFits(t, v, 120, 40)
				golden.RequireEqual(t, []byte(v))
			})
		}
	}
	// MRV: the levels of the tree are the rows in the order they are
	// filled, not top down.
	t.Run("fc-mrv/place", func(t *testing.T) {
		m := newModel(t, 8, solver.FC, 120, 40)
		press(m, "o")
		press(m, "t")
		outOfOrder := func() bool {
			for i, r := range m.st.Order(nil) {
				if r != i {
					return true
				}
			}
			return false
		}
		for !outOfOrder() || m.st.Event().Kind != solver.Place || m.st.Placed() < 5 {
			press(m, "l")
		}
		v := m.View()
		checkFits(t, v, 120, 40)
		golden.RequireEqual(t, []byte(v))
	})
}

// freshOutline is the outline of a tree built from nothing by stepping a
// new stepper to step: what the panel must show whatever way it came.
func freshOutline(t testing.TB, m *Model, step uint64, o tree.Options) string {
	t.Helper()
	s, err := solver.NewWith(m.spec.n, m.spec.strategy, m.spec.start(m.lens), m.spec.opt)
	if err != nil {
		t.Fatal(err)
	}
	tr := tree.New(s)
	for s.Step() < step && !s.IsDone() {
		tr.Next(s)
	}
	return tr.Text(o)
}

// checkInSync fails unless the view's tree stands on the stepper's step with
// the stepper's queens as its path, in the order they went down, and draws
// what a tree built afresh to that step draws.
func checkInSync(t testing.TB, m *Model, what string) {
	t.Helper()
	if m.tree.built == nil || m.tree.built.Step() != m.st.Step() {
		t.Fatalf("%s: the tree is not at step %d (%v)", what, m.st.Step(), m.tree)
	}
	var queens []solver.Square
	for _, r := range m.st.Order(nil) {
		queens = append(queens, solver.Square{Row: r, Col: m.st.QueenCol(r)})
	}
	if path := m.tree.built.Path(); !slices.Equal(path, queens) && !(len(path) == 0 && len(queens) == 0) {
		t.Fatalf("%s: the tree's path %v, the board's queens %v", what, path, queens)
	}
	o := tree.Options{Width: 40, Height: 30}
	if got, want := m.tree.built.Text(o), freshOutline(t, m, m.st.Step(), o); got != want {
		t.Fatalf("%s: step %d, the tree shows\n%s\nwant\n%s", what, m.st.Step(), got, want)
	}
}

// TestTreeFollowsEveryMove: with the tree shown, after every kind of move —
// a step either way, n p b B, a jump with :, g, G, the mark, a restart, a
// strategy or N change, MRV on and off, z and t — the tree is exactly where
// the board is.
func TestTreeFollowsEveryMove(t *testing.T) {
	t.Parallel()
	m := newModel(t, 6, solver.Array, 120, 40)
	m.player.eventsPerFrame = 1 << 20
	typeKeys(m, "t")
	script := []string{
		"l", "l", "l", "h", "n", "n", "p", "b", "B", "B", "m", "l", "l", ":300", "enter", "'",
		"g", "G", "h", "h", "p", "z", "l", "z", "t", "n", "n", "t", "h", "a", "b", "n", "h",
		"r", "l", "]", "n", "[", "[", "b", "G", "g",
		// fc, with MRV and without.
		"a", "l", "l", "n", "o", "l", "l", "l", "n", "h", "b", "B", "p", "G", "o", "b",
	}
	withMRV := 0
	for i, k := range script {
		typeKeys(m, k)
		seekDone(t, m)
		if k == ":300" || !m.tree.wanted(m.screen.focus, m.lens) {
			continue // the prompt is open; or z or t hides the tree
		}
		checkInSync(t, m, fmt.Sprintf("key %d %q (%v MRV=%v N=%d)", i, k, m.spec.strategy, m.spec.opt.MRV, m.spec.n))
		if m.spec.opt.MRV {
			withMRV++
		}
	}
	if withMRV < 5 {
		t.Fatalf("the tree was checked %d times with MRV", withMRV)
	}
	// The solutions view opens a solution here; the play view hands its
	// queens over.
	runCmds(m, m.GoToSolution(3))
	seekDone(t, m)
	checkInSync(t, m, "the solutions view's solution 3")
	if err := m.Continue([]int{1, 3}); err != nil {
		t.Fatal(err)
	}
	runCmds(m, m.Show())
	typeKeys(m, "l", "l", "n", "h")
	checkInSync(t, m, "continued from the play view's queens")
}

// TestTreeBackAndForth: k steps forward then k back give the very panel
// there was, at the start, after solutions, with folds on screen, in every
// strategy and fc with MRV.
func TestTreeBackAndForth(t *testing.T) {
	t.Parallel()
	for i := range len(solver.Strategies) + 1 {
		s, mrv := solver.FC, true // and last, fc with MRV
		if i < len(solver.Strategies) {
			s, mrv = solver.Strategies[i], false
		}
		m := newModel(t, 8, s, 120, 40)
		if mrv {
			press(m, "o")
		}
		press(m, "t")
		// Plain backtracking's backtrack, forward checking's wipe-out,
		// min-conflicts' heat map, construct's place.
		moments := momentsOf(s)
		for _, at := range []string{"start", moments[min(2, len(moments)-2)], "solution"} {
			if at != "start" {
				toMoment(t, m, at)
			}
			for _, k := range []int{1, 7, 60, 1500} {
				before := m.View()
				from := m.st.Step()
				for range k {
					press(m, "l")
				}
				if k > 1 && m.View() == before {
					t.Fatalf("%s at %s: %d steps changed nothing", s, at, k)
				}
				// A short run (min-conflicts') may end first.
				for range m.st.Step() - from {
					press(m, "h")
				}
				if got := m.View(); got != before {
					t.Fatalf("%s at %s: %d steps on and back changed the view:\n%s\nwant\n%s", s, at, k, got, before)
				}
			}
		}
	}
}

// TestTreeCatchesUp: a run that went far while the tree was hidden is
// replayed for it in frames (the stepper back to where the tree stood, then
// on, as a jump), ending on the step the board was on; any key stops the
// replay with the tree in step where it stopped. Hiding it again and
// stepping back over ground it has seen costs no replay.
func TestTreeCatchesUp(t *testing.T) {
	t.Parallel()
	m := newModel(t, 10, solver.Bitmask, 120, 40)
	goStep(m, 300000)
	seekDone(t, m)
	if m.tree.built != nil {
		t.Fatal("the tree was built while hidden")
	}
	want := m.st.Step()
	press(m, "t")
	if m.jump.goal != toTreeStep || m.st.Step() >= want {
		t.Fatalf("t far into a run must replay in frames: seeking %v at step %d", m.jump.goal, m.st.Step())
	}
	if v := m.View(); !strings.Contains(v, "building the search tree up to step 300,000") {
		t.Fatalf("the replay is not said:\n%s", v)
	}
	tick(m)
	press(m, "l") // cancels
	if m.jump.goal != none || m.st.Step() >= want {
		t.Fatalf("a key must stop the replay (step %d)", m.st.Step())
	}
	checkInSync(t, m, "replay stopped")
	goStep(m, 300000)
	seekDone(t, m)
	if m.st.Step() != want {
		t.Fatalf("the replay ended at step %d, want %d", m.st.Step(), want)
	}
	checkInSync(t, m, "replayed")
	// Hidden, back to the start, then shown again: the tree has seen it all.
	press(m, "t")
	press(m, "g")
	press(m, "t")
	if m.jump.goal != none {
		t.Fatal("going back needs no replay")
	}
	checkInSync(t, m, "shown again at the start")
	goStep(m, 290000)
	if m.jump.goal != none {
		t.Fatal("a jump to where the tree has been needs no replay")
	}
	checkInSync(t, m, "jumped to a step seen")
}

// goStep types ":step enter", leaving the jump's frames to the caller
// (seekDone), so that no tick waits for the clock.
func goStep(m *Model, step uint64) {
	press(m, ":")
	for _, r := range fmt.Sprint(step) {
		press(m, string(r))
	}
	press(m, "enter")
}

// TestTreeLayout: t puts the tree where the panels were — the board keeps
// its place and size — at every size; the boxes hold still while the run
// goes, in both strategies; every frame fits the window.
func TestTreeLayout(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{80, 22}, {100, 28}, {120, 38}, {200, 58}, {60, 40}, {40, 13}} {
		m := newModel(t, 8, solver.Array, size[0], size[1])
		board := boardPlace(m)
		press(m, "t")
		v := m.View()
		checkFits(t, v, size[0], size[1])
		if got := boardPlace(m); got != board {
			t.Fatalf("%d×%d: t moved the board:\n%s", size[0], size[1], v)
		}
		want := boxCorners(v)
		for _, s := range solver.Strategies {
			if m.spec.strategy != s {
				press(m, "a")
			}
			for range 80 { // past the first backtracks and wipe-outs
				press(m, "l")
				v := m.View()
				checkFits(t, v, size[0], size[1])
				if got := boxCorners(v); got != want {
					t.Fatalf("%d×%d %s step %d: the boxes moved:\n%s\nwant\n%s\n%s", size[0], size[1], s, m.st.Step(), got, want, v)
				}
			}
		}
		press(m, "t")
		if got := boardPlace(m); got != board {
			t.Fatalf("%d×%d: t twice moved the board", size[0], size[1])
		}
	}
}

// boardPlace says where the last frame drew the board: its layout (size of
// the squares), its border, and the width of the block centred with it.
func boardPlace(m *Model) string {
	m.View()
	return fmt.Sprint(m.screen.plan.layout, m.screen.plan.boxed, m.screen.plan.blockW)
}

// TestTreeSmallWindows: where the board leaves the panels no room, t says
// the tree has none either and the board stays as it was; z hides the
// tree and t brings it back out of focus.
func TestTreeSmallWindows(t *testing.T) {
	t.Parallel()
	m := newModel(t, 8, solver.Array, 30, 14)
	before := m.View()
	press(m, "t")
	if v := m.View(); !strings.Contains(v, "no room for the search tree") {
		t.Fatalf("t with no room must say so:\n%s", v)
	}
	press(m, "l")
	press(m, "h")
	if m.View() != before {
		t.Fatalf("the board moved with the tree on and no room:\n%s\nwas\n%s", m.View(), before)
	}
	m = newModel(t, 8, solver.Array, 100, 28)
	press(m, "t")
	press(m, "z")
	if v := m.View(); strings.Contains(v, "search tree") || m.tree.wanted(m.screen.focus, m.lens) {
		t.Fatalf("z must hide the tree:\n%s", v)
	}
	press(m, "t")
	if v := m.View(); m.screen.focus || !strings.Contains(v, "search tree") {
		t.Fatalf("t in focus must leave it and show the tree:\n%s", v)
	}
}

// TestTreeless: a strategy whose run is no tree (min-conflicts, a local
// search; construct, no search) gets the panel's reason in place of the
// tree, and no tree is built; the next strategy with a tree follows the
// board again.
func TestTreeless(t *testing.T) {
	t.Parallel()
	m := newModel(t, 8, solver.MinConflicts, 120, 40)
	press(m, "t")
	for _, s := range []solver.Strategy{solver.MinConflicts, solver.Construct} {
		if m.spec.strategy != s {
			t.Fatalf("a went to %v, want %v", m.spec.strategy, s)
		}
		for range 20 {
			press(m, "l")
		}
		if v := m.View(); !strings.Contains(v, s.String()+" has no search tree") || m.tree.built != nil {
			t.Fatalf("%v, a treeless strategy, must say why, and build nothing:\n%s", s, v)
		}
		press(m, "a")
	}
	for range 20 {
		press(m, "l")
	}
	if m.spec.strategy != solver.Array {
		t.Fatalf("a went to %v, want array", m.spec.strategy)
	}
	checkInSync(t, m, "array after a treeless strategy")
}

// TestChart: the chart's rows count what the tree counts, its totals are
// the tree's, and each bar's three series keep their order (tried ≤
// placements, permutations ≤ placements) on the log scale.
func TestChart(t *testing.T) {
	t.Parallel()
	for _, s := range solver.Strategies {
		if !s.Exhaustive() {
			continue // no tree (TestConflictPlot)
		}
		m := newModel(t, 8, s, 120, 40)
		press(m, "t")
		toMoment(t, m, "solution")
		lines := m.scene().frame.chartLines(37, 11, unicodeSeries)
		stats := m.tree.built.Rows()
		// Forward checking places without trying: its bars count queens.
		count, total, what := func(st tree.RowStat) uint64 { return st.Tried }, m.tree.built.Tried(), "tried %s squares"
		if s == solver.FC {
			count, what = func(st tree.RowStat) uint64 { return st.Placed }, "placed %s queens"
			total = m.st.Counters().Placements
		}
		for r, st := range stats {
			l := lines[r]
			if !strings.HasSuffix(l, compactCount(i18n.En, count(st))) {
				t.Errorf("%s row %d: %q does not end in its count %d", s, r, l, count(st))
			}
			tried, perms, places := strings.Count(l, "█"), strings.Count(l, "▒"), strings.Count(l, "░")
			if tried == 0 && count(st) > 0 || tried+perms+places == 0 {
				t.Errorf("%s row %d: %q draws no bar", s, r, l)
			}
		}
		if got := strings.Join(lines[8:], "\n"); !strings.Contains(got, "█ "+fmt.Sprintf(what, text.Thousands(total))) ||
			!strings.Contains(got, "░ 8⁸ = 16,777,216 placements") || !strings.Contains(got, "▒ 8! = 40,320 permutations") {
			t.Errorf("%s: the totals read\n%s", s, got)
		}
	}
	// A bound too long for the width is written as a power of ten.
	x := new(big.Int).Exp(big.NewInt(64), big.NewInt(64), nil)
	if got := approximate("64⁶⁴ = "+tree.Group(x)+" placements", x); got != "64⁶⁴ ≈ 3.94e115 placements" {
		t.Errorf("approximate: %q", got)
	}
	for x, want := range map[uint64]string{0: "0", 99_999: "99,999", 100_000: "100k", 123_456: "123k", 1_234_567: "1.23M", 999_600_000: "1G", 78_900_000_000: "78.9G"} {
		if got := compactCount(i18n.En, x); got != want || lipgloss.Width(got) > countW {
			t.Errorf("compactCount(%d) = %q, want %q", x, got, want)
		}
	}
}
