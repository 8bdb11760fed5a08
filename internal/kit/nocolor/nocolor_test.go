package nocolor

import "testing"

func TestStrip(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"plain", "plain"},
		{"\x1b[1;38;2;255;0;0mred bold\x1b[0m", "\x1b[1mred bold\x1b[0m"},
		{"\x1b[38;5;196;48;5;17;4mx", "\x1b[4mx"},
		{"\x1b[31;42mx\x1b[39;49m", "x"},
		{"\x1b[7;91;103mrev\x1b[m", "\x1b[7mrev\x1b[m"},
		{"\x1b[38:2::1:2:3;2mfaint", "\x1b[2mfaint"},
		{"\x1b[58;5;3;4:3mcurly", "\x1b[4:3mcurly"},
		{"\x1b[2J\x1b[1;1Hhome", "\x1b[2J\x1b[1;1Hhome"}, // not SGR: kept
		{"\x1b[0;1;3;9;32mall", "\x1b[0;1;3;9mall"},
		{"cut \x1b[38;2", "cut \x1b[38;2"},
	} {
		if got := Strip(tc.in); got != tc.want {
			t.Errorf("Strip(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
