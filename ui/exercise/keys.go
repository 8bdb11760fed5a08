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
	lang                  i18n.Lang // the help's
}

func newKeyMap(l i18n.Lang) keyMap {
	return keyMap{
		Up:       key.NewBinding(key.WithKeys("up"), key.WithHelp("↑", l.T(i18n.KeyUp))),
		Down:     key.NewBinding(key.WithKeys("down"), key.WithHelp("↓", l.T(i18n.KeyDown))),
		Left:     key.NewBinding(key.WithKeys("left"), key.WithHelp("←", l.T(i18n.KeyLeft))),
		Right:    key.NewBinding(key.WithKeys("right"), key.WithHelp("→", l.T(i18n.KeyRight))),
		Act:      key.NewBinding(key.WithKeys(" ", "enter"), key.WithHelp("space", l.T(i18n.ExKeyAct))),
		Symmetry: key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8"), key.WithHelp("1-8", l.T(i18n.ExKeySym))),
		None:     key.NewBinding(key.WithKeys("0"), key.WithHelp("0", l.T(i18n.ExKeyNone))),
		Continue: key.NewBinding(key.WithKeys(" ", "enter"), key.WithHelp("space", l.T(i18n.ExKeyNextPair))),
		Type:     key.NewBinding(key.WithKeys("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "-", "backspace"), key.WithHelp("0/1", l.T(i18n.ExKeyType))),
		Submit:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", l.T(i18n.ExKeyGrade))),
		Mark:     key.NewBinding(key.WithKeys(" "), key.WithHelp("space", l.T(i18n.ExKeyMark))),
		Grade:    key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", l.T(i18n.ExKeyGrade))),
		Yes:      key.NewBinding(key.WithKeys("y"), key.WithHelp("y", l.T(i18n.ExKeyYes))),
		No:       key.NewBinding(key.WithKeys("n"), key.WithHelp("n", l.T(i18n.ExKeyNo))),
		Count:    key.NewBinding(key.WithKeys("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "backspace"), key.WithHelp("0-9", l.T(i18n.ExKeyCount))),
		Undo:     key.NewBinding(key.WithKeys("h"), key.WithHelp("h", l.T(i18n.ExKeyUndo))),
		Model:    key.NewBinding(key.WithKeys("m"), key.WithHelp("m", l.T(i18n.ExKeyModel))),
		Next:     key.NewBinding(key.WithKeys("right"), key.WithHelp("→", l.T(i18n.ExKeyNext))),
		Prev:     key.NewBinding(key.WithKeys("left"), key.WithHelp("←", l.T(i18n.ExKeyPrev))),
		New:      key.NewBinding(key.WithKeys("r"), key.WithHelp("r", l.T(i18n.ExKeyNew))),
		Help:     key.NewBinding(key.WithKeys("?"), key.WithHelp("?", l.T(i18n.KeyMoreKeys))),
		Quit:     key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", l.T(i18n.KeyQuit))),
		lang:     l,
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
