package solver

import (
	"regexp"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/i18n"
)

// TestNarrationInEveryLanguage: plain backtracking's narration, every
// event of a whole N=4 and N=1 run and a run from given queens, is in the
// language asked for: Chinese holds none of the English words, Spanish
// reads otherwise than the English, and the squares and rows keep their
// digits. The English is Narrate's in an English process.
func TestNarrationInEveryLanguage(t *testing.T) {
	t.Parallel()
	for _, strategy := range []Strategy{Array, Bitmask} {
		for _, c := range []struct {
			n      int
			prefix []int
		}{{4, nil}, {1, nil}, {6, []int{1}}} {
			s, err := New(c.n, strategy, c.prefix)
			if err != nil {
				t.Fatal(err)
			}
			checkNarrationLangs(t, strategy.String(), s)
		}
	}
}

// TestSearchNarrationInEveryLanguage is TestNarrationInEveryLanguage for
// the other strategies: forward checking with and without MRV and from
// given queens, min-conflicts from each start (N=3 gives up), and
// construct on boards of each N mod 6 and without a solution.
func TestSearchNarrationInEveryLanguage(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("one goroutine computing: the run without -short makes it, and CI races -short")
	}
	type run struct {
		n        int
		strategy Strategy
		prefix   []int
		opt      StepperOptions
	}
	runs := []run{
		{4, FC, nil, StepperOptions{}}, {5, FC, nil, StepperOptions{MRV: true}},
		{6, FC, []int{1}, StepperOptions{}}, {6, FC, []int{1}, StepperOptions{MRV: true}}, {3, FC, nil, StepperOptions{}},
		{8, MinConflicts, nil, StepperOptions{Seed: 1, Start: RandomStart}},
		{3, MinConflicts, nil, StepperOptions{Seed: 2, Start: GreedyStart}},
	}
	for seed := uint64(0); seed < 3; seed++ {
		runs = append(runs, run{6, MinConflicts, nil, StepperOptions{Seed: seed, Start: QuickStart}})
	}
	for n := 1; n <= 15; n++ {
		runs = append(runs, run{n, Construct, nil, StepperOptions{}})
	}
	for _, r := range runs {
		s, err := NewWith(r.n, r.strategy, r.prefix, r.opt)
		if err != nil {
			t.Fatal(err)
		}
		checkNarrationLangs(t, r.strategy.String(), s)
	}
}

// english are words of the narration that Chinese must not hold.
var english = regexp.MustCompile(`\b(row|queen|try|attacked|safe|backtrack|lift|solution|done|ready|skip|steps?|prune|domains?|wipe|moves?|pairs?|conflicts?|columns?|placements?|found|rule|even|odd|search)\b`)

// checkNarrationLangs steps s to its end, checking each event's narration
// in every language.
func checkNarrationLangs(t *testing.T, strategy string, s *Stepper) {
	t.Helper()
	for {
		en := NarrationIn(s, i18n.En)
		zh, es := NarrationIn(s, i18n.Zh), NarrationIn(s, i18n.Es)
		where := strategy + " " + s.Event().Kind.String()
		for _, said := range []string{en, zh, es} {
			if strings.Contains(said, "%!") || said == "" {
				t.Errorf("%s: %q", where, said)
			}
		}
		if m := english.FindString(zh); m != "" {
			t.Errorf("%s: Chinese %q has the English %q", where, zh, m)
		}
		if got := s.Narrate(); got != en {
			t.Errorf("%s: Narrate in English says %q, NarrationIn %q", where, got, en)
		}
		if es == en {
			t.Errorf("%s: Spanish is the English: %q", where, es)
		}
		for _, sq := range spokenSquare.FindAllString(en, -1) {
			if !strings.Contains(zh, sq) || !strings.Contains(es, sq) {
				t.Errorf("%s: %s is not in %q or %q", where, sq, zh, es)
			}
		}
		if s.IsDone() {
			break
		}
		s.Next()
	}
}
