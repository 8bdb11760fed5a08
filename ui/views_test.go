package ui

import (
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/browse"
	"github.com/nqueens/nqueens/ui/play"
	"github.com/nqueens/nqueens/ui/uitest"
)

// press presses the keys one by one and runs what each starts, as the
// runtime would (not for keys that start a timer: a tick would sleep).
func press(m *Model, keys ...string) { uitest.Keys(m, nil, keys...) }

func TestTabCyclesViews(t *testing.T) {
	t.Parallel()
	m := New(Options{N: 8, Strategy: solver.Array, Speed: 4})
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	var visited []Mode
	for range 4 {
		visited = append(visited, m.active)
		if header := strings.Split(m.View(), "\n")[0]; !strings.Contains(header, "["+string(m.active)+"]") {
			t.Errorf("the header does not mark %s: %q", m.active, header)
		}
		press(m, "tab")
	}
	if want := []Mode{Watch, Solutions, Play, Watch}; !slices.Equal(visited, want) {
		t.Errorf("tab visits %v, want %v", visited, want)
	}
	press(m, "shift+tab", "shift+tab")
	if m.active != Play {
		t.Errorf("shift+tab twice from solutions goes to %q, want play", m.active)
	}
	for _, mode := range Modes {
		if got := New(Options{N: 8, Mode: mode}).active; got != mode {
			t.Errorf("--mode %s opens %q", mode, got)
		}
	}
}

// TestBrowseOpensSolutionInWatch: w in the browser runs the watch view to
// the step where the search finds that very solution.
func TestBrowseOpensSolutionInWatch(t *testing.T) {
	t.Parallel()
	m := New(Options{N: 8, Strategy: solver.Array, Speed: 4, EventsPerFrame: 1 << 20})
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	e, err := solver.SeekSolution(t.Context(), 8, 17, nil)
	if err != nil || !e.Next() {
		t.Fatal(err)
	}
	want := slices.Clone(e.Queens())
	m.Update(browse.OpenInWatchMsg{N: 8, Queens: want, Index: 17})
	st := m.watch.Stepper()
	if m.active != Watch || st.Event().Kind != solver.Solution || st.Event().Index != 17 || !slices.Equal(st.Queens(), want) {
		t.Fatalf("watch view at %v #%d %v (view %s), want solution 17 %v", st.Event().Kind, st.Event().Index, st.Queens(), m.active, want)
	}
	if !strings.Contains(m.View(), "solution 17") {
		t.Errorf("the watch view does not say solution 17:\n%s", m.View())
	}
	press(m, "h")
	if st.Event().Kind == solver.Solution {
		t.Errorf("step back from the solution stayed on it")
	}
}

// TestPlayContinuesInWatch: w in the play view hands the placement over and
// the search goes on from it.
func TestPlayContinuesInWatch(t *testing.T) {
	t.Parallel()
	m := New(Options{N: 8, Strategy: solver.Bitmask, Speed: 4, Mode: Play})
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	m.Update(play.ContinueInWatchMsg{N: 8, Prefix: []int{0, 4}})
	st := m.watch.Stepper()
	// The two queens are given (the stepper's base), not placed by it.
	if m.active != Watch || !slices.Equal(st.Queens(), []int{0, 4}) || !strings.HasPrefix(st.Narrate(), "ready: 2 queens given") {
		t.Fatalf("watch starts from %v (%q, view %s), want [0 4] given", st.Queens(), st.Narrate(), m.active)
	}
	found := false
	for !found && !st.IsDone() {
		found = st.Next().Kind == solver.Solution
	}
	if !found || !slices.Equal(st.Queens()[:2], []int{0, 4}) {
		t.Errorf("the continued search found %v", st.Queens())
	}
	m.Update(play.ContinueInWatchMsg{N: 8, Prefix: []int{0, 1}})
	if got := m.watch.Stepper().Queens(); !slices.Equal(got[:2], []int{0, 4}) {
		t.Errorf("an invalid placement replaced the search: %v", got)
	}
}

func TestMouseOnlyWhenAsked(t *testing.T) {
	t.Parallel()
	for _, mouse := range []bool{false, true} {
		m := New(Options{N: 4, Mode: Play, Mouse: mouse})
		m.Update(tea.WindowSizeMsg{Width: 100, Height: 35})
		before := m.View()
		for y := range 35 {
			for x := range 100 {
				m.Update(tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
				if m.View() != before {
					if !mouse {
						t.Fatalf("a click at (%d,%d) changed the view without --mouse", x, y)
					}
					return
				}
			}
		}
		if mouse {
			t.Fatal("no click changed the play view with --mouse")
		}
	}
}

// FuzzViews feeds random keys (tab among them) and window sizes to the
// root model and checks that no view panics or outgrows the window.
func FuzzViews(f *testing.F) {
	f.Add([]byte("\t l l \t ]]\t x i c"), uint8(80), uint8(24))
	f.Add([]byte("\t\tGg:12\r\t"), uint8(10), uint8(5))
	f.Add([]byte("nnnpb\tus\t"), uint8(200), uint8(60))
	keys := []string{"tab", "shift+tab", "left", "right", "up", "down", "l", "h", "j", "k", "n", "p", "b", " ", "enter",
		"[", "]", "a", "r", "+", "-", "?", "u", "s", "g", "G", ":", "1", "2", "esc", "x", "c", "i", "w", "pgdown", "pgup"}
	f.Fuzz(func(t *testing.T, script []byte, w, h uint8) {
		m := New(Options{N: 6, Strategy: solver.Array, Speed: 4, EventsPerFrame: 64})
		width, height := int(w)%220+1, int(h)%70+1
		m.Update(tea.WindowSizeMsg{Width: width, Height: height})
		for i, b := range script {
			if b == '!' {
				width, height = (width*7)%220+1, (height*5)%70+1
				m.Update(tea.WindowSizeMsg{Width: width, Height: height})
			} else {
				k := keys[int(b)%len(keys)]
				if k == "q" {
					continue
				}
				m.Update(uitest.Key(k))
			}
			if err := uitest.Fits(m.View(), width, height); err != nil {
				t.Fatalf("after %d keys in %s at %d×%d: %v", i+1, m.active, width, height, err)
			}
		}
	})
}

// TestClickPlacesUnderPointer: a click lands on the square drawn under the
// pointer, the header above the view included.
func TestClickPlacesUnderPointer(t *testing.T) {
	t.Parallel()
	m := New(Options{N: 8, Mode: Play, Mouse: true})
	m.Update(tea.WindowSizeMsg{Width: 40, Height: 15}) // squares one line tall: an offset shows
	uitest.Run(m, m.Init(), nil)
	press(m, "j", "j", "l", "l", "l") // the cursor to (2,3)
	x, y := -1, -1
	for i, l := range strings.Split(m.View(), "\n") {
		if j := strings.Index(l, "▢"); j >= 0 && y < 0 { // the board's, not the legend's
			x, y = lipgloss.Width(l[:j]), i
		}
	}
	press(m, "k", "k") // away from it
	_, cmd := m.Update(tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
	uitest.Run(m, cmd, nil)
	if v := m.View(); !strings.Contains(v, "queen placed at (2,3)") {
		t.Fatalf("a click at (%d,%d), where (2,3) is drawn, did not place a queen there:\n%s", x, y, v)
	}
}
