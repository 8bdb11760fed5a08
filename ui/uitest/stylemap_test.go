package uitest

import (
	"strings"
	"testing"
)

func TestStyleMap(t *testing.T) {
	t.Parallel()
	const esc = "\x1b["
	screen := esc + "1;38;5;254m" + "nq" + esc + "0m" + " " + esc + "38;5;246m" + "♛漢" + esc + "0m" + "\n" +
		esc + "7m" + "x" + esc + "27m" + esc + "48;2;1;2;255m" + "y" + esc + "m" + "z"
	got, err := StyleMap(screen)
	if err != nil {
		t.Fatal(err)
	}
	want := "0 nq ♛漢\n" +
		"  AA BBB\n" +
		"1 xyz\n" +
		"  CD\n" +
		"\nstyles (the letters under each row):\n" +
		"A  bold · fg 254\n" +
		"B  fg 246\n" +
		"C  reverse\n" +
		"D  bg #0102ff\n"
	if got != want {
		t.Fatalf("StyleMap:\n%s\nwant\n%s", got, want)
	}
	// The strength of the golden: any change of colour or attribute, on
	// one cell or in one style, changes the map.
	for _, changed := range []string{
		strings.Replace(screen, "38;5;254", "38;5;253", 1),       // a colour
		strings.Replace(screen, "1;38;5;254m", "38;5;254m", 1),   // an attribute
		strings.Replace(screen, "nq"+esc+"0m", "n"+esc+"0mq", 1), // one cell's style
		strings.Replace(screen, esc+"27m", "", 1),                // an attribute left on
	} {
		other, err := StyleMap(changed)
		if err != nil {
			t.Fatal(err)
		}
		if other == got {
			t.Errorf("a changed screen %q keeps the map:\n%s", changed, got)
		}
	}
	for _, bad := range []string{"a" + esc + "2Jb", "a\x1b]8;;x\x07b", esc + "38;5m", esc + "66m"} {
		if _, err := StyleMap(bad); err == nil {
			t.Errorf("StyleMap(%q) took an escape the golden cannot show", bad)
		}
	}
}
