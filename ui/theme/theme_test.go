package theme

import (
	"reflect"
	"strconv"
	"testing"

	"github.com/charmbracelet/lipgloss"
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
