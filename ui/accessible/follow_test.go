package accessible

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
)

// TestFollower: the follower says the teacher's run and each step it is
// sent, asks the question, sends one answer only (a second is refused
// before it reaches the room), grades the reveal against it, and leaves
// at quit; every line is a sentence, with no escape byte.
func TestFollower(t *testing.T) {
	s, err := solver.NewWith(4, solver.Array, nil, solver.StepperOptions{})
	if err != nil {
		t.Fatal(err)
	}
	quiz := predict.NewQuiz(predict.Every)
	q, ok := quiz.Ask(s)
	for ; !ok && !s.IsDone(); q, ok = quiz.Ask(s) {
		s.Next()
	}
	if !ok || q.Form() != predict.ChoiceForm {
		t.Fatalf("no safe-or-attacked question in the 4×4 run: %+v", q)
	}
	asked := s.Step()
	rv, err := quiz.Skip(s)
	if err != nil {
		t.Fatal(err)
	}
	st := lesson.State{N: 4, Strategy: solver.Array, View: "watch"}

	inR, inW := io.Pipe()
	out := &syncBuffer{}
	states := make(chan Follow)
	var sent []predict.Answer
	done := make(chan error, 1)
	go func() {
		done <- RunFollower(context.Background(), inR, out, states, FollowOptions{Answer: func(got predict.Question, a predict.Answer) bool {
			if got.Step != q.Step || got.Kind != q.Kind {
				t.Errorf("answer to %+v, want %+v", got, q)
			}
			sent = append(sent, a)
			return true
		}})
	}()
	says := func(what string) {
		t.Helper()
		for end := time.Now().Add(5 * time.Second); !strings.Contains(out.String(), what); time.Sleep(5 * time.Millisecond) {
			if time.Now().After(end) {
				t.Fatalf("the follower does not say %q:\n%s", what, out)
			}
		}
	}
	typed := func(line string) { io.WriteString(inW, line+"\n") }

	st.Step = 1
	states <- Follow{State: st}
	says("New run: the array search on the 4 by 4 board")
	says("Step 1. Try row 0, column 0.")
	st.Step = asked
	states <- Follow{State: st, Asking: true, Question: q}
	says("Question: " + solver.Spoken(q.Prompt))
	right := rv.Truth.Right.Choice
	typed(right.String()[:1])
	says("Your answer, " + right.String() + ", is sent")
	typed("s")
	says("You answered this question already.")
	st.Step = rv.To
	states <- Follow{State: st, Revealed: true, Reveal: rv}
	says("Right. " + solver.Spoken(rv.Truth.Reason))
	typed("quit")
	if err := <-done; err != nil {
		t.Fatalf("RunFollower: %v", err)
	}
	if len(sent) != 1 || sent[0].Choice != right {
		t.Fatalf("answers sent to the room: %+v, want one, %v", sent, right)
	}
	noEscape(t, out.String())
	if !strings.HasSuffix(out.String(), "Goodbye.\n") {
		t.Fatalf("the follower does not end with goodbye:\n%s", out)
	}
}
