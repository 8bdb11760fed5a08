package solver

// FieldForm is the form of an event field's value, as the trace format
// writes it.
type FieldForm uint8

const (
	FieldInt     FieldForm = iota // a number: Field.Int
	FieldInts                     // a list of numbers: Field.Ints
	FieldSquare                   // a square, [row,col]: Field.Square
	FieldSquares                  // a list of squares: Field.Squares
	FieldName                     // a name, as a string: Field.Name
)

// Field is one field of an event beside its step, kind, row and column,
// as a trace writes it ({"kind":"prune",…,"by":[0,0],"pruned":[…]}). The
// strategy whose event it is says which fields its kinds have (its spec's
// fields), so that the trace's writer and checker ask the event, not
// which strategy runs.
type Field struct {
	Key     string
	Form    FieldForm
	Int     int
	Ints    []int
	Square  Square
	Squares []Square
	Name    string
}

// EventFields returns the fields of ev, the event s has just made, in the
// order a trace writes them: a solution's index and queens, and whatever
// the strategy says of the kinds of its own. The slice, and the lists in
// it, are the stepper's until the next call: a trace writes every event
// without allocating for its fields.
func (s *Stepper) EventFields(ev Event) []Field {
	dst := s.fieldBuf[:0]
	switch {
	case ev.Kind == Solution:
		dst = append(dst, Field{Key: "index", Form: FieldInt, Int: int(ev.Index)}, Field{Key: "queens", Form: FieldInts, Ints: s.Queens()})
	case s.spec.fields != nil:
		dst = s.spec.fields(s, ev, dst)
	}
	s.fieldBuf = dst
	return dst
}

// PrunedKey is the key of a prune's field that lists the squares pruned.
const PrunedKey = "pruned"

// SquaresOf returns the squares the field key of fields lists (an
// event's, from EventFields): nil when there is no such field. The slice
// is the stepper's until its next EventFields.
func SquaresOf(fields []Field, key string) []Square {
	for _, f := range fields {
		if f.Key == key {
			return f.Squares
		}
	}
	return nil
}

// intField and the others make a field of each form.
func intField(key string, v int) Field { return Field{Key: key, Form: FieldInt, Int: v} }

func squareField(key string, sq Square) Field { return Field{Key: key, Form: FieldSquare, Square: sq} }
