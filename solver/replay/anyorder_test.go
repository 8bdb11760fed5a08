package replay

import (
	"bytes"
	"errors"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver"
)

// search is a student's solver, written here apart from the stepper: plain
// backtracking (array, bitmask) or forward checking (fc, with MRV or not),
// whose choices are its own — the order it tries a row's columns in, the
// queen it names as an attacker, the row of an MRV tie and the empty row of
// a wipe-out it names.
type search struct {
	n        int
	strategy solver.Strategy
	mrv      bool
	// order returns the columns of a visit in the order tried, from the
	// columns left to right.
	order func(cols []int) []int
	// diagonalFirst names a queen on the square's diagonals before one on
	// its column (the reference checks the column first).
	diagonalFirst bool
	// lastOfTie fills the bottom row of an MRV tie, and names the bottom
	// row of a wipe-out (the reference, the top).
	lastOfTie bool
}

func leftToRight(cols []int) []int { return cols }

func rightToLeft(cols []int) []int {
	slices.Reverse(cols)
	return cols
}

// records runs the search and returns its trace, as records with the
// fields of their kind.
func (s search) records() []*Record {
	var (
		recs   []*Record
		queens = make([]int, s.n)
		found  uint64
	)
	for r := range queens {
		queens[r] = -1
	}
	emit := func(rec Record) {
		rec.Step = uint64(len(recs) + 1)
		rec.LineNo = int64(len(recs) + 1)
		rec.has = schemas[rec.Kind].required
		if len(rec.Pruned) > 0 {
			rec.has |= fPruned
		}
		recs = append(recs, &rec)
	}
	attacker := func(sq solver.Square) (solver.Square, solver.Line, bool) {
		lines := []solver.Line{solver.Column, solver.Diagonal, solver.AntiDiagonal}
		if s.diagonalFirst {
			lines = []solver.Line{solver.Diagonal, solver.AntiDiagonal, solver.Column}
		}
		for _, l := range lines {
			for r, c := range queens {
				q := solver.Square{Row: r, Col: c}
				if c >= 0 && r != sq.Row && solver.AttackLine(q, sq) == l {
					return q, l, true
				}
			}
		}
		return solver.Square{}, solver.NoLine, false
	}
	free := func(r, c int) bool { _, _, att := attacker(solver.Square{Row: r, Col: c}); return !att }
	solution := func() {
		found++
		emit(Record{Kind: solver.Solution, Index: found, Queens: slices.Clone(queens), Row: -1, Col: -1})
	}
	columns := func(r int, keep func(c int) bool) []int {
		var cols []int
		for c := 0; c < s.n; c++ {
			if keep(c) {
				cols = append(cols, c)
			}
		}
		return s.order(cols)
	}
	var plain func(row int)
	plain = func(row int) {
		if row == s.n {
			solution()
			return
		}
		cols := columns(row, func(int) bool { return true })
		if !s.strategy.TriesAttacked() { // bitmask: the attacked squares first, by their attacks
			for _, c := range cols {
				if by, line, ok := attacker(solver.Square{Row: row, Col: c}); ok {
					emit(Record{Kind: solver.Attack, Row: row, Col: c, By: by, Line: line})
				}
			}
		}
		for _, c := range cols {
			by, line, attacked := attacker(solver.Square{Row: row, Col: c})
			if attacked && !s.strategy.TriesAttacked() {
				continue
			}
			emit(Record{Kind: solver.Try, Row: row, Col: c})
			if attacked {
				emit(Record{Kind: solver.Attack, Row: row, Col: c, By: by, Line: line})
				continue
			}
			emit(Record{Kind: solver.Place, Row: row, Col: c})
			queens[row] = c
			plain(row + 1)
			emit(Record{Kind: solver.Backtrack, Row: row, Col: c})
			queens[row] = -1
		}
	}
	// fc's domain of row r: the squares no queen attacks.
	domain := func(r int) []int { return columns(r, func(c int) bool { return free(r, c) }) }
	var fc func(depth int)
	fc = func(depth int) {
		if depth == s.n {
			solution()
			return
		}
		row, fewest := -1, s.n+1
		for r := range queens {
			if queens[r] >= 0 {
				continue
			}
			k := len(domain(r))
			if row < 0 || s.mrv && (k < fewest || k == fewest && s.lastOfTie) {
				row, fewest = r, k
			}
		}
		for _, c := range domain(row) {
			q := solver.Square{Row: row, Col: c}
			emit(Record{Kind: solver.Place, Row: row, Col: c})
			before := make([][]int, s.n)
			for r := range queens {
				if queens[r] < 0 && r != row {
					before[r] = domain(r)
				}
			}
			queens[row] = c
			var pruned []solver.Square
			wiped := -1
			for r, dom := range before {
				for _, c2 := range dom {
					if solver.AttackLine(q, solver.Square{Row: r, Col: c2}) != solver.NoLine {
						pruned = append(pruned, solver.Square{Row: r, Col: c2})
					}
				}
				if dom != nil && len(domain(r)) == 0 && (wiped < 0 || s.lastOfTie) {
					wiped = r
				}
			}
			if len(pruned) > 0 {
				emit(Record{Kind: solver.Prune, By: q, Pruned: pruned, Row: -1, Col: -1})
			}
			if wiped >= 0 {
				emit(Record{Kind: solver.WipeOut, Row: wiped, By: q, Col: -1})
			} else {
				fc(depth + 1)
			}
			emit(Record{Kind: solver.Backtrack, Row: row, Col: c})
			queens[row] = -1
		}
	}
	if s.strategy.PlacesOnly() {
		fc(0)
	} else {
		plain(0)
	}
	emit(Record{Kind: solver.Done, Solutions: found, Row: -1, Col: -1})
	return recs
}

// trace encodes records as a trace.
func trace(recs []*Record) []byte {
	var b []byte
	for _, rec := range recs {
		b = encode(b, rec)
	}
	return b
}

func (s search) options() Options {
	return Options{N: s.n, Strategy: s.strategy, StrategySet: true, MRV: s.mrv, Order: OrderAny}
}

// TestSearchIsTheReference: the test's own search, in the reference's
// choices, writes the reference's trace, line for line; so its other
// choices make traces that differ from the reference's in those only.
func TestSearchIsTheReference(t *testing.T) {
	for _, r := range []run{{n: 6, strategy: solver.Array}, {n: 6, strategy: solver.Bitmask}, {n: 6, strategy: solver.FC}, {n: 8, strategy: solver.FC, mrv: true}} {
		want := trace(r.records(t))
		got := trace(search{n: r.n, strategy: r.strategy, mrv: r.mrv, order: leftToRight}.records())
		if !bytes.Equal(got, want) {
			t.Errorf("%s mrv=%v N=%d: the test's search differs from the reference at line %d", r.strategy, r.mrv, r.n,
				firstDifference(bytes.SplitAfter(got, []byte("\n")), bytes.SplitAfter(want, []byte("\n"))))
		}
	}
}

// differing counts the lines where two traces of the same length differ.
func differing(a, b []*Record) int {
	k := 0
	for i := range a {
		if !bytes.Equal(encode(nil, a[i]), encode(nil, b[i])) {
			k++
		}
	}
	return k
}

func TestAnyOrderAcceptsOtherSearches(t *testing.T) {
	shuffle := func(seed uint64) func([]int) []int {
		rng := rand.New(rand.NewPCG(seed, 3))
		return func(cols []int) []int {
			rng.Shuffle(len(cols), func(i, j int) { cols[i], cols[j] = cols[j], cols[i] })
			return cols
		}
	}
	// The diagonal-first searches name another attacker than the
	// reference at as many lines as their traces differ.
	diag := search{n: 7, strategy: solver.Array, order: leftToRight, diagonalFirst: true}
	diagAt := differing(diag.records(), search{n: 7, strategy: solver.Array, order: leftToRight}.records())
	diagBits := search{n: 6, strategy: solver.Bitmask, order: rightToLeft, diagonalFirst: true}
	diagBitsAt := differing(diagBits.records(), search{n: 6, strategy: solver.Bitmask, order: rightToLeft}.records())
	if diagAt == 0 || diagBitsAt == 0 {
		t.Fatalf("the diagonal-first searches name the reference's attackers (%d, %d lines differ)", diagAt, diagBitsAt)
	}
	for _, tc := range []struct {
		s    search
		want string
	}{
		{search{n: 6, strategy: solver.Array, order: rightToLeft}, "ok: N=6, 1,945 events, 4 solutions, valid plain backtracking; columns tried right to left"},
		{search{n: 8, strategy: solver.Array, order: rightToLeft}, "ok: N=8, 33,589 events, 92 solutions, valid plain backtracking; columns tried right to left"},
		{search{n: 6, strategy: solver.Array, order: leftToRight}, "ok: N=6, 1,945 events, 4 solutions, valid plain backtracking; in the reference's order"},
		{diag, "valid plain backtracking; attackers named differ from the reference's at " + amount(diagAt, "event")},
		{search{n: 6, strategy: solver.Array, order: shuffle(1)}, "valid plain backtracking; columns tried in varying orders"},
		{search{n: 1, strategy: solver.Array, order: rightToLeft}, "ok: N=1, 5 events, 1 solution, valid plain backtracking; in the reference's order"},
		{search{n: 3, strategy: solver.Array, order: rightToLeft}, "0 solutions, valid plain backtracking; columns tried right to left"},
		{search{n: 6, strategy: solver.Bitmask, order: rightToLeft}, "ok: N=6, 1,203 events, 4 solutions, valid bitmask backtracking; columns tried right to left"},
		{diagBits, "columns tried right to left; attackers named differ from the reference's at " + amount(diagBitsAt, "event")},
		{search{n: 7, strategy: solver.Bitmask, order: shuffle(2)}, "valid bitmask backtracking; columns tried in varying orders"},
		{search{n: 6, strategy: solver.FC, order: rightToLeft}, "ok: N=6, 431 events, 4 solutions, valid forward checking; columns tried right to left"},
		{search{n: 7, strategy: solver.FC, order: shuffle(3)}, "valid forward checking; columns tried in varying orders"},
		{search{n: 8, strategy: solver.FC, mrv: true, order: rightToLeft}, "92 solutions, valid forward checking with MRV; columns tried right to left"},
		{search{n: 8, strategy: solver.FC, mrv: true, order: leftToRight, lastOfTie: true}, "valid forward checking with MRV; another row of an MRV tie filled than the topmost at"},
	} {
		recs := tc.s.records()
		sum, err := Check(bytes.NewReader(trace(recs)), tc.s.options(), nil)
		if err != nil || !strings.Contains("ok: "+sum.String(), tc.want) {
			t.Errorf("%s mrv=%v N=%d: %q, %v; want %q", tc.s.strategy, tc.s.mrv, tc.s.n, "ok: "+sum.String(), err, tc.want)
		}
	}
}

func amount(k int, what string) string { return text.Amount(uint64(k), what) }

// TestStrictRefusesOtherOrders: the default, lockstep check still refuses
// a right-to-left search at its first event, and a diagonal-first one at
// its first attack that names another queen.
func TestStrictRefusesOtherOrders(t *testing.T) {
	for _, s := range []search{
		{n: 6, strategy: solver.Array, order: rightToLeft},
		{n: 6, strategy: solver.Array, order: leftToRight, diagonalFirst: true},
	} {
		recs := s.records()
		ref := run{n: s.n, strategy: s.strategy}
		opt := ref.options()
		_, err := Check(bytes.NewReader(trace(recs)), opt, nil)
		want := firstDifference(bytes.SplitAfter(trace(recs), []byte("\n")), bytes.SplitAfter(trace(ref.records(t)), []byte("\n")))
		var e *Error
		if !errors.As(err, &e) || e.Line != want {
			t.Errorf("diagonalFirst=%v: %v, want an error at line %d", s.diagonalFirst, err, want)
		}
	}
}

// index returns the index of the k-th record (from 0) of kind kind in recs
// that ok accepts, or fails the test.
func index(t *testing.T, recs []*Record, kind solver.Kind, k int, ok func(i int) bool) int {
	t.Helper()
	for i, rec := range recs {
		if rec.Kind == kind && (ok == nil || ok(i)) {
			if k == 0 {
				return i
			}
			k--
		}
	}
	t.Fatalf("no %s", kind)
	return -1
}

// TestAnyOrderCatchesMutants: each way a search goes wrong fails --order
// any at the line where it first shows, with its reason.
func TestAnyOrderCatchesMutants(t *testing.T) {
	rtl := func(st solver.Strategy) search {
		return search{n: 6, strategy: st, order: rightToLeft, diagonalFirst: true}
	}
	array, bits, fc := rtl(solver.Array).records(), rtl(solver.Bitmask).records(), rtl(solver.FC).records()
	with := func(recs []*Record, i int, change func(c *Record)) []*Record {
		recs = slices.Clone(recs)
		c := recs[i].clone()
		change(c)
		recs[i] = c
		return recs
	}
	// The array trace's first attack names the queen (0,5) along the
	// column: (1,5) is tried first.
	at := index(t, array, solver.Attack, 0, nil)
	if a := array[at]; a.Row != 1 || a.Col != 5 || a.By != (solver.Square{Row: 0, Col: 5}) {
		t.Fatalf("the first attack is %s", encode(nil, a))
	}
	// An attack in row 2 by a queen that stands, the (1,3) of a
	// diagonal-first search: the other queen, (0,5), does not attack it.
	at2 := index(t, array, solver.Attack, 0, func(i int) bool {
		return array[i].Row == 2 && array[i].By == solver.Square{Row: 1, Col: 3} && solver.AttackLine(solver.Square{Row: 0, Col: 5}, solver.Square{Row: 2, Col: array[i].Col}) == solver.NoLine
	})
	// A backtrack of row 2's queen after row 3 was all tried: the
	// last try of row 3 and its attack come just before it.
	bt := index(t, array, solver.Backtrack, 0, func(i int) bool { return array[i].Row == 2 && array[i-1].Kind == solver.Attack })
	sol := index(t, array, solver.Solution, 1, nil)
	place := index(t, array, solver.Place, 3, nil)
	last := len(array) - 1
	wipe := index(t, fc, solver.WipeOut, 0, nil)
	prune := index(t, fc, solver.Prune, 2, func(i int) bool { return len(fc[i].Pruned) > 1 })
	bitAttack := index(t, bits, solver.Attack, 0, func(i int) bool { return bits[i].Row == 3 })
	bitEnd := index(t, bits, solver.Backtrack, 0, func(i int) bool { return i > bitAttack && bits[i].Row == 2 })
	for _, tc := range []struct {
		how    string
		s      search
		recs   []*Record
		line   int // 1-based
		reason string
	}{
		{"drop an attack", rtl(solver.Array), renumber(slices.Delete(slices.Clone(array), at, at+1)), at + 1, "(1,5) was just tried: its attack or its queen comes next"},
		{"duplicate a try", rtl(solver.Array), renumber(slices.Insert(slices.Clone(array), at, array[at-1])), at + 1, "(1,5) was just tried"},
		{"swap a try and its attack", rtl(solver.Array), renumber(append(append(slices.Clone(array[:at-1]), array[at], array[at-1]), array[at+1:]...)), at, "attacks only the square just tried"},
		{"an attacker where no queen stands", rtl(solver.Array), with(array, at, func(c *Record) { c.By = solver.Square{Row: 0, Col: 4} }), at + 1, "no queen stands at (0,4)"},
		{"an attacker that does not attack", rtl(solver.Array), with(array, at2, func(c *Record) { c.By = solver.Square{Row: 0, Col: 5}; c.Line = solver.Diagonal }), at2 + 1, "the queen at (0,5) does not attack"},
		{"the right queen, the wrong line", rtl(solver.Array), with(array, at, func(c *Record) { c.Line = solver.Diagonal }), at + 1, "the queen at (0,5) attacks (1,5) along the column, not the diagonal"},
		{"an early backtrack", rtl(solver.Array), renumber(slices.Delete(slices.Clone(array), bt-2, bt)), bt - 1, "row 3 still has (3,0) untried: a backtrack comes only once every column of the row is done"},
		{"a missed solution", rtl(solver.Array), renumber(slices.Delete(slices.Clone(array), sol, sol+1)), sol + 1, "all 6 queens stand: the solution must be reported now"},
		{"a solution reported twice", rtl(solver.Array), renumber(slices.Insert(slices.Clone(array), sol, array[sol])), sol + 2, "the solution is reported already"},
		{"an extra solution", rtl(solver.Array), renumber(slices.Insert(slices.Clone(array), place-1, array[sol])), place, "queens stand: a solution has all"},
		{"a place on an attacked square", rtl(solver.Array), with(array, at, func(c *Record) { c.Kind = solver.Place; c.has = schemas[solver.Place].required }), at + 1, "(1,5) is attacked by the queen at (0,5) along the column: a queen goes only on a free square"},
		{"a wrong done count", rtl(solver.Array), with(array, last, func(c *Record) { c.Solutions = 5; c.has |= fSolutions }), last + 1, "done says 5 solutions, but the trace reports 4"},
		{"no done", rtl(solver.Array), array[:last], last + 1, "the trace ends before done"},
		{"bitmask: an attack dropped", rtl(solver.Bitmask), renumber(slices.Delete(slices.Clone(bits), bitAttack, bitAttack+1)), bitEnd, "still has"},
		{"bitmask: an attacked square tried", rtl(solver.Bitmask), with(bits, bitAttack, func(c *Record) { c.Kind = solver.Try; c.has = schemas[solver.Try].required }), bitAttack + 1, "tries only the free squares"},
		{"fc: a wipe-out dropped", rtl(solver.FC), renumber(slices.Delete(slices.Clone(fc), wipe, wipe+1)), wipe + 1, "the wipe-out must be reported now"},
		{"fc: a wipe-out of a row with squares", rtl(solver.FC), with(fc, wipe, func(c *Record) { c.Row = 4 }), wipe + 1, "row 4 still has squares in its domain"},
		{"fc: a prune short of a square", rtl(solver.FC), with(fc, prune, func(c *Record) { c.Pruned = c.Pruned[1:] }), prune + 1, "also takes"},
		{"fc: a prune's squares in another order", rtl(solver.FC), with(fc, prune, func(c *Record) { c.Pruned = append(slices.Clone(c.Pruned[1:]), c.Pruned[0]) }), 0, ""},
	} {
		_, err := Check(bytes.NewReader(trace(tc.recs)), tc.s.options(), nil)
		if tc.line == 0 { // the squares of a prune in another order: still the prune
			if err != nil {
				t.Errorf("%s: %v", tc.how, err)
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) || e.Line != int64(tc.line) || !strings.Contains(e.Reason, tc.reason) {
			t.Errorf("%s: %v; want line %d: …%s…", tc.how, err, tc.line, tc.reason)
		}
	}
}

// anyOracle rereads a trace of s's strategy by the rules of a correct
// search in any order, plainly and apart from anyRules: a recursive
// descent that visits each row as the search does and takes from the
// trace the events that visit may make. It returns the first line that no
// correct search makes after the lines before it (one past the end for a
// trace that stops short), or 0.
func anyOracle(s search, recs []*Record) (bad int64) {
	type wrong struct{}
	n := s.n
	queens := make([]int, n)
	for r := range queens {
		queens[r] = -1
	}
	var found uint64
	i := 0
	fail := func() { bad = int64(i + 1); panic(wrong{}) }
	peek := func() *Record {
		if i == len(recs) || recs[i].Step != uint64(i+1) {
			fail()
		}
		return recs[i]
	}
	take := func(ok bool) {
		if !ok {
			fail()
		}
		i++
	}
	attacked := func(r, c int) bool {
		for r2, c2 := range queens {
			if c2 >= 0 && r2 != r && solver.AttackLine(solver.Square{Row: r2, Col: c2}, solver.Square{Row: r, Col: c}) != solver.NoLine {
				return true
			}
		}
		return false
	}
	trueAttack := func(rec *Record) bool {
		by := rec.By
		return by.Row >= 0 && by.Row < n && queens[by.Row] == by.Col && by.Row != rec.Row &&
			solver.AttackLine(by, solver.Square{Row: rec.Row, Col: rec.Col}) == rec.Line
	}
	domain := func(r int) (set uint64) {
		for c := 0; c < n; c++ {
			if !attacked(r, c) {
				set |= 1 << uint(c)
			}
		}
		return set
	}
	solution := func() {
		rec := peek()
		take(rec.Kind == solver.Solution && rec.Index == found+1 && slices.Equal(rec.Queens, queens))
		found++
	}
	var plain func(row int)
	plain = func(row int) {
		if row == n {
			solution()
			return
		}
		var handled uint64
		for handled != 1<<uint(n)-1 {
			rec := peek()
			bit := uint64(1) << uint(rec.Col)
			fresh := rec.Row == row && rec.Col >= 0 && handled&bit == 0
			if !s.strategy.TriesAttacked() && rec.Kind == solver.Attack {
				take(fresh && trueAttack(rec))
				handled |= bit
				continue
			}
			take(rec.Kind == solver.Try && fresh && (s.strategy.TriesAttacked() || !attacked(row, rec.Col)))
			handled |= bit
			c := rec.Col
			next := peek()
			same := next.Row == row && next.Col == c
			if attacked(row, c) {
				take(next.Kind == solver.Attack && same && trueAttack(next))
				continue
			}
			take(next.Kind == solver.Place && same)
			queens[row] = c
			plain(row + 1)
			take(peek().Kind == solver.Backtrack && peek().Row == row && peek().Col == c)
			queens[row] = -1
		}
	}
	var fc func(depth int)
	fc = func(depth int) {
		if depth == n {
			solution()
			return
		}
		rec := peek()
		first, fewest := -1, n+1
		for r := range queens {
			if queens[r] < 0 {
				if first < 0 {
					first = r
				}
				fewest = min(fewest, bits.OnesCount64(domain(r)))
			}
		}
		row := rec.Row
		if rec.Kind != solver.Place || row < 0 || row >= n || queens[row] >= 0 ||
			!s.mrv && row != first || s.mrv && bits.OnesCount64(domain(row)) != fewest {
			fail()
		}
		dom := domain(row)
		var handled uint64
		for handled != dom {
			rec := peek()
			bit := uint64(1) << uint(rec.Col)
			take(rec.Kind == solver.Place && rec.Row == row && rec.Col >= 0 && dom&^handled&bit != 0)
			handled |= bit
			q := solver.Square{Row: row, Col: rec.Col}
			before := make([]uint64, n)
			for r := range queens {
				if queens[r] < 0 && r != row {
					before[r] = domain(r)
				}
			}
			queens[row] = rec.Col
			var pruned []solver.Square
			var empty []int
			for r := range queens {
				if queens[r] < 0 {
					for c := 0; c < n; c++ {
						if before[r]&(1<<uint(c)) != 0 && domain(r)&(1<<uint(c)) == 0 {
							pruned = append(pruned, solver.Square{Row: r, Col: c})
						}
					}
					if domain(r) == 0 {
						empty = append(empty, r)
					}
				}
			}
			if len(pruned) > 0 {
				p := peek()
				got := slices.Clone(p.Pruned)
				order := func(a, b solver.Square) int { return (a.Row*64 + a.Col) - (b.Row*64 + b.Col) }
				slices.SortFunc(got, order)
				take(p.Kind == solver.Prune && p.By == q && slices.Equal(got, pruned))
			}
			if len(empty) > 0 {
				w := peek()
				take(w.Kind == solver.WipeOut && w.By == q && slices.Contains(empty, w.Row))
			} else {
				fc(depth + 1)
			}
			take(peek().Kind == solver.Backtrack && peek().Row == row && peek().Col == q.Col)
			queens[row] = -1
		}
	}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(wrong); !ok {
				panic(r)
			}
		}
	}()
	if s.strategy.PlacesOnly() {
		fc(0)
	} else {
		plain(0)
	}
	done := peek()
	take(done.Kind == solver.Done && (!done.HasSolutions() || done.Solutions == found) && found == solver.CountCompletions(n, nil))
	if i < len(recs) {
		fail()
	}
	return 0
}

// TestAnyOrderMutantsAreCaughtAtTheRightLine: the mutants of traces of
// searches in other orders, made by mutate as for the strict check, are
// caught by --order any at the line anyOracle names, and pass when it
// says they are a correct search; the drops, duplicates, changed steps
// and events of another strategy's kind always fail.
func TestAnyOrderMutantsAreCaughtAtTheRightLine(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(31, 3))
	shuffled := func(cols []int) []int {
		rng.Shuffle(len(cols), func(i, j int) { cols[i], cols[j] = cols[j], cols[i] })
		return cols
	}
	var searches []search
	for _, st := range []solver.Strategy{solver.Array, solver.Bitmask, solver.FC} {
		for _, n := range []int{4, 5, 6} {
			searches = append(searches, search{n: n, strategy: st, order: rightToLeft})
		}
		searches = append(searches,
			search{n: 5, strategy: st, order: shuffled, diagonalFirst: true},
			search{n: 6, strategy: st, order: leftToRight})
	}
	searches = append(searches,
		search{n: 6, strategy: solver.FC, mrv: true, order: rightToLeft},
		search{n: 7, strategy: solver.FC, mrv: true, order: shuffled, lastOfTie: true})
	var total, valid int
	for _, s := range searches {
		ref := s.records()
		if bad := anyOracle(s, ref); bad != 0 {
			t.Fatalf("%s N=%d: the oracle refuses the search at line %d", s.strategy, s.n, bad)
		}
		lineOf := make(map[*Record][]byte, len(ref)) // a mutant keeps the records it does not change
		// A mutant's text is about the reference's size, as in
		// TestMutantsAreCaughtAtTheRightLine.
		size := 0
		for _, rec := range ref {
			lineOf[rec] = encode(nil, rec)
			size += len(lineOf[rec])
		}
		for _, m := range mutate(ref, s.n, s.strategy, perKind(10), rng) {
			total++
			text := make([]byte, 0, size+size/8)
			for _, rec := range m.recs {
				line := lineOf[rec]
				if line == nil {
					line = encode(nil, rec)
				}
				text = append(text, line...)
			}
			want := anyOracle(s, m.recs)
			if k := mutationKind(m.how); want == 0 && k != "swap" && k != "field" && k != "kind" {
				t.Errorf("%s N=%d, %s: the oracle takes it for a correct search", s.strategy, s.n, m.how)
			}
			_, err := Check(bytes.NewReader(text), s.options(), nil)
			var e *Error
			switch {
			case want == 0 && err == nil:
				valid++
			case want == 0:
				t.Errorf("%s N=%d, %s: a correct search, but %v", s.strategy, s.n, m.how, err)
			case !errors.As(err, &e):
				t.Errorf("%s N=%d, %s: wrong at line %d, but the checker says %v", s.strategy, s.n, m.how, want, err)
			case e.Line != want:
				t.Errorf("%s N=%d, %s: wrong at line %d, caught at line %d: %s", s.strategy, s.n, m.how, want, e.Line, e.Reason)
			}
		}
	}
	if total < 750 {
		t.Errorf("only %d mutants", total)
	}
	t.Logf("%d mutants, %d correct searches (passed), %d caught at the right line", total, valid, total-valid)
}

// TestAnyOrderRandomEvents: events drawn at random, each one that decodes,
// are refused with an *Error at the line anyOracle names, never a panic.
func TestAnyOrderRandomEvents(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 4))
	for _, st := range []solver.Strategy{solver.Array, solver.Bitmask, solver.FC} {
		for k := 0; k < 300; k++ {
			s := search{n: 1 + rng.IntN(6), strategy: st, mrv: st == solver.FC && rng.IntN(2) == 0}
			sq := func() solver.Square { return solver.Square{Row: rng.IntN(s.n), Col: rng.IntN(s.n)} }
			var recs []*Record
			for i := 0; i < 1+rng.IntN(40); i++ {
				kinds := st.Kinds()
				rec := withKind(&Record{Row: -1, Col: -1, From: -1}, kinds[rng.IntN(len(kinds))], s.n)
				rec.Step = uint64(i + 1)
				q := sq()
				rec.Row, rec.Col, rec.By = q.Row, q.Col, sq()
				rec.Line = []solver.Line{solver.Column, solver.Diagonal, solver.AntiDiagonal}[rng.IntN(3)]
				for j := range rec.Queens {
					rec.Queens[j] = rng.IntN(s.n)
				}
				if rec.Kind == solver.Prune {
					rec.Pruned = []solver.Square{sq(), sq()}
					rec.has |= fPruned
				}
				recs = append(recs, rec)
			}
			_, err := Check(bytes.NewReader(trace(recs)), s.options(), nil)
			var e *Error
			bad := anyOracle(s, recs)
			if bad == 0 && err != nil || bad != 0 && (!errors.As(err, &e) || e.Line != bad) {
				t.Fatalf("%s N=%d: %v, the oracle says line %d:\n%s", st, s.n, err, bad, trace(recs))
			}
		}
	}
}
