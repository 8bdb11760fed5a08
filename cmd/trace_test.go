package cmd

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/solver/replay"
)

func TestTraceText(t *testing.T) {
	stdout, _, code := execute(t, "trace", "4", "--limit", "6")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	want := []string{
		"     1  row 0: try (0,0)",
		"     2  row 0: (0,0) is safe — place a queen, on to row 1",
		"     3  row 1: try (1,0)",
		"     4  row 1: (1,0) is attacked by the queen at (0,0) along its column — skip",
		"     5  row 1: try (1,1)",
		"     6  row 1: (1,1) is attacked by the queen at (0,0) along a diagonal — skip",
	}
	if got := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n"); !slices.Equal(got, want) {
		t.Errorf("trace 4 --limit 6:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestTraceJSON reads the whole JSON Lines trace of N=6 with the bitmask
// strategy and checks its shape: 1-based consecutive steps, the fields of
// each kind, the four solutions of N=6, and a final done.
func TestTraceJSON(t *testing.T) {
	stdout, _, code := execute(t, "trace", "6", "--algo", "bitmask", "--format", "json")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	type record struct {
		Step   uint64         `json:"step"`
		Kind   string         `json:"kind"`
		Row    *int           `json:"row"`
		Col    *int           `json:"col"`
		By     []int          `json:"by"`
		Line   string         `json:"line"`
		Index  uint64         `json:"index"`
		Queens []int          `json:"queens"`
		Extra  map[string]any `json:"-"`
	}
	var solutions [][]int
	var last record
	sc := bufio.NewScanner(strings.NewReader(stdout))
	sc.Scan() // the meta line (TestTraceMeta)
	for i := uint64(1); sc.Scan(); i++ {
		var r record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("line %d: %v: %s", i, err, sc.Text())
		}
		if r.Step != i {
			t.Fatalf("line %d has step %d", i, r.Step)
		}
		switch r.Kind {
		case "try", "place", "backtrack":
			if r.Row == nil || r.Col == nil || r.By != nil || r.Line != "" {
				t.Fatalf("line %d: bad %s record %s", i, r.Kind, sc.Text())
			}
		case "attack":
			if r.Row == nil || len(r.By) != 2 || (r.Line != "column" && r.Line != "diagonal" && r.Line != "anti-diagonal") {
				t.Fatalf("line %d: bad attack record %s", i, sc.Text())
			}
		case "solution":
			if r.Row != nil || r.Index != uint64(len(solutions)+1) || len(r.Queens) != 6 {
				t.Fatalf("line %d: bad solution record %s", i, sc.Text())
			}
			solutions = append(solutions, r.Queens)
		case "done":
		default:
			t.Fatalf("line %d: unknown kind %q", i, r.Kind)
		}
		last = r
	}
	if last.Kind != "done" {
		t.Errorf("the trace ends with %q, want done", last.Kind)
	}
	want := [][]int{{1, 3, 5, 0, 2, 4}, {2, 5, 1, 4, 0, 3}, {3, 0, 4, 1, 5, 2}, {4, 2, 0, 5, 3, 1}}
	if !slices.EqualFunc(solutions, want, slices.Equal) {
		t.Errorf("solutions %v, want %v", solutions, want)
	}
}

// TestTraceInterruptedEndsOnAWholeLine: Ctrl-C in the middle of a trace
// leaves whole JSON lines only (it left `{"step":462840,` before).
func TestTraceInterruptedEndsOnAWholeLine(t *testing.T) {
	for _, write := range []func([]byte, *solver.Stepper, solver.Event) []byte{replay.AppendEvent, appendTraceText} {
		// 100 000 bytes is not a multiple of the output buffer: the cut
		// falls inside a record.
		out := interruptedStream(t, 100_000, func(ctx context.Context, w io.Writer) error {
			s, err := solver.New(14, solver.Array, nil)
			if err != nil {
				t.Fatal(err)
			}
			return runTrace(ctx, w, s, 0, write)
		})
		if !strings.HasSuffix(out, "\n") {
			t.Fatalf("interrupted trace ends %q", out[max(len(out)-80, 0):])
		}
		for i, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			var rec struct{ Step int }
			if l[0] == '{' {
				if err := json.Unmarshal([]byte(l), &rec); err != nil {
					t.Fatalf("line %d is not a whole record: %q", i+1, l)
				}
			} else {
				fmt.Sscan(l, &rec.Step)
			}
			if rec.Step != i+1 {
				t.Fatalf("line %d is step %d: %q", i+1, rec.Step, l)
			}
		}
	}
}

// TestTraceMeta: the JSON trace begins with the meta line that names its
// board and strategy (and min-conflicts' seed and start), which replay
// reads: so the trace alone is checked, with no --n or --algo.
func TestTraceMeta(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args []string
		meta string
	}{
		{[]string{"5"}, `{"kind":"meta","n":5,"algo":"array"}`},
		{[]string{"5", "--algo", "bitmask"}, `{"kind":"meta","n":5,"algo":"bitmask"}`},
		{[]string{"6", "--algo", "fc", "--mrv"}, `{"kind":"meta","n":6,"algo":"fc","mrv":true}`},
		{[]string{"6", "--algo", "min-conflicts", "--seed", "4", "--start", "random"}, `{"kind":"meta","n":6,"algo":"min-conflicts","seed":4,"start":"random"}`},
	} {
		trace, _, code := execute(t, append([]string{"trace", "--format", "json"}, c.args...)...)
		if first, _, _ := strings.Cut(trace, "\n"); code != exitOK || first != c.meta {
			t.Errorf("%v: exit %d, first line %s, want %s", c.args, code, first, c.meta)
		}
		stdout, stderr, code := execute(t, "replay", "--check", writeFile(t, "t.jsonl", trace))
		if code != exitOK || !strings.HasPrefix(stdout, "ok: ") {
			t.Errorf("%v: replay --check: exit %d, %s%s", c.args, code, stdout, stderr)
		}
	}
}

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
	t.Parallel()
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
	if testing.Short() {
		t.Skip("a sweep of 48 traces: computing only (see longTests)")
	}
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
