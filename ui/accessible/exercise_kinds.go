package accessible

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/internal/teach/predict"
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
		out = append(out, msgModelEvent(i, n, solver.Spoken(solver.NarrationIn(r.Stepper(), i18n.En))))
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

// fcLines is the forward-checking kind: the prune of each queen put down,
// whether a domain wipes out, and (with MRV) the row filled next.
type fcLines struct{ fc *exercise.FCExercise }

func (p *fcLines) unit() string { return "answer" }

func (p *fcLines) intro() []string { return []string{msgFCIntro(p.fc.Questions(), p.fc.MRV())} }

func (p *fcLines) question() []string {
	q, a := p.fc.At()
	queen := p.fc.Queen(q)
	switch a {
	case exercise.AskPrune:
		s := p.fc.Show(q, a)
		out := []string{msgFCPlace(q+1, p.fc.Questions(), queen, p.fc.MRV()), msgQueens(queensOf(s)), msgFCDomainsBefore()}
		return append(append(out, describeState(s)...), msgFCAskPrune())
	case exercise.AskWipe:
		return []string{msgFCPruned(spokenSquares(p.fc.Want(q, exercise.AskPrune))), msgFCAskWipe()}
	}
	out := []string{msgFCDomainsAfter()}
	return append(append(out, describeState(p.fc.Show(q, a))...), msgFCAskNext())
}

func (p *fcLines) commands() []command[*exerciseSession] {
	return []command[*exerciseSession]{
		{"mark", nil, func(x *exerciseSession, arg string) error {
			n := p.fc.N()
			marked := make([]uint64, n)
			if arg != "none" {
				sqs, err := squares(arg)
				if err != nil {
					x.say(msgNotSquares(arg))
					return nil
				}
				for _, sq := range sqs {
					if sq.Row >= n || sq.Col >= n {
						x.say(msgOffBoard(sq, n))
						return nil
					}
					marked[sq.Row] |= 1 << uint(sq.Col)
				}
			}
			return answered(x, func() (exercise.Step, error) { st, err := p.fc.MarkPrune(marked); return st.Step, err })
		}},
		{"wipe", nil, func(x *exerciseSession, arg string) error {
			c, ok := choiceWords[arg]
			if !ok || (c != predict.Yes && c != predict.No) {
				x.say(msgNotYesNo(arg))
				return nil
			}
			return answered(x, func() (exercise.Step, error) { st, err := p.fc.SayWipe(c == predict.Yes); return st.Step, err })
		}},
		{"next", []string{"n"}, func(x *exerciseSession, arg string) error {
			row, err := strconv.Atoi(strings.TrimPrefix(arg, "row "))
			if err != nil {
				x.say(msgNotRow(arg))
				return nil
			}
			return answered(x, func() (exercise.Step, error) { st, err := p.fc.SayNext(row); return st.Step, err })
		}},
	}
}

// spokenSquares says a list of squares "(2,3) (4,1)" as the grading
// writes it, in words, a semicolon between two squares.
func spokenSquares(s string) string {
	return solver.SpokenTerms(strings.ReplaceAll(s, ") (", "); ("))
}

// answered grades an answer, or says why it is none.
func answered(x *exerciseSession, grade func() (exercise.Step, error)) error {
	st, err := grade()
	if err != nil {
		x.say(msgNotAnswerNow(err))
		return nil
	}
	x.graded(st)
	return nil
}

func (p *fcLines) model() []string {
	out := []string{msgModelPlaces(p.fc.Questions())}
	for i := 0; i < p.fc.Asks(); i++ {
		q, a := p.fc.AskAt(i)
		if a == exercise.AskPrune {
			out = append(out, msgFCPlace(q+1, p.fc.Questions(), p.fc.Queen(q), p.fc.MRV()))
		}
		out = append(out, msgModelAnswer(a.String(), spokenSquares(p.fc.Want(q, a))))
	}
	return append(out, msgModelEnd())
}

// symmetryLines is the symmetry kind: pairs of solutions, each answered
// with the symmetry that maps the first onto the second, or none.
type symmetryLines struct{ sym *exercise.SymmetryExercise }

func (p *symmetryLines) unit() string { return "pair" }

func (p *symmetryLines) intro() []string {
	return []string{msgSymmetryIntro(len(p.sym.Pairs()), symmetryNames())}
}

func (p *symmetryLines) question() []string {
	i := p.sym.Current()
	pair := p.sym.Pairs()[i]
	return []string{msgSymmetryPair(i+1, len(p.sym.Pairs()), pair.Left, pair.Right), msgSymmetryAsk()}
}

// symmetryWords are the words that name each symmetry, the first of each
// the one help and the model answer say.
var symmetryWords = map[solver.Transform][]string{
	solver.Identity:         {"identity"},
	solver.Rot90:            {"rot90", "rotate90", "clockwise"},
	solver.Rot180:           {"rot180", "rotate180"},
	solver.Rot270:           {"rot270", "rotate270", "anticlockwise"},
	solver.FlipHorizontal:   {"mirror", "left-right"},
	solver.FlipVertical:     {"flip", "top-bottom"},
	solver.FlipDiagonal:     {"diagonal"},
	solver.FlipAntiDiagonal: {"anti-diagonal", "antidiagonal"},
}

// symmetryNames are the symmetries as typed, each with what it is.
func symmetryNames() []string {
	var out []string
	for _, t := range solver.Transforms {
		if w := symmetryWords[t][0]; w == t.String() {
			out = append(out, w)
		} else {
			out = append(out, w+" ("+t.String()+")")
		}
	}
	return append(out, "none")
}

func parseSymmetry(word string) (exercise.Answer, bool) {
	if word == "none" {
		return exercise.Answer{None: true}, true
	}
	for _, t := range solver.Transforms {
		for _, w := range symmetryWords[t] {
			if w == word {
				return exercise.Answer{Transform: t}, true
			}
		}
	}
	return exercise.Answer{}, false
}

func (p *symmetryLines) commands() []command[*exerciseSession] {
	return []command[*exerciseSession]{
		{"symmetry", []string{"s"}, func(x *exerciseSession, arg string) error {
			a, ok := parseSymmetry(arg)
			if !ok {
				x.say(msgNotSymmetry(arg, symmetryNames()))
				return nil
			}
			st, _ := p.sym.Answer(a)
			x.graded(st.Step)
			return nil
		}},
	}
}

func (p *symmetryLines) model() []string {
	out := []string{msgModelPairs(len(p.sym.Pairs()))}
	for i, pair := range p.sym.Pairs() {
		a := p.sym.Solution(i)
		word := "none"
		if !a.None {
			word = symmetryWords[a.Transform][0]
			if word != a.String() {
				word += " (" + a.String() + ")"
			}
		}
		out = append(out, msgSymmetryPair(i+1, len(p.sym.Pairs()), pair.Left, pair.Right), msgModelAnswer("symmetry", word))
	}
	return append(out, msgModelEnd())
}

// bitmaskLines is the bitmask kind: the words a row is entered with, then
// the column free & -free picks, a field a command.
type bitmaskLines struct{ bm *exercise.BitmaskExercise }

func (p *bitmaskLines) unit() string { return "field" }

func (p *bitmaskLines) intro() []string { return []string{msgBitmaskIntro(p.bm.Questions(), p.bm.N())} }

// fieldWords are the commands of the fields, in Fields' order.
var fieldWords = map[exercise.Field]string{exercise.Cols: "cols", exercise.LD: "ld", exercise.RD: "rd", exercise.Free: "free", exercise.Pick: "pick"}

func (p *bitmaskLines) question() []string {
	q, f := p.bm.At()
	s := p.bm.Show(q)
	out := []string{msgBitmaskRow(q+1, p.bm.Questions(), s.Row())}
	if f == exercise.Cols {
		out = append(out, msgQueens(queensOf(s)))
	}
	var known []string
	for _, g := range exercise.Fields[:f] {
		known = append(known, g.String()+" "+p.bm.Want(q, g))
	}
	if len(known) > 0 {
		out = append(out, msgBitmaskKnown(known))
	}
	if f == exercise.Pick {
		return append(out, msgBitmaskAskPick())
	}
	return append(out, msgBitmaskAskWord(fieldWords[f], f.String(), p.bm.N()))
}

func (p *bitmaskLines) commands() []command[*exerciseSession] {
	var cmds []command[*exerciseSession]
	for _, f := range exercise.Fields {
		cmds = append(cmds, command[*exerciseSession]{fieldWords[f], nil, func(x *exerciseSession, arg string) error {
			if _, now := p.bm.At(); now != f {
				x.say(msgNotAnswerNow(fmt.Errorf("the question now is %s, not %s", now, f)))
				return nil
			}
			return answered(x, func() (exercise.Step, error) { st, err := p.bm.Type(arg); return st.Step, err })
		}})
	}
	return cmds
}

func (p *bitmaskLines) model() []string {
	out := []string{msgModelRows(p.bm.Questions())}
	for q := 0; q < p.bm.Questions(); q++ {
		out = append(out, msgBitmaskRow(q+1, p.bm.Questions(), p.bm.Show(q).Row()), msgQueens(queensOf(p.bm.Show(q))))
		for _, f := range exercise.Fields {
			out = append(out, msgModelField(f.String(), p.bm.Want(q, f)))
		}
	}
	return append(out, msgModelEnd())
}
