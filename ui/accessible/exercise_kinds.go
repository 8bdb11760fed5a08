package accessible

import (
	"errors"
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
type backtrackLines struct {
	l  i18n.Lang
	bt *exercise.BacktrackExercise
}

func (p *backtrackLines) unit() i18n.ID { return i18n.AccUnitDecisions }

func (p *backtrackLines) intro() []string {
	return []string{p.l.Sprintf(i18n.AccBacktrackIntro, amount(p.l, i18n.AccUnitDecisions, exercise.BacktrackDecisions))}
}

func (p *backtrackLines) question() []string {
	s, l := p.bt.Stepper(), p.l
	return []string{msgQueens(l, queensOf(s)), l.Sprintf(i18n.AccBacktrackAsk, strconv.Itoa(s.Row()), cmd(l, i18n.AccCmdPlace), cmd(l, i18n.AccCmdLift))}
}

func (p *backtrackLines) commands() []command[*exerciseSession] {
	return []command[*exerciseSession]{
		{"place", i18n.AccCmdPlace, []string{"p"}, p.place},
		{"lift", i18n.AccCmdLift, []string{"l"}, p.lift},
		{"board", i18n.AccCmdBoard, []string{"v"}, func(x *exerciseSession, _ string) error {
			x.say(describeBoard(p.l, p.bt.Stepper())...)
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
		x.say(p.l.Sprintf(i18n.AccQueenThere, msgSquare(p.l, sq), cmd(p.l, i18n.AccCmdLift)))
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
			x.say(p.l.T(i18n.AccNoQueenToLift))
			return nil
		}
		sq = qs[len(qs)-1]
	case number.MatchString(arg) && len(number.FindAllString(arg, -1)) == 1:
		r, _ := strconv.Atoi(number.FindString(arg))
		if r >= s.N() || s.QueenCol(r) < 0 {
			x.say(p.l.Sprintf(i18n.AccNoQueenInRow, strconv.Itoa(r)))
			return nil
		}
		sq = solver.Square{Row: r, Col: s.QueenCol(r)}
	default:
		var ok bool
		if sq, ok = oneSquare(x, arg, s.N()); !ok {
			return nil
		}
		if s.QueenCol(sq.Row) != sq.Col {
			x.say(p.l.Sprintf(i18n.AccNoQueenOn, msgSquare(p.l, sq)))
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
	l := p.l
	r, err := p.bt.ModelAnswer()
	if err != nil {
		return []string{msgCannot(l, err)}
	}
	_, n := r.At()
	out := []string{l.Sprintf(i18n.AccModelHead, amount(l, i18n.AccEvents, n), msgQueens(l, queensOf(r.Stepper())))}
	for r.Forward() {
		i, _ := r.At()
		said := solver.SpokenIn(l, solver.NarrationIn(r.Stepper(), l))
		out = append(out, l.Sprintf(i18n.AccModelEvent, num(l, i), num(l, n), said))
	}
	return append(out, l.T(i18n.AccModelEnd))
}

// oneSquare reads one square of the n×n board, or says why not.
func oneSquare(x *exerciseSession, arg string, n int) (solver.Square, bool) {
	sqs, err := squares(x.lang, arg)
	if err != nil || len(sqs) != 1 {
		x.say(x.lang.Sprintf(i18n.AccNotOneSquareEx, quote(x.lang, arg)))
		return solver.Square{}, false
	}
	if sq := sqs[0]; sq.Row >= n || sq.Col >= n {
		x.say(msgOffBoard(x.lang, sq, n))
		return solver.Square{}, false
	}
	return sqs[0], true
}

// mcLines is the min-conflicts kind: the counts of the picked queen's
// row, then its move.
type mcLines struct {
	l  i18n.Lang
	mc *exercise.MCExercise
}

func (p *mcLines) unit() i18n.ID { return i18n.AccUnitAnswers }

func (p *mcLines) intro() []string {
	return []string{p.l.Sprintf(i18n.AccMCIntro, amount(p.l, i18n.NarrQueens, p.mc.Questions()))}
}

// pick says the queen min-conflicts picks at question q.
func (p *mcLines) pick(q int) string {
	return p.l.Sprintf(i18n.AccMCPick, strconv.Itoa(q+1), strconv.Itoa(p.mc.Questions()), msgSquare(p.l, p.mc.Queen(q)))
}

// counts says the conflict counts of question q's row.
func (p *mcLines) counts(q int) string {
	return p.l.Sprintf(i18n.AccMCCounts, strconv.Itoa(p.mc.Queen(q).Row), columnCounts(p.l, p.mc.WantCounts(q)))
}

func (p *mcLines) question() []string {
	q, a := p.mc.At()
	s, l := p.mc.Show(q, a), p.l
	queen := p.mc.Queen(q)
	if a == exercise.AskCounts {
		example := strings.TrimSpace(strings.Repeat("0 ", s.N()))
		return []string{p.pick(q), msgQueens(l, queensOf(s)),
			l.Sprintf(i18n.AccMCAskCounts, cmd(l, i18n.AccCmdCounts), strconv.Itoa(s.N()), strconv.Itoa(queen.Row), example)}
	}
	return []string{p.counts(q), l.Sprintf(i18n.AccMCAskMove, msgSquare(l, queen), cmd(l, i18n.AccCmdMove), strconv.Itoa(queen.Row))}
}

var countsWords = regexp.MustCompile(`^[\d\s,;]*$`)

func (p *mcLines) commands() []command[*exerciseSession] {
	return []command[*exerciseSession]{
		{"counts", i18n.AccCmdCounts, []string{"c"}, func(x *exerciseSession, arg string) error {
			notCounts := p.l.Sprintf(i18n.AccNotCounts, quote(p.l, arg), cmd(p.l, i18n.AccCmdCounts))
			if !countsWords.MatchString(arg) || arg == "" {
				x.say(notCounts)
				return nil
			}
			var counts []int
			for _, w := range number.FindAllString(arg, -1) {
				v, err := strconv.Atoi(w)
				if err != nil {
					x.say(notCounts)
					return nil
				}
				counts = append(counts, v)
			}
			st, err := p.mc.Count(counts)
			if err != nil {
				x.say(msgNotAnswerNow(p.l, err))
				return nil
			}
			x.graded(st.Step)
			return nil
		}},
		{"move", i18n.AccCmdMove, nil, func(x *exerciseSession, arg string) error {
			col, err := strconv.Atoi(arg)
			if err != nil {
				x.say(p.l.Sprintf(i18n.AccNotColumn, quote(p.l, arg), cmd(p.l, i18n.AccCmdMove)))
				return nil
			}
			st, err := p.mc.Move(col)
			if err != nil {
				x.say(msgNotAnswerNow(p.l, err))
				return nil
			}
			q, _ := p.mc.AskAt(len(p.mc.Answers()) - 1)
			if moved := p.mc.Moved(q); st.Right && moved.Col != col {
				x.say(p.l.Sprintf(i18n.AccMCDrew, msgSquare(p.l, moved)))
			}
			x.graded(st.Step)
			return nil
		}},
	}
}

func (p *mcLines) model() []string {
	l := p.l
	out := []string{l.Sprintf(i18n.AccModelPicks, amount(l, i18n.AccPicks, p.mc.Questions()))}
	for q := 0; q < p.mc.Questions(); q++ {
		row := p.mc.Queen(q).Row
		least, cols := p.mc.Fewest(q)
		fewest := make([]string, len(cols))
		for i, c := range cols {
			fewest[i] = msgSquare(l, solver.Square{Row: row, Col: c})
		}
		said := l.Sprintf(i18n.AccMCFewest, strings.Join(fewest, l.T(i18n.AccOr)), amount(l, i18n.AccConflictCount, least))
		out = append(out, p.pick(q), msgQueens(l, queensOf(p.mc.Show(q, exercise.AskCounts))), p.counts(q),
			l.Sprintf(i18n.AccMCModelMove, said, msgSquare(l, p.mc.Moved(q))))
	}
	return append(out, l.T(i18n.AccModelEnd))
}

// fcLines is the forward-checking kind: the prune of each queen put down,
// whether a domain wipes out, and (with MRV) the row filled next.
type fcLines struct {
	l  i18n.Lang
	fc *exercise.FCExercise
}

func (p *fcLines) unit() i18n.ID { return i18n.AccUnitAnswers }

func (p *fcLines) intro() []string {
	id := i18n.AccFCIntro
	if p.fc.MRV() {
		id = i18n.AccFCIntroMRV
	}
	return []string{p.l.Sprintf(id, amount(p.l, i18n.NarrQueens, p.fc.Questions()))}
}

// place says the queen put down at question q.
func (p *fcLines) place(q int) string {
	id := i18n.AccFCPlace
	if p.fc.MRV() {
		id = i18n.AccFCPlaceMRV
	}
	return p.l.Sprintf(id, strconv.Itoa(q+1), strconv.Itoa(p.fc.Questions()), msgSquare(p.l, p.fc.Queen(q)))
}

func (p *fcLines) question() []string {
	q, a := p.fc.At()
	l := p.l
	switch a {
	case exercise.AskPrune:
		s := p.fc.Show(q, a)
		out := []string{p.place(q), msgQueens(l, queensOf(s)), l.T(i18n.AccFCBefore)}
		return append(append(out, describeState(l, s)...), l.Sprintf(i18n.AccFCAskPrune, cmd(l, i18n.AccCmdMark), cmd(l, i18n.AccWordNone)))
	case exercise.AskWipe:
		return []string{l.Sprintf(i18n.AccFCPruned, p.want(q, exercise.AskPrune)),
			l.Sprintf(i18n.AccFCAskWipe, cmd(l, i18n.AccCmdWipe), predict.Yes.In(l), predict.No.In(l))}
	}
	out := []string{l.T(i18n.AccFCAfter)}
	return append(append(out, describeState(l, p.fc.Show(q, a))...), l.Sprintf(i18n.AccFCAskNext, cmd(l, i18n.AccCmdNextRow)))
}

// want says the search's answer to question q's ask.
func (p *fcLines) want(q int, a exercise.Ask) string {
	l := p.l
	switch a {
	case exercise.AskPrune:
		var sqs []solver.Square
		for r, m := range p.fc.WantPruned(q) {
			for c := range p.fc.N() {
				if m&(1<<uint(c)) != 0 {
					sqs = append(sqs, solver.Square{Row: r, Col: c})
				}
			}
		}
		return squareList(l, sqs)
	case exercise.AskWipe:
		if w := p.fc.WantWipe(q); w >= 0 {
			return l.Sprintf(i18n.AccFCWiped, predict.Yes.In(l), strconv.Itoa(w))
		}
		return predict.No.In(l)
	}
	return l.Sprintf(i18n.AccRowNamed, strconv.Itoa(p.fc.WantNext(q)))
}

func (p *fcLines) commands() []command[*exerciseSession] {
	l := p.l
	return []command[*exerciseSession]{
		{"mark", i18n.AccCmdMark, nil, func(x *exerciseSession, arg string) error {
			n := p.fc.N()
			marked := make([]uint64, n)
			if !nothing(l, arg) {
				sqs, err := squares(l, arg)
				if err != nil {
					x.say(l.Sprintf(i18n.AccNotSquares, quote(l, arg), cmd(l, i18n.AccCmdMark), cmd(l, i18n.AccWordNone)))
					return nil
				}
				for _, sq := range sqs {
					if sq.Row >= n || sq.Col >= n {
						x.say(msgOffBoard(l, sq, n))
						return nil
					}
					marked[sq.Row] |= 1 << uint(sq.Col)
				}
			}
			return answered(x, func() (exercise.Step, error) { st, err := p.fc.MarkPrune(marked); return st.Step, err })
		}},
		{"wipe", i18n.AccCmdWipe, nil, func(x *exerciseSession, arg string) error {
			c, ok := choiceOf(l, []predict.Choice{predict.Yes, predict.No}, arg)
			if !ok {
				x.say(l.Sprintf(i18n.AccNotYesNo, quote(l, arg), predict.Yes.In(l), predict.No.In(l)))
				return nil
			}
			return answered(x, func() (exercise.Step, error) { st, err := p.fc.SayWipe(c == predict.Yes); return st.Step, err })
		}},
		{"next", i18n.AccCmdNextRow, []string{"n"}, func(x *exerciseSession, arg string) error {
			row, err := strconv.Atoi(strings.TrimPrefix(arg, "row "))
			if err != nil {
				x.say(l.Sprintf(i18n.AccNotRow, quote(l, arg), cmd(l, i18n.AccCmdNextRow)))
				return nil
			}
			return answered(x, func() (exercise.Step, error) { st, err := p.fc.SayNext(row); return st.Step, err })
		}},
	}
}

// answered grades an answer, or says why it is none.
func answered(x *exerciseSession, grade func() (exercise.Step, error)) error {
	st, err := grade()
	if err != nil {
		x.say(msgNotAnswerNow(x.lang, err))
		return nil
	}
	x.graded(st)
	return nil
}

func (p *fcLines) model() []string {
	l := p.l
	out := []string{l.Sprintf(i18n.AccModelPlaces, amount(l, i18n.NarrQueens, p.fc.Questions()))}
	for i := 0; i < p.fc.Asks(); i++ {
		q, a := p.fc.AskAt(i)
		if a == exercise.AskPrune {
			out = append(out, p.place(q))
		}
		out = append(out, msgModelAnswer(l, a.In(l), p.want(q, a)))
	}
	return append(out, l.T(i18n.AccModelEnd))
}

// symmetryLines is the symmetry kind: pairs of solutions, each answered
// with the symmetry that maps the first onto the second, or none.
type symmetryLines struct {
	l   i18n.Lang
	sym *exercise.SymmetryExercise
}

func (p *symmetryLines) unit() i18n.ID { return i18n.AccUnitPairs }

func (p *symmetryLines) intro() []string {
	l := p.l
	return []string{l.Sprintf(i18n.AccSymIntro, amount(l, i18n.AccUnitPairs, len(p.sym.Pairs())), cmd(l, i18n.AccCmdSymmetry),
		strings.Join(symmetryNames(l), l.T(i18n.AccComma)))}
}

// pair says the pair of solutions of question i.
func (p *symmetryLines) pair(i int) string {
	pair := p.sym.Pairs()[i]
	return p.l.Sprintf(i18n.AccSymPair, strconv.Itoa(i+1), strconv.Itoa(len(p.sym.Pairs())), columnList(p.l, pair.Left), columnList(p.l, pair.Right))
}

func (p *symmetryLines) question() []string {
	l := p.l
	return []string{p.pair(p.sym.Current()), l.Sprintf(i18n.AccSymAsk, cmd(l, i18n.AccCmdSymmetry), cmd(l, i18n.AccWordNone))}
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

// symmetryName says the word typed for t, with what it is in l where that
// is not the word itself.
func symmetryName(l i18n.Lang, t solver.Transform) string {
	if w := symmetryWords[t][0]; w != t.In(l) {
		return l.Sprintf(i18n.AccSymNamed, w, t.In(l))
	}
	return t.In(l)
}

// symmetryNames are the symmetries as typed, each with what it is, and
// the word for none.
func symmetryNames(l i18n.Lang) []string {
	var out []string
	for _, t := range solver.Transforms {
		out = append(out, symmetryName(l, t))
	}
	return append(out, cmd(l, i18n.AccWordNone))
}

func parseSymmetry(l i18n.Lang, word string) (exercise.Answer, bool) {
	if word == "none" || sameWord(word, cmd(l, i18n.AccWordNone)) {
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
	l := p.l
	return []command[*exerciseSession]{
		{"symmetry", i18n.AccCmdSymmetry, []string{"s"}, func(x *exerciseSession, arg string) error {
			a, ok := parseSymmetry(l, arg)
			if !ok {
				x.say(l.Sprintf(i18n.AccNotSymmetry, quote(l, arg), strings.Join(symmetryNames(l), l.T(i18n.AccComma))))
				return nil
			}
			st, _ := p.sym.Answer(a)
			x.graded(st.Step)
			return nil
		}},
	}
}

func (p *symmetryLines) model() []string {
	l := p.l
	out := []string{l.Sprintf(i18n.AccModelPairs, amount(l, i18n.AccUnitPairs, len(p.sym.Pairs())))}
	for i := range p.sym.Pairs() {
		word := cmd(l, i18n.AccWordNone)
		if a := p.sym.Solution(i); !a.None {
			word = symmetryName(l, a.Transform)
		}
		out = append(out, p.pair(i), msgModelAnswer(l, cmd(l, i18n.AccCmdSymmetry), word))
	}
	return append(out, l.T(i18n.AccModelEnd))
}

// bitmaskLines is the bitmask kind: the words a row is entered with, then
// the column free & -free picks, a field a command.
type bitmaskLines struct {
	l  i18n.Lang
	bm *exercise.BitmaskExercise
}

func (p *bitmaskLines) unit() i18n.ID { return i18n.AccUnitFields }

func (p *bitmaskLines) intro() []string {
	return []string{p.l.Sprintf(i18n.AccBitIntro, strconv.Itoa(p.bm.N()), amount(p.l, i18n.NarrRows, p.bm.Questions()))}
}

// fieldWords are the commands of the fields, in Fields' order: the
// words' names, as the code the learner reads has them, and pick's word.
var fieldWords = map[exercise.Field]string{exercise.Cols: "cols", exercise.LD: "ld", exercise.RD: "rd", exercise.Free: "free", exercise.Pick: "pick"}

// fieldIDs are the fields whose command has a word in each language.
var fieldIDs = map[exercise.Field]i18n.ID{exercise.Pick: i18n.AccCmdPick}

// row says the row of question q.
func (p *bitmaskLines) row(q int) string {
	return p.l.Sprintf(i18n.AccBitRow, strconv.Itoa(q+1), strconv.Itoa(p.bm.Questions()), strconv.Itoa(p.bm.Show(q).Row()))
}

func (p *bitmaskLines) question() []string {
	q, f := p.bm.At()
	s, l := p.bm.Show(q), p.l
	out := []string{p.row(q)}
	if f == exercise.Cols {
		out = append(out, msgQueens(l, queensOf(s)))
	}
	var known []string
	for _, g := range exercise.Fields[:f] {
		known = append(known, g.String()+" "+p.bm.Want(q, g))
	}
	if len(known) > 0 {
		out = append(out, l.Sprintf(i18n.AccBitKnown, strings.Join(known, l.T(i18n.AccSemicolon))))
	}
	if f == exercise.Pick {
		return append(out, l.Sprintf(i18n.AccBitAskPick, cmd(l, i18n.AccCmdPick), cmd(l, i18n.AccWordNone)))
	}
	word := fieldWords[f]
	return append(out, l.Sprintf(i18n.AccBitAskWord, word, f.String(), strconv.Itoa(p.bm.N()), strings.Repeat("0", p.bm.N())))
}

func (p *bitmaskLines) commands() []command[*exerciseSession] {
	var cmds []command[*exerciseSession]
	for _, f := range exercise.Fields {
		cmds = append(cmds, command[*exerciseSession]{fieldWords[f], fieldIDs[f], nil, func(x *exerciseSession, arg string) error {
			if _, now := p.bm.At(); now != f {
				x.say(msgNotAnswerNow(p.l, errors.New(p.l.Sprintf(i18n.AccNotNow, now.String(), f.String()))))
				return nil
			}
			if f == exercise.Pick && nothing(p.l, arg) {
				arg = "none"
			}
			return answered(x, func() (exercise.Step, error) { st, err := p.bm.Type(arg); return st.Step, err })
		}})
	}
	return cmds
}

func (p *bitmaskLines) model() []string {
	l := p.l
	out := []string{l.Sprintf(i18n.AccModelRows, amount(l, i18n.NarrRows, p.bm.Questions()))}
	for q := 0; q < p.bm.Questions(); q++ {
		out = append(out, p.row(q), msgQueens(l, queensOf(p.bm.Show(q))))
		for _, f := range exercise.Fields {
			out = append(out, l.Sprintf(i18n.AccModelField, f.String(), p.bm.Want(q, f)))
		}
	}
	return append(out, l.T(i18n.AccModelEnd))
}
