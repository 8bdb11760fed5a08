package serve

// What the tests read of a server and its room: the production code reads
// them through the room's snapshot and the session count directly.

// tallyNow is the room's tally as the teacher's screen shows it; gen
// names it.
func (r *room) tallyNow() (t tallyMsg, gen uint64) {
	sn := r.snap.Load()
	return sn.tally, sn.tgen
}

// exerciseNow is the room's exercise as of now: round 0 before the first.
func (r *room) exerciseNow() exerciseMsg { return r.snap.Load().exercise }

// Sessions returns the number of sessions open.
func (s *Server) Sessions() int { return int(s.sessions.Load()) }
