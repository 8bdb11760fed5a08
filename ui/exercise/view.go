package exercise

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/nocolor"
	"github.com/nqueens/nqueens/internal/kit/text"
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
	l := m.o.Lang
	title := st.Title.Render(l.T(i18n.ExTitle)) + st.Muted.Render(l.Sprintf(i18n.ExTitleInfo, m.sh.ex.Kind(), m.student(), strconv.FormatUint(m.seed, 10), strconv.Itoa(m.sh.ex.N())))
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
		return m.o.Lang.T(i18n.ExNoName)
	}
	return m.o.Student
}

// panel is the text beside the boards, wrapped to w.
func (m *Model) panel(w int) []string {
	st := m.sh.st
	l := m.o.Lang
	var lines []string
	add := func(s string) { lines = append(lines, common.Wrap(s, w)...) }
	m.part.panel(&m.sh, add)
	if m.sh.model != nil {
		return lines
	}
	right, outOf := m.sh.ex.Score()
	add("")
	add(st.Text.Render(l.T(i18n.ExScore)) + st.Number.Render(fmt.Sprintf("%d / %d", right, outOf)) + st.Text.Render(l.T(m.part.right())))
	add(st.Text.Render(l.T(i18n.ExWrongSteps)) + st.Number.Render(strconv.Itoa(m.sh.ex.Wrong())) +
		st.Text.Render(l.T(i18n.ExTime)) + st.Number.Render(clock(m.Elapsed())))
	if last, ok := m.sh.ex.Last(); ok {
		if did, shown := m.part.lastDid(&m.sh); shown {
			add("")
			if last.Right {
				add(st.Accent.Render(l.T(i18n.ExRightMark)) + st.Text.Render(did))
			} else {
				add(st.Warning.Render(l.T(i18n.ExWrongMark)) + st.Text.Render(l.Sprintf(i18n.ExWrongDid, did, text.UpperFirst(last.Why))))
			}
		}
	}
	if m.sh.ex.Finished() {
		add("")
		add(st.Celebrate.Render(l.Sprintf(i18n.ExFinished, strconv.Itoa(right), strconv.Itoa(outOf), clock(m.Elapsed()))))
		model, quit := common.KeyName(m.keys.Model), common.KeyName(m.keys.Quit)
		if m.o.Room {
			add(st.Muted.Render(l.Sprintf(i18n.ExDoneRoom, model, quit)))
		} else {
			add(st.Muted.Render(l.Sprintf(i18n.ExDoneAlone, model, common.KeyName(m.keys.New), quit)))
		}
	}
	return lines
}

// clock writes a duration as minutes and seconds, 1:05.
func clock(d time.Duration) string {
	s := int(d / time.Second)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
