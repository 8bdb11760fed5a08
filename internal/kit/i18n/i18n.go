// Package i18n is nqueens's message catalogue: every user-visible string
// has a message id here and a text in each language the program speaks
// (English, Simplified Chinese, Spanish), and a view or command asks for
// the id, never writes the text itself.
//
// It is built on golang.org/x/text/message and its catalog rather than
// go-i18n: x/text is already in the module graph (no new dependency), its
// printers take plural rules and number formats from CLDR per language,
// and its catalogue is built in memory from the table in messages.go, so
// there are no translation files to find, load or get wrong at run time;
// a message missing a language fails a test, not a user.
//
// The language is the process's (Set, from --lang or the locale, see
// FromEnv); a view built while it is set keeps the words it was built
// with, so a server speaking to clients in several languages will pass a
// Lang down instead (Lang.T, Lang.Sprintf) — both ways read one table.
// What is said before anyone knows who reads it — an error made by a
// parser, a flag's check, a merge of shards — is a Msg or an Error: the
// message's id and its arguments, put into words by whoever prints it,
// in the reader's language (localized.go).
package i18n

import (
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

// Lang is a language of the catalogue.
type Lang int

// The languages, English first: it is the default and the fallback.
const (
	En Lang = iota // English
	Zh             // 简体中文, Simplified Chinese
	Es             // Español
)

// Langs are the languages in the order the flag's help names them.
var Langs = []Lang{En, Zh, Es}

var (
	names = [...]string{En: "en", Zh: "zh", Es: "es"}
	tags  = [...]language.Tag{En: language.English, Zh: language.SimplifiedChinese, Es: language.Spanish}
)

// String is the language's code, as --lang takes it.
func (l Lang) String() string { return names[l.valid()] }

// Tag is the language's BCP 47 tag.
func (l Lang) Tag() language.Tag { return tags[l.valid()] }

func (l Lang) valid() Lang {
	if l < 0 || int(l) >= len(names) {
		return En
	}
	return l
}

// Parse reads a language code as --lang takes it: en, zh or es.
func Parse(s string) (Lang, error) {
	for _, l := range Langs {
		if s == l.String() {
			return l, nil
		}
	}
	return En, Errorf(CmdMustBe, Codes(), strconv.Quote(s))
}

// Codes are the codes Parse reads, as a list to choose from.
func Codes() OrList {
	codes := make(OrList, len(Langs))
	for i, l := range Langs {
		codes[i] = l.String()
	}
	return codes
}

// LocaleVariables are the variables that name the language of messages,
// in the order C's setlocale reads them for LC_MESSAGES: the first one set
// wins.
var LocaleVariables = []string{"LC_ALL", "LC_MESSAGES", "LANG"}

// FromEnv is the language the locale asks for: the first of LC_ALL,
// LC_MESSAGES and LANG that is set and not empty decides ("zh_CN.UTF-8"
// is Chinese, "es_ES" Spanish); C, POSIX, a language the catalogue does
// not have, or none set is English.
func FromEnv(getenv func(string) string) Lang {
	for _, name := range LocaleVariables {
		if v := getenv(name); v != "" {
			return fromLocale(v)
		}
	}
	return En
}

// fromLocale reads the language of a POSIX locale name,
// language[_territory][.codeset][@modifier].
func fromLocale(v string) Lang {
	lang, _, _ := strings.Cut(v, ".")
	lang, _, _ = strings.Cut(lang, "@")
	lang, _, _ = strings.Cut(lang, "_")
	lang, _, _ = strings.Cut(lang, "-") // "zh-CN", as some systems write it
	if l, err := Parse(strings.ToLower(lang)); err == nil {
		return l
	}
	return En
}

var current atomic.Int32

// Set makes l the process's language (see the package comment).
func Set(l Lang) { current.Store(int32(l.valid())) }

// Current is the process's language, English until Set.
func Current() Lang { return Lang(current.Load()) }

// T is the text of id in l. A message that takes arguments is read with
// Sprintf.
func (l Lang) T(id ID) string {
	// A text with no verb is itself: read it without the printer's
	// catalogue lookup and formatting, which every view's labels would
	// otherwise pay on every frame.
	if s, ok := messages[id].texts()[l.valid()].(string); ok && !strings.Contains(s, "%") {
		return s
	}
	return l.Sprintf(id)
}

// Sprintf formats the message id in l with args, as fmt.Sprintf does; the
// message's words come from the catalogue. A count shown to a reader is
// passed as a string, its digits grouped by Number. An argument that has
// words of its own (a Localized: a Msg, an Error) is put into l too.
func (l Lang) Sprintf(id ID, args ...any) string {
	cloned := false
	for i, a := range args {
		if w, ok := a.(Localized); ok {
			if !cloned { // the caller's slice stays as it was
				args, cloned = slices.Clone(args), true
			}
			args[i] = w.In(l)
		}
	}
	return printers[l.valid()]().Sprintf(string(id), args...)
}

// Number writes v for a reader of l, its digits grouped as l groups them
// (x/text's printer for l's tag, from CLDR): English and Chinese put a
// comma between thousands, Spanish a full stop. Machine-readable output
// (a count on stdout, JSON, CSV, a trace) writes plain digits instead.
func (l Lang) Number(v uint64) string { return numbers[l.valid()].Sprintf("%d", v) }

// numbers are printers without the catalogue, for Number: "%d" is a
// format, not a message to look up.
var numbers = func() []*message.Printer {
	ps := make([]*message.Printer, len(tags))
	for l, tag := range tags {
		ps[l] = message.NewPrinter(tag)
	}
	return ps
}()

// messages is the catalogue: the tables of the screens, one a file
// (messages*.go), joined. An id in two tables is a mistake the program
// does not start with.
var messages = func() map[ID]entry {
	all := map[ID]entry{}
	for _, table := range []map[ID]entry{viewMessages, lessonMessages, watchMessages, narrateMessages, searchMessages, predictMessages, noteMessages, cliMessages, accessibleMessages, uiMessages, lensMessages, browseMessages, playMessages, compareMessages, exerciseMessages, errorMessages, serveMessages, exerciseReasonMessages, outlineMessages, outlineTotalsMessages} {
		for id, e := range table {
			if _, dup := all[id]; dup {
				panic("i18n: " + string(id) + " is in two tables")
			}
			all[id] = e
		}
	}
	return all
}()

// printers are one per language, each built the first time its language
// speaks: a message.Printer is safe for use by several goroutines. A
// process mostly speaks one language (serve speaks each session's), and
// compiling the catalogue of all three took 19 ms of every start of the
// program (GODEBUG=inittrace=1), the largest init of the binary.
var printers = func() []func() *message.Printer {
	ps := make([]func() *message.Printer, len(tags))
	for l := range tags {
		ps[l] = sync.OnceValue(func() *message.Printer { return newPrinter(Lang(l)) })
	}
	return ps
}()

// newPrinter compiles the catalogue's texts of l into a printer (every
// entry has a text in every language: TestEveryMessageInEveryLanguage).
func newPrinter(l Lang) *message.Printer {
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	set := func(id ID, l Lang, t any) {
		var msg catalog.Message
		switch t := t.(type) {
		case string:
			msg = catalog.String(t)
		case catalog.Message:
			msg = t
		default:
			panic("i18n: " + string(id) + ": a text is a string or a catalog.Message")
		}
		if err := b.Set(tags[l], string(id), msg); err != nil {
			panic("i18n: " + string(id) + ": " + err.Error())
		}
	}
	for id, e := range messages {
		set(id, l, e.texts()[l])
	}
	return message.NewPrinter(tags[l], message.Catalog(b))
}
