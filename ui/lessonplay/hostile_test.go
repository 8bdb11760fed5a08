package lessonplay

import (
	"io"
	"strings"
	"testing"
	"unicode/utf8"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/internal/kit/testkit"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/ui/theme"
)

// obeyedIn returns what of frame, a screen the player drew, a terminal
// would obey besides styling: any control but newline, any ESC that does
// not start an SGR sequence (ESC [ digits ; : m), or bytes not UTF-8.
func obeyedIn(frame string) string {
	if !utf8.ValidString(frame) {
		return "bytes that are not UTF-8"
	}
	for i := 0; i < len(frame); {
		r, size := utf8.DecodeRuneInString(frame[i:])
		switch {
		case r == 0x1b:
			j := i + 2
			for j < len(frame) && strings.IndexByte("0123456789;:", frame[j]) >= 0 {
				j++
			}
			if !strings.HasPrefix(frame[i:], "\x1b[") || j == len(frame) || frame[j] != 'm' {
				return "the sequence " + frame[i:min(i+12, len(frame))]
			}
			size = j + 1 - i
		case r < 0x20 && r != '\n', r >= 0x7f && r <= 0x9f:
			return "the control " + string(r)
		}
		i += size
	}
	return ""
}

// FuzzLessonScreen: whatever a lesson file holds in its title and a
// caption, the player's screen (in colour, glamour styling the caption)
// holds no control a terminal obeys but SGR styling: the file's are
// escaped, in the source and in what glamour decodes (&#27; is ESC).
func FuzzLessonScreen(f *testing.F) {
	f.Add("T "+testkit.HostileText("NUL", "raw byte 0x9b", "invalid UTF-8"), testkit.HostileText())
	f.Add("T", "&#27;]0;PWN&#7; &#13;x &#x9b;2J `\x1b[2J` [a](http://x\x1b]8;;y\x07) **b\rold**")
	f.Add("T", "```\n\x1b]52;c;eA==\x07\n```\n\n> \x1b[H\x9b\n\n- \u009b2J")
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.ANSI256)
	o := testUI
	o.Renderer = r
	f.Fuzz(func(t *testing.T, title, caption string) {
		l, err := lesson.Parse("f.md", []byte("# "+title+"\n---\nn: 4\n\n"+caption+"\n"))
		if err != nil {
			return // refused: the error line is escaped where it is printed
		}
		m := New(l, Options{UI: o})
		m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
		if bad := obeyedIn(m.View()); bad != "" {
			t.Fatalf("title %q, caption %q: the screen holds %q", title, caption, bad)
		}
	})
}

// TestHostileCaption: each of testkit.Hostile a lesson holds is shown on
// the player's screen, escaped, with the screen's own styling.
func TestHostileCaption(t *testing.T) {
	h := testkit.HostileText("NUL", "raw byte 0x9b", "invalid UTF-8")
	l, err := lesson.Parse("f.md", []byte("# T"+h+"\n---\nn: 4\n\n"+h+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.ANSI256)
	o := testUI
	o.Theme, o.Renderer = theme.Dark, r
	m := New(l, Options{UI: o})
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	frame := m.View()
	if obeyed := testkit.Obeyed(frame); len(obeyed) > 0 {
		t.Errorf("the screen holds raw %s", strings.Join(obeyed, ", "))
	}
	if bad := obeyedIn(frame); bad != "" {
		t.Errorf("the screen holds %q", bad)
	}
	if !strings.Contains(frame, `T\x1b]0;PWN\a`) {
		t.Errorf("the title is not shown escaped:\n%s", frame)
	}
}
