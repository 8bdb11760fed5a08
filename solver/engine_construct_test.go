package solver

import (
	"context"
	"errors"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// checkQueens is an independent linear-time check of a complete placement
// given row by row: every column in range and used once, every diagonal
// and anti-diagonal at most once (bitsets of n and 2n-1 bits). It returns
// a description of the first fault, or "".
func checkQueens(n int, col func(r int) int) string {
	bits := func(k int) []uint64 { return make([]uint64, (k+63)/64) }
	cols, diags, antis := bits(n), bits(2*n-1), bits(2*n-1)
	take := func(set []uint64, i int) bool {
		w, b := i/64, uint64(1)<<uint(i%64)
		if set[w]&b != 0 {
			return false
		}
		set[w] |= b
		return true
	}
	for r := range n {
		c := col(r)
		switch {
		case c < 0 || c >= n:
			return "row " + itoa(r) + ": column " + itoa(c) + " off the board"
		case !take(cols, c):
			return "row " + itoa(r) + ": column " + itoa(c) + " used twice"
		case !take(diags, r-c+n-1):
			return "row " + itoa(r) + ": diagonal of column " + itoa(c) + " used twice"
		case !take(antis, r+c):
			return "row " + itoa(r) + ": anti-diagonal of column " + itoa(c) + " used twice"
		}
	}
	return ""
}

func itoa(i int) string { return strconv.Itoa(i) }

// TestConstructIsASolution: the constructed placement is a solution for
// every N from 4 to 5,000 and at N = 10⁶ and 10⁷ (and 10⁸ with NQUEENS_LONG=1),
// N=1 is its one queen, and N=2 and 3 have none.
func TestConstructIsASolution(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("one goroutine computing: the run without -short makes it, and CI races -short")
	}
	sizes := []int{1_000_000, 10_000_000}
	if os.Getenv("NQUEENS_LONG") == "1" {
		sizes = append(sizes, 100_000_000)
	}
	for n := 4; n <= 5000; n++ {
		sizes = append(sizes, n)
	}
	ctx := context.Background()
	for _, n := range sizes {
		q, err := SolveOne(ctx, n, Construct, StepperOptions{})
		if err != nil || q.Len() != n {
			t.Fatalf("N=%d: %v", n, err)
		}
		if fault := checkQueens(n, q.Col); fault != "" {
			t.Fatalf("N=%d (N mod 6 = %d): %s", n, n%6, fault)
		}
	}
	if q, err := SolveOne(ctx, 1, Construct, StepperOptions{}); err != nil || q.Len() != 1 || q.Col(0) != 0 {
		t.Errorf("N=1: %v", err)
	}
	for _, n := range []int{2, 3} {
		if _, err := SolveOne(ctx, n, Construct, StepperOptions{}); !errors.Is(err, ErrNoSolution) {
			t.Errorf("N=%d: %v, want ErrNoSolution", n, err)
		}
	}
	if _, err := SolveOne(ctx, MaxConstructN+1, Construct, StepperOptions{}); err == nil {
		t.Errorf("N past MaxConstructN is accepted")
	}
}

// TestConstructLists: the lists of the rule as they are usually written
// (columns counted from 1), one per case of N mod 6.
func TestConstructLists(t *testing.T) {
	t.Parallel()
	for n, want := range map[int][]int{
		4:  {2, 4, 1, 3},
		5:  {2, 4, 1, 3, 5},
		6:  {2, 4, 6, 1, 3, 5},
		7:  {2, 4, 6, 1, 3, 5, 7},
		8:  {2, 4, 6, 8, 3, 1, 7, 5},
		9:  {4, 6, 8, 2, 5, 7, 9, 1, 3},
		14: {2, 4, 6, 8, 10, 12, 14, 3, 1, 7, 9, 11, 13, 5},
		15: {4, 6, 8, 10, 12, 14, 2, 5, 7, 9, 11, 13, 15, 1, 3},
	} {
		got := make([]int, n)
		for r := range got {
			got[r] = constructCol(n, r) + 1
		}
		if !slices.Equal(got, want) {
			t.Errorf("N=%d: %v, want %v", n, got, want)
		}
	}
}

// TestConstructStepper: the stepper places the constructed solution row by
// row, one place event per row, then reports it and ends; every narration
// names the case of N mod 6 in force; N=2 and 3 end at once with no
// solution.
func TestConstructStepper(t *testing.T) {
	t.Parallel()
	for n := 1; n <= MaxN; n++ {
		s := mustNew(t, n, Construct, nil)
		var kinds []Kind
		for !s.IsDone() {
			ev := s.Next()
			kinds = append(kinds, ev.Kind)
			text := s.Narrate()
			switch ev.Kind {
			case Place:
				if ev.Row != len(kinds)-1 || ev.Col != constructCol(n, ev.Row) || s.Threats(ev.Row, ev.Col) != NoLine {
					t.Fatalf("N=%d: place %d on (%d,%d), attacked %v", n, len(kinds), ev.Row, ev.Col, s.Threats(ev.Row, ev.Col))
				}
				if !strings.Contains(text, "N mod 6 = "+itoa(n%6)) {
					t.Fatalf("N=%d: %q names no rule", n, text)
				}
			case Solution:
				if fault := checkQueens(n, func(r int) int { return s.QueenCol(r) }); fault != "" || ev.Index != 1 {
					t.Fatalf("N=%d: %s", n, fault)
				}
			}
		}
		want := append(slices.Repeat([]Kind{Place}, n), Solution, Done)
		if n == 2 || n == 3 {
			want = []Kind{Done}
			if !strings.Contains(s.Narrate(), "no solution") {
				t.Errorf("N=%d ends with %q", n, s.Narrate())
			}
		}
		if !slices.Equal(kinds, want) {
			t.Fatalf("N=%d: events %v", n, kinds)
		}
	}
	if _, err := New(8, Construct, []int{0}); err == nil {
		t.Errorf("construct takes queens given")
	}
}

// TestConstructView: the view tells the column of every row that the run
// then places, in the even columns (counted from 1) for the first Evens
// rows and the odd ones after, with the part of the rule that says so;
// N=2 and 3 are not solvable, and the searching strategies have no view.
func TestConstructView(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 20; n++ {
		s := mustNew(t, n, Construct, nil)
		v, ok := s.Construct()
		if !ok {
			t.Fatalf("N=%d: construct has no construct view", n)
		}
		if v.Solvable() != (n != 2 && n != 3) || v.Evens() != n/2 || v.Col(-1) != -1 || v.Col(n) != -1 {
			t.Fatalf("N=%d: solvable %v, evens %d, off the board %d %d", n, v.Solvable(), v.Evens(), v.Col(-1), v.Col(n))
		}
		for !s.IsDone() {
			ev := s.Next()
			if ev.Kind != Place {
				continue
			}
			want := v.Col(ev.Row)
			even := (want+1)%2 == 0 // counted from 1
			if ev.Col != want || even != (ev.Row < v.Evens()) {
				t.Fatalf("N=%d: row %d placed on %d, the view says %d (evens %d)", n, ev.Row, ev.Col, want, v.Evens())
			}
			if rule := v.Rule(ev.Row); !strings.HasPrefix(rule, "N mod 6 = "+itoa(n%6)) || !strings.Contains(s.Narrate(), rule) {
				t.Fatalf("N=%d row %d: rule %q, narration %q", n, ev.Row, rule, s.Narrate())
			}
		}
		if !v.Solvable() && s.Counters().Placements != 0 {
			t.Fatalf("N=%d: %d queens placed on a board without solution", n, s.Counters().Placements)
		}
	}
	for _, st := range []Strategy{Array, Bitmask, FC, MinConflicts} {
		if _, ok := mustNew(t, 6, st, nil).Construct(); ok {
			t.Errorf("%v has a construct view", st)
		}
	}
}

// TestConstructNarrationColumns: every column construct's narration names,
// in its lists of the rule's columns and as the column placed, is one of
// the board (from 1 to N counted from 1), and a list of six or fewer holds
// exactly the part's columns. N=8 once listed "(3, 1, 7, 9, …, 5)".
func TestConstructNarrationColumns(t *testing.T) {
	list := regexp.MustCompile(`\(([0-9]+(?:, (?:[0-9]+|…))+)\)`)
	placed := regexp.MustCompile(`column ([0-9]+) counted from 1`)
	for n := 1; n <= 40; n++ {
		if n == 2 || n == 3 {
			continue
		}
		s, err := New(n, Construct, nil)
		if err != nil {
			t.Fatal(err)
		}
		for !s.IsDone() {
			s.Next()
			text := s.Narrate()
			var named []string
			for _, m := range list.FindAllStringSubmatch(text, -1) {
				named = append(named, strings.Split(m[1], ", ")...)
				if !strings.Contains(m[1], "…") && len(strings.Split(m[1], ", ")) > 6 {
					t.Errorf("N=%d: a list of more than six: %q", n, text)
				}
			}
			for _, m := range placed.FindAllStringSubmatch(text, -1) {
				named = append(named, m[1])
			}
			for _, c := range named {
				if c == "…" {
					continue
				}
				if v, err := strconv.Atoi(c); err != nil || v < 1 || v > n {
					t.Errorf("N=%d: %q names column %s counted from 1", n, text, c)
				}
			}
		}
	}
	s, _ := New(8, Construct, nil)
	for s.Row() < 4 {
		s.Next()
	}
	s.Next()
	if got := s.Narrate(); !strings.Contains(got, "(3, 1, 7, 5)") {
		t.Errorf("N=8, row 4: %q, want the odd part (3, 1, 7, 5)", got)
	}
}

// TestPlaceRule checks that construct tells the column and rule its view
// does for every row, and that the searches place by no rule.
func TestPlaceRule(t *testing.T) {
	t.Parallel()
	s, err := New(8, Construct, nil)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := s.Construct()
	for r := range 8 {
		col, rule, ok := s.PlaceRule(r)
		if !ok || col != v.Col(r) || rule != v.Rule(r) || rule == "" {
			t.Errorf("PlaceRule(%d) = %d, %q, %v; want %d, %q", r, col, rule, ok, v.Col(r), v.Rule(r))
		}
	}
	for _, strategy := range AllStrategies {
		if strategy == Construct {
			continue
		}
		s, err := New(8, strategy, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, ok := s.PlaceRule(0); ok {
			t.Errorf("%v places by a rule", strategy)
		}
	}
}
