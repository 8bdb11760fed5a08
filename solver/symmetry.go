package solver

import (
	"context"
	"fmt"
	"slices"
	"strconv"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver/internal/board"
)

// Transform is one of the 8 symmetries of the square board. It acts on
// complete placements: queens must hold one queen per row and per column (a
// permutation of 0..n-1), as every solution does.
type Transform uint8

// The symmetries of the square. Rotations turn the board clockwise as seen
// on screen, row 0 at the top: Rot90 takes the top-left corner to the
// top-right one.
const (
	Identity         = Transform(board.Identity)
	Rot90            = Transform(board.Rot90)            // (r, c) → (c, n-1-r)
	Rot180           = Transform(board.Rot180)           // (r, c) → (n-1-r, n-1-c)
	Rot270           = Transform(board.Rot270)           // (r, c) → (n-1-c, r), a quarter turn anticlockwise
	FlipHorizontal   = Transform(board.FlipHorizontal)   // mirror left-right: (r, c) → (r, n-1-c)
	FlipVertical     = Transform(board.FlipVertical)     // mirror top-bottom: (r, c) → (n-1-r, c)
	FlipDiagonal     = Transform(board.FlipDiagonal)     // transpose about the main diagonal: (r, c) → (c, r)
	FlipAntiDiagonal = Transform(board.FlipAntiDiagonal) // transpose about the anti-diagonal: (r, c) → (n-1-c, n-1-r)
)

// Transforms lists the 8 symmetries, Identity first.
var Transforms = []Transform{Identity, Rot90, Rot180, Rot270, FlipHorizontal, FlipVertical, FlipDiagonal, FlipAntiDiagonal}

var transformNames = [...]string{
	Identity:         "identity",
	Rot90:            "rotated 90° clockwise",
	Rot180:           "rotated 180°",
	Rot270:           "rotated 90° anticlockwise",
	FlipHorizontal:   "mirrored left-right",
	FlipVertical:     "mirrored top-bottom",
	FlipDiagonal:     "reflected in the main diagonal",
	FlipAntiDiagonal: "reflected in the anti-diagonal",
}

// String describes the transform as a phrase: "rotated 90° clockwise",
// "mirrored left-right", ...
func (t Transform) String() string {
	if int(t) < len(transformNames) {
		return transformNames[t]
	}
	return fmt.Sprintf("Transform(%d)", uint8(t))
}

// In names t in lang, by its place in Transforms, as the lessons' facts
// and the watch view's class line say it; String is its English.
func (t Transform) In(lang i18n.Lang) string {
	i := slices.Index(Transforms, t)
	if i < 0 {
		return t.String()
	}
	return lang.T(i18n.ID("fact.transform." + strconv.Itoa(i)))
}

// Apply returns the image of the placement under t, as a new slice.
func (t Transform) Apply(queens []int) []int {
	inv := inverse(queens)
	out := make([]int, len(queens))
	for i := range out {
		out[i] = t.row(queens, inv, i)
	}
	return out
}

// row returns row i of the image of q under t; inv is the inverse
// permutation of q (see board.Transform.Row).
func (t Transform) row(q, inv []int, i int) int {
	return board.Transform(t).Row(q, inv, i)
}

// inverse returns the inverse permutation of q: the row of the queen in
// each column.
func inverse(q []int) []int {
	inv := make([]int, len(q))
	board.Invert(inv, q)
	return inv
}

// Canonical returns the representative of the placement's symmetry class,
// the lexicographically smallest of its 8 images, and a transform t that
// maps the representative onto the placement: t.Apply(rep) equals queens.
// When several do (symmetric boards), t is the first in Transforms order, so
// a representative gets Identity.
func Canonical(queens []int) (rep []int, t Transform) {
	inv := inverse(queens)
	best := Identity
	for _, u := range Transforms[1:] {
		if board.Compare(board.Transform(u), board.Transform(best), queens, inv) < 0 {
			best = u
		}
	}
	rep = best.Apply(queens)
	repInv := inverse(rep)
	for _, t = range Transforms {
		if mapsOnto(t, rep, repInv, queens) {
			break
		}
	}
	return rep, t
}

// mapsOnto reports whether t maps q (with inverse inv) onto target.
func mapsOnto(t Transform, q, inv, target []int) bool {
	for i := range q {
		if t.row(q, inv, i) != target[i] {
			return false
		}
	}
	return true
}

// ClassSize returns how many distinct boards the 8 transforms make of the
// placement: 8 divided by the number of transforms that leave it unchanged.
// For solutions it is 8, 4 (symmetric under the half turn only), 2 (under
// the quarter turns, and so the half turn too) or, for N=1, 1.
func ClassSize(queens []int) int {
	return len(Transforms) / (1 + len(Symmetries(queens)))
}

// Symmetries returns the transforms other than Identity that leave the
// placement unchanged, in Transforms order.
func Symmetries(queens []int) []Transform {
	inv := inverse(queens)
	var fixed []Transform
	for _, t := range Transforms[1:] {
		if mapsOnto(t, queens, inv, queens) {
			fixed = append(fixed, t)
		}
	}
	return fixed
}

// Class describes the symmetry class of a solution.
type Class struct {
	// Representative is the lexicographically smallest board of the class.
	Representative []int
	// Index is the 1-based index of the class among the unique solutions,
	// ordered lexicographically by their representatives (the order of
	// NewUniqueEnumerator).
	Index uint64
	// Transform maps the representative onto the solution classified.
	Transform Transform
	// Size is the number of distinct solutions in the class.
	Size int
}

// Classify returns the symmetry class of a solution of the n×n board. Finding
// the class's index walks the unique solutions that come before its
// representative, as NewUniqueEnumerator does: instant up to N=12, up to a
// few seconds at N=16. It returns ctx's error when ctx is done, and an error
// if queens is not a solution of the n×n board.
func Classify(ctx context.Context, n int, queens []int) (Class, error) {
	if err := checkSize(n, MaxN); err != nil {
		return Class{}, err
	}
	if len(queens) != n || !isCompleteSolution(n, queens) {
		return Class{}, fmt.Errorf("solver: %v is not a solution of the %d×%d board", queens, n, n)
	}
	rep, t := Canonical(queens)
	e, err := NewUniqueEnumerator(n)
	if err != nil {
		return Class{}, err
	}
	for {
		ok, err := e.NextContext(ctx)
		if err != nil {
			return Class{}, err
		}
		if !ok {
			// Unreachable: every representative is a unique solution.
			return Class{}, fmt.Errorf("solver: representative %v not found", rep)
		}
		if slices.Equal(e.Queens(), rep) {
			return Class{Representative: rep, Index: e.Index(), Transform: t, Size: ClassSize(rep)}, nil
		}
	}
}

// isCompleteSolution reports whether q places n queens, one per row, none
// attacking another.
func isCompleteSolution(n int, q []int) bool {
	var cols [MaxN]bool
	var diag, anti [2 * MaxN]bool // indexed by r-c+n-1 and r+c
	for r, c := range q {
		if c < 0 || c >= n || cols[c] || diag[r-c+n-1] || anti[r+c] {
			return false
		}
		cols[c], diag[r-c+n-1], anti[r+c] = true, true, true
	}
	return true
}
