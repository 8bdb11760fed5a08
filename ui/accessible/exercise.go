package accessible

import (
	"context"
	"io"
	"time"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/solver"
)

// ExerciseOptions are what the accessible exercise program plays: the
// instance of Kind drawn from Seed on a board of N (0: the kind's own),
// under the student's name.
type ExerciseOptions struct {
	Kind    exercise.Kind
	Seed    uint64
	N       int
	Student string
	// Exercise are the instance's choices beside its seed and size.
	Exercise exercise.Options
	// Prompt is written before each command is read ("" for none).
	Prompt string
	// now is the clock (nil: time.Now), which tests set.
	now func() time.Time
	// Lang is the language of the sentences, and of the commands taken
	// beside the English ones.
	Lang i18n.Lang
}

// RunExercise plays a graded exercise as lines: the instance said in
// sentences, each question with the commands that answer it, each answer
// graded with why by the same exercise code the TUI plays, until quit or
// the end of the input. It returns the attempt at the instance last
// played, for a result file.
func RunExercise(ctx context.Context, in io.Reader, out io.Writer, o ExerciseOptions) (exercise.Attempt, error) {
	if o.now == nil {
		o.now = time.Now
	}
	x := &exerciseSession{lineIO: &lineIO{ctx: ctx, in: lines(in), out: out, prompt: o.Prompt, lang: o.Lang}, o: o}
	if err := x.open(o.Seed); err != nil {
		return exercise.Attempt{}, err
	}
	err := x.loop(x.dispatch)
	return x.attempt(), err
}

// exerciseSession is a session of the exercise program.
type exerciseSession struct {
	*lineIO
	o         ExerciseOptions
	ex        exercise.Exercise
	part      exercisePart
	start     time.Time
	modelSeen bool
}

// exercisePart is one kind of exercise in sentences: what the instance
// is, what is asked now, the kind's own commands and its model answer.
type exercisePart interface {
	// intro says the instance: the board and what the student does.
	intro() []string
	// question says what is asked now and the command that answers it;
	// only asked while the instance is not finished.
	question() []string
	// commands are the kind's own commands; each says the grade of the
	// step it makes.
	commands() []command[*exerciseSession]
	// model is the model answer, a sentence a step.
	model() []string
	// unit is the plural message of what the score counts.
	unit() i18n.ID
}

// open draws the instance of seed and says it.
func (x *exerciseSession) open(seed uint64) error {
	o := x.o.Exercise
	o.Lang = x.lang // the grading's reasons, in the session's language
	ex, err := exercise.New(x.o.Kind, seed, x.o.N, o)
	if err != nil {
		return err
	}
	var p exercisePart
	l := x.lang
	switch ex := ex.(type) {
	case *exercise.BacktrackExercise:
		p = &backtrackLines{l: l, bt: ex}
	case *exercise.MCExercise:
		p = &mcLines{l: l, mc: ex}
	case *exercise.FCExercise:
		p = &fcLines{l: l, fc: ex}
	case *exercise.SymmetryExercise:
		p = &symmetryLines{l: l, sym: ex}
	case *exercise.BitmaskExercise:
		p = &bitmaskLines{l: l, bm: ex}
	default:
		return errNoLines(ex.Kind())
	}
	x.ex, x.part, x.start, x.modelSeen = ex, p, x.o.now(), false
	x.say(msgExerciseHead(l, ex.Kind(), ex.Seed(), ex.N()), msgNumbering(l))
	x.say(p.intro()...)
	x.ask()
	return nil
}

// ask says the question asked now, or the score once finished.
func (x *exerciseSession) ask() {
	if x.ex.Finished() {
		x.say(msgExerciseDone(x.lang, x.score()))
		return
	}
	x.say(x.part.question()...)
}

// graded says a step's grade, then what comes next.
func (x *exerciseSession) graded(st exercise.Step) {
	if st.Right {
		x.say(x.lang.T(i18n.AccStepRight))
	} else {
		x.say(msgStepWrong(x.lang, solver.SpokenIn(x.lang, st.Why)))
	}
	x.ask()
}

func (x *exerciseSession) attempt() exercise.Attempt {
	return exercise.AttemptOf(x.ex, x.o.Student, x.o.now().Sub(x.start), x.modelSeen)
}

// score says the score, the wrong steps and the time taken.
func (x *exerciseSession) score() string {
	right, outOf := x.ex.Score()
	return msgExerciseScore(x.lang, right, outOf, x.part.unit(), x.ex.Wrong(), x.o.now().Sub(x.start))
}

func exerciseCommands() []command[*exerciseSession] {
	return []command[*exerciseSession]{
		{"undo", i18n.AccCmdUndo, []string{"u"}, func(x *exerciseSession, _ string) error {
			if !x.ex.Undo() {
				x.say(x.lang.T(i18n.AccNothingToUndo))
				return nil
			}
			x.say(x.lang.T(i18n.AccUndone))
			x.ask()
			return nil
		}},
		{"model", i18n.AccCmdModel, []string{"m"}, func(x *exerciseSession, _ string) error {
			x.modelSeen = true
			x.say(x.part.model()...)
			return nil
		}},
		{"score", i18n.AccCmdScore, nil, func(x *exerciseSession, _ string) error { x.say(x.score()); return nil }},
		{"again", i18n.AccCmdAgain, []string{"a"}, func(x *exerciseSession, _ string) error {
			x.say(x.part.intro()...)
			x.ask()
			return nil
		}},
		{"new", i18n.AccCmdNew, []string{"r"}, func(x *exerciseSession, _ string) error {
			return x.open(exercise.NextSeed(x.ex.Seed()))
		}},
		{"help", i18n.AccCmdHelp, []string{"h", "?"}, func(x *exerciseSession, _ string) error {
			x.say(helpExercise(x.lang, x.part.commands())...)
			x.say(helpEnglish(x.lang, append(x.part.commands(), exerciseCommands()...))...)
			return nil
		}},
		{"quit", i18n.AccCmdQuit, []string{"q", "exit"}, func(x *exerciseSession, _ string) error {
			x.say(x.score())
			return errQuit
		}},
	}
}

func (x *exerciseSession) dispatch(line string) error {
	word, arg := words(line)
	if word == "" {
		x.ask()
		return nil
	}
	c, ok := find(x.part.commands(), word, x.lang)
	if ok && x.ex.Finished() {
		x.say(msgExerciseDone(x.lang, x.score()))
		return nil
	}
	if !ok {
		c, ok = find(exerciseCommands(), word, x.lang)
	}
	if !ok {
		x.say(msgUnknown(x.lang, word))
		return nil
	}
	return c.run(x, arg)
}
