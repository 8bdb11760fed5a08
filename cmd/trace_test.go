package cmd

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/solver"
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
	for _, write := range []func(io.Writer, *solver.Stepper, solver.Event) error{writeTraceJSON, writeTraceText} {
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
