package board

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/theme"
)

// TestFCMoments: at every step of forward checking (with and without MRV)
// the board shows each row's domain as the stepper has it, the squares a
// prune takes (and only those) as pruned just now, the row a wipe-out
// empties as a dead end, and marks the row filled next; with MRV the rows
// still to fill are the ones ahead.
func TestFCMoments(t *testing.T) {
	for _, mrv := range []bool{false, true} {
		s, err := solver.NewWith(6, solver.FC, nil, solver.StepperOptions{MRV: mrv})
		if err != nil {
			t.Fatal(err)
		}
		fv, _ := s.FC()
		seen := map[solver.Kind]int{}
		for {
			b := FromStepper(s)
			ev := s.Event()
			var open uint64
			for r := 0; r < 6; r++ {
				if s.QueenCol(r) < 0 {
					open |= 1 << uint(r)
				}
				var dom, pruned uint64
				for c := 0; c < 6; c++ {
					f := b.At(r, c)
					if f&Domain != 0 {
						dom |= 1 << uint(c)
					}
					if f&Pruned != 0 {
						pruned |= 1 << uint(c)
					}
					if f&Domain != 0 && f&Pruned != 0 {
						t.Fatalf("MRV=%v %v: (%d,%d) both in the domain and pruned", mrv, ev.Kind, r, c)
					}
				}
				if want := fv.Domain(r); s.QueenCol(r) < 0 && dom != want {
					t.Fatalf("MRV=%v %v: row %d shows the domain %b, the stepper's is %b", mrv, ev.Kind, r, dom, want)
				}
				var want uint64
				if ev.Kind == solver.Prune {
					for c := 0; c < 6; c++ {
						if by, ok := fv.PrunedBy(r, c); ok && by == ev.By {
							want |= 1 << uint(c)
						}
					}
				}
				if pruned != want {
					t.Fatalf("MRV=%v %v: row %d shows %b pruned just now, want %b", mrv, ev.Kind, r, pruned, want)
				}
				if dead := b.rowDead(r, 6); ev.Kind == solver.WipeOut && dead != (r == ev.Row) {
					t.Fatalf("MRV=%v: wipe-out of row %d, row %d dead %v", mrv, ev.Row, r, dead)
				}
			}
			wantMark := s.Row()
			if s.IsDone() || ev.Kind == solver.WipeOut || wantMark >= 6 {
				wantMark = -1
			}
			if b.Marked != wantMark {
				t.Fatalf("MRV=%v %v: row %d marked, want %d", mrv, ev.Kind, b.Marked, wantMark)
			}
			if mrv && b.Open != open {
				t.Fatalf("MRV: rows %b open, the rows without a queen are %b", b.Open, open)
			}
			seen[ev.Kind]++
			if s.IsDone() {
				break
			}
			s.Next()
		}
		if seen[solver.Prune] == 0 || seen[solver.WipeOut] == 0 || seen[solver.Solution] != 4 {
			t.Fatalf("MRV=%v: a run of N=6 with %v", mrv, seen)
		}
	}
	// Before the first step every square is in its domain.
	s, _ := solver.New(4, solver.FC, nil)
	got := NewRenderer(theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, true), i18n.En).Render(FromStepper(s), NewLayout(4, Cell{1, 1}))
	if strings.Count(got, theme.ASCIIGlyphs().Domain) != 16 || !strings.Contains(got, "0"+theme.ASCIIGlyphs().RowMark) {
		t.Fatalf("the start of fc: every square in its domain, row 0 marked:\n%s", got)
	}
}

// TestMCMoments: min-conflicts' board shows its queens, the attacked ones
// in conflict and no attacked squares; a pick shows the picked queen and
// exactly its attackers; an evaluate and a move the heat map of the row as
// the stepper counts it; a move the square the queen left, its arrow
// pointing the way the queen went.
func TestMCMoments(t *testing.T) {
	s, err := solver.NewWith(8, solver.MinConflicts, nil, solver.StepperOptions{Seed: 3, Start: solver.RandomStart})
	if err != nil {
		t.Fatal(err)
	}
	mv, _ := s.MC()
	seen := map[solver.Kind]int{}
	for !s.IsDone() {
		ev := s.Next()
		seen[ev.Kind]++
		b := FromStepper(s)
		attackers := map[solver.Square]bool{}
		if ev.Kind == solver.Pick {
			for _, q := range mv.Attackers(nil, ev.Row) {
				attackers[q] = true
			}
		}
		for r := 0; r < 8; r++ {
			for c := 0; c < 8; c++ {
				f := b.At(r, c)
				sq := solver.Square{Row: r, Col: c}
				picked := (ev.Kind == solver.Pick || ev.Kind == solver.Evaluate || ev.Kind == solver.Move) && r == ev.Row && c == ev.Col
				switch {
				case f&Attacked != 0:
					t.Fatalf("%v: (%d,%d) is tinted", ev.Kind, r, c)
				case (f&Picked != 0) != picked:
					t.Fatalf("%v of (%d,%d): (%d,%d) picked %v", ev.Kind, ev.Row, ev.Col, r, c, f&Picked != 0)
				case (f&Attacker != 0) != attackers[sq]:
					t.Fatalf("%v of (%d,%d): (%d,%d) attacker %v, want %v", ev.Kind, ev.Row, ev.Col, r, c, f&Attacker != 0, attackers[sq])
				case f&Queen != 0 && !picked && !attackers[sq] && ev.Kind != solver.Solution && (f&Conflict != 0) != (mv.QueenConflicts(r) > 0):
					t.Fatalf("%v: the queen (%d,%d) with %d attackers shows conflict %v", ev.Kind, r, c, mv.QueenConflicts(r), f&Conflict != 0)
				}
				heat := ev.Kind == solver.Evaluate || ev.Kind == solver.Move
				if heat && r == ev.Row {
					if f&Heat == 0 || f.HeatCount() != mv.SquareConflicts(r, c) {
						t.Fatalf("%v: (%d,%d) shows heat %v %d, the stepper counts %d", ev.Kind, r, c, f&Heat != 0, f.HeatCount(), mv.SquareConflicts(r, c))
					}
				} else if f&Heat != 0 {
					t.Fatalf("%v of row %d: (%d,%d) on the heat map", ev.Kind, ev.Row, r, c)
				}
				var way Flag
				if ev.Kind == solver.Move && r == ev.Row && c == ev.From && ev.From != ev.Col {
					way = MovedRight
					if ev.From > ev.Col {
						way = MovedLeft
					}
				}
				if f&Moved != way {
					t.Fatalf("%v from %d to %d: (%d,%d) moved %b, want %b", ev.Kind, ev.From, ev.Col, r, c, f&Moved, way)
				}
			}
		}
		if ev.Kind == solver.Solution {
			for r, c := range s.Queens() {
				if b.At(r, c)&Solved == 0 {
					t.Fatalf("the solution's queen (%d,%d) is not drawn solved", r, c)
				}
			}
		}
	}
	if seen[solver.Move] == 0 || seen[solver.Solution] != 1 {
		t.Fatalf("a run of N=8 with %v", seen)
	}
}
