package common

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

func TestFold(t *testing.T) {
	msg := "the watch view cannot go on from here: queens attack each other, and the search never places a queen on an attacked square"
	for _, tc := range []struct {
		w, lines int
		want     []string
	}{
		{200, 1, []string{msg}},
		{60, 3, []string{
			"the watch view cannot go on from here: queens attack each",
			"other, and the search never places a queen on an attacked",
			"square",
		}},
		{60, 2, []string{
			"the watch view cannot go on from here: queens attack each",
			"other, and the search never places a queen on an attacked…",
		}},
		{40, 1, []string{"the watch view cannot go on from here:…"}},
		{5, 1, []string{"the…"}},
		{3, 1, []string{"th…"}},
	} {
		got := Fold(msg, tc.w, tc.lines, "…")
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("width %d, %d lines:\n%q\nwant\n%q", tc.w, tc.lines, got, tc.want)
		}
		for _, l := range got {
			if ansi.StringWidth(l) > tc.w {
				t.Errorf("width %d: %q is %d wide", tc.w, l, ansi.StringWidth(l))
			}
		}
	}
	if got := Fold("", 10, 2, "…"); got != nil {
		t.Errorf("empty text folds to %q", got)
	}
}

func TestParasCut(t *testing.T) {
	var p Paras
	p.Add("Solutions through these queens")
	p.Add(Wrap("many: at least 13,034 complete solutions still possible", 24)...)
	p.Add("")
	p.Add("legend")
	if p.Len() != 6 || len(p.Lines()) != 6 {
		t.Fatalf("%d lines: %q", p.Len(), p.Lines())
	}
	for _, tc := range []struct {
		n    int
		want []string
	}{
		{1, []string{"Solutions through these queens"}},
		{2, []string{"Solutions through these queens", "many: at least 13,034…"}},
		{3, []string{"Solutions through these queens", "many: at least 13,034", "complete solutions still…"}},
		{4, []string{"Solutions through these queens", "many: at least 13,034", "complete solutions still", "possible"}},
		{9, p.Lines()},
	} {
		got := p.Cut(tc.n, 30, "…")
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("Cut(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
	if got := p.Cut(3, 24, "…"); got[2] != "complete solutions stil…" {
		t.Errorf("a line too wide for the ellipsis: %q", got[2])
	}
}
