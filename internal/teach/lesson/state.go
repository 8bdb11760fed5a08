package lesson

import (
	"slices"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
)

// State is what a slide shows, as plain data: the run (board size,
// strategy, its options), the step of it, the view and its layout, and
// predict mode's density (0: off). The visualizer restores it exactly:
// Stepper makes the run and steps to it.
type State struct {
	N        int
	Strategy solver.Strategy
	Options  solver.StepperOptions
	Step     uint64
	View     string // one of Views
	Layout   string // one of Layouts
	// Panels names the watch view's panels the slide needs on screen
	// (of Panels), comma-separated, placed before the layout's others:
	// "" for the layout's own order.
	Panels  string
	Predict predict.Density
}

// defaultState is the state before the first slide: the visualizer's
// defaults.
var defaultState = State{N: 8, Strategy: solver.Array, View: "watch", Layout: "panels"}

// sameRun reports whether two states show the same run (at any step).
func (st State) sameRun(o State) bool {
	return st.N == o.N && st.Strategy == o.Strategy && st.Options == o.Options
}

// Stepper returns a stepper of the state's run at its step (or at the end
// of the run, if it ends before: its Step says so).
func (st State) Stepper() (*solver.Stepper, error) {
	s, err := solver.NewWith(st.N, st.Strategy, nil, st.Options)
	if err != nil {
		return nil, err
	}
	s.Seek(st.Step)
	return s, nil
}

// parseRun reads a "run:" value: "end", or an event kind and how many of
// them to run through ("solution", "next solution", "backtrack 3").
func parseRun(v string) (kind solver.Kind, count int, err error) {
	f := strings.Fields(v)
	if len(f) > 0 && f[0] == "next" {
		f = f[1:]
	}
	if len(f) == 1 && f[0] == "end" {
		return solver.Done, 1, nil
	}
	if len(f) == 0 || len(f) > 2 {
		return 0, 0, i18n.Errorf(i18n.LessonFileBadRun, strconv.Quote(v))
	}
	i := slices.IndexFunc(solver.Kinds, func(k solver.Kind) bool { return k.String() == f[0] })
	if i < 0 {
		return 0, 0, i18n.Errorf(i18n.LessonFileBadEvent, strconv.Quote(f[0]), names(solver.Kinds))
	}
	count = 1
	if len(f) == 2 {
		if count, err = strconv.Atoi(f[1]); err != nil || count < 1 || count > MaxStep {
			return 0, 0, i18n.Errorf(i18n.LessonFileBadCount, strconv.Quote(f[1]), text.Thousands(MaxStep))
		}
	}
	return solver.Kinds[i], count, nil
}

// runTo steps s through count events of the run's kind, within MaxStep.
func runTo(s *solver.Stepper, run string) error {
	kind, count, _ := parseRun(run) // checked when read
	from := s.Step()
	for count > 0 {
		if s.Step() >= MaxStep {
			return i18n.Errorf(i18n.LessonFileNoEvent, kind.String(), text.Thousands(MaxStep), strconv.FormatUint(from, 10))
		}
		if s.IsDone() {
			return i18n.Errorf(i18n.LessonFileRunEnds, strconv.FormatUint(s.Step(), 10), text.Thousands(uint64(count)), kind.String(), strconv.FormatUint(from, 10))
		}
		if s.Next().Kind == kind {
			count--
		}
	}
	return nil
}
