// Package countestimate says, before a count starts, how long it will take
// on this machine, by measuring: it times a seeded sample of the tasks of
// the board, and of smaller boards, for a short fixed budget (the CPU time
// they take, so that other processes on the machine do not skew it), and
// extrapolates. The estimate is for the machine's cores free for the count. It knows nothing of how a task is counted (the smaller
// boards' tasks are made the way the board's are: solver.CountTasksLike),
// so it stays true whichever counting method the solver uses.
package countestimate

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"time"

	"github.com/nqueens/nqueens/solver"
)

// samples is the number of tasks timed per board: one from each of as many
// equal parts of the task list (the list runs from its costliest tasks to
// its cheapest, so a sample from every part sees both).
const samples = 48

// smallest is the smallest board measured: below it a task takes
// microseconds and says nothing of the time of larger ones.
const smallest = 12

// Estimate is the measured estimate of a count.
type Estimate struct {
	// Seconds is the estimated wall time of the count, in seconds (a
	// float: it may be far past what a time.Duration holds).
	Seconds float64
	// Workers is the number of goroutines it assumes (at most the CPUs:
	// more do not count faster).
	Workers int
	// Measured is the largest board whose sample was timed; Lower the
	// smallest of those the growth was fitted to.
	N, Measured, Lower int
	// Growth is the factor of time per step of N, fitted (least squares
	// on the logarithm) to the boards Lower to Measured, used to
	// extrapolate to N.
	Growth float64
}

// Extrapolated reports whether the board itself was too costly to sample
// within the budget, so the estimate is extrapolated from smaller boards.
func (e Estimate) Extrapolated() bool { return e.Measured < e.N }

// String says the estimate in words, with how it was made.
func (e Estimate) String() string {
	how := fmt.Sprintf("timed on %d sampled tasks", samples)
	if e.Extrapolated() {
		how = fmt.Sprintf("extrapolated from %d sampled tasks each at N=%d..%d, at their ×%.1f a step; the growth rises with N, so it is likely more", samples, e.Lower, e.Measured, e.Growth)
	}
	return fmt.Sprintf("about %s on %d %s (%s)", Words(e.Seconds), e.Workers, plural(e.Workers, "worker"), how)
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// Measure estimates the wall time of counting fraction (0 to 1) of the
// tasks of the n×n board on workers goroutines, spending at most about
// budget. It returns ctx's error if ctx ends first.
func Measure(ctx context.Context, n, workers int, fraction float64, budget time.Duration) (Estimate, error) {
	workers = max(1, min(workers, runtime.NumCPU()))
	e := Estimate{N: n, Workers: workers}
	deadline := time.Now().Add(budget)
	var prev float64       // the core-seconds of the last board measured
	var logs []float64     // the logarithms of the core-seconds of the last boards
	var lastSample float64 // the CPU seconds of the last sample
	for m := min(smallest, n); m <= n; m++ {
		// Counted the way n is: the half-board join and backtracking
		// grow at different rates.
		tasks, err := solver.CountTasksLike(m, n)
		if err != nil {
			return e, err
		}
		left := time.Until(deadline)
		if prev > 0 && e.Growth > 0 {
			// The next sample's cost, if it grows as the last step did.
			if next := prev * e.Growth * float64(samples) / float64(tasks.Len()) / float64(workers); next > left.Seconds() {
				break
			}
		}
		core, ok, err := sample(ctx, tasks, m, workers, left)
		if err != nil {
			return e, err
		}
		if !ok {
			break // out of budget: extrapolate from the boards measured
		}
		if len(logs) >= 2 && lastSample < minFitSample {
			// The board before was too quick to time well: per-task
			// costs that do not grow with N weighed on it, so it would
			// flatten the growth. Fit the larger boards only.
			logs = logs[len(logs)-1:]
		}
		lastSample = core * float64(min(samples, tasks.Len())) / float64(tasks.Len())
		if logs = append(logs, math.Log(core)); len(logs) > fitted {
			logs = logs[1:]
		}
		if len(logs) >= 2 {
			e.Growth = math.Exp(slope(logs))
			e.Lower = m - len(logs) + 1
		}
		e.Measured, prev = m, core
	}
	switch {
	case e.Measured == n:
		e.Seconds = prev * fraction / float64(workers)
	case e.Growth > 0:
		e.Seconds = prev * math.Pow(e.Growth, float64(n-e.Measured)) * fraction / float64(workers)
	default:
		// Not even two small boards in the budget: a machine far too
		// slow or busy to say; the budget itself is a floor.
		e.Seconds = math.Inf(1)
	}
	return e, nil
}

// minFitSample: a sample that took less CPU than this (seconds) is dropped
// from the fit once a larger board is measured.
const minFitSample = 0.005

// fitted is the number of the largest boards measured that the growth is
// fitted to: enough to even out the noise of one sample, few enough to
// follow the growth's rise with N.
const fitted = 4

// slope returns the least-squares slope of y against 0, 1, 2, ….
func slope(y []float64) float64 {
	n := float64(len(y))
	var sx, sy, sxx, sxy float64
	for i, v := range y {
		x := float64(i)
		sx, sy, sxx, sxy = sx+x, sy+v, sxx+x*x, sxy+x*v
	}
	return (n*sxy - sx*sy) / (n*sxx - sx*sx)
}

// sample times one task from each of samples equal parts of the task list
// of the m×m board, on workers goroutines, and returns the core-seconds of
// the whole list it implies; ok is false if the sample did not finish in
// time.
func sample(ctx context.Context, tasks *solver.CountTasks, m, workers int, limit time.Duration) (core float64, ok bool, err error) {
	total := tasks.Len()
	k := min(samples, total)
	rng := rand.New(rand.NewPCG(uint64(m), samples)) // the same sample every time
	picks := make([]int, k)
	for s := range k {
		lo, hi := s*total/k, (s+1)*total/k
		picks[s] = lo + rng.IntN(hi-lo)
	}
	// The tables the tasks are counted with are built once for the whole
	// count: not part of a task's time. Tables past the memory limit are
	// not sampled, as before a task of them was: the count itself falls
	// back or refuses.
	if tasks.Prepare(workers) != nil {
		return 0, false, nil
	}
	sctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	// The CPU time of the process, not the wall time of the tasks: on a
	// machine that others load too, a task's wall time says more of them
	// than of the count.
	cpu0 := cpuTime()
	done := 0 // Count reports one task at a time
	countErr := tasks.Count(sctx, picks, workers, func(int, uint64, uint64) { done++ })
	if err := ctx.Err(); err != nil {
		return 0, false, err
	}
	if countErr != nil || done < k {
		return 0, false, nil
	}
	return (cpuTime() - cpu0) / float64(k) * float64(total), true, nil
}

// Words says a number of seconds as a person would: "12 s", "35 min",
// "5.2 hours", "3.1 days", "40 years", "2e+09 years".
func Words(s float64) string {
	const (
		minute = 60
		hour   = 60 * minute
		day    = 24 * hour
		year   = 365.25 * day
	)
	switch {
	case math.IsInf(s, 1):
		return "an unknown time (the machine was too busy to measure)"
	case s < minute:
		return fmt.Sprintf("%.0f s", math.Max(s, 1))
	case s < hour:
		return fmt.Sprintf("%.0f min", s/minute)
	case s < 2*day:
		return fmt.Sprintf("%.1f hours", s/hour)
	case s < year:
		return fmt.Sprintf("%.1f days", s/day)
	case s < 1e4*year:
		return fmt.Sprintf("%.0f years", s/year)
	}
	return fmt.Sprintf("%.1g years", s/year)
}
