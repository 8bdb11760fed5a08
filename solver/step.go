package solver

import "math/bits"

// Next performs one step and returns its event. Once the search is over it
// keeps returning the Done event without counting further steps.
func (s *Stepper) Next() Event {
	if s.st.phase == phDone {
		return s.st.ev
	}
	s.advance()
	if steps := s.st.ev.Counters.Steps; steps%s.snapInterval == 0 && steps > s.frontier() {
		s.snapshot()
	}
	return s.st.ev
}

// advance runs the state machine until it emits exactly one event. The
// phases without an event of their own (entering a row, leaving it after a
// solution) fall through to the next phase in the same call.
func (s *Stepper) advance() {
	switch s.strategy {
	case FC:
		s.advanceFC()
		return
	case MinConflicts:
		s.advanceMC()
		return
	}
	st := &s.st
	for {
		switch st.phase {
		case phEnter:
			r := st.row
			if r == s.n {
				st.phase = phReturn
				s.emit(Solution, -1, -1)
				st.ev.Index = st.ev.Counters.Solutions
				return
			}
			if s.strategy == Array {
				st.next[r] = 0
				st.phase = phTry
				continue
			}
			free := s.att[r].Free(s.mask)
			st.free[r] = free
			st.pending = s.mask &^ free
			st.phase = phAttacks
		case phAttacks:
			if st.pending == 0 {
				st.phase = phTry
				continue
			}
			c := bits.TrailingZeros64(st.pending)
			st.pending &= st.pending - 1
			st.cur = c
			s.emitAttack(st.row, c)
			return
		case phTry:
			r := st.row
			var c int
			if s.strategy == Array {
				c = int(st.next[r])
				if c == s.n {
					st.phase = phReturn
					continue
				}
				st.next[r] = int8(c + 1)
				st.phase = phCheck
			} else {
				if st.free[r] == 0 {
					st.phase = phReturn
					continue
				}
				c = bits.TrailingZeros64(st.free[r])
				st.phase = phPlace
			}
			st.cur = c
			s.emit(Try, r, c)
			return
		case phCheck:
			r, c := st.row, st.cur
			if s.Threats(r, c) != NoLine {
				st.phase = phTry
				s.emitAttack(r, c)
				return
			}
			s.place(r, c)
			return
		case phPlace:
			r, c := st.row, st.cur
			st.free[r] &^= uint64(1) << uint(c)
			s.place(r, c)
			return
		case phReturn:
			if st.row == s.base {
				st.phase = phDone
				st.cur = -1
				s.emit(Done, -1, -1)
				return
			}
			st.row--
			r := st.row
			c := int(st.queens[r])
			s.mark(r, c, 0)
			st.cur = -1
			st.phase = phTry
			s.emit(Backtrack, r, c)
			return
		default: // phDone: advance is never called then
			return
		}
	}
}

// place puts a queen on (r, c) and moves to the next row.
func (s *Stepper) place(r, c int) {
	st := &s.st
	st.queens[r] = int8(c)
	s.mark(r, c, int8(r+1))
	s.att[r+1] = s.att[r].Below(uint64(1)<<uint(c), s.mask)
	st.row = r + 1
	st.cur = -1
	st.phase = phEnter
	s.emit(Place, r, c)
}

// emit records an event of kind k on (r, c) and updates the counters.
func (s *Stepper) emit(k Kind, r, c int) {
	ev := &s.st.ev
	cnt := ev.Counters
	cnt.Steps++
	if p := cnt.of(k); p != nil {
		*p++
	}
	*ev = Event{Kind: k, Row: r, Col: c, Counters: cnt, Code: code(s.strategy, k)}
}

// emitAttack records that (r, c) is attacked, naming one culprit.
func (s *Stepper) emitAttack(r, c int) {
	by, line, _ := s.attacker(r, c)
	s.emit(Attack, r, c)
	s.st.ev.By = by
	s.st.ev.Line = line
}
