package predict

import (
	"regexp"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// TestQuizInEveryLanguage: a quiz whose Lang is Chinese or Spanish asks
// every kind of question and reveals every kind of reason in that
// language — Chinese holds none of the English words, Spanish differs from
// the English — while the answers' keys, which a room tallies, stay the
// same.
func TestQuizInEveryLanguage(t *testing.T) {
	t.Parallel()
	english := regexp.MustCompile(`\b(row|queen|square|tried|attacked|safe|lifted|domain|prune|solutions?|mirror|column|moves?|fewest|right|streak|nowhere|the|is)\b`)
	runs := []struct {
		n        int
		strategy solver.Strategy
		opt      solver.StepperOptions
		prefix   []int
	}{
		{5, solver.Array, solver.StepperOptions{}, nil}, {5, solver.Bitmask, solver.StepperOptions{}, nil},
		{5, solver.FC, solver.StepperOptions{}, nil}, {6, solver.FC, solver.StepperOptions{MRV: true}, nil},
		{6, solver.MinConflicts, solver.StepperOptions{Seed: 3}, nil}, {8, solver.Construct, solver.StepperOptions{}, nil},
		{6, solver.Array, solver.StepperOptions{}, []int{1}},
	}
	asked := map[Kind]bool{}
	for _, r := range runs {
		for _, d := range []Density{Every, Every | ahead} {
			var steppers [3]*solver.Stepper
			var quizzes [3]*Quiz
			for _, l := range i18n.Langs {
				s, err := solver.NewWith(r.n, r.strategy, r.prefix, r.opt)
				if err != nil {
					t.Fatal(err)
				}
				steppers[l], quizzes[l] = s, &Quiz{Density: d, Prefix: r.prefix, Lang: l}
			}
			for i := 0; i < 300 && !steppers[i18n.En].IsDone(); i++ {
				var qs [3]Question
				var oks [3]bool
				for _, l := range i18n.Langs {
					qs[l], oks[l] = quizzes[l].Ask(steppers[l])
				}
				if !oks[i18n.En] {
					for _, s := range steppers {
						s.Next()
					}
					continue
				}
				asked[qs[i18n.En].Kind] = true
				var said [3]string
				var keys [3]string
				for _, l := range i18n.Langs {
					if !oks[l] || qs[l].Kind != qs[i18n.En].Kind {
						t.Fatalf("%v: %s asks %v, English %v", r.strategy, l, qs[l].Kind, qs[i18n.En].Kind)
					}
					rv, err := quizzes[l].Skip(steppers[l])
					if err != nil {
						t.Fatal(err)
					}
					said[l] = qs[l].Prompt + " | " + rv.Truth.Reason + " | " + rv.Truth.Right.In(l) + " | " + quizzes[l].Score().In(l)
					keys[l] = rv.Truth.Right.Key()
				}
				where := r.strategy.String() + " " + qs[i18n.En].Kind.String()
				for _, s := range said {
					if strings.Contains(s, "%!") {
						t.Errorf("%s: %q", where, s)
					}
				}
				if m := english.FindString(said[i18n.Zh]); m != "" {
					t.Errorf("%s: Chinese %q has the English %q", where, said[i18n.Zh], m)
				}
				if said[i18n.Es] == said[i18n.En] {
					t.Errorf("%s: Spanish is the English: %q", where, said[i18n.Es])
				}
				if keys[i18n.Zh] != keys[i18n.En] || keys[i18n.Es] != keys[i18n.En] {
					t.Errorf("%s: keys %q differ", where, keys)
				}
			}
		}
	}
	for _, k := range Kinds {
		if !asked[k] {
			t.Errorf("no %v question was asked", k)
		}
	}
}

// TestRetell: a question asked in English, retold in Chinese and
// Spanish, has the prompt and the reason the quiz of that language gives
// at the same step, the same right answer, and leaves the run where it was.
func TestRetell(t *testing.T) {
	for _, strategy := range []solver.Strategy{solver.Array, solver.FC, solver.MinConflicts} {
		s, err := solver.New(8, strategy, nil)
		if err != nil {
			t.Fatal(err)
		}
		asked := 0
		for !s.IsDone() && asked < 12 {
			q, ok := NewQuiz(Every).Ask(s)
			if !ok {
				s.Next()
				continue
			}
			asked++
			for _, lang := range []i18n.Lang{i18n.Zh, i18n.Es} {
				quiz := &Quiz{Density: Every, Lang: lang}
				for st := 0; st < q.Stage; st++ {
					quiz.Skip(s)
				}
				want, _ := quiz.Ask(s)
				at := s.Step()
				wantReveal, err := quiz.Skip(s)
				if err != nil {
					t.Fatal(err)
				}
				s.Seek(at)
				got, truth, err := Retell(s, nil, q, lang)
				if err != nil || s.Step() != at {
					t.Fatalf("%v %v step %d: %v, left at %d", strategy, lang, at, err, s.Step())
				}
				if got.Prompt != want.Prompt || truth.Reason != wantReveal.Truth.Reason || truth.Right.Key() != wantReveal.Truth.Right.Key() {
					t.Errorf("%v %v step %d: retold %q / %q, want %q / %q", strategy, lang, at, got.Prompt, truth.Reason, want.Prompt, wantReveal.Truth.Reason)
				}
			}
			s.Next()
		}
		if asked == 0 {
			t.Errorf("%v: no question asked", strategy)
		}
	}
	s, _ := solver.New(4, solver.Array, nil)
	if _, _, err := Retell(s, nil, Question{Step: 3}, i18n.Zh); err == nil {
		t.Error("a question of another step retold")
	}
}
