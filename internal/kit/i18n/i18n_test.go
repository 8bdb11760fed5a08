package i18n

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/message/catalog"
)

func TestFromEnv(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		want Lang
	}{
		{nil, En},
		{map[string]string{"LANG": "zh_CN.UTF-8"}, Zh},
		{map[string]string{"LANG": "es_ES"}, Es},
		{map[string]string{"LANG": "es_MX.UTF-8@euro"}, Es},
		{map[string]string{"LANG": "zh"}, Zh},
		{map[string]string{"LANG": "zh-TW"}, Zh},
		{map[string]string{"LANG": "C"}, En},
		{map[string]string{"LANG": "POSIX"}, En},
		{map[string]string{"LANG": "C.UTF-8"}, En},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, En},
		{map[string]string{"LANG": "ZH_CN.UTF-8"}, Zh},
		// The first one set wins, as setlocale reads them.
		{map[string]string{"LC_ALL": "es_ES.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"}, Es},
		{map[string]string{"LC_MESSAGES": "zh_CN.UTF-8", "LANG": "es_ES.UTF-8"}, Zh},
		{map[string]string{"LC_ALL": "C", "LANG": "zh_CN.UTF-8"}, En},
		// Set but empty is not set.
		{map[string]string{"LC_ALL": "", "LC_MESSAGES": "", "LANG": "es_AR.UTF-8"}, Es},
		// LC_CTYPE names the character set, not the language.
		{map[string]string{"LC_CTYPE": "zh_CN.UTF-8"}, En},
	} {
		if got := FromEnv(func(k string) string { return c.env[k] }); got != c.want {
			t.Errorf("FromEnv(%v) = %v, want %v", c.env, got, c.want)
		}
	}
}

func TestParse(t *testing.T) {
	for _, l := range Langs {
		if got, err := Parse(l.String()); err != nil || got != l {
			t.Errorf("Parse(%q) = %v, %v", l.String(), got, err)
		}
	}
	for _, bad := range []string{"", "EN", "zh_CN", "fr", "english"} {
		if _, err := Parse(bad); err == nil || !strings.Contains(err.Error(), "en, zh or es") {
			t.Errorf("Parse(%q): error %v, want one naming the languages", bad, err)
		}
	}
}

// TestEveryMessageInEveryLanguage: every id has a text in each language,
// not empty, that is not the English unless the message says it may be,
// and that takes the same arguments as the English.
func TestEveryMessageInEveryLanguage(t *testing.T) {
	for id, e := range messages {
		texts := e.texts()
		en := sample(t, id, En)
		if en == "" {
			t.Errorf("%s: no English", id)
		}
		for _, l := range Langs[1:] {
			if texts[l] == nil {
				t.Errorf("%s: no %v text", id, l)
				continue
			}
			got := sample(t, id, l)
			if strings.TrimSpace(got) == "" {
				t.Errorf("%s: %v text is empty", id, l)
			}
			if got == en && !e.same {
				t.Errorf("%s: %v text %q is the English (mark the message same if it is meant to be)", id, l, got)
			}
			if a, b := argsOf(texts[En]), argsOf(texts[l]); !slices.Equal(a, b) {
				t.Errorf("%s: %v takes arguments %v, English %v", id, l, b, a)
			}
		}
	}
}

// sample formats id in l with arguments that show in the text: a count
// first (the plural messages pick their form by it), then words.
func sample(t *testing.T, id ID, l Lang) string {
	t.Helper()
	args := []any{"A", "B", "C", "D", "E", "F", "G", "H"}
	if _, plural := messages[id].texts()[En].(catalog.Message); plural {
		args = []any{2, "2"}
	}
	n := len(argsOf(messages[id].texts()[En]))
	s := l.Sprintf(id, args[:min(n, len(args))]...)
	if strings.Contains(s, "%!") {
		t.Errorf("%s: %v formats as %q", id, l, s)
	}
	return s
}

var verb = regexp.MustCompile(`%(\[(\d+)\])?[sd]`)

// argsOf is the arguments a string message uses, by position; a plural
// message takes the count and its digits.
func argsOf(text any) []int {
	s, ok := text.(string)
	if !ok {
		return []int{1, 2}
	}
	seen := map[int]bool{}
	next := 1
	for _, m := range verb.FindAllStringSubmatch(s, -1) {
		if m[2] != "" {
			next, _ = strconv.Atoi(m[2])
		}
		seen[next] = true
		next++
	}
	var out []int
	for i := range seen {
		out = append(out, i)
	}
	slices.Sort(out)
	return out
}

// TestEveryIDInTheTable: an id declared in messages*.go and missing from
// the tables would print as its id.
func TestEveryIDInTheTable(t *testing.T) {
	files, err := filepath.Glob("messages*.go")
	if err != nil || len(files) == 0 {
		t.Fatal(files, err)
	}
	declared := 0
	for _, name := range files {
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if vs, ok := n.(*ast.ValueSpec); ok {
				if id, ok := vs.Type.(*ast.Ident); ok && id.Name == "ID" {
					declared += len(vs.Names)
				}
			}
			return true
		})
	}
	if declared == 0 || declared != len(messages) {
		t.Errorf("%v declare %d ids, the tables have %d messages", files, declared, len(messages))
	}
	for id := range messages {
		if got := En.T(id); got == string(id) {
			t.Errorf("%s reads as its id", id)
		}
	}
}

func TestPlural(t *testing.T) {
	for _, c := range []struct {
		l    Lang
		n    int
		want string
	}{
		{En, 1, "1 step/s"}, {En, 0, "0 steps/s"}, {En, 1000, "1,000 steps/s"},
		{Es, 1, "1 paso/s"}, {Es, 4, "4 pasos/s"},
		{Zh, 1, "1 步/秒"}, {Zh, 4, "4 步/秒"},
	} {
		digits := strconv.Itoa(c.n)
		if c.n == 1000 {
			digits = "1,000"
		}
		if got := c.l.Sprintf(StatusSpeed, c.n, digits); got != c.want {
			t.Errorf("%v: speed %d = %q, want %q", c.l, c.n, got, c.want)
		}
	}
}

func TestSetCurrent(t *testing.T) {
	defer Set(Current())
	Set(Zh)
	if got := Current().T(KeyQuit); got != "退出" {
		t.Errorf("KeyQuit in the process's zh = %q", got)
	}
	Set(Lang(99))
	if Current() != En {
		t.Errorf("Set of an unknown language: %v, want en", Current())
	}
}

// TestNumber: each language groups a number's digits its own way, as
// x/text's printer does; English as text.Thousands always has.
func TestNumber(t *testing.T) {
	for _, c := range []struct {
		l    Lang
		v    uint64
		want string
	}{
		{En, 0, "0"}, {En, 999, "999"}, {En, 1945, "1,945"}, {En, 12345, "12,345"}, {En, 1234567, "1,234,567"},
		{En, 18446744073709551615, "18,446,744,073,709,551,615"},
		{Zh, 1945, "1,945"}, {Zh, 12345, "12,345"},
		{Es, 999, "999"}, {Es, 1945, "1.945"}, {Es, 12345, "12.345"}, {Es, 1234567, "1.234.567"},
		{Lang(99), 1945, "1,945"},
	} {
		if got := c.l.Number(c.v); got != c.want {
			t.Errorf("%v.Number(%d) = %q, want %q", c.l, c.v, got, c.want)
		}
	}
}

// TestLists: a list of choices and a list of all read as each language
// writes them.
func TestLists(t *testing.T) {
	for _, c := range []struct {
		l       Lang
		in      []string
		or, and string
	}{
		{En, nil, "", ""},
		{En, []string{"a"}, "a", "a"},
		{En, []string{"a", "b"}, "a or b", "a and b"},
		{En, []string{"a", "b", "c"}, "a, b or c", "a, b and c"},
		{Zh, []string{"a", "b", "c"}, "a、b 或 c", "a、b、c"},
		{Es, []string{"a", "b", "c"}, "a, b o c", "a, b y c"},
	} {
		if got := OrList(c.in).In(c.l); got != c.or {
			t.Errorf("%v: OrList(%q) = %q, want %q", c.l, c.in, got, c.or)
		}
		if got := AndList(c.in).In(c.l); got != c.and {
			t.Errorf("%v: AndList(%q) = %q, want %q", c.l, c.in, got, c.and)
		}
	}
}

// TestErrorInEachLanguage: an Error reads as the English (Error), in
// another language (ErrorText), with its arguments put into the same
// language, and wraps the errors among them.
func TestErrorInEachLanguage(t *testing.T) {
	cause := errors.New("disk full")
	err := Errorf(CmdWriting, "x.gif", cause)
	if err.Error() != "writing x.gif: disk full" || !errors.Is(err, cause) {
		t.Errorf("Error %q, Is %v", err, errors.Is(err, cause))
	}
	if got := ErrorText(err, Zh); got != "写入 x.gif：disk full" {
		t.Errorf("zh: %q", got)
	}
	nested := Errorf(CmdMustBe, OrList{"a", "b"}, `"c"`)
	if got := ErrorText(nested, Es); got != `debe ser a o b, no "c"` {
		t.Errorf("es: %q", got)
	}
	if got := ErrorText(fmt.Errorf("plain: %w", nested), Zh); got != `plain: must be a or b, got "c"` {
		t.Errorf("a wrapper without words of the catalogue: %q", got)
	}
}
