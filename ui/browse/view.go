package browse

import (
	"fmt"
	"slices"
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

const (
	gap       = 2  // columns between side-by-side blocks
	infoMaxW  = 32 // the widest the info panel gets
	statusMax = 3  // the most lines a message takes
)

// thumbCell is the square size of thumbnails and class images at their
// smallest: one character per square.
var thumbCell = board.MinCell

// View renders the browser in exactly the size given by SetSize: never a
// line wider, never more lines; a message asking for a larger window when
// the board does not fit.
func (m *Model) View() string {
	w, h := m.width, m.height
	if w <= 0 || h <= 0 {
		return ""
	}
	bodyH := h - 2
	var body []string
	ok := bodyH > 0
	if ok {
		if m.class {
			body, ok = m.classBody(w, bodyH)
		} else {
			body, ok = m.mainBody(w, bodyH)
		}
	}
	if !ok {
		mw, mh := minSize(m.list.n)
		return common.TooSmall(m.com, m.list.n, mw, mh, w, h, m.keys.Smaller)
	}
	lines := make([]string, 0, h)
	lines = append(lines, m.title())
	lines = append(lines, body...)
	// The status line wraps into the blank lines under the body, if any.
	foot := m.status(w, h-len(lines))
	for len(lines) < h-len(foot) {
		lines = append(lines, "")
	}
	lines = append(lines, foot...)
	return common.Finish(lines, w, h, m.com.Styles.Glyphs.Ellipsis)
}

// minSize returns the smallest room the browser can show its board in:
// the board, the title and the status line.
func minSize(n int) (w, h int) {
	bw, bh := board.MinSize(n)
	return max(bw, 20), bh + 2
}

// title is the first line: what is shown and where in the list (the
// root's header names the view and N).
func (m *Model) title() string {
	st := m.com.Styles
	sep := st.Muted.Render(st.Glyphs.Sep)
	var b strings.Builder
	if m.list.unique {
		b.WriteString(st.Accent.Render(m.com.Lang.T(i18n.BrowseUniqueOnly)) + sep)
	}
	switch {
	case m.none:
		b.WriteString(st.Warning.Render(m.com.Lang.T(i18n.BrowseNoSolutions)))
	case m.cur.queens == nil:
		b.WriteString(st.Muted.Render(m.com.Lang.Sprintf(i18n.BrowseFinding, m.list.kindWord(), st.Glyphs.Ellipsis)))
	default:
		b.WriteString(st.Muted.Render(m.list.kindWord()+" ") + st.Number.Render(m.com.Lang.Number(m.cur.k)) + st.Muted.Render(" "+m.com.Lang.T(i18n.WordOf)+" "))
		b.WriteString(m.list.of(m.com.Styles))
	}
	if m.busy() {
		b.WriteString(" " + m.spin.View())
		if m.count.Busy() {
			b.WriteString(st.Muted.Render(" " + m.com.Lang.T(i18n.BrowseCounting)))
		}
	}
	return b.String()
}

// status is the message of the last key, word-wrapped in at most maxH
// lines (at least one), under the ":" prompt when it is open.
func (m *Model) status(w, maxH int) []string {
	st := m.com.Styles
	style := st.Muted
	if m.warn {
		style = st.Warning
	}
	var lines []string
	if m.inputOn {
		line := m.input.View()
		if m.msg == "" || maxH < 2 {
			// The help bar says enter goes and esc cancels.
			if m.msg == "" {
				return []string{line + st.Muted.Render("  "+m.list.rangeText(m.com.Styles, m.cur.k))}
			}
			return []string{line + "  " + style.Render(m.msg)}
		}
		lines, maxH = []string{line}, maxH-1
	}
	for _, l := range common.Fold(m.msg, w, maxH, st.Glyphs.Ellipsis) {
		lines = append(lines, style.Render(l))
	}
	if len(lines) == 0 {
		return []string{""}
	}
	return lines
}

// mainBody is the board, the info panel beside it (or under it when
// narrow) and, when there is room, the neighbours as thumbnails.
func (m *Model) mainBody(w, h int) ([]string, bool) {
	paras := m.info(min(w, infoMaxW))
	info := paras.Lines()
	iw := 0
	for _, l := range info {
		iw = max(iw, lipgloss.Width(l))
	}
	sideW := w - iw - gap
	plain, plainOK := board.Fit(m.list.n, sideW, h)
	if plainOK && len(info) <= h {
		// The neighbours under the info, in the column the board leaves
		// (about 40 cells at 100×30), where they fit: the board keeps its
		// squares. They stand at the foot of the board, so that an info of
		// another length does not move them from key to key.
		if col := w - plain.Width() - gap; col > iw {
			if thumbs := m.thumbs(col); thumbs != nil && len(info)+1+len(thumbs) <= plain.Height() {
				for len(info) < plain.Height()-len(thumbs) {
					info = append(info, "")
				}
				return beside(m.board(plain), append(info, thumbs...)), true
			}
		}
		thumbs := m.thumbs(w)
		if thumbs != nil {
			th := len(thumbs) + 1
			l, ok := board.Fit(m.list.n, sideW, h-th)
			if ok && len(info) <= h-th && (l.Cell == plain.Cell || l.Cell.W >= 5) {
				out := beside(m.board(l), info)
				return append(append(out, ""), thumbs...), true
			}
		}
		return beside(m.board(plain), info), true
	}
	// Narrow: the info goes under the board, as much of it as fits and
	// the message leaves: a message of several lines takes lines from the
	// info (never from the board), statusMax lines at most.
	reserve := max(len(m.status(w, statusMax))-1, 0)
	for keep := len(info); keep >= 0; keep-- {
		if l, ok := board.Fit(m.list.n, w, h-keep); ok {
			keep = max(min(keep, h-l.Height()-reserve), 0)
			return append(strings.Split(m.board(l), "\n"), paras.Cut(keep, w, m.com.Styles.Glyphs.Ellipsis)...), true
		}
	}
	return nil, false
}

// beside puts the info panel right of the board.
func beside(boardView string, info []string) []string {
	lines := strings.Split(boardView, "\n")
	bw := lipgloss.Width(lines[0])
	for i, l := range info {
		if i >= len(lines) {
			lines = append(lines, strings.Repeat(" ", bw))
		}
		lines[i] += strings.Repeat(" ", gap) + l
	}
	return lines
}

// board renders the current solution (an empty board while loading).
func (m *Model) board(l board.Layout) string {
	return m.render.Render(queensBoard(m.list.n, m.cur.queens), l)
}

// queensBoard returns a board with queens on the given columns.
func queensBoard(n int, queens []int) board.Board {
	b := board.New(n)
	for r, c := range queens {
		b.Set(r, c, board.Queen)
	}
	return b
}

// info is the panel beside the board: the solution's number and columns,
// and its symmetry class.
func (m *Model) info(w int) common.Paras {
	st := m.com.Styles
	lang := m.com.Lang
	var p common.Paras
	add := func(s string) { p.Add(common.Wrap(s, w)...) }
	if m.none {
		add(st.Warning.Render(lang.Sprintf(i18n.BrowseNoBoard, strconv.Itoa(m.list.n))))
		return p
	}
	_, counted := m.list.total()
	if m.cur.queens == nil {
		add(st.Muted.Render(m.com.Lang.Sprintf(i18n.BrowseFinding, m.list.kindWord(), st.Glyphs.Ellipsis)))
		if m.list.n > solver.MaxCountN {
			// The search order reaches the first solution of some large
			// boards only after billions of dead ends.
			add(st.Muted.Render(lang.Sprintf(i18n.BrowseLargeSlow, common.KeyName(m.keys.Smaller))))
		}
		if !counted && !m.list.countable() {
			add(st.Muted.Render(m.list.notCounted()))
		}
		return p
	}
	title := lang.Sprintf(i18n.BrowseSolutionN, lang.Number(m.cur.k))
	if m.list.unique {
		title = lang.Sprintf(i18n.BrowseFundamentalN, lang.Number(m.cur.k))
	}
	p.Add(st.PanelTitle.Render(title) + st.Muted.Render(" "+lang.T(i18n.WordOf)+" ") + m.list.of(m.com.Styles))
	switch {
	case m.count.Busy():
		p.Add(st.Muted.Render(lang.T(i18n.BrowseCounting) + st.Glyphs.Ellipsis))
	case !counted && !m.list.countable():
		add(st.Muted.Render(m.list.notCounted()))
	}
	add(st.Muted.Render(lang.T(i18n.WordColumns)+" ") + st.Text.Render(strings.Trim(fmt.Sprint(m.cur.queens), "[]")))
	p.Add("")
	p.Add(st.PanelTitle.Render(lang.T(i18n.BrowseSymmetry)))
	size := solver.ClassSize(m.cur.queens)
	if m.list.unique {
		add(st.Text.Render(common.Amount(lang, i18n.BrowseStandsFor, size)))
		add(st.Muted.Render(imagesText(lang, size, m.keys.Class)))
		return p
	}
	_, t := solver.Canonical(m.cur.queens)
	fund := st.Text.Render(lang.Sprintf(i18n.BrowseFundamentalNo, m.fundamental()))
	if t == solver.Identity {
		p.Add(fund + st.Text.Render(lang.T(i18n.BrowseItself)))
	} else {
		p.Add(fund+st.Text.Render(","), st.Text.Render(common.ASCII(st, t.In(lang))))
	}
	add(st.Muted.Render(imagesText(lang, size, m.keys.Class)))
	if !m.sym.known && !m.list.classFindable(m.cur.k) {
		add(st.Muted.Render(lang.Sprintf(i18n.BrowseClassMinutes, strconv.Itoa(m.list.n))))
	}
	return p
}

func imagesText(l i18n.Lang, size int, class key.Binding) string {
	if size == 1 {
		return l.T(i18n.BrowseOneImage)
	}
	return l.Sprintf(i18n.BrowseImages, strconv.Itoa(size), common.KeyName(class))
}

// tile is a small board with a caption under it; a tile with no board
// keeps its slot empty.
type tile struct {
	board   board.Board
	caption string
	current bool
}

// thumbs renders the neighbours of the current solution as small boards
// in one row, the current one in the middle; nil when fewer than three fit.
// The row has as many slots as the width allows (at most the window of
// neighbours), whatever the solution: slots with no solution (before the
// first, after the last) stay blank, so the strip keeps its size and place
// from key to key.
func (m *Model) thumbs(w int) []string {
	if m.cur.queens == nil {
		return nil
	}
	l := board.NewLayout(m.list.n, thumbCell)
	tw := max(l.Width(), 7)
	slots := min((w+gap)/(tw+gap), 2*radius+1)
	if slots < 3 {
		return nil
	}
	slots -= 1 - slots%2 // odd: the current one in the middle
	half := slots / 2
	tiles := make([]tile, slots)
	for i := range half {
		if i < len(m.cur.before) {
			tiles[half-1-i] = tile{board: queensBoard(m.list.n, m.cur.before[i]), caption: "#" + m.com.Lang.Number(m.cur.k-uint64(i)-1)}
		}
		if i < len(m.cur.after) {
			tiles[half+1+i] = tile{board: queensBoard(m.list.n, m.cur.after[i]), caption: "#" + m.com.Lang.Number(m.cur.k+uint64(i)+1)}
		}
	}
	tiles[half] = tile{board: queensBoard(m.list.n, m.cur.queens), caption: "#" + m.com.Lang.Number(m.cur.k), current: true}
	row := strings.Join(tileRow(m.com.Styles, m.render, tiles, l, tw), "\n")
	return strings.Split(lipgloss.PlaceHorizontal(w, lipgloss.Center, row), "\n")
}

// shortNames label the class images under their small boards; the mirror
// names give the axis of reflection.
var shortNames = map[solver.Transform]i18n.ID{
	solver.Identity:         i18n.BrowseShortIdentity,
	solver.Rot90:            i18n.BrowseShortRot90,
	solver.Rot180:           i18n.BrowseShortRot180,
	solver.Rot270:           i18n.BrowseShortRot270,
	solver.FlipHorizontal:   i18n.BrowseShortFlipH,
	solver.FlipVertical:     i18n.BrowseShortFlipV,
	solver.FlipDiagonal:     i18n.BrowseShortFlipD,
	solver.FlipAntiDiagonal: i18n.BrowseShortFlipA,
}

// classTiles returns the distinct images of the current solution's
// representative, each labelled with the first transform that makes it.
func (m *Model) classTiles() []tile {
	rep, _ := solver.Canonical(m.cur.queens)
	var seen [][]int
	var tiles []tile
	for _, t := range solver.Transforms {
		img := t.Apply(rep)
		if slices.ContainsFunc(seen, func(s []int) bool { return slices.Equal(s, img) }) {
			continue
		}
		seen = append(seen, img)
		cur := slices.Equal(img, m.cur.queens)
		caption := m.com.Lang.T(shortNames[t])
		if m.com.Styles.ASCII {
			caption = strings.TrimSuffix(caption, "°") // "rot 90 degrees" would not fit
		}
		tiles = append(tiles, tile{board: queensBoard(m.list.n, img), caption: caption, current: cur})
	}
	return tiles
}

// classBody shows the symmetry class: its distinct images in rows of
// small boards, as large as the window allows, rows apart when there is
// room, folded onto fewer when not.
func (m *Model) classBody(w, h int) ([]string, bool) {
	if m.cur.queens == nil {
		return m.mainBody(w, h)
	}
	tiles := m.classTiles()
	st := m.com.Styles
	title := m.com.Lang.Sprintf(i18n.BrowseClassOf, m.list.kindWord(), m.com.Lang.Number(m.cur.k))
	detail := m.com.Lang.Sprintf(i18n.BrowseClassDetail, common.Amount(m.com.Lang, i18n.BrowseDistinct, len(tiles)), m.fundamental())
	head := st.PanelTitle.Render(title) + st.Muted.Render(detail)
	if lipgloss.Width(head) > w {
		// Shortened at a word, in one style.
		head = st.PanelTitle.Render(common.Fold(title+detail, w, 1, st.Glyphs.Ellipsis)[0])
	}
	for _, spaced := range []int{1, 0} {
		largest, _ := board.LargestCell(m.list.n, w, h)
		for cell := range board.Down(largest) {
			l := board.NewLayout(m.list.n, cell)
			tw, th := max(l.Width(), 10), l.Height()+1
			cols := min(len(tiles), (w+gap)/(tw+gap))
			if cols < 1 {
				continue
			}
			rows := (len(tiles) + cols - 1) / cols
			if 1+spaced+rows*th+(rows-1)*spaced > h {
				continue
			}
			out := []string{head}
			for r := range rows {
				if r > 0 || spaced > 0 {
					out = append(out, make([]string, spaced)...)
				}
				out = append(out, tileRow(m.com.Styles, m.render, tiles[r*cols:min(len(tiles), (r+1)*cols)], l, tw)...)
			}
			return out, true
		}
	}
	// Not even the smallest images fit all: show those that do.
	l := board.NewLayout(m.list.n, thumbCell)
	tw, th := max(l.Width(), 10), l.Height()+1
	cols := (w + gap) / (tw + gap)
	if cols < 1 || th > h-1 {
		return m.mainBody(w, h)
	}
	shown := min(len(tiles), cols)
	note := st.Muted.Render(common.Fold(m.com.Lang.Sprintf(i18n.BrowseSomeImages, strconv.Itoa(shown), strconv.Itoa(len(tiles))), w, 1, st.Glyphs.Ellipsis)[0])
	return append([]string{note}, tileRow(m.com.Styles, m.render, tiles[:shown], l, tw)...), true
}

// fundamental is the index of the current solution's class, "…" while
// it is being found.
func (m *Model) fundamental() string {
	switch {
	case m.list.unique:
		return m.com.Lang.Number(m.cur.k)
	case m.sym.known:
		return m.com.Lang.Number(m.sym.found.Index)
	case !m.list.classFindable(m.cur.k):
		return "?"
	}
	return m.com.Styles.Glyphs.Ellipsis
}

// tileRow lays tiles of width tw side by side. The current tile keeps the
// board's colours and a marked caption; the others are drawn in the muted
// style, so that the current one stands out (and, without colour, its
// caption's marker tells it).
func tileRow(st *theme.Styles, r *board.Renderer, tiles []tile, l board.Layout, tw int) []string {
	rows := make([]string, l.Height()+1)
	blank := strings.Repeat(" ", tw)
	for i, t := range tiles {
		if t.board.N == 0 {
			for y := range rows {
				rows[y] += blank
			}
		} else {
			bl := strings.Split(r.Render(t.board, l), "\n")
			for y := range bl {
				line := bl[y]
				if !t.current {
					line = st.Muted.Render(ansi.Strip(line))
				}
				rows[y] += theme.Fit(line, tw, st.Glyphs.Ellipsis)
			}
			cap, style := t.caption, st.Muted
			if t.current {
				cap, style = st.Glyphs.Marker+" "+cap, st.Accent
			}
			rows[len(rows)-1] += style.Render(theme.Fit(cap, tw, st.Glyphs.Ellipsis))
		}
		if i < len(tiles)-1 {
			for y := range rows {
				rows[y] += strings.Repeat(" ", gap)
			}
		}
	}
	return rows
}
