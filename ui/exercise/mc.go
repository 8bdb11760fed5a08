package exercise

import (
	"slices"
	"strconv"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
)

// mcPart is the min-conflicts kind: for each queen the search picks, the
// student counts the squares of its row and says where it moves.
type mcPart struct {
	oneBoard
	mc *exercise.MCExercise
	// counts are the counts the student writes on the picked queen's row,
	// -1 where none is; typing is set while the square under the cursor
	// takes more digits.
	counts []int
	typing bool
	err    string // why the counts were not graded
}

func newMC(mc *exercise.MCExercise, s *shared) *mcPart {
	// Counts are typed left to right along the picked queen's row.
	s.cursor = solver.Square{Row: mc.Queen(0).Row}
	p := &mcPart{mc: mc}
	p.reset()
	return p
}

// reset empties the counts.
func (p *mcPart) reset() {
	p.counts = slices.Repeat([]int{-1}, p.mc.N())
	p.typing = false
	p.err = ""
}

func (p *mcPart) key(msg tea.KeyMsg, s *shared) bool {
	k := s.keys
	switch {
	case s.moveCursor(msg):
		p.typing = false
	case key.Matches(msg, k.Count):
		p.typeCount(s, msg.String())
		p.err = ""
	case key.Matches(msg, k.Grade):
		if _, a := p.mc.At(); a == exercise.AskCounts {
			if slices.Contains(p.counts, -1) {
				p.err = s.lang.T(i18n.ExMCNeedsCount)
				return false
			}
			p.mc.Count(p.counts)
		} else {
			p.mc.Move(s.cursor.Col)
		}
		p.reset()
		p.followPick(s)
		return true
	}
	return false
}

// typeCount writes a digit into the count of the square under the cursor,
// or takes one out (backspace). A square takes digits while they can still
// make a count below N, then the cursor goes on to the next square; a digit
// that would make a count of N or more starts the next square's.
func (p *mcPart) typeCount(s *shared, typed string) {
	c, n := s.cursor.Col, p.mc.N()
	v := int(typed[0] - '0')
	if typed != "backspace" && p.typing && p.counts[c]*10+v >= n && c < n-1 {
		c++
		s.cursor.Col, p.typing = c, false
	}
	if typed == "backspace" {
		if p.counts[c] >= 10 {
			p.counts[c] /= 10
		} else {
			p.counts[c] = -1
		}
		p.typing = false
		return
	}
	if p.typing && p.counts[c] > 0 && p.counts[c]*10+v < n {
		v += p.counts[c] * 10
	}
	p.counts[c], p.typing = v, true
	if v == 0 || v*10 >= n {
		s.cursor.Col, p.typing = min(c+1, n-1), false
	}
}

// followPick puts the cursor on the queen picked, when the question asked
// now is about another row.
func (p *mcPart) followPick(s *shared) {
	if q, _ := p.mc.At(); s.cursor.Row != p.mc.Queen(q).Row {
		s.cursor = solver.Square{Row: p.mc.Queen(q).Row}
	}
}

func (p *mcPart) undone(s *shared) {
	p.reset()
	p.followPick(s)
}

func (p *mcPart) enable(k *keyMap) {
	_, a := p.mc.At()
	k.Left.SetEnabled(true)
	k.Right.SetEnabled(true)
	enableAsk(k, a)
}

func (p *mcPart) modelAnswer() (*modelView, error) {
	return &modelView{steps: p.mc.Asks()}, nil
}

func (p *mcPart) boards(s *shared, w, h int) (string, bool) {
	return s.one(p.board(s), w, h)
}

// ask is the answer on screen: the model answer's, else the one asked now
// (the last one once finished).
func (p *mcPart) ask(s *shared) (q int, a exercise.Ask) {
	if s.model != nil {
		return p.mc.AskAt(s.model.pair)
	}
	return p.mc.At()
}

// board is the search's board at the pick asked about: while its counts
// are asked, the queens alone with the picked one and the student's counts
// over its row (the pick's lines of attack would give a count away); while
// the move is asked, the stepper's own counts (a wrong count fixed); the
// move made once answered and in the model answer; and over it the last
// answer's mistake: the queens that attack the square counted wrongly, or
// the square moved to wrongly.
func (p *mcPart) board(s *shared) board.Board {
	q, a := p.ask(s)
	playing := s.playing()
	queen := p.mc.Queen(q)
	sh := p.mc.After(q, a)
	if playing {
		sh = p.mc.Show(q, a)
	}
	b := board.New(sh.N())
	counting := playing && a == exercise.AskCounts
	if counting {
		for r := 0; r < sh.N(); r++ {
			b.Set(r, sh.QueenCol(r), board.Queen)
		}
		b.Set(queen.Row, queen.Col, board.Picked)
		b.Marked = queen.Row
		for c, v := range p.counts {
			if v >= 0 {
				b.Set(queen.Row, c, board.HeatMap(v))
			}
		}
	} else {
		b.Fill(sh)
	}
	if playing {
		b.Set(s.cursor.Row, s.cursor.Col, board.Cursor)
	}
	last, ok := p.mc.LastStep()
	if !ok || s.model != nil || last.Right || last.At.Row < 0 {
		return b
	}
	if last.Ask == exercise.AskMove {
		if !counting || last.At.Row != queen.Row {
			b.Set(last.At.Row, last.At.Col, board.Rejected)
		}
		return b
	}
	for _, by := range last.By {
		b.Clear(by.Row, by.Col, board.Conflict)
		b.Set(by.Row, by.Col, board.Attacker)
		b.MarkLine(by.Row, by.Col, last.At.Row, last.At.Col)
	}
	return b
}

func (p *mcPart) panel(s *shared, add func(string)) {
	st := s.st
	q, a := p.ask(s)
	queen := p.mc.Queen(q)
	if s.model != nil {
		add(st.PanelTitle.Render(s.lang.T(i18n.ExModel)))
		add(st.Muted.Render(s.lang.Sprintf(i18n.ExQueenOf, queen.String(), strconv.Itoa(q+1), strconv.Itoa(p.mc.Questions()))))
		add("")
		for i := 0; i <= s.model.pair; i++ {
			if j, b := p.mc.AskAt(i); j == q {
				add(st.Text.Render(askColumn(s.lang, b, mcAsks)+" ") + st.Number.Render(p.mc.Want(q, b)))
			}
		}
		return
	}
	add(st.PanelTitle.Render(s.lang.Sprintf(i18n.ExQueenOfTitle, queen.String(), strconv.Itoa(q+1), strconv.Itoa(p.mc.Questions()))))
	add(st.Text.Render(s.lang.T(i18n.ExMCTask)))
	add("")
	for i, ans := range p.mc.Answers() {
		if j, _ := p.mc.AskAt(i); j != q {
			continue
		}
		mark := st.Accent.Render(s.lang.T(i18n.ExRight))
		if !ans.Right {
			mark = st.Warning.Render(s.lang.T(i18n.ExWrong)) + st.Text.Render(", "+ans.Want)
		}
		add(st.Text.Render(askColumn(s.lang, ans.Ask, mcAsks)+" "+ans.Did+" ") + mark)
	}
	if !p.mc.Finished() {
		add(st.Text.Render(p.prompt(s.keys, a)))
		if p.err != "" {
			add(st.Warning.Render(p.err))
		}
	}
}

// prompt says what to do for the question a, with the keys of the
// bindings.
func (p *mcPart) prompt(k *keyMap, a exercise.Ask) string {
	if a == exercise.AskCounts {
		return k.lang.Sprintf(i18n.ExMCCounts, k.Count.Help().Key, k.Left.Help().Key, k.Right.Help().Key, k.Grade.Help().Key)
	}
	return k.lang.Sprintf(i18n.ExMCWhere, k.Grade.Help().Key)
}

// lastDid also names the square the search drew when the student's move
// was right but another of the squares of fewest.
func (p *mcPart) lastDid(s *shared) (string, bool) {
	last, _ := p.mc.LastStep()
	did := last.Ask.In(s.lang) + ": " + last.Did
	q, _ := p.mc.AskAt(len(p.mc.Answers()) - 1)
	if moved := p.mc.Moved(q).String(); last.Ask == exercise.AskMove && last.Right && last.Did != moved {
		did += s.lang.Sprintf(i18n.ExMCDrew, moved)
	}
	return did, true
}

func (p *mcPart) right() i18n.ID { return i18n.ExRightAnswers }
