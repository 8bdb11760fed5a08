package serve

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// TestRoomFollows: 8 students follow the teacher stepping at 5 steps a
// second: each reaches every cursor the teacher published (its own
// program's state equals the teacher's); a detached student is not moved,
// a rejoining one and a late joiner land on the current state; the
// teacher's screen counts them.
func TestRoomFollows(t *testing.T) {
	ts := startServer(t, Config{})
	teacher := ts.teacherTerm(t)
	students := make([]*term, 8)
	for i := range students {
		students[i] = ts.student(t)
	}
	ts.waitSessions(t, 9)
	if !waitFor(5*time.Second, func() bool { return strings.Contains(teacher.out.String(), "8 students, 8 following") }) {
		t.Fatalf("the teacher's screen does not count 8 students following")
	}
	step := func(keys string, k int) {
		for range k {
			teacher.send(t, keys)
			time.Sleep(200 * time.Millisecond)
		}
	}
	caughtUp := func(who []*term, seq uint64) bool {
		return waitFor(3*time.Second, func() bool {
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
	if !waitFor(3*time.Second, func() bool { return strings.Contains(teacher.out.String(), "9 students, 9 following") }) {
		t.Fatalf("the teacher's screen does not count the late joiner")
	}
}
