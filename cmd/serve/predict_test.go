package serve

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/watch"
)

// TestRoomPredict: the teacher's watch view asks a predict question; 60
// following students get it on their screens and answer with their keys
// (40 safe, 20 attacked, one of them twice), a late joiner gets it too
// and answers; the room's tally and the teacher's histogram hold exactly
// the answers sent; the teacher's reveal shows every student the answer,
// graded against their own.
func TestRoomPredict(t *testing.T) {
	t.Parallel() // (it waits, mostly: the waits overlap)
	ts := startServer(t, Config{ConnBurst: 100})
	teacher := ts.teacherTerm(t)
	// The students' terminals are small and without colour: 60 screens
	// drawn under -race cost the package's tests seconds.
	students := make([]*term, 60)
	for i := range students {
		students[i] = ts.plainStudent(t)
	}
	ts.waitSessions(t, 61)
	if !waitFor(30*time.Second, func() bool { return strings.Contains(teacher.out.String(), "60 students, 60 following") }) {
		t.Fatalf("the teacher's screen does not count 60 students following")
	}
	teacher.send(t, "P")
	time.Sleep(100 * time.Millisecond)    // (P and → as two messages: either order asks, but the screen is checked after →)
	teacher.send(t, "\x1b[C")             // → steps to (0,0) tried: "safe or attacked?"
	const prompt = "is tried: is it safe" // (the question box wraps the rest)
	// waitScreens waits until every one of who has shown text, looking
	// again only at the screens that have not (60 screens, polled).
	waitScreens := func(who []*term, text string) {
		t.Helper()
		pending := slices.Clone(who)
		shown := func() bool {
			pending = slices.DeleteFunc(pending, func(s *term) bool { return strings.Contains(ansi.Strip(s.out.String()), text) })
			return len(pending) == 0
		}
		if !waitFor(30*time.Second, shown) {
			t.Fatalf("%s's screen does not show %q:\n%s", pending[0].name, text, ansi.Strip(pending[0].out.String()))
		}
	}
	waitScreens(append([]*term{teacher}, students...), prompt)

	sent := map[string]int{}
	for i, s := range students {
		k, a := "s", "safe"
		if i%3 == 2 {
			k, a = "a", "attacked"
		}
		s.send(t, k)
		sent[a]++
	}
	students[0].send(t, "a") // a second answer: not counted
	late := ts.plainStudent(t)
	waitScreens([]*term{late}, prompt)
	late.send(t, "a")
	sent["attacked"]++

	total := func() int { tm, _ := ts.room.tallyNow(); return tm.total }
	if !waitFor(20*time.Second, func() bool { return total() == 61 }) {
		t.Fatalf("the room counted %d answers, want 61", total())
	}
	tm, _ := ts.room.tallyNow()
	got := map[string]int{}
	for _, b := range tm.bars {
		got[b.Answer.Key()] = b.Count
	}
	if fmt.Sprint(got) != fmt.Sprint(sent) {
		t.Fatalf("the tally holds %v, the students sent %v", got, sent)
	}
	if tm.question.Kind != predict.SafeOrAttacked || tm.revealed {
		t.Fatalf("the tally is of %v (revealed %v), want the safe-or-attacked question, not revealed", tm.question.Kind, tm.revealed)
	}
	// The teacher's screen: the count and a bar an answer, with its count.
	histLine := func(answer string, n int) bool {
		for _, line := range strings.Split(ansi.Strip(teacher.out.String()), "\n") {
			// (The histogram is in the room's box, right of the board.)
			f := strings.Fields(line)
			for len(f) > 0 && f[len(f)-1] == "│" {
				f = f[:len(f)-1]
			}
			if len(f) >= 3 && f[len(f)-3] == answer && f[len(f)-1] == fmt.Sprint(n) {
				return true
			}
		}
		return false
	}
	if !waitFor(10*time.Second, func() bool {
		return strings.Contains(teacher.out.String(), "61 of 61 following answered") && histLine("safe", sent["safe"]) && histLine("attacked", sent["attacked"])
	}) {
		t.Fatalf("the teacher's histogram does not show %v of 61:\n%s", sent, ansi.Strip(teacher.out.String()))
	}

	// The reveal: (0,0) on an empty board is safe.
	teacher.send(t, ">")
	if !waitFor(10*time.Second, func() bool { tm, _ := ts.room.tallyNow(); return tm.revealed }) {
		t.Fatalf("the teacher's reveal did not reach the room")
	}
	var right, wrong []*term
	for i, s := range students {
		if i%3 == 2 {
			wrong = append(wrong, s)
			continue
		}
		right = append(right, s)
	}
	// (Student 0's second key was no answer: the first, safe, stands.)
	waitScreens(right, "right: (0,0) is safe")
	waitScreens(append(wrong, late), "wrong (you said attacked):") // (the box wraps the reason)
	if !waitFor(10*time.Second, func() bool {
		return strings.Contains(ansi.Strip(teacher.out.String()), fmt.Sprintf("the answer: safe · %d right", sent["safe"]))
	}) {
		t.Fatalf("the teacher's histogram does not show the reveal")
	}
	if n := total(); n != 61 {
		t.Fatalf("the room counted %d answers after the reveal, want 61", n)
	}
}

// plainStudent connects a student on an 80×24 terminal without colour.
func (ts *testServer) plainStudent(t testing.TB) *term {
	t.Helper()
	c := ts.connect(t, testCode, answering("unused"))
	return openTermSized(t, c, "dumb", true, 80, 24)
}

// TestFollowUpKeepsTheLastReveal: "safe or attacked?" revealed, then at
// once "which queen?" about the same square: the teacher's head line for
// the new question still sums up the one before (its bars are gone), and
// a question after no reveal, or a room without a question, says nothing
// of it.
func TestFollowUpKeepsTheLastReveal(t *testing.T) {
	r := newRoom()
	first := predict.Question{Kind: predict.SafeOrAttacked, Step: 5, N: 4, Prompt: "(1,1) is tried: is it safe, or attacked?",
		Subject: solver.Square{Row: 1, Col: 1}, Choices: []predict.Choice{predict.Safe, predict.Attacked}}
	follow := predict.Question{Kind: predict.Attacker, Step: 5, Stage: 1, N: 4, Prompt: "which queen attacks (1,1)?", Subject: first.Subject}
	students := []*member{{}, {}, {}}
	for _, m := range students {
		m.following.Store(true)
	}
	r.mu.Lock()
	r.track(watch.Class{Asking: true, Question: first})
	r.mu.Unlock()
	for i, m := range students {
		c := predict.Attacked
		if i == 2 {
			c = predict.Safe
		}
		if !r.answer(m, first, predict.ChoiceAnswer(c)) {
			t.Fatalf("student %d's answer was not counted", i)
		}
	}
	r.mu.Lock()
	r.track(watch.Class{Revealed: true, Reveal: predict.Reveal{Question: first, Truth: predict.Truth{Right: predict.ChoiceAnswer(predict.Attacked)}}})
	if got := r.tallied(); !got.revealed || got.right() != 2 || got.last.ID != "" {
		t.Fatalf("after the reveal: revealed %v, %d right, last %q; want revealed, 2 right, no last", got.revealed, got.right(), got.last)
	}
	r.track(watch.Class{Asking: true, Question: follow})
	if got := r.tallied(); got.revealed || got.total != 0 || got.last.String() != "attacked, 2 of 3 right" {
		t.Fatalf("the follow-up: revealed %v, %d answers, last %q; want a new question, none, last \"attacked, 2 of 3 right\"", got.revealed, got.total, got.last)
	}
	r.track(watch.Class{})
	r.track(watch.Class{Asking: true, Question: first})
	if got := r.tallied(); got.last.ID != "" {
		t.Fatalf("a question after the room had none: last %q, want none", got.last)
	}
	// The teacher's view reports the reveal and the follow-up in one
	// cursor (the follow-up is asked at the reveal's step).
	r.mu.Unlock()
	if !r.answer(students[0], first, predict.ChoiceAnswer(predict.Attacked)) {
		t.Fatal("the answer to the question asked again was not counted")
	}
	r.mu.Lock()
	r.track(watch.Class{Asking: true, Question: follow, Revealed: true,
		Reveal: predict.Reveal{Question: first, Truth: predict.Truth{Right: predict.ChoiceAnswer(predict.Attacked)}}})
	if got := r.tallied(); got.question.Kind != predict.Attacker || got.last.String() != "attacked, 1 of 1 right" {
		t.Fatalf("reveal and follow-up in one cursor: the tally asks %v, last %q; want the attacker question, last \"attacked, 1 of 1 right\"", got.question.Kind, got.last)
	}
	r.track(watch.Class{})
	r.track(watch.Class{Asking: true, Question: first})
	if got := r.tallied(); got.last.ID != "" {
		t.Fatalf("a question after the room had none: last %q, want none", got.last)
	}
	r.mu.Unlock()
}
