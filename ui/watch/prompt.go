package watch

// The prompts: ":" goes to a step, c asks for the caption of the slide it
// adds to the lesson file (see capture.go). While one is open it owns every
// key (Capturing), and the second status line shows it.

import (
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/lesson"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

type prompt struct {
	input      textinput.Model // ":": a step
	caption    textinput.Model // c: a slide's caption, its line being typed
	lines      []string        // the caption's lines typed before it
	ask        string          // the caption prompt's words after "caption": its keys
	lang       i18n.Lang       // the prompts' words
	on         bool
	forCaption bool // the caption prompt is the one open
}

// newPrompt makes the prompts; accept is the key that ends one, newLine
// the key that starts a caption's next line.
func newPrompt(com *common.Common, accept, newLine key.Binding) prompt {
	l := com.Lang
	ask := l.Sprintf(i18n.PromptCaptionAsk, keyName(newLine), keyName(accept))
	c := common.NumberInput(com.Styles, l.T(i18n.PromptCaption)+ask)
	c.CharLimit = lesson.MaxLineLength
	return prompt{input: common.NumberInput(com.Styles, l.T(i18n.PromptGoToStep)), caption: c, ask: ask, lang: l}
}

// open opens the ":" prompt, or the caption prompt of c, empty.
func (p *prompt) open(caption bool) tea.Cmd {
	p.on, p.forCaption = true, caption
	if caption {
		p.caption.Reset()
		p.lines = nil
		p.caption.Prompt = p.lang.T(i18n.PromptCaption) + p.ask
		return p.caption.Focus()
	}
	p.input.Reset()
	return p.input.Focus()
}

// newLine ends the caption's line being typed and starts the next.
func (p *prompt) newLine() {
	p.lines = append(p.lines, p.caption.Value())
	p.caption.Reset()
	p.caption.Prompt = p.lang.Sprintf(i18n.PromptCaptionLine, strconv.Itoa(len(p.lines)+1)) + p.ask
}

// captionText is the caption typed, its lines joined.
func (p *prompt) captionText() string {
	return strings.Join(append(slices.Clone(p.lines), p.caption.Value()), "\n")
}

// view is the open prompt as the status line shows it.
func (p *prompt) view() string {
	if p.forCaption {
		return p.caption.View()
	}
	return p.input.View()
}

// promptKey edits the open prompt: enter does what it is for, esc closes
// it; the ":" prompt takes digits only. It takes every key.
func (m *Model) promptKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	if !m.prompt.on {
		return nil, false
	}
	switch {
	case key.Matches(msg, m.keys.Close):
		m.prompt.on = false
		m.note = ""
		return nil, true
	case key.Matches(msg, m.keys.NewLine) && m.prompt.forCaption:
		m.prompt.newLine()
		return nil, true
	case key.Matches(msg, m.keys.Accept) && m.prompt.forCaption:
		m.prompt.on = false
		note, cmd := m.capture.write(m.State(), m.prompt.captionText())
		m.note = note
		return cmd, true
	case key.Matches(msg, m.keys.Accept):
		v := strings.TrimSpace(m.prompt.input.Value())
		step, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			m.note = m.com.Lang.Sprintf(i18n.NoteTypeStep, m.totals.stepRange(m.com.Lang, m.spec.key(m.lens, m.replay), m.com.Styles), keyName(m.keys.Accept), keyName(m.keys.Close))
			return nil, true
		}
		m.prompt.on = false
		m.note = ""
		return m.goTo(step), true
	}
	var cmd tea.Cmd
	if m.prompt.forCaption {
		m.note = ""
		m.prompt.caption, cmd = m.prompt.caption.Update(msg)
		return cmd, true
	}
	if msg.Type == tea.KeyRunes && strings.Trim(string(msg.Runes), "0123456789") != "" {
		m.note = m.com.Lang.Sprintf(i18n.NoteDigitsOnly, m.totals.stepRange(m.com.Lang, m.spec.key(m.lens, m.replay), m.com.Styles), keyName(m.keys.Accept), keyName(m.keys.Close))
		return nil, true
	}
	m.note = ""
	m.prompt.input, cmd = m.prompt.input.Update(msg)
	return cmd, true
}

// stepRange says which steps run k has: "0–15,720", or "0, 1, …" while
// its length is not known.
func (t *runTotals) stepRange(l i18n.Lang, k runKey, st *theme.Styles) string {
	if t, ok := t.known[k]; ok {
		return common.ASCII(st, "0–"+l.Number(t.steps))
	}
	return "0, 1, …"
}
