package exercise

import (
	"errors"

	"github.com/nqueens/nqueens/internal/kit/i18n"
)

// An instance says its reasons, its answers in words and its errors in
// the language its caller gave it (Options.Lang), from the catalogue
// (i18n's Grade… messages); what is graded right never depends on it.

// num writes v as l writes a number (Lang.Number), a minus sign before a
// negative one (a count the caller typed).
func num(l i18n.Lang, v int) string {
	if v < 0 {
		return "-" + l.Number(uint64(-v))
	}
	return l.Number(uint64(v))
}

// amount is a count with its noun in l, by a plural message of the
// catalogue (one that takes the count and its digits).
func amount(l i18n.Lang, id i18n.ID, n int) string { return l.Sprintf(id, n, num(l, n)) }

// errorIn is an error whose text is the message id in l.
func errorIn(l i18n.Lang, id i18n.ID, args ...any) error { return errors.New(l.Sprintf(id, args...)) }

// none is the answer of no square, no column, in l.
func none(l i18n.Lang) string { return l.T(i18n.AccNone) }
