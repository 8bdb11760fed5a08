package board

import (
	"fmt"
	"image/color"
	"io"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/nocolor"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/theme/wcag"
)

// pathCells returns the cells of square (r, c) of board b, as painted at
// the given size, that are styled as the line of attack — in its colours,
// or a diagonal drawn in one of them on the square's fill — and the look
// of the square.
func pathCells(r *Renderer, b *Board, row, col int, cell Cell) (cells []string, key cacheKey) {
	key = r.keyOf(b.At(row, col), row, col, b.ahead(row), b.has(Solved))
	cv := r.paint(key, cell)
	p := r.st.Palette.Path
	for y, line := range cv.cells {
		for x, cl := range line {
			slash := (cl.glyph == r.diagonal(true) || cl.glyph == r.diagonal(false)) && (cl.fg == p.FG || cl.fg == p.BG)
			if cl.bg == p.BG && cl.fg == p.FG || slash {
				cells = append(cells, fmt.Sprintf("%d,%d", x, y))
			}
		}
	}
	return cells, key
}

// TestCulpritLine: at every attack step of N=4 and N=6 (array and
// bitmask; forward checking has none), in both themes, the culprit's line
// is drawn from the attacker to the rejected square in the line-of-attack
// style — through the squares between, and into both ends, towards each
// other, up to the edge or corner they share when they touch — and the
// attacker's other lines are ordinary attacked squares: the tint and a
// mark, no cell of the line of attack, nothing in focus.
func TestCulpritLine(t *testing.T) {
	for _, name := range []theme.Name{theme.Dark, theme.Light} {
		r := NewRenderer(theme.NewFor(lipgloss.DefaultRenderer(), name, false), i18n.En)
		for _, st := range []solver.Strategy{solver.Array, solver.Bitmask, solver.FC} {
			for _, n := range []int{4, 6} {
				s, err := solver.New(n, st, nil)
				if err != nil {
					t.Fatal(err)
				}
				attacks, touching := 0, 0
				// The line's cells depend on its two ends: each pair is
				// checked once, on the first board that shows it (N=6
				// repeats each pair many times).
				checked := map[[2]solver.Square]bool{}
				for !s.IsDone() {
					ev := s.Next()
					if ev.Kind != solver.Attack {
						continue
					}
					attacks++
					by, at := ev.By, solver.Square{Row: ev.Row, Col: ev.Col}
					dr, dc := sign(at.Row-by.Row), sign(at.Col-by.Col)
					if abs(at.Row-by.Row) == 1 {
						touching++
					}
					if checked[[2]solver.Square{by, at}] {
						continue
					}
					checked[[2]solver.Square{by, at}] = true
					b := FromStepper(s)
					for _, cell := range []Cell{{3, 1}, {5, 2}, {7, 3}, {13, 6}} {
						what := fmt.Sprintf("%s %v N=%d %v %v", name, st, n, cell, ev)
						for row := 0; row < n; row++ {
							for col := 0; col < n; col++ {
								cells, key := pathCells(r, &b, row, col, cell)
								sq := solver.Square{Row: row, Col: col}
								k := (row - by.Row) * dr // steps from the attacker along the line
								onSegment := k >= 0 && k <= abs(at.Row-by.Row) && col == by.Col+k*dc && (row-by.Row) == k*dr
								switch {
								case sq == by || sq == at:
									// The ends: a stroke towards the other,
									// reaching the edge row they share.
									edge := cell.H - 1
									if sq == at {
										edge = 0
									}
									if cell.H == 1 && dc == 0 {
										break // no cell above or below the glyph
									}
									if !strings.Contains(strings.Join(cells, " "), fmt.Sprintf(",%d", edge)) {
										t.Fatalf("%s: end %v has line cells %v, none on line %d", what, sq, cells, edge)
									}
								case onSegment:
									if key.k != kPath || len(cells) == 0 {
										t.Fatalf("%s: %v between the ends is %v with line cells %v", what, sq, key.k, cells)
									}
								default:
									if len(cells) > 0 || key.k == kFocus || key.k == kPath {
										t.Fatalf("%s: %v off the culprit's line has line cells %v (kind %v)", what, sq, cells, key.k)
									}
									if solver.AttackLine(by, sq) != solver.NoLine && b.At(row, col)&Queen == 0 && key.k == kEmpty && row > by.Row {
										// The attacker's other lines below it:
										// the ordinary attacked look.
										if lk := r.lookOf(key); key.level == 0 || lk.bg != r.st.Palette.Tint {
											t.Fatalf("%s: %v on the attacker's lines is not drawn attacked: %+v", what, sq, key)
										}
									}
								}
							}
						}
					}
				}
				switch {
				case st == solver.FC && attacks != 0:
					t.Fatalf("fc N=%d: %d attack steps, the test assumes none", n, attacks)
				case st != solver.FC && (attacks == 0 || touching == 0):
					t.Fatalf("%v N=%d: %d attacks, %d touching: nothing tested", st, n, attacks, touching)
				}
			}
		}
	}
}

// TestLargeMarks: on squares of LargeCell and more every queen is a 5×3
// crown (5×2, without its base, on squares of 5×2), twice or three times
// as large on squares that hold it (10×4 and more from 13×6), and the
// square tried
// and the rejected square have marks at least a third of the square wide
// and over its full height; smaller squares draw one glyph.
func TestLargeMarks(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		r := NewRenderer(theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, ascii), i18n.En)
		for _, cell := range []Cell{{4, 2}, {5, 2}, {5, 3}, {7, 3}, {9, 4}, {13, 6}, {19, 9}} {
			for _, k := range []kind{kQueen, kAttacker, kSolved, kLifted, kConflict, kPicked, kTried, kRejected} {
				cv := r.paint(cacheKey{k: k}, cell)
				x0, x1, y0, y1 := cell.W, -1, cell.H, -1
				for y, line := range cv.cells {
					for x, cl := range line {
						if cl.glyph != " " {
							x0, x1, y0, y1 = min(x0, x), max(x1, x), min(y0, y), max(y1, y)
						}
					}
				}
				w, h := x1-x0+1, y1-y0+1
				switch {
				case !cell.large():
					if k != kLifted && (w != 1 || h != 1) {
						t.Errorf("ascii=%v %v kind %d: %d×%d mark on a small square", ascii, cell, k, w, h)
					}
				case k.crowned():
					s, cw, ch := r.crownSize(cell)
					if w != cw || h != ch || s != max(1, min((cell.W-2)/5, (cell.H-1)/2)) {
						t.Errorf("ascii=%v %v kind %d: the queen is %d×%d, want the %d×%d crown", ascii, cell, k, w, h, cw, ch)
					}
					if cell.W >= 12 && cell.H >= 5 && (w < 10 || h < 4) {
						t.Errorf("ascii=%v %v kind %d: the queen is %d×%d, no larger than on 7×3", ascii, cell, k, w, h)
					}
				default:
					if 3*w < cell.W || h != cell.H {
						t.Errorf("ascii=%v %v kind %d: mark %d×%d, want a third of the width or more, full height", ascii, cell, k, w, h)
					}
				}
			}
		}
	}
}

// TestContrastLevels holds both themes to the contrast a class needs to
// read the board from afar, in relative luminance (WCAG 2): safe and
// attacked squares 3:1 apart (WCAG's level for graphical objects), the
// line of attack and the rejected square 3:1 from the attacked squares
// around them, and one tint for every count of lines (three shades 2:1
// apart do not fit; the marks tell the count). It logs the table of the
// ratios.
func TestContrastLevels(t *testing.T) {
	const nonText = 3.0
	var table strings.Builder
	fmt.Fprintf(&table, "\n%-34s %6s %6s\n", "pair", "dark", "light")
	type pair struct {
		what string
		a, b func(p theme.Palette) lipgloss.Color
		min  float64
	}
	pairs := []pair{
		{"safe light square / attacked", func(p theme.Palette) lipgloss.Color { return p.Light }, func(p theme.Palette) lipgloss.Color { return p.Tint }, nonText},
		{"safe dark square / attacked", func(p theme.Palette) lipgloss.Color { return p.Dark }, func(p theme.Palette) lipgloss.Color { return p.Tint }, nonText},
		{"line of attack / attacked", func(p theme.Palette) lipgloss.Color { return p.Path.BG }, func(p theme.Palette) lipgloss.Color { return p.Tint }, nonText},
		{"rejected / attacked", func(p theme.Palette) lipgloss.Color { return p.Reject.BG }, func(p theme.Palette) lipgloss.Color { return p.Tint }, nonText},
		{"fc: pruned / attacked", func(p theme.Palette) lipgloss.Color { return p.Pruned.BG }, func(p theme.Palette) lipgloss.Color { return p.Tint }, nonText},
		// Told apart by hue and glyph; listed, not held to a level.
		{"attacker / attacked (listed)", func(p theme.Palette) lipgloss.Color { return p.Attacker.BG }, func(p theme.Palette) lipgloss.Color { return p.Tint }, 0},
		{"tried / attacked (listed)", func(p theme.Palette) lipgloss.Color { return p.Try.BG }, func(p theme.Palette) lipgloss.Color { return p.Tint }, 0},
		{"mark on attacked", func(p theme.Palette) lipgloss.Color { return p.Mark }, func(p theme.Palette) lipgloss.Color { return p.Tint }, wcagAA},
		{"queen on light square", func(p theme.Palette) lipgloss.Color { return p.Queen }, func(p theme.Palette) lipgloss.Color { return p.Light }, wcagAA},
		{"queen on dark square", func(p theme.Palette) lipgloss.Color { return p.Queen }, func(p theme.Palette) lipgloss.Color { return p.Dark }, wcagAA},
		{"line dots on line of attack", func(p theme.Palette) lipgloss.Color { return p.Path.FG }, func(p theme.Palette) lipgloss.Color { return p.Path.BG }, wcagAA},
		{"cross on rejected", func(p theme.Palette) lipgloss.Color { return p.Reject.FG }, func(p theme.Palette) lipgloss.Color { return p.Reject.BG }, wcagAA},
		{"crown on attacker", func(p theme.Palette) lipgloss.Color { return p.Attacker.FG }, func(p theme.Palette) lipgloss.Color { return p.Attacker.BG }, wcagAA},
		{"frame on tried", func(p theme.Palette) lipgloss.Color { return p.Try.FG }, func(p theme.Palette) lipgloss.Color { return p.Try.BG }, wcagAA},
		{"crown on lifted", func(p theme.Palette) lipgloss.Color { return p.Lifted.FG }, func(p theme.Palette) lipgloss.Color { return p.Lifted.BG }, wcagAA},
		{"crown on solution", func(p theme.Palette) lipgloss.Color { return p.Solved.FG }, func(p theme.Palette) lipgloss.Color { return p.Solved.BG }, wcagAA},
	}
	palettes := []theme.Palette{theme.DarkPalette(), theme.LightPalette()}
	for _, pr := range pairs {
		fmt.Fprintf(&table, "%-34s", pr.what)
		for _, p := range palettes {
			a, b := rgbaOf(t, pr.a(p)), rgbaOf(t, pr.b(p))
			ratio := wcag.Ratio(a, b)
			fmt.Fprintf(&table, " %5.2f:1", ratio)
			if ratio < pr.min {
				t.Errorf("%s theme: %s %s / %s: %.2f:1 < %.1f:1", p.Name, pr.what, pr.a(p), pr.b(p), ratio, pr.min)
			}
		}
		table.WriteByte('\n')
	}
	t.Log(table.String())
	// One tint whatever the count: every count of lines draws the same
	// background, its mark differs.
	r := NewRenderer(theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, false), i18n.En)
	for level := uint8(1); level <= 3; level++ {
		if lk := r.lookOf(cacheKey{level: level}); lk.bg != r.st.Palette.Tint || lk.glyph != r.st.Glyphs.Marks[level-1] {
			t.Errorf("attacked by %d: %+v, want the tint and mark %q", level, lk, r.st.Glyphs.Marks[level-1])
		}
	}
}

func rgbaOf(t *testing.T, c lipgloss.Color) color.RGBA {
	t.Helper()
	v, err := theme.RGBA(c)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// inked returns the width and height of what a painted square draws:
// the bounds of its cells that hold a glyph.
func inked(cv *canvas) (w, h int) {
	x0, x1, y0, y1 := cv.w, -1, cv.h, -1
	for y, line := range cv.cells {
		for x, cl := range line {
			if cl.glyph != " " {
				x0, x1, y0, y1 = min(x0, x), max(x1, x), min(y0, y), max(y1, y)
			}
		}
	}
	return x1 - x0 + 1, y1 - y0 + 1
}

// TestCountMarks: from squares of 5×2 up, the count of lines attacking a
// square is drawn at least a third of the square wide, clear of its left
// and right edges (the marks of neighbours stay apart), larger on larger
// squares (wider on 13×6 than on 7×3), and each count differently, in Unicode and ASCII.
func TestCountMarks(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		r := NewRenderer(theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, ascii), i18n.En)
		for level := uint8(1); level <= 3; level++ {
			prevW, firstW := 0, 0
			for _, cell := range []Cell{{5, 2}, {7, 3}, {9, 4}, {13, 6}, {19, 9}, {25, 12}} {
				cv := r.paint(cacheKey{level: level}, cell)
				w, _ := inked(cv)
				if 3*w < cell.W {
					t.Errorf("ascii=%v %v attacked by %d: mark %d wide, want a third of %d", ascii, cell, level, w, cell.W)
				}
				for y := range cv.h {
					if cv.cells[y][0].glyph != " " || cv.cells[y][cv.w-1].glyph != " " {
						t.Errorf("ascii=%v %v attacked by %d: mark touches the square's edge", ascii, cell, level)
					}
				}
				if w < prevW {
					t.Errorf("ascii=%v %v attacked by %d: mark %d wide, narrower than on the smaller square (%d)", ascii, cell, level, w, prevW)
				}
				if cell == (Cell{13, 6}) && w <= firstW {
					t.Errorf("ascii=%v %v attacked by %d: mark %d wide, no wider than on 7×3 (%d)", ascii, cell, level, w, firstW)
				}
				if cell == (Cell{7, 3}) {
					firstW = w
				}
				prevW = w
			}
		}
		for _, cell := range []Cell{{5, 2}, {7, 3}, {13, 6}} {
			seen := map[string]uint8{}
			for level := uint8(1); level <= 3; level++ {
				s := strings.Join(r.draw(cacheKey{level: level}, cell), "\n")
				if other, dup := seen[s]; dup {
					t.Errorf("ascii=%v %v: attacked by %d and by %d look alike:\n%s", ascii, cell, other, level, s)
				}
				seen[s] = level
			}
		}
	}
}

// reversed reports whether every cell of the styled text s is written in
// reverse video (SGR 7), and none of it is when it reports false.
func reversed(s string) (all, any bool) {
	all = true
	for _, seq := range strings.Split(s, "\x1b[")[1:] {
		params, _, _ := strings.Cut(seq, "m")
		if params == "" || params == "0" {
			continue // a reset
		}
		rev := false
		for _, p := range strings.Split(params, ";") {
			rev = rev || p == "7"
		}
		all, any = all && rev, any || rev
	}
	return all, any
}

// TestCulpritNoColour: under NO_COLOR (colours taken out, attributes
// kept, as ui.Options.NoColor does) the culprit's square is written in
// reverse video over all its cells and an ordinary queen's in none, so
// the two differ on squares of every size; with colour the culprit
// still shows its own fill, its colours swapped under the reverse.
func TestCulpritNoColour(t *testing.T) {
	for _, name := range []theme.Name{theme.Dark, theme.Light} {
		for _, ascii := range []bool{false, true} {
			lr := lipgloss.NewRenderer(io.Discard)
			lr.SetColorProfile(termenv.ANSI256)
			r := NewRenderer(theme.NewFor(lr, name, ascii), i18n.En)
			fill := r.st.Palette.Attacker
			for _, cell := range []Cell{{1, 1}, {3, 1}, {5, 2}, {7, 3}, {13, 6}} {
				culprit := strings.Join(r.draw(cacheKey{k: kAttacker}, cell), "\n")
				if want := fmt.Sprintf("38;5;%s;48;5;%sm", fill.BG, fill.FG); !strings.Contains(culprit, want) {
					t.Errorf("%s ascii=%v %v: culprit %q lacks its swapped colours %q", name, ascii, cell, culprit, want)
				}
				culprit = nocolor.Strip(culprit)
				if all, _ := reversed(culprit); !all {
					t.Errorf("%s ascii=%v %v: culprit not all in reverse video without colour: %q", name, ascii, cell, culprit)
				}
				for _, dark := range []bool{false, true} {
					queen := nocolor.Strip(strings.Join(r.draw(cacheKey{k: kQueen, dark: dark}, cell), "\n"))
					if _, any := reversed(queen); any || queen == culprit {
						t.Errorf("%s ascii=%v %v: a queen %q reads as the culprit %q without colour", name, ascii, cell, queen, culprit)
					}
				}
			}
		}
	}
}

// TestCornerStroke: when the culprit touches the rejected square at a
// corner, the line of attack in each of the two squares is a clean
// diagonal: its cells run from the shared corner towards the middle,
// one column a line, each in the diagonal's glyph, and no cell of the
// crown or of the cross takes the line's colours.
func TestCornerStroke(t *testing.T) {
	for _, name := range []theme.Name{theme.Dark, theme.Light} {
		for _, ascii := range []bool{false, true} {
			r := NewRenderer(theme.NewFor(lipgloss.DefaultRenderer(), name, ascii), i18n.En)
			p := r.st.Palette.Path
			for _, n := range []int{4, 6} {
				s, _ := solver.New(n, solver.Array, nil)
				corners := 0
				for !s.IsDone() {
					ev := s.Next()
					if ev.Kind != solver.Attack || abs(ev.Row-ev.By.Row) != 1 || ev.Col == ev.By.Col {
						continue
					}
					corners++
					b := FromStepper(s)
					dr, dc := sign(ev.Row-ev.By.Row), sign(ev.Col-ev.By.Col)
					glyph := r.diagonal(dr == dc)
					for _, cell := range []Cell{{5, 2}, {7, 3}, {9, 4}, {13, 6}} {
						for _, end := range []struct {
							sq     solver.Square
							dr, dc int // towards the other end
						}{{ev.By, dr, dc}, {solver.Square{Row: ev.Row, Col: ev.Col}, -dr, -dc}} {
							key := r.keyOf(b.At(end.sq.Row, end.sq.Col), end.sq.Row, end.sq.Col, b.ahead(end.sq.Row), false)
							cv := r.paint(key, cell)
							x, y := 0, 0
							if end.dc > 0 {
								x = cell.W - 1
							}
							if end.dr > 0 {
								y = cell.H - 1
							}
							var chain []string
							for cy, line := range cv.cells {
								for cx, cl := range line {
									if cl.fg != p.FG && cl.fg != p.BG && cl.bg != p.BG {
										continue
									}
									if cl.glyph != glyph {
										t.Errorf("%s ascii=%v N=%d %v %v: end %v cell %d,%d %q in the line's colours", name, ascii, n, cell, ev, end.sq, cx, cy, cl.glyph)
									}
									chain = append(chain, fmt.Sprintf("%d,%d", cx, cy))
								}
							}
							if len(chain) == 0 {
								t.Errorf("%s ascii=%v N=%d %v %v: end %v draws no line", name, ascii, n, cell, ev, end.sq)
							}
							for i := range chain {
								// From the corner inwards; the top line
								// of a 5×2 square holds the mark and the
								// stroke runs along it.
								want := fmt.Sprintf("%d,%d", x-i*end.dc, y-i*end.dr)
								if cell.H == 2 && end.dr < 0 {
									want = fmt.Sprintf("%d,%d", x-i*end.dc, y)
								}
								if !strings.Contains(" "+strings.Join(chain, " ")+" ", " "+want+" ") {
									t.Errorf("%s ascii=%v N=%d %v %v: end %v line cells %v, not a diagonal from the corner %d,%d", name, ascii, n, cell, ev, end.sq, chain, x, y)
									break
								}
							}
						}
					}
				}
				if corners == 0 {
					t.Fatalf("N=%d: no attack at a corner", n)
				}
			}
		}
	}
}
