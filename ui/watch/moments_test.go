package watch

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
)

// typeKeys presses each key of a script: runes one by one, "enter" and
// "esc" by name.
func typeKeys(m *Model, keys ...string) {
	for _, k := range keys {
		switch k {
		case "enter", "esc", "backspace":
			runCmds(m, press(m, k))
		default:
			for _, r := range k {
				runCmds(m, press(m, string(r)))
			}
		}
	}
}

func TestGoToStep(t *testing.T) {
	t.Parallel()
	m := newModel(t, 8, solver.Array, 100, 30)
	typeKeys(m, ":")
	if !m.Capturing() || !strings.Contains(m.View(), "go to step") {
		t.Fatalf(": must open a prompt that owns the keys:\n%s", m.View())
	}
	typeKeys(m, "1234", "enter")
	if m.Capturing() || m.st.Step() != 1234 {
		t.Fatalf(":1234 enter went to step %d (prompt open %v)", m.st.Step(), m.Capturing())
	}
	want := observe(m)
	typeKeys(m, ":99", "enter") // back
	if m.st.Step() != 99 {
		t.Fatalf(":99 went back to step %d", m.st.Step())
	}
	typeKeys(m, ":1234", "enter") // forward again, over ground walked
	if got := observe(m); got != want {
		t.Fatalf("back and forth to step 1234 changed the board:\n%s\nwant\n%s", got, want)
	}
	typeKeys(m, ":12x")
	if v := m.View(); !m.Capturing() || !strings.Contains(v, "digits only") {
		t.Fatalf("a letter in the prompt must be refused and said so:\n%s", v)
	}
	typeKeys(m, "esc")
	if m.Capturing() || m.st.Step() != 1234 {
		t.Fatal("esc must close the prompt and stay")
	}
	// Past the end: the run ends there.
	m.player.eventsPerFrame = 1 << 20
	typeKeys(m, ":99999999", "enter")
	seekDone(t, m)
	if !m.st.IsDone() || !strings.Contains(m.View(), "the run ends at step") {
		t.Fatalf("a step past the end must end the run and say so:\n%s", m.View())
	}
}

// observe is what the board and the narration show.
func observe(m *Model) string {
	return fmt.Sprint(m.st.Queens(), m.st.Event(), m.st.Narrate())
}

func TestBacktrackBothWays(t *testing.T) {
	t.Parallel()
	m := newModel(t, 6, solver.Bitmask, 100, 30)
	var steps []uint64
	for range 3 {
		press(m, "b")
		seekDone(t, m)
		steps = append(steps, m.st.Step())
	}
	press(m, "B")
	if ev := m.st.Event(); ev.Kind != solver.Backtrack || m.st.Step() != steps[1] {
		t.Fatalf("B went to %v at step %d, want the backtrack at step %d", ev.Kind, m.st.Step(), steps[1])
	}
	press(m, "B")
	press(m, "B")
	if v := m.View(); m.st.Step() != steps[0] || !strings.Contains(v, "no earlier backtrack") {
		t.Fatalf("B before the first backtrack must stay and say so (step %d):\n%s", m.st.Step(), v)
	}
}

func TestMarkAndReturn(t *testing.T) {
	t.Parallel()
	m := newModel(t, 8, solver.Array, 100, 30)
	press(m, "'")
	if !strings.Contains(m.View(), "no mark yet") {
		t.Fatal("' without a mark must say so")
	}
	press(m, "n")
	seekDone(t, m)
	marked := observe(m)
	press(m, "m")
	for range 3 {
		press(m, "n")
		seekDone(t, m)
	}
	runCmds(m, press(m, "'"))
	if got := observe(m); got != marked {
		t.Fatalf("' returned to\n%s\nwant\n%s", got, marked)
	}
	press(m, "r") // a restart of the same run keeps the mark
	runCmds(m, press(m, "'"))
	seekDone(t, m)
	if got := observe(m); got != marked {
		t.Fatalf("after r, ' returned to\n%s\nwant\n%s", got, marked)
	}
	press(m, "a") // another run: the mark was of the other one
	press(m, "'")
	if !strings.Contains(m.View(), "no mark yet") {
		t.Fatal("a mark must not carry over to another strategy's run")
	}
}

// TestStartAndEnd: g goes to the start; G runs to the end in budgeted
// chunks, like n, and any key cancels it.
func TestStartAndEnd(t *testing.T) {
	t.Parallel()
	m := newModel(t, 14, solver.Array, 120, 40)
	m.player.eventsPerFrame = 10
	if cmd := press(m, "G"); cmd == nil || m.jump.goal != toEnd || m.st.Step() != 10 {
		t.Fatalf("G must run in chunks: seeking %v at step %d", m.jump.goal, m.st.Step())
	}
	if v := m.View(); !strings.Contains(v, "running to the end") {
		t.Fatalf("G must say what it does:\n%s", v)
	}
	tick(m)
	press(m, "x")
	if step := m.st.Step(); m.jump.goal != none || step != 20 {
		t.Fatalf("a key must cancel G: seeking %v at step %d", m.jump.goal, step)
	}
	press(m, "g")
	if m.st.Step() != 0 {
		t.Fatalf("g went to step %d", m.st.Step())
	}
	m = newModel(t, 6, solver.Bitmask, 100, 30)
	press(m, "G")
	seekDone(t, m)
	if !m.st.IsDone() || m.st.Counters().Solutions != 4 {
		t.Fatalf("G at N=6 ended at %v with %d solutions", m.st.Event().Kind, m.st.Counters().Solutions)
	}
}

// boxCorners are the places of every box corner on the screen: where the
// board and the panels are. Lines without a corner are skipped, and each
// rune's width is measured once (a width per rune of every frame was most
// of the CPU time of the tests that call this at every step).
func boxCorners(view string) string {
	var sb strings.Builder
	widths := map[rune]int{}
	for y, l := range strings.Split(view, "\n") {
		if !strings.ContainsAny(l, boxCornerRunes) {
			continue
		}
		x := 0
		for _, r := range l {
			if strings.ContainsRune(boxCornerRunes, r) {
				fmt.Fprintf(&sb, "%c%d,%d ", r, x, y)
			}
			w, ok := widths[r]
			if !ok {
				w = lipgloss.Width(string(r))
				widths[r] = w
			}
			x += w
		}
	}
	return sb.String()
}

const boxCornerRunes = "╭╮╰╯"

// TestLayoutHoldsStill: the board and the panels keep their places at every
// step of a run, in every strategy as a switches from one to the next (fc
// with MRV as o turns it on, min-conflicts to its end), and z leaves the
// board alone.
func TestLayoutHoldsStill(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{80, 22}, {100, 28}, {120, 38}, {200, 58}} {
		m := newModel(t, 8, solver.Array, size[0], size[1])
		want := boxCorners(m.View())
		for _, s := range solver.Strategies {
			if m.spec.strategy != s {
				press(m, "a")
			}
			for _, k := range []string{"", "o", "o"} {
				if k != "" && s != solver.FC {
					continue
				}
				press(m, k)
				for range 80 { // past the first backtracks and wipe-outs
					press(m, "right")
					if got := boxCorners(m.View()); got != want {
						t.Fatalf("%d×%d %s MRV=%v step %d (%v): the boxes moved:\n%s\nwant\n%s\n%s",
							size[0], size[1], s, m.spec.opt.MRV, m.st.Step(), m.st.Event().Kind, got, want, m.View())
					}
				}
			}
		}
		press(m, "z")
		if v := m.View(); strings.Contains(v, "pseudocode") || strings.Contains(v, "legend") {
			t.Fatalf("z must hide the panels:\n%s", v)
		}
		press(m, "z")
		if got := boxCorners(m.View()); got != want {
			t.Fatalf("z twice must bring the panels back where they were")
		}
	}
}

// TestLegendFits: every moment's legend fits the rows kept for it, whatever
// the attacks shown, and names what the board shows.
func TestLegendFits(t *testing.T) {
	t.Parallel()
	for _, s := range solver.Strategies {
		for _, show := range []board.Show{board.ShowAll, board.ShowAhead, board.ShowNone} {
			m := newModel(t, 6, s, 200, 60)
			m.screen.rend.SetShow(show)
			for !m.st.IsDone() {
				m.st.Next()
				m.screen.board.Fill(m.st)
				if e := m.screen.rend.Present(m.screen.board); len(e) > legendEntries {
					t.Fatalf("%s, %s: %d legend entries at %v, room for %d", s, show.In(i18n.En), len(e), m.st.Event().Kind, legendEntries)
				}
			}
		}
	}
}

var (
	stackTop  = regexp.MustCompile(`▶ (?:solve\(\s*(\d+)\)|\s*(\d+) [01])`)
	codeMarks = regexp.MustCompile(`│ ▶ (.*?)\s*│`)
)

// panelText draws one panel at a size it takes in a large window.
func panelText(m *Model, name string) string {
	for _, p := range panels {
		if p.name == name {
			w, h, ok := p.size(m.scene(), 100, 40)
			if !ok {
				panic(name + " does not fit 100×40")
			}
			return p.render(m.scene(), w, h)
		}
	}
	panic("no panel " + name)
}

// TestStackAgreesWithCode: at every event of a run, the frame the call
// stack marks executing is the one whose line the pseudocode marks — the
// row of the event's square, N at a solution, the first row before the
// start and at the end (forward checking: the call that fills the row, in
// the order the rows were filled; min-conflicts, which has no calls: the
// queen picked, in its list of attacked queens) — and the pseudocode marks
// every line the event stands for.
func TestStackAgreesWithCode(t *testing.T) {
	t.Parallel()
	for _, s := range solver.Strategies {
		for _, mrv := range []bool{false, true} {
			if mrv && s != solver.FC {
				continue
			}
			m := newModel(t, 5, s, 200, 60)
			if mrv {
				press(m, "o")
			}
			stackAgreesWithCode(t, m)
		}
	}
}

// fcFrame is the executing frame of forward checking's stack: its depth
// and what it says.
var fcFrame = regexp.MustCompile(`▶ fc\(\s*(\d+)\) (.*?)\s*│`)

func stackAgreesWithCode(t *testing.T, m *Model) {
	t.Helper()
	s := m.spec.strategy
	for {
		ev := m.st.Event()
		v, code := panelText(m, "stack"), panelText(m, "pseudocode")
		switch s {
		case solver.FC:
			// The call at the depth of the queen the event is about,
			// naming its row.
			depth, says := m.st.Placed(), ""
			switch ev.Kind {
			case solver.Place:
				depth, says = depth-1, "row "+strconv.Itoa(ev.Row)+" place "+strconv.Itoa(ev.Col)
			case solver.Prune, solver.WipeOut:
				depth, says = depth-1, "row "+strconv.Itoa(ev.By.Row)
			case solver.Backtrack:
				says = "row " + strconv.Itoa(ev.Row) + " lifted " + strconv.Itoa(ev.Col)
			case solver.Solution:
				depth, says = 5, "every row filled"
			case solver.Done:
				depth, says = 0, "returns"
			case solver.None:
				depth, says = 0, "row "+strconv.Itoa(m.st.Row())+" next"
			}
			top := fcFrame.FindStringSubmatch(v)
			if top == nil || top[1] != strconv.Itoa(depth) || !strings.Contains(top[2], says) {
				t.Fatalf("%s MRV=%v %v at (%d,%d): want call %d saying %q:\n%s", s, m.spec.opt.MRV, ev.Kind, ev.Row, ev.Col, depth, says, v)
			}
		case solver.Construct:
			// No calls: the row just placed, in the list of rows placed.
			marked := strings.Contains(v, "▶ ")
			want := "▶ row " + strconv.Itoa(ev.Row) + " ← " + strconv.Itoa(ev.Col+1)
			if ev.Kind == solver.Place && !strings.Contains(v, want) || ev.Kind != solver.Place && marked {
				t.Fatalf("%s %v at (%d,%d): want %q marked, only at a place:\n%s", s, ev.Kind, ev.Row, ev.Col, want, v)
			}
		case solver.MinConflicts:
			marked := strings.Contains(v, "▶ ")
			switch ev.Kind {
			case solver.Pick, solver.Evaluate, solver.Move:
				if !strings.Contains(v, "▶ "+solver.Square{Row: ev.Row, Col: ev.Col}.String()) {
					t.Fatalf("%s %v of (%d,%d): the picked queen is not marked:\n%s", s, ev.Kind, ev.Row, ev.Col, v)
				}
			default:
				if marked {
					t.Fatalf("%s %v: a queen is marked though none is picked:\n%s", s, ev.Kind, v)
				}
			}
		default:
			want := ev.Row
			switch ev.Kind {
			case solver.None, solver.Done:
				want = 0
			case solver.Solution:
				want = 5
			}
			top := stackTop.FindStringSubmatch(v)
			if top == nil {
				t.Fatalf("%s %v: no executing frame:\n%s", s, ev.Kind, v)
			}
			if got, _ := strconv.Atoi(top[1] + top[2]); got != want {
				t.Fatalf("%s %v at (%d,%d): frame %d executes, want %d:\n%s", s, ev.Kind, ev.Row, ev.Col, got, want, v)
			}
		}
		first, last := m.st.CodeLines()
		src := solver.Pseudocode(s)
		marks := codeMarks.FindAllStringSubmatch(code, -1)
		if len(marks) != last-first+1 {
			t.Fatalf("%s %v: %d lines marked, want %d:\n%s", s, ev.Kind, len(marks), last-first+1, code)
		}
		for i, mk := range marks {
			if !strings.HasPrefix(strings.TrimSpace(src[first+i]), strings.TrimSpace(mk[1])) {
				t.Fatalf("%s %v: marked %q, want line %d %q", s, ev.Kind, mk[1], first+i, src[first+i])
			}
		}
		if m.st.IsDone() {
			break
		}
		press(m, "right")
	}
}

// TestOneSquareBoard: N=1 has its whole title and its call stack.
func TestOneSquareBoard(t *testing.T) {
	t.Parallel()
	m := newModel(t, 1, solver.Array, 120, 38)
	for range 3 {
		press(m, "L") // to the layout with the stack
	}
	press(m, "n")
	seekDone(t, m)
	v := m.View()
	if !strings.Contains(v, "▶ solve(1) ★ all rows filled") || !strings.Contains(v, "solution 1") {
		t.Fatalf("N=1's solution:\n%s", v)
	}
	if strings.Contains(v, "board 1…") {
		t.Fatalf("N=1's title is cut:\n%s", v)
	}
}

// TestBacktrackNamesTheDeadRow: at every backtrack the narration's "no safe
// square" names the row the board draws as the dead end, and there is
// neither after a solution (the last row's queen is lifted to look on).
func TestBacktrackNamesTheDeadRow(t *testing.T) {
	t.Parallel()
	for _, s := range []solver.Strategy{solver.Array, solver.Bitmask} {
		m := newModel(t, 6, s, 120, 40)
		backtracks := 0
		for !m.st.IsDone() {
			press(m, "right")
			ev := m.st.Event()
			if ev.Kind != solver.Backtrack {
				continue
			}
			backtracks++
			v := m.View() // fills the board
			dead := -1
			for r := range 6 {
				if m.screen.board.At(r, 0)&board.Dead != 0 {
					dead = r
				}
			}
			says := strings.Contains(v, "no safe square left")
			switch {
			case ev.Row == 5 && (dead >= 0 || says):
				t.Fatalf("%s: a backtrack after a solution shows a dead end (row %d, narrated %v):\n%s", s, dead, says, v)
			case ev.Row < 5 && (dead != ev.Row+1 || !strings.Contains(v, "row "+strconv.Itoa(dead)+" has no safe square left")):
				t.Fatalf("%s: backtrack from row %d: dead row %d on the board, narration:\n%s", s, ev.Row, dead, v)
			}
		}
		if backtracks == 0 {
			t.Fatal("no backtrack in a run of N=6")
		}
	}
}

// TestFCDeadRows: forward checking's board draws as a dead end the row a
// wipe-out empties, and at the backtrack that follows; at a backtrack
// whose row ran out of squares to try, the row the narration names; after
// a solution none. With and without MRV.
func TestFCDeadRows(t *testing.T) {
	t.Parallel()
	named := regexp.MustCompile(`row (\d+) has no square left to try`)
	for _, mrv := range []bool{false, true} {
		m := newModel(t, 6, solver.FC, 120, 40)
		if mrv {
			press(m, "o")
		}
		wiped, seen := -1, map[solver.Kind]int{}
		for !m.st.IsDone() {
			press(m, "right")
			ev := m.st.Event()
			m.View() // fills the board
			dead := -1
			for r := range 6 {
				if m.screen.board.At(r, 0)&board.Dead != 0 {
					dead = r
				}
			}
			want := -1
			switch ev.Kind {
			case solver.WipeOut:
				want, wiped = ev.Row, ev.Row
			case solver.Backtrack:
				if wiped >= 0 {
					want = wiped
				} else if mt := named.FindStringSubmatch(m.st.Narrate()); mt != nil {
					want, _ = strconv.Atoi(mt[1])
				}
				wiped = -1
			}
			if dead != want {
				t.Fatalf("MRV=%v %v: dead row %d on the board, want %d:\n%s", mrv, ev.Kind, dead, want, m.View())
			}
			if ev.Kind == solver.Backtrack && want >= 0 && !strings.Contains(m.View(), "no safe square") {
				t.Fatalf("MRV=%v: the dead row is not labelled:\n%s", mrv, m.View())
			}
			seen[ev.Kind]++
		}
		if seen[solver.WipeOut] == 0 || seen[solver.Backtrack] <= seen[solver.WipeOut] {
			t.Fatalf("MRV=%v: a run of N=6 with %d wipe-outs and %d backtracks", mrv, seen[solver.WipeOut], seen[solver.Backtrack])
		}
	}
}
