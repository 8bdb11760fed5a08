package watch

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/uitest"
)

func init() {
	// Goldens must not depend on the terminal running the tests.
	lipgloss.SetColorProfile(termenv.Ascii)
}

// newModel returns a watch view of the given size whose frames apply a
// fixed number of events, so that tests never depend on time.
func newModel(t testing.TB, n int, s solver.Strategy, w, h int) *Model {
	t.Helper()
	com := &common.Common{N: n, Styles: theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, false), Keys: common.DefaultGlobalKeys(i18n.En)}
	fixed := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	m := New(com, Options{Strategy: s, Speed: DefaultSpeed, EventsPerFrame: 1000})
	FixClock(m, fixed)
	m.SetSize(w, h)
	return m
}

// press sends one key to the model.
func press(m *Model, k string) tea.Cmd {
	_, cmd := m.Update(keyMsg(k))
	return cmd
}

func keyMsg(k string) tea.KeyMsg { return uitest.Key(k) }

// tick delivers the tick the model is waiting for.
func tick(m *Model) tea.Cmd {
	_, cmd := m.Update(tickMsg{id: m.player.id, gen: m.player.gen})
	return cmd
}

// seekDone runs frames until a search started by n or b is over.
func seekDone(t testing.TB, m *Model) {
	t.Helper()
	for i := 0; m.jump.goal != none; i++ {
		if i > 1_000_000 {
			t.Fatal("search never ends")
		}
		tick(m)
	}
}

// toShownAttack steps forward to the first attack whose line of attack
// crosses at least one square, so the drawn line shows.
func toShownAttack(t testing.TB, m *Model) {
	t.Helper()
	for range 100_000 {
		press(m, "right")
		ev := m.st.Event()
		if ev.Kind == solver.Attack && max(ev.Row-ev.By.Row, 0) >= 2 {
			return
		}
	}
	t.Fatal("no attack with a visible line")
}

func checkFits(t testing.TB, view string, w, h int) {
	t.Helper()
	lines := strings.Split(view, "\n")
	if len(lines) > h {
		t.Fatalf("view has %d lines, window %d:\n%s", len(lines), h, view)
	}
	for i, l := range lines {
		if lw := lipgloss.Width(l); lw > w {
			t.Fatalf("line %d is %d wide, window %d:\n%s", i, lw, w, view)
		}
	}
}

// TestGolden keeps the view in small windows (the root's tests keep the
// whole screen at the usual sizes): N=8 does not fit 20×8 (that golden is
// the too-small message); N=4 shows the smallest useful window; 40×13 is
// what a 40×15 terminal leaves the view. Each strategy at its own moments.
func TestGolden(t *testing.T) {
	t.Parallel()
	sizes := [][3]int{{20, 8, 8}, {20, 8, 4}, {40, 13, 8}}
	for _, size := range sizes {
		for _, s := range solver.Strategies {
			for _, at := range momentsOf(s) {
				name := fmt.Sprintf("%dx%d/%s/%s", size[0], size[1], s, at)
				if size[2] != 8 {
					name = fmt.Sprintf("%dx%d/N=%d/%s/%s", size[0], size[1], size[2], s, at)
				}
				t.Run(name, func(t *testing.T) {
					m := newModel(t, size[2], s, size[0], size[1])
					toMoment(t, m, at)
					v := m.View()
					checkFits(t, v, size[0], size[1])
					golden.RequireEqual(t, []byte(v))
				})
			}
		}
	}
}

// toMoment moves the view to a moment of the search: the first attack whose
// line crosses a square, the first backtrack, the first solution ("start"
// stays), or the first event of another kind, by its name ("prune",
// "wipe-out", "pick", "evaluate", "move").
func toMoment(t testing.TB, m *Model, at string) {
	t.Helper()
	switch at {
	case "start":
	case "attack":
		toShownAttack(t, m)
	case "backtrack":
		press(m, "b")
		seekDone(t, m)
	case "solution":
		press(m, "n")
		seekDone(t, m)
	default:
		for !m.st.IsDone() {
			press(m, "right")
			if m.st.Event().Kind.String() == at {
				return
			}
		}
		t.Fatalf("%s: no %s", m.spec.strategy, at)
	}
}

// momentsOf lists the moments of a strategy worth a golden: plain
// backtracking's attack, forward checking's prune and wipe-out,
// min-conflicts' pick and heat map (it has no backtrack), construct's
// place (it only places).
func momentsOf(s solver.Strategy) []string {
	switch s {
	case solver.Construct:
		return []string{"start", "place", "solution"}
	case solver.FC:
		return []string{"start", "prune", "wipe-out", "backtrack", "solution"}
	case solver.MinConflicts:
		return []string{"start", "pick", "evaluate", "solution"}
	}
	return []string{"start", "attack", "backtrack", "solution"}
}

func TestStepBackRestoresScreen(t *testing.T) {
	t.Parallel()
	for _, s := range solver.Strategies {
		m := newModel(t, 8, s, 120, 40)
		// 37 steps in, or two before the end of a shorter run
		// (construct's: 10 events).
		total, err := solver.RunProfile(context.Background(), 8, s, nil, m.spec.opt, func(uint64) {})
		if err != nil {
			t.Fatal(err)
		}
		for range min(37, int(total)-2) {
			press(m, "right")
		}
		before := m.View()
		press(m, "right")
		if m.View() == before {
			t.Fatal("a step changed nothing on screen")
		}
		press(m, "left")
		if got := m.View(); got != before {
			t.Fatalf("%s: step back does not restore the screen:\nbefore:\n%s\nafter:\n%s", s, before, got)
		}
		// Far ahead, past several snapshots (min-conflicts' run of
		// N=8 ends within the first: near its end).
		for range 5 {
			press(m, "n")
			seekDone(t, m)
		}
		if m.st.IsDone() {
			runCmds(m, m.goTo(m.st.Step()-10))
		}
		press(m, "right")
		press(m, "right")
		before = m.View()
		press(m, "right")
		press(m, "left")
		if got := m.View(); got != before {
			t.Fatalf("%s: step back far ahead does not restore the screen", s)
		}
	}
}

func TestPlayPauseTicks(t *testing.T) {
	t.Parallel()
	m := newModel(t, 8, solver.Array, 80, 24)
	if cmd := tick(m); cmd != nil || m.st.Step() != 0 {
		t.Fatal("a tick while paused must do nothing")
	}
	if cmd := press(m, " "); cmd == nil || !m.player.playing {
		t.Fatal("space must start playing with a tick")
	}
	old := m.player.gen
	tick(m)
	if m.st.Step() != 1 {
		t.Fatalf("one tick at %d steps/s applied %d events", m.player.speed, m.st.Step())
	}
	press(m, "+") // a new loop: the old tick is stale
	if m.player.gen == old {
		t.Fatal("changing speed while playing must start a new tick generation")
	}
	m.Update(tickMsg{id: m.player.id, gen: old})
	if m.st.Step() != 1 {
		t.Fatal("a stale tick was not dropped")
	}
	m.Update(tickMsg{id: m.player.id + 1, gen: m.player.gen})
	if m.st.Step() != 1 {
		t.Fatal("another model's tick was not dropped")
	}
	press(m, " ")
	if m.player.playing {
		t.Fatal("space must pause")
	}
	if cmd := tick(m); cmd != nil || m.st.Step() != 1 {
		t.Fatal("a tick after pause must do nothing")
	}
}

func TestSpeedLadder(t *testing.T) {
	t.Parallel()
	m := newModel(t, 8, solver.Array, 80, 24)
	for range len(speeds) + 3 {
		press(m, "+")
	}
	if m.player.speed != Max {
		t.Fatalf("top of the ladder is %d, want max", m.player.speed)
	}
	press(m, "-")
	if m.player.speed != speeds[len(speeds)-1] {
		t.Fatalf("one below max is %d", m.player.speed)
	}
	for range len(speeds) + 3 {
		press(m, "-")
	}
	if m.player.speed != 1 {
		t.Fatalf("bottom of the ladder is %d, want 1", m.player.speed)
	}
}

func TestMaxSpeedFinishesWithBudget(t *testing.T) {
	t.Parallel()
	m := newModel(t, 8, solver.Bitmask, 120, 40)
	m.player.speed = Max
	press(m, " ")
	frames := 0
	for m.player.playing {
		tick(m)
		frames++
	}
	if c := m.st.Counters(); c.Solutions != 92 || !m.st.IsDone() {
		t.Fatalf("max speed ended with %d solutions, done=%v", c.Solutions, m.st.IsDone())
	}
	if want := int(m.st.Step()+999) / 1000; frames != want {
		t.Fatalf("%d frames for %d steps at 1000 per frame, want %d", frames, m.st.Step(), want)
	}
	if !strings.Contains(m.View(), "all 92 solutions") {
		t.Fatal("the end is not narrated")
	}
}

func TestFastSpeedSpreadsEvents(t *testing.T) {
	t.Parallel()
	m := newModel(t, 8, solver.Array, 80, 24)
	m.player.speed = 120 // 2 events per 60 fps frame
	press(m, " ")
	for range 30 {
		tick(m)
	}
	if m.st.Step() != 60 {
		t.Fatalf("30 frames at 120 steps/s applied %d events, want 60", m.st.Step())
	}
}

func TestSeekIsChunkedAndCancellable(t *testing.T) {
	t.Parallel()
	m := newModel(t, 14, solver.Array, 120, 40)
	m.player.eventsPerFrame = 10
	if cmd := press(m, "n"); cmd == nil || (m.jump.goal != toEvent || m.jump.kind != solver.Solution) {
		t.Fatal("n must start a search in chunks")
	}
	if m.st.Step() != 10 {
		t.Fatalf("the first chunk applied %d events, want 10", m.st.Step())
	}
	if !strings.Contains(m.View(), "searching") {
		t.Fatal("a search must say so")
	}
	tick(m)
	press(m, "x") // any key
	if m.jump.goal != none {
		t.Fatal("a key must cancel the search")
	}
	step := m.st.Step()
	tick(m)
	if m.st.Step() != step {
		t.Fatal("the search went on after being cancelled")
	}
}

func TestSolutionsBothWays(t *testing.T) {
	t.Parallel()
	m := newModel(t, 6, solver.Array, 120, 40)
	var firsts []string
	for range 4 {
		press(m, "n")
		seekDone(t, m)
		firsts = append(firsts, fmt.Sprint(m.st.Queens()))
	}
	if m.st.Counters().Solutions != 4 {
		t.Fatalf("4 × n found %d solutions", m.st.Counters().Solutions)
	}
	press(m, "p")
	if got := fmt.Sprint(m.st.Queens()); got != firsts[2] || m.st.Event().Kind != solver.Solution {
		t.Fatalf("p went to %s, want %s", got, firsts[2])
	}
	press(m, "n")
	seekDone(t, m)
	press(m, "n")
	seekDone(t, m)
	if !m.st.IsDone() || !strings.Contains(m.View(), "no further solution") {
		t.Fatal("n past the last solution must say the search is over")
	}
}

func TestNoSolutionBoards(t *testing.T) {
	t.Parallel()
	for _, n := range []int{1, 2, 3} {
		m := newModel(t, n, solver.Array, 80, 24)
		m.player.speed = Max
		press(m, " ")
		for m.player.playing {
			tick(m)
		}
		v := m.View()
		if n == 1 && !strings.Contains(v, "the 1 solution found") {
			t.Fatalf("N=1 end:\n%s", v)
		}
		if n > 1 && !strings.Contains(v, "no solution") {
			t.Fatalf("N=%d must say there is no solution:\n%s", n, v)
		}
	}
}

// pressN presses a key that changes N and answers it as the root does.
func pressN(m *Model, k string) {
	uitest.Run(uitest.Solo{Com: m.com, Part: m}, press(m, k), nil)
}

func TestRestartStrategyAndSize(t *testing.T) {
	t.Parallel()
	m := newModel(t, 8, solver.Array, 80, 24)
	press(m, "right")
	press(m, "a")
	if m.spec.strategy != solver.Bitmask || m.st.Step() != 0 {
		t.Fatal("a must switch to bitmask and restart")
	}
	pressN(m, "]")
	pressN(m, "]")
	pressN(m, "[")
	if m.spec.n != 9 || m.st.N() != 9 {
		t.Fatalf("N is %d after ] ] [", m.spec.n)
	}
	press(m, "right")
	press(m, "r")
	if m.st.Step() != 0 {
		t.Fatal("r must restart")
	}
	m2 := newModel(t, 1, solver.Array, 80, 24)
	pressN(m2, "[")
	if m2.spec.n != 1 {
		t.Fatal("N went below 1")
	}
	m3 := newModel(t, 64, solver.Array, 80, 24)
	pressN(m3, "]")
	if m3.spec.n != 64 {
		t.Fatal("N went above 64")
	}
}

// shortHelp lists the enabled bindings of the short help as the help bar
// shows them: "space play", "→/l step", ….
func shortHelp(m *Model) string {
	var items []string
	for _, b := range m.ShortHelp() {
		if b.Enabled() {
			items = append(items, b.Help().Key+" "+b.Help().Desc)
		}
	}
	return strings.Join(items, " · ")
}

// TestHelpShowsApplicableKeys: the bindings that apply are enabled by
// Update itself, with no frame drawn in between (bubbles' list does the
// same): after a jump ends, space plays at once.
func TestHelpShowsApplicableKeys(t *testing.T) {
	t.Parallel()
	m := newModel(t, 8, solver.Array, 120, 40)
	if v := shortHelp(m); !strings.Contains(v, "space play") || strings.Contains(v, "space pause") {
		t.Fatalf("paused: the help must offer play only: %s", v)
	}
	press(m, " ")
	if v := shortHelp(m); !strings.Contains(v, "space pause") || strings.Contains(v, "space play") {
		t.Fatalf("playing: the help must offer pause only: %s", v)
	}
	press(m, " ")
	m.player.eventsPerFrame = 1
	press(m, "n")
	if v := shortHelp(m); v != "any key cancel" {
		t.Fatalf("searching: the help must offer only to cancel: %s", v)
	}
	seekDone(t, m)
	if v := shortHelp(m); !strings.Contains(v, "space play") || !m.keys.Play.Enabled() {
		t.Fatalf("the search is over: space must play again, with no View in between: %s", v)
	}
	if press(m, " "); !m.player.playing {
		t.Fatal("space after a search did not play")
	}
}

func TestLargeBoardsAndTinyWindows(t *testing.T) {
	t.Parallel()
	for _, s := range solver.Strategies {
		for _, n := range []int{1, 2, 3, 20, 32, 64} {
			for _, size := range [][2]int{{10, 5}, {20, 8}, {80, 24}, {200, 70}, {1, 1}} {
				m := newModel(t, n, s, size[0], size[1])
				for range 20 {
					press(m, "right")
					checkFits(t, m.View(), size[0], size[1])
				}
				press(m, "t")
				checkFits(t, m.View(), size[0], size[1])
			}
		}
	}
	m := newModel(t, 64, solver.Array, 200, 80)
	press(m, "right")
	if v := m.View(); strings.Contains(v, "too small") {
		t.Fatalf("N=64 must fit in 200×80:\n%s", v)
	}
	m = newModel(t, 8, solver.Array, 10, 5)
	if v := m.View(); !strings.Contains(v, "q quits") {
		t.Fatalf("a tiny window must say how to quit:\n%s", v)
	}
}

// FuzzWatch feeds random keys, ticks and window sizes: the view must never
// panic, and always fit its window.
func FuzzWatch(f *testing.F) {
	// Bytes 0–29 press keys[i], 30 ticks, 31 w h resizes, 32 is a stale tick.
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 30, 32, 32, 28, 29})
	f.Add([]byte{31, 20, 8, 0, 30, 30, 30, 1, 1, 1, 3, 5, 31, 10, 5, 32, 32})
	f.Add([]byte{12, 12, 12, 12, 0, 30, 30, 31, 200, 60, 4, 30, 30, 2, 2})
	f.Add([]byte{13, 13, 13, 6, 30, 31, 30, 12, 6, 30, 7, 1, 31, 255, 255})
	f.Add([]byte{16, 26, 27, 24, 18, 3, 30, 19, 22, 23, 23, 21, 30, 30, 20, 17, 16, 26, 25})
	keys := []string{" ", "right", "left", "n", "p", "b", "+", "-", "r", "a", "[", "]", "?", "l", "h", "x",
		":", "B", "m", "'", "g", "G", "z", "v", "enter", "esc", "7", "0", "o", "t"}
	opTick, opResize := len(keys), len(keys)+1
	f.Fuzz(func(t *testing.T, data []byte) {
		m := newModel(t, 5, solver.Array, 80, 24)
		m.player.eventsPerFrame = 64
		w, h := 80, 24
		for i := 0; i < len(data); i++ {
			switch op := int(data[i]) % (len(keys) + 3); {
			case op < len(keys):
				press(m, keys[op])
			case op == opTick:
				tick(m)
			case op == opResize && i+2 < len(data):
				w, h = 1+int(data[i+1])%220, 1+int(data[i+2])%80
				m.SetSize(w, h)
				i += 2
			default:
				m.Update(tickMsg{id: m.player.id, gen: m.player.gen - 1}) // stale
			}
			checkFits(t, m.View(), w, h)
		}
	})
}

// TestCallStackAligned: from N=10 on, the rows and columns of the call
// stack take two digits; every frame keeps its "│ left" in one column,
// whatever the frame does (its numbers are right-aligned in display
// cells), and the frame executing a place says where the call goes.
func TestCallStackAligned(t *testing.T) {
	t.Parallel()
	m := newModel(t, 12, solver.Array, 200, 50)
	for range 100 {
		press(m, "right")
		if m.st.Event().Kind == solver.Place && m.st.Row() >= 3 {
			break
		}
	}
	press(m, "right") // a try: the executing frame has columns left too
	col := -1
	frames := 0
	for _, l := range strings.Split(m.View(), "\n") {
		i := strings.Index(l, "solve(")
		bar := strings.Index(l, "│ left")
		if i < 0 || bar < 0 {
			continue // not a frame
		}
		w := lipgloss.Width(l[:bar])
		if col >= 0 && w != col {
			t.Fatalf("the call stack is misaligned (│ at cell %d, then %d):\n%s", col, w, m.View())
		}
		col = w
		frames++
	}
	if frames < 4 || !strings.Contains(m.View(), "▶ solve( 3) try  0") {
		t.Fatalf("want 4 frames or more, the executing one trying 0, got %d:\n%s", frames, m.View())
	}
	press(m, "left")
	if v := m.View(); !strings.Contains(v, "▶ solve( 2) place") {
		t.Fatalf("at a place, the frame of its row executes:\n%s", v)
	}
}

// runCmds runs cmd and what it leads to, as the runtime would, answering
// the view's requests to the root as the root does.
func runCmds(m *Model, cmd tea.Cmd) {
	uitest.Run(uitest.Solo{Com: m.com, Part: m}, cmd, nil)
}

// TestClassAfterMaxSpeed: a large board's solution that a frame at max
// speed ends on is not classified while the animation runs past it, and is
// once the animation pauses there.
func TestClassAfterMaxSpeed(t *testing.T) {
	t.Parallel()
	const n = classifyInline + 1
	st, _ := solver.New(n, solver.Array, nil)
	for st.Next().Kind != solver.Solution {
	}
	m := newModel(t, n, solver.Array, 160, 50)
	m.player.eventsPerFrame = int(st.Step()) // the first frame ends on the first solution
	m.player.speed = Max
	runCmds(m, m.Show())
	press(m, " ")
	tick(m)
	if ev := m.st.Event(); ev.Kind != solver.Solution || ev.Index != 1 || !m.player.playing {
		t.Fatalf("the frame ended on %v %d (playing %v), want solution 1", ev.Kind, ev.Index, m.player.playing)
	}
	runCmds(m, press(m, " "))
	if v := m.View(); m.player.playing || !strings.Contains(v, "solution 1 is fundamental") {
		t.Fatalf("paused on solution 1: its class is not named:\n%s", v)
	}
}
