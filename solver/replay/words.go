package replay

import (
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver"
)

// The words of the checker's reports are the catalogue's (i18n): a
// reason is an i18n.Msg, put into words in the reader's language, the
// English for the JSON report (Error.Reason).

// howMany is a count and its noun, as the plural message id says them
// ("3 queens"): its digits grouped as text.Amount groups them.
func howMany[T ~int | ~uint64](id i18n.ID, n T) i18n.Msg {
	return i18n.NewMsg(id, int(n), text.Thousands(uint64(n)))
}

// lineWord names a line of attack: column, diagonal or anti-diagonal.
func lineWord(l solver.Line) i18n.Msg { return i18n.NewMsg(solver.LineWord(l)) }

// joined are parts of a sentence and the words that join them: how a
// trace differs from the reference's search (by semicolons), what a
// prune misses and adds (by "and").
type joined struct {
	parts []i18n.Msg
	by    i18n.ID
}

// In is the sentence in l.
func (j joined) In(l i18n.Lang) string {
	parts := make([]string, len(j.parts))
	for i, m := range j.parts {
		parts[i] = m.In(l)
	}
	return strings.Join(parts, l.T(j.by))
}

// eventLine is ev, the reference's event, as a line of the format, to
// quote: the same in every language.
func eventLine(s *solver.Stepper, ev solver.Event) i18n.Msg {
	return i18n.NewMsg(i18n.AsIs, strings.TrimSuffix(string(AppendEvent(nil, s, ev)), "\n"))
}
