package watch

// Predict mode (P): before a decision the search is about to make, the view
// stops and asks what it will be; the learner answers with keys (a cursor on
// the board for the questions whose answer is a square), the answer is
// revealed with its reason, and the run goes on. The questions, their
// answers and their checks are internal/teach/predict's (a Quiz over the view's
// stepper); this part only holds the question on screen and the learner's
// answer being made (cursor, squares picked, digits), and turns keys into
// answers. An answer can also come as a message (AnswerMsg, SkipMsg), so
// that a classroom server can drive one view a student.

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

// revealHold is how long a reveal stays on screen before a run that was
// playing when the question came goes on: time to read the reason aloud.
const revealHold = 3 * time.Second

// AnswerMsg answers the question on screen, as the keys do.
type AnswerMsg struct{ Answer predict.Answer }

// SkipMsg skips the question on screen: the answer is revealed, not scored.
type SkipMsg struct{}

// predictor is predict mode's state in the view.
type predictor struct {
	on      bool
	density predict.Density
	quiz    *predict.Quiz // the current run's; a new run starts a new quiz

	asking   bool // a question waits for its answer
	question predict.Question

	revealed bool // the last reveal shows (while the stepper is where it left it)
	reveal   predict.Reveal
	err      string // why the last key was no answer

	// The answer being made.
	cursor solver.Square   // square questions
	picks  []solver.Square // Pruned: the squares picked so far
	digits string          // SolutionNumber

	resume bool // the run was playing when the question came
	score  predict.Score
	// base is the score made elsewhere that the score line adds to this
	// run's: a lesson's other slides (SetScoreBase).
	base predict.Score

	// In a room, following the teacher: the questions and the reveals
	// come with the teacher's cursor (FollowClass), and the student's
	// answer goes to the room.
	class    bool
	answered bool           // the student has answered the question on screen
	given    predict.Answer // …with this
	scored   map[classID]bool
}

// Class is predict mode's part of a room's cursor: the question waiting on
// the teacher's screen, and the reveal of the last one while it shows
// (with the next question, when one about the same decision follows).
type Class struct {
	Asking   bool
	Question predict.Question
	Revealed bool
	Reveal   predict.Reveal // its Given, Right and Skipped are the teacher's: a student's view grades its own
}

// classID names a question of a run: its step and stage.
type classID struct {
	step  uint64
	stage int
}

func idOf(q predict.Question) classID { return classID{q.Step, q.Stage} }

// Equal reports whether two classes show the same: the same question
// waiting, the same reveal (questions and reveals of one run are the same
// values wherever they were settled, so their steps and stages name them).
func (c Class) Equal(o Class) bool {
	return c.Asking == o.Asking && c.Revealed == o.Revealed &&
		(!c.Asking || idOf(c.Question) == idOf(o.Question) && c.Question.Kind == o.Question.Kind) &&
		(!c.Revealed || idOf(c.Reveal.Question) == idOf(o.Reveal.Question) && c.Reveal.To == o.Reveal.To)
}

// ClassAnswerMsg is a following student's answer to the room's question,
// for the room's tally (the view does not grade it: the teacher reveals).
type ClassAnswerMsg struct {
	Question predict.Question
	Answer   predict.Answer
}

// Class returns predict mode's state as a room shares it (see Class).
func (m *Model) Class() Class {
	p := &m.predict
	var c Class
	if !p.on {
		return c
	}
	if m.waiting() {
		c.Asking, c.Question = true, p.question
	}
	if p.revealed && m.st.Step() == p.reveal.To {
		c.Revealed, c.Reveal = true, p.reveal
	}
	return c
}

// FollowClass takes on the predict mode of the teacher's cursor (density
// d, 0 for off, and the question or reveal c) once Follow has set the run
// and the step: the question goes up when the stepper is at its step (a
// seek may still be under way), and a reveal is graded against the
// student's own answer to its question, if they gave one.
func (m *Model) FollowClass(d predict.Density, c Class) {
	p := &m.predict
	p.class, p.on, p.density = true, d != 0, d
	if !p.on {
		p.asking, p.revealed, p.answered = false, false, false
		m.updateKeys()
		return
	}
	if c.Revealed && (!p.revealed || idOf(p.reveal.Question) != idOf(c.Reveal.Question)) {
		r := c.Reveal
		r.Given, r.Right, r.Skipped, r.Scored = predict.Answer{}, false, true, false
		if p.answered && idOf(p.question) == idOf(r.Question) {
			r.Given, r.Right, r.Skipped = p.given, r.Truth.Grade(p.given), false
		}
		m.classScore(&r)
		p.reveal = r
	}
	p.revealed = c.Revealed
	if c.Asking && (!p.asking || idOf(p.question) != idOf(c.Question)) {
		p.question, p.err, p.answered = c.Question, "", false
		p.picks, p.digits = nil, ""
		p.cursor = m.cursorFor(c.Question)
	}
	p.asking = c.Asking
	m.updateKeys()
}

// classScore adds a reveal to a student's score, once per question.
func (m *Model) classScore(r *predict.Reveal) {
	p := &m.predict
	id := idOf(r.Question)
	if p.scored[id] {
		return
	}
	if p.scored == nil {
		p.scored = map[classID]bool{}
	}
	p.scored[id], r.Scored = true, true
	p.score.Count(*r)
}

// LeaveClass ends following a room's predict mode: a student who explores
// alone starts without predict mode (P turns it on, with their own quiz).
func (m *Model) LeaveClass() {
	if !m.predict.class {
		return
	}
	m.predict.class = false
	m.SetPredict(0)
	m.updateKeys()
}

// choiceKeys are the keys of the choices.
var choiceKeys = map[predict.Choice]string{
	predict.Safe: "s", predict.Attacked: "a", predict.Yes: "y", predict.No: "n", predict.New: "n", predict.Mirror: "m",
}

// newQuiz starts a quiz over the current run, keeping the score so far.
func (m *Model) newQuiz() {
	p := &m.predict
	if p.quiz != nil {
		p.score = p.score.Add(p.quiz.Score())
	}
	p.quiz = predict.NewQuiz(p.density)
	p.quiz.Prefix = m.start()
	p.asking, p.revealed = false, false
}

// Score is the learner's score in predict mode, all runs together.
func (m *Model) Score() predict.Score {
	if m.predict.quiz == nil {
		return m.predict.score
	}
	return m.predict.score.Add(m.predict.quiz.Score())
}

// SetScoreBase sets the score the score line adds to Score: what the
// learner made on a lesson's other slides.
func (m *Model) SetScoreBase(s predict.Score) { m.predict.base = s }

// Question returns the question on screen, if one waits for its answer.
func (m *Model) Question() (predict.Question, bool) {
	return m.predict.question, m.waiting()
}

// waiting reports whether a question waits for its answer: one was asked
// at the step on screen (a jump or a seek that moved the stepper since
// leaves it behind).
func (m *Model) waiting() bool {
	p := &m.predict
	return p.on && p.asking && m.st.Step() == p.question.Step
}

// SetPredict turns predict mode on with density d, or off (d = 0), and
// asks at once if there is a question at the step on screen.
func (m *Model) SetPredict(d predict.Density) {
	p := &m.predict
	if d == 0 {
		p.on, p.asking, p.revealed = false, false, false
		return
	}
	p.on, p.density = true, d
	if p.quiz == nil {
		m.newQuiz()
	}
	p.quiz.Density = d
	m.player.pause()
	m.cancelSeek()
	m.ask()
}

// togglePredict is P.
func (m *Model) togglePredict() {
	if m.predict.on {
		m.SetPredict(0)
		m.note = "predict mode off — " + keyName(m.keys.Predict) + " turns it on again"
		return
	}
	d := m.predict.density
	if d == 0 {
		d = predict.Every
	}
	m.SetPredict(d)
	if !m.predict.asking {
		m.note = "predict mode on (" + d.String() + "): step or play, and the view asks before each decision"
	}
}

// nextDensity is f: the next density of predict.Densities.
func (m *Model) nextDensity() {
	ds := predict.Densities
	d := ds[(slices.Index(ds, m.predict.density)+1)%len(ds)]
	m.predict.density, m.predict.quiz.Density = d, d
	m.predict.asking = false
	m.ask()
	if !m.predict.asking {
		m.note = "predict mode asks " + densityWords[d] + " — " + keyName(m.keys.Density) + " changes it"
	}
}

// densityWords says what each density asks.
var densityWords = map[predict.Density]string{
	predict.Every:      "at every decision",
	predict.Attacks:    "about attacks",
	predict.Backtracks: "at dead ends",
	predict.Rows:       "once a row",
	predict.Solutions:  "at solutions",
}

// ask puts up the question the quiz asks before the next event, if any,
// and reports whether it did. A run that was playing pauses (and goes on
// after the reveal).
func (m *Model) ask() bool {
	p := &m.predict
	if !p.on || p.class || m.st.IsDone() {
		return false // (in a room the teacher's view asks)
	}
	q, ok := p.quiz.Ask(m.st)
	if !ok {
		p.asking = false
		return false
	}
	if p.asking && p.question.Step == q.Step && p.question.Stage == q.Stage {
		return true // the same question, still waiting
	}
	p.asking, p.question, p.err = true, q, ""
	p.picks, p.digits = nil, ""
	p.cursor = m.cursorFor(q)
	if m.player.playing {
		p.resume = true
		m.player.pause()
	}
	return true
}

// cursorFor is where the cursor starts for a question: on the row the
// question is about, else where it was.
func (m *Model) cursorFor(q predict.Question) solver.Square {
	c := m.predict.cursor
	switch {
	case q.Subject.Row >= 0 && q.Subject.Col >= 0:
		c = q.Subject
	case q.Subject.Row >= 0:
		c = solver.Square{Row: q.Subject.Row, Col: 0}
	}
	n := m.spec.n
	return solver.Square{Row: min(max(c.Row, 0), n-1), Col: min(max(c.Col, 0), n-1)}
}

// answer grades a (nil: skips) and shows the reveal; a follow-up question
// about the same decision is asked at once. A run that was playing goes on
// after revealHold.
func (m *Model) answer(a *predict.Answer) tea.Cmd {
	p := &m.predict
	if !m.waiting() {
		return nil
	}
	var r predict.Reveal
	var err error
	if a == nil {
		r, err = p.quiz.Skip(m.st)
	} else {
		r, err = p.quiz.Answer(m.st, *a)
	}
	if err != nil {
		p.err = err.Error()
		return nil
	}
	p.asking, p.revealed, p.reveal, p.err = false, true, r, ""
	if r.FollowUp && m.ask() {
		return nil
	}
	if p.resume {
		p.resume = false
		return m.player.resumeAfter(revealHold)
	}
	return nil
}

// askAgain is h while a reveal shows: back to the question's step, which
// asks it again (the score keeps the first answer).
func (m *Model) askAgain() {
	m.st.Seek(m.predict.reveal.Question.Step)
	m.predict.revealed = false
	m.ask()
}

// revealShows reports whether the last reveal is on screen: the stepper
// is where the reveal left it and no question waits.
func (m *Model) revealShows() bool {
	p := &m.predict
	return p.on && p.revealed && !p.asking && m.st.Step() == p.reveal.To
}

// predictKey is predict mode's key layer, before the key table: h while a
// reveal shows asks again; while a question waits, its answer keys (the
// others go on to the table, so the watch keys still work: d changes the
// density, > skips). It takes nothing when predict mode is off.
func (m *Model) predictKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	p := &m.predict
	if p.class {
		// Following a room, only the answer to the room's question.
		if m.waiting() && !p.answered {
			cmd, _ := m.answerKey(msg)
			return cmd, true
		}
		return nil, true
	}
	if !p.on {
		return nil, false
	}
	if key.Matches(msg, m.keys.Back) && m.revealShows() {
		m.player.pause()
		m.askAgain()
		return m.after(), true
	}
	if !m.waiting() {
		return nil, false
	}
	return m.answerKey(msg)
}

// answerKey is a key of the answer to the question waiting.
func (m *Model) answerKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	p := &m.predict
	q := p.question
	k := msg.String()
	switch q.Form() {
	case predict.ChoiceForm:
		for _, c := range q.Choices {
			if k == choiceKeys[c] {
				a := predict.ChoiceAnswer(c)
				return m.answerNow(&a), true
			}
		}
	case predict.SquareForm, predict.SquaresForm:
		if m.moveCursor(k) {
			return nil, true
		}
		switch {
		case k == "enter" && q.Form() == predict.SquareForm:
			a := predict.SquareAnswer(p.cursor.Row, p.cursor.Col)
			return m.answerNow(&a), true
		case k == "-" && q.NowhereOK:
			a := predict.Nowhere()
			return m.answerNow(&a), true
		case k == " " && q.Form() == predict.SquaresForm:
			m.togglePick()
			return nil, true
		case k == "enter":
			a := predict.SquaresAnswer(p.picks...)
			return m.answerNow(&a), true
		}
	case predict.NumberForm:
		switch {
		case len(k) == 1 && k[0] >= '0' && k[0] <= '9':
			if len(p.digits) < 19 {
				p.digits += k
			}
			return nil, true
		case k == "backspace":
			if p.digits != "" {
				p.digits = p.digits[:len(p.digits)-1]
			}
			return nil, true
		case k == "enter":
			v, err := strconv.ParseUint(p.digits, 10, 64)
			if err != nil {
				p.err = "type the number, then enter"
				return nil, true
			}
			a := predict.NumberAnswer(v)
			return m.answerNow(&a), true
		}
	}
	return nil, false
}

// answerNow answers and lets the view catch up; in a room it hands the
// answer to the room.
func (m *Model) answerNow(a *predict.Answer) tea.Cmd {
	if p := &m.predict; p.class {
		p.answered, p.given = true, *a
		msg := ClassAnswerMsg{Question: p.question, Answer: *a}
		return func() tea.Msg { return msg }
	}
	cmd := m.answer(a)
	return tea.Batch(cmd, m.after())
}

// moveCursor moves the cursor with the arrow keys, wrapping at the edges;
// a question about one row keeps it on the row.
func (m *Model) moveCursor(k string) bool {
	p := &m.predict
	n := m.spec.n
	oneRow := p.question.Subject.Row >= 0 && p.question.Kind != predict.Attacker && p.question.Kind != predict.Pruned
	switch k {
	case "up", "down":
		if oneRow {
			return true
		}
		d := map[string]int{"up": -1, "down": 1}[k]
		p.cursor.Row = (p.cursor.Row + d + n) % n
	case "left", "right":
		d := map[string]int{"left": -1, "right": 1}[k]
		p.cursor.Col = (p.cursor.Col + d + n) % n
	default:
		return false
	}
	return true
}

// togglePick picks the cursor's square for a Pruned answer, or unpicks it.
func (m *Model) togglePick() {
	p := &m.predict
	if i := slices.Index(p.picks, p.cursor); i >= 0 {
		p.picks = slices.Delete(p.picks, i, i+1)
		return
	}
	p.picks = append(p.picks, p.cursor)
}

// markBoard draws the answer being made on the board: the cursor, and the
// squares picked (as pencil marks: "taken out").
func (m *Model) markBoard(b *board.Board) {
	p := &m.predict
	if !m.waiting() || p.question.Form() == predict.ChoiceForm || p.question.Form() == predict.NumberForm {
		return
	}
	for _, sq := range p.picks {
		b.Set(sq.Row, sq.Col, board.RuledOut)
	}
	b.Set(p.cursor.Row, p.cursor.Col, board.Cursor)
}

// answerKeys says how the question on screen is answered; short leaves
// out skip and back, which the help bar names too.
func (m *Model) answerKeys(short bool) string {
	q := m.predict.question
	var parts []string
	switch q.Form() {
	case predict.ChoiceForm:
		for _, c := range q.Choices {
			parts = append(parts, choiceKeys[c]+" "+c.String())
		}
	case predict.SquareForm:
		parts = append(parts, "←↑↓→ cursor", "enter answer")
		if q.NowhereOK {
			parts = append(parts, "- nowhere")
		}
	case predict.SquaresForm:
		parts = append(parts, "←↑↓→ cursor", "space pick", "enter answer")
	case predict.NumberForm:
		parts = append(parts, "digits", "enter answer")
	}
	if !short {
		parts = append(parts, "> skip", "h back")
	}
	return strings.Join(parts, " · ")
}

// predictText is the question (with the answer being typed or picked), or
// the reveal: the lines above predict mode's key line.
func (m *Model) predictText() (text string, asking bool) {
	p := &m.predict
	if m.waiting() {
		text = "? " + p.question.Prompt
		switch p.question.Form() {
		case predict.NumberForm:
			text += " " + p.digits + "_"
		case predict.SquaresForm:
			text += " picked: " + predict.SquaresAnswer(p.picks...).Key()
		}
		if p.class && p.answered {
			text += " — you answered " + p.given.Key() + "; the teacher reveals"
		}
		if p.revealed && p.reveal.FollowUp && p.reveal.To == p.question.Step {
			text = m.verdict(p.reveal) + ": " + p.reveal.Truth.Right.Key() + ". " + text
		}
		if p.err != "" {
			text += " — " + p.err
		}
		return text, true
	}
	if m.revealShows() {
		r := p.reveal
		text = m.verdict(r)
		if !r.Right && !r.Skipped {
			text += " (you said " + r.Given.Key() + ")"
		}
		text += ": " + r.Truth.Reason
		if !r.Scored && !p.class {
			text += " (asked again: the score keeps the first answer)"
		}
		return text, false
	}
	return "", false
}

// verdict is "✓ right", "✗ wrong" or "skipped".
func (m *Model) verdict(r predict.Reveal) string {
	ascii := m.com.Styles.ASCII
	switch {
	case r.Skipped:
		return "skipped"
	case r.Right && ascii:
		return "+ right"
	case r.Right:
		return "✓ right"
	case ascii:
		return "x wrong"
	}
	return "✗ wrong"
}

// scoreLine is the score, and the density: "every · 3/4 right · streak 2".
func (m *Model) scoreLine() string {
	return "predict " + m.predict.density.String() + " · " + m.shownScore().String()
}

// shownScore is the score on screen: the run's, added to the base a
// lesson's other slides give it.
func (m *Model) shownScore() predict.Score { return m.predict.base.Add(m.Score()) }

// predictAfter runs after every move: a question the view moved away from
// is no longer asked, and the question before the next decision is put up
// (unless a reveal is still to be read: the next key that moves on asks).
func (m *Model) predictAfter() {
	p := &m.predict
	if p.class {
		return // the room's cursor puts up and takes down the questions (FollowClass)
	}
	if p.asking && m.st.Step() != p.question.Step {
		p.asking = false
	}
	if !p.on || m.jump.goal != none {
		return
	}
	if !p.asking && !m.revealShows() {
		m.ask()
	}
}

// predictLines are the status lines in predict mode: the question (or the
// reveal, or the narration as usual) on all but the last, wrapped; the
// last says how to answer (or what else there is to say) at the left and
// keeps the score at the right.
func (m *Model) predictLines(width, n int) []string {
	s := m.com.Styles
	g := s.Glyphs
	text, asking := m.predictText()
	style := s.Active
	var lines []string
	switch {
	case text == "":
		// No question nor reveal: the narration and the second line as
		// without predict mode.
		lines = m.narration(width, n-1)
	default:
		if !asking {
			style = s.Celebrate
			if r := m.predict.reveal; !r.Right {
				style = s.Warning
			}
		}
		lines = common.Wrap(common.ASCII(s, text), width)
		if len(lines) > n-1 {
			lines = lines[:n-1]
			lines[n-2] = theme.Fit(lines[n-2]+" "+g.Ellipsis, width, g.Ellipsis)
		}
		for i := range lines {
			lines[i] = theme.Fit(style.Render(lines[i]), width, g.Ellipsis)
		}
		for len(lines) < n-1 {
			lines = append(lines, strings.Repeat(" ", width))
		}
	}
	left := "P leaves · f density"
	switch {
	case m.note != "":
		left = m.note // (until the next key)
	case m.predict.class && asking && !m.predict.answered:
		left = m.answerKeys(true)
	case m.predict.class:
		left = "the teacher asks and reveals"
	case asking:
		left = m.answerKeys(false)
		if lipgloss.Width(left)+lipgloss.Width(m.scoreLine())+1 > width {
			left = m.answerKeys(true)
		}
	case m.revealShows():
		// The letters: a question's cursor may have just taken the arrows.
		left = lastKey(m.keys.Forward) + " or " + keyName(m.keys.Play) + " goes on · " + lastKey(m.keys.Back) + " asks again"
	}
	right := s.Text.Render(common.ASCII(s, m.scoreLine()))
	left = s.Muted.Render(common.ASCII(s, left))
	gapW := width - lipgloss.Width(left) - lipgloss.Width(right)
	if gapW < 1 && n > 2 && text != "" && strings.TrimSpace(lines[n-2]) == "" {
		// The keys on the line the text leaves free, the score alone.
		lines[n-2] = theme.Fit(left, width, g.Ellipsis)
		left, gapW = "", width-lipgloss.Width(right)
	}
	last := left + strings.Repeat(" ", max(gapW, 1)) + right
	if gapW < 1 {
		last = theme.Fit(right+" "+left, width, g.Ellipsis)
	}
	return append(lines, theme.Fit(last, width, g.Ellipsis))
}

// hidesRow reports whether the board and the domains hide the mark of
// the row filled next while the question waits: with fc and MRV the row
// is part of the answer to "where does the next queen go?".
func (m *Model) hidesRow() bool {
	return m.waiting() && m.predict.question.Kind == predict.Column && m.spec.strategy == solver.FC && m.spec.opt.MRV
}

// hidesAttacks reports whether the board hides the attacked squares while
// the question waits: they would answer "safe or attacked?" and "by which
// queen?", and "where does the row's queen go?" would be its first square
// left blank.
func (m *Model) hidesAttacks() bool {
	if !m.waiting() {
		return false
	}
	switch m.predict.question.Kind {
	case predict.SafeOrAttacked, predict.Attacker, predict.Column, predict.NextColumn:
		return true
	}
	return false
}
