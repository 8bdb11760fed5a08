package play

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/ui/uitest"
)

var fuzzKeys = []string{"up", "down", "left", "right", "h", "j", "k", "l", " ", "enter", "x", "c", "i", "w", "[", "]", "?", "tab", "q"}

// FuzzPlay presses random keys (and clicks) in windows of random sizes:
// no panic, and the view always fits.
func FuzzPlay(f *testing.F) {
	f.Add([]byte{8, 0, 3, 8, 3, 13, 16}, uint8(80), uint8(24))
	f.Add([]byte{14, 15, 15, 8, 9, 10, 12}, uint8(20), uint8(8))
	f.Add([]byte{200, 201, 202}, uint8(0), uint8(1))
	f.Add([]byte{1, 1, 8, 255, 7, 8, 12, 16}, uint8(120), uint8(40))
	f.Fuzz(func(t *testing.T, keys []byte, w, h uint8) {
		m := newPlay(6)
		m.SetSize(int(w), int(h))
		root := uitest.Solo{Com: m.com, Part: m}
		uitest.Run(root, root.Init(), isWatch)
		for _, b := range keys {
			var msg tea.Msg
			if b >= 200 {
				msg = tea.MouseMsg{X: int(b-200) * 3, Y: int(b-200) % 9, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}
			} else {
				msg = uitest.Key(fuzzKeys[int(b)%len(fuzzKeys)])
			}
			_, cmd := root.Update(msg)
			if m.n <= 9 {
				uitest.Run(root, cmd, isWatch)
			}
			checkFits(t, m.View(), int(w), int(h))
		}
	})
}
