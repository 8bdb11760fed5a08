package watch

import "github.com/charmbracelet/lipgloss"

// role names a style of the theme the panels draw text in.
type role uint8

const (
	rText role = iota
	rMuted
	rActive
	rAccent
	rCelebrate
	rWarning
	rNumber
	rBitOn
	rBitOff
	rBitNext
	rCurrentLine  // the pseudocode's executing line: a bar, reversed
	rCurrentFrame // the call stack's executing frame
	numRoles
)

// style returns the theme's style of a role.
func (sc *screen) style(r role) lipgloss.Style {
	s := sc.com.Styles
	switch r {
	case rMuted:
		return s.Muted
	case rActive:
		return s.Active
	case rAccent:
		return s.Accent
	case rCelebrate:
		return s.Celebrate
	case rWarning:
		return s.Warning
	case rNumber:
		return s.Number
	case rBitOn:
		return s.BitOn
	case rBitOff:
		return s.BitOff
	case rBitNext:
		return s.BitNext
	case rCurrentLine:
		// Reverse video reads where colour does not: NO_COLOR keeps the
		// attributes (bold, reverse), and a projector washes hues out.
		return s.Active.Reverse(true)
	case rCurrentFrame:
		return s.Text.Bold(true)
	}
	return s.Text
}

type painted struct {
	r    role
	text string
}

// maxPainted bounds the cache of paint: the panels repeat a few hundred
// pieces of text (code lines, labels, bits, timeline cells) frame after
// frame; numbers that change would fill it, so it starts over when full.
const maxPainted = 4096

// paint returns text in the style of a role. Styling through lipgloss
// costs microseconds a call, and a frame draws hundreds of small pieces
// that repeat from frame to frame, so the result is kept: the panels stay
// well under a millisecond per frame.
func (sc *screen) paint(r role, text string) string {
	key := painted{r, text}
	if s, ok := sc.painted[key]; ok {
		return s
	}
	if len(sc.painted) >= maxPainted {
		clear(sc.painted)
	}
	s := sc.style(r).Render(text)
	sc.painted[key] = s
	return s
}
