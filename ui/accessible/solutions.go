package accessible

import (
	"context"
	"io"
	"strconv"

	"github.com/nqueens/nqueens/solver"
)

// RunSolutions pages the solutions of the n×n board as lines, in
// lexicographic order (the visualizer's solutions view).
func RunSolutions(ctx context.Context, in io.Reader, out io.Writer, n int, prompt string) error {
	e, err := solver.NewEnumerator(n)
	if err != nil {
		return err
	}
	p := &solutionsPager{lineIO: &lineIO{ctx: ctx, in: lines(in), out: out, prompt: prompt}, e: e}
	head := ""
	if n <= totalMaxN {
		t, err := solver.Count(ctx, n, solver.CountOptions{Workers: 1})
		if err != nil {
			return ErrInterrupted
		}
		p.total, p.known, head = t, true, msgSolutionsTotal(t)
	}
	p.say(msgSolutionsHead(n, head))
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
		of = msgOfTotal(p.total)
	}
	p.say(msgSolutionLine(p.e.Index(), of, p.e.Queens()))
}

// move goes to the next solution (or the previous one) and says it.
func (p *solutionsPager) move(forward bool) error {
	if !forward && (!p.shown || p.e.Index() <= 1) {
		p.say(msgFirstSolution())
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
		p.say(msgNoSolution(p.e.N()))
	default:
		p.say(msgLastSolution())
	}
	return nil
}

func solutionsCommands() []command[*solutionsPager] {
	return []command[*solutionsPager]{
		{"next", []string{"n"}, func(p *solutionsPager, _ string) error { return p.move(true) }},
		{"back", []string{"b"}, func(p *solutionsPager, _ string) error { return p.move(false) }},
		{"go", []string{"g"}, func(p *solutionsPager, arg string) error {
			k, err := strconv.ParseUint(arg, 10, 64)
			if err != nil || k < 1 {
				p.say(msgBadSolution(arg))
				return nil
			}
			e, err := solver.SeekSolution(p.ctx, p.e.N(), k, nil)
			switch {
			case p.ctx.Err() != nil:
				return ErrInterrupted
			case err != nil:
				p.say(msgCannot(err))
			}
			if err == nil {
				p.e, p.shown = e, false
				return p.move(true)
			}
			return nil
		}},
		{"help", []string{"h", "?"}, func(p *solutionsPager, _ string) error { p.say(helpSolutions()...); return nil }},
		{"quit", []string{"q", "exit"}, func(*solutionsPager, string) error { return errQuit }},
	}
}

func (p *solutionsPager) dispatch(line string) error {
	word, arg := words(line)
	if word == "" {
		word = "next"
	}
	c, ok := find(solutionsCommands(), word)
	if !ok {
		p.say(msgUnknown(word))
		return nil
	}
	return c.run(p, arg)
}
