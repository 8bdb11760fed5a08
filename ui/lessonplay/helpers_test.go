package lessonplay

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
	"github.com/nqueens/nqueens/internal/teach/predict"
)

// score is the lesson's score, as the score line adds it up: each slide's
// from its latest visit that answered.
func (m *Model) score() predict.Score {
	if s := m.root.Score(); answered(s) {
		return m.sumScores(m.slide).Add(s) // (the streak as if it came last)
	}
	return m.sumScores(-1)
}

// captionFits reports whether the caption on screen shows whole at the
// current size: beside the watch view's board, the caption at a width
// the view asked for is on screen, every line in order.
func (m *Model) captionFits() bool {
	if m.aside() {
		screen := strings.Split(ansi.Strip(m.View()), "\n")
		for k, lines := range m.captions {
			if k.slide == m.slide && shownWhole(screen, lines) {
				return true
			}
		}
		return false
	}
	l := m.layout()
	return len(m.caption(l.capW)) <= l.capH
}

// shownWhole reports whether lines stand on consecutive lines of screen,
// each within its line (a panel's border and the board around them).
func shownWhole(screen, lines []string) bool {
	if len(lines) == 0 {
		return true
	}
	first := strings.TrimSpace(ansi.Strip(lines[0]))
	for top := range screen {
		if top+len(lines) > len(screen) || !strings.Contains(screen[top], first) {
			continue
		}
		whole := true
		for i, l := range lines {
			if !strings.Contains(screen[top+i], strings.TrimSpace(ansi.Strip(l))) {
				whole = false
				break
			}
		}
		if whole {
			return true
		}
	}
	return false
}
