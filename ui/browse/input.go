package browse

import tea "github.com/charmbracelet/bubbletea"

// numberInput is the one-line input of the jump to a solution number.
//
// bubbles/textinput would do, but it pulls in a clipboard module that the
// project's go.sum does not list yet; a solution number needs no more than
// digits, backspace and a visible cursor.
type numberInput struct {
	value string
}

// maxDigits bounds the input to what a uint64 can hold.
const maxDigits = 20

// update applies a key; it reports false for a key it refuses (not a
// digit), so that the view can say what is expected.
func (in *numberInput) update(msg tea.KeyMsg) bool {
	switch msg.Type {
	case tea.KeyBackspace, tea.KeyDelete:
		if in.value != "" {
			in.value = in.value[:len(in.value)-1]
		}
		return true
	case tea.KeyCtrlU:
		in.value = ""
		return true
	case tea.KeyRunes:
		for _, r := range msg.Runes {
			if r < '0' || r > '9' {
				return false
			}
		}
		if len(in.value)+len(msg.Runes) <= maxDigits {
			in.value += string(msg.Runes)
		}
		return true
	}
	return false
}
