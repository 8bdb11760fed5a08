// Package progressbar draws the progress of a long count on a terminal: a
// bar, the percentage, the time elapsed and the time left, on one line of
// standard error redrawn in place.
package progressbar

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync/atomic"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/term"
)

// Bar draws the progress of a count on a terminal. The workers report
// finished tasks through Update, which only stores two numbers; a ticker
// redraws the line, so drawing never slows the count and the terminal gets
// at most 10 redraws a second.
type Bar struct {
	w           io.Writer
	done, total atomic.Int64
	quit        chan struct{}
	finished    chan struct{}
}

const (
	redraw = 100 * time.Millisecond
	// delay: quick counts finish before any bar appears, so that
	// `nqueens count 8` on a terminal does not flicker.
	delay    = 300 * time.Millisecond
	barWidth = 30
	// minWidth: a narrower bar says nothing the percentage does not.
	minWidth = 5
)

func Start(w io.Writer) *Bar {
	b := &Bar{w: w, quit: make(chan struct{}), finished: make(chan struct{})}
	go b.loop()
	return b
}

func (b *Bar) Update(done, total int) {
	b.total.Store(int64(total))
	// Workers report out of order; keep the highest count seen.
	for {
		old := b.done.Load()
		if int64(done) <= old || b.done.CompareAndSwap(old, int64(done)) {
			return
		}
	}
}

func (b *Bar) loop() {
	defer close(b.finished)
	start := time.Now()
	tick := time.NewTicker(redraw)
	defer tick.Stop()
	drawn := false
	for {
		select {
		case <-b.quit:
			if drawn {
				fmt.Fprint(b.w, "\r\x1b[K") // clear the bar's line
			}
			return
		case now := <-tick.C:
			elapsed := now.Sub(start)
			if elapsed < delay {
				continue
			}
			line := Line(int(b.done.Load()), int(b.total.Load()), elapsed, b.width())
			fmt.Fprint(b.w, "\r"+line+"\x1b[K")
			drawn = true
		}
	}
}

// Stop removes the bar and returns once it is gone, so that nothing is
// drawn after the result.
func (b *Bar) Stop() {
	close(b.quit)
	<-b.finished
}

// width returns the width of the terminal the bar draws on, or 0 if it is
// unknown (then the line is not fitted).
func (b *Bar) width() int {
	f, ok := b.w.(*os.File)
	if !ok {
		return 0
	}
	w, _, err := term.GetSize(f.Fd())
	if err != nil {
		return 0
	}
	return w
}

// Line renders the bar: done of total tasks after elapsed, and the
// time left if the remaining tasks go as fast as the finished ones did.
//
// With width > 0 the line leaves the terminal's last three columns free:
// a wrapped line would not be overwritten by the next redraw, and Ctrl-C
// makes the terminal echo "^C" after the line — had that wrapped, the
// clearing "\r\x1b[K" would erase the new line and leave the bar behind.
// To fit, the bar shrinks, then goes, then whole fields go (the elapsed
// time first, then the time left): a number is never cut.
func Line(done, total int, elapsed time.Duration, width int) string {
	// The texts the line can carry, longest first.
	var texts []string
	if total <= 0 {
		texts = []string{"counting… " + clock(elapsed), "counting…"}
	} else {
		pct := fmt.Sprintf("%3d%%", 100*done/total)
		eta := "ETA --:--"
		if done > 0 {
			left := time.Duration(float64(elapsed) * float64(total-done) / float64(done))
			eta = "ETA " + clock(left)
		}
		texts = []string{pct + "  " + clock(elapsed) + " elapsed  " + eta, pct + "  " + eta, pct}
	}
	if width <= 0 {
		return withBar(texts[0], barWidth, done, total)
	}
	room := width - echoRoom
	for i, text := range texts {
		if w := ansi.StringWidth(text); w <= room {
			if i > 0 {
				return text
			}
			return withBar(text, min(barWidth, room-1-w), done, total)
		}
	}
	return ""
}

// echoRoom is the room a bar leaves at the end of the terminal's line:
// two cells for the "^C" the terminal echoes, one for the cursor after it.
const echoRoom = 3

// withBar puts a bar of the given width before text, if there are
// tasks to show and the bar is wide enough to say something.
func withBar(text string, width, done, total int) string {
	if total <= 0 || width < minWidth {
		return text
	}
	filled := width * done / total
	return strings.Repeat("█", filled) + strings.Repeat("░", width-filled) + " " + text
}

// clock prints a duration as m:ss, or h:mm:ss from an hour on.
func clock(d time.Duration) string {
	s := int64(d.Round(time.Second) / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
