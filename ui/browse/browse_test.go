package browse

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/uitest"
)

func init() {
	// Goldens must not depend on the terminal running the tests.
	lipgloss.SetColorProfile(termenv.Ascii)
}

func isWatch(msg tea.Msg) bool { _, ok := msg.(OpenInWatchMsg); return ok }

// newBrowser returns a browser of the n×n board, not yet shown.
func newBrowser(n int) *Model {
	return New(&common.Common{N: n, Styles: theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, false), Keys: common.DefaultGlobalKeys(i18n.En)})
}

// started returns a browser of the n×n board after Show and everything it
// started (the first solution, the count) has finished.
func started(t testing.TB, n, w, h int) *Model {
	t.Helper()
	m := newBrowser(n)
	m.SetSize(w, h)
	uitest.Run(m, m.Show(), isWatch)
	return m
}

// press presses keys as the root would pass them, answering a change of N
// as the root does.
func press(m *Model, keys ...string) []tea.Msg {
	return uitest.Keys(uitest.Solo{Com: m.com, Part: m}, isWatch, keys...)
}

// checkFits asserts the promise of View: no line wider, no more lines.
func checkFits(t testing.TB, view string, w, h int) {
	t.Helper()
	if err := uitest.Fits(view, w, h); err != nil {
		t.Fatal(err)
	}
}

var sizes = []struct{ w, h int }{{80, 24}, {120, 40}, {20, 8}}

// snapshot checks the view at every size against its golden file, and
// leaves the view at its size.
func snapshot(t *testing.T, m *Model) {
	defer m.SetSize(m.width, m.height)
	for _, s := range sizes {
		t.Run(fmt.Sprintf("%dx%d", s.w, s.h), func(t *testing.T) {
			m.SetSize(s.w, s.h)
			v := m.View()
			checkFits(t, v, s.w, s.h)
			golden.RequireEqual(t, []byte(v))
		})
	}
}

// current returns the index and the columns of the current solution (nil
// before the first is loaded).
func current(m *Model) (uint64, []int) { return m.cur.k, m.cur.queens }

func wantAt(t *testing.T, m *Model, k uint64) {
	t.Helper()
	got, queens := current(m)
	if got != k {
		t.Fatalf("at solution %d, want %d", got, k)
	}
	want, err := kthSolution(m.list.n, k)
	if m.list.unique {
		e, _ := solver.SeekUniqueSolution(context.Background(), m.list.n, k)
		e.Next()
		want = e.Queens()
	}
	if err != nil || !slices.Equal(queens, want) {
		t.Fatalf("solution %d is %v, want %v (%v)", k, queens, want, err)
	}
}

func TestFirst(t *testing.T) {
	m := started(t, 8, 80, 24)
	wantAt(t, m, 1)
	if total, ok := m.list.total(); !ok || total != 92 {
		t.Fatalf("total %d, %v; want 92", total, ok)
	}
	snapshot(t, m)
}

func TestLast(t *testing.T) {
	m := started(t, 8, 80, 24)
	press(m, "G")
	wantAt(t, m, 92)
	press(m, "right")
	wantAt(t, m, 92)
	if !strings.Contains(m.View(), "this is the last solution") {
		t.Fatal("no word that the last solution is reached")
	}
	press(m, "end", "pgup", "left")
	wantAt(t, m, 81)
	snapshot(t, m)
}

// TestLastBeforeCount: G before the count arrives waits for it.
func TestLastBeforeCount(t *testing.T) {
	m := newBrowser(8)
	m.SetSize(80, 24)
	// Run everything but the count, kept for later.
	isCount := func(msg tea.Msg) bool { _, ok := msg.(countMsg); return ok }
	held := uitest.Run(m, m.Show(), isCount)
	if len(held) != 1 {
		t.Fatalf("Init started %d counts, want 1", len(held))
	}
	countCmd := func() tea.Msg { return held[0] }
	press(m, "G")
	if !strings.Contains(m.View(), "counting") {
		t.Fatal("G before the count should say it is counting")
	}
	wantAt(t, m, 1)
	uitest.Run(m, countCmd, isWatch)
	wantAt(t, m, 92)
}

func TestJump(t *testing.T) {
	m := started(t, 8, 80, 24)
	press(m, ":", "5", "0", "enter")
	wantAt(t, m, 50)
	press(m, "right", "l", "pgdown", "h")
	wantAt(t, m, 61)
	snapshot(t, m)
}

func TestJumpInvalid(t *testing.T) {
	for _, tc := range []struct {
		keys []string
		want string
	}{
		{[]string{":", "9", "3", "enter"}, "N=8 has 92 solutions: try 1–92"},
		{[]string{":", "0", "enter"}, `"0" is not a solution number`},
		{[]string{":", "x"}, "digits only"},
		{[]string{":", "enter"}, "type a solution number"},
	} {
		m := started(t, 8, 80, 24)
		press(m, tc.keys...)
		if v := m.View(); !strings.Contains(v, tc.want) {
			t.Errorf("%v: view lacks %q:\n%s", tc.keys, tc.want, v)
		}
		wantAt(t, m, 1)
	}
	m := started(t, 8, 80, 24)
	press(m, ":", "9", "9", "backspace", "enter")
	wantAt(t, m, 9)
	press(m, ":", "5", "esc", "right")
	wantAt(t, m, 10)
}

func TestUnique(t *testing.T) {
	m := started(t, 8, 80, 24)
	press(m, ":", "3", "enter", "u")
	if !m.list.unique {
		t.Fatal("u did not switch to unique mode")
	}
	// Solution 3 belongs to some class: unique mode shows its fundamental.
	c, _ := solver.Classify(context.Background(), 8, mustKth(t, 8, 3))
	wantAt(t, m, c.Index)
	if total, _ := m.list.total(); total != 12 {
		t.Fatalf("unique total %d, want 12", total)
	}
	press(m, "G")
	wantAt(t, m, 12)
	snapshot(t, m)
	// Back to all solutions: the fundamental's own place among them.
	press(m, "u")
	_, rep := current(m)
	if got := solver.ClassSize(rep); got < 1 || m.list.unique {
		t.Fatal("u did not switch back")
	}
	k, _ := current(m)
	wantAt(t, m, k)
	if c, _ := solver.Classify(context.Background(), 8, rep); c.Transform != solver.Identity || c.Index != 12 {
		t.Fatalf("back in all mode on %v, class %+v; want fundamental #12 itself", rep, c)
	}
}

func TestClass(t *testing.T) {
	m := started(t, 8, 80, 24)
	press(m, ":", "2", "enter", "s")
	if !strings.Contains(m.View(), "8 distinct images") {
		t.Fatalf("class view:\n%s", m.View())
	}
	snapshot(t, m)
	// A symmetric solution has fewer distinct images: N=6 has one class of 4.
	m6 := started(t, 6, 120, 40)
	press(m6, "s")
	if got := strings.Count(m6.View(), "rot "); got != 1 {
		t.Errorf("N=6: %d rotated images shown, want 1 (rot 90°; rot 180° coincides with identity):\n%s", got, m6.View())
	}
}

func TestWatch(t *testing.T) {
	m := started(t, 8, 80, 24)
	press(m, ":", "7", "enter")
	out := press(m, "w")
	want := OpenInWatchMsg{N: 8, Queens: mustKth(t, 8, 7), Index: 7}
	if len(out) != 1 || fmt.Sprint(out[0]) != fmt.Sprint(want) {
		t.Fatalf("w sent %v, want %v", out, want)
	}
	// In unique mode the index is the fundamental's among all solutions.
	press(m, "u", "right")
	_, q := current(m)
	out = press(m, "w")
	got := out[0].(OpenInWatchMsg)
	if k := got.Index; !slices.Equal(mustKth(t, 8, k), q) {
		t.Fatalf("unique w: index %d is not %v", k, q)
	}
}

func TestChangeN(t *testing.T) {
	m := started(t, 8, 80, 24)
	press(m, "]")
	if m.list.n != 9 {
		t.Fatalf("N=%d after ], want 9", m.list.n)
	}
	wantAt(t, m, 1)
	if total, _ := m.list.total(); total != 352 {
		t.Fatalf("N=9 total %d", total)
	}
	press(m, "[", "[", "[", "[", "[", "[")
	if m.list.n != 3 || !strings.Contains(m.View(), "no solution") {
		t.Fatalf("N=3 should say it has no solution:\n%s", m.View())
	}
	press(m, "right", "G", "s", "w")
	checkFits(t, m.View(), 80, 24)
}

// TestPagingMatchesEnumerator walks every solution of N=7 both ways.
func TestPagingMatchesEnumerator(t *testing.T) {
	m := started(t, 7, 80, 24)
	for k := range uint64(40) {
		wantAt(t, m, k+1)
		press(m, "right")
	}
	for k := uint64(40); k >= 1; k-- {
		wantAt(t, m, k)
		press(m, "left")
	}
}

// TestStaleDropped: a result overtaken by a newer request changes nothing.
func TestStaleDropped(t *testing.T) {
	m := started(t, 8, 80, 24)
	var slow tea.Cmd
	for _, k := range []string{":", "4", "0", "enter"} {
		_, slow = m.Update(uitest.Key(k))
	}
	_, fast := m.Update(uitest.Key("g"))
	uitest.Run(m, fast, isWatch)
	uitest.Run(m, slow, isWatch)
	wantAt(t, m, 1)
	// Steps typed while a move runs add up.
	_, c1 := m.Update(uitest.Key("right"))
	_, c2 := m.Update(uitest.Key("right"))
	_, c3 := m.Update(uitest.Key("lll"))
	uitest.Run(m, tea.Batch(c1, c2, c3), isWatch)
	wantAt(t, m, 6)
}

func TestCancelledSeek(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	msg := seekCmd(ctx, 1, 14, false, 365596)().(navMsg)
	if !errors.Is(msg.err, context.Canceled) {
		t.Fatalf("cancelled seek: %v", msg.err)
	}
}

// TestCancelledNear: the neighbours of a solution, whose solutions come
// quickly, are not collected once the context is done.
func TestCancelledNear(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	msg := nearCmd(ctx, 1, 8, false, mustKth(t, 8, 50), 50)().(nearMsg)
	if !errors.Is(msg.err, context.Canceled) || msg.before != nil || msg.after != nil {
		t.Fatalf("cancelled neighbours: %+v", msg)
	}
}

func mustKth(t testing.TB, n int, k uint64) []int {
	q, err := kthSolution(n, k)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// kthSolution returns a copy of solution k of the n×n board.
func kthSolution(n int, k uint64) ([]int, error) {
	e, err := solver.SeekSolution(context.Background(), n, k, nil)
	if err != nil {
		return nil, err
	}
	e.Next()
	return slices.Clone(e.Queens()), nil
}

// TestUniqueWhileCounting: u pressed while the solutions are being counted
// counts the unique ones, and a G waiting for that count goes to the last
// fundamental when it comes.
func TestUniqueWhileCounting(t *testing.T) {
	m := newBrowser(8)
	m.SetSize(80, 24)
	isCount := func(msg tea.Msg) bool { _, ok := msg.(countMsg); return ok }
	// The count of all solutions is held: it is still running.
	if held := uitest.Run(m, m.Show(), isCount); len(held) != 1 {
		t.Fatalf("Show started %d counts, want 1", len(held))
	}
	_, cmd := m.Update(uitest.Key("u"))
	held := uitest.Run(m, cmd, isCount)
	if len(held) != 1 || !held[0].(countMsg).unique {
		t.Fatalf("u while counting started the counts %v, want one of the unique solutions", held)
	}
	press(m, "G")
	wantAt(t, m, 1)
	uitest.Run(m, func() tea.Msg { return held[0] }, isWatch)
	if total, ok := m.list.total(); !ok || total != 12 {
		t.Fatalf("unique total %d, %v; want 12 (A002562)", total, ok)
	}
	wantAt(t, m, 12)
}
