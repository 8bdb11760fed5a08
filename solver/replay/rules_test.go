package replay

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/solver"
)

var stepField = regexp.MustCompile(`^\{"step":\d+,`)

// traceLines returns the reference trace of r as strings, newline left out.
func traceLines(t *testing.T, r run) []string {
	var out []string
	for _, l := range r.lines(t) {
		out = append(out, strings.TrimSuffix(string(l), "\n"))
	}
	return out
}

// renumbered numbers the steps of lines 1, 2, 3, … again.
func renumbered(lines []string) string {
	var b strings.Builder
	for i, l := range lines {
		b.WriteString(stepField.ReplaceAllString(l, fmt.Sprintf(`{"step":%d,`, i+1)) + "\n")
	}
	return b.String()
}

func at(lines []string, kind string, k int) int {
	for i, l := range lines {
		if strings.Contains(l, `"kind":"`+kind+`"`) {
			if k--; k == 0 {
				return i
			}
		}
	}
	panic("no such line")
}

// TestRules: each rule of the issue, broken once on purpose, gets its
// reason, at its line.
func TestRules(t *testing.T) {
	array4 := run{n: 4, strategy: solver.Array}
	bitmask5 := run{n: 5, strategy: solver.Bitmask}
	fc4 := run{n: 4, strategy: solver.FC}
	mc8 := run{n: 8, strategy: solver.MinConflicts, seed: 3}
	construct8 := run{n: 8, strategy: solver.Construct}
	set := func(i int, line string) func([]string) []string {
		return func(l []string) []string { l[i] = line; return l }
	}
	for _, tc := range []struct {
		name string
		r    run
		edit func([]string) []string
		line int64
		want string
	}{
		{"place on an attacked square", array4, set(3, `{"step":4,"kind":"place","row":1,"col":0}`), 4, "(1,0) is attacked by the queen at (0,0) along the column"},
		{"place on a row with a queen", array4, set(2, `{"step":3,"kind":"place","row":0,"col":1}`), 3, "row 0 already has a queen, at (0,0)"},
		{"attack along the wrong line", array4, set(3, `{"step":4,"kind":"attack","row":1,"col":0,"by":[0,0],"line":"diagonal"}`), 4, "the queen at (0,0) attacks (1,0) along the column, not the diagonal"},
		{"attack by no queen", array4, set(3, `{"step":4,"kind":"attack","row":1,"col":0,"by":[0,1],"line":"column"}`), 4, "there is no queen at (0,1)"},
		{"attack on a safe square", array4, set(7, `{"step":8,"kind":"attack","row":1,"col":2,"by":[0,0],"line":"column"}`), 8, "(1,2) is not attacked"},
		{"array skips a column", array4, set(4, `{"step":5,"kind":"try","row":1,"col":2}`), 5, "column 1 of row 1 skipped: array tries every column, left to right"},
		{"array repeats a column", array4, set(4, `{"step":5,"kind":"try","row":1,"col":0}`), 5, "(1,0) was tried already"},
		{"bitmask skips a lower free square", bitmask5, set(4, `{"step":5,"kind":"try","row":1,"col":3}`), 5, "(1,2) is free and lower: bitmask tries the lowest free square first"},
		{"bitmask tries an attacked square", bitmask5, set(4, `{"step":5,"kind":"try","row":1,"col":1}`), 5, "bitmask tries the free squares only"},
		{"backtrack of a queen not the last", array4, set(16, `{"step":17,"kind":"backtrack","row":0,"col":0}`), 17, "the queen placed last is at (1,2): it is lifted first"},
		{"backtrack with squares left", array4, set(8, `{"step":9,"kind":"backtrack","row":1,"col":2}`), 9, "row 2 still has squares to try: (2,0), (2,1), (2,2), (2,3)"},
		{"bitmask backtrack with safe squares left", bitmask5, set(4, `{"step":5,"kind":"backtrack","row":0,"col":0}`), 5, "row 1 still has untried safe squares: (1,2), (1,3), (1,4)"},
		{"solution that is not one", array4, set(2, `{"step":3,"kind":"solution","index":1,"queens":[0,2,1,3]}`), 3, "not a solution: 1 of the 4 queens stand"},
		{"full board not reported", array4, func(l []string) []string {
			i := at(l, "solution", 1)
			return append(l[:i], l[i+1:]...)
		}, 0, "all 4 queens stand: the solution must be reported now"},
		{"done too early", array4, set(2, `{"step":3,"kind":"done"}`), 3, "the search is not over"},
		{"done with a wrong count", array4, func(l []string) []string {
			l[len(l)-1] = strings.Replace(l[len(l)-1], `}`, `,"solutions":3}`, 1)
			return l
		}, 139, "done counts 3 solutions, the trace reported 2"},
		{"fc prune misses a square", fc4, set(1, `{"step":2,"kind":"prune","by":[0,0],"pruned":[[1,0],[1,1],[2,0],[2,2],[3,0]]}`), 2, "misses (3,3)"},
		{"fc prune adds a square", fc4, set(1, `{"step":2,"kind":"prune","by":[0,0],"pruned":[[1,0],[1,1],[1,3],[2,0],[2,2],[3,0],[3,3]]}`), 2, "adds (1,3)"},
		{"fc wipe-out not reported", fc4, func(l []string) []string { return append(l[:4], l[5:]...) }, 5, "row 2 has no square left in its domain (the queen at (1,2) took the last): the wipe-out must be reported now"},
		{"fc wipe-out of a row with squares", fc4, set(8, `{"step":9,"kind":"wipe-out","row":2,"by":[1,3]}`), 9, "row 2's domain still holds (2,1): no wipe-out"},
		{"min-conflicts moves to a worse square", mc8, set(3, `{"step":4,"kind":"move","row":6,"col":6,"from":3,"pairs":2}`), 4, "a move to (6,6), attacked by 3 queens, but (6,2) is attacked by 1"},
		{"min-conflicts picks a safe queen", mc8, set(1, `{"step":2,"kind":"pick","row":0,"col":4,"conflicts":0}`), 2, "the queen at (0,4) is not attacked"},
		{"an event array does not make", array4, set(2, `{"step":3,"kind":"prune","by":[0,0]}`), 3, "plain backtracking does not make prune events (its events are try, attack, place, backtrack, solution, done)"},
		{"an event fc does not make", fc4, set(1, `{"step":2,"kind":"try","row":1,"col":0}`), 2, "forward checking does not make try events"},
		{"construct on a safe square off its rule", construct8, set(0, `{"step":1,"kind":"place","row":0,"col":0}`), 1, "construct puts row 0's queen on (0,1), column 2 counted from 1 — N mod 6 = 2: the even columns first"},
		{"an event construct does not make", construct8, set(1, `{"step":2,"kind":"try","row":1,"col":0}`), 2, "construct does not make try events (its events are place, solution, done)"},
		{"an event min-conflicts does not make", mc8, set(1, `{"step":2,"kind":"place","row":1,"col":0}`), 2, "min-conflicts does not make place events"},
	} {
		lines := tc.edit(traceLines(t, tc.r))
		_, err := Check(strings.NewReader(renumbered(lines)), tc.r.options(), nil)
		var e *Error
		if !errors.As(err, &e) || !strings.Contains(e.Reason, tc.want) || tc.line != 0 && e.Line != tc.line {
			t.Errorf("%s: %v; want line %d: …%s…", tc.name, err, tc.line, tc.want)
			continue
		}
		if e.Board == "" || e.Expected == "" {
			t.Errorf("%s: no board or expected event in %+v", tc.name, e)
		}
	}
}
