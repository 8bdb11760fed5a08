package solver

import "testing"

func TestPlural(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
	for _, tc := range []struct {
		n    uint64
		want string
	}{{0, "0 moves"}, {1, "1 move"}, {1000, "1,000 moves"}} {
		if got := Amount(tc.n, "move"); got != tc.want {
			t.Errorf("Amount(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
}
