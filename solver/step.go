package solver

// Next performs one step and returns its event. Once the search is over it
// keeps returning its last event (Done, or a script's last) without
// counting further steps.
func (s *Stepper) Next() Event {
	if s.IsDone() {
		return s.st.ev
	}
	s.eng.advance()
	if steps := s.st.ev.Counters.Steps; steps%s.snapInterval == 0 && steps > s.frontier() {
		s.snapshot()
	}
	return s.st.ev
}

// emit records an event of kind k on (r, c) and updates the counters; the
// engine fills the event's other fields (By, Line, From, Index) after it.
func (s *Stepper) emit(k Kind, r, c int) {
	ev := &s.st.ev
	cnt := ev.Counters
	cnt.Steps++
	if p := cnt.of(k); p != nil {
		*p++
	}
	*ev = Event{Kind: k, Row: r, Col: c, Counters: cnt, Code: s.lines[k].code}
}
