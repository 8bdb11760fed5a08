package lessonplay

import "github.com/mattn/go-runewidth"

// glamour wraps by go-runewidth's measure, which in a Chinese, Japanese or
// Korean locale counts the characters of ambiguous width (—, ·, the box
// drawing) as two cells; lipgloss, which lays out the rest of the screen,
// counts them as one, as terminals draw them unless told otherwise. So that
// a caption wraps to the width the layout gave it, in every locale, glamour
// measures as lipgloss does.
func init() { measureAsLipgloss() }

func measureAsLipgloss() {
	if runewidth.DefaultCondition.EastAsianWidth {
		runewidth.DefaultCondition.EastAsianWidth = false
		runewidth.EastAsianWidth = false
	}
}
