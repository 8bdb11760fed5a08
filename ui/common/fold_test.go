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
