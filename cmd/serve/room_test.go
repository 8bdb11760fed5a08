package serve

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
)

// TestRoomFollows: 8 students follow the teacher stepping at 5 steps a
// second: each reaches every cursor the teacher published (its own
// program's state equals the teacher's); a detached student is not moved,
// a rejoining one and a late joiner land on the current state; the
// teacher's screen counts them.
func TestRoomFollows(t *testing.T) {
	t.Parallel() // (it waits, mostly: the waits overlap)
	ts := startServer(t, Config{})
	teacher := ts.teacherTerm(t)
	students := make([]*term, 8)
	for i := range students {
		students[i] = ts.student(t)
	}
	ts.waitSessions(t, 9)
	if !waitFor(20*time.Second, func() bool { return strings.Contains(teacher.out.String(), "8 students, 8 following") }) {
		t.Fatalf("the teacher's screen does not count 8 students following")
	}
	// Each key once the teacher has published the cursor of the one
	// before (it was each 200 ms: two seconds of the test's time).
	step := func(keys string, k int) {
		for range k {
			before := ts.ev.last()
			teacher.send(t, keys)
			if !waitFor(10*time.Second, func() bool { return ts.ev.last() > before }) {
				t.Fatalf("the teacher published no cursor for %q", keys)
			}
		}
	}
	caughtUp := func(who []*term, seq uint64) bool {
		return waitFor(10*time.Second, func() bool {
			return !slices.ContainsFunc(who, func(s *term) bool { return !ts.ev.reachedSeq(s.name, seq) })
		})
	}
	step("l", 10)
	first := ts.ev.last()
	if first < 10 {
		t.Fatalf("the teacher published %d cursors for 10 steps", first)
	}
	if !caughtUp(students, first) {
		t.Fatalf("not every student reached the teacher's step")
	}
	var lags []time.Duration
	ts.ev.mu.Lock()
	for seq := uint64(1); seq <= first; seq++ {
		for _, s := range students {
			if at, ok := ts.ev.reached[s.name][seq]; ok {
				lags = append(lags, at.Sub(ts.ev.published[seq]))
			}
		}
	}
	ts.ev.mu.Unlock()
	slices.Sort(lags)
	t.Logf("follow latency over %d cursors: p50 %v, p99 %v, max %v", len(lags), percentile(lags, .5), percentile(lags, .99), lags[len(lags)-1])

	// The layout follows: t shows the search tree.
	step("t", 1)
	if tree := ts.ev.last(); tree == first || !caughtUp(students, tree) {
		t.Fatalf("not every student took the teacher's layout")
	}

	// One student detaches and is not moved; the others follow a jump.
	alone := students[0]
	alone.send(t, "D")
	waitFor(2*time.Second, func() bool { return strings.Contains(teacher.out.String(), "7 following, 1 exploring alone") })
	step("n", 1) // to the first solution
	jump := ts.ev.last()
	if !caughtUp(students[1:], jump) {
		t.Fatalf("the following students did not reach the jump")
	}
	if ts.ev.reachedSeq(alone.name, jump) {
		t.Fatalf("a detached student was moved")
	}
	// Rejoining and joining late land on the current state.
	alone.send(t, "F")
	late := ts.student(t)
	if !caughtUp([]*term{alone, late}, jump) {
		t.Fatalf("a rejoining or late student did not land on the teacher's state")
	}
	if !waitFor(20*time.Second, func() bool { return strings.Contains(teacher.out.String(), "9 students, 9 following") }) {
		t.Fatalf("the teacher's screen does not count the late joiner")
	}
}

// TestRoomFollowsViews: students follow the teacher into every view the
// cursor claims — the solutions view to the solution the teacher shows,
// the play board to the queens the teacher placed — each student's own
// program finding the solution and placing the queens (its cursor equals
// the teacher's); a late joiner lands on the board too.
func TestRoomFollowsViews(t *testing.T) {
	t.Parallel() // (it waits, mostly: the waits overlap)
	ts := startServer(t, Config{})
	teacher := ts.teacherTerm(t)
	students := []*term{ts.student(t), ts.student(t), ts.student(t)}
	ts.waitSessions(t, 4)
	if !waitFor(20*time.Second, func() bool { return strings.Contains(teacher.out.String(), "3 students, 3 following") }) {
		t.Fatalf("the teacher's screen does not count 3 students following")
	}
	caughtUp := func(who []*term) bool {
		return waitFor(10*time.Second, func() bool {
			seq := ts.ev.last()
			return !slices.ContainsFunc(who, func(s *term) bool { return !ts.ev.reachedSeq(s.name, seq) })
		})
	}
	screens := func(who []*term, text string) {
		t.Helper()
		for _, s := range who {
			if !waitFor(10*time.Second, func() bool { return strings.Contains(ansi.Strip(s.out.String()), text) }) {
				t.Fatalf("%s's screen does not show %q:\n%s", s.name, text, ansi.Strip(s.out.String()))
			}
		}
	}
	keys := func(k ...string) {
		for _, key := range k {
			teacher.send(t, key)
			time.Sleep(50 * time.Millisecond)
		}
	}
	keys("\t", "l", "l", "l") // the solutions view, solution 4
	screens([]*term{teacher}, "Solution 4 of 92")
	if !caughtUp(students) {
		t.Fatalf("not every student reached the teacher's solution")
	}
	screens(students, "Solution 4 of 92")

	keys("\t", " ", "j", "l", "l", " ") // the play board: queens at (0,0) and (1,2)
	screens([]*term{teacher}, "2 of 8 queens placed")
	if !caughtUp(students) {
		t.Fatalf("not every student took the teacher's queens")
	}
	late := ts.student(t)
	if !caughtUp(append(students, late)) {
		t.Fatalf("a late joiner did not land on the teacher's board")
	}
	screens(append(students, late), "2 of 8 queens placed")
}

// TestLogNamesRoomByRandomID: the log names a room by an id that is not
// a function of its code (two servers with the same code log different
// ids), the same on every line of a server, and never holds the code.
func TestLogNamesRoomByRandomID(t *testing.T) {
	t.Parallel() // (its own servers; the heap-measuring tests run alone, before)
	roomAttr := regexp.MustCompile(`room=(\S+)`)
	var ids []string
	for range 2 {
		ts := startServer(t, Config{})
		ts.teacherTerm(t)
		ts.student(t)
		ts.waitSessions(t, 2)
		logged := map[string]bool{}
		for _, m := range roomAttr.FindAllStringSubmatch(ts.log.String(), -1) {
			logged[m[1]] = true
		}
		if len(logged) != 1 {
			t.Fatalf("the room is named %d ways in the log, want one:\n%s", len(logged), ts.log)
		}
		for id := range logged {
			ids = append(ids, id)
		}
		if strings.Contains(ts.log.String(), testCode) {
			t.Errorf("the log holds the room code:\n%s", ts.log)
		}
	}
	if ids[0] == ids[1] {
		t.Errorf("two servers with the same code log the same room id %s", ids[0])
	}
}
