package watch

// The comparison (c): two searches of the board side by side (ui/compare),
// in the watch view's place until esc or c closes it. While it shows, it
// takes every key, tick and size the view gets.

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/ui/compare"
)

// compareKey is the binding that opens the comparison.
func compareKey() key.Binding {
	return key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "compare"))
}

// openCompare compares the run's search (or the array search, beside a
// strategy that has no tree to compare) with its partner.
func (m *Model) openCompare() {
	left := compare.Side{Strategy: m.spec.strategy, Opt: m.lens.runOptions(m.spec.opt)}
	if !m.spec.strategy.Exhaustive() {
		left = compare.Partner(compare.Side{})
	}
	c, err := compare.New(m.com, left, compare.Partner(left))
	if err != nil {
		m.note = "no comparison: " + err.Error()
		return
	}
	m.player.pause()
	c.SetSize(m.screen.width, m.screen.height)
	m.cmp = c
}

// compareKeys gives the comparison every key while it shows, and closes it
// when it asks.
func (m *Model) compareKeys(msg tea.KeyMsg) (tea.Cmd, bool) {
	if m.cmp == nil {
		return nil, false
	}
	cmd := m.cmp.Update(msg)
	if m.cmp.Closed() {
		m.cmp = nil
		m.note = "one board again — c compares two"
	}
	return cmd, true
}
