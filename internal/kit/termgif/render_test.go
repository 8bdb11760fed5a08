package termgif

import (
	"image"
	"testing"
)

// edge returns the coverage along one edge of a mask: 'l', 'r' (columns,
// top to bottom) or 'u', 'd' (rows, left to right).
func edge(m *image.Alpha, side byte) []uint8 {
	b := m.Bounds()
	var out []uint8
	switch side {
	case 'l', 'r':
		x := b.Min.X
		if side == 'r' {
			x = b.Max.X - 1
		}
		for y := b.Min.Y; y < b.Max.Y; y++ {
			out = append(out, m.AlphaAt(x, y).A)
		}
	default:
		y := b.Min.Y
		if side == 'd' {
			y = b.Max.Y - 1
		}
		for x := b.Min.X; x < b.Max.X; x++ {
			out = append(out, m.AlphaAt(x, y).A)
		}
	}
	return out
}

func TestBoxDrawingJoins(t *testing.T) {
	for _, size := range []float64{14, 23} {
		r := newRenderer(Options{Cols: 1, Rows: 1, FontSize: size}.withDefaults())
		mask := func(ru rune) *image.Alpha {
			if gl := r.glyph(ru, 0, 1); gl.mask != nil {
				return gl.mask
			}
			return image.NewAlpha(image.Rect(0, 0, r.geom.w, r.geom.h))
		}
		// What a line of each kind leaves on the edges it crosses.
		horizontal := map[byte]rune{'l': '─', 'h': '━', 'd': '═'}
		vertical := map[byte]rune{'l': '│', 'h': '┃', 'd': '║'}
		empty := mask(' ')
		check := func(ru rune, side, kind byte) {
			t.Helper()
			want := edge(empty, side)
			switch {
			case kind != '.' && (side == 'l' || side == 'r'):
				want = edge(mask(horizontal[kind]), side)
			case kind != '.':
				want = edge(mask(vertical[kind]), side)
			}
			if got := edge(mask(ru), side); string(got) != string(want) {
				t.Errorf("size %v, %c (U+%04X): %c edge %v, want %v", size, ru, ru, side, got, want)
			}
		}
		for i := 0; i < len(boxArms); i += 4 {
			ru := rune(0x2500 + i/4)
			if boxArms[i] == '*' {
				continue
			}
			check(ru, 'u', boxArms[i])
			check(ru, 'r', boxArms[i+1])
			check(ru, 'd', boxArms[i+2])
			check(ru, 'l', boxArms[i+3])
		}
		// Rounded corners join straight lines the same way.
		for ru, arms := range map[rune]string{'╭': ".ll.", '╮': "..ll", '╯': "l..l", '╰': "ll.."} {
			check(ru, 'u', arms[0])
			check(ru, 'r', arms[1])
			check(ru, 'd', arms[2])
			check(ru, 'l', arms[3])
		}
		// A full block fills the cell: no seams between block rows.
		for _, a := range mask('█').Pix {
			if a != 0xff {
				t.Fatalf("size %v: █ is not solid", size)
			}
		}
	}
}

func TestRenderMissingAndWideGlyphs(t *testing.T) {
	opt := Options{Cols: 4, Rows: 1}
	def := opt.withDefaults()
	// U+E000 is a private-use rune no font here has; the emoji is wide.
	img := Render("\uE000\U0001F600", opt)
	if b := img.Bounds(); b.Dx() != 4*8 || b.Dy() != 17 {
		t.Fatalf("image %v, want 32×17", b)
	}
	fgPixels := func(x0, x1 int) int {
		n := 0
		for y := range 17 {
			for x := x0; x < x1; x++ {
				if img.At(x, y) == def.Foreground {
					n++
				}
			}
		}
		return n
	}
	if fgPixels(0, 8) == 0 {
		t.Error("no placeholder for a rune missing from the font")
	}
	// The wide rune gets one box over both its cells: its left side in
	// column 9, and between its sides (also where two one-cell boxes would
	// have theirs) only the top and bottom edges.
	if fgPixels(9, 10) <= 2 {
		t.Error("wide rune: no placeholder box")
	}
	for x := 10; x < 22; x++ {
		if n := fgPixels(x, x+1); n != 2 {
			t.Errorf("wide rune: column %d has %d foreground pixels, want 2", x, n)
		}
	}
	if fgPixels(24, 32) != 0 {
		t.Error("ink in the empty last cell")
	}
}

// Render draws one screen of text (see Parse) as an image with its own
// palette: what Encode draws for a frame, for the tests to compare with.
func Render(text string, opt Options) *image.Paletted {
	opt = opt.withDefaults().fitGrid(text)
	r := newRenderer(opt)
	grid := Parse(text, opt)
	var cc colourCounts
	r.count(&cc, grid)
	p := newPalette(cc, 256)
	img := image.NewPaletted(r.size(), p.colors)
	r.draw(img, grid, p)
	return img
}
