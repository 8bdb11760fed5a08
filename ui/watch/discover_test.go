package watch_test

import (
	"strings"
	"testing"

	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
)

// TestFirstScreenSaysTheGoal: the first screen says what the puzzle is and
// the first keys, in one line, at every size; the help bar at 100 columns
// and more holds the lesson's keys beyond stepping (":" at 100, t and z at
// 120); the timeline says it is the run's.
func TestFirstScreenSaysTheGoal(t *testing.T) {
	for _, size := range screenSizes {
		s := newScreen(t, ui.Options{N: 8, Strategy: solver.Array}, size.w, size.h)
		v := s.text()
		lines := strings.Split(v, "\n")
		found := false
		for _, l := range lines {
			if strings.Contains(l, "8 queens") && strings.Contains(l, "diagonal") && strings.Contains(l, "space plays") {
				found = true
			}
		}
		if !found {
			t.Errorf("%dx%d: the first screen does not say the goal and the first keys:\n%s", size.w, size.h, v)
		}
		help := lines[len(lines)-1]
		want := []string{"space play", "step"}
		if size.w >= 100 {
			want = append(want, ": go to")
		}
		if size.w >= 120 {
			want = append(want, "t tree", "z board")
		}
		for _, k := range want {
			if !strings.Contains(help, k) {
				t.Errorf("%dx%d: the help bar lacks %q: %q", size.w, size.h, k, help)
			}
		}
		if size.w >= 100 && !strings.Contains(lines[1], "run ●") {
			t.Errorf("%dx%d: the timeline has no caption: %q", size.w, size.h, lines[1])
		}
		s.press("l")
		if strings.Contains(s.text(), "space plays") {
			t.Errorf("%dx%d: the goal line stays after the first step", size.w, size.h)
		}
	}
}
