package exercise

import (
	"fmt"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/solver"
)

func TestBitmaskRight(t *testing.T) {
	for seed := range uint64(10) {
		x, err := NewBitmask(seed, 0, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for !x.Finished() {
			q, f := x.At()
			if st, err := x.Type(x.Want(q, f)); err != nil || !st.Right {
				t.Fatalf("seed %d: the stepper's own %s graded %+v, %v", seed, f, st, err)
			}
		}
		if r, o := x.Score(); r != o || o != BitmaskRows*int(numFields) || x.Wrong() != 0 {
			t.Errorf("seed %d: score %d/%d, %d wrong", seed, r, o, x.Wrong())
		}
	}
}

// TestBitmaskWords: the words asked are those of the queens above the
// row (cols their columns; ld and rd their diagonals reaching the row).
func TestBitmaskWords(t *testing.T) {
	x, err := NewBitmask(5, 8, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for q := range x.Questions() {
		s := x.Show(q)
		row := s.Row()
		var cols, ld, rd uint64
		for r := 0; r < row; r++ {
			c := s.QueenCol(r)
			cols |= 1 << uint(c)
			if d := c + row - r; d < 8 {
				ld |= 1 << uint(d)
			}
			if d := c - (row - r); d >= 0 {
				rd |= 1 << uint(d)
			}
		}
		for f, w := range map[Field]uint64{Cols: cols, LD: ld, RD: rd, Free: 0xff &^ (cols | ld | rd)} {
			if got, want := x.Want(q, f), fmt.Sprintf("%08b", w); got != want {
				t.Errorf("row %d: %s is %s, want %s", row, f, got, want)
			}
		}
	}
}

func TestBitmaskWrongAndUndo(t *testing.T) {
	x, _ := NewBitmask(2, 8, Options{})
	if _, err := x.Type("10201"); err == nil {
		t.Fatal("a word that is not binary was graded")
	}
	if _, err := x.Type("101010101"); err == nil {
		t.Fatal("a word of 9 digits on 8 columns was graded")
	}
	want := x.Want(0, Cols)
	// Flip column 0, the rightmost digit.
	flipped := want[:7] + map[byte]string{'0': "1", '1': "0"}[want[7]]
	st, err := x.Type(flipped)
	if err != nil || st.Right || st.At.Col != 0 || !strings.Contains(st.Why, "bit 0 (column 0) of cols") || !strings.HasSuffix(st.Why, "cols = "+want) {
		t.Fatalf("a wrong bit graded %+v, %v", st, err)
	}
	if want[7] == '1' && (st.Line != solver.Column || st.By.Col != 0) {
		t.Errorf("the queen setting bit 0 of cols is %v along %v", st.By, st.Line)
	}
	if _, f := x.At(); f != LD {
		t.Errorf("after a wrong cols the field asked is %s, want ld (the exercise goes on)", f)
	}
	if !x.Undo() {
		t.Fatal("no undo")
	}
	if st, _ := x.Type(want); !st.Right {
		t.Errorf("the right word after undo graded %+v", st)
	}
	if r, o := x.Score(); r != 1 || o != 1 || x.Wrong() != 1 {
		t.Errorf("score %d/%d, %d wrong", r, o, x.Wrong())
	}
}
