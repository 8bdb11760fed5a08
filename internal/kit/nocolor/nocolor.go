// Package nocolor takes the colours out of text styled with ANSI SGR
// escape sequences and keeps the rest of the styling: bold, faint,
// italic, underline, blink, reverse, strikeout. That is what NO_COLOR
// (no-color.org) asks of a program: no colour, attributes allowed. termenv's
// no-colour profile drops every attribute too, which left a terminal UI
// whose states were told apart by colour with nothing to tell them apart.
package nocolor

import "strings"

// Strip returns s with every colour parameter of its SGR sequences
// (ESC [ … m) removed: foreground, background and underline colours, in
// the 16-colour, 256-colour and true-colour forms, and their resets. A
// sequence left with no parameter is dropped (ESC [ m alone would reset
// the attributes). Every other byte is kept.
func Strip(s string) string {
	if !strings.Contains(s, "\x1b[") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for {
		i := strings.Index(s, "\x1b[")
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		s = s[i:]
		end := 2
		for end < len(s) && (s[end] >= '0' && s[end] <= '9' || s[end] == ';' || s[end] == ':') {
			end++
		}
		if end == len(s) || s[end] != 'm' {
			// Not an SGR sequence (a cursor move, or cut short): as it is.
			b.WriteString(s[:2])
			s = s[2:]
			continue
		}
		b.WriteString(sgr(s[2:end]))
		s = s[end+1:]
	}
}

// sgr rewrites the parameters of one SGR sequence without its colours.
func sgr(params string) string {
	if params == "" {
		return "\x1b[m" // a reset
	}
	ps := strings.Split(params, ";")
	kept := ps[:0]
	for i := 0; i < len(ps); i++ {
		p := ps[i]
		switch {
		case isColour(p):
		case p == "38" || p == "48" || p == "58":
			// An extended colour in the ; form: 5;n or 2;r;g;b follow.
			if i+1 < len(ps) {
				switch ps[i+1] {
				case "5":
					i += 2
				case "2":
					i += 4
				}
			}
		default:
			kept = append(kept, p)
		}
	}
	if len(kept) == 0 {
		return ""
	}
	return "\x1b[" + strings.Join(kept, ";") + "m"
}

// isColour reports whether p alone is a colour parameter: 30–39, 40–49,
// 90–97, 100–107, 59 (the underline colour's reset), or an extended colour
// in the : form (38:2::r:g:b).
func isColour(p string) bool {
	if i := strings.IndexByte(p, ':'); i >= 0 {
		p = p[:i]
		return p == "38" || p == "48" || p == "58"
	}
	n := 0
	for _, c := range p {
		n = n*10 + int(c-'0')
		if n > 1000 {
			return false
		}
	}
	return n >= 30 && n <= 37 || n == 39 || n >= 40 && n <= 47 || n == 49 ||
		n >= 90 && n <= 97 || n >= 100 && n <= 107 || n == 59
}
