package i18n

import "strings"

// Localized is what can be put into words in each language of the
// catalogue: a Msg, an Error, or a type of its own (an estimate, a
// command's usage error) that is made of them.
type Localized interface {
	In(l Lang) string
}

// Msg is a message of the catalogue with its arguments, put into words
// when it is read, in the reader's language: what a package returns when
// it cannot know who will read it (a parser, a flag's check, the merge of
// shards), so that the command or the session that shows it picks the
// language.
type Msg struct {
	ID   ID
	Args []any
}

// NewMsg is the message id with args (see Lang.Sprintf for the
// arguments).
func NewMsg(id ID, args ...any) Msg { return Msg{ID: id, Args: args} }

// In is the message in l.
func (m Msg) In(l Lang) string { return l.Sprintf(m.ID, m.Args...) }

// String is the message in English.
func (m Msg) String() string { return m.In(En) }

// Error is an error whose text is a message of the catalogue. Its Error
// is the English: what logs, other programs and the tests read. An
// argument that is an error is one it wraps (errors.Is and As find it),
// and keeps its own text, where it has no words of the catalogue: a
// library's error reads as os or strconv wrote it, in every language.
type Error struct{ Msg }

// Errorf is the error of message id with args.
func Errorf(id ID, args ...any) error { return &Error{NewMsg(id, args...)} }

func (e *Error) Error() string { return e.String() }

// Unwrap is the errors among the arguments.
func (e *Error) Unwrap() []error {
	var errs []error
	for _, a := range e.Args {
		if err, ok := a.(error); ok {
			errs = append(errs, err)
		}
	}
	return errs
}

// ErrorText is err's text in l: the catalogue's words where err has them
// (it is Localized), its own text otherwise. Only err itself is asked, not
// what it wraps: the words of a wrapper that has none of the catalogue's
// (fmt.Errorf's) are part of the text.
func ErrorText(err error, l Lang) string {
	if w, ok := err.(Localized); ok {
		return w.In(l)
	}
	return err.Error()
}

// OrList is names to choose from, joined as the language joins
// alternatives: "a, b or c", "a、b 或 c", "a, b o c".
type OrList []string

// In is the list in l.
func (o OrList) In(l Lang) string {
	if len(o) < 2 {
		return strings.Join(o, "")
	}
	return strings.Join(o[:len(o)-1], l.T(FactComma)) + l.T(ListOr) + o[len(o)-1]
}

// String is the list in English.
func (o OrList) String() string { return o.In(En) }

// AndList is names joined as the language joins a list of them all:
// "a, b and c", "a、b、c", "a, b y c".
type AndList []string

// In is the list in l.
func (a AndList) In(l Lang) string {
	if len(a) < 2 {
		return strings.Join(a, "")
	}
	return strings.Join(a[:len(a)-1], l.T(FactComma)) + l.T(FactAnd) + a[len(a)-1]
}

// Each is a text made in every language at once, for an argument whose
// words depend on a state that does not last (a stepper that moves on
// before the message is read): In picks the reader's.
type Each [len(names)]string

// EachOf is the text f makes in each language.
func EachOf(f func(Lang) string) Each {
	var e Each
	for _, l := range Langs {
		e[l] = f(l)
	}
	return e
}

// In is the text in l.
func (e Each) In(l Lang) string { return e[l.valid()] }
