package watch

import (
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
)

// lensFrame is what a lens and the panels read to draw: the run on screen, the
// styles and the screen (its size, the board's renderer and the paint
// cache), and the few answers of the view's other parts they show. It is
// made with each scene (Model.scene) and read only; the paint cache is
// its one thing written, a cache of the screen.
type lensFrame struct {
	st     *solver.Stepper
	com    *common.Common
	spec   runSpec
	run    int // the run's number, for the lenses' caches
	keys   *keyMap
	screen *screen

	start []int // the queens the search starts from (Model.start)
	speed int   // the player's
	// fast: the player runs fast or a jump runs, so what is costly to
	// count gets a smaller bound.
	fast bool
	// hidesRow: a question waits whose answer is the row filled next.
	hidesRow bool
	// hidesLeft: a question waits whose answer is among the squares left
	// to the current row (the columns left to try, fc's domains).
	hidesLeft bool
	// tree is the search tree fed by the run, drawn when treeWanted.
	tree       *treeFeed
	treeWanted bool
}

// left writes the columns left to the current row (columns), or " ?"
// while a question about them waits.
func (m *lensFrame) left(set uint64, n int) string {
	if m.hidesLeft {
		return " ?"
	}
	return columns(set, n)
}
