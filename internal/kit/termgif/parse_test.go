package termgif

import (
	"image/color"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
)

func rgba(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 0xff} }

// rowText returns the runes of a grid row as a string, continuation
// cells as '_'.
func rowText(row []Cell) string {
	var b strings.Builder
	for _, c := range row {
		if c.Rune == 0 {
			b.WriteByte('_')
		} else {
			b.WriteRune(c.Rune)
		}
	}
	return b.String()
}

func TestParseLipgloss(t *testing.T) {
	red, blue := rgba(0xff, 0, 0), rgba(0x12, 0x34, 0xff)
	text := lipgloss.NewStyle().Foreground(lipgloss.Color("#ff0000")).Background(lipgloss.Color("#1234ff")).Bold(true).Render("♛·") +
		lipgloss.NewStyle().Underline(true).Render("ab") + "\n" +
		lipgloss.NewStyle().Reverse(true).Foreground(lipgloss.Color("#ff0000")).Render("R") +
		lipgloss.NewStyle().Faint(true).Render("f") +
		lipgloss.NewStyle().Border(lipgloss.RoundedBorder()).Render("x")
	if !strings.Contains(text, "38;2;255;0;0") {
		t.Fatalf("lipgloss did not emit true colour: %q", text)
	}
	opt := Options{Cols: 8, Rows: 4}
	g := Parse(text, opt)
	def := opt.withDefaults()
	if len(g) != 4 || len(g[0]) != 8 {
		t.Fatalf("grid %d×%d, want 4×8", len(g), len(g[0]))
	}
	want := []string{"♛·ab    ", "Rf╭─╮   ", "│x│     ", "╰─╯     "}
	for r, w := range want {
		if got := rowText(g[r]); got != w {
			t.Errorf("row %d = %q, want %q", r, got, w)
		}
	}
	checks := []struct {
		name   string
		c      Cell
		fg, bg color.RGBA
		bold   bool
		under  bool
	}{
		{"queen", g[0][0], red, blue, true, false},
		{"dot", g[0][1], red, blue, true, false},
		{"underlined", g[0][2], def.Foreground, def.Background, false, true},
		{"padding", g[0][7], def.Foreground, def.Background, false, false},
		{"reverse", g[1][0], def.Background, red, false, false},
		{"faint", g[1][1], mix(def.Background, def.Foreground, 1, 2), def.Background, false, false},
	}
	for _, c := range checks {
		if c.c.FG != c.fg || c.c.BG != c.bg || c.c.Bold != c.bold || c.c.Underline != c.under {
			t.Errorf("%s: got %+v, want fg %v bg %v bold %v underline %v", c.name, c.c, c.fg, c.bg, c.bold, c.under)
		}
	}
}

func TestParseSequences(t *testing.T) {
	opt := Options{Cols: 6, Rows: 2}.withDefaults()
	tests := []struct {
		name, text, row0 string
		fg, bg           color.RGBA // of cell 0
	}{
		{"basic colours", "\x1b[31;42mx", "x     ", ansi16[1], ansi16[2]},
		{"bright colours", "\x1b[91;102mx", "x     ", ansi16[9], ansi16[10]},
		{"256 colours", "\x1b[38;5;196;48;5;232mx", "x     ", rgba(255, 0, 0), rgba(8, 8, 8)},
		{"256 colour cube low", "\x1b[38;5;17mx", "x     ", rgba(0, 0, 95), opt.Background},
		{"colon true colour", "\x1b[38:2::1:2:3mx", "x     ", rgba(1, 2, 3), opt.Background},
		{"colon true colour no space id", "\x1b[48:2:4:5:6mx", "x     ", opt.Foreground, rgba(4, 5, 6)},
		{"reset", "\x1b[31m\x1b[0mx", "x     ", opt.Foreground, opt.Background},
		{"empty reset", "\x1b[31m\x1b[mx", "x     ", opt.Foreground, opt.Background},
		{"default fg", "\x1b[31;39mx", "x     ", opt.Foreground, opt.Background},
		{"cursor moves skipped", "\x1b[2J\x1b[H\x1b[?25lab\x1b[3Cc", "abc   ", opt.Foreground, opt.Background},
		{"osc skipped", "\x1b]0;title\x07a\x1b]8;;http://x\x1b\\b", "ab    ", opt.Foreground, opt.Background},
		{"charset skipped", "\x1b(Ba\x1b7b", "ab    ", opt.Foreground, opt.Background},
		{"256 colours take the theme's basic 16", "\x1b[38;5;9;48;5;4mx", "x     ", ansi16[9], ansi16[4]},
		{"transparent is the default", "\x1b[31;48;2;9;9;9m\x1b[38:1mx", "x     ", opt.Foreground, rgba(9, 9, 9)},
		{"too many parameters", "\x1b[" + strings.Repeat("1;", 40) + "31mx\x1b[" + strings.Repeat("1;", 40) + "5Ay", "xy    ", opt.Foreground, opt.Background},
		{"malformed csi", "\x1b[31\x01x", "x     ", opt.Foreground, opt.Background},
		{"tab", "a\tb", "a     ", opt.Foreground, opt.Background},
		{"carriage return", "abc\rX", "Xbc   ", opt.Foreground, opt.Background},
		{"clipped", "abcdefgh", "abcdef", opt.Foreground, opt.Background},
		{"wide runes", "日本語", "日_本_語_", opt.Foreground, opt.Background},
		{"wide rune cut at the edge", "abcde日", "abcde ", opt.Foreground, opt.Background},
		{"overwritten wide rune", "日本\r a", " a本_  ", opt.Foreground, opt.Background},
		{"wide rune half overwritten by one", "a日\r日", "日_    ", opt.Foreground, opt.Background},
		{"combining mark dropped", "e\u0301x", "ex    ", opt.Foreground, opt.Background},
		{"invalid utf-8", "a\xffb", "a\uFFFDb   ", opt.Foreground, opt.Background},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := Parse(tt.text, opt)
			if got := rowText(g[0]); got != tt.row0 {
				t.Errorf("row 0 = %q, want %q", got, tt.row0)
			}
			if c := g[0][0]; c.FG != tt.fg || c.BG != tt.bg {
				t.Errorf("cell 0: fg %v bg %v, want %v %v", c.FG, c.BG, tt.fg, tt.bg)
			}
		})
	}
}

// TestParseWideRuneColours: cellbuf leaves the second cell of a wide rune
// unstyled; Parse gives it the rune's colours, which its background is
// painted with.
func TestParseWideRuneColours(t *testing.T) {
	opt := Options{Cols: 4, Rows: 1}.withDefaults()
	row := Parse("\x1b[38;2;1;2;3;44m日\x1b[mx", opt)[0]
	if got := rowText(row); got != "日_x " {
		t.Fatalf("row = %q", got)
	}
	for x, want := range [][2]color.RGBA{{rgba(1, 2, 3), ansi16[4]}, {rgba(1, 2, 3), ansi16[4]}, {opt.Foreground, opt.Background}} {
		if c := row[x]; c.FG != want[0] || c.BG != want[1] {
			t.Errorf("cell %d: fg %v bg %v, want %v %v", x, c.FG, c.BG, want[0], want[1])
		}
	}
}

func TestParseFitsContent(t *testing.T) {
	g := Parse("\x1b[1mabc\x1b[0m\nde\n", Options{})
	if len(g) != 2 || len(g[0]) != 3 {
		t.Fatalf("grid %d×%d, want 2×3", len(g), len(g[0]))
	}
	if got := rowText(g[1]); got != "de " {
		t.Errorf("row 1 = %q", got)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"",
		"plain\ntext",
		sampleScreen(4, 2, 3),
		"\x1b[38;2;255;0;0;48;5;17;1;2;3;4;7;9mx\x1b[0m",
		"\x1b[38:2::1:2:3;4:3mx\x1b[58;5;1m",
		"\x1b]8;;http://example.com\x1b\\link\x1b]8;;\x1b\\",
		"\x1b[?1049h\x1b[2J\x1b[1;1H\x1b[K",
		"日本\r\x1b[1Cx\t\b♛\u0301",
		"\x1b[999999999999;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;38;5m",
		"\x1bP1$r\x1b\\\x1b_apc\x07\x1b",
		"\x1b[\xff\x1b[38;2",
		"🇺🇸♛\uFE0F👩\u200d👧\u1100\u1161",
	} {
		f.Add(s, 7, 3)
	}
	f.Fuzz(func(t *testing.T, text string, cols, rows int) {
		// Small grids: the fuzzer is after parser states, not sizes.
		cols, rows = 1+abs(cols)%40, 1+abs(rows)%12
		g := Parse(text, Options{Cols: cols, Rows: rows})
		if len(g) != rows {
			t.Fatalf("%d rows, want %d", len(g), rows)
		}
		for _, row := range g {
			if len(row) != cols {
				t.Fatalf("%d columns, want %d", len(row), cols)
			}
			// A continuation cell always follows the wide character it
			// belongs to, in its colours. (The character is a grapheme
			// cluster, "♛\uFE0F" is two cells wide: its first rune
			// alone does not tell its width.)
			for x, c := range row {
				if c.Rune == 0 && (x == 0 || row[x-1].Rune == ' ' || row[x-1].FG != c.FG || row[x-1].BG != c.BG) {
					t.Fatalf("dangling continuation at column %d: %q", x, rowText(row))
				}
			}
		}
		if img := Render(text, Options{Cols: cols, Rows: rows}); img.Bounds().Empty() {
			t.Fatal("empty image")
		}
	})
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
