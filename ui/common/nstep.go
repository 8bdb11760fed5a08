package common

import (
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/solver"
)

// NSteps are the steps of N a view's [ and ] ask the root for. Quick
// presses add up — four presses of ] take N=8 to 12 — although each
// SetNMsg lands only after the presses typed before it, and Bubble Tea
// runs commands concurrently, so that their messages may land in any
// order: one request is in flight at a time, and when it lands (Landed)
// the next asks for where the presses have got to since.
type NSteps struct {
	want int // the N the presses have got to, while a request is in flight (0: none)
}

// Step asks for the board d larger than the last one asked for (from the
// view's N cur when none is), held within 1..solver.MaxN.
func (s *NSteps) Step(cur, d int) tea.Cmd {
	from := cur
	if s.want > 0 {
		from = s.want
	}
	to := min(max(from+d, 1), solver.MaxN)
	if to == from {
		return nil
	}
	inFlight := s.want > 0
	s.want = to
	if inFlight {
		return nil // asked for when the request in flight lands
	}
	return SetN(to)
}

// Landed is what a view does on NChangedMsg, the root's N now n: nothing
// when that is where the presses got to, else the next request.
func (s *NSteps) Landed(n int) tea.Cmd {
	if s.want == 0 || s.want == n {
		s.want = 0
		return nil
	}
	return SetN(s.want)
}

// Drop forgets the presses not yet answered (the view is hidden).
func (s *NSteps) Drop() { s.want = 0 }
