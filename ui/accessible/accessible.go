// Package accessible is nqueens for a screen reader or a braille display:
// a line-mode program that appends whole sentences to its output and reads
// commands as lines, with no alternate screen, no cursor addressing, no
// redraw, no box drawing, no colour and no escape sequence of any kind.
// Every event says in words what the watch view shows (the narration of
// solver.NarrationIn, spoken by solver.SpokenIn), in the session's
// language, and the commands of the watch view's keys are words typed at
// a prompt, in English or in that language. It needs no terminal:
// commands may be piped in, which is how a braille user's scripts drive it.
package accessible

import (
	"bufio"
	"context"
	"errors"
	"io"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/nqueens/nqueens/internal/kit/i18n"
)

// ErrInterrupted is what Run returns when ctx ends it (a signal).
var ErrInterrupted = errors.New("interrupted")

// maxLine bounds a command line: a longer one is cut, so that memory is
// bounded by the work, not by the input.
const maxLine = 4096

// lines reads the commands: each line of in, cut to maxLine bytes, sent on
// the channel it returns, which is closed at the end of the input. The
// reader goroutine ends with the input; a signal ends Run without it.
func lines(in io.Reader) <-chan string {
	ch := make(chan string)
	go func() {
		defer close(ch)
		r := bufio.NewReaderSize(in, maxLine)
		for {
			line, err := readLine(r)
			if line != "" || err == nil {
				ch <- line
			}
			if err != nil {
				return
			}
		}
	}()
	return ch
}

// readLine reads one line, keeping at most maxLine bytes of it.
func readLine(r *bufio.Reader) (string, error) {
	var b []byte
	for {
		chunk, isPrefix, err := r.ReadLine()
		if len(b) < maxLine {
			b = append(b, chunk[:min(len(chunk), maxLine-len(b))]...)
		}
		if err != nil || !isPrefix {
			return string(b), err
		}
	}
}

// lineIO is a session's input and output: the commands and the
// sentences, in its language.
type lineIO struct {
	ctx    context.Context
	in     <-chan string
	out    io.Writer
	prompt string
	lang   i18n.Lang
	err    error // the first write error
}

// say writes sentences, one line each.
func (l *lineIO) say(sentences ...string) {
	for _, s := range sentences {
		if l.err == nil {
			_, l.err = io.WriteString(l.out, s+"\n")
		}
	}
}

// read waits for the next command line. ok is false at the end of the
// input; err is ErrInterrupted when ctx ends the wait.
func (l *lineIO) read() (line string, ok bool, err error) {
	if l.prompt != "" && l.err == nil {
		_, l.err = io.WriteString(l.out, l.prompt)
	}
	select {
	case line, ok = <-l.in:
		return clean(line), ok, nil
	case <-l.ctx.Done():
		return "", false, ErrInterrupted
	}
}

// wait waits d for a command line: got is false when d passed first.
func (l *lineIO) wait(d time.Duration) (line string, got, ok bool, err error) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case line, ok = <-l.in:
		return clean(line), true, ok, nil
	case <-t.C:
		return "", false, true, l.ctx.Err()
	case <-l.ctx.Done():
		return "", false, false, ErrInterrupted
	}
}

// clean is a command line trimmed, in lower case, its control characters
// dropped (a terminal's arrow key sends an escape sequence: it must not
// come back in an error line).
func clean(line string) string {
	line = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == utf8.RuneError {
			return -1
		}
		return r
	}, line)
	return strings.ToLower(strings.TrimSpace(line))
}

// command is a command of a program: its English name, the message of
// its word in the other languages, its short forms, and what it does
// with its argument.
type command[T any] struct {
	name  string
	id    i18n.ID // "" for a name that is the same in every language
	short []string
	run   func(t T, arg string) error
}

// word is the command's word in l.
func (c command[T]) word(l i18n.Lang) string {
	if c.id == "" {
		return c.name
	}
	return l.T(c.id)
}

// names reports whether word names c in l: its English name, its short
// forms, or its word in l.
func (c command[T]) names(word string, l i18n.Lang) bool {
	return word == c.name || slices.Contains(c.short, word) || sameWord(word, c.word(l))
}

// find returns the command a word names in l.
func find[T any](cmds []command[T], word string, l i18n.Lang) (command[T], bool) {
	for _, c := range cmds {
		if c.names(word, l) {
			return c, true
		}
	}
	return command[T]{}, false
}

// isCommand reports whether word names in l one of the commands of cmds
// whose English names are given.
func isCommand[T any](cmds []command[T], word string, l i18n.Lang, names ...string) bool {
	c, ok := find(cmds, word, l)
	return ok && slices.Contains(names, c.name)
}

// sameWord reports whether a word typed is want, the accents of a
// Spanish word left out or not: "atras" is "atrás", as a keyboard
// without dead keys types it.
func sameWord(typed, want string) bool {
	return typed == want || unaccented.Replace(typed) == unaccented.Replace(want)
}

var unaccented = strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "ü", "u", "ñ", "n")

// words splits a command line into its command and argument.
func words(line string) (cmd, arg string) {
	cmd, arg, _ = strings.Cut(line, " ")
	return cmd, strings.TrimSpace(arg)
}

// On reads the value of ACCESSIBLE: on unless it is "", "0" or "false"
// (as Charm's gum and huh read it).
func On(value string) bool {
	v := strings.ToLower(strings.TrimSpace(value))
	return v != "" && v != "0" && v != "false"
}
