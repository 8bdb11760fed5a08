package watch

// The comparison (c): two searches of the board side by side (ui/compare),
// in the watch view's place until esc or c closes it. While it shows, it
// takes every key, tick and size the view gets.

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/compare"
)

// compareKey is the binding that opens the comparison.
func compareKey(l i18n.Lang) key.Binding {
	return key.NewBinding(key.WithKeys("c"), key.WithHelp("c", l.T(i18n.KeyCompare)))
}

// compareSides are what c compares: the run's search (or the array
// search, beside a strategy that has no tree to compare) and its partner.
func compareSides(s runSpec, l lens) (left, right compare.Side) {
	left = compare.Side{Strategy: s.strategy, Opt: l.runOptions(s.opt)}
	if !s.strategy.Exhaustive() {
		left = compare.First()
	}
	return left, compare.Partner(left)
}

// comparison is the comparison c shows in the view's place.
type comparison struct {
	view *compare.Model // nil while none shows
}

// open puts the comparison of left and right in the view's place, at the
// size of its screen sc, and pauses the view's player p.
func (c *comparison) open(com *common.Common, left, right compare.Side, sc *screen, p *player) error {
	v, err := compare.New(com, left, right)
	if err != nil {
		return err
	}
	p.pause()
	v.SetSize(sc.width, sc.height)
	c.view = v
	return nil
}

// CheckCompare reports what is wrong with comparing the run of strategy
// (with opt) with right: both must be tree searches, and different.
func CheckCompare(strategy solver.Strategy, opt solver.StepperOptions, right solver.Strategy) error {
	_, _, err := comparePair(strategy, opt, right)
	return err
}

func comparePair(strategy solver.Strategy, opt solver.StepperOptions, right solver.Strategy) (left, r compare.Side, err error) {
	r = compare.Side{Strategy: right}
	if !strategy.Exhaustive() || !right.Exhaustive() {
		return left, r, i18n.Errorf(i18n.CmpFlagTwoSearches, compare.SideNames(), strategy.String(), right.String())
	}
	left = compare.Side{Strategy: strategy, Opt: lensFor(strategy).runOptions(opt)}
	if left == r {
		return left, r, i18n.Errorf(i18n.CmpFlagSameRun, right.String(), left.Label())
	}
	return left, r, nil
}

// key gives the comparison, while it shows, every key, and closes it when
// it asks; note then says that again, the key that opens it, compares two.
func (c *comparison) key(l i18n.Lang, msg tea.KeyMsg, again key.Binding) (cmd tea.Cmd, took bool, note string) {
	if c.view == nil {
		return nil, false, ""
	}
	cmd = c.view.Update(msg)
	if c.view.Closed() {
		c.view = nil
		note = l.Sprintf(i18n.NoteOneBoard, keyName(again))
	}
	return cmd, true, note
}
