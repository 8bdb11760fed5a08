package serve

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

// The teacher's histogram: while the teacher's watch view asks a predict
// question, the room's answers to it in the room's aside, one bar a
// distinct answer (the most given first), and after the reveal a mark on
// the right ones. It reads without colour: the marks are characters, the
// bars glyphs.

// maxBarW is the longest bar: the most given answer's.
const maxBarW = 40

// histBars is how many bars the histogram shows: as many as the question
// can have distinct answers, up to what the window spares (the last sums
// up the rest).
func (s *session) histBars() int {
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
	return bars
}

// histogram is the histogram's lines at width w: none without a question.
func (s *session) histogram(w int) []string {
	if s.me == nil || !s.me.teacher || !s.tally.on {
		return nil
	}
	t := s.tally
	l := s.lang
	head := []string{l.Sprintf(i18n.ServeAnswered, strconv.Itoa(t.total), strconv.Itoa(s.who.following))}
	switch {
	case t.revealed:
		head = append(head, l.Sprintf(i18n.ServeTheAnswer, t.truth, strconv.Itoa(t.right())))
	case t.last.ID != "":
		head = append(head, l.Sprintf(i18n.ServeRevealsBefore, t.last))
	default:
		head = append(head, l.T(i18n.ServeReveals))
	}
	var lines []string
	for _, h := range head {
		for _, l := range common.Wrap(h, w) {
			lines = append(lines, s.bold.Render(l))
		}
	}
	bars := make([]bar, len(t.bars))
	for i, b := range t.bars {
		bars[i] = bar{label: b.Answer.Key(), count: b.Count, right: b.Right}
	}
	return append(lines, s.drawBars(w, s.histBars(), bars, i18n.ServeAnswers)...)
}

// bar is one bar of a histogram: its label, its count, and whether it is
// marked right.
type bar struct {
	label string
	count int
	right bool
}

// drawBars draws bars as at most rows lines at width w, the last summing
// up the bars that do not fit; what names the counted things
// (ServeAnswers).
func (s *session) drawBars(w, rows int, bars []bar, what i18n.ID) []string {
	var lines []string
	shown := bars
	if len(shown) > rows {
		shown = shown[:rows-1] // the last row sums up the rest
	}
	labelW, most := 0, 1
	for _, b := range shown {
		labelW = max(labelW, min(lipgloss.Width(b.label), 16))
		most = max(most, b.count)
	}
	countW := len(strconv.Itoa(most))
	barW := min(max(w-2-labelW-1-1-countW, 1), maxBarW)
	glyph, mark := "█", "✓ "
	if s.ascii {
		glyph, mark = "#", "+ "
	}
	for i := range rows {
		var line string
		switch {
		case i == 0 && len(bars) == 0:
			line = s.lang.Sprintf(i18n.ServeNoneYet, s.lang.T(what))
		case i < len(shown):
			b := shown[i]
			m := "  "
			if b.right {
				m = mark
			}
			label := theme.Fit(b.label, labelW, "~")
			line = m + label + strings.Repeat(" ", labelW-lipgloss.Width(label)) + " " +
				strings.Repeat(glyph, max(b.count*barW/most, 1)) + " " + strconv.Itoa(b.count)
			if b.right {
				line = s.bold.Render(line)
			}
		case i == len(shown) && len(bars) > len(shown):
			rest, n := bars[len(shown):], 0
			for _, b := range rest {
				n += b.count
			}
			line = s.lang.Sprintf(i18n.ServeMoreBars, strconv.Itoa(len(rest)), s.lang.T(what), strconv.Itoa(n))
			if s.ascii {
				line = strings.Replace(line, "…", "...", 1)
			}
		}
		if line != "" {
			lines = append(lines, theme.Fit(line, w, "~"))
		}
	}
	return lines
}
