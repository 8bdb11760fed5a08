package common

// Helpers the views share beyond the board: the background task with its
// request id, the spinner styled from the theme, word wrapping, the
// too-small message, the last guard of a view's size, and the splitting of
// keys typed together.

import (
	"context"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/spinner"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/ui/theme"
)

// Task is a background computation a view waits for: its request id (0:
// none), so that a result overtaken by a newer request is dropped, and the
// cancel function of its context.
type Task struct {
	ID     int
	cancel context.CancelFunc
}

// Busy reports whether the task runs.
func (t *Task) Busy() bool { return t.ID != 0 }

// Stop cancels the computation; its result, if it still comes, is dropped.
func (t *Task) Stop() {
	if t.cancel != nil {
		t.cancel()
	}
	*t = Task{}
}

// Start stops t and starts it again with the next id of seq, returning the
// context the computation must honour: it ends with parent too (see
// Common.Work).
func (t *Task) Start(parent context.Context, seq *int) context.Context {
	t.Stop()
	*seq++
	ctx, cancel := context.WithCancel(parent)
	*t = Task{ID: *seq, cancel: cancel}
	return ctx
}

// Done marks the task finished if msgID is its id, and reports whether the
// result is the one awaited.
func (t *Task) Done(msgID int) bool {
	if msgID == 0 || msgID != t.ID {
		return false
	}
	t.cancel()
	*t = Task{}
	return true
}

// NumberInput returns the one-line input of a number (a solution's, a
// step's) after prompt, long enough for any uint64. Its cursor does not
// blink: a blinking cursor would be a timer running for nothing, and would
// make the view depend on time.
func NumberInput(st *theme.Styles, prompt string) textinput.Model {
	in := textinput.New()
	in.Prompt = prompt
	in.PromptStyle = st.Accent
	in.TextStyle = st.Text
	in.Cursor.Style = st.Accent
	in.CharLimit = len("18446744073709551615")
	in.Cursor.SetMode(cursor.CursorStatic)
	return in
}

// BusySpinner is the spinner a view shows while background work runs
// (plain ASCII with --ascii). It ticks only while the view is busy, and
// never runs two tick loops.
type BusySpinner struct {
	spinner.Model
	running bool
}

// NewBusySpinner returns a stopped spinner in the theme's style.
func NewBusySpinner(st *theme.Styles) BusySpinner {
	s := spinner.New(spinner.WithSpinner(spinner.MiniDot), spinner.WithStyle(st.Accent))
	if st.ASCII {
		s.Spinner = spinner.Line
	}
	return BusySpinner{Model: s}
}

// Tick handles a spinner tick: the loop goes on while busy, and ends
// (to be started again by Start) when the work is done.
func (s *BusySpinner) Tick(msg spinner.TickMsg, busy bool) tea.Cmd {
	if !busy {
		s.running = false
		return nil
	}
	var cmd tea.Cmd
	s.Model, cmd = s.Model.Update(msg)
	return cmd
}

// Start returns the first tick of a loop when the view is busy and no loop
// runs yet; call it after every update.
func (s *BusySpinner) Start(busy bool) tea.Cmd {
	if s.running || !busy {
		return nil
	}
	s.running = true
	return s.Model.Tick
}

// Amount is a count in words in l, by a plural message of the catalogue
// that takes the count and its digits grouped (text.Thousands): "1 move",
// "1,000 moves".
func Amount[T ~int | ~uint64](l i18n.Lang, id i18n.ID, n T) string {
	return l.Sprintf(id, n, l.Number(uint64(n)))
}

// Wrap word-wraps styled text to width w, without the padding lipgloss
// adds to short lines (it would only be trailing blanks).
func Wrap(s string, w int) []string {
	lines := strings.Split(lipgloss.NewStyle().Width(max(w, 1)).Render(s), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return lines
}

// TooSmall asks for a larger window, centred in the view's w×h and never
// larger than it: what every view shows when its board cannot fit in
// needW×needH. The size it names is the window's: the view's need plus
// the rows and columns the root keeps around the view (its header and help
// bar), so that a window of that size is really large enough. smaller is
// the view's key to a smaller board (a binding with no key when it has
// none); the quit key is com.Keys.Quit.
func TooSmall(com *Common, n, needW, needH, w, h int, smaller key.Binding) string {
	st := com.Styles
	needW += max(com.Width-w, 0)
	needH += max(com.Height-h, 0)
	need := strconv.Itoa(needW) + "×" + strconv.Itoa(needH)
	l := com.Lang
	quits := l.Sprintf(i18n.SmallQuits, KeyName(com.Keys.Quit))
	keys := quits
	if k := KeyName(smaller); k != "" && smaller.Enabled() {
		keys = l.Sprintf(i18n.SmallSmaller, k) + " · " + quits
	}
	lines := []string{
		st.Warning.Render(l.T(i18n.SmallWindow)),
		st.Text.Render(l.Sprintf(i18n.SmallNeeds, strconv.Itoa(n), need)),
		st.Muted.Render(keys),
	}
	if w < 22 {
		lines = []string{st.Warning.Render(l.T(i18n.SmallTooSmall)), st.Text.Render(l.Sprintf(i18n.SmallNeed, need)), st.Muted.Render(quits)}
	}
	for i := range lines {
		lines[i] = ansi.Truncate(lines[i], w, "")
	}
	if len(lines) > h {
		// Keep what matters most: how to get out.
		lines = append(lines[:max(h-1, 0)], lines[len(lines)-1])[:h]
	}
	block := lipgloss.Place(w, h, lipgloss.Center, lipgloss.Center, strings.Join(lines, "\n"))
	return st.Plain(Finish(strings.Split(block, "\n"), w, h, ""))
}

// Finish cuts every line to width w and the whole to h lines: the last
// guard of a view's size promise. The v1 renderer would otherwise drop the
// top lines of a view that is too tall and cut lines that are too wide.
//
// It runs on every frame, so it cuts the height first and truncates only the
// lines that are too wide (the layout makes that rare).
func Finish(lines []string, w, h int, ellipsis string) string {
	lines = lines[:min(len(lines), max(h, 0))]
	Cut(lines, w, ellipsis)
	return strings.Join(lines, "\n")
}

// Cut truncates, in place, the lines wider than w (Finish's guard of the
// width), for a view that knows the rest of its lines fit.
func Cut(lines []string, w int, ellipsis string) {
	for i, l := range lines {
		if ansi.StringWidth(l) > w {
			lines[i] = ansi.Truncate(l, w, ellipsis)
		}
	}
}

// EachKey calls press for every key a message stands for and batches the
// commands: keys typed faster than the terminal is read arrive as one
// message ("lll"), yet each is a key press of its own. Pastes stay whole.
func EachKey(msg tea.KeyMsg, press func(tea.KeyMsg) tea.Cmd) tea.Cmd {
	if msg.Type != tea.KeyRunes || len(msg.Runes) < 2 || msg.Paste {
		return press(msg)
	}
	cmds := make([]tea.Cmd, len(msg.Runes))
	for i, r := range msg.Runes {
		cmds[i] = press(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}, Alt: msg.Alt})
	}
	return tea.Batch(cmds...)
}

// asciiWords spells in ASCII the symbols of the UI's text and key help that
// theme.Plain, which keeps every line's width, cannot map cell for cell.
var asciiWords = strings.NewReplacer(
	"→", "right", "←", "left", "↑", "up", "↓", "down", "−", "-", "⇄", "<->",
	"°", " degrees", "–", "-", "‼", "!",
)

// ASCII returns s unchanged, or with those symbols spelled in ASCII when
// the styles are ASCII (--ascii). The spelling may be wider: call it on text
// before measuring it.
func ASCII(st *theme.Styles, s string) string {
	if !st.ASCII {
		return s
	}
	return asciiWords.Replace(s)
}
