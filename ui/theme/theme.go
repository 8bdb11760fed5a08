// Package theme holds the look of the nqueens terminal UI: the palettes of
// the dark and light themes, the glyphs of every board state (Unicode and
// plain ASCII) and the lipgloss styles built once from them.
//
// Every state of a square has its own glyph as well as its own colour, so the
// board reads the same with colour, with NO_COLOR, on a monochrome projector
// and for a colour-blind viewer. Under NO_COLOR the frames lose their
// colours and keep the styles' bold, underline and reverse (ui.Options.NoColor:
// termenv's own profile for NO_COLOR drops those too); on a terminal with no
// colours at all the glyphs carry the meaning alone. Every glyph of the board
// has a contrast of at least 4.5:1 (WCAG AA) against every background it is
// drawn on, in both themes, and the states a class must tell apart from the
// back of the room — safe and attacked squares, the line of attack and the
// rejected square against the attacked squares around them — are 3:1 apart
// in luminance (WCAG's level for graphical objects); the board's tests
// (ui/board TestContrast, TestContrastLevels) and TestProjectorContrast
// here compute the ratios from these colours, as the board draws them.
package theme

import (
	"strings"
	"sync"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/lipgloss"
)

// Name names a theme: what --theme accepts.
type Name string

// The themes. Auto picks Dark or Light from the terminal's background.
const (
	Dark  Name = "dark"
	Light Name = "light"
	Auto  Name = "auto"
)

// Names lists the theme names --theme accepts.
var Names = []Name{Dark, Light, Auto}

// ResolveFor turns Auto into Dark or Light, as renderer r reports its
// terminal's background (it asks the terminal once; a terminal that does
// not answer counts as dark). Anything but Light is Dark. It takes the
// renderer because over SSH every session has its own terminal, and the
// global renderer would read the server's.
func (n Name) ResolveFor(r *lipgloss.Renderer) Name {
	switch n {
	case Light:
		return Light
	case Auto:
		if !r.HasDarkBackground() {
			return Light
		}
	}
	return Dark
}

// Fill is the look of a state that paints its whole square: a glyph in FG
// on BG, whatever the square's own colour.
type Fill struct{ FG, BG lipgloss.Color }

// Palette names the colours of the UI by role. The themes take every colour
// from the standard xterm 256-colour table and name it by its number ("235"),
// so that a 256-colour terminal (macOS Terminal, tmux without true colour)
// shows exactly the colours whose contrast the tests measure; RGBA gives a
// colour's value.
type Palette struct {
	Name Name // Dark or Light

	// Squares: the checkerboard of safe squares, and the one tint of
	// attacked ones. The tint is at least 3:1 from both squares of the
	// checker in luminance (WCAG's level for graphical objects), so that
	// safe and attacked read apart on a washed-out projector. How many
	// lines attack a square is told by its mark, not by shades of the
	// tint: three shades 2:1 apart would not fit between the checker and
	// the tint's 3:1.
	Light, Dark lipgloss.Color
	Tint        lipgloss.Color

	// Mark is the ink of every glyph drawn on the tint: the marks of an
	// attacked square, the lines of the queen in focus, the cursor, a
	// pencil mark. The tint is far from the checker in luminance, so no
	// one colour can be legible on both: on the tint, glyphs take Mark.
	Mark lipgloss.Color

	// Glyphs drawn on a safe square's checker.
	Queen    lipgloss.Color // a queen standing on the board
	Focus    lipgloss.Color // the lines of the queen that matters now (tint hidden)
	RuledOut lipgloss.Color // a pencil mark of the player
	Cursor   lipgloss.Color // the player's cursor (and its brackets)

	// States that fill their square: the moments to see from the back of
	// the room. Reject and Path are at least 3:1 from the tint around them.
	Try      Fill // the square being tried
	Reject   Fill // the square just found attacked
	Attacker Fill // the culprit queen
	Path     Fill // the squares between the culprit and the rejected square
	Lifted   Fill // the queen a backtrack lifts
	Dead     Fill // the exhausted row of a backtrack
	Solved   Fill // the queens of a solution
	Conflict Fill // queens attacking each other (place-it-yourself, min-conflicts)

	// Forward checking: the squares still in a row's domain (a glyph on
	// the square's checker: no queen attacks them), and the squares the
	// queen just placed takes out of the domains.
	Domain lipgloss.Color
	Pruned Fill
	// Min-conflicts: the queen it picked (and the square it left when it
	// moves), and the heat map of the picked queen's row — the squares
	// attacked by 0, 1, 2, and 3 or more queens, cool to hot.
	Picked Fill
	Heat   [4]Fill

	// Chrome, drawn on the terminal's background, which the theme
	// assumes is Screen.
	Screen    lipgloss.Color
	Text      lipgloss.Color // ordinary text
	Muted     lipgloss.Color // captions, labels, secondary text
	Accent    lipgloss.Color // titles and highlights
	Border    lipgloss.Color // panel borders
	Active    lipgloss.Color // the executing code line, the current frame
	Celebrate lipgloss.Color // the solution banner
	Warning   lipgloss.Color // attacks in the narration, errors
}

// DarkPalette is the theme for dark terminals: light glyphs on dark
// squares. Attacked squares are tinted a light steel blue, the moments
// (attack, backtrack, solution) fill their squares with warm or green
// colours: the rejected square brighter than the tint, each 3:1 from it.
// The line of attack is the brightest square on the board, 3:1 above the
// tint, so that it reads stronger than the attacked squares it crosses.
// The checker is black and the lightest grey that stays 3:1 below the
// tint: a projector lifts the dark end, and closer greys merge there.
func DarkPalette() Palette {
	return xtermPalette(Palette{
		Name:  Dark,
		Light: "#3a3a3a", Dark: "#000000",
		Tint: "#5f87af",
		Mark: "#000000",

		Queen:    "#ffd700",
		Focus:    "#ffffff",
		RuledOut: "#d7af87",
		Cursor:   "#5fd7ff",

		Try:      Fill{"#000000", "#d0d0d0"},
		Reject:   Fill{"#000000", "#ffff5f"},
		Attacker: Fill{"#000000", "#ff5f87"},
		Path:     Fill{"#870000", "#eeeeee"},
		Lifted:   Fill{"#000000", "#af87ff"},
		Dead:     Fill{"#ffafaf", "#5f005f"},
		Solved:   Fill{"#000000", "#5fd787"},
		Conflict: Fill{"#000000", "#d75fd7"},

		Domain: "#87d787",
		Pruned: Fill{"#000000", "#afffff"},
		Picked: Fill{"#000000", "#5fd7d7"},
		Heat:   [4]Fill{{"#ffffff", "#005f00"}, {"#ffffff", "#5f5f00"}, {"#ffffff", "#875f00"}, {"#ffffff", "#870000"}},

		Screen:    "#121212",
		Text:      "#e4e4e4",
		Muted:     "#949494",
		Accent:    "#5fd7ff",
		Border:    "#5f5f5f",
		Active:    "#ffaf5f",
		Celebrate: "#5fd787",
		Warning:   "#ff875f",
	})
}

// LightPalette is the theme for light terminals and projectors: dark
// glyphs on light squares, attacked squares a dark blue 3:1 below them,
// the line of attack near-black, 3:1 below the tint: darker than any
// attacked square, as its meaning is stronger.
func LightPalette() Palette {
	return xtermPalette(Palette{
		Name:  Light,
		Light: "#ffffff", Dark: "#d0d0d0",
		Tint: "#5f5fd7",
		Mark: "#ffffff",

		Queen:    "#000087",
		Focus:    "#000000",
		RuledOut: "#00005f",
		Cursor:   "#5f005f",

		Try:      Fill{"#ffffff", "#303030"},
		Reject:   Fill{"#000000", "#ffd700"},
		Attacker: Fill{"#ffffff", "#af005f"},
		Path:     Fill{"#ffd7d7", "#1c1c1c"},
		Lifted:   Fill{"#ffffff", "#5f00d7"},
		Dead:     Fill{"#5f0000", "#ffd7af"},
		Solved:   Fill{"#ffffff", "#008700"},
		Conflict: Fill{"#ffffff", "#870087"},

		Domain: "#005f00",
		Pruned: Fill{"#000000", "#87d7d7"},
		Picked: Fill{"#ffffff", "#005f87"},
		Heat:   [4]Fill{{"#000000", "#afffaf"}, {"#000000", "#ffffaf"}, {"#000000", "#ffd787"}, {"#000000", "#ff8787"}},

		Screen:    "#ffffff",
		Text:      "#1c1c1c",
		Muted:     "#585858",
		Accent:    "#005faf",
		Border:    "#9e9e9e",
		Active:    "#af5f00",
		Celebrate: "#008700",
		Warning:   "#af0000",
	})
}

// PaletteOf returns the palette of a theme (Auto resolved first).
func PaletteOf(n Name) Palette { return paletteFor(n, lipgloss.DefaultRenderer()) }

func paletteFor(n Name, r *lipgloss.Renderer) Palette {
	if n.ResolveFor(r) == Light {
		return LightPalette()
	}
	return DarkPalette()
}

// Glyphs are the one-cell symbols of the UI. Each board state has its own,
// different from all the others, so that no state depends on colour alone.
type Glyphs struct {
	Queen     string     // a queen
	Empty     string     // a safe empty square
	Marks     [3]string  // an attacked square, by 1, 2 or 3 lines: one dot a line
	Column    string     // a line along a column (the focus queen's, a dead square's reason)
	Diagonal  string     // a line along a "\" diagonal
	Anti      string     // a line along a "/" diagonal
	Several   string     // a dead square attacked along several lines, one cell wide
	Explored  string     // a dead square that was safe: its subtree is exhausted
	Try       string     // the square being tried now
	Reject    string     // the square just rejected
	Attacker  string     // the queen attacking the rejected square
	Path      string     // a square on the drawn line of attack
	Lifted    string     // the queen being lifted by a backtrack
	Solved    string     // a queen of a complete solution
	Crown     [2]string  // the body of a queen drawn large, 5×2, on squares of 5×3 and more
	Jewel     string     // the jewels over a large queen's crown; other queens wear their own glyph
	Frame     [6]string  // the large mark of the square tried: corners ┌ ┐ └ ┘, then ─ and │
	Blocks    [16]string // the cells of marks drawn in pixels, two by two a cell, by the pixels set: 1 top left, 2 top right, 4 bottom left, 8 bottom right; none in ASCII
	Cursor    string     // the cursor on an empty square (place-it-yourself)
	RuledOut  string     // a pencil mark: the player ruled the square out
	Conflict  string     // a queen attacking another one (place-it-yourself, min-conflicts)
	Domain    string     // a square still in its row's domain (forward checking)
	Pruned    string     // a square just taken out of a domain (forward checking)
	Picked    string     // the queen min-conflicts picked
	HeatMore  string     // a heat-map count too wide for its square
	MoveLeft  string     // the square a queen left, moving left (min-conflicts)
	MoveRight string     // the square a queen left, moving right
	RowMark   string     // after a rank label: the row the search works on (fc, min-conflicts)

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
		Queen: "♛", Empty: " ", Marks: [3]string{"·", ":", "⋮"},
		Column: "│", Diagonal: "╲", Anti: "╱", Several: "╳", Explored: "Ø",
		Try: "◇", Reject: "✗", Attacker: "♕", Path: "•", Lifted: "↑", Solved: "★",
		Crown: [2]string{"▙▖█▗▟", "▀▀▀▀▀"}, Jewel: "•", Frame: [6]string{"┌", "┐", "└", "┘", "─", "│"},
		Blocks: [16]string{" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"},
		Cursor: "▢", RuledOut: "○", Conflict: "‼",
		Domain: "✓", Pruned: "⊘", Picked: "◆", HeatMore: "✦", MoveLeft: "←", MoveRight: "→", RowMark: "▸",
		Marker: "▶", Play: "▶", Pause: "⏸", Star: "★", Ellipsis: "…", BitNext: "▲", Sep: " · ",
	}
}

// ASCIIGlyphs returns glyphs for terminals and fonts without the Unicode
// symbols (--ascii).
func ASCIIGlyphs() Glyphs {
	return Glyphs{
		Queen: "Q", Empty: " ", Marks: [3]string{".", ":", "#"},
		Column: "|", Diagonal: "\\", Anti: "/", Several: "+", Explored: "~",
		Try: "?", Reject: "x", Attacker: "@", Path: "o", Lifted: "^", Solved: "*",
		Crown: [2]string{"|\\|/|", "====="}, Jewel: "o", Frame: [6]string{"+", "+", "+", "+", "-", "|"},
		Cursor: "_", RuledOut: "-", Conflict: "!",
		Domain: "v", Pruned: "%", Picked: "&", HeatMore: "$", MoveLeft: "<", MoveRight: ">", RowMark: ">",
		Marker: ">", Play: ">", Pause: "||", Star: "*", Ellipsis: "~", BitNext: "^", Sep: " | ",
	}
}

// Styles are every lipgloss style of the UI, built once (building styles on
// every frame is measurable at 60 fps). Views take what they need from here
// rather than defining colours of their own, so the whole UI stays in one
// palette. The board's squares are styled by the board renderer from the
// Palette.
type Styles struct {
	Palette Palette
	Glyphs  Glyphs
	ASCII   bool // Glyphs are ASCIIGlyphs: borders are drawn in ASCII too
	// renderer is the terminal every style is built for: its colour
	// profile decides what a colour becomes (or that it is dropped).
	renderer *lipgloss.Renderer

	// frames are the boxes' borders drawn so far (Box); a Styles is
	// shared by the views of a terminal, so they are guarded.
	framesMu sync.Mutex
	frames   map[frameKey]boxFrame

	Label lipgloss.Style // rank and file numbers of the board

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

// NewFor returns the styles of the named theme for the terminal of
// renderer r (the process's own, lipgloss.DefaultRenderer(), or an SSH
// session's, see nqueens serve): its background resolves Auto and its
// colour profile renders every style; ascii picks ASCII glyphs and borders.
func NewFor(r *lipgloss.Renderer, name Name, ascii bool) *Styles {
	g := UnicodeGlyphs()
	if ascii {
		g = ASCIIGlyphs()
	}
	return build(r, paletteFor(name, r), g, ascii)
}

// build makes the styles from a palette and a glyph set, for renderer r.
func build(r *lipgloss.Renderer, p Palette, g Glyphs, ascii bool) *Styles {
	fg := func(c lipgloss.TerminalColor) lipgloss.Style { return r.NewStyle().Foreground(c) }
	return &Styles{
		Palette: p, Glyphs: g, ASCII: ascii, renderer: r,

		Label: fg(p.Muted),

		Title:      fg(p.Text).Bold(true),
		TitleKey:   fg(p.Accent).Bold(true),
		PanelTitle: fg(p.Accent).Bold(true),
		Text:       fg(p.Text),
		Muted:      fg(p.Muted),
		Accent:     fg(p.Accent),
		Number:     fg(p.Text).Bold(true),
		Active:     fg(p.Active).Bold(true),
		Status:     fg(p.Text),
		Celebrate:  fg(p.Celebrate).Bold(true),
		Warning:    fg(p.Warning).Bold(true),
		BitOn:      fg(p.Text).Bold(true),
		BitOff:     fg(p.Muted),
		BitNext:    fg(p.Active).Bold(true).Underline(true),
	}
}

// NewStyle returns an empty style of the styles' terminal: a view that
// builds a style of its own (the board's squares, a panel's border) takes
// it from here, never from lipgloss.NewStyle, which renders for the
// process's terminal.
func (s *Styles) NewStyle() lipgloss.Style {
	if s.renderer == nil {
		return lipgloss.NewStyle()
	}
	return s.renderer.NewStyle()
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
