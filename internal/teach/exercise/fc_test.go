package exercise

import (
	"strings"
	"testing"

	"github.com/nqueens/nqueens/solver"
)

// playFC answers the question asked now with the stepper's own answer.
func playFC(t *testing.T, x *FCExercise) FCStep {
	t.Helper()
	q, a := x.At()
	var st FCStep
	var err error
	switch a {
	case AskPrune:
		st, err = x.MarkPrune(x.WantPruned(q))
	case AskWipe:
		st, err = x.SayWipe(x.WantWipe(q) >= 0)
	default:
		st, err = x.SayNext(x.WantNext(q))
	}
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func TestFCRight(t *testing.T) {
	wipes := 0
	for seed := range uint64(10) {
		x, err := NewFC(seed, 0, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for !x.Finished() {
			if st := playFC(t, x); !st.Right {
				t.Fatalf("seed %d: the stepper's own %s graded %+v", seed, st.Ask, st)
			}
		}
		for q := range x.Questions() {
			if x.WantWipe(q) >= 0 {
				wipes++
			}
		}
		if r, o := x.Score(); r != o || o != x.Asks() || o < 2*FCRows || x.Wrong() != 0 {
			t.Errorf("seed %d: score %d/%d of %d asks, %d wrong", seed, r, o, x.Asks(), x.Wrong())
		}
	}
	if wipes == 0 {
		t.Error("no instance of ten asks about a wipe-out")
	}
}

// TestFCPrune: the squares asked are the empty rows' domain squares the
// queen attacks, as the domains stand before its prune.
func TestFCPrune(t *testing.T) {
	x, err := NewFC(3, 8, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for q := range x.Questions() {
		s := x.Show(q, AskPrune)
		fv, _ := s.FC()
		queen := x.Queen(q)
		want := x.WantPruned(q)
		for r := 0; r < 8; r++ {
			var w uint64
			for c := 0; c < 8; c++ {
				sq := solver.Square{Row: r, Col: c}
				if s.QueenCol(r) < 0 && fv.Domain(r)&(1<<uint(c)) != 0 && solver.AttackLine(queen, sq) != solver.NoLine {
					w |= 1 << uint(c)
				}
			}
			if want[r] != w {
				t.Errorf("queen %v: row %d pruned %b, want %b", queen, r, want[r], w)
			}
		}
	}
}

func TestFCWrongAndUndo(t *testing.T) {
	x, _ := NewFC(2, 8, Options{})
	q, _ := x.At()
	want := x.WantPruned(q)
	// Leave out the first square pruned.
	r := 0
	for want[r] == 0 {
		r++
	}
	low := want[r] & -want[r]
	wrong := append([]uint64(nil), want...)
	wrong[r] &^= low
	st, err := x.MarkPrune(wrong)
	if err != nil || st.Right || st.At.Row != r || st.By != x.Queen(q) || st.Line == solver.NoLine || !strings.Contains(st.Why, "the prune takes it out") {
		t.Fatalf("a square left out graded %+v, %v", st, err)
	}
	if _, a := x.At(); a != AskWipe {
		t.Errorf("after a wrong prune the question is the %s, want the wipe-out (the exercise goes on)", a)
	}
	if _, err := x.SayNext(0); err == nil {
		t.Error("an answer to another question was graded")
	}
	if !x.Undo() {
		t.Fatal("no undo")
	}
	// A square of a row holding a queen is not pruned.
	wrong = append([]uint64(nil), want...)
	wrong[x.Queen(q).Row] |= 1
	if st, _ := x.MarkPrune(wrong); st.Right || !strings.Contains(st.Why, "holds a queen") {
		t.Errorf("a square of the queen's row graded %+v", st)
	}
	x.Undo()
	playFC(t, x)
	// The wipe-out answered the wrong way.
	if st, _ := x.SayWipe(x.WantWipe(q) < 0); st.Right || st.Why == "" {
		t.Errorf("the wrong wipe-out answer graded %+v", st)
	}
	if r, o := x.Score(); r != 1 || o != 2 || x.Wrong() != 3 {
		t.Errorf("score %d/%d, %d wrong", r, o, x.Wrong())
	}
	for !x.Finished() {
		playFC(t, x)
	}
	if r, o := x.Score(); r != o-1 || x.Wrong() != 3 {
		t.Errorf("at the end: score %d/%d, %d wrong", r, o, x.Wrong())
	}
}

// TestFCNextWrong: a row MRV does not fill is explained by the counts.
func TestFCNextWrong(t *testing.T) {
	for seed := range uint64(20) {
		x, _ := NewFC(seed, 8, Options{})
		for !x.Finished() {
			q, a := x.At()
			if a != AskNext {
				playFC(t, x)
				continue
			}
			if _, err := x.SayNext(8); err == nil {
				t.Fatal("row 8 of 8 was graded")
			}
			row := (x.WantNext(q) + 1) % 8
			st, err := x.SayNext(row)
			if err != nil || st.Right || !strings.Contains(st.Why, "MRV fills") || !strings.Contains(st.Why, x.Want(q, AskNext)) {
				t.Fatalf("seed %d: row %d for %s graded %+v, %v", seed, row, x.Want(q, AskNext), st, err)
			}
			return
		}
	}
	t.Fatal("no instance asks for the next row")
}

// TestFCWithoutMRV: without MRV the search fills the next row down, so
// the next row is not asked; with it, it is asked after every place that
// wipes nothing out, and MRV's row is not always the next one down.
func TestFCWithoutMRV(t *testing.T) {
	jumps, plain := 0, 0
	for seed := range uint64(10) {
		for _, noMRV := range []bool{false, true} {
			x, err := NewFC(seed, 8, Options{NoMRV: noMRV})
			if err != nil {
				t.Fatal(err)
			}
			if x.MRV() == noMRV {
				t.Fatalf("seed %d: MRV() %v with NoMRV %v", seed, x.MRV(), noMRV)
			}
			// The record names the instance: the seed and whether MRV was on.
			if a := AttemptOf(x, "s", 0, false); a.NoMRV != noMRV {
				t.Errorf("seed %d: the attempt says NoMRV %v, played with %v", seed, a.NoMRV, noMRV)
			}
			want := 0
			for q := range x.Questions() {
				want += 2
				if x.WantWipe(q) >= 0 {
					continue
				}
				next, below := x.WantNext(q), x.Queen(q).Row+1
				if noMRV {
					plain++
				}
				switch {
				case noMRV && next != below:
					t.Errorf("seed %d: without MRV the queen at %s is followed by row %d, not %d", seed, x.Queen(q), next, below)
				case !noMRV:
					want++
					if next != below {
						jumps++
					}
				}
			}
			if x.Asks() != want {
				t.Errorf("seed %d, NoMRV %v: %d asks, want %d", seed, noMRV, x.Asks(), want)
			}
			for !x.Finished() {
				if _, a := x.At(); noMRV && a == AskNext {
					t.Fatalf("seed %d: the next row asked without MRV", seed)
				}
				if st := playFC(t, x); !st.Right {
					t.Fatalf("seed %d: the stepper's own %s graded %+v", seed, st.Ask, st)
				}
			}
			if r, o := x.Score(); r != want || o != want {
				t.Errorf("seed %d, NoMRV %v: score %d/%d, want %d", seed, noMRV, r, o, want)
			}
		}
	}
	if plain == 0 {
		t.Error("every place without MRV wiped a domain out: the next row is never checked")
	}
	if jumps == 0 {
		t.Error("MRV filled the next row down after every place of ten instances: the toggle is not seen")
	}
}
