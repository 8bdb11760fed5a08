package theme

import (
	"reflect"
	"strconv"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/ui/theme/wcag"
)

// TestXterm: the table matches the standard xterm values at its corners.
func TestXterm(t *testing.T) {
	for n, want := range map[int]string{16: "#000000", 21: "#0000ff", 196: "#ff0000", 231: "#ffffff", 232: "#080808", 255: "#eeeeee", 235: "#262626"} {
		v, _ := RGBA(lipgloss.Color(want))
		if got := xterm(n); got != v {
			t.Errorf("xterm(%d) = %v, want %s", n, got, want)
		}
	}
}

// TestPalettesXterm: every colour of both themes is an xterm colour named
// by its number, so 256-colour terminals show exactly what the contrast
// tests measure; and every field of the palette is listed by colors().
func TestPalettesXterm(t *testing.T) {
	for _, p := range []Palette{DarkPalette(), LightPalette()} {
		cs := p.colors()
		// Name is the one field that is not a colour; each Fill holds
		// two.
		fields := 0
		rt := reflect.TypeOf(p)
		for i := range rt.NumField() {
			switch rt.Field(i).Type {
			case reflect.TypeOf(Fill{}):
				fields += 2
			case reflect.TypeOf(p.Heat):
				fields += 2 * len(p.Heat)
			case reflect.TypeOf(p.Name):
			default:
				fields++
			}
		}
		if len(cs) != fields {
			t.Fatalf("%s: colors() lists %d colours, the palette has %d", p.Name, len(cs), fields)
		}
		for _, c := range cs {
			n, err := strconv.Atoi(string(*c))
			if err != nil || n < 16 || n > 255 {
				t.Errorf("%s: colour %q is not an xterm colour number", p.Name, *c)
			}
		}
	}
}

func TestResolve(t *testing.T) {
	r := lipgloss.DefaultRenderer()
	if Dark.ResolveFor(r) != Dark || Light.ResolveFor(r) != Light || Name("").ResolveFor(r) != Dark {
		t.Error("ResolveFor changes a named theme")
	}
}

// TestProjectorContrast holds the board's squares to what a projector
// keeps, in WCAG 2 contrast ratios, in both themes:
//   - the two squares of the checker at least checkerMin apart. A projector
//     lifts black and flattens close greys; 1.3:1 merged there. The bound
//     is as far as the rest allows: the tint must stay 3:1 from both
//     squares, and the fills 3:1 from the tint, which leaves the dark
//     theme at most black and #3a3a3a (1.85:1), the light one white and
//     #d0d0d0 (1.54:1);
//   - the tint of an attacked square, its mark's ink and the line of
//     attack 3:1 from what they are drawn beside or on (WCAG 1.4.11,
//     graphical objects): the tint and the line against both squares of
//     the checker, the mark against the tint, the line against the tint;
//   - the line of attack stronger than an attacked square: further from
//     each square of the checker than the tint is, since it means more.
func TestProjectorContrast(t *testing.T) {
	const checkerMin, nonText = 1.5, 3.0
	for _, p := range []Palette{DarkPalette(), LightPalette()} {
		ratio := func(a, b lipgloss.Color) float64 {
			t.Helper()
			ca, err := RGBA(a)
			if err != nil {
				t.Fatal(err)
			}
			cb, err := RGBA(b)
			if err != nil {
				t.Fatal(err)
			}
			return wcag.Ratio(ca, cb)
		}
		if r := ratio(p.Light, p.Dark); r < checkerMin {
			t.Errorf("%s: checker squares %.2f:1 apart, want %.1f:1", p.Name, r, checkerMin)
		} else {
			t.Logf("%s: checker squares %.2f:1", p.Name, r)
		}
		for _, c := range []struct {
			what string
			a, b lipgloss.Color
		}{
			{"tint / light square", p.Tint, p.Light},
			{"tint / dark square", p.Tint, p.Dark},
			{"line of attack / light square", p.Path.BG, p.Light},
			{"line of attack / dark square", p.Path.BG, p.Dark},
			{"line of attack / tint", p.Path.BG, p.Tint},
			{"mark / tint", p.Mark, p.Tint},
		} {
			r := ratio(c.a, c.b)
			if r < nonText {
				t.Errorf("%s: %s %.2f:1, want %.0f:1", p.Name, c.what, r, nonText)
			}
			t.Logf("%s: %s %.2f:1", p.Name, c.what, r)
		}
		for _, sq := range []lipgloss.Color{p.Light, p.Dark} {
			if line, tint := ratio(p.Path.BG, sq), ratio(p.Tint, sq); line <= tint {
				t.Errorf("%s: line of attack %.2f:1 from square %s, weaker than the tint's %.2f:1", p.Name, line, sq, tint)
			}
		}
	}
}
