package watch_test

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/theme"
)

// TestMarksCarryWithoutColour: what the view marks as executing is marked
// by an attribute as well as by its colour, so that it reads where NO_COLOR
// keeps only the attributes: the pseudocode's executing line in reverse
// video (a bar), the call stack's executing frame in bold — in both themes,
// for the array search and forward checking.
func TestMarksCarryWithoutColour(t *testing.T) {
	for _, c := range []struct {
		strategy    solver.Strategy
		code, frame string
	}{
		{solver.Array, "▶     if cols[col]", "▶ solve(2)"},
		{solver.FC, "▶", "▶ fc("},
	} {
		for _, name := range []theme.Name{theme.Dark, theme.Light} {
			inColour(func() {
				s := newScreen(t, ui.Options{Strategy: c.strategy, Theme: name}, colourW, colourH)
				if c.strategy == solver.FC {
					s.press("l", "l", "l")
				} else {
					s.toMoment("attack")
				}
				styles := string(s.styles())
				if got := styleAt(t, styles, "pseudocode", c.code); !strings.Contains(got, "reverse") {
					t.Errorf("%s %s: the executing code line is %q, not reversed", c.strategy, name, got)
				}
				if got := styleAt(t, styles, "call stack", c.frame); !strings.Contains(got, "bold") {
					t.Errorf("%s %s: the executing frame is %q, not bold", c.strategy, name, got)
				}
			})
		}
	}
}

// styleAt returns the style (as a colour golden's legend says it) of the
// first cell of the first text that follows the box titled box on the
// screen's rows, at the cell just after the marker (the text's glyph is the
// marker's, whose own style may differ).
func styleAt(t *testing.T, styles, box, text string) string {
	t.Helper()
	lines := strings.Split(styles, "\n")
	legend := map[string]string{}
	if i := strings.Index(styles, "\nstyles"); i >= 0 {
		for _, l := range strings.Split(styles[i+1:], "\n")[1:] {
			if len(l) > 3 {
				legend[l[:1]] = l[3:]
			}
		}
	}
	boxAt := -1
	for i := 0; i+1 < len(lines); i += 2 {
		l := lines[i]
		if boxAt < 0 {
			if j := strings.Index(l, box); j >= 0 {
				boxAt = lipgloss.Width(l[:j]) - 3
			}
			continue
		}
		j := strings.Index(l, text)
		if j < 0 || lipgloss.Width(l[:j]) < boxAt {
			continue
		}
		col := lipgloss.Width(l[:j]) + 2 // past "▶ "
		letters := []rune(lines[i+1])
		if col >= len(letters) {
			t.Fatalf("row %q has no style under cell %d", l, col)
		}
		return legend[string(letters[col])]
	}
	t.Fatalf("%q after the box %q is not on screen:\n%s", text, box, styles)
	return ""
}
