package cmd

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/solver"
)

// dotGraph is a graph read back from the tree command's DOT output.
type dotGraph struct {
	order  []string                     // node ids in the order of their ids' numbers
	attrs  map[string]map[string]string // node id → attributes
	parent map[string]string            // node id → the node its edge comes from
	edges  int
}

var (
	dotNodeLine = regexp.MustCompile(`^  (n\d+) \[(.*)\];$`)
	dotEdgeLine = regexp.MustCompile(`^  (n\d+) -> (n\d+)( \[style=dashed\])?;$`)
	dotAttr     = regexp.MustCompile(`^([a-z]+)=("(?:[^"\\]|\\.)*"|[^,"]+)(?:, |$)`)
)

// readDOT parses the subset of DOT the tree command writes, strictly: every
// line must be the header, a default-attribute line, a node, an edge or the
// closing brace.
func readDOT(t *testing.T, text string) *dotGraph {
	t.Helper()
	g := &dotGraph{attrs: map[string]map[string]string{}, parent: map[string]string{}}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if len(lines) < 2 || lines[0] != "digraph search_tree {" || lines[len(lines)-1] != "}" {
		t.Fatalf("not a digraph:\n%s", text)
	}
	for _, l := range lines[1 : len(lines)-1] {
		if m := dotNodeLine.FindStringSubmatch(l); m != nil {
			if _, dup := g.attrs[m[1]]; dup {
				t.Fatalf("node %s declared twice", m[1])
			}
			attrs := map[string]string{}
			for rest := m[2]; rest != ""; {
				a := dotAttr.FindStringSubmatch(rest)
				if a == nil {
					t.Fatalf("bad attributes %q in %q", rest, l)
				}
				v := a[2]
				if strings.HasPrefix(v, `"`) {
					var err error
					if v, err = strconv.Unquote(v); err != nil {
						t.Fatalf("bad string %s in %q", a[2], l)
					}
				}
				attrs[a[1]] = v
				rest = rest[len(a[0]):]
			}
			g.attrs[m[1]] = attrs
			continue
		}
		if m := dotEdgeLine.FindStringSubmatch(l); m != nil {
			if p, dup := g.parent[m[2]]; dup {
				t.Fatalf("%s has two parents, %s and %s", m[2], p, m[1])
			}
			g.parent[m[2]] = m[1]
			g.edges++
			continue
		}
		if strings.HasPrefix(l, "  graph [") || strings.HasPrefix(l, "  node [") || strings.HasPrefix(l, "  edge [") {
			continue
		}
		t.Fatalf("unexpected line %q", l)
	}
	for i := range len(g.attrs) {
		id := "n" + strconv.Itoa(i)
		if g.attrs[id] == nil {
			t.Fatalf("ids are not n0..n%d: %s is missing", len(g.attrs)-1, id)
		}
		g.order = append(g.order, id)
	}
	return g
}

// traceKinds counts the kinds of the events of `nqueens trace`.
func traceKinds(t *testing.T, args ...string) map[string]int {
	t.Helper()
	stdout, _, code := execute(t, append([]string{"trace"}, append(args, "--format", "json")...)...)
	if code != exitOK {
		t.Fatalf("trace %v: exit %d", args, code)
	}
	kinds := map[string]int{}
	sc := bufio.NewScanner(strings.NewReader(stdout))
	for sc.Scan() {
		var rec struct{ Kind string }
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		kinds[rec.Kind]++
	}
	return kinds
}

// a000170 is OEIS A000170, the number of solutions of the n-queens problem.
var a000170 = []int{1: 1, 0, 0, 2, 10, 4}

// TestTreeDOT reads back the DOT output for N = 1..6, both strategies: a
// tree (one root, nodes − 1 edges, one parent each), node classes that
// count as the trace's events, A000170(N) solution leaves, and each node's
// parent the queen on the row above at the moment the square was met.
func TestTreeDOT(t *testing.T) {
	t.Parallel()
	for _, strategy := range solver.Strategies {
		if !strategy.Exhaustive() {
			continue // min-conflicts has no tree (TestAlgoUsageErrors)
		}
		for n := 1; n <= 6; n++ {
			where := fmt.Sprintf("tree %d --algo %v", n, strategy)
			stdout, stderr, code := execute(t, "tree", strconv.Itoa(n), "--algo", strategy.String(), "--format", "dot")
			if code != exitOK || stderr != "" {
				t.Fatalf("%s: exit %d, %s", where, code, stderr)
			}
			g := readDOT(t, stdout)
			if g.edges != len(g.order)-1 {
				t.Fatalf("%s: %d nodes, %d edges", where, len(g.order), g.edges)
			}
			classes := map[string]int{}
			for _, id := range g.order {
				a := g.attrs[id]
				classes[a["class"]]++
				_, hasParent := g.parent[id]
				if (a["class"] == "root") == hasParent {
					t.Fatalf("%s: %s is of class %q and has parent %v", where, id, a["class"], hasParent)
				}
				if p, ok := g.parent[id]; ok && g.attrs[p] == nil {
					t.Fatalf("%s: %s's parent %s is not a node", where, id, p)
				}
			}
			kinds := traceKinds(t, strconv.Itoa(n), "--algo", strategy.String())
			attackClass := "attack"
			if strategy == solver.Bitmask {
				attackClass = "attack pruned" // the bitmask never tries an attacked square
			}
			if classes["root"] != 1 || classes[attackClass] != kinds["attack"] ||
				classes["place"]+classes["solution"] != kinds["place"] || classes["solution"] != a000170[n] ||
				len(g.order) != 1+classes[attackClass]+classes["place"]+classes["solution"] {
				t.Errorf("%s: classes %v; trace kinds %v; A000170 %d", where, classes, kinds, a000170[n])
			}
			checkParents(t, where, g, n, strategy)
		}
	}
}

// checkParents replays the search beside the graph: the squares come in
// the order of the node ids, each under the queen that stands on the row
// above when the search meets it.
func checkParents(t *testing.T, where string, g *dotGraph, n int, strategy solver.Strategy) {
	t.Helper()
	s, err := solver.New(n, strategy, nil)
	if err != nil {
		t.Fatal(err)
	}
	next := 1 // the next node id to meet
	var last solver.Event
	for !s.IsDone() {
		ev := s.Next()
		tried := last.Kind == solver.Try && last.Row == ev.Row && last.Col == ev.Col
		last = ev
		if ev.Kind != solver.Try && (ev.Kind != solver.Attack && ev.Kind != solver.Place || tried) {
			continue // not a square met for the first time
		}
		id := "n" + strconv.Itoa(next)
		next++
		a := g.attrs[id]
		if want := fmt.Sprintf("(%d,%d)", ev.Row, ev.Col); a["label"] != want {
			t.Fatalf("%s: node %s is %s, the search meets %s", where, id, a["label"], want)
		}
		parent := g.attrs[g.parent[id]]
		if ev.Row == 0 {
			if parent["class"] != "root" {
				t.Fatalf("%s: %s %s hangs under %s, not the root", where, id, a["label"], parent["label"])
			}
			continue
		}
		if want := fmt.Sprintf("(%d,%d)", ev.Row-1, s.QueenCol(ev.Row-1)); parent["label"] != want ||
			parent["class"] != "place" && parent["class"] != "solution" {
			t.Fatalf("%s: %s %s hangs under %s (%s), want the queen at %s", where, id, a["label"], parent["label"], parent["class"], want)
		}
	}
	if next != len(g.order) {
		t.Fatalf("%s: the search met %d squares, the graph has %d nodes", where, next-1, len(g.order)-1)
	}
}

// TestTreeLimit: --limit stops the tree early, the square being tried a node
// of class try, and the graph still a tree; past N=6 the limit is required.
func TestTreeLimit(t *testing.T) {
	stdout, _, code := execute(t, "tree", "8", "--limit", "3")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	g := readDOT(t, stdout)
	// Step 3 of N=8 tries (1,0) under the queen at (0,0).
	if len(g.order) != 3 || g.attrs["n2"]["class"] != "try" || g.attrs["n2"]["label"] != "(1,0)" ||
		g.attrs["n1"]["class"] != "place" || g.parent["n2"] != "n1" {
		t.Errorf("tree 8 --limit 3:\n%s", stdout)
	}
	stdout, stderr, code := execute(t, "tree", "8")
	if code != exitUsage || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "--limit") {
		t.Errorf("tree 8: exit %d, stderr %q", code, stderr)
	}
	for _, args := range [][]string{
		{"tree"}, {"tree", "0"}, {"tree", "65", "--limit", "5"}, {"tree", "4", "--format", "svg"},
		{"tree", "4", "--algo", "fast"}, {"tree", "4", "--limit", "-1"}, {"tree", "x"},
	} {
		stdout, stderr, code := execute(t, args...)
		if code != exitUsage || stdout != "" || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, stdout, stderr)
		}
	}
}

// TestTreeText: the text format is the whole tree, one node a line
// indented by its row (once folded into a line per square of row 0), then
// its size and the totals.
func TestTreeText(t *testing.T) {
	stdout, _, code := execute(t, "tree", "4", "--format", "text")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	body, tail, _ := strings.Cut(stdout, "\n\n")
	lines := strings.Split(body, "\n")
	// Nodes: the root and one per try, which trace counts.
	if tries := traceKinds(t, "4")["try"]; len(lines) != tries+1 || lines[0] != "empty board" {
		t.Fatalf("%d lines for the root and %d tries:\n%s", len(lines), tries, stdout)
	}
	square := regexp.MustCompile(`^( *)(♛|✗|★) \((\d),(\d)\)`)
	solutions := 0
	for _, l := range lines[1:] {
		m := square.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("line %q is not a node", l)
		}
		if row, _ := strconv.Atoi(m[3]); len(m[1]) != 2*(row+1) {
			t.Errorf("line %q: indented %d for row %d", l, len(m[1]), row)
		}
		if m[2] == "★" {
			solutions++
		}
	}
	if solutions != 2 || !strings.Contains(lines[len(lines)-1], "✗ (1,3)") {
		t.Errorf("%d solution lines, last line %q", solutions, lines[len(lines)-1])
	}
	want := "empty board: 61 nodes · 2 solutions\ntried 60 squares; 4⁴ = 256 placements; 4! = 24 permutations\n"
	if tail != want {
		t.Errorf("tree 4 --format text ends %q, want %q", tail, want)
	}
}

// TestTreeFC: forward checking's tree, with and without MRV, counts the
// queens it placed (it tries no attacked square) — as many as trace's
// place events — and ends on every solution; --mrv belongs to fc alone.
func TestTreeFC(t *testing.T) {
	for _, mrv := range [][]string{nil, {"--mrv"}} {
		args := append([]string{"tree", "6", "--algo", "fc", "--format", "text"}, mrv...)
		stdout, stderr, code := execute(t, args...)
		if code != exitOK {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
		places := traceKinds(t, append([]string{"6", "--algo", "fc"}, mrv...)...)["place"]
		if want := fmt.Sprintf("placed %d queens; 6⁶", places); !strings.Contains(stdout, want) {
			t.Errorf("%v: the totals do not say %q:\n%s", args, want, stdout)
		}
		if !strings.HasPrefix(stdout, "empty board") || !strings.Contains(stdout, " · 4 solutions\n") || strings.Count(stdout, "★") != 4 {
			t.Errorf("%v: the root does not hold the 4 solutions of N=6:\n%s", args, stdout)
		}
	}
	if _, _, code := execute(t, "tree", "4", "--mrv"); code != exitUsage {
		t.Errorf("tree 4 --mrv (array) exited %d, want %d", code, exitUsage)
	}
}

// TestTreeSVGInREADME keeps docs/tree4.svg, drawn by Graphviz from
// `nqueens tree 4 --format dot` for the README, the picture of what the
// command writes now: the same nodes, classes and labels, read from the
// SVG without Graphviz.
func TestTreeSVGInREADME(t *testing.T) {
	svg, err := os.ReadFile(repoFile("docs/tree4.svg"))
	if err != nil {
		t.Fatal(err)
	}
	node := regexp.MustCompile(`<g id="node\d+" class="node ([a-z ]+)">\n<title>(n\d+)</title>\n(?:.*\n)*?<text [^>]*>([^<]*)</text>`)
	got := map[string]string{}
	for _, m := range node.FindAllStringSubmatch(string(svg), -1) {
		got[m[2]] = m[1] + " " + m[3]
	}
	stdout, _, code := execute(t, "tree", "4", "--format", "dot")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	g := readDOT(t, stdout)
	if len(got) != len(g.order) {
		t.Fatalf("docs/tree4.svg has %d nodes, the command writes %d: make it again (see the README)", len(got), len(g.order))
	}
	for _, id := range g.order {
		if want := g.attrs[id]["class"] + " " + g.attrs[id]["label"]; got[id] != want {
			t.Errorf("docs/tree4.svg: %s is %q, the command writes %q: make it again (see the README)", id, got[id], want)
		}
	}
}
