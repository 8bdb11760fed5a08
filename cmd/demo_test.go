package cmd

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
	"github.com/nqueens/nqueens/internal/kit/testkit"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/driver"
)

// demoArgs are the arguments that made demo.gif: the command in the README
// and in demo.tape.
var demoArgs = []string{"gif", "-n", "4", "--speed", "6", "--cols", "110", "--rows", "34", "--keys", "tab ] ] ] ] l l l u"}

// readmeGIFs are the GIFs of the README and the arguments that make them.
var readmeGIFs = []struct {
	file string
	args []string
}{
	{"demo.gif", demoArgs},
	// The search-tree panel: t, twenty steps (attacks, the first branch
	// folded), the next backtrack, both solutions, the end, and back to
	// the last solution with the tree open again.
	{"docs/tree-panel.gif", []string{"gif", "-n", "4", "--steps", "1", "--cols", "100", "--rows", "30", "--key-delay", "700ms",
		"--keys", "t l l l l l l l l l l l l l l l l l l l l b n n G p"}},
	// The comparison: c, twelve queens put down on each board (plain
	// backtracking walks into the branch fc has cut), then both to the
	// end and the table.
	{"docs/compare.gif", []string{"gif", "-n", "8", "--steps", "1", "--cols", "100", "--rows", "30", "--key-delay", "700ms",
		"--keys", "c l l l l l l l l l l l l G"}},
	// The first built-in lesson, a slide a frame: its predict questions
	// wait on the screen.
	{"docs/lesson-1.gif", []string{"gif", "--lesson", "1", "--cols", "100", "--rows", "30"}},
}

// updating reports the -update flag (registered by the golden package), so
// that one flag accepts both the text goldens and the demo.
func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// TestDemoGIF keeps the README's GIFs what the program makes: a change to
// the renderer that alters no screen must leave them byte for byte the
// same. When the screens are meant to change, `go test ./cmd/ -run DemoGIF
// -update` rewrites them (look at them before committing).
//
// The recordings run as processes of their own (selfBinary), so that they
// can run in parallel with the other tests: in this process the gif
// command sets lipgloss's global colour profile.
func TestDemoGIF(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("records the README's GIFs: computing only (see longTests)")
	}
	bin := selfBinary(t)
	for _, g := range readmeGIFs {
		out := filepath.Join(t.TempDir(), filepath.Base(g.file))
		if _, stderr, code := nq(t, bin, nil, append(g.args, "-o", out)...); code != exitOK {
			t.Fatalf("gif for %s exited %d: %s", g.file, code, stderr)
		}
		got, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if updating() {
			if err := os.WriteFile(repoFile(g.file), got, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(repoFile(g.file))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("the command of %s makes %d bytes that differ from it (%d bytes); if the screens were meant to change, run go test ./cmd/ -run DemoGIF -update and look at the GIF", g.file, len(got), len(want))
		}
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
	frames, err := recordFrames(context.Background(), ui.RecordOptions{
		Options: ui.Options{N: 4, Strategy: solver.Array, Speed: 6},
		Cols:    110, Rows: 34, Speed: 6, FPS: 10,
		Keys: keys, KeyDelay: 900 * time.Millisecond, Hold: 2 * time.Second,
	})
	if err != nil {
		b.Fatal(err)
	}
	want, err := os.ReadFile(repoFile("demo.gif"))
	if err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	for b.Loop() {
		buf.Reset()
		if err := testkit.EncodeGIF(&buf, frames, gifOptions(110, 34)); err != nil {
			b.Fatal(err)
		}
	}
	if !bytes.Equal(buf.Bytes(), want) {
		b.Fatal("the benchmarked frames do not encode to demo.gif")
	}
	b.ReportMetric(float64(len(frames)), "frames")
}
