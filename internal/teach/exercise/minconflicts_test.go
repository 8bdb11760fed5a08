package exercise

import (
	"slices"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/solver"
)

// playMC answers the question asked now with the stepper's own answer.
func playMC(t *testing.T, x *MCExercise) MCStep {
	t.Helper()
	q, a := x.At()
	var st MCStep
	var err error
	if a == AskCounts {
		st, err = x.Count(x.WantCounts(q))
	} else {
		st, err = x.Move(x.Moved(q).Col)
	}
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func TestMCRight(t *testing.T) {
	for seed := range uint64(10) {
		x, err := NewMinConflicts(seed, 0, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for !x.Finished() {
			if st := playMC(t, x); !st.Right {
				t.Fatalf("seed %d: the stepper's own %s graded %+v", seed, st.Ask, st)
			}
		}
		if r, o := x.Score(); r != o || o != 2*MCQueens || x.Wrong() != 0 {
			t.Errorf("seed %d: score %d/%d, %d wrong", seed, r, o, x.Wrong())
		}
	}
}

// TestMCCounts: the counts asked are the queens of the other rows that
// attack each square of the picked row, on the board at the pick, and the
// square moved to has the fewest; the picked queen is attacked.
func TestMCCounts(t *testing.T) {
	for seed := range uint64(5) {
		x, err := NewMinConflicts(seed, 8, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for q := range x.Questions() {
			s := x.Show(q, AskCounts)
			if ev := s.Event(); ev.Kind != solver.Pick {
				t.Fatalf("question %d shown at a %v", q, ev.Kind)
			}
			queen := x.Queen(q)
			want := x.WantCounts(q)
			for c := 0; c < 8; c++ {
				k := 0
				for r := 0; r < 8; r++ {
					if r != queen.Row && solver.AttackLine(solver.Square{Row: r, Col: s.QueenCol(r)}, solver.Square{Row: queen.Row, Col: c}) != solver.NoLine {
						k++
					}
				}
				if want[c] != k {
					t.Errorf("seed %d queen %v: column %d counted %d, want %d", seed, queen, c, want[c], k)
				}
			}
			if want[queen.Col] == 0 {
				t.Errorf("seed %d: the picked queen %v is not attacked", seed, queen)
			}
			if m := x.Moved(q); m.Row != queen.Row || want[m.Col] != slices.Min(want) {
				t.Errorf("seed %d: the queen %v moved to %v, counts %v", seed, queen, m, want)
			}
		}
	}
}

func TestMCWrongAndUndo(t *testing.T) {
	x, err := NewMinConflicts(2, 8, Options{})
	if err != nil {
		t.Fatal(err)
	}
	q, _ := x.At()
	queen := x.Queen(q)
	want := x.WantCounts(q)
	// The picked queen's own square counted one too many.
	wrong := slices.Clone(want)
	wrong[queen.Col]++
	st, err := x.Count(wrong)
	if err != nil || st.Right || st.At != queen || len(st.By) != want[queen.Col] || !strings.Contains(st.Why, "left out") {
		t.Fatalf("a wrong count graded %+v, %v", st, err)
	}
	if _, a := x.At(); a != AskMove {
		t.Errorf("after a wrong count the question is the %s, want the move (the exercise goes on)", a)
	}
	if _, err := x.Count(want); err == nil {
		t.Error("an answer to another question was graded")
	}
	if _, err := x.Move(8); err == nil {
		t.Error("column 8 of 8 was graded")
	}
	if !x.Undo() {
		t.Fatal("no undo")
	}
	playMC(t, x)
	// A square with more than the fewest conflicts.
	worst := 0
	for c, v := range want {
		if v > want[worst] {
			worst = c
		}
	}
	st, _ = x.Move(worst)
	if st.Right || st.At.Col != worst || !strings.Contains(st.Why, "the fewest") || !strings.Contains(st.Why, x.Want(q, AskMove)) {
		t.Errorf("a move to the worst square graded %+v", st)
	}
	if r, o := x.Score(); r != 1 || o != 2 || x.Wrong() != 2 {
		t.Errorf("score %d/%d, %d wrong", r, o, x.Wrong())
	}
	// The next question is the search's next pick, after its own move.
	if q, a := x.At(); q != 1 || a != AskCounts {
		t.Errorf("after the first move: question %d's %s", q, a)
	}
	for !x.Finished() {
		playMC(t, x)
	}
	if r, o := x.Score(); r != o-1 || x.Wrong() != 2 {
		t.Errorf("at the end: score %d/%d, %d wrong", r, o, x.Wrong())
	}
}

// TestMCTies: any square of fewest conflicts is right, not only the one
// the search draws.
func TestMCTies(t *testing.T) {
	for seed := range uint64(30) {
		x, _ := NewMinConflicts(seed, 8, Options{})
		for !x.Finished() {
			q, a := x.At()
			if a == AskCounts {
				playMC(t, x)
				continue
			}
			want := x.WantCounts(q)
			for c, v := range want {
				if c != x.Moved(q).Col && v == slices.Min(want) {
					if st, _ := x.Move(c); !st.Right {
						t.Fatalf("seed %d: a tie %d graded %+v", seed, c, st)
					}
					return
				}
			}
			playMC(t, x)
		}
	}
	t.Fatal("no instance of thirty has a tie")
}
