package text

import "testing"

func TestThousands(t *testing.T) {
	for _, tc := range []struct {
		v    uint64
		want string
	}{{0, "0"}, {999, "999"}, {1000, "1,000"}, {33589, "33,589"}, {666090624, "666,090,624"}, {18446744073709551615, "18,446,744,073,709,551,615"}} {
		if got := Thousands(tc.v); got != tc.want {
			t.Errorf("Thousands(%d) = %q, want %q", tc.v, got, tc.want)
		}
	}
}

func TestPlural(t *testing.T) {
	for _, tc := range []struct {
		n    uint64
		want string
	}{{0, "solutions"}, {1, "solution"}, {2, "solutions"}, {92, "solutions"}} {
		if got := Plural(tc.n, "solution"); got != tc.want {
			t.Errorf("Plural(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
	if got := Plural(1, "unique solution"); got != "unique solution" {
		t.Errorf("Plural(1, unique solution) = %q", got)
	}
}

func TestAmount(t *testing.T) {
	for _, tc := range []struct {
		n    uint64
		want string
	}{{0, "0 moves"}, {1, "1 move"}, {1000, "1,000 moves"}} {
		if got := Amount(tc.n, "move"); got != tc.want {
			t.Errorf("Amount(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
}
