package exercise

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/nocolor"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
	"github.com/nqueens/nqueens/ui/common"
)

const (
	gap    = 2  // columns between a board and what stands beside it
	panelW = 40 // the width of the panel beside the boards
)

// View implements tea.Model: the title, the board (two for symmetry) with
// the panel beside it, and the help line.
func (m *Model) View() string {
	if m.w <= 0 || m.h <= 0 {
		return ""
	}
	st := m.st
	title := st.Title.Render("nqueens exercise") + st.Muted.Render(fmt.Sprintf(" · %s · %s · seed %d · N=%d", m.ex.Kind(), m.student(), m.seed, m.ex.N()))
	helpLines := strings.Split(m.help.View(m.keys), "\n")
	bodyH := m.h - 2 - len(helpLines)
	boards, ok := m.boards(m.w-panelW-gap, bodyH)
	if !ok {
		com := &common.Common{Width: m.w, Height: m.h, Styles: st, Keys: common.GlobalKeys{Quit: m.keys.Quit}}
		needW, needH := board.MinSize(m.ex.N())
		if m.sym != nil {
			needW, needH = 2*needW+gap, needH+1
		}
		return common.TooSmall(com, m.ex.N(), needW+gap+panelW, needH+2+len(helpLines), m.w, m.h, key.Binding{})
	}
	panel := strings.Join(m.panel(panelW), "\n")
	body := lipgloss.JoinHorizontal(lipgloss.Top, boards, strings.Repeat(" ", gap), panel)
	lines := append([]string{title, ""}, strings.Split(body, "\n")...)
	lines = lines[:min(len(lines), m.h-len(helpLines))]
	for len(lines) < m.h-len(helpLines) {
		lines = append(lines, "")
	}
	lines = append(lines, helpLines...)
	frame := st.Plain(common.Finish(lines, m.w, m.h, st.Glyphs.Ellipsis))
	if m.o.NoColor {
		return nocolor.Strip(frame)
	}
	return frame
}

// student is the name the attempt is under, as the title shows it.
func (m *Model) student() string {
	if m.o.Student == "" {
		return "(no name)"
	}
	return m.o.Student
}

// boards draws the board (backtrack) or the pair (symmetry) in w×h.
func (m *Model) boards(w, h int) (string, bool) {
	n := m.ex.N()
	if m.sym == nil {
		l, ok := board.Fit(n, w, h)
		if !ok {
			return "", false
		}
		if m.bits != nil {
			return m.render.Render(m.bitmaskBoard(), l), true
		}
		if m.fc != nil {
			return m.render.Render(m.fcBoard(), l), true
		}
		if m.mc != nil {
			return m.render.Render(m.mcBoard(), l), true
		}
		return m.render.Render(m.backtrackBoard(), l), true
	}
	l, ok := board.Fit(n, (w-gap)/2, h-1)
	if !ok {
		return "", false
	}
	left, right := m.pairBoards()
	caption := func(s string) string {
		return m.st.PanelTitle.Render(s) + strings.Repeat(" ", max(l.Width()-lipgloss.Width(s), 0))
	}
	lb := caption("left") + "\n" + m.render.Render(left, l)
	rb := caption("right") + "\n" + m.render.Render(right, l)
	return lipgloss.JoinHorizontal(lipgloss.Top, lb, strings.Repeat(" ", gap), rb), true
}

// backtrackBoard is the search's state, and over it the student's last
// step when it was wrong: the square chosen, and the queen attacking it
// with the line between them.
func (m *Model) backtrackBoard() board.Board {
	n := m.ex.N()
	b := board.New(n)
	if m.model != nil {
		b.Fill(m.model.replay.Stepper())
		return b
	}
	b.Fill(m.bt.Stepper())
	if last, ok := m.bt.LastStep(); ok && !last.Right {
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
	if !m.ex.Finished() {
		b.Set(m.cursor.Row, m.cursor.Col, board.Cursor)
	}
	return b
}

// shownPair is the pair on screen: the model answer's, the one just
// answered while it is reviewed, else the one to answer.
func (m *Model) shownPair() int {
	switch {
	case m.model != nil:
		return m.model.pair
	case m.reviewing || m.sym.Finished():
		return m.sym.Current() - 1
	}
	return m.sym.Current()
}

// pairBoards are the two solutions of the pair on screen; on the right
// one, after a wrong answer, the square where that symmetry puts a queen
// the right board does not have.
func (m *Model) pairBoards() (left, right board.Board) {
	p := m.sym.Pairs()[m.shownPair()]
	n := m.ex.N()
	left, right = board.New(n), board.New(n)
	for r := 0; r < n; r++ {
		left.Set(r, p.Left[r], board.Queen)
		right.Set(r, p.Right[r], board.Queen)
	}
	if last, ok := m.sym.LastStep(); ok && m.reviewing && m.model == nil && !last.Right && last.At.Row >= 0 {
		right.Set(last.At.Row, last.At.Col, board.Rejected)
	}
	return left, right
}

// panel is the text beside the boards, wrapped to w.
func (m *Model) panel(w int) []string {
	st := m.st
	var lines []string
	add := func(s string) { lines = append(lines, common.Wrap(s, w)...) }
	switch {
	case m.bt != nil:
		m.backtrackPanel(add)
	case m.sym != nil:
		m.symmetryPanel(add)
	case m.fc != nil:
		m.fcPanel(add)
	case m.mc != nil:
		m.mcPanel(add)
	default:
		m.bitmaskPanel(add)
	}
	if m.model != nil {
		return lines
	}
	right, outOf := m.ex.Score()
	add("")
	unit := "decisions"
	switch {
	case m.sym != nil:
		unit = "pairs"
	case m.bits != nil:
		unit = "values"
	case m.fc != nil, m.mc != nil:
		unit = "answers"
	}
	add(st.Text.Render("score ") + st.Number.Render(fmt.Sprintf("%d / %d", right, outOf)) + st.Text.Render(" "+unit+" right"))
	add(st.Text.Render("wrong steps ") + st.Number.Render(strconv.Itoa(m.ex.Wrong())) +
		st.Text.Render(" · time ") + st.Number.Render(clock(m.Elapsed())))
	if last, ok := m.ex.Last(); ok && (m.sym == nil || m.reviewing || m.ex.Finished()) {
		add("")
		if last.Right {
			add(st.Accent.Render("right: ") + st.Text.Render(m.lastDid()))
		} else {
			add(st.Warning.Render("wrong: ") + st.Text.Render(m.lastDid()+". "+capital(last.Why)))
		}
	}
	if m.ex.Finished() {
		add("")
		add(st.Celebrate.Render(fmt.Sprintf("Finished: %d of %d right in %s.", right, outOf, clock(m.Elapsed()))))
		model, quit := common.KeyName(m.keys.Model), common.KeyName(m.keys.Quit)
		if m.o.Room {
			add(st.Muted.Render(model + " shows the model answer, " + quit + " goes back to the room; your result is in."))
		} else {
			add(st.Muted.Render(model + " shows the model answer, " + common.KeyName(m.keys.New) + " draws a new instance, " + quit + " quits."))
		}
	}
	return lines
}

// lastDid names the student's last step standing.
func (m *Model) lastDid() string {
	switch {
	case m.bt != nil:
		last, _ := m.bt.LastStep()
		return last.Did.String()
	case m.bits != nil:
		last, _ := m.bits.LastStep()
		return last.Field.String() + " = " + last.Typed
	case m.fc != nil:
		last, _ := m.fc.LastStep()
		return last.Ask.String() + ": " + last.Did
	case m.mc != nil:
		last, _ := m.mc.LastStep()
		did := last.Ask.String() + ": " + last.Did
		q, _ := m.mc.AskAt(len(m.mc.Answers()) - 1)
		if moved := m.mc.Moved(q).String(); last.Ask == exercise.AskMove && last.Right && last.Did != moved {
			did += "; the search drew " + moved + " among the squares of fewest"
		}
		return did
	}
	last, _ := m.sym.LastStep()
	return last.Did.String()
}

func (m *Model) backtrackPanel(add func(string)) {
	st := m.st
	if m.model != nil {
		i, n := m.model.replay.At()
		add(st.PanelTitle.Render("Model answer"))
		add(st.Muted.Render(fmt.Sprintf("event %d of %d from the instance's start", i, n)))
		add("")
		add(st.Status.Render(m.model.replay.Stepper().Narrate()))
		return
	}
	add(st.PanelTitle.Render("Carry the search on"))
	add(st.Text.Render(fmt.Sprintf("Plain backtracking: rows from the top, columns from the left. Put down the queen it puts down next, or lift the one it lifts (space on a square), until the next solution or for %d decisions.", exercise.BacktrackDecisions)))
}

func (m *Model) symmetryPanel(add func(string)) {
	st := m.st
	i := m.shownPair()
	if m.model != nil {
		add(st.PanelTitle.Render("Model answer"))
		add(st.Muted.Render(fmt.Sprintf("pair %d of %d", i+1, len(m.sym.Pairs()))))
		add("")
		add(st.Status.Render("the right board is the left one: " + m.sym.Solution(i).String()))
		return
	}
	add(st.PanelTitle.Render(fmt.Sprintf("Pair %d of %d", i+1, len(m.sym.Pairs()))))
	add(st.Text.Render("Which symmetry of the board maps the left solution onto the right one?"))
	for j, t := range solver.Transforms {
		add(st.Accent.Render(strconv.Itoa(j+1)) + st.Text.Render(" "+t.String()))
	}
	add(st.Accent.Render("0") + st.Text.Render(" none: they are different solutions"))
}

// modelField is the question and field the bitmask model answer is at.
func (m *Model) modelField() (q int, f exercise.Field) {
	n := len(exercise.Fields)
	return m.model.pair / n, exercise.Fields[m.model.pair%n]
}

// bitmaskQuestion is the row on screen: the model answer's, else the one
// asked now (the last one once finished).
func (m *Model) bitmaskQuestion() int {
	if m.model != nil {
		q, _ := m.modelField()
		return q
	}
	q, _ := m.bits.At()
	return q
}

// bitmaskBoard is the search's board as it enters the row asked about,
// the row marked, and over it the last value's wrong bit: its square, and
// the queen that sets it with the line between them.
func (m *Model) bitmaskBoard() board.Board {
	q := m.bitmaskQuestion()
	s := m.bits.Show(q)
	b := board.New(s.N())
	b.Fill(s)
	b.Marked = s.Row()
	if last, ok := m.bits.LastStep(); ok && m.model == nil && !last.Right && last.At.Row == s.Row() {
		b.Set(last.At.Row, last.At.Col, board.Rejected)
		if last.Line != solver.NoLine {
			b.Set(last.By.Row, last.By.Col, board.Attacker)
			b.MarkLine(last.By.Row, last.By.Col, last.At.Row, last.At.Col)
		}
	}
	return b
}

func (m *Model) bitmaskPanel(add func(string)) {
	st := m.st
	q := m.bitmaskQuestion()
	row := m.bits.Show(q).Row()
	fields := len(exercise.Fields)
	if m.model != nil {
		_, f := m.modelField()
		add(st.PanelTitle.Render("Model answer"))
		add(st.Muted.Render(fmt.Sprintf("row %d (%d of %d)", row, q+1, m.bits.Questions())))
		add("")
		for _, g := range exercise.Fields[:f+1] {
			add(st.Text.Render(fmt.Sprintf("%-12s ", g)) + st.Number.Render(m.bits.Want(q, g)))
		}
		return
	}
	add(st.PanelTitle.Render(fmt.Sprintf("Row %d (%d of %d)", row, q+1, m.bits.Questions())))
	add(st.Text.Render("Type the words solve(row, cols, ld, rd) enters this row with, and free = mask &^ (cols | ld | rd), in binary, column 0 the rightmost digit; then the column free & -free picks (- for none)."))
	add("")
	answers := m.bits.Answers()
	done := min(len(answers)-q*fields, fields)
	for _, a := range answers[q*fields : q*fields+done] {
		mark := st.Accent.Render("right")
		if !a.Right {
			mark = st.Warning.Render("wrong") + st.Text.Render(", "+a.Want)
		}
		add(st.Text.Render(fmt.Sprintf("%-12s %s ", a.Field, a.Typed)) + mark)
	}
	if !m.ex.Finished() {
		_, f := m.bits.At()
		add(st.Text.Render(fmt.Sprintf("%-12s ", f)) + m.input.View())
		if m.inputErr != "" {
			add(st.Warning.Render(m.inputErr))
		}
	}
}

// fcAsk is the answer on screen: the model answer's, else the one asked
// now (the last one once finished).
func (m *Model) fcAsk() (q int, a exercise.Ask) {
	if m.model != nil {
		return m.fc.AskAt(m.model.pair)
	}
	return m.fc.At()
}

// fcBoard is the search's board at the place asked about: before its
// prune while the prune is asked (the lines of the new queen not drawn, so
// that the board does not give the answer away, and the student's marks
// over it), after it for the other questions and in the model answer; and
// over it the last answer's mistake.
func (m *Model) fcBoard() board.Board {
	q, a := m.fcAsk()
	show := a
	if m.model != nil || m.ex.Finished() {
		show = exercise.AskWipe
	}
	s := m.fc.Show(q, show)
	b := board.New(s.N())
	b.Fill(s)
	playing := m.model == nil && !m.ex.Finished()
	if show == exercise.AskPrune {
		b.ClearAll(board.Focus | board.Attacked)
		for r, row := range m.marks {
			for c := 0; c < s.N(); c++ {
				if row&(1<<uint(c)) != 0 {
					b.Set(r, c, board.RuledOut)
				}
			}
		}
	}
	if playing {
		// The board marks the row the search fills next: the answer to
		// the last question.
		b.Marked = -1
		b.Set(m.cursor.Row, m.cursor.Col, board.Cursor)
	}
	last, ok := m.fc.LastStep()
	if !ok || m.model != nil || last.Right || last.At.Row < 0 {
		return b
	}
	if last.At.Col < 0 {
		// The whole row answered about: the one wiped out, or the row
		// named as the next one.
		for c := 0; c < s.N(); c++ {
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

// fcPrompt is the fc exercise's question a, naming the keys that answer
// it from the bindings.
func (m *Model) fcPrompt(a exercise.Ask) string {
	k, name := &m.keys, common.KeyName
	switch a {
	case exercise.AskPrune:
		return "Mark (" + name(k.Mark) + ") the squares its prune takes out of the domains of the rows still empty, then " + name(k.Grade) + "."
	case exercise.AskWipe:
		return "Does the prune leave a row without a queen with an empty domain? " + name(k.Yes) + " or " + name(k.No) + "."
	case exercise.AskNext:
		return "Which row does MRV fill next? Put the cursor on it and press " + name(k.Grade) + "."
	}
	return ""
}

func (m *Model) fcPanel(add func(string)) {
	st := m.st
	q, a := m.fcAsk()
	queen := m.fc.Queen(q)
	if m.model != nil {
		add(st.PanelTitle.Render("Model answer"))
		add(st.Muted.Render(fmt.Sprintf("the queen at %s (%d of %d)", queen, q+1, m.fc.Questions())))
		add("")
		for i := 0; i <= m.model.pair; i++ {
			if j, b := m.fc.AskAt(i); j == q {
				add(st.Text.Render(fmt.Sprintf("%-9s ", b)) + st.Number.Render(m.fc.Want(q, b)))
			}
		}
		return
	}
	add(st.PanelTitle.Render(fmt.Sprintf("The queen at %s (%d of %d)", queen, q+1, m.fc.Questions())))
	add(st.Text.Render("Forward checking with MRV has just put this queen down; the board shows the rows' domains from before its prune."))
	add("")
	answers := m.fc.Answers()
	for i, ans := range answers {
		if j, _ := m.fc.AskAt(i); j != q {
			continue
		}
		mark := st.Accent.Render("right")
		if !ans.Right {
			mark = st.Warning.Render("wrong") + st.Text.Render(", "+ans.Want)
		}
		add(st.Text.Render(fmt.Sprintf("%-9s %s ", ans.Ask, ans.Did)) + mark)
	}
	if !m.ex.Finished() {
		add(st.Text.Render(m.fcPrompt(a)))
	}
}

// mcAsk is the answer on screen: the model answer's, else the one asked
// now (the last one once finished).
func (m *Model) mcAsk() (q int, a exercise.Ask) {
	if m.model != nil {
		return m.mc.AskAt(m.model.pair)
	}
	return m.mc.At()
}

// mcBoard is the search's board at the pick asked about: while its counts
// are asked, the queens alone with the picked one and the student's counts
// over its row (the pick's lines of attack would give a count away); while
// the move is asked, the stepper's own counts (a wrong count fixed); the
// move made once answered and in the model answer; and over it the last
// answer's mistake: the queens that attack the square counted wrongly, or
// the square moved to wrongly.
func (m *Model) mcBoard() board.Board {
	q, a := m.mcAsk()
	playing := m.model == nil && !m.ex.Finished()
	queen := m.mc.Queen(q)
	s := m.mc.After(q, a)
	if playing {
		s = m.mc.Show(q, a)
	}
	b := board.New(s.N())
	counting := playing && a == exercise.AskCounts
	if counting {
		for r := 0; r < s.N(); r++ {
			b.Set(r, s.QueenCol(r), board.Queen)
		}
		b.Set(queen.Row, queen.Col, board.Picked)
		b.Marked = queen.Row
		for c, v := range m.counts {
			if v >= 0 {
				b.Set(queen.Row, c, board.HeatMap(v))
			}
		}
	} else {
		b.Fill(s)
	}
	if playing {
		b.Set(m.cursor.Row, m.cursor.Col, board.Cursor)
	}
	last, ok := m.mc.LastStep()
	if !ok || m.model != nil || last.Right || last.At.Row < 0 {
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

func (m *Model) mcPanel(add func(string)) {
	st := m.st
	q, a := m.mcAsk()
	queen := m.mc.Queen(q)
	if m.model != nil {
		add(st.PanelTitle.Render("Model answer"))
		add(st.Muted.Render(fmt.Sprintf("the queen at %s (%d of %d)", queen, q+1, m.mc.Questions())))
		add("")
		for i := 0; i <= m.model.pair; i++ {
			if j, b := m.mc.AskAt(i); j == q {
				add(st.Text.Render(fmt.Sprintf("%-7s ", b)) + st.Number.Render(m.mc.Want(q, b)))
			}
		}
		return
	}
	add(st.PanelTitle.Render(fmt.Sprintf("The queen at %s (%d of %d)", queen, q+1, m.mc.Questions())))
	add(st.Text.Render("Min-conflicts has picked this attacked queen. A square's count is the number of queens of the other rows that attack it; the queen moves to a square of its row with the fewest."))
	add("")
	for i, ans := range m.mc.Answers() {
		if j, _ := m.mc.AskAt(i); j != q {
			continue
		}
		mark := st.Accent.Render("right")
		if !ans.Right {
			mark = st.Warning.Render("wrong") + st.Text.Render(", "+ans.Want)
		}
		add(st.Text.Render(fmt.Sprintf("%-7s %s ", ans.Ask, ans.Did)) + mark)
	}
	if !m.ex.Finished() {
		add(st.Text.Render(m.mcPrompt(a)))
		if m.inputErr != "" {
			add(st.Warning.Render(m.inputErr))
		}
	}
}

// mcPrompt says what to do for ask, with the keys of the bindings.
func (m *Model) mcPrompt(a exercise.Ask) string {
	k := &m.keys
	if a == exercise.AskCounts {
		return fmt.Sprintf("Type the count of each square of its row (%s, %s and %s to go back), then %s.",
			k.Count.Help().Key, k.Left.Help().Key, k.Right.Help().Key, k.Grade.Help().Key)
	}
	return fmt.Sprintf("Where does the queen go? Put the cursor on a square of its row and press %s.", k.Grade.Help().Key)
}

// clock writes a duration as minutes and seconds, 1:05.
func clock(d time.Duration) string {
	s := int(d / time.Second)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// capital starts a sentence with a capital letter.
func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
