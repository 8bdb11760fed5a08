package ui

import (
	"strings"
	"testing"
)

// TestFullHelpSaysQuestionOnce: the full help of the solutions and play
// views names ? once, as the key that closes it.
func TestFullHelpSaysQuestionOnce(t *testing.T) {
	t.Parallel()
	for _, mode := range []Mode{Solutions, Play} {
		for _, s := range rootSizes {
			m := started(t, mode, 8, s.w, s.h)
			press(m, "?")
			screen := strings.Join(lines(t, m), "\n")
			if strings.Count(screen, "more keys") != 0 || strings.Count(screen, "fewer keys") != 1 {
				t.Errorf("%s at %d×%d: the full help names ? %d times as more keys, %d as fewer:\n%s",
					mode, s.w, s.h, strings.Count(screen, "more keys"), strings.Count(screen, "fewer keys"), screen)
			}
		}
	}
}
