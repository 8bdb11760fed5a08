package solver

// The pseudocode of each strategy, the single source of truth for every view
// that shows it. Its lines are short, so that the watch view's panel beside
// the board wraps few of them on a projector's window. Each event's Code
// field is an index into these lines, so that a UI can highlight the line
// that is executing; Stepper.CodeLines gives every line an event stands
// for, so that every line of the pseudocode is shown executing by some
// event.

// Pseudocode returns the lines of the strategy's pseudocode. The caller must
// not modify the slice.
func Pseudocode(s Strategy) []string { return s.spec().pseudocode }

// span is the lines of the pseudocode one event stands for, first to last,
// and the one of them that Event.Code names.
type span struct{ first, last, code int }

// Each strategy's spec maps each event kind to its lines (arrayLines,
// bitmaskLines, …, beside the pseudocode in the engine's file). Every line
// of each pseudocode belongs to at least one kind, and each event executes
// in one call of solve — the frame of its row (row n for a solution, the
// starting row for the start and the end), so a call stack shown beside
// the pseudocode agrees with it.

// codeLiner is an engine whose events stand for lines that depend on more
// than their kind (what follows a prune, why a backtrack): it refines the
// kind's span for the current event, keeping its Code.
type codeLiner interface {
	codeLines(sp span) span
}

// CodeLines returns the lines of the pseudocode, first to last, that the
// current event executes: a UI marks all of them, so that every line is
// seen executing when it does and only then (the recursive call of fc when
// it is made, not when a wipe-out skips it; the return of a row that ran
// out of columns). Event.Code is one of them.
func (s *Stepper) CodeLines() (first, last int) {
	sp := s.spec.lines[s.st.ev.Kind]
	if c, ok := s.eng.(codeLiner); ok {
		sp = c.codeLines(sp)
	}
	return sp.first, sp.last
}
