package solver

// Plural returns noun as it reads after the number n: unchanged for 1, with
// an "s" otherwise ("1 solution", "0 solutions", "92 solutions"). Every count
// nqueens writes in words — narration, views, commands — goes through it, so
// that none says "1 solutions".
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
