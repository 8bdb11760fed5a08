package ui

import (
	"testing"

	"github.com/nqueens/nqueens/ui/watch"
)

func TestParseSpeed(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]int{"1": 1, "4": 4, "010": 10, "1000000": MaxSpeed, "max": watch.Max, "MAX": watch.Max} {
		if got, ok := ParseSpeed(in); !ok || got != want {
			t.Errorf("ParseSpeed(%q) = %d, %v; want %d, true", in, got, ok, want)
		}
		if back, _ := ParseSpeed(FormatSpeed(want)); back != want {
			t.Errorf("FormatSpeed(%d) = %q reads back as %d", want, FormatSpeed(want), back)
		}
	}
	for _, in := range []string{"", "0", "-4", "1000001", "0x10", "1e3", "2.5", "fast", " 4", "99999999999999999999"} {
		if got, ok := ParseSpeed(in); ok {
			t.Errorf("ParseSpeed(%q) = %d, true; want false", in, got)
		}
	}
}
