// Package text writes numbers and counts the way nqueens shows them to
// people: digits grouped by thousands, nouns that agree with their number.
// The solver's narration, the views and the commands all write through it,
// so none says "1 solutions" or "33589 steps" while another says "33,589".
package text

import "strconv"

// Thousands writes v with commas between groups of three digits (1,965).
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

// Plural returns noun as it reads after the number n: unchanged for 1, with
// an "s" otherwise ("1 solution", "0 solutions", "92 solutions").
func Plural[T ~int | ~uint64](n T, noun string) string {
	if n == 1 {
		return noun
	}
	return noun + "s"
}

// Amount writes a number, its digits grouped (Thousands), and its noun as
// they read together: "1 move", "0 solutions", "1,000 moves".
func Amount[T ~int | ~uint64](n T, noun string) string {
	return Thousands(uint64(n)) + " " + Plural(n, noun)
}
