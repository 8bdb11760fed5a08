package exercise

import (
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// MCQueens is how many picked queens a min-conflicts exercise asks about.
const MCQueens = 3

// mcTries bounds the runs drawn for an instance: a run that solves the
// board (or starts again) before MCQueens picks is passed over for the
// next seed.
const mcTries = 64

// MCStep is a graded answer of a min-conflicts exercise, with the square
// the board marks: for the counts, the first square counted wrongly and
// the queens that attack it; for the move, the square chosen (Row -1 for
// none).
type MCStep struct {
	Step
	Ask  Ask
	Did  string // the answer, in words of the instance's language
	Want string // the search's answer, in words of the instance's language
	At   solver.Square
	By   []solver.Square
}

// mcQuestion is what the search does with one picked queen, read from the
// stepper's own events: the steps of its pick, evaluate and move, the
// counts of the row's squares, and the square it moved to.
type mcQuestion struct {
	pick, evaluate, move uint64
	queen                solver.Square
	counts               []int
	moved                solver.Square
}

// least is the fewest conflicts of the row, and the columns that have it.
func (q mcQuestion) least() (int, []int) {
	least, cols := q.counts[0], []int(nil)
	for c, v := range q.counts {
		switch {
		case v < least:
			least, cols = v, []int{c}
		case v == least:
			cols = append(cols, c)
		}
	}
	return least, cols
}

// MCExercise is an instance of the min-conflicts kind: picks the
// min-conflicts search makes, one after the other from a random start of
// its own. For each, the student writes the conflict count of every square
// of the picked queen's row (the queens attacking it, the picked one left
// out), then chooses the square the queen moves to: one with the fewest.
// Each answer is graded against the stepper's own counts and move.
type MCExercise struct {
	answered[MCStep]
	seed uint64
	lang i18n.Lang
	s    *solver.Stepper
	qs   []mcQuestion
}

// NewMinConflicts draws the min-conflicts instance of seed: the board (6 to
// 8 unless n is not 0), the run's seed and the picks asked about.
func NewMinConflicts(seed uint64, n int, o Options) (*MCExercise, error) {
	rng := random(seed)
	if n == 0 {
		n = 6 + rng.IntN(3)
	}
	for range mcTries {
		s, err := solver.NewWith(n, solver.MinConflicts, nil, solver.StepperOptions{Seed: rng.Uint64() & MaxSeed, Start: solver.RandomStart})
		if err != nil {
			return nil, err
		}
		// The picks from the start to the solution, a restart or the
		// walk's end: the placement the student counts on follows from
		// the moves before.
		var picks []uint64
	walk:
		for len(picks) < startWalk && !s.IsDone() {
			switch ev := s.Next(); ev.Kind {
			case solver.Pick:
				picks = append(picks, s.Step())
			case solver.Start:
				if ev.Counters.Starts > 1 {
					break walk
				}
			}
		}
		if len(picks) < MCQueens {
			continue
		}
		first := rng.IntN(len(picks) - MCQueens + 1)
		x := &MCExercise{seed: seed, lang: o.Lang, s: s}
		for _, at := range picks[first : first+MCQueens] {
			x.qs = append(x.qs, x.read(at))
		}
		x.s.Seek(picks[first])
		return x, nil
	}
	return nil, errorIn(o.Lang, i18n.GradeMCFewMoves, num(o.Lang, n))
}

// read follows the search from the pick at step at through its evaluate
// and move, and keeps what it did.
func (x *MCExercise) read(at uint64) mcQuestion {
	s := x.s
	s.Seek(at)
	ev := s.Event()
	q := mcQuestion{pick: at, queen: solver.Square{Row: ev.Row, Col: ev.Col}}
	for !s.IsDone() {
		switch ev := s.Next(); ev.Kind {
		case solver.Evaluate:
			q.evaluate = s.Step()
			mv, _ := s.MC()
			for c := 0; c < s.N(); c++ {
				q.counts = append(q.counts, mv.SquareConflicts(ev.Row, c))
			}
			continue
		case solver.Move:
			q.move = s.Step()
			q.moved = solver.Square{Row: ev.Row, Col: ev.Col}
		default:
			continue
		}
		break
	}
	return q
}

// Kind implements Exercise.
func (x *MCExercise) Kind() Kind { return MinConflicts }

// Seed implements Exercise.
func (x *MCExercise) Seed() uint64 { return x.seed }

// N implements Exercise.
func (x *MCExercise) N() int { return x.s.N() }

// Finished implements Exercise.
func (x *MCExercise) Finished() bool { return len(x.steps) == x.Asks() }

// Questions is how many picks the instance asks about.
func (x *MCExercise) Questions() int { return len(x.qs) }

// Asks is how many answers the instance asks for in all: the counts and
// the move of each pick.
func (x *MCExercise) Asks() int { return 2 * len(x.qs) }

// At returns the question being asked: the pick's index and what is asked
// of it; the last ones once finished.
func (x *MCExercise) At() (question int, ask Ask) { return x.AskAt(min(len(x.steps), x.Asks()-1)) }

// AskAt returns the i-th answer asked for: its pick and what is asked.
func (x *MCExercise) AskAt(i int) (question int, ask Ask) {
	if i%2 == 0 {
		return i / 2, AskCounts
	}
	return i / 2, AskMove
}

// Show moves the stepper to the moment the ask of question q is asked at
// and returns it: the pick for the counts, the evaluate (the counts
// drawn) for the move; the caller only reads it.
func (x *MCExercise) Show(q int, ask Ask) *solver.Stepper {
	if ask == AskCounts {
		x.s.Seek(x.qs[q].pick)
	} else {
		x.s.Seek(x.qs[q].evaluate)
	}
	return x.s
}

// After moves the stepper to the moment the ask of question q is answered
// by: the evaluate for the counts, the move for the move.
func (x *MCExercise) After(q int, ask Ask) *solver.Stepper {
	if ask == AskCounts {
		x.s.Seek(x.qs[q].evaluate)
	} else {
		x.s.Seek(x.qs[q].move)
	}
	return x.s
}

// Queen is the queen picked at question q.
func (x *MCExercise) Queen(q int) solver.Square { return x.qs[q].queen }

// Moved is the square the search moved question q's queen to.
func (x *MCExercise) Moved(q int) solver.Square { return x.qs[q].moved }

// WantCounts is the stepper's count of each square of question q's row.
func (x *MCExercise) WantCounts(q int) []int { return append([]int(nil), x.qs[q].counts...) }

// Answers are the answers graded so far, in order.
func (x *MCExercise) Answers() []MCStep { return x.steps }

// Want is the search's answer to the ask of question q, in words of the
// instance's language: the counts left to right, or the squares of fewest
// conflicts.
func (x *MCExercise) Want(q int, ask Ask) string {
	if ask == AskCounts {
		return countList(x.qs[q].counts)
	}
	l := x.lang
	least, cols := x.Fewest(q)
	var sq []string
	for _, c := range cols {
		sq = append(sq, solver.Square{Row: x.qs[q].queen.Row, Col: c}.String())
	}
	return l.Sprintf(i18n.AccMCFewest, strings.Join(sq, l.T(i18n.AccOr)), amount(l, i18n.AccConflictCount, least))
}

// Fewest is the fewest conflicts of a square of question q's row, and
// the columns that have that few: the squares the queen may move to.
func (x *MCExercise) Fewest(q int) (least int, cols []int) { return x.qs[q].least() }

// countList writes counts left to right.
func countList(counts []int) string {
	s := make([]string, len(counts))
	for i, v := range counts {
		s[i] = strconv.Itoa(v)
	}
	return strings.Join(s, " ")
}

// ask is the question asked now, if it asks want (askedNow).
func (x *MCExercise) ask(want Ask) (int, error) { return askedNow(x.lang, x, want) }

func (x *MCExercise) grade(st MCStep) MCStep {
	x.record(st.Step, st)
	return st
}

// Count grades the counts the student writes for the squares of the picked
// queen's row, left to right.
func (x *MCExercise) Count(counts []int) (MCStep, error) {
	q, err := x.ask(AskCounts)
	if err != nil {
		return MCStep{}, err
	}
	if l := x.lang; len(counts) != x.N() {
		return MCStep{}, errorIn(l, i18n.GradeCountsFor, num(l, len(counts)), num(l, x.N()))
	}
	want := x.qs[q].counts
	st := MCStep{Ask: AskCounts, Did: countList(counts), Want: countList(want), At: solver.Square{Row: -1, Col: -1}}
	st.Right = true
	for c, v := range counts {
		if v != want[c] {
			st.Right = false
			x.explainCount(&st, q, c, v)
			break
		}
	}
	return x.grade(st), nil
}

// explainCount says why column c of question q's row is counted wrongly
// (as got): the queens that attack the square, from the stepper at the
// pick.
func (x *MCExercise) explainCount(st *MCStep, q, c, got int) {
	s, l := x.Show(q, AskCounts), x.lang
	queen := x.qs[q].queen
	sq := solver.Square{Row: queen.Row, Col: c}
	st.At = sq
	var by []string
	for r := 0; r < s.N(); r++ {
		if r == queen.Row {
			continue
		}
		at := solver.Square{Row: r, Col: s.QueenCol(r)}
		if line := solver.AttackLine(at, sq); line != solver.NoLine {
			st.By = append(st.By, at)
			by = append(by, l.Sprintf(i18n.PredWhyOther, at.String(), line.AlongIn(l)))
		}
	}
	own := ""
	if c == queen.Col {
		own = l.T(i18n.GradeOwnLeftOut)
	}
	want := x.qs[q].counts[c]
	if want == 0 {
		st.Why = l.Sprintf(i18n.GradeNoAttacker, sq.String(), own, num(l, got))
		return
	}
	st.Why = l.Sprintf(i18n.GradeCount, sq.String(), amount(l, i18n.NarrQueens, want), own, num(l, got), strings.Join(by, l.T(i18n.PredListSep)))
}

// Move grades the column of the picked queen's row the student moves it
// to: right when no square of the row has fewer conflicts. The search
// draws among the ties, and the exercise goes on from its draw.
func (x *MCExercise) Move(col int) (MCStep, error) {
	q, err := x.ask(AskMove)
	if err != nil {
		return MCStep{}, err
	}
	n, l := x.N(), x.lang
	if col < 0 || col >= n {
		return MCStep{}, errorIn(l, i18n.GradeSayColumn, num(l, n-1))
	}
	qu := x.qs[q]
	sq := solver.Square{Row: qu.queen.Row, Col: col}
	least, _ := qu.least()
	st := MCStep{Ask: AskMove, Did: sq.String(), Want: x.Want(q, AskMove), At: solver.Square{Row: -1, Col: -1}}
	st.Right = qu.counts[col] == least
	if !st.Right {
		st.At = sq
		st.Why = l.Sprintf(i18n.GradeMove, sq.String(), amount(l, i18n.AccConflictCount, qu.counts[col]), st.Want)
	}
	return x.grade(st), nil
}
