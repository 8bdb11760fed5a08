package watch

import (
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
)

// The parts of the view tested alone, without a Model: each holds its
// state and answers from it and what it is handed.

// TestJumperAlone: a jump to the third backtrack stops at that event and
// no other, names itself, and a mark holds for its run only.
func TestJumperAlone(t *testing.T) {
	t.Parallel()
	j := jumper{goal: toEvent, kind: solver.Backtrack, target: 3}
	if j.stopKind() != solver.Backtrack || !strings.Contains(j.name(), "backtrack") {
		t.Errorf("stopKind %v, name %q", j.stopKind(), j.name())
	}
	ev := solver.Event{Kind: solver.Backtrack, Counters: solver.Counters{Backtracks: 3}}
	if !j.reached(ev) {
		t.Errorf("the third backtrack is not the jump's target")
	}
	ev.Counters.Backtracks = 2
	if j.reached(ev) {
		t.Errorf("the second backtrack is the target of a jump to the third")
	}
	j = jumper{goal: toEnd}
	if j.stopKind() != solver.Done || j.name() != "running to the end" {
		t.Errorf("G: stopKind %v, name %q", j.stopKind(), j.name())
	}
	a, b := runKey{n: 6, strategy: solver.Array}, runKey{n: 7, strategy: solver.Array}
	j.setMark(12, a, newKeyMap(i18n.En, false).ToMark)
	if !j.hasMark(a) || j.hasMark(b) || j.mark.step != 12 {
		t.Errorf("mark %+v: run a %v, run b %v", j.mark, j.hasMark(a), j.hasMark(b))
	}
}

// TestFollowAlone: following a room puts the teacher's question in
// predict mode, grades the reveal against the student's answer, and
// counts each question once however often the reveal comes.
func TestFollowAlone(t *testing.T) {
	t.Parallel()
	var p predictor
	var f follow
	q := predict.Question{Step: 5, Stage: 0, Kind: predict.SafeOrAttacked, Subject: solver.Square{Row: 2, Col: 9}}
	f.take(&p, predict.Every, Class{Asking: true, Question: q}, 6)
	if !f.on || !p.on || !p.asking || p.question.Step != 5 || p.cursor != (solver.Square{Row: 2, Col: 5}) {
		t.Fatalf("after the question: follow %+v, predictor on %v asking %v cursor %v", f, p.on, p.asking, p.cursor)
	}
	right := predict.ChoiceAnswer(predict.Attacked)
	if f.answer(q, right) == nil || !f.answered {
		t.Fatalf("the answer is not handed to the room")
	}
	reveal := Class{Revealed: true, Reveal: predict.Reveal{Question: q, To: 6, Truth: predict.Truth{Right: right}}}
	f.take(&p, predict.Every, reveal, 6)
	f.take(&p, predict.Every, Class{}, 6)
	f.take(&p, predict.Every, reveal, 6)
	if p.score.Asked != 1 || p.score.Right != 1 {
		t.Errorf("score %+v, want one question asked and answered right", p.score)
	}
	f.take(&p, 0, Class{}, 6)
	if p.on || p.asking || f.answered {
		t.Errorf("predict mode off in the room: on %v asking %v answered %v", p.on, p.asking, f.answered)
	}
}

// TestCaptureAlone: C says why it cannot ask for a caption, and how a
// capture went.
func TestCaptureAlone(t *testing.T) {
	t.Parallel()
	keys := newKeyMap(i18n.En, false)
	self, restart := keys.Capture, keys.Restart
	if got := (capture{}).refusal(nil, self, restart); !strings.Contains(got, "--lesson-out") {
		t.Errorf("no lesson file: %q", got)
	}
	c := capture{out: "l.md"}
	if got := c.refusal([]int{1}, self, restart); !strings.Contains(got, "play view") {
		t.Errorf("queens given: %q", got)
	}
	if got := c.refusal(nil, self, restart); got != "" {
		t.Errorf("a lesson file and an empty board: %q, want no refusal", got)
	}
	if got := c.done(captureMsg{slides: 3}); !strings.Contains(got, "slide 3 added to l.md") {
		t.Errorf("done: %q", got)
	}
}

// TestRunSpecAlone: min-conflicts makes its own placement, so its run
// neither starts from nor is named by the queens given.
func TestRunSpecAlone(t *testing.T) {
	t.Parallel()
	s := runSpec{n: 6, strategy: solver.MinConflicts, prefix: []int{1, 3}}
	if got := s.start(lensFor(solver.MinConflicts)); got != nil {
		t.Errorf("min-conflicts starts from %v, want no queens given", got)
	}
	s.strategy = solver.Array
	if got := s.start(lensFor(solver.Array)); len(got) != 2 {
		t.Errorf("array starts from %v, want the queens given", got)
	}
	if (*Replay)(nil).plays(s) {
		t.Errorf("no replay plays a run")
	}
	if a, b := s.key(lensFor(solver.Array), nil), (runSpec{n: 6, strategy: solver.Array}).key(lensFor(solver.Array), nil); a == b {
		t.Errorf("runs with and without queens given have the same key %+v", a)
	}
}
