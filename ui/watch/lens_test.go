package watch

import (
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// TestEveryStrategyHasALens: the view draws every strategy of the solver,
// each through its own lens, whose boxes keep the sizes every strategy
// shares (the layout does not move when a switches the strategy).
func TestEveryStrategyHasALens(t *testing.T) {
	t.Parallel()
	for _, s := range solver.Strategies {
		if _, ok := lenses[s]; !ok {
			t.Fatalf("strategy %v has no lens in the lens table", s)
		}
		m := newModel(t, 8, s, 120, 40)
		for range 40 {
			press(m, "right")
		}
		l := m.lens
		if got := len(l.counters(m.scene().frame)); got != len(counterNames) {
			t.Errorf("%v: %d counters, want %d (the panel keeps its size)", s, got, len(counterNames))
		}
		const inner, rows = 60, 10
		if got := strings.Count(l.stack(m.scene().frame, inner, rows), "\n") + 1; got != rows+2 {
			t.Errorf("%v: the stack box has %d lines, want %d", s, got, rows+2)
		}
		if got := strings.Count(l.state(m.scene().frame, stateInner(8)), "\n") + 1; got != stateRows+2 {
			t.Errorf("%v: the state box has %d lines, want %d", s, got, stateRows+2)
		}
		tr := l.traits()
		if tr.treeKey == "" || tr.jumpKind == solver.None {
			t.Errorf("%v: incomplete traits %+v", s, tr)
		}
		if tr.hasTree != s.Exhaustive() {
			t.Errorf("%v: hasTree %v, but the strategy is exhaustive=%v", s, tr.hasTree, s.Exhaustive())
		}
		if got, want := l.label(i18n.En, solver.StepperOptions{}), s.String(); !strings.HasPrefix(got, want) {
			t.Errorf("%v: label %q does not name the strategy", s, got)
		}
	}
}

// TestKeyTableCoversTheKeys: every key the help lists does something —
// each binding is a line of the key table, or one of the prompt's and
// cancel's, which their key layers handle — so that a key added to the
// help and forgotten in the table fails here.
func TestKeyTableCoversTheKeys(t *testing.T) {
	t.Parallel()
	m := newModel(t, 8, solver.FC, 120, 40)
	inTable := map[string]bool{}
	for _, a := range m.keyTable() {
		if (a.cmd == nil) == (a.move == nil) {
			t.Errorf("the action of %v must be a move or a command, not both or neither", a.binding.Keys())
		}
		inTable[a.binding.Help().Key+" "+a.binding.Help().Desc] = true
	}
	layers := map[*key.Binding]bool{&m.keys.Cancel: true, &m.keys.Accept: true, &m.keys.Close: true}
	for _, col := range m.keys.FullHelp() {
		for _, b := range col {
			h := b.Help()
			if inTable[h.Key+" "+h.Desc] {
				continue
			}
			isLayer := false
			for l := range layers {
				if l.Help() == h {
					isLayer = true
				}
			}
			if !isLayer {
				t.Errorf("key %q (%s) is in the help but not in the key table", h.Key, h.Desc)
			}
		}
	}
}
