package lessonplay

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	xansi "github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/uitest"
)

func init() {
	// Goldens must not depend on the terminal running the tests.
	lipgloss.SetColorProfile(termenv.Ascii)
}

func builtin(t testing.TB) []*lesson.Lesson {
	t.Helper()
	ls, err := lesson.BuiltinIn(i18n.En)
	if err != nil {
		t.Fatal(err)
	}
	return ls
}

var testUI = ui.Options{Theme: theme.Dark, Speed: 4, EventsPerFrame: 1 << 20}

// newPlayer opens a player on the lesson. Its commands are not run, here
// nor in press: the walk of a run for the timeline and the search for the
// class of a large board's solution are background work the screen does
// not wait for (a class of N=64 is looked for ten seconds before giving
// up), so the goldens show the screen before they answer.
func newPlayer(t testing.TB, l *lesson.Lesson, w, h int) *Model {
	t.Helper()
	return newPlayerIn(t, l, i18n.En, w, h)
}

// newPlayerIn is newPlayer speaking lang.
func newPlayerIn(t testing.TB, l *lesson.Lesson, lang i18n.Lang, w, h int) *Model {
	t.Helper()
	o := testUI
	o.Lang = lang
	m := New(l, Options{UI: o})
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	m.Init()
	return m
}

// press sends the keys, dropping the commands they start (see newPlayer).
func press(m tea.Model, keys ...string) {
	for _, k := range keys {
		m.Update(uitest.Key(k))
	}
}

// TestBuiltinGolden keeps every slide of every built-in lesson at 100×30,
// one golden file a lesson, each slide reached with → from the one
// before.
func TestBuiltinGolden(t *testing.T) {
	for _, l := range builtin(t) {
		t.Run(l.Name, func(t *testing.T) {
			m := newPlayer(t, l, 100, 30)
			var b strings.Builder
			for i := range l.Slides {
				if i > 0 {
					press(m, "pgdown") // (→ moves the cursor while a square question waits)
				}
				if m.Slide() != i {
					t.Fatalf("→ went to slide %d, want %d", m.Slide(), i)
				}
				v := m.View()
				if err := uitest.Fits(v, 100, 30); err != nil {
					t.Fatalf("slide %d: %v", i+1, err)
				}
				fmt.Fprintf(&b, "=== slide %d of %d (line %d)\n%s\n", i+1, len(l.Slides), l.Slides[i].Line, v)
			}
			golden.RequireEqual(t, []byte(b.String()))
		})
	}
}

// TestSlideGolden keeps slides that draw differently at 80×24, 100×30
// and 200×60, one golden file a slide in a directory a size: a predict
// slide of N=4 (lesson 1, slide 3), a slide that names the state panel
// and asks (lesson 2, slide 4), and N=64 (lesson 5, slide 7), a list
// where its squares do not fit.
func TestSlideGolden(t *testing.T) {
	for _, size := range []struct{ w, h int }{{80, 24}, {100, 30}, {200, 60}} {
		for _, at := range []struct{ lesson, slide int }{{0, 2}, {1, 3}, {4, 6}} {
			l := builtin(t)[at.lesson]
			t.Run(fmt.Sprintf("%dx%d/%s-slide-%d", size.w, size.h, l.Name, at.slide+1), func(t *testing.T) {
				m := newPlayer(t, l, size.w, size.h)
				m.goTo(at.slide)
				v := m.View()
				if err := uitest.Fits(v, size.w, size.h); err != nil {
					t.Fatal(err)
				}
				if !boardShown(v, l.Slides[at.slide].State.N) {
					t.Fatalf("no board:\n%s", v)
				}
				golden.RequireEqual(t, []byte(v))
			})
		}
	}
}

// TestCaptionsFit: every caption of every built-in lesson shows whole at
// 80×24, 100×30 and 200×60, and every slide's screen fits the window.
func TestCaptionsFit(t *testing.T) {
	for _, size := range []struct{ w, h int }{{80, 24}, {100, 30}, {200, 60}} {
		for _, l := range builtin(t) {
			m := newPlayer(t, l, size.w, size.h)
			for i := range l.Slides {
				m.goTo(i)
				if !m.captionFits() {
					t.Errorf("%dx%d %s slide %d: the caption does not fit:\n%s", size.w, size.h, l.Name, i+1, m.View())
				}
				// Every slide shows its board of N columns (as squares,
				// or as a list where they do not fit), never "window
				// too small".
				if v := m.View(); strings.Contains(v, "too small") || !boardShown(v, l.Slides[i].State.N) {
					t.Errorf("%dx%d %s slide %d: no board:\n%s", size.w, size.h, l.Name, i+1, v)
				}
				if err := uitest.Fits(m.View(), size.w, size.h); err != nil {
					t.Errorf("%dx%d %s slide %d: %v", size.w, size.h, l.Name, i+1, err)
				}
			}
		}
	}
}

// TestSlideRestoresItsState: the watch keys work inside a slide (step,
// switch strategy, the tree), and the next slide — or coming back — shows
// its own state exactly, the same screen as a player opened on it.
func TestSlideRestoresItsState(t *testing.T) {
	l := builtin(t)[0]
	m := newPlayer(t, l, 100, 30)
	press(m, " ", " ", "right") // slide 4
	press(m, "l", "l", "l", "a", "t", "]")
	if m.root.State() == l.Slides[3].State {
		t.Fatal("the watch keys changed nothing inside the slide")
	}
	press(m, "right")
	if got := m.root.State(); got != l.Slides[4].State {
		t.Fatalf("slide 5 shows %+v, want %+v", got, l.Slides[4].State)
	}
	press(m, "pgup") // (← moves the cursor of slide 5's question)
	if got := m.root.State(); got != l.Slides[3].State {
		t.Fatalf("back on slide 4: %+v, want %+v", got, l.Slides[3].State)
	}
	fresh := newPlayer(t, l, 100, 30)
	fresh.goTo(3)
	if got, want := m.View(), fresh.View(); got != want {
		t.Fatalf("slide 4 after a detour differs from slide 4 opened afresh:\n%s\n---\n%s", got, want)
	}
}

// TestCaptureKeyPlaysBack writes a lesson with the capture key from
// states reached with the watch keys (plain backtracking at a step, fc
// with MRV at a solution, min-conflicts with the tree, focus, predict
// mode), reads it back, and checks that each slide restores the state
// captured and draws the same screen.
func TestCaptureKeyPlaysBack(t *testing.T) {
	path := filepath.Join(t.TempDir(), "captured.md")
	o := testUI
	o.N, o.LessonOut = 6, path
	root := ui.New(o)
	root.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	uitest.Run(root, root.Init(), nil)
	type shot struct {
		state lesson.State
		view  string
	}
	var shots []shot
	capture := func(caption string, keys ...string) {
		t.Helper()
		uitest.Keys(root, nil, keys...)
		uitest.Keys(root, nil, "%") // (a key that does nothing: clears the last note)
		shots = append(shots, shot{root.State(), root.View()})
		uitest.Keys(root, nil, "C")
		for _, r := range caption {
			if r == '\n' {
				root.Update(tea.KeyMsg{Type: tea.KeyCtrlJ}) // the caption prompt's new line
				continue
			}
			uitest.Keys(root, nil, string(r))
		}
		uitest.Keys(root, nil, "enter")
		// The status line says so, except under z, where the board has
		// the window: the file says so then.
		if v := root.View(); !strings.Contains(v, fmt.Sprintf("slide %d added", len(shots))) {
			data, err := os.ReadFile(path)
			if l, perr := lesson.Parse(path, data); err != nil || perr != nil || len(l.Slides) != len(shots) || !strings.Contains(v, "z: the panels") {
				t.Fatalf("capture %d: no word of the slide added:\n%s", len(shots), v)
			}
		}
	}
	capture("Five steps in: **look** at row 1.", "l", "l", "l", "l", "l")
	capture("fc with MRV at its first solution.", "a", "a", "o", "n")
	capture("min-conflicts, focused.", "a", "l", "l", "l", "z")
	capture("The tree,\nin predict mode.\n\nA second paragraph.", "a", "a", "t", "l", "l", "P", "l") // past construct, to array
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	l, err := lesson.Parse(path, data)
	if err != nil {
		t.Fatalf("the captured lesson does not read back: %v\n%s", err, data)
	}
	if len(l.Slides) != len(shots) {
		t.Fatalf("%d slides read back, %d captured", len(l.Slides), len(shots))
	}
	for i, s := range l.Slides {
		if s.State != shots[i].state {
			t.Errorf("slide %d reads back as %+v, captured %+v", i+1, s.State, shots[i].state)
		}
		back := ui.New(testUI)
		back.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
		uitest.Run(back, back.Init(), nil)
		uitest.Run(back, back.Restore(s.State), nil)
		uitest.Keys(back, nil, "%") // the same no-op key as the capture
		if got := back.View(); got != shots[i].view {
			t.Errorf("slide %d plays back to another screen:\n%s\n--- captured:\n%s", i+1, got, shots[i].view)
		}
	}
	if !strings.Contains(l.Slides[0].Text(), "**look**") {
		t.Errorf("the caption was not kept: %q", l.Slides[0].Text())
	}
	if got := l.Slides[3].Caption; !strings.Contains(got, "The tree,\nin predict mode.\n\nA second paragraph.") {
		t.Errorf("the caption of several lines was kept as %q", got)
	}
}

// TestASCIILessons: with --ascii every slide of every built-in lesson is
// ASCII only, captions included (glamour's bullets and the captions'
// symbols too).
func TestASCIILessons(t *testing.T) {
	for _, l := range builtin(t) {
		o := testUI
		o.ASCII = true
		m := New(l, Options{UI: o})
		m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
		m.Init()
		for i := range l.Slides {
			m.goTo(i)
			if err := uitest.ASCIIOnly(m.View()); err != nil {
				t.Errorf("%s slide %d: %v", l.Name, i+1, err)
			}
		}
	}
}

// captionFor is the caption of the first built-in lesson's first slide as
// a player renders it for a terminal of the given profile and background
// (nqueens serve gives each SSH session its own renderer).
func captionFor(t *testing.T, p termenv.Profile, dark bool) string {
	t.Helper()
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(p)
	r.SetHasDarkBackground(dark)
	o := testUI
	o.Theme, o.Renderer = theme.Auto, r
	m := New(builtin(t)[0], Options{UI: o})
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	return strings.Join(m.caption(100), "\n")
}

// TestCaptionSessionRenderer: the caption's Markdown is rendered in the
// colour profile and for the background of the player's renderer, not the
// process's (the tests force that one to no colour): a colour session gets
// colour codes, a session without colour none, and Auto picks glamour's
// light style on a light background — the same words in every one.
func TestCaptionSessionRenderer(t *testing.T) {
	colour := captionFor(t, termenv.ANSI256, true)
	light := captionFor(t, termenv.ANSI256, false)
	plain := captionFor(t, termenv.Ascii, true)
	if strings.Contains(plain, "\x1b[") {
		t.Errorf("a session without colour got escape codes in the caption:\n%q", plain)
	}
	if !strings.Contains(colour, "38;5;") {
		t.Errorf("a 256-colour session got no colour in the caption:\n%q", colour)
	}
	if light == colour {
		t.Errorf("a light background got the dark style's caption")
	}
	for _, c := range []string{colour, light} {
		if got := xansi.Strip(c); strings.Join(strings.Fields(got), " ") != strings.Join(strings.Fields(plain), " ") {
			t.Errorf("the captions' words differ:\n%s\nvs\n%s", got, plain)
		}
	}
}

// TestQuotedWordsOnScreen: a word a caption quotes (a bitmask's free word,
// {{freebits = …}}) is on screen beside the caption too — in the state
// panel the slide asks for — at a projector's 100×30 and at 200×60, so
// that the teacher can point at it.
func TestQuotedWordsOnScreen(t *testing.T) {
	word := regexp.MustCompile(`\{\{freebits = ([01]+)\}\}`)
	quoted := 0
	for _, size := range []struct{ w, h int }{{100, 30}, {200, 60}} {
		for _, l := range builtin(t) {
			m := newPlayer(t, l, size.w, size.h)
			for i, s := range l.Slides {
				m.goTo(i)
				v := m.View()
				for _, w := range word.FindAllStringSubmatch(s.Caption, -1) {
					quoted++
					if strings.Count(v, w[1]) < 2 {
						t.Errorf("%dx%d %s slide %d quotes the word %s, which is not on screen but in the caption:\n%s", size.w, size.h, l.Name, i+1, w[1], v)
					}
				}
			}
		}
	}
	if quoted == 0 {
		t.Fatal("no built-in caption quotes a word: the test checks nothing")
	}
}

// TestSlideKeys: the keys the lesson's bar names do what it says (home
// and end go to the first and last slide), the first screen's "plays" and
// "steps" keys play and step inside the slide, --slide's option opens at
// its slide, and the player knows when it stands before the last one.
func TestSlideKeys(t *testing.T) {
	l := builtin(t)[0]
	m := newPlayer(t, l, 100, 30)
	bar := strings.SplitN(m.View(), "\n", 2)[0]
	for _, want := range []string{"→/space next", "← previous", "home/end first/last"} {
		if !strings.Contains(bar, want) {
			t.Errorf("the bar %q does not name %q", bar, want)
		}
	}
	first := regexp.MustCompile(`(\S+) plays\W+(\S+) steps`).FindStringSubmatch(m.View())
	if first == nil || first[1] != "enter" || first[2] != "l" {
		t.Fatalf("the first slide names %q", first)
	}
	press(m, first[2])
	if m.Slide() != 0 || m.root.State().Step != 1 {
		t.Errorf("%s: slide %d, step %d; want slide 1 at step 1", first[2], m.Slide()+1, m.root.State().Step)
	}
	press(m, "end")
	if m.Slide() != len(l.Slides)-1 || m.Unfinished() {
		t.Errorf("end: slide %d of %d (unfinished %v)", m.Slide()+1, len(l.Slides), m.Unfinished())
	}
	press(m, "home")
	if m.Slide() != 0 || !m.Unfinished() {
		t.Errorf("home: slide %d (unfinished %v)", m.Slide()+1, m.Unfinished())
	}
	at := New(l, Options{UI: testUI, Slide: 3})
	at.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	at.Init()
	if at.Slide() != 3 || at.root.State() != l.Slides[3].State {
		t.Errorf("opened at slide %d with state %+v, want slide 4", at.Slide()+1, at.root.State())
	}
}

// TestSlideKeysWhileTheCursorMoves: while a square question's cursor
// takes the arrows, the bar names Next's key left free, from the binding
// (rebound here: space is no longer Next's), and that key turns the slide.
func TestSlideKeysWhileTheCursorMoves(t *testing.T) {
	for _, l := range builtin(t) {
		for i := range l.Slides {
			m := New(l, Options{UI: testUI, Slide: i})
			m.keys.Next = key.NewBinding(key.WithKeys("right", "tab"), key.WithHelp("→/tab", "next"))
			m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
			m.Init()
			if q, ok := m.root.Question(); !ok || q.Form() != predict.SquareForm {
				continue
			}
			bar := strings.SplitN(m.View(), "\n", 2)[0]
			named := regexp.MustCompile(`(\S+) next`).FindStringSubmatch(bar)
			if named == nil || named[1] == "space" {
				t.Fatalf("%s, slide %d: the bar %q names %q for next", l.Name, i+1, bar, named)
			}
			press(m, named[1])
			if m.Slide() != i+1 {
				t.Errorf("%s, slide %d: %s, which the bar names, leaves the lesson on slide %d", l.Name, i+1, named[1], m.Slide()+1)
			}
			return
		}
	}
	t.Fatal("no built-in slide opens on a square question: the test checks nothing")
}

// TestLessonScore: the score line adds up the lesson's predict slides, and
// going back to a slide and answering again replaces that slide's score
// instead of counting it twice, or starting the lesson's over.
func TestLessonScore(t *testing.T) {
	l := builtin(t)[0] // slides 3 and 5 ask
	m := newPlayer(t, l, 100, 30)
	// pgdown and pgup: ← and → may move a question's cursor.
	to := func(slide int, keys ...string) {
		t.Helper()
		press(m, keys...)
		if m.Slide() != slide-1 {
			t.Fatalf("on slide %d, want %d", m.Slide()+1, slide)
		}
	}
	to(3, "pgdown", "pgdown", ">")
	if got := m.score(); got.Skipped != 1 || got.Asked != 0 {
		t.Fatalf("after a skip on slide 3: %+v", got)
	}
	to(5, "pgdown", "pgdown", ">")
	if got := m.score(); got.Skipped != 2 || !strings.Contains(m.View(), "2 skipped") {
		t.Fatalf("after skips on slides 3 and 5: %+v, screen:\n%s", got, m.View())
	}
	to(3, "pgup", "pgup")
	if got := m.score(); got.Skipped != 2 {
		t.Fatalf("back on slide 3 before answering: %+v, want the two skips kept", got)
	}
	to(3, "s") // answered this time (wrongly: the square is attacked)
	if got := m.score(); got.Skipped != 1 || got.Asked != 1 || got.Right != 0 {
		t.Fatalf("slide 3 answered again: %+v, want its skip replaced by the answer", got)
	}
	if v := m.View(); !strings.Contains(v, "0/1 right") || !strings.Contains(v, "1 skipped") {
		t.Errorf("the score line does not show the lesson's score:\n%s", v)
	}
	to(5, "pgdown", "pgdown")
	if got := m.score(); got.Skipped != 1 || got.Asked != 1 {
		t.Errorf("on slide 5 again: %+v", got)
	}
}

// TestCaptionsWrapWithin: in colour too, every built-in caption rendered
// at a width has no line wider than it (glamour's wrap after a hyphen
// made lines a cell or two too wide, cut with an ellipsis in the box).
func TestCaptionsWrapWithin(t *testing.T) {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.TrueColor)
	md := styleFor(r, theme.Dark, false)
	for _, l := range builtin(t) {
		for i, s := range l.Slides {
			for _, w := range []int{30, 36, 44, 56} {
				for _, line := range render(md, s.Text(), w) {
					if lipgloss.Width(line) > w {
						t.Errorf("%s slide %d at %d: %q is %d wide", l.Name, i+1, w, xansi.Strip(line), lipgloss.Width(line))
					}
				}
			}
		}
	}
}

// TestCaptionsWrapGreedily: the wrap of every built-in caption, in colour
// and in ASCII, at every width a caption box takes, fills each line: no
// line of a paragraph could have held the first word of the next within
// the caption's widest line (glamour's wrap after a hyphen left "which"
// alone on a line of lesson 3), and none is wider than asked.
func TestCaptionsWrapGreedily(t *testing.T) {
	colour := lipgloss.NewRenderer(io.Discard)
	colour.SetColorProfile(termenv.TrueColor)
	bullet := regexp.MustCompile(`^\s*([-*•]|\d+\.)\s`)
	for _, md := range []mdStyle{styleFor(colour, theme.Dark, false), styleFor(lipgloss.DefaultRenderer(), theme.Dark, true)} {
		for _, l := range builtin(t) {
			for i, s := range l.Slides {
				for w := 24; w <= 72; w++ {
					lines := render(md, s.Text(), w)
					most := widest(lines)
					for j, line := range lines {
						plain := strings.TrimRight(xansi.Strip(line), " ")
						if lipgloss.Width(plain) > w {
							t.Errorf("%s slide %d at %d: %q is %d wide", l.Name, i+1, w, plain, lipgloss.Width(plain))
						}
						if j+1 == len(lines) || strings.TrimSpace(plain) == "" {
							continue
						}
						next := xansi.Strip(lines[j+1])
						words := strings.Fields(next)
						if len(words) == 0 || bullet.MatchString(next) {
							continue
						}
						if lipgloss.Width(plain)+1+lipgloss.Width(words[0]) <= most {
							t.Errorf("%s slide %d at %d: %q could hold %q, the start of the next line", l.Name, i+1, w, plain, words[0])
						}
					}
				}
			}
		}
	}
}

// TestBoardShown: the check TestCaptionsFit makes of every slide tells
// the board of the slide's N from one of another N in each form (squares,
// boxed, a list), and a list cut short (30×10 has no room for N=8's rows)
// from the board.
func TestBoardShown(t *testing.T) {
	for _, c := range []struct {
		lesson, slide, w, h int
		form                string
	}{{0, 0, 80, 24, "squares"}, {1, 0, 200, 60, "boxed"}, {4, 0, 80, 24, "N=16"}, {4, 6, 100, 30, "list"}} {
		l := builtin(t)[c.lesson]
		m := newPlayer(t, l, c.w, c.h)
		m.goTo(c.slide)
		v, n := m.View(), l.Slides[c.slide].State.N
		if !boardShown(v, n) {
			t.Errorf("%s: the board of %d is not found:\n%s", c.form, n, v)
		}
		for _, other := range []int{n - 1, n + 1} {
			if boardShown(v, other) {
				t.Errorf("%s: a board of %d is found on the screen of %d:\n%s", c.form, other, n, v)
			}
		}
	}
	m := newPlayer(t, builtin(t)[1], 30, 10)
	if v := m.View(); boardShown(v, 8) {
		t.Errorf("a list cut short counts as the board:\n%s", v)
	}
}

// TestGoToSlide: the key the bar names for going to a slide (rebound
// here, so the bar's name comes from the binding) asks for its number;
// the digits and enter go there, a number out of range is refused with
// the range named, esc leaves the slide as it was, and the digits do not
// reach the visualizer (a predict question takes digits as answers).
func TestGoToSlide(t *testing.T) {
	l := builtin(t)[0]
	m := newPlayer(t, l, 100, 30)
	m.keys.GoTo = key.NewBinding(key.WithKeys("@"), key.WithHelp("@", "go to"))
	bar := func() string { return xansi.Strip(strings.SplitN(m.View(), "\n", 2)[0]) }
	named := regexp.MustCompile(`(\S+) go to`).FindStringSubmatch(bar())
	if named == nil || named[1] != "@" {
		t.Fatalf("the bar %q does not name the go-to key from its binding", bar())
	}
	press(m, named[1], "7", "enter")
	if m.Slide() != 6 || m.root.State() != l.Slides[6].State {
		t.Fatalf("@ 7 enter: slide %d, want 7", m.Slide()+1)
	}
	last := len(l.Slides)
	for _, typed := range []string{"0", strconv.Itoa(last + 1), ""} {
		press(m, named[1])
		press(m, strings.Split(typed, "")...)
		if b := bar(); !strings.Contains(b, "slide: "+typed+"_") {
			t.Errorf("typing %q: the bar %q does not show it", typed, b)
		}
		press(m, "enter")
		if m.Slide() != 6 {
			t.Errorf("slide %q: went to slide %d", typed, m.Slide()+1)
		}
		if want := fmt.Sprintf("1 to %d", last); !strings.Contains(bar(), want) {
			t.Errorf("slide %q: the bar %q does not name the range %q", typed, bar(), want)
		}
	}
	press(m, named[1], "2", "esc")
	if m.Slide() != 6 || strings.Contains(bar(), "slide: ") {
		t.Errorf("esc: slide %d, bar %q", m.Slide()+1, bar())
	}
	// Slide 8 asks for a solution's number, answered with digits: typed
	// into the prompt they turn the slide and answer nothing.
	press(m, "pgdown")
	if q, ok := m.root.Question(); !ok || q.Kind != predict.SolutionNumber {
		t.Fatalf("slide 8 does not ask for a solution number")
	}
	press(m, named[1], "x", "1", "backspace", "3", "enter")
	if m.Slide() != 2 || answered(m.score()) {
		t.Errorf("@ x 1 backspace 3 enter on slide 8: slide %d, score %+v", m.Slide()+1, m.score())
	}
}

// TestHelpNamesTheSlideKeys: the full help lists the lesson's own keys,
// the go-to key among them, from their bindings.
func TestHelpNamesTheSlideKeys(t *testing.T) {
	m := newPlayer(t, builtin(t)[0], 100, 30)
	press(m, "?")
	v := strings.Join(strings.Fields(xansi.Strip(m.View())), " ")
	for _, b := range []key.Binding{m.keys.Next, m.keys.Prev, m.keys.First, m.keys.Last, m.keys.GoTo} {
		if h := b.Help(); !strings.Contains(v, h.Key+" "+h.Desc) {
			t.Errorf("the full help does not name %q:\n%s", h.Key+" "+h.Desc, m.View())
		}
	}
}

// TestCommandKeyNames: the names the command line's help gives the
// lesson's keys are the ones the player's bindings show.
func TestCommandKeyNames(t *testing.T) {
	k := newPlayer(t, builtin(t)[0], 100, 30).keys
	got := CommandKeyNames()
	want := CommandKeys{Next: k.Next.Help().Key, Prev: k.Prev.Help().Key, First: k.First.Help().Key,
		Last: k.Last.Help().Key, GoTo: k.GoTo.Help().Key}
	if got != want || got.GoTo == "" {
		t.Errorf("CommandKeyNames() = %+v, the bindings say %+v", got, want)
	}
}
