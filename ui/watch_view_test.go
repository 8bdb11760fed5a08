package ui

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/uitest"
)

// watchSizes are the windows the watch view is held at: the classic
// terminal, a projector, a large terminal and a very large one (its
// goldens are ui/watch's: TestWatchGolden there).
var watchSizes = []struct{ w, h int }{{80, 24}, {100, 30}, {120, 40}, {200, 60}}

// startedWith is started with more options.
func startedWith(t testing.TB, o Options, w, h int) *Model {
	t.Helper()
	o.Speed, o.EventsPerFrame = 4, 1<<20
	m := New(o)
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	uitest.Run(m, m.Init(), nil)
	return m
}

// boardBox finds the board on the screen: its border, or, where it has
// none, its file and rank labels; it returns the board's width and height
// in cells (border included).
func boardBox(t testing.TB, screen []string, n int) (w, h int) {
	t.Helper()
	rows := make([][]rune, len(screen))
	for i, l := range screen {
		rows[i] = []rune(l)
	}
	const top = 2 // the root's header, the view's top bar
	first := func(y int) int {
		for x, r := range rows[y] {
			if r != ' ' {
				return x
			}
		}
		return -1
	}
	x0 := first(top)
	if x0 < 0 {
		t.Fatalf("nothing under the top bar:\n%s", strings.Join(screen, "\n"))
	}
	if rows[top][x0] == '╭' {
		x1 := slices.Index(rows[top][x0+1:], '╮') + x0 + 1
		y1 := top + 1
		for y1 < len(rows) && x0 < len(rows[y1]) && rows[y1][x0] == '│' {
			y1++
		}
		if y1 == len(rows) || rows[y1][x0] != '╰' {
			t.Fatalf("the board's border does not close:\n%s", strings.Join(screen, "\n"))
		}
		return x1 - x0 + 1, y1 - top + 1
	}
	// No border: the file labels are on the first line, the rank labels
	// down the left, right-aligned in the width of N-1.
	rankW := len(strconv.Itoa(n - 1))
	cellW := slices.Index(rows[top][x0+1:], '1') + 1
	rank := map[int]int{}
	for y := top + 1; y < len(rows) && len(rank) < 2; y++ {
		x := first(y)
		if x < 0 {
			continue
		}
		end := x
		for end < len(rows[y]) && rows[y][end] != ' ' {
			end++
		}
		// The row a search works on has a marker after its number.
		label := strings.TrimRight(string(rows[y][x:end]), "▸>")
		if v, err := strconv.Atoi(label); err == nil && v < 2 {
			rank[v] = y
		}
	}
	if cellW < 1 || len(rank) < 2 {
		t.Fatalf("no board labels found:\n%s", strings.Join(screen, "\n"))
	}
	cellH := rank[1] - rank[0]
	return rankW + 1 + n*cellW, 1 + n*cellH
}

// TestBoardShare: the board gets the largest squares the window allows once
// the root's header and help bar and the view's status lines have their
// rows. Its share of the window (its area, border included, over the
// window's) meets the classroom targets at N=8, and N=4 fills most of a
// very large window's height. The figures are logged (go test -v).
func TestBoardShare(t *testing.T) {
	t.Parallel()
	type target struct{ area, height float64 }
	targets := map[[3]int]target{
		{80, 24, 8}: {area: 0.30}, {100, 30, 8}: {area: 0.35}, {120, 40, 8}: {area: 0.35},
		{200, 60, 4}: {height: 0.80},
	}
	for _, n := range []int{4, 8, 12} {
		for _, s := range watchSizes {
			for _, strategy := range solver.Strategies {
				m := startedWith(t, Options{N: n, Strategy: strategy}, s.w, s.h)
				bw, bh := boardBox(t, lines(t, m), n)
				area := float64(bw*bh) / float64(s.w*s.h)
				height := float64(bh) / float64(s.h)
				t.Logf("N=%-2d %3d×%-2d %-7s board %3d×%-2d  %4.1f %% of the area, %4.1f %% of the height",
					n, s.w, s.h, strategy, bw, bh, 100*area, 100*height)
				want := targets[[3]int{s.w, s.h, n}]
				if area < want.area || height < want.height {
					t.Errorf("N=%d at %d×%d (%s): the board takes %.1f %% of the area and %.1f %% of the height, want %.0f %% and %.0f %%",
						n, s.w, s.h, strategy, 100*area, 100*height, 100*want.area, 100*want.height)
				}
			}
		}
	}
}

// TestWatchPromptOwnsKeys: in the watch view's ":" prompt, q and tab are
// typed into it (and refused: digits only), not taken by the root.
func TestWatchPromptOwnsKeys(t *testing.T) {
	t.Parallel()
	m := started(t, Watch, 8, 100, 30)
	for _, k := range []string{":", "q", "tab", "?"} {
		if _, cmd := m.Update(uitest.Key(k)); cmd != nil && isQuit(cmd) {
			t.Fatalf("%q in the prompt quit", k)
		}
	}
	if m.active != Watch || !m.watch.Capturing() || m.help.ShowAll {
		t.Fatalf("the root took a key of the prompt: view %s, prompt open %v, full help %v", m.active, m.watch.Capturing(), m.help.ShowAll)
	}
	press(m, "1", "2", "enter")
	if screen := strings.Join(lines(t, m), "\n"); m.watch.Stepper().Step() != 12 || !strings.Contains(screen, "step 12 of") {
		t.Fatalf("typed 12 with q, tab and ? in between, not at step 12:\n%s", screen)
	}
}

// TestWatchFullHelpEveryStrategy: the full help of the watch view fits
// 80×24 and names every key that applies, in every strategy: o in fc, b
// and B of restarts in min-conflicts, a naming the strategy it goes to.
func TestWatchFullHelpEveryStrategy(t *testing.T) {
	t.Parallel()
	for i, s := range solver.Strategies {
		m := startedWith(t, Options{N: 8, Strategy: s}, 80, 24)
		press(m, "?")
		screen := strings.Join(lines(t, m), "\n")
		for _, g := range m.watch.FullHelp() {
			for _, b := range g {
				if b.Enabled() && !strings.Contains(screen, b.Help().Desc) {
					t.Errorf("%s: the full help lacks %q:\n%s", s, b.Help().Desc, screen)
				}
			}
		}
		next := solver.Strategies[(i+1)%len(solver.Strategies)]
		for _, want := range map[solver.Strategy][]string{
			solver.FC:           {"MRV on"},
			solver.MinConflicts: {"next restart", "prev restart", "conflict plot"},
		}[s] {
			if !strings.Contains(screen, want) {
				t.Errorf("%s: the full help does not say %q:\n%s", s, want, screen)
			}
		}
		if !strings.Contains(screen, "a → "+next.String()) {
			t.Errorf("%s: a does not say it goes to %s:\n%s", s, next, screen)
		}
	}
}
