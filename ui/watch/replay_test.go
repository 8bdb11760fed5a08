package watch_test

// The replay (nqueens replay): the view on a trace read through
// solver/replay is the view on the run itself, byte for byte, for a trace
// that is a whole run; for one that goes wrong, the goldens of the whole
// screen at 100×30 keep what it shows there (testdata/TestReplayGolden).

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/solver/replay"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/uitest"
	"github.com/nqueens/nqueens/ui/watch"
)

// traceOf writes the run of a stepper made with opt as
// `nqueens trace --format json` does, meta line first.
func traceOf(t *testing.T, n int, strategy solver.Strategy, opt solver.StepperOptions) []byte {
	t.Helper()
	s, err := solver.NewWith(n, strategy, nil, opt)
	if err != nil {
		t.Fatal(err)
	}
	out := replay.AppendMeta(nil, replay.Header{N: n, Strategy: strategy, MRV: opt.MRV,
		Seeded: strategy == solver.MinConflicts, Seed: opt.Seed, Start: opt.Start})
	for !s.IsDone() {
		out = replay.AppendEvent(out, s, s.Next())
	}
	return out
}

// load reads a trace for the view.
func load(t *testing.T, name string, trace []byte) *watch.Replay {
	t.Helper()
	l, err := replay.Load(bytes.NewReader(trace), replay.Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return &watch.Replay{Name: name, Script: l.Script, Fault: l.Fault}
}

// soloView is one watch view at w×h, shown, with its frames fixed,
// playing r if it is not nil.
func soloView(n int, o watch.Options, r *watch.Replay, w, h int) uitest.Solo {
	com := &common.Common{N: n, Styles: theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, false), Keys: common.DefaultGlobalKeys(i18n.En)}
	fixed := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	o.Speed, o.EventsPerFrame = watch.DefaultSpeed, 1<<20
	o.Replay = r
	m := watch.New(com, o)
	watch.FixClock(m, fixed)
	m.SetSize(w, h)
	solo := uitest.Solo{Com: com, Part: m}
	uitest.Run(solo, solo.Init(), nil)
	return solo
}

// replayCases are runs of the four strategies (fc also with MRV).
var replayCases = []struct {
	n        int
	strategy solver.Strategy
	opt      solver.StepperOptions
}{
	{6, solver.Array, solver.StepperOptions{}},
	{6, solver.Bitmask, solver.StepperOptions{}},
	{6, solver.FC, solver.StepperOptions{}},
	{8, solver.FC, solver.StepperOptions{MRV: true}},
	{8, solver.MinConflicts, solver.StepperOptions{Seed: 2, Start: solver.RandomStart}},
}

// TestReplayIsTheWatchView: the view on a valid trace is byte for byte the
// watch view on the same run — at each of the first steps, then after the
// jumps, back and forth, with the search tree or the conflict plot shown,
// to the end and back to the start.
func TestReplayIsTheWatchView(t *testing.T) {
	keys := []string{"n", "b", "b", "B", "h", "t", "l", "n", "p", "G", "h", "t", "g", "z", "l"}
	for _, c := range replayCases {
		t.Run(fmt.Sprintf("%s/mrv=%v", c.strategy, c.opt.MRV), func(t *testing.T) {
			r := load(t, "run.jsonl", traceOf(t, c.n, c.strategy, c.opt))
			if r.Fault != nil {
				t.Fatalf("the trace of the run is wrong: %v", r.Fault)
			}
			own := soloView(c.n, watch.Options{Strategy: c.strategy, Stepper: c.opt}, nil, 100, 30)
			played := soloView(c.n, watch.Options{}, r, 100, 30)
			same := func(at string) {
				t.Helper()
				if got, want := played.View(), own.View(); got != want {
					t.Fatalf("%s: the replay shows\n%s\nthe watch view\n%s", at, got, want)
				}
			}
			same("step 0")
			for i := range 40 {
				uitest.Keys(own, nil, "l")
				uitest.Keys(played, nil, "l")
				same(fmt.Sprintf("l ×%d", i+1))
			}
			for i, k := range keys {
				uitest.Keys(own, nil, k)
				uitest.Keys(played, nil, k)
				same(fmt.Sprintf("key %d (%s)", i+1, k))
				if k == "G" {
					// The view played the trace, not a search of its own.
					st := played.Part.(*watch.Model).Stepper()
					if name, ok := played.Part.(*watch.Model).Replaying(); !ok || name != "run.jsonl" || !st.IsDone() || st.Step() != r.Script.Len() {
						t.Fatalf("at the end the view plays %q (%v), step %d of %d", name, ok, st.Step(), r.Script.Len())
					}
				}
			}
		})
	}
}

// badTraces are traces that go wrong, in testdata/replay: the starting
// kit's Python solver with its classic bug (the anti-diagonal never
// unmarked: python3 docs/replay/queens.py 6 with that line commented out),
// fc's run with a prune that misses a square, and a min-conflicts run
// whose queen moves to a square with more conflicts than another.
var badTraces = []string{"queens-py-anti-bug-6.jsonl", "fc-prune-short-6.jsonl", "mc-worse-move-8.jsonl"}

// TestReplayGolden keeps the whole screen at 100×30 where each bad trace
// goes wrong (G runs there), with the expected event (e), and a step
// before it; where it goes wrong at 80×24 and 200×60 too, in a directory
// a size.
func TestReplayGolden(t *testing.T) {
	for _, name := range badTraces {
		trace, err := os.ReadFile(filepath.Join("testdata", "replay", name))
		if err != nil {
			t.Fatal(err)
		}
		for _, size := range []struct{ w, h int }{{80, 24}, {100, 30}, {200, 60}} {
			dir := ""
			if size.w != 100 {
				dir = fmt.Sprintf("%dx%d/", size.w, size.h)
			}
			for _, moment := range []struct{ name, keys string }{{"fault", "G"}, {"expected", "Ge"}, {"before", "Gh"}} {
				if dir != "" && moment.name != "fault" {
					continue
				}
				t.Run(dir+strings.TrimSuffix(name, ".jsonl")+"/"+moment.name, func(t *testing.T) {
					r := load(t, name, trace)
					if r.Fault == nil {
						t.Fatal("the trace is right")
					}
					m := ui.New(ui.Options{Replay: r, Speed: 4, EventsPerFrame: 1 << 20, Theme: theme.Dark})
					m.Update(tea.WindowSizeMsg{Width: size.w, Height: size.h})
					uitest.Run(m, m.Init(), nil)
					for _, k := range moment.keys {
						uitest.Keys(m, nil, string(k))
					}
					v := m.View()
					if err := uitest.Fits(v, size.w, size.h); err != nil {
						t.Fatal(err)
					}
					line := fmt.Sprintf("line %d of the trace is wrong: %s", r.Fault.Line, r.Fault.Reason)
					if moment.name != "before" && !strings.Contains(strings.Join(strings.Fields(v), " "), strings.Join(strings.Fields(line), " ")[:60]) {
						t.Errorf("the screen does not say %q", line)
					}
					golden.RequireEqual(t, []byte(v))
				})
			}
		}
	}
}

// TestReplayLeaves: a key that changes the run (a: the next strategy)
// leaves the replay for a search of the view's own, and says so; r plays
// the trace again from its start.
func TestReplayLeaves(t *testing.T) {
	r := load(t, "run.jsonl", traceOf(t, 5, solver.Array, solver.StepperOptions{}))
	v := soloView(5, watch.Options{}, r, 100, 30)
	m := v.Part.(*watch.Model)
	uitest.Keys(v, nil, "l", "l", "r")
	if _, ok := m.Replaying(); !ok || m.Stepper().Step() != 0 {
		t.Fatalf("r: replaying %v at step %d", ok, m.Stepper().Step())
	}
	uitest.Keys(v, nil, "a")
	if name, ok := m.Replaying(); ok || m.Stepper().Strategy() != solver.Bitmask {
		t.Fatalf("a: still the replay of %q (%v), strategy %v", name, ok, m.Stepper().Strategy())
	}
	if !strings.Contains(v.View(), "no longer the replay of run.jsonl") {
		t.Errorf("a: the view does not say it left the replay:\n%s", v.View())
	}
	uitest.Keys(v, nil, "a", "a", "a") // back to array: a search now
	if _, ok := m.Replaying(); ok {
		t.Error("the replay came back")
	}
}
