package accessible

import (
	"fmt"
	"regexp"
	"strconv"

	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/solver"
)

// errNoLines is the error of a kind the accessible mode cannot play yet.
func errNoLines(k exercise.Kind) error {
	return fmt.Errorf("the %s exercise is not in accessible mode yet; the full-screen view plays it", k)
}

// queensOf are the queens standing on s, row by row.
func queensOf(s *solver.Stepper) []solver.Square {
	var qs []solver.Square
	for r := 0; r < s.N(); r++ {
		if c := s.QueenCol(r); c >= 0 {
			qs = append(qs, solver.Square{Row: r, Col: c})
		}
	}
	return qs
}

// backtrackLines is the backtrack kind: place and lift, a decision at a
// time.
type backtrackLines struct{ bt *exercise.BacktrackExercise }

func (p *backtrackLines) unit() string { return "decision" }

func (p *backtrackLines) intro() []string {
	return []string{msgBacktrackIntro(exercise.BacktrackDecisions)}
}

func (p *backtrackLines) question() []string {
	s := p.bt.Stepper()
	return []string{msgQueens(queensOf(s)), msgBacktrackAsk(s.Row())}
}

func (p *backtrackLines) commands() []command[*exerciseSession] {
	return []command[*exerciseSession]{
		{"place", []string{"p"}, p.place},
		{"lift", []string{"l"}, p.lift},
		{"board", []string{"v"}, func(x *exerciseSession, _ string) error {
			x.say(describeBoard(p.bt.Stepper())...)
			return nil
		}},
	}
}

func (p *backtrackLines) place(x *exerciseSession, arg string) error {
	sq, ok := oneSquare(x, arg, p.bt.N())
	if !ok {
		return nil
	}
	if p.bt.Stepper().QueenCol(sq.Row) == sq.Col {
		x.say(msgQueenThere(sq))
		return nil
	}
	return p.do(x, exercise.Action{Square: sq})
}

// lift lifts the queen of the square or row named, or without one the
// last queen put down.
func (p *backtrackLines) lift(x *exerciseSession, arg string) error {
	s := p.bt.Stepper()
	qs := queensOf(s)
	var sq solver.Square
	switch {
	case arg == "":
		if len(qs) == 0 {
			x.say(msgNoQueenToLift())
			return nil
		}
		sq = qs[len(qs)-1]
	case number.MatchString(arg) && len(number.FindAllString(arg, -1)) == 1:
		r, _ := strconv.Atoi(number.FindString(arg))
		if r >= s.N() || s.QueenCol(r) < 0 {
			x.say(msgNoQueenInRow(r))
			return nil
		}
		sq = solver.Square{Row: r, Col: s.QueenCol(r)}
	default:
		var ok bool
		if sq, ok = oneSquare(x, arg, s.N()); !ok {
			return nil
		}
		if s.QueenCol(sq.Row) != sq.Col {
			x.say(msgNoQueenOn(sq))
			return nil
		}
	}
	return p.do(x, exercise.Action{Lift: true, Square: sq})
}

func (p *backtrackLines) do(x *exerciseSession, a exercise.Action) error {
	st, _ := p.bt.Do(a)
	x.graded(st.Step)
	return nil
}

func (p *backtrackLines) model() []string {
	r, err := p.bt.ModelAnswer()
	if err != nil {
		return []string{msgCannot(err)}
	}
	_, n := r.At()
	out := []string{msgModelHead(n, msgQueens(queensOf(r.Stepper())))}
	for r.Forward() {
		i, _ := r.At()
		out = append(out, msgModelEvent(i, n, solver.Spoken(r.Stepper().Narrate())))
	}
	return append(out, msgModelEnd())
}

// oneSquare reads one square of the n×n board, or says why not.
func oneSquare(x *exerciseSession, arg string, n int) (solver.Square, bool) {
	sqs, err := squares(arg)
	if err != nil || len(sqs) != 1 {
		x.say(msgNotSquare(arg))
		return solver.Square{}, false
	}
	if sq := sqs[0]; sq.Row >= n || sq.Col >= n {
		x.say(msgOffBoard(sq, n))
		return solver.Square{}, false
	}
	return sqs[0], true
}

// mcLines is the min-conflicts kind: the counts of the picked queen's
// row, then its move.
type mcLines struct{ mc *exercise.MCExercise }

func (p *mcLines) unit() string { return "answer" }

func (p *mcLines) intro() []string { return []string{msgMCIntro(p.mc.Questions())} }

func (p *mcLines) question() []string {
	q, a := p.mc.At()
	s := p.mc.Show(q, a)
	queen := p.mc.Queen(q)
	if a == exercise.AskCounts {
		return []string{msgMCPick(q+1, p.mc.Questions(), queen), msgQueens(queensOf(s)), msgMCAskCounts(queen.Row, s.N())}
	}
	return []string{msgMCCounts(queen.Row, p.mc.WantCounts(q)), msgMCAskMove(queen)}
}

var countsWords = regexp.MustCompile(`^[\d\s,;]*$`)

func (p *mcLines) commands() []command[*exerciseSession] {
	return []command[*exerciseSession]{
		{"counts", []string{"c"}, func(x *exerciseSession, arg string) error {
			if !countsWords.MatchString(arg) || arg == "" {
				x.say(msgNotCounts(arg))
				return nil
			}
			var counts []int
			for _, w := range number.FindAllString(arg, -1) {
				v, err := strconv.Atoi(w)
				if err != nil {
					x.say(msgNotCounts(arg))
					return nil
				}
				counts = append(counts, v)
			}
			st, err := p.mc.Count(counts)
			if err != nil {
				x.say(msgNotAnswerNow(err))
				return nil
			}
			x.graded(st.Step)
			return nil
		}},
		{"move", nil, func(x *exerciseSession, arg string) error {
			col, err := strconv.Atoi(arg)
			if err != nil {
				x.say(msgNotColumn(arg))
				return nil
			}
			st, err := p.mc.Move(col)
			if err != nil {
				x.say(msgNotAnswerNow(err))
				return nil
			}
			q, _ := p.mc.AskAt(len(p.mc.Answers()) - 1)
			if moved := p.mc.Moved(q); st.Right && moved.Col != col {
				x.say(msgMCDrew(moved))
			}
			x.graded(st.Step)
			return nil
		}},
	}
}

func (p *mcLines) model() []string {
	out := []string{msgModelPicks(p.mc.Questions())}
	for q := 0; q < p.mc.Questions(); q++ {
		queen := p.mc.Queen(q)
		out = append(out,
			msgMCPick(q+1, p.mc.Questions(), queen),
			msgQueens(queensOf(p.mc.Show(q, exercise.AskCounts))),
			msgMCCounts(queen.Row, p.mc.WantCounts(q)),
			msgMCModelMove(solver.SpokenTerms(p.mc.Want(q, exercise.AskMove)), p.mc.Moved(q)))
	}
	return append(out, msgModelEnd())
}
