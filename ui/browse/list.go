package browse

import (
	"strconv"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
)

// totalKey identifies a count: the board size and whether it counts
// unique solutions.
type totalKey struct {
	n      int
	unique bool
}

// list is the list the browser pages through: the board size, whether it
// holds all solutions or one per class, and the counts learnt so far. It
// answers what the list allows (how far a move may go, what it is called)
// without knowing where in it the view is.
type list struct {
	n      int // the board size the state is for: Common.N once NChangedMsg is handled
	unique bool
	lang   i18n.Lang // Common.Lang: the words of kindWord and rangeText
	totals map[totalKey]uint64
}

// total returns the number of solutions in the current mode, if counted.
func (l *list) total() (uint64, bool) {
	t, ok := l.totals[totalKey{l.n, l.unique}]
	return t, ok
}

// setTotal records the number of solutions of the mode unique.
func (l *list) setTotal(unique bool, total uint64) { l.totals[totalKey{l.n, unique}] = total }

// seekable reports whether a solution farther than walkLimit can be reached
// in about a minute at most: all solutions are sought by counting subtrees
// (about a count), unique ones by walking all those before.
func (l *list) seekable() bool {
	if l.unique {
		return l.n <= solver.MaxQuickWalkN
	}
	return l.n <= solver.MaxQuickCountN
}

// countable reports whether the solutions are counted: where the count
// takes about a minute at most.
func (l *list) countable() bool { return l.n <= solver.MaxQuickCountN }

// classFindable reports whether the class index of solution k is found in
// about a minute at most: Classify walks the unique solutions up to its
// representative, which comes no later than the solution itself.
func (l *list) classFindable(k uint64) bool {
	return l.n <= solver.MaxQuickWalkN || k <= walkLimit
}

// rankFindable reports whether the index among all solutions of
// fundamental k is found in seconds: Rank counts the solutions before it.
func (l *list) rankFindable(k uint64) bool {
	return l.n <= solver.MaxQuickRankN || k <= walkLimit
}

// rangeText is the range of solution numbers one can go to from solution
// k, "1–92"; on boards too large to count, the range within reach of a
// walk.
func (l *list) rangeText(st *theme.Styles, k uint64) string {
	dash := common.ASCII(st, "–")
	if t, ok := l.total(); ok && l.seekable() {
		return "1" + dash + l.lang.Number(t)
	}
	if l.seekable() {
		return "1, 2, …"
	}
	k = max(k, 1)
	if k <= 2*walkLimit+1 {
		return "1" + dash + l.lang.Number(k+walkLimit)
	}
	return "1" + dash + l.lang.Number(walkLimit+1) + " " + l.lang.T(i18n.WordOr) + " " + l.lang.Number(k-walkLimit) + dash + l.lang.Number(k+walkLimit)
}

// notCounted says why the solutions of a large board are not counted.
func (l *list) notCounted() string {
	return l.lang.Sprintf(i18n.BrowseNotCounted, strconv.Itoa(l.n), howLong(l.lang, l.n))
}

// outOfReach says why solution k cannot be gone to from solution cur, and
// what can.
func (l *list) outOfReach(st *theme.Styles, k, cur uint64) string {
	why := l.lang.Sprintf(i18n.BrowseSeekCost, howLong(l.lang, l.n), strconv.Itoa(l.n))
	if l.unique {
		why = l.lang.Sprintf(i18n.BrowseWalkCost, strconv.Itoa(l.n))
	}
	return l.lang.Sprintf(i18n.BrowseTooFar, l.lang.Number(k), why, l.rangeText(st, cur))
}

// has says how many solutions the list holds, and which to try instead.
func (l *list) has(total uint64, try string) string {
	id := i18n.BrowseSolutions
	if l.unique {
		id = i18n.BrowseUniques
	}
	return l.lang.Sprintf(i18n.BrowseHas, strconv.Itoa(l.n), common.Amount(l.lang, id, total), try)
}

// one names one solution of the list.
func (l *list) one() string {
	if l.unique {
		return l.lang.T(i18n.BrowseUnique)
	}
	return l.lang.T(i18n.WordSolution)
}

func (l *list) kindWord() string {
	if l.unique {
		return l.lang.T(i18n.WordFundamental)
	}
	return l.lang.T(i18n.WordSolution)
}

// of is the number of solutions, "?" until they are counted.
func (l *list) of(st *theme.Styles) string {
	if t, ok := l.total(); ok {
		return st.Number.Render(l.lang.Number(t))
	}
	return st.Muted.Render("?")
}
