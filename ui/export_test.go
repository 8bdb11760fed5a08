package ui

import (
	"context"

	"github.com/nqueens/nqueens/internal/kit/termgif"
)

// Record is RecordTo holding every frame, for the tests, which look at
// them all; the program streams them.
func Record(ctx context.Context, o RecordOptions) ([]termgif.Frame, error) {
	var frames []termgif.Frame
	err := RecordTo(ctx, o, func(f termgif.Frame) error {
		frames = append(frames, f)
		return nil
	})
	return frames, err
}
