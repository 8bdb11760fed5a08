package watch_test

// The watch view's goldens of the whole screen — the root's header and help
// bar around the view, as a user sees it — kept here, in the view's one home
// of goldens (testdata/TestWatchGolden, testdata/TestCSPGolden), beside the
// view's own (testdata/TestGolden, testdata/TestTreeGolden). The text at
// every size; the colours at the one size that shows every panel, as a
// style map (uitest.StyleMap) that a diff shows cell by cell.

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/uitest"
)

// screenSizes are the windows the watch view is held at: the classic
// terminal, a projector, a large terminal and a very large one.
var screenSizes = []struct{ w, h int }{{80, 24}, {100, 30}, {120, 40}, {200, 60}}

// colourW×colourH is the size of the colour goldens: the one where every
// panel shows (pseudocode, legend, call stack, state, counters), so that
// every style the view draws is in them. Colours do not depend on the size.
const colourW, colourH = 200, 60

// screen is the root model on the watch view, with a stepper of its own
// that follows the view's key by key (the view's stepper is not exported
// by the root): the tests stop at a moment when the follower reaches it.
type screen struct {
	t     testing.TB
	m     *ui.Model
	w, h  int
	shade *solver.Stepper // the same run, one event per "l"
}

func newScreen(t testing.TB, o ui.Options, w, h int) *screen {
	t.Helper()
	o.Speed, o.EventsPerFrame = 4, 1<<20
	if o.N == 0 {
		o.N = 8
	}
	m := ui.New(o)
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	uitest.Run(m, m.Init(), nil)
	shade, err := solver.NewWith(o.N, o.Strategy, nil, o.Stepper)
	if err != nil {
		t.Fatal(err)
	}
	return &screen{t: t, m: m, w: w, h: h, shade: shade}
}

func (s *screen) press(keys ...string) { uitest.Keys(s.m, nil, keys...) }

// stepTo presses l until the run's event is one at reports.
func (s *screen) stepTo(name string, at func(*solver.Stepper) bool) {
	s.t.Helper()
	for !at(s.shade) {
		if s.shade.IsDone() {
			s.t.Fatalf("%s: the run ends before the moment", name)
		}
		s.press("l")
		s.shade.Next()
	}
}

// text is the screen without styles, failing unless it fits the window.
func (s *screen) text() string {
	s.t.Helper()
	v := s.m.View()
	if err := uitest.Fits(v, s.w, s.h); err != nil {
		s.t.Fatalf("%v\n%s", err, v)
	}
	return v
}

// styles is the screen's colour golden.
func (s *screen) styles() []byte {
	s.t.Helper()
	v, err := uitest.StyleMap(s.text())
	if err != nil {
		s.t.Fatal(err)
	}
	return []byte(v)
}

// inColour renders in 256 colours, as the themes are defined, while f runs
// (the colour profile is lipgloss's global: these tests are not parallel).
func inColour(f func()) {
	lipgloss.SetColorProfile(termenv.ANSI256)
	defer lipgloss.SetColorProfile(termenv.Ascii)
	f()
}

// toMoment moves the watch view to a moment of plain backtracking: the
// first attack whose line of attack crosses a square (so the line shows),
// the first backtrack out of a row that ran dry (the dead end shows), the
// second solution, or z (focus) at that attack.
func (s *screen) toMoment(moment string) {
	s.t.Helper()
	switch moment {
	case "attack", "z":
		s.stepTo("attack", func(st *solver.Stepper) bool {
			ev := st.Event()
			return ev.Kind == solver.Attack && ev.Row-ev.By.Row >= 2
		})
		if moment == "z" {
			s.press("z")
		}
	case "backtrack":
		s.press("b")
	case "solution":
		s.press("n", "n")
	}
}

// plain are the strategies of plain backtracking, whose moments are an
// attack, a backtrack and a solution (TestCSPGolden keeps the others').
var plain = []solver.Strategy{solver.Array, solver.Bitmask}

// TestWatchGolden keeps the whole screen of the watch view at the three
// moments that matter, both plain backtracking strategies, every size;
// with z (focus); and in the dark and light themes in colour at the size
// of colourW×colourH.
func TestWatchGolden(t *testing.T) {
	for _, size := range screenSizes {
		for _, strategy := range plain {
			for _, moment := range []string{"attack", "backtrack", "solution"} {
				t.Run(fmt.Sprintf("%dx%d/%s/%s", size.w, size.h, strategy, moment), func(t *testing.T) {
					s := newScreen(t, ui.Options{Strategy: strategy}, size.w, size.h)
					s.toMoment(moment)
					golden.RequireEqual(t, []byte(s.text()))
				})
			}
		}
	}
	for _, strategy := range plain {
		t.Run("100x30/"+strategy.String()+"/z", func(t *testing.T) {
			s := newScreen(t, ui.Options{Strategy: strategy}, 100, 30)
			s.toMoment("z")
			golden.RequireEqual(t, []byte(s.text()))
		})
	}
	for _, strategy := range plain {
		for _, name := range []theme.Name{theme.Dark, theme.Light} {
			for _, moment := range []string{"attack", "backtrack", "solution", "z"} {
				t.Run(fmt.Sprintf("%dx%d/%s/%s/%s", colourW, colourH, strategy, name, moment), func(t *testing.T) {
					inColour(func() {
						s := newScreen(t, ui.Options{Strategy: strategy, Theme: name}, colourW, colourH)
						s.toMoment(moment)
						golden.RequireEqual(t, s.styles())
					})
				})
			}
		}
	}
}

// cspMoments are the moments of forward checking and min-conflicts that
// TestCSPGolden keeps: fc's wipe-out and a choice of MRV (a queen placed
// while a row above it is still empty), min-conflicts' heat map, its
// solution and its conflict plot (t), from a random start, which leaves
// more conflicts to repair than the greedy one.
var cspMoments = []struct {
	name string
	o    ui.Options
	keys []string // pressed once there
	at   func(s *solver.Stepper) bool
}{
	{"fc/wipe-out", ui.Options{Strategy: solver.FC}, nil,
		func(s *solver.Stepper) bool { return s.Event().Kind == solver.WipeOut }},
	{"fc-mrv/place", ui.Options{Strategy: solver.FC, Stepper: solver.StepperOptions{MRV: true}}, nil,
		func(s *solver.Stepper) bool {
			ev := s.Event()
			if ev.Kind != solver.Place {
				return false
			}
			for r := 0; r < ev.Row; r++ {
				if s.QueenCol(r) < 0 {
					return true
				}
			}
			return false
		}},
	{"min-conflicts/evaluate", ui.Options{Strategy: solver.MinConflicts, Stepper: solver.StepperOptions{Seed: 2, Start: solver.RandomStart}}, nil,
		func(s *solver.Stepper) bool {
			return s.Event().Kind == solver.Evaluate && s.Counters().Evaluations == 3
		}},
	{"min-conflicts/solution", ui.Options{Strategy: solver.MinConflicts, Stepper: solver.StepperOptions{Seed: 2, Start: solver.RandomStart}}, nil,
		func(s *solver.Stepper) bool { return s.Event().Kind == solver.Solution }},
	{"min-conflicts/plot", ui.Options{Strategy: solver.MinConflicts, Stepper: solver.StepperOptions{Seed: 2, Start: solver.RandomStart}}, []string{"t"},
		func(s *solver.Stepper) bool { return s.Event().Kind == solver.Move && s.Counters().Moves == 9 }},
}

// TestCSPGolden keeps the whole screen of forward checking and
// min-conflicts at 120×40 at their moments (cspMoments), in ASCII and in
// the dark theme in colour.
func TestCSPGolden(t *testing.T) {
	for _, c := range cspMoments {
		for _, look := range []string{"dark", "ascii"} {
			t.Run(c.name+"/"+look, func(t *testing.T) {
				run := func() []byte {
					o := c.o
					o.Theme, o.ASCII = theme.Dark, look == "ascii"
					s := newScreen(t, o, 120, 40)
					s.stepTo(c.name, c.at)
					s.press(c.keys...)
					if look == "dark" {
						return s.styles()
					}
					v := s.text()
					if err := uitest.ASCIIOnly(v); err != nil {
						t.Errorf("%s: %v", c.name, err)
					}
					return []byte(v)
				}
				var got []byte
				if look == "dark" {
					inColour(func() { got = run() })
				} else {
					got = run()
				}
				golden.RequireEqual(t, got)
			})
		}
	}
}

// constructMoments are the moments of construct that TestConstructGolden
// keeps: the first queen of the odd columns at N=8 (N mod 6 = 2: 3 comes
// after the evens), with the rule under t too, the solution, and N=3,
// which has none.
var constructMoments = []struct {
	name string
	n    int
	keys []string // pressed once there
	at   func(s *solver.Stepper) bool
}{
	{"place", 8, nil, firstOdd},
	{"rule", 8, []string{"t"}, firstOdd},
	{"solution", 8, nil, func(s *solver.Stepper) bool { return s.Event().Kind == solver.Solution }},
	{"N=3/done", 3, nil, (*solver.Stepper).IsDone},
}

// firstOdd is the moment N=8's construction places its first odd column.
func firstOdd(s *solver.Stepper) bool {
	ev := s.Event()
	return ev.Kind == solver.Place && ev.Row == s.N()/2
}

// TestConstructGolden keeps the whole screen of construct at its moments
// (constructMoments) at 100×30, and its first odd column in the dark theme
// in colour at colourW×colourH.
func TestConstructGolden(t *testing.T) {
	for _, c := range constructMoments {
		t.Run("100x30/"+c.name, func(t *testing.T) {
			s := newScreen(t, ui.Options{Strategy: solver.Construct, N: c.n}, 100, 30)
			s.stepTo(c.name, c.at)
			s.press(c.keys...)
			golden.RequireEqual(t, []byte(s.text()))
		})
	}
	t.Run(fmt.Sprintf("%dx%d/dark/place", colourW, colourH), func(t *testing.T) {
		inColour(func() {
			s := newScreen(t, ui.Options{Strategy: solver.Construct, Theme: theme.Dark}, colourW, colourH)
			s.stepTo("place", firstOdd)
			golden.RequireEqual(t, s.styles())
		})
	})
}

// TestScreenColoursAreStyled: the colour goldens hold styles — a screen
// rendered in colour that came out plain would keep an empty legend.
func TestScreenColoursAreStyled(t *testing.T) {
	inColour(func() {
		s := newScreen(t, ui.Options{Strategy: solver.Array, Theme: theme.Dark}, colourW, colourH)
		got := string(s.styles())
		legend := got[strings.Index(got, "\nstyles"):]
		if strings.Count(legend, "\n") < 6 {
			t.Fatalf("the colour golden names too few styles:\n%s", legend)
		}
	})
}
