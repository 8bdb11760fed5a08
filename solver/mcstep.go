package solver

import "math/rand/v2"

// Min-conflicts (Strategy MinConflicts) in the stepper: its phases, what a
// snapshot keeps of it, and what it tells about conflicts. The search itself
// is mcBoard's, shared with MinConflicts, so that a seed makes the same
// moves in both.

// mcSaved is what a snapshot keeps of a min-conflicts run besides its
// placement (state.queens): the rest of its board is rebuilt from these.
type mcSaved struct {
	cand    [MaxN]int8 // mcBoard.cand, in order: its order steers the draws
	candLen int8
	pcg     rand.PCG
	prog    mcProgress
	picked  int8 // the row of the queen picked last
}

// newMC sets up the run; the first step makes the start.
func (s *Stepper) newMC() {
	s.mc = newMCBoard(s.n, s.opt.Seed)
	s.st.row = 0
	s.st.phase = phStart
	s.saveMC()
}

// saveMC copies the run into s.st, for a snapshot.
func (s *Stepper) saveMC() {
	b, st := s.mc, &s.st
	for r, c := range b.q {
		st.queens[r] = int8(c)
	}
	for i, r := range b.cand {
		st.mc.cand[i] = int8(r)
	}
	st.mc.candLen = int8(len(b.cand))
	st.mc.pcg = b.pcg
}

// loadMC rebuilds the board of the run from s.st (see saveMC).
func (s *Stepper) loadMC() {
	b, st := s.mc, &s.st
	b.clearBoard()
	if st.row == s.n { // started
		for r, c := range st.queens[:s.n] {
			b.put(r, int(c))
		}
	}
	for _, r := range st.mc.cand[:st.mc.candLen] {
		b.enlist(int(r))
	}
	b.pcg = st.mc.pcg
}

// advanceMC is advance for min-conflicts.
func (s *Stepper) advanceMC() {
	st, b := &s.st, s.mc
	for {
		switch st.phase {
		case phStart:
			b.start(s.opt.Start)
			st.row = s.n
			st.mc.prog.started(b.pairs)
			st.phase = phTest
			s.emit(Start, -1, -1)
			s.logPairs()
			return
		case phTest:
			switch st.mc.prog.next(s.n, b.pairs) {
			case mcSolved:
				st.phase = phEnd
				s.emit(Solution, -1, -1)
				st.ev.Index = st.ev.Counters.Solutions
				return
			case mcGiveUp:
				st.phase = phEnd
				s.emit(GiveUp, -1, -1)
				return
			case mcRestart:
				st.phase = phStart
				continue
			}
			r := b.pick()
			st.mc.picked = int8(r)
			st.phase = phEvaluate
			s.emit(Pick, r, int(b.q[r]))
			return
		case phEvaluate:
			r := int(st.mc.picked)
			st.phase = phMove
			s.emit(Evaluate, r, int(b.q[r]))
			return
		case phMove:
			r := int(st.mc.picked)
			from := b.repair(r)
			st.mc.prog.moved(b.pairs)
			st.phase = phTest
			s.emit(Move, r, int(b.q[r]))
			st.ev.From = from
			s.logPairs()
			return
		case phEnd:
			st.phase = phDone
			s.emit(Done, -1, -1)
			return
		default: // phDone: advance is never called then
			return
		}
	}
}

// logPairs records the conflicting pairs after a start or a move; a replay
// writes the same number again.
func (s *Stepper) logPairs() {
	c := s.st.ev.Counters
	i := int(c.Starts + c.Moves - 1)
	if i == len(s.pairLog) {
		s.pairLog = append(s.pairLog, int32(s.mc.pairs))
	} else {
		s.pairLog[i] = int32(s.mc.pairs)
	}
}

// ConflictPairs returns, with min-conflicts, the number of pairs of queens
// that attack each other (0 before the start, and for the other
// strategies, whose queens never attack each other).
func (s *Stepper) ConflictPairs() int {
	if s.strategy != MinConflicts {
		return 0
	}
	return int(s.mc.pairs)
}

// PairHistory returns, with min-conflicts, the conflicting pairs after the
// start and after each move so far, in order (a restart adds its start):
// ConflictPairs over the run, for a plot. The caller must not modify it.
func (s *Stepper) PairHistory() []int32 {
	if s.strategy != MinConflicts {
		return nil
	}
	c := s.st.ev.Counters
	return s.pairLog[:c.Starts+c.Moves]
}

// QueenConflicts returns, with min-conflicts, the number of queens that
// attack the queen of row r (0 if it has none).
func (s *Stepper) QueenConflicts(r int) int {
	if s.strategy != MinConflicts || r < 0 || r >= s.n || s.st.row != s.n {
		return 0
	}
	return s.mc.conflicts(r)
}

// SquareConflicts returns, with min-conflicts, the number of queens that
// attack square (r, c), the queen of row r left out: the conflicts that
// queen would have there. The evaluate event counts these on its row; the
// queen moves to a square where it is least. 0 for the other strategies.
func (s *Stepper) SquareConflicts(r, c int) int {
	if s.strategy != MinConflicts || r < 0 || r >= s.n || c < 0 || c >= s.n || s.st.row != s.n {
		return 0
	}
	return s.mc.squareConflicts(r, c)
}

// Attackers appends to dst, with min-conflicts, the queens that attack the
// queen of row r, top down.
func (s *Stepper) Attackers(dst []Square, r int) []Square {
	if s.strategy != MinConflicts || r < 0 || r >= s.n || s.st.row != s.n {
		return dst
	}
	return s.mc.attackers(dst, r)
}

// mcThreats is Threats for min-conflicts, from the line counters.
func (s *Stepper) mcThreats(row, col int) Line {
	b := s.mc
	own := int32(0) // 1 when row's own queen stands on (row, col)
	if int(b.q[row]) == col {
		own = 1
	}
	var l Line
	if b.cols[col]-own > 0 {
		l |= Column
	}
	if b.diags[row-col+s.n-1]-own > 0 {
		l |= Diagonal
	}
	if b.antis[row+col]-own > 0 {
		l |= AntiDiagonal
	}
	return l
}
