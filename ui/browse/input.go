package browse

import (
	"github.com/charmbracelet/bubbles/textinput"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

// newNumberInput returns the one-line input of the jump to a solution
// number.
func newNumberInput(st *theme.Styles) textinput.Model {
	return common.NumberInput(st, "go to solution # ")
}
