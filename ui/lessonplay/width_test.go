package lessonplay

import (
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/mattn/go-runewidth"
)

// TestCaptionsMeasureAsTheLayout: under a CJK locale go-runewidth counts
// the ambiguous characters as wide; glamour then wraps a caption narrower
// than the layout measures it. After measureAsLipgloss (the package's init)
// both measures agree.
func TestCaptionsMeasureAsTheLayout(t *testing.T) {
	was := runewidth.DefaultCondition.EastAsianWidth
	t.Cleanup(func() {
		runewidth.DefaultCondition.EastAsianWidth, runewidth.EastAsianWidth = was, was
		measureAsLipgloss()
	})
	runewidth.DefaultCondition.EastAsianWidth, runewidth.EastAsianWidth = true, true // as a zh_CN locale sets it
	measureAsLipgloss()
	for _, s := range []string{"attacked too — by (1,2)", "a · b", "│ ╭─╮ │", "谜题：皇后"} {
		if rw, lw := runewidth.StringWidth(s), lipgloss.Width(s); rw != lw {
			t.Errorf("%q: glamour's measure %d, the layout's %d", s, rw, lw)
		}
	}
}
