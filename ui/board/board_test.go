package board

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/theme/wcag"
)

func init() { lipgloss.SetColorProfile(termenv.Ascii) }

// testCells are the square sizes the tests draw: every width up to 9
// (1×1 … 9×4).
var testCells = func() []Cell {
	var out []Cell
	for w := 1; w <= 9; w++ {
		out = append(out, SquareCell(w))
	}
	return out
}()

// TestRenderSize checks the promise of Render and Fit: exactly the layout's
// size, never more than the room given.
func TestRenderSize(t *testing.T) {
	r := NewRenderer(theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, false), i18n.En)
	for n := 1; n <= solver.MaxN; n++ {
		s, _ := solver.New(n, solver.Array, nil)
		for range 3 * n {
			s.Next()
		}
		b := FromStepper(s)
		for _, c := range testCells {
			l := NewLayout(n, c)
			lines := strings.Split(r.Render(b, l), "\n")
			if len(lines) != l.Height() {
				t.Fatalf("N=%d %v: %d lines, layout says %d", n, c, len(lines), l.Height())
			}
			for i, line := range lines {
				if w := lipgloss.Width(line); w != l.Width() {
					t.Fatalf("N=%d %v: line %d is %d wide, layout says %d: %q", n, c, i, w, l.Width(), line)
				}
			}
		}
		for _, size := range [][2]int{{10, 5}, {40, 20}, {80, 24}, {200, 70}} {
			if l, ok := Fit(n, size[0], size[1]); ok && (l.Width() > size[0] || l.Height() > size[1]) {
				t.Fatalf("Fit(%d, %v) = %+v, too large", n, size, l)
			}
		}
	}
}

// TestLargestCell checks that the square chosen is the largest that fits:
// the next size up does not, and none is refused that one character per
// square would fit.
func TestLargestCell(t *testing.T) {
	for _, n := range []int{1, 4, 8, 9, 10, 12, 32, 64} {
		for w := 1; w <= 260; w += 7 {
			for h := 1; h <= 90; h += 3 {
				c, ok := LargestCell(n, w, h)
				// By brute force: the widest square that fits. (Not
				// monotone: narrow squares write two-digit labels
				// vertically, on more lines.)
				best := 0
				for x := 1; x <= w; x++ {
					if bw, bh := Size(n, SquareCell(x)); bw <= w && bh <= h {
						best = x
					}
				}
				if ok != (best > 0) || ok && c.W != best {
					t.Fatalf("LargestCell(%d, %d, %d) = %v %v, the widest that fits is %d", n, w, h, c, ok, best)
				}
				if !ok {
					continue
				}
				if bw, bh := Size(n, c); bw > w || bh > h {
					t.Fatalf("LargestCell(%d, %d, %d) = %v: %d×%d does not fit", n, w, h, c, bw, bh)
				}
				up := SquareCell(c.W + 1)
				if bw, bh := Size(n, up); bw <= w && bh <= h {
					t.Fatalf("LargestCell(%d, %d, %d) = %v, but %v fits too (%d×%d)", n, w, h, c, up, bw, bh)
				}
				if c.H != max(c.W/2, 1) {
					t.Fatalf("%v does not look square", c)
				}
			}
		}
	}
	// No cap: N=4 on a 200×60 window fills the height.
	if c, _ := LargestCell(4, 200, 60); c.H*4+1 < 60*8/10 {
		t.Fatalf("N=4 at 200×60 gets %v: %d of 60 lines", c, c.H*4+1)
	}
}

// TestDown lists the sizes from a cell down to one character.
func TestDown(t *testing.T) {
	var got []Cell
	for c := range Down(Cell{7, 3}) {
		got = append(got, c)
	}
	want := []Cell{{7, 3}, {6, 3}, {5, 2}, {4, 2}, {3, 1}, {2, 1}, {1, 1}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("Down(7×3) = %v, want %v", got, want)
	}
}

// stepTo steps a stepper until stop says so.
func stepTo(t *testing.T, s *solver.Stepper, stop func(solver.Event) bool) solver.Event {
	t.Helper()
	for !s.IsDone() {
		if ev := s.Next(); stop(ev) {
			return ev
		}
	}
	t.Fatal("no such event")
	return solver.Event{}
}

// TestAttackMoment checks what an attack event draws: the culprit, the
// rejected square, the squares between them, and none of the culprit's
// other lines.
func TestAttackMoment(t *testing.T) {
	s, _ := solver.New(8, solver.Array, nil)
	ev := stepTo(t, s, func(ev solver.Event) bool { return ev.Kind == solver.Attack && ev.Row-ev.By.Row >= 2 })
	b := FromStepper(s)
	if b.At(ev.Row, ev.Col)&Rejected == 0 || b.At(ev.By.Row, ev.By.Col)&Attacker == 0 {
		t.Fatal("rejected square or culprit not flagged")
	}
	dr, dc := 1, sign(ev.Col-ev.By.Col)
	for r, c := ev.By.Row+dr, ev.By.Col+dc; r != ev.Row; r, c = r+dr, c+dc {
		if b.At(r, c)&OnLine == 0 {
			t.Fatalf("(%d,%d) between %v and (%d,%d) is not on the line", r, c, ev.By, ev.Row, ev.Col)
		}
	}
	// Only the line that is the reason is drawn: no square is in focus,
	// the culprit's other lines are ordinary attacked squares.
	for i, f := range b.Flags {
		if f&Focus != 0 {
			t.Fatalf("square %d in focus at an attack", i)
		}
	}
	got := NewRenderer(theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, true), i18n.En).Render(b, NewLayout(8, Cell{1, 1}))
	for _, g := range []string{"@", "x", "o", "Q"} {
		if !strings.Contains(got, g) {
			t.Fatalf("ASCII board lacks %q:\n%s", g, got)
		}
	}
}

// TestBacktrackMoment: the lifted queen where it stood, the row below it
// dead, each square with the lines attacking it once the lifted queen is
// counted again, or none (explored).
func TestBacktrackMoment(t *testing.T) {
	// The two backtracking strategies: fc lifts a queen before the row
	// below it runs dry, and min-conflicts never backtracks.
	for _, st := range []solver.Strategy{solver.Array, solver.Bitmask} {
		s, _ := solver.New(8, st, nil)
		for i := 0; i < 40; i++ {
			ev := stepTo(t, s, func(ev solver.Event) bool { return ev.Kind == solver.Backtrack && ev.Row < 7 })
			b := FromStepper(s)
			if b.At(ev.Row, ev.Col)&Lifted == 0 || b.At(ev.Row, ev.Col)&Queen != 0 {
				t.Fatalf("%v: the lifted queen (%d,%d) is not drawn lifted", st, ev.Row, ev.Col)
			}
			queens := append(s.Queens(), ev.Col)
			d := ev.Row + 1
			for c := 0; c < 8; c++ {
				var want Flag
				for r, q := range queens {
					want |= LineFlags(solver.AttackLine(solver.Square{Row: r, Col: q}, solver.Square{Row: d, Col: c}))
				}
				if got := b.At(d, c); got&Dead == 0 || got&Attacked != want {
					t.Fatalf("%v: dead row %d col %d has %b, want Dead|%b", st, d, c, got, want)
				}
			}
			for r := 0; r < 8; r++ {
				if r != d && b.At(r, 0)&Dead != 0 {
					t.Fatalf("%v: row %d marked dead, the exhausted row is %d", st, r, d)
				}
			}
		}
	}
}

// TestSolutionMoment: the tint goes, the queens are solved.
func TestSolutionMoment(t *testing.T) {
	s, _ := solver.New(8, solver.Array, nil)
	stepTo(t, s, func(ev solver.Event) bool { return ev.Kind == solver.Solution })
	b := FromStepper(s)
	r := NewRenderer(theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, false), i18n.En)
	for i, f := range b.Flags {
		key := r.keyOf(f, i/8, i%8, b.ahead(i/8), true)
		if key.level != 0 {
			t.Fatalf("square %d tinted at a solution", i)
		}
		if f&Queen != 0 && key.k != kSolved {
			t.Fatalf("queen %d not drawn solved", i)
		}
	}
	got := r.Present(b)
	if want := []Entry{EntrySafe, EntrySolved}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("legend of a solution: %v, want %v", got, want)
	}
}

// TestShow checks the three attack displays.
func TestShow(t *testing.T) {
	s, _ := solver.New(8, solver.Array, nil)
	stepTo(t, s, func(ev solver.Event) bool { return ev.Kind == solver.Place && ev.Row == 2 })
	b := FromStepper(s)
	r := NewRenderer(theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, false), i18n.En)
	tinted := func() (above, ahead int) {
		for i, f := range b.Flags {
			if r.keyOf(f, i/8, i%8, b.ahead(i/8), false).level > 0 {
				if i/8 < b.Row {
					above++
				} else {
					ahead++
				}
			}
		}
		return
	}
	all := r.Show()
	a1, h1 := tinted()
	r.SetShow(all.Next())
	a2, h2 := tinted()
	r.SetShow(r.Show().Next())
	a3, h3 := tinted()
	if all != ShowAll || a1 == 0 || h1 == 0 || a2 != 0 || h2 != h1 || a3+h3 != 0 {
		t.Fatalf("tinted (above, ahead): all %d %d, ahead %d %d, none %d %d", a1, h1, a2, h2, a3, h3)
	}
	if r.Show().Next() != ShowAll {
		t.Fatal("Next does not cycle")
	}
}

// TestGlyphsDistinct: every state must read without colour.
func TestGlyphsDistinct(t *testing.T) {
	for _, g := range []theme.Glyphs{theme.UnicodeGlyphs(), theme.ASCIIGlyphs()} {
		seen := map[string]string{}
		states := map[string]string{
			"queen": g.Queen, "empty": g.Empty, "mark 1": g.Marks[0], "mark 2": g.Marks[1], "mark 3": g.Marks[2],
			"column": g.Column, "diagonal": g.Diagonal, "anti": g.Anti, "several": g.Several, "explored": g.Explored,
			"try": g.Try, "reject": g.Reject, "attacker": g.Attacker, "path": g.Path, "lifted": g.Lifted,
			"solved": g.Solved, "cursor": g.Cursor, "ruled out": g.RuledOut, "conflict": g.Conflict,
			"domain": g.Domain, "pruned": g.Pruned, "picked": g.Picked, "heat more": g.HeatMore,
			"moved left": g.MoveLeft, "moved right": g.MoveRight,
			"bracket [": "[", "bracket ]": "]",
		}
		for d := range 10 {
			states[fmt.Sprintf("heat %d", d)] = fmt.Sprint(d)
		}
		for name, glyph := range states {
			if lipgloss.Width(glyph) != 1 {
				t.Errorf("%s glyph %q is not one cell wide", name, glyph)
			}
			if other, dup := seen[glyph]; dup {
				t.Errorf("%s and %s share the glyph %q", name, other, glyph)
			}
			seen[glyph] = name
		}
		for i, l := range g.Crown {
			if lipgloss.Width(l) != 5 {
				t.Errorf("crown line %d %q is not 5 cells wide", i, l)
			}
		}
	}
}

// allKeys returns every look a square can have: each kind on each
// background, with each set of lines, with and without the cursor; the heat
// map and the picked queen with counts of one and two digits. A square of a
// domain is never tinted (keyOf).
func allKeys() []cacheKey {
	var out []cacheKey
	for k := kind(0); k < numKinds; k++ {
		lines := []Flag{0}
		heats := []uint8{0}
		switch k {
		case kDead:
			lines = []Flag{0, AttackColumn, AttackDiagonal, AttackAnti, AttackColumn | AttackAnti, Attacked}
		case kFocus:
			lines = []Flag{FocusColumn, FocusDiagonal, FocusAnti}
		case kFrom:
			lines = []Flag{MovedLeft, MovedRight}
		case kHeat:
			heats = []uint8{1, 2, 3, 4, 5, 13}
		case kPicked:
			heats = []uint8{0, 1, 3, 13}
		}
		for _, ln := range lines {
			for _, cursor := range []bool{false, true} {
				if k.filled() {
					for _, h := range heats {
						out = append(out, cacheKey{k: k, lines: ln, heat: h, cursor: cursor})
					}
					continue
				}
				if k == kDomain {
					out = append(out, cacheKey{k: k, cursor: cursor}, cacheKey{k: k, cursor: cursor, dark: true})
					continue
				}
				for level := uint8(0); level <= 3; level++ {
					out = append(out, cacheKey{k: k, level: level, lines: ln, cursor: cursor})
					if level == 0 {
						out = append(out, cacheKey{k: k, lines: ln, cursor: cursor, dark: true})
					}
				}
			}
		}
	}
	return out
}

func rgba(t *testing.T, c lipgloss.Color) [3]uint8 {
	t.Helper()
	v, err := theme.RGBA(c)
	if err != nil {
		t.Fatal(err)
	}
	return [3]uint8{v.R, v.G, v.B}
}

// TestContrast computes, in both themes, the contrast of every glyph the
// board draws — the cursor's brackets and the dead row's label included —
// against the background it is drawn on: WCAG AA, 4.5:1.
func TestContrast(t *testing.T) {
	for _, name := range []theme.Name{theme.Dark, theme.Light} {
		r := NewRenderer(theme.NewFor(lipgloss.DefaultRenderer(), name, false), i18n.En)
		p := r.st.Palette
		lowest, lowestWhat := 21.0, ""
		check := func(what string, fg, bg lipgloss.Color) {
			t.Helper()
			f, err1 := theme.RGBA(fg)
			b, err2 := theme.RGBA(bg)
			if err1 != nil || err2 != nil {
				t.Fatalf("%s %s: %v %v", name, what, err1, err2)
			}
			c := wcag.Ratio(f, b)
			if c < lowest {
				lowest, lowestWhat = c, fmt.Sprintf("%s (%s on %s)", what, fg, bg)
			}
			if c < wcagAA {
				t.Errorf("%s theme: %s %s on %s: contrast %.2f < %.1f", name, what, fg, bg, c, wcagAA)
			}
		}
		n := 0
		for _, key := range allKeys() {
			lk := r.lookOf(key)
			what := fmt.Sprintf("kind %d level %d lines %b", key.k, key.level, key.lines)
			if lk.glyph != r.st.Glyphs.Empty {
				check(what, lk.fg, lk.bg)
			}
			if key.cursor {
				// The brackets, and the cursor's own glyph on an empty
				// square, in the same colour.
				check(what+" cursor", r.cursorFG(key, lk), lk.bg)
			}
			n++
		}
		check("dead label", p.Dead.FG, p.Dead.BG)
		check("rank labels", p.Muted, p.Screen)
		check("row marker", p.Active, p.Screen)
		check("text", p.Text, p.Screen)
		if n < 90 {
			t.Fatalf("only %d looks checked", n)
		}
		t.Logf("%s theme: %d looks, lowest contrast %.2f: %s", name, n, lowest, lowestWhat)
	}
}

// TestStateColours: every state has a colour of its own — the glyph colour
// of those drawn on the square, the fill of those that fill it, the tint of
// each attack level, the checker of safe squares — and no two are closer
// than a step a viewer can tell apart.
func TestStateColours(t *testing.T) {
	for _, name := range []theme.Name{theme.Dark, theme.Light} {
		p := theme.NewFor(lipgloss.DefaultRenderer(), name, false).Palette
		states := map[string]lipgloss.Color{
			"light square": p.Light, "dark square": p.Dark,
			"attacked": p.Tint,
			"queen":    p.Queen, "focus line": p.Focus, "trying": p.Try.BG, "ruled out": p.RuledOut, "cursor": p.Cursor,
			"rejected": p.Reject.BG, "attacker": p.Attacker.BG, "line of attack": p.Path.BG, "lifted": p.Lifted.BG,
			"dead end": p.Dead.BG, "solution": p.Solved.BG, "conflict": p.Conflict.BG,
			"domain": p.Domain, "pruned": p.Pruned.BG, "picked": p.Picked.BG,
			"heat 0": p.Heat[0].BG, "heat 1": p.Heat[1].BG, "heat 2": p.Heat[2].BG, "heat 3+": p.Heat[3].BG,
		}
		names := make([]string, 0, len(states))
		for s := range states {
			names = append(names, s)
		}
		for i, a := range names {
			for _, b := range names[i+1:] {
				ca, cb := rgba(t, states[a]), rgba(t, states[b])
				d := 0
				for j := range ca {
					d += (int(ca[j]) - int(cb[j])) * (int(ca[j]) - int(cb[j]))
				}
				// The two squares of the checkerboard and the first tint
				// are meant to be close: a tint, not a shout.
				if d < 24*24 {
					t.Errorf("%s theme: %s %s and %s %s are too close", name, a, states[a], b, states[b])
				}
			}
		}
	}
}

// TestNoColour: without colour every state of a square differs from every
// other that can be on the board at the same time — the tint levels of
// empty squares by their marks, the cursor by its brackets on any square.
func TestNoColour(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		r := NewRenderer(theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, ascii), i18n.En)
		for _, cell := range []Cell{{1, 1}, {3, 1}, {5, 2}, {7, 3}, {13, 6}} {
			seen := map[string]cacheKey{}
			for _, key := range allKeys() {
				if cell.W < 2 && key.cursor && key.k != kEmpty && key.k != kRuledOut {
					continue // one cell: the cursor shows only in reverse video there
				}
				if key.cursor && watchOnly(key.k) {
					continue // the play view, the only one with a cursor, has none of these
				}
				key = stateOf(key, cell)
				s := strings.Join(r.draw(key, cell), "\n")
				if other, dup := seen[s]; dup && other != key && !sameMoment(key, other) {
					t.Errorf("ascii=%v %v: %+v and %+v both draw %q", ascii, cell, key, other, s)
				}
				seen[s] = key
			}
		}
	}
}

// stateOf drops from a look what only colour tells, by design: the checker
// square, the tint under a glyph other than a mark (a line, a queen, the
// square tried), which lines attack a dead square one cell wide.
func stateOf(key cacheKey, cell Cell) cacheKey {
	key.dark = false
	if key.k != kEmpty {
		key.level = 0
	}
	if key.k == kDead && key.lines.count() > 1 && cell.W < 3 {
		key.lines = Attacked
	}
	// The picked queen's count shows only where it fits beside it, or
	// among the jewels of its crown.
	if count := len(fmt.Sprint(int(key.heat) - 1)); key.k == kPicked && !cell.large() && (cell.W < 3 || (cell.W-1)/2+1+count > cell.W) {
		key.heat = 0
	}
	return key
}

// watchOnly reports the kinds of the search's boards, which never show the
// play view's cursor.
func watchOnly(k kind) bool {
	switch k {
	case kDead, kDomain, kPruned, kPicked, kHeat, kFrom:
		return true
	}
	return false
}

// sameMoment reports two looks allowed to look alike without colour: they
// never show on one board (the focus lines of a place or an attack, the
// lines of a dead row at a backtrack), or the cursor over a mark on one
// cell, where only the tint tells the level.
func sameMoment(a, b cacheKey) bool {
	pair := func(x, y kind) bool { return a.k == x && b.k == y || a.k == y && b.k == x }
	if pair(kFocus, kDead) {
		return true
	}
	return a.cursor && b.cursor && (a.k == kEmpty || a.k == kRuledOut) && (b.k == kEmpty || b.k == kRuledOut)
}

// TestPresent: the legend of a board names exactly the looks on it.
func TestPresent(t *testing.T) {
	s, _ := solver.New(8, solver.Array, nil)
	ev := stepTo(t, s, func(ev solver.Event) bool { return ev.Kind == solver.Attack && ev.Row-ev.By.Row >= 2 })
	b := FromStepper(s)
	r := NewRenderer(theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, false), i18n.En)
	got := fmt.Sprint(r.Present(b))
	for _, e := range []Entry{EntryQueen, EntrySafe, EntryTint1, EntryRejected, EntryAttacker, EntryPath} {
		if !strings.Contains(got, fmt.Sprint(e)) {
			t.Errorf("legend of %v lacks %v: %s", ev, e, got)
		}
	}
	for _, e := range []Entry{EntryFocus, EntryTried, EntryLifted, EntryDead, EntrySolved, EntryCursor} {
		if strings.Contains(got, fmt.Sprint(e)) {
			t.Errorf("legend of %v has %v: %s", ev, e, got)
		}
	}
	r.SetShow(ShowNone)
	if got := fmt.Sprint(r.Present(b)); strings.Contains(got, "attacked by") {
		t.Errorf("no attack display, but the legend names tints: %s", got)
	}
}

// TestGolden draws the three moments at several square sizes, in Unicode
// and ASCII, as text without colour.
func TestGolden(t *testing.T) {
	moments := map[string]func(solver.Event) bool{
		"attack":    func(ev solver.Event) bool { return ev.Kind == solver.Attack && ev.Row-ev.By.Row >= 2 },
		"backtrack": func(ev solver.Event) bool { return ev.Kind == solver.Backtrack && ev.Row < 7 },
		"solution":  func(ev solver.Event) bool { return ev.Kind == solver.Solution },
		"place":     func(ev solver.Event) bool { return ev.Kind == solver.Place && ev.Row == 3 },
	}
	for _, at := range []string{"attack", "backtrack", "solution", "place"} {
		for _, ascii := range []bool{false, true} {
			for _, cell := range []Cell{{3, 1}, {5, 2}, {7, 3}, {13, 6}} {
				name := fmt.Sprintf("%s/%dx%d", at, cell.W, cell.H)
				if ascii {
					name += "-ascii"
				}
				t.Run(name, func(t *testing.T) {
					s, _ := solver.New(8, solver.Array, nil)
					stepTo(t, s, moments[at])
					r := NewRenderer(theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, ascii), i18n.En)
					b := FromStepper(s)
					out := r.Render(b, NewLayout(8, cell)) + "\n\n" + strings.Join(r.Legend(r.Present(b), 60), "\n") + "\n"
					golden.RequireEqual(t, []byte(out))
				})
			}
		}
	}
}

// FromStepper returns the board of the stepper's current state, see Fill.
func FromStepper(s *solver.Stepper) Board {
	var b Board
	b.Fill(s)
	return b
}
