package browse

import (
	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/textinput"
	"github.com/nqueens/nqueens/ui/theme"
)

// maxDigits bounds the jump input to what a uint64 can hold.
const maxDigits = 20

// newNumberInput returns the one-line input of the jump to a solution
// number. Its cursor does not blink: a blinking cursor would be a timer
// running for nothing, and would make the view depend on time.
func newNumberInput(st *theme.Styles) textinput.Model {
	in := textinput.New()
	in.Prompt = "go to solution # "
	in.PromptStyle = st.Accent
	in.TextStyle = st.Text
	in.Cursor.Style = st.Accent
	in.CharLimit = maxDigits
	in.Cursor.SetMode(cursor.CursorStatic)
	return in
}
