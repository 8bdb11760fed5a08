package theme

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
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
	f := s.frame(title, innerW)
	var sb strings.Builder
	sb.WriteString(f.top)
	for _, l := range lines {
		sb.WriteByte('\n')
		sb.WriteString(f.left)
		sb.WriteString(Fit(l, innerW, s.Glyphs.Ellipsis))
		sb.WriteString(f.right)
	}
	sb.WriteByte('\n')
	sb.WriteString(f.bottom)
	return sb.String()
}

// boxFrame is a Box's border, styled: its top line (with the title), the
// left and right edges of a line of content, its bottom line.
type boxFrame struct{ top, left, right, bottom string }

type frameKey struct {
	title  string
	innerW int
	prof   termenv.Profile
}

// maxFrames bounds the frames kept: a view draws a handful of boxes, but
// titles with a number in them (a row, a count) would fill it, so it starts
// over when full.
const maxFrames = 256

// frame returns the border of a box of title and innerW. Styling it costs
// several lipgloss renders, a fifth of a frame of the watch view, for a
// border that stays the same from frame to frame while the panels' sizes
// and titles do, so it is kept, for the colour profile it was drawn in
// (tests change the process's profile between views).
func (s *Styles) frame(title string, innerW int) boxFrame {
	prof := lipgloss.ColorProfile()
	if s.renderer != nil {
		prof = s.renderer.ColorProfile()
	}
	key := frameKey{title, innerW, prof}
	s.framesMu.Lock()
	defer s.framesMu.Unlock()
	if f, ok := s.frames[key]; ok {
		return f
	}
	if len(s.frames) >= maxFrames || s.frames == nil {
		s.frames = make(map[frameKey]boxFrame)
	}
	f := s.drawFrame(title, innerW)
	s.frames[key] = f
	return f
}

// drawFrame styles the border of a box of title and innerW.
func (s *Styles) drawFrame(title string, innerW int) boxFrame {
	b := lipgloss.RoundedBorder()
	if s.ASCII {
		b = asciiBorder
	}
	bs := s.NewStyle().Foreground(s.Palette.Border)
	var f boxFrame
	top := b.Top
	if title != "" {
		title = ansi.Truncate(title, max(innerW-1, 0), s.Glyphs.Ellipsis)
		t := " " + s.PanelTitle.Render(title) + " "
		f.top = bs.Render(b.TopLeft+top) + t +
			bs.Render(strings.Repeat(top, max(innerW+1-lipgloss.Width(t), 0))+b.TopRight)
	} else {
		f.top = bs.Render(b.TopLeft + strings.Repeat(top, innerW+2) + b.TopRight)
	}
	f.left, f.right = bs.Render(b.Left)+" ", " "+bs.Render(b.Right)
	f.bottom = bs.Render(b.BottomLeft + strings.Repeat(b.Bottom, innerW+2) + b.BottomRight)
	return f
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
