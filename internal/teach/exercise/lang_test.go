package exercise

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/testkit"
	"github.com/nqueens/nqueens/solver"
)

// graded is a step as a player of langPlayers saw it: the verdict and
// the marks, which must not depend on the language, and the words, which
// must.
type graded struct {
	right bool
	marks string
	words []string // the reason, and the step and the answer in words where the kind has them
}

// langPlayers play an instance of each kind to its end: at every question
// they make wrong steps, each graded and undone, then the right one.
var langPlayers = map[Kind]func(t *testing.T, x Exercise) []graded{
	Backtrack:    everyStepBacktrack,
	Bitmask:      everyStepBitmask,
	FC:           everyStepFC,
	MinConflicts: everyStepMC,
	Symmetry:     everyStepSymmetry,
}

// TestReasonsInEachLanguage: each kind played in Chinese and in Spanish,
// a wrong step at each question, says why in that language, from the
// catalogue — no run of three English words, the Chinese with no Latin
// word but the code's names — and grades every step, marks the same
// squares and keeps the same score as the same play in English.
func TestReasonsInEachLanguage(t *testing.T) {
	t.Parallel()
	for _, kind := range Kinds {
		for _, seed := range []uint64{1, 2, 3} {
			en, enX := playIn(t, kind, seed, i18n.En)
			var english []string
			for _, g := range en {
				english = append(english, g.words...)
			}
			vocabulary := testkit.EnglishWords(strings.Join(english, "\n"), codeNames...)
			wrong := 0
			for _, g := range en {
				if !g.right {
					wrong++
				}
			}
			if wrong == 0 {
				t.Fatalf("%s seed %d: no wrong step made", kind, seed)
			}
			for _, lang := range []i18n.Lang{i18n.Zh, i18n.Es} {
				where := fmt.Sprintf("%s seed %d %v", kind, seed, lang)
				got, x := playIn(t, kind, seed, lang)
				if len(got) != len(en) {
					t.Fatalf("%s: %d steps graded, English %d", where, len(got), len(en))
				}
				for i, g := range got {
					if g.right != en[i].right || g.marks != en[i].marks {
						t.Errorf("%s: step %d graded %v marking %s, English %v marking %s", where, i, g.right, g.marks, en[i].right, en[i].marks)
					}
					if g.right {
						continue
					}
					if g.words[0] == "" || g.words[0] == en[i].words[0] {
						t.Errorf("%s: step %d's reason %q, English %q", where, i, g.words[0], en[i].words[0])
					}
					checkWords(t, where, lang, vocabulary, g.words...)
				}
				if got, want := score(x), score(enX); got != want {
					t.Errorf("%s: score, wrong steps, finished %s; English %s", where, got, want)
				}
			}
		}
	}
}

// codeNames are the names a translation keeps as the code has them: the
// bit words and MRV.
var codeNames = []string{"cols", "ld", "rd", "free", "MRV"}

var latinWord = regexp.MustCompile(`[A-Za-z]+`)

// checkWords fails words in lang that hold a run of English words, or,
// in Chinese, any Latin word but the code's names.
func checkWords(t *testing.T, where string, lang i18n.Lang, vocabulary map[string]bool, words ...string) {
	t.Helper()
	for _, w := range words {
		if run := testkit.EnglishRun(w, vocabulary); run != "" {
			t.Errorf("%s: English in %q", where, run)
		}
		if lang != i18n.Zh {
			continue
		}
		for _, latin := range latinWord.FindAllString(w, -1) {
			if !slices.Contains(codeNames, latin) {
				t.Errorf("%s: %q in %q", where, latin, w)
			}
		}
		if w != "" && !strings.ContainsFunc(w, func(r rune) bool { return unicode.Is(unicode.Han, r) }) && latinWord.MatchString(w) {
			t.Errorf("%s: no Chinese in %q", where, w)
		}
	}
}

// score is what an attempt records of x's grading.
func score(x Exercise) string {
	r, o := x.Score()
	return fmt.Sprint(r, "/", o, " ", x.Wrong(), " ", x.Finished())
}

// playIn plays kind's instance of seed in lang.
func playIn(t *testing.T, kind Kind, seed uint64, lang i18n.Lang) ([]graded, Exercise) {
	t.Helper()
	x, err := New(kind, seed, 0, Options{Lang: lang})
	if err != nil {
		t.Fatal(err)
	}
	return langPlayers[kind](t, x), x
}

// undone undoes the step just graded.
func undone(t *testing.T, x Exercise) {
	t.Helper()
	if !x.Undo() {
		t.Fatal("nothing to undo after a step")
	}
}

func everyStepBacktrack(t *testing.T, x Exercise) []graded {
	b := x.(*BacktrackExercise)
	var out []graded
	for !b.Finished() {
		s := b.Stepper()
		var tries []Action
		for r := 0; r < b.N(); r++ {
			if c := s.QueenCol(r); c >= 0 {
				tries = append(tries, Action{Lift: true, Square: solver.Square{Row: r, Col: c}})
			}
			for c := 0; c < b.N(); c++ {
				tries = append(tries, Action{Square: solver.Square{Row: r, Col: c}})
			}
		}
		var right Action
		for _, a := range tries {
			st, _ := b.Do(a)
			out = append(out, graded{st.Right, fmt.Sprint(st.By, st.Line), []string{st.Why, st.Did.In(b.lang), st.Want.In(b.lang)}})
			undone(t, b)
			if st.Right {
				right = a
			}
		}
		b.Do(right)
	}
	return out
}

func everyStepBitmask(t *testing.T, x Exercise) []graded {
	b := x.(*BitmaskExercise)
	var out []graded
	for !b.Finished() {
		q, f := b.At()
		want, n := b.Want(q, f), b.N()
		right, wrong := want, ""
		if f == Pick {
			c, err := strconv.Atoi(want)
			if err != nil {
				right, wrong = "-", "0"
			} else {
				wrong = strconv.Itoa((c + 1) % n)
			}
		} else {
			// A bit that differs from the word's, a column further for
			// each question and field.
			v, _ := strconv.ParseUint(want, 2, 64)
			wrong = fmt.Sprintf("%0*b", n, v^1<<uint((q+int(f))%n))
		}
		st, err := b.Type(wrong)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, graded{st.Right, fmt.Sprint(st.At, st.By, st.Line), []string{st.Why, st.Typed, st.Want}})
		undone(t, b)
		if _, err := b.Type(right); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

func everyStepFC(t *testing.T, x Exercise) []graded {
	fc := x.(*FCExercise)
	var out []graded
	add := func(st FCStep, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, graded{st.Right, fmt.Sprint(st.At, st.By, st.Line), []string{st.Why, st.Did, st.Want}})
	}
	for !fc.Finished() {
		q, a := fc.At()
		switch a {
		case AskPrune:
			// Every square marked wrongly in turn: the prune's, unmarked,
			// and each other marked.
			want := fc.WantPruned(q)
			for r := range fc.N() {
				for c := range fc.N() {
					marks := slices.Clone(want)
					marks[r] ^= 1 << uint(c)
					add(fc.MarkPrune(marks))
					undone(t, fc)
				}
			}
			add(fc.MarkPrune(want))
		case AskWipe:
			add(fc.SayWipe(fc.WantWipe(q) < 0))
			undone(t, fc)
			add(fc.SayWipe(fc.WantWipe(q) >= 0))
		case AskNext:
			for r := range fc.N() {
				if r != fc.WantNext(q) {
					add(fc.SayNext(r))
					undone(t, fc)
				}
			}
			add(fc.SayNext(fc.WantNext(q)))
		}
	}
	return out
}

func everyStepMC(t *testing.T, x Exercise) []graded {
	mc := x.(*MCExercise)
	var out []graded
	add := func(st MCStep, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, graded{st.Right, fmt.Sprint(st.At, st.By), []string{st.Why, st.Did, st.Want}})
	}
	for !mc.Finished() {
		q, a := mc.At()
		if a == AskCounts {
			want := mc.WantCounts(q)
			for c := range want {
				counts := slices.Clone(want)
				counts[c]++
				add(mc.Count(counts))
				undone(t, mc)
			}
			add(mc.Count(want))
			continue
		}
		for c := range mc.N() {
			add(mc.Move(c))
			undone(t, mc)
		}
		_, cols := mc.Fewest(q)
		add(mc.Move(cols[0]))
	}
	return out
}

func everyStepSymmetry(t *testing.T, x Exercise) []graded {
	sym := x.(*SymmetryExercise)
	var out []graded
	for !sym.Finished() {
		i := sym.Current()
		for _, a := range append([]Answer{{None: true}}, transformAnswers()...) {
			st, _ := sym.Answer(a)
			out = append(out, graded{st.Right, fmt.Sprint(st.At), []string{st.Why}})
			undone(t, sym)
		}
		sym.Answer(sym.Solution(i))
	}
	return out
}

func transformAnswers() []Answer {
	var out []Answer
	for _, tr := range solver.Transforms {
		out = append(out, Answer{Transform: tr})
	}
	return out
}

// TestErrorsInEachLanguage: an answer that cannot be graded (out of the
// board, not a value of the field, to another question, after the end)
// is refused with an error in the instance's language.
func TestErrorsInEachLanguage(t *testing.T) {
	t.Parallel()
	refusals := func(lang i18n.Lang) []error {
		o := Options{Lang: lang}
		var errs []error
		bm, _ := NewBitmask(1, 6, o)
		_, err := bm.Type("2")
		errs = append(errs, err)
		for range 4 {
			bm.Type(bm.Want(bm.At()))
		}
		_, err = bm.Type("9")
		errs = append(errs, err)
		fc, _ := NewFC(1, 6, o)
		_, err = fc.MarkPrune(nil)
		errs = append(errs, err)
		_, err = fc.SayWipe(true)
		errs = append(errs, err)
		for q, a := fc.At(); a != AskNext && !fc.Finished(); q, a = fc.At() {
			if a == AskPrune {
				fc.MarkPrune(fc.WantPruned(q))
			} else {
				fc.SayWipe(fc.WantWipe(q) >= 0)
			}
		}
		_, err = fc.SayNext(fc.N())
		errs = append(errs, err)
		mc, _ := NewMinConflicts(1, 6, o)
		_, err = mc.Count(nil)
		errs = append(errs, err)
		mc.Count(mc.WantCounts(0))
		_, err = mc.Move(9)
		errs = append(errs, err)
		for !mc.Finished() {
			q, a := mc.At()
			if a == AskCounts {
				mc.Count(mc.WantCounts(q))
			} else {
				mc.Move(0)
			}
		}
		_, err = mc.Move(0)
		return append(errs, err)
	}
	english := refusals(i18n.En)
	var texts []string
	for i, err := range english {
		if err == nil {
			t.Fatalf("refusal %d: no error", i)
		}
		texts = append(texts, err.Error())
	}
	vocabulary := testkit.EnglishWords(strings.Join(texts, "\n"), codeNames...)
	for _, lang := range []i18n.Lang{i18n.Zh, i18n.Es} {
		for i, err := range refusals(lang) {
			if err == nil || err.Error() == texts[i] {
				t.Errorf("%v: refusal %d: %v, English %q", lang, i, err, texts[i])
				continue
			}
			checkWords(t, fmt.Sprintf("%v refusal %d", lang, i), lang, vocabulary, err.Error())
		}
	}
}

// TestEnglishWordsAsBefore: the English of a reason, an answer in words
// and an error is the catalogue's, as the exercise wrote it before the
// catalogue had it.
func TestEnglishWordsAsBefore(t *testing.T) {
	t.Parallel()
	b, err := NewBacktrack(7, 8, Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := b.Stepper()
	row := s.Row()
	for c := 0; c < b.N(); c++ {
		if s.Threats(row, c) == solver.NoLine {
			continue
		}
		st, _ := b.Do(Action{Square: solver.Square{Row: row, Col: c}})
		want := fmt.Sprintf("(%d,%d) is attacked by %s %s — the search would %s", row, c, st.By, st.Line.Along(), st.Want)
		if st.Why != want {
			t.Errorf("reason %q, want %q", st.Why, want)
		}
		if !strings.HasPrefix(st.Want.String(), "put down a queen at (") && !strings.HasPrefix(st.Want.String(), "lift the queen at (") {
			t.Errorf("the search's step %q", st.Want)
		}
		break
	}
	if got := AskNext.String() + "," + AskCounts.String(); got != "next row,counts" {
		t.Errorf("asks %q", got)
	}
	mc, _ := NewMinConflicts(2, 8, Options{})
	if _, err := mc.Move(0); err == nil || err.Error() != "the question now is the counts, not the move" {
		t.Errorf("answering the other question: %v", err)
	}
}
