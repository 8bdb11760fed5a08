//go:build linux

package cmd

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"syscall"
	"testing"
	"time"

	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/solver/replay"
)

// BenchmarkReplayVsTrace sets replay --check (op=check) against trace
// --format json making the same events (op=trace), N=10, each strategy;
// min-conflicts also on N=3, which has no solution, so that its run is long
// (3,012 events: ten starts and the give-up), not a hundred lines.
// Besides events/s it reports events per second of CPU time (user+system,
// this process), which a shared machine disturbs less. Interleave the runs:
//
//	for i in 1 2 3 4 5 6; do go test -run '^$' -bench ReplayVsTrace -count 1 ./cmd/; done | benchstat -col /op -
func BenchmarkReplayVsTrace(b *testing.B) {
	for _, c := range []struct {
		n        int
		strategy solver.Strategy
	}{{10, solver.Array}, {10, solver.Bitmask}, {10, solver.FC}, {10, solver.MinConflicts}, {3, solver.MinConflicts}} {
		name := fmt.Sprintf("%s/N=%d", c.strategy, c.n)
		newStepper := func() *solver.Stepper {
			s, err := solver.NewWith(c.n, c.strategy, nil, solver.StepperOptions{Seed: 1})
			if err != nil {
				b.Fatal(err)
			}
			return s
		}
		var trace bytes.Buffer
		if err := runTrace(context.Background(), &trace, newStepper(), 0, replay.AppendEvent); err != nil {
			b.Fatal(err)
		}
		events := bytes.Count(trace.Bytes(), []byte{'\n'})
		opt := replay.Options{N: c.n, Strategy: c.strategy, StrategySet: true}
		b.Run("op=trace/"+name, func(b *testing.B) {
			cpu := cpuTime()
			for b.Loop() {
				if err := runTrace(context.Background(), io.Discard, newStepper(), 0, replay.AppendEvent); err != nil {
					b.Fatal(err)
				}
			}
			reportEvents(b, events, cpu)
		})
		b.Run("op=check/"+name, func(b *testing.B) {
			cpu := cpuTime()
			for b.Loop() {
				if sum, err := replay.Check(bytes.NewReader(trace.Bytes()), opt, nil); err != nil || sum.Events != uint64(events) {
					b.Fatal(err, sum)
				}
			}
			reportEvents(b, events, cpu)
		})
	}
}

func reportEvents(b *testing.B, events int, cpuBefore time.Duration) {
	all := float64(events) * float64(b.N)
	b.ReportMetric(all/b.Elapsed().Seconds(), "events/s")
	b.ReportMetric(all/(cpuTime()-cpuBefore).Seconds(), "events/cpu-s")
}

// cpuTime is the CPU time the process has used, user and system.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
