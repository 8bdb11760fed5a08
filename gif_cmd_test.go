package main

import (
	"bytes"
	"context"
	"image/gif"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/termgif"
)

// TestGIFIsDeterministicAndDecodes exports the same recording twice: the
// bytes must be equal, the GIF must decode, with one frame per step plus the
// opening frame, at the size the cells and font give.
func TestGIFIsDeterministicAndDecodes(t *testing.T) {
	dir := t.TempDir()
	args := func(out string) []string {
		return []string{"gif", "-n", "4", "--steps", "10", "--cols", "80", "--rows", "24", "--keys", "h h", "-o", out}
	}
	a, b := filepath.Join(dir, "a.gif"), filepath.Join(dir, "b.gif")
	for _, out := range []string{a, b} {
		if _, stderr, code := execute(t, args(out)...); code != exitOK {
			t.Fatalf("gif exited %d: %s", code, stderr)
		}
	}
	first, err := os.ReadFile(a)
	if err != nil {
		t.Fatal(err)
	}
	second, err := os.ReadFile(b)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(first, second) {
		t.Fatalf("two runs with the same arguments wrote different files (%d and %d bytes)", len(first), len(second))
	}
	g, err := gif.DecodeAll(bytes.NewReader(first))
	if err != nil {
		t.Fatalf("the GIF does not decode: %v", err)
	}
	// The opening frame, 10 steps, and 2 steps back (which show the
	// screens of steps 9 and 8 again, so they are frames of their own).
	if got, want := len(g.Image), 1+10+2; got != want {
		t.Errorf("%d frames, want %d", got, want)
	}
	ref := termgif.Render("", gifOptions(80, 24))
	if g.Config.Width != ref.Bounds().Dx() || g.Config.Height != ref.Bounds().Dy() {
		t.Errorf("GIF is %d×%d px, want %v for 80×24 cells", g.Config.Width, g.Config.Height, ref.Bounds().Size())
	}
}

// TestRecordedFrameGolden keeps the text grid of one recorded frame (an
// attack on the 4×4 board), so that a change to what the GIF shows is seen
// in review. Run `go test . -run RecordedFrame -update` to accept one.
func TestRecordedFrameGolden(t *testing.T) {
	frames, err := ui.Record(context.Background(), ui.RecordOptions{
		Options: ui.Options{N: 4, Strategy: solver.Array, Speed: 5},
		Cols:    80, Rows: 24, Steps: 12, Speed: 5, FPS: 10, Hold: 1,
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(frames) != 13 {
		t.Fatalf("%d frames for 12 steps, want 13", len(frames))
	}
	var grid strings.Builder
	for _, row := range termgif.Parse(frames[12].Text, termgif.Options{Cols: 80, Rows: 24}) {
		for _, c := range row {
			if c.Rune != 0 {
				grid.WriteRune(c.Rune)
			}
		}
		grid.WriteByte('\n')
	}
	golden.RequireEqual(t, []byte(grid.String()))
}

func TestGIFUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"gif"},
		{"gif", "-o", "x.gif", "-n", "0"},
		{"gif", "-o", "x.gif", "--fps", "0"},
		{"gif", "-o", "x.gif", "--cols", "5"},
		{"gif", "-o", "x.gif", "--keys", "ctrl+alt+nope"},
		{"gif", "-o", "x.gif", "--mode", "films"},
	} {
		if _, _, code := execute(t, args...); code != exitUsage {
			t.Errorf("%q: exit %d, want %d", args, code, exitUsage)
		}
	}
}
