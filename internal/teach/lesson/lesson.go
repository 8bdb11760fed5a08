// Package lesson reads lesson files: a title, then slides, each naming a
// state of the visualizer (the board, the strategy and its options, a step
// of the run or an event to run to, the view, predict mode) and a caption
// in Markdown whose facts ({{solutions = 2}}) are checked against the
// solver when the file is read.
//
// The format is Markdown with a few "key: value" lines at the top of each
// slide, chosen over TOML so that a teacher writes the captions, which are
// most of a lesson, as the Markdown they are, without quoting them, and so
// that the file reads well on GitHub; the keys are few and flat, so their
// parser is twenty lines of the standard library, not a dependency. See
// docs/lessons.md for the format in full.
package lesson

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
)

// Limits on a lesson file, so that a wrong file (a Markdown bomb, a binary)
// costs a bounded amount of memory and time.
const (
	MaxFileSize    = 256 << 10 // bytes
	MaxCaptionSize = 4 << 10   // bytes of one slide's caption
	MaxSlides      = 64
	MaxLineLength  = 1000 // bytes
	// MaxStep is the furthest step of a run a slide can show, and the
	// furthest a "run:" looks for its event: stepping there takes at most
	// a fraction of a second.
	MaxStep = 1_000_000
)

// Error is a reason a lesson file is refused, at a line (1-based; 0 when
// the whole file is at fault).
type Error struct {
	File string
	Line int
	Why  i18n.Msg
}

func (e *Error) Error() string { return e.In(i18n.En) }

// In is the error in l (see i18n.Localized).
func (e *Error) In(l i18n.Lang) string {
	if e.Line == 0 {
		return e.File + ": " + e.Why.In(l)
	}
	return l.Sprintf(i18n.ErrAtLine, e.File, strconv.Itoa(e.Line), e.Why)
}

// Lesson is a lesson file read and checked.
type Lesson struct {
	// Name is the file's name (the built-in lessons': "1-backtracking" …).
	Name string
	// Title is the text of the first line, "# Title".
	Title string
	// Summary is the Markdown between the title and the first slide.
	Summary string
	// Lang is the language of its prose, from the first slide's "lang:"
	// (English without one): the facts are written in it.
	Lang   i18n.Lang
	Slides []Slide
}

// Slide is one slide: where it starts, the state it shows, its caption.
type Slide struct {
	// Line is the line of the slide's "---".
	Line int
	// State is what the visualizer shows, the step resolved.
	State State
	// Run is the slide's "run:" value, as written ("" if none).
	Run string
	// Caption is the Markdown as written, facts and all; Text fills them
	// in.
	Caption string
	text    string
	// front is the slide's key lines, trimmed, as written.
	front []string
}

// Text returns the caption with its facts written out: the Markdown to
// render.
func (s Slide) Text() string { return s.text }

// keys lists the keys a slide may set, for the error that names them.
var keys = []string{"lang", "n", "algo", "mrv", "seed", "start", "step", "run", "view", "layout", "panels", "predict"}

// Views and Layouts are the values of the "view" and "layout" keys: the
// visualizer's views (tab), and what the watch view shows beside the board
// (its panels, the search tree on t, only the board on z).
var (
	Views   = []string{"watch", "solutions", "play"}
	Layouts = []string{"panels", "tree", "focus"}
	// Panels are the watch view's panels a slide may ask for: the
	// pseudocode, the counters, the legend, the call stack and the
	// strategy's state (array's cols, diag and anti; bitmask's words;
	// fc's domains; min-conflicts' counts). The watch view's tests hold
	// its panels to this list.
	Panels = []string{"pseudocode", "counters", "legend", "stack", "state"}
)

// Parse reads a lesson file, checks every slide by stepping a stepper to
// it, and checks every fact of its captions. name is the file's name, for
// the errors.
func Parse(name string, data []byte) (*Lesson, error) {
	p := &parser{file: name}
	lines, err := p.split(data)
	if err != nil {
		return nil, err
	}
	l := &Lesson{Name: name}
	i := 0
	for i < len(lines) && strings.TrimSpace(lines[i]) == "" {
		i++
	}
	if i == len(lines) {
		return nil, p.errorf(1, i18n.LessonFileEmpty)
	}
	if !strings.HasPrefix(lines[i], "# ") || strings.TrimSpace(lines[i][2:]) == "" {
		return nil, p.errorf(i+1, i18n.LessonFileTitle)
	}
	l.Title = strings.TrimSpace(lines[i][2:])
	i++
	start := i
	for i < len(lines) && !isRule(lines[i]) {
		i++
	}
	l.Summary = strings.TrimSpace(strings.Join(lines[start:i], "\n"))
	if i == len(lines) {
		last := len(lines)
		if last > 1 && lines[last-1] == "" {
			last-- // the file's final newline ends the last line
		}
		return nil, p.errorf(last, i18n.LessonFileNoSlides)
	}
	prev := defaultState
	for i < len(lines) {
		end := i + 1
		for end < len(lines) && !isRule(lines[end]) {
			end++
		}
		if len(l.Slides) == MaxSlides {
			return nil, p.errorf(i+1, i18n.LessonFileTooManySlides, strconv.Itoa(MaxSlides))
		}
		s, err := p.slide(lines, i, end, prev)
		if err != nil {
			return nil, err
		}
		l.Slides = append(l.Slides, s)
		l.Lang = p.lang
		prev = s.State
		i = end
	}
	return l, nil
}

// isRule reports whether a line separates slides. (A caption that wants a
// horizontal rule writes *** instead.)
func isRule(line string) bool { return strings.TrimRight(line, " \t") == "---" }

type parser struct {
	file string
	// slides counts the slides read; lang is the lesson's language, set
	// on the first.
	slides int
	lang   i18n.Lang
	// last is the stepper of the slide before, which the next slide of
	// the same run reuses: a lesson walking one run costs one walk.
	last    *solver.Stepper
	lastRun State
}

// stepper returns a stepper of the state's run at its step (or at the
// run's end, if it ends before).
func (p *parser) stepper(st State) (*solver.Stepper, error) {
	if p.last == nil || !st.sameRun(p.lastRun) {
		s, err := st.Stepper()
		if err != nil {
			return nil, err
		}
		p.last, p.lastRun = s, st
		return s, nil
	}
	p.last.Seek(st.Step)
	return p.last, nil
}

func (p *parser) errorf(line int, id i18n.ID, args ...any) error {
	return &Error{File: p.file, Line: line, Why: i18n.NewMsg(id, args...)}
}

// split checks that the data is a text file of bounded size and cuts it
// into lines.
func (p *parser) split(data []byte) ([]string, error) {
	if len(data) > MaxFileSize {
		line := bytes.Count(data[:MaxFileSize], []byte("\n")) + 1
		return nil, p.errorf(line, i18n.LessonFileTooLarge, strconv.Itoa(MaxFileSize>>10))
	}
	lines := strings.Split(string(data), "\n")
	for i, line := range lines {
		line = strings.TrimSuffix(line, "\r")
		lines[i] = line
		switch {
		case strings.IndexByte(line, 0) >= 0:
			return nil, p.errorf(i+1, i18n.LessonFileNUL)
		case !utf8.ValidString(line):
			return nil, p.errorf(i+1, i18n.LessonFileNotUTF8)
		case len(line) > MaxLineLength:
			return nil, p.errorf(i+1, i18n.LessonFileLongLine, strconv.Itoa(len(line)), strconv.Itoa(MaxLineLength))
		}
	}
	return lines, nil
}

// slide reads lines[at:end]: the rule, the front matter up to the first
// blank line, then the caption.
func (p *parser) slide(lines []string, at, end int, prev State) (Slide, error) {
	s := Slide{Line: at + 1}
	st := prev
	st.Predict = 0 // predict mode is a slide's own
	var step *uint64
	seen := map[string]int{}
	i := at + 1
	for ; i < end && strings.TrimSpace(lines[i]) != ""; i++ {
		line := i + 1
		key, value, ok := strings.Cut(lines[i], ":")
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		if !ok || !slices.Contains(keys, key) {
			return s, p.errorf(line, i18n.LessonFileNotKey, strconv.Quote(strings.TrimSpace(lines[i])), strings.Join(keys, ", "))
		}
		if first, dup := seen[key]; dup {
			return s, p.errorf(line, i18n.LessonFileTwice, key, strconv.Itoa(first))
		}
		seen[key] = line
		s.front = append(s.front, strings.TrimSpace(lines[i]))
		if key == "lang" {
			if err := p.setLang(value); err != nil {
				return s, p.errorf(line, i18n.ErrAt, "lang", err)
			}
			continue
		}
		if err := setKey(&st, &s, &step, key, value); err != nil {
			return s, p.errorf(line, i18n.ErrAt, key, err)
		}
	}
	s.Caption = strings.TrimSpace(strings.Join(lines[i:end], "\n"))
	if len(s.Caption) > MaxCaptionSize {
		return s, p.errorf(at+1, i18n.LessonFileCaption, strconv.Itoa(len(s.Caption)), strconv.Itoa(MaxCaptionSize))
	}
	for _, o := range solver.Options {
		if k := o.String(); seen[k] != 0 && !st.Strategy.Takes(o) {
			return s, p.errorf(seen[k], i18n.LessonFileOption, k, solver.OptionOf(o).String(), st.Strategy.String())
		}
	}
	// The step: given, or where the previous slide left the same run.
	st.Step = 0
	if step != nil {
		st.Step = *step
	} else if st.sameRun(prev) {
		st.Step = prev.Step
	}
	stepper, err := p.stepper(st)
	if err != nil {
		return s, p.errorf(at+1, i18n.AsIs, err)
	}
	if stepper.Step() != st.Step {
		return s, p.errorf(lineOr(seen["step"], at+1), i18n.LessonFilePastEnd, strconv.FormatUint(st.Step, 10), strconv.FormatUint(stepper.Step(), 10))
	}
	if s.Run != "" {
		if err := runTo(stepper, s.Run); err != nil {
			return s, p.errorf(seen["run"], i18n.AsIs, err)
		}
		st.Step = stepper.Step()
	}
	if st.Predict != 0 {
		if _, ok := predict.NewQuiz(st.Predict).Ask(stepper); !ok {
			return s, p.errorf(seen["predict"], i18n.LessonFilePredictNothing, st.Predict.String(), strconv.FormatUint(st.Step, 10))
		}
	}
	s.State = st
	// Facts name the line they are on: the caption's first line plus the
	// line breaks before them.
	first := i
	for first < end && strings.TrimSpace(lines[first]) == "" {
		first++
	}
	lineOf := func(off int) int { return first + 1 + strings.Count(s.Caption[:off], "\n") }
	facts, err := parseFacts(s.Caption)
	if err != nil {
		return s, p.errorf(lineOf(err.(*factError).off), i18n.AsIs, err)
	}
	env := &factEnv{s: stepper, lang: p.lang}
	for _, f := range facts {
		if err := f.check(env); err != nil {
			return s, p.errorf(lineOf(f.off), i18n.AsIs, err)
		}
	}
	s.text = fill(s.Caption, facts, env)
	p.slides++
	return s, nil
}

// setLang reads the "lang:" key, which is the lesson's: it goes on the
// first slide, before any fact is written.
func (p *parser) setLang(value string) error {
	if p.slides > 0 {
		return i18n.Errorf(i18n.LessonFileLangFirst)
	}
	l, err := i18n.Parse(value)
	if err != nil {
		return err
	}
	p.lang = l
	return nil
}

func lineOr(line, other int) int {
	if line != 0 {
		return line
	}
	return other
}

// setKey applies one front-matter line.
func setKey(st *State, s *Slide, step **uint64, key, value string) error {
	switch key {
	case "n":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > solver.MaxN {
			return i18n.Errorf(i18n.LessonFileBadN, strconv.Quote(value), strconv.Itoa(solver.MaxN))
		}
		st.N = n
	case "algo":
		i := slices.IndexFunc(solver.Strategies, func(s solver.Strategy) bool { return s.String() == value })
		if i < 0 {
			return i18n.Errorf(i18n.LessonFileBadAlgo, strconv.Quote(value), names(solver.Strategies))
		}
		st.Strategy = solver.Strategies[i]
		st.Options = solver.StepperOptions{} // a strategy's options are its own
	case "mrv":
		on, err := onOff(value)
		if err != nil {
			return err
		}
		st.Options.MRV = on
	case "seed":
		v, err := strconv.ParseUint(value, 10, 64)
		if err != nil {
			return i18n.Errorf(i18n.LessonFileNotWhole, strconv.Quote(value))
		}
		st.Options.Seed = v
	case "start":
		i := slices.IndexFunc(solver.StartModes, func(m solver.StartMode) bool { return m.String() == value })
		if i < 0 {
			return i18n.Errorf(i18n.LessonFileBadStart, strconv.Quote(value), names(solver.StartModes))
		}
		st.Options.Start = solver.StartModes[i]
	case "step":
		v, err := strconv.ParseUint(value, 10, 64)
		if err != nil || v > MaxStep {
			return i18n.Errorf(i18n.LessonFileBadStep, strconv.Quote(value), text.Thousands(MaxStep))
		}
		*step = &v
	case "run":
		if _, _, err := parseRun(value); err != nil {
			return err
		}
		s.Run = value
	case "view":
		if !slices.Contains(Views, value) {
			return i18n.Errorf(i18n.LessonFileBadView, strconv.Quote(value), strings.Join(Views, ", "))
		}
		st.View = value
	case "layout":
		if !slices.Contains(Layouts, value) {
			return i18n.Errorf(i18n.LessonFileBadLayout, strconv.Quote(value), strings.Join(Layouts, ", "))
		}
		st.Layout = value
	case "panels":
		names := strings.Split(value, ",")
		for i, name := range names {
			names[i] = strings.TrimSpace(name)
			if !slices.Contains(Panels, names[i]) {
				return i18n.Errorf(i18n.LessonFileBadPanel, strconv.Quote(names[i]), strings.Join(Panels, ", "))
			}
		}
		st.Panels = strings.Join(names, ",")
	case "predict":
		if value == "off" {
			st.Predict = 0
			return nil
		}
		d, err := predict.ParseDensity(value)
		if err != nil {
			return err
		}
		st.Predict = d
	}
	return nil
}

func onOff(v string) (bool, error) {
	switch v {
	case "on", "true", "yes":
		return true, nil
	case "off", "false", "no":
		return false, nil
	}
	return false, i18n.Errorf(i18n.LessonFileOnOff, strconv.Quote(v))
}

func names[T fmt.Stringer](xs []T) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = x.String()
	}
	return strings.Join(parts, ", ")
}
