package replay

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/solver"
)

// TestKindNames: the decoder knows every kind by the name trace writes.
func TestKindNames(t *testing.T) {
	for _, k := range solver.Kinds {
		if got, ok := kindByName([]byte(k.String())); !ok || got != k {
			t.Errorf("kindByName(%q) = %v, %v", k, got, ok)
		}
	}
	for f := field(1); f < 1<<numFields; f <<= 1 {
		if got := fieldByName([]byte(f.String())); got != f {
			t.Errorf("fieldByName(%q) = %v", f, got)
		}
	}
}

// TestBadLines: each line that does not decode gets its line number and
// the reason.
func TestBadLines(t *testing.T) {
	const try1 = `{"step":1,"kind":"try","row":0,"col":0}`
	for _, tc := range []struct {
		trace string
		line  int64
		want  string
	}{
		{"hello\n", 1, "not a JSON object"},
		{try1 + "\n" + "\n", 2, "empty line"},
		{try1 + "\n{\"step\":2,\"kind\":\"place\",\"row\":0,\"col\":0\n", 2, "the line ends"},
		{`{"step":1,"kind":"jump","row":0,"col":0}`, 1, `unknown kind "jump"`},
		{`{"step":1,"kind":"try","row":0,"col":0,"colour":1}`, 1, `unknown field "colour"`},
		{`{"step":1,"kind":"try","row":0}`, 1, `a try line needs "col"`},
		{`{"step":1,"kind":"try","row":0,"col":0,"by":[0,0]}`, 1, `"by" is not a field of a try line`},
		{`{"step":1,"kind":"try","row":0,"row":1,"col":0}`, 1, `field "row" given twice`},
		{`{"step":1,"kind":"try","row":8,"col":0}`, 1, "row 8 is off the 8×8 board"},
		{`{"step":1,"kind":"try","row":0,"col":-1}`, 1, "col -1 is off the 8×8 board"},
		{`{"step":1,"kind":"attack","row":1,"col":0,"by":[0,9],"line":"column"}`, 1, `"by": column 9 is off the 8×8 board`},
		{`{"step":1,"kind":"try","row":0.5,"col":0}`, 1, "a whole number expected"},
		{`{"step":01,"kind":"try","row":0,"col":0}`, 1, "leading zero"},
		{`{"step":1e3,"kind":"try","row":0,"col":0}`, 1, "a whole number expected"},
		{`{"step":99999999999999999999999,"kind":"try","row":0,"col":0}`, 1, "number too large"},
		{`{"step":1,"kind":"try","row":0,"col":0} x`, 1, "text after the object"},
		{`{"step":1,"kind":"try","row":0,"col":0}{}`, 1, "text after the object"},
		{`{"step":1,"kind":"t\u0072y","row":0,"col":0}`, 1, "an escape"},
		{"{\"step\":1,\"kind\":\"tr\xffy\",\"row\":0,\"col\":0}", 1, "invalid UTF-8 at byte 21"},
		{"{\"step\":1,\"kind\":\"try\",\"row\":0,\"col\":0}\xfe", 1, "invalid UTF-8 at byte 40"},
		{`{"step":1,"kind":"try","row":0,"col":null}`, 1, "a number expected"},
		{`{"step":1,"kind":"try","row":[[[[[[[[0]]]]]]]],"col":0}`, 1, "row: byte 30: a number expected"},
		{`{"step":1,"kind":"solution","index":1,"queens":[[0],[1]]}`, 1, `"queens": column: byte 49: a number expected`},
		{`{"step":1,"kind":"solution","index":1,"queens":[0,4,7,5,2,6,1]}`, 1, `"queens" lists 7 columns`},
		{`{"step":1,"kind":"solution","index":1,"queens":[0,4,7,5,2,6,1,3,0]}`, 1, `"queens" has more than 8 entries`},
		{`{"step":1,"kind":"evaluate","row":0,"col":0,"counts":[0,1,2,3,4,5,6,9]}`, 1, `9 conflicts on a board of 8 rows`},
		{`{"kind":"meta","n":8}`, 1, "a meta line comes first"}, // put on line 2 below
		{`["step",1]`, 1, "not a JSON object"},
		{`{"step":1,"kind":"try","row":0,"col":0,}`, 1, "a field name expected"},
		{`{"step":1,"kind":"attack","row":1,"col":0,"by":[0,0],"line":"row"}`, 1, `unknown line "row"`},
		{`{"step":1,"kind":"done","solutions":-1}`, 1, "cannot be negative"},
		{`{"step":1,"kind":"pick","row":0,"col":0,"conflicts":65}`, 1, `"conflicts" is 65: more than`},
	} {
		opt := Options{N: 8}
		if strings.Contains(tc.trace, `"meta"`) {
			tc.trace = `{"step":1,"kind":"try","row":0,"col":0}` + "\n" + tc.trace
			tc.line = 2
		}
		_, err := Check(strings.NewReader(tc.trace), opt, nil)
		var e *Error
		if !errors.As(err, &e) || e.Line != tc.line || !strings.Contains(e.Reason, tc.want) {
			t.Errorf("%q: got %v, want line %d: …%s…", tc.trace, err, tc.line, tc.want)
		}
	}
}

// TestHeader: the meta line or the options give the board and strategy.
func TestHeader(t *testing.T) {
	for _, tc := range []struct {
		trace string
		opt   Options
		want  string // the error, or the header as "N strategy mrv"
	}{
		{`{"kind":"meta","n":4}` + "\n", Options{}, "4 array false"},
		{`{"kind":"meta","n":4,"algo":"fc","mrv":true}`, Options{}, "4 fc true"},
		{`{"kind":"meta","algo":"fc","n":4}`, Options{N: 4, Strategy: solver.FC, StrategySet: true}, "4 fc false"},
		{`{"kind":"meta","n":4}`, Options{N: 5}, "line 1: the meta line says n=4, the command line 5"},
		{`{"kind":"meta","n":4,"algo":"bitmask"}`, Options{Strategy: solver.FC, StrategySet: true}, "line 1: the meta line says algo bitmask, the command line fc"},
		{`{"kind":"meta","n":1000000000000000000}`, Options{}, "line 1: the board size 1000000000000000000 is out of range: N is 1 to 64"},
		{`{"kind":"meta","n":0}`, Options{}, "line 1: the board size 0 is out of range"},
		{`{"kind":"meta","n":4,"mrv":true}`, Options{}, `line 1: "mrv" is an option of "algo":"fc"`},
		{`{"kind":"meta","n":4,"algo":"quick"}`, Options{}, `line 1: unknown algo "quick" (array, bitmask, fc, min-conflicts or construct)`},
		{`{"step":1,"kind":"try","row":0,"col":0}`, Options{}, "line 1: the board size is unknown"},
		{`{"step":1,"kind":"done"}`, Options{}, "line 1: the board size is unknown"},
		{"", Options{N: 4}, "line 1: the trace is empty"},
	} {
		rd, err := NewReader(strings.NewReader(tc.trace), tc.opt)
		got := ""
		if err != nil {
			got = err.Error()
		} else {
			h := rd.Header()
			got = fmt.Sprintf("%d %s %v", h.N, h.Strategy, h.MRV)
		}
		if !strings.HasPrefix(got, tc.want) {
			t.Errorf("%q with %+v: %q, want %q", tc.trace, tc.opt, got, tc.want)
		}
	}
}

// endless is an input of size bytes of b repeated, made as it is read; it
// counts what was read.
type endless struct {
	b          []byte
	left, read int64
}

func (e *endless) Read(p []byte) (int, error) {
	if e.left == 0 {
		return 0, io.EOF
	}
	n := int64(len(p))
	n = min(n, e.left)
	for i := range n {
		p[i] = e.b[(e.read+i)%int64(len(e.b))]
	}
	e.left -= n
	e.read += n
	return int(n), nil
}

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestHostileInput: a line of 100 MB, deep nesting: one clear error, read
// no further than the line bound, in bounded memory.
func TestHostileInput(t *testing.T) {
	for _, tc := range []struct {
		name  string
		input *endless
		want  string
	}{
		{"a line of 100 MB", &endless{b: []byte("x"), left: 100 << 20}, "line 1: the line is longer than 65,536 bytes"},
		{"a 100 MB line nested deep", &endless{b: []byte("["), left: 100 << 20}, "line 1: the line is longer than 65,536 bytes"},
		{"a good line, then a long one", &endless{b: []byte(`{"kind":"meta","n":8}` + "\n" + strings.Repeat("{", 1<<20)), left: 1 << 20}, "line 2: the line is longer"},
	} {
		var err error
		alloc := allocated(func() { _, err = Check(tc.input, Options{}, nil) })
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %s", tc.name, err, tc.want)
		}
		if tc.input.read > 2*MaxLineBytes+4096 {
			t.Errorf("%s: read %d bytes, more than the line bound", tc.name, tc.input.read)
		}
		if alloc > 1<<20 {
			t.Errorf("%s: allocated %d bytes", tc.name, alloc)
		}
	}
	// Nesting within the line bound: refused at the first bracket too many.
	deep := `{"kind":"meta","n":8}` + "\n" + `{"step":1,"kind":"try","row":` + strings.Repeat("[", 30000) + "0" + strings.Repeat("]", 30000) + `,"col":0}`
	if _, err := Check(strings.NewReader(deep), Options{}, nil); err == nil || !strings.HasPrefix(err.Error(), "line 2: row: byte 30: a number expected") {
		t.Errorf("deep nesting: %v", err)
	}
}

// TestEndlessTraceWithoutDone streams a valid run that never reaches
// done — 10⁶ events, 10⁸ with NQUEENS_LONG=1 — and ends it: one error, one
// past the last line, in memory that does not grow with the input: the
// line buffer and the reference stepper's snapshots, at most about 35 MiB
// live however long the run. The events come from arrayTrace, not a stepper,
// whose snapshots would share the heap measured.
func TestEndlessTraceWithoutDone(t *testing.T) {
	events := uint64(1_000_000)
	if os.Getenv("NQUEENS_LONG") == "1" {
		events = 100_000_000
	}
	const n = 16
	pr, pw := io.Pipe()
	go func() {
		w := bufio.NewWriterSize(pw, 1<<16)
		arrayTrace(w, n, events)
		pw.CloseWithError(w.Flush())
	}()
	t.Cleanup(func() { pr.Close() })
	var peak uint64
	sum, err := Check(pr, Options{N: n}, func() error {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		peak = max(peak, m.HeapInuse)
		return nil
	})
	var e *Error
	if !errors.As(err, &e) || e.Line != int64(events)+1 || e.Reason != "the trace ends before done" {
		t.Fatalf("%v, want line %d: the trace ends before done", err, events+1)
	}
	if sum.Events != events {
		t.Errorf("%d events checked, want %d", sum.Events, events)
	}
	// The snapshots live are at most about 35 MiB; the heap in use may hold
	// as much again of garbage between collections (GOGC=100): 74 MiB
	// measured for 10⁸ events, 4 MiB for 10⁶.
	if peak > 96<<20 {
		t.Errorf("the heap reached %d MiB", peak>>20)
	}
	t.Logf("%d events, heap in use at most %d MiB", events, peak>>20)
}

// arrayTrace writes the first limit events of plain backtracking on an n×n
// board, as trace does, with a search of its own.
func arrayTrace(w io.Writer, n int, limit uint64) {
	var (
		step      uint64
		solutions uint64
		buf       []byte
		queens    = make([]int, n)
		owner     = [3][]int{make([]int, n), make([]int, 2*n-1), make([]int, 2*n-1)} // 1 + the row of the queen on each column, diagonal, anti-diagonal
		lines     = [3]string{"column", "diagonal", "anti-diagonal"}
	)
	emit := func(kind string, r, c int, extra func()) bool {
		if step++; step > limit {
			return false
		}
		buf = append(buf[:0], `{"step":`...)
		buf = strconv.AppendUint(buf, step, 10)
		buf = append(buf, `,"kind":"`...)
		buf = append(buf, kind...)
		buf = append(buf, `","row":`...)
		buf = strconv.AppendInt(buf, int64(r), 10)
		buf = append(buf, `,"col":`...)
		buf = strconv.AppendInt(buf, int64(c), 10)
		if extra != nil {
			extra()
		}
		buf = append(buf, "}\n"...)
		_, err := w.Write(buf)
		return err == nil
	}
	var solve func(r int) bool
	solve = func(r int) bool {
		if r == n {
			if step++; step > limit {
				return false
			}
			solutions++
			buf = append(buf[:0], `{"step":`...)
			buf = strconv.AppendUint(buf, step, 10)
			buf = append(buf, `,"kind":"solution","index":`...)
			buf = strconv.AppendUint(buf, solutions, 10)
			buf = append(appendInts(buf, "queens", queens), "}\n"...)
			_, err := w.Write(buf)
			return err == nil
		}
		for c := 0; c < n; c++ {
			if !emit("try", r, c, nil) {
				return false
			}
			at := [3]int{c, r - c + n - 1, r + c}
			line := -1
			for i := 2; i >= 0; i-- {
				if owner[i][at[i]] != 0 {
					line = i
				}
			}
			if line >= 0 {
				by := owner[line][at[line]] - 1
				if !emit("attack", r, c, func() {
					buf = appendSquare(append(buf, `,"by":`...), solver.Square{Row: by, Col: queens[by]})
					buf = append(append(append(buf, `,"line":"`...), lines[line]...), '"')
				}) {
					return false
				}
				continue
			}
			if !emit("place", r, c, nil) {
				return false
			}
			queens[r] = c
			for i := range at {
				owner[i][at[i]] = r + 1
			}
			if !solve(r + 1) {
				return false
			}
			for i := range at {
				owner[i][at[i]] = 0
			}
			if !emit("backtrack", r, c, nil) {
				return false
			}
		}
		return true
	}
	solve(0)
}
