package main

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/internal/termgif"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/driver"
)

// demoArgs are the arguments that made demo.gif: the command in the README
// and in demo.tape.
var demoArgs = []string{"gif", "-n", "4", "--speed", "6", "--cols", "110", "--rows", "34", "--keys", "tab ] ] ] ] l l l u"}

// updating reports the -update flag (registered by the golden package), so
// that one flag accepts both the text goldens and the demo.
func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// TestDemoGIF keeps the README's demo what the program makes: a change to
// the renderer that alters no screen must leave it byte for byte the same.
// When the screens are meant to change, `go test . -run DemoGIF -update`
// rewrites demo.gif (look at it before committing).
func TestDemoGIF(t *testing.T) {
	out := filepath.Join(t.TempDir(), "demo.gif")
	if _, stderr, code := execute(t, append(demoArgs, "-o", out)...); code != exitOK {
		t.Fatalf("gif exited %d: %s", code, stderr)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if updating() {
		if err := os.WriteFile("demo.gif", got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile("demo.gif")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the demo command makes %d bytes that differ from demo.gif (%d bytes); if the screens were meant to change, run go test . -run DemoGIF -update and look at the GIF", len(got), len(want))
	}
}

// BenchmarkDemoGIF measures encoding the demo's frames (recording them is
// not timed). It fails if they no longer encode to demo.gif, so that the
// figure is always that of the file in the README.
func BenchmarkDemoGIF(b *testing.B) {
	// As the gif command records: true colour on a dark background.
	lipgloss.SetColorProfile(termenv.TrueColor)
	lipgloss.SetHasDarkBackground(true)
	keys, err := driver.ParseKeys(demoArgs[len(demoArgs)-1])
	if err != nil {
		b.Fatal(err)
	}
	frames, err := ui.Record(context.Background(), ui.RecordOptions{
		Options: ui.Options{N: 4, Strategy: solver.Array, Speed: 6},
		Cols:    110, Rows: 34, Speed: 6, FPS: 10,
		Keys: keys, KeyDelay: 900 * time.Millisecond, Hold: 2 * time.Second,
	})
	if err != nil {
		b.Fatal(err)
	}
	want, err := os.ReadFile("demo.gif")
	if err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	for b.Loop() {
		buf.Reset()
		if err := termgif.Encode(&buf, frames, gifOptions(110, 34)); err != nil {
			b.Fatal(err)
		}
	}
	if !bytes.Equal(buf.Bytes(), want) {
		b.Fatal("the benchmarked frames do not encode to demo.gif")
	}
	b.ReportMetric(float64(len(frames)), "frames")
}
