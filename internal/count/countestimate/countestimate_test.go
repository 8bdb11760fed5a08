package countestimate

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens/solver"
)

func TestMeasureSmallBoardDirectly(t *testing.T) {
	e, err := Measure(context.Background(), 14, 2, 0, 1, 2*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	// N=14 takes tens of milliseconds: its own sample fits the budget.
	if e.Extrapolated() || e.Measured != 14 || !(e.Seconds > 0) || math.IsInf(e.Seconds, 0) {
		t.Errorf("N=14: %+v, want a finite estimate measured at 14 itself", e)
	}
	half, err := Measure(context.Background(), 14, 2, 0, 0.5, 2*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if !(half.Seconds > 0) || half.Seconds > e.Seconds*2 {
		t.Errorf("half of N=14 estimated at %g s, the whole at %g s", half.Seconds, e.Seconds)
	}
}

// TestMeasureJoinBoardItself: a board the join counts is timed on its own
// tasks, whatever the budget for smaller boards (one too small to sample
// any board here), and the estimate says so.
func TestMeasureJoinBoardItself(t *testing.T) {
	e, err := Measure(context.Background(), 15, 1, 0, 1, time.Nanosecond)
	if err != nil {
		t.Fatal(err)
	}
	if e.Extrapolated() || e.Measured != 15 || e.Sampled < minOwnSample || e.Sampled > e.Tasks || !(e.Seconds > 0) || math.IsInf(e.Seconds, 0) {
		t.Errorf("N=15: %+v, want a finite estimate from its own tasks", e)
	}
	want := fmt.Sprintf("timed on %d sampled of its %d tasks", e.Sampled, e.Tasks)
	if s := e.String(); !strings.Contains(s, want) {
		t.Errorf("estimate in words: %q, want it to say %q", s, want)
	}
}

// TestMeasureOwnScale: the estimate from a board's own sample is its
// whole count's CPU time, not a task's or a sample's: within a factor of
// four of the CPU a count of N=16 takes in the same test (a bound on the
// scaling, which a slip of the sample's size would miss by 48 or more).
func TestMeasureOwnScale(t *testing.T) {
	e, err := Measure(context.Background(), 16, 1, 0, 1, time.Nanosecond)
	if err != nil {
		t.Fatal(err)
	}
	cpu0 := cpuTime()
	if _, err := solver.Count(context.Background(), 16, solver.CountOptions{Workers: 1}); err != nil {
		t.Fatal(err)
	}
	cpu := cpuTime() - cpu0
	if r := e.Seconds / cpu; !(r > 0.25 && r < 4) {
		t.Errorf("N=16 estimated at %.3f s of CPU, counted in %.3f s (ratio %.2f)", e.Seconds, cpu, r)
	}
}

// TestMeasureWithinMemory: a count whose tables do not fit its memory
// limit backtracks, so its estimate times backtracking's tasks, not the
// join's.
func TestMeasureWithinMemory(t *testing.T) {
	e, err := Measure(context.Background(), 17, 1, 1<<10, 1, 300*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	back, _ := solver.BacktrackingTasks(e.Measured)
	join, _ := solver.CountTasksLike(e.Measured, 17)
	if e.Tasks != back.Len() || back.Len() == join.Len() {
		t.Errorf("N=17 within 1 KiB: timed N=%d's %d tasks, want backtracking's %d (the join has %d)", e.Measured, e.Tasks, back.Len(), join.Len())
	}
}

// TestMeasureHugeBoard: N=32 cannot be sampled in a fraction of a second
// on any machine; the estimate extrapolates from smaller boards, stays
// within the budget, and says far more than the 7 days count refuses past
// (N=27, the largest known count, took a year of a cluster of FPGAs; the
// race detector's slowdown of small boards flattens the growth, hence the
// low bar of 10 years).
func TestMeasureHugeBoard(t *testing.T) {
	start := time.Now()
	e, err := Measure(context.Background(), 32, 2, 0, 1, 500*time.Millisecond)
	took := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	const year = 365.25 * 24 * 3600
	if !e.Extrapolated() || e.Seconds < 10*year {
		t.Errorf("N=32: %+v (%s), want an extrapolated estimate of over 10 years", e, e)
	}
	if took > 5*time.Second {
		t.Errorf("the estimate took %v for a budget of 500ms", took)
	}
	if s := e.String(); !strings.Contains(s, "years") || !strings.Contains(s, "extrapolated from") {
		t.Errorf("estimate in words: %q", s)
	}
}

func TestMeasureEndsWithTheContext(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := Measure(ctx, 22, 1, 0, 1, time.Minute)
	if !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > 5*time.Second {
		t.Errorf("Measure with a context ending at 50ms: %v after %v", err, time.Since(start))
	}
}

func TestWords(t *testing.T) {
	for _, tc := range []struct {
		s    float64
		want string
	}{
		{0.2, "1 s"},
		{42, "42 s"},
		{35 * 60, "35 min"},
		{5.25 * 3600, "5.2 hours"},
		{3 * 86400, "3.0 days"},
		{40 * 365.25 * 86400, "40 years"},
		{2e9 * 365.25 * 86400, "2e+09 years"},
	} {
		if got := Words(tc.s).String(); got != tc.want {
			t.Errorf("Words(%g) = %q, want %q", tc.s, got, tc.want)
		}
	}
}

// TestShortCountSampleStaysSmall: a board whose whole count takes a
// second or two (N=16 here; N=17 and 18 on the command line) was sampled
// until the sample took a second of CPU, which doubled the time of
// `count 17`. Its first sample shows it short, and is the estimate.
func TestShortCountSampleStaysSmall(t *testing.T) {
	e, err := Measure(context.Background(), 16, 1, 0, 1, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if e.Measured != 16 || e.Sampled != samples || !(e.Seconds > 0) || e.Seconds >= shortCount {
		t.Errorf("N=16: %+v, want its own first sample of %d tasks, under %v s", e, samples, shortCount)
	}
}
