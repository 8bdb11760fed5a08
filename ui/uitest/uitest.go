// Package uitest runs Bubble Tea models (the root, or one view, which
// updates itself in place) in tests without a program:
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
	"github.com/charmbracelet/x/ansi"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/driver"
)

// Run feeds the messages of cmd (and of the commands they lead to) to m
// until none is left, and returns the messages that were not the model's
// own — those out picks, which the component sends its root.
func Run(m tea.Model, cmd tea.Cmd, out func(tea.Msg) bool) []tea.Msg {
	_, outside, _ := driver.Settle(context.Background(), m, cmd, out, math.MaxInt)
	return outside
}

// Keys presses the keys one by one, running what each starts; each key is
// a tea.KeyMsg as Bubble Tea parses it ("right", "pgdown", "G", " ").
func Keys(m tea.Model, out func(tea.Msg) bool, keys ...string) []tea.Msg {
	var all []tea.Msg
	for _, k := range keys {
		_, cmd := m.Update(Key(k))
		all = append(all, Run(m, cmd, out)...)
	}
	return all
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

// Solo stands in for the root around one view: it answers the view's
// common.SetNMsg as the root does — the new size in Common (ChangeN), then
// common.NChangedMsg — and passes every other message to the view.
type Solo struct {
	Com  *common.Common
	Part common.Component
}

// Init shows the view, which starts its work.
func (s Solo) Init() tea.Cmd { return s.Part.Show() }

// View implements tea.Model.
func (s Solo) View() string { return s.Part.View() }

// Update implements tea.Model.
func (s Solo) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if set, ok := msg.(common.SetNMsg); ok {
		if !s.Com.ChangeN(set.N) {
			return s, nil
		}
		msg = common.NChangedMsg{}
	}
	_, cmd := s.Part.Update(msg)
	return s, cmd
}

// ASCIIOnly returns an error naming the first line of a screen that holds
// anything but ASCII (what --ascii promises), nil if none does.
func ASCIIOnly(screen string) error {
	for i := 0; i < len(screen); i++ {
		if screen[i] >= 0x80 {
			line := strings.Count(screen[:i], "\n")
			return fmt.Errorf("non-ASCII in line %d: %q", line, strings.Split(screen, "\n")[line])
		}
	}
	return nil
}

// BoxesClosed returns an error naming the first box of a screen (a
// theme.Box in its rounded border) whose border does not close: a corner
// with no corner across from it, or an edge broken on the way down, as a
// line cut in the middle of a wide character or one cell too wide leaves
// it. Cells are counted as the terminal draws them: a CJK character is two.
func BoxesClosed(screen string) error {
	var grid [][]rune
	for _, line := range strings.Split(ansi.Strip(screen), "\n") {
		var row []rune
		for _, r := range line {
			row = append(row, r)
			if ansi.StringWidth(string(r)) == 2 {
				row = append(row, 0) // the second cell of a wide character
			}
		}
		grid = append(grid, row)
	}
	at := func(y, x int) rune {
		if y < len(grid) && x < len(grid[y]) {
			return grid[y][x]
		}
		return 0
	}
	for y, row := range grid {
		for x, r := range row {
			if r != '╭' {
				continue
			}
			x2 := x + 1
			for x2 < len(row) && row[x2] != '╮' && row[x2] != '╭' {
				x2++
			}
			if at(y, x2) != '╮' {
				return fmt.Errorf("line %d: the box at column %d has no top right corner: %q", y, x, string(row))
			}
			y2 := y + 1
			for at(y2, x) == '│' && at(y2, x2) == '│' {
				y2++
			}
			if at(y2, x) != '╰' || at(y2, x2) != '╯' {
				return fmt.Errorf("line %d: the box from line %d, columns %d–%d, is not closed (%q at its edges): %q",
					y2, y, x, x2, string([]rune{at(y2, x), at(y2, x2)}), string(grid[min(y2, len(grid)-1)]))
			}
		}
	}
	return nil
}
