package ui

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/uitest"
)

// started returns the root of the given view and board at the given size,
// after everything Init started has finished.
func started(t testing.TB, mode Mode, n, w, h int) *Model {
	t.Helper()
	m := New(Options{N: n, Strategy: solver.Array, Speed: 4, Mode: mode, EventsPerFrame: 1 << 20})
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	uitest.Run(m, m.Init(), nil)
	return m
}

// lines returns the screen as lines, failing unless it fits the window.
func lines(t testing.TB, m *Model) []string {
	t.Helper()
	v := m.View()
	if err := uitest.Fits(v, m.com.Width, m.com.Height); err != nil {
		t.Fatalf("%s: %v\n%s", m.active, err, v)
	}
	return strings.Split(v, "\n")
}

var rootSizes = []struct{ w, h int }{{40, 15}, {80, 24}, {100, 30}}

// TestHelpBarKeepsGlobalKeys: ?, tab and q are on the help bar of every
// view, down to 40 columns, and the header marks the active view.
func TestHelpBarKeepsGlobalKeys(t *testing.T) {
	t.Parallel()
	for _, s := range rootSizes {
		for _, mode := range Modes {
			m := started(t, mode, 8, s.w, s.h)
			l := lines(t, m)
			bar := l[len(l)-1]
			for _, k := range []string{"? ", "tab ", "q quit"} {
				if !strings.Contains(bar, k) {
					t.Errorf("%s at %d×%d: the help bar lacks %q: %q", mode, s.w, s.h, k, bar)
				}
			}
			if !strings.Contains(l[0], "["+string(mode)+"]") {
				t.Errorf("%s at %d×%d: the header does not mark the view: %q", mode, s.w, s.h, l[0])
			}
		}
	}
}

// TestFullHelpFits: at 80×24 the full help of every view shows every key
// that applies, its columns wrapped into rows rather than cut.
func TestFullHelpFits(t *testing.T) {
	t.Parallel()
	for _, mode := range Modes {
		m := started(t, mode, 8, 80, 24)
		press(m, "?")
		screen := strings.Join(lines(t, m), "\n")
		groups := append(m.view(mode).FullHelp(), m.globals(true))
		for _, g := range groups {
			for _, b := range g {
				if b.Enabled() && !strings.Contains(screen, b.Help().Desc) {
					t.Errorf("%s: the full help lacks %q:\n%s", mode, b.Help().Desc, screen)
				}
			}
		}
		press(m, "?")
		if strings.Contains(strings.Join(lines(t, m), "\n"), "previous view") {
			t.Errorf("%s: ? again does not close the full help", mode)
		}
	}
}

// TestEscClosesFullHelp: esc closes the full help in every view, and
// leaves the view as it was (the watch view is not moved by it).
func TestEscClosesFullHelp(t *testing.T) {
	t.Parallel()
	for _, mode := range Modes {
		m := started(t, mode, 8, 80, 24)
		press(m, "?")
		if !m.help.ShowAll {
			t.Fatalf("%s: ? does not open the full help", mode)
		}
		press(m, "esc")
		if m.help.ShowAll || m.active != mode {
			t.Errorf("%s: esc leaves the full help open (%v) or the view (%s)", mode, m.help.ShowAll, m.active)
		}
	}
}

// TestPromptOwnsKeys: in the solutions view's ":" prompt, q and tab are
// typed into the prompt, not taken by the root; ctrl+c still quits.
func TestPromptOwnsKeys(t *testing.T) {
	t.Parallel()
	m := started(t, Solutions, 8, 80, 24)
	for _, k := range []string{":", "q", "tab", "?", "1", "2"} {
		if _, cmd := m.Update(uitest.Key(k)); cmd != nil && isQuit(cmd) {
			t.Fatalf("%q in the prompt quit", k)
		}
	}
	if m.active != Solutions || !m.solutions.Capturing() || m.help.ShowAll {
		t.Fatalf("the root took a key of the prompt: view %s, prompt open %v, full help %v", m.active, m.solutions.Capturing(), m.help.ShowAll)
	}
	if bar := lines(t, m)[23]; !strings.Contains(bar, "esc cancel") || strings.Contains(bar, "tab ") {
		t.Errorf("the help bar in the prompt must offer enter and esc, not tab: %q", bar)
	}
	press(m, "enter")
	if screen := strings.Join(lines(t, m), "\n"); !strings.Contains(screen, "solution 12 of 92") {
		t.Fatalf("typed 12 with q, tab and ? in between, not at solution 12:\n%s", screen)
	}
	press(m, ":")
	if _, cmd := m.Update(tea.KeyMsg{Type: tea.KeyCtrlC}); cmd == nil || !isQuit(cmd) {
		t.Fatal("ctrl+c in the prompt does not quit")
	}
	// Keys typed faster than read arrive as one message: ":q" opens the
	// prompt and types q into it.
	m = started(t, Solutions, 8, 80, 24)
	if _, cmd := m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(":q")}); cmd != nil && isQuit(cmd) {
		t.Fatal(`":q" in one message quit`)
	}
}

// TestOneN: ] in one view changes N in all three.
func TestOneN(t *testing.T) {
	t.Parallel()
	for _, mode := range Modes {
		m := started(t, mode, 8, 100, 30)
		press(m, "]")
		if m.com.N != 9 || m.watch.Stepper().N() != 9 {
			t.Fatalf("] in %s: N %d, watch %d; want 9", mode, m.com.N, m.watch.Stepper().N())
		}
		for range Modes {
			screen := strings.Join(lines(t, m), "\n")
			want := map[Mode]string{Watch: "board 9×9", Solutions: "solution 1 of 352", Play: "352 complete"}[m.active]
			if !strings.Contains(screen, "N=9") || !strings.Contains(screen, want) {
				t.Errorf("] in %s: %s does not show N=9 and %q:\n%s", mode, m.active, want, screen)
			}
			press(m, "tab")
		}
	}
	// Within 1..MaxN.
	m := started(t, Play, 1, 100, 30)
	press(m, "[")
	if m.com.N != 1 {
		t.Errorf("[ at N=1 gave N=%d", m.com.N)
	}
	m.Update(common.SetNMsg{N: solver.MaxN + 1})
	if m.com.N != solver.MaxN {
		t.Errorf("N past the maximum gave %d", m.com.N)
	}
}

// TestRootGolden keeps the whole screen — header, view, help bar — of each
// view at a narrow, the classic and a projector's window, and the full help.
func TestRootGolden(t *testing.T) {
	t.Parallel()
	for _, s := range rootSizes {
		for _, mode := range Modes {
			t.Run(fmt.Sprintf("%dx%d/%s", s.w, s.h, mode), func(t *testing.T) {
				m := started(t, mode, 8, s.w, s.h)
				golden.RequireEqual(t, []byte(strings.Join(lines(t, m), "\n")))
			})
		}
	}
	for _, mode := range Modes {
		t.Run("help/"+string(mode), func(t *testing.T) {
			m := started(t, mode, 8, 80, 24)
			press(m, "?")
			golden.RequireEqual(t, []byte(strings.Join(lines(t, m), "\n")))
		})
	}
}

// TestHelpBarRedrawn: the help bar, drawn again only when what it shows
// changes, is after every key and resize the bar drawn anew would be — as
// keys become enabled or disabled, the full help opens, a prompt captures
// keys, the view changes.
func TestHelpBarRedrawn(t *testing.T) {
	t.Parallel()
	script := []string{"l", "l", "h", "n", "b", "?", "?", "]", "tab", ":", "1", "esc", "n", "tab", "l", "?", "shift+tab", "tab", "tab"}
	for _, mode := range Modes {
		m := started(t, mode, 6, 100, 30)
		for i, k := range script {
			if i == 8 {
				m.Update(tea.WindowSizeMsg{Width: 60, Height: 20})
			}
			press(m, k)
			want := m.helpLines(m.com.Width, m.com.Height-1-2)
			if got := m.footer; strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Fatalf("%s, after %q in %s: the help bar is\n%s\nwant\n%s", mode, script[:i+1], m.active, strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		}
	}
}
