package cmd

import (
	"bytes"
	"io"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// helpOf runs the command line in-process, as help: status 0, nothing on
// standard error, the help on standard output.
func helpOf(t *testing.T, args ...string) string {
	t.Helper()
	stdout, stderr, code := execute(t, args...)
	if code != exitOK || stderr != "" {
		t.Fatalf("%q: exit %d, stderr %q", args, code, stderr)
	}
	return stdout
}

// TestHelpGolden keeps the help of the root, count and lesson in each
// language (`go test ./cmd -run HelpGolden -update` accepts a change).
// English is the help without --lang, under the tests' C.UTF-8 locale.
func TestHelpGolden(t *testing.T) {
	for _, l := range i18n.Langs {
		for _, c := range [][]string{{"--help"}, {"count", "--help"}, {"lesson", "--help"}} {
			name := "root"
			if c[0] != "--help" {
				name = c[0]
			}
			t.Run(l.String()+"_"+name, func(t *testing.T) {
				args := c
				if l != i18n.En {
					args = append([]string{"--lang", l.String()}, c...)
				}
				golden.RequireEqual(t, withoutCPUs(helpOf(t, args...), l))
			})
		}
	}
}

// withoutCPUs puts NCPU for the number of CPUs in count's --workers
// default, so that a golden does not depend on the machine.
func withoutCPUs(help string, l i18n.Lang) string {
	lines := strings.Split(help, "\n")
	for i, line := range lines {
		if strings.Contains(line, "--workers int") {
			lines[i] = strings.Replace(line, l.Sprintf(i18n.UsageDefault, strconv.Itoa(runtime.NumCPU())), l.Sprintf(i18n.UsageDefault, "NCPU"), 1)
		}
	}
	return strings.Join(lines, "\n")
}

// TestHelpLanguage: the help is in the language the command line asks
// for, --lang before or after the command, in either form, or else the
// locale's; a language the catalogue lacks is still a usage error, help
// or not.
func TestHelpLanguage(t *testing.T) {
	zhCount := helpOf(t, "--lang", "zh", "count", "--help")
	if !strings.Contains(zhCount, i18n.Zh.T(i18n.UsageFlags)) || !strings.Contains(zhCount, i18n.Zh.Sprintf(i18n.FlagHelp, "count")) {
		t.Fatalf("--lang zh count --help is not in Chinese:\n%s", zhCount)
	}
	for _, args := range [][]string{{"count", "--help", "--lang=zh"}, {"count", "--lang", "zh", "-h"}} {
		if got := helpOf(t, args...); got != zhCount {
			t.Errorf("%q differs from --lang zh count --help:\n%s", args, got)
		}
	}
	// The help command lists no --help of the command (as in English).
	if got := helpOf(t, "help", "count", "--lang", "zh"); !strings.Contains(got, i18n.Zh.T(i18n.UsageFlags)) || !strings.Contains(zhCount, got[:strings.Index(got, "\n")]) {
		t.Errorf("help count --lang zh is not count's Chinese help:\n%s", got)
	}
	if got := helpOf(t, "count", "--help", "--lang=es"); !strings.Contains(got, i18n.Es.T(i18n.UsageFlags)) || got == zhCount {
		t.Errorf("count --help --lang=es is not in Spanish:\n%s", got)
	}

	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "zh_CN.UTF-8")
	if got, want := helpOf(t, "--help"), helpOf(t, "--lang", "zh", "--help"); got != want || got == helpOf(t, "--lang", "en", "--help") {
		t.Errorf("LANG=zh_CN.UTF-8 nqueens --help is not the Chinese help:\n%s", got)
	}
	if got := helpOf(t, "count", "--help", "--lang", "en"); got != withLang(t, i18n.En, "count", "--help") {
		t.Errorf("--lang en under LANG=zh_CN.UTF-8 is not English:\n%s", got)
	}
	// The refusal is in the locale's language, as --lang names none.
	for _, args := range [][]string{{"--lang", "fr", "--help"}, {"count", "--help", "--lang=zh_CN"}} {
		if stdout, stderr, code := execute(t, args...); code != exitUsage || stdout != "" || !strings.Contains(stderr, "--lang 必须是 en、zh 或 es") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, stdout, stderr)
		}
	}
}

// withLang is the help of a tree built in l for the command line args.
func withLang(t *testing.T, l i18n.Lang, args ...string) string {
	t.Helper()
	var out bytes.Buffer
	root := newRootCommand(l, &out, io.Discard)
	root.SetArgs(args)
	if err := root.Execute(); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// TestManPageIsEnglish: the manual page is English whatever the language
// of the command line: it is installed once for everyone.
func TestManPageIsEnglish(t *testing.T) {
	t.Cleanup(func() { i18n.Set(i18n.En) }) // man runs, and sets the process's language
	en, zh := helpOf(t, "man"), helpOf(t, "--lang", "zh", "man")
	if en != zh || !strings.Contains(en, "Count the solutions") {
		t.Errorf("nqueens --lang zh man is not the English page")
	}
}

// walkTrees calls visit with each command of the trees of the languages
// ls, built side by side in this one process, one command at a time in
// the same place of each tree, its cobra flags added as running it does.
func walkTrees(t *testing.T, ls []i18n.Lang, visit func(cs []*cobra.Command)) {
	t.Helper()
	var roots []*cobra.Command
	for _, l := range ls {
		root := newRootCommand(l, io.Discard, io.Discard)
		root.InitDefaultHelpCmd()
		root.InitDefaultVersionFlag()
		roots = append(roots, root)
	}
	var walk func(cs []*cobra.Command)
	walk = func(cs []*cobra.Command) {
		for _, c := range cs {
			c.InitDefaultHelpFlag()
		}
		visit(cs)
		for i, sub := range cs[0].Commands() {
			next := []*cobra.Command{sub}
			for _, c := range cs[1:] {
				if len(c.Commands()) != len(cs[0].Commands()) || c.Commands()[i].Name() != sub.Name() {
					t.Fatalf("%s: the trees differ in their commands", c.CommandPath())
				}
				next = append(next, c.Commands()[i])
			}
			walk(next)
		}
	}
	walk(roots)
}

// TestHelpTranslated: every command's summary and text and every flag's
// usage in Chinese and in Spanish differs from the English: nothing is
// left untranslated.
func TestHelpTranslated(t *testing.T) {
	commands, flags := 0, 0
	walkTrees(t, i18n.Langs, func(cs []*cobra.Command) {
		en := cs[0]
		commands++
		for i, c := range cs[1:] {
			l := i18n.Langs[i+1]
			if en.Short != "" && c.Short == en.Short {
				t.Errorf("%s: the %v summary is the English %q", en.CommandPath(), l, en.Short)
			}
			if en.Long != "" && c.Long == en.Long {
				t.Errorf("%s: the %v text is the English", en.CommandPath(), l)
			}
			en.Flags().VisitAll(func(f *pflag.Flag) {
				if i == 0 {
					flags++
				}
				g := c.Flags().Lookup(f.Name)
				if g == nil {
					t.Fatalf("%s: the %v tree has no --%s", en.CommandPath(), l, f.Name)
				}
				if cobraUsage(en, f, i18n.En, f.Usage) == cobraUsage(c, g, l, g.Usage) {
					t.Errorf("%s --%s: the %v usage is the English %q", en.CommandPath(), f.Name, l, f.Usage)
				}
			})
		}
	})
	if commands < 15 || flags < 100 {
		t.Errorf("walked %d commands and %d flags: not the whole tree", commands, flags)
	}
}

// TestNoEnglishInChineseHelp: the Chinese help of every command holds no
// run of three English words, outside what stays as it is typed (a rough
// check: TestHelpTranslated catches a usage left English whole).
func TestNoEnglishInChineseHelp(t *testing.T) {
	if runs := englishRuns(withLang(t, i18n.En, "count", "--help")); len(runs) < 10 {
		t.Fatalf("the check finds %d runs of English words in the English help: it finds nothing", len(runs))
	}
	walkTrees(t, []i18n.Lang{i18n.Zh}, func(cs []*cobra.Command) {
		var out bytes.Buffer
		cs[0].SetOut(&out)
		if err := cs[0].Help(); err != nil {
			t.Fatal(err)
		}
		for _, run := range englishRuns(out.String()) {
			t.Errorf("%s --help in Chinese: English words %q", cs[0].CommandPath(), run)
		}
	})
}

// englishWord is a word of English: letters, at least one lower-case (an
// abbreviation such as JSON or CPU is not), and an English possessive,
// between spaces and punctuation. A flag (--mrv), a file
// (docs/lessons.md), a variable (LC_ALL, $HOME), values joined by | or +,
// a value in quotes or brackets ("seed", [command]), JSON and CJK letters
// are not.
var englishWord = regexp.MustCompile(`^[A-Za-z]*[a-z][A-Za-z]*('s)?$`)

// commandLine begins a line that is a command line, kept as typed: an
// example, a usage line, a shell's setup.
var commandLine = regexp.MustCompile(`^(nqueens|python3|source|echo|ssh) `)

// englishRuns are the runs of three or more English words one after the
// other in help, a line at a time, leaving out command lines and the
// lines indented with a tab (the shells' commands in completion's help).
func englishRuns(help string) []string {
	var runs []string
	for _, line := range strings.Split(help, "\n") {
		if strings.HasPrefix(line, "\t") || commandLine.MatchString(strings.TrimSpace(line)) {
			continue
		}
		var run []string
		end := func() {
			if len(run) >= 3 {
				runs = append(runs, strings.Join(run, " "))
			}
			run = nil
		}
		for _, tok := range strings.Fields(line) {
			if englishWord.MatchString(strings.Trim(tok, "()，,.;:!?")) {
				run = append(run, tok)
			} else {
				end()
			}
		}
		end()
	}
	return runs
}

// TestFlagUsagesAsPflag: in English, the flags' list of every command is
// pflag's own, byte for byte (flagUsages only puts its words in another
// language).
func TestFlagUsagesAsPflag(t *testing.T) {
	walkTrees(t, []i18n.Lang{i18n.En}, func(cs []*cobra.Command) {
		c := cs[0]
		for _, fs := range []*pflag.FlagSet{c.LocalFlags(), c.InheritedFlags()} {
			if got, want := flagUsages(c, fs, "en"), fs.FlagUsages(); got != want {
				t.Errorf("%s: the flags' list\n%s\npflag's\n%s", c.CommandPath(), got, want)
			}
		}
	})
}

// TestHelpLinesFit: a line of a command's text in Chinese or Spanish is
// no wider on the terminal than 80 columns or the English text's widest
// line (CJK letters take two columns each).
func TestHelpLinesFit(t *testing.T) {
	walkTrees(t, i18n.Langs, func(cs []*cobra.Command) {
		most := 80
		for _, line := range strings.Split(cs[0].Long, "\n") {
			most = max(most, ansi.StringWidth(line))
		}
		for i, c := range cs[1:] {
			for _, line := range strings.Split(c.Long, "\n") {
				if w := ansi.StringWidth(line); w > most {
					t.Errorf("%s in %v: a line %d columns wide, more than %d: %q", c.CommandPath(), i18n.Langs[i+1], w, most, line)
				}
			}
		}
	})
}
