package accessible

import (
	"context"
	"errors"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
)

// Options are what the accessible watch program starts from: the
// visualizer's flags.
type Options struct {
	N        int
	Strategy solver.Strategy
	Stepper  solver.StepperOptions
	// Step is the step to open at.
	Step uint64
	// Speed is play's speed in steps per second; 0 or less: as fast as
	// the output takes them.
	Speed int
	// ParseSpeed reads the argument of the speed command, and SpeedSyntax
	// says what it takes: the visualizer's own (ui.ParseSpeed).
	ParseSpeed  func(string) (int, bool)
	SpeedSyntax string
	// Predict, if not 0, opens in predict mode with this density.
	Predict predict.Density
	// Prompt is written before each command is read ("" for none: when
	// the commands come from a pipe, the output holds sentences only).
	Prompt string
}

// errQuit ends a session: quit, or the end of the input.
var errQuit = errors.New("quit")

// totalMaxN is the largest board whose number of solutions is counted to
// say "solution 3 of 92": counting it takes a moment at most.
const totalMaxN = 14

// Run runs the accessible watch program: the search told a line per event,
// commands read as lines from in, until quit, the end of in (nil error)
// or ctx (ErrInterrupted).
func Run(ctx context.Context, in io.Reader, out io.Writer, o Options) error {
	w := &watch{lineIO: &lineIO{ctx: ctx, in: lines(in), out: out, prompt: o.Prompt}, o: o, speed: o.Speed}
	if err := w.restart(o.N, o.Strategy); err != nil {
		return err
	}
	w.say(msgWelcome(o.N, o.Strategy), msgNumbering())
	if o.Step > 0 {
		w.s.Seek(o.Step)
	}
	w.say(w.sentence())
	if o.Predict != 0 {
		w.quiz = predict.NewQuiz(o.Predict)
		w.say(msgPredictOn())
		w.ask()
	}
	return w.loop(w.dispatch)
}

// loop reads commands and runs each with run until quit or the end of
// the input.
func (l *lineIO) loop(run func(line string) error) error {
	for {
		if l.err != nil {
			return l.err
		}
		line, ok, err := l.read()
		if err != nil {
			return err
		}
		if !ok {
			return l.err
		}
		if err := run(line); errors.Is(err, errQuit) {
			l.say(msgBye())
			return l.err
		} else if err != nil {
			return err
		}
	}
}

// watch is a session of the watch program.
type watch struct {
	*lineIO
	o     Options
	s     *solver.Stepper
	speed int
	// total is the number of solutions of the run, when known (known).
	total uint64
	known bool
	quiz  *predict.Quiz
	asked *predict.Question // the question waiting for its answer
	// prefix are the queens the run was given (a room's teacher's run
	// may have them; the commands start runs without).
	prefix []int
}

// restart makes a new run on the n×n board with the strategy, at step 0.
func (w *watch) restart(n int, strategy solver.Strategy) error {
	s, err := solver.NewWith(n, strategy, w.prefix, w.o.Stepper)
	if err != nil {
		return err
	}
	w.s, w.known, w.asked = s, false, nil
	if n <= totalMaxN && strategy.Exhaustive() && len(w.prefix) == 0 {
		t, err := solver.Count(w.ctx, n, solver.CountOptions{Workers: 1})
		if err != nil {
			return ErrInterrupted // the count stops only when ctx ends
		}
		w.total, w.known = t, true
	}
	if w.quiz != nil {
		w.quiz = predict.NewQuiz(w.quiz.Density)
	}
	return nil
}

// sentence says the current event: its step and its narration, spoken,
// with "of 92" after a solution's number where the total is known.
func (w *watch) sentence() string {
	said := solver.NarrationIn(w.s, i18n.En) // its sentences are made from the English
	if ev := w.s.Event(); ev.Kind == solver.Solution && w.known {
		said = strings.Replace(said, msgSolutionName(ev.Index), msgSolutionOf(ev.Index, w.total), 1)
	}
	return msgStep(w.s.Step(), solver.Spoken(said))
}

// command is a command of a program: its name, short forms, and what it
// does with its argument.
type command[T any] struct {
	name  string
	short []string
	run   func(t T, arg string) error
}

// find returns the command a word names.
func find[T any](cmds []command[T], word string) (command[T], bool) {
	for _, c := range cmds {
		if c.name == word {
			return c, true
		}
		for _, s := range c.short {
			if s == word {
				return c, true
			}
		}
	}
	return command[T]{}, false
}

// watchCommands are the watch program's commands, as help lists them (a
// function: the commands run dispatch, which looks them up).
func watchCommands() []command[*watch] {
	return []command[*watch]{
		{"next", []string{"n"}, (*watch).next},
		{"back", []string{"b"}, (*watch).back},
		{"play", []string{"p"}, (*watch).play},
		{"pause", nil, (*watch).pause},
		{"speed", nil, (*watch).setSpeed},
		{"solution", []string{"s"}, func(w *watch, _ string) error { return w.seekKind(solver.Solution, "solution") }},
		{"backtrack", []string{"k"}, func(w *watch, _ string) error { return w.seekKind(solver.Backtrack, "backtrack") }},
		{"go", []string{"g"}, (*watch).goTo},
		{"strategy", []string{"a"}, (*watch).setStrategy},
		{"size", nil, (*watch).setSize},
		{"board", []string{"v"}, func(w *watch, _ string) error { w.say(describeBoard(w.s)...); return nil }},
		{"state", []string{"t"}, func(w *watch, _ string) error { w.say(describeState(w.s)...); return nil }},
		{"where", []string{"w"}, func(w *watch, _ string) error { w.say(describeWhere(w.s)); return nil }},
		{"predict", nil, (*watch).setPredict},
		{"skip", nil, func(w *watch, _ string) error { w.say(msgNoQuestion()); return nil }},
		{"help", []string{"h", "?"}, func(w *watch, _ string) error { w.say(helpWatch(strategyNames())...); return nil }},
		{"quit", []string{"q", "exit"}, func(*watch, string) error { return errQuit }},
	}
}

// dispatch runs a command line; while a question waits, the line is its
// answer first.
func (w *watch) dispatch(line string) error {
	if w.asked != nil {
		if done, err := w.answer(line); done || err != nil {
			return err
		}
	}
	if line == "" {
		return w.next("")
	}
	word, arg := words(line)
	c, ok := find(watchCommands(), word)
	if !ok {
		w.say(msgUnknown(word))
		return nil
	}
	return c.run(w, arg)
}

func (w *watch) next(string) error {
	switch {
	case w.asked != nil:
		w.say(msgAnswerFirst())
		w.sayQuestion()
	case w.s.IsDone():
		w.say(msgOver())
	default:
		w.s.Next()
		w.say(w.sentence())
		w.ask()
	}
	return nil
}

func (w *watch) back(string) error {
	if !w.s.Back() {
		w.say(msgAtStart())
		return nil
	}
	w.moved()
	return nil
}

// moved says the event the stepper was moved to, and asks its question.
func (w *watch) moved() {
	w.asked = nil
	w.say(w.sentence())
	w.ask()
}

func (w *watch) seekKind(k solver.Kind, what string) error {
	if w.s.IsDone() {
		w.say(msgOver())
		return nil
	}
	for !w.s.IsDone() {
		if err := w.ctx.Err(); err != nil {
			return ErrInterrupted
		}
		if w.s.Next().Kind == k {
			break
		}
	}
	if w.s.Event().Kind != k {
		w.say(msgNoMore(what))
	}
	w.moved()
	return nil
}

func (w *watch) goTo(arg string) error {
	if arg == "" {
		w.say(msgNeedsArg("go", "a step number"))
		return nil
	}
	k, err := strconv.ParseUint(arg, 10, 64)
	if err != nil {
		w.say(msgBadStep(arg))
		return nil
	}
	// A seek far ahead steps the search: in pieces, so that a signal
	// ends it.
	for w.s.Step() < k && !w.s.IsDone() {
		if w.ctx.Err() != nil {
			return ErrInterrupted
		}
		w.s.Seek(min(k, w.s.Step()+1<<16))
	}
	if k < w.s.Step() {
		w.s.Seek(k)
	}
	w.moved()
	return nil
}

// play says a line per step at the speed until the search ends, a
// question is asked, or a line comes in: that pauses, and a command other
// than play or pause is then run.
func (w *watch) play(string) error {
	if w.asked != nil {
		w.say(msgAnswerFirst())
		w.sayQuestion()
		return nil
	}
	if w.s.IsDone() {
		w.say(msgOver())
		return nil
	}
	w.say(msgPlaying(msgSpeedName(w.speed)))
	var every time.Duration
	if w.speed > 0 {
		every = time.Second / time.Duration(w.speed)
	}
	for {
		line, got, ok, err := w.wait(every)
		switch {
		case err != nil:
			return err
		case !ok:
			return nil // the end of the input ends the program
		case got:
			w.say(msgPaused(w.s.Step()))
			if word, _ := words(line); word == "" || word == "pause" || word == "play" || word == "p" {
				return nil
			}
			return w.dispatch(line)
		}
		w.s.Next()
		w.say(w.sentence())
		if w.ask(); w.asked != nil {
			return nil
		}
		if w.s.IsDone() {
			return w.lineIO.err
		}
		if w.lineIO.err != nil {
			return w.lineIO.err
		}
	}
}

func (w *watch) pause(string) error {
	w.say(msgPaused(w.s.Step()))
	return nil
}

func (w *watch) setSpeed(arg string) error {
	if arg == "" {
		w.say(msgSpeed(msgSpeedName(w.speed)))
		return nil
	}
	v, ok := w.o.ParseSpeed(arg)
	if !ok {
		w.say(msgBadSpeed(w.o.SpeedSyntax))
		return nil
	}
	w.speed = v
	w.say(msgSpeed(msgSpeedName(v)))
	return nil
}

// strategyNames are the strategies the visualizer runs, from the solver's
// table.
func strategyNames() []string { return solver.StrategyNames(solver.Strategies) }

func (w *watch) setStrategy(arg string) error {
	if s, ok := solver.StrategyNamed(arg); ok {
		return w.renew(w.s.N(), s)
	}
	w.say(msgBadStrategy(arg, strategyNames()))
	return nil
}

func (w *watch) setSize(arg string) error {
	n, err := strconv.Atoi(arg)
	if err != nil || n < 1 || n > solver.MaxN {
		w.say(msgBadSize(arg, solver.MaxN))
		return nil
	}
	return w.renew(n, w.s.Strategy())
}

// renew starts a new run and says so.
func (w *watch) renew(n int, strategy solver.Strategy) error {
	if _, err := solver.NewWith(n, strategy, nil, w.o.Stepper); err != nil {
		w.say(msgCannot(err))
		return nil
	}
	if err := w.restart(n, strategy); err != nil {
		return err
	}
	w.say(msgNewRun(n, strategy))
	w.moved()
	return nil
}

func (w *watch) setPredict(arg string) error {
	switch arg {
	case "on", "":
		if w.quiz == nil {
			w.quiz = predict.NewQuiz(predict.Every)
		}
		w.say(msgPredictOn())
		w.ask()
	case "off":
		if w.quiz != nil {
			w.say(msgPredictOff(scoreWords(w.quiz.Score())))
		}
		w.quiz, w.asked = nil, nil
	default:
		w.say(msgBadOnOff("predict"))
	}
	return nil
}
