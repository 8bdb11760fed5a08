// Package countestimate says, before a count starts, how long it will take
// on this machine, by measuring the CPU time (so that other processes on
// the machine do not skew it) of a seeded sample of tasks. A board that
// the half-board join counts is sampled itself, on its own tables, built
// once and then shared with the count: its tasks stay cheap enough to
// time at every size it counts, and the time per step of N rises with N,
// so no extrapolation from smaller boards holds for long. Any other board is sampled, with smaller
// boards, for a short fixed budget, and extrapolated from them (their
// tasks are made the way the board's are: solver.CountTasksLike). The
// estimate is for the machine's cores free for the count.
package countestimate

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"strconv"
	"time"

	"github.com/nqueens/nqueens/internal/kit/i18n"

	"github.com/nqueens/nqueens/solver"
)

// samples is the number of tasks timed per board: one from each of as many
// equal parts of the task list, so that the sample follows the costs along
// it whatever their order (the backtracking list runs from its costliest
// tasks to its cheapest; the join's, in order of row sets, is in no order
// of cost: at N=22 its first 63 % held 52 % of the solutions).
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
	// Sampled is the number of the board's own tasks timed, of its
	// Tasks, when the board itself was measured.
	Sampled, Tasks int
}

// Extrapolated reports whether the board itself was too costly to sample
// within the budget, so the estimate is extrapolated from smaller boards.
func (e Estimate) Extrapolated() bool { return e.Measured < e.N }

// String says the estimate in words, with how it was made.
func (e Estimate) String() string { return e.In(i18n.En) }

// In is the estimate in l (see i18n.Localized).
func (e Estimate) In(l i18n.Lang) string {
	how := i18n.NewMsg(i18n.EstTimed, strconv.Itoa(e.Sampled), strconv.Itoa(e.Tasks))
	if e.Extrapolated() {
		how = i18n.NewMsg(i18n.EstExtrapolated, strconv.Itoa(samples), strconv.Itoa(e.Lower), strconv.Itoa(e.Measured), fmt.Sprintf("%.1f", e.Growth))
	}
	workers := i18n.NewMsg(i18n.EstWorkers, e.Workers, strconv.Itoa(e.Workers))
	return l.Sprintf(i18n.EstAbout, Words(e.Seconds), workers, how)
}

// Measure estimates the wall time of counting fraction (0 to 1) of the
// tasks of the n×n board on workers goroutines within memory bytes (0:
// the default, as solver.CountTasks.SetMemoryLimit), spending at most
// about budget. It returns ctx's error if ctx ends first.
func Measure(ctx context.Context, n, workers int, memory uint64, fraction float64, budget time.Duration) (Estimate, error) {
	workers = max(1, min(workers, runtime.NumCPU()))
	e := Estimate{N: n, Workers: workers}
	own, err := solver.NewCountTasks(n)
	if err != nil {
		return e, err
	}
	// The count's own limit: its tables are the ones timed, and a count
	// held to less must not have them built beyond it first.
	own.SetMemoryLimit(memory)
	like := solver.CountTasksLike
	if own.NeedsTables() {
		if own.Prepare(ctx, workers) != nil {
			if err := ctx.Err(); err != nil {
				return e, err
			}
			// Its tables do not fit the limit: a whole count backtracks
			// (a shard is refused), so the estimate is backtracking's.
			like = func(m, _ int) (*solver.CountTasks, error) { return solver.BacktrackingTasks(m) }
		} else {
			ok, err := e.measureOwn(ctx, own, fraction)
			if ok || err != nil {
				return e, err
			}
			// The machine is too busy to sample it.
		}
	}
	deadline := time.Now().Add(budget)
	var prev float64       // the core-seconds of the last board measured
	var logs []float64     // the logarithms of the core-seconds of the last boards
	var lastSample float64 // the CPU seconds of the last sample
	for m := min(smallest, n); m <= n; m++ {
		// Counted the way n is: the half-board join and backtracking
		// grow at different rates.
		tasks, err := like(m, n)
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
		core, done, err := sample(ctx, tasks, m, workers, min(samples, tasks.Len()), left)
		if err != nil {
			return e, err
		}
		if done < min(samples, tasks.Len()) {
			break // out of budget: extrapolate from the boards measured
		}
		e.Sampled, e.Tasks = done, tasks.Len()
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

// measureOwn estimates the count of fraction of the board's own join
// tasks by timing samples of them on its tables, which it builds (they
// stay cached for the count while they are in use). It reports false,
// with no error, if the tables exceed the memory limit or fewer than
// minOwnSample tasks were timed within ownLimit.
func (e *Estimate) measureOwn(ctx context.Context, tasks *solver.CountTasks, fraction float64) (bool, error) {
	if err := tasks.Prepare(ctx, e.Workers); err != nil {
		return false, ctx.Err()
	}
	total := tasks.Len()
	// A counter's first tasks grow its buffers, which the count does once
	// per worker and a sample would pay in full: the list's first tasks
	// grow them before the timing (the backtracking list's costliest, to
	// about their largest; the join's first are not its largest, so a
	// sampled task may still grow them and the estimate errs long).
	warm := make([]int, min(e.Workers, total))
	for i := range warm {
		warm[i] = i
	}
	if err := tasks.Count(ctx, warm, e.Workers, func(int, uint64, uint64) {}); err != nil {
		return false, ctx.Err()
	}
	// Samples of more tasks each, until one takes minOwnCPU: 48 tasks of
	// a board around N=19 take too little CPU to time well, while those
	// of the largest boards take seconds. Each next sample is sized by the time per
	// task of the last, and at least doubles; the last that timed
	// minOwnSample tasks or more is the estimate.
	deadline := time.Now().Add(ownLimit)
	var core float64 // the core-seconds of the list, as the sample used says
	timed := 0
	for k := samples; ; {
		k = min(k, total)
		c, done, err := sample(ctx, tasks, e.N, e.Workers, k, time.Until(deadline))
		if err != nil {
			return false, err
		}
		if done >= min(minOwnSample, total) {
			core, timed = c, done
		}
		spent := c * float64(done) / float64(total) // CPU seconds
		if done < k || k == total || spent >= minOwnCPU {
			break
		}
		if timed > 0 && c*fraction/float64(e.Workers) < shortCount {
			break // a short count: a larger sample would cost more than its error
		}
		next := 16 * k
		if spent > 0 {
			next = min(next, max(2*k, int(float64(k)*1.2*minOwnCPU/spent)))
		}
		k = next
	}
	if timed == 0 {
		return false, nil
	}
	e.Measured, e.Sampled, e.Tasks = e.N, timed, total
	e.Seconds = core * fraction / float64(e.Workers)
	return true, nil
}

// minOwnCPU is the CPU time (seconds) of the samples of a board's own
// tasks that an estimate wants: enough to even out the costs of tasks,
// which vary a hundredfold along the list, and the machine's noise.
const minOwnCPU = 1.0

// ownLimit bounds the wall time of timing a board's own samples: the
// tasks of the largest boards take a second or more each, so a busy
// machine may not time all of them; the ones timed by then are a sample
// still (they are counted in a seeded random order).
const ownLimit = time.Minute

// shortCount is the wall time (seconds) under which an estimate stops
// growing its sample: such a count is announced by no one and refused by
// no one, whatever the error of a small sample, while a sample grown to
// minOwnCPU would cost as much as the count itself (N=17 counts in
// about a second and a half of CPU).
const shortCount = 5.0

// minOwnSample is the fewest of the board's own tasks timed that make an
// estimate.
const minOwnSample = 16

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

// sample times one task from each of k equal parts of the task list of
// the m×m board, the parts in a seeded random order, on workers
// goroutines, for at most limit; it returns the number of tasks it timed
// and the core-seconds of the whole list they imply (0 if none or Count
// failed). Tasks cut short by the limit are not counted as timed, but
// their CPU time is: an estimate from a cut sample errs long.
func sample(ctx context.Context, tasks *solver.CountTasks, m, workers, k int, limit time.Duration) (core float64, done int, err error) {
	total := tasks.Len()
	rng := rand.New(rand.NewPCG(uint64(m), uint64(k))) // the same sample every time
	picks := make([]int, k)
	for s := range k {
		lo, hi := s*total/k, (s+1)*total/k
		picks[s] = lo + rng.IntN(hi-lo)
	}
	// In a random order, so that the tasks timed before the limit are
	// spread along the list, whose costs vary along it.
	rng.Shuffle(k, func(i, j int) { picks[i], picks[j] = picks[j], picks[i] })
	// The tables the tasks are counted with are built once for the whole
	// count: not part of a task's time. Tables past the memory limit are
	// not sampled, as before a task of them was: the count itself falls
	// back or refuses.
	if tasks.Prepare(ctx, workers) != nil {
		return 0, 0, ctx.Err()
	}
	sctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	// The CPU time of the process, not the wall time of the tasks: on a
	// machine that others load too, a task's wall time says more of them
	// than of the count.
	cpu0 := cpuTime()
	countErr := tasks.Count(sctx, picks, workers, func(int, uint64, uint64) { done++ }) // one call at a time
	if err := ctx.Err(); err != nil {
		return 0, 0, err
	}
	if (countErr != nil && sctx.Err() == nil) || done == 0 {
		return 0, 0, nil
	}
	return (cpuTime() - cpu0) / float64(done) * float64(total), done, nil
}

// Words says a number of seconds as a person would: "12 s", "35 min",
// "5.2 hours", "3.1 days", "40 years", "2e+09 years".
func Words(s float64) i18n.Msg {
	const (
		minute = 60
		hour   = 60 * minute
		day    = 24 * hour
		year   = 365.25 * day
	)
	switch {
	case math.IsInf(s, 1):
		return i18n.NewMsg(i18n.EstUnknown)
	case s < minute:
		return i18n.NewMsg(i18n.EstSeconds, fmt.Sprintf("%.0f", math.Max(s, 1)))
	case s < hour:
		return i18n.NewMsg(i18n.EstMinutes, fmt.Sprintf("%.0f", s/minute))
	case s < 2*day:
		return i18n.NewMsg(i18n.EstHours, fmt.Sprintf("%.1f", s/hour))
	case s < year:
		return i18n.NewMsg(i18n.EstDays, fmt.Sprintf("%.1f", s/day))
	case s < 1e4*year:
		return i18n.NewMsg(i18n.EstYears, fmt.Sprintf("%.0f", s/year))
	}
	return i18n.NewMsg(i18n.EstYears, fmt.Sprintf("%.1g", s/year))
}
