package solver

import (
	"strconv"
	"strings"
)

// square writes a square as "(row,col)".
func square(r, c int) string {
	return "(" + strconv.Itoa(r) + "," + strconv.Itoa(c) + ")"
}

// Along names the line of an attack as the narration says it: "along its
// column", "along a diagonal", "along an anti-diagonal", "along its row".
func (l Line) Along() string {
	switch l {
	case Column:
		return "along its column"
	case Diagonal:
		return "along a diagonal"
	case AntiDiagonal:
		return "along an anti-diagonal"
	case Row:
		return "along its row"
	}
	return "along " + l.String()
}

// all is "all" before a number of solutions, or "the" before the only one.
func all(n uint64) string {
	if n == 1 {
		return "the"
	}
	return "all"
}

// joinInts writes numbers separated by single spaces.
func joinInts(xs []int) string {
	var b strings.Builder
	for i, x := range xs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(x))
	}
	return b.String()
}
