package board

import (
	"image/color"
	"math"
	"testing"
)

// wcagAA is the contrast WCAG AA asks between normal text and its
// background, and every board glyph keeps against its square.
const wcagAA = 4.5

// luminance returns the WCAG 2 relative luminance of an sRGB colour, 0 for
// black to 1 for white.
func luminance(c color.RGBA) float64 {
	lin := func(x uint8) float64 {
		v := float64(x) / 255
		if v <= 0.04045 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// contrastRatio returns the WCAG 2 contrast ratio of two colours, from 1
// (the same luminance) to 21 (black on white).
func contrastRatio(a, b color.RGBA) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// TestContrastRatio against the published figures: 21:1 for black on
// white, 1:1 for a colour on itself, and #767676 — the lightest grey that
// passes AA on white — at 4.54:1.
func TestContrastRatio(t *testing.T) {
	black, white := color.RGBA{0, 0, 0, 255}, color.RGBA{255, 255, 255, 255}
	grey := color.RGBA{0x76, 0x76, 0x76, 255}
	for _, c := range []struct {
		a, b color.RGBA
		want float64
	}{{black, white, 21}, {white, black, 21}, {grey, grey, 1}, {grey, white, 4.54}} {
		if got := contrastRatio(c.a, c.b); math.Abs(got-c.want) > 0.005 {
			t.Errorf("contrastRatio(%v, %v) = %.3f, want %.2f", c.a, c.b, got, c.want)
		}
	}
	if contrastRatio(grey, white) < wcagAA || contrastRatio(color.RGBA{0x77, 0x77, 0x77, 255}, white) >= wcagAA {
		t.Error("the AA boundary on white is not between #767676 and #777777")
	}
}
