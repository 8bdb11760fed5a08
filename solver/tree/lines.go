package tree

import (
	"bufio"
	"errors"
	"io"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// Lines writes the whole search tree of a run as text, one node a line
// indented by its depth, as the search goes: the root, then every square
// tried in the order the search meets it — a queen, a solution, an
// attacked square with the queen and line attacking it, a square the
// method prunes. Nothing is folded, so that the text is the tree a
// handout draws; like DOT it needs no memory for the lines it has written.
type Lines struct {
	t Tree
	w *bufio.Writer
	g *glyphs
	// queen is the stack index of the queen just put down, not written
	// yet: the next event says whether it completes a solution.
	queen int
	lang  i18n.Lang // the language of the notes
}

// NewLines writes the root for the run of s, which must not have started
// yet.
func NewLines(w io.Writer, s *solver.Stepper, ascii bool, lang i18n.Lang) (*Lines, error) {
	if s.Step() != 0 {
		return nil, errors.New("tree: the text output starts with the run, at step 0")
	}
	l := &Lines{w: bufio.NewWriter(w), g: &unicodeGlyphs, queen: -1, lang: lang}
	if ascii {
		l.g = &asciiGlyphs
	}
	l.t.Sync(s)
	l.w.WriteString(l.t.rootLabel(lang) + "\n")
	return l, nil
}

// Next steps s once and writes the node the event settles.
func (l *Lines) Next(s *solver.Stepper) solver.Event {
	ev := l.t.Next(s)
	st := &l.t.st
	if l.queen >= 0 && (ev.Kind != solver.Solution || st.cur != l.queen) {
		l.node(l.queen)
	}
	l.queen = -1
	switch ev.Kind {
	case solver.Place:
		if st.cur >= 0 && st.stack[st.cur].kind == Queen {
			l.queen = st.cur
		}
	case solver.Attack, solver.Solution:
		if st.cur >= 0 {
			l.node(st.cur)
		}
	}
	return ev
}

// node writes stack node i at its depth.
func (l *Lines) node(i int) {
	nd := &l.t.st.stack[i]
	line := strings.Repeat("  ", l.t.depth(i)) + mark(nd, l.g) + " " + nd.square().String()
	if notes := note(nd, l.g, l.lang); len(notes) > 0 && nd.kind != Queen {
		line += "  " + notes[0]
	}
	l.w.WriteString(line + "\n")
}

// Err returns the first error writing the text, if any: a caller stepping
// through a long run checks it now and then to stop early.
func (l *Lines) Err() error {
	_, err := l.w.Write(nil)
	return err
}

// Close writes the queen still pending and a square being tried, then the
// tree's size and the totals of the tree searched, and flushes.
func (l *Lines) Close() error {
	if l.queen >= 0 {
		l.node(l.queen)
	}
	st := &l.t.st
	if n := len(st.stack); n > 0 && st.stack[n-1].kind == Trying {
		l.node(n - 1)
	}
	nodes, sols := l.t.Size()
	l.w.WriteString("\n" + l.lang.Sprintf(i18n.TreeSummary, l.t.rootLabel(l.lang), sizes(nodes, sols, l.g, l.lang)[0]) + "\n")
	l.w.WriteString(l.t.Totals(l.g == &asciiGlyphs, l.lang) + "\n")
	return l.w.Flush()
}
