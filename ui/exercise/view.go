package exercise

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/nocolor"
	"github.com/nqueens/nqueens/ui/common"
)

const (
	gap    = 2  // columns between a board and what stands beside it
	panelW = 40 // the width of the panel beside the boards
)

// View implements tea.Model: the title, the board (two for symmetry) with
// the panel beside it, and the help line.
func (m *Model) View() string {
	if m.w <= 0 || m.h <= 0 {
		return ""
	}
	st := m.sh.st
	title := st.Title.Render("nqueens exercise") + st.Muted.Render(fmt.Sprintf(" · %s · %s · seed %d · N=%d", m.sh.ex.Kind(), m.student(), m.seed, m.sh.ex.N()))
	helpLines := strings.Split(m.help.View(m.keys), "\n")
	bodyH := m.h - 2 - len(helpLines)
	boards, ok := m.part.boards(&m.sh, m.w-panelW-gap, bodyH)
	if !ok {
		com := &common.Common{Width: m.w, Height: m.h, Styles: st, Keys: common.GlobalKeys{Quit: m.keys.Quit}, Lang: m.o.Lang}
		needW, needH := m.part.need(m.sh.ex.N())
		return common.TooSmall(com, m.sh.ex.N(), needW+gap+panelW, needH+2+len(helpLines), m.w, m.h, key.Binding{})
	}
	panel := strings.Join(m.panel(panelW), "\n")
	body := lipgloss.JoinHorizontal(lipgloss.Top, boards, strings.Repeat(" ", gap), panel)
	lines := append([]string{title, ""}, strings.Split(body, "\n")...)
	lines = lines[:min(len(lines), m.h-len(helpLines))]
	for len(lines) < m.h-len(helpLines) {
		lines = append(lines, "")
	}
	lines = append(lines, helpLines...)
	frame := st.Plain(common.Finish(lines, m.w, m.h, st.Glyphs.Ellipsis))
	if m.o.NoColor {
		return nocolor.Strip(frame)
	}
	return frame
}

// student is the name the attempt is under, as the title shows it.
func (m *Model) student() string {
	if m.o.Student == "" {
		return "(no name)"
	}
	return m.o.Student
}

// panel is the text beside the boards, wrapped to w.
func (m *Model) panel(w int) []string {
	st := m.sh.st
	var lines []string
	add := func(s string) { lines = append(lines, common.Wrap(s, w)...) }
	m.part.panel(&m.sh, add)
	if m.sh.model != nil {
		return lines
	}
	right, outOf := m.sh.ex.Score()
	add("")
	add(st.Text.Render("score ") + st.Number.Render(fmt.Sprintf("%d / %d", right, outOf)) + st.Text.Render(" "+m.part.unit()+" right"))
	add(st.Text.Render("wrong steps ") + st.Number.Render(strconv.Itoa(m.sh.ex.Wrong())) +
		st.Text.Render(" · time ") + st.Number.Render(clock(m.Elapsed())))
	if last, ok := m.sh.ex.Last(); ok {
		if did, shown := m.part.lastDid(); shown {
			add("")
			if last.Right {
				add(st.Accent.Render("right: ") + st.Text.Render(did))
			} else {
				add(st.Warning.Render("wrong: ") + st.Text.Render(did+". "+capital(last.Why)))
			}
		}
	}
	if m.sh.ex.Finished() {
		add("")
		add(st.Celebrate.Render(fmt.Sprintf("Finished: %d of %d right in %s.", right, outOf, clock(m.Elapsed()))))
		model, quit := common.KeyName(m.keys.Model), common.KeyName(m.keys.Quit)
		if m.o.Room {
			add(st.Muted.Render(model + " shows the model answer, " + quit + " goes back to the room; your result is in."))
		} else {
			add(st.Muted.Render(model + " shows the model answer, " + common.KeyName(m.keys.New) + " draws a new instance, " + quit + " quits."))
		}
	}
	return lines
}

// clock writes a duration as minutes and seconds, 1:05.
func clock(d time.Duration) string {
	s := int(d / time.Second)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// capital starts a sentence with a capital letter.
func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
