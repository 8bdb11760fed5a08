package watch

// The state of the view as plain data (lesson.State): what a permalink
// prints (L), what the capture key adds to a lesson file as a slide (c),
// and what a lesson's slide restores (Restore).

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/internal/kit/userfile"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
)

// State returns what the view shows as a lesson's state: the run, its
// step, the layout and predict mode. View is "watch".
func (m *Model) State() lesson.State {
	st := lesson.State{
		N: m.spec.n, Strategy: m.spec.strategy, Options: m.lens.runOptions(m.spec.opt),
		Step: m.st.Step(), View: "watch", Layout: "panels", Panels: m.screen.slidePanels,
	}
	switch {
	case m.screen.focus:
		st.Layout = "focus"
	case m.tree.on:
		st.Layout = "tree"
	}
	if m.predict.on {
		st.Predict = m.predict.density
	}
	return st
}

// Restore shows the state exactly: its run (from an empty board) at its
// step, its layout and predict mode. The root has made Common.N its N. The
// step is reached at once (a lesson's steps are bounded when it is read).
func (m *Model) Restore(st lesson.State) tea.Cmd {
	m.player.pause()
	m.jump.cancel(&m.player, m.st.Step(), &m.note)
	m.note = ""
	m.spec = runSpec{n: min(max(st.N, 1), solver.MaxN), strategy: st.Strategy, opt: st.Options}
	m.restart()
	m.st.Seek(st.Step)
	m.screen.focus = st.Layout == "focus"
	m.tree.on = st.Layout == "tree"
	m.screen.slidePanels = st.Panels
	m.SetPredict(0)
	m.predict.quiz, m.predict.score = nil, predict.Score{}
	if st.Predict != 0 {
		m.SetPredict(st.Predict)
	}
	cmd := m.after()
	m.updateKeys()
	return cmd
}

// permalink is the command line that opens the visualizer on a screen's
// state: "nqueens -n 8 --algo fc --mrv --step 120".
func permalink(st lesson.State) string {
	parts := []string{"nqueens", "-n", fmt.Sprint(st.N), "--algo", st.Strategy.String()}
	for _, o := range solver.Options { // the flags of the options the strategy takes
		if !st.Strategy.Takes(o) {
			continue
		}
		switch flag := "--" + o.String(); o {
		case solver.OptionMRV:
			if st.Options.MRV {
				parts = append(parts, flag)
			}
		case solver.OptionSeed:
			parts = append(parts, flag, fmt.Sprint(st.Options.Seed))
		case solver.OptionStart:
			parts = append(parts, flag, st.Options.Start.String())
		}
	}
	if st.Step > 0 {
		parts = append(parts, "--step", fmt.Sprint(st.Step))
	}
	if st.Layout != "panels" {
		parts = append(parts, "--layout", st.Layout)
	}
	if st.Predict != 0 {
		parts = append(parts, "--predict="+st.Predict.String())
	}
	return strings.Join(parts, " ")
}

// permalinkNote is y: the permalink of st on the status line, unless the
// run starts from queens given (start).
func permalinkNote(l i18n.Lang, st lesson.State, start []int) string {
	if len(start) > 0 {
		return l.T(i18n.CapNoPermalink)
	}
	return l.Sprintf(i18n.CapPermalink, permalink(st))
}

// capture is C: the lesson file the screen's state goes to as a slide.
type capture struct {
	out  string    // Options.LessonOut; "": C says how to name one
	lang i18n.Lang // the notes'
}

// captureMsg is the result of adding a slide to the lesson file.
type captureMsg struct {
	slides int
	err    error
}

// refusal says why the capture key (self) cannot ask for a caption (""
// when it can): no lesson file, or a run from queens given (start), which a
// slide cannot hold; restart is the key that starts from an empty board.
func (c capture) refusal(start []int, self, restart key.Binding) string {
	switch {
	case c.out == "":
		return c.lang.Sprintf(i18n.CapNoFile, keyName(self))
	case len(start) > 0:
		return c.lang.Sprintf(i18n.CapGiven, keyName(restart))
	}
	return ""
}

// write adds the state st with the caption to the lesson file, as a
// command (file I/O is not the UI thread's), and says so.
func (c capture) write(st lesson.State, caption string) (string, tea.Cmd) {
	slide, err := lesson.FormatSlide(st, caption)
	if err != nil {
		return c.lang.Sprintf(i18n.CapNotAdded, text.Line(err.Error())), nil
	}
	// The file's name, and the errors naming it or quoting the file,
	// are shown, never obeyed.
	path := c.out
	return c.lang.Sprintf(i18n.CapAdding, text.Line(path)), func() tea.Msg {
		n, err := AppendSlide(path, slide)
		return captureMsg{slides: n, err: err}
	}
}

// done says how the capture went.
func (c capture) done(msg captureMsg) string {
	if msg.err != nil {
		return c.lang.Sprintf(i18n.CapNotAdded, text.Line(msg.err.Error()))
	}
	return c.lang.Sprintf(i18n.CapAdded, strconv.Itoa(msg.slides), text.Line(c.out))
}

// capturedTitle is the title of a lesson file the capture key starts.
const capturedTitle = "# A lesson captured in the visualizer\n\n"

// AppendSlide adds a slide (lesson.FormatSlide's text) to the lesson file
// at path, creating it with a title if it does not exist, and returns the
// number of slides it then has. The file is read first (no more than a
// lesson's limit) and the result checked as a lesson, so that a slide
// that would break the file is refused; then the slide goes in with one
// append (a new file: one write of title and slide, refused if another
// appeared meanwhile). Nothing else is written.
func AppendSlide(path, slide string) (int, error) {
	// The key's command runs apart from the view, and a signal ends the
	// program without waiting for it: no context to end the read.
	old, err := userfile.ReadFile(context.Background(), path, lesson.MaxFileSize, i18n.FileLesson)
	exists := err == nil
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return 0, err
	}
	add := slide
	if !exists {
		add = capturedTitle + slide
	} else if len(old) > 0 && !bytes.HasSuffix(old, []byte("\n")) {
		add = "\n" + slide
	}
	l, err := lesson.Parse(path, append(old, add...))
	if err != nil {
		return 0, err
	}
	flags := os.O_WRONLY | os.O_APPEND
	if !exists {
		flags = os.O_WRONLY | os.O_CREATE | os.O_EXCL
	}
	f, err := os.OpenFile(path, flags, 0o644)
	if err != nil {
		return 0, err
	}
	if _, err := f.WriteString(add); err != nil {
		f.Close()
		return 0, err
	}
	return len(l.Slides), f.Close()
}
