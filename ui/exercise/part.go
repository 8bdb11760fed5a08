package exercise

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
	"github.com/nqueens/nqueens/ui/theme"
)

// part is one kind of exercise on screen, a sub-model as bubbles' list
// has them: it holds the instance of its kind and what the student has
// typed or marked on it, and draws its own boards and panel. Model
// holds the part of its instance's kind and keeps what every kind shares:
// the clock, the model answer's toggle, undo, the score.
type part interface {
	// key handles a key of the kind while the student plays, and says
	// whether it made a step.
	key(msg tea.KeyMsg, s *shared) (stepped bool)
	// undone follows an undo: the input emptied for the field asked again.
	undone(s *shared)
	// enable enables the kind's keys; only called while the student plays,
	// after every kind's keys were disabled.
	enable(k *keyMap)
	// modelAnswer is the model answer at its start.
	modelAnswer() (*modelView, error)
	// boards draws the kind's board, or boards, in w×h, false when they
	// do not fit; need is the room they take at the least.
	boards(s *shared, w, h int) (string, bool)
	need(n int) (w, h int)
	// panel writes the kind's text beside the boards: its question, or
	// the model answer's step.
	panel(s *shared, add func(string))
	// lastDid names the student's last step standing, and says whether
	// the panel shows it now.
	lastDid(s *shared) (did string, shown bool)
	// right says what the score counts, after the score: " answers
	// right".
	right() i18n.ID
}

// shared is what the parts read of the view around them, and the cursor
// they move.
type shared struct {
	keys   *keyMap
	st     *theme.Styles
	render *board.Renderer
	ex     exercise.Exercise
	cursor solver.Square
	model  *modelView // the model answer on screen, nil while the student plays
	lang   i18n.Lang
}

// modelView is the model answer on screen: a replay of the search's run
// (backtrack), or the step it is at of steps (the other kinds: a pair, or
// a field of a row).
type modelView struct {
	replay *exercise.Replay
	pair   int
	steps  int
}

// newPart is the part of ex's kind, the cursor put where that kind starts.
func newPart(ex exercise.Exercise, s *shared) (part, error) {
	s.cursor = solver.Square{}
	switch ex := ex.(type) {
	case *exercise.BacktrackExercise:
		return newBacktrack(ex, s), nil
	case *exercise.SymmetryExercise:
		return &symmetryPart{sym: ex}, nil
	case *exercise.BitmaskExercise:
		return newBitmask(ex, s), nil
	case *exercise.FCExercise:
		return newFC(ex, s), nil
	case *exercise.MCExercise:
		return newMC(ex, s), nil
	}
	return nil, fmt.Errorf("no view for the %s exercise", ex.Kind())
}

// playing says whether the student plays now: no model answer on screen,
// the instance not finished.
func (s *shared) playing() bool { return s.model == nil && !s.ex.Finished() }

// moveCursor moves the cursor by an arrow key, kept on the board, and
// says whether msg was one.
func (s *shared) moveCursor(msg tea.KeyMsg) bool {
	k, n := s.keys, s.ex.N()
	switch {
	case key.Matches(msg, k.Up):
		s.cursor.Row = max(s.cursor.Row-1, 0)
	case key.Matches(msg, k.Down):
		s.cursor.Row = min(s.cursor.Row+1, n-1)
	case key.Matches(msg, k.Left):
		s.cursor.Col = max(s.cursor.Col-1, 0)
	case key.Matches(msg, k.Right):
		s.cursor.Col = min(s.cursor.Col+1, n-1)
	default:
		return false
	}
	return true
}

// one draws the board b alone in w×h.
func (s *shared) one(b board.Board, w, h int) (string, bool) {
	l, ok := board.Fit(s.ex.N(), w, h)
	if !ok {
		return "", false
	}
	return s.render.Render(b, l), true
}

// oneBoard is the room of the kinds that draw one board.
type oneBoard struct{}

func (oneBoard) need(n int) (w, h int) { return board.MinSize(n) }

// The questions of the kinds that ask several about a queen.
var (
	fcAsks = []exercise.Ask{exercise.AskPrune, exercise.AskWipe, exercise.AskNext}
	mcAsks = []exercise.Ask{exercise.AskCounts, exercise.AskMove}
)

// askColumn is the name of a in l, padded with blanks to a cell past the
// widest name of asks, so that the answers after the names line up in
// every language.
func askColumn(l i18n.Lang, a exercise.Ask, asks []exercise.Ask) string {
	w := 0
	for _, b := range asks {
		w = max(w, lipgloss.Width(b.In(l)))
	}
	name := a.In(l)
	return name + strings.Repeat(" ", w+1-lipgloss.Width(name))
}

// enableAsk enables the keys that answer the question a (fc and
// min-conflicts), and disables them for none (-1).
func enableAsk(k *keyMap, a exercise.Ask) {
	k.Mark.SetEnabled(a == exercise.AskPrune)
	k.Count.SetEnabled(a == exercise.AskCounts)
	k.Grade.SetEnabled(a == exercise.AskPrune || a == exercise.AskNext || a == exercise.AskCounts || a == exercise.AskMove)
	switch a {
	case exercise.AskNext:
		k.Grade.SetHelp("enter", k.lang.T(i18n.ExGradeRow))
	case exercise.AskCounts:
		k.Grade.SetHelp("enter", k.lang.T(i18n.ExGradeCounts))
	case exercise.AskMove:
		k.Grade.SetHelp("enter", k.lang.T(i18n.ExGradeMove))
	default:
		k.Grade.SetHelp("enter", k.lang.T(i18n.ExGradeMarks))
	}
	k.Yes.SetEnabled(a == exercise.AskWipe)
	k.No.SetEnabled(a == exercise.AskWipe)
}
