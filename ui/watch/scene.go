package watch

import (
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
)

// scene is one drawing of the view: the screen, which it lays out and
// draws into (the plan, the board, the caches), and the parts it shows,
// read only — the Model changes them, the scene only reads them. Model.View
// makes one a frame; so do the Model's questions about the plan.
type scene struct {
	st     *solver.Stepper
	com    *common.Common
	spec   runSpec
	lens   lens
	keys   *keyMap
	screen *screen
	frame  *lensFrame // what the lenses and the panels read

	player       *player
	jump         *jumper
	prompt       *prompt
	predict      *predictor
	follow       *follow
	tree         *treeFeed
	totals       *runTotals
	class        *classes
	replay       *Replay
	showExpected bool
	note         string

	run int
	key runKey // the run's, for its total and its mark
}

// scene is the view's drawing at this moment, with the lenses' frame.
func (m *Model) scene() *scene {
	return &scene{
		st: m.st, com: m.com, spec: m.spec, lens: m.lens, keys: &m.keys, screen: &m.screen, frame: &lensFrame{
			st: m.st, com: m.com, spec: m.spec, run: m.run, keys: &m.keys, screen: &m.screen,
			start: m.spec.start(m.lens), speed: m.player.speed, fast: m.player.fast() || m.jump.goal != none,
			hidesRow: m.predict.hidesRow(m.st, m.spec), hidesLeft: m.predict.hidesLeft(m.st), tree: &m.tree, treeWanted: m.tree.wanted(m.screen.focus, m.lens),
		},
		player: &m.player, jump: &m.jump, prompt: &m.prompt, predict: &m.predict, follow: &m.follow,
		tree: &m.tree, totals: &m.totals, class: &m.class, replay: m.replay, showExpected: m.showExpected, note: m.note,
		run: m.run, key: m.spec.key(m.lens, m.replay),
	}
}
