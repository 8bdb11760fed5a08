package accessible

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
)

// TestFollower: the follower says the teacher's run and each step it is
// sent, asks the question, sends one answer only (a second is refused
// before it reaches the room), grades the reveal against it, and leaves
// at quit; every line is a sentence, with no escape byte. The teacher
// asks in English; a Chinese or Spanish student hears the question and
// its reason in their own language, and answers in it.
func TestFollower(t *testing.T) {
	for _, lang := range i18n.Langs {
		follow(t, lang)
	}
}

func follow(t *testing.T, lang i18n.Lang) {
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
	mine := &predict.Quiz{Density: predict.Every, Lang: lang}
	myQ, _ := mine.Ask(s)
	myReveal, err := mine.Skip(s)
	if err != nil {
		t.Fatal(err)
	}
	s.Seek(asked)
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
		done <- RunFollower(context.Background(), inR, out, states, FollowOptions{Lang: lang, Answer: func(got predict.Question, a predict.Answer) bool {
			if got.Step != q.Step || got.Kind != q.Kind || got.Prompt != q.Prompt {
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
				t.Fatalf("%v: the follower does not say %q:\n%s", lang, what, out)
			}
		}
	}
	typed := func(line string) { io.WriteString(inW, line+"\n") }

	st.Step = 1
	states <- Follow{State: st}
	says(msgNewRun(lang, 4, solver.Array))
	first, _ := solver.New(4, solver.Array, nil)
	first.Next()
	says(msgStep(lang, 1, solver.SpokenIn(lang, solver.NarrationIn(first, lang))))
	st.Step = asked
	states <- Follow{State: st, Asking: true, Question: q}
	says(msgQuestion(lang, solver.SpokenIn(lang, myQ.Prompt), ""))
	right := rv.Truth.Right.Choice
	typed(right.In(lang))
	says(lang.Sprintf(i18n.AccAnswerSent, right.In(lang)))
	typed("s")
	says(lang.T(i18n.AccAnsweredAlready))
	st.Step = rv.To
	states <- Follow{State: st, Revealed: true, Reveal: rv}
	says(msgRight(lang, solver.SpokenIn(lang, myReveal.Truth.Reason)))
	typed(cmd(lang, i18n.AccCmdQuit))
	if err := <-done; err != nil {
		t.Fatalf("RunFollower: %v", err)
	}
	if len(sent) != 1 || sent[0].Choice != right {
		t.Fatalf("%v: answers sent to the room: %+v, want one, %v", lang, sent, right)
	}
	noEscape(t, out.String())
	if !strings.HasSuffix(out.String(), msgBye(lang)+"\n") {
		t.Fatalf("%v: the follower does not end with goodbye:\n%s", lang, out)
	}
	if lang == i18n.En && !strings.Contains(out.String(), "Right. Row 0, column 0 is safe: no queen on its column 0") {
		t.Fatalf("the English reveal:\n%s", out)
	}
}
