package lessonplay

import (
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"
	"github.com/nqueens/nqueens/internal/teach/predict"
)

// score is the lesson's score, as the score line adds it up: each slide's
// from its latest visit that answered.
func (m *Model) score() predict.Score {
	if s := m.root.Score(); answered(s) {
		return m.sumScores(m.slide).Add(s) // (the streak as if it came last)
	}
	return m.sumScores(-1)
}

// captionFits reports whether the caption on screen shows whole at the
// current size: beside the watch view's board, the caption at a width
// the view asked for is on screen, every line in order.
func (m *Model) captionFits() bool {
	if m.aside() {
		screen := strings.Split(ansi.Strip(m.View()), "\n")
		for k, lines := range m.captions {
			if k.slide == m.slide && shownWhole(screen, lines) {
				return true
			}
		}
		return false
	}
	l := m.layout()
	return len(m.caption(l.capW)) <= l.capH
}

// shownWhole reports whether lines stand on consecutive lines of screen,
// each within its line (a panel's border and the board around them).
func shownWhole(screen, lines []string) bool {
	if len(lines) == 0 {
		return true
	}
	first := strings.TrimSpace(ansi.Strip(lines[0]))
	for top := range screen {
		if top+len(lines) > len(screen) || !strings.Contains(screen[top], first) {
			continue
		}
		whole := true
		for i, l := range lines {
			if !strings.Contains(screen[top+i], strings.TrimSpace(ansi.Strip(l))) {
				whole = false
				break
			}
		}
		if whole {
			return true
		}
	}
	return false
}

// boardShown reports whether screen (ANSI stripped) holds the board of n
// columns as the watch view draws it: its file labels 0…n−1 in order on
// one line (after the box's left side), or read down a column of lines where they are drawn
// vertically (the numbers too wide for a square), or the list form with
// its note naming the n×n board and an entry for every row.
func boardShown(screen string, n int) bool {
	lines := strings.Split(ansi.Strip(screen), "\n")
	want := make([]string, n)
	for i := range want {
		want[i] = strconv.Itoa(i)
	}
	digits := len(want[n-1])
	for i, l := range lines {
		f := strings.Fields(strings.TrimLeft(l, " │"))
		if labelsAre(f, want) {
			return true
		}
		if digits > 1 && i+1 >= digits && verticalLabels(lines[i+1-digits:i+1], want) {
			return true
		}
	}
	return listShown(lines, want)
}

// verticalLabels reports whether the lines, read down each column where
// the last line has a digit, spell want, one number a column.
func verticalLabels(lines []string, want []string) bool {
	grid := make([][]rune, len(lines))
	for i, l := range lines {
		grid[i] = []rune(l)
	}
	last := grid[len(grid)-1]
	var got []string
	for x, r := range last {
		if r == ' ' || r == '│' && len(got) == 0 {
			continue
		}
		if r < '0' || r > '9' {
			break // (a caption beside the board)
		}
		var num []rune
		for _, g := range grid {
			if x < len(g) && g[x] != ' ' {
				num = append(num, g[x])
			}
		}
		got = append(got, string(num))
	}
	return labelsAre(got, want)
}

// labelsAre reports whether got starts with the labels want and does not
// go on to the next column's (what follows is beside the board).
func labelsAre(got, want []string) bool {
	n := len(want)
	return len(got) >= n && slices.Equal(got[:n], want) && (len(got) == n || got[n] != strconv.Itoa(n))
}

// listShown reports whether lines hold the board as a list: a line with
// the note naming the n×n board, and the entries "r:" of every row r in
// order (a caption beside the list may stand between them).
func listShown(lines []string, want []string) bool {
	n := strconv.Itoa(len(want))
	note, noted := "the "+n+"×"+n+" board as a list", false
	next := 0
	for _, l := range lines {
		noted = noted || strings.Contains(strings.Join(strings.Fields(l), " "), note)
		for _, f := range strings.Fields(l) {
			row, _, ok := strings.Cut(strings.TrimLeft(f, "▸>"), ":")
			if ok && next < len(want) && row == want[next] {
				next++
			}
		}
	}
	return noted && next == len(want)
}
