package board

import (
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/theme"
)

// benchRender renders the board of every event of a stretch of the search,
// as the watch view does frame after frame, in the largest squares that
// fit w×h.
func benchRender(b *testing.B, n, w, h int) {
	s, _ := solver.New(n, solver.Array, nil)
	boards := make([]Board, 0, 64)
	for range 2000 {
		s.Next()
		if len(boards) < cap(boards) && s.Step()%31 == 0 {
			boards = append(boards, FromStepper(s))
		}
	}
	l, ok := Fit(n, w, h)
	if !ok {
		b.Fatalf("N=%d does not fit %d×%d", n, w, h)
	}
	r := NewRenderer(theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, false), i18n.En)
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		r.Render(boards[i%len(boards)], l)
	}
}

// benchColour renders with colours, as a terminal shows the board (the
// tests' Ascii profile writes no escape sequences).
func benchColour(b *testing.B, n, w, h int) {
	lipgloss.SetColorProfile(termenv.TrueColor)
	defer lipgloss.SetColorProfile(termenv.Ascii)
	benchRender(b, n, w, h)
}

// A 100×30 window leaves the board about 96×25; 160×50 about 156×45.
func BenchmarkRender8(b *testing.B)        { benchRender(b, 8, 96, 25) }
func BenchmarkRender32(b *testing.B)       { benchRender(b, 32, 156, 45) }
func BenchmarkRender8Colour(b *testing.B)  { benchColour(b, 8, 96, 25) }
func BenchmarkRender32Colour(b *testing.B) { benchColour(b, 32, 156, 45) }
