package serve

import (
	"fmt"

	"github.com/nqueens/nqueens/internal/kit/text"
)

// maxLogValue bounds a value a client chose in the log (its terminal
// type, a request or channel type, what its failed handshake said): the
// record of one connection stays one line of readable length, whatever
// the client sent.
const maxLogValue = 200

// clientValue is v, a value a client chose, as the log records it: cut to
// maxLogValue characters and on one line, its controls escaped
// (text.Line). The log's own quoting keeps the escapes it finds but
// writes a newline as a second line of the record, and cuts nothing.
func clientValue(v any) string { return text.Line(text.Cut(fmt.Sprint(v), maxLogValue)) }
