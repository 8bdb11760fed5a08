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

// Thousands writes v with commas between groups of three digits
// (1,965), the way counts are shown to people throughout nqueens.
func Thousands(v uint64) string {
	s := strconv.FormatUint(v, 10)
	if len(s) <= 3 {
		return s
	}
	out := make([]byte, 0, len(s)+len(s)/3)
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	return string(out)
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
