package lessonplay

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	xansi "github.com/charmbracelet/x/ansi"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/lesson"
)

// TestChineseCaptionsFill: a Chinese caption's lines fill the width they
// are given: every line of a paragraph but its last is at least four
// fifths of the width (glamour alone, which breaks only at spaces, left
// lines half empty), and none is wider.
func TestChineseCaptionsFill(t *testing.T) {
	ls, err := lesson.BuiltinIn(i18n.Zh)
	if err != nil {
		t.Fatal(err)
	}
	md := newPlayer(t, ls[0], 100, 30).md
	for _, w := range []int{30, 43, 60} {
		lines := 0
		for _, l := range ls {
			for i, s := range l.Slides {
				rendered := render(md, s.Text(), w)
				for k, line := range rendered {
					width := lipgloss.Width(line)
					if width > w {
						t.Errorf("%s slide %d at %d: a line %d wide: %q", l.Name, i+1, w, width, line)
					}
					if k+1 == len(rendered) || strings.TrimSpace(xansi.Strip(line)) == "" {
						continue
					}
					// The last line of a paragraph or a list item, or one
					// the next line's first unit (up to where a line may
					// break) would not fit on, may be short.
					next := strings.TrimSpace(xansi.Strip(rendered[k+1]))
					if next == "" || strings.HasPrefix(next, "• ") {
						continue
					}
					lines++
					if width*5 < w*4 && width+1+lipgloss.Width(firstUnit(next)) <= w {
						t.Errorf("%s slide %d at %d: line %d is %d of %d wide: %q", l.Name, i+1, w, k+1, width, w, line)
					}
				}
			}
		}
		if lines == 0 {
			t.Errorf("at %d: no caption wraps", w)
		}
	}
}

// TestFillLine: fillLine breaks between CJK characters and at spaces,
// never inside a Latin word that fits on a line, nor before closing
// punctuation, and a list item's next lines line up under its text.
func TestFillLine(t *testing.T) {
	for _, c := range []struct {
		in   string
		w    int
		want []string
	}{
		{"短句。", 10, []string{"短句。"}},
		{"第一行第二行第三行", 8, []string{"第一行第", "二行第三", "行"}},
		{"搜索 array 尝试每一列", 10, []string{"搜索 array", "尝试每一列"}},
		{"一二三四，五六", 8, []string{"一二三", "四，五六"}},
		{"• 一二三四五六七八", 10, []string{"• 一二三四", "  五六七八"}},
	} {
		got := fillLine(c.in, c.w)
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("fillLine(%q, %d) = %q, want %q", c.in, c.w, got, c.want)
		}
	}
}

// firstUnit is s up to its first place a line may break (breakBefore).
func firstUnit(s string) string {
	runes := []rune(s)
	for i := 1; i < len(runes); i++ {
		if breakBefore(runes, i) {
			return string(runes[:i])
		}
	}
	return s
}
