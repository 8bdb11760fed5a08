package termgif

import (
	"image"
	"testing"
)

// uiGlyphs are the non-ASCII runes the app's screens show: board and
// legend glyphs, markers, punctuation, borders, help separators and
// spinner frames.
const uiGlyphs = "♛♕◇◆▶⏵◀⏸★✦✓✗⋯⋮⇄▢○●▲‼↑↓←→…·•×—–−°│─╲╱╳╭╮╯╰█░▒▌⠋⣾▸⊘├└⁰¹²³⁴⁵⁶⁷⁸⁹"

func TestUIGlyphsDrawn(t *testing.T) {
	for _, size := range []float64{14, 28} {
		opt := Options{Cols: 2, Rows: 1, FontSize: size}
		bg := opt.withDefaults().Background
		placeholder := Render("\uE000", opt)
		for _, ru := range uiGlyphs {
			img := Render(string(ru), opt)
			if sameImage(img, placeholder) == nil {
				t.Errorf("size %v: %c (U+%04X) is drawn as the placeholder box", size, ru, ru)
				continue
			}
			ink := 0
			for y := range img.Rect.Dy() {
				for x := range img.Rect.Dx() {
					if img.At(x, y) != bg {
						ink++
					}
				}
			}
			if ink == 0 {
				t.Errorf("size %v: %c (U+%04X) draws nothing", size, ru, ru)
			}
		}
	}
}

func TestHollowQueen(t *testing.T) {
	for _, size := range []float64{14, 28} {
		r := newRenderer(Options{Cols: 3, Rows: 1, FontSize: size}.withDefaults())
		for span := 1; span <= 3; span++ {
			solid, hollow := r.glyph('♛', 0, span).mask, r.glyph('♕', 0, span).mask
			if hollow == nil {
				t.Fatalf("size %v, span %d: ♕ draws nothing", size, span)
			}
			var inSolid, inHollow, holes int
			for i, s := range solid.Pix {
				h := hollow.Pix[i]
				if h > s {
					t.Fatalf("size %v, span %d: ♕ has ink outside ♛'s silhouette", size, span)
				}
				inSolid += int(s)
				inHollow += int(h)
				if s == 0xff && h == 0 {
					holes++
				}
			}
			// The outline follows the silhouette, with the inside left
			// empty.
			if holes == 0 || inHollow > inSolid*9/10 || inHollow < inSolid/4 {
				t.Errorf("size %v, span %d: ♕ has %d of ♛'s %d coverage, %d hollow pixels", size, span, inHollow, inSolid, holes)
			}
		}
	}
}

// TestOutlinesAreHollow checks that the outline symbols leave their
// middle empty where the filled ones cover it.
func TestOutlinesAreHollow(t *testing.T) {
	r := newRenderer(Options{Cols: 1, Rows: 1}.withDefaults())
	_, _, mid := r.geom.symbolBand()
	centre := image.Pt(r.geom.w/2, int(mid))
	for _, ru := range "◇▢" {
		if a := r.glyph(ru, 0, 1).mask.AlphaAt(centre.X, centre.Y).A; a != 0 {
			t.Errorf("%c: coverage %d in the middle, want 0", ru, a)
		}
	}
	for _, ru := range "◆★✦" {
		if a := r.glyph(ru, 0, 1).mask.AlphaAt(centre.X, centre.Y).A; a != 0xff {
			t.Errorf("%c: coverage %d in the middle, want full", ru, a)
		}
	}
}

func TestQueenSpansLikeCells(t *testing.T) {
	opt := Options{Cols: 3, Rows: 1}.withDefaults()
	r := newRenderer(opt)
	for text, want := range map[string][2]int{
		" ♕ ":                        {0, 3},
		"\x1b[4m ♕ ":                 {0, 3}, // underlined alike: the line runs under the whole queen
		"\x1b[4m ♕\x1b[24m ":         {0, 2}, // the right cell is not underlined
		" \x1b[9m♛\x1b[29m ":         {1, 1}, // only the queen is struck out
		"\x1b[4m \x1b[31m♛\x1b[39m ": {1, 1}, // a line of another colour
	} {
		var got [][2]int
		r.eachGlyph(Parse(text, opt)[0], func(x0, span int, c Cell, _ glyph) {
			if c.Rune != ' ' {
				got = append(got, [2]int{x0, span})
			}
		})
		if len(got) != 1 || got[0] != want {
			t.Errorf("%q: queen drawn at (column, span) %v, want %v", text, got, want)
		}
	}
	// The underline is the same as under three blank cells.
	g := r.geom
	y := g.baseline + max(1, (g.h-g.baseline)/3)
	queen, blank := Render("\x1b[4m ♕ ", opt), Render("\x1b[4m   ", opt)
	for x := range 3 * g.w {
		if queen.At(x, y) != blank.At(x, y) {
			t.Fatalf("underline pixel (%d,%d) is %v under the queen, %v under blanks", x, y, queen.At(x, y), blank.At(x, y))
		}
	}
}
