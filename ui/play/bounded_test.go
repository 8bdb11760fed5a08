package play

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver"
)

// TestManyWithinBudget: the count of the empty N=20 board (39,029,188,884
// solutions) stops after its budget of queens placed and says "many";
// nothing goes on counting.
func TestManyWithinBudget(t *testing.T) {
	m := started(20, 100, 30)
	if m.counted || !m.partialOn {
		t.Fatalf("counted %v, partial %v: want a count cut short", m.counted, m.partialOn)
	}
	if m.partial.Nodes > countBudget || m.partial.Exact || m.partial.Count == 0 {
		t.Fatalf("partial count %+v: want some solutions within %d queens placed", m.partial, countBudget)
	}
	if m.busy() {
		t.Fatal("still counting after the budget")
	}
	v := m.View()
	checkFits(t, v, 100, 30)
	if want := "many: at least " + text.Thousands(m.partial.Count); !strings.Contains(v, want) {
		t.Fatalf("view lacks %q:\n%s", want, v)
	}
}

// TestExactPastBudget: where the budget is not enough but the free rows
// are few (the empty N=14 board needs 27 million queens placed), the exact
// count follows.
func TestExactPastBudget(t *testing.T) {
	m := started(14, 100, 30)
	if !m.counted || m.count != 365596 {
		t.Fatalf("N=14: count %d, counted %v; want 365,596 (A000170)", m.count, m.counted)
	}
	if !strings.Contains(m.View(), "365,596 complete solutions") {
		t.Fatalf("N=14:\n%s", m.View())
	}
}

// TestCountCancelled: the next placement cancels the count in flight and
// drops its result.
func TestCountCancelled(t *testing.T) {
	m := newPlay(20)
	m.SetSize(100, 30)
	show := m.Show() // the count of the empty board, not yet run
	m.row, m.col = 0, 0
	_, next := m.Update(tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}})
	msg := runCount(t, show)
	if !errors.Is(msg.err, context.Canceled) {
		t.Fatalf("the count of the empty board went on after a queen was placed: %+v", msg)
	}
	m.Update(msg)
	if m.partialOn || m.counted {
		t.Fatal("a cancelled count was shown")
	}
	m.Update(runCount(t, next))
	if !m.partialOn || m.counted {
		t.Fatalf("the count with one queen: partial %v counted %v", m.partialOn, m.counted)
	}
}

// runCount runs cmd and returns the countMsg among its messages.
func runCount(t *testing.T, cmd tea.Cmd) countMsg {
	t.Helper()
	queue := []tea.Cmd{cmd}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		switch msg := c().(type) {
		case tea.BatchMsg:
			queue = append(queue, msg...)
		case countMsg:
			return msg
		}
	}
	t.Fatal("no count started")
	return countMsg{}
}

// TestNoSolutionAtAll: at N=3 the empty board says N=3 has no solution,
// and so does the idea key.
func TestNoSolutionAtAll(t *testing.T) {
	m := started(3, 80, 24)
	if v := m.View(); !strings.Contains(v, "N=3 has no solution at all") {
		t.Fatalf("N=3:\n%s", v)
	}
	press(m, "i")
	if v := m.View(); !strings.Contains(v, "no idea: N=3 has no solution at all") {
		t.Fatalf("N=3 idea:\n%s", v)
	}
}

// TestWinLarge: a win on N=20 names its class from the board and looks up
// no number (that would take minutes).
func TestWinLarge(t *testing.T) {
	e, _ := solver.NewEnumerator(20)
	e.Next()
	sol := slices.Clone(e.Queens())
	m := started(20, 120, 40)
	for r, c := range sol {
		place(m, solver.Square{Row: r, Col: c})
	}
	if !m.won() || m.busy() {
		t.Fatalf("won %v, busy %v", m.won(), m.busy())
	}
	checkFits(t, m.View(), 120, 40)
	v := strings.Join(m.panel(200).Lines(), "\n") // one line per sentence
	for _, want := range []string{"Solved!", "fundamental #?, itself; its class has 8 images", "not looked up at N=20"} {
		if !strings.Contains(v, want) {
			t.Fatalf("view lacks %q:\n%s", want, v)
		}
	}
}

// TestFirstKeysSaid: the empty board says how to move and place a queen,
// even in a window whose help bar has room only for ?, tab and q; the title
// counts one queen in the singular.
func TestFirstKeysSaid(t *testing.T) {
	m := started(1, 40, 13)
	v := m.View()
	checkFits(t, v, 40, 13)
	for _, want := range []string{"arrows move · space: queen on/off", "0 of 1 queen placed"} {
		if !strings.Contains(v, want) {
			t.Fatalf("view lacks %q:\n%s", want, v)
		}
	}
	press(m, " ")
	if strings.Contains(m.View(), "arrows move") {
		t.Fatalf("the first keys are still said with a queen placed:\n%s", m.View())
	}
}

// TestLongMessageWraps: a message wider than the window wraps into the
// blank lines under the view, whole, never cut mid-word.
func TestLongMessageWraps(t *testing.T) {
	m := started(4, 60, 24)
	place(m, solver.Square{Row: 0, Col: 1}, solver.Square{Row: 2, Col: 0})
	press(m, "w")
	want := "the search fills rows from the top: row 1 is empty but row 2 has a queen — fill rows 0 to 2 without gaps"
	v := m.View()
	checkFits(t, v, 60, 24)
	lines := strings.Split(v, "\n")
	var tail []string
	for _, l := range lines[len(lines)-2:] {
		tail = append(tail, strings.TrimSpace(l))
	}
	if got := strings.Join(tail, " "); got != want {
		t.Fatalf("the last lines say %q, want %q:\n%s", got, want, v)
	}
}

// TestPanelCutSays: where the panel under the board has room for part of a
// paragraph, the part ends with an ellipsis instead of stopping mid-sentence.
func TestPanelCutSays(t *testing.T) {
	m := started(20, 40, 24)
	cut := 0
	for h := 24; h <= 32; h++ {
		m.SetSize(40, h)
		v := m.View()
		checkFits(t, v, 40, h)
		if !strings.Contains(v, "many:") || strings.Contains(v, "too long") {
			continue
		}
		cut++
		if !strings.Contains(v, "…\n") {
			t.Errorf("40×%d: the count is cut without an ellipsis:\n%s", h, v)
		}
	}
	if cut == 0 {
		t.Fatal("no window cut the count: the test tests nothing")
	}
}

// TestMessageOverPanel: in a narrow window a message of several lines
// takes the lines of the panel under the board, never the board's.
func TestMessageOverPanel(t *testing.T) {
	m := started(8, 40, 13)
	place(m, solver.Square{Row: 0, Col: 0}, solver.Square{Row: 1, Col: 1})
	before := strings.Split(m.View(), "\n")
	press(m, "w")
	v := m.View()
	checkFits(t, v, 40, 13)
	if after := strings.Split(v, "\n"); strings.Join(after[1:10], "\n") != strings.Join(before[1:10], "\n") {
		t.Fatalf("the board moved for the message:\n%s\nwas\n%s", v, strings.Join(before, "\n"))
	}
	if flat := strings.Join(strings.Fields(v), " "); !strings.Contains(flat, "watch cannot go on: the search never puts a queen on an attacked square") {
		t.Fatalf("the message is cut:\n%s", v)
	}
}

// TestNoIdeaNamesTheBinding: the idea key's answer at N=3 names the
// larger-board key from the binding in force (rebound here).
func TestNoIdeaNamesTheBinding(t *testing.T) {
	m := started(3, 80, 24)
	m.keys.Larger.SetKeys("}")
	press(m, "i")
	if v := m.View(); !strings.Contains(v, "} makes N larger") {
		t.Fatalf("N=3 idea:\n%s", v)
	}
}
