package replay

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/solver"
)

// The mutation test: the traces of every strategy, changed one way or
// another — a line dropped, duplicated, swapped with the next, a field
// changed, the kind changed, the step changed — must be caught at the
// right line, unless the change happens to make a valid run, which must
// pass. Which line is right, and which mutant is valid, is decided apart
// from the checker:
//   - array, bitmask and fc are determined: a run that differs from the
//     reference run is wrong, at the first line where it differs (one past
//     its end if it stops short);
//   - min-conflicts is random: mcOracle, a plain O(N²) rereading of its
//     rules, says where a mutant first breaks one.
//
// The steps are numbered again after a mutant drops, duplicates or swaps
// lines, so that the rules, not the step numbers, must catch it.

// quoted holds the JSON strings of the names encode writes (fields, kinds,
// lines), quoted once: quoting them for every line of every mutant was a
// quarter of the mutation test's time.
var quoted = func() map[string][]byte {
	q := map[string][]byte{}
	add := func(s string) { q[s] = strconv.AppendQuote(nil, s) }
	for f := field(1); f < 1<<numFields; f <<= 1 {
		add(f.String())
	}
	for _, k := range solver.Kinds {
		add(k.String())
	}
	for _, l := range []solver.Line{solver.Column, solver.Diagonal, solver.AntiDiagonal} {
		add(l.String())
	}
	return q
}()

// appendQuoted appends s as a JSON string.
func appendQuoted(dst []byte, s string) []byte {
	if q, ok := quoted[s]; ok {
		return append(dst, q...)
	}
	return strconv.AppendQuote(dst, s)
}

// encode writes rec as a line of the format, the fields it has in a fixed
// order (not trace's: the reader takes any).
func encode(dst []byte, rec *Record) []byte {
	dst = append(dst, '{')
	for f := field(1); f < 1<<numFields; f <<= 1 {
		if rec.has&f == 0 {
			continue
		}
		if dst[len(dst)-1] != '{' {
			dst = append(dst, ',')
		}
		dst = appendQuoted(dst, f.String())
		dst = append(dst, ':')
		switch f {
		case fStep:
			dst = strconv.AppendUint(dst, rec.Step, 10)
		case fKind:
			dst = appendQuoted(dst, rec.Kind.String())
		case fRow:
			dst = strconv.AppendInt(dst, int64(rec.Row), 10)
		case fCol:
			dst = strconv.AppendInt(dst, int64(rec.Col), 10)
		case fBy:
			dst = appendSquare(dst, rec.By)
		case fLine:
			dst = appendQuoted(dst, rec.Line.String())
		case fIndex:
			dst = strconv.AppendUint(dst, rec.Index, 10)
		case fQueens:
			dst = appendList(dst, rec.Queens)
		case fCounts:
			dst = appendList(dst, rec.Counts)
		case fPruned:
			dst = appendSquareList(dst, rec.Pruned)
		case fAttackers:
			dst = appendSquareList(dst, rec.Attackers)
		case fConflicts:
			dst = strconv.AppendInt(dst, int64(rec.Conflicts), 10)
		case fFrom:
			dst = strconv.AppendInt(dst, int64(rec.From), 10)
		case fPairs:
			dst = strconv.AppendInt(dst, int64(rec.Pairs), 10)
		case fMoves:
			dst = strconv.AppendInt(dst, int64(rec.Moves), 10)
		case fStarts:
			dst = strconv.AppendInt(dst, int64(rec.Starts), 10)
		case fSolutions:
			dst = strconv.AppendUint(dst, rec.Solutions, 10)
		}
	}
	return append(dst, '}', '\n')
}

func appendList(dst []byte, xs []int) []byte {
	dst = append(dst, '[')
	for i, x := range xs {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendInt(dst, int64(x), 10)
	}
	return append(dst, ']')
}

func appendSquareList(dst []byte, sqs []solver.Square) []byte {
	dst = append(dst, '[')
	for i, sq := range sqs {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = appendSquare(dst, sq)
	}
	return append(dst, ']')
}

// records decodes the reference trace of r, each record a copy of its own.
func (r run) records(t testing.TB) []*Record {
	t.Helper()
	rd, err := NewReader(bytes.NewReader(bytes.Join(r.lines(t), nil)), r.options())
	if err != nil {
		t.Fatal(err)
	}
	var recs []*Record
	for {
		rec, err := rd.Next()
		if err != nil {
			break
		}
		recs = append(recs, rec.clone())
	}
	return recs
}

func (r *Record) clone() *Record {
	c := *r
	c.Queens = slices.Clone(r.Queens)
	c.Pruned = slices.Clone(r.Pruned)
	c.Attackers = slices.Clone(r.Attackers)
	c.Counts = slices.Clone(r.Counts)
	return &c
}

// mutant is a trace changed one way.
type mutant struct {
	how  string
	recs []*Record
}

// mutate makes the mutants of the reference records ref of an n×n board,
// about perKind of each kind, spread over the trace.
func mutate(ref []*Record, n int, strategy solver.Strategy, perKind int, rng *rand.Rand) []mutant {
	var out []mutant
	positions := func() []int {
		if len(ref) <= perKind {
			return rangeInts(len(ref))
		}
		ps := make([]int, perKind)
		for i := range ps {
			ps[i] = rng.IntN(len(ref))
		}
		return ps
	}
	for _, i := range positions() {
		out = append(out, mutant{fmt.Sprintf("drop line %d", i+1), renumber(slices.Delete(slices.Clone(ref), i, i+1))})
	}
	for _, i := range positions() {
		out = append(out, mutant{fmt.Sprintf("duplicate line %d", i+1), renumber(slices.Insert(slices.Clone(ref), i, ref[i]))})
	}
	for _, i := range positions() {
		if i+1 < len(ref) {
			recs := slices.Clone(ref)
			recs[i], recs[i+1] = recs[i+1], recs[i]
			out = append(out, mutant{fmt.Sprintf("swap lines %d and %d", i+1, i+2), renumber(recs)})
		}
	}
	for _, i := range positions() {
		recs := slices.Clone(ref)
		c := ref[i].clone()
		what := flipField(c, n, rng)
		recs[i] = c
		out = append(out, mutant{fmt.Sprintf("line %d: %s", i+1, what), recs})
	}
	for _, i := range positions() {
		recs := slices.Clone(ref)
		kinds := strategy.Kinds()
		k := kinds[rng.IntN(len(kinds))]
		if k == ref[i].Kind {
			continue
		}
		recs[i] = withKind(ref[i], k, n)
		out = append(out, mutant{fmt.Sprintf("line %d: kind %s → %s", i+1, ref[i].Kind, k), recs})
	}
	for _, i := range positions()[:perKind/4+1] {
		recs := slices.Clone(ref)
		c := ref[i].clone()
		c.Step += uint64(1 + rng.IntN(2))
		recs[i] = c
		out = append(out, mutant{fmt.Sprintf("line %d: step %d", i+1, c.Step), recs})
	}
	// An event of another strategy's kind, put in.
	for _, i := range positions()[:perKind/4+1] {
		var other solver.Kind
		for other == solver.None || slices.Contains(strategy.Kinds(), other) {
			other = solver.Kinds[rng.IntN(len(solver.Kinds))]
		}
		recs := slices.Insert(slices.Clone(ref), i, withKind(ref[i], other, n))
		out = append(out, mutant{fmt.Sprintf("line %d: a %s put in", i+1, other), renumber(recs)})
	}
	return out
}

// renumber numbers the steps of recs again, in place, cloning the records
// it changes: a mutant's steps are in order, so that the rules, not the
// step numbers, must catch it.
func renumber(recs []*Record) []*Record {
	for i, rec := range recs {
		if rec.Step != uint64(i+1) {
			c := rec.clone()
			c.Step = uint64(i + 1)
			recs[i] = c
		}
	}
	return recs
}

func rangeInts(n int) []int {
	xs := make([]int, n)
	for i := range xs {
		xs[i] = i
	}
	return xs
}

// flipField changes one field of c (not its kind or step) and says which.
func flipField(c *Record, n int, rng *rand.Rand) string {
	var fields []field
	for f := field(1); f < 1<<numFields; f <<= 1 {
		if c.has&f != 0 && f != fKind && f != fStep {
			fields = append(fields, f)
		}
	}
	if len(fields) == 0 {
		c.has |= fSolutions
		c.Solutions += 1 + uint64(rng.IntN(3))
		return "done given a wrong count of solutions"
	}
	f := fields[rng.IntN(len(fields))]
	other := func(v int) int { return (v + 1 + rng.IntN(max(n-1, 1))) % n }
	switch f {
	case fRow:
		c.Row = other(c.Row)
	case fCol:
		c.Col = other(c.Col)
	case fFrom:
		c.From = other(c.From)
	case fBy:
		if rng.IntN(2) == 0 {
			c.By.Row = other(c.By.Row)
		} else {
			c.By.Col = other(c.By.Col)
		}
	case fLine:
		ls := []solver.Line{solver.Column, solver.Diagonal, solver.AntiDiagonal}
		c.Line = ls[(slices.Index(ls, c.Line)+1+rng.IntN(2))%3]
	case fIndex:
		c.Index = uint64(max(int(c.Index)+[]int{-1, 1}[rng.IntN(2)], 0))
	case fQueens:
		i := rng.IntN(len(c.Queens))
		c.Queens[i] = other(c.Queens[i])
	case fCounts:
		i := rng.IntN(len(c.Counts))
		c.Counts[i] = (c.Counts[i] + 1) % n
	case fPruned, fAttackers:
		list := &c.Pruned
		if f == fAttackers {
			list = &c.Attackers
		}
		if len(*list) > 0 && rng.IntN(2) == 0 {
			i := rng.IntN(len(*list))
			*list = slices.Delete(*list, i, i+1)
			return fmt.Sprintf("%s loses a square", f)
		}
		*list = append(*list, solver.Square{Row: rng.IntN(n), Col: rng.IntN(n)})
		return fmt.Sprintf("%s gains a square", f)
	case fConflicts:
		c.Conflicts = max(c.Conflicts+[]int{-1, 1}[rng.IntN(2)], 0)
	case fPairs:
		c.Pairs = max(c.Pairs+[]int{-1, 1}[rng.IntN(2)], 0)
	case fMoves:
		c.Moves++
	case fStarts:
		c.Starts++
	}
	return f.String() + " changed"
}

// withKind returns a copy of rec made a k, with the fields of a k (those
// it lacks filled with plausible values), so that it decodes.
func withKind(rec *Record, k solver.Kind, n int) *Record {
	c := rec.clone()
	c.Kind = k
	sch := schemas[k]
	missing := sch.required &^ c.has
	c.has = (c.has & (sch.required | sch.optional)) | sch.required
	if missing&fRow != 0 {
		c.Row = 0
	}
	if missing&fCol != 0 {
		c.Col = 0
	}
	if missing&fLine != 0 {
		c.Line = solver.Column
	}
	if missing&fIndex != 0 {
		c.Index = 1
	}
	if missing&fQueens != 0 {
		c.Queens = make([]int, n)
	}
	if missing&fCounts != 0 {
		c.Counts = make([]int, n)
	}
	if missing&fFrom != 0 {
		c.From = max(c.Col, 0)
	}
	return c
}

// perKind is the number of mutants of each kind a test makes of a trace:
// base, a sample that meets every kind at every run and keeps the suite
// fast, or four times as many with NQUEENS_LONG=1.
func perKind(base int) int {
	if os.Getenv("NQUEENS_LONG") == "1" {
		return 4 * base
	}
	return base
}

// mutantRuns are the runs the mutants come from: small boards, whose
// traces are short enough to check thousands of times.
var mutantRuns = []run{
	{n: 4, strategy: solver.Array}, {n: 5, strategy: solver.Array}, {n: 6, strategy: solver.Array},
	{n: 4, strategy: solver.Bitmask}, {n: 5, strategy: solver.Bitmask}, {n: 6, strategy: solver.Bitmask},
	{n: 4, strategy: solver.FC}, {n: 6, strategy: solver.FC}, {n: 7, strategy: solver.FC},
	{n: 5, strategy: solver.FC, mrv: true}, {n: 6, strategy: solver.FC, mrv: true}, {n: 8, strategy: solver.FC, mrv: true},
	{n: 4, strategy: solver.MinConflicts, seed: 1}, {n: 5, strategy: solver.MinConflicts, seed: 2},
	{n: 6, strategy: solver.MinConflicts, seed: 3}, {n: 8, strategy: solver.MinConflicts, seed: 4},
	{n: 3, strategy: solver.MinConflicts, seed: 5},
}

func TestMutantsAreCaughtAtTheRightLine(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(22, 1))
	var total, valid int
	reasons, kinds := map[string]int{}, map[string]int{}
	for _, r := range mutantRuns {
		ref := r.records(t)
		refLines := make([][]byte, len(ref))
		refLine := make(map[*Record][]byte, len(ref)) // a mutant keeps the records it does not change
		// A mutant's trace is about the reference's size: grown line by
		// line, its copies took much of the test's time.
		size := 0
		for i, rec := range ref {
			refLines[i] = encode(nil, rec)
			refLine[rec] = refLines[i]
			size += len(refLines[i])
		}
		for _, m := range mutate(ref, r.n, r.strategy, perKind(20), rng) {
			total++
			kinds[mutationKind(m.how)]++
			trace := make([]byte, 0, size+size/8)
			lines := make([][]byte, len(m.recs))
			for i, rec := range m.recs {
				if lines[i] = refLine[rec]; lines[i] == nil {
					lines[i] = encode(nil, rec)
				}
				trace = append(trace, lines[i]...)
			}
			var want int64 // the first wrong line, 0 for a valid run
			if r.strategy == solver.MinConflicts {
				want = mcOracle(r.n, m.recs)
			} else {
				want = firstDifference(lines, refLines)
			}
			_, err := Check(bytes.NewReader(trace), r.options(), nil)
			var e *Error
			switch {
			case want == 0 && err == nil:
				valid++
			case want == 0:
				t.Errorf("%s N=%d, %s: a valid run, but %v", r.strategy, r.n, m.how, err)
			case !errors.As(err, &e):
				t.Errorf("%s N=%d, %s: wrong at line %d, but the checker says %v", r.strategy, r.n, m.how, want, err)
			case e.Line != want:
				t.Errorf("%s N=%d, %s: wrong at line %d, caught at line %d: %s", r.strategy, r.n, m.how, want, e.Line, e.Reason)
			default:
				if strings.Contains(e.Reason, "does not make this event here") {
					t.Logf("%s N=%d, %s: %s\n%sexpected %s", r.strategy, r.n, m.how, e.Reason, e.Board, e.Expected)
				}
				reasons[reasonClass(e.Reason)]++
			}
		}
	}
	if total < 1000 {
		t.Errorf("only %d mutants", total)
	}
	classes := make([]string, 0, len(reasons))
	for c := range reasons {
		classes = append(classes, c)
	}
	sort.Slice(classes, func(i, j int) bool { return reasons[classes[i]] > reasons[classes[j]] })
	var b strings.Builder
	for _, c := range classes {
		fmt.Fprintf(&b, "\n%6d  %s", reasons[c], c)
	}
	t.Logf("%d mutants (%v), %d valid runs (passed), %d caught at the right line; reasons:%s", total, kinds, valid, total-valid, b.String())
}

// mutationKind names the kind of a mutant from its description.
func mutationKind(how string) string {
	for _, k := range []string{"drop", "duplicate", "swap", "kind", "step", "put in"} {
		if strings.Contains(how, k) {
			return k
		}
	}
	return "field"
}

// reasonClass shortens a reason to its rule, for the tally: the numbers
// and squares left out.
func reasonClass(reason string) string {
	var b strings.Builder
	skip := false
	for _, r := range reason {
		switch {
		case r == '(' || r == '[':
			skip = true
		case r == ')' || r == ']':
			skip = false
			b.WriteString("_")
		case skip:
		case r >= '0' && r <= '9':
			if s := b.String(); !strings.HasSuffix(s, "#") {
				b.WriteString("#")
			}
		default:
			b.WriteRune(r)
		}
	}
	s := b.String()
	if i := strings.IndexAny(s, ":"); i > 20 {
		s = s[:i]
	}
	return s
}

// firstDifference returns the 1-based line where lines first differ from
// want, one past the shorter if one is a prefix of the other, 0 if equal.
func firstDifference(lines, want [][]byte) int64 {
	for i := range min(len(lines), len(want)) {
		if !bytes.Equal(lines[i], want[i]) {
			return int64(i + 1)
		}
	}
	if len(lines) == len(want) {
		return 0
	}
	return int64(min(len(lines), len(want)) + 1)
}

// mcOracle rereads a min-conflicts run by its rules, plainly: it returns
// the first line that breaks one (one past the end for a run without its
// done), or 0.
func mcOracle(n int, recs []*Record) int64 {
	const (
		begin = iota
		test
		picked
		evaluated
		ended
		over
	)
	var (
		q             []int
		phase         = begin
		row           int
		counts        []int
		moves, starts int
	)
	// attackers of (r, c) among the queens, row r's own left out.
	attackers := func(r, c int) []solver.Square {
		var out []solver.Square
		for i, qc := range q {
			if i != r && solver.AttackLine(solver.Square{Row: i, Col: qc}, solver.Square{Row: r, Col: c}) != solver.NoLine {
				out = append(out, solver.Square{Row: i, Col: qc})
			}
		}
		return out
	}
	pairs := func(board []int) int {
		p := 0
		for i := range board {
			for j := i + 1; j < len(board); j++ {
				if solver.AttackLine(solver.Square{Row: i, Col: board[i]}, solver.Square{Row: j, Col: board[j]}) != solver.NoLine {
					p++
				}
			}
		}
		return p
	}
	sameSquares := func(a, b []solver.Square) bool {
		a, b = slices.Clone(a), slices.Clone(b)
		less := func(x, y solver.Square) int { return (x.Row*64 + x.Col) - (y.Row*64 + y.Col) }
		slices.SortFunc(a, less)
		slices.SortFunc(b, less)
		return slices.Equal(a, b)
	}
	for i, rec := range recs {
		line := int64(i + 1)
		if rec.Step != uint64(i+1) {
			return line
		}
		ok := false
		switch {
		case phase == over:
		case phase == test && pairs(q) == 0:
			ok = rec.Kind == solver.Solution && rec.Index == 1 && slices.Equal(rec.Queens, q)
			phase = ended
		case rec.Kind == solver.Start && (phase == begin || phase == test):
			ok = pairs(rec.Queens) == rec.Pairs
			q = slices.Clone(rec.Queens)
			starts++
			phase = test
		case rec.Kind == solver.Pick && phase == test:
			r := rec.Row
			att := attackers(r, q[r])
			ok = rec.Col == q[r] && len(att) > 0 && rec.Conflicts == len(att) && sameSquares(att, rec.Attackers)
			row, phase = r, picked
		case rec.Kind == solver.GiveUp && phase == test:
			ok = rec.Pairs == pairs(q) && rec.Moves == moves && rec.Starts == starts
			phase = ended
		case rec.Kind == solver.Evaluate && phase == picked:
			ok = rec.Row == row && rec.Col == q[row]
			counts = counts[:0]
			for c := 0; c < n; c++ {
				counts = append(counts, len(attackers(row, c)))
			}
			ok = ok && slices.Equal(counts, rec.Counts)
			phase = evaluated
		case rec.Kind == solver.Move && phase == evaluated:
			ok = rec.Row == row && rec.From == q[row] && counts[rec.Col] == slices.Min(counts)
			q[row] = rec.Col
			ok = ok && rec.Pairs == pairs(q)
			moves++
			phase = test
		case rec.Kind == solver.Done && phase == ended:
			ok = !rec.HasSolutions() || rec.Solutions == uint64(min(starts, 1)) && pairs(q) == 0 || rec.Solutions == 0 && pairs(q) > 0
			phase = over
		}
		if !ok {
			return line
		}
	}
	if phase != over {
		return int64(len(recs) + 1)
	}
	return 0
}
