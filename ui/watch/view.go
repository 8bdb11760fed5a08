package watch

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

// screen is how the view is drawn at its size: the plan, the board and its
// renderer, and the styled pieces of text that repeat (paint).
type screen struct {
	com           *common.Common // its styles, for paint
	width, height int
	focus         bool // z: only the board and the narration
	layout        int  // L: the named layout (layouts), kept across runs
	// slidePanels are the panels a lesson's slide asks for first
	// (lesson.State.Panels), until the next Restore.
	slidePanels string
	plan        plan
	legendColW  int // the width of one column of the legend, once known
	board       board.Board
	rend        *board.Renderer
	painted     map[painted]string
	// aside is what the mode around the view puts beside the board
	// (SetAside); asideGen counts its changes, for the plan's key, and
	// asideLines caches its text by inner width.
	aside      *common.Aside
	asideGen   int
	asideLines map[int][]string
}

func newScreen(com *common.Common) screen {
	return screen{com: com, rend: board.NewRenderer(com.Styles, com.Lang), painted: map[painted]string{}}
}

// plan is where everything goes for one size of the view. The board comes
// first: it gets the largest squares that fit once the top bar and the
// narration have their lines, and the panels share what is left, in the
// order of the named layout (L, layout.go), folding away where they do not
// fit; t puts the search tree in their place. The plan depends only on the
// size, N, focus, the layout and the tree — not on the state of the search nor on the strategy — so it is
// computed once per change of those and nothing moves while the animation
// runs or when a switches the strategy.
type plan struct {
	key      planKey
	tooSmall bool
	list     bool // the board drawn as a list (listboard.go), listW wide
	listW    int
	needW    int // the room the smallest board needs, for the message
	needH    int
	top      bool // the top bar: state, timeline, step
	status   int  // lines of narration
	mainH    int  // the lines between the top bar and the narration
	layout   board.Layout
	boxed    bool // the board has a border with a title
	right    []shelf
	below    []shelf
	blockW   int // the board and its panels side by side
}

type planKey struct {
	w, h, n              int
	focus, tree, predict bool
	layout               int
	slidePanels          string
	aside                int // screen.asideGen, or -1 without an aside
	// predictText is predict mode's question or reveal on screen: one
	// too long for the predict box's rows takes rows from the panels
	// under it (never from the board), so the plan follows it.
	predictText string
}

// shelf is a column of panels right of the board, or a row of them under it.
type shelf struct {
	w, h   int // its extent: a column's width and height, a row's likewise
	panels []placed
}

type placed struct {
	p    *panel
	w, h int
}

// chrome is one arrangement of the lines around the board, tried from the
// most complete to the barest until the board fits at all.
type chrome struct {
	top    bool
	status int
}

var chromes = []chrome{
	{top: true, status: 2},
	{top: true, status: 1},
	{status: 1},
}

// gap is the blank column between the board and the panels, and between
// columns of panels.
const gap = 1

// makePlan lays out the view for the size w×h: the board as plain watch
// has it at that size (the chrome, then the layout's first panel, decide
// its squares), then the asides (aside.go) in the room beside or under
// it, then the layout's panels in what is left. Only where the asides find
// no room at all does the board give them lines.
func (m *scene) makePlan(w, h int) plan {
	key := planKey{w: w, h: h, n: m.spec.n, focus: m.screen.focus, tree: m.tree.on, layout: m.screen.layout, slidePanels: m.screen.slidePanels, predict: m.predict.on, aside: -1}
	if m.screen.aside != nil {
		key.aside = m.screen.asideGen
	}
	if m.predict.on {
		key.predictText = m.predictText()
	}
	if m.screen.plan.key == key && (m.screen.plan.layout.N > 0 || m.screen.plan.tooSmall || m.screen.plan.list) {
		return m.screen.plan
	}
	for _, c := range chromes {
		if m.screen.focus && c.top {
			continue // z: the board has the window, less the narration line
		}
		p := plan{key: key, top: c.top, status: c.status, mainH: h - c.status}
		if c.top {
			p.mainH--
		}
		l, ok := board.Fit(m.spec.n, w, p.mainH)
		if !ok {
			continue
		}
		p.layout = l
		bw, bh := l.Width(), l.Height()
		// The border costs no square size: it is drawn only where the
		// largest board leaves room for it.
		p.boxed = bw+theme.BoxW <= w && bh+theme.BoxH <= p.mainH
		if p.boxed {
			bw, bh = bw+theme.BoxW, bh+theme.BoxH
		}
		p.blockW = bw
		if !m.screen.focus && !m.fitsFirst(p, bw, bh) {
			// The layout's first panel is what it is chosen for: the
			// board gives up its border, then square size down to
			// minShrink, to make room for it (the tree in the panels'
			// place too, so that t does not move the board).
			m.makeRoom(&p)
			bw, bh = p.boardSize()
			p.blockW = bw
		}
		if !m.placeAsides(&p, bw, bh) {
			m.roomForAsides(&p)
			bw, bh = p.boardSize()
		}
		m.placeAll(&p, bw, bh)
		if aw := p.asideW(); aw > 0 {
			p.blockW = max(p.blockW, bw+gap+aw)
		}
		return p
	}
	if p, ok := m.listPlan(key, w, h); ok {
		return p
	}
	bw, bh := board.MinSize(m.spec.n)
	return plan{key: key, tooSmall: true, needW: bw, needH: bh + 1}
}

// boardSize is the board's outer size in the plan, its border included.
func (p *plan) boardSize() (int, int) {
	bw, bh := p.layout.Width(), p.layout.Height()
	if p.boxed {
		bw, bh = bw+theme.BoxW, bh+theme.BoxH
	}
	return bw, bh
}

// roomForAsides is the one case where a mode costs the board room: in a
// window that leaves the asides no room beside nor under the largest
// board, the board takes smaller squares (unboxed) until they find it.
func (m *scene) roomForAsides(p *plan) {
	keep := *p
	for c := range board.Down(p.layout.Cell.Smaller()) {
		small := board.NewLayout(m.spec.n, c)
		q := keep
		q.right, q.below, q.layout, q.boxed = nil, nil, small, false
		if m.placeAsides(&q, small.Width(), small.Height()) {
			*p = q
			p.blockW = small.Width()
			return
		}
	}
	// None: the board as it was, the asides where some found room, the
	// question in the narration's lines.
}

// placeAll places what goes beside the board of bw×bh: nothing in focus,
// the layout's panels, the tree in their place (t) or after them (a layout
// with the tree).
func (m *scene) placeAll(p *plan, bw, bh int) {
	switch {
	case m.screen.focus:
	case m.tree.on && m.layout().tree:
		m.placeCodeAndTree(p, bw, bh)
	case m.tree.on:
		m.placeTree(p, bw, bh)
	default:
		m.placePanels(p, bw, bh)
	}
}

// minShrink is the smallest square the board shrinks to for the layout's
// first panel: a glyph with a blank either side.
var minShrink = board.Cell{W: 3, H: 1}

// makeRoom finds the board that leaves the layout's first panel room: the
// same squares without the border, else the largest smaller squares, not
// below minShrink, boxed where they leave room for it. Where none does,
// the plan keeps its board.
func (m *scene) makeRoom(p *plan) {
	l := p.layout
	if m.fitsFirst(*p, l.Width(), l.Height()) {
		p.boxed = false
		return
	}
	if l.Cell == board.MinCell {
		return
	}
	for c := range board.Down(l.Cell.Smaller()) {
		if c.W < minShrink.W || c.H < minShrink.H {
			return
		}
		small := board.NewLayout(m.spec.n, c)
		w, h := small.Width(), small.Height()
		if w+theme.BoxW <= p.key.w && h+theme.BoxH <= p.mainH && m.fitsFirst(*p, w+theme.BoxW, h+theme.BoxH) {
			p.layout, p.boxed = small, true
			return
		}
		if m.fitsFirst(*p, w, h) {
			p.layout, p.boxed = small, false
			return
		}
	}
}

// fitsFirst reports whether the layout's first panel finds room beside a
// board of bw×bh in plan p (whose panels it leaves as they were).
func (m *scene) fitsFirst(p plan, bw, bh int) bool {
	p.right, p.below = nil, nil
	m.placePanels(&p, bw, bh)
	// The layout's own first panel, not one a slide asks for: the board
	// has the squares of plain watch in that layout.
	return p.has(panelNamed(m.layout().panels[0]))
}

// has reports whether the plan puts panel pn on screen.
func (p *plan) has(pn *panel) bool {
	for _, shelves := range [][]shelf{p.right, p.below} {
		for _, s := range shelves {
			for _, x := range s.panels {
				if x.p == pn {
					return true
				}
			}
		}
	}
	return false
}

// placePanels gives the panels, most important first, the room the board
// leaves: columns right of it, then rows under it (a board that the
// window's width limits leaves room below). A panel that fits nowhere
// folds away.
func (m *scene) placePanels(p *plan, bw, bh int) {
	rightW := p.key.w - bw - gap
	belowH := p.mainH - bh
	for _, pn := range m.layoutPanels() {
		if addColumn(m, &p.right, pn, rightW, p.mainH) || addRow(m, &p.below, pn, bw, belowH) {
			continue
		}
	}
	if n := len(p.right); n > 0 {
		used := 0
		for _, s := range p.right {
			used += s.w + gap
		}
		p.blockW = bw + used
	}
}

// addColumn puts pn in the last column of panels, under the others, or in
// a new column right of it, within w×h; it reports whether pn found room.
func addColumn(m *scene, cols *[]shelf, pn *panel, w, h int) bool {
	used := 0
	for i, s := range *cols {
		if i < len(*cols)-1 {
			used += s.w + gap
		}
	}
	if n := len(*cols); n > 0 {
		last := &(*cols)[n-1]
		if pw, ph, ok := pn.size(m, w-used, h-last.h); ok {
			last.panels = append(last.panels, placed{pn, pw, ph})
			last.w, last.h = max(last.w, pw), last.h+ph
			return true
		}
		used += last.w + gap
	}
	pw, ph, ok := pn.size(m, w-used, h)
	if !ok {
		return false
	}
	*cols = append(*cols, shelf{w: pw, h: ph, panels: []placed{{pn, pw, ph}}})
	return true
}

// addRow puts pn in the last row of panels, right of the others, or in a
// new row under it, within w×h; it reports whether pn found room.
func addRow(m *scene, rows *[]shelf, pn *panel, w, h int) bool {
	used := 0
	for i, s := range *rows {
		if i < len(*rows)-1 {
			used += s.h
		}
	}
	if n := len(*rows); n > 0 {
		last := &(*rows)[n-1]
		if pw, ph, ok := pn.size(m, w-last.w-gap, h-used); ok {
			last.panels = append(last.panels, placed{pn, pw, ph})
			last.w, last.h = last.w+gap+pw, max(last.h, ph)
			return true
		}
		used += last.h
	}
	pw, ph, ok := pn.size(m, w, h-used)
	if !ok {
		return false
	}
	*rows = append(*rows, shelf{w: pw, h: ph, panels: []placed{{pn, pw, ph}}})
	return true
}

// View implements common.Component: the top bar, the board and its panels
// and the narration, never larger than the size given.
func (m *Model) View() string {
	if m.screen.width <= 0 || m.screen.height <= 0 {
		return ""
	}
	if m.cmp.view != nil {
		return m.cmp.view.View()
	}
	return m.scene().view()
}

// view draws the scene in the screen's size.
func (m *scene) view() string {
	W, H := m.screen.width, m.screen.height
	m.screen.plan = m.makePlan(W, H)
	p := &m.screen.plan
	if p.tooSmall {
		return common.TooSmall(m.com, m.spec.n, p.needW, p.needH, W, H, m.keys.Smaller)
	}
	lines := make([]string, 0, H)
	if p.top {
		lines = append(lines, m.topBar(W))
	}
	top := len(lines)
	main := m.main()
	pad := strings.Repeat(" ", p.pad())
	for i := range p.mainH {
		l := ""
		if i < len(main.lines) {
			l = pad + main.lines[i]
		}
		lines = append(lines, l)
	}
	if len(pad)+main.w > W {
		common.Cut(lines[top:], W, "")
	}
	status := len(lines)
	lines = append(lines, m.statusLines(W, p.status)...)
	if m.screen.focus && !m.prompt.on {
		// With the help bar gone, the way back is said where there is
		// room for it after the narration.
		words := focusHint(m.com.Lang, m.keys.Focus)
		hint, hintW := m.screen.paint(rMuted, words), lipgloss.Width(words)
		last := lines[len(lines)-1]
		if text := strings.TrimRight(ansi.Strip(last), " "); lipgloss.Width(text)+2+hintW <= W {
			lines[len(lines)-1] = theme.Fit(last, W-hintW, "") + hint
		}
	}
	// The guard of common.Finish, but for the board and its panels: a
	// block's lines are exactly its width (block), so where it fits they
	// need no measuring — measuring every line of the screen again cost a
	// quarter of a frame.
	common.Cut(lines[:top], W, "")
	common.Cut(lines[status:], W, "")
	return strings.Join(lines[:min(len(lines), H)], "\n")
}

// pad is the blank columns left of the board: the board and its panels
// centred, but where an aside is beside it, the board and the aside are
// (the part every slide of a lesson has), and the panels that come and go
// right of them shift the board only where they would not fit.
func (p *plan) pad() int {
	fixed := p.blockW
	if aw := p.asideW(); aw > 0 {
		bw, _ := p.boardSize()
		fixed = bw + gap + aw
	}
	return max(min((p.key.w-fixed)/2, p.key.w-p.blockW), 0)
}

// focusHint ends the narration line in focus, where there is room: the
// key that brings the panels back.
func focusHint(l i18n.Lang, focus key.Binding) string {
	return l.Sprintf(i18n.StatusFocusHint, keyName(focus))
}

// block is a drawn rectangle: its lines, each exactly w cells wide (the
// renderer and the boxes keep their sizes), so that blocks are put side by
// side without measuring a line again — lipgloss's joins would, on every
// frame.
type block struct {
	lines []string
	w     int
}

// beside puts blocks side by side, top-aligned, a shorter one padded
// with blanks. It runs on every frame for every line of the screen, so
// each line is built in one allocation of its final size.
func beside(bs ...block) block {
	var out block
	h := 0
	for _, b := range bs {
		out.w += b.w
		h = max(h, len(b.lines))
	}
	blank := strings.Repeat(" ", out.w) // a shorter block's padding: a prefix of it
	out.lines = make([]string, h)
	var sb strings.Builder
	for y := range h {
		size := 0
		for _, b := range bs {
			if y < len(b.lines) {
				size += len(b.lines[y])
			} else {
				size += b.w
			}
		}
		sb.Reset()
		sb.Grow(size)
		for _, b := range bs {
			if y < len(b.lines) {
				sb.WriteString(b.lines[y])
			} else {
				sb.WriteString(blank[:b.w])
			}
		}
		out.lines[y] = sb.String()
	}
	return out
}

// above puts blocks one under the other, left-aligned, the narrower ones
// padded with blanks to the widest.
func above(bs ...block) block {
	var out block
	for _, b := range bs {
		out.w = max(out.w, b.w)
	}
	for _, b := range bs {
		pad := strings.Repeat(" ", out.w-b.w)
		for _, l := range b.lines {
			out.lines = append(out.lines, l+pad)
		}
	}
	return out
}

// spacer is a blank column of the gap's width.
var spacer = block{w: gap}

// main draws the board, boxed or not, with the panels of the plan.
func (m *scene) main() block {
	p := &m.screen.plan
	if p.list {
		return m.withShelves(m.listBoard(p.listW, p.mainH))
	}
	m.screen.board.Fill(m.st)
	m.replay.markFault(&m.screen.board, m.spec, m.st.Step())
	m.predict.markBoard(&m.screen.board, m.st)
	if m.predict.hidesRow(m.st, m.spec) {
		m.screen.board.Marked = -1 // the row would answer the question
	}
	if show := m.screen.rend.Show(); m.predict.hidesAttacks(m.st) {
		// The attacked squares, the lines of the queen just put down and
		// the squares left in the rows' domains would give the answer
		// away.
		m.screen.board.ClearAll(board.Focus | board.Domain)
		m.screen.rend.SetShow(board.ShowNone)
		defer m.screen.rend.SetShow(show)
	}
	lines := strings.Split(m.screen.rend.Render(m.screen.board, p.layout), "\n")
	out := block{lines: lines, w: p.layout.Width()}
	if p.boxed {
		out = block{lines: strings.Split(m.com.Styles.Box(m.boardTitle(out.w), lines, out.w), "\n"), w: out.w + theme.BoxW}
	}
	return m.withShelves(out)
}

// withShelves puts the plan's shelves of panels under and right of the
// board's block.
func (m *scene) withShelves(out block) block {
	p := &m.screen.plan
	if len(p.below) > 0 {
		parts := []block{out}
		for _, row := range p.below {
			parts = append(parts, m.renderShelf(row, false))
		}
		out = above(parts...)
	}
	if len(p.right) > 0 {
		// The columns right of it, all in one pass over the lines.
		parts := []block{out}
		for _, col := range p.right {
			parts = append(parts, spacer, m.renderShelf(col, true))
		}
		out = beside(parts...)
	}
	return out
}

// renderShelf draws the panels of a column (one under the other) or a row.
func (m *scene) renderShelf(s shelf, column bool) block {
	parts := make([]block, 0, 2*len(s.panels))
	for i, x := range s.panels {
		if i > 0 && !column {
			parts = append(parts, spacer)
		}
		w := x.w
		if column {
			w = s.w // the panels of a column share its width: one right edge
		}
		parts = append(parts, block{lines: strings.Split(x.p.render(m, w, x.h), "\n"), w: w})
	}
	if column {
		return above(parts...)
	}
	return beside(parts...)
}

// boardTitle is the title in the board's border: the banner at a solution,
// "board 8×8" otherwise, as much of it as fits in w.
func (m *scene) boardTitle(w int) string {
	s := m.com.Styles
	size := strconv.Itoa(m.spec.n) + "×" + strconv.Itoa(m.spec.n)
	titles := []string{m.com.Lang.Sprintf(i18n.PanelBoard, size), size}
	if ev := m.st.Event(); ev.Kind == solver.Solution {
		titles = append(m.banners(ev), titles...)
	}
	for i, t := range titles {
		if lipgloss.Width(t) <= w-1 {
			if i < len(titles)-2 {
				return s.Celebrate.Render(t)
			}
			return t
		}
	}
	return ""
}

// topBar reads "array · ⏸ paused 4 steps/s", the timeline, and "step 10
// of 15,720 · ★ 0 of 92": the state of the run, where the current step lies
// in it, and how far it has come (the root's header names the view and N).
func (m *scene) topBar(width int) string {
	// The pieces are painted (paint): they repeat from frame to frame.
	g := m.com.Styles.Glyphs
	sep := m.screen.paint(rMuted, g.Sep)
	var state string
	switch {
	case m.jump.goal != none:
		state = m.screen.paint(rActive, m.jump.name()+"…")
	case m.replay.atFault(m.spec, m.st.Step()):
		state = m.screen.paint(rWarning, m.com.Lang.Sprintf(i18n.StatusStoppedAt, m.replay.faultLine(m.com.Lang)))
	case m.st.IsDone():
		state = m.screen.paint(rMuted, m.com.Lang.T(i18n.StatusFinished))
	case m.player.playing:
		state = m.screen.paint(rActive, g.Play+" "+m.com.Lang.T(i18n.StatusPlaying)) + " " + m.screen.paint(rText, speedName(m.com.Lang, m.player.speed))
	default:
		state = m.screen.paint(rText, g.Pause+" "+m.com.Lang.T(i18n.StatusPaused)) + " " + m.screen.paint(rMuted, speedName(m.com.Lang, m.player.speed))
	}
	left := m.screen.paint(rText, m.replay.label(m.com.Lang, m.spec, m.lens)) + sep + state
	c := m.st.Counters()
	step, of := m.com.Lang.T(i18n.StatusStep)+" ", " "+m.com.Lang.T(i18n.WordOf)+" "
	sols := m.com.Lang.Number(c.Solutions)
	if m.predict.hidesCount(m.st) {
		sols = "?" // the question's answer, less one
	}
	right := m.screen.paint(rMuted, step) + m.screen.paint(rNumber, m.com.Lang.Number(c.Steps)) + m.screen.paint(rMuted, of+m.totals.text(m.com.Lang, m.key)) +
		sep + m.screen.paint(rCelebrate, g.Star) + " " + m.screen.paint(rNumber, sols)
	if t, ok := m.totals.of(m.key); ok {
		right += m.screen.paint(rMuted, of+m.com.Lang.Number(t.solutions))
	}
	leftW, rightW := lipgloss.Width(left), lipgloss.Width(right)
	if width-leftW-rightW < 2 {
		// The options go first (the seed, MRV), then the counts.
		left = m.screen.paint(rText, m.spec.strategy.String()) + sep + state
		leftW = lipgloss.Width(left)
	}
	gapW := width - leftW - rightW
	if gapW < 2 {
		return theme.Fit(left, width, g.Ellipsis)
	}
	// The timeline keeps its columns while the texts around it change
	// length (playing or paused, step 9 or 10): it starts after the room
	// the longest of them takes, where that leaves it enough.
	from, tw := leftW+2, gapW-4
	if l, r := m.topBarRoom(lipgloss.Width(left) - lipgloss.Width(state)); leftW <= l && rightW <= r && width-l-r-4 >= minTimeline {
		from, tw = l+2, width-l-r-4
	}
	if tw >= minTimeline {
		// "run ●──★★─": the whole run, where its solutions fall (the
		// stars, as the count of them on the right), the step on screen.
		caption, cw := "", lipgloss.Width(timelineCaption(m.com.Lang))
		if tw-cw >= 2*minTimeline {
			caption = m.screen.paint(rMuted, timelineCaption(m.com.Lang))
		} else {
			cw = 0
		}
		if bar := m.totals.timeline(m.key, m.st.Step(), m.jump, m.screen, tw-cw, m.predict.hidesCount(m.st)); bar != "" {
			return left + strings.Repeat(" ", from-leftW) + caption + bar + strings.Repeat(" ", width-from-tw-rightW) + right
		}
	}
	return left + strings.Repeat(" ", gapW) + right
}

// timelineCaption says what the timeline is, where it is long enough to
// spare the room.
func timelineCaption(l i18n.Lang) string { return l.T(i18n.StatusRun) + " " }

// topBarRoom is the most room the top bar's texts take on either side of
// the timeline, the run's label (with its separator) labelW wide, while the
// run is paused, playing or finished at the current speed, at any step:
// the longest state; the step and the solutions, each up to the run's
// total. (A change of speed may move the timeline: it is asked for.)
func (m *scene) topBarRoom(labelW int) (left, right int) {
	t, ok := m.totals.of(m.key)
	if !ok {
		return 0, 0
	}
	g := m.com.Styles.Glyphs
	speed := speedName(m.com.Lang, m.player.speed)
	state := max(lipgloss.Width(m.com.Lang.T(i18n.StatusFinished)),
		lipgloss.Width(g.Pause+" "+m.com.Lang.T(i18n.StatusPaused)+" "+speed), lipgloss.Width(g.Play+" "+m.com.Lang.T(i18n.StatusPlaying)+" "+speed))
	steps, sols := m.com.Lang.Number(t.steps), m.com.Lang.Number(t.solutions)
	step, of := lipgloss.Width(m.com.Lang.T(i18n.StatusStep)+" "), lipgloss.Width(" "+m.com.Lang.T(i18n.WordOf)+" ")
	right = step + 2*len(steps) + of + lipgloss.Width(g.Sep) + lipgloss.Width(g.Star) + 1 + 2*len(sols) + of
	return labelW + state, right
}

// statusLines narrates the event on the first line; the second holds what
// else there is to say (a search under way, a note, the symmetry class of a
// solution), or the rest of a long narration. Narration that does not fit
// ends in an ellipsis.
func (m *scene) statusLines(width, n int) []string {
	if m.predict.on && !m.prompt.on && n > 1 && !m.screen.plan.has(&predictPanel) {
		return m.predictLines(width, n)
	}
	return m.narration(width, n)
}

// narration is the status lines but predict mode's.
func (m *scene) narration(width, n int) []string {
	s := m.com.Styles
	g := s.Glyphs
	ev := m.st.Event()
	text := common.ASCII(s, m.narrate())
	style := s.Status
	switch ev.Kind {
	case solver.Solution:
		text = g.Star + " " + text + " " + g.Star
		style = s.Celebrate
	case solver.Attack:
		style = s.Warning
	}
	if m.replay.atFault(m.spec, m.st.Step()) {
		text, style = common.ASCII(s, m.replay.faultNarration(m.com.Lang)), s.Warning
	}
	extra := common.ASCII(s, m.extra())
	if m.replay.atFault(m.spec, m.st.Step()) && !m.showExpected && m.note == "" && m.jump.goal == none && lipgloss.Width(text) > width {
		extra = "" // the reason, wrapped over both lines: e has the help bar's word
	}
	if m.prompt.on {
		// The prompt, and what is wrong with what is typed.
		extra = m.prompt.view()
		if m.note != "" {
			extra += "  " + s.Warning.Render(common.ASCII(s, m.note))
		}
		if n == 1 {
			text, style, extra = extra, lipgloss.NewStyle(), ""
		}
	}
	var lines []string
	if extra == "" && n > 1 {
		lines = common.Wrap(text, width)
		if len(lines) > n {
			lines = lines[:n]
			lines[n-1] = theme.Fit(lines[n-1]+" "+g.Ellipsis, width, g.Ellipsis)
		}
		for i := range lines {
			lines[i] = style.Render(lines[i])
		}
	} else {
		lines = []string{style.Render(text)}
		if n > 1 {
			lines = append(lines, s.Muted.Render(extra))
		}
	}
	out := make([]string, n)
	for i := range out {
		if i < len(lines) {
			out[i] = theme.Fit(lines[i], width, g.Ellipsis)
		} else {
			out[i] = strings.Repeat(" ", width)
		}
	}
	return out
}

// extra is what the second status line says besides the narration: a
// jump under way, a note, the class of a solution, what the lens has to
// say, or what a finished run leaves to do.
func (m *scene) extra() string {
	ev := m.st.Event()
	switch {
	case m.jump.goal != none:
		return m.com.Lang.Sprintf(i18n.StatusSeeking, m.jump.name(), m.com.Lang.Number(m.st.Step()))
	case m.note != "":
		return m.note
	case m.replay.atFault(m.spec, m.st.Step()):
		return m.replay.faultExtra(m.com.Lang, m.showExpected, m.keys)
	case ev.Kind == solver.Solution && m.class.of(m.run, ev.Index) != "":
		return m.com.Lang.Sprintf(i18n.NarrSolutionIs, solver.SolutionName(m.com.Lang, ev.Index), m.class.of(m.run, ev.Index))
	case m.st.Step() == 0:
		return m.goalLine()
	}
	if text, ok := m.lens.extra(m.frame, ev); ok {
		return text
	}
	switch {
	case ev.Kind == solver.Done && ev.Counters.Solutions == 0:
		return m.com.Lang.Sprintf(i18n.StatusNoBoard, m.keys.sizeKeys(), keyName(m.keys.Restart))
	case ev.Kind == solver.Done:
		return m.com.Lang.Sprintf(i18n.StatusDone, keyName(m.keys.Restart), m.keys.sizeKeys(), keyName(m.keys.Strategy))
	}
	return ""
}

// goalLine is what the first screen says under the narration: the puzzle
// and the first keys, in one line of the window's width (the longest
// wording that fits). Following a room, the keys are the teacher's, and
// while a question waits its answer keys come first (the arrows may move
// its cursor): the puzzle alone.
func (m *scene) goalLine() string {
	n := strconv.Itoa(m.spec.n)
	lines := []string{
		m.com.Lang.Sprintf(i18n.GoalLong, n),
		m.com.Lang.Sprintf(i18n.GoalMedium, n),
		m.com.Lang.Sprintf(i18n.GoalShort, n),
	}
	if !m.follow.on && !m.predict.waiting(m.st) {
		play, step := m.com.Lang.Sprintf(i18n.GoalPlays, keyName(m.keys.Play)), m.com.Lang.Sprintf(i18n.GoalSteps, keyName(m.keys.Forward))
		lines[0] += m.com.Lang.Sprintf(i18n.GoalKeysLong, play, step)
		lines[1] += m.com.Lang.Sprintf(i18n.GoalKeys, play, step)
		lines[2] += m.com.Lang.Sprintf(i18n.GoalKeys, play, step)
	}
	for _, l := range lines {
		if lipgloss.Width(l) <= m.screen.width {
			return l
		}
	}
	return lines[len(lines)-1]
}

// narrate is the stepper's narration, which names a solution with its
// number out of all when the total is known.
func (m *scene) narrate() string {
	if m.predict.hidesOutcome(m.st) {
		ev := m.st.Event()
		return m.com.Lang.Sprintf(i18n.PredLiftOnly, solver.Square{Row: ev.Row, Col: ev.Col}.String())
	}
	said := solver.NarrationIn(m.st, m.com.Lang)
	if ev := m.st.Event(); ev.Kind == solver.Solution {
		said = strings.Replace(said, solver.SolutionName(m.com.Lang, ev.Index), m.solutionName(ev), 1)
	}
	return said
}

// solutionName names the solution of ev: "solution 3", "solution 3 of 92"
// when the run's total is known.
func (m *scene) solutionName(ev solver.Event) string {
	if t, ok := m.totals.of(m.key); ok {
		return m.com.Lang.Sprintf(i18n.NarrSolutionOf, m.com.Lang.Number(ev.Index), m.com.Lang.Number(t.solutions))
	}
	return solver.SolutionName(m.com.Lang, ev.Index)
}

// banners are the board titles at a solution, longest first.
func (m *scene) banners(ev solver.Event) []string {
	star := m.com.Styles.Glyphs.Star
	name := m.solutionName(ev)
	return []string{star + " " + name + " " + star, name}
}
