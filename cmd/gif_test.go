package cmd

import (
	"bytes"
	"context"
	"errors"
	"image/color"
	"image/gif"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/internal/kit/termgif"
	"github.com/nqueens/nqueens/internal/kit/testkit"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/driver"
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
	// The size of a blank 80×24 screen drawn with the same options.
	var blank bytes.Buffer
	if err := testkit.EncodeGIF(&blank, []termgif.Frame{{}}, gifOptions(80, 24)); err != nil {
		t.Fatal(err)
	}
	ref, err := gif.DecodeConfig(&blank)
	if err != nil {
		t.Fatal(err)
	}
	if g.Config.Width != ref.Width || g.Config.Height != ref.Height {
		t.Errorf("GIF is %d×%d px, want %d×%d for 80×24 cells", g.Config.Width, g.Config.Height, ref.Width, ref.Height)
	}
}

// TestGIFLightTheme records with the light theme: the frame's margin is
// the theme's light screen, not the dark terminal of the defaults.
func TestGIFLightTheme(t *testing.T) {
	out := filepath.Join(t.TempDir(), "light.gif")
	if _, stderr, code := execute(t, "gif", "-n", "4", "--steps", "3", "--cols", "40", "--rows", "12", "--theme", "light", "-o", out); code != exitOK {
		t.Fatalf("gif --theme light exited %d: %s", code, stderr)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := gif.DecodeAll(f)
	if err != nil {
		t.Fatal(err)
	}
	if r, gr, b, _ := g.Image[0].At(0, 0).RGBA(); r>>8 != 0xff || gr>>8 != 0xff || b>>8 != 0xff {
		t.Errorf("the light theme's margin is #%02x%02x%02x, want white", r>>8, gr>>8, b>>8)
	}
}

// TestRecordedFrameGolden keeps the text grid of one recorded frame (an
// attack on the 4×4 board), so that a change to what the GIF shows is seen
// in review. Run `go test ./cmd/ -run RecordedFrame -update` to accept one.
func TestRecordedFrameGolden(t *testing.T) {
	frames, err := recordFrames(context.Background(), ui.RecordOptions{
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

// TestGIFToStdout: -o - writes the GIF on standard output.
func TestGIFToStdout(t *testing.T) {
	stdout, stderr, code := execute(t, "gif", "-n", "4", "--steps", "3", "--cols", "60", "--rows", "20", "-o", "-")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	g, err := gif.DecodeAll(strings.NewReader(stdout))
	if err != nil || len(g.Image) != 4 {
		t.Fatalf("stdout is not the GIF of 4 frames: %v", err)
	}
}

// TestGIFModes: --mode opens each view: the first frame is what the UI
// opened in that mode shows; --steps goes with the watch view only.
func TestGIFModes(t *testing.T) {
	seen := map[string]ui.Mode{}
	for _, mode := range ui.Modes {
		o := ui.Options{N: 6, Mode: mode}
		frames, err := recordFrames(context.Background(), ui.RecordOptions{Options: o, Cols: 100, Rows: 32, Speed: 5, FPS: 10})
		if err != nil {
			t.Fatal(err)
		}
		m := ui.New(o)
		m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
		driver.Settle[tea.Model](context.Background(), m, m.Init(), nil, 10_000)
		if frames[0].Text != m.View() {
			t.Errorf("--mode %s: the first frame is not the view the UI opens with", mode)
		}
		if other, ok := seen[frames[0].Text]; ok {
			t.Errorf("--mode %s records the same screen as --mode %s", mode, other)
		}
		seen[frames[0].Text] = mode
	}
	if _, stderr, code := execute(t, "gif", "--mode", "play", "--steps", "5", "-o", "x.gif"); code != exitUsage || !strings.Contains(stderr, "--keys") {
		t.Errorf("--mode play --steps 5: exit %d, %q; want a usage error pointing at --keys", code, stderr)
	}
}

// TestGIFInterrupted: Ctrl-C stops a recording that waits for long work it
// shows (the play view's count of N=20 spends its budget, the solutions view
// of N=40 searches long for its first solution): status 130, and the output
// path as it was, with nothing left beside it.
func TestGIFInterrupted(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "old.gif")
	if err := os.WriteFile(out, []byte("the old file"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"gif", "--mode", "play", "-n", "20", "-o", out},
		{"gif", "--mode", "solutions", "-n", "40", "-o", out},
	} {
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(50*time.Millisecond, cancel)
		done := make(chan error, 1)
		go func() {
			_, _, err := executeContext(ctx, args...)
			done <- err
		}()
		select {
		case err := <-done:
			if !errors.Is(err, errInterrupted) {
				t.Errorf("%q interrupted: %v, want errInterrupted", args, err)
			}
		case <-time.After(2 * time.Minute):
			t.Fatalf("%q: still recording 2 minutes after Ctrl-C", args)
		}
		cancel()
	}
	checkOnly(t, dir, map[string]string{"old.gif": "the old file"})
}

// TestGIFOutputs: a new file and a file replaced get the permissions a new
// file gets (or the old one's), and a FIFO is written into, not replaced;
// a writing error leaves the FIFO in place (the old code removed the path
// of a failed write, a device node included).
func TestGIFOutputs(t *testing.T) {
	dir := t.TempDir()
	args := []string{"gif", "-n", "4", "--steps", "2", "--cols", "40", "--rows", "16", "-o"}

	// A new file, then the same file again: replaced, mode kept.
	out := filepath.Join(dir, "a.gif")
	for range 2 {
		if _, stderr, code := execute(t, append(args, out)...); code != exitOK {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		if err := os.Chmod(out, 0o640); err != nil {
			t.Fatal(err)
		}
	}
	if info, err := os.Stat(out); err != nil || info.Mode().Perm() != 0o640 {
		t.Errorf("the replaced file: %v, %v; want mode 0640 kept", info.Mode(), err)
	}
	// A symbolic link stays a link to the new file.
	link := filepath.Join(dir, "link.gif")
	if err := os.Symlink("a.gif", link); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := execute(t, append(args, link)...); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced by a file: %v", err)
	}

	// A FIFO whose reader reads it all, then one whose reader goes away
	// after 6 bytes (`-o fifo` with `head -c 6` at the other end).
	for _, readAll := range []bool{true, false} {
		fifo := filepath.Join(dir, "fifo")
		if err := syscall.Mkfifo(fifo, 0o600); err != nil {
			t.Skip("no FIFOs here:", err)
		}
		got := make(chan []byte, 1)
		go func() {
			f, err := os.Open(fifo)
			if err != nil {
				got <- nil
				return
			}
			defer f.Close()
			if readAll {
				b, _ := io.ReadAll(f)
				got <- b
				return
			}
			b := make([]byte, 6)
			io.ReadFull(f, b)
			got <- b
		}()
		type result struct {
			stderr string
			code   int
		}
		ran := make(chan result, 1)
		go func() {
			_, stderr, code := execute(t, append(args, fifo)...)
			ran <- result{stderr, code}
		}()
		var r result
		select {
		case r = <-ran:
		case <-time.After(2 * time.Minute):
			// Opened read-write, the FIFO has a reader for ever: the
			// process itself.
			t.Fatalf("FIFO read all=%v: gif still writing after 2 minutes", readAll)
		}
		stderr, code := r.stderr, r.code
		b := <-got
		if code != exitOK {
			t.Errorf("FIFO read all=%v: exit %d: %s", readAll, code, stderr)
		}
		if (readAll && !bytes.HasPrefix(b, []byte("GIF89a"))) || (!readAll && string(b) != "GIF89a") {
			t.Errorf("FIFO read all=%v: read %.10q", readAll, b)
		}
		if info, err := os.Lstat(fifo); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
			t.Fatalf("FIFO read all=%v: the FIFO is gone or replaced: %v", readAll, err)
		}
		os.Remove(fifo)
	}
	checkOnly(t, dir, map[string]string{"a.gif": "", "link.gif": ""})

	// A link to nothing is refused, and stays: it was replaced by the GIF.
	dangling := filepath.Join(dir, "dangling.gif")
	if err := os.Symlink("missing/target.gif", dangling); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := execute(t, append(args, dangling)...); code != exitFailure || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "symbolic link to missing/target.gif") {
		t.Errorf("-o a dangling link: exit %d, %q; want 1 and one line naming the link's target", code, stderr)
	}
	if info, err := os.Lstat(dangling); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the dangling link was replaced: %v", err)
	}
	os.Remove(dangling)

	// A folder that does not exist fails before any work, and a folder is
	// not a file.
	for bad, want := range map[string]string{
		filepath.Join(dir, "no", "such.gif"): "the folder " + filepath.Join(dir, "no") + " does not exist",
		dir:                                  "is a folder",
	} {
		if _, stderr, code := execute(t, append(args, bad)...); code != exitFailure || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, want) {
			t.Errorf("-o %s: exit %d, %q; want exit 1 and one line saying %q", bad, code, stderr, want)
		}
	}
}

// checkOnly fails unless dir holds exactly the named files, with the given
// contents where one is given: no temporary file is left behind.
func checkOnly(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
		want, ok := files[e.Name()]
		if !ok {
			t.Errorf("%s was left in %s", e.Name(), dir)
			continue
		}
		if want != "" {
			if b, _ := os.ReadFile(filepath.Join(dir, e.Name())); string(b) != want {
				t.Errorf("%s holds %q, want %q", e.Name(), b, want)
			}
		}
	}
	if len(names) != len(files) {
		t.Errorf("%s holds %v, want %d files", dir, names, len(files))
	}
}

// TestGIFDelayBound: keys that change nothing make one screen of the GIF
// (the encoder merges them), whose delay is the sum of theirs; past the
// 655.35 s a GIF frame can last, it would wrap around to a short one.
// It runs the program as a process of its own, in parallel with the
// others: the recording that meets the frames' bound takes seconds.
func TestGIFDelayBound(t *testing.T) {
	t.Parallel()
	bin := selfBinary(t)
	out := filepath.Join(t.TempDir(), "x.gif")
	// % is no key of the watch view: it changes nothing.
	_, stderr, code := nq(t, bin, nil, "gif", "-n", "4", "--steps", "1", "--keys", "% % %", "--key-delay", "300s", "-o", out)
	if code != exitUsage || !strings.Contains(stderr, "655.35") {
		t.Errorf("three 300 s keys on one screen: exit %d, %q; want a usage error", code, stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("the refused recording wrote %s", out)
	}
	if _, stderr, code := nq(t, bin, nil, "gif", "-n", "4", "--steps", "1", "--keys", "%", "--key-delay", "300s", "-o", out); code != exitOK {
		t.Errorf("one 300 s key: exit %d, %q", code, stderr)
	}
	if testing.Short() {
		return // the two below record thousands of frames (see longTests)
	}
	// N=64 does not fit the grid as squares: the watch view draws it as a
	// list, each step its own screen, and the first solution is further
	// than a GIF holds: that is the reason to give, not --key-delay (no
	// key was given). A small grid draws the frames up to the bound in a
	// third of the default's time.
	_, stderr, code = nq(t, bin, nil, "gif", "-n", "64", "--steps", "0", "--cols", "40", "--rows", "12", "-o", out)
	if code == exitOK || !strings.Contains(stderr, "more than 5000 frames; ask for fewer steps") || strings.Contains(stderr, "key") {
		t.Errorf("gif -n 64 --steps 0 --cols 40 --rows 12: exit %d, %q; want the frames' bound", code, stderr)
	}
	// A grid too small even for the list says so, not --key-delay.
	_, stderr, code = nq(t, bin, nil, "gif", "-n", "64", "--steps", "0", "--cols", "20", "--rows", "8", "-o", out)
	if code != exitUsage || !strings.Contains(stderr, "the board does not fit in --cols 20 --rows 8") || strings.Contains(stderr, "key") {
		t.Errorf("gif -n 64 --steps 0 --cols 20 --rows 8: exit %d, %q; want status 2 and the grid named", code, stderr)
	}
}

// TestGIFNoColor: --no-color records what NO_COLOR shows: no colour in any
// frame (every cell in the terminal's default colours, or their faint mix),
// the attributes NO_COLOR allows kept (the executing line and the
// narration are bold). The GIF's palette then holds only the default
// colours and their blends.
func TestGIFNoColor(t *testing.T) {
	// As gif does: the frames are styled for a true-colour terminal, not
	// for whatever this process's environment says (CI=true means none).
	prev := lipgloss.ColorProfile()
	lipgloss.SetColorProfile(termenv.TrueColor)
	defer lipgloss.SetColorProfile(prev)
	frames, err := recordFrames(context.Background(), ui.RecordOptions{
		Options: ui.Options{N: 4, Strategy: solver.Array, Speed: 5, NoColor: true},
		Cols:    80, Rows: 24, Steps: 12, Speed: 5, FPS: 10, Hold: 1,
	})
	if err != nil {
		t.Fatal(err)
	}
	fg, bg := termgif.DefaultForeground, termgif.DefaultBackground
	bold := 0
	for _, row := range termgif.Parse(frames[12].Text, termgif.Options{Cols: 80, Rows: 24}) {
		for _, c := range row {
			if !onLine(c.FG, fg, bg) || !onLine(c.BG, fg, bg) {
				t.Fatalf("cell %q in colour %v on %v under --no-color", c.Rune, c.FG, c.BG)
			}
			if c.Bold {
				bold++
			}
		}
	}
	if bold == 0 {
		t.Error("no bold cell under --no-color")
	}
	var out bytes.Buffer
	if _, stderr, code := executeTo(t, &out, "gif", "-n", "4", "--steps", "12", "--cols", "80", "--rows", "24", "--no-color", "-o", "-"); code != exitOK {
		t.Fatalf("gif --no-color: exit %d: %s", code, stderr)
	}
	g, err := gif.DecodeAll(&out)
	if err != nil {
		t.Fatal(err)
	}
	used := map[uint8]bool{}
	for _, img := range g.Image {
		for _, i := range img.Pix {
			used[i] = true
		}
	}
	for i := range used {
		c := g.Image[0].Palette[i]
		if r, gr, b, a := c.RGBA(); a != 0 && !onLine(color.RGBA{uint8(r >> 8), uint8(gr >> 8), uint8(b >> 8), 0xff}, fg, bg) {
			t.Errorf("gif --no-color draws in the colour %v", c)
		}
	}
}

// onLine reports whether c is a blend of a and b (within rounding).
func onLine(c, a, b color.RGBA) bool {
	// The blend's fraction along each channel must agree.
	t := -1.0
	for _, ch := range [][3]uint8{{c.R, a.R, b.R}, {c.G, a.G, b.G}, {c.B, a.B, b.B}} {
		d := float64(ch[1]) - float64(ch[2])
		if d < 16 && d > -16 {
			continue
		}
		f := (float64(ch[0]) - float64(ch[2])) / d
		if f < -0.02 || f > 1.02 || t >= 0 && (f-t > 0.04 || t-f > 0.04) {
			return false
		}
		t = f
	}
	return true
}

// executeTo is execute with stdout written to out (a GIF is binary).
func executeTo(t *testing.T, out io.Writer, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var errOut bytes.Buffer
	code = runWith(args, out, &errOut)
	return "", errOut.String(), code
}

// TestPublishedGIFExitsZero: a signal that comes once the GIF is renamed
// into place does not change the status, which says the work is done (it
// said 129 over the replaced file); one that comes before leaves the old
// file and says interrupted.
func TestPublishedGIFExitsZero(t *testing.T) {
	for _, after := range []bool{true, false} {
		ctx, cancel := context.WithCancelCause(context.Background())
		pub := &publication{}
		ctx = context.WithValue(ctx, publicationKey{}, pub)
		hangup := func() { cancel(signalCause{syscall.SIGHUP}) }
		renamed := false
		if !after {
			hangup()
		}
		err := publish(ctx, func() error {
			renamed = true
			if after {
				hangup() // during the rename
			}
			return nil
		})
		code := exitStatus(ctx, err, pub.done.Load())
		switch {
		case after && (code != exitOK || !renamed):
			t.Errorf("SIGHUP during the rename: status %d, renamed %v; want 0, renamed", code, renamed)
		case !after && (code != 128+int(syscall.SIGHUP) || renamed):
			t.Errorf("SIGHUP before the rename: status %d, renamed %v; want 129, not renamed", code, renamed)
		}
	}
}

// TestGIFToDevStdout: -o /dev/stdout onto a pipe writes into the pipe. The
// link leads to /proc/self/fd/1 and on to "pipe:[…]", which names no path:
// resolving links to find a file to replace refused it.
func TestGIFToDevStdout(t *testing.T) {
	t.Parallel()
	cmd := program(selfBinary(t), "gif", "-n", "4", "--steps", "5", "-o", "/dev/stdout")
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil || !bytes.HasPrefix(out.Bytes(), []byte("GIF89a")) {
		t.Errorf("gif -o /dev/stdout into a pipe: %v, %q, %d bytes out", err, errOut.String(), out.Len())
	}
}

// recordFrames is ui.RecordTo holding every frame, for tests that look at
// them all.
func recordFrames(ctx context.Context, o ui.RecordOptions) ([]termgif.Frame, error) {
	var frames []termgif.Frame
	err := ui.RecordTo(ctx, o, func(f termgif.Frame) error {
		frames = append(frames, f)
		return nil
	})
	return frames, err
}
