package watch

import (
	"context"
	"fmt"
	"strconv"

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

// speedName says "4 steps/s", "1k steps/s" or "max".
func speedName(s int) string {
	switch {
	case s == Max:
		return "max speed"
	case s >= 1_000_000 && s%1_000_000 == 0:
		return strconv.Itoa(s/1_000_000) + "M steps/s"
	case s >= 1000 && s%1000 == 0:
		return strconv.Itoa(s/1000) + "k steps/s"
	case s == 1:
		return "1 step/s"
	}
	return strconv.Itoa(s) + " steps/s"
}
