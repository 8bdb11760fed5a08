package solver

import (
	"slices"
	"strings"
	"testing"
)

// scriptOf records the whole run of a stepper as a script.
func scriptOf(t *testing.T, n int, strategy Strategy, opt StepperOptions, seeded bool) (*Script, []Event) {
	t.Helper()
	ref, err := NewWith(n, strategy, nil, opt)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := NewScript(n, strategy, opt, seeded)
	if err != nil {
		t.Fatal(err)
	}
	var evs []Event
	for !ref.IsDone() {
		ev := ref.Next()
		var queens []int
		if ev.Kind == Start {
			queens = ref.Queens()
		}
		if err := sc.Add(ev, queens); err != nil {
			t.Fatal(err)
		}
		evs = append(evs, ev)
	}
	return sc, evs
}

// scriptCases are runs of every strategy the views draw.
var scriptCases = []struct {
	n        int
	strategy Strategy
	opt      StepperOptions
}{
	{6, Array, StepperOptions{}},
	{6, Bitmask, StepperOptions{}},
	{7, FC, StepperOptions{}},
	{8, FC, StepperOptions{MRV: true}},
	{8, MinConflicts, StepperOptions{Seed: 2, Start: RandomStart}},
	{12, MinConflicts, StepperOptions{Seed: 5}},
	{3, MinConflicts, StepperOptions{Seed: 1}}, // gives up, after restarts
}

// TestScriptedPlaysTheRun: a stepper playing the script of a run shows, at
// every step and after rewinds, what the stepper of the run showed — the
// event, the queens, the narration, min-conflicts' conflicts — and stops
// where a script cut short ends.
func TestScriptedPlaysTheRun(t *testing.T) {
	for _, c := range scriptCases {
		t.Run(c.strategy.String(), func(t *testing.T) {
			sc, evs := scriptOf(t, c.n, c.strategy, c.opt, true)
			if sc.Len() != uint64(len(evs)) {
				t.Fatalf("Len %d, want %d", sc.Len(), len(evs))
			}
			ref, _ := NewWith(c.n, c.strategy, nil, c.opt)
			s, err := NewScripted(sc)
			if err != nil {
				t.Fatal(err)
			}
			same := func(at string) {
				t.Helper()
				if s.Event() != ref.Event() {
					t.Fatalf("%s: event %+v, want %+v", at, s.Event(), ref.Event())
				}
				if got, want := s.Narrate(), ref.Narrate(); got != want {
					t.Fatalf("%s: narration %q, want %q", at, got, want)
				}
				if !slices.Equal(s.Queens(), ref.Queens()) {
					t.Fatalf("%s: board %v, want %v", at, s.Queens(), ref.Queens())
				}
				sv, sok := s.MC()
				rv, rok := ref.MC()
				if sok != rok || sok && (sv.ConflictPairs() != rv.ConflictPairs() || !slices.Equal(sv.PairHistory(), rv.PairHistory())) {
					t.Fatalf("%s: min-conflicts view %v, want %v", at, sok, rok)
				}
			}
			same("step 0")
			for !ref.IsDone() {
				ref.Next()
				s.Next()
				same("forward")
			}
			if !s.IsDone() {
				t.Fatal("the scripted run goes on past its last event")
			}
			for _, step := range []uint64{uint64(len(evs)) / 2, 1, uint64(len(evs)) - 1, 0} {
				ref.Seek(step)
				s.Seek(step)
				same("seek")
			}
			// Cut short: the run ends at the script's end.
			cut := uint64(len(evs)) / 3
			short, _ := NewScript(c.n, c.strategy, c.opt, true)
			for i, ev := range evs[:cut] {
				var queens []int
				if ev.Kind == Start {
					ref.Seek(uint64(i + 1))
					queens = ref.Queens()
				}
				if err := short.Add(ev, queens); err != nil {
					t.Fatal(err)
				}
			}
			s, _ = NewScripted(short)
			if got := s.Seek(uint64(len(evs))); got != cut || !s.IsDone() || s.Next().Counters.Steps != cut {
				t.Fatalf("a script of %d events plays to step %d (done %v)", cut, got, s.IsDone())
			}
		})
	}
}

// TestScriptUnseeded: without the seed, the narration of a min-conflicts
// script names none, and says nothing of why the run starts again.
func TestScriptUnseeded(t *testing.T) {
	sc, _ := scriptOf(t, 3, MinConflicts, StepperOptions{Seed: 1}, false)
	s, _ := NewScripted(sc)
	if text := s.Narrate(); strings.Contains(text, "seed") || !strings.Contains(text, "the trace's") {
		t.Fatalf("ready: %q", text)
	}
	if !s.seekNext(Start) || !strings.Contains(s.Narrate(), "as the trace puts them") {
		t.Fatalf("start: %q", s.Narrate())
	}
	if !s.seekNext(Start) || !strings.HasPrefix(s.Narrate(), "restart: the trace starts again") {
		t.Fatalf("restart: %q", s.Narrate())
	}
}

// TestScriptRefuses: what a script cannot play is refused as it is added.
func TestScriptRefuses(t *testing.T) {
	mc, _ := NewScript(4, MinConflicts, StepperOptions{}, false)
	for _, c := range []struct {
		sc     *Script
		ev     Event
		queens []int
		want   string
	}{
		{mc, Event{Kind: Try, Row: 0, Col: 0}, nil, "makes no try events"},
		{mc, Event{Kind: Pick, Row: 0, Col: 0}, nil, "begins with a start"},
		{mc, Event{Kind: Start, Row: -1, Col: -1}, []int{0, 1}, "puts down 2 queens, not 4"},
		{mc, Event{Kind: Start, Row: -1, Col: -1}, []int{0, 1, 2, 4}, "column 4 is off"},
	} {
		if err := c.sc.Add(c.ev, c.queens); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.ev.Kind, err, c.want)
		}
	}
	if err := mc.Add(Event{Kind: Start}, []int{1, 3, 0, 2}); err != nil {
		t.Fatal(err)
	}
	if err := mc.Add(Event{Kind: Move, Row: 4, Col: 0}, nil); err == nil || !strings.Contains(err.Error(), "row 4 is off") {
		t.Errorf("move off the board: %v", err)
	}
	if _, err := NewScript(65, Array, StepperOptions{}, false); err == nil {
		t.Error("N=65 accepted")
	}
}

// TestScriptBound: a script that holds its events refuses the one past
// MaxScriptEvents, with a message that names the bound.
func TestScriptBound(t *testing.T) {
	sc, _ := NewScript(4, MinConflicts, StepperOptions{}, false)
	if err := sc.Add(Event{Kind: Start}, []int{0, 1, 2, 3}); err != nil {
		t.Fatal(err)
	}
	pick := Event{Kind: Pick, Row: 1, Col: 1}
	for sc.Len() < MaxScriptEvents {
		if err := sc.Add(pick, nil); err != nil {
			t.Fatalf("event %d: %v", sc.Len()+1, err)
		}
	}
	if err := sc.Add(pick, nil); err == nil || !strings.Contains(err.Error(), "more than 10,000,000 events") {
		t.Fatalf("event %d: %v", MaxScriptEvents+1, err)
	}
	// A run the options determine holds nothing, and has no such bound.
	arr, _ := NewScript(4, Array, StepperOptions{}, false)
	for range 3 {
		if err := arr.Add(Event{Kind: Try}, nil); err != nil {
			t.Fatal(err)
		}
	}
	if arr.Len() != 3 || arr.events != nil {
		t.Fatalf("an array script of %d events holds %d", arr.Len(), len(arr.events))
	}
}
