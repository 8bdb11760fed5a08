// Package ui is the root Bubble Tea model of nqueens. It owns the shared
// Common (window size, board size, styles, global keys), the header that
// names the views, the one help bar, and the keys that work everywhere
// (?, tab, q); it routes every other key to the active view.
//
// Adding a view: implement common.Component, give Model a field for it,
// and add its Mode to Modes and to Model.view. Views get SetSize for every
// resize, so a view that becomes active is already laid out; they get Show
// and Hide as they become active and stop being so, and do background work
// only in between.
package ui

import (
	"context"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/nocolor"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/browse"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/play"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/watch"
)

// Options configure the UI from the command line.
type Options struct {
	N        int             // board size, 1..solver.MaxN
	Strategy solver.Strategy // one of solver.Strategies
	// Stepper holds the options of fc (MRV) and min-conflicts (seed,
	// start). Replay, when set, makes the watch view play a trace
	// (nqueens replay) on its board, in place of N, Strategy and Stepper.
	Stepper solver.StepperOptions
	Replay  *watch.Replay
	Speed   int        // steps per second, or watch.Max
	ASCII   bool       // ASCII glyphs and borders
	Theme   theme.Name // dark, light or auto (the terminal's background); "" is dark
	Mode    Mode       // the view to open with
	Mouse   bool       // clicks place queens in the play view
	// NoColor takes the colours out of every frame and keeps bold,
	// underline, reverse and faint: what NO_COLOR asks for. The styles
	// need a colour profile that emits attributes (termenv's Ascii emits
	// none).
	NoColor bool

	// Compare, when Comparing, opens the watch view on the comparison of
	// Strategy with it (--compare).
	Compare   solver.Strategy
	Comparing bool

	// EventsPerFrame fixes the watch view's work per frame instead of a
	// time budget (see watch.Options): a recording sets it so that the same
	// keys give the same frames, serve so that each session takes a fixed
	// share of the machine.
	EventsPerFrame int
	// NoTimer keeps the watch view from animating on a timer (see
	// watch.Options): recordings step it themselves.
	NoTimer bool

	// Context ends the background work of the views (counts, searches,
	// walks) when the program, the session or the recording ends (nil:
	// never; see common.Common.Life).
	Context context.Context

	// Predict opens the watch view in predict mode with this density (0:
	// off); Step opens it at this step of the run (see watch.Options).
	Predict predict.Density
	Step    uint64
	// LessonOut is the lesson file the capture key adds slides to.
	LessonOut string
	// Layout is the watch view's: panels, tree or focus (see
	// watch.Options).
	Layout string
	// InLesson: the watch view plays inside a lesson (see watch.Options).
	InLesson bool
	// Renderer is the terminal the styles are built for; nil is the
	// process's own. nqueens serve gives each SSH session its own, so
	// that colours and the Auto theme follow the student's terminal.
	Renderer *lipgloss.Renderer
	// Lang is the language the views speak: the command's (i18n.Current),
	// or in serve the student's, so that sessions in one process each
	// have their own.
	Lang i18n.Lang
}

// Terminal is the renderer the styles are built for: Renderer, or the
// process's own when it is nil.
func (o Options) Terminal() *lipgloss.Renderer {
	if o.Renderer == nil {
		return lipgloss.DefaultRenderer()
	}
	return o.Renderer
}

// Mode names a view.
type Mode string

// The views, in the order tab cycles through them.
const (
	Watch     Mode = "watch"
	Solutions Mode = "solutions"
	Play      Mode = "play"
)

// Modes lists the views in tab order.
var Modes = []Mode{Watch, Solutions, Play}

// modeNames are the views' names as the header's tabs say them.
var modeNames = map[Mode]i18n.ID{Watch: i18n.TabWatch, Solutions: i18n.TabSolutions, Play: i18n.TabPlay}

// In is the view's name in l, as its tab says it.
func (mode Mode) In(l i18n.Lang) string { return l.T(modeNames[mode]) }

// minChrome is the smallest window height with the header and the help
// bar: below it the view gets every line (its too-small message says how
// to quit).
const minChrome = 5

// Model is the root model.
type Model struct {
	com       *common.Common
	watch     *watch.Model
	solutions *browse.Model
	play      *play.Model
	active    Mode
	mouse     bool
	noColor   bool

	help help.Model
	// quitOnly is the help of the only global key while a view captures
	// keys: ctrl+c.
	quitOnly key.Binding
	// footer is the help bar as last laid out, and chrome whether the
	// header and the help bar are drawn at all (the window is tall
	// enough); the view has the lines they leave. footerFor is what the
	// footer was drawn from (see helpInputs): it is drawn again only when
	// that changes.
	footer    []string
	footerFor string
	chrome    bool
	// headerLine is the header as last drawn, for headerFor: View draws
	// it again only when what it shows changes, not on every frame.
	headerLine string
	headerFor  headerKey
	// banner is what the header shows instead of the tabs (SetBanner).
	banner string
	// helpKeys, when set, are the help bar's keys (SetHelpKeys).
	helpKeys []key.Binding
	// outerKeys, when set, are the full help's first column (SetOuterKeys).
	outerKeys []key.Binding
}

// headerKey is what the header shows: it is drawn for a width, names the
// views with the active one marked, and says N.
type headerKey struct {
	w      int
	active Mode
	n      int
	replay string // the trace the watch view plays, if it does
	banner string
}

// New returns the root model with the view of o.Mode active (watch when it
// names none). Nothing runs before Init.
func New(o Options) *Model {
	st := theme.NewFor(o.Terminal(), o.Theme, o.ASCII)
	com := &common.Common{N: 8, Styles: st, Keys: common.DefaultGlobalKeys(o.Lang), Lang: o.Lang, Life: o.Context}
	if o.N > 0 {
		com.ChangeN(o.N)
	}
	if o.Replay != nil {
		com.ChangeN(o.Replay.Script.N())
	}
	h := help.New()
	h.Styles = st.Help()
	h.ShortSeparator = st.Glyphs.Sep
	h.Ellipsis = st.Glyphs.Ellipsis
	m := &Model{
		com: com,
		watch: watch.New(com, watch.Options{Strategy: o.Strategy, Stepper: o.Stepper, Speed: o.Speed, EventsPerFrame: o.EventsPerFrame, NoTimer: o.NoTimer,
			Predict: o.Predict, Step: o.Step, LessonOut: o.LessonOut, Layout: o.Layout, InLesson: o.InLesson,
			Replay: o.Replay, Compare: o.Compare, Comparing: o.Comparing}),
		solutions: browse.New(com),
		play:      play.New(com),
		active:    Watch,
		mouse:     o.Mouse,
		noColor:   o.NoColor,
		help:      h,
		quitOnly:  key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", o.Lang.T(i18n.KeyQuit))),
	}
	if m.view(o.Mode) != nil {
		m.active = o.Mode
	}
	return m
}

// CheckCompare reports what is wrong with the options' --compare, if
// anything: the pair must be two different tree searches.
func CheckCompare(o Options) error {
	if !o.Comparing {
		return nil
	}
	return watch.CheckCompare(o.Strategy, o.Stepper, o.Compare)
}

// view returns the view of a mode (nil for none).
func (m *Model) view(mode Mode) common.Component {
	switch mode {
	case Watch:
		return m.watch
	case Solutions:
		return m.solutions
	case Play:
		return m.play
	}
	return nil
}

// Init implements tea.Model: it shows the active view, which starts its
// background work; the others start theirs when first shown.
func (m *Model) Init() tea.Cmd {
	cmds := make([]tea.Cmd, 0, len(Modes)+1)
	for _, mode := range Modes {
		cmds = append(cmds, m.view(mode).Init())
	}
	cmds = append(cmds, m.view(m.active).Show())
	m.relayout()
	return tea.Batch(cmds...)
}

// Update implements tea.Model. Keys and clicks go to the active view only;
// every other message (ticks, results of background work) goes to all
// views, each dropping what is not its own.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	cmd := m.update(msg)
	m.relayout()
	return m, cmd
}

func (m *Model) update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.com.Width, m.com.Height = msg.Width, msg.Height
		return nil // relayout gives the views their size
	case tea.KeyMsg:
		// Bubble Tea v1 delivers runes typed faster than it reads them (a
		// held key, tmux send-keys) as one message: "lll". Each is a key
		// press of its own (and ":q" must type the q into the prompt the
		// colon opened).
		return common.EachKey(msg, m.key)
	case tea.MouseMsg:
		if !m.mouse {
			return nil
		}
		if m.chrome {
			msg.Y-- // the header
		}
		return m.updateActive(msg)
	case common.SetNMsg:
		return m.setN(msg.N)
	case FollowMsg:
		return m.follow(msg.Cursor)
	case browse.OpenInWatchMsg:
		return tea.Batch(m.setN(msg.N), m.switchTo(Watch), m.watch.GoToSolution(msg.Index))
	case play.ContinueInWatchMsg:
		cmd := m.setN(msg.N)
		if err := m.watch.Continue(msg.Prefix); err != nil {
			return cmd
		}
		return tea.Batch(cmd, m.switchTo(Watch))
	}
	return m.broadcast(msg)
}

// key handles a key press: the global keys unless the active view
// captures keys, the view's own otherwise.
func (m *Model) key(msg tea.KeyMsg) tea.Cmd {
	if m.view(m.active).Capturing() {
		// The prompt types q, tab and ?; ctrl+c is never text.
		if msg.Type == tea.KeyCtrlC {
			return tea.Quit
		}
		return m.updateActive(msg)
	}
	g := m.com.Keys
	switch {
	case key.Matches(msg, g.Quit):
		return tea.Quit
	case key.Matches(msg, g.Switch):
		return m.switchTo(m.next(1))
	case key.Matches(msg, g.SwitchBack):
		return m.switchTo(m.next(len(Modes) - 1))
	case key.Matches(msg, g.Help):
		m.help.ShowAll = !m.help.ShowAll
		return nil
	case m.help.ShowAll && msg.Type == tea.KeyEsc:
		// esc closes the full help, as it closes a prompt.
		m.help.ShowAll = false
		return nil
	}
	return m.updateActive(msg)
}

// next returns the mode d places after the active one in tab order.
func (m *Model) next(d int) Mode {
	for i, mode := range Modes {
		if mode == m.active {
			return Modes[(i+d)%len(Modes)]
		}
	}
	return Watch
}

// switchTo makes mode the active view: the one left stops its work, the one
// shown starts (or resumes) its own.
func (m *Model) switchTo(mode Mode) tea.Cmd {
	if mode == m.active {
		return nil
	}
	m.view(m.active).Hide()
	m.active = mode
	return m.view(mode).Show()
}

// setN makes n (within 1..MaxN) the board size of every view.
func (m *Model) setN(n int) tea.Cmd {
	if !m.com.ChangeN(n) {
		return nil
	}
	return m.broadcast(common.NChangedMsg{})
}

func (m *Model) updateActive(msg tea.Msg) tea.Cmd {
	_, cmd := m.view(m.active).Update(msg)
	return cmd
}

// broadcast gives msg to every view.
func (m *Model) broadcast(msg tea.Msg) tea.Cmd {
	cmds := make([]tea.Cmd, 0, len(Modes))
	for _, mode := range Modes {
		_, cmd := m.view(mode).Update(msg)
		cmds = append(cmds, cmd)
	}
	return tea.Batch(cmds...)
}

// relayout lays the help bar out for the state the update left (drawing
// it again only if that changed what it shows, see helpBar) and gives
// every view the room between the header and the help bar (the full help
// is taller than the short one). A view already of that size keeps its
// layout.
func (m *Model) relayout() {
	W, H := m.com.Width, m.com.Height
	if m.help.ShowAll {
		m.com.Keys.Help.SetHelp("?", m.com.Lang.T(i18n.KeyFewerKeys))
	} else {
		m.com.Keys.Help.SetHelp("?", m.com.Lang.T(i18n.KeyMoreKeys))
	}
	m.chrome = H >= minChrome && !m.fullWindow()
	bodyH := H
	if m.chrome {
		m.footer = m.helpBar(W, H-1-2)
		bodyH = H - 1 - len(m.footer)
	} else {
		m.footer, m.footerFor = nil, ""
	}
	for _, mode := range Modes {
		m.view(mode).SetSize(W, bodyH)
	}
}

// fullWindower is a view that may ask for the whole window, without the
// header and the help bar (the watch view's z).
type fullWindower interface{ FullWindow() bool }

// fullWindow reports whether the active view asks for the whole window.
func (m *Model) fullWindow() bool {
	f, ok := m.view(m.active).(fullWindower)
	return ok && f.FullWindow()
}

// View implements tea.Model: the header, the active view and the help bar,
// never larger than the window, in ASCII only with --ascii.
func (m *Model) View() string {
	W, H := m.com.Width, m.com.Height
	if W <= 0 || H <= 0 {
		return ""
	}
	st := m.com.Styles
	body := m.view(m.active).View()
	if !m.chrome {
		return m.finish(body)
	}
	replay, _ := m.watch.Replaying()
	if k := (headerKey{W, m.active, m.com.N, replay, m.banner}); k != m.headerFor {
		m.headerFor = k
		m.headerLine = common.Finish([]string{m.header(W)}, W, 1, st.Glyphs.Ellipsis)
	}
	bodyH := H - 1 - len(m.footer)
	lines := make([]string, 0, H)
	lines = append(lines, m.headerLine)
	if body != "" {
		// The view keeps within the size SetSize gave it (each ends with
		// common.Finish); measuring its lines again here would cost every
		// frame a tenth of its time, so only their number is held.
		body := strings.SplitN(body, "\n", bodyH+1)
		lines = append(lines, body[:min(len(body), bodyH)]...)
	}
	for len(lines) < H-len(m.footer) {
		lines = append(lines, "")
	}
	lines = append(lines, m.footer...)
	return m.finish(strings.Join(lines, "\n"))
}

// finish makes a frame what the options ask: ASCII only (--ascii), no
// colour (NO_COLOR).
func (m *Model) finish(frame string) string {
	frame = m.com.Styles.Plain(frame)
	if m.noColor {
		frame = nocolor.Strip(frame)
	}
	return frame
}

// header names the views, the active one in brackets (so that it reads
// without colour too), and the board size they share.
func (m *Model) header(w int) string {
	if m.banner != "" {
		return m.banner
	}
	st := m.com.Styles
	tabs := make([]string, len(Modes))
	for i, mode := range Modes {
		if mode == m.active {
			tabs[i] = st.TitleKey.Render("[" + mode.In(m.com.Lang) + "]")
		} else {
			tabs[i] = st.Muted.Render(" " + mode.In(m.com.Lang) + " ")
		}
	}
	left := strings.Join(tabs, " ")
	right := st.Text.Render("N=" + strconv.Itoa(m.com.N))
	if name, ok := m.watch.Replaying(); ok {
		right = st.Muted.Render(m.com.Lang.Sprintf(i18n.TabReplayOf, name)) + "  " + right
	}
	name := st.Title.Render("nqueens") + "  "
	if lipgloss.Width(name+left+right)+2 <= w {
		left = name + left
	}
	gap := w - lipgloss.Width(left) - lipgloss.Width(right)
	if gap < 2 {
		return left
	}
	return left + strings.Repeat(" ", gap) + right
}

// SetBanner shows line, styled, in the header's place (a lesson's title
// and slide: the mode around the views takes the header's line rather than
// one of the views'); "" gives the header back.
func (m *Model) SetBanner(line string) { m.banner = line }

// SetAside puts a beside the watch view's board (nil: none): the text of
// the mode around the views, which takes its room from the panels, not
// from the board.
func (m *Model) SetAside(a *common.Aside) { m.watch.SetAside(a) }

// Active is the view on screen.
func (m *Model) Active() Mode { return m.active }

// Restore shows a lesson slide's state exactly: its board size in every
// view, its view, and in the watch view its run at its step, its layout
// and predict mode.
func (m *Model) Restore(st lesson.State) tea.Cmd {
	var cmds []tea.Cmd
	if m.com.ChangeN(st.N) {
		cmds = append(cmds, m.broadcast(common.NChangedMsg{}))
	}
	mode := Mode(st.View)
	if m.view(mode) == nil {
		mode = Watch
	}
	cmds = append(cmds, m.watch.Restore(st), m.switchTo(mode))
	m.relayout()
	return tea.Batch(cmds...)
}

// State is the state Restore restores, as the screen shows it now.
func (m *Model) State() lesson.State {
	st := m.watch.State()
	st.View = string(m.active)
	return st
}

// Score is the learner's score in the watch view's predict mode since the
// last Restore.
func (m *Model) Score() predict.Score { return m.watch.Score() }

// Question returns the question of predict mode waiting in the watch view,
// if one waits there.
func (m *Model) Question() (predict.Question, bool) {
	if m.active != Watch {
		return predict.Question{}, false
	}
	c := m.watch.Class() // (the question a room shares is the one waiting)
	return c.Question, c.Asking
}

// Capturing reports whether the active view takes every key (a prompt).
func (m *Model) Capturing() bool { return m.view(m.active).Capturing() }
