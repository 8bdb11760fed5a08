package watch

// The ":" prompt: go to a step. While it is open it owns every key
// (Capturing), and the second status line shows it.

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
)

type prompt struct {
	input textinput.Model
	on    bool
}

func newPrompt(com *common.Common) prompt {
	return prompt{input: common.NumberInput(com.Styles, "go to step ")}
}

// openPrompt pauses and opens the prompt, empty.
func (m *Model) openPrompt() tea.Cmd {
	m.player.pause()
	m.prompt.on = true
	m.prompt.input.Reset()
	return m.prompt.input.Focus()
}

// promptKey edits the ":" prompt while it is open: digits, enter goes to
// the step, esc closes it. It takes every key.
func (m *Model) promptKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	if !m.prompt.on {
		return nil, false
	}
	switch {
	case key.Matches(msg, m.keys.Close):
		m.prompt.on = false
		m.note = ""
		return nil, true
	case key.Matches(msg, m.keys.Accept):
		v := strings.TrimSpace(m.prompt.input.Value())
		step, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			m.note = "type a step number (" + m.stepRange() + "), enter to go, esc to cancel"
			return nil, true
		}
		m.prompt.on = false
		m.note = ""
		return m.goTo(step), true
	}
	if msg.Type == tea.KeyRunes && strings.Trim(string(msg.Runes), "0123456789") != "" {
		m.note = "digits only: a step number (" + m.stepRange() + "), enter to go, esc to cancel"
		return nil, true
	}
	m.note = ""
	var cmd tea.Cmd
	m.prompt.input, cmd = m.prompt.input.Update(msg)
	return cmd, true
}

// stepRange says which steps there are: "0–15,720", or "0, 1, …" while
// the run's length is not known.
func (m *Model) stepRange() string {
	if t, ok := m.total(); ok {
		return common.ASCII(m.com.Styles, "0–"+solver.Thousands(t.steps))
	}
	return "0, 1, …"
}
