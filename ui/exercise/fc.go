package exercise

import (
	"strconv"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
	"github.com/nqueens/nqueens/ui/common"
)

// fcPart is the forward-checking kind: for each queen the search puts
// down, the student marks its prune, says whether a domain wipes out, and
// (with MRV) names the row MRV fills next.
type fcPart struct {
	oneBoard
	fc *exercise.FCExercise
	// marks are the squares the student marks pruned, a bitset a row.
	marks []uint64
}

func newFC(fc *exercise.FCExercise, s *shared) *fcPart {
	s.cursor = fc.Queen(0)
	p := &fcPart{fc: fc}
	p.reset()
	return p
}

// reset takes the marks off.
func (p *fcPart) reset() { p.marks = make([]uint64, p.fc.N()) }

func (p *fcPart) key(msg tea.KeyMsg, s *shared) bool {
	k := s.keys
	switch {
	case s.moveCursor(msg):
	case key.Matches(msg, k.Mark):
		p.marks[s.cursor.Row] ^= 1 << uint(s.cursor.Col)
	case key.Matches(msg, k.Grade):
		if _, a := p.fc.At(); a == exercise.AskPrune {
			p.fc.MarkPrune(p.marks)
		} else {
			p.fc.SayNext(s.cursor.Row)
		}
		p.reset()
		return true
	case key.Matches(msg, k.Yes), key.Matches(msg, k.No):
		p.fc.SayWipe(key.Matches(msg, k.Yes))
		return true
	}
	return false
}

func (p *fcPart) undone(*shared) { p.reset() }

func (p *fcPart) enable(k *keyMap) {
	_, a := p.fc.At()
	for _, b := range []*key.Binding{&k.Up, &k.Down, &k.Left, &k.Right} {
		b.SetEnabled(a != exercise.AskWipe)
	}
	enableAsk(k, a)
}

func (p *fcPart) modelAnswer() (*modelView, error) {
	return &modelView{steps: p.fc.Asks()}, nil
}

func (p *fcPart) boards(s *shared, w, h int) (string, bool) {
	return s.one(p.board(s), w, h)
}

// ask is the answer on screen: the model answer's, else the one asked now
// (the last one once finished).
func (p *fcPart) ask(s *shared) (q int, a exercise.Ask) {
	if s.model != nil {
		return p.fc.AskAt(s.model.pair)
	}
	return p.fc.At()
}

// board is the search's board at the place asked about: before its prune
// while the prune is asked (the lines of the new queen not drawn, so that
// the board does not give the answer away, and the student's marks over
// it), after it for the other questions and in the model answer; and over
// it the last answer's mistake.
func (p *fcPart) board(s *shared) board.Board {
	q, a := p.ask(s)
	show := a
	if s.model != nil || p.fc.Finished() {
		show = exercise.AskWipe
	}
	sh := p.fc.Show(q, show)
	b := board.New(sh.N())
	b.Fill(sh)
	if show == exercise.AskPrune {
		b.ClearAll(board.Focus | board.Attacked)
		for r, row := range p.marks {
			for c := 0; c < sh.N(); c++ {
				if row&(1<<uint(c)) != 0 {
					b.Set(r, c, board.RuledOut)
				}
			}
		}
	}
	if s.playing() {
		// The board marks the row the search fills next: the answer to
		// the last question.
		b.Marked = -1
		b.Set(s.cursor.Row, s.cursor.Col, board.Cursor)
	}
	last, ok := p.fc.LastStep()
	if !ok || s.model != nil || last.Right || last.At.Row < 0 {
		return b
	}
	if last.At.Col < 0 {
		// The whole row answered about: the one wiped out, or the row
		// named as the next one.
		for c := 0; c < sh.N(); c++ {
			b.Set(last.At.Row, c, board.Rejected)
		}
		return b
	}
	b.Set(last.At.Row, last.At.Col, board.Rejected)
	if last.Line != solver.NoLine {
		b.Set(last.By.Row, last.By.Col, board.Attacker)
		b.MarkLine(last.By.Row, last.By.Col, last.At.Row, last.At.Col)
	}
	return b
}

// prompt is the question a, naming the keys that answer it from the
// bindings.
func (p *fcPart) prompt(k *keyMap, a exercise.Ask) string {
	name := common.KeyName
	switch a {
	case exercise.AskPrune:
		return k.lang.Sprintf(i18n.ExFCPrune, name(k.Mark), name(k.Grade))
	case exercise.AskWipe:
		return k.lang.Sprintf(i18n.ExFCWipe, name(k.Yes), name(k.No))
	case exercise.AskNext:
		return k.lang.Sprintf(i18n.ExFCNext, name(k.Grade))
	}
	return ""
}

func (p *fcPart) panel(s *shared, add func(string)) {
	st := s.st
	q, a := p.ask(s)
	queen := p.fc.Queen(q)
	if s.model != nil {
		add(st.PanelTitle.Render(s.lang.T(i18n.ExModel)))
		add(st.Muted.Render(s.lang.Sprintf(i18n.ExQueenOf, queen.String(), strconv.Itoa(q+1), strconv.Itoa(p.fc.Questions()))))
		add("")
		for i := 0; i <= s.model.pair; i++ {
			if j, b := p.fc.AskAt(i); j == q {
				add(st.Text.Render(askColumn(s.lang, b, fcAsks)+" ") + st.Number.Render(p.fc.Want(q, b)))
			}
		}
		return
	}
	add(st.PanelTitle.Render(s.lang.Sprintf(i18n.ExQueenOfTitle, queen.String(), strconv.Itoa(q+1), strconv.Itoa(p.fc.Questions()))))
	task := i18n.ExFCTopDown
	if p.fc.MRV() {
		task = i18n.ExFCMRV
	}
	add(st.Text.Render(s.lang.T(task)))
	add("")
	for i, ans := range p.fc.Answers() {
		if j, _ := p.fc.AskAt(i); j != q {
			continue
		}
		mark := st.Accent.Render(s.lang.T(i18n.ExRight))
		if !ans.Right {
			mark = st.Warning.Render(s.lang.T(i18n.ExWrong)) + st.Text.Render(", "+ans.Want)
		}
		add(st.Text.Render(askColumn(s.lang, ans.Ask, fcAsks)+" "+ans.Did+" ") + mark)
	}
	if !p.fc.Finished() {
		add(st.Text.Render(p.prompt(s.keys, a)))
	}
}

func (p *fcPart) lastDid(s *shared) (string, bool) {
	last, _ := p.fc.LastStep()
	return last.Ask.In(s.lang) + ": " + last.Did, true
}

func (p *fcPart) right() i18n.ID { return i18n.ExRightAnswers }
