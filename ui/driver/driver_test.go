package driver

import (
	"context"
	"errors"
	"testing"

	"github.com/charmbracelet/bubbles/spinner"
	tea "github.com/charmbracelet/bubbletea"
)

// counter counts the messages it gets; each number below 5 asks for the
// next, and the count of 3 also sends its root a message of its own.
type counter struct{ got []int }

type num int

type toRoot struct{}

func (c counter) Update(msg tea.Msg) (counter, tea.Cmd) {
	n, ok := msg.(num)
	if !ok {
		return c, nil
	}
	c.got = append(c.got, int(n))
	cmds := []tea.Cmd{func() tea.Msg { return spinner.TickMsg{} }}
	if n < 5 {
		cmds = append(cmds, func() tea.Msg { return n + 1 })
	}
	if n == 3 {
		cmds = append(cmds, func() tea.Msg { return toRoot{} })
	}
	return c, tea.Batch(cmds...)
}

func TestSettle(t *testing.T) {
	start := func() tea.Msg { return num(1) }
	isRoot := func(msg tea.Msg) bool { _, ok := msg.(toRoot); return ok }
	m, out, err := Settle(context.Background(), counter{}, start, isRoot, 1000)
	if err != nil || len(m.got) != 5 || m.got[4] != 5 || len(out) != 1 {
		t.Fatalf("got %v, out %v, err %v; want 1..5, one message to the root, no error", m.got, out, err)
	}
	// The limit stops a model that keeps asking (4 messages: 1, its
	// batch, the tick, 2).
	if m, _, _ = Settle(context.Background(), counter{}, start, nil, 4); len(m.got) != 2 {
		t.Errorf("limit 4: got %v, want 2 numbers", m.got)
	}
	// The same through a cancellable context (commands on goroutines).
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if m, _, err = Settle(ctx, counter{}, start, nil, 1000); err != nil || len(m.got) != 5 {
		t.Errorf("with a live context: got %v, err %v", m.got, err)
	}
}

// TestSettleCancelled: a command that never returns does not hold up a
// cancelled Settle.
func TestSettleCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	block := make(chan struct{})
	defer close(block)
	// Ctrl-C while the command runs.
	forever := func() tea.Msg { cancel(); <-block; return num(9) }
	m, _, err := Settle(ctx, counter{}, forever, nil, 1000)
	if !errors.Is(err, context.Canceled) || len(m.got) != 0 {
		t.Fatalf("got %v, err %v; want context.Canceled and nothing handled", m.got, err)
	}
	// Already cancelled: nothing runs.
	ran := false
	if _, _, err := Settle(ctx, counter{}, func() tea.Msg { ran = true; return nil }, nil, 1000); err == nil || ran {
		t.Errorf("cancelled context: err %v, command ran %v", err, ran)
	}
}

func TestParseKeys(t *testing.T) {
	keys, err := ParseKeys("tab  ] space l shift+tab ?")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"tab", "]", " ", "l", "shift+tab", "?"}
	if len(keys) != len(want) {
		t.Fatalf("%d keys, want %d", len(keys), len(want))
	}
	for i, k := range keys {
		if k.String() != want[i] {
			t.Errorf("key %d is %q, want %q", i, k.String(), want[i])
		}
	}
	for _, bad := range []string{"ctrl+alt+nope", "ll", "F1"} {
		if _, err := ParseKeys("l " + bad); err == nil {
			t.Errorf("ParseKeys accepted %q", bad)
		}
	}
	if keys, err := ParseKeys("   "); err != nil || len(keys) != 0 {
		t.Errorf("an empty script gives %v, %v", keys, err)
	}
}
