package tree

import (
	"fmt"
	"math"
	"testing"

	"github.com/nqueens/nqueens/solver"
)

const million = 1_000_000

// feedMillion feeds a million events of the n×n search to a tree; the N=8
// search is over sooner, so it starts again (a seek to step 0, the
// tree following) as often as needed.
func feedMillion(b *testing.B, s *solver.Stepper, tr *Tree, step func()) {
	for range million {
		if s.IsDone() {
			s.Seek(0)
			tr.Sync(s)
		}
		step()
	}
}

// BenchmarkBuild measures building the tree over a million events, against
// the stepper alone over the same events.
func BenchmarkBuild(b *testing.B) {
	for _, n := range []int{8, 16} {
		for _, withTree := range []bool{false, true} {
			name := fmt.Sprintf("N=%d/stepper", n)
			if withTree {
				name = fmt.Sprintf("N=%d/tree", n)
			}
			b.Run(name, func(b *testing.B) {
				for b.Loop() {
					s := newStepper(b, n, solver.Array, nil)
					tr := New(s)
					step := func() { s.Next() }
					if withTree {
						step = func() { tr.Next(s) }
					}
					feedMillion(b, s, tr, step)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/million, "ns/event")
			})
		}
	}
}

// BenchmarkOutline measures drawing the outline at 120×40 after a million
// events (the panel draws it every frame).
func BenchmarkOutline(b *testing.B) {
	for _, n := range []int{8, 16} {
		for _, strategy := range withTree {
			b.Run(fmt.Sprintf("N=%d/%v", n, strategy), func(b *testing.B) {
				s := newStepper(b, n, strategy, nil)
				tr := New(s)
				feedMillion(b, s, tr, func() { tr.Next(s) })
				for b.Loop() {
					tr.Outline(Options{Width: 120, Height: 40})
				}
			})
		}
	}
}

// BenchmarkBack measures one step back, the tree following, after a
// million events: a restore and a replay of at most a snapshot interval.
func BenchmarkBack(b *testing.B) {
	for _, n := range []int{8, 16} {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			s := newStepper(b, n, solver.Array, nil)
			tr := New(s)
			feedMillion(b, s, tr, func() { tr.Next(s) })
			for b.Loop() {
				if !s.Back() {
					// Back at the start of N=8's short run: on from its end
					// (once per ~30,000 backs, all replayed from snapshots).
					s.Seek(math.MaxUint64)
				}
				tr.Sync(s)
			}
		})
	}
}
