package play

import (
	"context"
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

func isWatch(msg tea.Msg) bool { _, ok := msg.(ContinueInWatchMsg); return ok }

// newPlay returns a play view of the n×n board, not yet shown.
func newPlay(n int) *Model {
	return New(&common.Common{N: n, Styles: theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, false), Keys: common.DefaultGlobalKeys(i18n.En)})
}

// started returns a play view of the n×n board after Show and the count it
// started.
func started(n, w, h int) *Model {
	m := newPlay(n)
	m.SetSize(w, h)
	uitest.Run(m, m.Show(), isWatch)
	return m
}

// press presses keys as the root would pass them, answering a change of N
// as the root does.
func press(m *Model, keys ...string) []tea.Msg {
	return uitest.Keys(uitest.Solo{Com: m.com, Part: m}, isWatch, keys...)
}

// place moves the cursor to each square in turn and toggles a queen there.
func place(m *Model, squares ...solver.Square) *Model {
	for _, s := range squares {
		m.row, m.col = s.Row, s.Col
		press(m, " ")
	}
	return m
}

func checkFits(t testing.TB, view string, w, h int) {
	t.Helper()
	if err := uitest.Fits(view, w, h); err != nil {
		t.Fatal(err)
	}
}

func snapshot(t *testing.T, m *Model) {
	defer m.SetSize(m.width, m.height)
	for _, s := range []struct{ w, h int }{{80, 24}, {120, 40}, {20, 8}} {
		t.Run(fmt.Sprintf("%dx%d", s.w, s.h), func(t *testing.T) {
			m.SetSize(s.w, s.h)
			v := m.View()
			checkFits(t, v, s.w, s.h)
			golden.RequireEqual(t, []byte(v))
		})
	}
}

func TestConflict(t *testing.T) {
	m := place(started(8, 80, 24), solver.Square{Row: 1, Col: 3}, solver.Square{Row: 3, Col: 1})
	v := m.View()
	if want := "(3,1) is attacked by the queen at (1,3) along an anti-diagonal"; !strings.Contains(v, want) {
		t.Fatalf("view lacks %q:\n%s", want, v)
	}
	if m.counted {
		t.Fatal("a conflicting placement has no count to show")
	}
	snapshot(t, m)
	// Two queens on a row are a conflict too.
	m = place(started(8, 80, 24), solver.Square{Row: 2, Col: 0}, solver.Square{Row: 2, Col: 6})
	if !strings.Contains(m.View(), "along its row") {
		t.Fatalf("row conflict not named:\n%s", m.View())
	}
}

func TestDead(t *testing.T) {
	m := place(started(8, 80, 24), solver.Square{Row: 0, Col: 0}, solver.Square{Row: 1, Col: 2})
	if c, ok := m.count, m.counted; !ok || c != 0 {
		t.Fatalf("count %d, %v; want 0", c, ok)
	}
	if !strings.Contains(m.View(), "0 — this placement cannot be") {
		t.Fatalf("dead placement not said:\n%s", m.View())
	}
	press(m, "i")
	if !strings.Contains(m.View(), "no idea: no solution contains these queens") {
		t.Fatalf("hint on a dead placement:\n%s", m.View())
	}
	snapshot(t, m)
}

func TestWin(t *testing.T) {
	m := started(8, 80, 24)
	sol := []int{2, 5, 1, 6, 0, 3, 7, 4} // some solution; placed bottom-up
	for r := 7; r >= 0; r-- {
		m = place(m, solver.Square{Row: r, Col: sol[r]})
	}
	if !m.won() {
		t.Fatal("not won")
	}
	rank := uint64(0)
	e, _ := solver.NewEnumerator(8)
	for e.Next() {
		if slices.Equal(e.Queens(), sol) {
			rank = e.Index()
		}
	}
	c, _ := solver.Classify(context.Background(), 8, sol)
	v := m.View()
	for _, want := range []string{"Solved!", fmt.Sprintf("solution #%d of 92", rank), fmt.Sprintf("fundamental #%d", c.Index)} {
		if !strings.Contains(v, want) {
			t.Fatalf("view lacks %q:\n%s", want, v)
		}
	}
	snapshot(t, m)
}

func TestHintLeadsToSolution(t *testing.T) {
	m := place(started(8, 80, 24), solver.Square{Row: 3, Col: 3})
	for range 7 {
		press(m, "i")
		if !m.hintOn {
			t.Fatalf("no idea on a completable board:\n%s", m.View())
		}
		m = place(m, m.hint)
		if m.count == 0 {
			t.Fatalf("the idea %v led to a dead end", m.hint)
		}
	}
	if !m.won() {
		t.Fatalf("following the ideas did not win:\n%s", m.View())
	}
}

func TestContinueInWatch(t *testing.T) {
	m := place(started(8, 80, 24), solver.Square{Row: 0, Col: 0}, solver.Square{Row: 1, Col: 4})
	out := press(m, "w")
	if len(out) != 1 || fmt.Sprint(out[0]) != fmt.Sprint(ContinueInWatchMsg{N: 8, Prefix: []int{0, 4}}) {
		t.Fatalf("w sent %v", out)
	}
	m = place(m, solver.Square{Row: 3, Col: 7})
	out = press(m, "w")
	if len(out) != 0 || !strings.Contains(m.View(), "row 2 is empty but row 3 has a queen") {
		t.Fatalf("w with a gap sent %v:\n%s", out, m.View())
	}
}

func TestKeysAndMarks(t *testing.T) {
	m := started(6, 80, 24)
	press(m, "down", "j", "l", "x")
	if m.cursor() != (solver.Square{Row: 2, Col: 1}) || m.marks[2*6+1]&markRuledOut == 0 {
		t.Fatalf("cursor %v, marks %v", m.cursor(), m.marks)
	}
	press(m, "x", "up", "up", "up", "h", "h")
	if m.cursor() != (solver.Square{Row: 5, Col: 5}) || m.marks[2*6+1] != 0 {
		t.Fatalf("cursor %v (wraps), marks %v", m.cursor(), m.marks)
	}
	press(m, " ", "c")
	if len(m.queens()) != 0 {
		t.Fatal("c did not clear")
	}
	if c := m.count; c != 4 {
		t.Fatalf("empty N=6 count %d, want 4", c)
	}
	press(m, "]")
	if m.n != 7 {
		t.Fatal("] did not grow the board")
	}
}

func TestMouse(t *testing.T) {
	for _, size := range []struct{ w, h int }{{80, 24}, {120, 40}, {30, 16}} {
		m := started(8, size.w, size.h)
		for r := range 8 {
			for c := range 8 {
				// Find where the square's glyph is drawn: the cursor
				// brackets or glyph follow the square. (Safe squares
				// are blank: the cursor marks the one looked for.)
				m.row, m.col = r, c
				lines := strings.Split(m.View(), "\n")
				g := m.geometry()
				l := g.layout
				x := l.Left() + c*l.Cell.W + l.Mid()
				y := 1 + l.FileH + r*l.Cell.H + (l.Cell.H-1)/2
				if got, ok := m.squareAt(x, y); !ok || got != (solver.Square{Row: r, Col: c}) {
					t.Fatalf("%v: SquareAt(%d,%d) = %v, %v; want (%d,%d)", size, x, y, got, ok, r, c)
				}
				if row := []rune(lines[y]); !strings.ContainsRune("♛▢", row[x]) {
					t.Fatalf("%v: (%d,%d) is %q on screen, not a square", size, x, y, row[x])
				}
			}
		}
		if _, ok := m.squareAt(0, 0); ok {
			t.Fatal("the title is not a square")
		}
		m.Update(tea.MouseMsg{X: m.geometry().layout.Left(), Y: 1 + m.geometry().layout.FileH, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
		if len(m.queens()) != 1 || m.queens()[0] != (solver.Square{}) {
			t.Fatalf("click did not place a queen at (0,0): %v", m.queens())
		}
	}
}
