package cmd

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/solver"
)

func TestSolveOutputs(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "4"}, `solution 1
.Q..
...Q
Q...
..Q.

solution 2
..Q.
Q...
...Q
.Q..
`},
		{[]string{"solve", "4", "--format", "board", "--from", "2"}, `solution 2
..Q.
Q...
...Q
.Q..
`},
		{[]string{"solve", "4", "--format", "cols"}, "1 3 0 2\n2 0 3 1\n"},
		{[]string{"solve", "4", "--format", "leetcode"}, `[[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]]` + "\n"},
		{[]string{"solve", "4", "--format", "leetcode", "--limit", "1"}, `[[".Q..","...Q","Q...","..Q."]]` + "\n"},
		{[]string{"solve", "1"}, "solution 1\nQ\n"},
		{[]string{"solve", "4", "--unique", "--format", "cols"}, "1 3 0 2\n"},
		{[]string{"solve", "6", "--unique"}, "unique solution 1 (stands for 4 solutions)\n.Q....\n...Q..\n.....Q\nQ.....\n..Q...\n....Q.\n"},
		{[]string{"solve", "8", "--format", "cols", "--limit", "2"}, "0 4 7 5 2 6 1 3\n0 5 7 2 6 3 1 4\n"},
		{[]string{"solve", "8", "--format", "cols", "--from", "91"}, "7 2 0 5 1 4 6 3\n7 3 0 2 5 1 6 4\n"},
		{[]string{"solve", "8", "--format", "cols", "--from", "50", "--limit", "1"}, "4 1 3 5 7 2 0 6\n"},
		{[]string{"solve", "8", "--unique", "--format", "cols", "--from", "12"}, "2 5 1 4 7 0 6 3\n"},
	} {
		stdout, stderr, code := execute(t, tc.args...)
		if code != exitOK || stderr != "" {
			t.Errorf("%q: exit %d, stderr %q", tc.args, code, stderr)
		}
		if stdout != tc.want {
			t.Errorf("%q: printed\n%s\nwant\n%s", tc.args, stdout, tc.want)
		}
	}
}

// TestSolveNone: N=2 and N=3 have no solutions; solve says so on stderr,
// in one line, and exits 0 (it answered); LeetCode's answer is [].
func TestSolveNone(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "2"}, ""},
		{[]string{"solve", "3"}, ""},
		{[]string{"solve", "3", "--unique"}, ""},
		{[]string{"solve", "2", "--format", "cols"}, ""},
		{[]string{"solve", "3", "--format", "leetcode"}, "[]\n"},
		{[]string{"solve", "2", "--algo", "construct"}, ""},
		{[]string{"solve", "3", "--algo", "construct", "--format", "cols"}, ""},
		{[]string{"solve", "3", "--algo", "construct", "--format", "leetcode"}, "[]\n"},
	} {
		stdout, stderr, code := execute(t, tc.args...)
		if code != exitOK || stdout != tc.want {
			t.Errorf("%q: exit %d, stdout %q; want exit 0 and %q", tc.args, code, stdout, tc.want)
		}
		if want := "nqueens: N=" + tc.args[1] + " has no solutions\n"; stderr != want {
			t.Errorf("%q: stderr %q, want %q", tc.args, stderr, want)
		}
	}
}

func TestSolveCounts(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		lines int
	}{
		{[]string{"solve", "8", "--format", "cols"}, 92},
		{[]string{"solve", "8", "--unique", "--format", "cols"}, 12},
		{[]string{"solve", "10", "--unique", "--format", "cols"}, 92},
		{[]string{"solve", "8", "--format", "cols", "--from", "90"}, 3},
		{[]string{"solve", "8", "--format", "cols", "--from", "90", "--limit", "2"}, 2},
	} {
		stdout, _, code := execute(t, tc.args...)
		if got := strings.Count(stdout, "\n"); code != exitOK || got != tc.lines {
			t.Errorf("%q: exit %d, %d lines, want %d", tc.args, code, got, tc.lines)
		}
	}
	// The JSON is valid and holds every board.
	stdout, _, _ := execute(t, "solve", "8", "--format", "leetcode")
	var boards [][]string
	if err := json.Unmarshal([]byte(stdout), &boards); err != nil || len(boards) != 92 || len(boards[91]) != 8 {
		t.Fatalf("leetcode output does not decode to 92 boards: %v", err)
	}
	// The board format numbers every solution and separates them.
	stdout, _, _ = execute(t, "solve", "5", "--from", "9")
	if want := "solution 9\n"; !strings.HasPrefix(stdout, want) || strings.Count(stdout, "\n\nsolution 10\n") != 1 {
		t.Fatalf("board output:\n%s", stdout)
	}
}

func TestSolveErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"solve"}, exitUsage, "exactly one argument"},
		{[]string{"solve", "abc"}, exitUsage, "whole number"},
		{[]string{"solve", "0"}, exitUsage, "from 1 to 64"},
		{[]string{"solve", "-1"}, exitUsage, ""},
		{[]string{"solve", "65"}, exitUsage, "from 1 to 64"},
		{[]string{"solve", "4", "5"}, exitUsage, "exactly one argument"},
		{[]string{"solve", "4", "--format", "xml"}, exitUsage, "--format"},
		{[]string{"solve", "4", "--limit", "-3"}, exitUsage, "--limit"},
		{[]string{"solve", "4", "--limit", "0"}, exitUsage, "--limit"},
		{[]string{"solve", "4", "--limit", "x"}, exitUsage, ""},
		{[]string{"solve", "4", "--from", "0"}, exitUsage, "--from"},
		{[]string{"solve", "4", "--from", "-2"}, exitUsage, "--from"},
		{[]string{"solve", "4", "--bogus"}, exitUsage, ""},
		{[]string{"solve", "8", "--from", "93"}, exitFailure, "--from 93 is past the last: N=8 has 92 solutions"},
		{[]string{"solve", "8", "--unique", "--from", "13"}, exitFailure, "--from 13 is past the last: N=8 has 12 unique solutions"},
		{[]string{"solve", "3", "--from", "2"}, exitFailure, "N=3 has 0 solutions"},
	} {
		stdout, stderr, code := execute(t, tc.args...)
		if code != tc.code {
			t.Errorf("%q: exit %d, want %d", tc.args, code, tc.code)
		}
		if stdout != "" {
			t.Errorf("%q: printed %q on stdout", tc.args, stdout)
		}
		if strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "nqueens: ") || !strings.Contains(stderr, tc.msg) {
			t.Errorf("%q: stderr %q, want one line with %q", tc.args, stderr, tc.msg)
		}
	}
}

// failingWriter accepts limit bytes, then fails like a closed pipe.
type failingWriter struct{ limit int }

var errSolveTestClosed = errors.New("closed")

func (w *failingWriter) Write(p []byte) (int, error) {
	if len(p) > w.limit {
		n := w.limit
		w.limit = 0
		return n, errSolveTestClosed
	}
	w.limit -= len(p)
	return len(p), nil
}

func TestSolveStopsOnWriteError(t *testing.T) {
	err := runSolve(context.Background(), &failingWriter{limit: 10000}, &bytes.Buffer{}, solveOptions{n: 12, format: solveCols, from: 1})
	if !errors.Is(err, errSolveTestClosed) {
		t.Fatalf("got %v, want the write error", err)
	}
}

func TestSolveInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out bytes.Buffer
	// N=30 takes long to reach its first solution: only the interruption
	// can end this quickly.
	err := runSolve(ctx, &out, &bytes.Buffer{}, solveOptions{n: 30, format: solveCols, from: 1})
	if !errors.Is(err, errInterrupted) {
		t.Fatalf("got %v, want errInterrupted", err)
	}
	err = runSolve(ctx, &out, &bytes.Buffer{}, solveOptions{n: 20, format: solveCols, from: 5})
	if !errors.Is(err, errInterrupted) {
		t.Fatalf("seek: got %v, want errInterrupted", err)
	}
}

// TestSolveInterruptedEndsOnAWholeSolution: Ctrl-C in the middle of a
// stream leaves whole solutions only, in every format.
func TestSolveInterruptedEndsOnAWholeSolution(t *testing.T) {
	t.Parallel()
	for _, f := range solveFormats {
		out := interruptedStream(t, 100_000, func(ctx context.Context, w io.Writer) error {
			return runSolve(ctx, w, &bytes.Buffer{}, solveOptions{n: 12, format: f, from: 1})
		})
		var whole bool
		switch f {
		case solveCols:
			lines := strings.Split(out, "\n")
			whole = lines[len(lines)-1] == "" && len(strings.Fields(lines[len(lines)-2])) == 12
		case solveBoard:
			blocks := strings.Split(out, "\n\n")
			last := strings.Split(blocks[len(blocks)-1], "\n")
			whole = len(last) == 1+12+1 && last[13] == "" && len(last[12]) == 12
		case solveLeetCode:
			// Whole boards, the array closed: what was written is JSON
			// (the status, 130, says the list is cut). It was left open.
			var boards [][]string
			whole = strings.HasSuffix(out, "]]\n") && json.Unmarshal([]byte(out), &boards) == nil && len(boards) > 0 && len(boards[len(boards)-1]) == 12
		}
		if !whole {
			t.Errorf("%v: the interrupted stream ends %q", f, out[max(len(out)-60, 0):])
		}
	}
}

// TestSolveFromPastTheCounter: past N=32 there is no count to skip with, so
// a --from that would walk past solver.MaxWalkSeek solutions is refused at
// once as a usage error; near the start of a large board --from walks, and
// lands where --limit would.
func TestSolveFromPastTheCounter(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"solve", "40", "--from", "2000000"},
		{"solve", "64", "--unique", "--from", "1048578"},
	} {
		stdout, stderr, code := execute(t, args...)
		if code != exitUsage || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "cannot finish") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want status 2 and one line saying it cannot finish", args, code, stdout, stderr)
		}
	}
	listed, _, code := execute(t, "solve", "17", "--format", "cols", "--limit", "1000")
	lines := strings.SplitAfter(listed, "\n")
	if code != exitOK || len(lines) < 1000 {
		t.Fatalf("solve 17 --limit 1000: exit %d, %d lines", code, len(lines))
	}
	got, _, code := execute(t, "solve", "17", "--format", "cols", "--from", "999", "--limit", "2")
	if want := lines[998] + lines[999]; code != exitOK || got != want {
		t.Errorf("solve 17 --from 999 --limit 2: exit %d, %q; want %q", code, got, want)
	}
	// Further on, N=20 is counted, and Ctrl-C stops the count (N=20 --from 5,
	// in TestSolveInterrupted, now walks).
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err := runSolve(ctx, &bytes.Buffer{}, &bytes.Buffer{}, solveOptions{n: 20, format: solveCols, from: solver.MaxWalkSeek + 1})
	if !errors.Is(err, errInterrupted) {
		t.Fatalf("interrupted count of N=20: got %v, want errInterrupted", err)
	}
}

// TestSolveWithAlgo: fc lists plain backtracking's solutions in its order,
// and with --mrv the same set; min-conflicts prints one valid solution, the
// stepper's for the seed, on boards past 64 in columns; N=3 gives up.
func TestSolveWithAlgo(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
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
