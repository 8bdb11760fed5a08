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
	// ParseSpeed reads the argument of the speed command (the
	// visualizer's own, ui.ParseSpeed), and MaxSpeed is the fastest
	// number it takes beside "max".
	ParseSpeed func(string) (int, bool)
	MaxSpeed   int
	// Predict, if not 0, opens in predict mode with this density.
	Predict predict.Density
	// Prompt is written before each command is read ("" for none: when
	// the commands come from a pipe, the output holds sentences only).
	Prompt string
	// Lang is the language of the sentences and of the commands taken
	// beside the English ones.
	Lang i18n.Lang
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
	w := &watch{lineIO: &lineIO{ctx: ctx, in: lines(in), out: out, prompt: o.Prompt, lang: o.Lang}, o: o, speed: o.Speed}
	if err := w.restart(o.N, o.Strategy); err != nil {
		return err
	}
	w.say(msgWelcome(w.lang, o.N, o.Strategy), msgNumbering(w.lang))
	if o.Step > 0 {
		w.s.Seek(o.Step)
	}
	w.say(w.sentence())
	if o.Predict != 0 {
		w.quiz = w.newQuiz(o.Predict)
		w.say(msgPredictOn(w.lang))
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
			l.say(msgBye(l.lang))
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
		w.quiz = w.newQuiz(w.quiz.Density)
	}
	return nil
}

// newQuiz is predict mode of density d, asking in the session's language.
func (w *watch) newQuiz(d predict.Density) *predict.Quiz {
	return &predict.Quiz{Density: d, Lang: w.lang}
}

// sentence says the current event: its step and its narration, spoken,
// with "of 92" after a solution's number where the total is known.
func (w *watch) sentence() string {
	said := solver.NarrationIn(w.s, w.lang)
	if ev := w.s.Event(); ev.Kind == solver.Solution && w.known {
		said = strings.Replace(said, msgSolutionName(w.lang, ev.Index), msgSolutionOf(w.lang, ev.Index, w.total), 1)
	}
	return msgStep(w.lang, w.s.Step(), solver.SpokenIn(w.lang, said))
}

// watchCommands are the watch program's commands, as help lists them (a
// function: the commands run dispatch, which looks them up).
func watchCommands() []command[*watch] {
	return []command[*watch]{
		{"next", i18n.AccCmdNext, []string{"n"}, (*watch).next},
		{"back", i18n.AccCmdBack, []string{"b"}, (*watch).back},
		{"play", i18n.AccCmdPlay, []string{"p"}, (*watch).play},
		{"pause", i18n.AccCmdPause, nil, (*watch).pause},
		{"speed", i18n.AccCmdSpeed, nil, (*watch).setSpeed},
		{"solution", i18n.AccCmdSolution, []string{"s"}, func(w *watch, _ string) error { return w.seekKind(solver.Solution) }},
		{"backtrack", i18n.AccCmdBacktrack, []string{"k"}, func(w *watch, _ string) error { return w.seekKind(solver.Backtrack) }},
		{"go", i18n.AccCmdGo, []string{"g"}, (*watch).goTo},
		{"strategy", i18n.AccCmdStrategy, []string{"a"}, (*watch).setStrategy},
		{"size", i18n.AccCmdSize, nil, (*watch).setSize},
		{"board", i18n.AccCmdBoard, []string{"v"}, func(w *watch, _ string) error { w.say(describeBoard(w.lang, w.s)...); return nil }},
		{"state", i18n.AccCmdState, []string{"t"}, func(w *watch, _ string) error { w.say(describeState(w.lang, w.s)...); return nil }},
		{"where", i18n.AccCmdWhere, []string{"w"}, func(w *watch, _ string) error { w.say(describeWhere(w.lang, w.s)); return nil }},
		{"predict", i18n.AccCmdPredict, nil, (*watch).setPredict},
		{"skip", i18n.AccCmdSkip, nil, func(w *watch, _ string) error { w.say(msgNoQuestion(w.lang)); return nil }},
		{"help", i18n.AccCmdHelp, []string{"h", "?"}, func(w *watch, _ string) error {
			w.say(helpWatch(w.lang, strategyNames())...)
			w.say(helpEnglish(w.lang, watchCommands())...)
			return nil
		}},
		{"quit", i18n.AccCmdQuit, []string{"q", "exit"}, func(*watch, string) error { return errQuit }},
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
	c, ok := find(watchCommands(), word, w.lang)
	if !ok {
		w.say(msgUnknown(w.lang, word))
		return nil
	}
	return c.run(w, arg)
}

func (w *watch) next(string) error {
	switch {
	case w.asked != nil:
		w.say(msgAnswerFirst(w.lang))
		w.sayQuestion()
	case w.s.IsDone():
		w.say(msgOver(w.lang))
	default:
		w.s.Next()
		w.say(w.sentence())
		w.ask()
	}
	return nil
}

func (w *watch) back(string) error {
	if !w.s.Back() {
		w.say(msgAtStart(w.lang))
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

func (w *watch) seekKind(k solver.Kind) error {
	if w.s.IsDone() {
		w.say(msgOver(w.lang))
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
		w.say(msgNoMore(w.lang, k))
	}
	w.moved()
	return nil
}

func (w *watch) goTo(arg string) error {
	if arg == "" {
		w.say(msgGoNeedsStep(w.lang))
		return nil
	}
	k, err := strconv.ParseUint(arg, 10, 64)
	if err != nil {
		w.say(msgBadStep(w.lang, arg))
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
		w.say(msgAnswerFirst(w.lang))
		w.sayQuestion()
		return nil
	}
	if w.s.IsDone() {
		w.say(msgOver(w.lang))
		return nil
	}
	w.say(msgPlaying(w.lang, msgSpeedName(w.lang, w.speed)))
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
			w.say(msgPaused(w.lang, w.s.Step()))
			if word, _ := words(line); word == "" || isCommand(watchCommands(), word, w.lang, "pause", "play") {
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
	w.say(msgPaused(w.lang, w.s.Step()))
	return nil
}

func (w *watch) setSpeed(arg string) error {
	if arg == "" {
		w.say(msgSpeed(w.lang, msgSpeedName(w.lang, w.speed)))
		return nil
	}
	if sameWord(arg, cmd(w.lang, i18n.AccWordMax)) {
		arg = "max"
	}
	v, ok := w.o.ParseSpeed(arg)
	if !ok {
		w.say(msgBadSpeed(w.lang, w.o.MaxSpeed))
		return nil
	}
	w.speed = v
	w.say(msgSpeed(w.lang, msgSpeedName(w.lang, v)))
	return nil
}

// strategyNames are the strategies the visualizer runs, from the solver's
// table.
func strategyNames() []string { return solver.StrategyNames(solver.Strategies) }

func (w *watch) setStrategy(arg string) error {
	if s, ok := solver.StrategyNamed(arg); ok {
		return w.renew(w.s.N(), s)
	}
	w.say(msgBadStrategy(w.lang, arg, strategyNames()))
	return nil
}

func (w *watch) setSize(arg string) error {
	n, err := strconv.Atoi(arg)
	if err != nil || n < 1 || n > solver.MaxN {
		w.say(msgBadSize(w.lang, arg, solver.MaxN))
		return nil
	}
	return w.renew(n, w.s.Strategy())
}

// renew starts a new run and says so.
func (w *watch) renew(n int, strategy solver.Strategy) error {
	if _, err := solver.NewWith(n, strategy, nil, w.o.Stepper); err != nil {
		w.say(msgCannot(w.lang, err))
		return nil
	}
	if err := w.restart(n, strategy); err != nil {
		return err
	}
	w.say(msgNewRun(w.lang, n, strategy))
	w.moved()
	return nil
}

func (w *watch) setPredict(arg string) error {
	switch {
	case arg == "" || arg == "on" || sameWord(arg, cmd(w.lang, i18n.AccWordOn)):
		if w.quiz == nil {
			w.quiz = w.newQuiz(predict.Every)
		}
		w.say(msgPredictOn(w.lang))
		w.ask()
	case arg == "off" || sameWord(arg, cmd(w.lang, i18n.AccWordOff)):
		if w.quiz != nil {
			w.say(msgPredictOff(w.lang, scoreWords(w.lang, w.quiz.Score())))
		}
		w.quiz, w.asked = nil, nil
	default:
		w.say(msgBadOnOff(w.lang))
	}
	return nil
}
