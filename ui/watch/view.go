package watch

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

// plan is where everything goes for one size of the view. It depends only
// on the size, N and the strategy — not on the state of the search — so it
// is computed once per change of those and the screen does not jump while
// the animation runs.
type plan struct {
	key       planKey
	tooSmall  bool
	needW     int // the room the smallest board needs, for the message
	needH     int
	title     bool
	status    int  // lines of status
	boxed     bool // the board has a border (and panels may show)
	layout    board.Layout
	left      []placed   // panels under the board
	right     [][]placed // rows of panels right of the board
	mainW     int
	mainH     int
	shownMask uint // bit i: panels[i] is shown
}

type planKey struct {
	w, h, n  int
	strategy solver.Strategy
}

type placed struct {
	p    *panel
	w, h int
}

// chrome is one arrangement of the lines around the board, tried from the
// most complete to the barest until the board fits.
type chrome struct {
	title, boxed bool
	status       int
}

var chromes = []chrome{
	{title: true, boxed: true, status: 2},
	{title: true, status: 2},
	{title: true, status: 1},
	{status: 1},
}

// comfort is the square size the board keeps before any panel is shown:
// panels fold away before the board shrinks below it.
var comfort = board.Cell{W: 3, H: 1}

// makePlan lays out the view for the size w×h.
func (m *Model) makePlan(w, h int) plan {
	key := planKey{w: w, h: h, n: m.n, strategy: m.strategy}
	if m.plan.key == key && (m.plan.mainW > 0 || m.plan.tooSmall) {
		return m.plan
	}
	for _, c := range chromes {
		p := plan{key: key, title: c.title, boxed: c.boxed, status: c.status}
		p.mainW, p.mainH = w, h-c.status
		if c.title {
			p.mainH--
		}
		frameW, frameH := 0, 0
		if c.boxed {
			frameW, frameH = theme.BoxW, theme.BoxH
		}
		l, ok := board.Fit(m.n, p.mainW-frameW, p.mainH-frameH)
		if !ok {
			continue
		}
		p.layout = l
		if c.boxed {
			m.placePanels(&p)
		}
		return p
	}
	bw, bh := board.MinSize(m.n)
	return plan{key: key, tooSmall: true, needW: bw, needH: bh + 1}
}

// placePanels picks the square size and the panels: the board grows past
// the comfortable size only as long as it costs no panel shown at that size.
func (m *Model) placePanels(p *plan) {
	alone := p.layout.Cell
	floor := alone
	if comfort.W < floor.W {
		floor = comfort
	}
	base := *p
	base.layout = board.NewLayout(m.n, floor)
	m.arrange(&base)
	for c := alone; c.W > floor.W; c = c.Smaller() {
		try := *p
		try.layout = board.NewLayout(m.n, c)
		m.arrange(&try)
		if try.shownMask&base.shownMask == base.shownMask {
			*p = try
			return
		}
	}
	*p = base
}

// arrange places the panels around a boxed board, most important first,
// each where it fits: in a row right of the board (beside the previous
// panel when there is room) or under the board; a panel that fits nowhere
// folds away.
func (m *Model) arrange(p *plan) {
	W, H := p.mainW, p.mainH
	l := p.layout
	leftW, leftH := l.Width()+theme.BoxW, l.Height()+theme.BoxH
	rightW, rightH := 0, 0
	p.left, p.right, p.shownMask = nil, nil, 0
	for i := range panels {
		pn := &panels[i]
		under := func() bool {
			maxW := W
			if rightW > 0 {
				maxW = W - rightW - 1
			}
			w, h, ok := pn.size(m, l, maxW, H-leftH)
			if !ok {
				return false
			}
			p.left = append(p.left, placed{pn, w, h})
			leftW, leftH = max(leftW, w), leftH+h
			return true
		}
		beside := func() bool {
			avail := W - leftW - 1
			if n := len(p.right); n > 0 {
				row := p.right[n-1]
				rowW, rowH := 0, 0
				for _, x := range row {
					rowW, rowH = rowW+x.w+1, max(rowH, x.h)
				}
				if w, h, ok := pn.size(m, l, avail-rowW, H-(rightH-rowH)); ok {
					p.right[n-1] = append(row, placed{pn, w, h})
					rightW = max(rightW, rowW+w)
					rightH += max(h-rowH, 0)
					return true
				}
			}
			w, h, ok := pn.size(m, l, avail, H-rightH)
			if !ok {
				return false
			}
			p.right = append(p.right, []placed{{pn, w, h}})
			rightW, rightH = max(rightW, w), rightH+h
			return true
		}
		var ok bool
		if pn.underBoard {
			ok = under() || beside()
		} else {
			ok = beside() || under()
		}
		if ok {
			p.shownMask |= 1 << uint(i)
		}
	}
}

// View implements common.Component: the title bar, the board and its
// panels and the narration, never larger than the size given.
func (m *Model) View() string {
	W, H := m.width, m.height
	if W <= 0 || H <= 0 {
		return ""
	}
	m.plan = m.makePlan(W, H)
	p := &m.plan
	if p.tooSmall {
		return m.tooSmallView(W, H)
	}

	m.board.Fill(m.st)
	boardView := m.rend.Render(m.board, p.layout)
	var main string
	if p.boxed {
		title := "board " + strconv.Itoa(m.n) + "×" + strconv.Itoa(m.n)
		main = m.com.Styles.Box(title, strings.Split(boardView, "\n"), p.layout.Width())
		main = m.composePanels(main)
	} else {
		main = boardView
	}
	main = lipgloss.PlaceHorizontal(W, lipgloss.Center, main)

	parts := make([]string, 0, 4)
	if p.title {
		parts = append(parts, m.titleBar(W))
	}
	parts = append(parts, lipgloss.PlaceVertical(p.mainH, lipgloss.Top, main))
	parts = append(parts, m.statusLines(W, p.status)...)
	return common.Finish(strings.Split(strings.Join(parts, "\n"), "\n"), W, H, "")
}

// composePanels puts the placed panels under and beside the boxed board.
func (m *Model) composePanels(boardBox string) string {
	p := &m.plan
	left := []string{boardBox}
	for _, x := range p.left {
		left = append(left, x.p.render(m, p.layout, x.w, x.h))
	}
	if len(p.right) == 0 {
		return lipgloss.JoinVertical(lipgloss.Left, left...)
	}
	rows := make([]string, 0, len(p.right))
	for _, row := range p.right {
		cells := make([]string, 0, 2*len(row))
		for i, x := range row {
			if i > 0 {
				cells = append(cells, " ")
			}
			cells = append(cells, x.p.render(m, p.layout, x.w, x.h))
		}
		rows = append(rows, lipgloss.JoinHorizontal(lipgloss.Top, cells...))
	}
	return lipgloss.JoinHorizontal(lipgloss.Top,
		lipgloss.JoinVertical(lipgloss.Left, left...), " ",
		lipgloss.JoinVertical(lipgloss.Left, rows...))
}

// titleBar reads "array · ▶ playing 4 steps/s", with the step and the
// solutions found on the right when they fit (the root's header names the
// view and N).
func (m *Model) titleBar(width int) string {
	s := m.com.Styles
	g := s.Glyphs
	sep := s.Muted.Render(g.Sep)
	var state string
	switch {
	case m.seeking != solver.None:
		state = s.Active.Render("searching for the next " + m.seeking.String() + "…")
	case m.st.IsDone():
		state = s.Muted.Render("finished")
	case m.playing:
		state = s.Active.Render(g.Play+" playing") + " " + s.Text.Render(speedName(m.speed))
	default:
		state = s.Text.Render(g.Pause+" paused") + " " + s.Muted.Render(speedName(m.speed))
	}
	left := s.Text.Render(m.strategy.String()) + sep + state
	c := m.st.Counters()
	right := s.Muted.Render("step ") + s.Number.Render(solver.Thousands(c.Steps)) + sep +
		s.Celebrate.Render(g.Star) + " " + s.Number.Render(solver.Thousands(c.Solutions))
	gap := width - lipgloss.Width(left) - lipgloss.Width(right)
	if gap < 2 {
		return theme.Fit(left, width, g.Ellipsis)
	}
	return left + strings.Repeat(" ", gap) + right
}

// statusLines narrates the event on the first line; the second holds what
// else there is to say (a search under way, a note, the symmetry class of a
// solution), or the rest of a long narration.
func (m *Model) statusLines(width, n int) []string {
	s := m.com.Styles
	g := s.Glyphs
	ev := m.st.Event()
	text := m.st.Narrate()
	style := s.Status
	switch ev.Kind {
	case solver.Solution:
		text = g.Star + " " + text + " " + g.Star
		style = s.Celebrate
	case solver.Attack:
		style = s.Warning
	}
	var extra string
	switch {
	case m.seeking != solver.None:
		extra = "searching for the next " + m.seeking.String() + "… step " + solver.Thousands(m.st.Step()) + " — any key cancels"
	case m.note != "":
		extra = m.note
	case ev.Kind == solver.Solution && m.class.run == m.run && m.class.index == ev.Index && m.class.label != "":
		extra = "solution " + solver.Thousands(ev.Index) + " is " + common.ASCII(s, m.class.label)
	case ev.Kind == solver.Done && ev.Counters.Solutions == 0:
		extra = "N=2 and N=3 are the only boards without a solution · [ ] change N · r restarts"
	case ev.Kind == solver.Done:
		extra = "r restarts · [ ] change N · a switches strategy"
	}
	lines := []string{text}
	if n > 1 && extra == "" && lipgloss.Width(text) > width {
		lines = common.Wrap(text, width)
	} else if n > 1 {
		lines = append(lines, s.Muted.Render(extra))
	}
	out := make([]string, n)
	for i := range out {
		l := ""
		if i < len(lines) {
			l = lines[i]
		}
		if i == 0 || (i < len(lines) && extra == "") {
			l = style.Render(l)
		}
		out[i] = theme.Fit(l, width, g.Ellipsis)
	}
	return out
}

// tooSmallView asks for a larger window, centred, never larger than it.
func (m *Model) tooSmallView(w, h int) string {
	return common.TooSmall(m.com.Styles, m.n, m.plan.needW, m.plan.needH, w, h)
}
