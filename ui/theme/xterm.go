package theme

import (
	"fmt"
	"image/color"
	"strconv"

	"github.com/charmbracelet/lipgloss"
)

// RGBA returns the value of a palette colour: "#RRGGBB", or the number of
// an xterm 256-colour entry from 16 to 255 (the basic 16 depend on the
// terminal's own theme).
func RGBA(c lipgloss.Color) (color.RGBA, error) {
	s := string(c)
	if n, err := strconv.Atoi(s); err == nil {
		if n < 16 || n > 255 {
			return color.RGBA{}, fmt.Errorf("colour %q: only xterm colours 16 to 255 have a fixed value", s)
		}
		return xterm(n), nil
	}
	if len(s) != 7 || s[0] != '#' {
		return color.RGBA{}, fmt.Errorf("colour %q is not #RRGGBB", s)
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return color.RGBA{}, fmt.Errorf("colour %q is not #RRGGBB", s)
	}
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}, nil
}

// cubeLevels are the six levels of each channel in the xterm colour cube.
var cubeLevels = [6]uint8{0x00, 0x5f, 0x87, 0xaf, 0xd7, 0xff}

// xterm returns the value of xterm colour n, 16 ≤ n ≤ 255: the 6×6×6 cube,
// then 24 greys.
func xterm(n int) color.RGBA {
	if n >= 232 {
		v := uint8(8 + 10*(n-232))
		return color.RGBA{v, v, v, 0xff}
	}
	n -= 16
	return color.RGBA{cubeLevels[n/36], cubeLevels[n/6%6], cubeLevels[n%6], 0xff}
}

// xtermIndex returns the xterm colour whose value is c, if there is one.
func xtermIndex(c color.RGBA) (int, bool) {
	for n := 16; n < 256; n++ {
		if xterm(n) == c {
			return n, true
		}
	}
	return 0, false
}

// xtermColor names a "#RRGGBB" colour by its xterm number when it has one,
// and leaves it as it is otherwise (a test checks the themes have none).
func xtermColor(c lipgloss.Color) lipgloss.Color {
	v, err := RGBA(c)
	if err != nil {
		return c
	}
	if n, ok := xtermIndex(v); ok {
		return lipgloss.Color(strconv.Itoa(n))
	}
	return c
}

// xtermPalette names every colour of p by its xterm number.
func xtermPalette(p Palette) Palette {
	for _, c := range p.colors() {
		*c = xtermColor(*c)
	}
	return p
}

// colors lists every colour of the palette, for code that treats them all.
func (p *Palette) colors() []*lipgloss.Color {
	return []*lipgloss.Color{
		&p.Light, &p.Dark, &p.Tint,
		&p.Mark, &p.Queen, &p.Focus, &p.RuledOut, &p.Cursor,
		&p.Try.FG, &p.Try.BG, &p.Reject.FG, &p.Reject.BG, &p.Attacker.FG, &p.Attacker.BG, &p.Path.FG, &p.Path.BG,
		&p.Lifted.FG, &p.Lifted.BG, &p.Dead.FG, &p.Dead.BG, &p.Solved.FG, &p.Solved.BG,
		&p.Conflict.FG, &p.Conflict.BG,
		&p.Domain, &p.Pruned.FG, &p.Pruned.BG, &p.Picked.FG, &p.Picked.BG,
		&p.Heat[0].FG, &p.Heat[0].BG, &p.Heat[1].FG, &p.Heat[1].BG, &p.Heat[2].FG, &p.Heat[2].BG, &p.Heat[3].FG, &p.Heat[3].BG,
		&p.Screen, &p.Text, &p.Muted, &p.Accent, &p.Border, &p.Active, &p.Celebrate, &p.Warning,
	}
}
