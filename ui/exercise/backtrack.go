package exercise

import (
	"strconv"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
)

// backtrackPart is the backtrack kind: the student carries plain
// backtracking on, a queen put down or lifted at a time.
type backtrackPart struct {
	oneBoard
	bt *exercise.BacktrackExercise
}

func newBacktrack(bt *exercise.BacktrackExercise, s *shared) *backtrackPart {
	s.cursor.Row = min(bt.Stepper().Row(), bt.N()-1)
	return &backtrackPart{bt: bt}
}

func (p *backtrackPart) key(msg tea.KeyMsg, s *shared) bool {
	switch {
	case s.moveCursor(msg):
	case key.Matches(msg, s.keys.Act):
		lift := p.bt.Stepper().QueenCol(s.cursor.Row) == s.cursor.Col
		p.bt.Do(exercise.Action{Lift: lift, Square: s.cursor})
		return true
	}
	return false
}

func (p *backtrackPart) undone(*shared) {}

func (p *backtrackPart) enable(k *keyMap) {
	for _, b := range []*key.Binding{&k.Up, &k.Down, &k.Left, &k.Right, &k.Act} {
		b.SetEnabled(true)
	}
}

func (p *backtrackPart) modelAnswer() (*modelView, error) {
	r, err := p.bt.ModelAnswer()
	if err != nil {
		return nil, err
	}
	return &modelView{replay: r}, nil
}

func (p *backtrackPart) boards(s *shared, w, h int) (string, bool) {
	return s.one(p.board(s), w, h)
}

// board is the search's state, and over it the student's last step when
// it was wrong: the square chosen, and the queen attacking it with the
// line between them.
func (p *backtrackPart) board(s *shared) board.Board {
	b := board.New(p.bt.N())
	if s.model != nil {
		b.Fill(s.model.replay.Stepper())
		return b
	}
	b.Fill(p.bt.Stepper())
	if last, ok := p.bt.LastStep(); ok && !last.Right {
		sq := last.Did.Square
		if last.Did.Lift {
			b.Set(sq.Row, sq.Col, board.Conflict)
		} else {
			b.Set(sq.Row, sq.Col, board.Rejected)
		}
		if last.Line != solver.NoLine {
			if b.At(last.By.Row, last.By.Col)&board.Queen != 0 {
				b.Set(last.By.Row, last.By.Col, board.Attacker)
			}
			b.MarkLine(last.By.Row, last.By.Col, sq.Row, sq.Col)
		}
	}
	if !p.bt.Finished() {
		b.Set(s.cursor.Row, s.cursor.Col, board.Cursor)
	}
	return b
}

func (p *backtrackPart) panel(s *shared, add func(string)) {
	st := s.st
	if s.model != nil {
		i, n := s.model.replay.At()
		add(st.PanelTitle.Render(s.lang.T(i18n.ExModel)))
		add(st.Muted.Render(s.lang.Sprintf(i18n.ExEventOf, strconv.Itoa(i), strconv.Itoa(n))))
		add("")
		add(st.Status.Render(solver.NarrationIn(s.model.replay.Stepper(), s.lang)))
		return
	}
	add(st.PanelTitle.Render(s.lang.T(i18n.ExCarryOn)))
	add(st.Text.Render(s.lang.Sprintf(i18n.ExBacktrackTask, strconv.Itoa(exercise.BacktrackDecisions))))
}

func (p *backtrackPart) lastDid(s *shared) (string, bool) {
	last, _ := p.bt.LastStep()
	return last.Did.In(s.lang), true
}

func (p *backtrackPart) right() i18n.ID { return i18n.ExRightDecisions }
