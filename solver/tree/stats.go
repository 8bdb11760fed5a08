package tree

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
)

// RowStat compares, for one row, the squares the search has looked at so
// far with what a search without pruning would look at on that row.
type RowStat struct {
	Row int
	RowCount
	// Nodes counts the row's nodes of the search: the squares tried, or
	// for forward checking, which never tries a square it cannot keep, the
	// queens placed (see Tree.Work).
	Nodes uint64
	// Placements is N^(r+1): the ways to put one queen on each of rows
	// 0..r, all of which brute force looks at.
	Placements *big.Int
	// Permutations is N!/(N−r−1)!: the ways that also keep to one queen
	// per column.
	Permutations *big.Int
}

// bounds returns N^(r+1) and N!/(N−r−1)! for every row r of the n×n board.
func bounds(n int) (placements, permutations []*big.Int) {
	bigN := big.NewInt(int64(n))
	p, q := big.NewInt(1), big.NewInt(1)
	for r := range n {
		p = new(big.Int).Mul(p, bigN)
		q = new(big.Int).Mul(q, big.NewInt(int64(n-r)))
		placements = append(placements, p)
		permutations = append(permutations, q)
	}
	return placements, permutations
}

// Rows returns the statistics of every row, from row 0. The big numbers are
// shared: the caller must not modify them.
func (t *Tree) Rows() []RowStat {
	if t.placements == nil {
		t.placements, t.permutations = bounds(t.n)
	}
	rows := make([]RowStat, t.n)
	placing := t.placing()
	for r := range rows {
		c := t.st.counts[r]
		nodes := c.Tried
		if placing {
			nodes = c.Placed
		}
		rows[r] = RowStat{Row: r, RowCount: c, Nodes: nodes, Placements: t.placements[r], Permutations: t.permutations[r]}
	}
	return rows
}

// placing reports whether the search's nodes are queens placed rather than
// squares tried: forward checking tries no square it cannot keep.
func (t *Tree) placing() bool { return t.s != nil && t.s.Strategy().PlacesOnly() }

// Tried returns the number of squares tried so far, all rows together.
func (t *Tree) Tried() uint64 {
	var sum uint64
	for _, c := range t.st.counts {
		sum += c.Tried
	}
	return sum
}

// Totals says in one line how much pruning saves: "tried 876 squares;
// 8⁸ = 16,777,216 placements; 8! = 40,320 permutations" (ASCII: 8^8);
// for forward checking the first part counts its nodes as Work names
// them: "placed 88 queens; …". The parts are joined by "; " in every
// language (the watch view splits them there), their words in lang.
func (t *Tree) Totals(ascii bool, lang i18n.Lang) string {
	rows := t.Rows()
	last := rows[len(rows)-1]
	var nodes uint64
	for _, r := range rows {
		nodes += r.Nodes
	}
	work := i18n.TreeTried
	if t.placing() {
		work = i18n.TreePlaced
	}
	n := strconv.Itoa(t.n)
	power := n + superscript(n)
	if ascii {
		power = n + "^" + n
	}
	return lang.Sprintf(work, int(min(nodes, 2)), lang.Number(nodes)) + "; " +
		power + " = " + lang.Sprintf(i18n.TreePlacements, bigForm(last.Placements), groupIn(last.Placements, lang)) + "; " +
		n + "! = " + lang.Sprintf(i18n.TreePermutations, bigForm(last.Permutations), groupIn(last.Permutations, lang))
}

// bigForm is the count that picks a plural form for x: x itself up to
// two, two past it (any number past uint64 is more than one).
func bigForm(x *big.Int) int {
	if x.IsUint64() {
		return int(min(x.Uint64(), 2))
	}
	return 2
}

// groupIn writes x with its digits grouped as lang groups them, where it
// fits a uint64; larger ones as Group does.
func groupIn(x *big.Int, lang i18n.Lang) string {
	if x.IsUint64() {
		return lang.Number(x.Uint64())
	}
	return Group(x)
}

var superscripts = [10]string{"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"}

// superscript writes the digits of s as superscripts (other characters go).
func superscript(s string) string {
	var b strings.Builder
	for _, d := range s {
		if d >= '0' && d <= '9' {
			b.WriteString(superscripts[d-'0'])
		}
	}
	return b.String()
}

// Group writes x in decimal with commas between groups of three digits, as
// text.Thousands does for machine-sized counts.
func Group(x *big.Int) string {
	if x.IsUint64() {
		return text.Thousands(x.Uint64())
	}
	s := x.Text(10)
	var b strings.Builder
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// Log10 returns the decimal logarithm of x (> 0), for a chart on a log
// scale; numbers of this package stay far below float64's range.
func Log10(x *big.Int) float64 {
	f, _ := new(big.Float).SetInt(x).Float64()
	return math.Log10(f)
}
