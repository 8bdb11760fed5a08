// Package play is the place-it-yourself view of the nqueens UI: a Bubble
// Tea component in which the player puts queens on the board with the
// cursor (or the mouse), sees every square they attack exactly as the watch
// view draws them, is told which queen attacks a square and along which
// line, and learns after each move how many solutions still contain the
// queens placed — "0: this placement cannot be completed" being the most
// useful hint there is.
package play

import (
	"slices"
	"strconv"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/spinner"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/board"
	"github.com/nqueens/nqueens/ui/common"
)

// ContinueInWatchMsg asks the root to open the watch view with the search
// continuing from Prefix: the queens the player put on rows 0..len-1 of the
// N×N board.
type ContinueInWatchMsg struct {
	N      int
	Prefix []int
}

// countMsg brings the number of solutions through the queens placed: all
// of them (Exact), or those the budgeted search found before it stopped.
type countMsg struct {
	id  int
	res solver.BoundedCount
	err error
}

// countBudget is how many queens the count of the solutions through a
// placement may place: about a fifth of a second, the whole search of an
// empty board up to N=13 (N=14 needs 27 million).
const countBudget = 1 << 24

// exactRows is the most free rows whose completions are counted exactly
// when the budget is not enough, with the fast counter: an empty N=16 takes
// about a second (counted with its symmetries), one queen on N=17 or four
// on N=20 a few seconds. With more free rows the view says "many".
const exactRows = 16

// hintMsg brings a solution through the queens placed (nil: none).
type hintMsg struct {
	id  int
	sol []int
	err error
}

// winMsg brings the index and the class of the solution the player found.
type winMsg struct {
	id    int
	rank  uint64
	total uint64
	class solver.Class
	err   error
}

// Square marks of the player.
const (
	markQueen uint8 = 1 << iota
	markRuledOut
)

// Model is the play view. It implements common.Component.
type Model struct {
	com    *common.Common
	keys   keyMap
	n      int // the board size: Common.N once NChangedMsg is handled
	render *board.Renderer
	spin   common.BusySpinner
	width  int
	height int

	marks   []uint8 // n*n, row-major
	row     int     // the cursor
	col     int
	clash   [2]solver.Square // the last move's conflict: the culprit, the square; drawn with its line
	clashOn bool
	hint    solver.Square
	hintOn  bool
	msg     string
	warn    bool

	seq       int
	countT    common.Task
	count     uint64
	counted   bool // count is the exact count of the current placement
	partial   solver.BoundedCount
	partialOn bool // the budgeted count of the current placement ended short: partial is a lower bound
	hintT     common.Task
	winT      common.Task
	win       winMsg // valid when won
	wonKnown  bool
	totalSols map[int]uint64
	shown     bool // the view is the active one: its work may run
}

// New returns an empty board of size com.N with the cursor in the top-left
// corner. The count of its solutions starts when the view is first shown.
func New(com *common.Common) *Model {
	m := &Model{
		com:       com,
		keys:      newKeyMap(com.Lang),
		totalSols: map[int]uint64{},
		render:    board.NewRenderer(com.Styles, com.Lang),
		spin:      common.NewBusySpinner(com.Styles),
	}
	m.reset(min(max(com.N, 1), solver.MaxN))
	m.updateKeys()
	return m
}

// reset empties a board of size n; changed drops what followed from the
// old placement.
func (m *Model) reset(n int) {
	m.n = n
	m.marks = make([]uint8, n*n)
	m.row, m.col = min(m.row, n-1), min(m.col, n-1)
	m.clashOn = false
}

// cursor returns the square under the cursor.
func (m *Model) cursor() solver.Square { return solver.Square{Row: m.row, Col: m.col} }

// queens returns the squares of the queens placed, row by row.
func (m *Model) queens() []solver.Square {
	var qs []solver.Square
	for i, k := range m.marks {
		if k&markQueen != 0 {
			qs = append(qs, solver.Square{Row: i / m.n, Col: i % m.n})
		}
	}
	return qs
}

// SetSize implements common.Component.
func (m *Model) SetSize(w, h int) {
	m.width, m.height = max(w, 0), max(h, 0)
}

// Init implements common.Component: the work starts in Show.
func (m *Model) Init() tea.Cmd { return nil }

// Show implements common.Component: it counts the solutions through the
// queens placed and finds the number of a win, whichever is missing (Hide
// may have cancelled them).
func (m *Model) Show() tea.Cmd {
	m.shown = true
	cmd := m.resume()
	m.updateKeys()
	return tea.Batch(cmd, m.spin.Start(m.busy()))
}

// Hide implements common.Component: it cancels the count, the search for
// an idea and for the number of a win.
func (m *Model) Hide() {
	m.shown = false
	m.countT.Stop()
	m.winT.Stop()
	if m.hintT.Busy() {
		m.hintT.Stop()
		m.say("", false) // "looking for an idea…" is no longer true
	}
	m.updateKeys()
}

// Capturing implements common.Component: the play view has no text input.
func (m *Model) Capturing() bool { return false }

// ShortHelp implements help.KeyMap.
func (m *Model) ShortHelp() []key.Binding { return m.keys.ShortHelp() }

// FullHelp implements help.KeyMap.
func (m *Model) FullHelp() [][]key.Binding { return m.keys.FullHelp() }

func (m *Model) busy() bool { return m.countT.Busy() || m.hintT.Busy() || m.winT.Busy() }

// Update implements common.Component: keys, mouse clicks (in view
// coordinates: the root subtracts where it draws the view), the board size
// and command results.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case common.NChangedMsg:
		cmd = m.setN(m.com.N)
	case tea.KeyMsg:
		cmd = common.EachKey(msg, m.key)
	case tea.MouseMsg:
		if msg.Action == tea.MouseActionPress && msg.Button == tea.MouseButtonLeft {
			if sq, ok := m.squareAt(msg.X, msg.Y); ok {
				m.row, m.col = sq.Row, sq.Col
				cmd = m.toggle()
			}
		}
	case countMsg:
		if m.countT.Done(msg.id) && msg.err == nil {
			if msg.res.Exact {
				m.count, m.counted = msg.res.Count, true
			} else {
				// Past the budget: count exactly where that is bounded.
				m.partial, m.partialOn = msg.res, true
				cmd = m.resume()
			}
		}
	case hintMsg:
		if m.hintT.Done(msg.id) {
			m.hintDone(msg)
		}
	case winMsg:
		if m.winT.Done(msg.id) {
			if msg.err == nil {
				m.win, m.wonKnown = msg, true
				m.totalSols[m.n] = msg.total
			}
		}
	case spinner.TickMsg:
		return m, m.spin.Tick(msg, m.busy())
	}
	m.updateKeys()
	return m, tea.Batch(cmd, m.spin.Start(m.busy()))
}

func (m *Model) key(msg tea.KeyMsg) tea.Cmd {
	k := m.keys
	switch {
	case key.Matches(msg, k.Up):
		m.row = (m.row + m.n - 1) % m.n
	case key.Matches(msg, k.Down):
		m.row = (m.row + 1) % m.n
	case key.Matches(msg, k.Left):
		m.col = (m.col + m.n - 1) % m.n
	case key.Matches(msg, k.Right):
		m.col = (m.col + 1) % m.n
	case key.Matches(msg, k.Toggle):
		return m.toggle()
	case key.Matches(msg, k.RuleOut):
		i := m.row*m.n + m.col
		if m.marks[i]&markQueen != 0 {
			m.say(m.com.Lang.T(i18n.PlayStandsThere), true)
			return nil
		}
		m.marks[i] ^= markRuledOut
		m.say("", false)
	case key.Matches(msg, k.Clear):
		m.reset(m.n)
		m.say(m.com.Lang.T(i18n.PlayCleared), false)
		return m.changed()
	case key.Matches(msg, k.Hint):
		return m.askHint()
	case key.Matches(msg, k.Watch):
		return m.continueInWatch()
	case key.Matches(msg, k.Smaller):
		return common.SetN(m.n - 1)
	case key.Matches(msg, k.Larger):
		return common.SetN(m.n + 1)
	}
	return nil
}

// say sets the status line, spelled in ASCII with --ascii.
func (m *Model) say(s string, warn bool) { m.msg, m.warn = common.ASCII(m.com.Styles, s), warn }

// setN empties a board of the new size; a shown view counts its solutions.
func (m *Model) setN(n int) tea.Cmd {
	if n == m.n {
		return nil
	}
	m.reset(n)
	m.say("", false)
	return m.changed()
}

// toggle puts a queen on the cursor's square or lifts it. A queen may go
// on an attacked square: the conflict is shown and explained, not refused.
func (m *Model) toggle() tea.Cmd {
	i := m.row*m.n + m.col
	at := solver.Square{Row: m.row, Col: m.col}
	lang := m.com.Lang
	m.clashOn = false
	if m.marks[i]&markQueen != 0 {
		m.marks[i] &^= markQueen
		m.say(lang.Sprintf(i18n.PlayLifted, at.String()), false)
		return m.changed()
	}
	atk := m.attackers(at)
	m.marks[i] = markQueen // a queen replaces a pencil mark
	switch {
	case len(atk) > 0:
		a := atk[0]
		more := ""
		if len(atk) > 1 {
			more = lang.Sprintf(i18n.PlayAndMore, strconv.Itoa(len(atk)-1))
		}
		m.say(lang.Sprintf(i18n.PlayConflict, at.String(), a.by.String(), a.line.AlongIn(lang), more), true)
		m.clash, m.clashOn = [2]solver.Square{a.by, at}, true
	default:
		m.say(lang.Sprintf(i18n.PlayPlaced, at.String()), false)
	}
	return m.changed()
}

// changed recomputes what follows from the placement: the count of the
// solutions through it and, once all queens stand, the solution's index
// and class. Both run as commands (only while the view is shown); a newer
// move drops their results.
func (m *Model) changed() tea.Cmd {
	m.hintOn = false
	m.hintT.Stop()
	m.winT.Stop()
	m.countT.Stop()
	m.counted, m.partialOn, m.wonKnown = false, false, false
	return m.resume()
}

// resume starts what the placement still lacks: its count — within a
// budget of queens placed, then exactly where that is bounded — and, once
// all queens stand, the solution's index and class.
func (m *Model) resume() tea.Cmd {
	fixed, ok := m.fixed()
	if !ok || !m.shown {
		// Queens attacking each other have no solution to count; a hidden
		// view counts when shown.
		return nil
	}
	var cmds []tea.Cmd
	if !m.counted && !m.countT.Busy() && (!m.partialOn || m.exactable(fixed)) {
		ctx := m.countT.Start(m.com.Work(), &m.seq)
		id, n, exact := m.countT.ID, m.n, m.partialOn
		cmds = append(cmds, func() tea.Msg {
			if !exact {
				res, err := solver.CompletionsWithin(ctx, n, fixed, countBudget)
				return countMsg{id: id, res: res, err: err}
			}
			var c uint64
			var err error
			if slices.Max(fixed) < 0 {
				c, err = solver.Count(ctx, n, solver.CountOptions{}) // with the board's symmetries
			} else {
				c, err = solver.Completions(ctx, n, fixed)
			}
			return countMsg{id: id, res: solver.BoundedCount{Count: c, Exact: true}, err: err}
		})
	}
	if !slices.Contains(fixed, -1) && !m.wonKnown && !m.winT.Busy() && m.n <= solver.MaxQuickRankN {
		cmds = append(cmds, m.winCmd(fixed))
	}
	return tea.Batch(cmds...)
}

// exactable reports whether the completions of a placement are counted
// exactly when the budget was not enough.
func (m *Model) exactable(fixed []int) bool {
	free := 0
	for _, c := range fixed {
		if c < 0 {
			free++
		}
	}
	return free <= exactRows
}

// winCmd finds the index of the solution among all, by counting the ones
// before it, its symmetry class and the number of solutions: seconds at
// most up to solver.MaxQuickRankN, the only boards it runs on.
func (m *Model) winCmd(queens []int) tea.Cmd {
	ctx := m.winT.Start(m.com.Work(), &m.seq)
	id, n := m.winT.ID, m.n
	total, known := m.totalSols[n]
	return func() tea.Msg {
		rank, err := solver.Rank(ctx, n, queens)
		if err != nil {
			return winMsg{id: id, err: err}
		}
		c, err := solver.Classify(ctx, n, queens)
		if err != nil {
			return winMsg{id: id, err: err}
		}
		if !known {
			total, err = solver.Count(ctx, n, solver.CountOptions{})
		}
		return winMsg{id: id, rank: rank, total: total, class: c, err: err}
	}
}

// fixed returns the column of the queen of each row (-1: none), and false
// when two queens attack each other.
func (m *Model) fixed() ([]int, bool) {
	f := make([]int, m.n)
	for i := range f {
		f[i] = -1
	}
	queens := m.queens()
	for i, q := range queens {
		for _, o := range queens[:i] {
			if solver.AttackLine(o, q) != solver.NoLine {
				return nil, false
			}
		}
		f[q.Row] = q.Col
	}
	return f, true
}

// won reports whether N queens stand and none attacks another.
func (m *Model) won() bool {
	f, ok := m.fixed()
	return ok && !slices.Contains(f, -1)
}

// askHint looks for a solution through the queens placed; its queen on
// the first empty row is the idea.
func (m *Model) askHint() tea.Cmd {
	fixed, ok := m.fixed()
	switch {
	case !ok:
		m.say(m.com.Lang.Sprintf(i18n.PlayIdeaConflict, m.com.Styles.Glyphs.Conflict), true)
		return nil
	case !slices.Contains(fixed, -1):
		m.say(m.com.Lang.T(i18n.PlayAllStand), false)
		return nil
	}
	ctx := m.hintT.Start(m.com.Work(), &m.seq)
	id, n := m.hintT.ID, m.n
	m.say(m.com.Lang.T(i18n.PlayLooking), false)
	return func() tea.Msg {
		sol, err := solver.FirstCompletion(ctx, n, fixed)
		return hintMsg{id: id, sol: sol, err: err}
	}
}

func (m *Model) hintDone(msg hintMsg) {
	if msg.err != nil {
		return
	}
	if msg.sol == nil {
		if len(m.queens()) == 0 {
			m.say(m.com.Lang.Sprintf(i18n.PlayNoIdeaNone, strconv.Itoa(m.n), common.KeyName(m.keys.Larger)), true)
			return
		}
		m.say(m.com.Lang.T(i18n.PlayNoIdea), true)
		return
	}
	for r, c := range msg.sol {
		if m.marks[r*m.n+c]&markQueen == 0 {
			m.hint, m.hintOn = solver.Square{Row: r, Col: c}, true
			m.say(m.com.Lang.Sprintf(i18n.PlayIdea, m.hint.String(), m.com.Styles.Glyphs.Try), false)
			return
		}
	}
}

// continueInWatch hands the placement to the watch view when it is what
// the search could have reached: one queen on each of the top rows, none
// below, none attacking another.
func (m *Model) continueInWatch() tea.Cmd {
	fixed, ok := m.fixed()
	if !ok {
		// Short enough for one line of an 80-column window.
		m.say(m.com.Lang.Sprintf(i18n.PlayCannotGoOn, m.com.Styles.Glyphs.Conflict), true)
		return nil
	}
	k := slices.Index(fixed, -1)
	if k < 0 {
		k = m.n
	}
	for r := k + 1; r < m.n; r++ {
		if fixed[r] >= 0 {
			m.say(m.com.Lang.Sprintf(i18n.PlayGaps, strconv.Itoa(k), strconv.Itoa(r)), true)
			return nil
		}
	}
	prefix := slices.Clone(fixed[:k])
	n := m.n
	return func() tea.Msg { return ContinueInWatchMsg{N: n, Prefix: prefix} }
}

// Queens returns the queens on the board, row by row (a room shares them:
// nqueens serve).
func (m *Model) Queens() []solver.Square { return m.queens() }

// Follow puts the queens of another board on this one (a student
// following the teacher), in place of its own queens and pencil marks.
func (m *Model) Follow(queens []solver.Square) tea.Cmd {
	if slices.Equal(queens, m.queens()) {
		return nil
	}
	clear(m.marks)
	for _, q := range queens {
		if q.Row >= 0 && q.Row < m.n && q.Col >= 0 && q.Col < m.n {
			m.marks[q.Row*m.n+q.Col] = markQueen
		}
	}
	m.clashOn = false
	m.say("", false)
	return m.changed()
}
