package exercise

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// BitmaskRows is how many rows a bitmask exercise asks about.
const BitmaskRows = 3

// Field is one of the values asked for a row of a bitmask exercise.
type Field int

// The fields, in the order they are asked: the three words the row is
// entered with, the free squares they leave, and the column the search
// takes first.
const (
	Cols Field = iota
	LD
	RD
	Free
	Pick
	numFields
)

var fieldNames = [numFields]string{"cols", "ld", "rd", "free", "free & -free"}

// Fields lists the fields in the order they are asked.
var Fields = []Field{Cols, LD, RD, Free, Pick}

// String is the field's name in the pseudocode.
func (f Field) String() string { return fieldNames[f] }

// fieldLine is the line along which the queens above set a word's bits.
var fieldLine = [...]solver.Line{Cols: solver.Column, LD: solver.Diagonal, RD: solver.AntiDiagonal}

// BitmaskStep is a graded field, with the square the board marks: the
// square of the row whose bit was wrong (Row -1 for none), and the queen
// that sets that bit, if one does.
type BitmaskStep struct {
	Step
	Field Field
	Typed string
	Want  string
	At    solver.Square
	By    solver.Square
	Line  solver.Line
}

// BitmaskExercise is an instance of the bitmask kind: rows the bitmask
// search enters, one after the other from a random step of its run; for
// each, the student types cols, ld, rd and free as binary words (column 0
// the rightmost bit, as a number is written) and the column free & -free
// picks. Each is graded against the stepper's own words.
type BitmaskExercise struct {
	answered[BitmaskStep]
	seed  uint64
	lang  i18n.Lang
	s     *solver.Stepper
	asked []uint64 // the step of the place that enters each row asked about
}

// NewBitmask draws the bitmask instance of seed: the board (6 to 8 unless
// n is not 0) and the rows asked about.
func NewBitmask(seed uint64, n int, o Options) (*BitmaskExercise, error) {
	rng, s, err := search(seed, n, solver.Bitmask)
	if err != nil {
		return nil, err
	}
	// The moments the search enters a row below the top: its places on
	// every row but the last.
	var entries []uint64
	for len(entries) < startWalk && !s.IsDone() {
		if ev := s.Next(); ev.Kind == solver.Place && ev.Row+1 < s.N() {
			entries = append(entries, s.Step())
		}
	}
	if len(entries) < BitmaskRows {
		return nil, errorIn(o.Lang, i18n.GradeBitFewRows, num(o.Lang, s.N()))
	}
	first := rng.IntN(len(entries) - BitmaskRows + 1)
	x := &BitmaskExercise{seed: seed, lang: o.Lang, s: s, asked: entries[first : first+BitmaskRows]}
	x.s.Seek(x.asked[0])
	return x, nil
}

// Kind implements Exercise.
func (x *BitmaskExercise) Kind() Kind { return Bitmask }

// Seed implements Exercise.
func (x *BitmaskExercise) Seed() uint64 { return x.seed }

// N implements Exercise.
func (x *BitmaskExercise) N() int { return x.s.N() }

// Finished implements Exercise.
func (x *BitmaskExercise) Finished() bool { return len(x.steps) == len(x.asked)*int(numFields) }

// At returns the question being asked: the row's index among those asked
// and the field; the last ones once finished.
func (x *BitmaskExercise) At() (question int, field Field) {
	i := min(len(x.steps), len(x.asked)*int(numFields)-1)
	return i / int(numFields), Field(i % int(numFields))
}

// Questions is how many rows the instance asks about.
func (x *BitmaskExercise) Questions() int { return len(x.asked) }

// Show moves the stepper to the moment question q asks about and returns
// it: the place that enters the row; the caller only reads it.
func (x *BitmaskExercise) Show(q int) *solver.Stepper {
	x.s.Seek(x.asked[q])
	return x.s
}

// Answers are the fields graded so far, in order.
func (x *BitmaskExercise) Answers() []BitmaskStep { return x.steps }

// value is field f of question q as the stepper has it: a word in binary,
// n digits, or the column picked (none, in the instance's language, when
// free is 0).
func (x *BitmaskExercise) value(q int, f Field) (word uint64, text string) {
	s := x.Show(q)
	n, row := s.N(), s.Row()
	bv, _ := s.Bitmask()
	cols, ld, rd, _ := bv.Words(row)
	free, _ := bv.Free(row)
	switch f {
	case Cols:
		word = cols
	case LD:
		word = ld
	case RD:
		word = rd
	case Free:
		word = free
	default:
		if free == 0 {
			return 0, none(x.lang)
		}
		return free & -free, strconv.Itoa(bits.TrailingZeros64(free))
	}
	return word, fmt.Sprintf("%0*b", n, word)
}

// Want is the stepper's value of field f of question q, as it is typed.
func (x *BitmaskExercise) Want(q int, f Field) string {
	_, s := x.value(q, f)
	return s
}

// Type grades what the student typed for the field asked now ("-" or
// "none" for the pick of no column); nothing is graded when it is not a
// value of the field (not binary, too long, not a column), and err says
// what is.
func (x *BitmaskExercise) Type(typed string) (st BitmaskStep, err error) {
	l := x.lang
	if x.Finished() {
		return BitmaskStep{}, errorIn(l, i18n.GradeFinished)
	}
	q, f := x.At()
	n := x.N()
	typed = strings.TrimSpace(typed)
	want, wantText := x.value(q, f)
	var got uint64
	if f == Pick {
		// The pick is graded by the bit it keeps, free & -free: 0 for
		// none, as the search's own.
		c, perr := strconv.Atoi(typed)
		switch {
		case typed == "-" || typed == "none":
			typed = none(l)
		case perr != nil || c < 0 || c >= n:
			return BitmaskStep{}, errorIn(l, i18n.GradeBitColumn, num(l, n-1))
		default:
			got, typed = 1<<uint(c), strconv.Itoa(c)
		}
	} else {
		v, perr := strconv.ParseUint(typed, 2, 64)
		if perr != nil || len(typed) > n || typed == "" {
			return BitmaskStep{}, errorIn(l, i18n.GradeBitWord, f.String(), num(l, n))
		}
		got = v
		typed = fmt.Sprintf("%0*b", n, v)
	}
	st = BitmaskStep{Field: f, Typed: typed, Want: wantText, At: solver.Square{Row: -1, Col: -1}}
	st.Right = got == want
	if !st.Right {
		x.explain(&st, q, got, want)
	}
	x.record(st.Step, st)
	return st, nil
}

// explain says why a field is wrong, from the stepper's board: for a
// word, its first wrong bit and the queen that sets it (or that none
// does); for the pick, what free & -free keeps.
func (x *BitmaskExercise) explain(st *BitmaskStep, q int, got, want uint64) {
	s, l := x.Show(q), x.lang
	row := s.Row()
	if st.Field == Pick {
		if want == 0 {
			st.Why = l.Sprintf(i18n.GradeBitNone, num(l, row))
		} else {
			c := bits.TrailingZeros64(want)
			st.Why = l.Sprintf(i18n.GradeBitLowest, x.Want(q, Free), num(l, c))
			st.At = solver.Square{Row: row, Col: c}
		}
		return
	}
	c := bits.TrailingZeros64(got ^ want)
	sq := solver.Square{Row: row, Col: c}
	st.At = sq
	bit := want >> uint(c) & 1
	var why string
	if st.Field == Free {
		if bit == 1 {
			why = l.Sprintf(i18n.GradeBitFree, num(l, c), sq.String())
		} else {
			why = l.Sprintf(i18n.GradeBitNotFree, num(l, c), sq.String())
		}
	} else {
		line := fieldLine[st.Field]
		why = l.Sprintf(i18n.GradeBitNoQueen, sq.String(), line.AlongIn(l))
		for r := 0; r < row; r++ {
			qs := solver.Square{Row: r, Col: s.QueenCol(r)}
			if solver.AttackLine(qs, sq) == line {
				st.By, st.Line = qs, line
				why = l.Sprintf(i18n.GradeBitQueen, qs.String(), sq.String(), line.AlongIn(l))
				break
			}
		}
	}
	st.Why = l.Sprintf(i18n.GradeBitWrong, num(l, c), st.Field.String(), strconv.FormatUint(bit, 10), why, st.Want)
}
