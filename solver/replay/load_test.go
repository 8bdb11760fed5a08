package replay

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/solver"
)

// meta is the meta line of r, as trace --format json writes it.
func (r run) meta() []byte {
	return AppendMeta(nil, Header{N: r.n, Strategy: r.strategy, MRV: r.mrv,
		Seeded: r.strategy == solver.MinConflicts, Seed: r.seed, Start: solver.GreedyStart})
}

// TestLoadPlaysTheRun: a trace loaded for the viewer, meta line first,
// plays as the run that wrote it — event for event, with the narration of
// the same seed — and a trace wrong at a line plays up to the line before
// it, the error kept as the fault.
func TestLoadPlaysTheRun(t *testing.T) {
	for _, r := range strategyRuns {
		r.n = 7
		t.Run(r.strategy.String(), func(t *testing.T) {
			lines := r.lines(t)
			trace := bytes.Join(append([][]byte{r.meta()}, lines...), nil)
			l, err := Load(bytes.NewReader(trace), Options{}, nil)
			if err != nil || l.Fault != nil {
				t.Fatalf("Load: %v, fault %v", err, l.Fault)
			}
			if l.Script.Len() != uint64(len(lines)) || l.Header.Options() != (solver.StepperOptions{MRV: r.mrv, Seed: r.seed}) {
				t.Fatalf("%d events of %d, options %+v", l.Script.Len(), len(lines), l.Header.Options())
			}
			ref := r.stepper(t)
			s, err := solver.NewScripted(l.Script)
			if err != nil {
				t.Fatal(err)
			}
			for !ref.IsDone() {
				if ref.Next() != s.Next() || ref.Narrate() != s.Narrate() || !slices.Equal(ref.Queens(), s.Queens()) {
					t.Fatalf("step %d: %q, want %q", ref.Step(), s.Narrate(), ref.Narrate())
				}
			}
			// The same trace with one line dropped (the meta is line 1).
			k := len(lines) / 2
			cut := bytes.Join(append([][]byte{r.meta()}, slices.Delete(slices.Clone(lines), k, k+1)...), nil)
			l, err = Load(bytes.NewReader(cut), Options{}, nil)
			if err != nil || l.Fault == nil {
				t.Fatalf("a trace without line %d: %v, fault %v", k+2, err, l.Fault)
			}
			if l.Fault.Line != int64(k+2) || l.Script.Len() != uint64(k) {
				t.Fatalf("fault at line %d after %d events, want line %d after %d", l.Fault.Line, l.Script.Len(), k+2, k)
			}
			s, _ = solver.NewScripted(l.Script)
			if s.Seek(uint64(len(lines))) != uint64(k) || !s.IsDone() {
				t.Fatalf("the script of the valid prefix plays to step %d", s.Step())
			}
		})
	}
}

// TestLoadRefuses: a trace without a header, or a meta line that gives a
// seed to another strategy, is an error, not a fault; so is a tick's.
func TestLoadRefuses(t *testing.T) {
	for _, c := range []struct{ trace, want string }{
		{"", "the trace is empty"},
		{`{"kind":"meta","n":8,"algo":"array","seed":3}` + "\n", `options of "algo":"min-conflicts"`},
		{`{"kind":"meta","n":8,"algo":"min-conflicts","seed":3,"start":"lazy"}` + "\n", `unknown start "lazy"`},
	} {
		if _, err := Load(strings.NewReader(c.trace), Options{}, nil); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.trace, err, c.want)
		}
	}
	stop := errors.New("stop")
	r := run{n: 10, strategy: solver.Array}
	if _, err := Load(r.stream(t), r.options(), func(uint64) error { return stop }); !errors.Is(err, stop) {
		t.Errorf("a tick's error: %v", err)
	}
}

// TestMarkNamesTheSquare: the error of a wrong event names its square.
func TestMarkNamesTheSquare(t *testing.T) {
	trace := `{"kind":"meta","n":4,"algo":"array"}` + "\n" + `{"step":1,"kind":"try","row":0,"col":2}` + "\n"
	l, err := Load(strings.NewReader(trace), Options{}, nil)
	if err != nil || l.Fault == nil || l.Fault.Mark == nil || *l.Fault.Mark != (solver.Square{Row: 0, Col: 2}) {
		t.Fatalf("%v, fault %+v", err, l.Fault)
	}
}
