package solver

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// gridImage transforms the board as a picture, square by square, the way a
// person would turn or mirror it on screen, and reads the columns back.
func gridImage(t Transform, q []int) []int {
	n := len(q)
	grid := make([][]bool, n)
	for r := range grid {
		grid[r] = make([]bool, n)
		grid[r][q[r]] = true
	}
	at := map[Transform]func(i, j int) bool{
		Identity:         func(i, j int) bool { return grid[i][j] },
		Rot90:            func(i, j int) bool { return grid[n-1-j][i] },
		Rot180:           func(i, j int) bool { return grid[n-1-i][n-1-j] },
		Rot270:           func(i, j int) bool { return grid[j][n-1-i] },
		FlipHorizontal:   func(i, j int) bool { return grid[i][n-1-j] },
		FlipVertical:     func(i, j int) bool { return grid[n-1-i][j] },
		FlipDiagonal:     func(i, j int) bool { return grid[j][i] },
		FlipAntiDiagonal: func(i, j int) bool { return grid[n-1-j][n-1-i] },
	}[t]
	out := make([]int, n)
	for i := range out {
		out[i] = -1
		for j := 0; j < n; j++ {
			if at(i, j) {
				out[i] = j
			}
		}
	}
	return out
}

// testBoards returns random permutations and every solution of small boards.
func testBoards(t *testing.T) [][]int {
	rng := rand.New(rand.NewPCG(9, 10))
	var boards [][]int
	for n := 1; n <= 9; n++ {
		for range 20 {
			boards = append(boards, rng.Perm(n))
		}
		boards = append(boards, allSolutions(t, n)...)
	}
	return boards
}

func TestApplyMatchesPicture(t *testing.T) {
	t.Parallel()
	// Rot90 takes the top-left corner to the top-right one.
	if got := Rot90.Apply([]int{0, 2, 1}); !slices.Equal(got, []int{2, 0, 1}) {
		t.Fatalf("Rot90 of [0 2 1] = %v, want [2 0 1]", got)
	}
	for _, q := range testBoards(t) {
		for _, tr := range Transforms {
			if got, want := tr.Apply(q), gridImage(tr, q); !slices.Equal(got, want) {
				t.Fatalf("%v of %v = %v, want %v", tr, q, got, want)
			}
		}
	}
}

func TestTransformAlgebra(t *testing.T) {
	t.Parallel()
	apply := func(q []int, ts ...Transform) []int {
		for _, tr := range ts {
			q = tr.Apply(q)
		}
		return q
	}
	same := [][2][]Transform{
		{{Rot90, Rot90, Rot90, Rot90}, {Identity}},
		{{Rot90, Rot90}, {Rot180}},
		{{Rot90, Rot90, Rot90}, {Rot270}},
		{{FlipHorizontal, FlipHorizontal}, {Identity}},
		{{FlipVertical, FlipVertical}, {Identity}},
		{{FlipDiagonal, FlipDiagonal}, {Identity}},
		{{FlipAntiDiagonal, FlipAntiDiagonal}, {Identity}},
		{{FlipHorizontal, FlipVertical}, {Rot180}},
		{{FlipDiagonal, FlipAntiDiagonal}, {Rot180}},
		{{FlipDiagonal, FlipHorizontal}, {Rot90}}, // transpose, then mirror
		{{FlipHorizontal, FlipDiagonal}, {Rot270}},
	}
	rng := rand.New(rand.NewPCG(11, 12))
	for n := 1; n <= 8; n++ {
		q := rng.Perm(n)
		for _, s := range same {
			if a, b := apply(q, s[0]...), apply(q, s[1]...); !slices.Equal(a, b) {
				t.Fatalf("%v of %v = %v, but %v gives %v", s[0], q, a, s[1], b)
			}
		}
		for _, tr := range Transforms {
			if got := apply(q, tr, tr.inverse()); !slices.Equal(got, q) {
				t.Fatalf("%v then its inverse %v maps %v to %v", tr, tr.inverse(), q, got)
			}
		}
	}
	names := map[string]bool{}
	for _, tr := range Transforms {
		names[tr.String()] = true
	}
	if len(names) != 8 || Identity.String() != "identity" || Rot90.String() != "rotated 90° clockwise" {
		t.Fatalf("transform names %v", names)
	}
}

func TestCanonicalAndClassSizeMatchBruteForce(t *testing.T) {
	t.Parallel()
	for _, q := range testBoards(t) {
		images := map[string][]int{}
		var least []int
		for _, tr := range Transforms {
			img := tr.Apply(q)
			images[fmt.Sprint(img)] = img
			if least == nil || slices.Compare(img, least) < 0 {
				least = img
			}
		}
		rep, tr := Canonical(q)
		if !slices.Equal(rep, least) {
			t.Fatalf("Canonical(%v) = %v, want %v", q, rep, least)
		}
		if !slices.Equal(tr.Apply(rep), q) {
			t.Fatalf("Canonical(%v): %v maps %v to %v", q, tr, rep, tr.Apply(rep))
		}
		if slices.Equal(rep, q) && tr != Identity {
			t.Fatalf("Canonical(%v) of a representative gives %v, want identity", q, tr)
		}
		if got := ClassSize(q); got != len(images) {
			t.Fatalf("ClassSize(%v) = %d, want %d", q, got, len(images))
		}
	}
	if got := ClassSize([]int{0}); got != 1 {
		t.Fatalf("ClassSize of N=1 = %d, want 1", got)
	}
	for n := 4; n <= 10; n++ {
		for _, q := range solutions(n) {
			if s := ClassSize(q); s != 2 && s != 4 && s != 8 {
				t.Fatalf("N=%d: ClassSize(%v) = %d", n, q, s)
			}
		}
	}
}

// TestSymmetries: the symmetries that fix a solution, checked against
// the boards drawn by hand: N=8's 2 4 1 7 0 6 3 5 comes back under the half
// turn only (a quarter turn gives 3 5 7 1 6 0 2 4), N=4's 1 3 0 2 under
// every turn, and 0 4 7 5 2 6 1 3 under none.
func TestSymmetries(t *testing.T) {
	half := []int{2, 4, 1, 7, 0, 6, 3, 5}
	if got := Rot90.Apply(half); !slices.Equal(got, []int{3, 5, 7, 1, 6, 0, 2, 4}) {
		t.Errorf("a quarter turn of %v gives %v", half, got)
	}
	for _, c := range []struct {
		queens []int
		want   []Transform
		size   int
	}{
		{half, []Transform{Rot180}, 4},
		{[]int{1, 3, 0, 2}, []Transform{Rot90, Rot180, Rot270}, 2},
		{[]int{0, 4, 7, 5, 2, 6, 1, 3}, nil, 8},
		{[]int{0}, Transforms[1:], 1},
	} {
		if got := Symmetries(c.queens); !slices.Equal(got, c.want) || ClassSize(c.queens) != c.size {
			t.Errorf("%v: fixed by %v (class of %d), want %v (%d)", c.queens, got, ClassSize(c.queens), c.want, c.size)
		}
	}
}
