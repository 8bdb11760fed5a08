package browse

import (
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// TestHowLong: beyond the quick boards the time a count takes is an
// estimate that grows with N — more than the quick board's minute at N=19,
// in years at N=30 — and not the old "hours or more".
func TestHowLong(t *testing.T) {
	prev := 0.0
	for n := solver.MaxQuickCountN + 1; n <= solver.MaxCountN; n++ {
		secs := solver.ScaleByTree(quickCountSeconds, solver.MaxQuickCountN, n, estimateProbes, 1)
		if secs <= prev || secs <= quickCountSeconds {
			t.Errorf("N=%d: %.0f s, not more than N=%d's %.0f s", n, secs, n-1, prev)
		}
		prev = secs
		if got := howLong(i18n.En, n); !strings.HasPrefix(got, "about ") || strings.Contains(got, "or more") {
			t.Errorf("N=%d: %q", n, got)
		}
	}
	if got := howLong(i18n.En, 30); !strings.HasSuffix(got, " years on one core") {
		t.Errorf("N=30: a count takes %q, not years", got)
	}
	for _, c := range []struct {
		secs float64
		want string
	}{{30, "30 seconds"}, {90, "1.5 minutes"}, {3000, "50 minutes"}, {86400, "1 day"}, {4.2e10, "1,300 years"}} {
		if got := roughDuration(i18n.En, c.secs); got != c.want {
			t.Errorf("roughDuration(%g) = %q, want %q", c.secs, got, c.want)
		}
	}
}
