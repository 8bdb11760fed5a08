package accessible

import (
	"context"
	"errors"
	"io"
	"strconv"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// RunSolutions pages the solutions of the n×n board as lines, in
// lexicographic order (the visualizer's solutions view), in lang.
func RunSolutions(ctx context.Context, in io.Reader, out io.Writer, n int, prompt string, lang i18n.Lang) error {
	e, err := solver.NewEnumerator(n)
	if err != nil {
		return err
	}
	p := &solutionsPager{lineIO: &lineIO{ctx: ctx, in: lines(in), out: out, prompt: prompt, lang: lang}, e: e}
	head := ""
	if n <= totalMaxN {
		t, err := solver.Count(ctx, n, solver.CountOptions{Workers: 1})
		if err != nil {
			return ErrInterrupted
		}
		p.total, p.known, head = t, true, msgSolutionsTotal(lang, t)
	}
	p.say(msgSolutionsHead(lang, n, head))
	if err := p.move(true); err != nil {
		return err
	}
	return p.loop(p.dispatch)
}

type solutionsPager struct {
	*lineIO
	e     *solver.Enumerator
	total uint64
	known bool
	shown bool // a solution has been said
}

// line says the solution the enumerator is on.
func (p *solutionsPager) line() {
	of := ""
	if p.known {
		of = msgOfTotal(p.lang, p.total)
	}
	p.say(msgSolutionLine(p.lang, p.e.Index(), of, p.e.Queens()))
}

// move goes to the next solution (or the previous one) and says it.
func (p *solutionsPager) move(forward bool) error {
	if !forward && (!p.shown || p.e.Index() <= 1) {
		p.say(p.lang.T(i18n.AccFirstSolution))
		return nil
	}
	step := p.e.NextContext
	if !forward {
		step = p.e.PrevContext
	}
	ok, err := step(p.ctx)
	switch {
	case err != nil:
		return ErrInterrupted
	case ok:
		p.shown = true
		p.line()
	case !p.shown:
		p.say(msgNoSolution(p.lang, p.e.N()))
	default:
		p.say(p.lang.T(i18n.AccLastSolution))
	}
	return nil
}

func solutionsCommands() []command[*solutionsPager] {
	return []command[*solutionsPager]{
		{"next", i18n.AccCmdNext, []string{"n"}, func(p *solutionsPager, _ string) error { return p.move(true) }},
		{"back", i18n.AccCmdBack, []string{"b"}, func(p *solutionsPager, _ string) error { return p.move(false) }},
		{"go", i18n.AccCmdGo, []string{"g"}, func(p *solutionsPager, arg string) error {
			k, err := strconv.ParseUint(arg, 10, 64)
			if err != nil || k < 1 {
				p.say(msgBadSolution(p.lang, arg))
				return nil
			}
			e, err := solver.SeekSolution(p.ctx, p.e.N(), k, nil)
			var past *solver.RangeError
			switch {
			case p.ctx.Err() != nil:
				return ErrInterrupted
			case errors.As(err, &past):
				p.say(msgNoSuchSolution(p.lang, past))
			case err != nil:
				p.say(msgCannot(p.lang, err))
			}
			if err == nil {
				p.e, p.shown = e, false
				return p.move(true)
			}
			return nil
		}},
		{"help", i18n.AccCmdHelp, []string{"h", "?"}, func(p *solutionsPager, _ string) error {
			p.say(helpSolutions(p.lang)...)
			p.say(helpEnglish(p.lang, solutionsCommands())...)
			return nil
		}},
		{"quit", i18n.AccCmdQuit, []string{"q", "exit"}, func(*solutionsPager, string) error { return errQuit }},
	}
}

func (p *solutionsPager) dispatch(line string) error {
	word, arg := words(line)
	if word == "" {
		word = "next"
	}
	c, ok := find(solutionsCommands(), word, p.lang)
	if !ok {
		p.say(msgUnknown(p.lang, word))
		return nil
	}
	return c.run(p, arg)
}
