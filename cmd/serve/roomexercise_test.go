package serve

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/internal/teach/results"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
	uiexercise "github.com/nqueens/nqueens/ui/exercise"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/uitest"
	"github.com/nqueens/nqueens/ui/watch"
)

// clock is a clock that moves only when told.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

// resultsRoom is a room writing to a results file in a test folder, on
// a clock of its own, which is its students' attempts' clock too.
func resultsRoom(t *testing.T) (*room, string, *clock) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "results.csv")
	w, err := results.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	c := &clock{time.Date(2026, 12, 2, 9, 0, 0, 0, time.UTC)}
	r := newRoom()
	r.id, r.results, r.now = "3f9a01c2", w, c.now
	return r, path, c
}

// readResults is the results file's records.
func readResults(t *testing.T, path string) ([]results.Record, string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	recs, err := results.Parse(path, data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	return recs, string(data)
}

// screenOf is the session's screen as of now, without its styles (a
// frame drawn within a frame's time is otherwise the last one again).
func screenOf(s *session) string {
	s.frames.stale = false
	return ansi.Strip(s.View())
}

// symmetryKey is the key of an answer to a symmetry pair.
func symmetryKey(a exercise.Answer) string {
	if a.None {
		return "0"
	}
	return fmt.Sprint(slices.Index(solver.Transforms, a.Transform) + 1)
}

// TestRoomExercise: the teacher's E starts an exercise (twice: the second
// kind) for 30 following students, each on their own instance. A third
// answer everything right, a third make a wrong answer and undo it, a
// third leave a wrong answer standing; each finished attempt is in the
// results file at once, exactly as made, the teacher's aside counts who
// is working and who has finished, and quitting the exercise takes a
// student back to following.
func TestRoomExercise(t *testing.T) {
	r, path, roomClock := resultsRoom(t)
	teacher := &session{ui: ui.New(testUI()), room: r, me: &member{teacher: true}, frames: frames{now: time.Now}}
	teacher.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	if v := screenOf(teacher); !strings.Contains(v, "E starts an exercise for the room") {
		t.Fatalf("the teacher's aside does not say how to start an exercise:\n%s", v)
	}
	teacher.Update(uitest.Key("E"))
	if e := r.exerciseNow(); e.round != 1 || e.kind != exercise.Backtrack {
		t.Fatalf("after E: round %d of %s, want 1 of backtrack", e.round, e.kind)
	}
	teacher.Update(uitest.Key("E"))
	started := r.exerciseNow()
	if started.round != 2 || started.kind != exercise.Symmetry {
		t.Fatalf("after E again: round %d of %s, want 2 of symmetry", started.round, started.kind)
	}
	const students = 30
	// The students work one after another on the room's clock, which is
	// their attempts' clock too: each one's time is from the round's
	// start to their last answer.
	type student struct{ s *session }
	var class []student
	begun := roomClock.t
	for i := range students {
		s := &session{ui: ui.New(testUI()), room: r, me: &member{name: fmt.Sprintf("s%02d", i)}, frames: frames{now: time.Now},
			exOptions: uiexercise.Options{Theme: theme.Dark, NoTimer: true}}
		s.me.following.Store(true)
		s.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
		s.Update(started) // what the room's loop brings a following student
		if s.ex == nil {
			t.Fatalf("%s: no exercise after the room started one", s.me.name)
		}
		class = append(class, student{s})
	}
	teacher.Update(r.exerciseNow())
	if v := screenOf(teacher); !strings.Contains(v, "exercise: symmetry") || !strings.Contains(v, "30 working, 0 finished") {
		t.Fatalf("the teacher's aside after 30 started:\n%s", v)
	}
	var want []results.Record
	for i, st := range class {
		name := st.s.me.name
		seed := exercise.RoomSeed(r.id, name, exercise.Symmetry)
		ref, err := exercise.NewSymmetry(seed, 0, exercise.Options{})
		if err != nil {
			t.Fatal(err)
		}
		answer := func(k string) {
			roomClock.t = roomClock.t.Add(2 * time.Second)
			st.s.Update(uitest.Key(k))
		}
		pairs := len(ref.Pairs())
		wrong, score := 0, pairs
		for j := range pairs {
			right := symmetryKey(ref.Solution(j))
			bad := "0"
			if right == "0" {
				bad = "1"
			}
			switch {
			case j == 0 && i%3 == 1: // wrong, undone, then right
				answer(bad)
				st.s.Update(uitest.Key("h"))
				answer(right)
				wrong++
			case j == 0 && i%3 == 2: // wrong, left standing
				answer(bad)
				wrong++
				score--
			default:
				answer(right)
			}
			if j < pairs-1 {
				st.s.Update(uitest.Key(" "))
			}
		}
		want = append(want, results.Record{Time: roomClock.t, Room: r.id, Student: name, Activity: results.Exercise,
			Kind: string(exercise.Symmetry), Seed: seed, Score: score, OutOf: pairs, Wrong: wrong, Seconds: roomClock.t.Sub(begun).Seconds()})
		if v := screenOf(st.s); !strings.Contains(v, "q goes back") {
			t.Fatalf("%s's finished exercise does not say how to go back:\n%s", name, v)
		}
		if got, _ := readResults(t, path); len(got) != i+1 {
			t.Fatalf("%s finished: the file has %d lines, want %d", name, len(got), i+1)
		}
		if i == 9 {
			teacher.Update(r.exerciseNow())
			if v := screenOf(teacher); !strings.Contains(v, "20 working, 10 finished") {
				t.Errorf("the teacher's aside after 10 finished:\n%s", v)
			}
		}
		st.s.Update(uitest.Key("q"))
		if st.s.ex != nil || !st.s.me.following.Load() {
			t.Fatalf("%s: q did not take them back to following", name)
		}
		roomClock.t = roomClock.t.Add(time.Second)
	}
	got, data := readResults(t, path)
	if len(got) != len(want) {
		t.Fatalf("%d lines, want %d:\n%s", len(got), len(want), data)
	}
	for i := range want {
		g, w := got[i], want[i]
		if !g.Time.Equal(w.Time) {
			t.Errorf("line %d: time %v, want %v", i+1, g.Time, w.Time)
		}
		g.Time = w.Time
		if g != w {
			t.Errorf("line %d: %+v, want %+v", i+1, g, w)
		}
	}
	t.Logf("the results file:\n%s", data)
	teacher.Update(r.exerciseNow())
	v := screenOf(teacher)
	if !strings.Contains(v, "0 working, 30 finished") || !strings.Contains(v, "100% ") {
		t.Errorf("the teacher's aside after all finished:\n%s", v)
	}
	if s := class[0].s; !strings.Contains(screenOf(s), "room: following the teacher") {
		t.Errorf("a student back from the exercise does not follow:\n%s", screenOf(s))
	}
	// The same round does not start again for a student who did it.
	class[0].s.Update(r.exerciseNow())
	if class[0].s.ex != nil {
		t.Error("a student who finished the room's exercise was put on it again")
	}
}

// TestRoomExerciseKeys: in the room's exercise q goes back to the room
// (it does not end the session), and r draws no other instance: the one
// graded is the room's.
func TestRoomExerciseKeys(t *testing.T) {
	r, _, _ := resultsRoom(t)
	r.startExercise()
	s := &session{ui: ui.New(testUI()), room: r, me: &member{name: "ana"}, frames: frames{now: time.Now},
		exOptions: uiexercise.Options{Theme: theme.Dark, NoTimer: true}}
	s.me.following.Store(true)
	s.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	s.Update(r.exerciseNow())
	if s.ex == nil {
		t.Fatal("no exercise")
	}
	seed := s.ex.Attempt().Seed
	if want := exercise.RoomSeed(r.id, "ana", exercise.Backtrack); seed != want {
		t.Errorf("seed %d, want the room's %d", seed, want)
	}
	s.Update(uitest.Key("r"))
	if got := s.ex.Attempt().Seed; got != seed {
		t.Errorf("r drew instance %d in the room's exercise", got)
	}
	if v := screenOf(s); !strings.Contains(v, "q back to the room") || strings.Contains(v, "new instance") {
		t.Errorf("the exercise's help line in a room:\n%s", v)
	}
	if _, cmd := s.Update(uitest.Key("q")); cmd != nil {
		if _, quit := cmd().(tea.QuitMsg); quit {
			t.Error("q in the room's exercise ended the session")
		}
	}
	if s.ex != nil {
		t.Error("q did not leave the exercise")
	}
}

// TestRevealWritesResults: a predict reveal writes a line for each
// student who answered, right or wrong, with the seconds from the
// question to their answer; one who did not answer gets none.
func TestRevealWritesResults(t *testing.T) {
	r, path, c := resultsRoom(t)
	q := predict.Question{Kind: predict.SafeOrAttacked, Step: 5, N: 4, Prompt: "(1,1) is tried: is it safe, or attacked?",
		Subject: solver.Square{Row: 1, Col: 1}, Choices: []predict.Choice{predict.Safe, predict.Attacked}}
	var class []*member
	for _, name := range []string{"cy", "ana", "bob"} {
		m := &member{name: name}
		m.following.Store(true)
		class = append(class, m)
	}
	r.publish(ui.Cursor{Class: watch.Class{Asking: true, Question: q}})
	for i, a := range []predict.Choice{predict.Attacked, predict.Safe} { // cy right after 3 s, ana wrong after 7 s
		c.t = c.t.Add(time.Duration(3+4*i) * time.Second)
		if !r.answer(class[i], q, predict.ChoiceAnswer(a)) {
			t.Fatalf("%s's answer was not counted", class[i].name)
		}
	}
	c.t = c.t.Add(time.Second)
	r.publish(ui.Cursor{Class: watch.Class{Revealed: true, Reveal: predict.Reveal{Question: q, Truth: predict.Truth{Right: predict.ChoiceAnswer(predict.Attacked)}}}})
	got, data := readResults(t, path)
	want := []results.Record{
		{Room: r.id, Student: "ana", Activity: results.Predict, Kind: q.Kind.String(), Score: 0, OutOf: 1, Wrong: 1, Seconds: 10},
		{Room: r.id, Student: "cy", Activity: results.Predict, Kind: q.Kind.String(), Score: 1, OutOf: 1, Wrong: 0, Seconds: 3},
	}
	if len(got) != len(want) {
		t.Fatalf("%d lines, want %d:\n%s", len(got), len(want), data)
	}
	for i := range want {
		want[i].Time = c.t
		if g := got[i]; !g.Time.Equal(c.t) || func() bool { g.Time = c.t; return g != want[i] }() {
			t.Errorf("line %d: %+v, want %+v", i+1, got[i], want[i])
		}
	}
	t.Logf("the results file:\n%s", data)
}

// TestRoomExerciseOverSSH: over the server, the teacher's E reaches the
// students following, each gets the instance of their own name, and
// their finished attempts land in the server's results file under their
// bare names.
func TestRoomExerciseOverSSH(t *testing.T) {
	path := filepath.Join(t.TempDir(), "results.csv")
	w, err := results.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	ts := startServer(t, Config{Results: w})
	teacher := ts.teacherTerm(t)
	names := []string{"ana", "bob"}
	var class []*term
	for _, name := range names {
		c := ts.connect(t, testCode, answering(name))
		class = append(class, openTermSized(t, c, "dumb", true, 100, 30))
	}
	ts.waitSessions(t, 3)
	if !waitFor(10*time.Second, func() bool { return strings.Contains(teacher.out.String(), "2 students, 2 following") }) {
		t.Fatalf("the teacher's screen does not count 2 students following")
	}
	teacher.send(t, "E")
	if !waitFor(10*time.Second, func() bool { return ts.room.exerciseNow().round == 1 }) {
		t.Fatal("the teacher's E started no exercise")
	}
	teacher.send(t, "E")
	if !waitFor(10*time.Second, func() bool { return ts.room.exerciseNow().kind == exercise.Symmetry }) {
		t.Fatal("the teacher's second E did not start the next kind")
	}
	want := map[string]results.Record{}
	for i, s := range class {
		seed := exercise.RoomSeed(ts.roomID, names[i], exercise.Symmetry)
		title := fmt.Sprintf("· symmetry · %s · seed %d", names[i], seed)
		if !waitFor(10*time.Second, func() bool { return strings.Contains(ansi.Strip(s.out.String()), title) }) {
			t.Fatalf("%s's screen does not show their instance (%q):\n%s", names[i], title, ansi.Strip(s.out.String()))
		}
		ref, err := exercise.NewSymmetry(seed, 0, exercise.Options{})
		if err != nil {
			t.Fatal(err)
		}
		var keys []string
		score := len(ref.Pairs())
		for j := range ref.Pairs() {
			k := symmetryKey(ref.Solution(j))
			if i == 1 && j == 0 { // bob's first answer is wrong
				k = map[bool]string{true: "1", false: "0"}[k == "0"]
				score--
			}
			keys = append(keys, k)
		}
		s.send(t, strings.Join(keys, " "))
		want[names[i]] = results.Record{Room: ts.roomID, Student: names[i], Activity: results.Exercise, Kind: "symmetry",
			Seed: seed, Score: score, OutOf: len(ref.Pairs()), Wrong: len(ref.Pairs()) - score}
	}
	var got []results.Record
	if !waitFor(10*time.Second, func() bool {
		data, _ := os.ReadFile(path)
		got, err = results.Parse(path, data)
		return err == nil && len(got) == len(names)
	}) {
		t.Fatalf("the results file holds %d lines (%v), want %d", len(got), err, len(names))
	}
	for _, g := range got {
		w := want[g.Student]
		w.Time, w.Seconds = g.Time, g.Seconds
		if g != w || g.Seconds < 0 {
			t.Errorf("line %+v, want %+v", g, w)
		}
	}
	if !waitFor(10*time.Second, func() bool { return strings.Contains(ansi.Strip(teacher.out.String()), "0 working, 2 finished") }) {
		t.Errorf("the teacher's screen does not count 2 finished:\n%s", ansi.Strip(teacher.out.String()))
	}
}

// TestRoomMinConflicts: the teacher's E reaches every kind in turn, the
// min-conflicts one last; a student plays it in the room through the keys,
// a row counted wrongly and then undone, and the results file holds the
// attempt as made.
func TestRoomMinConflicts(t *testing.T) {
	r, path, c := resultsRoom(t)
	for _, k := range exercise.Kinds {
		r.startExercise()
		if got := r.exerciseNow().kind; got != k {
			t.Fatalf("E started %s, want %s", got, k)
		}
	}
	if k := exercise.Kinds[len(exercise.Kinds)-1]; k != exercise.MinConflicts {
		t.Fatalf("the last kind is %s", k)
	}
	s := &session{ui: ui.New(testUI()), room: r, me: &member{name: "ana"}, frames: frames{now: time.Now},
		exOptions: uiexercise.Options{Theme: theme.Dark, NoTimer: true}}
	s.me.following.Store(true)
	s.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	s.Update(r.exerciseNow())
	if s.ex == nil {
		t.Fatal("no exercise")
	}
	seed := exercise.RoomSeed(r.id, "ana", exercise.MinConflicts)
	ref, err := exercise.NewMinConflicts(seed, 0, exercise.Options{})
	if err != nil {
		t.Fatal(err)
	}
	n := ref.N()
	if n >= 10 {
		t.Fatalf("N=%d: a count may take two digits", n)
	}
	keys := func(ks ...string) {
		for _, k := range ks {
			s.Update(uitest.Key(k))
		}
	}
	// toColumn takes the cursor to column col of the picked row.
	toColumn := func(col int) {
		for range n {
			keys("left")
		}
		for range col {
			keys("right")
		}
	}
	// count types a row's counts: on boards below 10 every digit moves
	// the cursor on.
	count := func(counts []int) {
		toColumn(0)
		for _, v := range counts {
			keys(fmt.Sprint(v))
		}
		c.t = c.t.Add(time.Second)
		keys("enter")
	}
	for q := range ref.Questions() {
		want := ref.WantCounts(q)
		if q == 0 {
			wrong := slices.Clone(want)
			wrong[0] = (wrong[0] + 1) % n
			count(wrong)
			keys("h")
		}
		count(want)
		toColumn(ref.Moved(q).Col)
		c.t = c.t.Add(time.Second)
		keys("enter")
	}
	if v := screenOf(s); !strings.Contains(v, "q goes back") {
		t.Fatalf("the finished exercise does not say how to go back:\n%s", v)
	}
	got, data := readResults(t, path)
	all := 2 * exercise.MCQueens
	if len(got) != 1 || got[0].Kind != string(exercise.MinConflicts) || got[0].Seed != seed || got[0].Student != "ana" ||
		got[0].Score != all || got[0].OutOf != all || got[0].Wrong != 1 || got[0].Seconds != float64(all+1) {
		t.Errorf("the results file:\n%s", data)
	}
}

// TestRoomFC: a student plays the room's forward-checking exercise
// through the keys, with one wrong wipe-out undone: the results file holds
// the attempt, every answer right and the wrong step counted.
func TestRoomFC(t *testing.T) {
	r, path, c := resultsRoom(t)
	for _, k := range exercise.Kinds {
		r.startExercise()
		if k == exercise.FC {
			break
		}
	}
	if got := r.exerciseNow().kind; got != exercise.FC {
		t.Fatalf("E started %s, want %s", got, exercise.FC)
	}
	s := &session{ui: ui.New(testUI()), room: r, me: &member{name: "ana"}, frames: frames{now: time.Now},
		exOptions: uiexercise.Options{Theme: theme.Dark, NoTimer: true}}
	s.me.following.Store(true)
	s.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	s.Update(r.exerciseNow())
	if s.ex == nil {
		t.Fatal("no exercise")
	}
	seed := exercise.RoomSeed(r.id, "ana", exercise.FC)
	ref, err := exercise.NewFC(seed, 0, exercise.Options{})
	if err != nil {
		t.Fatal(err)
	}
	n := ref.N()
	keys := func(ks ...string) {
		for _, k := range ks {
			s.Update(uitest.Key(k))
		}
	}
	// to takes the cursor to sq from wherever it is: to the corner first.
	to := func(sq solver.Square) {
		for range n {
			keys("up", "left")
		}
		for range sq.Row {
			keys("down")
		}
		for range sq.Col {
			keys("right")
		}
	}
	graded := func(k string) {
		c.t = c.t.Add(time.Second)
		keys(k)
	}
	yesNo := map[bool]string{true: "y", false: "n"}
	for i := 0; i < ref.Asks(); i++ {
		q, a := ref.AskAt(i)
		switch a {
		case exercise.AskPrune:
			for row, m := range ref.WantPruned(q) {
				for col := range n {
					if m&(1<<uint(col)) != 0 {
						to(solver.Square{Row: row, Col: col})
						keys(" ")
					}
				}
			}
			graded("enter")
		case exercise.AskWipe:
			wiped := ref.WantWipe(q) >= 0
			if i == 1 {
				graded(yesNo[!wiped])
				keys("h")
			}
			graded(yesNo[wiped])
		default:
			to(solver.Square{Row: ref.WantNext(q)})
			graded("enter")
		}
	}
	if v := screenOf(s); !strings.Contains(v, "q goes back") {
		t.Fatalf("the finished exercise does not say how to go back:\n%s", v)
	}
	got, data := readResults(t, path)
	all := ref.Asks()
	if len(got) != 1 || got[0].Kind != string(exercise.FC) || got[0].Seed != seed || got[0].Student != "ana" ||
		got[0].Score != all || got[0].OutOf != all || got[0].Wrong != 1 || got[0].Seconds != float64(all+1) {
		t.Errorf("the results file (want %d of %d, 1 wrong, %d seconds):\n%s", all, all, all+1, data)
	}
}
