package termgif

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/gif"
	"io"
	"time"
)

// minDelay is the shortest frame delay written: browsers show frames with
// a delay under 2/100 s for 1/10 s instead, which would slow the whole
// animation down.
const minDelay = 2

// Survey is the first of the two passes over the frames of a streamed
// GIF: the global palette is written before the first frame, so the
// colours of all of them must be known first. It holds the counts of the
// colours and the previous text only, so its memory does not grow with the
// number of frames.
type Survey struct {
	opt  Options
	r    *renderer
	cc   colourCounts
	last string
	any  bool
}

// NewSurvey starts a survey of frames rendered with opt, which must fix
// the grid (Cols and Rows positive): a streamed encoding cannot fit the grid
// to content it has not seen.
func NewSurvey(opt Options) (*Survey, error) {
	if opt.Cols <= 0 || opt.Rows <= 0 {
		return nil, errors.New("termgif: a streamed GIF needs its grid size (Cols and Rows)")
	}
	opt = opt.withDefaults()
	return &Survey{opt: opt, r: newRenderer(opt)}, nil
}

// Add counts the colours of one frame's text. A text equal to the one
// before is one screen with it, as Encoder.Add shows it, and counts once.
func (s *Survey) Add(text string) {
	if s.any && text == s.last {
		return
	}
	s.any, s.last = true, text
	s.r.count(&s.cc, Parse(text, s.opt))
}

// Encoder writes an animated GIF frame by frame (see Encode for what it
// writes): it keeps the previous screen, for the delta, and the frame not
// yet written, whose delay grows while the frames after it look the same.
// Its memory is a few screens' worth, whatever the number of frames.
type Encoder struct {
	w           io.Writer
	opt         Options
	r           *renderer
	p           *palette
	transparent uint8
	config      image.Config
	background  uint8

	prev, cur *image.Paletted // the screen shown, the one being drawn
	lastText  string
	frames    int // frames drawn (not counting merged ones)

	pending      *image.Paletted // the image not yet written, nil before the first
	pendingDelay time.Duration
	written      int // image blocks written
	delays       delayClock
	buf          bytes.Buffer
	err          error
}

// NewEncoder returns an encoder of the frames s surveyed, writing to w.
// Frames it is given that the survey did not see are drawn in their
// nearest colours.
func NewEncoder(w io.Writer, s *Survey) *Encoder {
	// One entry stays free for transparency.
	p := newPalette(s.cc, 255)
	transparent := uint8(len(p.colors))
	p.colors = append(p.colors, color.RGBA{})
	bounds := s.r.size()
	return &Encoder{
		w: w, opt: s.opt, r: s.r, p: p, transparent: transparent,
		config:     image.Config{ColorModel: p.colors, Width: bounds.Dx(), Height: bounds.Dy()},
		background: p.lookup(s.opt.Background),
		prev:       image.NewPaletted(bounds, p.colors),
		cur:        image.NewPaletted(bounds, p.colors),
	}
}

// Add draws a frame. Its image is written once the next different frame
// (or Close) settles how long it stays.
func (e *Encoder) Add(f Frame) error {
	if e.err != nil {
		return e.err
	}
	if e.frames > 0 && f.Text == e.lastText {
		e.pendingDelay += f.Delay
		return nil
	}
	e.lastText = f.Text
	e.r.draw(e.cur, Parse(f.Text, e.opt), e.p)
	var img *image.Paletted
	if e.frames == 0 {
		img = image.NewPaletted(e.cur.Rect, e.p.colors)
		copy(img.Pix, e.cur.Pix)
	} else {
		changed := diffRect(e.prev, e.cur)
		if changed.Empty() {
			e.pendingDelay += f.Delay
			return nil
		}
		img = delta(e.prev, e.cur, changed, e.transparent)
	}
	e.frames++
	if e.pending != nil {
		e.flush(true)
	}
	e.pending, e.pendingDelay = img, f.Delay
	e.prev, e.cur = e.cur, e.prev
	return e.err
}

// Close writes the last frame and the end of the file. It does not close
// w.
func (e *Encoder) Close() error {
	if e.err != nil {
		return e.err
	}
	if e.pending == nil {
		return errors.New("termgif: no frames to encode")
	}
	e.flush(false)
	if e.err == nil {
		_, e.err = e.w.Write([]byte{0x3b}) // the trailer
	}
	return e.err
}

// flush writes the pending image with its delay (and, before the first,
// the header: an animation, more follows, loops).
func (e *Encoder) flush(more bool) {
	if e.err != nil {
		return
	}
	delay := e.delays.next(e.pendingDelay)
	// image/gif writes the blocks; a GIF of the one image is its header,
	// the image's blocks and the trailer, of which the blocks are kept.
	e.buf.Reset()
	one := &gif.GIF{
		Image: []*image.Paletted{e.pending}, Delay: []int{delay}, Disposal: []byte{gif.DisposalNone},
		Config: e.config, BackgroundIndex: e.background,
	}
	if e.err = gif.EncodeAll(&e.buf, one); e.err != nil {
		return
	}
	b := e.buf.Bytes()
	head := headerSize(len(e.p.colors))
	if len(b) < head+2 || (b[head] != 0x21 && b[head] != 0x2c) || b[len(b)-1] != 0x3b {
		e.err = errors.New("termgif: image/gif wrote a single-image GIF of an unexpected layout")
		return
	}
	if e.written == 0 {
		e.writeHeader(b[:head], more)
	}
	if e.err == nil {
		_, e.err = e.w.Write(b[head : len(b)-1])
	}
	e.written++
	e.pending = nil
}

// headerSize is the size of a GIF's header with a global colour table of n
// entries (padded to a power of two): signature, logical screen
// descriptor, table.
func headerSize(n int) int {
	size := 2
	for size < n {
		size *= 2
	}
	return 6 + 7 + 3*size
}

// writeHeader writes the header image/gif wrote, and for an animation the
// NETSCAPE2.0 extension that makes it loop forever, as image/gif writes it
// for more than one image.
func (e *Encoder) writeHeader(head []byte, animation bool) {
	if _, e.err = e.w.Write(head); e.err != nil || !animation {
		return
	}
	_, e.err = e.w.Write([]byte("\x21\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00"))
}

// diffRect returns the smallest rectangle holding every pixel that
// differs between a and b (same bounds, origin 0).
func diffRect(a, b *image.Paletted) image.Rectangle {
	w, h := a.Rect.Dx(), a.Rect.Dy()
	r := image.Rectangle{Min: image.Pt(w, h)}
	for y := range h {
		ra, rb := a.Pix[y*a.Stride:][:w], b.Pix[y*b.Stride:][:w]
		if bytes.Equal(ra, rb) {
			continue
		}
		x0 := 0
		for ra[x0] == rb[x0] {
			x0++
		}
		x1 := w
		for ra[x1-1] == rb[x1-1] {
			x1--
		}
		r.Min.X, r.Max.X = min(r.Min.X, x0), max(r.Max.X, x1)
		r.Min.Y, r.Max.Y = min(r.Min.Y, y), y+1
	}
	if r.Max.Y == 0 {
		return image.Rectangle{}
	}
	return r
}

// delta copies rectangle rect of cur into a new image, with the pixels
// that prev already shows made transparent: with DisposalNone they keep
// their colour, and long transparent runs compress far better.
func delta(prev, cur *image.Paletted, rect image.Rectangle, transparent uint8) *image.Paletted {
	img := image.NewPaletted(rect, cur.Palette)
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		src := cur.Pix[cur.PixOffset(rect.Min.X, y):][:rect.Dx()]
		old := prev.Pix[prev.PixOffset(rect.Min.X, y):][:rect.Dx()]
		dst := img.Pix[img.PixOffset(rect.Min.X, y):][:rect.Dx()]
		for i, c := range src {
			if c == old[i] {
				c = transparent
			}
			dst[i] = c
		}
	}
	return img
}

// delayClock converts frame durations to GIF delays, rounding the running
// total rather than each frame, so that rounding errors do not add up.
type delayClock struct {
	total time.Duration
	shown int // centiseconds written so far
}

// next returns the delay of a frame that stays d, in hundredths of a
// second.
func (c *delayClock) next(d time.Duration) int {
	c.total += max(d, 0)
	end := int((c.total + 5*time.Millisecond) / (10 * time.Millisecond))
	delay := max(end-c.shown, minDelay)
	c.shown += delay
	return delay
}
