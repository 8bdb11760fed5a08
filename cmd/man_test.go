package cmd

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/ui"
)

// TestManPage: nqueens man writes a page that mandoc's lint (and groff,
// where installed) passes without a word, and that names every command,
// every key of the help, the variables read and the exit statuses.
func TestManPage(t *testing.T) {
	var out, errb bytes.Buffer
	if code := runWith([]string{"man"}, &out, &errb); code != exitOK {
		t.Fatalf("man: status %d, %s", code, errb.String())
	}
	page := out.String()
	if !strings.HasPrefix(page, ".TH NQUEENS 1 ") || strings.Contains(page, "%!") {
		t.Errorf("man page starts %q or holds a misformatted %%", page[:min(len(page), 60)])
	}
	want := []string{".SH KEYS", ".SH ENVIRONMENT", ".SH EXIT STATUS", ".SH FILES",
		"NO_COLOR", "LC_CTYPE", "JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID", "PARALLEL_SEQ",
		"NQUEENS_SERVE_LISTEN", "NQUEENS_SERVE_ROOM", "NQUEENS_SERVE_HOST_KEY", "NQUEENS_SERVE_TEACHER_KEYS",
		"\\fB130\\fP", "\\fB143\\fP", "\\fB2\\fP"}
	root := newRootCommand(i18n.En, &bytes.Buffer{}, &bytes.Buffer{})
	for _, c := range root.Commands() {
		if !c.Hidden {
			want = append(want, "\\fB"+c.Name()+"\\fP")
		}
	}
	for _, g := range ui.KeyHelp() {
		for _, h := range g.Keys {
			want = append(want, manEscape("\\fB"+h.Key+"\\fP"), h.Desc[:min(len(h.Desc), 8)])
		}
	}
	for _, w := range want {
		if !strings.Contains(page, manEscape(w)) {
			t.Errorf("the man page lacks %q", w)
		}
	}
	if strings.Contains(page, "\\fBman\\fP") {
		t.Errorf("the man page lists the hidden man command")
	}

	file := filepath.Join(t.TempDir(), "nqueens.1")
	if err := os.WriteFile(file, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := exec.LookPath("groff"); err == nil {
		if msg, err := exec.Command("groff", "-man", "-ww", "-z", file).CombinedOutput(); err != nil || len(msg) > 0 {
			t.Errorf("groff -man -ww -z: %v\n%s", err, msg)
		}
	}
	if _, err := exec.LookPath("mandoc"); err != nil {
		t.Skip("mandoc is not installed (.ci/run installs it): the page is not linted")
	}
	if msg, err := exec.Command("mandoc", "-T", "lint", "-W", "style", file).CombinedOutput(); err != nil || len(msg) > 0 {
		t.Errorf("mandoc -T lint: %v\n%s", err, msg)
	}
}
