package ui

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

var needRE = regexp.MustCompile(`need (?:s )?(\d+)×(\d+)`)

// TestTooSmallNamesTheWindow: the size a view asks for when the board does
// not fit is the window's, header and help bar included: at that size the
// view shows its board, and one row less it still asks (the height is
// exact; the width asked may keep a margin for the views' title lines).
func TestTooSmallNamesTheWindow(t *testing.T) {
	t.Parallel()
	for _, mode := range Modes {
		for _, n := range []int{8, 20} {
			t.Run(fmt.Sprintf("%s/N=%d", mode, n), func(t *testing.T) {
				m := startedWith(t, Options{N: n, Mode: mode}, 12, 9)
				v := m.View()
				got := needRE.FindStringSubmatch(v)
				if !strings.Contains(v, "too small") || got == nil {
					t.Fatalf("at 12×9 no size is asked for:\n%s", v)
				}
				w, _ := strconv.Atoi(got[1])
				h, _ := strconv.Atoi(got[2])
				m.Update(tea.WindowSizeMsg{Width: w, Height: h})
				if v := m.View(); strings.Contains(v, "too small") {
					t.Errorf("at the %d×%d it asked for, still too small:\n%s", w, h, v)
				}
				m.Update(tea.WindowSizeMsg{Width: w, Height: h - 1})
				if v := m.View(); !strings.Contains(v, "too small") {
					t.Errorf("at %d×%d, a row less than the %d×%d it asked for, the board shows:\n%s", w, h-1, w, h, v)
				}
			})
		}
	}
}
