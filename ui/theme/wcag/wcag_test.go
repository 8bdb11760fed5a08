package wcag

import (
	"image/color"
	"math"
	"testing"
)

// TestRatio against the published figures: 21:1 for black on white, 1:1
// for a colour on itself, and #767676 — the lightest grey that passes AA
// on white — at 4.54:1.
func TestRatio(t *testing.T) {
	black, white := color.RGBA{0, 0, 0, 255}, color.RGBA{255, 255, 255, 255}
	grey := color.RGBA{0x76, 0x76, 0x76, 255}
	for _, c := range []struct {
		a, b color.RGBA
		want float64
	}{{black, white, 21}, {white, black, 21}, {grey, grey, 1}, {grey, white, 4.54}} {
		if got := Ratio(c.a, c.b); math.Abs(got-c.want) > 0.005 {
			t.Errorf("Ratio(%v, %v) = %.3f, want %.2f", c.a, c.b, got, c.want)
		}
	}
	if Ratio(grey, white) < AA || Ratio(color.RGBA{0x77, 0x77, 0x77, 255}, white) >= AA {
		t.Error("the AA boundary on white is not between #767676 and #777777")
	}
}
