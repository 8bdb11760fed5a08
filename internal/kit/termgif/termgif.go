// Package termgif renders terminal frames — text with ANSI SGR escape
// sequences, as produced by lipgloss — into PNG-ready images and animated
// GIFs. It is pure Go: the glyphs come from the embedded Go Mono fonts, and
// the glyphs those fonts lack (the chess queens, box drawing, block
// elements, check marks, braille, and the UI's markers such as ◇ ▶ ⏸ ★ ▢
// ⋮ ⇄) are drawn from vector paths so that they fill their cells exactly. Where a queen has blank cells of its own
// background beside it, as on a board drawn with " ♛ " squares, it is drawn
// across them: one 8-pixel cell is too narrow for a recognisable piece.
//
// Output is deterministic: the same frames and options always give the
// same bytes. All functions are safe for concurrent use.
package termgif

import (
	"image/color"
	"time"
)

// Options describes the virtual terminal the frames are rendered in.
// The zero value is usable: every zero field takes its default.
type Options struct {
	// Cols and Rows size the terminal grid in cells. Content outside the
	// grid is clipped and cells nothing was written to show the background.
	// Zero means "fit the content" (the widest line and the line count, over
	// all frames when encoding).
	Cols, Rows int
	// FontSize is the font size in points at 72 DPI, so also in pixels,
	// limited to 4–200. Default 14, which gives 8×17-pixel cells.
	FontSize float64
	// Background and Foreground are the terminal's default colours, used
	// where the text sets none (and by SGR 39/49). A zero (fully
	// transparent) colour means the default dark theme.
	Background, Foreground color.RGBA
	// Padding is the margin around the grid in pixels, in the background
	// colour.
	Padding int
}

// Frame is one screen of an animation.
type Frame struct {
	Text string
	// Delay is how long the frame stays on screen. GIF delays count
	// hundredths of a second; see Encode for the rounding.
	Delay time.Duration
}

// Default terminal colours: a dark theme (Catppuccin Mocha's base and text).
var (
	DefaultBackground = color.RGBA{0x1e, 0x1e, 0x2e, 0xff}
	DefaultForeground = color.RGBA{0xcd, 0xd6, 0xf4, 0xff}
)

const defaultFontSize = 14

// withDefaults fills the zero fields that do not depend on content.
func (o Options) withDefaults() Options {
	if !(o.FontSize > 0) { // also catches NaN
		o.FontSize = defaultFontSize
	}
	// Below this glyphs are unreadable; above it one cell is larger than
	// a GIF of a whole terminal should be.
	o.FontSize = min(max(o.FontSize, 4), 200)
	if o.Background.A == 0 {
		o.Background = DefaultBackground
	}
	if o.Foreground.A == 0 {
		o.Foreground = DefaultForeground
	}
	// Colours are painted opaque: a GIF has no partial transparency.
	o.Background.A, o.Foreground.A = 0xff, 0xff
	if o.Padding < 0 {
		o.Padding = 0
	}
	return o
}

// fitGrid sets zero Cols/Rows to the size of the given texts.
func (o Options) fitGrid(texts ...string) Options {
	if o.Cols > 0 && o.Rows > 0 {
		return o
	}
	cols, rows := 1, 1
	for _, t := range texts {
		c, r := measure(t)
		cols, rows = max(cols, c), max(rows, r)
	}
	if o.Cols <= 0 {
		o.Cols = cols
	}
	if o.Rows <= 0 {
		o.Rows = rows
	}
	return o
}
