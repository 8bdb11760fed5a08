package compare_test

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/compare"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/uitest"
)

func init() {
	// Goldens must not depend on the terminal running the tests.
	lipgloss.SetColorProfile(termenv.Ascii)
}

// A000170: the solutions of the n×n board.
var solutions = []uint64{1, 1, 0, 0, 2, 10, 4, 40, 92}

func newCompare(t *testing.T, n int, left, right compare.Side, w, h int) *compare.Model {
	t.Helper()
	com := &common.Common{N: n, Styles: theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, false), Keys: common.DefaultGlobalKeys(i18n.En)}
	m, err := compare.New(com, left, right)
	if err != nil {
		t.Fatal(err)
	}
	m.SetSize(w, h)
	return m
}

func press(m *compare.Model, keys ...string) {
	for _, k := range keys {
		cmd := m.Update(uitest.Key(k))
		for cmd != nil { // the ticks of a run to the end, at once
			msg := cmd()
			if _, ok := msg.(tea.KeyMsg); ok {
				break
			}
			cmd = m.Update(msg)
		}
	}
}

var (
	array = compare.Side{Strategy: solver.Array}
	fc    = compare.Side{Strategy: solver.FC}
)

// TestStepsByQueen: each → puts one more queen down on each board (a side
// whose search is over stays), each side's run the very events a stepper
// of its own meets; ← goes back to the queen before; u makes → one step
// of each.
func TestStepsByQueen(t *testing.T) {
	for _, pair := range [][2]compare.Side{{array, fc}, {{Strategy: solver.Bitmask}, {Strategy: solver.FC, Opt: solver.StepperOptions{MRV: true}}}} {
		m := newCompare(t, 6, pair[0], pair[1], 100, 28)
		var shadows [2]*solver.Stepper
		for i, s := range pair {
			st, err := solver.NewWith(6, s.Strategy, nil, s.Opt)
			if err != nil {
				t.Fatal(err)
			}
			shadows[i] = st
		}
		for press := 1; press <= 40; press++ {
			m.Update(uitest.Key("l"))
			for i, st := range m.Steppers() {
				sh := shadows[i]
				for !sh.IsDone() {
					if sh.Next().Kind == solver.Place {
						break
					}
				}
				if st.Step() != sh.Step() {
					t.Fatalf("%s press %d: at step %d, its own stepper's next queen is at step %d", pair[i].Label(), press, st.Step(), sh.Step())
				}
				if ev := st.Event(); ev.Kind != solver.Place && !st.IsDone() {
					t.Fatalf("%s press %d: stopped at a %v, not a queen put down", pair[i].Label(), press, ev.Kind)
				}
			}
		}
		m.Update(uitest.Key("h"))
		for i, st := range m.Steppers() {
			if ev := st.Event(); !st.IsDone() && ev.Kind != solver.Place && st.Step() != 0 {
				t.Fatalf("%s: ← stopped at a %v", pair[i].Label(), ev.Kind)
			}
		}
		m = newCompare(t, 6, pair[0], pair[1], 100, 28)
		press(m, "u", "l", "l", "l")
		for i, st := range m.Steppers() {
			if st.Step() != 3 {
				t.Fatalf("%s: u then → three times: step %d, want 3", pair[i].Label(), st.Step())
			}
		}
	}
}

// TestTableAtTheEnd: G runs both searches to the end and the table shows
// each one's steps, nodes (queens put down), backtracks and solutions —
// those of its own stepper run to the end, the solutions A000170's — and
// says which put down fewer queens.
func TestTableAtTheEnd(t *testing.T) {
	for n := 4; n <= 8; n++ {
		m := newCompare(t, n, array, fc, 100, 28)
		press(m, "G")
		var want [2]solver.Counters
		for i, s := range []compare.Side{array, fc} {
			st, _ := solver.NewWith(n, s.Strategy, nil, s.Opt)
			for !st.IsDone() {
				st.Next()
			}
			want[i] = st.Counters()
		}
		rows := m.TableRows()
		for i, c := range want {
			got := []string{rows[0][i+1], rows[1][i+1], rows[2][i+1], rows[3][i+1]}
			exp := []string{text.Thousands(c.Steps), text.Thousands(c.Placements), text.Thousands(c.Backtracks), text.Thousands(solutions[n])}
			if fmt.Sprint(got) != fmt.Sprint(exp) {
				t.Fatalf("N=%d %s: table %v, want %v", n, []compare.Side{array, fc}[i].Label(), got, exp)
			}
		}
		v := m.View()
		if !strings.Contains(v, "put down") || !strings.Contains(v, "nodes (queens put down)") || !strings.Contains(v, "over the whole search") {
			t.Fatalf("N=%d: the end shows no table:\n%s", n, v)
		}
	}
}

// TestReadableAt100x30: at 100×30 (the view has 100×28) both boards of
// N ≤ 8 fit with squares of at least 5×2, the size that draws the large
// marks; N=9..12 fit smaller; and a board too large for two says so.
func TestReadableAt100x30(t *testing.T) {
	for n := 1; n <= 8; n++ {
		l, ok := compare.Layout(n, 100, 28)
		if !ok || l.Cell.W < 5 || l.Cell.H < 2 {
			t.Errorf("N=%d at 100×28: squares %v (ok %v), want at least 5×2", n, l.Cell, ok)
		}
	}
	m := newCompare(t, 20, array, fc, 100, 28)
	v := m.View()
	if err := uitest.Fits(v, 100, 28); err != nil || !strings.Contains(v, "window too small for two boards") {
		t.Fatalf("N=20 at 100×28 (%v):\n%s", err, v)
	}
}

// TestPartnerCycles: a puts each other tree search on the right in turn,
// never the left's, and starts both over.
func TestPartnerCycles(t *testing.T) {
	m := newCompare(t, 6, array, fc, 100, 28)
	press(m, "l")
	seen := map[string]bool{}
	for range len(compare.Sides()) - 1 {
		press(m, "a")
		s := m.Sides()
		if s[1] == s[0] || seen[s[1].Label()] {
			t.Fatalf("a put %s beside %s (seen %v)", s[1].Label(), s[0].Label(), seen)
		}
		seen[s[1].Label()] = true
		if m.Steppers()[0].Step() != 0 {
			t.Fatal("a did not start the searches over")
		}
	}
	if len(seen) != len(compare.Sides())-1 {
		t.Fatalf("a showed %v, want every side but the array", seen)
	}
}

// screen is the whole window on the comparison: the root, the watch view,
// c pressed.
func screen(t *testing.T, o ui.Options, w, h int, keys ...string) string {
	t.Helper()
	o.Speed, o.EventsPerFrame = 4, 1<<20
	if o.N == 0 {
		o.N = 8
	}
	m := ui.New(o)
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	uitest.Run(m, m.Init(), nil)
	uitest.Keys(m, nil, append([]string{"c"}, keys...)...)
	v := m.View()
	if err := uitest.Fits(v, w, h); err != nil {
		t.Fatalf("%v\n%s", err, v)
	}
	return v
}

// TestCompareGolden keeps the comparison of plain backtracking and forward
// checking on N=8 after five queens each, at every size; at the end with
// its table at 100×30; in ASCII; and in both themes in colour (a style map).
func TestCompareGolden(t *testing.T) {
	five := []string{"l", "l", "l", "l", "l"}
	for _, size := range [][2]int{{80, 24}, {100, 30}, {120, 40}, {200, 60}} {
		t.Run(fmt.Sprintf("%dx%d/five", size[0], size[1]), func(t *testing.T) {
			golden.RequireEqual(t, []byte(screen(t, ui.Options{}, size[0], size[1], five...)))
		})
	}
	t.Run("100x30/end", func(t *testing.T) {
		golden.RequireEqual(t, []byte(screen(t, ui.Options{}, 100, 30, "G")))
	})
	t.Run("100x30/ascii", func(t *testing.T) {
		v := screen(t, ui.Options{ASCII: true}, 100, 30, five...)
		if err := uitest.ASCIIOnly(v); err != nil {
			t.Error(err)
		}
		golden.RequireEqual(t, []byte(v))
	})
	t.Run("100x30/ascii-end", func(t *testing.T) {
		v := screen(t, ui.Options{ASCII: true}, 100, 30, "G")
		if err := uitest.ASCIIOnly(v); err != nil {
			t.Error(err)
		}
		golden.RequireEqual(t, []byte(v))
	})
	t.Run("100x30/too-small", func(t *testing.T) {
		golden.RequireEqual(t, []byte(screen(t, ui.Options{N: 20}, 100, 30)))
	})
	for _, name := range []theme.Name{theme.Dark, theme.Light} {
		t.Run("100x30/"+string(name), func(t *testing.T) {
			lipgloss.SetColorProfile(termenv.ANSI256)
			defer lipgloss.SetColorProfile(termenv.Ascii)
			v, err := uitest.StyleMap(screen(t, ui.Options{Theme: name}, 100, 30, five...))
			if err != nil {
				t.Fatal(err)
			}
			golden.RequireEqual(t, []byte(v))
		})
	}
}

// TestSidesAndPartners: the sides are the tree searches, fc with and
// without MRV; forward checking goes beside plain backtracking and the
// array search beside the others.
func TestSidesAndPartners(t *testing.T) {
	var labels []string
	for _, s := range compare.Sides() {
		labels = append(labels, s.Label()+" / "+compare.Partner(s).Label())
	}
	want := "array / fc, bitmask / fc, fc / array, fc + MRV / array"
	if got := strings.Join(labels, ", "); got != want {
		t.Errorf("sides / partners: %s, want %s", got, want)
	}
	if got := compare.First(); got != (compare.Side{Strategy: solver.Array}) {
		t.Errorf("First is %s, want array", got.Label())
	}
	if got := compare.SideNames(); got != "array, bitmask, fc" {
		t.Errorf("SideNames %q", got)
	}
}
