package replay

import (
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

// A hand-written decoder for the one flat shape of the format: an object
// whose values are whole numbers, names (kind, line, algo), a boolean
// (mrv), a square [r,c], or a list of numbers or of squares. It is several
// times faster than encoding/json, which matters at millions of lines a
// second, and strict by construction: nothing deeper than a list of
// squares is accepted, so a deeply nested line costs one error, not a
// stack.

// errNoBoard is the error of a trace whose board size nothing gives.
var errNoBoard = i18n.Errorf(i18n.ReplayNoBoard)

// maxNumber bounds the numbers of the format (steps of the longest runs
// fit many times over); a longer one is refused, not wrapped.
const maxNumber = 1 << 62

// parser walks one line.
type parser struct {
	b []byte
	i int
	n int // the board size, for the squares (0 on the meta line)
}

// parseLine decodes line (its newline removed) into rec, checking every
// field against its kind and every square against an n×n board; n is 0
// when the board is not known yet, which only a meta line may leave so.
func parseLine(line []byte, rec *Record, n int) error {
	rec.reset()
	p := parser{b: line, n: n}
	if err := p.object(rec); err != nil {
		if !utf8.Valid(line) {
			// Whatever went wrong, the bytes are not text: say that.
			return badUTF8(line)
		}
		return err
	}
	return checkSchema(rec, n)
}

func (p *parser) ws() {
	for p.i < len(p.b) {
		switch p.b[p.i] {
		case ' ', '\t', '\r':
			p.i++
		default:
			return
		}
	}
}

// unexpected describes the byte at the cursor, for an error; want says
// what should be there (a token, an i18n.OrList of tokens, or an
// i18n.Msg).
func (p *parser) unexpected(want any) error {
	if p.i >= len(p.b) {
		if len(p.b) == 0 {
			return i18n.Errorf(i18n.ReplayEmptyLine)
		}
		return i18n.Errorf(i18n.ReplayLineEnds, want)
	}
	c := p.b[p.i]
	if c >= utf8.RuneSelf {
		if !utf8.Valid(p.b) {
			return badUTF8(p.b)
		}
		return i18n.Errorf(i18n.ReplayByteExpected, byteAt(p.i), want, strconv.Quote(string(p.b[p.i:min(len(p.b), p.i+utf8.UTFMax)])))
	}
	return i18n.Errorf(i18n.ReplayByteExpected, byteAt(p.i), want, strconv.QuoteRune(rune(c)))
}

// byteAt numbers the byte at index i as an error counts them, from 1.
func byteAt(i int) string { return strconv.Itoa(i + 1) }

// badUTF8 is the error of a line that is not UTF-8.
func badUTF8(b []byte) error { return i18n.Errorf(i18n.ReplayBadUTF8, byteAt(firstInvalidUTF8(b))) }

func firstInvalidUTF8(b []byte) int {
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size <= 1 {
			return i
		}
		i += size
	}
	return len(b)
}

func (p *parser) expect(c byte) error {
	p.ws()
	if p.i < len(p.b) && p.b[p.i] == c {
		p.i++
		return nil
	}
	return p.unexpected(strconv.QuoteRune(rune(c)))
}

// object decodes the line's one object.
func (p *parser) object(rec *Record) error {
	if err := p.expect('{'); err != nil {
		if len(p.b) > 0 {
			return i18n.Errorf(i18n.ReplayNotObject, err)
		}
		return err
	}
	p.ws()
	if p.i < len(p.b) && p.b[p.i] == '}' {
		p.i++
	} else {
		for {
			if err := p.member(rec); err != nil {
				return err
			}
			p.ws()
			if p.i < len(p.b) && p.b[p.i] == ',' {
				p.i++
				continue
			}
			if err := p.expect('}'); err != nil {
				return p.unexpected(i18n.OrList{`","`, `"}"`})
			}
			break
		}
	}
	p.ws()
	if p.i != len(p.b) {
		return i18n.Errorf(i18n.ReplayTextAfter, byteAt(p.i))
	}
	return nil
}

// name reads a string holding a name of the format: plain ASCII, no
// escapes (no name of the format needs one).
func (p *parser) name(what i18n.ID) ([]byte, error) {
	if err := p.expect('"'); err != nil {
		return nil, p.unexpected(i18n.NewMsg(what))
	}
	start := p.i
	for p.i < len(p.b) {
		c := p.b[p.i]
		switch {
		case c == '"':
			s := p.b[start:p.i]
			p.i++
			return s, nil
		case c == '\\':
			return nil, i18n.Errorf(i18n.ReplayEscape, byteAt(p.i))
		case c < 0x20:
			return nil, i18n.Errorf(i18n.ReplayControl, byteAt(p.i))
		case c >= utf8.RuneSelf:
			if !utf8.Valid(p.b) {
				return nil, badUTF8(p.b)
			}
		}
		p.i++
	}
	return nil, i18n.Errorf(i18n.ReplayUnclosed)
}

// number reads a whole number, 0 ≤ v ≤ maxNumber; negative numbers are
// read so as to say what is wrong with them.
func (p *parser) number() (int64, error) {
	p.ws()
	start := p.i
	neg := false
	if p.i < len(p.b) && p.b[p.i] == '-' {
		neg = true
		p.i++
	}
	digits := p.i
	var v int64
	for p.i < len(p.b) && p.b[p.i] >= '0' && p.b[p.i] <= '9' {
		if v > (maxNumber-9)/10 {
			return 0, i18n.Errorf(i18n.ReplayNumberTooLarge, byteAt(start))
		}
		v = v*10 + int64(p.b[p.i]-'0')
		p.i++
	}
	switch {
	case p.i == digits:
		p.i = start
		return 0, p.unexpected(i18n.NewMsg(i18n.ReplayWantNumber))
	case p.b[digits] == '0' && p.i-digits > 1:
		return 0, i18n.Errorf(i18n.ReplayLeadingZero, byteAt(start))
	case p.i < len(p.b) && (p.b[p.i] == '.' || p.b[p.i] == 'e' || p.b[p.i] == 'E'):
		return 0, i18n.Errorf(i18n.ReplayFraction, byteAt(start))
	}
	if neg {
		return -v, nil
	}
	return v, nil
}

// count reads a number that counts something: 0 or more.
func (p *parser) count(f field) (int64, error) {
	v, err := p.number()
	if err != nil {
		return 0, i18n.Errorf(i18n.ErrAt, strconv.Quote(f.String()), err)
	}
	if v < 0 {
		return 0, i18n.Errorf(i18n.ReplayNegative, strconv.Quote(f.String()), strconv.FormatInt(v, 10))
	}
	return v, nil
}

// coord reads a row or column, which must lie on the board; what and part
// name it in an error ("row", or `"by"` and ReplayPartColumn).
func (p *parser) coord(what string, part i18n.ID) (int, error) {
	v, err := p.number()
	if err == nil && v >= 0 && v < int64(p.n) {
		return int(v), nil
	}
	var named any = what
	if part != "" {
		named = i18n.NewMsg(i18n.ErrAt, strconv.Quote(what), i18n.NewMsg(part))
	}
	if err != nil {
		return 0, i18n.Errorf(i18n.ErrAt, named, err)
	}
	n := strconv.Itoa(p.n)
	return 0, i18n.Errorf(i18n.ReplayOffBoard, named, strconv.FormatInt(v, 10), n, strconv.Itoa(p.n-1))
}

// square reads [row,col], the value of field f or an item of it.
func (p *parser) square(f field) (solver.Square, error) {
	if err := p.expect('['); err != nil {
		return solver.Square{}, i18n.Errorf(i18n.ReplaySquareExpected, strconv.Quote(f.String()), p.unexpected(`"["`))
	}
	r, err := p.coord(f.String(), i18n.ReplayPartRow)
	if err != nil {
		return solver.Square{}, err
	}
	if err := p.expect(','); err != nil {
		return solver.Square{}, i18n.Errorf(i18n.ReplaySquareIs, strconv.Quote(f.String()), err)
	}
	c, err := p.coord(f.String(), i18n.ReplayPartColumn)
	if err != nil {
		return solver.Square{}, err
	}
	if err := p.expect(']'); err != nil {
		return solver.Square{}, i18n.Errorf(i18n.ReplaySquareIs, strconv.Quote(f.String()), err)
	}
	return solver.Square{Row: r, Col: c}, nil
}

// open reads the "[" of a list and reports whether the list is empty
// (its "]" read too).
func (p *parser) open(f field) (empty bool, err error) {
	if err := p.expect('['); err != nil {
		return false, i18n.Errorf(i18n.ReplayListExpected, strconv.Quote(f.String()), p.unexpected(`"["`))
	}
	p.ws()
	if p.i < len(p.b) && p.b[p.i] == ']' {
		p.i++
		return true, nil
	}
	return false, nil
}

// more reads what follows an item of a list: "," (true) or "]" (false);
// k items have been read, at most limit are allowed.
func (p *parser) more(f field, k, limit int) (bool, error) {
	p.ws()
	if p.i < len(p.b) && p.b[p.i] == ',' {
		p.i++
		if k == limit {
			return false, i18n.Errorf(i18n.ReplayTooManyEntries, strconv.Quote(f.String()), strconv.Itoa(limit))
		}
		return true, nil
	}
	if err := p.expect(']'); err != nil {
		return false, i18n.Errorf(i18n.ErrAt, strconv.Quote(f.String()), p.unexpected(i18n.OrList{`","`, `"]"`}))
	}
	return false, nil
}

// ints reads a list of columns (queens) or of conflict counts (counts),
// at most n of them.
func (p *parser) ints(f field, dst *[]int) error {
	empty, err := p.open(f)
	if err != nil || empty {
		return err
	}
	for k, more := 1, true; more; k++ {
		var v int
		if f == fCounts {
			c, err := p.count(f)
			if err == nil && c >= int64(p.n) {
				err = i18n.Errorf(i18n.ReplayCountsConflicts, strconv.FormatInt(c, 10), strconv.Itoa(p.n), strconv.Itoa(p.n-1))
			}
			if err != nil {
				return err
			}
			v = int(c)
		} else if v, err = p.coord("queens", i18n.ReplayPartColumn); err != nil {
			return err
		}
		*dst = append(*dst, v)
		if more, err = p.more(f, k, p.n); err != nil {
			return err
		}
	}
	return nil
}

// squares reads a list of squares, at most limit of them.
func (p *parser) squares(f field, dst *[]solver.Square, limit int) error {
	empty, err := p.open(f)
	if err != nil || empty {
		return err
	}
	for k, more := 1, true; more; k++ {
		sq, err := p.square(f)
		if err != nil {
			return err
		}
		*dst = append(*dst, sq)
		if more, err = p.more(f, k, limit); err != nil {
			return err
		}
	}
	return nil
}

// member reads one "key": value pair into rec.
func (p *parser) member(rec *Record) error {
	key, err := p.name(i18n.ReplayWantFieldName)
	if err != nil {
		return err
	}
	f := fieldByName(key)
	if f == 0 {
		return i18n.Errorf(i18n.ReplayUnknownField, strconv.Quote(string(key)))
	}
	if rec.has&f != 0 {
		return i18n.Errorf(i18n.ReplayFieldTwice, strconv.Quote(string(key)))
	}
	rec.has |= f
	if err := p.expect(':'); err != nil {
		return err
	}
	if p.n == 0 && f&(fRow|fCol|fBy|fQueens|fPruned|fAttackers|fCounts|fFrom) != 0 {
		return errNoBoard
	}
	p.ws()
	switch f {
	case fKind:
		s, err := p.name(i18n.ReplayWantKind)
		if err != nil {
			return err
		}
		k, ok := kindByName(s)
		if !ok {
			return i18n.Errorf(i18n.ReplayUnknownKind, strconv.Quote(string(s)))
		}
		rec.Kind = k
	case fLine:
		s, err := p.name(i18n.ReplayWantLine)
		if err != nil {
			return err
		}
		l, ok := lineByName(s)
		if !ok {
			return i18n.Errorf(i18n.ReplayUnknownLine, strconv.Quote(string(s)))
		}
		rec.Line = l
	case fAlgo:
		s, err := p.name(i18n.ReplayWantAlgo)
		if err != nil {
			return err
		}
		a, ok := solver.StrategyNamed(string(s))
		if !ok {
			return i18n.Errorf(i18n.ReplayUnknownAlgo, strconv.Quote(string(s)), i18n.OrList(solver.StrategyNames(solver.Strategies)))
		}
		rec.Algo = a
	case fStart:
		s, err := p.name(i18n.ReplayWantStart)
		if err != nil {
			return err
		}
		i := slices.IndexFunc(solver.StartModes, func(m solver.StartMode) bool { return m.String() == string(s) })
		if i < 0 {
			return i18n.Errorf(i18n.ReplayUnknownStart, strconv.Quote(string(s)))
		}
		rec.Start = solver.StartModes[i]
	case fMRV:
		switch {
		case hasPrefix(p.b[p.i:], "true"):
			rec.MRV = true
			p.i += 4
		case hasPrefix(p.b[p.i:], "false"):
			p.i += 5
		default:
			return i18n.Errorf(i18n.ErrAt, `"mrv"`, p.unexpected(i18n.OrList{"true", "false"}))
		}
	case fRow:
		rec.Row, err = p.coord("row", "")
		return err
	case fCol:
		rec.Col, err = p.coord("col", "")
		return err
	case fFrom:
		rec.From, err = p.coord("from", "")
		return err
	case fBy:
		sq, err := p.square(f)
		if err != nil {
			return err
		}
		rec.By = sq
	case fQueens:
		return p.ints(f, &rec.Queens)
	case fCounts:
		return p.ints(f, &rec.Counts)
	case fPruned:
		return p.squares(f, &rec.Pruned, p.n*p.n)
	case fAttackers:
		return p.squares(f, &rec.Attackers, p.n)
	default: // the counts: step, index, conflicts, pairs, moves, starts, solutions, n
		v, err := p.count(f)
		if err != nil {
			return err
		}
		switch f {
		case fStep:
			rec.Step = uint64(v)
		case fIndex:
			rec.Index = uint64(v)
		case fSolutions:
			rec.Solutions = uint64(v)
		case fSeed:
			rec.Seed = uint64(v)
		case fN:
			if v < 1 || v > solver.MaxN {
				return boardSizeError(v)
			}
			rec.N = int(v)
		case fMoves:
			rec.Moves = int(v)
		case fStarts:
			rec.Starts = int(v)
		default: // conflicts and pairs count queens of the board
			if v > int64(p.n)*int64(p.n) {
				return i18n.Errorf(i18n.ReplayMoreThanBoard, strconv.Quote(f.String()), strconv.FormatInt(v, 10), strconv.Itoa(p.n))
			}
			switch f {
			case fConflicts:
				rec.Conflicts = int(v)
			case fPairs:
				rec.Pairs = int(v)
			}
		}
	}
	return nil
}

// fieldByName returns the field of a key, or 0. (A switch on the string
// compiles to a few comparisons, with no allocation.)
func fieldByName(key []byte) field {
	switch string(key) {
	case "step":
		return fStep
	case "kind":
		return fKind
	case "row":
		return fRow
	case "col":
		return fCol
	case "by":
		return fBy
	case "line":
		return fLine
	case "index":
		return fIndex
	case "queens":
		return fQueens
	case "pruned":
		return fPruned
	case "conflicts":
		return fConflicts
	case "attackers":
		return fAttackers
	case "counts":
		return fCounts
	case "from":
		return fFrom
	case "pairs":
		return fPairs
	case "moves":
		return fMoves
	case "starts":
		return fStarts
	case "solutions":
		return fSolutions
	case "n":
		return fN
	case "algo":
		return fAlgo
	case "mrv":
		return fMRV
	case "seed":
		return fSeed
	case "start":
		return fStart
	}
	return 0
}

func hasPrefix(b []byte, s string) bool { return len(b) >= len(s) && string(b[:len(s)]) == s }

// checkSchema checks that rec has the fields of its kind, and no other.
func checkSchema(rec *Record, n int) error {
	// n is 0 on a first line read before the board is known.
	if rec.has&fKind == 0 {
		return i18n.Errorf(i18n.ReplayNoKind)
	}
	sch := metaSchema
	if rec.Kind != metaKind {
		sch = schemas[rec.Kind]
	}
	name := rec.Kind.String()
	if rec.Kind == metaKind {
		name = Meta
	}
	if missing := sch.required &^ rec.has; missing != 0 {
		return i18n.Errorf(i18n.ReplayNeeds, name, fieldList(missing))
	}
	if extra := rec.has &^ (sch.required | sch.optional); extra != 0 {
		return i18n.Errorf(i18n.ReplayNotField, fieldList(extra), name)
	}
	if rec.Kind == metaKind {
		if rec.LineNo != 1 {
			return i18n.Errorf(i18n.ReplayMetaFirst)
		}
		if rec.MRV && !rec.Algo.Takes(solver.OptionMRV) {
			return i18n.Errorf(i18n.ReplayMRVOption)
		}
		if rec.has&fSeed != 0 && !rec.Algo.Takes(solver.OptionSeed) || rec.has&fStart != 0 && !rec.Algo.Takes(solver.OptionStart) {
			return i18n.Errorf(i18n.ReplaySeedStart, strconv.Quote(solver.OptionOf(solver.OptionSeed).String()))
		}
		return nil
	}
	if (rec.Kind == solver.Solution || rec.Kind == solver.Start) && len(rec.Queens) != n {
		return i18n.Errorf(i18n.ReplayQueensCount, strconv.Itoa(len(rec.Queens)), name, strconv.Itoa(n))
	}
	if rec.Kind == solver.Evaluate && len(rec.Counts) != n {
		return i18n.Errorf(i18n.ReplayCountsCount, strconv.Itoa(len(rec.Counts)), strconv.Itoa(n))
	}
	return nil
}

// fieldList names the fields of a set: `"row"`, `"row" and "col"`.
func fieldList(set field) i18n.AndList {
	var names i18n.AndList
	for i, name := range fieldNames {
		if set&(1<<uint(i)) != 0 {
			names = append(names, strconv.Quote(name))
		}
	}
	return names
}

// boardSizeError is the error of a board size out of range.
func boardSizeError(n int64) error {
	return i18n.Errorf(i18n.ReplayBoardSize, strconv.FormatInt(n, 10), strconv.Itoa(solver.MaxN))
}
