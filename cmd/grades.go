package cmd

import (
	"bytes"
	"errors"
	"io/fs"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/userfile"
	"github.com/nqueens/nqueens/internal/teach/results"
	"github.com/spf13/cobra"
)

// newGradesCommand is `nqueens grades`: a room's results files summed per
// student into the columns a gradebook imports.
func newGradesCommand(l i18n.Lang) *cobra.Command {
	format, pick := "csv", results.Best
	cmd := &cobra.Command{
		Use:   "grades FILE...",
		Short: l.T(i18n.CmdGradesShort),
		Long:  l.T(i18n.CmdGradesLong),
		Example: `  nqueens grades results.csv > gradebook.csv
  nqueens grades monday.csv thursday.csv --attempt last --format json`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			t := results.NewTally(pick)
			for _, path := range args {
				data, err := userfile.ReadFile(ctx, path, results.MaxFileSize, i18n.FileResults)
				var tooLarge *userfile.TooLargeError
				switch {
				case ctx.Err() != nil:
					return errInterrupted
				case errors.Is(err, fs.ErrNotExist), errors.As(err, &tooLarge):
					return usageError{err}
				case err != nil:
					return err
				}
				recs, err := results.Parse(path, data)
				if err != nil {
					return usageError{err}
				}
				for _, r := range recs {
					t.Add(r)
				}
			}
			g := t.Gradebook()
			var b bytes.Buffer
			var err error
			if format == "json" {
				err = g.WriteJSON(&b)
			} else {
				err = g.WriteCSV(&b)
			}
			if err != nil {
				return err
			}
			return publishAnswer(ctx, cmd.OutOrStdout(), b.String())
		},
	}
	f := cmd.Flags()
	enumVar(f, &format, "format", "", []string{"csv", "json"}, l.T(i18n.FlagGradesFormat))
	enumVar(f, &pick, "attempt", "", results.Picks, l.T(i18n.FlagGradesAttempt))
	return cmd
}
