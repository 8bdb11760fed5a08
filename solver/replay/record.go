// Package replay reads and checks a trace in the JSON Lines format that
// `nqueens trace N --format json` writes, whoever wrote it: a student's own
// solver in any language, or nqueens itself.
//
// Reader decodes the lines strictly and in constant memory (a line holds at
// most MaxLineBytes); Checker checks each event against the board so far,
// running the reference stepper in lockstep for a strategy whose run the
// board and options determine (solver.Strategy.Determined), and the rules
// for one that draws at random (min-conflicts) or for a search checked in
// any order (OrderAny); Stream puts the two together as a pull API whose
// checked events (Checked) can feed a viewer. docs/replay/FORMAT.md is the
// format's reference.
package replay

import (
	"math/bits"
	"slices"

	"github.com/nqueens/nqueens/solver"
)

// MaxLineBytes bounds a line of a trace, its newline left out. The longest
// line nqueens writes (a prune of N=64) is under 2 KiB; the bound keeps a
// hostile line from costing more than this much memory.
const MaxLineBytes = 64 << 10

// Meta is the kind of the optional first line that names the board and the
// strategy: {"kind":"meta","n":8,"algo":"array"}.
const Meta = "meta"

// field is a bit naming one field of a line.
type field uint32

const (
	fStep field = 1 << iota
	fKind
	fRow
	fCol
	fBy
	fLine
	fIndex
	fQueens
	fPruned
	fConflicts
	fAttackers
	fCounts
	fFrom
	fPairs
	fMoves
	fStarts
	fSolutions
	fN
	fAlgo
	fMRV
	fSeed
	fStart
	numFields = iota
)

var fieldNames = [numFields]string{
	"step", "kind", "row", "col", "by", "line", "index", "queens", "pruned", "conflicts",
	"attackers", "counts", "from", "pairs", "moves", "starts", "solutions", "n", "algo", "mrv", "seed", "start",
}

func (f field) String() string { return fieldNames[bits.TrailingZeros32(uint32(f))%numFields] }

// schema is what a kind of line must have and may have.
type schema struct{ required, optional field }

// metaKind stands for the meta line among the kinds (solver.Kind has no
// such kind: it is no event).
const metaKind = solver.Kind(255)

// schemas pairs each kind with its fields; a list that may be empty
// (attackers, pruned) may be left out, as trace does with omitempty.
var schemas = [...]schema{
	solver.Try:       {fStep | fKind | fRow | fCol, 0},
	solver.Attack:    {fStep | fKind | fRow | fCol | fBy | fLine, 0},
	solver.Place:     {fStep | fKind | fRow | fCol, 0},
	solver.Backtrack: {fStep | fKind | fRow | fCol, 0},
	solver.Solution:  {fStep | fKind | fIndex | fQueens, 0},
	solver.Done:      {fStep | fKind, fSolutions},
	solver.Prune:     {fStep | fKind | fBy, fPruned},
	solver.WipeOut:   {fStep | fKind | fRow | fBy, 0},
	solver.Start:     {fStep | fKind | fQueens | fPairs, 0},
	solver.Pick:      {fStep | fKind | fRow | fCol | fConflicts, fAttackers},
	solver.Evaluate:  {fStep | fKind | fRow | fCol | fCounts, 0},
	solver.Move:      {fStep | fKind | fRow | fCol | fFrom | fPairs, 0},
	solver.GiveUp:    {fStep | fKind | fPairs | fMoves | fStarts, 0},
}

var metaSchema = schema{fKind | fN, fAlgo | fMRV | fSeed | fStart}

// Record is one line of a trace as decoded, before any check of the rules:
// the fields the line has (Has), the others at their zero value (Row, Col
// and From at -1). Its slices are reused by the next line.
type Record struct {
	// LineNo is the 1-based number of the line in the input.
	LineNo int64
	Kind   solver.Kind // solver.None on the meta line
	Step   uint64
	Row    int
	Col    int
	By     solver.Square
	Line   solver.Line
	Index  uint64
	Queens []int
	// Pruned (prune) and Attackers (pick) are lists of squares.
	Pruned    []solver.Square
	Attackers []solver.Square
	Conflicts int
	Counts    []int
	From      int
	Pairs     int
	Moves     int
	Starts    int
	// Solutions is the optional count of a done line.
	Solutions uint64

	// The meta line: the board size, the strategy and fc's MRV; and
	// min-conflicts' seed and start, which nqueens' own traces name (the
	// checker does not need them: it checks the rules, not the draws).
	N     int
	Algo  solver.Strategy
	MRV   bool
	Seed  uint64
	Start solver.StartMode

	has field
}

// IsMeta reports whether the record is the meta line.
func (r *Record) IsMeta() bool { return r.has&fKind != 0 && r.Kind == metaKind }

// HasSolutions reports whether a done line gives its count of solutions.
func (r *Record) HasSolutions() bool { return r.has&fSolutions != 0 }

// HasSeed reports whether the meta line names min-conflicts' seed.
func (r *Record) HasSeed() bool { return r.has&fSeed != 0 }

// HasAlgo reports whether the meta line names its strategy.
func (r *Record) HasAlgo() bool { return r.has&fAlgo != 0 }

func (r *Record) reset() {
	*r = Record{
		LineNo: r.LineNo, Row: -1, Col: -1, From: -1,
		Queens: r.Queens[:0], Pruned: r.Pruned[:0], Attackers: r.Attackers[:0], Counts: r.Counts[:0],
	}
}

// value returns the record's field key as the strategy's own events give
// it (solver.Stepper.EventFields); ok is false for a key the format does
// not have beyond step, kind, row and col. A list the line left out reads
// as empty, as the writer omits none but trace once did.
func (r *Record) value(key string) (v solver.Field, ok bool) {
	v.Key = key
	switch fieldByName([]byte(key)) {
	case fBy:
		v.Form, v.Square = solver.FieldSquare, r.By
	case fLine:
		v.Form, v.Name = solver.FieldName, r.Line.String()
	case fIndex:
		v.Form, v.Int = solver.FieldInt, int(r.Index)
	case fQueens:
		v.Form, v.Ints = solver.FieldInts, r.Queens
	case fCounts:
		v.Form, v.Ints = solver.FieldInts, r.Counts
	case fPruned:
		v.Form, v.Squares = solver.FieldSquares, r.Pruned
	case fAttackers:
		v.Form, v.Squares = solver.FieldSquares, r.Attackers
	case fConflicts:
		v.Form, v.Int = solver.FieldInt, r.Conflicts
	case fFrom:
		v.Form, v.Int = solver.FieldInt, r.From
	case fPairs:
		v.Form, v.Int = solver.FieldInt, r.Pairs
	case fMoves:
		v.Form, v.Int = solver.FieldInt, r.Moves
	case fStarts:
		v.Form, v.Int = solver.FieldInt, r.Starts
	default:
		return v, false
	}
	return v, true
}

// sameValue reports whether two fields of one key hold the same value.
func sameValue(a, b solver.Field) bool {
	return a.Form == b.Form && a.Int == b.Int && a.Square == b.Square && a.Name == b.Name &&
		slices.Equal(a.Ints, b.Ints) && slices.Equal(a.Squares, b.Squares)
}

// kindByName is the reverse of solver.Kind.String, the meta line included.
func kindByName(name []byte) (solver.Kind, bool) {
	if string(name) == Meta {
		return metaKind, true
	}
	for _, k := range solver.Kinds {
		if k.String() == string(name) {
			return k, true
		}
	}
	return solver.None, false
}

// lineByName is the reverse of solver.Line.String for the lines of an
// attack event.
func lineByName(name []byte) (solver.Line, bool) {
	for _, l := range []solver.Line{solver.Column, solver.Diagonal, solver.AntiDiagonal} {
		if l.String() == string(name) {
			return l, true
		}
	}
	return solver.NoLine, false
}
