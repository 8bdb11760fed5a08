package serve

import (
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

// TestInputStripsPasteMarkers: the bracketed-paste markers are taken out
// of a session's input even when a read cuts them, and nothing else is.
func TestInputStripsPasteMarkers(t *testing.T) {
	in := "ab\x1b[200~pasted\x1b[201~cd\x1b[A\x1b[20x"
	// One byte a read: every marker is cut by a read's end.
	got, err := io.ReadAll(newLimitedInput(iotest.OneByteReader(strings.NewReader(in))))
	if err != nil {
		t.Fatal(err)
	}
	if want := "abpastedcd\x1b[A\x1b[20x"; string(got) != want {
		t.Errorf("read %q, want %q", got, want)
	}
}

// TestClampWindow: absurd window sizes are bounded.
func TestClampWindow(t *testing.T) {
	for _, c := range []struct{ w, h, ww, wh int }{{80, 24, 80, 24}, {1 << 30, 1 << 30, maxWidth, maxHeight}, {-5, -1, 0, 0}} {
		if w, h := clampWindow(c.w, c.h); w != c.ww || h != c.wh {
			t.Errorf("clampWindow(%d, %d) = %d, %d, want %d, %d", c.w, c.h, w, h, c.ww, c.wh)
		}
	}
}
