package uitest

// A colour golden a person can review in a diff. A styled screen — text with
// the SGR escape sequences lipgloss writes — is kept as its rows of text,
// each followed by the style of each of its cells, one character a cell, and
// a legend naming each style's colours and attributes. A change of colour or
// attribute anywhere changes a cell's style or a legend line, so the golden
// fails on it as the raw escapes did; but the diff shows where and what.

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// styleKeys are the characters that stand for the styles of a screen, in
// the order the styles first appear (reading order): a change of one
// style's colours then changes its legend line only.
const styleKeys = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

// cellStyle is the effect of the SGR sequences in force on a cell.
type cellStyle struct {
	fg, bg string // "" for the terminal's own colour
	attrs  uint16 // bits of sgrAttrs
}

// sgrAttrs are the attributes an SGR sequence turns on, by their code; the
// code that turns each off is in sgrAttrsOff.
var sgrAttrs = []struct {
	on   int
	name string
}{{1, "bold"}, {2, "faint"}, {3, "italic"}, {4, "underline"}, {5, "blink"}, {7, "reverse"}, {8, "conceal"}, {9, "strike"}}

// sgrAttrsOff maps a code that turns attributes off to the codes it turns
// off (22 ends both bold and faint).
var sgrAttrsOff = map[int][]int{22: {1, 2}, 23: {3}, 24: {4}, 25: {5}, 27: {7}, 28: {8}, 29: {9}}

func (s cellStyle) String() string {
	var parts []string
	for i, a := range sgrAttrs {
		if s.attrs&(1<<i) != 0 {
			parts = append(parts, a.name)
		}
	}
	if s.fg != "" {
		parts = append(parts, "fg "+s.fg)
	}
	if s.bg != "" {
		parts = append(parts, "bg "+s.bg)
	}
	return strings.Join(parts, " · ")
}

// apply changes s by the parameters of one SGR sequence.
func (s *cellStyle) apply(params string) error {
	if params == "" {
		*s = cellStyle{}
		return nil
	}
	fields := strings.Split(params, ";")
	codes := make([]int, len(fields))
	for i, f := range fields {
		v, err := strconv.Atoi(f)
		if err != nil {
			return fmt.Errorf("SGR parameters %q: %w", params, err)
		}
		codes[i] = v
	}
	for i := 0; i < len(codes); i++ {
		c := codes[i]
		switch {
		case c == 0:
			*s = cellStyle{}
		case c == 39:
			s.fg = ""
		case c == 49:
			s.bg = ""
		case c >= 30 && c <= 37, c >= 90 && c <= 97:
			s.fg = "ansi " + strconv.Itoa(ansiIndex(c, 30, 90))
		case c >= 40 && c <= 47, c >= 100 && c <= 107:
			s.bg = "ansi " + strconv.Itoa(ansiIndex(c, 40, 100))
		case c == 38 || c == 48:
			colour, used, err := extendedColour(codes[i+1:])
			if err != nil {
				return fmt.Errorf("SGR parameters %q: %w", params, err)
			}
			if c == 38 {
				s.fg = colour
			} else {
				s.bg = colour
			}
			i += used
		default:
			if off, ok := sgrAttrsOff[c]; ok {
				for _, o := range off {
					s.attrs &^= attrBit(o)
				}
				continue
			}
			bit := attrBit(c)
			if bit == 0 {
				return fmt.Errorf("SGR parameters %q: code %d is not known here", params, c)
			}
			s.attrs |= bit
		}
	}
	return nil
}

// attrBit is the bit of the attribute an SGR code turns on, 0 if none.
func attrBit(code int) uint16 {
	for i, a := range sgrAttrs {
		if a.on == code {
			return 1 << i
		}
	}
	return 0
}

// ansiIndex is the index 0–15 of a basic colour's code.
func ansiIndex(c, base, bright int) int {
	if c >= bright {
		return c - bright + 8
	}
	return c - base
}

// extendedColour reads the colour after 38 or 48: "5;n" (256 colours) or
// "2;r;g;b" (true colour); it returns how many codes it used.
func extendedColour(codes []int) (string, int, error) {
	switch {
	case len(codes) >= 2 && codes[0] == 5:
		return strconv.Itoa(codes[1]), 2, nil
	case len(codes) >= 4 && codes[0] == 2:
		return fmt.Sprintf("#%02x%02x%02x", codes[1], codes[2], codes[3]), 4, nil
	}
	return "", 0, fmt.Errorf("an extended colour needs 5;n or 2;r;g;b, not %v", codes)
}

// StyleMap writes a styled screen in the form of a colour golden: each row
// numbered, its text as the terminal shows it, and under it one character
// a cell naming the cell's style (a blank: no style), then the legend of
// the styles. It fails on any escape sequence other than SGR: the golden
// would not show it.
func StyleMap(screen string) (string, error) {
	var out strings.Builder
	var legend []cellStyle
	key := map[cellStyle]byte{}
	var cur cellStyle
	rows := strings.Split(screen, "\n")
	numW := len(strconv.Itoa(len(rows) - 1))
	for y, row := range rows {
		var text, styles strings.Builder
		for i := 0; i < len(row); {
			if row[i] == ansi.ESC {
				end, params, err := sgrAt(row, i)
				if err != nil {
					return "", fmt.Errorf("row %d: %w", y, err)
				}
				if err := cur.apply(params); err != nil {
					return "", fmt.Errorf("row %d: %w", y, err)
				}
				i = end
				continue
			}
			// One grapheme at a time: its cells take its style.
			g, w := ansi.FirstGraphemeCluster(row[i:], ansi.GraphemeWidth)
			text.WriteString(g)
			i += len(g)
			k := byte(' ')
			if cur != (cellStyle{}) {
				var ok bool
				if k, ok = key[cur]; !ok {
					if len(legend) == len(styleKeys) {
						return "", fmt.Errorf("more than %d styles on one screen", len(styleKeys))
					}
					k = styleKeys[len(legend)]
					key[cur] = k
					legend = append(legend, cur)
				}
			}
			styles.WriteString(strings.Repeat(string(k), w))
		}
		fmt.Fprintf(&out, "%*d %s\n", numW, y, text.String())
		if s := strings.TrimRight(styles.String(), " "); s != "" {
			fmt.Fprintf(&out, "%*s %s\n", numW, "", s)
		}
	}
	out.WriteString("\nstyles (the letters under each row):\n")
	for i, s := range legend {
		fmt.Fprintf(&out, "%c  %s\n", styleKeys[i], s)
	}
	return out.String(), nil
}

// sgrAt reads the SGR sequence at s[i] (ESC [ params m), returning the
// index after it and its parameters.
func sgrAt(s string, i int) (end int, params string, err error) {
	if i+1 >= len(s) || s[i+1] != '[' {
		return 0, "", fmt.Errorf("an escape sequence other than SGR at byte %d: %q", i, s[i:min(i+8, len(s))])
	}
	j := i + 2
	for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == ';') {
		j++
	}
	if j >= len(s) || s[j] != 'm' {
		return 0, "", fmt.Errorf("an escape sequence other than SGR at byte %d: %q", i, s[i:min(j+1, len(s))])
	}
	return j + 1, s[i+2 : j], nil
}
