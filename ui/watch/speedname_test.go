package watch

import (
	"testing"

	"github.com/nqueens/nqueens/internal/kit/i18n"
)

// TestSpeedName: every speed reads in one style — digits grouped as counts
// are, "step" singular only for 1.
func TestSpeedName(t *testing.T) {
	t.Parallel()
	want := map[int]string{
		1: "1 step/s", 4: "4 steps/s", 1000: "1,000 steps/s", 2500: "2,500 steps/s",
		250_000: "250,000 steps/s", 1_000_000: "1,000,000 steps/s", 1234: "1,234 steps/s", Max: "max speed",
	}
	for s, w := range want {
		if got := speedName(i18n.En, s); got != w {
			t.Errorf("speedName(%d) = %q, want %q", s, got, w)
		}
	}
}
