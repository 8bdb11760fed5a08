// Package testkit holds the helpers that the tests of several packages
// share, so that each is written once: a buffer that a process's or a
// goroutine's output can be written into while the test reads it, a wait
// for a condition, a long repeated input that is not held, and a copy of
// the test binary that another user can run, the OEIS counts that
// counting tests check against, the byte strings a terminal must never be
// sent raw, and a check that a translation left no sentence in English.
// Only tests import it.
package testkit

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/nqueens/nqueens/internal/kit/termgif"
)

// Buffer is a bytes.Buffer safe for a writer's goroutine and the test
// reading it at the same time.
type Buffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *Buffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// String returns what was written so far.
func (b *Buffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// WaitUntil polls cond every few milliseconds until it holds (true) or d
// has passed (false). A test waits for what it needs this way, never for a
// fixed time: on a loaded machine, under -race, any fixed time can be too
// short; d is the generous bound that turns a hang into a failure.
func WaitUntil(d time.Duration, cond func() bool) bool {
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(5 * time.Millisecond)
	}
	return true
}

// Repeat returns a reader of line n times over, without holding the n
// copies: the input of a test that a program's memory must not grow with.
func Repeat(line []byte, n int) io.Reader { return &repeatReader{line: line, n: n} }

type repeatReader struct {
	line []byte
	n    int
	off  int
}

func (r *repeatReader) Read(p []byte) (int, error) {
	w := 0
	for w < len(p) && r.n > 0 {
		c := copy(p[w:], r.line[r.off:])
		w += c
		if r.off += c; r.off == len(r.line) {
			r.off = 0
			r.n--
		}
	}
	if w == 0 {
		return 0, io.EOF
	}
	return w, nil
}

// CopySelf copies the running test binary into dir as name, executable by
// anyone, and returns its path: a test that runs it as another user (uid
// nobody, say) cannot reach the binary in the build's own folder.
func CopySelf(t testing.TB, dir, name string) string {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(self)
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, name)
	// A fork on another goroutine (a parallel test starting a process)
	// while the copy is open for writing gives the child the descriptor
	// until it execs, and an exec of the copy then fails with "text file
	// busy" (ETXTBSY, golang.org/issue/22315; seen in TestCountProcesses).
	// A fork holds syscall.ForkLock for writing until its child has
	// exec'd: none starts while the copy is written under the read lock.
	syscall.ForkLock.RLock()
	err = os.WriteFile(bin, data, 0o755)
	syscall.ForkLock.RUnlock()
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// OEISAll is OEIS A000170, the solutions of the n×n board, and OEISUnique
// A002562, its fundamental solutions (classes under the 8 symmetries), for
// N = 0..20 (N = 0 unused).
var (
	OEISAll = []uint64{0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712,
		365596, 2279184, 14772512, 95815104, 666090624, 4968057848, 39029188884}
	OEISUnique = []uint64{0, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233,
		45752, 285053, 1846955, 11977939, 83263591, 621012754, 4878666808}
)

// Hostile are byte strings that a terminal obeys when they reach it raw:
// they set its title, write its clipboard (OSC 52), clear it, move the
// cursor back over a line, or are not text at all. Each is tagged (PWN,
// Q1 …) so that a test finds it, raw, in output that holds escape
// sequences of the program's own; none holds a space or a newline, so
// that a view may wrap between them.
var Hostile = []struct{ Name, Raw string }{
	{"OSC 0 title", "\x1b]0;PWN\x07"},
	{"OSC 52 clipboard", "\x1b]52;c;cHduZWQ=\x07"},
	{"CSI 2J", "\x1b[2JQ1"},
	{"C1 CSI", "\u009b2JQ2"},
	{"BEL", "Q3\aQ3"},
	{"CR", "Q4\rQ4"},
	{"DEL", "Q5\x7fQ5"},
	{"NUL", "Q6\x00Q6"},
	{"raw byte 0x9b", "Q7\x9b2J"},
	{"invalid UTF-8", "Q8\xff\xfeQ8"},
}

// HostileText is the Hostile strings, one after the other, separated by
// spaces, but those named in except.
func HostileText(except ...string) string {
	var parts []string
	for _, h := range Hostile {
		if !slices.Contains(except, h.Name) {
			parts = append(parts, h.Raw)
		}
	}
	return strings.Join(parts, " ")
}

// Obeyed returns the names of the Hostile strings that out holds raw:
// what a terminal shown out would have obeyed.
func Obeyed(out string) []string {
	var names []string
	for _, h := range Hostile {
		if strings.Contains(out, h.Raw) {
			names = append(names, h.Name)
		}
	}
	return names
}

// EncodeGIF writes frames, all held already, as the animated GIF the
// program streams: a Survey of every frame, then an Encoder fed them again.
// opt must give the grid (Cols and Rows).
func EncodeGIF(w io.Writer, frames []termgif.Frame, opt termgif.Options) error {
	s, err := termgif.NewSurvey(opt)
	if err != nil {
		return err
	}
	for _, f := range frames {
		s.Add(f.Text)
	}
	e := termgif.NewEncoder(w, s)
	for _, f := range frames {
		if err := e.Add(f); err != nil {
			return err
		}
	}
	return e.Close()
}

// EnglishWords are the words of a text said in English, lower-cased, less
// kept: the words a translation keeps as they are (the commands typed,
// the names of the code's variables), for EnglishRun.
func EnglishWords(english string, kept ...string) map[string]bool {
	words := map[string]bool{}
	for _, w := range englishWord.FindAllString(english, -1) {
		if !slices.Contains(kept, strings.ToLower(w)) && !slices.Contains(kept, w) {
			words[strings.ToLower(w)] = true
		}
	}
	return words
}

var (
	englishWord = regexp.MustCompile(`[A-Za-z]+`)
	anyWord     = regexp.MustCompile(`\p{L}+`)
)

// EnglishRun returns the first line of text that holds three words of
// vocabulary (EnglishWords) in a row, words being letters between anything
// else: a sentence of a translation left in English. It returns "" when
// there is none.
func EnglishRun(text string, vocabulary map[string]bool) string {
	for _, line := range strings.Split(text, "\n") {
		run := 0
		for _, loc := range anyWord.FindAllStringIndex(line, -1) {
			if !vocabulary[strings.ToLower(line[loc[0]:loc[1]])] {
				run = 0
				continue
			}
			if run++; run == 3 {
				return line
			}
		}
	}
	return ""
}
