// Package wcag computes the contrast of colours as WCAG 2 defines it, for
// the tests that hold the themes to it.
package wcag

import (
	"image/color"
	"math"
)

// AA is the contrast WCAG AA asks between normal text and its background,
// and every board glyph keeps against its square.
const AA = 4.5

// Luminance returns the WCAG relative luminance of an sRGB colour, 0 for
// black to 1 for white.
func Luminance(c color.RGBA) float64 {
	lin := func(x uint8) float64 {
		v := float64(x) / 255
		if v <= 0.04045 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// Ratio returns the WCAG contrast ratio of two colours, from 1 (the
// same luminance) to 21 (black on white).
func Ratio(a, b color.RGBA) float64 {
	la, lb := Luminance(a), Luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}
