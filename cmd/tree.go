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

func newTreeCommand(l i18n.Lang) *cobra.Command {
	var (
		algo   = solver.DefaultStrategy
		limit  int64
		format = treeDOT
		csp    cspFlags
	)
	cmd := &cobra.Command{
		Use:   "tree N",
		Short: l.T(i18n.CmdTreeShort),
		Long:  l.T(i18n.CmdTreeLong),
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
			lines, err := tree.NewLines(out, s, false, commandLang(cmd))
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
	enumVar(f, &algo, "algo", "", solver.AllStrategies, l.T(i18n.FlagAlgo))
	intVar(f, &limit, "limit", "", 0, unbounded, i18n.CmdMeansWholeTree, l.T(i18n.FlagTreeLimit))
	enumVar(f, &format, "format", "", treeFormats, l.T(i18n.FlagTreeFormat))
	csp.addMRV(f, l)
	return cmd
}

// treeFormat is the --format of tree.
type treeFormat string

const (
	treeDOT  treeFormat = "dot"
	treeText treeFormat = "text"
)

var treeFormats = []treeFormat{treeDOT, treeText}
