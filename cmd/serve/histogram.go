package serve

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/ui/theme"
)

// The teacher's histogram: while the teacher's watch view asks a predict
// question, the room's answers to it under the room line, one bar a
// distinct answer (the most given first), and after the reveal a mark on
// the right ones. It reads without colour: the marks are characters, the
// bars glyphs.

// maxBarW is the longest bar: the most given answer's.
const maxBarW = 40

// histHeight is how many lines the histogram takes: none without a
// question; else a header and a line a bar, as many as the question can
// have distinct answers, up to what the window spares (the view keeps the
// rest). The height stays while the question is on, so that the board
// does not move as answers come.
func (s *session) histHeight() int {
	if s.me == nil || !s.me.teacher || !s.tally.on {
		return 0
	}
	bars := 1
	switch {
	case s.h >= 30:
		bars = 4
	case s.h >= 24:
		bars = 3
	}
	if q := s.tally.question; q.Form() == predict.ChoiceForm {
		bars = min(bars, len(q.Choices))
	}
	return 1 + bars
}

// histogram is the histogram's lines, histLines of them.
func (s *session) histogram() []string {
	if s.histLines == 0 {
		return nil
	}
	t := s.tally
	head := fmt.Sprintf("predict: %d of %d following answered", t.total, s.who.following)
	switch {
	case t.revealed:
		head += fmt.Sprintf(" · the answer: %s · %d right", t.truth, t.right())
	case t.last != "":
		head += " · > reveals · before: " + t.last
	default:
		head += " · > reveals"
	}
	lines := []string{s.bold.Render(theme.Fit(head, s.w, "~"))}
	rows := s.histLines - 1
	shown := t.bars
	if len(shown) > rows {
		shown = shown[:rows-1] // the last row sums up the rest
	}
	labelW, most := 0, 1
	for _, b := range shown {
		labelW = max(labelW, min(lipgloss.Width(b.Answer.Key()), 16))
		most = max(most, b.Count)
	}
	countW := len(strconv.Itoa(most))
	barW := min(max(s.w-2-2-labelW-1-1-countW, 1), maxBarW)
	glyph, mark := "█", "✓ "
	if s.ascii {
		glyph, mark = "#", "+ "
	}
	for i := range rows {
		var line string
		switch {
		case i == 0 && len(t.bars) == 0:
			line = "  no answers yet"
		case i < len(shown):
			b := shown[i]
			m := "  "
			if b.Right {
				m = mark
			}
			label := theme.Fit(b.Answer.Key(), labelW, "~")
			line = "  " + m + label + strings.Repeat(" ", labelW-lipgloss.Width(label)) + " " +
				strings.Repeat(glyph, max(b.Count*barW/most, 1)) + " " + strconv.Itoa(b.Count)
			if b.Right {
				line = s.bold.Render(line)
			}
		case i == len(shown) && len(t.bars) > len(shown):
			rest, n := t.bars[len(shown):], 0
			for _, b := range rest {
				n += b.Count
			}
			line = fmt.Sprintf("  … %d more answers, given by %d", len(rest), n)
			if s.ascii {
				line = strings.Replace(line, "…", "...", 1)
			}
		}
		lines = append(lines, theme.Fit(line, s.w, "~"))
	}
	return lines
}
