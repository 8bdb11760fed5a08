package ui

import (
	"io"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/uitest"
)

// sessionView is the watch screen of a model whose styles are built for
// a renderer of the given colour profile and background, as nqueens serve
// builds one for each SSH session.
func sessionView(t *testing.T, p termenv.Profile, dark bool) string {
	t.Helper()
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(p)
	r.SetHasDarkBackground(dark)
	m := New(Options{N: 6, Strategy: solver.Array, Speed: 4, Theme: theme.Auto, Mode: Watch, EventsPerFrame: 1 << 20, Renderer: r})
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	uitest.Run(m, m.Init(), nil)
	press(m, "l", "l", "l")
	return m.View()
}

// TestSessionRenderers: two sessions with different colour support (and
// backgrounds) get different screens, each in its own terminal's terms,
// whatever the process's own renderer says (the tests force it to Ascii):
// the same text, coloured in 256 colours, in 16, not at all
// for a terminal without colour; Auto follows each one's background.
func TestSessionRenderers(t *testing.T) {
	t.Parallel()
	truecolor := sessionView(t, termenv.TrueColor, true)
	ansi16 := sessionView(t, termenv.ANSI, true)
	plain := sessionView(t, termenv.Ascii, true)
	light := sessionView(t, termenv.TrueColor, false)

	if strings.Contains(plain, "\x1b[") {
		t.Errorf("a session without colour got escape codes:\n%q", plain[:min(len(plain), 200)])
	}
	// The palettes name xterm colours, so a true-colour terminal gets
	// their 256-colour codes; a 16-colour one gets the nearest of its own.
	if !strings.Contains(truecolor, "38;5;") || !strings.Contains(truecolor, "48;5;") {
		t.Errorf("a colour session got no 256-colour codes")
	}
	if strings.Contains(ansi16, ";5;") || !strings.Contains(ansi16, "\x1b[") {
		t.Errorf("a 16-colour session did not get 16-colour codes only")
	}
	// The text is the same: only the terminal's codes differ.
	if ansi.Strip(truecolor) != plain || ansi.Strip(ansi16) != plain {
		t.Errorf("the sessions' screens differ in more than colour")
	}
	// Auto: the dark palette's ordinary text on a dark background, the
	// light one's on a light background.
	dark, lite := theme.DarkPalette(), theme.LightPalette()
	if !strings.Contains(truecolor, rgbCode(t, dark.Text)) || strings.Contains(truecolor, rgbCode(t, lite.Text)) {
		t.Errorf("the dark session is not in the dark palette")
	}
	if !strings.Contains(light, rgbCode(t, lite.Text)) || strings.Contains(light, rgbCode(t, dark.Text)) {
		t.Errorf("the light session is not in the light palette")
	}
}

// rgbCode is the foreground code of a palette colour.
func rgbCode(t *testing.T, c lipgloss.Color) string {
	t.Helper()
	col := termenv.TrueColor.Color(string(c))
	return "\x1b[" + col.Sequence(false)
}
