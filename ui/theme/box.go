package theme

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// BoxW and BoxH are what a Box adds around its content: a border and one
// space of padding on each side, one border line above and below.
const (
	BoxW = 4
	BoxH = 2
)

// Box draws lines in a panel with the title set in its top border:
//
//	╭─ title ──────╮
//	│ line         │
//	╰──────────────╯
//
// The content is exactly innerW wide (lines are padded, or cut with an
// ellipsis if longer), so the box is innerW+BoxW wide and len(lines)+BoxH
// tall. Drawing the border by hand rather than with lipgloss.Border lets
// the title sit in it and keeps the size exact.
func (s *Styles) Box(title string, lines []string, innerW int) string {
	b := lipgloss.RoundedBorder()
	if s.ASCII {
		b = asciiBorder
	}
	bs := s.NewStyle().Foreground(s.Palette.Border)
	var sb strings.Builder
	top := b.Top
	if title != "" {
		title = ansi.Truncate(title, max(innerW-1, 0), s.Glyphs.Ellipsis)
		t := " " + s.PanelTitle.Render(title) + " "
		sb.WriteString(bs.Render(b.TopLeft+top) + t +
			bs.Render(strings.Repeat(top, max(innerW+1-lipgloss.Width(t), 0))+b.TopRight))
	} else {
		sb.WriteString(bs.Render(b.TopLeft + strings.Repeat(top, innerW+2) + b.TopRight))
	}
	left, right := bs.Render(b.Left)+" ", " "+bs.Render(b.Right)
	for _, l := range lines {
		sb.WriteByte('\n')
		sb.WriteString(left)
		sb.WriteString(Fit(l, innerW, s.Glyphs.Ellipsis))
		sb.WriteString(right)
	}
	sb.WriteByte('\n')
	sb.WriteString(bs.Render(b.BottomLeft + strings.Repeat(b.Bottom, innerW+2) + b.BottomRight))
	return sb.String()
}

// Fit returns the line padded with spaces or cut (ending in tail) to exactly
// width cells.
func Fit(line string, width int, tail string) string {
	w := lipgloss.Width(line)
	if w > width {
		line = ansi.Truncate(line, width, tail)
		w = lipgloss.Width(line)
	}
	if w < width {
		line += strings.Repeat(" ", width-w)
	}
	return line
}
