package watch

import (
	"context"
	"fmt"

	"github.com/nqueens/nqueens/solver"
)

// classLabel names the symmetry class of a solution: "fundamental #2
// rotated 90° clockwise". It returns "" if the class cannot be found in
// time.
func classLabel(ctx context.Context, n int, queens []int) string {
	c, err := solver.Classify(ctx, n, queens)
	if err != nil {
		return ""
	}
	if c.Transform == solver.Identity {
		return fmt.Sprintf("fundamental #%d itself (a class of %d)", c.Index, c.Size)
	}
	return fmt.Sprintf("fundamental #%d %s (a class of %d)", c.Index, c.Transform, c.Size)
}

// speedName says "4 steps/s", "2,500 steps/s", "1,000,000 steps/s" or "max
// speed": every speed in one style, digits grouped as counts are.
func speedName(s int) string {
	if s == Max {
		return "max speed"
	}
	return solver.Thousands(uint64(max(s, 0))) + " " + solver.Plural(s, "step") + "/s"
}
