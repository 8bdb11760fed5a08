package accessible

import (
	"context"
	"io"
	"slices"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
)

// Follow is a room's state as a following student is told it: the
// teacher's run and step, and the predict question on screen or its
// reveal (nqueens serve's cursor, in the words of this package).
type Follow struct {
	State    lesson.State
	Prefix   []int
	Asking   bool
	Question predict.Question
	Revealed bool
	Reveal   predict.Reveal // the teacher's: the student's own answer is graded here
}

// FollowOptions are what a following student's program starts from.
type FollowOptions struct {
	// Prompt is written before each command is read.
	Prompt string
	// Answer sends the student's answer to the room's question; it
	// reports whether the room counted it.
	Answer func(predict.Question, predict.Answer) bool
	// Lang is the student's language: the sentences', the commands'
	// beside the English ones, and the room's questions', which the
	// teacher's screen asks in the teacher's.
	Lang i18n.Lang
}

// follower is a following student's session: the watch program's
// sentences, driven by the room instead of by commands.
type follower struct {
	*watch
	o     FollowOptions
	state lesson.State
	on    bool                          // a run is said (state is the teacher's)
	given map[questionID]predict.Answer // the answers sent, by question
	told  *questionID                   // the reveal said last
	// asking is the prompt of the question waiting (asked, as the room
	// asks it) in the student's language.
	asking string
}

// questionID names a question of a run: its step and stage, as the
// room does.
type questionID struct {
	step  uint64
	stage int
}

func idOf(q predict.Question) questionID { return questionID{q.Step, q.Stage} }

// RunFollower runs a following student's program: it says each state the
// room sends on states as the watch program says a step, asks the room's
// questions and sends their answers with o.Answer, says the reveals,
// until quit, the end of in, states closed (nil error) or ctx
// (ErrInterrupted). The room sends its latest state only, and the
// program takes it when it has said the one before: a teacher moving
// fast gets the latest step said, not every one queued.
func RunFollower(ctx context.Context, in io.Reader, out io.Writer, states <-chan Follow, o FollowOptions) error {
	f := &follower{watch: &watch{lineIO: &lineIO{ctx: ctx, in: lines(in), out: out, prompt: o.Prompt, lang: o.Lang}}, o: o,
		given: map[questionID]predict.Answer{}}
	f.say(msgFollowWelcome(f.lang), msgNumbering(f.lang))
	if f.prompt != "" {
		_, f.lineIO.err = io.WriteString(f.out, f.prompt)
	}
	for {
		if f.lineIO.err != nil {
			return f.lineIO.err
		}
		select {
		case <-ctx.Done():
			return ErrInterrupted
		case st, ok := <-states:
			if !ok {
				f.say(f.lang.T(i18n.AccRoomClosed))
				return f.lineIO.err
			}
			if err := f.take(st); err != nil {
				return err
			}
		case line, ok := <-f.in:
			if !ok {
				return f.lineIO.err
			}
			if err := f.command(clean(line)); err == errQuit {
				f.say(msgBye(f.lang))
				return f.lineIO.err
			} else if err != nil {
				return err
			}
		}
		if f.prompt != "" && f.lineIO.err == nil {
			_, f.lineIO.err = io.WriteString(f.out, f.prompt)
		}
	}
}

// take says what changed in the room: a reveal first (it settles the
// question the step was asked at), then the step, then a new question.
func (f *follower) take(st Follow) error {
	if st.Revealed {
		if id := idOf(st.Reveal.Question); f.told == nil || *f.told != id {
			f.told = &id
			f.revealedToMe(st.Reveal)
		}
	}
	moved, err := f.seek(st)
	if err != nil {
		f.say(msgCannot(f.lang, err))
		return nil
	}
	if moved {
		f.say(f.sentence())
	}
	if !st.Asking {
		f.asked = nil
		return nil
	}
	if f.asked == nil || idOf(*f.asked) != idOf(st.Question) || f.asked.Kind != st.Question.Kind {
		q := st.Question
		f.asked, f.asking = &q, q.Prompt
		if mine, _, ok := f.retold(q); ok {
			f.asking = mine.Prompt
		}
		if _, sent := f.given[idOf(q)]; !sent {
			f.sayQuestion()
		}
	}
	return nil
}

// seek takes the teacher's run and step; moved reports whether there is
// a new step to say.
func (f *follower) seek(st Follow) (moved bool, err error) {
	run := st.State
	run.Step, run.View, run.Layout, run.Panels, run.Predict = 0, "", "", "", 0
	if !f.on || run != f.state || !slices.Equal(st.Prefix, f.watch.prefix) {
		f.watch.o.Stepper, f.watch.prefix = run.Options, slices.Clone(st.Prefix)
		if err := f.restart(run.N, run.Strategy); err != nil {
			return false, err
		}
		f.state, f.on = run, true
		f.given, f.told = map[questionID]predict.Answer{}, nil
		f.say(msgNewRun(f.lang, run.N, run.Strategy))
		moved = true
	}
	if f.s.Step() != st.State.Step {
		f.s.Seek(st.State.Step)
		moved = true
	}
	return moved, nil
}

// revealedToMe says the answer the teacher revealed, and whether the
// student's own answer to it was right.
func (f *follower) revealedToMe(r predict.Reveal) {
	l := f.lang
	reason := r.Truth.Reason
	if _, truth, ok := f.retold(r.Question); ok {
		reason = truth.Reason
	}
	reason, right := solver.SpokenIn(l, reason), answerWords(l, r.Truth.Right)
	a, sent := f.given[idOf(r.Question)]
	switch {
	case !sent:
		f.say(l.Sprintf(i18n.AccRevealed, right, reason))
	case r.Truth.Grade(a):
		f.say(msgRight(l, reason))
	default:
		f.say(msgWrong(l, right, reason))
	}
}

// retold is the room's question q, and its truth, in the student's
// language, told from the student's own copy of the teacher's run; ok is
// false when that run is not q's (the room's words are said then).
func (f *follower) retold(q predict.Question) (predict.Question, predict.Truth, bool) {
	if !f.on || f.s.N() != q.N {
		return q, predict.Truth{}, false
	}
	at := f.s.Step()
	f.s.Seek(q.Step)
	defer f.s.Seek(at)
	if f.s.Step() != q.Step {
		return q, predict.Truth{}, false
	}
	mine, truth, err := predict.Retell(f.s, f.watch.prefix, q, f.lang)
	return mine, truth, err == nil
}

// sayQuestion says the room's question waiting, in the student's
// language.
func (f *follower) sayQuestion() {
	f.say(msgQuestion(f.lang, solver.SpokenIn(f.lang, f.asking), f.lang.T(hintOf(*f.asked))))
}

// followCommands are the follower's commands: the teacher drives, so
// they only read the board out, answer, or leave.
func followCommands() []command[*follower] {
	return []command[*follower]{
		{"board", i18n.AccCmdBoard, []string{"v"}, func(f *follower, _ string) error { f.sayIfOn(describeBoard); return nil }},
		{"state", i18n.AccCmdState, []string{"t"}, func(f *follower, _ string) error { f.sayIfOn(describeState); return nil }},
		{"where", i18n.AccCmdWhere, []string{"w"}, func(f *follower, _ string) error {
			f.sayIfOn(func(l i18n.Lang, s *solver.Stepper) []string { return []string{describeWhere(l, s)} })
			return nil
		}},
		{"question", i18n.AccCmdQuestion, nil, func(f *follower, _ string) error {
			if f.asked == nil {
				f.say(msgNoQuestion(f.lang))
			} else {
				f.sayQuestion()
			}
			return nil
		}},
		{"help", i18n.AccCmdHelp, []string{"h", "?"}, func(f *follower, _ string) error {
			f.say(helpFollow(f.lang)...)
			f.say(helpEnglish(f.lang, followCommands())...)
			return nil
		}},
		{"quit", i18n.AccCmdQuit, []string{"q", "exit"}, func(*follower, string) error { return errQuit }},
	}
}

// sayIfOn says what describe says of the teacher's run, once there is one.
func (f *follower) sayIfOn(describe func(i18n.Lang, *solver.Stepper) []string) {
	if !f.on {
		f.say(f.lang.T(i18n.AccWaitingTeacher))
		return
	}
	f.say(describe(f.lang, f.s)...)
}

// command runs a line the student typed: while a question waits, the line
// is its answer first.
func (f *follower) command(line string) error {
	if line == "" {
		return nil
	}
	word, arg := words(line)
	c, isCommand := find(followCommands(), word, f.lang)
	if f.asked != nil && !isCommand {
		f.answerRoom(line)
		return nil
	}
	if !isCommand {
		f.say(msgUnknown(f.lang, word))
		return nil
	}
	return c.run(f, arg)
}

// answerRoom sends a typed answer to the room's question.
func (f *follower) answerRoom(line string) {
	q := *f.asked
	if _, sent := f.given[idOf(q)]; sent {
		f.say(f.lang.T(i18n.AccAnsweredAlready))
		return
	}
	a, err := parseAnswer(f.lang, q, line)
	if err != nil {
		f.say(msgNotRoomAnswer(f.lang, err))
		return
	}
	if f.o.Answer == nil || !f.o.Answer(q, a) {
		f.say(f.lang.T(i18n.AccNotCounted))
		return
	}
	f.given[idOf(q)] = a
	f.say(f.lang.Sprintf(i18n.AccAnswerSent, answerWords(f.lang, a)))
}
