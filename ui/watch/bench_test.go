package watch

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"github.com/nqueens/nqueens/solver"
)

// benchView times View in a window of w×h at N=n, shown (the timeline is
// drawn where the run is walked), 200 steps in, for each strategy.
func benchView(b *testing.B, n, w, h int) {
	for _, s := range solver.Strategies {
		b.Run(s.String(), func(b *testing.B) {
			m := newModel(b, n, s, w, h)
			runCmds(m, m.Show())
			for range 200 {
				press(m, "right")
			}
			m.View()
			b.ResetTimer()
			for range b.N {
				m.View()
			}
		})
	}
}

func BenchmarkView8(b *testing.B)  { benchView(b, 8, 120, 40) }
func BenchmarkView32(b *testing.B) { benchView(b, 32, 160, 50) }

// BenchmarkView times View at N=8 in 100×30, the size a student's terminal
// has in nqueens serve, where drawing is most of the server's work: plain
// (the tests' profile) and in 256 colours, as a session renders.
func BenchmarkView(b *testing.B) {
	b.Run("plain", func(b *testing.B) { benchView(b, 8, 100, 30) })
	b.Run("colour", func(b *testing.B) {
		lipgloss.SetColorProfile(termenv.ANSI256)
		defer lipgloss.SetColorProfile(termenv.Ascii)
		benchView(b, 8, 100, 30)
	})
}

// BenchmarkMaxSpeed plays N=12 at max speed with the real frame budget and
// renders every frame, as the program does, and reports the events applied
// per second of wall time.
func BenchmarkMaxSpeed(b *testing.B) {
	var events uint64
	start := time.Now()
	for range b.N {
		m := newModel(b, 12, solver.Array, 120, 40)
		m.player.eventsPerFrame = 0
		m.player.clock = time.Now
		m.player.speed = Max
		press(m, " ")
		for m.player.playing {
			tick(m)
			m.View()
		}
		events += m.st.Step()
	}
	b.ReportMetric(float64(events)/time.Since(start).Seconds(), "events/s")
}

// BenchmarkRunTotal profiles a whole run for the timeline (solver.ProfileMaxN is
// chosen from these figures).
func BenchmarkRunTotal(b *testing.B) {
	for _, n := range []int{12, 13, 14, 15} {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			for range b.N {
				if _, err := profileRun(context.Background(), n, solver.Array, nil, solver.StepperOptions{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkViewTree times View with the tree shown at 120×40 after a
// million events fed to the tree: N=8's run (33,589 events) thirty times
// over (g, G), then back to a step in its middle; N=16 run to step
// 1,000,000.
func BenchmarkViewTree(b *testing.B) {
	for _, n := range []int{8, 16} {
		for _, s := range solver.Strategies {
			if !s.Exhaustive() {
				continue // no tree: a plot (BenchmarkView)
			}
			b.Run(fmt.Sprintf("N=%d/%v", n, s), func(b *testing.B) {
				m := newModel(b, n, s, 120, 40)
				m.player.eventsPerFrame = 1 << 20
				press(m, "t")
				fed := uint64(0)
				for fed < million {
					before := m.st.Step()
					if n == 8 {
						press(m, "g")
						before = 0
						press(m, "G")
					} else {
						goStep(m, million)
					}
					seekDone(b, m)
					fed += m.st.Step() - before
				}
				if n == 8 {
					goStep(m, 12_345)
				}
				if m.tree.built.Step() != m.st.Step() {
					b.Fatal("the tree is not in step")
				}
				m.View()
				for b.Loop() {
					m.View()
				}
			})
		}
	}
}

const million = 1_000_000

// BenchmarkRunToEnd times G (a run to the end in frames, as at max speed)
// over N=10's whole run with the panels and with the tree shown, which
// feeds the tree every event; ns/event compares the two.
func BenchmarkRunToEnd(b *testing.B) {
	for _, s := range solver.Strategies {
		for _, withTree := range []bool{false, true} {
			name := s.String() + "/panels"
			if withTree {
				name = s.String() + "/tree"
			}
			b.Run(name, func(b *testing.B) {
				var events uint64
				for b.Loop() {
					m := newModel(b, 10, s, 120, 40)
					m.player.eventsPerFrame = 1 << 16
					if withTree {
						press(m, "t")
					}
					press(m, "G")
					seekDone(b, m)
					events += m.st.Step()
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(events), "ns/event")
			})
		}
	}
}
