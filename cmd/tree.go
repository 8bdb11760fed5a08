package cmd

import (
	"fmt"
	"strconv"

	"github.com/nqueens/nqueens/internal/kit/i18n"

	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/solver/tree"
	"github.com/spf13/cobra"
)

// treeWholeMaxN is the largest board whose whole tree the tree command
// writes without --limit: the array method tries 894 squares at N=6, 3,584
// at N=7 and 15,720 at N=8, more than any slide or reader can take.
const treeWholeMaxN = 6

func newTreeCommand() *cobra.Command {
	var (
		algo   = solver.DefaultStrategy
		limit  int64
		format = treeDOT
		csp    cspFlags
	)
	cmd := &cobra.Command{
		Use:   "tree N",
		Short: "Write the backtracking search tree, for slides and handouts",
		Long: `Write the state-space tree of the backtracking search on an N×N board: the
empty board at the root, one level per row, one node per square tried —
a queen placed, an attacked square (and the queen attacking it), a solution.
With --algo bitmask the attacked squares of a row are the children the method
prunes without trying them; with --algo fc there is a node per queen placed,
forward checking never meeting an attacked square (with --mrv, one level per
queen in the order the rows are filled). min-conflicts, a local search, has
no tree.

--format dot writes a Graphviz graph (every node has a class attribute: root,
place, attack, solution, "attack pruned", or try for a square the run stopped
on); --format text writes the tree one node a line, indented by depth, as the
search meets it, then how much pruning saved.

Past N=6 the whole tree is too large to read: --limit K (stop after K events)
is required there.`,
		Example: `  nqueens tree 4 --format dot | dot -Tsvg > tree4.svg
  nqueens tree 5 --algo bitmask --format text
  nqueens tree 8 --limit 2000 --format text`,
		Args: exactlyOneN,
		RunE: func(cmd *cobra.Command, args []string) error {
			n, err := parseBoardSize(args[0], solver.MaxN)
			if err != nil {
				return err
			}
			if !algo.Exhaustive() {
				return usageErrorf(i18n.CmdTreeNone, algo.String(), algo.Method(), strconv.Itoa(n), algo.String())
			}
			if limit == 0 && n > treeWholeMaxN {
				return usageErrorf(i18n.CmdTreeTooLarge, strconv.Itoa(n), strconv.Itoa(treeWholeMaxN))
			}
			opt, err := csp.options(cmd.Flags(), algo)
			if err != nil {
				return err
			}
			s, err := solver.NewWith(n, algo, nil, opt)
			if err != nil {
				return err
			}
			ctx, out := cmd.Context(), cmd.OutOrStdout()
			if format == treeDOT {
				d, err := tree.NewDOT(out, s, fmt.Sprintf("%d×%d board, %v method", n, n, algo))
				if err != nil {
					return err
				}
				// d.Err: a reader that went away stops a long run early.
				walkErr := stepEvents(ctx, s, limit, func() error { d.Next(s); return d.Err() })
				// Interrupted, the graph still ends: the tree searched so far.
				if err := d.Close(); err != nil {
					return err
				}
				return walkErr
			}
			lines, err := tree.NewLines(out, s, false)
			if err != nil {
				return err
			}
			walkErr := stepEvents(ctx, s, limit, func() error { lines.Next(s); return lines.Err() })
			if err := lines.Close(); err != nil {
				return err
			}
			return walkErr
		},
	}
	f := cmd.Flags()
	enumVar(f, &algo, "algo", "", solver.AllStrategies, "strategy")
	intVar(f, &limit, "limit", "", 0, unbounded, i18n.CmdMeansWholeTree, "stop after this many events (0: the whole tree, N ≤ 6 only)")
	enumVar(f, &format, "format", "", treeFormats, "output format (dot: Graphviz; text: an outline)")
	csp.addMRV(f)
	return cmd
}

// treeFormat is the --format of tree.
type treeFormat string

const (
	treeDOT  treeFormat = "dot"
	treeText treeFormat = "text"
)

var treeFormats = []treeFormat{treeDOT, treeText}
