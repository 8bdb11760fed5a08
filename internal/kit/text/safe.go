package text

// What nqueens prints that comes from outside — a file's text or name, a
// flag, the environment, an SSH client's terminal type — goes through the
// escapes here on its way to a terminal or a log: a terminal obeys the
// controls in what it is sent (OSC 0 sets its title, OSC 52 writes the
// clipboard, CSI moves the cursor and clears the screen), so text from
// a file must reach it shown, never obeyed.
//
// The escapes, one convention for every path:
//
//	\n \t              newline, tab (where they are escaped)
//	\r \a \b \f \v     carriage return, bell, backspace, form feed,
//	                   vertical tab
//	\xHH               any other C0 control (U+0000–U+001F), DEL, and a
//	                   byte that is not part of valid UTF-8 (\xff)
//	\u0080 … \u009f    a C1 control (CSI is \u009b), valid UTF-8 but
//	                   obeyed by terminals as the 7-bit ESC sequences
//
// with lower-case hex digits: Go's notation (strconv.Quote's), so that a
// value an error quotes with %q reads the same. A backslash is not
// escaped: text escaped twice reads as escaped once (a quoted value in an
// error message that is escaped again as a whole stays as it was), and a
// Windows path keeps its backslashes. So the escapes are for reading, not
// for decoding back: a file that holds the four characters \x1b reads as
// one that holds ESC.

import (
	"strings"
	"unicode/utf8"
)

// mode is what an escape leaves as it is besides printable text.
type mode uint8

const (
	oneLine mode = iota // nothing: newline and tab escaped too
	lines               // newline and tab
	styled              // newline and SGR sequences (colour, bold)
)

// Safe returns s ready for a terminal, as text of several lines: every
// control but newline and tab escaped, and every byte that is not UTF-8.
func Safe(s string) string { return escape(s, lines) }

// Line returns s ready for a terminal or a log as one line: Safe's
// escapes, and newline and tab escaped too. A file name, a flag's value,
// a line of a file and every value of a log record are lines.
func Line(s string) string { return escape(s, oneLine) }

// Styled returns s, text that a renderer of ours styled (glamour's
// Markdown) for a view, ready for a terminal: Line's escapes but for
// newlines, and the SGR sequences (ESC [ digits and ; or : m), which only
// colour and weight text, kept. Any other sequence is escaped, whoever
// wrote it: the renderer passes on what the source holds, character
// references (&#27;, &#9;) too. A tab is escaped: its width is the
// terminal's, not the one the view's layout measured.
func Styled(s string) string { return escape(s, styled) }

func escape(s string, m mode) string {
	var b strings.Builder
	done := 0 // s[:done] is written to b (or needs no escape yet)
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c < 0x7f {
			i++
			continue
		}
		size := 1
		var esc string
		switch {
		case (c == '\n' && m != oneLine) || (c == '\t' && m == lines):
			i++
			continue
		case c == '\n':
			esc = `\n`
		case c == '\t':
			esc = `\t`
		case c == '\r':
			esc = `\r`
		case c == '\a':
			esc = `\a`
		case c == '\b':
			esc = `\b`
		case c == '\f':
			esc = `\f`
		case c == '\v':
			esc = `\v`
		case c == 0x1b && m == styled && sgrLen(s[i:]) > 0:
			i += sgrLen(s[i:])
			continue
		case c < 0x80:
			esc = `\x` + hex2(c)
		default:
			var r rune
			r, size = utf8.DecodeRuneInString(s[i:])
			switch {
			case r == utf8.RuneError && size == 1:
				esc = `\x` + hex2(c)
			case r >= 0x80 && r <= 0x9f:
				esc = `\u00` + hex2(byte(r))
			default:
				i += size
				continue
			}
		}
		if b.Len() == 0 {
			b.Grow(len(s) + 16)
		}
		b.WriteString(s[done:i])
		b.WriteString(esc)
		i += size
		done = i
	}
	if done == 0 {
		return s
	}
	b.WriteString(s[done:])
	return b.String()
}

// sgrLen is the length of the SGR sequence s starts with, or 0.
func sgrLen(s string) int {
	if len(s) < 3 || s[0] != 0x1b || s[1] != '[' {
		return 0
	}
	for i := 2; i < len(s); i++ {
		switch c := s[i]; {
		case c == 'm':
			return i + 1
		case (c < '0' || c > '9') && c != ';' && c != ':':
			return 0
		}
	}
	return 0
}

func hex2(c byte) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[c>>4], digits[c&0xf]})
}

// Cut returns s cut to its first most characters and "…", or s if it is
// no longer: a value a message quotes or a log records is bounded
// whatever its source sends. It cuts between characters, never inside
// one (a byte that is not UTF-8 counts as one).
func Cut(s string, most int) string {
	i := 0
	for n := 0; i < len(s); n++ {
		if n == most {
			return s[:i] + "…"
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return s
}

// JSON returns b, a value encoding/json encoded, with the characters it
// leaves as they are that a terminal obeys written as JSON escapes
// (\u007f, \u0080 … \u009f): encoding/json escapes the C0 controls and
// replaces bytes that are not UTF-8, but writes DEL and the C1 controls
// (CSI, U+009B) raw. They can only stand in strings, where the escape
// means the same character, so the JSON decodes to the same value.
func JSON(b []byte) []byte {
	var out []byte
	done := 0
	for i := 0; i < len(b); i++ {
		var c byte
		switch {
		case b[i] == 0x7f:
			c = 0x7f
		case b[i] == 0xc2 && i+1 < len(b) && b[i+1] >= 0x80 && b[i+1] <= 0x9f:
			c = b[i+1]
		default:
			continue
		}
		out = append(out, b[done:i]...)
		out = append(out, `\u00`+hex2(c)...)
		if c != 0x7f {
			i++
		}
		done = i + 1
	}
	if out == nil {
		return b
	}
	return append(out, b[done:]...)
}
