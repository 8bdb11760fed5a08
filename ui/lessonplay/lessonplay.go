// Package lessonplay plays a lesson (internal/teach/lesson): the visualizer, live,
// with the slide's caption under it (or beside it on a wide window),
// rendered as Markdown with glamour. → or space goes to the next slide, ←
// to the previous, and each slide restores its own state exactly (ui.Model's
// Restore); every other key is the visualizer's, so the board can be
// explored inside a slide. Play, which is space in the watch view, is enter
// here, and the steps are l and h (the watch view's keys say so in its help).
package lessonplay

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/glamour"
	"github.com/charmbracelet/glamour/ansi"
	"github.com/charmbracelet/glamour/styles"
	"github.com/charmbracelet/lipgloss"
	xansi "github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

// Options configure the player: the visualizer's look (its Theme and
// ASCII; the rest of ui.Options comes from the slides), and the slide it
// opens at, from 0.
type Options struct {
	UI    ui.Options
	Slide int
}

// keyMap are the lesson's own keys, offered before the visualizer's: the
// bar names them from here, and the visualizer's notes name its own from
// its table (in a lesson, enter plays and l steps).
type keyMap struct {
	Next, Prev, First, Last key.Binding
	// GoTo asks for a slide's number; Accept goes there, Cancel closes
	// the prompt, and the prompt takes digits only.
	GoTo, Accept, Cancel key.Binding
	// pageNext and pagePrev are the keys that turn the slide even while
	// a prompt or a question's cursor takes the others.
	pageNext, pagePrev key.Binding
}

func newKeyMap(l i18n.Lang) keyMap {
	return keyMap{
		Next:     key.NewBinding(key.WithKeys("right", " "), key.WithHelp("→/space", l.T(i18n.LessonNext))),
		Prev:     key.NewBinding(key.WithKeys("left"), key.WithHelp("←", l.T(i18n.LessonPrev))),
		First:    key.NewBinding(key.WithKeys("home"), key.WithHelp("home", l.T(i18n.LessonFirst))),
		Last:     key.NewBinding(key.WithKeys("end"), key.WithHelp("end", l.T(i18n.LessonLast))),
		GoTo:     key.NewBinding(key.WithKeys("#"), key.WithHelp("#", l.T(i18n.LessonGoTo))),
		Accept:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", l.T(i18n.LessonGo))),
		Cancel:   key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", l.T(i18n.LessonCancel))),
		pageNext: key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdown", l.T(i18n.LessonNext))),
		pagePrev: key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", l.T(i18n.LessonPrev))),
	}
}

// CommandKeys names the lesson's own keys for the command line's help,
// which is written before any player exists.
type CommandKeys struct{ Next, Prev, First, Last, GoTo string }

// CommandKeyNames is CommandKeys of the player's bindings, as its bar and
// full help name them.
func CommandKeyNames() CommandKeys {
	k := newKeyMap(i18n.En) // the key names only, the same in every language
	return CommandKeys{Next: k.Next.Help().Key, Prev: k.Prev.Help().Key, First: k.First.Help().Key,
		Last: k.Last.Help().Key, GoTo: k.GoTo.Help().Key}
}

// Model is the lesson player, a tea.Model around the visualizer's root.
type Model struct {
	root   *ui.Model
	lesson *lesson.Lesson
	lang   i18n.Lang // the player's words: ui.Options.Lang
	slide  int
	start  int // the slide Init opens
	keys   keyMap
	// asking is whether the prompt of GoTo is open, number what it
	// holds; said is the bar's answer to a number out of range, until
	// the next key.
	asking bool
	number textinput.Model
	said   string
	// scores holds each slide's score in predict mode from its latest
	// visit that answered, so that answering a slide again replaces its
	// score rather than adding to it.
	scores map[int]predict.Score
	w, h   int
	st     *theme.Styles
	md     mdStyle

	// captions caches each slide's caption rendered at a width.
	captions map[captionKey][]string
}

type captionKey struct{ slide, width int }

// mdStyle is the glamour style of the captions (the theme's, or ASCII)
// and the colour profile they are rendered in: the terminal's the UI
// renders for (over SSH, the session's own, not the server's).
type mdStyle struct {
	config  ansi.StyleConfig
	profile termenv.Profile
}

// wideFrom is the width from which the caption goes beside the board
// rather than under it.
const wideFrom = 150

// New returns a player of the lesson at its first slide.
func New(l *lesson.Lesson, o Options) *Model {
	uo := o.UI
	uo.N, uo.InLesson = l.Slides[0].State.N, true
	r := uo.Terminal()
	m := &Model{
		root:     ui.New(uo),
		lesson:   l,
		start:    o.Slide,
		scores:   map[int]predict.Score{},
		keys:     newKeyMap(uo.Lang),
		lang:     uo.Lang,
		st:       theme.NewFor(r, uo.Theme, uo.ASCII),
		captions: map[captionKey][]string{},
	}
	k := &m.keys
	m.root.SetOuterKeys([]key.Binding{k.Next, k.Prev, k.First, k.Last, k.GoTo})
	m.number = common.NumberInput(m.st, m.lang.T(i18n.LessonPrompt))
	m.number.CharLimit = len(strconv.Itoa(len(l.Slides))) + 1 // (room to type one out of range, and be told)
	m.md = styleFor(r, uo.Theme, uo.ASCII)
	return m
}

// styleFor picks the glamour style of the theme on the terminal of r (its
// background resolves Auto), without the document's margin (the player
// frames the caption itself).
func styleFor(r *lipgloss.Renderer, name theme.Name, ascii bool) mdStyle {
	var c ansi.StyleConfig
	switch {
	case ascii:
		c = styles.ASCIIStyleConfig
		c.Item.BlockPrefix = "* " // (its own bullet is not ASCII)
	case name.ResolveFor(r) == theme.Light:
		c = styles.LightStyleConfig
	default:
		c = styles.DarkStyleConfig
	}
	zero := uint(0)
	c.Document.Margin = &zero
	c.Document.BlockPrefix, c.Document.BlockSuffix = "", ""
	// Inline code is marked by its colours: the themes' blank either
	// side of it left " cols[col] ," in the text (ASCII keeps its
	// backticks).
	c.Code.Prefix, c.Code.Suffix = "", ""
	return mdStyle{config: c, profile: r.ColorProfile()}
}

// Slide is the number of the slide on screen, from 0.
func (m *Model) Slide() int { return m.slide }

// Init implements tea.Model: the visualizer starts, on the first slide.
func (m *Model) Init() tea.Cmd {
	return tea.Batch(m.root.Init(), m.goTo(m.start))
}

// goTo shows slide i, restoring its state, with the score of the other
// slides under its own.
func (m *Model) goTo(i int) tea.Cmd {
	if s := m.root.Score(); answered(s) {
		m.scores[m.slide] = s
	}
	m.slide = min(max(i, 0), len(m.lesson.Slides)-1)
	cmd := m.root.Restore(m.lesson.Slides[m.slide].State)
	slide := m.slide
	m.root.SetAside(&common.Aside{
		Lines:       func(w int) []string { return m.captionOf(slide, w) },
		ScoreBefore: m.sumScores(m.slide),
	})
	m.resizeRoot()
	return cmd
}

// answered reports whether a score holds an answer or a skip.
func answered(s predict.Score) bool { return s.Asked > 0 || s.Skipped > 0 }

// sumScores adds up the slides' scores in slide order, but for slide
// skip's.
func (m *Model) sumScores(skip int) predict.Score {
	var total predict.Score
	for i := range m.lesson.Slides {
		if s, ok := m.scores[i]; ok && i != skip {
			total = total.Add(s)
		}
	}
	return total
}

// Update implements tea.Model.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.w, m.h = msg.Width, msg.Height
		m.resizeRoot()
		return m, nil
	case tea.KeyMsg:
		if cmd, ok := m.key(msg); ok {
			return m, cmd
		}
	}
	_, cmd := m.root.Update(msg)
	return m, cmd
}

// key handles the slide keys; ok is false for a key that is the
// visualizer's. While a prompt is open, or a question whose answer is a
// square waits (its cursor moves with the arrows), only pgdown and pgup
// change slides.
func (m *Model) key(msg tea.KeyMsg) (tea.Cmd, bool) {
	k := &m.keys
	m.said = ""
	if m.asking && msg.Type != tea.KeyCtrlC {
		return m.askKey(msg), true
	}
	m.asking = false
	free := !m.busy(msg.String())
	to := -1
	switch {
	case !m.root.Capturing() && key.Matches(msg, k.GoTo):
		m.asking = true
		m.number.SetValue("")
		m.number.Focus()
		return nil, true
	case key.Matches(msg, k.pageNext) || free && key.Matches(msg, k.Next):
		to = m.slide + 1
	case key.Matches(msg, k.pagePrev) || free && key.Matches(msg, k.Prev):
		to = m.slide - 1
	case free && key.Matches(msg, k.First):
		to = 0
	case free && key.Matches(msg, k.Last):
		to = len(m.lesson.Slides) - 1
	default:
		return nil, false
	}
	if to < 0 || to >= len(m.lesson.Slides) || to == m.slide {
		return nil, true
	}
	return m.goTo(to), true
}

// askKey handles a key while the prompt of GoTo is open: a digit goes
// into the number, Accept goes to its slide (or says the slides there
// are when there is none of that number), Cancel closes the prompt.
func (m *Model) askKey(msg tea.KeyMsg) tea.Cmd {
	k := &m.keys
	switch {
	case key.Matches(msg, k.Cancel):
		m.asking = false
	case key.Matches(msg, k.Accept):
		m.asking = false
		n, err := strconv.Atoi(m.number.Value())
		last := len(m.lesson.Slides)
		if err != nil || n < 1 || n > last {
			m.said = m.lang.Sprintf(i18n.LessonNoSlide, text.Line(m.number.Value()), strconv.Itoa(last))
			return nil
		}
		if n-1 != m.slide {
			return m.goTo(n - 1)
		}
	case msg.Type == tea.KeyRunes && strings.Trim(string(msg.Runes), "0123456789") != "":
		// (not a digit: the number takes digits only)
	default:
		var cmd tea.Cmd
		m.number, cmd = m.number.Update(msg)
		return cmd
	}
	return nil
}

// Unfinished reports whether the player stands on a slide other than the
// lesson's last, where quitting leaves the lesson half through.
func (m *Model) Unfinished() bool { return m.slide+1 < len(m.lesson.Slides) }

// busy reports whether the visualizer needs the key k that would change
// slides: a prompt is open, or the cursor of a question whose answer is a
// square moves with the arrows (and space picks the squares of a set).
func (m *Model) busy(k string) bool {
	if m.root.Capturing() {
		return true
	}
	q, ok := m.root.Question()
	if !ok {
		return false
	}
	switch q.Form() {
	case predict.SquareForm:
		return k != " "
	case predict.SquaresForm:
		return true
	}
	return false
}

// freeKey names the keys of b that turn the slide now: all of them, or
// those the visualizer leaves free (a question's cursor may take the
// arrows, not space), or else page's, which always turns it.
func (m *Model) freeKey(b, page key.Binding) string {
	var free []string
	for _, k := range b.Keys() {
		if !m.busy(k) {
			free = append(free, k)
		}
	}
	switch len(free) {
	case len(b.Keys()):
		return b.Help().Key
	case 0:
		return page.Help().Key
	}
	return common.KeyName(key.NewBinding(key.WithKeys(free[0])))
}

// layout is where the caption goes: under the visualizer (w×h at the
// bottom) or beside it (a column w wide on the right).
type layout struct {
	beside     bool
	capW, capH int
	rootW      int
	rootH      int
}

func (m *Model) layout() layout {
	if m.aside() {
		// The caption is the watch view's aside: the visualizer has the
		// window, the lesson's bar in its header's place.
		return layout{rootW: m.w, rootH: m.h}
	}
	W, H := m.w, m.h-1 // the lesson's bar
	if W >= wideFrom {
		capW := min(72, W/3)
		return layout{beside: true, capW: capW, capH: H, rootW: W - capW - 1, rootH: H}
	}
	lines := m.caption(W)
	capH := min(len(lines), H/2)
	return layout{capW: W, capH: capH, rootW: W, rootH: H - capH - 1}
}

// aside reports whether the caption is the watch view's aside (the view
// on screen is the watch view), not a block of its own under the
// visualizer.
func (m *Model) aside() bool { return m.root.Active() == ui.Watch }

// resizeRoot gives the visualizer the room the caption leaves.
func (m *Model) resizeRoot() {
	if m.w <= 0 || m.h <= 0 {
		return
	}
	l := m.layout()
	m.root.Update(tea.WindowSizeMsg{Width: max(l.rootW, 0), Height: max(l.rootH, 0)})
}

// caption is the slide's caption rendered at width w, trimmed of blank
// lines at its ends.
func (m *Model) caption(w int) []string { return m.captionOf(m.slide, w) }

// captionOf is slide i's caption rendered at width w.
func (m *Model) captionOf(i, w int) []string {
	key := captionKey{i, w}
	if lines, ok := m.captions[key]; ok {
		return lines
	}
	lines := render(m.md, m.lesson.Slides[i].Text(), w)
	m.captions[key] = lines
	return lines
}

// render renders Markdown at width w with the style, in the colour profile
// the UI renders in (so tests, which force ASCII, get plain text).
func render(md mdStyle, source string, w int) []string {
	// Glamour's wrap breaks after a hyphen and then may leave the line a
	// cell or two wider than asked ("complement -" at 36 is 38 wide, in
	// colour): narrower wraps are tried until every line fits w.
	var lines []string
	if hasCJK(source) {
		return fillCJK(renderAt(md, source, wideRender), w)
	}
	for wrap := w; ; wrap-- {
		lines = renderAt(md, source, wrap)
		if wrap <= max(w-8, 10) || widest(lines) <= w {
			return lines
		}
	}
}

// widest is the width of the widest of lines.
func widest(lines []string) int {
	most := 0
	for _, l := range lines {
		most = max(most, lipgloss.Width(l))
	}
	return most
}

// renderAt renders Markdown with glamour's wrap at w.
func renderAt(md mdStyle, source string, w int) []string {
	r, err := glamour.NewTermRenderer(glamour.WithStyles(md.config), glamour.WithWordWrap(max(w, 10)),
		glamour.WithColorProfile(md.profile))
	// A lesson file's controls are shown, never obeyed: escaped in the
	// source, and in what glamour makes of it, which also decodes
	// character references (&#27; is ESC) and writes them raw; its own
	// styling (SGR) stays.
	out := text.Safe(source)
	if err == nil {
		if s, err := r.Render(holdHyphens(out)); err == nil {
			out = text.Styled(strings.ReplaceAll(s, heldHyphen, "-"))
		}
	}
	plain := md.profile == termenv.Ascii
	lines := strings.Split(out, "\n")
	for i := range lines {
		if plain {
			// glamour writes bold and underline whatever the profile.
			lines[i] = xansi.Strip(lines[i])
		}
		lines[i] = strings.TrimRight(lines[i], " ")
	}
	for len(lines) > 0 && strings.TrimSpace(xansi.Strip(lines[0])) == "" {
		lines = lines[1:]
	}
	for len(lines) > 0 && strings.TrimSpace(xansi.Strip(lines[len(lines)-1])) == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// heldHyphen stands for a hyphen while glamour wraps: its wrap breaks
// after a hyphen ("-|free") and then counts the line a cell short, so the
// line is cut again further on and leaves a word alone ("which"). A
// private-use sign is one cell to it and no breakpoint.
const heldHyphen = "\ue000"

// holdHyphens puts heldHyphen for the hyphens of a Markdown source, but
// not those that are its syntax (a list's bullet, a rule, a table's or a
// heading's underline) nor those of fenced code, which does not wrap. A
// source that holds the sign already is left as it is.
func holdHyphens(source string) string {
	if strings.Contains(source, heldHyphen) {
		return source
	}
	lines := strings.Split(source, "\n")
	fenced := false
	for i, l := range lines {
		body := strings.TrimLeft(l, " \t")
		if strings.HasPrefix(body, "```") || strings.HasPrefix(body, "~~~") {
			fenced = !fenced
			continue
		}
		if fenced || strings.Trim(body, "-|: \t") == "" {
			continue
		}
		lead := l[:len(l)-len(body)]
		if strings.HasPrefix(body, "- ") {
			lead, body = lead+"- ", body[2:]
		}
		lines[i] = lead + strings.ReplaceAll(body, "-", heldHyphen)
	}
	return strings.Join(lines, "\n")
}

// View implements tea.Model: the lesson's bar, the visualizer and the
// caption.
func (m *Model) View() string {
	if m.w <= 0 || m.h <= 0 {
		return ""
	}
	l := m.layout()
	s := m.st
	bar := m.bar()
	if m.aside() {
		m.root.SetBanner(bar)
		return m.root.View()
	}
	m.root.SetBanner("")
	out := []string{theme.Fit(bar, m.w, s.Glyphs.Ellipsis)}
	rootLines := strings.Split(m.root.View(), "\n")
	capLines := m.caption(l.capW)
	if len(capLines) > l.capH {
		capLines = capLines[:l.capH]
		if l.capH > 0 {
			capLines[l.capH-1] = s.Glyphs.Ellipsis
		}
	}
	if l.beside {
		for i := 0; i < l.rootH; i++ {
			left := pad(line(rootLines, i), l.rootW)
			out = append(out, left+" "+theme.Fit(line(capLines, i), l.capW, s.Glyphs.Ellipsis))
		}
	} else {
		for i := 0; i < l.rootH; i++ {
			out = append(out, line(rootLines, i))
		}
		out = append(out, s.Muted.Render(strings.Repeat(rule(s), m.w)))
		for _, c := range capLines {
			out = append(out, theme.Fit(c, m.w, s.Glyphs.Ellipsis))
		}
	}
	return s.Plain(common.Finish(out, m.w, m.h, s.Glyphs.Ellipsis))
}

// minTitle is the fewest cells of the lesson's title the bar keeps
// before the arrows lose their words: a few words, the ellipsis after;
// half of it before the other keys lose theirs.
const minTitle = 20

// bar is the lesson's top line, m.w wide at most: the title, the slide's
// number and the lesson's keys. Where they do not all fit, the title's
// tail goes first (down to minTitle), then the words of the arrows (the
// title down to half of it), then every key's words and the rest of the
// title; every key stays named.
func (m *Model) bar() string {
	s := m.st
	k := m.keys
	type item struct{ key, desc string }
	items := []item{{m.freeKey(k.Next, k.pageNext), k.Next.Help().Desc}, {m.freeKey(k.Prev, k.pagePrev), k.Prev.Help().Desc}}
	if !m.busy("home") {
		items = append(items, item{k.First.Help().Key + "/" + k.Last.Help().Key, m.lang.T(i18n.LessonFirstLast)})
	}
	if !m.root.Capturing() {
		items = append(items, item{k.GoTo.Help().Key, k.GoTo.Help().Desc})
	}
	// keys is the items said with the words of the first worded ones.
	keys := func(worded int) string {
		said := make([]string, len(items))
		for i, it := range items {
			said[i] = it.key
			if i >= len(items)-worded {
				said[i] += " " + it.desc
			}
		}
		return "  " + strings.Join(said, " · ")
	}
	tiers := []string{keys(len(items)), keys(len(items) - 2), keys(0)}
	switch {
	case m.asking:
		tiers = []string{"  " + m.number.Prompt + m.number.Value() + m.lang.Sprintf(i18n.LessonOf, strconv.Itoa(len(m.lesson.Slides))) + "  " + k.Accept.Help().Key + " " + k.Accept.Help().Desc +
			" · " + k.Cancel.Help().Key + " " + k.Cancel.Help().Desc}
	case m.said != "":
		tiers = []string{"  " + m.said}
	}
	title := text.Line(m.lesson.Title)
	of := "  " + m.lang.Sprintf(i18n.LessonSlideOf, strconv.Itoa(m.slide+1), strconv.Itoa(len(m.lesson.Slides)))
	for i, t := range tiers {
		t = common.ASCII(s, t)
		room := m.w - lipgloss.Width(of) - lipgloss.Width(t)
		if room >= lipgloss.Width(title) || room >= minTitle>>i || i == len(tiers)-1 {
			if room < lipgloss.Width(title) {
				title = theme.Fit(title, max(room, 0), s.Glyphs.Ellipsis)
				title = strings.TrimRight(title, " ")
			}
			return s.Title.Render(title) + s.Muted.Render(of) + s.Muted.Render(t)
		}
	}
	return "" // (the last tier always returns)
}

func rule(s *theme.Styles) string {
	if s.ASCII {
		return "-"
	}
	return "─"
}

func line(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return ""
}

// pad pads a line with blanks to w cells.
func pad(s string, w int) string {
	if d := w - lipgloss.Width(s); d > 0 {
		return s + strings.Repeat(" ", d)
	}
	return s
}
