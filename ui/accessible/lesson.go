package accessible

import (
	"context"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/solver"
)

// RunLesson plays a lesson as text slides: each slide's caption as plain
// text, then its board in words; next and back turn the slides.
// The sentences are in lang, as are the commands taken beside the
// English ones; the lesson's own text is in the language it is written in.
func RunLesson(ctx context.Context, in io.Reader, out io.Writer, l *lesson.Lesson, prompt string, lang i18n.Lang) error {
	p := &lessonPlayer{lineIO: &lineIO{ctx: ctx, in: lines(in), out: out, prompt: prompt, lang: lang}, l: l}
	p.say(msgLessonHead(lang, plainText(l.Title), len(l.Slides)))
	p.say(plainLines(lang, l.Summary)...)
	p.show(0)
	return p.loop(p.dispatch)
}

type lessonPlayer struct {
	*lineIO
	l     *lesson.Lesson
	slide int
	s     *solver.Stepper
	// quiz asks a predict slide's questions, as the watch program does.
	quiz *watch
}

// show says slide k (0-based).
func (p *lessonPlayer) show(k int) {
	p.slide = k
	sl := p.l.Slides[k]
	l := p.lang
	p.say(msgSlide(l, k+1, len(p.l.Slides)))
	p.say(plainLines(l, sl.Text())...)
	s, err := sl.State.Stepper()
	if err != nil {
		p.say(msgCannot(l, err))
		return
	}
	p.s, p.quiz = s, nil
	p.say(msgStep(l, s.Step(), solver.SpokenIn(l, solver.NarrationIn(s, l))))
	p.say(describeBoard(l, s)...)
	if d := sl.State.Predict; d != 0 {
		p.quiz = &watch{lineIO: p.lineIO, s: s}
		p.quiz.quiz = p.quiz.newQuiz(d)
		p.quiz.ask()
	}
}

func lessonCommands() []command[*lessonPlayer] {
	return []command[*lessonPlayer]{
		{"next", i18n.AccCmdNext, []string{"n"}, func(p *lessonPlayer, _ string) error {
			if p.slide+1 >= len(p.l.Slides) {
				p.say(msgLessonEnd(p.lang))
			} else {
				p.show(p.slide + 1)
			}
			return nil
		}},
		{"back", i18n.AccCmdBack, []string{"b"}, func(p *lessonPlayer, _ string) error {
			if p.slide == 0 {
				p.say(p.lang.T(i18n.AccLessonStart))
			} else {
				p.show(p.slide - 1)
			}
			return nil
		}},
		{"go", i18n.AccCmdGo, []string{"g"}, func(p *lessonPlayer, arg string) error {
			k, err := strconv.Atoi(arg)
			if err != nil || k < 1 || k > len(p.l.Slides) {
				p.say(msgBadSlide(p.lang, arg, len(p.l.Slides)))
				return nil
			}
			p.show(k - 1)
			return nil
		}},
		{"again", i18n.AccCmdAgain, []string{"r"}, func(p *lessonPlayer, _ string) error { p.show(p.slide); return nil }},
		{"board", i18n.AccCmdBoard, []string{"v"}, func(p *lessonPlayer, _ string) error { p.say(describeBoard(p.lang, p.s)...); return nil }},
		{"state", i18n.AccCmdState, []string{"t"}, func(p *lessonPlayer, _ string) error { p.say(describeState(p.lang, p.s)...); return nil }},
		{"where", i18n.AccCmdWhere, []string{"w"}, func(p *lessonPlayer, _ string) error { p.say(describeWhere(p.lang, p.s)); return nil }},
		{"help", i18n.AccCmdHelp, []string{"h", "?"}, func(p *lessonPlayer, _ string) error {
			p.say(helpLesson(p.lang)...)
			p.say(helpEnglish(p.lang, lessonCommands())...)
			return nil
		}},
		{"quit", i18n.AccCmdQuit, []string{"q", "exit"}, func(*lessonPlayer, string) error { return errQuit }},
	}
}

func (p *lessonPlayer) dispatch(line string) error {
	if p.quiz != nil && p.quiz.asked != nil && line != "" {
		if done, err := p.quiz.answer(line); done || err != nil {
			return err
		}
	}
	word, arg := words(line)
	if word == "" {
		word = "next"
	}
	c, ok := find(lessonCommands(), word, p.lang)
	if !ok {
		p.say(msgUnknown(p.lang, word))
		return nil
	}
	return c.run(p, arg)
}

var (
	mdHeading = regexp.MustCompile(`^#{1,6}\s+`)
	mdBullet  = regexp.MustCompile(`^(\s*)[-*+]\s+`)
	mdLink    = regexp.MustCompile(`\[([^\]]*)\]\(([^)]*)\)`)
	mdMarks   = strings.NewReplacer("**", "", "__", "", "`", "")
)

// plainLines is Markdown as plain text, a line per paragraph, heading or
// list item (a screen reader reads a line at a time, and a paragraph
// wrapped over several lines would be cut in the middle of a sentence):
// no heading marks, emphasis or code quotes (a reader says them as
// symbols), a link as its text and its address, bullets as dashes,
// squares in words, blank lines dropped; text from files made safe to
// write.
func plainLines(l i18n.Lang, md string) []string {
	var out []string
	joining := false
	for _, raw := range strings.Split(text.Safe(md), "\n") {
		line := plainText(raw)
		switch {
		case line == "":
			joining = false
			continue
		case joining && !mdHeading.MatchString(raw) && !mdBullet.MatchString(raw):
			out[len(out)-1] += " " + line
			continue
		}
		out = append(out, line)
		joining = !mdHeading.MatchString(raw)
	}
	for i, line := range out {
		if out[i] = text.TightenHan(solver.SpokenTermsIn(l, line)); strings.HasPrefix(line, "(") {
			out[i] = text.UpperFirst(out[i]) // a square that starts a sentence
		}
	}
	return out
}

// plainText is one line of Markdown as plain text.
func plainText(line string) string {
	line = strings.TrimRight(line, " \t")
	line = mdHeading.ReplaceAllString(line, "")
	line = mdBullet.ReplaceAllString(line, "${1}- ")
	line = mdLink.ReplaceAllString(line, "$1 ($2)")
	line = mdMarks.Replace(line)
	return strings.TrimSpace(text.Safe(line))
}
