package watch

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/solver/replay"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

// newModeModel is newModel in the watch view or inside a lesson, whose
// keys differ (play is enter, the step l).
func newModeModel(t testing.TB, inLesson bool) *Model {
	t.Helper()
	com := &common.Common{N: 6, Styles: theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, false), Keys: common.DefaultGlobalKeys(i18n.En)}
	fixed := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	m := New(com, Options{Strategy: solver.Array, Speed: DefaultSpeed, EventsPerFrame: 1000, InLesson: inLesson})
	FixClock(m, fixed)
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
	case "↑":
		return "up"
	case "↓":
		return "down"
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

// TestQuestionsHideTheirAnswers: while a question waits, the screen does
// not show its answer — "where does row k's queen go?" and "where does it
// go next?" hide the attacked squares of the array and bitmask searches
// (the answer would be the row's first blank square), and with fc and MRV
// the mark of the row filled next is gone (the row is half the answer).
func TestQuestionsHideTheirAnswers(t *testing.T) {
	t.Parallel()
	runOf := func(name string) predictRun {
		for _, r := range predictRuns {
			if r.name == name {
				return r
			}
		}
		panic(name)
	}
	for _, c := range []struct {
		run     string
		density predict.Density
		kind    predict.Kind
	}{
		{"array", predict.Rows, predict.Column},
		{"bitmask", predict.Rows, predict.Column},
		{"array", predict.Backtracks, predict.NextColumn},
		{"bitmask", predict.Backtracks, predict.NextColumn},
		{"fc-mrv", predict.Every, predict.Column},
	} {
		r := runOf(c.run)
		m := newPredictModel(t, r, c.density, 100, 30)
		var q predict.Question
		for i := 0; ; i++ {
			got, ok := question(m)
			if ok && got.Kind == c.kind && (got.Subject.Row > 0 || c.run == "fc-mrv" && m.st.Placed() > 0) {
				q = got
				break
			}
			if i > 5000 || m.st.IsDone() {
				t.Fatalf("%s: no %s question after row 0", c.run, c.kind)
			}
			if ok {
				runCmds(m, press(m, ">"))
			}
			runCmds(m, press(m, "l"))
		}
		view := m.View()
		if c.run == "fc-mrv" {
			// At 200×60 the domains panel shows too, its title naming the
			// row filled next when no question waits.
			for _, size := range [][2]int{{100, 30}, {200, 60}} {
				m.SetSize(size[0], size[1])
				view := m.View()
				if strings.Contains(view, m.com.Styles.Glyphs.RowMark) || regexp.MustCompile(`row \d+ next`).MatchString(view) {
					t.Errorf("fc with MRV at %dx%d: the row filled next is named while %s waits:\n%s", size[0], size[1], c.kind, view)
				}
			}
			continue
		}
		line := boardLine(view, q.Subject.Row)
		if strings.ContainsAny(line, "·:⋮•✗│╲╱") {
			t.Errorf("%s, %s about row %d: the row shows its attacked squares: %q\n%s", c.run, c.kind, q.Subject.Row, line, view)
		}
	}
}

// boardLine is the line of the view that draws row r of the board, up to
// the panels beside it.
func boardLine(view string, r int) string {
	label := regexp.MustCompile(`^│? *` + strconv.Itoa(r) + `\s`)
	for _, l := range strings.Split(view, "\n") {
		if label.MatchString(l) {
			// The panels beside the board start at a box's side after a
			// blank (the cursor's brackets touch its square).
			l, _, _ = strings.Cut(strings.TrimPrefix(l, "│"), " │")
			return l
		}
	}
	return ""
}

// namedKeyRe finds the keys a line names: a letter, a sign or a key's name
// before what it does ("V is for", "K adds", "B and ← go back", "> skip").
var namedKeyRe = regexp.MustCompile(`(?:^|[\s(—·,])(space|enter|esc|backspace|[←→↑↓]|[^\s\p{L}\p{N}—·]|\p{L})(?:/\S+)?:? (?:adds|shows|goes|go|plays|steps|changes|restarts|is for|jumps|makes|skip|back|leaves|density|and|or|asks|the event)\b`)

// checkNamedKeys fails each key s names that no binding in force of m
// has (the key table's enabled bindings, and the prompt's), and s if it
// names none of want.
func checkNamedKeys(t *testing.T, m *Model, where, s string, want ...string) {
	t.Helper()
	bound := map[string]bool{}
	bindings := []key.Binding{m.keys.Cancel, m.keys.Accept, m.keys.Close}
	for _, a := range m.keyTable() {
		bindings = append(bindings, a.binding)
	}
	for _, b := range bindings {
		if b.Enabled() {
			for _, k := range b.Keys() {
				bound[k] = true
			}
		}
	}
	named := map[string]bool{}
	for _, g := range namedKeyRe.FindAllStringSubmatch(s, -1) {
		named[g[1]] = true
		if !bound[keyOf(g[1])] {
			t.Errorf("%s: %q names %s, which no binding in force has", where, s, g[1])
		}
	}
	for _, w := range want {
		if !named[w] {
			t.Errorf("%s: %q does not name %s, the binding's key (it names %v)", where, s, w, named)
		}
	}
}

// rebind gives the binding b the key k alone, as another key map would:
// a note that names b's key must follow.
func rebind(b *key.Binding, k string) {
	b.SetKeys(k)
	b.SetHelp(k, b.Help().Desc)
}

// TestNotesNameTheBindings: the notes and hints that name a key take it
// from the binding in force (rebound here to keys no default map has), and
// a room's follower, whose keys are the teacher's, is offered none.
func TestNotesNameTheBindings(t *testing.T) {
	t.Parallel()
	t.Run("min-conflicts attacks", func(t *testing.T) {
		m := newModel(t, 6, solver.MinConflicts, 100, 30)
		rebind(&m.keys.Attacks, "V")
		runCmds(m, press(m, "V"))
		checkNamedKeys(t, m, "v in min-conflicts", m.note, "V")
	})
	t.Run("capture", func(t *testing.T) {
		m := newModel(t, 6, solver.Array, 100, 30)
		rebind(&m.keys.Capture, "K")
		runCmds(m, press(m, "K"))
		checkNamedKeys(t, m, "C without a lesson file", m.note, "K")
	})
	t.Run("replay", func(t *testing.T) {
		m := newModel(t, 6, solver.Array, 100, 30)
		rebind(&m.keys.PrevBacktrack, "Y")
		rebind(&m.keys.Back, "j")
		rebind(&m.keys.Expected, "E")
		m.keys.Expected.SetEnabled(true) // as a replay at such a fault does
		for _, f := range []replay.Error{{Line: 9}, {Line: 9, Expected: "{}"}, {Line: 9, Expected: "{}", Got: "{}"}} {
			r := &Replay{Fault: &f}
			checkNamedKeys(t, m, "the fault's line", r.faultExtra(i18n.En, false, &m.keys))
		}
		r := &Replay{Fault: &replay.Error{Line: 9}}
		checkNamedKeys(t, m, "a trace that stops", r.faultExtra(i18n.En, false, &m.keys), "Y", "j")
		r.Fault.Expected = "{}"
		checkNamedKeys(t, m, "the fault", r.faultExtra(i18n.En, false, &m.keys), "E")
	})
	t.Run("expected", func(t *testing.T) {
		trace, err := os.ReadFile(filepath.Join("testdata", "replay", "queens-py-anti-bug-6.jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		l, err := replay.Load(bytes.NewReader(trace), replay.Options{}, nil)
		if err != nil || l.Fault == nil {
			t.Fatalf("the trace: %v, fault %v", err, l.Fault)
		}
		com := &common.Common{N: 6, Styles: theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, false), Keys: common.DefaultGlobalKeys(i18n.En)}
		m := New(com, Options{Strategy: solver.Array, Speed: DefaultSpeed, EventsPerFrame: 1000,
			Replay: &Replay{Name: "t", Script: l.Script, Fault: l.Fault}})
		m.SetSize(100, 30)
		rebind(&m.keys.Expected, "E")
		rebind(&m.keys.Last, "J")
		runCmds(m, press(m, "E"))
		checkNamedKeys(t, m, "e before the fault", m.note, "E", "J")
	})
	t.Run("go-to prompt", func(t *testing.T) {
		m := newModel(t, 6, solver.Array, 100, 30)
		rebind(&m.keys.Accept, "tab")
		rebind(&m.keys.Close, "ctrl+g")
		runCmds(m, press(m, ":"))
		runCmds(m, press(m, "x"))
		if !strings.Contains(m.note, "tab to go, ctrl+g to cancel") {
			t.Errorf("a letter in the step prompt: %q", m.note)
		}
		runCmds(m, press(m, "tab"))
		if !strings.Contains(m.note, "tab to go, ctrl+g to cancel") {
			t.Errorf("an empty step number: %q", m.note)
		}
	})
	t.Run("predict", func(t *testing.T) {
		m := newPredictModel(t, predictRuns[0], predict.Every, 100, 30)
		rebind(&m.keys.Skip, "}")
		rebind(&m.keys.Back, "j")
		for i := 0; !m.predict.asking; i++ {
			if i > 100 {
				t.Fatal("no question")
			}
			runCmds(m, press(m, "l"))
		}
		m.updateKeys()
		checkNamedKeys(t, m, "a question's keys", m.predict.answerKeys(false, &m.keys), "}", "j")
	})
	for _, inLesson := range []bool{false, true} {
		m := newModeModel(t, inLesson)
		m.Follow(lesson.State{Strategy: solver.Array}, nil, &Class{})
		v := m.View()
		if got := regexp.MustCompile(`\S+ (plays|steps)([\s,·]|$)`).FindString(v); got != "" || !strings.Contains(v, "queens") {
			t.Errorf("lesson %v: following a room, the first screen offers %q:\n%s", inLesson, got, v)
		}
	}
}

// TestFirstScreenWhileAsking: a question put up on the first screen
// (predict mode asks before the first queen) takes the keys the first
// screen would name: the arrows move its cursor, and a step waits for the
// answer. The goal line names no keys then; the question's line does.
func TestFirstScreenWhileAsking(t *testing.T) {
	t.Parallel()
	m := newPredictModel(t, predictRuns[0], predict.Rows, 100, 30)
	if _, ok := question(m); !ok || m.st.Step() != 0 {
		t.Fatal("no question on the first screen")
	}
	v := m.View()
	if got := regexp.MustCompile(`\S+ (plays|steps)([\s,·]|$)`).FindString(v); got != "" || !strings.Contains(v, "queens") {
		t.Errorf("while a question waits, the first screen offers %q:\n%s", got, v)
	}
}
