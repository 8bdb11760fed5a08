package progressbar

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/nqueens/nqueens/internal/kit/testkit"
)

func TestBar(t *testing.T) {
	for _, tc := range []struct {
		done, total int
		elapsed     time.Duration
		want        string
	}{
		{0, 0, 2 * time.Second, "counting… 0:02"},
		{0, 100, 2 * time.Second, "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░   0%  0:02 elapsed  ETA --:--"},
		{50, 100, 90 * time.Second, "███████████████░░░░░░░░░░░░░░░  50%  1:30 elapsed  ETA 1:30"},
		{1, 4, time.Hour, "███████░░░░░░░░░░░░░░░░░░░░░░░  25%  1:00:00 elapsed  ETA 3:00:00"},
		{100, 100, 5 * time.Second, "██████████████████████████████ 100%  0:05 elapsed  ETA 0:00"},
	} {
		if got := Line(tc.done, tc.total, tc.elapsed, 0); got != tc.want {
			t.Errorf("Line(%d, %d, %v) = %q, want %q", tc.done, tc.total, tc.elapsed, got, tc.want)
		}
	}

	// Fitted to a terminal, the line leaves the last three columns free
	// for the "^C" the terminal echoes (before, the echo wrapped at 60
	// columns and the clearing erased the wrong line): the bar shrinks,
	// then goes, then whole fields go, never part of a number.
	for _, tc := range []struct {
		width int
		want  string
	}{
		{100, "███████████████░░░░░░░░░░░░░░░  50%  1:30 elapsed  ETA 1:30"},
		{40, "████░░░░  50%  1:30 elapsed  ETA 1:30"},
		{31, " 50%  1:30 elapsed  ETA 1:30"},
		{30, " 50%  ETA 1:30"},
		{12, " 50%"},
		{6, ""},
	} {
		got := Line(50, 100, 90*time.Second, tc.width)
		if got != tc.want {
			t.Errorf("Line at width %d = %q, want %q", tc.width, got, tc.want)
		}
	}
	for width := 1; width <= 120; width++ {
		for _, el := range []time.Duration{0, 2 * time.Second, 90 * time.Second, 5 * time.Hour} {
			for _, line := range []string{Line(0, 0, el, width), Line(1, 3, el, width), Line(0, 7, el, width)} {
				if w := ansi.StringWidth(line); w > max(width-3, 0) {
					t.Fatalf("at width %d the line %q is %d wide: no room for the ^C echo", width, line, w)
				}
				if line != "" && !strings.HasSuffix(line, "%") && !strings.HasSuffix(line, "…") && !fieldEnd.MatchString(line) {
					t.Fatalf("at width %d the line %q ends inside a field", width, line)
				}
			}
		}
	}

	// The bar draws with carriage returns, at most every 100ms, and clears
	// its line before the result is printed. The test waits for three
	// redraws (not a fixed time, which a loaded machine can outlast before
	// the first), however long they take.
	var w testkit.Buffer
	start := time.Now()
	b := Start(&w)
	b.Update(3, 10)
	b.Update(2, 10) // reported late by another worker: ignored
	if !testkit.WaitUntil(time.Minute, func() bool { return strings.Count(w.String(), "\r") >= 3 }) {
		t.Fatalf("bar output %q: not three redraws in a minute", w.String())
	}
	b.Stop()
	elapsed := time.Since(start)
	got := w.String()
	if !strings.Contains(got, "\r███") || !strings.Contains(got, " 30% ") || strings.Contains(got, " 20% ") {
		t.Errorf("bar output %q lacks a 30%% bar drawn after \\r, or shows the late 20%%", got)
	}
	if !strings.HasSuffix(got, "\r\x1b[K") {
		t.Errorf("bar output %q does not end by clearing the line", got)
	}
	// At most one redraw a tick, none in the first delay: elapsed/redraw,
	// and the clearing.
	if n := strings.Count(got, "\r"); n > int(elapsed/redraw)+1 {
		t.Errorf("bar redrawn %d times in %v", n-1, elapsed)
	}
}

// fieldEnd matches the end of a whole time field.
var fieldEnd = regexp.MustCompile(`(ETA --:--|\d:\d\d( elapsed)?)$`)
