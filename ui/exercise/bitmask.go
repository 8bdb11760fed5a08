package exercise

import (
	"fmt"
	"strconv"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
	"github.com/nqueens/nqueens/ui/common"
)

// bitmaskPart is the bitmask kind: the student types, in binary, the
// words the bitmask search enters each row with.
type bitmaskPart struct {
	oneBoard
	bits  *exercise.BitmaskExercise
	input textinput.Model // the value being typed
	err   string          // why the value typed was not graded
}

func newBitmask(bits *exercise.BitmaskExercise, s *shared) *bitmaskPart {
	p := &bitmaskPart{bits: bits, input: common.NumberInput(s.st, "")}
	p.reset()
	return p
}

// reset empties the input for the field asked now.
func (p *bitmaskPart) reset() {
	p.input.Reset()
	p.input.Focus()
	p.err = ""
}

func (p *bitmaskPart) key(msg tea.KeyMsg, s *shared) bool {
	switch {
	case key.Matches(msg, s.keys.Type):
		p.input, _ = p.input.Update(msg)
		p.err = ""
	case key.Matches(msg, s.keys.Submit):
		if _, err := p.bits.Type(p.input.Value()); err != nil {
			p.err = err.Error()
			return false
		}
		p.reset()
		return true
	}
	return false
}

func (p *bitmaskPart) undone(*shared) { p.reset() }

func (p *bitmaskPart) enable(k *keyMap) {
	k.Type.SetEnabled(true)
	k.Submit.SetEnabled(true)
}

func (p *bitmaskPart) modelAnswer() (*modelView, error) {
	return &modelView{steps: p.bits.Questions() * len(exercise.Fields)}, nil
}

func (p *bitmaskPart) boards(s *shared, w, h int) (string, bool) {
	return s.one(p.board(s), w, h)
}

// modelField is the question and field the model answer is at.
func (p *bitmaskPart) modelField(s *shared) (q int, f exercise.Field) {
	n := len(exercise.Fields)
	return s.model.pair / n, exercise.Fields[s.model.pair%n]
}

// question is the row on screen: the model answer's, else the one asked
// now (the last one once finished).
func (p *bitmaskPart) question(s *shared) int {
	if s.model != nil {
		q, _ := p.modelField(s)
		return q
	}
	q, _ := p.bits.At()
	return q
}

// board is the search's board as it enters the row asked about, the row
// marked, and over it the last value's wrong bit: its square, and the
// queen that sets it with the line between them.
func (p *bitmaskPart) board(s *shared) board.Board {
	show := p.bits.Show(p.question(s))
	b := board.New(show.N())
	b.Fill(show)
	b.Marked = show.Row()
	if last, ok := p.bits.LastStep(); ok && s.model == nil && !last.Right && last.At.Row == show.Row() {
		b.Set(last.At.Row, last.At.Col, board.Rejected)
		if last.Line != solver.NoLine {
			b.Set(last.By.Row, last.By.Col, board.Attacker)
			b.MarkLine(last.By.Row, last.By.Col, last.At.Row, last.At.Col)
		}
	}
	return b
}

func (p *bitmaskPart) panel(s *shared, add func(string)) {
	st := s.st
	q := p.question(s)
	row := p.bits.Show(q).Row()
	fields := len(exercise.Fields)
	if s.model != nil {
		_, f := p.modelField(s)
		add(st.PanelTitle.Render(s.lang.T(i18n.ExModel)))
		add(st.Muted.Render(s.lang.Sprintf(i18n.ExRowOf, strconv.Itoa(row), strconv.Itoa(q+1), strconv.Itoa(p.bits.Questions()))))
		add("")
		for _, g := range exercise.Fields[:f+1] {
			add(st.Text.Render(fmt.Sprintf("%-12s ", g)) + st.Number.Render(p.bits.Want(q, g)))
		}
		return
	}
	add(st.PanelTitle.Render(s.lang.Sprintf(i18n.ExRowOfTitle, strconv.Itoa(row), strconv.Itoa(q+1), strconv.Itoa(p.bits.Questions()))))
	add(st.Text.Render(s.lang.T(i18n.ExBitmaskTask)))
	add("")
	answers := p.bits.Answers()
	done := min(len(answers)-q*fields, fields)
	for _, a := range answers[q*fields : q*fields+done] {
		mark := st.Accent.Render(s.lang.T(i18n.ExRight))
		if !a.Right {
			mark = st.Warning.Render(s.lang.T(i18n.ExWrong)) + st.Text.Render(", "+a.Want)
		}
		add(st.Text.Render(fmt.Sprintf("%-12s %s ", a.Field, a.Typed)) + mark)
	}
	if !p.bits.Finished() {
		_, f := p.bits.At()
		add(st.Text.Render(fmt.Sprintf("%-12s ", f)) + p.input.View())
		if p.err != "" {
			add(st.Warning.Render(p.err))
		}
	}
}

func (p *bitmaskPart) lastDid(*shared) (string, bool) {
	last, _ := p.bits.LastStep()
	return last.Field.String() + " = " + last.Typed, true
}

func (p *bitmaskPart) right() i18n.ID { return i18n.ExRightValues }
