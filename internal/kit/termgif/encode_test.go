package termgif

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// Encode, for the tests, writes frames as a looping animated GIF. All frames share one
// global palette made of the colours the frames actually use; each frame
// after the first stores only the rectangle that changed, with unchanged
// pixels in it transparent, and a frame that looks exactly like the one
// before it is dropped, its delay added to that one's. Delays are rounded
// to hundredths of a second on the running total, so rounding errors do
// not add up; a frame shows for at least 2/100 s.
// The output depends only on frames and opt.
//
// The program streams (a Survey of the frames, then an Encoder fed the
// same frames again); this is the two passes over frames it already holds.
func Encode(w io.Writer, frames []Frame, opt Options) error {
	if len(frames) == 0 {
		return errors.New("termgif: no frames to encode")
	}
	texts := make([]string, len(frames))
	for i, f := range frames {
		texts[i] = f.Text
	}
	s, err := NewSurvey(opt.withDefaults().fitGrid(texts...))
	if err != nil {
		return err
	}
	for _, f := range frames {
		s.Add(f.Text)
	}
	e := NewEncoder(w, s)
	for _, f := range frames {
		if err := e.Add(f); err != nil {
			return err
		}
	}
	return e.Close()
}

func encode(t testing.TB, frames []Frame, opt Options) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := Encode(&buf, frames, opt); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func decode(t *testing.T, data []byte) *gif.GIF {
	t.Helper()
	g, err := gif.DecodeAll(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// composite replays the frames of g as a viewer does (DisposalNone) and
// returns the screen after each frame.
func composite(g *gif.GIF) []*image.RGBA {
	screen := image.NewRGBA(image.Rect(0, 0, g.Config.Width, g.Config.Height))
	var out []*image.RGBA
	for _, fr := range g.Image {
		draw.Draw(screen, fr.Bounds(), fr, fr.Bounds().Min, draw.Over)
		out = append(out, image.NewRGBA(screen.Rect))
		copy(out[len(out)-1].Pix, screen.Pix)
	}
	return out
}

func sameImage(a, b image.Image) error {
	if a.Bounds() != b.Bounds() {
		return fmt.Errorf("bounds %v, want %v", a.Bounds(), b.Bounds())
	}
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if ca, cb := color.RGBAModel.Convert(a.At(x, y)), color.RGBAModel.Convert(b.At(x, y)); ca != cb {
				return fmt.Errorf("pixel (%d,%d) = %v, want %v", x, y, ca, cb)
			}
		}
	}
	return nil
}

func TestEncodeDeterministic(t *testing.T) {
	frames := sampleFrames(30, 8)
	a, b := encode(t, frames, Options{Padding: 4}), encode(t, frames, Options{Padding: 4})
	if !bytes.Equal(a, b) {
		t.Fatal("two encodings of the same frames differ")
	}
}

func TestEncodeFramesAndDeltas(t *testing.T) {
	red := "\x1b[48;2;255;0;0m"
	frames := []Frame{
		{Text: "hello", Delay: 100 * time.Millisecond},
		{Text: "hello", Delay: 150 * time.Millisecond}, // same text: merged
		{Text: "he" + red + "ll\x1b[0mo", Delay: 100 * time.Millisecond},
		// Different text, same pixels: merged as well.
		{Text: "he" + red + "l\x1b[48;2;255;0;0ml\x1b[mo", Delay: 30 * time.Millisecond},
		{Text: "\x1b[1mbye", Delay: 10 * time.Millisecond},
		{Text: "hello", Delay: 0},
	}
	opt := Options{Cols: 10, Rows: 3, Padding: 5}
	g := decode(t, encode(t, frames, opt))

	// The default cell is 8×17 pixels.
	if w, h := g.Config.Width, g.Config.Height; w != 10*8+2*5 || h != 3*17+2*5 {
		t.Errorf("size %d×%d, want %d×%d", w, h, 10*8+10, 3*17+10)
	}
	if len(g.Image) != 4 {
		t.Fatalf("%d frames, want 4", len(g.Image))
	}
	if want := []int{25, 13, 2, 2}; fmt.Sprint(g.Delay) != fmt.Sprint(want) {
		// 0.25 s; 0.13 s; 0.01 s raised to the minimum; 0 s likewise.
		t.Errorf("delays %v, want %v", g.Delay, want)
	}
	if g.LoopCount != 0 {
		t.Errorf("loop count %d, want 0 (forever)", g.LoopCount)
	}
	full := image.Rect(0, 0, g.Config.Width, g.Config.Height)
	if g.Image[0].Bounds() != full {
		t.Errorf("first frame %v, want the full image %v", g.Image[0].Bounds(), full)
	}
	// Frame 2 only changes the cells "ll" (columns 2–3 of row 0).
	cells := image.Rect(5+2*8, 5, 5+4*8, 5+17)
	if b := g.Image[1].Bounds(); !b.In(cells) {
		t.Errorf("second frame covers %v, want within %v", b, cells)
	}
	// Every screen, replayed from the deltas, is exactly what Render draws.
	texts := []string{frames[0].Text, frames[2].Text, frames[4].Text, frames[5].Text}
	for i, screen := range composite(g) {
		if err := sameImage(screen, Render(texts[i], opt)); err != nil {
			t.Errorf("screen %d: %v", i, err)
		}
	}
}

func TestEncodePixels(t *testing.T) {
	frames := []Frame{
		{Text: "ab\n c \x1b[48;2;255;0;0m  \x1b[0m", Delay: time.Second},
		{Text: "ab\n c \x1b[38;2;0;0;0;48;2;255;255;255m ♛ \x1b[0m", Delay: time.Second},
	}
	opt := Options{Cols: 8, Rows: 2, Padding: 3}
	screens := composite(decode(t, encode(t, frames, opt)))
	cellAt := func(col, row int) image.Rectangle {
		return image.Rect(3+col*8, 3+row*17, 3+(col+1)*8, 3+(row+1)*17)
	}
	// Frame 1: the red cells are red all over.
	for _, col := range []int{3, 4} {
		r := cellAt(col, 1)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if c := screens[0].RGBAAt(x, y); c != (color.RGBA{255, 0, 0, 255}) {
					t.Fatalf("red cell pixel (%d,%d) = %v", x, y, c)
				}
			}
		}
	}
	// Frame 2: the queen is drawn in black on white, and nothing else.
	var black, other int
	r := cellAt(3, 1).Union(cellAt(5, 1))
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			switch c := screens[1].RGBAAt(x, y); c {
			case color.RGBA{0, 0, 0, 255}:
				black++
			case color.RGBA{255, 255, 255, 255}:
			default:
				if c.R != c.G || c.G != c.B {
					other++ // antialiasing must stay between the two colours
				}
			}
		}
	}
	if black < 20 || other > 0 {
		t.Errorf("queen cell: %d black pixels (want ≥ 20), %d off-grey pixels", black, other)
	}
}

func TestEncodeManyColours(t *testing.T) {
	// 600 distinct colours, more than a GIF palette holds: the palette is
	// cut deterministically and the output still decodes.
	var frames []Frame
	for f := range 3 {
		var b strings.Builder
		for i := range 200 {
			v := f*200 + i
			fmt.Fprintf(&b, "\x1b[38;2;%d;%d;%dm\x1b[48;2;%d;%d;%dmx", v%256, v/3%256, 255-v%256, v/2%256, v%256, v*7%256)
			if i%20 == 19 {
				b.WriteByte('\n')
			}
		}
		frames = append(frames, Frame{Text: b.String(), Delay: 50 * time.Millisecond})
	}
	a := encode(t, frames, Options{})
	if !bytes.Equal(a, encode(t, frames, Options{})) {
		t.Fatal("nondeterministic output with an overfull palette")
	}
	g := decode(t, a)
	if n := len(g.Config.ColorModel.(color.Palette)); n > 256 {
		t.Errorf("palette of %d colours", n)
	}
	if len(g.Image) != 3 {
		t.Errorf("%d frames, want 3", len(g.Image))
	}
}

func TestEncodeNoFrames(t *testing.T) {
	if err := Encode(&bytes.Buffer{}, nil, Options{}); err == nil {
		t.Error("no error for an empty animation")
	}
}

// TestStreamedEncodeIsEncodeAll: the streamed encoder writes, byte for
// byte, the file image/gif's EncodeAll writes from all the frames at once
// (what Encode did before it streamed), for one frame and for many, with
// merged texts, unchanged images and colours past the palette.
func TestStreamedEncodeIsEncodeAll(t *testing.T) {
	red := "\x1b[48;2;255;0;0m"
	cases := map[string][]Frame{
		"one":     {{Text: "hello", Delay: 100 * time.Millisecond}},
		"sample":  sampleFrames(30, 8),
		"merged":  {{Text: "a", Delay: 30 * time.Millisecond}, {Text: "a", Delay: 40 * time.Millisecond}, {Text: "a" + red + "\x1b[0m", Delay: 50 * time.Millisecond}, {Text: "b" + red + "x", Delay: 10 * time.Millisecond}},
		"colours": manyColourFrames(300),
	}
	for name, frames := range cases {
		opt := Options{Cols: 12, Rows: 3, Padding: 2}
		got := encode(t, frames, opt)
		want := encodeAllReference(t, frames, opt)
		if !bytes.Equal(got, want) {
			t.Errorf("%s: streamed encoding (%d bytes) differs from EncodeAll's (%d bytes)", name, len(got), len(want))
		}
	}
}

// manyColourFrames gives n frames of one cell each in its own colour: more
// colours than a palette holds.
func manyColourFrames(n int) []Frame {
	var frames []Frame
	for i := range n {
		frames = append(frames, Frame{Text: fmt.Sprintf("\x1b[48;2;%d;%d;0mx\x1b[0m", i%256, i/256*40), Delay: 20 * time.Millisecond})
	}
	return frames
}

// encodeAllReference is Encode as it was before it streamed: every frame
// drawn and kept, then image/gif's EncodeAll.
func encodeAllReference(t *testing.T, frames []Frame, opt Options) []byte {
	t.Helper()
	opt = opt.withDefaults()
	r := newRenderer(opt)
	var cc colourCounts
	for i, f := range frames {
		if i == 0 || f.Text != frames[i-1].Text {
			r.count(&cc, Parse(f.Text, opt))
		}
	}
	p := newPalette(cc, 255)
	transparent := uint8(len(p.colors))
	p.colors = append(p.colors, color.RGBA{})
	bounds := r.size()
	prev, cur := image.NewPaletted(bounds, p.colors), image.NewPaletted(bounds, p.colors)
	anim := &gif.GIF{Config: image.Config{ColorModel: p.colors, Width: bounds.Dx(), Height: bounds.Dy()}, BackgroundIndex: p.lookup(opt.Background)}
	var delays []time.Duration
	for i, f := range frames {
		if i > 0 && f.Text == frames[i-1].Text {
			delays[len(delays)-1] += f.Delay
			continue
		}
		r.draw(cur, Parse(f.Text, opt), p)
		var img *image.Paletted
		if len(anim.Image) == 0 {
			img = image.NewPaletted(bounds, p.colors)
			copy(img.Pix, cur.Pix)
		} else {
			changed := diffRect(prev, cur)
			if changed.Empty() {
				delays[len(delays)-1] += f.Delay
				continue
			}
			img = delta(prev, cur, changed, transparent)
		}
		anim.Image = append(anim.Image, img)
		anim.Disposal = append(anim.Disposal, gif.DisposalNone)
		delays = append(delays, f.Delay)
		prev, cur = cur, prev
	}
	var c delayClock
	for _, d := range delays {
		anim.Delay = append(anim.Delay, c.next(d))
	}
	var buf bytes.Buffer
	if err := gif.EncodeAll(&buf, anim); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestCentiseconds(t *testing.T) {
	ms := time.Millisecond
	var c delayClock
	var got []int
	for _, d := range []time.Duration{33 * ms, 33 * ms, 34 * ms, 0, -5 * ms, 1 * time.Second} {
		got = append(got, c.next(d))
	}
	// Running total 33, 66, 100 ms → 3, 7, 10 cs; then the 2 cs minimum
	// twice, which the last frame gives back.
	want := []int{3, 4, 3, 2, 2, 96}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("centiseconds = %v, want %v", got, want)
	}
}

func TestGolden(t *testing.T) {
	img := Render(sampleScreen(8, 6, 42), Options{Padding: 8})
	path := filepath.Join("testdata", "sample.png")
	if *update {
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v (run go test ./internal/kit/termgif -update to create it)", err)
	}
	defer f.Close()
	want, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if err := sameImage(img, want); err != nil {
		t.Errorf("rendering differs from %s: %v (if intended, run go test ./internal/kit/termgif -update and look at the file)", path, err)
	}
}

func BenchmarkEncode(b *testing.B) {
	// A 100×35 terminal, 300 frames of a 16×16 board being filled.
	frames := sampleFrames(300, 16)
	opt := Options{Cols: 100, Rows: 35}
	var size int
	for b.Loop() {
		size = len(encode(b, frames, opt))
	}
	b.ReportMetric(float64(size), "bytes")
}
