package board

// Transform is one of the 8 symmetries of the square; the solver's Transform
// constants are these values, in this order, and document them.
type Transform uint8

const (
	Identity Transform = iota
	Rot90
	Rot180
	Rot270
	FlipHorizontal
	FlipVertical
	FlipDiagonal
	FlipAntiDiagonal
)

// All lists the 8 symmetries, Identity first.
var All = [...]Transform{Identity, Rot90, Rot180, Rot270, FlipHorizontal, FlipVertical, FlipDiagonal, FlipAntiDiagonal}

// Row returns row i of the image of q under t; inv is the inverse
// permutation of q (inv[c] is the row of the queen in column c), which turns
// the transforms that exchange rows and columns into lookups.
func (t Transform) Row(q, inv []int, i int) int {
	last := len(q) - 1
	switch t {
	case Rot90:
		return last - inv[i]
	case Rot180:
		return last - q[last-i]
	case Rot270:
		return inv[last-i]
	case FlipHorizontal:
		return last - q[i]
	case FlipVertical:
		return q[last-i]
	case FlipDiagonal:
		return inv[i]
	case FlipAntiDiagonal:
		return last - inv[last-i]
	}
	return q[i]
}

// Invert stores the inverse permutation of q in inv (len(q) long): inv[c]
// is the row of the queen in column c.
func Invert(inv, q []int) {
	for r, c := range q {
		inv[c] = r
	}
}

// Compare compares the images of q under a and b lexicographically, row by
// row until they differ, without building them: -1, 0 or +1.
func Compare(a, b Transform, q, inv []int) int {
	for i := range q {
		if x, y := a.Row(q, inv, i), b.Row(q, inv, i); x != y {
			if x < y {
				return -1
			}
			return 1
		}
	}
	return 0
}

// ClassWeight returns the size of the symmetry class of the solution q (inv
// its inverse) if q is the class's canonical board, and 0 otherwise. The
// canonical board is the least column list among the 8 images; with
// sameTop, among the images whose top queen is on q's top column (the fast
// counter's canonical form).
func ClassWeight(q, inv []int, sameTop bool) uint64 {
	fixed := 1 // symmetries mapping q onto itself, the identity included
	for _, t := range All[1:] {
		if sameTop && t.Row(q, inv, 0) != q[0] {
			continue
		}
		switch Compare(t, Identity, q, inv) {
		case -1:
			return 0
		case 0:
			fixed++
		}
	}
	return uint64(len(All) / fixed)
}
