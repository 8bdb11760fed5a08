package watch

// Lenses: what the watch view shows of one strategy. The view itself — the
// player, the jumps, the prompt, the layout, the boxes — is the same for
// every strategy; everything that differs between them lives in one lens
// file each (lens_array.go, lens_bitmask.go, lens_fc.go, lens_mc.go,
// lens_construct.go), listed in the lens table below. A new strategy is a
// new lens file and its line in the table; no other file of the package
// asks which strategy runs.

import (
	"fmt"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// A lens draws the per-strategy parts of the watch view and answers the
// view's per-strategy questions. A lens is made for each run (lensFor), so
// it may keep caches of the run on screen (fc keeps plain backtracking's
// count); it reads the run through a lensFrame, never the Model, and
// never changes it.
type lens interface {
	// traits are the lens's fixed answers (see traits).
	traits() traits
	// label names the run in the top bar: the strategy and the options
	// that make it another run ("fc + MRV", "min-conflicts (seed 1)"),
	// its words in lang.
	label(lang i18n.Lang, opt solver.StepperOptions) string
	// runOptions keeps of opt the options that make another run of this
	// strategy (the rest do not split the timeline's and marks' runs).
	runOptions(opt solver.StepperOptions) solver.StepperOptions

	// counters are the lines of the counters panel, len(counterNames) of
	// them, so that the panel keeps its size.
	counters(m *lensFrame) []counterRow
	// stack draws the call-stack box in exactly inner×rows inside it.
	stack(m *lensFrame, inner, rows int) string
	// state draws the state box (the arrays, words, domains or counts),
	// stateRows lines of inner cells inside it.
	state(m *lensFrame, inner int) string
	// extra is the second status line at ev when nothing more pressing
	// (a jump, a note, a solution's class) takes it; ok=false leaves it to
	// the view's words for the end of a run.
	extra(m *lensFrame, ev solver.Event) (text string, ok bool)
	// tree and chart draw the two boxes t shows; a lens with a search
	// tree (traits.tree) draws it with the treeLens it embeds.
	tree(m *lensFrame, inner, rows int) (title string, lines []string)
	chart(m *lensFrame, inner, rows int) (titles, lines []string)

	// continueFrom is the run that continues a placement the player made
	// (Model.Continue), ok=false when this strategy does.
	continueFrom(opt solver.StepperOptions) (h handover, ok bool)
	// toSolution is the run that reaches the k-th solution in the order
	// plain backtracking finds them (Model.GoToSolution), ok=false when
	// this one does.
	toSolution(k uint64, opt solver.StepperOptions) (h handover, ok bool)
}

// handover is the run a lens hands a request over to, and what the view
// says about it.
type handover struct {
	strategy solver.Strategy
	opt      solver.StepperOptions
	note     i18n.ID
	args     []any // the note's
}

// traits are what a lens says about its strategy once and for all.
type traits struct {
	// hasTree: t shows the search tree, fed by the run's events; without
	// one, t shows what the lens's tree and chart draw instead.
	hasTree bool
	// treeKey is what the help bar says t shows.
	treeKey i18n.ID
	// jumpKind is the event b and B jump between: solver.Backtrack, or
	// solver.Start for a search that restarts instead.
	jumpKind solver.Kind
	// ownPlacement, when set, says that the run makes its own placement
	// ("min-conflicts makes its own placement"): it takes no queens given.
	ownPlacement i18n.ID
	// mrv: o turns minimum remaining values on and off.
	mrv bool
	// attacksNote, when set, is what the attacks key says instead of
	// naming what the board shows (a strategy whose board tints no
	// attacked square); the note goes on to name the key.
	attacksNote i18n.ID
}

// lenses is the lens table: the lens of each strategy the view draws
// (every one of solver.Strategies, TestEveryStrategyHasALens).
var lenses = map[solver.Strategy]func() lens{
	solver.Array:        func() lens { return arrayLens{} },
	solver.Bitmask:      func() lens { return bitmaskLens{} },
	solver.FC:           func() lens { return &fcLens{} },
	solver.MinConflicts: func() lens { return mcLens{} },
	solver.Construct:    func() lens { return constructLens{} },
}

// lensFor returns a new lens of strategy s.
func lensFor(s solver.Strategy) lens {
	newLens, ok := lenses[s]
	if !ok {
		// Strategies come from solver.Strategies and the flags that
		// parse them; a strategy without a lens is a programming error
		// that TestEveryStrategyHasALens catches.
		panic(fmt.Sprintf("watch: no lens for strategy %v", s))
	}
	return newLens()
}

// plainLens holds the answers that most strategies share: the search
// tree under t, no options, the view's own words on the status line, and
// the same strategy for continuing a placement and numbering the
// solutions. A lens embeds it and
// overrides what differs.
type plainLens struct{ treeLens }

func (plainLens) runOptions(solver.StepperOptions) solver.StepperOptions {
	return solver.StepperOptions{}
}

func (plainLens) extra(*lensFrame, solver.Event) (string, bool) { return "", false }

func (plainLens) continueFrom(solver.StepperOptions) (handover, bool) { return handover{}, false }

func (plainLens) toSolution(uint64, solver.StepperOptions) (handover, bool) { return handover{}, false }

// treeTraits are the traits of an exhaustive search drawn as a tree.
func treeTraits() traits {
	return traits{hasTree: true, treeKey: i18n.TreeSearch, jumpKind: solver.Backtrack}
}
