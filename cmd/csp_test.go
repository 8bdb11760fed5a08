package cmd

import (
	"bufio"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/solver"
)

// cspRecord is a trace JSON line of fc and min-conflicts, as a reader of the
// README would decode it.
type cspRecord struct {
	Step      uint64   `json:"step"`
	Kind      string   `json:"kind"`
	Row       *int     `json:"row"`
	Col       *int     `json:"col"`
	By        *[2]int  `json:"by"`
	Index     uint64   `json:"index"`
	Queens    []int    `json:"queens"`
	Pruned    [][2]int `json:"pruned"`
	Pairs     *int     `json:"pairs"`
	Conflicts *int     `json:"conflicts"`
	Attackers [][2]int `json:"attackers"`
	Counts    []int    `json:"counts"`
	From      *int     `json:"from"`
	Moves     *int     `json:"moves"`
	Starts    *int     `json:"starts"`
}

// traceRecords runs trace with --format json and decodes its lines.
func traceRecords(t *testing.T, args ...string) []cspRecord {
	t.Helper()
	stdout, stderr, code := execute(t, append(append([]string{"trace"}, args...), "--format", "json")...)
	if code != exitOK {
		t.Fatalf("%q: exit %d: %s", args, code, stderr)
	}
	var recs []cspRecord
	sc := bufio.NewScanner(strings.NewReader(stdout))
	sc.Buffer(nil, 1<<20)
	sc.Scan() // the meta line (TestTraceMeta)
	for sc.Scan() {
		var rec cspRecord
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatalf("%q: %v in %s", args, err, sc.Text())
		}
		if rec.Step != uint64(len(recs)+1) {
			t.Fatalf("%q: step %d after %d records", args, rec.Step, len(recs))
		}
		recs = append(recs, rec)
	}
	return recs
}

// TestTraceReplaysFC replays fc's JSON trace (N = 4..8, with and without
// --mrv) on a board and domains of its own — a place puts a queen, a prune
// takes its squares out of the domains, a backtrack lifts the queen and
// gives back what it pruned — and checks them against the stepper at every
// step; a wipe-out must name an empty domain.
func TestTraceReplaysFC(t *testing.T) {
	for _, mrv := range []bool{false, true} {
		for n := 4; n <= 8; n++ {
			args := []string{strconv.Itoa(n), "--algo", "fc"}
			if mrv {
				args = append(args, "--mrv")
			}
			recs := traceRecords(t, args...)
			s, _ := solver.NewWith(n, solver.FC, nil, solver.StepperOptions{MRV: mrv})
			fv, _ := s.FC()
			queens := make([]int, n)
			for r := range queens {
				queens[r] = -1
			}
			domains := make([]uint64, n)
			for r := range domains {
				domains[r] = 1<<uint(n) - 1
			}
			var pruned [][][2]int // per queen standing, what it pruned
			solutions := 0
			for _, rec := range recs {
				s.Next()
				where := fmt.Sprintf("%q step %d %s", args, rec.Step, rec.Kind)
				switch rec.Kind {
				case "place":
					queens[*rec.Row] = *rec.Col
					pruned = append(pruned, nil)
				case "prune":
					top := queens[rec.By[0]]
					if top != rec.By[1] || len(rec.Pruned) == 0 {
						t.Fatalf("%s: prune by %v, queen there %d", where, *rec.By, top)
					}
					for _, sq := range rec.Pruned {
						domains[sq[0]] &^= 1 << uint(sq[1])
					}
					pruned[len(pruned)-1] = rec.Pruned
				case "wipe-out":
					if domains[*rec.Row] != 0 || rec.Col != nil {
						t.Fatalf("%s: row %d has domain %b", where, *rec.Row, domains[*rec.Row])
					}
				case "backtrack":
					queens[*rec.Row] = -1
					for _, sq := range pruned[len(pruned)-1] {
						domains[sq[0]] |= 1 << uint(sq[1])
					}
					pruned = pruned[:len(pruned)-1]
				case "solution":
					solutions++
					if !slices.Equal(rec.Queens, queens) {
						t.Fatalf("%s: solution %v, replayed board %v", where, rec.Queens, queens)
					}
				}
				for r := range n {
					if got := s.QueenCol(r); got != queens[r] {
						t.Fatalf("%s: row %d: stepper's queen %d, replayed %d", where, r, got, queens[r])
					}
					if queens[r] < 0 && fv.Domain(r) != domains[r] {
						t.Fatalf("%s: row %d: stepper's domain %b, replayed %b", where, r, fv.Domain(r), domains[r])
					}
				}
			}
			if last := recs[len(recs)-1]; last.Kind != "done" || solutions != []int{4: 2, 10, 4, 40, 92}[n] {
				t.Errorf("%q: ends with %s after %d solutions", args, last.Kind, solutions)
			}
		}
	}
}

// TestTraceReplaysMinConflicts replays min-conflicts' JSON trace (N = 1..12,
// a few seeds, both starts) — a start sets every queen, a move one — and
// checks at every step the stepper's board, the counts of an evaluate and
// the pairs, and that a seed always gives the same trace.
func TestTraceReplaysMinConflicts(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 12; n++ {
		for _, seed := range []string{"1", "9"} {
			for _, start := range []string{"greedy", "random"} {
				args := []string{strconv.Itoa(n), "--algo", "min-conflicts", "--seed", seed, "--start", start}
				recs := traceRecords(t, args...)
				if again := traceRecords(t, args...); !reflect.DeepEqual(recs, again) {
					t.Fatalf("%q: two runs differ", args)
				}
				sd, _ := strconv.ParseUint(seed, 10, 64)
				how := solver.GreedyStart
				if start == "random" {
					how = solver.RandomStart
				}
				s, _ := solver.NewWith(n, solver.MinConflicts, nil, solver.StepperOptions{Seed: sd, Start: how})
				mv, _ := s.MC()
				var queens []int
				for _, rec := range recs {
					s.Next()
					where := fmt.Sprintf("%q step %d %s", args, rec.Step, rec.Kind)
					switch rec.Kind {
					case "start":
						queens = slices.Clone(rec.Queens)
					case "pick":
						if queens[*rec.Row] != *rec.Col || *rec.Conflicts != len(rec.Attackers) || *rec.Conflicts == 0 {
							t.Fatalf("%s: picked (%d,%d), %d conflicts, attackers %v", where, *rec.Row, *rec.Col, *rec.Conflicts, rec.Attackers)
						}
					case "evaluate":
						for c, v := range rec.Counts {
							if got := mv.SquareConflicts(*rec.Row, c); got != v {
								t.Fatalf("%s: column %d counted %d, the stepper %d", where, c, v, got)
							}
						}
					case "move":
						if queens[*rec.Row] != *rec.From {
							t.Fatalf("%s: moves from %d, the queen is on %d", where, *rec.From, queens[*rec.Row])
						}
						queens[*rec.Row] = *rec.Col
					case "solution":
						if !slices.Equal(rec.Queens, queens) {
							t.Fatalf("%s: solution %v, replayed %v", where, rec.Queens, queens)
						}
					case "give-up":
						if *rec.Pairs == 0 || *rec.Moves == 0 {
							t.Fatalf("%s: gives up with %d pairs after %d moves", where, *rec.Pairs, *rec.Moves)
						}
					}
					if queens != nil && !slices.Equal(s.Queens(), queens) {
						t.Fatalf("%s: stepper's board %v, replayed %v", where, s.Queens(), queens)
					}
					if rec.Pairs != nil && *rec.Pairs != mv.ConflictPairs() {
						t.Fatalf("%s: %d pairs, the stepper %d", where, *rec.Pairs, mv.ConflictPairs())
					}
				}
				end := recs[len(recs)-2].Kind
				if want := map[bool]string{true: "give-up", false: "solution"}[n == 2 || n == 3]; end != want || recs[len(recs)-1].Kind != "done" {
					t.Errorf("%q: ends with %s, want %s then done", args, end, want)
				}
			}
		}
	}
}

// TestSolveWithAlgo: fc lists plain backtracking's solutions in its order,
// and with --mrv the same set; min-conflicts prints one valid solution, the
// stepper's for the seed, on boards past 64 in columns; N=3 gives up.
func TestSolveWithAlgo(t *testing.T) {
	plain, _, _ := execute(t, "solve", "8", "--format", "cols")
	if fc, _, code := execute(t, "solve", "8", "--algo", "fc", "--format", "cols"); code != exitOK || fc != plain {
		t.Errorf("solve 8 --algo fc: exit %d, differs from plain backtracking", code)
	}
	mrv, _, _ := execute(t, "solve", "8", "--algo", "fc", "--mrv", "--format", "cols")
	sorted := strings.Split(strings.TrimSpace(mrv), "\n")
	slices.Sort(sorted)
	if strings.Join(sorted, "\n")+"\n" != plain {
		t.Errorf("solve 8 --algo fc --mrv lists another set of solutions")
	}
	if got, _, _ := execute(t, "solve", "6", "--algo", "fc", "--limit", "1", "--format", "leetcode"); got != `[[".Q....","...Q..",".....Q","Q.....","..Q...","....Q."]]`+"\n" {
		t.Errorf("solve 6 --algo fc --limit 1 --format leetcode: %q", got)
	}
	if out, stderr, code := execute(t, "solve", "3", "--algo", "fc"); code != exitOK || out != "" || stderr != "nqueens: N=3 has no solutions\n" {
		t.Errorf("solve 3 --algo fc: exit %d, stdout %q, stderr %q", code, out, stderr)
	}

	for _, n := range []int{8, 1000} {
		out, stderr, code := execute(t, "solve", strconv.Itoa(n), "--algo", "min-conflicts", "--seed", "4", "--format", "cols")
		if code != exitOK {
			t.Fatalf("min-conflicts N=%d: exit %d: %s", n, code, stderr)
		}
		var q []int32
		for _, f := range strings.Fields(out) {
			c, _ := strconv.Atoi(f)
			q = append(q, int32(c))
		}
		if len(q) != n || strings.Count(out, "\n") != 1 || !validColumns(q) {
			t.Fatalf("min-conflicts N=%d: not a solution: %.60q", n, out)
		}
		if n == 8 {
			// solve's default start is the quick one.
			s, _ := solver.NewWith(8, solver.MinConflicts, nil, solver.StepperOptions{Seed: 4, Start: solver.QuickStart})
			for !s.IsDone() {
				s.Next()
			}
			if want := strings.Trim(fmt.Sprint(s.Queens()), "[]") + "\n"; out != want {
				t.Errorf("solve 8 --algo min-conflicts --seed 4 printed %q, the stepper found %q", out, want)
			}
		}
	}
	if out, _, _ := execute(t, "solve", "4", "--algo", "min-conflicts"); !strings.HasPrefix(out, "solution 1\n") || strings.Count(out, "Q") != 4 {
		t.Errorf("solve 4 --algo min-conflicts drew %q", out)
	}
	out, stderr, code := execute(t, "solve", "3", "--algo", "min-conflicts")
	if code != exitFailure || out != "" || !strings.Contains(stderr, "gave up on N=3") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("solve 3 --algo min-conflicts: exit %d, stdout %q, stderr %q", code, out, stderr)
	}
}

// TestSolveConstruct: construct prints the solution trace places, in
// every format, one line of columns on boards past 64 (a million rows
// here), and N=1 is its one queen.
func TestSolveConstruct(t *testing.T) {
	for _, n := range []int{1, 4, 5, 8, 9, 14, 15, 64, 1000, 1_000_000} {
		out, stderr, code := execute(t, "solve", strconv.Itoa(n), "--algo", "construct", "--format", "cols")
		if code != exitOK || stderr != "" {
			t.Fatalf("construct N=%d: exit %d: %s", n, code, stderr)
		}
		fields := strings.Fields(out)
		q := make([]int32, len(fields))
		for i, f := range fields {
			c, _ := strconv.Atoi(f)
			q[i] = int32(c)
		}
		if len(q) != n || strings.Count(out, "\n") != 1 || !validColumns(q) {
			t.Fatalf("construct N=%d: not a solution: %.60q", n, out)
		}
		if n > solver.MaxN {
			continue
		}
		recs := traceRecords(t, strconv.Itoa(n), "--algo", "construct")
		if last := recs[len(recs)-2]; last.Kind != "solution" || strings.Trim(fmt.Sprint(last.Queens), "[]")+"\n" != out {
			t.Errorf("construct N=%d: solve printed %q, trace's solution is %v", n, out, last)
		}
		board, _, _ := execute(t, "solve", strconv.Itoa(n), "--algo", "construct")
		if !strings.HasPrefix(board, "solution 1\n") || strings.Count(board, "Q") != n {
			t.Errorf("construct N=%d drew %q", n, board)
		}
	}
}

// validColumns checks a solution in linear time.
func validColumns(q []int32) bool {
	n := len(q)
	cols, diags, antis := make([]bool, n), make([]bool, 2*n), make([]bool, 2*n)
	for r, c32 := range q {
		c := int(c32)
		if c < 0 || c >= n || cols[c] || diags[r-c+n] || antis[r+c] {
			return false
		}
		cols[c], diags[r-c+n], antis[r+c] = true, true, true
	}
	return true
}

// TestAlgoUsageErrors: options of another strategy (in the visualizer and
// gif too) and min-conflicts' limits are refused with one line and status 2.
func TestAlgoUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		says string
	}{
		{[]string{"trace", "4", "--mrv"}, "--mrv is an option of --algo fc"},
		{[]string{"trace", "4", "--algo", "fc", "--seed", "2"}, "--seed is an option of --algo min-conflicts"},
		{[]string{"trace", "4", "--algo", "min-conflicts", "--start", "lazy"}, "--start must be greedy, random or quick"},
		{[]string{"trace", "65", "--algo", "min-conflicts"}, "N must be from 1 to 64"},
		{[]string{"solve", "8", "--algo", "min-conflicts", "--limit", "2"}, "finds one solution"},
		{[]string{"solve", "100", "--algo", "min-conflicts"}, "only with --format cols"},
		{[]string{"solve", "100", "--algo", "min-conflicts", "--format", "leetcode"}, "only with --format cols"},
		{[]string{"solve", "10000001", "--algo", "min-conflicts", "--format", "cols"}, "N must be from 1 to 10000000"},
		{[]string{"solve", "100000", "--algo", "min-conflicts", "--start", "random", "--format", "cols"}, "--start random costs"},
		{[]string{"solve", "65", "--algo", "fc"}, "N must be from 1 to 64"},
		{[]string{"solve", "8", "--algo", "fc", "--from", "2"}, "--from needs --algo array or bitmask"},
		{[]string{"solve", "8", "--algo", "min-conflicts", "--unique"}, "--unique needs"},
		{[]string{"--mrv"}, "--mrv is an option of --algo fc"},
		{[]string{"--algo", "fc", "--start", "random"}, "--start is an option of --algo min-conflicts"},
		{[]string{"gif", "--algo", "bitmask", "--seed", "3", "-o", "x.gif"}, "--seed is an option of --algo min-conflicts"},
		{[]string{"gif", "--algo", "min-conflicts", "--seed", "x", "-o", "x.gif"}, "--seed must be a whole number"},
		{[]string{"tree", "4", "--algo", "min-conflicts"}, "has no search tree"},
		{[]string{"tree", "8", "--algo", "construct"}, "has no search tree: it is an explicit construction"},
		{[]string{"solve", "8", "--algo", "construct", "--limit", "2"}, "--algo construct finds one solution"},
		{[]string{"solve", "100", "--algo", "construct"}, "only with --format cols"},
		{[]string{"solve", "1000000001", "--algo", "construct", "--format", "cols"}, "N must be from 1 to 1000000000"},
		{[]string{"solve", "8", "--algo", "construct", "--from", "2"}, "--from needs --algo array or bitmask"},
		{[]string{"trace", "8", "--algo", "construct", "--mrv"}, "--mrv is an option of --algo fc"},
		{[]string{"trace", "65", "--algo", "construct"}, "N must be from 1 to 64"},
	} {
		stdout, stderr, code := execute(t, tc.args...)
		if code != exitUsage || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, tc.says) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want status 2 saying %q", tc.args, code, stdout, stderr, tc.says)
		}
	}
}
