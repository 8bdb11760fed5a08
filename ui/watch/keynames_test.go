package watch

import (
	"regexp"
	"testing"
	"time"

	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

// newModeModel is newModel in the watch view or inside a lesson, whose
// keys differ (play is enter, the step l).
func newModeModel(t testing.TB, inLesson bool) *Model {
	t.Helper()
	com := &common.Common{N: 6, Styles: theme.New(theme.Dark, false), Keys: common.DefaultGlobalKeys()}
	fixed := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	m := New(com, Options{Strategy: solver.Array, Speed: DefaultSpeed, EventsPerFrame: 1000,
		Clock: func() time.Time { return fixed }, InLesson: inLesson})
	m.SetSize(100, 30)
	return m
}

// TestNamedKeysDoWhatTheySay: every note that names the key changing
// something names the one that does it in that mode: pressed, it changes
// the thing again, and the first screen's "plays" and "steps" keys play
// and step — in the watch view and inside a lesson.
func TestNamedKeysDoWhatTheySay(t *testing.T) {
	t.Parallel()
	for _, inLesson := range []bool{false, true} {
		cycles := []struct {
			setup []string
			re    *regexp.Regexp
		}{
			{[]string{"G", "P", "f"}, regexp.MustCompile(`^predict mode asks (.+) — (\S+) changes it$`)},
			{[]string{"v"}, regexp.MustCompile(`^the board shows (.+) — (\S+) changes it$`)},
			{[]string{"L"}, regexp.MustCompile(`^layout: (.+) — (\S+) changes it$`)},
		}
		for _, c := range cycles {
			m := newModeModel(t, inLesson)
			for _, k := range c.setup {
				runCmds(m, press(m, k))
				seekDone(t, m)
			}
			got := c.re.FindStringSubmatch(m.note)
			if got == nil {
				t.Fatalf("lesson %v, %v: note %q", inLesson, c.setup, m.note)
			}
			runCmds(m, press(m, keyOf(got[2])))
			again := c.re.FindStringSubmatch(m.note)
			if again == nil || again[1] == got[1] {
				t.Errorf("lesson %v: the note %q names %s, which gives the note %q", inLesson, got[0], got[2], m.note)
			}
		}

		m := newModeModel(t, inLesson)
		first := regexp.MustCompile(`(\S+) plays\W+(\S+) steps`).FindStringSubmatch(m.View())
		if first == nil {
			t.Fatalf("lesson %v: the first screen names no keys:\n%s", inLesson, m.View())
		}
		runCmds(m, press(m, keyOf(first[2])))
		if m.st.Step() != 1 {
			t.Errorf("lesson %v: %q steps to step %d", inLesson, first[2], m.st.Step())
		}
		press(m, keyOf(first[1]))
		if !m.player.playing {
			t.Errorf("lesson %v: %q does not play", inLesson, first[1])
		}
	}
}

// keyOf is the key press a note's name of a key stands for.
func keyOf(name string) string {
	switch name {
	case "space":
		return " "
	case "→":
		return "right"
	case "←":
		return "left"
	}
	return name
}
