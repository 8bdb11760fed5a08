package watch

import (
	"math/bits"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
	"github.com/nqueens/nqueens/ui/theme"
)

// A panel is one box beside or under the board. Its size depends only on
// the room offered, N and the strategy — never on the state of the search —
// so the layout does not jump from one step to the next.
type panel struct {
	name string
	// size returns the outer size the panel takes within maxW×maxH, or
	// ok=false if it does not fit.
	size func(m *Model, l board.Layout, maxW, maxH int) (w, h int, ok bool)
	// render draws the panel in exactly w×h (a size that size returned)
	// beside or under a board drawn in layout l.
	render func(m *Model, l board.Layout, w, h int) string
	// underBoard: try to place it under the board first (its columns
	// align with the board's files).
	underBoard bool
}

// panels in order of importance: the first ones stay longest when the
// window narrows.
var panels = []panel{
	{name: "counters", size: countersSize, render: countersRender},
	{name: "legend", size: legendSize, render: legendRender},
	{name: "pseudocode", size: codeSize, render: codeRender},
	{name: "state", size: stateSize, render: stateRender, underBoard: true},
	{name: "stack", size: stackSize, render: stackRender},
}

// --- counters

var counterNames = []string{"step", "tries", "attacks", "placements", "backtracks", "solutions", "speed"}

const countersInner = 24 // "backtracks" and a 13-digit count with commas

func countersSize(_ *Model, _ board.Layout, maxW, maxH int) (int, int, bool) {
	w, h := countersInner+theme.BoxW, len(counterNames)+theme.BoxH
	return w, h, w <= maxW && h <= maxH
}

func countersRender(m *Model, _ board.Layout, w, _ int) string {
	s := m.com.Styles
	c := m.st.Counters()
	values := []string{solver.Thousands(c.Steps), solver.Thousands(c.Tries), solver.Thousands(c.Attacks), solver.Thousands(c.Placements),
		solver.Thousands(c.Backtracks), solver.Thousands(c.Solutions), speedName(m.speed)}
	inner := w - theme.BoxW
	lines := make([]string, len(values))
	for i, v := range values {
		name := counterNames[i]
		gap := max(inner-len(name)-lipgloss.Width(v), 1)
		lines[i] = s.Muted.Render(name) + strings.Repeat(" ", gap) + s.Number.Render(v)
	}
	return s.Box("counters", lines, inner)
}

// --- legend

func legendSize(m *Model, _ board.Layout, maxW, maxH int) (int, int, bool) {
	lines := m.rend.Legend(board.WatchLegend, maxW-theme.BoxW)
	if lines == nil {
		return 0, 0, false
	}
	w, h := maxLen(lines)+theme.BoxW, len(lines)+theme.BoxH
	return w, h, h <= maxH
}

func legendRender(m *Model, _ board.Layout, w, _ int) string {
	return m.com.Styles.Box("legend", m.rend.Legend(board.WatchLegend, w-theme.BoxW), w-theme.BoxW)
}

// --- pseudocode

// minCodeInner is the narrowest the pseudocode may be cut to: below that
// the lines lose their meaning.
const minCodeInner = 34

// codeLines returns the pseudocode of the strategy, without its comments
// when the full lines do not fit in width.
func codeLines(strategy solver.Strategy, width int) []string {
	src := solver.Pseudocode(strategy)
	if maxLen(src)+2 <= width {
		return src
	}
	out := make([]string, len(src))
	for i, l := range src {
		if j := strings.Index(l, "  #"); j >= 0 {
			l = strings.TrimRight(l[:j], " ")
		}
		out[i] = l
	}
	return out
}

func codeSize(m *Model, _ board.Layout, maxW, maxH int) (int, int, bool) {
	src := solver.Pseudocode(m.strategy)
	inner := min(maxLen(src)+2, maxW-theme.BoxW)
	h := len(src) + theme.BoxH
	return inner + theme.BoxW, h, inner >= minCodeInner && h <= maxH
}

func codeRender(m *Model, _ board.Layout, w, _ int) string {
	s := m.com.Styles
	inner := w - theme.BoxW
	src := codeLines(m.strategy, inner)
	cur := m.st.Event().Code
	lines := make([]string, len(src))
	blank := strings.Repeat(" ", lipgloss.Width(s.Glyphs.Marker))
	for i, l := range src {
		if i == cur {
			lines[i] = s.Active.Render(s.Glyphs.Marker + " " + l)
		} else {
			lines[i] = blank + " " + s.Text.Render(l)
		}
	}
	return s.Box("pseudocode · "+m.strategy.String(), lines, inner)
}

// --- state: the solver's arrays or bitmasks

// stateRows is the number of content lines of the state panel.
func stateRows(strategy solver.Strategy) int {
	if strategy == solver.Bitmask {
		return 6 // cols, ld, rd, free, the marker under the next bit, caption
	}
	return 5 // cols, its marker, diag, anti, caption
}

func stateSize(m *Model, l board.Layout, maxW, maxH int) (int, int, bool) {
	// Bits line up under the board's files, labels to their right.
	inner := max(l.Width()+1+len("cols"), 24)
	w, h := inner+theme.BoxW, stateRows(m.strategy)+theme.BoxH
	return w, h, w <= maxW && h <= maxH
}

func stateRender(m *Model, l board.Layout, w, _ int) string {
	s := m.com.Styles
	inner := w - theme.BoxW
	st := m.st
	ev := st.Event()
	n := st.N()
	// bitRow draws one character per column, aligned under the board's
	// files, highlighting column hl.
	bitRow := func(word uint64, hl int, label string) string {
		var sb strings.Builder
		sb.WriteString(strings.Repeat(" ", l.Left()))
		for c := 0; c < n; c++ {
			ch, style := "0", s.BitOff
			if word>>uint(c)&1 == 1 {
				ch, style = "1", s.BitOn
			}
			if c == hl {
				style = s.BitNext
			}
			sb.WriteString(strings.Repeat(" ", l.Mid()))
			sb.WriteString(style.Render(ch))
			sb.WriteString(strings.Repeat(" ", l.Cell.W-1-l.Mid()))
		}
		sb.WriteString(" " + s.Muted.Render(label))
		return sb.String()
	}
	marker := func(col int, label string) string {
		if col < 0 || col >= n {
			return ""
		}
		x := l.Left() + col*l.Cell.W + l.Mid()
		return strings.Repeat(" ", x) + s.BitNext.Render(s.Glyphs.BitNext) + " " + s.Muted.Render(label)
	}
	var lines []string
	if m.strategy == solver.Bitmask {
		mk := st.Masks()
		next := -1
		switch {
		case ev.Kind == solver.Try || (ev.Kind == solver.Attack && st.Candidate() >= 0):
			next = ev.Col
		case mk.Free != 0:
			next = bits.TrailingZeros64(mk.Free)
		}
		label := "bit = free & -free"
		if ev.Kind == solver.Attack {
			label = "attacked bit"
		}
		lines = []string{
			bitRow(mk.Cols, -1, "cols"),
			bitRow(mk.LD, -1, "ld"),
			bitRow(mk.RD, -1, "rd"),
			bitRow(mk.Free, next, "free"),
			marker(next, label),
			s.Muted.Render(bitCaption(inner)),
		}
		return s.Box("bitmasks · row "+strconv.Itoa(min(st.Row(), n)), lines, inner)
	}
	// Array: which columns and diagonals the queens hold.
	var cols uint64
	for r := 0; r < st.Row(); r++ {
		cols |= 1 << uint(st.QueenCol(r))
	}
	cand := -1
	if ev.Kind == solver.Try || ev.Kind == solver.Attack {
		cand = ev.Col
	}
	lines = []string{
		bitRow(cols, cand, "cols"),
		marker(cand, "checking column "+strconv.Itoa(cand)),
		diagLine(m, inner, "diag", func(r, c int) int { return r - c + n - 1 }),
		diagLine(m, inner, "anti", func(r, c int) int { return r + c }),
		s.Muted.Render(arrayCaption(inner)),
	}
	return s.Box("arrays · row "+strconv.Itoa(min(st.Row(), n)), lines, inner)
}

// arrayCaption and bitCaption explain the state panel in the room there is.
func arrayCaption(w int) string {
	if long := "1 = taken · diag[row-col+n-1] · anti[row+col]"; len(long) <= w {
		return long
	}
	return "1 = taken"
}

func bitCaption(w int) string {
	if long := "bit c under column c (low bit on the left)"; len(long) <= w {
		return long
	}
	return "bit c under column c"
}

// diagLine shows a diagonal array of 2n-1 entries, one character each,
// with the entry the current square checks highlighted; when the array is
// wider than the panel it lists the taken indices instead.
func diagLine(m *Model, width int, name string, index func(r, c int) int) string {
	s := m.com.Styles
	st := m.st
	n := st.N()
	taken := make([]bool, 2*n-1)
	for r := 0; r < st.Row(); r++ {
		taken[index(r, st.QueenCol(r))] = true
	}
	check := -1
	if ev := st.Event(); ev.Kind == solver.Try || ev.Kind == solver.Attack {
		check = index(ev.Row, ev.Col)
	}
	prefix := s.Muted.Render(theme.Fit(name, 5, ""))
	if 5+len(taken) <= width {
		var sb strings.Builder
		sb.WriteString(prefix)
		for i, t := range taken {
			ch, style := "0", s.BitOff
			if t {
				ch, style = "1", s.BitOn
			}
			if i == check {
				style = s.BitNext
			}
			sb.WriteString(style.Render(ch))
		}
		return sb.String()
	}
	var sb strings.Builder
	sb.WriteString(prefix + s.Muted.Render("taken:"))
	for i, t := range taken {
		if t {
			sb.WriteString(" " + strconv.Itoa(i))
		}
	}
	return sb.String()
}

// --- call stack

// minStackInner fits "▶ solve(12) try 5 │ left 6 7 …".
const minStackInner = 26

func stackSize(m *Model, _ board.Layout, maxW, maxH int) (int, int, bool) {
	inner := min(maxW-theme.BoxW, 44)
	rows := min(m.n+1, maxH-theme.BoxH)
	return inner + theme.BoxW, rows + theme.BoxH, inner >= minStackInner && rows >= 3
}

func stackRender(m *Model, _ board.Layout, w, h int) string {
	s := m.com.Styles
	st := m.st
	n := st.N()
	inner, rows := w-theme.BoxW, h-theme.BoxH
	ev := st.Event()
	top := st.Row() // the frame executing
	if st.IsDone() || ev.Kind == solver.None {
		top = -1
	}
	digits := len(strconv.Itoa(n))
	// Right-align numbers in display cells: "…" is one cell, three bytes.
	padLeft := func(s string) string { return lipgloss.PlaceHorizontal(digits, lipgloss.Right, s) }
	var frames []string
	for r := 0; r <= top && r <= n; r++ {
		call := "solve(" + padLeft(strconv.Itoa(r)) + ")"
		var what string
		switch {
		case r == n:
			what = s.Celebrate.Render(s.Glyphs.Star + " all rows filled")
		case r < top:
			what = "col " + padLeft(strconv.Itoa(st.QueenCol(r))) + s.Muted.Render(" │ left") + columns(st.Remaining(r), n)
		default:
			cur := "…"
			if c := st.Candidate(); c >= 0 && (ev.Kind == solver.Try || ev.Kind == solver.Attack) {
				cur = strconv.Itoa(c)
			}
			what = "try " + padLeft(cur) + s.Muted.Render(" │ left") + columns(st.Remaining(r), n)
		}
		line := call + " " + what
		if r == top {
			line = s.Active.Render(s.Glyphs.Marker+" ") + line
		} else {
			line = "  " + line
		}
		frames = append(frames, line)
	}
	if len(frames) == 0 {
		frames = []string{s.Muted.Render("(no call running)")}
	}
	if len(frames) > rows {
		// The deepest frames matter: cut from the top.
		hidden := len(frames) - rows + 1
		frames = append([]string{s.Muted.Render("  ⋮ " + strconv.Itoa(hidden) + " frames above")}, frames[hidden:]...)
	}
	for len(frames) < rows {
		frames = append(frames, "")
	}
	return s.Box("call stack", frames, inner)
}

// columns lists the columns of a bitset: " 3 5 7" (or " —").
func columns(set uint64, n int) string {
	if set == 0 {
		return " —"
	}
	var sb strings.Builder
	for c := 0; c < n; c++ {
		if set>>uint(c)&1 == 1 {
			sb.WriteString(" " + strconv.Itoa(c))
		}
	}
	return sb.String()
}

func maxLen(lines []string) int {
	w := 0
	for _, l := range lines {
		w = max(w, lipgloss.Width(l))
	}
	return w
}
