package lessonplay

import "github.com/nqueens/nqueens/internal/teach/predict"

// score is the lesson's score, as the score line adds it up: each slide's
// from its latest visit that answered.
func (m *Model) score() predict.Score {
	if s := m.root.Score(); answered(s) {
		return m.sumScores(m.slide).Add(s) // (the streak as if it came last)
	}
	return m.sumScores(-1)
}

// captionFits reports whether the caption on screen shows whole at the
// current size.
func (m *Model) captionFits() bool {
	if m.aside() {
		return m.root.AsideWhole()
	}
	l := m.layout()
	return len(m.caption(l.capW)) <= l.capH
}
