package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// catalogueRoots are the folders whose every user-visible string comes
// from the message catalogue (internal/kit/i18n), so that a screen reads
// in its session's language; a folder joins the list when its strings are
// in the catalogue.
var catalogueRoots = []string{"ui", "cmd", "internal/teach/exercise", "solver/tree"}

// catalogueSkipped are folders and files under a root that are not
// checked, and why.
var catalogueSkipped = map[string]string{
	"ui/uitest":          "test support: its text is a failing test's report, for the developer",
	"cmd/man.go":         "the manual page is English in every locale: it is installed once for every user of the machine",
	"solver/tree/dot.go": "a Graphviz file, whose labels and tooltips stay English as its attributes do",
}

// Why the literals of catalogueAllowed stay where they are.
const (
	programmerError = "a programmer's error: no user meets it"
	machineOutput   = "a line of a command's output, which scripts read: English in every language, as count's number and the JSON lines are"
	usageLine       = "a command's syntax line (cobra's Use), written as it is typed"
	cobraText       = "matches cobra's own English error text, to tell its usage errors apart"
	sshReject       = "the reason an SSH channel is refused, which ssh shows only in its debug output"
	logRecord       = "a value of the server's log, which is English for its operator's grep and log tools"
	identifier      = "a name the code looks things up by, not words on a screen (the screen shows a title from the catalogue)"
)

// catalogueAllowed are the literals that read as English words and stay
// out of the catalogue: file (slash-separated, from the module's root)
// and literal, with the reason. Keep it short; a literal a user reads on
// a screen goes to the catalogue.
var catalogueAllowed = map[[2]string]string{
	{"ui/accessible/exercise_kinds.go", "the %s exercise is not in accessible mode yet; the full-screen view plays it"}: programmerError + " (accessible mode plays every kind; its tests play each)",
	{"cmd/solve.go", "unique solution %d (stands for %d %s)\n"}:                                                         machineOutput,
	{"cmd/serve.go", "reachable from the network: keep it behind a firewall"}:                                           logRecord,
	{"cmd/serve/join.go", "<this machine's address>"}:                                                                   "a placeholder inside an ssh command line, which the teacher replaces with the address",
	{"cmd/grades.go", "grades FILE..."}:                                                                                 usageLine,
	{"cmd/root.go", "(unknown version)"}:                                                                                machineOutput,
	{"cmd/root.go", "unknown command"}:                                                                                  cobraText,
	{"cmd/root.go", "unknown flag"}:                                                                                     cobraText,
	{"cmd/root.go", "unknown shorthand"}:                                                                                cobraText,
	{"cmd/root.go", "invalid argument"}:                                                                                 cobraText,
	{"cmd/serve/accessible.go", "connection closed"}:                                                                    logRecord,
	{"cmd/serve/gate.go", "too many connections not logged in from the address"}:                                        logRecord,
	{"cmd/serve/gate.go", "too many connections not logged in"}:                                                         logRecord,
	{"cmd/serve/gate.go", "too many connections"}:                                                                       logRecord,
	{"cmd/serve/gate.go", "not logged in in time"}:                                                                      logRecord,
	{"cmd/serve/guard.go", "request not served"}:                                                                        logRecord,
	{"cmd/serve/guard.go", "environment too large"}:                                                                     logRecord,
	{"cmd/serve/guard.go", "one session a connection"}:                                                                  sshReject,
	{"cmd/serve/guard.go", "not served"}:                                                                                sshReject,
	{"cmd/serve/hostkey.go", "nqueens serve host key"}:                                                                  "the comment inside the host key file",
	{"cmd/serve/serve.go", "connection failed"}:                                                                         logRecord,
	{"cmd/serve/serve.go", "code prompt"}:                                                                               logRecord,
	{"cmd/serve/serve.go", "max session length"}:                                                                        logRecord,
	{"cmd/serve/serve.go", "idle timeout"}:                                                                              logRecord,
	{"cmd/serve/serve.go", "connection closed"}:                                                                         logRecord,
	{"cmd/serve.go", "nqueens serve"}:                                                                                   logRecord,
	{"solver/tree/lines.go", "tree: the text output starts with the run, at step 0"}:                                    programmerError + " (the tree command starts it at step 0)",
	{"ui/exercise/part.go", "no view for the %s exercise"}:                                                              programmerError,
	{"ui/theme/xterm.go", "colour %q: only xterm colours 16 to 255 have a fixed value"}:                                 programmerError + " (the palettes are the program's own)",
	{"ui/theme/xterm.go", "colour %q is not #RRGGBB"}:                                                                   programmerError + " (the palettes are the program's own)",
	{"ui/watch/watch.go", "cannot continue from %v on %d×%d: %w"}:                                                       programmerError + " (the play view hands over only placements it has checked)",
	{"ui/watch/layout.go", "state words + stack"}:                                                                       identifier,
	{"ui/watch/tree.go", "search tree"}:                                                                                 identifier,
	{"ui/watch/capture.go", "# A lesson captured in the visualizer\n\n"}:                                                "the title of a new lesson file: the file's Markdown, which the author edits, not a screen's words",
}

// englishRun is what makes a literal user-visible: two or more English
// words (two letters or more each) in a row, separated by spaces. A
// single word ("pause") is not caught — key names, identifiers and the
// code the panels quote are single words too — so a review still reads
// those.
var englishRun = regexp.MustCompile(`[A-Za-z]{2,}(?: +[A-Za-z]{2,})+`)

// formatVerb is a fmt verb. It is not a word ("%s of %s" is a format),
// nor does it part the words around it ("step %s of %s" reads as words).
var formatVerb = regexp.MustCompile(`%(?:\[\d+\])?[-+# 0]*\d*(?:\.\d+)?[a-zA-Z%]`)

// TestNoStringOutsideTheCatalogue fails a string literal a user would read
// (see englishRun) in a non-test Go file under catalogueRoots, unless it
// is one that never reaches a user: an import path, a struct tag, a
// panic's text, a key's name (key.WithKeys), a colour, or an entry of
// catalogueAllowed. An error's text counts: the views show some, and the
// command line prints the rest.
func TestNoStringOutsideTheCatalogue(t *testing.T) {
	found, files := visibleLiterals(t, catalogueRoots, catalogueSkipped)
	if files < 50 {
		t.Fatalf("read %d files under %v: the walk missed the tree", files, catalogueRoots)
	}
	used := map[[2]string]bool{}
	for _, lit := range found {
		k := [2]string{lit.file, lit.value}
		if _, ok := catalogueAllowed[k]; ok {
			used[k] = true
			continue
		}
		t.Errorf("%s: %q reads as words for the user: give it a message id in internal/kit/i18n", lit.pos, lit.value)
	}
	for k := range catalogueAllowed {
		if !used[k] {
			t.Errorf("catalogueAllowed: %s: %q is no longer in the file: drop the entry", k[0], k[1])
		}
	}
}

// TestVisibleLiteralRule checks the rule on literals the test must and
// must not report.
func TestVisibleLiteralRule(t *testing.T) {
	src := `package p

import (
	"errors"
	"fmt"
	"regexp"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
)

type row struct {
	Name    string ` + "`json:\"the name\"`" + `
	Example string
}

func f() error {
	_ = "no more solutions"           // reported
	_ = fmt.Sprintf("step %d of %d", 1, 2) // reported: a verb is not a word, nor does it part two
	_ = "%s: %d"                      // a format only
	_ = "%s of %s"                    // a format with one word
	_ = "N−1"                         // no word of two letters
	_ = "go to"                       // reported
	_ = key.WithKeys("ctrl c", "page down")
	_ = lipgloss.Color("light gray")
	_ = row{Example: "  nqueens count eight"}            // command lines
	var logger interface{ Info(string, ...any) }
	logger.Info("listening here", "note", "far from home") // the operator's log
	_ = regexp.MustCompile("unknown flag (.*)")
	_ = "{{.Name}} and more"                                  // a template
	if false {
		panic("the stepper has no board")
	}
	_ = fmt.Errorf("no such strategy %q", "x") // reported
	return errors.New("bad state here")         // reported
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, lit := range literalsOf(fset, "p.go", f) {
		got = append(got, lit.value)
	}
	want := []string{"no more solutions", "step %d of %d", "go to", "no such strategy %q", "bad state here"}
	if !slices.Equal(got, want) {
		t.Errorf("reported %q, want %q", got, want)
	}
}

// A visibleLiteral is a string literal that reads as English words.
type visibleLiteral struct {
	pos, file, value string
}

// visibleLiterals are the literals of the non-test Go files under roots,
// except the folders of skip, and how many files it read.
func visibleLiterals(t *testing.T, roots []string, skip map[string]string) ([]visibleLiteral, int) {
	t.Helper()
	var out []visibleLiteral
	files := 0
	fset := token.NewFileSet()
	for _, root := range roots {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if _, ok := skip[filepath.ToSlash(path)]; ok || d.Name() == "testdata" {
					return filepath.SkipDir
				}
				return nil
			}
			if _, ok := skip[filepath.ToSlash(path)]; ok || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			files++
			out = append(out, literalsOf(fset, filepath.ToSlash(path), f)...)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out, files
}

// literalsOf are f's string literals that read as English words and are
// not in a place where no user reads them.
func literalsOf(fset *token.FileSet, file string, f *ast.File) []visibleLiteral {
	skip := map[*ast.BasicLit]bool{}
	for _, imp := range f.Imports {
		skip[imp.Path] = true
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Field:
			if n.Tag != nil {
				skip[n.Tag] = true
			}
		case *ast.KeyValueExpr:
			// A cobra command's Example is command lines, typed as
			// they are in every language (its comments are results).
			if k, ok := n.Key.(*ast.Ident); ok && k.Name == "Example" {
				skipAll(skip, n.Value)
			}
		case *ast.CallExpr:
			if hidden(n.Fun) {
				for _, a := range n.Args {
					skipAll(skip, a)
				}
			}
		}
		return true
	})
	var out []visibleLiteral
	ast.Inspect(f, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING || skip[lit] {
			return true
		}
		s, err := strconv.Unquote(lit.Value)
		if err != nil || strings.Contains(s, "{{") || !englishRun.MatchString(formatVerb.ReplaceAllString(s, "")) {
			return true // ({{: a text/template, whose words come in as its data)
		}
		out = append(out, visibleLiteral{pos: fset.Position(lit.Pos()).String(), file: file, value: s})
		return true
	})
	return out
}

// skipAll marks every literal under n as one no user reads.
func skipAll(skip map[*ast.BasicLit]bool, n ast.Node) {
	ast.Inspect(n, func(m ast.Node) bool {
		if lit, ok := m.(*ast.BasicLit); ok {
			skip[lit] = true
		}
		return true
	})
}

// logLevels are the methods of a charmbracelet/log Logger that write a
// record: the server's log is for its operator's grep and log tools, and
// stays English.
var logLevels = map[string]bool{"Debug": true, "Info": true, "Warn": true, "Error": true, "With": true}

// hidden tells whether the arguments of a call to fun never reach a
// user: a panic's, a key binding's key names, a colour's value, a
// pattern, a log record.
func hidden(fun ast.Expr) bool {
	switch fun := fun.(type) {
	case *ast.Ident:
		return fun.Name == "panic"
	case *ast.SelectorExpr:
		if logLevels[fun.Sel.Name] && strings.Contains(strings.ToLower(exprName(fun.X)), "log") {
			return true
		}
		x, ok := fun.X.(*ast.Ident)
		if !ok {
			return false
		}
		switch x.Name + "." + fun.Sel.Name {
		case "key.WithKeys", "lipgloss.Color", "regexp.MustCompile":
			return true
		}
	}
	return false
}

// exprName is the last name of a selector chain (s.cfg.Logger: Logger).
func exprName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return e.Sel.Name
	}
	return ""
}
