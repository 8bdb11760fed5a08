package watch

// The lens of plain backtracking with bitmasks: cols, ld and rd words, only
// the free squares tried. Its calls are plain backtracking's, drawn with the
// words they are called with.

import (
	"fmt"
	"strconv"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
)

type bitmaskLens struct{ plainLens }

func (l bitmaskLens) traits() traits                                { return treeTraits() }
func (l bitmaskLens) label(i18n.Lang, solver.StepperOptions) string { return solver.Bitmask.String() }
func (l bitmaskLens) counters(m *lensFrame) []counterRow            { return l.plainCounters(m) }
func (l bitmaskLens) stack(m *lensFrame, inner, rows int) string    { return l.plainStack(m, inner, rows) }
func (l bitmaskLens) state(m *lensFrame, inner int) string          { return l.bitmaskPanel(m, inner) }

// stackWords is the width of a bitmask frame: its row, its three words in
// binary and what it does — "▶ 12 000…0 000…0 000…0 lift 12".
func stackWords(l i18n.Lang, n int) int {
	return markW + len(strconv.Itoa(n)) + 3*(1+n) + 1 + doingShortW(l, n)
}

// freeWord is the free word of the row being filled as a number is
// written, column 0 the rightmost bit — "row 3 free = 11000010", the word
// a lesson's caption quotes (its freebits fact is the same value) — where
// the slots above it put column 0 on the left, as the board does.
func (l bitmaskLens) freeWord(m *lensFrame) string {
	st := m.st
	if st.Row() >= st.N() || st.Event().Kind == solver.Done {
		return m.screen.paint(rMuted, m.com.Lang.T(i18n.BitsNoRow))
	}
	return m.screen.paint(rMuted, m.com.Lang.Sprintf(i18n.BitsFreeWord, strconv.Itoa(st.Row()))) +
		m.screen.paint(rNumber, fmt.Sprintf("%0*b", st.N(), st.Remaining(st.Row())))
}

// bitmaskPanel shows the words of the executing frame, bit c under column
// c; at a place, the shift that makes the next row's words, before → after.
func (l bitmaskLens) bitmaskPanel(m *lensFrame, inner int) string {
	s := m.com.Styles
	st := m.st
	ev := st.Event()
	n := st.N()
	on := func(word uint64) func(int) bool { return func(i int) bool { return word>>uint(i)&1 == 1 } }
	row := l.top(m)
	bv, _ := st.Bitmask() // the lens of a bitmask run
	cols, ld, rd, _ := bv.Words(row)
	var lines []string
	if ev.Kind == solver.Place {
		// The words of the row below are those of this one with the
		// queen's bit set, ld shifted left and rd right.
		bit := uint64(1) << uint(ev.Col)
		c := ev.Col
		next, nextLD, nextRD, _ := bv.Words(row + 1)
		lines = []string{
			m.ruler("col", stateLabelW, n),
			m.slots("cols|bit", stateLabelW, n, on(next), c),
			m.slots("ld|bit", stateLabelW, n, on(ld|bit), c),
			m.slots("  <<1", stateLabelW, n, on(nextLD), min(c+1, n)),
			m.slots("rd|bit", stateLabelW, n, on(rd|bit), c),
			m.slots("  >>1", stateLabelW, n, on(nextRD), c-1),
			l.freeWord(m),
		}
		return s.Box(m.com.Lang.Sprintf(i18n.PanelBitmasksPlace, strconv.Itoa(ev.Row)), lines, inner)
	}
	free := st.Remaining(min(row, n-1))
	mark := -1
	var what string
	switch ev.Kind {
	case solver.Try:
		mark = ev.Col
		what = m.com.Lang.Sprintf(i18n.BitsPick, strconv.Itoa(ev.Col))
	case solver.Attack:
		mark = ev.Col
		what = m.com.Lang.Sprintf(i18n.BitsTaken, strconv.Itoa(ev.Col))
	case solver.Backtrack:
		what = m.com.Lang.Sprintf(i18n.BitsBackMore, strconv.Itoa(ev.Row), columns(free, n))
		if free == 0 {
			what = m.com.Lang.Sprintf(i18n.BitsBackNone, strconv.Itoa(ev.Row))
		}
	case solver.None:
		what = "free = mask &^ (cols | ld | rd)"
	}
	if row >= n {
		free = 0
	}
	lines = []string{
		m.ruler("col", stateLabelW, n),
		m.slots("cols", stateLabelW, n, on(cols), mark),
		m.slots("ld", stateLabelW, n, on(ld), mark),
		m.slots("rd", stateLabelW, n, on(rd), mark),
		m.slots("free", stateLabelW, n, on(free), mark),
		s.Text.Render(what),
		l.freeWord(m),
	}
	return s.Box(m.com.Lang.Sprintf(i18n.PanelBitmasks, strconv.Itoa(min(row, n))), lines, inner)
}
