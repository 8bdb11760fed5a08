package ui

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/uitest"
)

// TestASCIIOnly: with --ascii every screen of every view, and its full
// help, is plain ASCII — the help texts, the narration, the symmetry names.
func TestASCIIOnly(t *testing.T) {
	t.Parallel()
	scripts := map[Mode][][]string{
		// A step, an attack, a solution with its class named, the end.
		// The timeline with a mark, the prompt, focus, a dead end, a place.
		// The search tree and its chart in both strategies.
		Watch: {{}, {"l", "l", "l", "l", "l", "l", "l", "l", "l", "l"}, {"n"}, {"]", "]", "]", "]", "]", "n"}, {"b", "n", "a", "n"},
			{"n", "m", "n", "G"}, {":", "4", "x"}, {"z", "v"}, {"b", "b", "B"}, {"a", "l", "l", "l", "l", "l", "l"},
			{"t", "b", "n"}, {"a", "t", "b", "l", "l"},
			// Forward checking: a prune, a wipe-out, MRV, its tree; min-conflicts:
			// a pick, the heat map, a move, the plot, the end.
			{"a", "a", "l", "l", "l", "l", "l", "l", "l", "l", "l"}, {"a", "a", "o", "l", "l", "l", "l", "b", "t"},
			{"a", "a", "t", "b", "l"}, {"a", "a", "a", "l", "l", "l", "l"}, {"a", "a", "a", "l", "l", "t"}, {"a", "a", "a", "G"}},
		// A solution, its symmetry class, unique mode, the prompt.
		Solutions: {{}, {"s"}, {":", "2", "enter", "s"}, {"u", "l"}, {":", "x"}, {"[", "[", "[", "[", "["}},
		// A conflict, an idea, a dead end, a win.
		Play: {{}, {" ", "j", " "}, {"i"}, {" ", "j", "l", "l", " ", "i"}, {"[", "[", "[", "[", " ", "j", "j", "l", " ", "j", "j", "l", "l", "l", " ", "j", "l", " "}},
	}
	for _, size := range []struct{ w, h int }{{80, 24}, {120, 40}, {40, 15}} {
		for mode, runs := range scripts {
			for _, keys := range runs {
				m := New(Options{N: 8, Strategy: solver.Array, Speed: 4, Mode: mode, ASCII: true, EventsPerFrame: 1 << 20})
				m.Update(tea.WindowSizeMsg{Width: size.w, Height: size.h})
				uitest.Run(m, m.Init(), nil)
				press(m, keys...)
				name := fmt.Sprintf("%s %d×%d %v", mode, size.w, size.h, keys)
				checkASCII(t, name, m.View())
				if strings.Contains(m.View(), "90o") {
					t.Errorf("%s: an angle in ASCII reads 90o:\n%s", name, m.View())
				}
				if !m.view(mode).Capturing() {
					press(m, "?")
					checkASCII(t, name+" full help", m.View())
				}
			}
		}
	}
}

// TestASCIIWords: where a symbol has no one-cell ASCII equivalent, --ascii
// spells it out (the symmetry names, the arrows of the help).
func TestASCIIWords(t *testing.T) {
	t.Parallel()
	m := New(Options{N: 8, Mode: Solutions, ASCII: true})
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	uitest.Run(m, m.Init(), nil)
	press(m, "s")
	if v := m.View(); !strings.Contains(v, "rot 90 ") || !strings.Contains(v, "rot 180 ") {
		t.Errorf("the class view in ASCII does not name rot 90 and rot 180:\n%s", v)
	}
	press(m, "s", "?")
	if v := m.View(); !strings.Contains(v, "right/l") || !strings.Contains(v, "-10") || !strings.Contains(v, "N-1") {
		t.Errorf("the full help in ASCII does not spell right/l, -10, N-1:\n%s", v)
	}
}

func checkASCII(t *testing.T, name, screen string) {
	t.Helper()
	if err := uitest.ASCIIOnly(screen); err != nil {
		t.Errorf("%s: %v", name, err)
	}
}
