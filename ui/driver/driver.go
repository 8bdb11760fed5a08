// Package driver runs Bubble Tea models without a terminal and without the
// runtime: commands run one after the other and their messages are fed
// back, so a caller sees the state after all the work a key started, with
// no goroutine racing it and no timer deciding what a frame shows. The GIF
// recorder (ui.Record) and the UI tests (ui/uitest) drive the views this
// way, from key scripts such as "tab ] ] l l".
package driver

import (
	"context"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/spinner"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/i18n"
)

// Model is what Settle can drive: a model whose Update returns its own
// type (a tea.Model, or a bubbles-style component).
type Model[M any] interface {
	Update(tea.Msg) (M, tea.Cmd)
}

// Settle runs cmd and the commands its messages lead to, one at a time,
// and feeds each message to m, the way the Bubble Tea runtime would but
// with no waiting between them. Messages out picks are not fed to m but
// returned (a component's messages to its root).
//
// Spinner ticks only animate and their follow-ups sleep, so they are
// dropped. At most limit messages are handled, so that a model that keeps
// scheduling work cannot hang its caller. ctx is checked between messages
// and bounds every command: when it is done, Settle returns ctx.Err() at
// once and leaves the command it waited for running (a command cannot be
// stopped; its result is dropped).
func Settle[M Model[M]](ctx context.Context, m M, cmd tea.Cmd, out func(tea.Msg) bool, limit int) (M, []tea.Msg, error) {
	var outside []tea.Msg
	queue := []tea.Cmd{cmd}
	for n := 0; len(queue) > 0 && n < limit; n++ {
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		msg, err := run(ctx, c)
		if err != nil {
			return m, outside, err
		}
		switch msg := msg.(type) {
		case nil, spinner.TickMsg:
		case tea.BatchMsg:
			queue = append(queue, msg...)
		default:
			if out != nil && out(msg) {
				outside = append(outside, msg)
				continue
			}
			var next tea.Cmd
			m, next = m.Update(msg)
			queue = append(queue, next)
		}
	}
	return m, outside, ctx.Err()
}

// run runs one command under ctx: inline when ctx cannot be cancelled,
// otherwise on a goroutine, so that a cancellation does not wait for it.
func run(ctx context.Context, c tea.Cmd) (tea.Msg, error) {
	if ctx.Done() == nil {
		return c(), nil
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	done := make(chan tea.Msg, 1)
	go func() { done <- c() }()
	select {
	case msg := <-done:
		return msg, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// namedKeys are the named keys KeyFromName knows, in the order messages
// list them.
var namedKeys = []struct {
	name string
	t    tea.KeyType
}{
	{"tab", tea.KeyTab}, {"shift+tab", tea.KeyShiftTab}, {"enter", tea.KeyEnter}, {"esc", tea.KeyEsc},
	{"space", tea.KeySpace}, {"backspace", tea.KeyBackspace},
	{"up", tea.KeyUp}, {"down", tea.KeyDown}, {"left", tea.KeyLeft}, {"right", tea.KeyRight},
	{"pgup", tea.KeyPgUp}, {"pgdown", tea.KeyPgDown}, {"home", tea.KeyHome}, {"end", tea.KeyEnd},
}

// keyNames lists the names of namedKeys, for messages.
var keyNames = func() string {
	names := make([]string, len(namedKeys))
	for i, k := range namedKeys {
		names[i] = k.name
	}
	return strings.Join(names, ", ")
}()

// KeyFromName returns the key press a name stands for, as Bubble Tea would
// deliver it: one character (" " is space), or one of the names of
// namedKeys: tab, shift+tab, enter, esc, space, backspace, up, down, left,
// right, pgup, pgdown, home, end.
func KeyFromName(name string) (tea.KeyMsg, bool) {
	if name == " " {
		name = "space"
	}
	for _, k := range namedKeys {
		if k.name != name {
			continue
		}
		msg := tea.KeyMsg{Type: k.t}
		if k.t == tea.KeySpace {
			msg.Runes = []rune{' '}
		}
		return msg, true
	}
	if r := []rune(name); len(r) == 1 {
		return tea.KeyMsg{Type: tea.KeyRunes, Runes: r}, true
	}
	return tea.KeyMsg{}, false
}

// ParseKeys reads a space-separated key script such as "tab ] ] l l" into
// key presses (the names of KeyFromName).
func ParseKeys(script string) ([]tea.KeyMsg, error) {
	var keys []tea.KeyMsg
	for _, name := range strings.Fields(script) {
		k, ok := KeyFromName(name)
		if !ok {
			return nil, i18n.Errorf(i18n.DriverUnknownKey, strconv.Quote(name), keyNames)
		}
		keys = append(keys, k)
	}
	return keys, nil
}
