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

// Encode writes frames as a looping animated GIF. All frames share one
// global palette made of the colours the frames actually use; each frame
// after the first stores only the rectangle that changed, with unchanged
// pixels in it transparent, and a frame that looks exactly like the one
// before it is dropped, its delay added to that one's. Delays are rounded
// to hundredths of a second on the running total, so rounding errors do
// not add up; a frame shows for at least 2/100 s.
// The output depends only on frames and opt.
func Encode(w io.Writer, frames []Frame, opt Options) error {
	if len(frames) == 0 {
		return errors.New("termgif: no frames to encode")
	}
	opt = opt.withDefaults()
	texts := make([]string, len(frames))
	for i, f := range frames {
		texts[i] = f.Text
	}
	opt = opt.fitGrid(texts...)
	r := newRenderer(opt)

	// Parse once, merging runs of identical text; count colours for the
	// palette, which must be known before the first frame is drawn.
	type screen struct {
		grid  [][]Cell
		delay time.Duration
	}
	var screens []screen
	var cc colourCounts
	for i, f := range frames {
		if i > 0 && f.Text == frames[i-1].Text {
			screens[len(screens)-1].delay += f.Delay
			continue
		}
		grid := Parse(f.Text, opt)
		r.count(&cc, grid)
		screens = append(screens, screen{grid, f.Delay})
	}
	// One entry stays free for transparency.
	p := newPalette(cc, 255)
	transparent := uint8(len(p.colors))
	p.colors = append(p.colors, color.RGBA{})

	bounds := r.size()
	prev, cur := image.NewPaletted(bounds, p.colors), image.NewPaletted(bounds, p.colors)
	anim := &gif.GIF{
		Config:          image.Config{ColorModel: p.colors, Width: bounds.Dx(), Height: bounds.Dy()},
		BackgroundIndex: p.lookup(opt.Background),
	}
	var delays []time.Duration
	for i, s := range screens {
		r.draw(cur, s.grid, p)
		var img *image.Paletted
		if i == 0 {
			img = image.NewPaletted(bounds, p.colors)
			copy(img.Pix, cur.Pix)
		} else {
			changed := diffRect(prev, cur)
			if changed.Empty() {
				delays[len(delays)-1] += s.delay
				continue
			}
			img = delta(prev, cur, changed, transparent)
		}
		anim.Image = append(anim.Image, img)
		anim.Disposal = append(anim.Disposal, gif.DisposalNone)
		delays = append(delays, s.delay)
		prev, cur = cur, prev
	}
	anim.Delay = centiseconds(delays)
	return gif.EncodeAll(w, anim)
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

// centiseconds converts frame durations to GIF delays, rounding the
// running total rather than each frame.
func centiseconds(ds []time.Duration) []int {
	out := make([]int, len(ds))
	var total time.Duration
	shown := 0 // centiseconds written so far
	for i, d := range ds {
		total += max(d, 0)
		end := int((total + 5*time.Millisecond) / (10 * time.Millisecond))
		out[i] = max(end-shown, minDelay)
		shown += out[i]
	}
	return out
}
