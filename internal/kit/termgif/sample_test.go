package termgif

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

func init() {
	// Styled output regardless of the terminal the tests run in.
	lipgloss.SetColorProfile(termenv.TrueColor)
}

var (
	lightSq   = lipgloss.NewStyle().Background(lipgloss.Color("#d8c3a5")).Foreground(lipgloss.Color("#1e1e2e"))
	darkSq    = lipgloss.NewStyle().Background(lipgloss.Color("#8e7358")).Foreground(lipgloss.Color("#1e1e2e"))
	attackSq  = lipgloss.NewStyle().Background(lipgloss.Color("#e06c75")).Foreground(lipgloss.Color("#1e1e2e"))
	titleSty  = lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Color("#f9e2af"))
	dimSty    = lipgloss.NewStyle().Faint(true)
	okSty     = lipgloss.NewStyle().Foreground(lipgloss.Color("2"))
	badSty    = lipgloss.NewStyle().Foreground(lipgloss.Color("1"))
	keySty    = lipgloss.NewStyle().Reverse(true).Padding(0, 1)
	panelSty  = lipgloss.NewStyle().Border(lipgloss.RoundedBorder()).BorderForeground(lipgloss.Color("#89b4fa")).Padding(0, 1)
	boardSty  = lipgloss.NewStyle().Border(lipgloss.NormalBorder()).BorderForeground(lipgloss.Color("#6c7086"))
	progSty   = lipgloss.NewStyle().Foreground(lipgloss.Color("#a6e3a1"))
	italicSty = lipgloss.NewStyle().Italic(true).Underline(true)
)

// sampleScreen is a view like the visualizer's: an n×n board with queens
// placed in the first `placed` rows of a solution, the square attacked by
// the last queen in the next row marked, and a side panel. Step varies
// the counters so that consecutive screens differ a little.
func sampleScreen(n, placed, step int) string {
	// A solution for n = 8, cut to n.
	sol := []int{0, 4, 7, 5, 2, 6, 1, 3}
	var rows []string
	for r := range n {
		var b strings.Builder
		for c := range n {
			sty := lightSq
			if (r+c)%2 == 1 {
				sty = darkSq
			}
			glyph := " · "
			if r < placed && c == sol[r%8] {
				glyph = " ♛ "
			} else if r == placed && placed > 0 && c == sol[(placed-1)%8] {
				sty = attackSq
				glyph = " × "
			}
			b.WriteString(sty.Render(glyph))
		}
		rows = append(rows, b.String())
	}
	board := boardSty.Render(strings.Join(rows, "\n"))
	bar := progSty.Render(strings.Repeat("█", step%20)) + dimSty.Render(strings.Repeat("░", 20-step%20))
	panel := panelSty.Render(strings.Join([]string{
		titleSty.Render("N-Queens · backtracking"),
		fmt.Sprintf("N = %d   step %4d", n, step),
		okSty.Render("✓") + fmt.Sprintf(" solutions   %3d", step/7),
		badSty.Render("✗") + fmt.Sprintf(" backtracks  %3d", step/3),
		bar,
		"↑↓ rows  ←→ cols  •  ⋯",
		italicSty.Render("place(row, col)"),
		"╲╱ diagonals  ▀▄▓▒ ┼┬┴",
	}, "\n"))
	help := keySty.Render("space") + " play  " + keySty.Render("←") + " back  " + keySty.Render("q") + " quit"
	return lipgloss.JoinVertical(lipgloss.Left,
		lipgloss.JoinHorizontal(lipgloss.Top, board, "  ", panel), "", help)
}

// sampleFrames is an animation of the queens being placed row by row.
func sampleFrames(count, n int) []Frame {
	frames := make([]Frame, count)
	for i := range frames {
		frames[i] = Frame{Text: sampleScreen(n, i%(n+1), i), Delay: 80 * time.Millisecond}
	}
	return frames
}
