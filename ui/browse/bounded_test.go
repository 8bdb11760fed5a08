package browse

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/uitest"
)

// heldCounts replaces the browser's counter with one that counts nothing
// and records the boards it was asked for; run with isCountOrWatch, its
// messages never reach the model, as if the count were still running.
func heldCounts(m *Model) *[]int {
	var asked []int
	m.counts = func(_ context.Context, n int, _ bool) (uint64, error) {
		asked = append(asked, n)
		return 0, nil
	}
	return &asked
}

func isCountOrWatch(msg tea.Msg) bool {
	_, ok := msg.(countMsg)
	return ok || isWatch(msg)
}

// TestFirstWithoutCount: solution 1 of N=17 and N=25 is on screen once the
// commands of Show settle, though no count has come back — N=17's is
// started and held, N=25's is never started (it would take far more than a
// minute) and the view says so. (N=25, not N=30: its first solution is
// 49 thousand backtracks away, N=30's 56 million: seconds of the suite.)
func TestFirstWithoutCount(t *testing.T) {
	for _, tc := range []struct {
		n       int
		counted bool
	}{{17, true}, {25, false}} {
		m := newBrowser(tc.n)
		asked := heldCounts(m)
		// Finding the class index of the first solution of a large board
		// takes seconds and is not what this test is about.
		m.noClassIndex = true
		m.SetSize(120, 40)
		uitest.Run(m, m.Show(), isCountOrWatch)
		k, q := current(m)
		if err := solver.ValidatePlacement(tc.n, q); err != nil || k != 1 || len(q) != tc.n {
			t.Fatalf("N=%d: on solution %d %v (%v), want solution 1", tc.n, k, q, err)
		}
		// The first solution, as an independent search finds it.
		if first, _ := solver.FirstCompletion(context.Background(), tc.n, slices.Repeat([]int{-1}, tc.n)); !slices.Equal(q, first) {
			t.Fatalf("N=%d: solution 1 is %v, want %v", tc.n, q, first)
		}
		if _, ok := m.list.total(); ok {
			t.Fatalf("N=%d: the total is known, yet no count came back", tc.n)
		}
		v := m.View()
		checkFits(t, v, 120, 40)
		if !strings.Contains(v, "solution 1 of ?") {
			t.Errorf("N=%d: the title does not say solution 1 of ?:\n%s", tc.n, v)
		}
		if started := len(*asked) > 0; started != tc.counted {
			t.Errorf("N=%d: count started %v, want %v", tc.n, started, tc.counted)
		}
		if !tc.counted && !strings.Contains(v, fmt.Sprintf("not counted: a count of N=%d", tc.n)) {
			t.Errorf("N=%d: the view does not say why it does not count:\n%s", tc.n, v)
		}
		if tc.counted && !strings.Contains(v, "counting") {
			t.Errorf("N=%d: the view does not say it is counting:\n%s", tc.n, v)
		}
	}
}

// wantWalked is wantAt for boards too large to seek: solution k is found
// by walking the solutions from the first.
func wantWalked(t *testing.T, m *Model, k uint64) {
	t.Helper()
	got, queens := current(m)
	if got != k {
		t.Fatalf("at solution %d, want %d", got, k)
	}
	e, _ := solver.NewEnumerator(m.list.n)
	if m.list.unique {
		e, _ = solver.NewUniqueEnumerator(m.list.n)
	}
	for e.Index() < k {
		if !e.Next() {
			t.Fatalf("N=%d has no solution %d", m.list.n, k)
		}
	}
	if !slices.Equal(e.Queens(), queens) {
		t.Fatalf("solution %d is %v, want %v", k, queens, e.Queens())
	}
}

// TestUncounted: on a board too large to count, paging works both ways
// from what was walked, : goes where a walk reaches, and G and far jumps
// say why they cannot.
func TestUncounted(t *testing.T) {
	m := newBrowser(20)
	asked := heldCounts(m)
	m.SetSize(100, 30)
	uitest.Run(m, m.Show(), isCountOrWatch)
	press(m, "right", "right", "pgdown", "left")
	wantWalked(t, m, 12)
	press(m, "pgup", "pgup")
	wantWalked(t, m, 1)
	press(m, ":", "3", "0", "enter")
	wantWalked(t, m, 30)
	press(m, "G")
	if v := m.View(); !strings.Contains(v, "G needs the count") {
		t.Errorf("G on N=20 does not say why it cannot go:\n%s", v)
	}
	wantWalked(t, m, 30)
	press(m, ":", "5", "0", "0", "0", "0", "0", "enter")
	if v := m.View(); !strings.Contains(v, "#500,000 is too far") || !strings.Contains(v, "1–10,030") {
		t.Errorf(": 500000 on N=20 does not say it is too far:\n%s", v)
	}
	wantWalked(t, m, 30)
	if len(*asked) != 0 {
		t.Fatalf("N=20 started counts of %v", *asked)
	}
	// Unique mode walks the fundamentals from the first.
	press(m, "g", "u", "right", "right")
	wantWalked(t, m, 3)
	checkFits(t, m.View(), 100, 30)
}

// TestHideResumes: a move cancelled by Hide is made again by Show, from the
// solution on screen.
func TestHideResumes(t *testing.T) {
	m := started(t, 8, 80, 24)
	press(m, ":", "4", "0", "enter")
	_, cmd := m.Update(uitest.Key("right"))
	m.Hide()
	uitest.Run(m, cmd, isWatch) // cancelled: dropped
	wantAt(t, m, 40)
	uitest.Run(m, m.Show(), isWatch)
	wantAt(t, m, 41)
}

// TestNothingToWatch: at N=3 w says there is no solution to watch.
func TestNothingToWatch(t *testing.T) {
	m := started(t, 3, 80, 24)
	if out := press(m, "w"); len(out) != 0 {
		t.Fatalf("w at N=3 sent %v", out)
	}
	if v := m.View(); !strings.Contains(v, "N=3 has no solution, so there is nothing to watch") {
		t.Fatalf("w at N=3:\n%s", v)
	}
}

// TestMessageOverInfo: in a narrow window a message of several lines takes
// the lines of the info under the board, never the board's.
func TestMessageOverInfo(t *testing.T) {
	m := started(t, 8, 40, 13)
	before := strings.Split(m.View(), "\n")
	press(m, ":", "9", "9", "9", "enter")
	v := m.View()
	checkFits(t, v, 40, 13)
	after := strings.Split(v, "\n")
	if strings.Join(after[:10], "\n") != strings.Join(before[:10], "\n") {
		t.Fatalf("the board moved for the message:\n%s\nwas\n%s", v, strings.Join(before, "\n"))
	}
	if !strings.Contains(v, "N=8 has 92 solutions: try 1–92") {
		t.Fatalf("the message is cut:\n%s", v)
	}
}

// rebind gives the binding b the key k alone, as another key map would.
func rebind(b *key.Binding, k string) {
	b.SetKeys(k)
	b.SetHelp(k, b.Help().Desc)
}

// TestMessagesNameTheBindings: the messages and hints that name a key take
// it from the binding in force (rebound here to keys the default map
// lacks).
func TestMessagesNameTheBindings(t *testing.T) {
	t.Run("nothing to watch", func(t *testing.T) {
		m := started(t, 3, 100, 30)
		rebind(&m.keys.Watch, "W")
		rebind(&m.keys.Smaller, "{")
		rebind(&m.keys.Larger, "}")
		press(m, "W")
		if v := m.View(); !strings.Contains(v, "{ and } change N") {
			t.Errorf("nothing to watch:\n%s", v)
		}
	})
	t.Run("uncounted", func(t *testing.T) {
		m := newBrowser(20)
		heldCounts(m)
		m.SetSize(100, 30)
		uitest.Run(m, m.Show(), isCountOrWatch)
		rebind(&m.keys.Last, "E")
		rebind(&m.keys.Next, "K")
		rebind(&m.keys.PageDown, "J")
		rebind(&m.keys.Jump, "/")
		press(m, "E")
		if v := strings.Join(strings.Fields(m.View()), " "); !strings.Contains(v, "E needs the count") || !strings.Contains(v, "page with K and J, or / goes to") {
			t.Errorf("the last solution of N=20:\n%s", m.View())
		}
	})
	t.Run("prompt", func(t *testing.T) {
		m := started(t, 8, 100, 30)
		rebind(&m.keys.Accept, "tab")
		rebind(&m.keys.Cancel, "ctrl+g")
		press(m, ":", "x")
		if v := m.View(); !strings.Contains(v, "tab to go, ctrl+g to cancel") {
			t.Errorf("digits only:\n%s", v)
		}
		press(m, "tab")
		if v := m.View(); !strings.Contains(v, "type a solution number, or ctrl+g") {
			t.Errorf("an empty number:\n%s", v)
		}
	})
	t.Run("images", func(t *testing.T) {
		m := started(t, 8, 100, 30)
		rebind(&m.keys.Class, "S")
		if v := m.View(); !strings.Contains(v, "(S shows them)") {
			t.Errorf("the class's images:\n%s", v)
		}
	})
	t.Run("large board", func(t *testing.T) {
		m := newBrowser(solver.MaxCountN + 1)
		m.SetSize(200, 60)
		rebind(&m.keys.Smaller, "{")
		if v := m.View(); !strings.Contains(v, "{ makes N") {
			t.Errorf("finding the first solution of a large board:\n%s", m.View())
		}
	})
}
