package main

import (
	"context"
	"fmt"
	"io"

	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/solver/tree"
	"github.com/spf13/cobra"
)

func init() { subcommands = append(subcommands, newTreeCommand) }

// treeWholeMaxN is the largest board whose whole tree the tree command
// writes without --limit: the array method tries 894 squares at N=6, 3,584
// at N=7 and 15,720 at N=8, more than any slide or reader can take.
const treeWholeMaxN = 6

func newTreeCommand() *cobra.Command {
	var (
		algo   string
		limit  int64
		format string
	)
	cmd := &cobra.Command{
		Use:   "tree N",
		Short: "Write the backtracking search tree, for slides and handouts",
		Long: `Write the state-space tree of the backtracking search on an N×N board: the
empty board at the root, one level per row, one node per square tried —
a queen placed, an attacked square (and the queen attacking it), a solution.
With --algo bitmask the attacked squares of a row are the children the method
prunes without trying them.

--format dot writes a Graphviz graph (every node has a class attribute: root,
place, attack, solution, "attack pruned", or try for a square the run stopped
on); --format text writes the outline the visualizer shows, finished branches
folded into one line with their size, then how much pruning saved.

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
			strategy, err := parseStrategy(algo)
			if err != nil {
				return err
			}
			if format != "dot" && format != "text" {
				return usageErrorf("--format must be dot or text, got %q", format)
			}
			if limit < 0 {
				return usageErrorf("--limit must be 0 (no limit) or more, got %d", limit)
			}
			if limit == 0 && n > treeWholeMaxN {
				return usageErrorf("the whole tree of N=%d is too large to draw: give --limit K to stop after K events (the whole tree needs N ≤ %d)", n, treeWholeMaxN)
			}
			s, err := solver.New(n, strategy, nil)
			if err != nil {
				return err
			}
			ctx, out := cmd.Context(), cmd.OutOrStdout()
			if format == "dot" {
				d, err := tree.NewDOT(out, s, fmt.Sprintf("%d×%d board, %s method", n, n, strategy))
				if err != nil {
					return err
				}
				// d.Err: a reader that went away stops a long run early.
				if err := walkTree(ctx, s, limit, func() { d.Next(s) }, d.Err); err != nil {
					return err
				}
				return d.Close()
			}
			t := tree.New(s)
			if err := walkTree(ctx, s, limit, func() { t.Next(s) }, func() error { return nil }); err != nil {
				return err
			}
			_, err = io.WriteString(out, t.Text(tree.Options{})+"\n"+t.Totals(false)+"\n")
			return err
		},
	}
	cmd.Flags().StringVar(&algo, "algo", "array", "strategy: array or bitmask")
	cmd.Flags().Int64Var(&limit, "limit", 0, "stop after this many events (0: the whole tree, N ≤ 6 only)")
	cmd.Flags().StringVar(&format, "format", "dot", "output format: dot (Graphviz) or text (an outline)")
	return cmd
}

// walkTree steps the search with step until it ends or has made limit
// events (0: no limit), looking now and then for Ctrl-C and for an error of
// the output (failed).
func walkTree(ctx context.Context, s *solver.Stepper, limit int64, step func(), failed func() error) error {
	for !s.IsDone() && (limit == 0 || int64(s.Step()) < limit) {
		step()
		if s.Step()%4096 == 0 {
			if ctx.Err() != nil {
				return errInterrupted
			}
			if err := failed(); err != nil {
				return err
			}
		}
	}
	return nil
}
