// Package uitest runs Bubble Tea components in tests without a program:
// commands run synchronously and their messages are fed back, so a test
// sees the state after everything a key started has finished — with no
// sleeping and no goroutine racing the assertions.
package uitest

import (
	"context"
	"fmt"
	"math"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/ui/driver"
)

// Component is what drive can run: a bubbles-style model.
type Component[M any] interface {
	Update(tea.Msg) (M, tea.Cmd)
}

// Run feeds the messages of cmd (and of the commands they lead to) to m
// until none is left, and returns the model and the messages that were not
// the model's own — those out picks, which the component sends its root.
func Run[M Component[M]](m M, cmd tea.Cmd, out func(tea.Msg) bool) (M, []tea.Msg) {
	m, msgs, _ := driver.Settle(context.Background(), m, cmd, out, math.MaxInt)
	return m, msgs
}

// Keys presses the keys one by one, running what each starts; each key is
// a tea.KeyMsg as Bubble Tea parses it ("right", "pgdown", "G", " ").
func Keys[M Component[M]](m M, out func(tea.Msg) bool, keys ...string) (M, []tea.Msg) {
	var all []tea.Msg
	for _, k := range keys {
		var cmd tea.Cmd
		m, cmd = m.Update(Key(k))
		var o []tea.Msg
		m, o = Run(m, cmd, out)
		all = append(all, o...)
	}
	return m, all
}

// Key returns the key press of a name (see driver.KeyFromName); anything
// else is typed as runes.
func Key(k string) tea.KeyMsg {
	if msg, ok := driver.KeyFromName(k); ok {
		return msg
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
}

// Fits returns an error unless the view keeps the promise of View: no
// line wider than w, no more than h lines.
func Fits(view string, w, h int) error {
	lines := strings.Split(view, "\n")
	if view == "" {
		lines = nil
	}
	if len(lines) > h {
		return fmt.Errorf("view has %d lines, more than %d", len(lines), h)
	}
	for i, l := range lines {
		if lipgloss.Width(l) > w {
			return fmt.Errorf("line %d is %d wide, more than %d: %q", i, lipgloss.Width(l), w, l)
		}
	}
	return nil
}
