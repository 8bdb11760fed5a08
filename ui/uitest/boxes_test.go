package uitest

import (
	"strings"
	"testing"
)

// TestBoxesClosed: a box drawn whole passes, Chinese in it or not; one
// whose edge a wide character pushed, one cut short at the bottom and one
// with no right corner fail.
func TestBoxesClosed(t *testing.T) {
	for _, c := range []struct {
		name   string
		screen []string
		ok     bool
	}{
		{"closed", []string{"x ╭─ a ─╮ y", "  │ abc │", "  ╰─────╯"}, true},
		{"Chinese inside", []string{"╭─ 棋盘 ─╮", "│ 皇后 1 │", "╰────────╯"}, true},
		{"two side by side", []string{"╭─╮╭──╮", "│a││bc│", "╰─╯╰──╯"}, true},
		{"pushed by a wide character", []string{"╭─ a ─╮", "│ 皇后 │", "╰─────╯"}, false},
		{"no bottom", []string{"╭───╮", "│ a │"}, false},
		{"no right corner", []string{"╭──── a", "│ a │", "╰───╯"}, false},
	} {
		err := BoxesClosed(strings.Join(c.screen, "\n"))
		if (err == nil) != c.ok {
			t.Errorf("%s: BoxesClosed = %v, want ok %v", c.name, err, c.ok)
		}
	}
}
