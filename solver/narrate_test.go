package solver

import (
	"fmt"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
)

// narration runs the whole search of the n×n board and returns what each
// event says.
func narration(t *testing.T, n int, strategy Strategy) []string {
	t.Helper()
	s, err := New(n, strategy, nil)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for !s.IsDone() {
		s.Next()
		out = append(out, s.Narrate())
	}
	return out
}

// TestNarrateEnd: the last backtrack says the search is over when the top
// row has no column left (not "go on in row 0"), a row left with no column
// sends the search further back, and counts of one are singular.
func TestNarrateEnd(t *testing.T) {
	t.Parallel()
	for _, strategy := range []Strategy{Array, Bitmask} { // fc: TestFCNarrateEnd
		lines := narration(t, 4, strategy)
		last := lines[len(lines)-2]
		if !strings.Contains(last, "lift the queen at (0,3); row 0 has no column left either: the search is over") {
			t.Errorf("%v: the last backtrack of N=4 says %q", strategy, last)
		}
		for _, l := range lines {
			if strings.Contains(l, "go on in row 0") && strings.Contains(l, "(0,3)") {
				t.Errorf("%v: %q", strategy, l)
			}
		}
		if done := lines[len(lines)-1]; done != "done: all 2 solutions found in "+text.Thousands(uint64(len(lines)))+" steps, 16 backtracks" {
			t.Errorf("%v: N=4 ends with %q", strategy, done)
		}
		one := narration(t, 1, strategy)
		want := []string{
			"row 0: lift the queen at (0,0) — no column is left to try: the search is over",
			"done: the 1 solution found in 5 steps, 1 backtrack",
		}
		if got := one[len(one)-2:]; got[0] != want[0] || got[1] != want[1] {
			t.Errorf("%v: N=1 ends with %q, want %q", strategy, got, want)
		}
	}
	var back bool
	for _, l := range narration(t, 4, Bitmask) {
		back = back || strings.Contains(l, "row 1 has no column left either: back to row 0")
	}
	if !back {
		t.Error("bitmask N=4: no backtrack says its row has no column left")
	}
	s, _ := New(6, Array, []int{1})
	if got := s.Narrate(); !strings.HasPrefix(got, "ready: 1 queen given") {
		t.Errorf("one queen given: %q", got)
	}
}

// TestNarrateGiven: the first line counts the queens given in the singular
// for one, in every strategy that takes given queens.
func TestNarrateGiven(t *testing.T) {
	t.Parallel()
	for _, strategy := range []Strategy{Array, Bitmask, FC} {
		for _, tc := range []struct {
			prefix []int
			want   string
		}{{[]int{0}, "1 queen given"}, {[]int{0, 2}, "2 queens given"}} {
			s, err := New(8, strategy, tc.prefix)
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Narrate(); !strings.Contains(got, tc.want) {
				t.Errorf("%v with %v: %q does not say %q", strategy, tc.prefix, got, tc.want)
			}
		}
	}
}

// TestSpokenSaysEverySquareInWords: no narration of a whole run of any
// strategy keeps a bracketed square, a dash or a times sign once spoken,
// and an attack names both squares in words.
func TestSpokenSaysEverySquareInWords(t *testing.T) {
	for _, strategy := range []Strategy{Array, Bitmask, FC, MinConflicts, Construct} {
		for n := 1; n <= 6; n++ {
			s, err := New(n, strategy, nil)
			if err != nil {
				t.Fatal(err)
			}
			for {
				said := SpokenIn(i18n.En, NarrationIn(s, i18n.En))
				if spokenSquare.MatchString(said) || strings.ContainsAny(said, "—×…") {
					t.Fatalf("%v N=%d step %d: %q", strategy, n, s.Step(), said)
				}
				if said[0] < 'A' || said[0] > 'Z' || !strings.HasSuffix(said, ".") {
					t.Fatalf("%v N=%d step %d: %q is not a sentence", strategy, n, s.Step(), said)
				}
				if ev := s.Event(); ev.Kind == Attack {
					want := fmt.Sprintf("Row %d, column %d is attacked by the queen at row %d, column %d along ", ev.Row, ev.Col, ev.By.Row, ev.By.Col)
					if !strings.HasPrefix(said, want) {
						t.Fatalf("%v N=%d step %d: %q, want it to start %q", strategy, n, s.Step(), said, want)
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

func TestSpokenSolution(t *testing.T) {
	got := SpokenIn(i18n.En, "solution 1 found: columns 1 3 0 2")
	if want := "Solution 1 found: columns 1, 3, 0, 2."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestSpokenInEachLanguage: the Chinese and Spanish narrations of whole
// runs, spoken, keep no bracketed square, dash, times sign or ellipsis,
// end as sentences end in the language, and say an attack's squares in
// the language's words.
func TestSpokenInEachLanguage(t *testing.T) {
	attack := map[i18n.Lang]string{
		i18n.Zh: "第 %d 行第 %d 列被第 %d 行第 %d 列的皇后",
		i18n.Es: "La fila %d, columna %d está atacada por la reina de la fila %d, columna %d por ",
	}
	for lang, format := range attack {
		for _, strategy := range []Strategy{Array, Bitmask, FC, MinConflicts, Construct} {
			s, err := New(5, strategy, nil)
			if err != nil {
				t.Fatal(err)
			}
			for {
				said := SpokenIn(lang, NarrationIn(s, lang))
				if spokenSquare.MatchString(said) || strings.ContainsAny(said, "—×…") {
					t.Fatalf("%v %v step %d: %q", lang, strategy, s.Step(), said)
				}
				if end := lang.T(i18n.AccFullStop); !strings.HasSuffix(said, end) {
					t.Fatalf("%v %v step %d: %q does not end with %q", lang, strategy, s.Step(), said, end)
				}
				if ev := s.Event(); ev.Kind == Attack {
					if want := fmt.Sprintf(format, ev.Row, ev.Col, ev.By.Row, ev.By.Col); !strings.HasPrefix(said, want) {
						t.Fatalf("%v %v step %d: %q, want it to start %q", lang, strategy, s.Step(), said, want)
					}
				}
				if s.IsDone() {
					break
				}
				s.Next()
			}
		}
	}
	for lang, want := range map[i18n.Lang]string{i18n.Zh: "找到第 1 个解：各行的列为 1、3、0、2。", i18n.Es: "Solución 1 encontrada: columnas 1, 3, 0, 2."} {
		s, _ := New(4, Array, nil)
		for s.Next().Kind != Solution {
		}
		if got := SpokenIn(lang, NarrationIn(s, lang)); got != want {
			t.Errorf("%v: got %q, want %q", lang, got, want)
		}
	}
}
