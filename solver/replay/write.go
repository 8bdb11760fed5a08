package replay

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/solver"
)

// AppendEvent appends to dst the line of the format for ev, the event s
// has just made (its newline included), the fields that mean nothing for
// the kind left out. It is the format's one writer: `nqueens trace
// --format json` writes its lines with it, and the checker compares a
// trace's lines with what it writes for the reference run.
func AppendEvent(dst []byte, s *solver.Stepper, ev solver.Event) []byte {
	dst = append(dst, `{"step":`...)
	dst = strconv.AppendUint(dst, ev.Counters.Steps, 10)
	dst = append(dst, `,"kind":"`...)
	dst = append(dst, ev.Kind.String()...)
	dst = append(dst, '"')
	if ev.Row >= 0 {
		dst = appendInt(dst, "row", ev.Row)
	}
	if ev.Col >= 0 {
		dst = appendInt(dst, "col", ev.Col)
	}
	for _, f := range s.EventFields(ev) {
		switch f.Form {
		case solver.FieldInt:
			dst = appendInt(dst, f.Key, f.Int)
		case solver.FieldInts:
			dst = appendInts(dst, f.Key, f.Ints)
		case solver.FieldSquare:
			dst = appendSquare(append(appendKey(dst, f.Key), ':'), f.Square)
		case solver.FieldSquares:
			dst = appendSquares(dst, f.Key, f.Squares)
		case solver.FieldName:
			dst = append(append(appendKey(dst, f.Key), ':', '"'), f.Name...)
			dst = append(dst, '"')
		}
	}
	return append(dst, "}\n"...)
}

// appendKey appends a field's comma and quoted key.
func appendKey(dst []byte, key string) []byte {
	dst = append(dst, ',', '"')
	dst = append(dst, key...)
	return append(dst, '"')
}

func appendInt(dst []byte, key string, v int) []byte {
	return strconv.AppendInt(append(appendKey(dst, key), ':'), int64(v), 10)
}

func appendSquare(dst []byte, sq solver.Square) []byte {
	dst = append(dst, '[')
	dst = strconv.AppendInt(dst, int64(sq.Row), 10)
	dst = append(dst, ',')
	dst = strconv.AppendInt(dst, int64(sq.Col), 10)
	return append(dst, ']')
}

func appendInts(dst []byte, key string, xs []int) []byte {
	dst = append(appendKey(dst, key), ':', '[')
	for i, x := range xs {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendInt(dst, int64(x), 10)
	}
	return append(dst, ']')
}

func appendSquares(dst []byte, key string, sqs []solver.Square) []byte {
	dst = append(appendKey(dst, key), ':', '[')
	for i, sq := range sqs {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = appendSquare(dst, sq)
	}
	return append(dst, ']')
}

// Board writes an n×n board as text, a row a line: Q a queen, . an empty
// square, the square of the event at fault (mark; none when off the
// board) in brackets.
func Board(n int, queenCol func(r int) int, mark solver.Square) string {
	var b strings.Builder
	row := make([]byte, 0, 3*n)
	for r := 0; r < n; r++ {
		row = row[:0]
		for c := 0; c < n; c++ {
			glyph := byte('.')
			if queenCol(r) == c {
				glyph = 'Q'
			}
			if mark.Row == r && mark.Col == c {
				row = append(row, '[', glyph, ']')
			} else {
				row = append(row, ' ', glyph, ' ')
			}
		}
		b.Write(bytes.TrimRight(row, " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// AppendMeta appends to dst the meta line of a trace of header h (its
// newline included): {"kind":"meta","n":8,"algo":"array"}, with "mrv" for
// fc with MRV and, for a seeded min-conflicts run, its "seed" and "start"
// (a seed past the format's largest number is left out).
func AppendMeta(dst []byte, h Header) []byte {
	dst = append(dst, `{"kind":"meta"`...)
	dst = appendInt(dst, "n", h.N)
	dst = append(dst, `,"algo":"`...)
	dst = append(append(dst, h.Strategy.String()...), '"')
	if h.MRV {
		dst = append(dst, `,"mrv":true`...)
	}
	if h.Seeded && h.Seed <= maxNumber {
		dst = append(dst, `,"seed":`...)
		dst = strconv.AppendUint(dst, h.Seed, 10)
		dst = append(dst, `,"start":"`...)
		dst = append(append(dst, h.Start.String()...), '"')
	}
	return append(dst, "}\n"...)
}
