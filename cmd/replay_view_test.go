package cmd

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens/solver/replay"
)

// TestReplayViewCommandLine: the viewer needs a terminal, and says so
// before it reads the trace; --format is the report's.
func TestReplayViewCommandLine(t *testing.T) {
	good := writeFile(t, "t.jsonl", `{"kind":"meta","n":1,"algo":"array"}`+"\n"+
		`{"step":1,"kind":"try","row":0,"col":0}`+"\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"replay", good}, "the visualizer needs a terminal"},
		{[]string{"replay", good, "--format", "json"}, "--format is the report's, with --check"},
	} {
		stdout, stderr, code := execute(t, c.args...)
		if code != exitUsage || stdout != "" || !strings.Contains(stderr, c.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, %q %q; want exit %d and %q", c.args, code, stdout, stderr, exitUsage, c.want)
		}
	}
}

// TestLoadTrace: the viewer's read of a trace keeps its valid events and
// its fault, refuses a trace it cannot show in one line, and ends on a
// signal even while the read waits for a writer that never writes.
func TestLoadTrace(t *testing.T) {
	t.Parallel()
	trace := `{"kind":"meta","n":4,"algo":"array"}` + "\n" + `{"step":1,"kind":"try","row":0,"col":0}` + "\n" +
		`{"step":2,"kind":"try","row":0,"col":1}` + "\n"
	l, err := loadTrace(context.Background(), strings.NewReader(trace), replay.Options{}, func(uint64) {})
	if err != nil || l.Script.Len() != 1 || l.Fault == nil || l.Fault.Line != 3 {
		t.Fatalf("%v: %+v", err, l)
	}
	_, err = loadTrace(context.Background(), strings.NewReader(`{"kind":"meta","n":99}`+"\n"), replay.Options{}, func(uint64) {})
	if err == nil || !strings.HasPrefix(err.Error(), "the trace cannot be shown: ") || strings.Contains(err.Error(), "\n") {
		t.Errorf("N=99: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	defer pw.Close()
	in := newFirstRead(pr)
	done := make(chan error, 1)
	go func() {
		_, err := loadTrace(ctx, in, replay.Options{N: 6}, func(uint64) {})
		done <- err
	}()
	select { // the signal once the read waits
	case <-in.started:
	case err := <-done:
		t.Fatalf("loadTrace ended before it read: %v", err)
	}
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, errInterrupted) {
			t.Errorf("a signal while the read waits: %v", err)
		}
	case <-time.After(time.Minute):
		t.Fatal("a signal does not end the read of a pipe nobody writes (a minute later)")
	}
}
