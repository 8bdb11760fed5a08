package exercise

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/uitest"
)

// fakeClock is a clock that moves only when told.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time { return c.t }

// started returns the exercise of kind and seed at w×h, its clock stopped.
func started(t *testing.T, kind exercise.Kind, seed uint64, n, w, h int) (*Model, *fakeClock) {
	t.Helper()
	c := &fakeClock{t: time.Date(2026, 12, 2, 9, 0, 0, 0, time.UTC)}
	m, err := New(Options{Kind: kind, Seed: seed, N: n, Student: "ada", Now: c.now, NoTimer: true})
	if err != nil {
		t.Fatal(err)
	}
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	uitest.Run(m, m.Init(), nil)
	return m, c
}

// screen is the view, checked to fit.
func screen(t *testing.T, m *Model) string {
	t.Helper()
	v := m.View()
	if err := uitest.Fits(v, m.w, m.h); err != nil {
		t.Fatalf("%v\n%s", err, v)
	}
	return v
}

// next is the search's next decision from the state the exercise shows,
// read from a stepper of the same run.
func next(t *testing.T, m *Model) exercise.Action {
	t.Helper()
	ref := reference(t, m)
	for {
		switch ev := ref.Next(); ev.Kind {
		case solver.Place, solver.Backtrack:
			return exercise.Action{Lift: ev.Kind == solver.Backtrack, Square: solver.Square{Row: ev.Row, Col: ev.Col}}
		case solver.Done:
			t.Fatal("the run is over")
		}
	}
}

// reference is a stepper of the exercise's run at the step it shows.
func reference(t *testing.T, m *Model) *solver.Stepper {
	t.Helper()
	ref, err := solver.New(m.sh.ex.N(), solver.Array, nil)
	if err != nil {
		t.Fatal(err)
	}
	ref.Seek(btOf(m).bt.Stepper().Step())
	return ref
}

// moveTo presses the arrows that take the cursor to sq.
func moveTo(m *Model, sq solver.Square) {
	for m.sh.cursor.Row < sq.Row {
		uitest.Keys(m, nil, "down")
	}
	for m.sh.cursor.Row > sq.Row {
		uitest.Keys(m, nil, "up")
	}
	for m.sh.cursor.Col < sq.Col {
		uitest.Keys(m, nil, "right")
	}
	for m.sh.cursor.Col > sq.Col {
		uitest.Keys(m, nil, "left")
	}
}

func score(m *Model) string {
	r, o := m.sh.ex.Score()
	return fmt.Sprintf("%d/%d, %d wrong", r, o, m.sh.ex.Wrong())
}

func TestBacktrackPlayedRight(t *testing.T) {
	for seed := range uint64(8) {
		m, c := started(t, exercise.Backtrack, seed, 0, 100, 30)
		for !m.sh.ex.Finished() {
			moveTo(m, next(t, m).Square)
			uitest.Keys(m, nil, " ")
			c.t = c.t.Add(3 * time.Second)
		}
		r, o := m.sh.ex.Score()
		if r != o || o == 0 || m.sh.ex.Wrong() != 0 {
			t.Errorf("seed %d: played right, scored %s", seed, score(m))
		}
		a := m.Attempt()
		if !a.Finished || a.Score != r || a.OutOf != o || a.Seconds != float64(3*(o-1)) || a.Student != "ada" || a.Seed != seed {
			t.Errorf("seed %d: attempt %+v", seed, a)
		}
		if s := screen(t, m); !strings.Contains(s, fmt.Sprintf("Finished: %d of %d right", r, o)) {
			t.Errorf("seed %d: the end is not on screen:\n%s", seed, s)
		}
	}
}

func TestBacktrackWrongThenUndo(t *testing.T) {
	m, _ := started(t, exercise.Backtrack, 1, 0, 100, 30)
	w := next(t, m)
	after := reference(t, m)
	for ev := after.Next(); ev.Kind != solver.Place && ev.Kind != solver.Backtrack; ev = after.Next() {
	}
	// A wrong step: a square of the row being filled that is not the
	// search's next (or any square, when the search lifts).
	wrong := solver.Square{Row: btOf(m).bt.Stepper().Row(), Col: 0}
	if !w.Lift && w.Square.Col == 0 {
		wrong.Col = m.sh.ex.N() - 1
	}
	before := btOf(m).bt.Stepper().Step()
	moveTo(m, wrong)
	uitest.Keys(m, nil, " ")
	if got := score(m); got != "0/1, 1 wrong" {
		t.Fatalf("a wrong step scored %s", got)
	}
	if got, want := btOf(m).bt.Stepper().Queens(), after.Queens(); !slices.Equal(got, want) {
		t.Errorf("after the wrong step the board holds %v, want the search's %v", got, want)
	}
	screen(t, m)
	if p := strings.Join(m.panel(500), " "); !strings.Contains(p, "wrong: ") || !strings.Contains(p, "the search would "+w.String()) {
		t.Errorf("the panel does not say what the search does: %s", p)
	}
	uitest.Keys(m, nil, "h")
	if btOf(m).bt.Stepper().Step() != before || score(m) != "0/0, 1 wrong" {
		t.Errorf("undo: step %d (want %d), score %s", btOf(m).bt.Stepper().Step(), before, score(m))
	}
	moveTo(m, w.Square)
	uitest.Keys(m, nil, " ")
	if got := score(m); got != "1/1, 1 wrong" {
		t.Errorf("the right step after undo scored %s", got)
	}
}

func TestBacktrackModelAnswer(t *testing.T) {
	m, _ := started(t, exercise.Backtrack, 2, 0, 100, 30)
	start := btOf(m).bt.Stepper().Queens()
	moveTo(m, next(t, m).Square)
	uitest.Keys(m, nil, " ", "m")
	r := m.sh.model.replay
	if i, _ := r.At(); i != 0 || !slices.Equal(r.Stepper().Queens(), start) {
		t.Fatalf("the model answer opens at event %d on %v, want 0 on %v", i, r.Stepper().Queens(), start)
	}
	uitest.Keys(m, nil, "right", "right", "right")
	third := r.Stepper().Narrate()
	screen(t, m)
	if !strings.Contains(strings.Join(m.panel(500), " "), third) {
		t.Errorf("the narration %q is not on screen", third)
	}
	uitest.Keys(m, nil, "left", "left", "left", "left")
	if i, _ := r.At(); i != 0 {
		t.Errorf("back past the start: event %d", i)
	}
	uitest.Keys(m, nil, "m")
	if m.sh.model != nil || !m.Attempt().ModelSeen || score(m) != "1/1, 0 wrong" {
		t.Errorf("leaving the model answer: model %v, attempt %+v", m.sh.model, m.Attempt())
	}
}

func TestNewInstance(t *testing.T) {
	m, _ := started(t, exercise.Backtrack, 5, 0, 100, 30)
	uitest.Keys(m, nil, "r")
	if m.seed != 6 || m.sh.ex.Seed() != 6 {
		t.Errorf("r gave seed %d", m.seed)
	}
}

// answerKey is the key of an answer.
func answerKey(a exercise.Answer) string {
	if a.None {
		return "0"
	}
	return fmt.Sprint(slices.Index(solver.Transforms, a.Transform) + 1)
}

func TestSymmetryPlayed(t *testing.T) {
	m, _ := started(t, exercise.Symmetry, 3, 0, 100, 30)
	// Pair 1 right; pair 2 wrong, undone, right; the rest wrong.
	uitest.Keys(m, nil, answerKey(symOf(m).sym.Solution(0)), " ")
	wrong := "0"
	if symOf(m).sym.Solution(1).None {
		wrong = "1"
	}
	uitest.Keys(m, nil, wrong)
	if got := score(m); got != "1/2, 1 wrong" {
		t.Fatalf("after a right and a wrong answer: %s", got)
	}
	if s := screen(t, m); !strings.Contains(s, "wrong: ") {
		t.Errorf("the wrong answer is not marked:\n%s", s)
	}
	uitest.Keys(m, nil, "h", answerKey(symOf(m).sym.Solution(1)), " ")
	if got := score(m); got != "2/2, 1 wrong" {
		t.Errorf("after undo and the right answer: %s", got)
	}
	for i := 2; i < exercise.SymmetryPairs; i++ {
		k := "0"
		if symOf(m).sym.Solution(i).None {
			k = "1"
		}
		uitest.Keys(m, nil, k, " ")
	}
	if got := score(m); !m.sh.ex.Finished() || got != fmt.Sprintf("2/%d, %d wrong", exercise.SymmetryPairs, exercise.SymmetryPairs-1) {
		t.Errorf("at the end: %s, finished %v", got, m.sh.ex.Finished())
	}
}

// TestGolden keeps the screen of a backtrack exercise after a wrong step,
// of a symmetry pair answered wrong, of a wrong bit word, of a prune graded
// and of a row's counts graded wrong, at a projector's 100×30.
func TestGolden(t *testing.T) {
	t.Run("backtrack", func(t *testing.T) {
		m, c := started(t, exercise.Backtrack, 1, 0, 100, 30)
		c.t = c.t.Add(17 * time.Second)
		uitest.Keys(m, nil, " ")
		golden.RequireEqual(t, []byte(screen(t, m)))
	})
	t.Run("symmetry", func(t *testing.T) {
		m, _ := started(t, exercise.Symmetry, 1, 0, 100, 30)
		uitest.Keys(m, nil, "3")
		golden.RequireEqual(t, []byte(screen(t, m)))
	})
	t.Run("bitmask", func(t *testing.T) {
		m, _ := started(t, exercise.Bitmask, 1, 0, 100, 30)
		typeValue(m, "101")
		golden.RequireEqual(t, []byte(screen(t, m)))
	})
	t.Run("fc", func(t *testing.T) {
		m, _ := started(t, exercise.FC, 1, 0, 100, 30)
		uitest.Keys(m, nil, "down", " ", "enter")
		golden.RequireEqual(t, []byte(screen(t, m)))
	})
	t.Run("min-conflicts", func(t *testing.T) {
		m, _ := started(t, exercise.MinConflicts, 1, 0, 100, 30)
		typeCounts(m, slices.Repeat([]int{1}, m.sh.ex.N()))
		golden.RequireEqual(t, []byte(screen(t, m)))
	})
}

// TestFitsEverySize: from a tiny window to a large one, each kind's screen
// keeps within the window, asking for a larger one where the boards do
// not fit.
func TestFitsEverySize(t *testing.T) {
	for _, kind := range exercise.Kinds {
		for _, s := range []struct{ w, h int }{{1, 1}, {20, 8}, {40, 15}, {80, 24}, {100, 30}, {200, 60}} {
			m, _ := started(t, kind, 4, 0, s.w, s.h)
			uitest.Keys(m, nil, " ", "1", "?")
			v := screen(t, m)
			if s.w >= 80 && strings.Contains(v, "too small") {
				t.Errorf("%s at %d×%d: too small:\n%s", kind, s.w, s.h, v)
			}
		}
	}
}

// typeValue types a value and enter.
func typeValue(m *Model, v string) {
	for _, r := range v {
		uitest.Keys(m, nil, string(r))
	}
	uitest.Keys(m, nil, "enter")
}

func TestBitmaskPlayed(t *testing.T) {
	m, c := started(t, exercise.Bitmask, 3, 0, 100, 30)
	// The first value wrong (column 0 flipped), undone and typed right;
	// the rest right.
	want := bitsOf(m).bits.Want(0, exercise.Cols)
	n := len(want)
	flipped := want[:n-1] + map[byte]string{'0': "1", '1': "0"}[want[n-1]]
	typeValue(m, flipped)
	if got := score(m); got != "0/1, 1 wrong" {
		t.Fatalf("a wrong word scored %s", got)
	}
	if p := strings.Join(m.panel(500), " "); !strings.Contains(p, "Bit 0 (column 0) of cols is "+want[n-1:]) {
		t.Errorf("the panel does not say which bit: %s", p)
	}
	if b := bitsOf(m).board(&m.sh); b.At(bitsOf(m).bits.Show(0).Row(), 0)&board.Rejected == 0 {
		t.Error("the wrong bit's square is not marked")
	}
	uitest.Keys(m, nil, "h")
	// A value that is no word is not graded.
	typeValue(m, "2")
	if got := score(m); got != "0/0, 1 wrong" || bitsOf(m).err == "" {
		t.Fatalf("after undo and a non-word: %s, message %q", got, bitsOf(m).err)
	}
	uitest.Keys(m, nil, "backspace")
	for !m.sh.ex.Finished() {
		q, f := bitsOf(m).bits.At()
		v := bitsOf(m).bits.Want(q, f)
		if v == "none" {
			v = "-"
		}
		typeValue(m, v)
		c.t = c.t.Add(time.Second)
	}
	if got, all := score(m), exercise.BitmaskRows*len(exercise.Fields); got != fmt.Sprintf("%d/%d, 1 wrong", all, all) {
		t.Errorf("at the end: %s", got)
	}
	// The model answer steps through every field, both ways.
	uitest.Keys(m, nil, "m", "right", "right", "left")
	if q, f := bitsOf(m).modelField(&m.sh); q != 0 || f != exercise.LD {
		t.Errorf("the model answer is at row %d's %s, want the first row's ld", q, f)
	}
}

// TestNoColor: under NO_COLOR the frame keeps its attributes and loses
// its colours.
func TestNoColor(t *testing.T) {
	for _, noColor := range []bool{false, true} {
		r := lipgloss.NewRenderer(io.Discard)
		r.SetColorProfile(termenv.TrueColor)
		m, err := New(Options{Kind: exercise.Backtrack, Seed: 1, Renderer: r, Theme: theme.Dark, NoColor: noColor, NoTimer: true})
		if err != nil {
			t.Fatal(err)
		}
		m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
		v := m.View()
		if colour := strings.Contains(v, "38;5;"); colour == noColor {
			t.Errorf("NoColor %v: colours in the frame: %v", noColor, colour)
		}
		if !strings.Contains(v, "\x1b[1m") && !strings.Contains(v, "\x1b[1;") {
			t.Errorf("NoColor %v: no bold in the frame", noColor)
		}
	}
}

// TestTickOfAnotherModel: a model's clock ticks on, and another model's
// tick starts no clock in it (a room's session replaces its instance by
// the next, whose own clock must stay the only one).
func TestTickOfAnotherModel(t *testing.T) {
	a, err := New(Options{Kind: exercise.Symmetry, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := New(Options{Kind: exercise.Symmetry, Seed: 2})
	if _, cmd := a.Update(tickMsg{a}); cmd == nil {
		t.Error("a model's own tick did not ask for the next")
	}
	if _, cmd := a.Update(tickMsg{b}); cmd != nil {
		t.Error("another model's tick asked for a tick")
	}
}

// markPrune marks the squares of rows with the cursor and space, and
// grades them with enter.
func markPrune(m *Model, rows []uint64) {
	for r, row := range rows {
		for c := 0; c < m.sh.ex.N(); c++ {
			if row&(1<<uint(c)) != 0 {
				moveTo(m, solver.Square{Row: r, Col: c})
				uitest.Keys(m, nil, " ")
			}
		}
	}
	uitest.Keys(m, nil, "enter")
}

// playFC answers the question asked now through the keys, right.
func playFC(m *Model) {
	q, a := fcOf(m).fc.At()
	switch a {
	case exercise.AskPrune:
		markPrune(m, fcOf(m).fc.WantPruned(q))
	case exercise.AskWipe:
		if fcOf(m).fc.WantWipe(q) >= 0 {
			uitest.Keys(m, nil, "y")
		} else {
			uitest.Keys(m, nil, "n")
		}
	default:
		moveTo(m, solver.Square{Row: fcOf(m).fc.WantNext(q), Col: m.sh.cursor.Col})
		uitest.Keys(m, nil, "enter")
	}
}

func TestFCPlayed(t *testing.T) {
	m, c := started(t, exercise.FC, 3, 0, 100, 30)
	q, _ := fcOf(m).fc.At()
	want := fcOf(m).fc.WantPruned(q)
	// The prune marked with one square too many (one of the queen's own
	// row), undone and marked right.
	wrong := slices.Clone(want)
	queen := fcOf(m).fc.Queen(q)
	extra := (queen.Col + 1) % m.sh.ex.N()
	wrong[queen.Row] |= 1 << uint(extra)
	markPrune(m, wrong)
	if got := score(m); got != "0/1, 1 wrong" {
		t.Fatalf("a wrong prune scored %s", got)
	}
	if p := strings.Join(m.panel(500), " "); !strings.Contains(p, fmt.Sprintf("Row %d holds a queen", queen.Row)) {
		t.Errorf("the panel does not say why: %s", p)
	}
	if b := fcOf(m).board(&m.sh); b.At(queen.Row, extra)&board.Rejected == 0 {
		t.Error("the wrong square is not marked")
	}
	// The exercise went on: the board shows the right prune.
	if _, a := fcOf(m).fc.At(); a != exercise.AskWipe {
		t.Fatalf("after a wrong prune the question is the %s", a)
	}
	uitest.Keys(m, nil, "h")
	if got := score(m); got != "0/0, 1 wrong" {
		t.Fatalf("after undo: %s", got)
	}
	if b := fcOf(m).board(&m.sh); b.At(queen.Row, extra)&board.RuledOut != 0 {
		t.Error("the marks outlived the undo")
	}
	for !m.sh.ex.Finished() {
		playFC(m)
		c.t = c.t.Add(time.Second)
	}
	all := fcOf(m).fc.Asks()
	if got := score(m); got != fmt.Sprintf("%d/%d, 1 wrong", all, all) {
		t.Errorf("at the end: %s", got)
	}
	a := m.Attempt()
	if !a.Finished || a.Kind != exercise.FC || a.Score != all || a.Wrong != 1 || a.Seconds != float64(all-1) {
		t.Errorf("attempt %+v", a)
	}
	if s := screen(t, m); !strings.Contains(s, fmt.Sprintf("Finished: %d of %d right", all, all)) {
		t.Errorf("the end is not on screen:\n%s", s)
	}
	// The model answer steps through every answer, both ways.
	uitest.Keys(m, nil, "m", "right", "right", "left")
	if q, a := fcOf(m).ask(&m.sh); q != 0 || a != exercise.AskWipe {
		t.Errorf("the model answer is at question %d's %s, want the first's wipe-out", q, a)
	}
}

// TestFCWrongAnswers: a wrong wipe-out and a wrong next row are counted
// and explained, and the exercise goes on.
func TestFCWrongAnswers(t *testing.T) {
	m, _ := started(t, exercise.FC, 5, 8, 100, 30)
	wrongs := 0
	for !m.sh.ex.Finished() {
		q, a := fcOf(m).fc.At()
		switch a {
		case exercise.AskWipe:
			if fcOf(m).fc.WantWipe(q) >= 0 {
				uitest.Keys(m, nil, "n")
			} else {
				uitest.Keys(m, nil, "y")
			}
		case exercise.AskNext:
			moveTo(m, solver.Square{Row: (fcOf(m).fc.WantNext(q) + 1) % 8, Col: 0})
			uitest.Keys(m, nil, "enter")
		default:
			playFC(m)
			continue
		}
		wrongs++
		last, _ := fcOf(m).fc.LastStep()
		if last.Right || last.Why == "" {
			t.Fatalf("a wrong %s graded %+v", a, last)
		}
		if p := strings.Join(m.panel(500), " "); !strings.Contains(p, text.UpperFirst(last.Why)) {
			t.Errorf("the panel does not say why: %s", p)
		}
	}
	all := fcOf(m).fc.Asks()
	if got := score(m); got != fmt.Sprintf("%d/%d, %d wrong", all-wrongs, all, wrongs) {
		t.Errorf("at the end: %s", got)
	}
}

// TestFCBoardKeepsTheAnswers: while the student plays, the board draws
// neither the new queen's lines nor the row filled next.
func TestFCBoardKeepsTheAnswers(t *testing.T) {
	m, _ := started(t, exercise.FC, 3, 0, 100, 30)
	for !m.sh.ex.Finished() {
		b := fcOf(m).board(&m.sh)
		if b.Marked != -1 {
			t.Fatalf("row %d is marked as the next one", b.Marked)
		}
		if _, a := fcOf(m).fc.At(); a == exercise.AskPrune {
			for i, f := range b.Flags {
				if f&(board.Focus|board.Attacked|board.Pruned) != 0 {
					t.Fatalf("square %d shows the prune: %b", i, f)
				}
			}
		}
		playFC(m)
	}
}

// typeCounts types the counts of the picked queen's row from its first
// square, with the arrows between them, and grades them with enter.
func typeCounts(m *Model, counts []int) {
	moveTo(m, solver.Square{Row: m.sh.cursor.Row, Col: 0})
	for c, v := range counts {
		moveTo(m, solver.Square{Row: m.sh.cursor.Row, Col: c})
		for _, d := range strconv.Itoa(v) {
			uitest.Keys(m, nil, string(d))
		}
	}
	uitest.Keys(m, nil, "enter")
}

// playMC answers the question asked now through the keys, right.
func playMC(m *Model) {
	q, a := mcOf(m).mc.At()
	if a == exercise.AskCounts {
		typeCounts(m, mcOf(m).mc.WantCounts(q))
		return
	}
	moveTo(m, mcOf(m).mc.Moved(q))
	uitest.Keys(m, nil, "enter")
}

func TestMCPlayed(t *testing.T) {
	m, c := started(t, exercise.MinConflicts, 3, 0, 100, 30)
	q, _ := mcOf(m).mc.At()
	queen := mcOf(m).mc.Queen(q)
	if want := (solver.Square{Row: queen.Row}); m.sh.cursor != want {
		t.Fatalf("the cursor starts on %v, not at the start %v of the picked queen's row", m.sh.cursor, want)
	}
	want := mcOf(m).mc.WantCounts(q)
	// Enter before every square has a count is refused without a grade.
	uitest.Keys(m, nil, "1", "enter")
	if got := score(m); got != "0/0, 0 wrong" || mcOf(m).err == "" {
		t.Fatalf("counts left out: %s, message %q", got, mcOf(m).err)
	}
	// The picked queen's own square counted one too many, undone and
	// counted right.
	wrong := slices.Clone(want)
	wrong[queen.Col]++
	typeCounts(m, wrong)
	if got := score(m); got != "0/1, 1 wrong" {
		t.Fatalf("a wrong count scored %s", got)
	}
	last, _ := mcOf(m).mc.LastStep()
	if p := strings.Join(m.panel(500), " "); !strings.Contains(p, text.UpperFirst(last.Why)) || !strings.Contains(p, "left out") {
		t.Errorf("the panel does not say why: %s", p)
	}
	// The exercise went on: the board counts as the search does, and the
	// queens attacking the square are marked.
	b := mcOf(m).board(&m.sh)
	for c, v := range want {
		if f := b.At(queen.Row, c); f&board.Heat == 0 || f.HeatCount() != v {
			t.Errorf("square %d of the row shows %d (flags %b), want the search's %d", c, f.HeatCount(), f, v)
		}
	}
	for _, by := range last.By {
		if b.At(by.Row, by.Col)&board.Attacker == 0 {
			t.Errorf("the attacker %v is not marked", by)
		}
	}
	uitest.Keys(m, nil, "h")
	if got := score(m); got != "0/0, 1 wrong" || m.sh.cursor.Row != queen.Row {
		t.Fatalf("after undo: %s, cursor %v", got, m.sh.cursor)
	}
	for !m.sh.ex.Finished() {
		playMC(m)
		c.t = c.t.Add(time.Second)
	}
	all := mcOf(m).mc.Asks()
	if got := score(m); got != fmt.Sprintf("%d/%d, 1 wrong", all, all) {
		t.Errorf("at the end: %s", got)
	}
	a := m.Attempt()
	if !a.Finished || a.Kind != exercise.MinConflicts || a.Score != all || a.Wrong != 1 || a.Seconds != float64(all-1) {
		t.Errorf("attempt %+v", a)
	}
	if s := screen(t, m); !strings.Contains(s, fmt.Sprintf("Finished: %d of %d right", all, all)) {
		t.Errorf("the end is not on screen:\n%s", s)
	}
	// The model answer steps through every answer, both ways.
	uitest.Keys(m, nil, "m", "right", "right", "left")
	if q, a := mcOf(m).ask(&m.sh); q != 0 || a != exercise.AskMove {
		t.Errorf("the model answer is at question %d's %s, want the first's move", q, a)
	}
	if p := strings.Join(m.panel(500), " "); !strings.Contains(p, mcOf(m).mc.Want(0, exercise.AskMove)) {
		t.Errorf("the model answer does not give the move: %s", p)
	}
}

// TestMCWrongMoves: a move to a square of more than the fewest conflicts
// is counted and explained, and the next pick is the search's, after its
// own move.
func TestMCWrongMoves(t *testing.T) {
	m, _ := started(t, exercise.MinConflicts, 5, 8, 100, 30)
	wrongs := 0
	for !m.sh.ex.Finished() {
		q, a := mcOf(m).mc.At()
		want := mcOf(m).mc.WantCounts(q)
		worst := slices.Index(want, slices.Max(want))
		if a == exercise.AskCounts || want[worst] == slices.Min(want) {
			playMC(m)
			continue
		}
		moveTo(m, solver.Square{Row: m.sh.cursor.Row, Col: worst})
		uitest.Keys(m, nil, "enter")
		wrongs++
		last, _ := mcOf(m).mc.LastStep()
		if last.Right || !strings.Contains(last.Why, "the fewest") {
			t.Fatalf("a wrong move graded %+v", last)
		}
		if p := strings.Join(m.panel(500), " "); !strings.Contains(p, text.UpperFirst(last.Why)) {
			t.Errorf("the panel does not say why: %s", p)
		}
		if !m.sh.ex.Finished() {
			next, _ := mcOf(m).mc.At()
			if want := (solver.Square{Row: mcOf(m).mc.Queen(next).Row}); m.sh.cursor != want {
				t.Errorf("the cursor is on %v, not at the start %v of the next picked queen's row", m.sh.cursor, want)
			}
		}
	}
	all := mcOf(m).mc.Asks()
	if got := score(m); wrongs == 0 || got != fmt.Sprintf("%d/%d, %d wrong", all-wrongs, all, wrongs) {
		t.Errorf("at the end: %s after %d wrong moves", got, wrongs)
	}
}

// TestMCTypeCount: a square takes digits while they can make a count
// below N, then the cursor goes on, a digit that cannot stay starting the
// next square; backspace takes a digit out.
func TestMCTypeCount(t *testing.T) {
	m, _ := started(t, exercise.MinConflicts, 1, 12, 200, 60)
	row := m.sh.cursor.Row
	moveTo(m, solver.Square{Row: row, Col: 0})
	uitest.Keys(m, nil, "1", "1", "3", "1", "right", "1", "2", "backspace")
	if got := mcOf(m).counts[:6]; !slices.Equal(got, []int{11, 3, 1, 1, 2, -1}) || m.sh.cursor.Col != 5 {
		t.Errorf("typed 1 1 3 1 → 1 2 ⌫: counts %v, cursor on column %d", got, m.sh.cursor.Col)
	}
	uitest.Keys(m, nil, "left", "backspace")
	if mcOf(m).counts[4] != -1 || m.sh.cursor.Col != 4 {
		t.Errorf("backspace left %d, cursor on column %d", mcOf(m).counts[4], m.sh.cursor.Col)
	}
}

// TestMCCountsTypedAtOnce: digits typed faster than the terminal is read
// arrive as one message ("1211210"); each is still a count of its own.
func TestMCCountsTypedAtOnce(t *testing.T) {
	m, _ := started(t, exercise.MinConflicts, 3, 0, 100, 30)
	q, _ := mcOf(m).mc.At()
	want := mcOf(m).mc.WantCounts(q)
	var typed []rune
	for _, v := range want {
		typed = append(typed, []rune(strconv.Itoa(v))...)
	}
	m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: typed})
	if !slices.Equal(mcOf(m).counts, want) {
		t.Fatalf("%q typed at once gave counts %v, want %v", string(typed), mcOf(m).counts, want)
	}
	uitest.Keys(m, nil, "enter")
	if got := score(m); got != "1/1, 0 wrong" {
		t.Errorf("the counts typed at once scored %s", got)
	}
}

// TestEndNamesTheBindings: the finished exercise's line names the keys of
// the bindings in force (rebound here to keys the default map lacks), in
// a room and alone.
func TestEndNamesTheBindings(t *testing.T) {
	for _, room := range []bool{false, true} {
		m, _ := started(t, exercise.Backtrack, 0, 0, 100, 30)
		if room {
			m.o.Room = true
		}
		m.keys.Model.SetKeys("M")
		m.keys.Quit.SetKeys("Z")
		m.keys.New.SetKeys("R")
		for !m.sh.ex.Finished() {
			moveTo(m, next(t, m).Square)
			uitest.Keys(m, nil, " ")
		}
		want := []string{"M shows the model answer, R draws", "Z quits."}
		if room {
			want = []string{"M shows the model answer, Z goes back"}
		}
		s := screen(t, m)
		for _, w := range want {
			if !strings.Contains(s, w) {
				t.Errorf("room %v: the end does not say %q:\n%s", room, w, s)
			}
		}
	}
}

// TestFCPromptNamesTheBindings: the fc exercise's questions name the keys
// that answer them from the bindings (rebound here).
func TestFCPromptNamesTheBindings(t *testing.T) {
	m, _ := started(t, exercise.FC, 0, 0, 100, 30)
	m.keys.Mark.SetKeys("M")
	m.keys.Grade.SetKeys("tab")
	m.keys.Yes.SetKeys("Y")
	m.keys.No.SetKeys("N")
	for a, want := range map[exercise.Ask]string{
		exercise.AskPrune: "Mark (M) the squares its prune takes out of the domains of the rows still empty, then tab.",
		exercise.AskWipe:  "empty domain? Y or N.",
		exercise.AskNext:  "Put the cursor on it and press tab.",
	} {
		if got := fcOf(m).prompt(&m.keys, a); !strings.Contains(got, want) {
			t.Errorf("question %d: %q, want %q", a, got, want)
		}
	}
}

// The parts of the kinds, of the model m playing that kind.
func btOf(m *Model) *backtrackPart { return m.part.(*backtrackPart) }
func symOf(m *Model) *symmetryPart { return m.part.(*symmetryPart) }
func bitsOf(m *Model) *bitmaskPart { return m.part.(*bitmaskPart) }
func fcOf(m *Model) *fcPart        { return m.part.(*fcPart) }
func mcOf(m *Model) *mcPart        { return m.part.(*mcPart) }

// TestFCWithoutMRV plays the fc kind through the keys with MRV and
// without: with it the next row is asked after each place that wipes
// nothing out and the panel says MRV; without it the next row is never
// asked, and every answer is still graded right.
func TestFCWithoutMRV(t *testing.T) {
	for _, noMRV := range []bool{false, true} {
		c := &fakeClock{t: time.Date(2026, 12, 2, 9, 0, 0, 0, time.UTC)}
		m, err := New(Options{Kind: exercise.FC, Seed: 3, N: 8, Student: "ada", Now: c.now, NoTimer: true, Exercise: exercise.Options{NoMRV: noMRV}})
		if err != nil {
			t.Fatal(err)
		}
		m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
		uitest.Run(m, m.Init(), nil)
		if p := strings.Join(m.panel(500), " "); strings.Contains(p, "with MRV") == noMRV {
			t.Errorf("NoMRV %v: the panel says %q", noMRV, p)
		}
		asked := 0
		for !m.sh.ex.Finished() {
			if _, a := fcOf(m).fc.At(); a == exercise.AskNext {
				asked++
			}
			playFC(m)
		}
		if (asked == 0) != noMRV {
			t.Errorf("NoMRV %v: the next row asked %d times", noMRV, asked)
		}
		all := fcOf(m).fc.Asks()
		if got := score(m); got != fmt.Sprintf("%d/%d, 0 wrong", all, all) {
			t.Errorf("NoMRV %v: at the end %s", noMRV, got)
		}
	}
}
