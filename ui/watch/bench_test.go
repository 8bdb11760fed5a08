package watch

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/nqueens/nqueens/solver"
)

// benchView times View in a window of w×h at N=n, shown (the timeline is
// drawn where the run is walked), 200 steps in.
func benchView(b *testing.B, n, w, h int) {
	m := newModel(b, n, solver.Bitmask, w, h)
	runCmds(m, m.Show())
	for range 200 {
		press(m, "right")
	}
	m.View()
	b.ResetTimer()
	for range b.N {
		m.View()
	}
}

func BenchmarkView8(b *testing.B)  { benchView(b, 8, 120, 40) }
func BenchmarkView32(b *testing.B) { benchView(b, 32, 160, 50) }

// BenchmarkMaxSpeed plays N=12 at max speed with the real frame budget and
// renders every frame, as the program does, and reports the events applied
// per second of wall time.
func BenchmarkMaxSpeed(b *testing.B) {
	var events uint64
	start := time.Now()
	for range b.N {
		m := newModel(b, 12, solver.Array, 120, 40)
		m.eventsPerFrame = 0
		m.clock = time.Now
		m.speed = Max
		press(m, " ")
		for m.Playing() {
			tick(m)
			m.View()
		}
		events += m.st.Step()
	}
	b.ReportMetric(float64(events)/time.Since(start).Seconds(), "events/s")
}

// BenchmarkRunTotal walks a whole run for the timeline (maxTimelineN is
// chosen from these figures).
func BenchmarkRunTotal(b *testing.B) {
	for _, n := range []int{12, 13, 14, 15} {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			for range b.N {
				if _, err := walkRun(context.Background(), n, solver.Array, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
