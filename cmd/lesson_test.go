package cmd

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/lesson"
)

// TestLessonList: nqueens lesson lists the six built-in lessons with their
// slide counts.
func TestLessonList(t *testing.T) {
	stdout, stderr, code := execute(t, "lesson")
	if code != exitOK || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	ls, err := lesson.BuiltinIn(i18n.En)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	if len(lines) != 6 || len(ls) != 6 {
		t.Fatalf("%d lines for %d lessons:\n%s", len(lines), len(ls), stdout)
	}
	for i, l := range ls {
		if !strings.Contains(lines[i], l.Title) || !strings.HasSuffix(lines[i], "("+strconv.Itoa(len(l.Slides))+" slides)") {
			t.Errorf("line %d: %q does not name %q and its %d slides", i+1, lines[i], l.Title, len(l.Slides))
		}
	}
}

// TestLessonCheck: --check reads a lesson without a terminal: a built-in
// by number or name, a good file.
func TestLessonCheck(t *testing.T) {
	t.Parallel()
	good := filepath.Join(t.TempDir(), "good.md")
	if err := os.WriteFile(good, []byte("# Four\n\n---\nn: 4\nstep: 2\n\nThe first queen, {{square = (0,0)}}.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for args, want := range map[string]string{
		"lesson 1 --check":            "1: What backtracking is, 9 slides\n",
		"lesson 6-symmetry --check":   "6-symmetry: Symmetry: the twelve fundamental solutions of N = 8, 7 slides\n",
		"lesson " + good + " --check": good + ": Four, 1 slide\n",
		"lesson 2 --check --slide 8":  "2: The array method and the diagonals, 8 slides\n",
	} {
		stdout, stderr, code := execute(t, strings.Fields(args)...)
		if code != exitOK || stdout != want || stderr != "" {
			t.Errorf("%s: exit %d, stdout %q (want %q), stderr %q", args, code, stdout, want, stderr)
		}
	}
}

// TestComeBack: quitting a lesson half through prints the command that
// opens it at that slide, with a file's name quoted for the shell.
func TestComeBack(t *testing.T) {
	for _, c := range []struct {
		arg   string
		slide int
		want  string
	}{
		{"2", 3, "left at slide 4: nqueens lesson 2 --slide 4 comes back to it"},
		{"dir/my-lesson.md", 0, "nqueens lesson dir/my-lesson.md --slide 1 "},
		{"it's mine.md", 1, `nqueens lesson 'it'\''s mine.md' --slide 2 `},
		{"bad\x1b[2J.md", 1, `nqueens lesson "bad\x1b[2J.md" --slide 2 `},
	} {
		if got := comeBack(i18n.En, c.arg, c.slide); !strings.Contains(got, c.want) {
			t.Errorf("%q at slide %d: %q, want it to hold %q", c.arg, c.slide+1, got, c.want)
		}
	}
}

// TestLessonRefusals: a file that is not a lesson gets one line naming
// its line and the reason, status 2, never a panic — unknown keys, N out
// of range, a step past the end, a misspelt strategy, a 10 MB Markdown
// bomb, a binary file — and so does a lesson that does not exist; playing
// one needs a terminal.
func TestLessonRefusals(t *testing.T) {
	dir := t.TempDir()
	bomb := "# Bomb\n\n---\nn: 4\n\n" + strings.Repeat("**a** [b](c) ", 10<<20/13)
	cases := []struct {
		name, text, want string
	}{
		{"unknown-key.md", "# T\n\n---\nsize: 4\n", "unknown-key.md:4: \"size: 4\" is not a key"},
		{"big-n.md", "# T\n\n---\nn: 65\n", "big-n.md:4: n: \"65\" is not a board size from 1 to 64"},
		{"past-end.md", "# T\n\n---\nn: 4\nstep: 500\n", "past-end.md:5: step 500 is past the end of the run, which ends at step 139"},
		{"misspelt.md", "# T\n\n---\nalgo: bitmsk\n", "misspelt.md:4: algo: \"bitmsk\" is not a strategy"},
		{"bomb.md", bomb, "bomb.md: larger than 256 KiB; is it a lesson file?"},
		{"binary.md", "# T\n\x00\x01\x02", "binary.md:2: a NUL byte: this is not a text file"},
	}
	for _, c := range cases {
		path := filepath.Join(dir, c.name)
		if err := os.WriteFile(path, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		stdout, stderr, code := execute(t, "lesson", path)
		if code != exitUsage || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, c.want) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want status 2 and one line with %q", c.name, code, stdout, stderr, c.want)
		}
	}
	for _, args := range [][]string{
		{"lesson", "no-such-lesson"},
		{"lesson", "7"},
		{"lesson", "1"}, // a terminal is needed to play (tests run without one)
		{"lesson", "1", "2"},
		{"lesson", "1", "--slide", "10"},
		{"lesson", "1", "--slide", "0"},
		{"lesson", "1", "--check", "--slide", "-2"},
		{"--predict=sometimes"},
		{"--lesson-out", filepath.Join(dir, "big-n.md")},
		{"--lesson-out", filepath.Join(dir, "no-dir", "l.md")},
		{"--lesson-out", dir},
		{"gif", "--lesson", "1", "--steps", "5", "-o", filepath.Join(dir, "x.gif")},
		{"gif", "--lesson", filepath.Join(dir, "big-n.md"), "-o", filepath.Join(dir, "x.gif")},
		{"--step", "-1"},
	} {
		stdout, stderr, code := execute(t, args...)
		if code != exitUsage || stdout != "" || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want status 2 and one line", args, code, stdout, stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "x.gif")); err == nil {
		t.Error("a refused gif --lesson left a file")
	}
}

// TestPermalinkFlags: the command lines the L key shows are the
// visualizer's flags, parsed to the state they name.
func TestPermalinkFlags(t *testing.T) {
	for _, line := range []string{
		"nqueens -n 8 --algo fc --mrv --step 120 --predict=every",
		"nqueens -n 6 --algo min-conflicts --seed 3 --start random --step 9",
		"nqueens -n 4 --algo array --predict=safe+attacker",
		"nqueens -n 5 --algo bitmask --step 7 --predict",
		"nqueens -n 8 --algo array --step 40 --layout tree",
	} {
		root := newRootCommand(i18n.En, &strings.Builder{}, &strings.Builder{})
		if err := root.ParseFlags(strings.Fields(line)[1:]); err != nil {
			t.Errorf("%s: %v", line, err)
		}
	}
}

// TestLessonLanguages: nqueens lesson lists and checks the built-in
// lessons in the language of --lang, each translation's own title, and
// counts its slides in that language.
func TestLessonLanguages(t *testing.T) {
	defer i18n.Set(i18n.En)
	sevenSlides := map[i18n.Lang]string{i18n.En: "7 slides", i18n.Zh: "7 张幻灯片", i18n.Es: "7 diapositivas"}
	for _, lang := range i18n.Langs {
		ls, err := lesson.BuiltinIn(lang)
		if err != nil {
			t.Fatal(err)
		}
		stdout, stderr, code := execute(t, "lesson", "--lang", lang.String())
		if code != exitOK || stderr != "" {
			t.Fatalf("%v: exit %d, stderr %q", lang, code, stderr)
		}
		for i, l := range ls {
			if l.Lang != lang || !strings.Contains(stdout, strconv.Itoa(i+1)+"  "+l.Name) || !strings.Contains(stdout, l.Title) ||
				!strings.Contains(stdout, "("+strconv.Itoa(len(l.Slides))+" ") {
				t.Errorf("%v: lesson %d (%v, %q) not listed:\n%s", lang, i+1, l.Lang, l.Title, stdout)
			}
		}
		stdout, _, code = execute(t, "lesson", "6", "--check", "--lang", lang.String())
		if want := "6: " + ls[5].Title + ", " + sevenSlides[lang] + "\n"; code != exitOK || stdout != want {
			t.Errorf("%v: --check exit %d, %q, want %q", lang, code, stdout, want)
		}
	}
}
