// Package theme holds the look of the nqueens terminal UI: a colour-blind-safe
// palette, the glyphs of every board state (Unicode and plain ASCII) and the
// lipgloss styles built once from them.
//
// Every state of a square has its own glyph as well as its own colour, so the
// board reads the same with colour, with NO_COLOR, on a monochrome projector
// and for a colour-blind viewer. lipgloss (through termenv) already drops
// colours when NO_COLOR is set or the terminal has none; the glyphs carry the
// meaning then.
package theme

import (
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/lipgloss"
)

// Palette names the colours of the UI by role. The defaults come from the
// Okabe–Ito palette, designed to stay distinguishable under the common forms
// of colour blindness.
type Palette struct {
	Queen    lipgloss.TerminalColor // queens standing on the board
	Column   lipgloss.TerminalColor // squares attacked along a column
	Diagonal lipgloss.TerminalColor // squares attacked along a "\" diagonal
	Anti     lipgloss.TerminalColor // squares attacked along a "/" diagonal
	Several  lipgloss.TerminalColor // squares attacked along several lines
	Try      lipgloss.TerminalColor // the square being tried now
	Reject   lipgloss.TerminalColor // a rejected square, the culprit, its line
	Solved   lipgloss.TerminalColor // queens of a solution
	Lifted   lipgloss.TerminalColor // a queen being lifted (backtrack)
	Light    lipgloss.TerminalColor // background of light squares
	Dark     lipgloss.TerminalColor // background of dark squares
	Text     lipgloss.TerminalColor // ordinary text
	Muted    lipgloss.TerminalColor // captions, labels, secondary text
	Accent   lipgloss.TerminalColor // titles and highlights
	Border   lipgloss.TerminalColor // panel borders
}

// Okabe–Ito colours.
const (
	orange        = "#E69F00"
	skyBlue       = "#56B4E9"
	bluishGreen   = "#009E73"
	yellow        = "#F0E442"
	blue          = "#0072B2"
	vermillion    = "#D55E00"
	reddishPurple = "#CC79A7"
)

// DefaultPalette returns the Okabe–Ito based palette. Squares and text adapt
// to light and dark terminal backgrounds.
func DefaultPalette() Palette {
	return Palette{
		Queen:    lipgloss.AdaptiveColor{Light: blue, Dark: yellow},
		Column:   lipgloss.Color(skyBlue),
		Diagonal: lipgloss.Color(reddishPurple),
		Anti:     lipgloss.Color(bluishGreen),
		Several:  lipgloss.AdaptiveColor{Light: "#555555", Dark: "#BBBBBB"},
		Try:      lipgloss.Color(orange),
		Reject:   lipgloss.Color(vermillion),
		Solved:   lipgloss.Color(bluishGreen),
		Lifted:   lipgloss.Color(orange),
		Light:    lipgloss.AdaptiveColor{Light: "#EEEEEE", Dark: "#3A3A3A"},
		Dark:     lipgloss.AdaptiveColor{Light: "#D0D0D0", Dark: "#262626"},
		Text:     lipgloss.AdaptiveColor{Light: "#1A1A1A", Dark: "#E4E4E4"},
		Muted:    lipgloss.AdaptiveColor{Light: "#6C6C6C", Dark: "#8A8A8A"},
		Accent:   lipgloss.AdaptiveColor{Light: blue, Dark: skyBlue},
		Border:   lipgloss.AdaptiveColor{Light: "#9E9E9E", Dark: "#5F5F5F"},
	}
}

// Glyphs are the one-cell symbols of the UI. Each board state has its own,
// different from all the others, so that no state depends on colour alone.
type Glyphs struct {
	Queen    string // a queen
	Empty    string // a safe empty square
	Column   string // attacked along a column only
	Diagonal string // attacked along a "\" diagonal only
	Anti     string // attacked along a "/" diagonal only
	Several  string // attacked along more than one line
	Try      string // the square being tried now
	Reject   string // the square just rejected
	Attacker string // the queen attacking the rejected square
	Path     string // a square on the drawn line of attack
	Lifted   string // the queen being lifted by a backtrack
	Solved   string // a queen of a complete solution
	Cursor   string // the cursor on an empty square (place-it-yourself)
	RuledOut string // a pencil mark: the player ruled the square out
	Conflict string // a queen attacking another one (place-it-yourself)

	Marker   string // the executing pseudocode line, the current stack frame
	Play     string // "playing" in the title bar
	Pause    string // "paused" in the title bar
	Star     string // celebrates a solution
	Ellipsis string // text cut short
	BitNext  string // under the bit about to be taken
	Sep      string // separates the parts of the title bar
}

// UnicodeGlyphs returns the default glyphs.
func UnicodeGlyphs() Glyphs {
	return Glyphs{
		Queen: "♛", Empty: "·", Column: "│", Diagonal: "╲", Anti: "╱", Several: "╳",
		Try: "◇", Reject: "✗", Attacker: "♕", Path: "•", Lifted: "↑", Solved: "★",
		Cursor: "▢", RuledOut: "○", Conflict: "‼",
		Marker: "▶", Play: "▶", Pause: "⏸", Star: "★", Ellipsis: "…", BitNext: "▲", Sep: " · ",
	}
}

// ASCIIGlyphs returns glyphs for terminals and fonts without the Unicode
// symbols (--ascii).
func ASCIIGlyphs() Glyphs {
	return Glyphs{
		Queen: "Q", Empty: ".", Column: "|", Diagonal: "\\", Anti: "/", Several: "+",
		Try: "?", Reject: "x", Attacker: "@", Path: "o", Lifted: "^", Solved: "*",
		Cursor: "_", RuledOut: "-", Conflict: "!",
		Marker: ">", Play: ">", Pause: "||", Star: "*", Ellipsis: "~", BitNext: "^", Sep: " | ",
	}
}

// Styles are every lipgloss style of the UI, built once (building styles on
// every frame is measurable at 60 fps). Views take what they need from here
// rather than defining colours of their own, so the whole UI stays in one
// palette.
type Styles struct {
	Palette Palette
	Glyphs  Glyphs
	ASCII   bool // Glyphs are ASCIIGlyphs: borders are drawn in ASCII too

	// Board squares. Each is the foreground of a state; Render adds the
	// light or dark square background.
	Queen, Empty, Column, Diagonal, Anti, Several lipgloss.Style
	Try, Reject, Attacker, Path, Lifted, Solved   lipgloss.Style
	Cursor, RuledOut, Conflict                    lipgloss.Style
	Label                                         lipgloss.Style // rank and file numbers

	// Chrome.
	Title      lipgloss.Style // the title bar
	TitleKey   lipgloss.Style // the program name in the title bar
	PanelTitle lipgloss.Style // a panel's heading
	Text       lipgloss.Style
	Muted      lipgloss.Style
	Accent     lipgloss.Style
	Number     lipgloss.Style // counter values
	Active     lipgloss.Style // the executing code line, the current frame
	Status     lipgloss.Style // the narration line
	Celebrate  lipgloss.Style // the solution banner
	Warning    lipgloss.Style // "no solutions", errors
	BitOn      lipgloss.Style // a set bit / a taken array entry
	BitOff     lipgloss.Style // a clear bit / a free array entry
	BitNext    lipgloss.Style // the bit about to be taken
}

// New builds the styles from a palette and a glyph set.
func New(p Palette, g Glyphs, ascii bool) *Styles {
	fg := func(c lipgloss.TerminalColor) lipgloss.Style { return lipgloss.NewStyle().Foreground(c) }
	return &Styles{
		Palette: p, Glyphs: g, ASCII: ascii,

		Queen:    fg(p.Queen).Bold(true),
		Empty:    fg(p.Muted),
		Column:   fg(p.Column),
		Diagonal: fg(p.Diagonal),
		Anti:     fg(p.Anti),
		Several:  fg(p.Several),
		Try:      fg(p.Try).Bold(true),
		Reject:   fg(p.Reject).Bold(true),
		Attacker: fg(p.Reject).Bold(true).Underline(true),
		Path:     fg(p.Reject).Bold(true),
		Lifted:   fg(p.Lifted).Faint(true),
		Solved:   fg(p.Solved).Bold(true),
		Cursor:   fg(p.Accent).Reverse(true),
		RuledOut: fg(p.Muted),
		Conflict: fg(p.Reject).Bold(true).Reverse(true),

		Label: fg(p.Muted),

		Title:      fg(p.Text).Bold(true),
		TitleKey:   fg(p.Accent).Bold(true),
		PanelTitle: fg(p.Accent).Bold(true),
		Text:       fg(p.Text),
		Muted:      fg(p.Muted),
		Accent:     fg(p.Accent),
		Number:     fg(p.Text).Bold(true),
		Active:     fg(p.Try).Bold(true),
		Status:     fg(p.Text),
		Celebrate:  fg(p.Solved).Bold(true),
		Warning:    fg(p.Reject).Bold(true),
		BitOn:      fg(p.Text).Bold(true),
		BitOff:     fg(p.Muted),
		BitNext:    fg(p.Try).Bold(true).Underline(true),
	}
}

// Default returns the styles of the default palette, with ASCII glyphs and
// borders when ascii is set.
func Default(ascii bool) *Styles {
	g := UnicodeGlyphs()
	if ascii {
		g = ASCIIGlyphs()
	}
	return New(DefaultPalette(), g, ascii)
}

// asciiBorder draws panels with plain ASCII for --ascii terminals.
var asciiBorder = lipgloss.Border{
	Top: "-", Bottom: "-", Left: "|", Right: "|",
	TopLeft: "+", TopRight: "+", BottomLeft: "+", BottomRight: "+",
}

// Help returns the styles of a bubbles help bar in this theme: keys in the
// accent colour, descriptions and separators muted.
func (s *Styles) Help() help.Styles {
	return help.Styles{
		ShortKey: s.Accent, ShortDesc: s.Muted, ShortSeparator: s.Muted,
		FullKey: s.Accent, FullDesc: s.Muted, FullSeparator: s.Muted,
		Ellipsis: s.Muted,
	}
}

// asciiText maps the Unicode punctuation of the UI's text (not the board
// glyphs, which ASCIIGlyphs covers) to ASCII, one cell for one cell so that
// measured layouts keep their size.
var asciiText = strings.NewReplacer(
	"×", "x", "·", "-", "—", "-", "−", "-", "…", "~", "⋮", ":", "│", "|",
	"→", ">", "←", "<", "⇄", "/", "▶", ">", "▲", "^", "★", "*", "°", "o",
	"•", "|", "╭", "+", "╮", "+", "╰", "+", "╯", "+", "─", "-",
)

// Plain returns str unchanged, or with its Unicode punctuation replaced by
// ASCII when the styles are ASCII (--ascii): a view passes its finished
// frame through it so that no non-ASCII symbol slips through.
func (s *Styles) Plain(str string) string {
	if !s.ASCII {
		return str
	}
	return asciiText.Replace(str)
}
