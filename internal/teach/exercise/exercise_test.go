package exercise

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/solver"
)

// want is the search's next decision, read from a stepper of its own run
// at the exercise's state.
func want(t *testing.T, b *BacktrackExercise) Action {
	t.Helper()
	s := b.Stepper()
	at := s.Step()
	defer s.Seek(at)
	for {
		ev := s.Next()
		switch ev.Kind {
		case solver.Place, solver.Backtrack:
			return actionOf(ev)
		case solver.Solution, solver.Done:
			t.Fatalf("no decision left at step %d", at)
		}
	}
}

func TestBacktrackRight(t *testing.T) {
	for seed := range uint64(20) {
		b, err := NewBacktrack(seed, 0, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for !b.Finished() {
			st, ok := b.Do(want(t, b))
			if !ok || !st.Right || st.Why != "" {
				t.Fatalf("seed %d: the search's own decision graded %+v", seed, st)
			}
		}
		right, outOf := b.Score()
		if right != outOf || outOf == 0 || outOf > BacktrackDecisions || b.Wrong() != 0 {
			t.Errorf("seed %d: score %d/%d, %d wrong", seed, right, outOf, b.Wrong())
		}
		if outOf < BacktrackDecisions && b.Stepper().Event().Kind != solver.Solution {
			t.Errorf("seed %d: ended after %d decisions at %v, not at a solution", seed, outOf, b.Stepper().Event().Kind)
		}
	}
}

func TestBacktrackWrongFixesTheBoard(t *testing.T) {
	b, err := NewBacktrack(7, 8, Options{})
	if err != nil {
		t.Fatal(err)
	}
	w := want(t, b)
	// Lifting when the search places (or placing when it lifts) is wrong.
	wrong := Action{Lift: !w.Lift, Square: w.Square}
	if !w.Lift {
		wrong.Square = solver.Square{Row: w.Square.Row - 1, Col: b.Stepper().QueenCol(w.Square.Row - 1)}
	}
	before := b.Stepper().Step()
	st, _ := b.Do(wrong)
	if st.Right || st.Why == "" || !strings.Contains(st.Why, "the search would "+w.String()) {
		t.Fatalf("wrong step graded %+v", st)
	}
	// The board is where the right step takes it.
	ref, _ := solver.New(8, solver.Array, nil)
	ref.Seek(before)
	for {
		if ev := ref.Next(); ev.Kind == solver.Place || ev.Kind == solver.Backtrack {
			break
		}
	}
	if got, wantQ := b.Stepper().Queens(), ref.Queens(); !slices.Equal(got, wantQ) {
		t.Errorf("after the wrong step the board is %v, want %v", got, wantQ)
	}
	if r, o := b.Score(); r != 0 || o != 1 || b.Wrong() != 1 {
		t.Errorf("score %d/%d, %d wrong", r, o, b.Wrong())
	}
	if !b.Undo() || b.Stepper().Step() != before {
		t.Fatalf("undo left step %d, want %d", b.Stepper().Step(), before)
	}
	if st, _ := b.Do(w); !st.Right {
		t.Errorf("the right step after undo graded %+v", st)
	}
	if r, o := b.Score(); r != 1 || o != 1 || b.Wrong() != 1 {
		t.Errorf("after undo and the right step: score %d/%d, %d wrong (undo keeps the mistake counted)", r, o, b.Wrong())
	}
}

// TestBacktrackWhy: each kind of wrong step says why in the solver's words.
func TestBacktrackWhy(t *testing.T) {
	// Find an instance where the search places on a row whose first
	// square is attacked, and put the queen there.
	for seed := range uint64(50) {
		b, _ := NewBacktrack(seed, 6, Options{})
		w := want(t, b)
		s := b.Stepper()
		if w.Lift || s.Threats(w.Square.Row, 0) == solver.NoLine || s.Row() == 0 {
			continue
		}
		st, _ := b.Do(Action{Square: solver.Square{Row: w.Square.Row, Col: 0}})
		if st.Line == solver.NoLine || !strings.Contains(st.Why, "is attacked by "+st.By.String()+" "+st.Line.Along()) {
			t.Errorf("seed %d: an attacked square's why: %+v", seed, st)
		}
		if solver.AttackLine(st.By, st.Did.Square) != st.Line {
			t.Errorf("seed %d: %v does not attack %v along %v", seed, st.By, st.Did.Square, st.Line)
		}
		return
	}
	t.Fatal("no instance places past an attacked first square")
}

func TestSeedFor(t *testing.T) {
	first, again := SeedFor("ada", Backtrack), SeedFor("ada", Backtrack)
	if first != again {
		t.Fatal("the same student and kind gave two seeds")
	}
	if SeedFor("ada", Backtrack) == SeedFor("ada", Symmetry) {
		t.Error("two kinds gave one seed")
	}
	starts := map[string]string{}
	for _, name := range []string{"ada", "alan", "grace", "edsger", "barbara", "donald", "ken", "dennis", "niklaus", "tony"} {
		b, err := NewBacktrack(SeedFor(name, Backtrack), 0, Options{})
		if err != nil {
			t.Fatal(err)
		}
		again, _ := NewBacktrack(SeedFor(name, Backtrack), 0, Options{})
		key := func(b *BacktrackExercise) string { return fmt.Sprint(b.N(), b.StartQueens(), b.Stepper().Step()) }
		if key(b) != key(again) {
			t.Errorf("%s: two instances %s and %s", name, key(b), key(again))
		}
		if other, ok := starts[key(b)]; ok {
			t.Errorf("%s and %s have the same instance %s", name, other, key(b))
		}
		starts[key(b)] = name
	}
}

func TestSymmetry(t *testing.T) {
	x, err := NewSymmetry(11, 0, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var nones int
	for i, p := range x.Pairs() {
		a := x.Solution(i)
		if a.None {
			nones++
		} else if !slices.Equal(a.Transform.Apply(p.Left), p.Right) {
			t.Fatalf("pair %d: the model answer %v does not map %v onto %v", i, a, p.Left, p.Right)
		}
		// A wrong answer first, undone, then the right one.
		wrong := Answer{None: true}
		if a.None {
			wrong = Answer{Transform: solver.Identity}
		}
		st, _ := x.Answer(wrong)
		if st.Right || st.Why == "" {
			t.Fatalf("pair %d: %v graded %+v", i, wrong, st)
		}
		if !wrong.None && (st.At.Row < 0 || p.Right[st.At.Row] == st.At.Col) {
			t.Errorf("pair %d: the mark %v is not where the boards differ", i, st.At)
		}
		x.Undo()
		if st, _ := x.Answer(a); !st.Right {
			t.Fatalf("pair %d: the model answer graded %+v", i, st)
		}
	}
	r, o := x.Score()
	if !x.Finished() || r != SymmetryPairs || o != SymmetryPairs || x.Wrong() != SymmetryPairs {
		t.Errorf("score %d/%d, %d wrong, finished %v", r, o, x.Wrong(), x.Finished())
	}
}

// TestRoomSeed: a room's seed is the same for the same room, student and
// kind, and another when any of the three differs, even where plain
// concatenation would join them alike.
func TestRoomSeed(t *testing.T) {
	base := RoomSeed("3f9a01c2", "ada", Backtrack)
	if RoomSeed("3f9a01c2", "ada", Backtrack) != base {
		t.Fatal("the same room, student and kind gave two seeds")
	}
	for _, other := range []uint64{
		RoomSeed("3f9a01c3", "ada", Backtrack), RoomSeed("3f9a01c2", "alan", Backtrack),
		RoomSeed("3f9a01c2", "ada", Symmetry), RoomSeed("3f9a01c2a", "da", Backtrack), SeedFor("ada", Backtrack),
	} {
		if other == base {
			t.Errorf("a different room, student or kind gave the seed %d", base)
		}
	}
	if base > MaxSeed {
		t.Errorf("seed %d past MaxSeed", base)
	}
}
