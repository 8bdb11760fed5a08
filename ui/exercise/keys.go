package exercise

import (
	"github.com/charmbracelet/bubbles/key"
	"github.com/nqueens/nqueens/internal/kit/i18n"
)

// keyMap is every key of the exercise, with its help: the help line is
// drawn from it alone.
type keyMap struct {
	Up, Down, Left, Right key.Binding
	Act                   key.Binding // backtrack: put down or lift
	Symmetry, None        key.Binding // symmetry: the answers
	Continue              key.Binding // symmetry: on to the next pair
	Type, Submit          key.Binding // bitmask: a word's digits, and grading it
	Mark, Grade           key.Binding // fc: mark a square pruned, grade the marks or the row
	Yes, No               key.Binding // fc: a domain wipes out, or none does
	Count                 key.Binding // min-conflicts: a square's count
	Undo                  key.Binding
	Model                 key.Binding
	Next, Prev            key.Binding // the model answer's steps
	New                   key.Binding
	Help, Quit            key.Binding
}

func newKeyMap(l i18n.Lang) keyMap {
	return keyMap{
		Up:       key.NewBinding(key.WithKeys("up"), key.WithHelp("↑", "up")),
		Down:     key.NewBinding(key.WithKeys("down"), key.WithHelp("↓", "down")),
		Left:     key.NewBinding(key.WithKeys("left"), key.WithHelp("←", "left")),
		Right:    key.NewBinding(key.WithKeys("right"), key.WithHelp("→", "right")),
		Act:      key.NewBinding(key.WithKeys(" ", "enter"), key.WithHelp("space", "put down / lift")),
		Symmetry: key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8"), key.WithHelp("1-8", "that symmetry")),
		None:     key.NewBinding(key.WithKeys("0"), key.WithHelp("0", "none")),
		Continue: key.NewBinding(key.WithKeys(" ", "enter"), key.WithHelp("space", "next pair")),
		Type:     key.NewBinding(key.WithKeys("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "-", "backspace"), key.WithHelp("0/1", "type")),
		Submit:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "grade it")),
		Mark:     key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "mark / unmark")),
		Grade:    key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "grade it")),
		Yes:      key.NewBinding(key.WithKeys("y"), key.WithHelp("y", "a domain wipes out")),
		No:       key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "none does")),
		Count:    key.NewBinding(key.WithKeys("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "backspace"), key.WithHelp("0-9", "count the square")),
		Undo:     key.NewBinding(key.WithKeys("h"), key.WithHelp("h", "undo")),
		Model:    key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "model answer")),
		Next:     key.NewBinding(key.WithKeys("right"), key.WithHelp("→", "next step")),
		Prev:     key.NewBinding(key.WithKeys("left"), key.WithHelp("←", "step back")),
		New:      key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "new instance")),
		Help:     key.NewBinding(key.WithKeys("?"), key.WithHelp("?", l.T(i18n.KeyMoreKeys))),
		Quit:     key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", "quit")),
	}
}

// ShortHelp implements help.KeyMap: the keys that apply now.
func (k keyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Act, k.Symmetry, k.None, k.Continue, k.Type, k.Submit, k.Mark, k.Count, k.Grade, k.Yes, k.No, k.Next, k.Prev, k.Undo, k.Model, k.New, k.Help, k.Quit}
}

// FullHelp implements help.KeyMap.
func (k keyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Down, k.Left, k.Right},
		{k.Act, k.Symmetry, k.None, k.Continue, k.Type, k.Submit},
		{k.Mark, k.Count, k.Grade, k.Yes, k.No},
		{k.Undo, k.Model, k.Next, k.Prev},
		{k.New, k.Help, k.Quit},
	}
}
