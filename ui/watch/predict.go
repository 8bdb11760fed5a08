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
	"unicode"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
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
	lang    i18n.Lang // of its lines and its quizzes' questions
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
	// run's: a lesson's other slides (the aside's ScoreBefore).
	base predict.Score
}

// newQuiz starts a quiz over a run from the queens start, keeping the
// score so far.
func (p *predictor) newQuiz(start []int) {
	if p.quiz != nil {
		p.score = p.score.Add(p.quiz.Score())
	}
	p.quiz = predict.NewQuiz(p.density)
	p.quiz.Prefix = start
	p.quiz.Lang = p.lang
	p.asking, p.revealed = false, false
}

// total is the learner's score in predict mode, all runs together.
func (p *predictor) total() predict.Score {
	if p.quiz == nil {
		return p.score
	}
	return p.score.Add(p.quiz.Score())
}

// shown is the score on screen: the runs', added to the base a lesson's
// other slides give it.
func (p *predictor) shown() predict.Score { return p.base.Add(p.total()) }

// waiting reports whether a question waits for its answer: one was asked
// at the step on screen (a jump or a seek that moved the stepper since
// leaves it behind).
func (p *predictor) waiting(st *solver.Stepper) bool {
	return p.on && p.asking && st.Step() == p.question.Step
}

// revealShows reports whether the last reveal is on screen: the stepper
// is where the reveal left it and no question waits.
func (p *predictor) revealShows(st *solver.Stepper) bool {
	return p.on && p.revealed && !p.asking && st.Step() == p.reveal.To
}

// ask puts up the question the quiz asks before st's next event, if any,
// and reports whether it did. A run that was playing pauses (and goes on
// after the reveal).
func (p *predictor) ask(st *solver.Stepper, n int, pl *player) bool {
	if !p.on || st.IsDone() {
		return false
	}
	q, ok := p.quiz.Ask(st)
	if !ok {
		p.asking = false
		return false
	}
	if p.asking && p.question.Step == q.Step && p.question.Stage == q.Stage {
		return true // the same question, still waiting
	}
	p.asking, p.question, p.err = true, q, ""
	p.picks, p.digits = nil, ""
	p.cursor = p.cursorFor(q, n)
	if pl.playing {
		p.resume = true
		pl.pause()
	}
	return true
}

// cursorFor is where the cursor starts for a question on a board of size
// n: on the row the question is about, else where it was.
func (p *predictor) cursorFor(q predict.Question, n int) solver.Square {
	c := p.cursor
	switch {
	case q.Subject.Row >= 0 && q.Subject.Col >= 0:
		c = q.Subject
	case q.Subject.Row >= 0:
		c = solver.Square{Row: q.Subject.Row, Col: 0}
	}
	return solver.Square{Row: min(max(c.Row, 0), n-1), Col: min(max(c.Col, 0), n-1)}
}

// answer grades a (nil: skips) and shows the reveal; a follow-up question
// about the same decision is asked at once. A run that was playing goes on
// after revealHold.
func (p *predictor) answer(st *solver.Stepper, n int, pl *player, a *predict.Answer) tea.Cmd {
	if !p.waiting(st) {
		return nil
	}
	var r predict.Reveal
	var err error
	if a == nil {
		r, err = p.quiz.Skip(st)
	} else {
		r, err = p.quiz.Answer(st, *a)
	}
	if err != nil {
		p.err = err.Error()
		return nil
	}
	p.asking, p.revealed, p.reveal, p.err = false, true, r, ""
	if r.FollowUp && p.ask(st, n, pl) {
		return nil
	}
	if p.resume {
		p.resume = false
		return pl.resumeAfter(revealHold)
	}
	return nil
}

// askAgain is h while a reveal shows: back to the question's step, which
// asks it again (the score keeps the first answer).
func (p *predictor) askAgain(st *solver.Stepper, n int, pl *player) {
	st.Seek(p.reveal.Question.Step)
	p.revealed = false
	p.ask(st, n, pl)
}

// after runs after every move: a question the view moved away from is no
// longer asked, and the question before the next decision is put up
// (unless a reveal is still to be read, or a jump runs: the next key that
// moves on asks).
func (p *predictor) after(st *solver.Stepper, n int, pl *player, jumping bool) {
	if p.asking && st.Step() != p.question.Step {
		p.asking = false
	}
	if !p.on || jumping {
		return
	}
	if !p.asking && !p.revealShows(st) {
		p.ask(st, n, pl)
	}
}

// answerKey is a key msg of the answer to the question waiting on a board
// of size n, in the keys k: the answer it makes (nil while one is being
// made), and whether the key was one of the answer's.
func (p *predictor) answerKey(msg tea.KeyMsg, n int, k *keyMap) (*predict.Answer, bool) {
	q := p.question
	switch q.Form() {
	case predict.ChoiceForm:
		for _, c := range q.Choices {
			if key.Matches(msg, k.choices[c]) {
				a := predict.ChoiceAnswer(c)
				return &a, true
			}
		}
	case predict.SquareForm, predict.SquaresForm:
		if p.moveCursor(msg, n, k) {
			return nil, true
		}
		switch {
		case key.Matches(msg, k.Answer) && q.Form() == predict.SquareForm:
			a := predict.SquareAnswer(p.cursor.Row, p.cursor.Col)
			return &a, true
		case key.Matches(msg, k.Nowhere) && q.NowhereOK:
			a := predict.Nowhere()
			return &a, true
		case key.Matches(msg, k.Pick) && q.Form() == predict.SquaresForm:
			p.togglePick()
			return nil, true
		case key.Matches(msg, k.Answer):
			a := predict.SquaresAnswer(p.picks...)
			return &a, true
		}
	case predict.NumberForm:
		s := msg.String()
		switch {
		case len(s) == 1 && s[0] >= '0' && s[0] <= '9':
			if len(p.digits) < 19 {
				p.digits += s
			}
			return nil, true
		case key.Matches(msg, k.Erase):
			if p.digits != "" {
				p.digits = p.digits[:len(p.digits)-1]
			}
			return nil, true
		case key.Matches(msg, k.Answer):
			v, err := strconv.ParseUint(p.digits, 10, 64)
			if err != nil {
				p.err = p.lang.Sprintf(i18n.PredTypeNumber, keyName(k.Answer))
				return nil, true
			}
			a := predict.NumberAnswer(v)
			return &a, true
		}
	}
	return nil, false
}

// moveCursor moves the cursor with the cursor keys, wrapping at the edges
// of a board of size n; a question about one row keeps it on the row.
func (p *predictor) moveCursor(msg tea.KeyMsg, n int, k *keyMap) bool {
	oneRow := p.question.Subject.Row >= 0 && p.question.Kind != predict.Attacker && p.question.Kind != predict.Pruned
	switch {
	case key.Matches(msg, k.CursorUp, k.CursorDown):
		if oneRow {
			return true
		}
		d := 1
		if key.Matches(msg, k.CursorUp) {
			d = -1
		}
		p.cursor.Row = (p.cursor.Row + d + n) % n
	case key.Matches(msg, k.CursorLeft, k.CursorRight):
		d := 1
		if key.Matches(msg, k.CursorLeft) {
			d = -1
		}
		p.cursor.Col = (p.cursor.Col + d + n) % n
	default:
		return false
	}
	return true
}

// togglePick picks the cursor's square for a Pruned answer, or unpicks it.
func (p *predictor) togglePick() {
	if i := slices.Index(p.picks, p.cursor); i >= 0 {
		p.picks = slices.Delete(p.picks, i, i+1)
		return
	}
	p.picks = append(p.picks, p.cursor)
}

// markBoard draws the answer being made on the board: the cursor, and the
// squares picked (as pencil marks: "taken out").
func (p *predictor) markBoard(b *board.Board, st *solver.Stepper) {
	if !p.waiting(st) || p.question.Form() == predict.ChoiceForm || p.question.Form() == predict.NumberForm {
		return
	}
	for _, sq := range p.picks {
		b.Set(sq.Row, sq.Col, board.RuledOut)
	}
	b.Set(p.cursor.Row, p.cursor.Col, board.Cursor)
}

// answerKeys says how the question on screen is answered; short leaves
// out skip and back, which the help bar names too.
func (p *predictor) answerKeys(short bool, k *keyMap) string {
	q := p.question
	var parts []string
	switch q.Form() {
	case predict.ChoiceForm:
		for _, c := range q.Choices {
			parts = append(parts, said(k.choices[c]))
		}
	case predict.SquareForm:
		parts = append(parts, k.cursorKeys(), said(k.Answer))
		if q.NowhereOK {
			parts = append(parts, said(k.Nowhere))
		}
	case predict.SquaresForm:
		parts = append(parts, k.cursorKeys(), said(k.Pick), said(k.Answer))
	case predict.NumberForm:
		parts = append(parts, p.lang.T(i18n.PredDigits), said(k.Answer))
	}
	if !short {
		// The letter of back: the cursor takes the arrows.
		parts = append(parts, said(k.Skip), lastKey(k.Back)+" "+p.lang.T(i18n.KeyBack))
	}
	return strings.Join(parts, " · ")
}

// said is a binding's key and what it does: "enter answer".
func said(b key.Binding) string { return keyName(b) + " " + b.Help().Desc }

// cursorKeys names the cursor's keys and what they do: "←↑↓→ cursor"
// (with a "/" between names that are not each one sign: "j/i/k/l").
func (k *keyMap) cursorKeys() string {
	names := []string{keyName(k.CursorLeft), keyName(k.CursorUp), keyName(k.CursorDown), keyName(k.CursorRight)}
	sep := ""
	for _, s := range names {
		if r := []rune(s); len(r) != 1 || unicode.IsLetter(r[0]) || unicode.IsDigit(r[0]) {
			sep = "/"
		}
	}
	return strings.Join(names, sep) + " " + k.CursorLeft.Help().Desc
}

// text is the question (with the answer being typed or picked), or the
// reveal: the lines above predict mode's key line. room is the view's
// following of a room, whose teacher reveals.
func (p *predictor) text(st *solver.Stepper, ascii bool, room *follow) (text string, asking bool) {
	if p.waiting(st) {
		text = "? " + p.question.Prompt
		switch p.question.Form() {
		case predict.NumberForm:
			text += " " + p.digits + "_"
		case predict.SquaresForm:
			text += p.lang.Sprintf(i18n.PredPicked, predict.SquaresAnswer(p.picks...).Key())
		}
		if room.on && room.answered {
			text += p.lang.Sprintf(i18n.PredRoomGiven, room.given.In(p.lang))
		}
		if p.revealed && p.reveal.FollowUp && p.reveal.To == p.question.Step {
			text = p.lang.Sprintf(i18n.PredFollowUp, verdict(p.lang, p.reveal, ascii), p.reveal.Truth.Right.In(p.lang)) + text
		}
		if p.err != "" {
			text += " — " + p.err
		}
		return text, true
	}
	if p.revealShows(st) {
		r := p.reveal
		text = verdict(p.lang, r, ascii)
		if !r.Right && !r.Skipped {
			text += p.lang.Sprintf(i18n.PredYouSaid, r.Given.In(p.lang))
		}
		text += p.lang.Sprintf(i18n.PredBecause, r.Truth.Reason)
		if !r.Scored && !room.on {
			text += p.lang.T(i18n.PredAgain)
		}
		return text, false
	}
	return "", false
}

// verdict is "✓ right", "✗ wrong" or "skipped".
func verdict(l i18n.Lang, r predict.Reveal, ascii bool) string {
	switch {
	case r.Skipped:
		return l.T(i18n.PredSkipped)
	case r.Right && ascii:
		return "+ " + l.T(i18n.PredRight)
	case r.Right:
		return "✓ " + l.T(i18n.PredRight)
	case ascii:
		return "x " + l.T(i18n.PredWrong)
	}
	return "✗ " + l.T(i18n.PredWrong)
}

// scoreLine is the score, and the density: "every · 3/4 right · streak 2".
func (p *predictor) scoreLine() string {
	return p.lang.Sprintf(i18n.PredScoreLine, p.density.String(), p.shown().In(p.lang))
}

// hidesRow reports whether the board and the domains hide the mark of
// the row filled next while the question waits: with fc and MRV the row
// is part of the answer to "where does the next queen go?".
func (p *predictor) hidesRow(st *solver.Stepper, spec runSpec) bool {
	return p.waiting(st) && p.question.Kind == predict.Column && spec.strategy == solver.FC && spec.opt.MRV
}

// hidesLeft reports whether the panels hide the squares left to the rows
// (the columns left to try, fc's domains) while the question waits: the
// row's queen goes on the first of them that is safe, and with fc on the
// first of its domain.
func (p *predictor) hidesLeft(st *solver.Stepper) bool {
	k := p.question.Kind
	return p.waiting(st) && (k == predict.Column || k == predict.NextColumn)
}

// hidesAttacks reports whether the board hides the attacked squares, the
// lines of the queen that matters and fc's domains while the question
// waits: they would answer "safe or attacked?" and "by which queen?";
// "where does the row's queen go?" would be its first square left; and
// the squares a queen just put down attacks, less those pruned before, are
// the ones it prunes.
func (p *predictor) hidesAttacks(st *solver.Stepper) bool {
	if !p.waiting(st) {
		return false
	}
	switch p.question.Kind {
	case predict.SafeOrAttacked, predict.Attacker, predict.Column, predict.NextColumn, predict.Pruned:
		return true
	}
	return false
}

// hidesCount reports whether the header and the counters hide the count
// of solutions while the question waits: "how many solutions will have
// been found?" is that count and one.
func (p *predictor) hidesCount(st *solver.Stepper) bool {
	return p.waiting(st) && p.question.Kind == predict.SolutionNumber
}

// hidesOutcome reports whether the narration of a lift leaves out what
// the row does next: "where does its queen go next?" asks exactly that.
func (p *predictor) hidesOutcome(st *solver.Stepper) bool {
	return p.waiting(st) && p.question.Kind == predict.NextColumn && st.Event().Kind == solver.Backtrack
}

// Score is the learner's score in predict mode, all runs together.
func (m *Model) Score() predict.Score { return m.predict.total() }

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
		p.newQuiz(m.spec.start(m.lens))
	}
	p.quiz.Density = d
	m.player.pause()
	m.jump.cancel(&m.player, m.st.Step(), &m.note)
	m.follow.ask(p, m.st, m.spec.n, &m.player)
}

// densityWords says what each density asks.
var densityWords = map[predict.Density]i18n.ID{
	predict.Every:      i18n.PredDensityEvery,
	predict.Attacks:    i18n.PredDensityAttacks,
	predict.Backtracks: i18n.PredDensityBacktracks,
	predict.Rows:       i18n.PredDensityRows,
	predict.Solutions:  i18n.PredDensitySolutions,
}

// predictKey is predict mode's key layer, before the key table: h while a
// reveal shows asks again; while a question waits, its answer keys (the
// others go on to the table, so the watch keys still work: d changes the
// density, > skips). It takes nothing when predict mode is off.
func (m *Model) predictKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	p := &m.predict
	if m.follow.on {
		// Following a room, only the answer to the room's question.
		if p.waiting(m.st) && !m.follow.answered {
			if a, _ := p.answerKey(msg, m.spec.n, &m.keys); a != nil {
				return m.answerNow(a), true
			}
		}
		return nil, true
	}
	if !p.on {
		return nil, false
	}
	if key.Matches(msg, m.keys.Back) && p.revealShows(m.st) {
		m.player.pause()
		p.askAgain(m.st, m.spec.n, &m.player)
		return m.after(), true
	}
	if !p.waiting(m.st) {
		return nil, false
	}
	a, ok := p.answerKey(msg, m.spec.n, &m.keys)
	if a != nil {
		return m.answerNow(a), true
	}
	return nil, ok
}

// answerNow answers (nil: skips) and lets the view catch up; in a room it
// hands the answer to the room.
func (m *Model) answerNow(a *predict.Answer) tea.Cmd {
	if m.follow.on {
		return m.follow.answer(m.predict.question, *a)
	}
	cmd := m.predict.answer(m.st, m.spec.n, &m.player, a)
	return tea.Batch(cmd, m.after())
}

// predictLines are the status lines in predict mode: the question (or the
// reveal, or the narration as usual) on all but the last, wrapped; the
// last says how to answer (or what else there is to say) at the left and
// keeps the score at the right.
func (m *scene) predictLines(width, n int) []string {
	s := m.com.Styles
	g := s.Glyphs
	text, asking := m.predict.text(m.st, s.ASCII, m.follow)
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
	left := m.com.Lang.Sprintf(i18n.PredLeaves, keyName(m.keys.Predict), keyName(m.keys.Density))
	switch {
	case m.note != "":
		left = m.note // (until the next key)
	case m.follow.on && asking && !m.follow.answered:
		left = m.predict.answerKeys(true, m.keys)
	case m.follow.on:
		left = m.com.Lang.T(i18n.PredTeacher)
	case asking:
		left = m.predict.answerKeys(false, m.keys)
		if lipgloss.Width(left)+lipgloss.Width(m.predict.scoreLine())+1 > width {
			left = m.predict.answerKeys(true, m.keys)
		}
	case m.predict.revealShows(m.st):
		// The letters: a question's cursor may have just taken the arrows.
		left = m.com.Lang.Sprintf(i18n.PredGoesOn, lastKey(m.keys.Forward), keyName(m.keys.Play), lastKey(m.keys.Back))
	}
	right := s.Text.Render(common.ASCII(s, m.predict.scoreLine()))
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
