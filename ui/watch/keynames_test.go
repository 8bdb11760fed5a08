package watch

import (
	"regexp"
	"strings"
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

// TestJumpKeysElsewhere: a jump key of an event the strategy does not make
// (w in array, x in fc, d in min-conflicts) says why it does nothing, as o
// does outside fc, and names the strategies that make it.
func TestJumpKeysElsewhere(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		strategy solver.Strategy
		key      string
		want     []string
	}{
		{solver.Array, "w", []string{"w jumps to the next wipe-out", "array makes none (fc does)"}},
		{solver.Array, "W", []string{"W to the prev wipe-out", "array makes none"}},
		{solver.FC, "x", []string{"x jumps to the next attack", "fc makes none", "array", "bitmask"}},
		{solver.MinConflicts, "d", []string{"d jumps to the next queen put down", "min-conflicts makes none"}},
	} {
		m := newModel(t, 6, c.strategy, 100, 30)
		press(m, "l")
		step := m.st.Step()
		runCmds(m, press(m, c.key))
		for _, w := range c.want {
			if !strings.Contains(m.note, w) {
				t.Errorf("%s, %s: note %q, want it to hold %q", c.strategy, c.key, m.note, w)
			}
		}
		if m.st.Step() != step {
			t.Errorf("%s, %s moved the run", c.strategy, c.key)
		}
	}
}
