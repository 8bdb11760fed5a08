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
	english := regexp.MustCompile(`\b(row|queen|try|attacked|safe|backtrack|lift|solution|done|ready|skip|steps?)\b`)
	for _, strategy := range []Strategy{Array, Bitmask} {
		for _, c := range []struct {
			n      int
			prefix []int
		}{{4, nil}, {1, nil}, {6, []int{1}}} {
			s, err := New(c.n, strategy, c.prefix)
			if err != nil {
				t.Fatal(err)
			}
			for {
				en := NarrationIn(s, i18n.En)
				zh, es := NarrationIn(s, i18n.Zh), NarrationIn(s, i18n.Es)
				where := strategy.String() + " " + s.Event().Kind.String()
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
	}
}
