package browse

import (
	"testing"

	"github.com/nqueens/nqueens/ui/uitest"
)

var fuzzKeys = []string{"right", "left", "l", "h", "pgdown", "pgup", "g", "G", "home", "end", ":", "1", "7", "x", "enter", "esc", "backspace", "u", "s", "w", "[", "]", "?", "tab"}

// FuzzBrowse presses random keys in windows of random sizes: no panic, and
// the view always fits. Commands run while the board stays small enough
// for them to be instant.
func FuzzBrowse(f *testing.F) {
	f.Add([]byte{0, 0, 4, 7, 10, 12, 14, 18}, uint8(80), uint8(24))
	f.Add([]byte{17, 18, 0, 20, 20, 20, 5, 19}, uint8(120), uint8(40))
	f.Add([]byte{21, 21, 21, 21, 0, 6, 18}, uint8(20), uint8(8))
	f.Add([]byte{22, 16, 10, 11, 12, 14}, uint8(1), uint8(0))
	f.Fuzz(func(t *testing.T, keys []byte, w, h uint8) {
		m := newBrowser(6)
		m.SetSize(int(w), int(h))
		root := uitest.Solo{Com: m.com, Part: m}
		uitest.Run(root, root.Init(), isWatch)
		for _, b := range keys {
			_, cmd := root.Update(uitest.Key(fuzzKeys[int(b)%len(fuzzKeys)]))
			if m.list.n <= 9 {
				uitest.Run(root, cmd, isWatch)
			}
			checkFits(t, m.View(), int(w), int(h))
		}
	})
}
