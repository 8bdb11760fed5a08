package serve

import (
	"bytes"
	"flag"
	"image/gif"
	"image/png"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/nqueens/nqueens/internal/kit/termgif"
	"github.com/nqueens/nqueens/internal/kit/testkit"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/uitest"
)

var writeFrames = flag.Bool("frames", false, "write the docs' frames (docs/frames)")

// TestTeacherFrame draws the teacher's room screen at 100×30 — three
// students, a predict question two of them answered — as the GIF renderer
// draws frames, and with -frames writes it to docs/frames as a PNG.
func TestTeacherFrame(t *testing.T) {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.TrueColor)
	r.SetHasDarkBackground(true)
	o := testUI()
	o.Renderer = r
	s := &session{ui: ui.New(o), room: newRoom(), me: &member{teacher: true}, style: r.NewStyle().Reverse(true), bold: r.NewStyle().Bold(true),
		join: []string{"ssh -p 2222 k7mqd-x3pha@192.168.1.20"}, frames: frames{now: time.Now}}
	s.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	s.Update(presenceMsg{teacher: true, following: 3, names: []string{"ana", "ana-2", "bob"}})
	for _, k := range []string{"l", "l", "l", "P", "right"} {
		s.Update(uitest.Key(k))
	}
	s.Update(s.tallyOf(t))
	s.frames.stale = false
	screen := s.View()
	for _, want := range []string{"room: 3 students, 3 following", "2 of 3 following answered", "here: ana, ana-2, bob", "k7mqd-x3pha@192.168.1.20"} {
		if !strings.Contains(ansi.Strip(screen), want) {
			t.Fatalf("the frame does not show %q:\n%s", want, ansi.Strip(screen))
		}
	}
	var g bytes.Buffer
	if err := testkit.EncodeGIF(&g, []termgif.Frame{{Text: screen, Delay: time.Second}}, termgif.Options{Cols: 100, Rows: 30, Padding: 12}); err != nil {
		t.Fatal(err)
	}
	img, err := gif.Decode(&g)
	if err != nil {
		t.Fatal(err)
	}
	if !*writeFrames {
		return
	}
	var p bytes.Buffer
	if err := png.Encode(&p, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("../../docs/frames/room-teacher-100x30.png", p.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}
