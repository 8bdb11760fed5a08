package exercise

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
)

// symmetryPart is the symmetry kind: the student names the symmetry that
// maps one solution of a pair onto the other.
type symmetryPart struct {
	sym       *exercise.SymmetryExercise
	reviewing bool // the pair just answered is on screen
}

func (p *symmetryPart) key(msg tea.KeyMsg, s *shared) bool {
	k := s.keys
	switch {
	case key.Matches(msg, k.Continue):
		p.reviewing = false
	case key.Matches(msg, k.Symmetry):
		i := int(msg.String()[0] - '1')
		p.sym.Answer(exercise.Answer{Transform: solver.Transforms[i]})
		p.reviewing = true
		return true
	case key.Matches(msg, k.None):
		p.sym.Answer(exercise.Answer{None: true})
		p.reviewing = true
		return true
	}
	return false
}

func (p *symmetryPart) undone(*shared) { p.reviewing = false }

func (p *symmetryPart) enable(k *keyMap) {
	k.Symmetry.SetEnabled(!p.reviewing)
	k.None.SetEnabled(!p.reviewing)
	k.Continue.SetEnabled(p.reviewing)
}

func (p *symmetryPart) modelAnswer() (*modelView, error) {
	return &modelView{steps: len(p.sym.Pairs())}, nil
}

// boards draws the pair side by side, each under its caption.
func (p *symmetryPart) boards(s *shared, w, h int) (string, bool) {
	l, ok := board.Fit(p.sym.N(), (w-gap)/2, h-1)
	if !ok {
		return "", false
	}
	left, right := p.pairBoards(s)
	caption := func(c string) string {
		return s.st.PanelTitle.Render(c) + strings.Repeat(" ", max(l.Width()-lipgloss.Width(c), 0))
	}
	lb := caption(s.lang.T(i18n.ExBoardLeft)) + "\n" + s.render.Render(left, l)
	rb := caption(s.lang.T(i18n.ExBoardRight)) + "\n" + s.render.Render(right, l)
	return lipgloss.JoinHorizontal(lipgloss.Top, lb, strings.Repeat(" ", gap), rb), true
}

func (p *symmetryPart) need(n int) (w, h int) {
	w, h = board.MinSize(n)
	return 2*w + gap, h + 1
}

// shownPair is the pair on screen: the model answer's, the one just
// answered while it is reviewed, else the one to answer.
func (p *symmetryPart) shownPair(s *shared) int {
	switch {
	case s.model != nil:
		return s.model.pair
	case p.reviewing || p.sym.Finished():
		return p.sym.Current() - 1
	}
	return p.sym.Current()
}

// pairBoards are the two solutions of the pair on screen; on the right
// one, after a wrong answer, the square where that symmetry puts a queen
// the right board does not have.
func (p *symmetryPart) pairBoards(s *shared) (left, right board.Board) {
	pair := p.sym.Pairs()[p.shownPair(s)]
	n := p.sym.N()
	left, right = board.New(n), board.New(n)
	for r := 0; r < n; r++ {
		left.Set(r, pair.Left[r], board.Queen)
		right.Set(r, pair.Right[r], board.Queen)
	}
	if last, ok := p.sym.LastStep(); ok && p.reviewing && s.model == nil && !last.Right && last.At.Row >= 0 {
		right.Set(last.At.Row, last.At.Col, board.Rejected)
	}
	return left, right
}

func (p *symmetryPart) panel(s *shared, add func(string)) {
	st := s.st
	i := p.shownPair(s)
	if s.model != nil {
		add(st.PanelTitle.Render(s.lang.T(i18n.ExModel)))
		add(st.Muted.Render(s.lang.Sprintf(i18n.ExPairOf, strconv.Itoa(i+1), strconv.Itoa(len(p.sym.Pairs())))))
		add("")
		add(st.Status.Render(s.lang.Sprintf(i18n.ExSymIs, answerIn(s.lang, p.sym.Solution(i)))))
		return
	}
	add(st.PanelTitle.Render(s.lang.Sprintf(i18n.ExPairOfTitle, strconv.Itoa(i+1), strconv.Itoa(len(p.sym.Pairs())))))
	add(st.Text.Render(s.lang.T(i18n.ExSymQuestion)))
	for j, t := range solver.Transforms {
		add(st.Accent.Render(strconv.Itoa(j+1)) + st.Text.Render(" "+t.In(s.lang)))
	}
	add(st.Accent.Render("0") + st.Text.Render(s.lang.T(i18n.ExSymNone)))
}

// answerIn names a symmetry answer in l, as exercise.Answer.String does in
// English.
func answerIn(l i18n.Lang, a exercise.Answer) string {
	if a.None {
		return l.T(i18n.FactNone)
	}
	return a.Transform.In(l)
}

// lastDid is shown while the pair answered is reviewed, and at the end.
func (p *symmetryPart) lastDid(s *shared) (string, bool) {
	last, _ := p.sym.LastStep()
	return answerIn(s.lang, last.Did), p.reviewing || p.sym.Finished()
}

func (p *symmetryPart) right() i18n.ID { return i18n.ExRightPairs }
