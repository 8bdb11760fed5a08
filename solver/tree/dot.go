package tree

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver"
)

// DOT writes the whole search tree of a run as a Graphviz graph, node by
// node as the search goes: every square tried is one node, with a class
// attribute (root, place, attack, solution; "attack pruned" for a square
// the method never tries; "try" for a square whose verdict the run did not
// reach), a label with its square and one edge from its parent, the queen
// of the row above. The graph is laid out top-down, children in the order
// the search met them.
//
// It is built on a Tree, so it needs no memory for the nodes it has written.
type DOT struct {
	t    Tree
	w    *bufio.Writer
	ids  []uint64 // the id of each node on the tree's stack
	next uint64   // the id of the next node (0 is the root)
}

// NewDOT writes the graph's header and the root for the run of s, which
// must not have started yet. The title, if not empty, is drawn above the
// tree.
func NewDOT(w io.Writer, s *solver.Stepper, title string) (*DOT, error) {
	if s.Step() != 0 {
		return nil, errors.New("tree: the DOT output starts with the run, at step 0")
	}
	d := &DOT{w: bufio.NewWriter(w), next: 1}
	d.t.Sync(s)
	fmt.Fprintln(d.w, "digraph search_tree {")
	fmt.Fprintln(d.w, `  graph [rankdir=TB, ordering=out, nodesep=0.12, ranksep=0.3, fontname="Helvetica", labelloc=t];`)
	if title != "" {
		fmt.Fprintf(d.w, "  graph [label=%s];\n", strconv.Quote(title))
	}
	fmt.Fprintln(d.w, `  node [shape=box, style=rounded, fontname="Helvetica", fontsize=11, height=0.3, width=0.5, margin="0.05,0.03"];`)
	fmt.Fprintln(d.w, `  edge [arrowhead=none, color="#777777"];`)
	fmt.Fprintf(d.w, "  n0 [class=\"root\", label=%s, shape=ellipse];\n", strconv.Quote(d.t.rootLabel(i18n.En))) // a Graphviz file's labels stay English, as its attributes do
	return d, nil
}

// Next steps s once and writes what the event settles.
func (d *DOT) Next(s *solver.Stepper) solver.Event {
	st := &d.t.st
	before := len(st.stack)
	ev := d.t.Next(s)
	if len(st.stack) > before {
		// A new node: an edge from the queen above (or the root).
		d.ids = append(d.ids, d.next)
		parent := uint64(0)
		if r := d.t.levelOf(len(st.stack) - 1); r > d.t.base {
			parent = d.ids[st.start[r]-1]
		}
		style := ""
		if st.stack[len(st.stack)-1].kind == Pruned {
			style = " [style=dashed]"
		}
		fmt.Fprintf(d.w, "  n%d -> n%d%s;\n", parent, d.next, style)
		d.next++
	}
	switch ev.Kind {
	case solver.Attack:
		d.node(st.cur)
	case solver.Backtrack:
		d.node(st.cur)
		d.ids = d.ids[:len(st.stack)]
	}
	return ev
}

// Err returns the first error writing the graph, if any: a caller stepping
// through a long run checks it now and then to stop early.
func (d *DOT) Err() error {
	_, err := d.w.Write(nil)
	return err
}

// Close writes the nodes still open (the path, a square being tried) and
// the end of the graph, and flushes it.
func (d *DOT) Close() error {
	for i, nd := range d.t.st.stack {
		if nd.open || nd.kind == Trying {
			d.node(i)
		}
	}
	fmt.Fprintln(d.w, "}")
	return d.w.Flush()
}

// dotStyles are the attributes of each class beyond the defaults: attacked
// squares red, pruned ones dashed, solutions filled gold.
var dotStyles = [...]string{
	Trying:   `, style="rounded,dotted"`,
	Queen:    ``,
	Attacked: `, color="#c62828", fontcolor="#c62828", style="rounded,filled", fillcolor="#fdecea"`,
	Pruned:   `, color="#c62828", fontcolor="#c62828", style="rounded,dashed"`,
	Solution: `, style="rounded,filled,bold", fillcolor="#ffd54f"`,
}

// node writes stack node i.
func (d *DOT) node(i int) {
	nd := &d.t.st.stack[i]
	class := nd.kind.String()
	tip := ""
	switch nd.kind {
	case Pruned:
		class = "attack pruned"
		fallthrough
	case Attacked:
		tip = "attacked by the queen at " + nd.by().String() + " " + nd.line.Along()
	case Solution:
		tip = "solution " + text.Thousands(nd.index)
	case Queen:
		tip = "queen placed"
	}
	fmt.Fprintf(d.w, "  n%d [class=%q, label=%q, tooltip=%q%s];\n", d.ids[i], class, nd.square(), tip, dotStyles[nd.kind])
}
